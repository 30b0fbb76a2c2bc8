"""graphpaths.arrays against a plain reference: the runs' aranges concatenated."""

from __future__ import annotations

import numpy as np
import pytest

from graphpaths.arrays import csr_positions, run_positions


def _reference(starts: np.ndarray, counts: np.ndarray) -> list[int]:
    return [int(v) for s, c in zip(starts, counts, strict=True) for v in range(s, s + c)]


@pytest.mark.parametrize("seed", range(20))
def test_run_positions_are_the_runs_one_after_another(seed: int) -> None:
    rng = np.random.default_rng(seed)
    n = int(rng.integers(0, 12))
    starts = rng.integers(0, 50, n)
    counts = rng.integers(0, 4, n)  # empty runs too
    got = run_positions(starts, counts)
    assert got.dtype == np.int64
    assert got.tolist() == _reference(starts, counts)


def test_csr_positions_are_the_rows_runs() -> None:
    indptr = np.array([0, 3, 3, 4, 9])
    rows = np.array([3, 0, 1, 2])
    assert csr_positions(indptr, rows).tolist() == _reference(indptr[rows], np.diff(indptr)[rows])
    assert csr_positions(indptr, rows).dtype == np.int32
