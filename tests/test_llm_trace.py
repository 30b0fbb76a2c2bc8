"""Tracing an LLM policy's decisions (issue 13, point 1): ``DecisionLog``, the judge, ``--trace``."""

from __future__ import annotations

import json
from pathlib import Path

from fakes import FakeEmbedder
from test_dotrag_retriever import make_dotrag
from test_dotrag_search import OPEN, movie_graph
from test_eval_runner import write_toy_metaqa
from test_llm_cost import QUESTION, respond
from test_llm_policy import StubPolicy

from graphpaths.dotrag.llm_policy import DecisionLog, LLMPolicy
from graphpaths.dotrag.retriever import DotRAG
from graphpaths.dotrag.types import DotRAGConfig
from graphpaths.eval.base import EvalResources
from graphpaths.eval.dotrag_methods import DotRAGMethod
from graphpaths.eval.registry import register_method
from graphpaths.eval.runner import LLMOptions, run_metaqa
from graphpaths.eval.trace import DecisionJudge, QuestionGold, summarize
from graphpaths.graph import load_metaqa_kb
from graphpaths.index import build_index, load_index
from graphpaths.llm import LLMError, ScriptedLLM


def test_every_llm_decision_is_logged_with_the_heuristic_choice() -> None:
    log = DecisionLog()
    policy = LLMPolicy(ScriptedLLM(respond), fallback=StubPolicy(), trace=log)
    result = make_dotrag(movie_graph(), policy, config=OPEN).retrieve(QUESTION)
    records = log.take()
    assert len(records) == result.stats.llm_calls > 0
    assert len(log) == 0
    for r in records:
        assert r["source"] == "llm"
        assert r["prompt"][0]["role"] == "system"
        assert r["answers"]
        assert r["kind"] in ("rank_anchors", "rank_trajectories", "plan_first_hops", "decide")
        assert "choice" in r
        assert "heuristic" in r
        if r["kind"] == "plan_first_hops":
            # the stub plans no continuation; the model's plan had none either
            assert r["heuristic"]["continuations"] == []
            assert r["heuristic"]["query"].startswith("fallback ")
    json.dumps(records)  # JSON-ready


def test_fallbacks_and_capped_decisions_are_logged_as_such() -> None:
    log = DecisionLog()
    llm = ScriptedLLM(["bad", "worse", LLMError("down")])
    policy = LLMPolicy(llm, fallback=StubPolicy(), trace=log, max_calls=3)
    dotrag = make_dotrag(movie_graph(), policy, config=OPEN)
    dotrag.retrieve(QUESTION)
    sources = [r["source"] for r in log.take()]
    assert sources[:2] == ["fallback", "fallback"]
    assert set(sources[2:]) == {"capped"}


def test_the_judge_follows_gold_walks() -> None:
    g = movie_graph()
    judge = DecisionJudge(g)
    kismet, dieterle = g.index_of("Kismet"), g.index_of("William Dieterle")
    # "which films share the director of Kismet": Kismet -> person -> movie (2 hops)
    films = frozenset({g.index_of("Juarez")})  # Kismet itself is not an answer
    gold = QuestionGold(topics=frozenset({kismet}), answers=films, hops=2)
    trajectories = {
        "kind": "rank_trajectories",
        "anchor": kismet,
        "options": [{"type": "year"}, {"type": "person"}],
    }
    right = judge.judge(
        {**trajectories, "choice": {"ranking": [1, 0]}, "heuristic": {"ranking": [0, 1]}}, gold
    )
    assert right == {"model_right": True, "heuristic_right": False}
    decide = {"kind": "decide", "anchor": kismet, "depth": 1, "options": ["movie", "year"]}
    stop = {"action": "stop", "preferred_depths": [1]}
    go = {"action": "continue", "next_type": "movie", "query": "q"}
    assert judge.judge({**decide, "choice": go, "heuristic": stop}, gold) == {
        "model_right": True,
        "heuristic_right": False,
    }
    deep = {**decide, "depth": 2}
    assert judge.judge({**deep, "choice": go, "heuristic": stop}, gold) == {
        "model_right": False,
        "heuristic_right": True,
    }
    plan = {"kind": "plan_first_hops", "anchor": kismet, "type": "person", "options": ["movie"]}
    assert judge.judge(
        {**plan, "choice": {"continuations": ["movie"]}, "heuristic": {"continuations": []}}, gold
    ) == {"model_right": True, "heuristic_right": False}
    anchors = {"kind": "rank_anchors", "options": [{"entity": dieterle}, {"entity": kismet}]}
    assert judge.judge(
        {**anchors, "choice": {"ranking": [1, 0]}, "heuristic": {"ranking": [0, 1]}}, gold
    ) == {"model_right": True, "heuristic_right": False}
    summary = summarize(
        [
            {"kind": "decide", "source": "llm", "choice": go, "heuristic": stop}
            | {"model_right": True, "heuristic_right": False},
            {"kind": "decide", "source": "llm", "choice": go, "heuristic": go}
            | {"model_right": True, "heuristic_right": True},
        ]
    )
    assert summary == {
        "decide": {
            "decisions": 2,
            "by_model": 2,
            "model_right": 100.0,
            "heuristic_right": 50.0,
            "agree": 50.0,
        }
    }


def test_eval_trace_writes_judged_decisions_and_a_summary(tmp_path: Path) -> None:
    data = write_toy_metaqa(tmp_path)
    build_index(load_metaqa_kb(data / "kb.txt"), tmp_path / "idx", embedder=FakeEmbedder())
    index = load_index(tmp_path / "idx")

    def factory(resources: EvalResources) -> DotRAGMethod:
        policy = LLMPolicy(
            ScriptedLLM(respond),
            fallback=StubPolicy(),
            trace=DecisionLog() if resources.trace else None,
        )
        config = DotRAGConfig(budget=resources.budget, max_llm_calls=resources.max_llm_calls)
        return DotRAGMethod(
            DotRAG.from_index(
                resources.index, embedder=resources.embedder, policy=policy, config=config
            )
        )

    register_method("traced-llm", "graph", factory, replace=True)
    trace = tmp_path / "trace.jsonl"
    jsonl = tmp_path / "rows.jsonl"
    result = run_metaqa(
        index,
        FakeEmbedder(),
        data_dir=data.parent,
        methods=["traced-llm"],
        hops=[1, 2],
        jsonl=jsonl,
        llm=LLMOptions(trace=trace, max_llm_calls=3),
    )
    decisions = [json.loads(line) for line in trace.read_text("utf-8").splitlines()]
    rows = [json.loads(line) for line in jsonl.read_text("utf-8").splitlines()]
    assert len(decisions) == sum(r["llm_calls"] for r in rows) > 0  # warm-up not traced
    for d in decisions:
        assert d["method"] == "traced-llm"
        assert {"id", "hops", "question", "kind", "choice", "heuristic", "prompt"} <= d.keys()
        assert isinstance(d["model_right"], bool)
        assert isinstance(d["heuristic_right"], bool)
    summary = result["trace"]["methods"]["traced-llm"]
    assert result["trace"]["file"] == str(trace)
    for hop in ("1", "2"):
        mine = [d for d in decisions if str(d["hops"]) == hop]
        assert sum(row["decisions"] for row in summary[hop].values()) == len(mine)
        assert summary[hop] == summarize(mine)
