"""The LangChain retrievers: the standard retriever suite, an LCEL chain, the LLM wrapper
driving LLMPolicy, per-call settings, callbacks, and sync/async agreement."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any
from uuid import UUID

import pytest

pytest.importorskip("langchain_core")

from adapter_support import PolicyResponder, load_notes
from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.documents import Document
from langchain_core.embeddings import Embeddings
from langchain_core.language_models import BaseChatModel, FakeListChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.output_parsers import StrOutputParser
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.prompts import ChatPromptTemplate
from langchain_core.runnables import RunnablePassthrough
from langchain_tests.integration_tests import RetrieversIntegrationTests

from graphpaths import DotRAG
from graphpaths.embeddings import SentenceTransformerEmbedder
from graphpaths.errors import ConfigError
from graphpaths.llm import LLMBudget
from langchain_graphpaths import STAGE_EVENT, ChatModelLLM, DotRAGRetriever, GraFineRetriever

QUESTION = "Which actors starred in movies directed by Christopher Nolan?"
#: A question whose search asks the policy to rank trajectories (and to plan and decide).
LLM_QUESTION = "Who directed Inception?"
NOTES_QUESTION = "Who upgraded the ledger's database, and what went wrong during it?"


@pytest.fixture(scope="module")
def dotrag(movie_index_dir: Path) -> DotRAG:
    return DotRAG.from_index(movie_index_dir)


@pytest.fixture(scope="module")
def notes() -> list[Document]:
    return [
        Document(
            id=n["id"], page_content=n["text"], metadata={"title": n["title"], "links": n["links"]}
        )
        for n in load_notes()
    ]


@pytest.fixture(scope="module")
def grafine_retriever(
    notes: list[Document], st_embedder: SentenceTransformerEmbedder
) -> GraFineRetriever:
    return GraFineRetriever.from_documents(notes, embedder=st_embedder)


# -- LangChain's standard retriever tests ---------------------------------------------------
class TestDotRAGRetrieverStandard(RetrieversIntegrationTests):
    @pytest.fixture(autouse=True)
    def _engine(self, dotrag: DotRAG) -> None:
        self.engine = dotrag

    @property
    def retriever_constructor(self) -> type[DotRAGRetriever]:
        return DotRAGRetriever

    @property
    def retriever_constructor_params(self) -> dict[str, Any]:
        return {"dotrag": self.engine}

    @property
    def retriever_query_example(self) -> str:
        return QUESTION


class TestGraFineRetrieverStandard(RetrieversIntegrationTests):
    @pytest.fixture(autouse=True)
    def _engine(self, grafine_retriever: GraFineRetriever) -> None:
        self.engine = grafine_retriever.grafine

    @property
    def retriever_constructor(self) -> type[GraFineRetriever]:
        return GraFineRetriever

    @property
    def retriever_constructor_params(self) -> dict[str, Any]:
        return {"grafine": self.engine}

    @property
    def retriever_query_example(self) -> str:
        return NOTES_QUESTION


# -- documents --------------------------------------------------------------------------------
def test_dotrag_documents_are_rendered_paths_with_json_metadata(movie_index_dir: Path) -> None:
    retriever = DotRAGRetriever.from_index(movie_index_dir, k=5, include_stats=True)
    docs = retriever.invoke(QUESTION)
    assert 1 <= len(docs) <= 5
    result = retriever.dotrag.retrieve(QUESTION)
    assert [d.page_content for d in docs] == [p.render() for p in result.paths[:5]]
    assert any("Christopher Nolan" in d.page_content for d in docs)
    for rank, doc in enumerate(docs):
        meta = json.loads(json.dumps(doc.metadata))  # JSON-ready
        assert meta["rank"] == rank
        assert meta["hops"] == len(meta["hop_details"]) == len(meta["labels"]) >= 1
        assert all(
            {"source_name", "target_name", "source_id", "target_id", "label"} <= set(h)
            for h in meta["hop_details"]
        )
        assert meta["stats"]["llm_calls"] == 0
    scores = [d.metadata["score"] for d in docs]
    assert scores == [p.score for p in result.paths[:5]]


def test_grafine_documents_carry_text_and_metadata(grafine_retriever: GraFineRetriever) -> None:
    docs = grafine_retriever.invoke(NOTES_QUESTION, k=4)
    assert len(docs) == 4
    texts = {n["id"]: n["text"] for n in load_notes()}
    for doc in docs:
        assert doc.page_content == texts[doc.id]
        meta = json.loads(json.dumps(doc.metadata))
        assert meta["id"] == doc.id
        assert "title" in meta
        assert "links" in meta
        assert {"score", "iteration"} <= set(meta)
        assert not {"supported_by", "neighbors", "retrieval"} & set(meta)  # include_stats
    assert {"postgres-upgrade", "jun"} & {d.id for d in docs}


@pytest.mark.parametrize(
    "question", [NOTES_QUESTION, "Who maintains the planner?", "Which database records runs?"]
)
def test_grafine_documents_come_in_the_order_of_their_score(
    grafine_retriever: GraFineRetriever, question: str
) -> None:
    """Sorting by ``metadata["score"]`` changes nothing: the score shown is the one ranked by."""
    docs = grafine_retriever.invoke(question, k=8)
    scores = [doc.metadata["score"] for doc in docs]
    assert scores == sorted(scores, reverse=True)
    result = grafine_retriever.grafine.retrieve(question, 8)
    assert [(d.id, d.metadata["score"]) for d in docs] == [(n.id, n.score) for n in result.nodes]
    filtered = grafine_retriever.invoke(question, k=8, filter={"title": {"$ne": "Team"}})
    kept = [doc.metadata["score"] for doc in filtered]
    assert kept == sorted(kept, reverse=True)


# -- per-call settings ------------------------------------------------------------------------
def test_per_call_settings_reach_the_algorithm(
    movie_index_dir: Path, grafine_retriever: GraFineRetriever
) -> None:
    retriever = DotRAGRetriever.from_index(movie_index_dir)
    tight = retriever.invoke(QUESTION, budget=20, include_stats=True)
    assert tight[0].metadata["stats"]["context_tokens"] <= 20
    shallow = retriever.invoke(QUESTION, max_depth=1, k=50)
    assert all(d.metadata["hops"] == 1 for d in shallow)
    small = grafine_retriever.invoke(NOTES_QUESTION, b_max=12, k=3, include_stats=True)
    assert small[0].metadata["retrieval"]["retrieved"] <= 12
    with pytest.raises(ConfigError, match="budjet"):
        retriever.invoke(QUESTION, budjet=20)
    with pytest.raises(ConfigError, match="max_depth"):
        DotRAGRetriever.from_index(movie_index_dir, max_depth=0)


# -- LCEL chain ---------------------------------------------------------------------------------
class PromptRecorder(BaseCallbackHandler):
    def __init__(self) -> None:
        self.prompts: list[str] = []
        self.events: list[tuple[str, dict[str, Any]]] = []

    def on_chat_model_start(
        self, serialized: Any, messages: list[list[BaseMessage]], **kw: Any
    ) -> None:
        self.prompts.extend(m.text for batch in messages for m in batch)

    def on_custom_event(self, name: str, data: Any, *, run_id: UUID, **kw: Any) -> None:
        self.events.append((name, data))


def format_docs(docs: list[Document]) -> str:
    return "\n".join(doc.page_content for doc in docs)


def test_lcel_chain_end_to_end(movie_index_dir: Path) -> None:
    retriever = DotRAGRetriever.from_index(movie_index_dir, k=4)
    prompt = ChatPromptTemplate.from_template("Paths:\n{context}\n\nQuestion: {question}")
    model = FakeListChatModel(responses=["Leonardo DiCaprio and Christian Bale."])
    chain = (
        {"context": retriever | format_docs, "question": RunnablePassthrough()}
        | prompt
        | model
        | StrOutputParser()
    )
    recorder = PromptRecorder()
    answer = chain.invoke(QUESTION, config={"callbacks": [recorder]})
    assert answer == "Leonardo DiCaprio and Christian Bale."
    [sent] = recorder.prompts
    expected = format_docs(retriever.invoke(QUESTION))
    assert expected
    assert expected in sent
    assert QUESTION in sent
    stages = [data["stage"] for name, data in recorder.events if name == STAGE_EVENT]
    assert "total" in stages
    assert len(stages) >= 3


async def test_stage_events_reach_astream_events(grafine_retriever: GraFineRetriever) -> None:
    events = [
        e
        async for e in grafine_retriever.astream_events(NOTES_QUESTION, version="v2")
        if e["event"] == "on_custom_event"
    ]
    stages = {e["data"]["stage"] for e in events if e["name"] == STAGE_EVENT}
    assert {"embed", "seed", "spx", "gsr", "total"} <= stages


# -- the LLM wrapper driving LLMPolicy ----------------------------------------------------------
class ScriptedChatModel(BaseChatModel):
    """A chat model answering from a function of the last message; reports token usage."""

    respond: Callable[[str], str]

    @property
    def _llm_type(self) -> str:
        return "scripted"

    def _generate(
        self, messages: list[BaseMessage], stop: Any = None, run_manager: Any = None, **kw: Any
    ) -> ChatResult:
        text = self.respond(messages[-1].text)
        message = AIMessage(
            content=text,
            usage_metadata={"input_tokens": 10, "output_tokens": 2, "total_tokens": 12},
        )
        return ChatResult(generations=[ChatGeneration(message=message)])


def test_chat_model_drives_the_llm_policy(movie_index_dir: Path) -> None:
    responder = PolicyResponder()
    retriever = DotRAGRetriever.from_index(
        movie_index_dir, llm=ScriptedChatModel(respond=responder)
    )
    docs = retriever.invoke(LLM_QUESTION, include_stats=True)
    stats = docs[0].metadata["stats"]
    assert responder.valid >= 1
    assert responder.invalid >= 2
    assert stats["llm_calls"] == responder.calls
    assert stats["llm_tokens"] == 12 * responder.calls
    assert stats["llm_invalid_answers"] == responder.invalid
    # Each non-ranking decision: an invalid answer, one retry, invalid again, fallback.
    assert stats["llm_retries"] == stats["fallbacks"] == responder.invalid // 2


def test_invalid_answers_fall_back_to_the_heuristic(movie_index_dir: Path) -> None:
    model = FakeListChatModel(responses=["no idea"])
    with_llm = DotRAGRetriever.from_index(movie_index_dir, llm=model).invoke(
        QUESTION, include_stats=True
    )
    heuristic = DotRAGRetriever.from_index(movie_index_dir).invoke(QUESTION)
    assert [d.page_content for d in with_llm] == [d.page_content for d in heuristic]
    stats = with_llm[0].metadata["stats"]
    assert stats["llm_calls"] == 2 * stats["fallbacks"] > 0


def test_llm_budget_as_a_setting_and_per_call(movie_index_dir: Path) -> None:
    responder = PolicyResponder()
    retriever = DotRAGRetriever.from_index(
        movie_index_dir,
        llm=ScriptedChatModel(respond=responder),
        llm_budget=LLMBudget(calls=1),
        search_kwargs={"include_stats": True},
    )
    stats = retriever.invoke(LLM_QUESTION)[0].metadata["stats"]
    assert (stats["llm_calls"], stats["llm_budget_exhausted"], responder.calls) == (1, "calls", 1)
    assert stats["llm_budget_stops"] == stats["fallbacks"] >= 1
    free = retriever.invoke(LLM_QUESTION, llm_budget=None)[0].metadata["stats"]  # per call
    assert free["llm_calls"] > 1
    assert free["llm_budget_exhausted"] is None
    none = retriever.invoke(LLM_QUESTION, llm_budget=LLMBudget(calls=0))[0].metadata["stats"]
    assert (none["llm_calls"], none["llm_budget_exhausted"]) == (0, "calls")


async def test_llm_budget_per_async_call(movie_index_dir: Path) -> None:
    retriever = DotRAGRetriever.from_index(
        movie_index_dir, llm=ScriptedChatModel(respond=PolicyResponder())
    )
    docs = await retriever.ainvoke(LLM_QUESTION, llm_budget=LLMBudget(calls=2), include_stats=True)
    stats = docs[0].metadata["stats"]
    assert (stats["llm_calls"], stats["llm_budget_exhausted"]) == (2, "calls")


def test_chat_model_llm_turns_client_failures_into_llm_errors() -> None:
    from graphpaths.errors import LLMError

    def fail(prompt: str) -> str:
        raise TimeoutError("no answer in 60 s")

    llm = ChatModelLLM(ScriptedChatModel(respond=fail))
    with pytest.raises(LLMError, match="no answer"):
        llm.complete([{"role": "user", "content": "hi"}])
    with pytest.raises(ConfigError, match="BaseChatModel"):
        ChatModelLLM("gpt-4o")  # type: ignore[arg-type]


# -- sync and async agree --------------------------------------------------------------------------
def _key(docs: list[Document]) -> list[tuple[str, float]]:
    return [(d.page_content, round(float(d.metadata["score"]), 6)) for d in docs]


async def test_sync_and_async_agree(
    movie_index_dir: Path, grafine_retriever: GraFineRetriever
) -> None:
    dotrag = DotRAGRetriever.from_index(movie_index_dir)
    assert _key(await dotrag.ainvoke(QUESTION, k=5)) == _key(dotrag.invoke(QUESTION, k=5))
    responder = PolicyResponder()
    llm = DotRAGRetriever.from_index(movie_index_dir, llm=ScriptedChatModel(respond=responder))
    assert _key(await llm.ainvoke(LLM_QUESTION)) == _key(llm.invoke(LLM_QUESTION))
    assert _key(await grafine_retriever.ainvoke(NOTES_QUESTION)) == _key(
        grafine_retriever.invoke(NOTES_QUESTION)
    )


# -- GraFine over an existing Chroma store, and without links ---------------------------------------
class CountingEmbeddings(Embeddings):
    """The test embedder as a LangChain Embeddings, counting the texts it embeds."""

    def __init__(self, embedder: SentenceTransformerEmbedder) -> None:
        self.embedder = embedder
        self.documents = 0
        self.queries = 0

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        self.documents += len(texts)
        return self.embedder.embed_documents(texts).tolist()  # type: ignore[no-any-return]

    def embed_query(self, text: str) -> list[float]:
        self.queries += 1
        return self.embedder.embed_query(text).tolist()  # type: ignore[no-any-return]


def test_from_vectorstore_reuses_the_stored_vectors(
    tmp_path: Path,
    notes: list[Document],
    st_embedder: SentenceTransformerEmbedder,
    grafine_retriever: GraFineRetriever,
) -> None:
    from langchain_chroma import Chroma

    embeddings = CountingEmbeddings(st_embedder)
    store = Chroma(
        collection_name="kestrel-notes",
        embedding_function=embeddings,
        persist_directory=str(tmp_path / "chroma"),
    )
    store.add_documents(notes)
    assert embeddings.documents == len(notes)
    retriever = GraFineRetriever.from_vectorstore(store, k=5)
    docs = retriever.invoke(NOTES_QUESTION)
    assert embeddings.documents == len(notes)  # nothing embedded again
    assert embeddings.queries == 1  # the query, by the store's embedding function
    expected = grafine_retriever.invoke(NOTES_QUESTION, k=5)
    assert [d.id for d in docs] == [d.id for d in expected]
    assert [d.metadata["score"] for d in docs] == pytest.approx(
        [d.metadata["score"] for d in expected], abs=1e-5
    )
    assert (
        docs[0].metadata["links"] == next(n for n in notes if n.id == docs[0].id).metadata["links"]
    )


def test_without_links_a_knn_graph_is_built(
    notes: list[Document], st_embedder: SentenceTransformerEmbedder
) -> None:
    unlinked = [Document(page_content=d.page_content, metadata={"id": d.id}) for d in notes]
    retriever = GraFineRetriever.from_documents(unlinked, embedder=st_embedder, k=3)
    assert retriever.grafine.graph.num_edges > 0
    docs = retriever.invoke(NOTES_QUESTION)
    assert len(docs) == 3
    assert all(d.id in {n.id for n in notes} for d in docs)
    with pytest.raises(ConfigError, match="links"):
        GraFineRetriever.from_documents(
            [Document(page_content="a", id="a", metadata={"links": 3})], embedder=st_embedder
        )


# -- filters --------------------------------------------------------------------------------
def test_filters_from_search_kwargs_and_per_call() -> None:
    import numpy as np
    from test_dotrag_filters import dotrag as tagged_dotrag
    from test_dotrag_filters import excluded_names, kept_by_reference, question, random_graph

    rng = np.random.default_rng(8)
    graph = random_graph(rng)
    engine = tagged_dotrag(graph)
    acme = {"tenant": "acme"}
    retriever = DotRAGRetriever(dotrag=engine, k=5, search_kwargs={"filter": acme})
    hidden = excluded_names(graph, kept_by_reference(graph, acme)[0])
    for _ in range(4):
        q = question(rng, graph)
        docs = retriever.invoke(q)
        expected = [p.render() for p in engine.retrieve(q, filter=acme).paths[:5]]
        assert [d.page_content for d in docs] == expected
        shown = json.dumps([d.metadata for d in docs]).replace(json.dumps(q)[1:-1], "")
        assert not [n for n in hidden if n in shown]
        # A per-call filter only narrows the configured one (issue 26): another tenant's
        # sees nothing, None and {} see acme's.
        other = {"tenant": {"$in": ["globex", "initech"]}}
        assert retriever.invoke(q, filter=other) == []
        for none in (None, {}):
            assert [d.page_content for d in retriever.invoke(q, filter=none)] == expected
        narrower = {"tenant": {"$in": ["acme", "globex"]}}
        assert [d.page_content for d in retriever.invoke(q, filter=narrower)] == expected


def test_a_bad_filter_in_search_kwargs_fails_at_construction(dotrag: DotRAG) -> None:
    from pydantic import ValidationError

    from graphpaths.errors import FilterError

    with pytest.raises((FilterError, ValidationError), match=r"year.*\$gtt"):
        DotRAGRetriever(dotrag=dotrag, search_kwargs={"filter": {"year": {"$gtt": 1}}})


def test_both_packages_open_a_corpus_index(
    tmp_path: Path, st_embedder: SentenceTransformerEmbedder
) -> None:
    """``GraFineRetriever.from_index`` has one name in both packages, and both rank alike."""
    from graphpaths import build_corpus_index
    from llama_index_graphpaths import GraFineRetriever as LlamaIndexGraFine

    raw = load_notes()
    build_corpus_index(
        [n["text"] for n in raw],
        tmp_path / "notes",
        ids=[n["id"] for n in raw],
        links=[(n["id"], target) for n in raw for target in n["links"]],
        embedder=st_embedder,
    )
    docs = GraFineRetriever.from_index(tmp_path / "notes", k=3).invoke(NOTES_QUESTION)
    hits = LlamaIndexGraFine.from_index(tmp_path / "notes", k=3).retrieve(NOTES_QUESTION)
    assert [(d.id, d.metadata["score"]) for d in docs] == [(h.node.node_id, h.score) for h in hits]
    assert len(docs) == 3
