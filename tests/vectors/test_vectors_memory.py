"""The exact in-memory vector store: search against brute force, validation, .npy files."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from graphpaths.embeddings import normalize_rows
from graphpaths.errors import EmbeddingError, InputError, StoreError
from graphpaths.vectors import InMemoryVectorStore, VectorStore, as_vector_store


def brute_force(
    matrix: np.ndarray,
    query: np.ndarray,
    k: int,
    candidates: list[int] | None,
) -> list[tuple[int, float]]:
    ids = sorted(set(candidates)) if candidates is not None else list(range(len(matrix)))
    scored = [
        (i, float(np.dot(matrix[i].astype(np.float64), query.astype(np.float64)))) for i in ids
    ]
    return sorted(scored, key=lambda p: (-p[1], p[0]))[:k]


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(data=st.data())
def test_top_k_equals_brute_force(data: st.DataObject) -> None:
    n = data.draw(st.integers(0, 30), label="n")
    d = data.draw(st.integers(1, 4), label="d")
    # Small integers: every dot product is exact in float32, and ties are frequent.
    values = st.integers(-2, 2)
    matrix = np.array(
        data.draw(st.lists(st.lists(values, min_size=d, max_size=d), min_size=n, max_size=n)),
        dtype=np.float32,
    ).reshape(n, d)
    query = np.array(data.draw(st.lists(values, min_size=d, max_size=d)), dtype=np.float32)
    k = data.draw(st.integers(0, n + 2), label="k")
    candidates = data.draw(
        st.none() | st.lists(st.integers(0, n - 1), max_size=40) if n else st.none() | st.just([])
    )

    em = InMemoryVectorStore(matrix)
    cand = None if candidates is None else np.array(candidates, dtype=np.int64)
    indices, scores = em.top_k(query, k, candidates=cand)

    want = brute_force(matrix, query, k, candidates)
    assert indices.dtype == np.int64
    assert scores.dtype == np.float32
    assert indices.tolist() == [i for i, _ in want]
    assert scores.tolist() == pytest.approx([s for _, s in want])


def test_top_k_ties_prefer_lower_index_and_real_valued_data() -> None:
    rng = np.random.default_rng(1)
    matrix = normalize_rows(rng.normal(size=(500, 8)))
    matrix[[7, 300, 42]] = matrix[5]  # four identical rows
    em = InMemoryVectorStore(matrix)
    indices, scores = em.top_k(matrix[5], 3)
    assert indices.tolist() == [5, 7, 42]
    assert scores == pytest.approx([1.0, 1.0, 1.0])
    full = em.scores(matrix[5])
    order = np.lexsort((np.arange(500), -full))[:50]
    assert em.top_k(matrix[5], 50)[0].tolist() == order.tolist()


def test_scores_follow_candidate_order_and_empty_candidates() -> None:
    em = InMemoryVectorStore(np.eye(3, dtype=np.float32))
    q = np.array([0.1, 0.2, 0.3], dtype=np.float32)
    assert em.scores(q, np.array([2, 0, 2])).tolist() == pytest.approx([0.3, 0.1, 0.3])
    idx, sc = em.top_k(q, 5, candidates=np.array([], dtype=np.int64))
    assert idx.shape == (0,)
    assert sc.shape == (0,)
    assert em.top_k(q, 5, candidates=[])[0].shape == (0,)
    assert em.scores(q, []).shape == (0,)


def test_matrix_validation() -> None:
    em = InMemoryVectorStore(np.eye(3))
    assert em.matrix.dtype == np.float32
    assert not em.matrix.flags.writeable
    with pytest.raises(EmbeddingError, match="shape"):
        em.top_k(np.ones(4), 1)
    with pytest.raises(EmbeddingError, match="NaN"):
        em.scores(np.array([np.nan, 0, 0]))
    with pytest.raises(InputError, match="candidates: index 3"):
        em.scores(np.ones(3), np.array([0, 3]))
    with pytest.raises(InputError, match="candidates: index -1"):
        em.top_k(np.ones(3), 1, candidates=np.array([-1]))
    with pytest.raises(InputError, match="candidates"):
        em.top_k(np.ones(3), 1, candidates=np.array([0.5]))
    with pytest.raises(InputError, match="k:"):
        em.top_k(np.ones(3), -1)
    with pytest.raises(EmbeddingError, match="2-D"):
        InMemoryVectorStore(np.ones(3))
    with pytest.raises(EmbeddingError, match="row 1"):
        InMemoryVectorStore(np.array([[1.0, 0.0], [np.inf, 0.0]]))


@pytest.mark.parametrize("mmap", [True, False])
def test_matrix_save_load_round_trip(tmp_path: Path, mmap: bool) -> None:
    matrix = normalize_rows(np.random.default_rng(0).normal(size=(50, 7)))
    path = InMemoryVectorStore(matrix).save(tmp_path / "sub" / "entities.npy")
    assert sorted(p.name for p in path.parent.iterdir()) == ["entities.npy"]  # no temp file left
    loaded = InMemoryVectorStore.load(path, mmap=mmap)
    assert isinstance(loaded.matrix.base if mmap else loaded.matrix, np.ndarray)
    np.testing.assert_array_equal(loaded.matrix, matrix)
    q = matrix[3]
    assert loaded.top_k(q, 4)[0].tolist() == InMemoryVectorStore(matrix).top_k(q, 4)[0].tolist()
    # Overwriting is atomic too, and a mapped reader keeps its old contents.
    InMemoryVectorStore(matrix[:10]).save(path)
    assert len(InMemoryVectorStore.load(path)) == 10
    assert len(loaded) == 50


def test_matrix_load_errors_name_the_file(tmp_path: Path) -> None:
    with pytest.raises(StoreError, match=r"missing.npy"):
        InMemoryVectorStore.load(tmp_path / "missing.npy")
    bad = tmp_path / "vector.npy"
    np.save(bad, np.ones(3, dtype=np.float32))
    with pytest.raises(StoreError, match=r"vector.npy.*2-D float32"):
        InMemoryVectorStore.load(bad)
    garbage = tmp_path / "garbage.npy"
    garbage.write_bytes(b"not a numpy file")
    with pytest.raises(StoreError, match=r"garbage.npy"):
        InMemoryVectorStore.load(garbage)


def test_vectors_fetch_rows_in_order() -> None:
    em = InMemoryVectorStore(np.arange(12, dtype=np.float32).reshape(4, 3))
    assert em.vectors([3, 0, 3]).tolist() == [[9, 10, 11], [0, 1, 2], [9, 10, 11]]
    assert em.vectors([]).shape == (0, 3)
    with pytest.raises(InputError, match="positions: index 4"):
        em.vectors([4])
    assert isinstance(em, VectorStore)
    assert as_vector_store(em) is em
    wrapped = as_vector_store([[1.0, 0.0]])
    assert isinstance(wrapped, InMemoryVectorStore)
    assert wrapped.shape == (1, 2)


def test_scores_do_not_depend_on_which_rows_are_scored_together() -> None:
    # The kernel scores each row alone (unlike BLAS gemv), so a candidate subset, the full
    # matrix and single rows give bit-identical scores: rankings cannot flip between them.
    rng = np.random.default_rng(3)
    matrix = normalize_rows(rng.normal(size=(3000, 37)))
    em = InMemoryVectorStore(matrix)
    query = normalize_rows(rng.normal(size=(1, 37)))[0]
    full = em.scores(query)
    subset = rng.integers(0, 3000, size=257)
    assert np.array_equal(em.scores(query, subset), full[subset])
    assert all(em.scores(query, [i])[0] == full[i] for i in subset[:20].tolist())
