"""GraFine with a filter: results equal GraFine on the corpus without the hidden documents,
and a hidden document is never seeded, expanded into, scored or returned."""

from __future__ import annotations

import asyncio
import math
from typing import Any

import numpy as np
import numpy.typing as npt
import pytest
from fakes import FakeEmbedder

from graphpaths import Filter
from graphpaths.errors import FilterError
from graphpaths.grafine import BiEncoderFeatures, CorpusGraph, GraFine, GraFineConfig
from graphpaths.grafine.view import RowsFeatures, restrict_features, restrict_graph
from graphpaths.vectors.memory import InMemoryVectorStore
from graphpaths.vectors.subset import subset_vectors

WORDS = [
    "cat",
    "dog",
    "bird",
    "fish",
    "tree",
    "river",
    "stone",
    "cloud",
    "light",
    "music",
    "paper",
    "glass",
]
TENANTS = ["acme", "globex", "initech"]


def random_corpus(
    rng: np.random.Generator,
) -> tuple[list[str], list[str], list[dict[str, Any]], list[tuple[str, str]]]:
    n = int(rng.integers(2, 40))
    ids = [f"d{i}" for i in range(n)]
    texts = [" ".join(rng.choice(WORDS, size=int(rng.integers(1, 7)))) for _ in range(n)]
    metadatas: list[dict[str, Any]] = []
    for _ in range(n):
        meta: dict[str, Any] = {}
        if rng.random() < 0.9:
            meta["tenant"] = str(rng.choice(TENANTS))
        if rng.random() < 0.7:
            meta["year"] = int(rng.integers(2018, 2026))
        if rng.random() < 0.5:
            meta["public"] = bool(rng.integers(2))
        metadatas.append(meta)
    m = int(rng.integers(0, 3 * n))
    links = [(ids[a], ids[b]) for a, b in rng.integers(0, n, size=(m, 2)).tolist()]
    return ids, texts, metadatas, links


def linked(
    vectors: Any,
    texts: list[str],
    ids: list[str],
    metadatas: list[dict[str, Any]],
    links: list[tuple[str, str]],
    embedder: FakeEmbedder,
    config: GraFineConfig | None = None,
) -> GraFine:
    return GraFine.from_vectors(
        vectors, texts, ids=ids, metadatas=metadatas, links=links, embedder=embedder, config=config
    )


def random_filter(rng: np.random.Generator) -> dict[str, Any]:
    choices: list[dict[str, Any]] = [
        {"tenant": str(rng.choice(TENANTS))},
        {"tenant": {"$in": [str(t) for t in rng.choice(TENANTS, size=2, replace=False)]}},
        {"tenant": {"$ne": str(rng.choice(TENANTS))}},
        {"year": {"$gte": int(rng.integers(2018, 2026))}},
        {"year": {"$gte": 2019, "$lt": int(rng.integers(2019, 2027))}},
        {"$or": [{"public": True}, {"tenant": str(rng.choice(TENANTS))}]},
        {"public": {"$exists": False}},
        {"colour": "red"},  # no document carries it: fails closed, nothing kept
    ]
    first = choices[int(rng.integers(len(choices)))]
    if rng.random() < 0.3:
        return {"$and": [first, choices[int(rng.integers(len(choices)))]]}
    return first


def random_config(rng: np.random.Generator) -> GraFineConfig:
    beta = float(rng.choice([0.0, 0.5, 1.0, math.inf]))
    return GraFineConfig(
        batch=int(rng.integers(1, 5)),
        b_max=int(rng.integers(1, 16)),
        k=int(rng.integers(1, 12)),
        alpha=float(rng.choice([0.0, 0.2, 0.7])),
        beta=beta,
    )


def comparable(result: Any, rows: npt.NDArray[np.int64] | None = None) -> list[tuple[Any, ...]]:
    out = []
    for node in result.nodes:
        index = node.index if rows is None else int(rows[node.index])
        out.append(
            (
                index,
                node.id,
                node.score,
                node.iteration,
                node.supported_by,
                node.neighbors,
                node.text,
                dict(node.metadata),
            )
        )
    return out


@pytest.mark.parametrize("seed", range(4))
def test_filtered_results_equal_a_corpus_without_the_hidden_documents(seed: int) -> None:
    rng = np.random.default_rng(seed)
    embedder = FakeEmbedder(dimension=8)
    compared = hidden_some = 0
    for _ in range(12):
        ids, texts, metadatas, links = random_corpus(rng)
        vectors = embedder.embed_documents(texts)
        config = random_config(rng)
        full = linked(vectors, texts, ids, metadatas, links, embedder, config)
        for _ in range(3):
            spec = random_filter(rng)
            query = " ".join(rng.choice(WORDS, size=3))
            keep = Filter.parse(spec).mask(metadatas)
            kept = np.flatnonzero(keep)
            got = full.retrieve(query, filter=spec)
            visible = {ids[i] for i in kept.tolist()}
            assert set(got.ids) <= visible
            for node in got.nodes:
                assert set(node.supported_by) <= visible
                assert set(node.neighbors) <= visible
                assert keep[node.index]
                assert node.id == ids[node.index]
            if len(kept) == 0:
                assert got.nodes == ()
                assert got.retrieved == 0
                continue
            reduced_links = [(a, b) for a, b in links if a in visible and b in visible]
            picked = kept.tolist()
            reference = linked(
                vectors[kept],
                [texts[i] for i in picked],
                [ids[i] for i in picked],
                [metadatas[i] for i in picked],
                reduced_links,
                embedder,
                config,
            )
            expected = reference.retrieve(query)
            assert comparable(got) == comparable(expected, kept), spec
            assert (got.retrieved, got.iterations, got.encoded) == (
                expected.retrieved,
                expected.iterations,
                expected.encoded,
            )
            compared += 1
            hidden_some += len(kept) < len(ids)
    assert compared > 20
    assert hidden_some > 20


class SpyIndex:
    """An in-memory vector store recording every row it reads or scores."""

    def __init__(self, vectors: np.ndarray) -> None:
        self.inner = InMemoryVectorStore(vectors)
        self.touched: set[int] = set()
        self.whole_searches = 0

    def __len__(self) -> int:
        return len(self.inner)

    @property
    def dimension(self) -> int:
        return self.inner.dimension

    def top_k(self, query: Any, k: int, candidates: Any = None) -> Any:
        if candidates is None:
            self.whole_searches += 1
            self.touched.update(range(len(self)))
        else:
            self.touched.update(np.asarray(candidates).tolist())
        return self.inner.top_k(query, k, candidates)

    def scores(self, query: Any, candidates: Any) -> Any:
        self.touched.update(np.asarray(candidates).tolist())
        return self.inner.scores(query, candidates)

    def vectors(self, positions: Any) -> Any:
        self.touched.update(np.asarray(positions).tolist())
        return self.inner.vectors(positions)


class SpyFeatures:
    """Bi-encoder features recording every node encoded (no ``restricted``: the fallback)."""

    def __init__(self, vectors: Any) -> None:
        self.inner = BiEncoderFeatures(vectors)
        self.encoded: set[int] = set()

    name = "spy"

    def for_query(self, query: str, query_vector: Any) -> Any:
        inner = self.inner.for_query(query, query_vector)
        outer = self

        class Wrapped:
            dimension = inner.dimension
            linear = inner.linear

            def encode(self, nodes: Any) -> Any:
                outer.encoded.update(np.asarray(nodes).tolist())
                return inner.encode(nodes)

            def head(self, features: Any) -> Any:
                return inner.head(features)

        return Wrapped()


def test_hidden_documents_are_never_read_scored_or_encoded() -> None:
    rng = np.random.default_rng(7)
    n = 60
    vectors = FakeEmbedder(dimension=8).embed_documents([f"t{i}" for i in range(n)])
    graph = CorpusGraph.from_edges(n, rng.integers(0, n, 200), rng.integers(0, n, 200))
    metadatas = [{"tenant": TENANTS[i % 3]} for i in range(n)]
    spy = SpyIndex(vectors)
    features = SpyFeatures(spy)
    gf = GraFine(
        graph=graph,
        vectors=spy,
        features=features,
        embedder=FakeEmbedder(dimension=8),
        metadatas=metadatas,
        config=GraFineConfig(batch=3, b_max=30, k=30),
    )
    unfiltered = gf.retrieve("anything")
    assert {n.metadata["tenant"] for n in unfiltered.nodes} == set(TENANTS)
    spy.touched.clear()
    spy.whole_searches = 0
    features.encoded.clear()
    result = gf.retrieve("anything", filter={"tenant": "acme"})
    visible = {i for i in range(n) if i % 3 == 0}
    assert result.nodes
    assert {node.index for node in result.nodes} <= visible
    assert spy.touched <= visible
    assert spy.whole_searches == 0
    assert features.encoded <= visible
    assert result.seconds["filter"] >= 0


def test_views_are_cached_per_filter_and_async_and_vector_forms_agree() -> None:
    ids, texts, metadatas, links = random_corpus(np.random.default_rng(3))
    embedder = FakeEmbedder(dimension=8)
    gf = linked(embedder.embed_documents(texts), texts, ids, metadatas, links, embedder)
    spec = {"tenant": {"$in": ["acme", "globex"]}}
    first = gf.retrieve("cat dog", filter=spec)
    assert len(gf._views) == 1
    again = gf.retrieve("cat dog", filter={"tenant": {"$in": ["globex", "acme"]}})
    assert len(gf._views) == 1
    assert again.ids == first.ids
    assert asyncio.run(gf.aretrieve("cat dog", filter=Filter.parse(spec))).ids == first.ids
    vector = embedder.embed_query("cat dog")
    assert gf.retrieve_vector("cat dog", vector, filter=spec).ids == first.ids
    # A filter on a key no document carries keeps nothing, and says which key.
    unknown = gf.retrieve("cat dog", filter={"colour": "red"})
    assert unknown.ids == []
    assert unknown.unknown_filter_keys == ("colour",)
    with pytest.raises(FilterError, match=r'filter\["tenant"\]: unknown operator'):
        gf.retrieve("cat dog", filter={"tenant": {"$like": "a%"}})


def test_view_pieces() -> None:
    graph = CorpusGraph.from_edges(5, [0, 1, 2, 3], [1, 2, 3, 4])
    view = restrict_graph(graph, [0, 1, 3, 4])
    assert [view.neighbors(i).tolist() for i in range(4)] == [[1], [0], [3], [2]]
    base = InMemoryVectorStore(np.eye(5, dtype=np.float32))
    query = np.array([0.0, 0.5, 0.0, 0.5, 0.1], dtype=np.float32)
    features = RowsFeatures(BiEncoderFeatures(base), np.array([1, 3, 4]))
    encoded = features.for_query("q", query).encode(np.array([1]))
    assert encoded.tolist() == [[0.0, 0.0, 0.0, 0.5, 0.0]]
    kept = subset_vectors(base, [1, 3, 4])
    shared = restrict_features(BiEncoderFeatures(base), [1, 3, 4], vectors=(base, kept))
    assert shared.vectors is kept  # type: ignore[attr-defined]
    own = restrict_features(BiEncoderFeatures(base), [1, 3, 4])
    assert own.vectors is not kept  # type: ignore[attr-defined]
    assert own.for_query("q", query).encode(np.array([2]))[0, 4] == pytest.approx(0.1)


def test_a_chroma_backed_corpus_filters_like_the_in_memory_one() -> None:
    chromadb = pytest.importorskip("chromadb")
    from graphpaths.vectors.chroma import ChromaCollectionVectorStore

    rng = np.random.default_rng(11)
    embedder = FakeEmbedder(dimension=8)
    n = 30
    ids = [f"d{i}" for i in range(n)]
    texts = [" ".join(rng.choice(WORDS, size=4)) for _ in range(n)]
    metadatas = [{"tenant": TENANTS[i % 3], "year": 2018 + i % 7} for i in range(n)]
    links = [(ids[a], ids[b]) for a, b in rng.integers(0, n, size=(60, 2)).tolist()]
    vectors = embedder.embed_documents(texts)
    client = chromadb.EphemeralClient()
    collection = client.create_collection(
        "grafine_filters", embedding_function=None, configuration={"hnsw": {"space": "cosine"}}
    )
    try:
        collection.add(ids=ids, embeddings=vectors)
        stored = ChromaCollectionVectorStore("grafine_filters", ids, client=client)
        config = GraFineConfig(batch=2, b_max=12, k=6)
        in_chroma = linked(stored, texts, ids, metadatas, links, embedder, config)
        in_memory = linked(vectors, texts, ids, metadatas, links, embedder, config)
        for spec in ({"tenant": "acme"}, {"year": {"$gte": 2021}}, {"tenant": {"$ne": "acme"}}):
            for query in ("cat dog", "river stone light", "paper"):
                got = in_chroma.retrieve(query, filter=spec)
                assert got.nodes
                expected = in_memory.retrieve(query, filter=spec)
                # Chroma hands back its stored copy of each vector: the last bit may differ.
                assert [r[:2] + r[3:] for r in comparable(got)] == [
                    r[:2] + r[3:] for r in comparable(expected)
                ]
                assert [n.score for n in got.nodes] == pytest.approx(
                    [n.score for n in expected.nodes], abs=1e-5
                )
    finally:
        client.delete_collection("grafine_filters")


def test_concurrent_filtered_queries_answer_as_sequential_ones() -> None:
    from concurrent.futures import ThreadPoolExecutor

    ids, texts, metadatas, links = random_corpus(np.random.default_rng(5))
    embedder = FakeEmbedder(dimension=8)
    vectors = embedder.embed_documents(texts)
    specs: list[dict[str, Any] | None] = [
        None,
        {"tenant": "acme"},
        {"tenant": {"$ne": "acme"}},
        {"year": {"$gte": 2021}},
        {"$or": [{"public": True}, {"tenant": "globex"}]},
    ]
    queries = ["cat dog", "river", "light music paper"]
    calls = [(q, s) for q in queries for s in specs] * 4
    sequential = linked(vectors, texts, ids, metadatas, links, embedder)
    expected = [sequential.retrieve(q, filter=s).ids for q, s in calls]
    shared = linked(vectors, texts, ids, metadatas, links, embedder)
    shared._views = type(shared._views)(capacity=2)  # evictions while threads query
    with ThreadPoolExecutor(max_workers=8) as pool:
        got = list(pool.map(lambda call: shared.retrieve(call[0], filter=call[1]).ids, calls))
    assert got == expected


def test_a_corpus_index_keeps_metadata_for_filters(tmp_path: Any) -> None:
    from graphpaths import build_corpus_index, load_corpus_index
    from graphpaths.embeddings_hashing import HashingEmbedder

    ids, texts, metadatas, links = random_corpus(np.random.default_rng(9))
    embedder = HashingEmbedder(dimension=16)
    build_corpus_index(
        texts, tmp_path / "corpus", ids=ids, metadatas=metadatas, links=links, embedder=embedder
    )
    from_disk = GraFine.from_index(load_corpus_index(tmp_path / "corpus"), embedder=embedder)
    in_memory = linked(embedder.embed_documents(texts), texts, ids, metadatas, links, embedder)
    for spec in ({"tenant": "acme"}, {"year": {"$lt": 2022}}):
        got = from_disk.retrieve("cat river", filter=spec)
        assert got.ids
        assert got.ids == in_memory.retrieve("cat river", filter=spec).ids
        assert all(Filter.parse(spec).matches(node.metadata) for node in got.nodes)


def test_bm25_subset_scores_like_an_index_of_those_texts() -> None:
    from graphpaths.lexical import BM25Index

    rng = np.random.default_rng(4)
    extra = ["", "the of and", "Cat, cat; CAT!", "zebra"]
    texts = [" ".join(rng.choice(WORDS, size=int(rng.integers(1, 9)))) for _ in range(40)]
    texts += extra
    full = BM25Index(texts)
    queries = ["cat", "dog river river", "the", "zebra cat", "unknown words", "CAT"]
    for _ in range(10):
        rows = np.flatnonzero(rng.random(len(texts)) < rng.random())
        part = full.subset(rows)
        fresh = BM25Index([texts[i] for i in rows.tolist()])
        assert len(part) == len(fresh) == len(rows)
        for query in queries:
            assert part.scores(query).tolist() == fresh.scores(query).tolist()
            assert part.top_k(query, 3)[0].tolist() == fresh.top_k(query, 3)[0].tolist()
    assert len(full.subset([])) == 0
    with pytest.raises(ValueError, match="out of range"):
        full.subset([len(texts)])
