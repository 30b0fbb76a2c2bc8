"""The LangChain and LlamaIndex retrievers follow their index's revisions as the core ones
do (nothing of their own), and ``refresh()`` switches them to the newest one at once."""

from __future__ import annotations

from pathlib import Path

import pytest
from many_processes import build, embedder, triples

from graphpaths import DotRAG, GraFine
from graphpaths.dotrag.index.graph_index import load_index
from graphpaths.grafine.corpus_index import build_corpus_index, load_corpus_index
from langchain_graphpaths import DotRAGRetriever as LangChainDotRAG
from langchain_graphpaths import GraFineRetriever as LangChainGraFine
from llama_index_graphpaths import DotRAGRetriever as LlamaDotRAG
from llama_index_graphpaths import GraFineRetriever as LlamaGraFine


@pytest.mark.parametrize("framework", ["langchain", "llama_index"])
def test_refresh_switches_the_dotrag_retrievers_to_the_newest_revision(
    tmp_path: Path, framework: str
) -> None:
    path = build(tmp_path / "idx", 1)
    dotrag = DotRAG.from_index(load_index(path, follow_interval=None), embedder=embedder())
    retriever = (
        LangChainDotRAG(dotrag=dotrag, k=3) if framework == "langchain" else LlamaDotRAG(dotrag)
    )
    load_index(path).delete(triples=[("jaws", "directed_by", "spielberg")], embedder=embedder())
    assert ("jaws", "directed_by", "spielberg") in triples(retriever.dotrag.graph)
    assert retriever.refresh() is True
    assert ("jaws", "directed_by", "spielberg") not in triples(retriever.dotrag.graph)
    assert retriever.refresh() is False


@pytest.mark.parametrize("framework", ["langchain", "llama_index"])
def test_refresh_switches_the_grafine_retrievers_to_the_newest_revision(
    tmp_path: Path, framework: str
) -> None:
    path = tmp_path / "corpus"
    build_corpus_index(
        ["a shark film", "a space film"], path, ids=["jaws", "alien"], embedder=embedder()
    )
    grafine = GraFine.from_index(load_corpus_index(path, follow_interval=None), embedder=embedder())
    retriever = (
        LangChainGraFine(grafine=grafine, k=2)
        if framework == "langchain"
        else LlamaGraFine(grafine)
    )
    load_corpus_index(path).delete(["alien"], embedder=embedder())
    assert retriever.refresh() is True
    found = (
        [d.id for d in retriever.invoke("space film")]
        if isinstance(retriever, LangChainGraFine)
        else [n.node.node_id for n in retriever.retrieve("space film")]
    )
    assert found == ["jaws"]
