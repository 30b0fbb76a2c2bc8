"""subset_vectors: some rows of another index, renumbered (what a filtered view searches)."""

from __future__ import annotations

import numpy as np
import pytest

from graphpaths.embeddings import normalize_rows
from graphpaths.errors import InputError
from graphpaths.vectors.memory import InMemoryVectorStore
from graphpaths.vectors.rows import RowsVectorStore
from graphpaths.vectors.subset import subset_vectors


class NotInMemory:
    """An index that is not an InMemoryVectorStore (as a Chroma one is not)."""

    def __init__(self, matrix: np.ndarray) -> None:
        self._index = InMemoryVectorStore(matrix)
        self.dimension = self._index.dimension
        self.top_k = self._index.top_k
        self.scores = self._index.scores
        self.vectors = self._index.vectors

    def __len__(self) -> int:
        return len(self._index)


@pytest.mark.parametrize("in_memory", [True, False])
@pytest.mark.parametrize("seed", range(6))
def test_subset_searches_like_an_index_of_the_kept_rows(seed, in_memory):
    rng = np.random.default_rng(seed)
    matrix = normalize_rows(rng.normal(size=(300, 8))).astype(np.float32)
    matrix[17] = matrix[3]  # a tie
    base = InMemoryVectorStore(matrix) if in_memory else NotInMemory(matrix)
    rows = np.flatnonzero(rng.random(300) < rng.uniform(0.02, 0.9))
    reference = InMemoryVectorStore(matrix[rows])
    view = subset_vectors(base, rows)
    assert isinstance(view, InMemoryVectorStore if in_memory else RowsVectorStore)
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


def test_bad_rows_are_refused():
    base = InMemoryVectorStore(np.eye(4, dtype=np.float32))
    with pytest.raises(InputError, match="increasing"):
        subset_vectors(base, [2, 1])
    with pytest.raises(InputError, match="rows"):
        subset_vectors(base, [0, 9])
    with pytest.raises(InputError):
        subset_vectors(NotInMemory(np.eye(4, dtype=np.float32)), [0]).vectors([1])
