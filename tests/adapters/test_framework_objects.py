"""What the LangChain Documents and LlamaIndex nodes carry (issue 42, part 3): small
metadata by default and the full figures on request, a not-found signal, score and
confidence thresholds, the choice of text (path, sentence, whole context), entity
descriptions within the budget; and the core result as a networkx graph, drawn."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any
from uuid import UUID

import pytest

pytest.importorskip("langchain_core")
pytest.importorskip("llama_index.core")

from fakes import FakeEmbedder
from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.documents import Document
from llama_index_support import recorded_events

from graphpaths import DotRAG
from graphpaths.embeddings import SentenceTransformerEmbedder
from graphpaths.errors import ConfigError, InputError, MissingDependencyError
from langchain_graphpaths import NOT_FOUND_EVENT
from langchain_graphpaths import DotRAGRetriever as LangChainDotRAG
from langchain_graphpaths import GraFineRetriever as LangChainGraFine
from llama_index_graphpaths import DotRAGRetriever as LlamaDotRAG
from llama_index_graphpaths import GraFineRetriever as LlamaGraFine
from llama_index_graphpaths import GraphpathsNotFoundEvent

TRIPLES = """head,relation,tail
nadia,born_in,bergen
nadia,works_for,fjord
bergen,located_in,norway
fjord,headquartered_in,bergen
ola,works_for,fjord
ola,born_in,oslo
oslo,located_in,norway
"""
ENTITIES = """id,name,types,description
nadia,Nadia Berg,person,A marine engineer who designs ferries
ola,Ola Dahl,person,
bergen,Bergen,city,A port city on the west coast
oslo,Oslo,city,
norway,Norway,country,
fjord,Fjord Lines,company,A ferry company
"""
#: Three paths of different scores (a 3-hop reading first).
CHAIN = "Nadia Berg works for a company headquartered in which country?"
BORN = "Where was Nadia Berg born?"
#: Names Bergen, asks what the graph does not hold (with ``abstain=True``).
LACKS = "What is the population of Bergen?"
#: The metadata of one Document, as JSON, by default (issue 42).
METADATA_BYTES = 600


@pytest.fixture(scope="module")
def dotrag(
    tmp_path_factory: pytest.TempPathFactory, st_embedder: SentenceTransformerEmbedder
) -> DotRAG:
    folder = tmp_path_factory.mktemp("framework-objects")
    (folder / "triples.csv").write_text(TRIPLES, encoding="utf-8")
    (folder / "entities.csv").write_text(ENTITIES, encoding="utf-8")
    return DotRAG.from_triples(
        folder / "triples.csv",
        entities=folder / "entities.csv",
        index_dir=folder / "index",
        embedder=st_embedder,
    )


def above_best(dotrag: DotRAG) -> float:
    """A threshold above the score and confidence of every path CHAIN finds (below 1)."""
    found = dotrag.retrieve(CHAIN).paths
    best = max(max(p.score, p.confidence or 0.0) for p in found)
    return round(best + (1.0 - best) / 2, 6)


def size(metadata: dict[str, Any]) -> int:
    return len(json.dumps(metadata).encode("utf-8"))


class CustomEvents(BaseCallbackHandler):
    def __init__(self) -> None:
        self.events: list[tuple[str, Any]] = []

    def on_custom_event(self, name: str, data: Any, *, run_id: UUID, **kw: Any) -> None:
        self.events.append((name, data))


# -- small metadata, full figures on request ----------------------------------------------------
def test_documents_carry_small_metadata_by_default(dotrag: DotRAG) -> None:
    docs = LangChainDotRAG(dotrag=dotrag, k=10).invoke(CHAIN)
    assert len(docs) == 3
    for doc in docs:
        assert size(doc.metadata) <= METADATA_BYTES, doc.metadata
        assert {"path", "score", "confidence", "anchor", "hops", "labels"} <= set(doc.metadata)
        assert "stats" not in doc.metadata
    first = docs[0].metadata
    assert (first["anchor"], first["hops"]) == ("Nadia Berg", 3)
    assert first["labels"] == ["works_for", "headquartered_in", "located_in"]
    assert first["path"] == docs[0].page_content


def test_nodes_carry_small_metadata_by_default(dotrag: DotRAG) -> None:
    hits = LlamaDotRAG(dotrag, k=10).retrieve(CHAIN)
    assert len(hits) == 3
    assert all(size(hit.node.metadata) <= METADATA_BYTES for hit in hits)
    assert [h.node.metadata["score"] for h in hits] == [h.score for h in hits]


def test_include_stats_adds_the_full_figures(dotrag: DotRAG) -> None:
    docs = LangChainDotRAG(dotrag=dotrag, k=3, search_kwargs={"include_stats": True}).invoke(CHAIN)
    hits = LlamaDotRAG(dotrag, k=3, include_stats=True).retrieve(CHAIN)
    for metadata in [d.metadata for d in docs] + [h.node.metadata for h in hits]:
        assert metadata["stats"]["paths"] == 3
        assert metadata["query"] == CHAIN
        assert len(metadata["hop_details"]) == metadata["hops"]
        assert size(metadata) > METADATA_BYTES
    per_call = LangChainDotRAG(dotrag=dotrag).invoke(CHAIN, include_stats=True)
    assert "stats" in per_call[0].metadata


def test_grafine_metadata_is_small_by_default_and_full_on_request() -> None:
    texts = [f"Note {i} about the planner and its task graphs." for i in range(8)]
    docs = [
        Document(id=str(i), page_content=t, metadata={"links": [str((i + 1) % 8)]})
        for i, t in enumerate(texts)
    ]
    retriever = LangChainGraFine.from_documents(docs, embedder=FakeEmbedder(), k=4, batch=2)
    small = retriever.invoke("planner")
    assert all(set(d.metadata) == {"links", "id", "score", "iteration"} for d in small)
    full = retriever.invoke("planner", include_stats=True)
    assert all({"supported_by", "neighbors", "retrieval"} <= set(d.metadata) for d in full)
    nodes = LlamaGraFine.from_defaults(texts, embedder=FakeEmbedder(), k=4).retrieve("planner")
    assert all(set(n.node.metadata) == {"id", "score", "iteration"} for n in nodes)
    with pytest.raises(ConfigError, match="content"):
        retriever.invoke("planner", content="sentence")


# -- thresholds ------------------------------------------------------------------------------
def test_score_threshold_in_search_kwargs_and_per_call(dotrag: DotRAG) -> None:
    scores = [p.score for p in dotrag.retrieve(CHAIN).paths]
    assert len(scores) == 3
    assert scores[0] > 0.5 > scores[1]
    retriever = LangChainDotRAG(dotrag=dotrag, search_kwargs={"score_threshold": 0.5})
    assert [d.metadata["score"] for d in retriever.invoke(CHAIN)] == scores[:1]
    assert len(retriever.invoke(CHAIN, score_threshold=0.0)) == 3  # the call's wins
    assert len(LangChainDotRAG(dotrag=dotrag).invoke(CHAIN, min_confidence=0.5)) == 1


def test_score_threshold_in_the_llama_index_constructor(dotrag: DotRAG) -> None:
    assert len(LlamaDotRAG(dotrag, score_threshold=0.5).retrieve(CHAIN)) == 1
    assert len(LlamaDotRAG(dotrag, min_confidence=0.5).retrieve(CHAIN)) == 1
    assert len(LlamaDotRAG(dotrag).retrieve(CHAIN)) == 3
    with pytest.raises(ConfigError, match="score_treshold"):
        LlamaDotRAG(dotrag, score_treshold=0.5)


def test_the_context_holds_only_the_paths_kept(dotrag: DotRAG) -> None:
    kept = dotrag.retrieve(CHAIN, score_threshold=0.5)
    assert len(kept.paths) == 1
    assert kept.stats.paths == 1
    assert len(kept.context.relations) == 3  # the 3 hops of the one path kept
    assert dotrag.retrieve(CHAIN, min_confidence=above_best(dotrag)).not_found is not None


def test_grafine_score_threshold_in_both_frameworks() -> None:
    texts = [f"Note {i} about the planner." for i in range(6)]
    embedder = FakeEmbedder()
    lc = LangChainGraFine.from_documents(
        [Document(id=str(i), page_content=t) for i, t in enumerate(texts)], embedder=embedder
    )
    scores = [d.metadata["score"] for d in lc.invoke("planner")]
    middle = sorted(scores)[len(scores) // 2]
    kept = lc.invoke("planner", score_threshold=middle)
    assert 0 < len(kept) < len(scores)
    assert all(d.metadata["score"] >= middle for d in kept)
    li = LlamaGraFine.from_defaults(texts, embedder=embedder, score_threshold=middle)
    assert [n.node.node_id for n in li.retrieve("planner")] == [d.id for d in kept]
    events = CustomEvents()
    above = max(scores) + 1.0
    assert lc.invoke("planner", score_threshold=above, config={"callbacks": [events]}) == []
    [(_, data)] = [(n, d) for n, d in events.events if n == NOT_FOUND_EVENT]
    assert data["reason"] == f"no document reaches score_threshold {above:g}"
    [flagged] = lc.invoke("planner", score_threshold=above, not_found_document=True)
    assert flagged.metadata["not_found"] is True


# -- not found ---------------------------------------------------------------------------------
def test_langchain_not_found_is_an_empty_list_and_an_event(dotrag: DotRAG) -> None:
    retriever = LangChainDotRAG(dotrag=dotrag, search_kwargs={"abstain": True})
    events = CustomEvents()
    assert retriever.invoke(LACKS, config={"callbacks": [events]}) == []
    [(_, data)] = [(n, d) for n, d in events.events if n == NOT_FOUND_EVENT]
    assert data["reason"] == dotrag.retrieve(LACKS, abstain=True).not_found.reason  # type: ignore[union-attr]
    assert data["query"] == LACKS
    found = CustomEvents()
    assert retriever.invoke(BORN, config={"callbacks": [found]})
    assert not [n for n, _ in found.events if n == NOT_FOUND_EVENT]


async def test_not_found_reaches_astream_events(dotrag: DotRAG) -> None:
    retriever = LangChainDotRAG(dotrag=dotrag)
    above = above_best(dotrag)
    reasons = [
        e["data"]["reason"]
        async for e in retriever.astream_events(CHAIN, version="v2", score_threshold=above)
        if e["event"] == "on_custom_event" and e["name"] == NOT_FOUND_EVENT
    ]
    expected = dotrag.retrieve(CHAIN, score_threshold=above).not_found
    assert expected is not None
    # the best score is the best reading's probability: the reader's weights set it
    assert reasons == [expected.reason]
    assert expected.reason.startswith(f"no path reaches score_threshold {above:g} (best score 0.")


def test_a_not_found_document_behind_a_flag(dotrag: DotRAG) -> None:
    retriever = LangChainDotRAG(
        dotrag=dotrag, search_kwargs={"abstain": True, "not_found_document": True}
    )
    [doc] = retriever.invoke(LACKS)
    assert doc.metadata["not_found"] is True
    assert doc.page_content == f"Not found: {doc.metadata['reason']}"
    assert doc.metadata["anchor"] == "Bergen"
    assert "not_found" not in retriever.invoke(BORN)[0].metadata


def test_llama_index_not_found_is_an_event_and_a_flagged_node(dotrag: DotRAG) -> None:
    with recorded_events() as events:
        assert LlamaDotRAG(dotrag, abstain=True).retrieve(LACKS) == []
        [hit] = LlamaDotRAG(
            dotrag, score_threshold=above_best(dotrag), not_found_node=True
        ).retrieve(CHAIN)
    found = [e for e in events if isinstance(e, GraphpathsNotFoundEvent)]
    assert [(e.query, e.retriever) for e in found] == [
        (LACKS, "DotRAGRetriever"),
        (CHAIN, "DotRAGRetriever"),
    ]
    assert hit.score == 0.0
    assert hit.node.metadata["not_found"] is True
    assert hit.node.metadata["reason"] == found[1].reason
    assert "score_threshold" in hit.node.get_content()


# -- the text: path, sentence, whole context ----------------------------------------------------
def test_page_content_is_the_path_a_sentence_or_the_context(dotrag: DotRAG) -> None:
    retriever = LangChainDotRAG(dotrag=dotrag)
    [path] = retriever.invoke(BORN)
    assert path.page_content == "Nadia Berg —born_in→ Bergen"
    [sentence] = retriever.invoke(BORN, content="sentence")
    assert sentence.page_content == "Nadia Berg born in Bergen."
    chain = retriever.invoke(CHAIN, content="sentence", k=1)[0].page_content
    assert chain == (
        "Nadia Berg works for Fjord Lines; Fjord Lines headquartered in Bergen; "
        "Bergen located in Norway."
    )
    [context] = retriever.invoke(CHAIN, content="context")
    assert context.page_content == dotrag.retrieve(CHAIN).context.text
    assert context.metadata["paths"] == 3
    [node] = LlamaDotRAG(dotrag, content="sentence").retrieve(BORN)
    assert node.node.get_content() == "Nadia Berg born in Bergen."
    with pytest.raises(ConfigError, match="content"):
        retriever.invoke(BORN, content="paragraph")


# -- entity descriptions -----------------------------------------------------------------------
def test_descriptions_reach_the_context_within_the_budget(dotrag: DotRAG) -> None:
    plain = dotrag.retrieve(BORN).context.text
    assert "marine engineer" not in plain
    described = dotrag.retrieve(BORN, include_descriptions=True).context
    assert described.text.splitlines() == [
        "Nadia Berg born in Bergen",
        "Nadia Berg (person): A marine engineer who designs ferries",
        "Bergen (city): A port city on the west coast",
    ]
    # A budget with room for the relation and one description: the first fits, the other not.
    tight = dotrag.retrieve(BORN, include_descriptions=True, budget=described.tokens - 5).context
    assert tight.text.splitlines() == described.text.splitlines()[:2]
    assert tight.tokens <= tight.budget


def test_descriptions_in_documents_and_nodes_when_asked(dotrag: DotRAG) -> None:
    [doc] = LangChainDotRAG(dotrag=dotrag).invoke(BORN, include_descriptions=True)
    assert doc.page_content.splitlines()[1:] == [
        "Nadia Berg (person): A marine engineer who designs ferries",
        "Bergen (city): A port city on the west coast",
    ]
    [context] = LlamaDotRAG(dotrag, include_descriptions=True, content="context").retrieve(BORN)
    assert "A port city" in context.node.get_content()
    [bare] = LangChainDotRAG(dotrag=dotrag).invoke(BORN)
    assert "\n" not in bare.page_content


# -- the result as a graph, drawn ----------------------------------------------------------------
def test_to_networkx_holds_the_paths(dotrag: DotRAG) -> None:
    pytest.importorskip("networkx")
    picture = dotrag.retrieve(CHAIN).to_networkx()
    assert set(picture) == {"nadia", "fjord", "bergen", "norway"}
    assert picture.nodes["nadia"]["layer"] == 0
    assert picture.nodes["norway"]["layer"] == 3
    assert picture.nodes["fjord"]["type"] == "company"
    assert picture.nodes["nadia"]["name"] == "Nadia Berg"
    assert picture.edges["fjord", "bergen"]["label"] == "headquartered_in"
    assert picture.graph["query"] == CHAIN
    backwards = dotrag.retrieve("Who works for Fjord Lines?").to_networkx(k=1)
    # drawn as the triple is stored (person -> company), though the path walked it back
    assert list(backwards.edges) in ([("nadia", "fjord")], [("ola", "fjord")])


def test_draw_makes_a_figure(dotrag: DotRAG, tmp_path: Path) -> None:
    matplotlib = pytest.importorskip("matplotlib")
    pytest.importorskip("networkx")
    matplotlib.use("Agg")
    from graphpaths.drawing import draw

    figure = draw(dotrag.retrieve(CHAIN).to_networkx(), title=CHAIN, headings={0: "anchor"})
    texts = {t.get_text() for t in figure.axes[0].texts}
    assert {"Nadia Berg", "Norway", "anchor", "works_for"} <= texts
    figure.savefig(tmp_path / "paths.png")
    assert (tmp_path / "paths.png").stat().st_size > 0
    with pytest.raises(InputError, match="no nodes"):
        draw(dotrag.retrieve(CHAIN, score_threshold=above_best(dotrag)).to_networkx())


def test_draw_without_matplotlib_says_what_to_install(
    dotrag: DotRAG, monkeypatch: pytest.MonkeyPatch
) -> None:
    pytest.importorskip("networkx")
    from graphpaths.drawing import draw

    picture = dotrag.retrieve(BORN).to_networkx()
    monkeypatch.setitem(sys.modules, "matplotlib.pyplot", None)
    with pytest.raises(MissingDependencyError, match=r"graphpaths\[notebooks\]"):
        draw(picture)
