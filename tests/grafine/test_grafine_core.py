"""GraFine's pieces: corpus graphs, SPX, GSR, the retriever and GAR (fast, model-free)."""

from __future__ import annotations

import asyncio
import math
from dataclasses import FrozenInstanceError
from pathlib import Path

import numpy as np
import pytest

from graphpaths.errors import ConfigError, IndexFormatError, InputError, NodeNotFoundError
from graphpaths.grafine import (
    GAR,
    BiEncoderFeatures,
    CorpusGraph,
    DenseLexicalFeatures,
    FeatureCache,
    GARConfig,
    GraFine,
    GraFineConfig,
    expand,
    gsr_scores,
    knn_graph_bm25,
    knn_graph_embeddings,
    load_or_build,
    propagation_matrix,
    smooth,
)
from graphpaths.grafine.features import DEFAULT_TEMPERATURE
from graphpaths.grafine.gsr import propagate, propagation_edges


def unit_rows(n: int, d: int, seed: int) -> np.ndarray:
    x = np.random.default_rng(seed).normal(size=(n, d)).astype(np.float32)
    return x / np.linalg.norm(x, axis=1, keepdims=True)


def random_graph(n: int, m: int, seed: int, symmetric: bool = True) -> CorpusGraph:
    rng = np.random.default_rng(seed)
    return CorpusGraph.from_edges(
        n, rng.integers(0, n, m), rng.integers(0, n, m), symmetric=symmetric
    )


class CountingFeatures:
    """Bi-encoder features that record every node encoded."""

    def __init__(self, vectors: np.ndarray, linear: bool = True, inner: object = None) -> None:
        self.inner = BiEncoderFeatures(vectors) if inner is None else inner
        self.encoded: list[int] = []
        self.linear = linear

    @property
    def name(self) -> str:
        return "counting"

    def for_query(self, query: str, query_vector: np.ndarray):  # type: ignore[no-untyped-def]
        inner = self.inner.for_query(query, query_vector)  # type: ignore[attr-defined]
        outer = self

        class Wrapped:
            dimension = inner.dimension
            linear = outer.linear and inner.linear

            def encode(self, nodes: np.ndarray) -> np.ndarray:
                outer.encoded.extend(int(i) for i in nodes)
                return inner.encode(nodes)

            def head(self, features: np.ndarray) -> np.ndarray:
                return inner.head(features)

        return Wrapped()


# -- corpus graphs ---------------------------------------------------------------------------


def test_from_edges_dedupes_drops_self_loops_and_symmetrises() -> None:
    g = CorpusGraph.from_edges(4, [0, 0, 1, 2, 3], [1, 1, 1, 3, 2])
    assert [g.neighbors(i).tolist() for i in range(4)] == [[1], [0], [3], [2]]
    directed = CorpusGraph.from_edges(4, [0, 2], [1, 3], symmetric=False)
    assert [directed.neighbors(i).tolist() for i in range(4)] == [[1], [], [3], []]
    assert directed.degrees.tolist() == [1, 0, 1, 0]


def test_from_edges_rejects_bad_input() -> None:
    with pytest.raises(InputError, match="targets"):
        CorpusGraph.from_edges(2, [0], [5])
    with pytest.raises(InputError, match="num_nodes"):
        CorpusGraph.from_edges(-1, [], [])
    with pytest.raises(NodeNotFoundError, match="'z'"):
        CorpusGraph.from_id_edges(["a", "b"], [("a", "b"), ("b", "z")])


def test_edges_from_and_subgraph_match_a_reference() -> None:
    g = random_graph(50, 300, seed=1, symmetric=False)
    nodes = np.array([7, 3, 30, 12, 49, 0])
    owner, targets = g.edges_from(nodes)
    expected = [(a, int(t)) for a, i in enumerate(nodes) for t in g.neighbors(int(i))]
    assert list(zip(owner.tolist(), targets.tolist(), strict=True)) == expected
    adjacency = g.subgraph(nodes)
    for a, i in enumerate(nodes):
        for b, j in enumerate(nodes):
            assert adjacency[a, b] == float(int(j) in set(g.neighbors(int(i)).tolist()))


def test_knn_graph_embeddings_is_exact_and_chunked() -> None:
    vectors = unit_rows(97, 8, seed=2)
    graph = knn_graph_embeddings(vectors, k=5, chunk_rows=7)
    scores = vectors @ vectors.T
    np.fill_diagonal(scores, -np.inf)
    for i in range(len(vectors)):
        row = graph.neighbors(i)
        assert i not in row.tolist()
        assert row.tolist() == np.argsort(-scores[i], kind="stable")[:5].tolist()
    assert graph.meta == {"kind": "knn-embeddings", "k": 5, "symmetric": False}
    seen: list[int] = []
    knn_graph_embeddings(vectors, k=3, chunk_rows=40, progress=lambda s, d, total: seen.append(d))
    assert seen == [40, 80, 97]


def test_knn_graph_bm25_uses_each_document_as_a_query() -> None:
    from graphpaths.lexical import BM25Index

    texts = ["apple banana", "banana cherry", "cherry durian", "zebra"]
    graph = knn_graph_bm25(texts, BM25Index(texts), k=2)
    assert 0 not in graph.neighbors(0).tolist()
    assert graph.neighbors(0).tolist() == [1]
    assert set(graph.neighbors(1).tolist()) == {0, 2}
    assert graph.neighbors(3).tolist() == []


def test_save_load_and_load_or_build(tmp_path: Path) -> None:
    g = random_graph(20, 40, seed=3)
    path = g.save(tmp_path / "g.npz")
    back = CorpusGraph.load(path)
    assert np.array_equal(back.indptr, g.indptr)
    assert np.array_equal(back.indices, g.indices)
    assert not list(tmp_path.glob(".*tmp"))
    calls: list[int] = []

    def build() -> CorpusGraph:
        calls.append(1)
        return random_graph(20, 40, seed=3)

    first = load_or_build(tmp_path, "knn", build, fingerprint="v1")
    again = load_or_build(tmp_path, "knn", build, fingerprint="v1")
    assert len(calls) == 1
    assert np.array_equal(first.indices, again.indices)
    assert (tmp_path / "corpus_graphs" / "knn.npz").exists()
    load_or_build(tmp_path, "knn", build, fingerprint="v2")  # a changed corpus: rebuilt
    assert len(calls) == 2
    (tmp_path / "bad.npz").write_bytes(b"not a graph")
    with pytest.raises(IndexFormatError, match=r"bad\.npz"):
        CorpusGraph.load(tmp_path / "bad.npz")


# -- SPX --------------------------------------------------------------------------------------


def spx_reference(graph, ranked, query, vectors, beta):  # type: ignore[no-untyped-def]
    """SPX's formula, one candidate at a time."""
    rank = {int(r): i + 1 for i, r in enumerate(ranked)}
    support: dict[int, list[int]] = {}
    for r in ranked:
        for n in graph.neighbors(int(r)).tolist():
            if n not in rank:
                support.setdefault(n, []).append(int(r))
    top = max(len(v) for v in support.values())
    out = {}
    for n, a in support.items():
        structural = (len(a) / top) / min(rank[r] for r in a)
        out[n] = (structural, float(vectors[n] @ query))
    return out


@pytest.mark.parametrize("beta", [0.0, 0.5, 1.0, math.inf])
def test_spx_matches_the_reference_and_proposes_only_neighbours(beta: float) -> None:
    vectors = unit_rows(200, 16, seed=4)
    graph = random_graph(200, 600, seed=5, symmetric=False)
    ranked = np.array([17, 4, 99, 150, 3, 61])
    query = vectors[8]
    out = expand(graph, ranked, vectors @ query, beta=beta)
    ref = spx_reference(graph, ranked, query, vectors, beta)
    assert sorted(out.nodes.tolist()) == sorted(ref)  # exactly the neighbours, none retrieved
    assert not set(out.nodes.tolist()) & set(ranked.tolist())
    for node, structural, similarity in zip(out.nodes, out.structural, out.similarity, strict=True):
        assert structural == pytest.approx(ref[int(node)][0], rel=1e-6)
        assert similarity == pytest.approx(ref[int(node)][1], abs=1e-6)
    if math.isinf(beta):
        key = out.similarity
    elif beta == 0:
        key = out.structural
    else:
        key = out.structural + beta * out.similarity
    assert np.all(np.diff(key) <= 1e-6)  # best first
    for node, supporters in zip(out.nodes, out.supporters, strict=True):
        assert sorted(supporters.tolist()) == sorted(
            r for r in ranked.tolist() if int(node) in graph.neighbors(r).tolist()
        )
    limited = expand(graph, ranked, vectors @ query, beta=beta, limit=5)
    assert limited.nodes.tolist() == out.nodes[:5].tolist()


def test_spx_on_nothing_to_expand() -> None:
    graph = CorpusGraph.from_edges(3, [0], [1])
    out = expand(graph, np.array([0, 1]), np.ones(3, np.float32), beta=1.0)
    assert len(out.nodes) == 0
    assert out.explored_edges == 2
    with pytest.raises(InputError, match="beta"):
        expand(graph, np.array([0]), np.ones(3, np.float32), beta=-1.0)


# -- GSR --------------------------------------------------------------------------------------


def test_propagation_edges_equal_the_dense_reference() -> None:
    graph = random_graph(60, 200, seed=6, symmetric=False)
    nodes = np.array([5, 9, 1, 40, 33, 22, 59, 8, 17])
    dense = propagation_matrix(graph.subgraph(nodes))
    rows, cols, weights = propagation_edges(graph, nodes)
    rebuilt = np.zeros_like(dense)
    rebuilt[rows, cols] = weights
    assert np.allclose(rebuilt, dense)
    sym = np.maximum(graph.subgraph(nodes), graph.subgraph(nodes).T)
    np.fill_diagonal(sym, 0)
    degree = sym.sum(axis=0)
    for j in range(len(nodes)):  # P = A D^-1: node j spreads over its neighbours
        expected = sym[:, j] / degree[j] if degree[j] else np.zeros(len(nodes))
        assert np.allclose(dense[:, j], expected)
    h = np.random.default_rng(7).normal(size=(len(nodes), 4)).astype(np.float32)
    edges = (rows, cols, weights)
    assert np.allclose(propagate(h, edges), dense @ h, atol=1e-6)
    assert np.allclose(propagate(h[:, 0].copy(), edges), dense @ h[:, 0], atol=1e-6)
    assert np.allclose(smooth(h, dense, 0.2), 0.8 * h + 0.2 * dense @ h, atol=1e-6)


def test_propagation_edges_mask_and_sort_paths_agree(monkeypatch: pytest.MonkeyPatch) -> None:
    import graphpaths.grafine.gsr as gsr

    graph = random_graph(300, 2000, seed=18, symmetric=False)
    nodes = np.random.default_rng(19).permutation(300)[:120]
    masked = propagation_edges(graph, nodes)
    monkeypatch.setattr(gsr, "_DENSE_LIMIT", 0)
    sorted_ = propagation_edges(graph, nodes)
    for a, b in zip(masked, sorted_, strict=True):
        assert np.array_equal(a, b)
    assert np.all(np.diff(masked[0]) >= 0)  # rows ascending, as propagate needs


def test_propagation_spreads_each_node_by_its_own_degree() -> None:
    # A star: hub 0 linked to 1, 2, 3; leaf 3 also linked to 4.
    graph = CorpusGraph.from_edges(5, [0, 0, 0, 3], [1, 2, 3, 4])
    nodes = np.arange(5)
    p = propagation_matrix(graph.subgraph(nodes))
    assert p[1, 0] == pytest.approx(1 / 3)  # the hub's weight is split three ways
    assert p[0, 1] == pytest.approx(1.0)  # a leaf gives all of its own to the hub
    assert p[4, 3] == pytest.approx(0.5)
    assert np.allclose(p.sum(axis=0), 1.0)  # column-stochastic: weight is conserved


def test_linear_heads_smooth_scores_with_the_same_result() -> None:
    vectors = unit_rows(80, 8, seed=16)
    graph = random_graph(80, 400, seed=17)
    nodes = np.array([3, 70, 12, 45, 9, 66, 21, 30, 58])
    fast = FeatureCache.start(CountingFeatures(vectors, linear=True), "q", vectors[1])
    slow = FeatureCache.start(CountingFeatures(vectors, linear=False), "q", vectors[1])
    for alpha in (0.0, 0.2, 1.0):
        assert np.allclose(
            gsr_scores(fast, graph, nodes, alpha), gsr_scores(slow, graph, nodes, alpha), atol=1e-6
        )
    assert np.allclose(fast.scores(nodes[::-1]), vectors[nodes[::-1]] @ vectors[1], atol=1e-6)


def test_gsr_with_alpha_zero_is_the_providers_own_scores() -> None:
    vectors = unit_rows(40, 8, seed=8)
    graph = random_graph(40, 120, seed=9)
    nodes = np.arange(0, 40, 3)
    cache = FeatureCache.start(BiEncoderFeatures(vectors), "q", vectors[0])
    assert np.allclose(gsr_scores(cache, graph, nodes, 0.0), vectors[nodes] @ vectors[0])
    smoothed = gsr_scores(cache, graph, nodes, 0.3)
    cos = vectors[nodes] @ vectors[0]
    p = propagation_matrix(graph.subgraph(nodes))
    assert np.allclose(smoothed, 0.7 * cos + 0.3 * p @ cos, atol=1e-5)


def test_feature_cache_encodes_each_node_once() -> None:
    provider = CountingFeatures(unit_rows(10, 4, seed=10))
    cache = FeatureCache.start(provider, "q", np.ones(4, np.float32) / 2, capacity=2)
    first = cache.get([3, 1, 3])
    second = cache.get([1, 5, 3, 7, 8])
    assert provider.encoded == [3, 1, 5, 7, 8]
    assert cache.encoded == 5
    assert np.array_equal(first[1], second[0])


def test_dense_lexical_head_is_cosine_plus_weighted_normalised_bm25() -> None:
    vectors = unit_rows(5, 4, seed=11)

    class Lexical:
        def __len__(self) -> int:
            return 5

        def scores(self, query: str) -> np.ndarray:
            return np.array([0.0, 2.0, 4.0, 1.0, 0.0], np.float32)

    nodes = np.array([2, 0, 3])
    expected = vectors[nodes] @ vectors[0] + 0.5 * np.array([1.0, 0.0, 0.25])
    linear = DenseLexicalFeatures(vectors, Lexical(), lexical_weight=0.5, temperature=None)
    q = linear.for_query("q", vectors[0])
    assert q.linear
    assert q.dimension == 5
    assert np.allclose(q.head(q.encode(nodes)), expected, atol=1e-6)
    # The default: one column of relevance weights exp((s - top) / tau), mapped back by the head.
    weighted = DenseLexicalFeatures(vectors, Lexical(), lexical_weight=0.5)
    assert weighted.temperature == DEFAULT_TEMPERATURE == 0.05
    w = weighted.for_query("q", vectors[0])
    assert not w.linear
    assert w.dimension == 1
    h = w.encode(nodes)
    assert np.allclose(h[:, 0], np.exp((expected - 1.5) / 0.05), rtol=1e-5)
    assert np.all((h > 0) & (h <= 1))
    assert np.allclose(w.head(h), expected, atol=1e-6)
    assert weighted.name == "dense+bm25x0.5/t0.05"
    assert linear.name == "dense+bm25x0.5"
    with pytest.raises(ConfigError, match="lexical_weight"):
        DenseLexicalFeatures(vectors, Lexical(), lexical_weight=-1)
    for bad in (0.0, -1.0, math.inf, True):
        with pytest.raises(ConfigError, match="temperature"):
            DenseLexicalFeatures(vectors, Lexical(), temperature=bad)  # type: ignore[arg-type]


class NoLexical:
    """A BM25 stand-in that matches nothing."""

    def __init__(self, n: int) -> None:
        self.n = n

    def __len__(self) -> int:
        return self.n

    def scores(self, query: str) -> np.ndarray:
        return np.zeros(self.n, np.float32)


def test_relevance_weights_let_graph_context_outweigh_a_text_match() -> None:
    # Node 0 matches the query best; node 1 looks similar but is isolated; node 2 looks
    # unrelated but is linked to node 0. Smoothing raw scores cannot lift node 2 above
    # node 1; smoothing relevance weights does, and alpha = 0 keeps the text order.
    cos = np.array([1.0, 0.7, 0.3], np.float32)
    vectors = np.stack([cos, np.sqrt(1 - cos**2)], axis=1).astype(np.float32)
    query = np.array([1.0, 0.0], np.float32)
    graph = CorpusGraph.from_edges(3, [0], [2])
    nodes = np.arange(3)
    raw = DenseLexicalFeatures(vectors, NoLexical(3), temperature=None)
    weighted = DenseLexicalFeatures(vectors, NoLexical(3))
    for provider in (raw, weighted):
        own = gsr_scores(FeatureCache.start(provider, "q", query), graph, nodes, 0.0)
        assert np.allclose(own, cos, atol=1e-6)
    flat = gsr_scores(FeatureCache.start(raw, "q", query), graph, nodes, 0.2)
    assert np.argsort(-flat).tolist() == [0, 1, 2]
    lifted = gsr_scores(FeatureCache.start(weighted, "q", query), graph, nodes, 0.2)
    assert np.argsort(-lifted).tolist() == [0, 2, 1]
    assert lifted[2] == pytest.approx(1.0 + 0.05 * math.log(0.2), abs=1e-3)


# -- the retriever ---------------------------------------------------------------------------


def make_grafine(
    n: int = 300, seed: int = 12, **config: object
) -> tuple[GraFine, CountingFeatures, np.ndarray]:
    vectors = unit_rows(n, 16, seed=seed)
    graph = knn_graph_embeddings(vectors, k=6)
    provider = CountingFeatures(vectors)
    gf = GraFine(
        graph=graph,
        vectors=vectors,
        features=provider,
        doc_ids=[f"d{i}" for i in range(n)],
        config=GraFineConfig(**config),  # type: ignore[arg-type]
    )
    return gf, provider, vectors


def test_grafine_respects_batch_and_budget_and_encodes_once() -> None:
    gf, provider, vectors = make_grafine(batch=7, b_max=45, k=12)
    result = gf.retrieve_vector("q", vectors[3])
    assert result.retrieved == 45
    assert len(result.nodes) == 12
    assert result.iterations == math.ceil((45 - 7) / 7)
    assert sorted(provider.encoded) == sorted(set(provider.encoded))  # once each
    assert result.encoded == len(provider.encoded) == 45
    by_iteration: dict[int, int] = {}
    full = gf.retrieve_vector("q", vectors[3], k=45)
    for node in full.nodes:
        by_iteration[node.iteration] = by_iteration.get(node.iteration, 0) + 1
        if node.iteration == 0:
            assert node.supported_by == ()
        else:
            assert node.supported_by  # SPX only adds neighbours of the retrieved set
            for supporter in node.supported_by:
                assert node.index in gf.graph.neighbors(int(supporter[1:])).tolist()
    assert max(by_iteration.values()) <= 7
    assert sum(by_iteration.values()) == 45


def test_grafine_without_gsr_ranks_by_the_providers_scores() -> None:
    gf, _, vectors = make_grafine(alpha=0.0, k=100)
    result = gf.retrieve_vector("q", vectors[5])
    scores = [node.score for node in result.nodes]
    assert scores == sorted(scores, reverse=True)
    for node in result.nodes:
        assert node.score == pytest.approx(float(vectors[node.index] @ vectors[5]), abs=1e-6)


def test_grafine_is_deterministic_and_overridable() -> None:
    gf, _, vectors = make_grafine()
    a = gf.retrieve_vector("q", vectors[9])
    b = gf.retrieve_vector("q", vectors[9])
    assert a.nodes == b.nodes
    assert a.config == GraFineConfig(batch=GraFineConfig().batch_for(len(vectors)))  # as run
    small = gf.retrieve_vector("q", vectors[9], b_max=20, k=3)
    assert small.retrieved == 20
    assert len(small.nodes) == 3
    assert small.config.b_max == 20
    assert gf.config == GraFineConfig()  # per-call overrides leave the default alone


def test_grafine_with_the_default_provider_keeps_its_guarantees() -> None:
    n = 300
    vectors = unit_rows(n, 16, seed=21)
    graph = knn_graph_embeddings(vectors, k=6)
    lexical = np.random.default_rng(22).random(n).astype(np.float32)

    class Lexical:
        def __len__(self) -> int:
            return n

        def scores(self, query: str) -> np.ndarray:
            return lexical

    default = DenseLexicalFeatures(vectors, Lexical())
    provider = CountingFeatures(vectors, inner=default)
    gf = GraFine(graph=graph, vectors=vectors, features=provider, config=GraFineConfig(k=100))
    query = vectors[4]
    result = gf.retrieve_vector("q", query)
    assert result.retrieved == 100
    assert result.iterations == 9
    assert sorted(provider.encoded) == sorted(set(provider.encoded))  # each node once
    assert len(provider.encoded) == result.encoded == 100
    seeds = {node.index for node in result.nodes if node.iteration == 0}
    assert seeds == set(np.argsort(-(vectors @ query))[:10].tolist())
    per_iteration = np.bincount([node.iteration for node in result.nodes])
    assert per_iteration.max() <= 10
    for node in result.nodes:  # SPX only proposes neighbours of the retrieved set
        for supporter in node.supported_by:
            assert node.index in graph.neighbors(int(supporter)).tolist()
        if node.iteration:
            assert node.supported_by
    again = gf.retrieve_vector("q", query)
    assert again.nodes == result.nodes  # deterministic
    own = gf.retrieve_vector("q", query, alpha=0.0)
    expected = vectors @ query + 0.35 * lexical / lexical.max()
    order = [node.index for node in own.nodes]
    assert [node.score for node in own.nodes] == pytest.approx(expected[order].tolist(), abs=1e-6)
    assert order == sorted(order, key=lambda i: (-expected[i], i))  # the provider's ranking


def test_grafine_retrieve_and_aretrieve_embed_the_query() -> None:
    vectors = unit_rows(30, 4, seed=13)

    class Embedder:
        name = "fixed"
        dimension = 4

        def embed_query(self, text: str) -> np.ndarray:
            return vectors[int(text)]

        def embed_documents(self, texts, *, progress=None):  # type: ignore[no-untyped-def]
            raise AssertionError("not used")

    gf = GraFine(
        graph=knn_graph_embeddings(vectors, 3),
        vectors=vectors,
        features=BiEncoderFeatures(vectors),
        embedder=Embedder(),
        config=GraFineConfig(b_max=15, k=5),
    )
    result = gf.retrieve("4")
    assert result.nodes[0].id == "4"
    assert "embed" in result.seconds
    assert asyncio.run(gf.aretrieve("4")).nodes == result.nodes


def test_grafine_stops_when_spx_has_nothing_to_add() -> None:
    vectors = unit_rows(10, 4, seed=14)
    gf = GraFine(
        graph=CorpusGraph.from_edges(10, [], []),
        vectors=vectors,
        features=BiEncoderFeatures(vectors),
        config=GraFineConfig(batch=3),
    )
    result = gf.retrieve_vector("q", vectors[0])
    assert result.retrieved == 3
    assert result.iterations == 0
    assert len(result.nodes) == 3


@pytest.mark.parametrize(
    ("field", "value"),
    [("batch", 0), ("b_max", True), ("k", 1.5), ("alpha", 1.5), ("alpha", math.nan), ("beta", -1)],
)
def test_config_validation_names_the_field(field: str, value: object) -> None:
    with pytest.raises(ConfigError, match=f"GraFineConfig.{field}"):
        GraFineConfig(**{field: value})  # type: ignore[arg-type]


def test_config_is_frozen_and_accepts_infinite_beta() -> None:
    config = GraFineConfig(beta=math.inf)
    with pytest.raises(FrozenInstanceError):
        config.alpha = 0.5  # type: ignore[misc]
    assert GraFineConfig().batch is None  # adapts to the corpus: 10 from 40 documents on
    assert GraFineConfig().b_max == 100


# -- GAR --------------------------------------------------------------------------------------


def test_gar_alternates_sources_within_the_budget() -> None:
    vectors = unit_rows(200, 16, seed=15)
    graph = knn_graph_embeddings(vectors, k=5)
    provider = CountingFeatures(vectors)
    gar = GAR(graph=graph, vectors=vectors, features=provider, config=GARConfig(b_max=40, k=40))
    ranked = gar.rank_vector("q", vectors[2])
    assert len(provider.encoded) == 40 == len(set(provider.encoded))
    initial = np.argsort(-(vectors @ vectors[2]), kind="stable")
    # Batches 1, 3 (initial ranking) and 2, 4 (graph frontier), 10 each.
    assert provider.encoded[:10] == initial[:10].tolist()
    assert (
        provider.encoded[20:30]
        == [i for i in initial.tolist() if i not in provider.encoded[:20]][:10]
    )
    neighbours = {int(n) for i in provider.encoded[:10] for n in graph.neighbors(i)}
    assert set(provider.encoded[10:20]) <= neighbours
    scores = [s for _, s in ranked]
    assert scores == sorted(scores, reverse=True)
    assert gar.rank_vector("q", vectors[2]) == ranked


def test_unknown_overrides_are_named() -> None:
    gf, _, vectors = make_grafine()
    with pytest.raises(ConfigError, match="b_maks"):
        gf.retrieve_vector("q", vectors[0], b_maks=10)


def test_the_incremental_subgraph_equals_a_full_recomputation() -> None:
    vectors = unit_rows(120, 8, seed=18)
    graph = random_graph(120, 500, seed=19, symmetric=False)
    gf = GraFine(graph=graph, vectors=vectors, features=BiEncoderFeatures(vectors))
    retrieved = np.array([4, 90, 17, 33, 61])
    subgraph = graph.subgraph_edges(retrieved)
    for step in range(4):
        proposal = expand(graph, retrieved, vectors @ vectors[step], beta=1.0, limit=6)
        subgraph = gf._grow(subgraph, retrieved, proposal.nodes, proposal.supporters)
        retrieved = np.concatenate([retrieved, proposal.nodes])
        expected = set(zip(*(a.tolist() for a in graph.subgraph_edges(retrieved)), strict=True))
        assert set(zip(subgraph[0].tolist(), subgraph[1].tolist(), strict=True)) == expected
