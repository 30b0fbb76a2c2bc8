"""The cookbook notebooks run from top to bottom, as nbmake runs them (no cell over 3 min),
and the outputs stored in them (``make notebooks``) have the shape of a fresh run's."""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

nb_run = pytest.importorskip(
    "nbmake.nb_run", reason="the notebooks need the dev extra: pip install -e '.[all,dev]'"
)

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = sorted((ROOT / "cookbook").glob("*.ipynb"))


def test_the_five_notebooks_are_there() -> None:
    assert [p.name[:3] for p in NOTEBOOKS] == ["01_", "02_", "03_", "04_", "05_"]


@pytest.fixture(scope="module")
def runs() -> Iterator[dict[Path, Future[Any]]]:
    """Every notebook run at once, each in its own kernel (they wait mostly on imports and
    the model: run together they take about half as long)."""
    # The kernels are new processes: point them at this checkout's code, not an installed copy.
    paths = [str(ROOT / "core"), str(ROOT), os.environ.get("PYTHONPATH", "")]
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("PYTHONPATH", os.pathsep.join(p for p in paths if p))
        with ThreadPoolExecutor(max_workers=len(NOTEBOOKS)) as pool:
            yield {
                notebook: pool.submit(nb_run.NotebookRun(notebook, default_timeout=180).execute)
                for notebook in NOTEBOOKS
            }


@pytest.mark.slow
@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda path: path.name)
def test_notebook_runs(notebook: Path, runs: dict[Path, Future[Any]]) -> None:
    result = runs[notebook].result(timeout=600)
    error = result.error
    assert error is None, f"cell {error.failing_cell_index}: {error.summary}\n{error.trace}"


def output_shape(cell: dict[str, Any]) -> list[str]:
    """What a code cell shows, by kind: stdout, stderr, an image, an error... Consecutive
    stream chunks are one (how a kernel splits a cell's printing varies from run to run)."""
    kinds: list[str] = []
    for output in cell.get("outputs", []):
        kind = output["output_type"]
        if kind == "stream":
            kind = f"stream:{output['name']}"
            if kinds and kinds[-1] == kind:
                continue
        elif kind in ("display_data", "execute_result"):
            kind = f"{kind}:{'+'.join(sorted(output['data']))}"
        kinds.append(kind)
    return kinds


def stored(notebook: Path) -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads(notebook.read_text(encoding="utf-8"))
    return loaded


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda path: path.name)
def test_notebooks_are_committed_with_their_outputs(notebook: Path) -> None:
    cells = [c for c in stored(notebook)["cells"] if c["cell_type"] == "code"]
    # Every cell ran (a cell that prints nothing, such as the imports, shows nothing).
    assert all(c["execution_count"] for c in cells), "run `make notebooks` to store outputs"
    assert sum(bool(c["outputs"]) for c in cells) >= len(cells) - 1
    shapes = [kind for cell in cells for kind in output_shape(cell)]
    assert not [k for k in shapes if k in ("error", "stream:stderr")]
    text = json.dumps([c["outputs"] for c in cells])
    # Nothing that changes from machine to machine: no absolute paths, no timings.
    assert not re.search(r"(/tmp/|/home/|/root/|/work/|/Users/|[A-Z]:\\\\)", text)
    assert not re.search(r"seconds|\bms\b", text)
    assert all("execution" not in c["metadata"] for c in cells)


def test_the_pictures_are_stored() -> None:
    pictures = {
        notebook.name: sum(
            "display_data:image/png+text/plain" in output_shape(c)
            for c in stored(notebook)["cells"]
        )
        for notebook in NOTEBOOKS
    }
    assert pictures["03_see_your_paths.ipynb"] == 2


@pytest.mark.slow
@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda path: path.name)
def test_stored_outputs_have_the_shape_of_a_fresh_run(
    notebook: Path, runs: dict[Path, Future[Any]]
) -> None:
    fresh = runs[notebook].result(timeout=600).nb
    now = [output_shape(c) for c in fresh.cells if c.cell_type == "code"]
    kept = [output_shape(c) for c in stored(notebook)["cells"] if c["cell_type"] == "code"]
    assert kept == now


def test_notebook_01_counts_the_triples_it_names() -> None:
    """Its text says what its first cell prints, and the file has that many triples."""
    cells = stored(NOTEBOOKS[0])["cells"]
    printed = "".join(cells[1]["outputs"][0]["text"])
    rows = (ROOT / "cookbook" / "data" / "movies.csv").read_text(encoding="utf-8").splitlines()
    assert printed.startswith(f"{len(rows) - 1} triples")  # less the header
    assert not re.search(r"\d+ triples", "".join(cells[0]["source"]))
