"""ComposedRelationVectors against the matrix it stands for, composed by brute force."""

from __future__ import annotations

import numpy as np
import numpy.typing as npt
import pytest

from graphpaths.embeddings import normalize_rows
from graphpaths.errors import EmbeddingError, InputError
from graphpaths.vectors import InMemoryVectorStore, VectorStore
from graphpaths.vectors.composed import FEW_ROWS, ComposedRelationVectors

ENTITIES, LABELS, RELATIONS, D = 60, 4, 300, 16


class RowsOnly:
    """A VectorStore that is not in memory (like Chroma's): answers only by row fetches."""

    def __init__(self, matrix: np.ndarray) -> None:
        self._inner = InMemoryVectorStore(matrix)
        self.fetched = 0

    def __len__(self) -> int:
        return len(self._inner)

    @property
    def dimension(self) -> int:
        return self._inner.dimension

    def top_k(self, query: npt.ArrayLike, k: int, candidates: npt.ArrayLike | None = None):  # type: ignore[no-untyped-def]
        return self._inner.top_k(query, k, candidates)

    def scores(self, query: npt.ArrayLike, candidates: npt.ArrayLike) -> np.ndarray:
        return self._inner.scores(query, candidates)

    def vectors(self, positions: npt.ArrayLike) -> np.ndarray:
        rows = self._inner.vectors(positions)
        self.fetched += len(rows)
        return rows


def graph(seed: int = 0) -> dict[str, np.ndarray]:
    rng = np.random.default_rng(seed)
    return {
        "entities": normalize_rows(rng.normal(size=(ENTITIES, D))),
        "labels": normalize_rows(rng.normal(size=(LABELS, D))),
        "heads": rng.integers(0, ENTITIES, RELATIONS),
        "tails": rng.integers(0, ENTITIES, RELATIONS),
        "labels_of": rng.integers(0, LABELS, RELATIONS),
    }


def brute_force(g: dict[str, np.ndarray], weight: float) -> InMemoryVectorStore:
    total = (
        g["entities"][g["heads"]] + weight * g["labels"][g["labels_of"]] + g["entities"][g["tails"]]
    )
    return InMemoryVectorStore(total / np.linalg.norm(total, axis=1, keepdims=True))


def composed(
    g: dict[str, np.ndarray], entities: VectorStore, weight: float
) -> ComposedRelationVectors:
    return ComposedRelationVectors(
        entities,
        g["labels"],
        heads=g["heads"],
        tails=g["tails"],
        labels_of=g["labels_of"],
        label_weight=weight,
    )


@pytest.mark.parametrize("weight", [0.0, 1.0, 2.5])
@pytest.mark.parametrize("kind", ["memory", "rows-only"])
def test_every_method_matches_the_composed_matrix(weight: float, kind: str) -> None:
    g = graph()
    entities: VectorStore = (
        InMemoryVectorStore(g["entities"]) if kind == "memory" else RowsOnly(g["entities"])
    )
    relations = composed(g, entities, weight)
    reference = brute_force(g, weight)
    assert isinstance(relations, VectorStore)
    assert (len(relations), relations.dimension) == (RELATIONS, D)
    rows = np.arange(RELATIONS)
    np.testing.assert_allclose(relations.vectors(rows), reference.matrix, atol=1e-6)
    rng = np.random.default_rng(1)
    for query in normalize_rows(rng.normal(size=(10, D))):
        candidates = rng.integers(0, RELATIONS, 40)  # duplicates included
        np.testing.assert_allclose(
            relations.scores(query, candidates), reference.scores(query, candidates), atol=1e-6
        )
        for k in (0, 1, 7, RELATIONS + 5):
            want = reference.top_k(query, k, candidates)
            got = relations.top_k(query, k, candidates)
            np.testing.assert_allclose(got[1], want[1], atol=1e-6)
            np.testing.assert_allclose(reference.scores(query, got[0]), got[1], atol=1e-6)
            assert set(got[0].tolist()) <= set(candidates.tolist())
            assert len(set(got[0].tolist())) == len(got[0])
            want_all, got_all = reference.top_k(query, k), relations.top_k(query, k)
            # Over all rows the scores come from sums of products (not composed rows), so
            # near-ties may swap: the same scores, each the true score of its row.
            np.testing.assert_allclose(got_all[1], want_all[1], atol=1e-5)
            np.testing.assert_allclose(reference.scores(query, got_all[0]), got_all[1], atol=1e-5)
            assert len(set(got_all[0].tolist())) == len(got_all[0])
            assert got_all[0].dtype == np.int64
            assert got_all[1].dtype == np.float32


def test_a_hub_entity_is_fetched_once_per_request() -> None:
    g = graph()
    g["heads"][:] = 3  # every relation starts at one hub
    entities = RowsOnly(g["entities"])
    relations = composed(g, entities, 1.0)
    relations.vectors(np.arange(50))
    assert entities.fetched == len(np.unique(np.r_[3, g["tails"][:50]]))


def test_empty_requests() -> None:
    relations = composed(graph(), InMemoryVectorStore(graph()["entities"]), 1.0)
    query = np.ones(D, dtype=np.float32) / np.sqrt(D)
    assert relations.vectors([]).shape == (0, D)
    assert relations.scores(query, []).shape == (0,)
    positions, scores = relations.top_k(query, 3, [])
    assert positions.tolist() == []
    assert scores.tolist() == []


def test_bad_input_is_named() -> None:
    g = graph()
    entities = InMemoryVectorStore(g["entities"])
    with pytest.raises(EmbeddingError, match=r"labels: expected an \(n, 16\) array"):
        ComposedRelationVectors(entities, np.ones((2, 3)), heads=[0], tails=[0], labels_of=[0])
    with pytest.raises(EmbeddingError, match="labels: has a NaN"):
        ComposedRelationVectors(
            entities, np.full((1, D), np.nan), heads=[0], tails=[0], labels_of=[0]
        )
    with pytest.raises(InputError, match="expected three 1-D arrays of one length"):
        ComposedRelationVectors(entities, g["labels"], heads=[0, 1], tails=[0], labels_of=[0])
    with pytest.raises(InputError, match=f"tails: index {ENTITIES} is out of range"):
        ComposedRelationVectors(entities, g["labels"], heads=[0], tails=[ENTITIES], labels_of=[0])
    with pytest.raises(InputError, match=f"labels_of: index {LABELS} is out of range"):
        ComposedRelationVectors(entities, g["labels"], heads=[0], tails=[0], labels_of=[LABELS])
    with pytest.raises(InputError, match="label_weight: expected a finite number >= 0, got -1"):
        composed(g, entities, -1)
    relations = composed(g, entities, 1.0)
    with pytest.raises(InputError, match="k"):
        relations.top_k(np.ones(D), -1)
    with pytest.raises(EmbeddingError, match="query: expected a vector of shape"):
        relations.scores(np.ones(D + 1), [0])
    with pytest.raises(InputError, match=f"positions: index {RELATIONS} is out of range"):
        relations.vectors([RELATIONS])


def test_threads_sharing_a_cold_instance_score_like_the_matrix() -> None:
    """8 threads start together on an instance whose norms are not computed yet: each gets
    the brute-force scores, and they fill one shared norms table (issue 14)."""
    import threading
    from concurrent.futures import ThreadPoolExecutor

    g = graph(3)
    reference = brute_force(g, 1.0)
    rng = np.random.default_rng(3)
    queries = normalize_rows(rng.normal(size=(64, D)))
    candidates = [rng.choice(RELATIONS, 40, replace=False) for _ in range(64)]
    relations = composed(g, RowsOnly(g["entities"]), 1.0)
    barrier = threading.Barrier(8)

    def score(i: int) -> np.ndarray:
        if i < 8:
            barrier.wait(timeout=10)
        if i % 3 == 0:
            return relations.top_k(queries[i], 5)[1]
        return relations.scores(queries[i], candidates[i])

    with ThreadPoolExecutor(8) as pool:
        got = list(pool.map(score, range(64)))
    for i, scores in enumerate(got):
        want = (
            reference.top_k(queries[i], 5)[1]
            if i % 3 == 0
            else reference.scores(queries[i], candidates[i])
        )
        np.testing.assert_allclose(scores, want, atol=1e-5)
    assert relations._cached_norms() is relations._cached_norms()
    assert not np.isnan(relations._cached_norms()).any()  # the whole-graph searches filled it


def test_a_rows_score_is_the_same_bits_among_few_candidates_or_many() -> None:
    # a few candidates are scored as they come, many after deduplicating their entities
    g = graph()
    rng = np.random.default_rng(2)
    many = rng.integers(0, RELATIONS, FEW_ROWS * 3)  # duplicates included
    few = composed(g, InMemoryVectorStore(g["entities"]), 1.0)  # each with its norms cold
    whole = composed(g, InMemoryVectorStore(g["entities"]), 1.0)
    for query in normalize_rows(rng.normal(size=(3, D))):
        at_once = whole.scores(query, many).tolist()
        for start in range(0, len(many), 7):
            assert few.scores(query, many[start : start + 7]).tolist() == at_once[start : start + 7]
