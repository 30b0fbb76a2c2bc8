"""The LlamaIndex retrievers: nodes and metadata, a query engine end to end, the LLM wrapper
driving LLMPolicy, GraFine over a node set's relationships, instrumentation events, and
sync/async agreement."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytest.importorskip("llama_index.core")

from adapter_support import PolicyResponder, load_notes
from fakes import FakeEmbedder
from llama_index.core.llms import MockLLM
from llama_index.core.query_engine import RetrieverQueryEngine
from llama_index.core.schema import NodeRelationship, NodeWithScore, RelatedNodeInfo, TextNode
from llama_index_support import ScriptedLLM, recorded_events

from graphpaths.embeddings import SentenceTransformerEmbedder
from graphpaths.errors import ConfigError, LLMError
from graphpaths.llm import LLMBudget
from llama_index_graphpaths import (
    DotRAGRetriever,
    GraFineRetriever,
    GraphpathsStageEvent,
    LlamaIndexLLM,
)
from llama_index_graphpaths.grafine import node_links

QUESTION = "Which actors starred in movies directed by Christopher Nolan?"
LLM_QUESTION = "Who directed Inception?"
NOTES_QUESTION = "Who upgraded the ledger's database, and what went wrong during it?"


@pytest.fixture(scope="module")
def notes() -> list[TextNode]:
    """The notes as nodes; a note's links become CHILD relationships (PARENT back)."""
    raw = load_notes()
    nodes = {
        n["id"]: TextNode(id_=n["id"], text=n["text"], metadata={"title": n["title"]}) for n in raw
    }
    for n in raw:
        nodes[n["id"]].relationships[NodeRelationship.CHILD] = [
            RelatedNodeInfo(node_id=target) for target in n["links"]
        ]
    return list(nodes.values())


@pytest.fixture(scope="module")
def grafine(notes: list[TextNode], st_embedder: SentenceTransformerEmbedder) -> GraFineRetriever:
    return GraFineRetriever.from_nodes(notes, embedder=st_embedder, k=4)


# -- nodes --------------------------------------------------------------------------------------
def test_dotrag_nodes_are_rendered_paths_with_json_metadata(movie_index_dir: Path) -> None:
    retriever = DotRAGRetriever.from_index(movie_index_dir, k=5, include_stats=True)
    hits = retriever.retrieve(QUESTION)
    result = retriever.dotrag.retrieve(QUESTION)
    assert [h.node.get_content() for h in hits] == [p.render() for p in result.paths[:5]]
    assert [h.score for h in hits] == [p.score for p in result.paths[:5]]
    for rank, hit in enumerate(hits):
        meta = json.loads(json.dumps(hit.node.metadata))
        assert meta["rank"] == rank
        assert meta["hops"] == len(meta["hop_details"]) >= 1
        assert meta["stats"]["llm_calls"] == 0
        assert "stats" not in hit.node.get_content(metadata_mode="llm")  # kept out of prompts
    assert len({h.node.node_id for h in hits}) == len(hits)


def test_grafine_from_nodes_links_the_relationships(
    notes: list[TextNode], grafine: GraFineRetriever
) -> None:
    links = node_links(notes)
    assert ("overview", "architecture") in links
    assert len(links) == sum(len(n["links"]) for n in load_notes())
    texts = {n.node_id: n.text for n in notes}
    hits = grafine.retrieve(NOTES_QUESTION)
    assert len(hits) == 4
    for hit in hits:
        assert hit.node.get_content() == texts[hit.node.node_id]
        assert hit.node.metadata["title"]
        assert hit.score == hit.node.metadata["score"]
        json.dumps(hit.node.metadata)
    assert {"postgres-upgrade", "jun"} & {h.node.node_id for h in hits}


@pytest.mark.parametrize(
    "question", [NOTES_QUESTION, "Who maintains the planner?", "Which database records runs?"]
)
def test_grafine_nodes_come_in_the_order_of_their_score(
    grafine: GraFineRetriever, question: str
) -> None:
    """``NodeWithScore.score`` is the score the nodes are ranked by, best first."""
    hits = grafine.retrieve(question)
    scores = [hit.score for hit in hits]
    assert scores == sorted(scores, reverse=True)
    result = grafine.grafine.retrieve(question, grafine.k)
    assert [(h.node.node_id, h.score) for h in hits] == [(n.id, n.score) for n in result.nodes]
    assert [h.node.metadata["score"] for h in hits] == scores


def test_node_links_keep_only_members_and_every_kind() -> None:
    a = TextNode(id_="a", text="first")
    b = TextNode(id_="b", text="second")
    a.relationships[NodeRelationship.NEXT] = RelatedNodeInfo(node_id="b")
    b.relationships[NodeRelationship.PREVIOUS] = RelatedNodeInfo(node_id="a")
    b.relationships[NodeRelationship.SOURCE] = RelatedNodeInfo(node_id="the-document")
    b.relationships[NodeRelationship.PARENT] = RelatedNodeInfo(node_id="a")
    assert node_links([a, b]) == [("a", "b"), ("b", "a"), ("b", "a")]


def test_from_nodes_reuses_stored_embeddings(notes: list[TextNode]) -> None:
    fake = FakeEmbedder(dimension=16)
    embedded = [
        TextNode(id_=n.node_id, text=n.text, embedding=fake.vector(n.text).tolist()) for n in notes
    ]
    retriever = GraFineRetriever.from_nodes(embedded, embedder=fake, k=3)
    assert fake.embedded == []  # the nodes' vectors were used
    assert len(retriever.retrieve(NOTES_QUESTION)) == 3
    GraFineRetriever.from_defaults([n.text for n in notes], embedder=fake)
    assert len(fake.embedded) == len(notes)


# -- a query engine end to end ---------------------------------------------------------------
def test_retriever_query_engine_end_to_end(movie_index_dir: Path) -> None:
    retriever = DotRAGRetriever.from_index(movie_index_dir, k=4)
    engine = RetrieverQueryEngine.from_args(retriever, llm=MockLLM())
    response = engine.query(QUESTION)
    paths = [h.node.get_content() for h in retriever.retrieve(QUESTION)]
    assert [s.node.get_content() for s in response.source_nodes] == paths
    for path in paths:  # MockLLM echoes its prompt: the paths reached the LLM
        assert path in str(response)
    assert '"stats"' not in str(response)


# -- the LLM wrapper driving LLMPolicy -----------------------------------------------------------


def test_llm_drives_the_llm_policy(movie_index_dir: Path) -> None:
    responder = PolicyResponder()
    retriever = DotRAGRetriever.from_index(
        movie_index_dir, llm=ScriptedLLM(respond=responder), include_stats=True
    )
    hits = retriever.retrieve(LLM_QUESTION)
    stats = hits[0].node.metadata["stats"]
    assert responder.valid >= 1
    assert responder.invalid >= 2
    assert stats["llm_calls"] == responder.calls
    assert stats["llm_invalid_answers"] == responder.invalid
    assert stats["llm_retries"] == stats["fallbacks"] == responder.invalid // 2


def test_invalid_answers_fall_back_to_the_heuristic(movie_index_dir: Path) -> None:
    with_llm = DotRAGRetriever.from_index(
        movie_index_dir, llm=ScriptedLLM(respond=lambda p: "no idea"), include_stats=True
    )
    heuristic = DotRAGRetriever.from_index(movie_index_dir)
    hits = with_llm.retrieve(LLM_QUESTION)
    assert [h.node.text for h in hits] == [h.node.text for h in heuristic.retrieve(LLM_QUESTION)]
    stats = hits[0].node.metadata["stats"]
    assert stats["llm_calls"] == 2 * stats["fallbacks"] > 0


def test_llm_budget_as_a_setting(movie_index_dir: Path) -> None:
    responder = PolicyResponder()
    retriever = DotRAGRetriever.from_index(
        movie_index_dir,
        llm=ScriptedLLM(respond=responder),
        llm_budget=LLMBudget(calls=1),
        include_stats=True,
    )
    stats = retriever.retrieve(LLM_QUESTION)[0].node.metadata["stats"]
    assert (stats["llm_calls"], stats["llm_budget_exhausted"], responder.calls) == (1, "calls", 1)
    assert stats["llm_budget_stops"] == stats["fallbacks"] >= 1


def test_llama_index_llm_turns_client_failures_into_llm_errors() -> None:
    def fail(prompt: str) -> str:
        raise ConnectionRefusedError("connection refused")

    with pytest.raises(LLMError, match="refused"):
        LlamaIndexLLM(ScriptedLLM(respond=fail)).complete([{"role": "user", "content": "hi"}])
    with pytest.raises(ConfigError, match="LlamaIndex LLM"):
        LlamaIndexLLM("gpt-4o")  # type: ignore[arg-type]


# -- instrumentation -------------------------------------------------------------------------------
def test_stage_events_reach_the_dispatcher(grafine: GraFineRetriever) -> None:
    with recorded_events() as events:
        grafine.retrieve(NOTES_QUESTION)
    stages = [e for e in events if isinstance(e, GraphpathsStageEvent)]
    assert {e.stage for e in stages} >= {"embed", "seed", "spx", "gsr", "total"}
    assert all(e.retriever == "GraFineRetriever" and e.span_id for e in stages)


# -- sync and async agree ------------------------------------------------------------------------
def _key(hits: list[NodeWithScore]) -> list[tuple[str, str, float]]:
    return [(h.node.node_id, h.node.get_content(), round(h.score or 0.0, 6)) for h in hits]


async def test_sync_and_async_agree(movie_index_dir: Path, grafine: GraFineRetriever) -> None:
    dotrag = DotRAGRetriever.from_index(movie_index_dir, k=5)
    assert _key(await dotrag.aretrieve(QUESTION)) == _key(dotrag.retrieve(QUESTION))
    llm = DotRAGRetriever.from_index(movie_index_dir, llm=ScriptedLLM(respond=PolicyResponder()))
    assert _key(await llm.aretrieve(LLM_QUESTION)) == _key(llm.retrieve(LLM_QUESTION))
    assert _key(await grafine.aretrieve(NOTES_QUESTION)) == _key(grafine.retrieve(NOTES_QUESTION))


def test_settings_are_checked(movie_index_dir: Path) -> None:
    with pytest.raises(ConfigError, match="budjet"):
        DotRAGRetriever.from_index(movie_index_dir, budjet=10)
    with pytest.raises(ConfigError, match="k"):
        DotRAGRetriever.from_index(movie_index_dir, k=0)
    tight = DotRAGRetriever.from_index(movie_index_dir, budget=20, include_stats=True)
    tight = tight.retrieve(QUESTION)
    assert tight[0].node.metadata["stats"]["context_tokens"] <= 20


def test_from_vector_store_reuses_a_chroma_store(
    notes: list[TextNode], st_embedder: SentenceTransformerEmbedder
) -> None:
    chroma = pytest.importorskip("llama_index.vector_stores.chroma")
    import chromadb

    client = chromadb.EphemeralClient()
    store = chroma.ChromaVectorStore(chroma_collection=client.create_collection("kestrel-notes"))
    vectors = st_embedder.embed_documents([n.text for n in notes])
    stored = [n.model_copy() for n in notes]
    for node, vector in zip(stored, vectors, strict=True):
        node.embedding = vector.tolist()
    store.add(stored)
    counting = FakeEmbedder(name=st_embedder.name)
    counting.embed_query = st_embedder.embed_query  # type: ignore[method-assign]
    from_store = GraFineRetriever.from_vector_store(store, embedder=counting, k=4)
    assert counting.embedded == []  # the store's vectors were used
    direct = GraFineRetriever.from_nodes(notes, embedder=st_embedder, k=4)
    assert from_store.grafine.graph.num_edges == direct.grafine.graph.num_edges > 0
    hits = from_store.retrieve(NOTES_QUESTION)
    expected = direct.retrieve(NOTES_QUESTION)
    assert [h.node.node_id for h in hits] == [h.node.node_id for h in expected]
    assert [h.score for h in hits] == pytest.approx([h.score for h in expected], abs=1e-5)
    assert hits[0].node.metadata["title"]


# -- filters --------------------------------------------------------------------------------
def test_metadata_filters_restrict_dotrag_and_grafine() -> None:
    import numpy as np
    from llama_index.core.vector_stores.types import (
        FilterOperator,
        MetadataFilter,
        MetadataFilters,
    )
    from test_dotrag_filters import dotrag as tagged_dotrag
    from test_dotrag_filters import excluded_names, kept_by_reference, question, random_graph

    from graphpaths import GraFine

    rng = np.random.default_rng(12)
    graph = random_graph(rng)
    engine = tagged_dotrag(graph)
    filters = MetadataFilters(
        filters=[MetadataFilter(key="tenant", value=["acme", "globex"], operator=FilterOperator.IN)]
    )
    spec = {"tenant": {"$in": ["acme", "globex"]}}
    retriever = DotRAGRetriever(engine, k=5, filters=filters)
    hidden = excluded_names(graph, kept_by_reference(graph, spec)[0])
    for _ in range(4):
        q = question(rng, graph)
        hits = retriever.retrieve(q)
        assert [h.node.get_content() for h in hits] == [
            p.render() for p in engine.retrieve(q, filter=spec).paths[:5]
        ]
        assert not [n for n in hidden if any(n in h.node.get_content() for h in hits)]
    assert DotRAGRetriever(engine, filters=spec).filter == retriever.filter

    texts = [f"note {i} on topic {i % 4}" for i in range(24)]
    grafine = GraFine.from_texts(
        texts,
        ids=[f"n{i}" for i in range(24)],
        metadatas=[{"team": "red" if i % 3 else "blue", "year": 2000 + i} for i in range(24)],
        embedder=FakeEmbedder(),
    )
    recent_red = MetadataFilters(
        filters=[
            MetadataFilter(key="team", value="red"),
            MetadataFilter(key="year", value=2010, operator=FilterOperator.GTE),
        ]
    )
    docs = GraFineRetriever(grafine, k=6, filters=recent_red)
    hits = docs.retrieve("topic 2")
    assert hits
    for hit in hits:
        i = int(hit.node.node_id.removeprefix("n"))
        assert i % 3
        assert 2000 + i >= 2010


def test_unsupported_metadata_filters_are_refused_at_construction(movie_index_dir: Path) -> None:
    from llama_index.core.vector_stores.types import (
        FilterOperator,
        MetadataFilter,
        MetadataFilters,
    )

    from graphpaths import DotRAG
    from graphpaths.errors import FilterError

    engine = DotRAG.from_index(movie_index_dir)
    bad = MetadataFilters(
        filters=[MetadataFilter(key="tags", value="x", operator=FilterOperator.CONTAINS)]
    )
    with pytest.raises(FilterError, match="filters"):
        DotRAGRetriever(engine, filters=bad)
