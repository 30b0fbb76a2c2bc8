"""The index against a Chroma server (HttpClient) started by the test on 127.0.0.1."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from chroma_server import running_chroma
from fakes import FakeEmbedder

from graphpaths.dotrag.index.graph_index import build_index, load_index
from graphpaths.errors import StoreError
from graphpaths.graph import GraphBuilder
from graphpaths.vectors import ChromaCollectionVectorStore, ChromaStore, InMemoryVectorStore

pytestmark = pytest.mark.slow  # each test starts a Chroma server process


@pytest.fixture
def chroma_server(tmp_path: Path) -> Iterator[int]:
    with running_chroma(tmp_path / "server") as port:
        yield port


def test_build_and_search_through_a_chroma_server(chroma_server: int, tmp_path: Path) -> None:
    b = GraphBuilder()
    for head, tail in [("a", "b"), ("b", "c"), ("c", "d")]:
        b.add_relation(head, tail, "next", create_entities=True)
    graph = b.build()
    out = tmp_path / "idx"
    embedder = FakeEmbedder()
    manifest = build_index(
        graph,
        out,
        embedder=embedder,
        chroma_host="127.0.0.1",
        chroma_port=chroma_server,
        relation_vectors="embedded",
    )
    assert manifest.chroma_host == "127.0.0.1"
    assert manifest.chroma_port == chroma_server
    assert not (out / "chroma").exists()  # the vectors live on the server
    assert not (out / "embeddings").exists()  # ... only: retrieval reads them there
    assert manifest.vectors == "chroma"
    index = load_index(out)
    assert index.describe()["chroma"] == f"127.0.0.1:{chroma_server}"
    assert isinstance(index.relation_vectors, ChromaCollectionVectorStore)
    assert index.relation_vectors.location == f"127.0.0.1:{chroma_server}"
    memory = load_index(out, vectors="memory")  # every row fetched once from the server
    assert isinstance(memory.relation_vectors, InMemoryVectorStore)
    assert np.array_equal(memory.relation_vectors.matrix, index.relation_vectors.vectors([0, 1, 2]))
    assert memory.entity_vectors is not None
    np.testing.assert_allclose(
        memory.entity_vectors.vectors([3])[0],
        embedder.vector(index.graph.entity_text(3)),
        atol=1e-6,
    )
    index.close()
    with index.store() as store:
        hits = store.search("entities", embedder.vector(index.graph.entity_text(2)), 1)
        assert hits[0][0] == "c"
        assert store.count("relations") == 3
    again = FakeEmbedder()
    build_index(
        graph,
        out,
        embedder=again,
        chroma_host="127.0.0.1",
        chroma_port=chroma_server,
        relation_vectors="embedded",
    )
    assert again.embedded == []  # the server already holds every vector
    composed = build_index(
        graph,
        tmp_path / "composed",
        embedder=again,
        chroma_host="127.0.0.1",
        chroma_port=chroma_server,
    )
    assert composed.relation_vectors == "composed"
    assert len(again.embedded) == 4 + 1  # the entities and the label (new collections)
    with load_index(tmp_path / "composed") as server_composed:
        assert isinstance(server_composed.entity_vectors, ChromaCollectionVectorStore)
        relations = server_composed.relation_vectors
        assert relations is not None
        typed = server_composed.graph  # entity texts name the types inferred at build
        for j in range(3):
            total = (
                embedder.vector(typed.entity_text(int(typed.heads[j])))
                + embedder.vector("next")
                + embedder.vector(typed.entity_text(int(typed.tails[j])))
            )
            np.testing.assert_allclose(
                relations.vectors([j])[0], total / np.linalg.norm(total), atol=1e-6
            )


def test_a_server_that_went_away_is_a_store_error_naming_it(tmp_path: Path) -> None:
    embedder = FakeEmbedder()
    keys, texts = ["a", "b", "c"], ["alpha", "beta", "gamma"]
    with running_chroma(tmp_path / "server") as port:
        store = ChromaStore(host="127.0.0.1", port=port, prefix="gone")
        store.sync("nodes", keys, texts, embedder=embedder)
        index = store.vector_store("nodes", keys, texts, embedder_name=embedder.name, cache_rows=0)
        assert index.top_k(embedder.vector("beta"), 1)[0].tolist() == [1]
    # The server is stopped now.
    with pytest.raises(
        StoreError, match=rf"127\.0\.0\.1:{port}: cannot read vectors .* did not answer"
    ):
        index.vectors([0])
    with pytest.raises(StoreError, match=rf"127\.0\.0\.1:{port}: cannot search"):
        index.top_k(embedder.vector("beta"), 1)


def test_updates_through_a_chroma_server_keep_old_states_readable(
    chroma_server: int, tmp_path: Path
) -> None:
    """Rows are added to the server's collections (relations re-keyed when earlier ones are
    deleted, without embedding); an older state keeps reading its own rows."""
    b = GraphBuilder()
    for head, tail in [("a", "b"), ("b", "c"), ("c", "d"), ("d", "e")]:
        b.add_relation(head, tail, "next", create_entities=True)
    out = tmp_path / "idx"
    options = {"chroma_host": "127.0.0.1", "chroma_port": chroma_server}
    build_index(b.build(), out, embedder=FakeEmbedder(), relation_vectors="embedded", **options)
    index = load_index(out)
    old = index.state()
    embedder = FakeEmbedder()
    index.add(triples=[("e", "next", "f")], embedder=embedder)
    index.delete(triples=[("a", "next", "b")], embedder=FakeEmbedder())
    graph = index.graph
    assert sorted(embedder.embedded) == ["e next f", graph.entity_text("f")]
    want = FakeEmbedder()
    for got in (index, load_index(out)):
        assert got.relation_vectors is not None
        rows = got.relation_vectors.vectors(np.arange(graph.num_relations))
        texts = [graph.relation_text(j) for j in range(graph.num_relations)]
        np.testing.assert_allclose(rows, np.stack([want.vector(t) for t in texts]), atol=1e-6)
        top = got.relation_vectors.top_k(want.vector("e next f"), 1)[0]
        assert graph.relation_text(int(top[0])) == "e next f"
    assert old.relation_vectors is not None
    np.testing.assert_allclose(
        old.relation_vectors.vectors([0])[0], want.vector("a next b"), atol=1e-6
    )
    assert old.relation_vectors.top_k(want.vector("e next f"), 2)[0].max() < 4
    index.close()
