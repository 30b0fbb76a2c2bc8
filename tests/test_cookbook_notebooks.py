"""The cookbook notebooks run from top to bottom, as nbmake runs them (no cell over 3 min)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

nb_run = pytest.importorskip(
    "nbmake.nb_run", reason="the notebooks need the dev extra: pip install -e '.[all,dev]'"
)

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "cookbook").glob("*.ipynb"))


def test_the_three_notebooks_are_there() -> None:
    assert [p.name[:3] for p in NOTEBOOKS] == ["01_", "02_", "03_"]


@pytest.mark.slow
@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda path: path.name)
def test_notebook_runs(notebook: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The kernel is a new process: point it at this checkout's code, not an installed copy.
    paths = [str(ROOT / "core"), str(ROOT), os.environ.get("PYTHONPATH", "")]
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(p for p in paths if p))
    result = nb_run.NotebookRun(notebook, default_timeout=180).execute()
    error = result.error
    assert error is None, f"cell {error.failing_cell_index}: {error.summary}\n{error.trace}"
