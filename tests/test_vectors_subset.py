"""Vectors of some rows of another index (what a filtered view searches)."""

from __future__ import annotations

import numpy as np
import pytest

from graphpaths.embeddings import normalize_rows
from graphpaths.errors import InputError
from graphpaths.vectors import subset as subset_module
from graphpaths.vectors.memory import InMemoryVectorIndex
from graphpaths.vectors.subset import RowSubset, subset_vectors


@pytest.mark.parametrize("direct_rows", [0, 10**6])
@pytest.mark.parametrize("seed", range(8))
def test_row_subset_searches_like_an_index_of_the_kept_rows(seed, direct_rows, monkeypatch):
    # direct_rows=0 forces the over-fetch path, 10**6 the candidates path.
    monkeypatch.setattr(subset_module, "_DIRECT_ROWS", direct_rows)
    rng = np.random.default_rng(seed)
    matrix = normalize_rows(rng.normal(size=(300, 8))).astype(np.float32)
    matrix[17] = matrix[3]  # a tie
    base = InMemoryVectorIndex(matrix)
    rows = np.flatnonzero(rng.random(300) < rng.uniform(0.02, 0.9))
    reference = InMemoryVectorIndex(matrix[rows])
    view = RowSubset(base, rows)
    assert len(view) == len(rows)
    for _ in range(5):
        query = normalize_rows(rng.normal(size=(1, 8)))[0].astype(np.float32)
        for k in (1, 5, len(rows) + 3):
            found, scores = view.top_k(query, k)
            expected, expected_scores = reference.top_k(query, k)
            assert found.tolist() == expected.tolist()
            np.testing.assert_allclose(scores, expected_scores, rtol=1e-6)
        candidates = rng.integers(len(rows), size=7)
        assert (
            view.top_k(query, 3, candidates)[0].tolist()
            == reference.top_k(query, 3, candidates)[0].tolist()
        )
        np.testing.assert_allclose(
            view.scores(query, candidates), reference.scores(query, candidates), rtol=1e-6
        )
    np.testing.assert_array_equal(view.vectors([0, len(rows) - 1]), matrix[rows[[0, -1]]])


def test_in_memory_rows_are_copied_into_a_smaller_matrix():
    base = InMemoryVectorIndex(np.eye(4, dtype=np.float32))
    kept = subset_vectors(base, [1, 3])
    assert isinstance(kept, InMemoryVectorIndex)
    np.testing.assert_array_equal(kept.matrix, np.eye(4, dtype=np.float32)[[1, 3]])


def test_bad_rows_are_refused():
    base = InMemoryVectorIndex(np.eye(4, dtype=np.float32))
    with pytest.raises(InputError, match="increasing"):
        RowSubset(base, [2, 1])
    with pytest.raises(InputError, match="rows"):
        RowSubset(base, [0, 9])
    with pytest.raises(InputError):
        RowSubset(base, [0]).vectors([1])
