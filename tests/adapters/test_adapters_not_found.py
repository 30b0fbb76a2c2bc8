"""The LangChain and LlamaIndex retrievers return no documents when DotRAG (``abstain=True``)
says the graph does not hold what a question asks (``DotRAGResult.not_found``), and documents otherwise."""

from __future__ import annotations

import os

import pytest
from small_graphs import build_dotrag

from graphpaths import DotRAG, DotRAGConfig
from graphpaths.embeddings import SentenceTransformerEmbedder

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

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
def dotrag(
    tmp_path_factory: pytest.TempPathFactory, st_embedder: SentenceTransformerEmbedder
) -> DotRAG:
    folder = tmp_path_factory.mktemp("adapters-not-found")
    config = DotRAGConfig(abstain=True)
    return build_dotrag(folder, ROWS, TYPES, typed=True, embedder=st_embedder, config=config)


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
