"""The evaluation of an LLM policy (issue 13): the JSON's mean calls, tokens and seconds per
question, and ``--trace``: each decision judged against the gold walks, summarised per kind."""

from __future__ import annotations

import json
from pathlib import Path

from fakes import FakeEmbedder
from samples import write_toy_metaqa
from test_dotrag_search import movie_graph
from test_llm_cost import respond, words
from test_llm_policy import StubPolicy

from graphpaths.dotrag.index.graph_index import build_index, load_index
from graphpaths.dotrag.llm import DecisionLog, LLMPolicy
from graphpaths.dotrag.protocol.types import DotRAGConfig
from graphpaths.dotrag.retriever import DotRAG
from graphpaths.llm import ScriptedLLM
from graphpaths_bench.eval.base import EvalResources
from graphpaths_bench.eval.dotrag_methods import DotRAGMethod
from graphpaths_bench.eval.metaqa_kb import load_metaqa_kb
from graphpaths_bench.eval.registry import register_method
from graphpaths_bench.eval.runner import LLMOptions, run_metaqa
from graphpaths_bench.eval.trace import DecisionJudge, QuestionGold, summarize


def test_eval_reports_mean_calls_tokens_and_seconds_per_question(tmp_path: Path) -> None:
    data = write_toy_metaqa(tmp_path)
    build_index(load_metaqa_kb(data / "kb.txt"), tmp_path / "idx", embedder=FakeEmbedder())
    index = load_index(tmp_path / "idx")

    def factory(resources: EvalResources) -> DotRAGMethod:
        from graphpaths.dotrag.retriever import DotRAG

        policy = LLMPolicy(ScriptedLLM(respond, token_counter=words), fallback=StubPolicy())
        config = DotRAGConfig(budget=resources.budget, max_llm_calls=2)
        return DotRAGMethod(
            DotRAG.from_index(
                resources.index, embedder=resources.embedder, policy=policy, config=config
            )
        )

    register_method("scripted-llm", "graph", factory, replace=True)
    jsonl = tmp_path / "rows.jsonl"
    result = run_metaqa(
        index,
        FakeEmbedder(),
        data_dir=data.parent,
        methods=["scripted-llm", "vss"],
        hops=[1, 2],
        jsonl=jsonl,
    )
    rows = [json.loads(line) for line in jsonl.read_text("utf-8").splitlines()]
    mine = [r for r in rows if r["method"] == "scripted-llm"]
    assert mine
    for row in mine:
        assert 1 <= row["llm_calls"] <= 2
        assert row["llm_prompt_tokens"] == row["stats"]["llm_prompt_tokens"] > 0
        assert row["llm_completion_tokens"] == row["stats"]["llm_completion_tokens"] > 0
    for hop in ("1", "2"):
        summary = result["methods"]["scripted-llm"][hop]
        hop_rows = [r for r in mine if str(r["hops"]) == hop]
        n = len(hop_rows)
        assert summary["llm_calls"] == round(sum(r["llm_calls"] for r in hop_rows) / n, 2)
        assert summary["llm_prompt_tokens"] == round(
            sum(r["llm_prompt_tokens"] for r in hop_rows) / n, 1
        )
        assert summary["llm_completion_tokens"] > 0
        assert summary["seconds_per_question"] == round(
            sum(r["latency_ms"] for r in hop_rows) / n / 1e3, 3
        )
        vss = result["methods"]["vss"][hop]
        assert (vss["llm_calls"], vss["llm_prompt_tokens"], vss["llm_completion_tokens"]) == (
            0.0,
            0.0,
            0.0,
        )
    # Rows written before these fields existed still resume.
    old = dict(mine[0])
    del old["llm_prompt_tokens"], old["llm_completion_tokens"]
    jsonl.write_text(json.dumps(old) + "\n", encoding="utf-8")
    again = run_metaqa(
        index,
        FakeEmbedder(),
        data_dir=data.parent,
        methods=["scripted-llm"],
        hops=[1, 2],
        jsonl=jsonl,
        resume=True,
    )
    assert again["methods"]["scripted-llm"]["1"]["n"] == result["methods"]["scripted-llm"]["1"]["n"]


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
