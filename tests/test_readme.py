"""Every Python block of the README runs as written, on its own, in a fresh interpreter."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BLOCK = re.compile(r"^```python\n(.*?)^```", re.MULTILINE | re.DOTALL)


def readme_blocks() -> list[str]:
    return BLOCK.findall((ROOT / "README.md").read_text(encoding="utf-8"))


def test_the_readme_has_python_blocks() -> None:
    assert len(readme_blocks()) >= 2


@pytest.fixture(scope="module")
def started(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[int, subprocess.Popen[str]]]:
    """Every block started at once, each in its own fresh interpreter and folder (they wait
    mostly on imports and the model: run together they take about half as long)."""
    env = {**os.environ, "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1"}
    processes: dict[int, subprocess.Popen[str]] = {}
    for number, block in enumerate(readme_blocks()):
        folder = tmp_path_factory.mktemp(f"readme-{number}")
        # A user runs the README from a clone: relative paths name the clone's files.
        (folder / "cookbook").symlink_to(ROOT / "cookbook")
        processes[number] = subprocess.Popen(
            [sys.executable, "-c", block],
            cwd=folder,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
    yield processes
    for process in processes.values():
        if process.poll() is None:
            process.kill()
            process.communicate()


@pytest.mark.parametrize("number", range(len(readme_blocks())))
def test_readme_block_runs_on_its_own(
    number: int, started: dict[int, subprocess.Popen[str]]
) -> None:
    process = started[number]
    stdout, stderr = process.communicate(timeout=300)
    assert process.returncode == 0, f"README block {number}:\n{stdout}\n{stderr}"
