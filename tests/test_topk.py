"""graphpaths.topk: every kernel against a plain ``sorted()`` reference, ties included."""

from __future__ import annotations

import numpy as np
import pytest

from graphpaths.topk import top_indices, top_indices_keyed, top_indices_per_row, top_positive


def _reference(scores: np.ndarray, k: int, keep: object = None) -> list[int]:
    """Positions by decreasing score, then lower position; only those ``keep`` admits."""
    admitted = [i for i in range(len(scores)) if keep is None or keep(scores[i])]  # type: ignore[operator]
    return sorted(admitted, key=lambda i: (-scores[i], i))[: max(k, 0)]


def _cases(seed: int, count: int = 300) -> list[tuple[np.ndarray, int]]:
    rng = np.random.default_rng(seed)
    cases = []
    for _ in range(count):
        n = int(rng.integers(0, 30))
        # Few distinct values, so ties (also at the cut) are common.
        scores = rng.integers(-2, 5, size=n).astype(np.float32) / 4
        cases.append((scores, int(rng.integers(-1, 12))))
    return cases


def test_top_positive_matches_a_sorted_reference() -> None:
    for scores, k in _cases(0):
        rows, values = top_positive(scores, k)
        want = _reference(scores, k, lambda s: s > 0)
        assert rows.tolist() == want
        assert values == [float(scores[i]) for i in want]


@pytest.mark.parametrize("min_score", [None, 0.0, 0.25, np.float32(0.3)])
def test_top_indices_matches_a_sorted_reference(min_score: float | None) -> None:
    for scores, k in _cases(1):
        got = top_indices(scores, k, min_score=min_score)
        keep = None if min_score is None else (lambda s: s >= min_score)
        assert got.dtype == np.int64
        assert got.tolist() == _reference(scores, k, keep)


def test_top_indices_per_row_matches_a_sorted_reference() -> None:
    rng = np.random.default_rng(2)
    for _ in range(200):
        rows, width = int(rng.integers(0, 6)), int(rng.integers(1, 20))
        scores = rng.integers(0, 4, size=(rows, width)).astype(np.float32)
        if rows and rng.random() < 0.5:
            scores[0, 0] = -np.inf
        k = int(rng.integers(0, 25))
        got = top_indices_per_row(scores, k)
        assert got.shape == (rows, min(k, width))
        assert got.tolist() == [_reference(row, k) for row in scores]


def test_top_indices_per_row_on_real_valued_scores() -> None:
    rng = np.random.default_rng(3)
    scores = rng.standard_normal((50, 400)).astype(np.float32)
    got = top_indices_per_row(scores, 10)
    assert got.tolist() == [_reference(row, 10) for row in scores]


def test_top_indices_keyed_orders_ties_by_key() -> None:
    """Equal scores by their keys (here a shuffled rank), also across the cut and the floor."""
    rng = np.random.default_rng(5)
    for scores, k in _cases(5):
        keys = rng.permutation(len(scores)).tolist()
        for floor in (None, 0.25):
            admitted = [i for i in range(len(scores)) if floor is None or scores[i] >= floor]
            want = sorted(admitted, key=lambda i: (-scores[i], keys[i]))[: max(k, 0)]
            got = top_indices_keyed(
                scores,
                k,
                lambda p, keys=keys: [keys[i] for i in p],
                min_score=None if floor is None else np.float32(floor),
            )
            assert got.tolist() == want, (scores.tolist(), k, floor)
