"""The cookbook notebooks run from top to bottom, as nbmake runs them (no cell over 3 min)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

nb_run = pytest.importorskip(
    "nbmake.nb_run", reason="the notebooks need the dev extra: pip install -e '.[all,dev]'"
)

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "cookbook").glob("*.ipynb"))


def test_the_three_notebooks_are_there() -> None:
    assert [p.name[:3] for p in NOTEBOOKS] == ["01_", "02_", "03_"]


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
