"""The VectorStore protocol, run on both implementations: in memory and an embedded Chroma.

Both hold the same float32 rows (read back from Chroma), so every method must give the same
answer, bit for bit: top_k over all rows and among candidates, scores, vectors, and the same
errors for bad input.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import chromadb
import numpy as np
import pytest
from chromadb.config import Settings

from graphpaths.embeddings import normalize_rows
from graphpaths.errors import ConfigError, EmbeddingError, InputError, StoreError
from graphpaths.vectors import ChromaCollectionVectorStore, InMemoryVectorStore, VectorStore

N, D = 400, 24
COLLECTION = "protocol_rows"
IDS = [f"row-{i}" for i in range(N)]


@pytest.fixture(scope="module")
def chroma_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("protocol") / "chroma"
    client = chromadb.PersistentClient(
        path=str(path), settings=Settings(anonymized_telemetry=False)
    )
    collection = client.create_collection(
        COLLECTION, embedding_function=None, configuration={"hnsw": {"space": "cosine"}}
    )
    rows = normalize_rows(np.random.default_rng(7).normal(size=(N, D)))
    collection.add(ids=IDS, embeddings=rows)
    client.close()
    return path


@pytest.fixture(scope="module")
def indexes(chroma_dir: Path) -> Iterator[tuple[InMemoryVectorStore, ChromaCollectionVectorStore]]:
    chroma = ChromaCollectionVectorStore(COLLECTION, IDS, path=chroma_dir)
    # The in-memory index holds what Chroma stores (Chroma may move the last bit of a float).
    memory = InMemoryVectorStore(chroma.vectors(np.arange(N)))
    yield memory, chroma
    chroma.close()


def queries(count: int, seed: int = 0) -> list[np.ndarray]:
    return list(normalize_rows(np.random.default_rng(seed).normal(size=(count, D))))


def test_both_are_vector_stores(
    indexes: tuple[InMemoryVectorStore, ChromaCollectionVectorStore],
) -> None:
    _memory, chroma = indexes
    for index in indexes:
        assert isinstance(index, VectorStore)
        assert len(index) == N
        assert index.dimension == D
    assert "protocol_rows" in repr(chroma)
    assert not isinstance(np.ones((2, 2)), VectorStore)


@pytest.mark.parametrize("k", [0, 1, 5, 40, N, N + 10])
def test_top_k_over_all_rows_is_identical(
    indexes: tuple[InMemoryVectorStore, ChromaCollectionVectorStore], k: int
) -> None:
    memory, chroma = indexes
    for query in queries(20, seed=k):
        want_rows, want_scores = memory.top_k(query, k)
        got_rows, got_scores = chroma.top_k(query, k)
        assert got_rows.dtype == np.int64
        assert got_scores.dtype == np.float32
        assert len(want_rows) == min(k, N)
        assert np.array_equal(got_rows, want_rows)
        assert np.array_equal(got_scores, want_scores)
        assert np.all(np.diff(want_scores) <= 0)


def test_top_k_among_candidates_is_identical(
    indexes: tuple[InMemoryVectorStore, ChromaCollectionVectorStore],
) -> None:
    memory, chroma = indexes
    rng = np.random.default_rng(1)
    for query in queries(30, seed=1):
        candidates = rng.integers(0, N, size=int(rng.integers(1, 60)))  # with duplicates
        for k in (1, 7, 200):
            want = memory.top_k(query, k, candidates)
            got = chroma.top_k(query, k, candidates=candidates)
            assert np.array_equal(got[0], want[0])
            assert np.array_equal(got[1], want[1])
            assert set(want[0].tolist()) <= set(candidates.tolist())
            assert len(want[0]) == min(k, len(set(candidates.tolist())))
    for index in indexes:
        rows, scores = index.top_k(queries(1)[0], 5, candidates=np.array([], dtype=np.int64))
        assert rows.shape == (0,)
        assert scores.shape == (0,)
        assert index.top_k(queries(1)[0], 5, candidates=[])[0].shape == (0,)


def test_ties_go_to_the_lower_position(
    indexes: tuple[InMemoryVectorStore, ChromaCollectionVectorStore],
) -> None:
    for index in indexes:
        query = index.vectors([10])[0]
        rows, _scores = index.top_k(query, 1, candidates=[10, 10, 10])
        assert rows.tolist() == [10]
    memory, _ = indexes
    duplicated = InMemoryVectorStore(np.repeat(memory.vectors([3]), 4, axis=0))
    assert duplicated.top_k(memory.vectors([3])[0], 2)[0].tolist() == [0, 1]


def test_scores_and_vectors_are_identical_and_keep_order(
    indexes: tuple[InMemoryVectorStore, ChromaCollectionVectorStore],
) -> None:
    memory, chroma = indexes
    positions = np.array([5, 399, 0, 5, 17])
    for query in queries(5, seed=3):
        want = memory.scores(query, positions)
        assert np.array_equal(chroma.scores(query, positions), want)
        assert want[0] == want[3]
        np.testing.assert_allclose(want, memory.vectors(positions) @ query, atol=1e-6)
    assert np.array_equal(chroma.vectors(positions), memory.vectors(positions))
    for index in indexes:
        assert index.vectors([]).shape == (0, D)
        assert index.scores(queries(1)[0], []).shape == (0,)


BAD_INPUT: list[tuple[str, Callable[[VectorStore], object], type[Exception], str]] = [
    ("negative k", lambda ix: ix.top_k(np.ones(D), -1), InputError, r"k: .* got -1"),
    ("bool k", lambda ix: ix.top_k(np.ones(D), True), InputError, r"k: .* got True"),
    ("float k", lambda ix: ix.top_k(np.ones(D), 1.5), InputError, r"k: .* got 1.5"),  # type: ignore[arg-type]
    ("short query", lambda ix: ix.top_k(np.ones(3), 1), EmbeddingError, r"shape \(3,\)"),
    ("2-D query", lambda ix: ix.scores(np.ones((1, D)), [0]), EmbeddingError, r"shape \(1, 24\)"),
    ("NaN query", lambda ix: ix.top_k(np.full(D, np.nan), 1), EmbeddingError, "NaN"),
    ("candidate too big", lambda ix: ix.scores(np.ones(D), [0, N]), InputError, f"index {N}"),
    ("negative candidate", lambda ix: ix.top_k(np.ones(D), 1, [-1]), InputError, "index -1"),
    ("float candidates", lambda ix: ix.top_k(np.ones(D), 1, [0.5]), InputError, "float64"),
    ("2-D candidates", lambda ix: ix.scores(np.ones(D), [[0, 1]]), InputError, r"shape \(1, 2\)"),
    ("position too big", lambda ix: ix.vectors([N + 3]), InputError, f"positions: index {N + 3}"),
]


@pytest.mark.parametrize(
    ("case", "call", "error", "message"), BAD_INPUT, ids=[c[0] for c in BAD_INPUT]
)
def test_bad_input_raises_the_same_error_naming_the_value(
    indexes: tuple[InMemoryVectorStore, ChromaCollectionVectorStore],
    case: str,
    call: Callable[[VectorStore], object],
    error: type[Exception],
    message: str,
) -> None:
    raised = []
    for index in indexes:
        with pytest.raises(error, match=message) as info:
            call(index)
        raised.append(str(info.value))
    assert raised[0] == raised[1]


# -- Chroma specifics -------------------------------------------------------------------------


def test_fetched_rows_are_cached_within_the_bound(chroma_dir: Path) -> None:
    with ChromaCollectionVectorStore(
        COLLECTION, IDS, path=chroma_dir, cache_rows=10, dimension=D
    ) as index:
        first = index.vectors(np.arange(8))
        assert index.cache_info()["rows"] == 8
        hits = index.cache_info()["hits"]
        assert np.array_equal(index.vectors(np.arange(8)), first)
        assert index.cache_info()["hits"] == hits + 8
        index.vectors(np.arange(100, 130))
        assert index.cache_info()["rows"] == 10
    with ChromaCollectionVectorStore(COLLECTION, IDS, path=chroma_dir, cache_rows=0) as uncached:
        assert np.array_equal(uncached.vectors(np.arange(8)), first)
        assert uncached.cache_info()["rows"] == 0


def test_reads_in_batches_of_the_client_limit(chroma_dir: Path) -> None:
    with ChromaCollectionVectorStore(COLLECTION, IDS, path=chroma_dir, cache_rows=0) as index:
        whole = index.vectors(np.arange(N))
        index._batch = 7  # as a server with a small batch limit would report
        positions = np.random.default_rng(0).permutation(N)[:50]
        assert np.array_equal(index.vectors(positions), whole[positions])


def test_concurrent_reads_agree_with_sequential_ones(
    indexes: tuple[InMemoryVectorStore, ChromaCollectionVectorStore], chroma_dir: Path
) -> None:
    memory, _ = indexes
    rng = np.random.default_rng(5)
    work = [(q, rng.integers(0, N, size=40)) for q in queries(48, seed=5)]
    want = [memory.top_k(q, 10, c) for q, c in work] + [memory.top_k(q, 10) for q, _ in work]
    with ChromaCollectionVectorStore(COLLECTION, IDS, path=chroma_dir, cache_rows=64) as index:

        def run(item: tuple[np.ndarray, np.ndarray | None]) -> tuple[np.ndarray, np.ndarray]:
            return index.top_k(item[0], 10, item[1])

        items: list[tuple[np.ndarray, np.ndarray | None]] = [(q, c) for q, c in work]
        items += [(q, None) for q, _ in work]
        with ThreadPoolExecutor(max_workers=4) as pool:
            got = list(pool.map(run, items))
        assert index.cache_info()["rows"] <= 64
    for (w_rows, w_scores), (g_rows, g_scores) in zip(want, got, strict=True):
        assert np.array_equal(g_rows, w_rows)
        assert np.array_equal(g_scores, w_scores)


def test_store_errors_name_the_store_and_collection(chroma_dir: Path, tmp_path: Path) -> None:
    with pytest.raises(StoreError, match=r"chroma: no collection 'missing_rows'"):
        ChromaCollectionVectorStore("missing_rows", IDS, path=chroma_dir)
    with pytest.raises(StoreError, match=r"holds 400 items, expected 399"):
        ChromaCollectionVectorStore(COLLECTION, IDS[:399], path=chroma_dir)
    with pytest.raises(InputError, match=r"ids\[2\]: duplicate id 'row-0'"):
        ChromaCollectionVectorStore(COLLECTION, ["row-0", "row-1", "row-0"], path=chroma_dir)
    with pytest.raises(StoreError, match=r"127\.0\.0\.1:9"):
        ChromaCollectionVectorStore(COLLECTION, IDS, host="127.0.0.1", port=9)
    wrong = [*IDS[:-1], "not-stored"]
    with (
        ChromaCollectionVectorStore(COLLECTION, wrong, path=chroma_dir, dimension=D) as index,
        pytest.raises(StoreError, match=r"no item 'not-stored' \(row 399\)"),
    ):
        index.vectors([0, 399])
    with pytest.raises(ConfigError, match="cache_rows"):
        ChromaCollectionVectorStore(COLLECTION, IDS, path=chroma_dir, cache_rows=-1)
    with pytest.raises(ConfigError, match="oversample"):
        ChromaCollectionVectorStore(COLLECTION, IDS, path=chroma_dir, oversample=0)


def test_exact_search_scans_every_row_in_chunks(
    indexes: tuple[InMemoryVectorStore, ChromaCollectionVectorStore],
    chroma_dir: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import graphpaths.vectors.chroma as chroma_module

    monkeypatch.setattr(chroma_module, "_SCAN_ROWS", 64)  # several chunks over 400 rows
    memory, _ = indexes
    with ChromaCollectionVectorStore(COLLECTION, IDS, path=chroma_dir, search="exact") as exact:
        for k in (1, 40, N + 5):
            for query in queries(10, seed=11):
                want, got = memory.top_k(query, k), exact.top_k(query, k)
                assert np.array_equal(got[0], want[0])
                assert np.array_equal(got[1], want[1])
        assert exact.cache_info()["rows"] == N  # every row read once, then from the cache
    with pytest.raises(ConfigError, match=r"search: expected one of hnsw, exact, got 'brute'"):
        ChromaCollectionVectorStore(COLLECTION, IDS, path=chroma_dir, search="brute")
