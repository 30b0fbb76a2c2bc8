"""DotRAG's methods in the evaluation harness (``graphpaths_bench.eval.dotrag_methods``):
registered, answering within the budget, and the LLM method's settings checked."""

from __future__ import annotations

from pathlib import Path

import pytest
from fakes import FakeEmbedder
from test_dotrag_retriever import movie_index  # noqa: F401 (a fixture)

from graphpaths.dotrag.index.graph_index import load_index
from graphpaths.errors import ConfigError
from graphpaths_bench.eval.base import EvalResources
from graphpaths_bench.eval.registry import get_method, registered_methods


def test_eval_methods_are_registered_and_answer(
    movie_index: Path,  # noqa: F811 (the fixture imported above)
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    names = {"dotrag", "dotrag-random", "dotrag-no-constrained-search", "dotrag-no-preview"}
    assert names | {"dotrag-llm"} <= set(registered_methods("graph"))
    resources = EvalResources(
        index=load_index(movie_index), embedder=FakeEmbedder(dimension=16), budget=50
    )
    for name in sorted(names):
        answer = get_method(name, "graph").create(resources).retrieve("who directed Kismet")
        assert answer.context.tokens <= 50
        assert answer.llm_calls == 0
        assert answer.stats["policy"] in {"heuristic", "random"}
    monkeypatch.delenv("GRAPHPATHS_LLM_BASE_URL", raising=False)
    monkeypatch.setenv("GRAPHPATHS_LLM_MODEL", "some-model")
    with pytest.raises(ConfigError, match="GRAPHPATHS_LLM_BASE_URL"):
        get_method("dotrag-llm", "graph").create(resources)
    monkeypatch.setenv("GRAPHPATHS_LLM_BASE_URL", "http://127.0.0.1:9/v1")
    monkeypatch.setenv("GRAPHPATHS_LLM_TIMEOUT", "soon")
    with pytest.raises(ConfigError, match=r"GRAPHPATHS_LLM_TIMEOUT.*'soon'"):
        get_method("dotrag-llm", "graph").create(resources)
    monkeypatch.setenv("GRAPHPATHS_LLM_TIMEOUT", "30")
    monkeypatch.setenv("GRAPHPATHS_LLM_JSON_MODE", "yaml")
    with pytest.raises(ConfigError, match=r"json_mode.*'yaml'"):
        get_method("dotrag-llm", "graph").create(resources)
