"""The LangChain and LlamaIndex retrievers return no documents when DotRAG (``abstain=True``)
says the graph does not hold what a question asks (``DotRAGResult.not_found``), and documents otherwise."""

from __future__ import annotations

import pytest
from small_graphs import SmallDotRAG

from graphpaths import DotRAG, DotRAGConfig

ROWS = [
    ("Nadia Berg", "born_in", "Bergen"),
    ("Nadia Berg", "works_for", "Fjord Lines"),
    ("Bergen", "located_in", "Norway"),
]
TYPES = {
    "Nadia Berg": "person",
    "Bergen": "city",
    "Norway": "country",
    "Fjord Lines": "company",
}
LACKS = "What is the population of Bergen?"
HOLDS = "Where was Nadia Berg born?"


@pytest.fixture(scope="module")
def dotrag(small_dotrag: SmallDotRAG) -> DotRAG:
    config = DotRAGConfig(abstain=True)
    return small_dotrag("adapters-not-found", ROWS, TYPES, typed=True, config=config)


def test_the_core_result_says_not_found(dotrag: DotRAG) -> None:
    assert dotrag.retrieve(LACKS).not_found is not None
    assert dotrag.retrieve(HOLDS).not_found is None


def test_langchain_returns_no_documents_when_not_found(dotrag: DotRAG) -> None:
    from langchain_graphpaths import DotRAGRetriever

    retriever = DotRAGRetriever(dotrag=dotrag, k=5)
    assert retriever.invoke(LACKS) == []
    assert "Bergen" in " ".join(d.page_content for d in retriever.invoke(HOLDS))


def test_llama_index_returns_no_nodes_when_not_found(dotrag: DotRAG) -> None:
    from llama_index_graphpaths import DotRAGRetriever

    retriever = DotRAGRetriever(dotrag, k=5)
    assert retriever.retrieve(LACKS) == []
    assert "Bergen" in " ".join(n.node.get_content() for n in retriever.retrieve(HOLDS))
