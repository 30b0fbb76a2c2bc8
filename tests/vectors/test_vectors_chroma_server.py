"""DotRAG and GraFine reading their vectors from a real ``chroma run`` server.

The sample movie graph is indexed twice with the bundled embedder: the embedded default
(``.npy`` matrices read in memory) and with the vectors only in a Chroma server started here
on 127.0.0.1. Both retrievers must answer every question identically from either: the same
paths, ids and context, scores within 1e-5.

The server stopped in the middle of a query (issue 14) fails it with a
:class:`~graphpaths.errors.StoreError` naming ``127.0.0.1:<port>``; started again on the same
port and data directory, the same retriever objects (neither rebuilt nor reloaded) answer as
before.
"""

from __future__ import annotations

import asyncio
import os
import re
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from chroma_server import ChromaServer

from graphpaths.dotrag.index.graph_index import build_index, load_index
from graphpaths.dotrag.protocol.policy import FirstHopPlan
from graphpaths.dotrag.protocol.types import DotRAGResult, TrajectoryOption
from graphpaths.dotrag.reading.heuristic import HeuristicPolicy
from graphpaths.dotrag.retriever import DotRAG
from graphpaths.embeddings import SentenceTransformerEmbedder
from graphpaths.errors import ConfigError, StoreError
from graphpaths.grafine.corpus_graph import CorpusGraph
from graphpaths.grafine.corpus_index import build_corpus_index, load_corpus_index
from graphpaths.grafine.features import DenseLexicalFeatures
from graphpaths.grafine.retriever import GraFine, GraFineConfig, GraFineResult
from graphpaths.graph import Graph, load_triples
from graphpaths.lexical import BM25Index
from graphpaths.vectors import (
    ChromaCollectionVectorStore,
    ChromaReadConfig,
    ChromaStore,
    InMemoryVectorStore,
)

pytestmark = pytest.mark.slow  # each test starts a Chroma server process

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

DATA = Path(__file__).resolve().parents[2] / "cookbook" / "data"
QUESTIONS = [
    "Who directed Inception?",
    "Which movies did Christopher Nolan direct?",
    "What genre is Interstellar?",
    "Which actors starred in movies directed by Christopher Nolan?",
    "When was The Prestige released?",
    "Who wrote the movies that Leonardo DiCaprio starred in?",
]


@pytest.fixture(scope="module")
def chroma_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ChromaServer]:
    server = ChromaServer(tmp_path_factory.mktemp("chroma-server"))
    server.start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def chroma_port(chroma_server: ChromaServer) -> int:
    return chroma_server.port


@pytest.fixture(scope="module")
def embedder() -> SentenceTransformerEmbedder:
    model = SentenceTransformerEmbedder()
    model.embed_query("warm-up")  # loads the model here, once for the module
    return model


@pytest.fixture(scope="module")
def graph() -> Graph:
    return load_triples(DATA / "movies.csv", entities=DATA / "movie_entities.csv")


def dotrag_answer(result: DotRAGResult) -> list[tuple[Any, ...]]:
    return [
        (p.anchor, p.priority, p.preferred, tuple((h.relation, h.source, h.target) for h in p.hops))
        for p in result.paths
    ]


def dotrag_scores(result: DotRAGResult) -> list[float]:
    return [p.score for p in result.paths] + [h.similarity for p in result.paths for h in p.hops]


def test_dotrag_answers_identically_from_a_chroma_server(
    chroma_port: int,
    embedder: SentenceTransformerEmbedder,
    graph: Graph,
    tmp_path: Path,
) -> None:
    build_index(graph, tmp_path / "embedded", embedder=embedder)
    manifest = build_index(
        graph,
        tmp_path / "server",
        embedder=embedder,
        chroma_host="127.0.0.1",
        chroma_port=chroma_port,
    )
    assert manifest.vectors == "chroma"
    assert not (tmp_path / "server" / "embeddings").exists()  # vectors ONLY in the server

    build_index(graph, tmp_path / "embedded-chroma", embedder=embedder, vectors="chroma")

    memory = load_index(tmp_path / "embedded")
    assert isinstance(memory.entity_vectors, InMemoryVectorStore)
    readers = {
        "server": load_index(tmp_path / "server"),  # the manifest says: read the server
        "embedded chroma": load_index(tmp_path / "embedded-chroma"),
    }
    reference = DotRAG.from_index(memory, embedder=embedder)
    answered = 0
    for name, index in readers.items():
        assert isinstance(index.entity_vectors, ChromaCollectionVectorStore)
        dotrag = DotRAG.from_index(index, embedder=embedder)
        for question in QUESTIONS:
            want = reference.retrieve(question)
            got = dotrag.retrieve(question)
            assert dotrag_answer(got) == dotrag_answer(want), (name, question)
            assert dotrag_scores(got) == pytest.approx(dotrag_scores(want), abs=1e-5)
            assert got.context.text == want.context.text
            answered += bool(want.paths)
        # The answers were read from Chroma (relations composed from its entity rows).
        assert index.entity_vectors.cache_info()["misses"] > 0
        index.close()
    assert answered == 2 * len(QUESTIONS)
    assert readers["server"].entity_vectors.location == f"127.0.0.1:{chroma_port}"  # type: ignore[union-attr]


def corpus(graph: Graph) -> tuple[list[str], list[str], list[tuple[str, str]]]:
    """One document per entity (its name and every fact about it), linked along the triples."""
    facts: dict[int, list[str]] = {i: [graph.names[i] + "."] for i in range(graph.num_entities)}
    links: list[tuple[str, str]] = []
    for j in range(graph.num_relations):
        head, tail = int(graph.heads[j]), int(graph.tails[j])
        facts[head].append(graph.relation_text(j) + ".")
        facts[tail].append(graph.relation_text(j) + ".")
        links.append((graph.entity_ids[head], graph.entity_ids[tail]))
    ids = list(graph.entity_ids)
    return ids, [" ".join(facts[i]) for i in range(graph.num_entities)], links


def grafine_answer(result: GraFineResult) -> list[tuple[Any, ...]]:
    return [(n.id, n.iteration, n.supported_by, n.neighbors) for n in result.nodes]


def test_grafine_answers_identically_from_a_chroma_server_collection(
    chroma_port: int, embedder: SentenceTransformerEmbedder, graph: Graph
) -> None:
    ids, texts, links = corpus(graph)
    with ChromaStore(host="127.0.0.1", port=chroma_port, prefix="corpus") as store:
        matrix = store.sync("nodes", ids, texts, embedder=embedder)
        served = store.vector_store("nodes", ids, texts, embedder_name=embedder.name)
        links_graph = CorpusGraph.from_id_edges(ids, links)
        bm25 = BM25Index(texts)
        config = GraFineConfig(batch=3, b_max=12, k=6)
        retrievers = [
            GraFine(
                graph=links_graph,
                vectors=vectors,
                features=DenseLexicalFeatures(vectors, bm25),
                embedder=embedder,
                doc_ids=ids,
                config=config,
            )
            for vectors in (matrix, served)
        ]
        # The one-call constructor reads a Chroma collection as well.
        retrievers.append(
            GraFine.from_vectors(
                served, texts, ids=ids, links=links, embedder=embedder, config=config
            )
        )
        expanded = 0
        for question in QUESTIONS:
            want, *others = (r.retrieve(question) for r in retrievers)
            for got in others:
                assert grafine_answer(got) == grafine_answer(want), question
                assert [n.score for n in got.nodes] == pytest.approx(
                    [n.score for n in want.nodes], abs=1e-5
                )
            assert [n.text for n in others[-1].nodes] == [texts[n.index] for n in want.nodes]
            expanded += want.iterations
        assert expanded > 0  # SPX ran, so its similarities were read too
        assert served.cache_info()["misses"] > 0
        np.testing.assert_array_equal(served.vectors(np.arange(len(ids))), matrix.matrix)
        store.drop("nodes")


def test_a_corpus_index_in_a_chroma_server_answers_like_the_embedded_one(
    chroma_port: int, embedder: SentenceTransformerEmbedder, graph: Graph, tmp_path: Path
) -> None:
    ids, texts, links = corpus(graph)
    build_corpus_index(texts, tmp_path / "memory", ids=ids, links=links, embedder=embedder)
    manifest = build_corpus_index(
        texts,
        tmp_path / "server",
        ids=ids,
        links=links,
        embedder=embedder,
        chroma_host="127.0.0.1",
        chroma_port=chroma_port,
        batch_size=7,  # several writes
    )
    assert manifest.vectors == "chroma"
    assert not (tmp_path / "server" / "vectors.npy").exists()  # vectors ONLY in the server
    reference = GraFine.from_index(tmp_path / "memory")
    with load_corpus_index(tmp_path / "server") as served:
        assert isinstance(served.vectors, ChromaCollectionVectorStore)
        from_server = GraFine.from_index(served)
        copied = load_corpus_index(tmp_path / "server", vectors="memory")
        assert isinstance(copied.vectors, InMemoryVectorStore)
        from_copy = GraFine.from_index(copied)
        for question in QUESTIONS:
            want = reference.retrieve(question)
            for got in (from_server.retrieve(question), from_copy.retrieve(question)):
                assert grafine_answer(got) == grafine_answer(want), question
                assert [n.text for n in got.nodes] == [n.text for n in want.nodes]
                assert [n.score for n in got.nodes] == pytest.approx(
                    [n.score for n in want.nodes], abs=1e-5
                )
        assert served.vectors.cache_info()["misses"] > 0  # read from Chroma, not a copy
    # An embedded corpus index has no collection to read.
    with pytest.raises(ConfigError, match="built with a Chroma server"):
        load_corpus_index(tmp_path / "memory", vectors="chroma")


# -- the server stops mid-query, and comes back (issue 14) ---------------------------------
class StopsTheServer(HeuristicPolicy):
    """The heuristic policy, which stops ``server`` once armed, when asked for a hop-1 plan:
    the query it serves has read the server (seed search, previews) and reads it again for
    the hop searches that follow."""

    def __init__(self, graph: Graph, embedder: SentenceTransformerEmbedder) -> None:
        super().__init__(graph, embedder)
        self.server: ChromaServer | None = None

    def plan_first_hops(
        self, query: str, trajectory: TrajectoryOption, continuation_types: Sequence[str]
    ) -> FirstHopPlan:
        server, self.server = self.server, None
        if server is not None:
            server.stop()
        return super().plan_first_hops(query, trajectory, continuation_types)


def test_dotrag_names_the_server_that_stopped_mid_query_and_recovers_when_it_is_back(
    chroma_server: ChromaServer,
    embedder: SentenceTransformerEmbedder,
    graph: Graph,
    tmp_path: Path,
) -> None:
    build_index(
        graph,
        tmp_path / "served",
        embedder=embedder,
        chroma_host="127.0.0.1",
        chroma_port=chroma_server.port,
    )
    # The reference: every row copied into memory once.
    reference = DotRAG.from_index(load_index(tmp_path / "served", vectors="memory"))
    want = {q: dotrag_answer(reference.retrieve(q)) for q in QUESTIONS[:4]}
    index = load_index(tmp_path / "served", chroma=ChromaReadConfig(cache_rows=0))
    assert isinstance(index.entity_vectors, ChromaCollectionVectorStore)
    policy = StopsTheServer(index.graph, embedder)
    dotrag = DotRAG.from_index(index, embedder=embedder, policy=policy)
    assert dotrag_answer(dotrag.retrieve(QUESTIONS[0])) == want[QUESTIONS[0]]
    endpoint = re.escape(f"127.0.0.1:{chroma_server.port}")
    try:
        policy.server = chroma_server  # stopped inside the next query, after its seed search
        with pytest.raises(StoreError, match=rf"^{endpoint}: .*the Chroma server did not answer"):
            dotrag.retrieve(QUESTIONS[3])
        assert policy.server is None  # it stopped mid-query, not before
        with pytest.raises(StoreError, match=rf"^{endpoint}: "):  # a clear error, async too
            asyncio.run(dotrag.aretrieve(QUESTIONS[0]))
    finally:
        chroma_server.start()  # the same port and data directory
    for question, expected in want.items():  # the same retriever, neither rebuilt nor reloaded
        assert dotrag_answer(dotrag.retrieve(question)) == expected, question
    assert dotrag_answer(asyncio.run(dotrag.aretrieve(QUESTIONS[3]))) == want[QUESTIONS[3]]
    index.close()


def test_grafine_names_the_server_that_stopped_and_recovers_when_it_is_back(
    chroma_server: ChromaServer, embedder: SentenceTransformerEmbedder, graph: Graph
) -> None:
    ids, texts, links = corpus(graph)
    config = GraFineConfig(batch=3, b_max=12, k=6)
    with ChromaStore(host="127.0.0.1", port=chroma_server.port, prefix="recovery") as store:
        matrix = store.sync("nodes", ids, texts, embedder=embedder)
        served = store.vector_store("nodes", ids, texts, embedder_name=embedder.name, cache_rows=0)
        reference, grafine = (
            GraFine.from_vectors(v, texts, ids=ids, links=links, embedder=embedder, config=config)
            for v in (matrix, served)
        )
        want = {q: grafine_answer(reference.retrieve(q)) for q in QUESTIONS}
        assert grafine_answer(grafine.retrieve(QUESTIONS[0])) == want[QUESTIONS[0]]
        endpoint = re.escape(f"127.0.0.1:{chroma_server.port}")
        chroma_server.stop()
        try:
            with pytest.raises(StoreError, match=rf"^{endpoint}: cannot search"):
                grafine.retrieve(QUESTIONS[1])
        finally:
            chroma_server.start()
        for question, expected in want.items():
            assert grafine_answer(grafine.retrieve(question)) == expected, question
        store.drop("nodes")
