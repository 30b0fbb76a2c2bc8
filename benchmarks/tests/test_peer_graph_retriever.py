"""The ``graph-retriever`` peer (langchain-graph-retriever over Chroma) on a small index."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("langchain_graph_retriever")
pytest.importorskip("langchain_chroma")

from fakes import FakeEmbedder
from langchain_core.embeddings import Embeddings

from graphpaths.dotrag.index.graph_index import GraphIndex, build_index, load_index
from graphpaths.errors import ConfigError
from graphpaths.graph import Graph, GraphBuilder
from graphpaths_bench.eval.base import EvalResources, GraphMethod
from graphpaths_bench.eval.peers.graph_retriever import (
    MARKER,
    GraphRetrieverConfig,
    GraphRetrieverPeer,
    RelationMatrix,
    build_peer_store,
    create_graph_retriever_chroma,
    langchain_embeddings,
    peer_directory,
    relation_matrix_adapter,
)
from graphpaths_bench.eval.registry import get_method

DIM = 32


def hash_embedder(name: str = "fake-hash-32") -> FakeEmbedder:
    """The shared hash embedder at this file's dimension."""
    return FakeEmbedder(name=name, dimension=DIM)


def chain_graph() -> Graph:
    """Movies sharing people, genres and years, so relations link up in chains."""
    b = GraphBuilder()
    rng = np.random.default_rng(7)
    people = [f"Person {i}" for i in range(12)]
    for m in range(15):
        movie = f"Movie {m}"
        b.add_entity(movie, types=["movie"])
        for label, pool in (
            ("directed_by", people),
            ("starred_actors", people),
            ("starred_actors", people),
            ("has_genre", ["Drama", "Comedy", "Western"]),
            ("release_year", ["1942", "1944", "1950"]),
        ):
            b.add_relation(movie, str(rng.choice(pool)), label, create_entities=True)
    return b.build()


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> GraphIndex:
    out = tmp_path_factory.mktemp("peer") / "idx"
    build_index(chain_graph(), out, embedder=hash_embedder())
    return load_index(out)


@pytest.fixture(scope="module")
def peer(index: GraphIndex, tmp_path_factory: pytest.TempPathFactory) -> GraphRetrieverPeer:
    directory = tmp_path_factory.mktemp("peer-store") / "graph-retriever"
    config = GraphRetrieverConfig(directory=str(directory))
    return GraphRetrieverPeer(index=index, embedder=hash_embedder(), config=config)


QUESTIONS = ["Who directed Movie 3?", "Which movies star Person 4?", "Drama films of 1944"]


def test_collection_is_built_once(index: GraphIndex, tmp_path: Path) -> None:
    config = GraphRetrieverConfig(directory=str(tmp_path / "store"))
    first = GraphRetrieverPeer(index=index, embedder=hash_embedder(), config=config)
    assert first.store is not None
    assert first.store.added == index.graph.num_relations
    assert (tmp_path / "store" / MARKER).is_file()
    second = GraphRetrieverPeer(index=index, embedder=hash_embedder(), config=config)
    assert second.store is not None
    assert second.store.added == 0
    assert second.relations(QUESTIONS[0]) == first.relations(QUESTIONS[0])


def test_default_directory_is_inside_the_index(index: GraphIndex) -> None:
    assert peer_directory(index) == index.path / "peers" / "graph-retriever"


def test_interrupted_build_resumes(index: GraphIndex, tmp_path: Path) -> None:
    class Stop(Exception):
        pass

    def stop_after_first_batch(done: int, total: int) -> None:
        if done > 0:
            raise Stop

    config = GraphRetrieverConfig(directory=str(tmp_path / "store"), batch_size=20)
    with pytest.raises(Stop):
        build_peer_store(index, config=config, progress=stop_after_first_batch)
    assert not (tmp_path / "store" / MARKER).exists()
    resumed = build_peer_store(index, config=config)
    assert resumed.added == index.graph.num_relations - 20
    marker = json.loads((tmp_path / "store" / MARKER).read_text())
    assert marker["relations"] == index.graph.num_relations
    assert build_peer_store(index, config=config).added == 0


def test_collection_of_another_index_is_rebuilt(index: GraphIndex, tmp_path: Path) -> None:
    config = GraphRetrieverConfig(directory=str(tmp_path / "store"))
    build_peer_store(index, config=config)
    b = GraphBuilder()
    b.add_relation("x", "y", "knows", create_entities=True)
    b.add_relation("y", "z", "knows", create_entities=True)
    build_index(b.build(), tmp_path / "other", embedder=hash_embedder())
    other = load_index(tmp_path / "other")
    rebuilt = build_peer_store(other, config=config)
    assert rebuilt.added == 2
    peer = GraphRetrieverPeer(index=other, embedder=hash_embedder(), config=config)
    assert peer.store is not None
    assert peer.store.added == 0
    assert sorted(j for j, _, _ in peer.relations("x knows y")) == [0, 1]


def test_documents_carry_text_and_endpoints(peer: GraphRetrieverPeer, index: GraphIndex) -> None:
    graph = index.graph
    assert peer.vector_store is not None
    got = peer.vector_store.get(ids=["0", "7"], include=["documents", "metadatas"])
    for doc_id, text, meta in zip(got["ids"], got["documents"], got["metadatas"], strict=True):
        j = int(doc_id)
        assert text == graph.relation_text(j)
        assert meta["relation"] == j
        assert meta["head"] == graph.entity_ids[graph.heads[j]]
        assert meta["tail"] == graph.entity_ids[graph.tails[j]]


@pytest.mark.parametrize("question", QUESTIONS)
def test_returned_relations_are_connected_to_the_start_set(
    peer: GraphRetrieverPeer, index: GraphIndex, question: str
) -> None:
    graph = index.graph
    found = peer.relations(question)
    assert 0 < len(found) <= peer.config.select_k
    assert len({j for j, _, _ in found}) == len(found)
    # Depth 0: the relations nearest the question (Chroma's HNSW is exact at this size).
    embedder = hash_embedder()
    assert index.relation_vectors is not None  # the peer's documents carry the index's vectors
    rows = index.relation_vectors.vectors(np.arange(graph.num_relations))
    scores = rows @ embedder.embed_query(question)
    nearest = sorted(range(graph.num_relations), key=lambda j: -scores[j])[: peer.config.start_k]
    assert {j for j, _, d in found if d == 0} == set(nearest)
    # Deeper relations share an entity with a relation one step closer to the start.
    ends = {j: {int(graph.heads[j]), int(graph.tails[j])} for j, _, _ in found}
    for j, _, depth in found:
        assert depth <= peer.config.max_depth
        if depth > 0:
            assert any(ends[j] & ends[i] for i, _, d in found if d == depth - 1), j


def test_retrieve_adds_the_relations_in_order(peer: GraphRetrieverPeer) -> None:
    result = peer.retrieve(QUESTIONS[1])
    assert isinstance(peer, GraphMethod)
    assert result.llm_calls == 0
    order = [j for j, _, _ in peer.relations(QUESTIONS[1])]
    assert [item.index for item in result.context.items] == order
    assert all(item.kind == "relation" for item in result.context.items)
    assert result.stats["returned"] == len(order)


@pytest.mark.parametrize("budget", [1, 9, 30])
def test_tiny_budget(peer: GraphRetrieverPeer, index: GraphIndex, budget: int) -> None:
    small = GraphRetrieverPeer(
        index=index, embedder=hash_embedder(), budget=budget, config=peer.config
    )
    context = small.retrieve(QUESTIONS[0]).context
    assert context.tokens <= budget
    for item in context.items:
        assert int(index.graph.heads[item.index]) in context.entities
        assert int(index.graph.tails[item.index]) in context.entities
    assert context.skipped > 0


def test_memory_store_traverses_the_same_way(peer: GraphRetrieverPeer, index: GraphIndex) -> None:
    memory = GraphRetrieverPeer(
        index=index, embedder=hash_embedder(), config=GraphRetrieverConfig(store="memory")
    )
    assert memory.store is None
    for question in QUESTIONS:
        chroma_found = peer.relations(question)
        memory_found = memory.relations(question)
        assert [(j, d) for j, _, d in memory_found] == [(j, d) for j, _, d in chroma_found]
        np.testing.assert_allclose(
            [s for _, s, _ in memory_found], [s for _, s, _ in chroma_found], rtol=1e-4
        )


def test_memory_adapter_filters(index: GraphIndex) -> None:
    graph = index.graph
    adapter = relation_matrix_adapter(RelationMatrix(index), langchain_embeddings(hash_embedder()))
    query = hash_embedder().embed_query("x").tolist()
    person = graph.entity_ids[graph.tails[0]]
    hits = adapter.search(query, k=100, filter={"tail": person})
    assert hits
    assert {c.metadata["tail"] for c in hits} == {person}
    assert adapter.search(query, k=5, filter={"head": "nobody"}) == []
    assert [c.id for c in adapter.get(["3", "3", "x", "99999"])] == ["3"]
    with pytest.raises(ConfigError, match="colour"):
        adapter.search(query, k=1, filter={"colour": "red"})


def test_registry_factory(index: GraphIndex) -> None:
    resources = EvalResources(index=index, embedder=hash_embedder(), budget=50)
    method = get_method("graph-retriever", "graph").create(resources)
    assert isinstance(method, GraphRetrieverPeer)
    assert method.retrieve(QUESTIONS[2]).context.tokens <= 50
    assert get_method("graph-retriever-chroma", "graph").factory is create_graph_retriever_chroma


def test_embeddings_wrapper() -> None:
    wrapped = langchain_embeddings(hash_embedder())
    assert isinstance(wrapped, Embeddings)
    rows = wrapped.embed_documents(["a", "b"])
    assert len(rows) == 2
    assert all(len(row) == DIM and isinstance(row[0], float) for row in rows)
    assert wrapped.embed_query("a") == rows[0]


def test_rejects_a_different_embedder(index: GraphIndex) -> None:
    with pytest.raises(ConfigError, match="other-model"):
        GraphRetrieverPeer(
            index=index,
            embedder=hash_embedder("other-model"),
            config=GraphRetrieverConfig(store="memory"),
        )


@pytest.mark.parametrize(
    ("field", "value"),
    [("select_k", 0), ("start_k", -1), ("max_depth", 1.5), ("store", "faiss"), ("directory", " ")],
)
def test_config_is_validated(field: str, value: object) -> None:
    with pytest.raises(ConfigError, match=field):
        GraphRetrieverConfig(**{field: value})  # type: ignore[arg-type]


def test_adjacent_keeps_the_same_contents_whatever_order_the_edges_come_in(
    index: GraphIndex,
) -> None:
    from graph_retriever.edges import MetadataEdge

    adapter = relation_matrix_adapter(RelationMatrix(index), langchain_embeddings(hash_embedder()))
    heads = ["Movie 1", "Movie 2", "Movie 3", "Movie 4"]
    edges = [MetadataEdge(incoming_field="head", value=head) for head in heads]
    tied = [0.0] * DIM  # every content scores the same: the order decides
    kept = [
        [c.id for c in adapter.adjacent(order, tied, 3, None)]  # type: ignore[arg-type]
        for order in (edges, edges[::-1], edges[1:] + edges[:1])
    ]
    assert kept[0] == kept[1] == kept[2]
    assert kept[0]
