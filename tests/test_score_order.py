"""DotRAG's results come in the order of the score they carry, everywhere a user sees them:
the core result, LangChain Documents, LlamaIndex Nodes and `graphpaths query --json`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from graphpaths import DotRAG
from graphpaths.cli import main

# Questions on the bundled movie graph whose readings differ (so several scores), worded
# as people type them.
QUESTIONS = (
    "who directed the movies Leonardo DiCaprio acted in",
    "what films did Christopher Nolan make",
    "which actors worked with the director of Inception",
)


def descending(scores: list[float]) -> bool:
    return scores == sorted(scores, reverse=True)


@pytest.mark.slow
def test_core_paths_are_in_score_order_and_scores_differ(movie_index_dir: Path) -> None:
    dotrag = DotRAG.from_index(movie_index_dir)
    distinct = 0
    for question in QUESTIONS:
        scores = [p.score for p in dotrag.retrieve(question).paths]
        assert scores, question
        assert descending(scores), (question, scores)
        distinct += len(set(scores)) > 1
    assert distinct  # the order is tested on lists it could get wrong


@pytest.mark.slow
def test_adapters_and_cli_keep_the_score_order(
    movie_index_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip("langchain_core")
    pytest.importorskip("llama_index.core")
    from langchain_graphpaths import DotRAGRetriever as LangChainDotRAG
    from llama_index_graphpaths import DotRAGRetriever as LlamaDotRAG

    dotrag = DotRAG.from_index(movie_index_dir)
    for question in QUESTIONS:
        expected = [p.score for p in dotrag.retrieve(question).paths]
        docs = LangChainDotRAG(dotrag=dotrag, k=len(expected)).invoke(question)
        assert [d.metadata["score"] for d in docs] == expected
        nodes = LlamaDotRAG(dotrag, k=len(expected)).retrieve(question)
        assert [n.score for n in nodes] == pytest.approx(expected)
        assert main(["query", str(movie_index_dir), question, "--json"]) == 0
        shown = [p["score"] for p in json.loads(capsys.readouterr().out)["paths"]]
        assert descending(shown), (question, shown)
        assert shown == pytest.approx(expected[: len(shown)])
