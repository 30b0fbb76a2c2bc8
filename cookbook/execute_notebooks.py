"""Run the cookbook notebooks and store their outputs in them (``make notebooks``).

Each notebook runs from ``cookbook/`` in a fresh kernel, as a reader runs it. What would
change from run to run or machine to machine is left out: execution timings in the cells'
metadata, and the kernel's Python version in the notebook's. The suite checks that the
stored outputs have the shape of a fresh run's (tests/house/test_cookbook_notebooks.py).

    python cookbook/execute_notebooks.py [NOTEBOOK ...]
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient

HERE = Path(__file__).resolve().parent


def scrub(notebook: nbformat.NotebookNode) -> nbformat.NotebookNode:
    """Drop what differs between runs that did the same thing: timings and versions."""
    for cell in notebook.cells:
        cell.metadata.pop("execution", None)
    notebook.metadata["language_info"] = {"name": "python"}
    return notebook


def execute(path: Path, timeout: int = 600) -> nbformat.NotebookNode:
    """``path`` run top to bottom from the cookbook folder; raises on the first error."""
    notebook = nbformat.read(path, as_version=4)
    client = NotebookClient(
        notebook,
        timeout=timeout,
        kernel_name="python3",
        resources={"metadata": {"path": str(HERE)}},
        record_timing=False,
    )
    client.execute()
    return scrub(notebook)


def main(argv: list[str]) -> int:
    paths = [Path(a) for a in argv] or sorted(HERE.glob("*.ipynb"))
    for path in paths:
        executed = execute(path)
        nbformat.write(executed, path)
        print(f"ran {path.name}: outputs stored")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
