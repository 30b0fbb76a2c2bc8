"""``dotrag-llm`` through ``graphpaths eval metaqa`` over real HTTP (issue 4, acceptance): a
scripted OpenAI-compatible server on 127.0.0.1 (``llm_server.serve``) answers, and the
evaluation reports the exact mean LLM calls per question (the pipeline's own failures and
counts: ``tests/dotrag/test_dotrag_llm_e2e.py``)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from fakes import FakeEmbedder
from llm_server import Step, answer, json_answer, serve
from samples import write_toy_metaqa
from test_dotrag_llm_e2e import kind_of

import graphpaths_bench.cli.resources
from graphpaths.cli import main
from graphpaths.dotrag.index.graph_index import build_index
from graphpaths_bench.eval.dotrag_methods import LLM_BASE_URL_ENV, LLM_MODEL_ENV
from graphpaths_bench.eval.metaqa_kb import load_metaqa_kb


# -- the evaluation harness: dotrag-llm through `graphpaths eval metaqa` -------------------
def test_eval_metaqa_reports_llm_calls_per_question(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    data = write_toy_metaqa(tmp_path)
    index = tmp_path / "idx"
    graph = load_metaqa_kb(data / "kb.txt")
    build_index(graph, index, embedder=FakeEmbedder())
    monkeypatch.setattr(
        graphpaths_bench.cli.resources, "SentenceTransformerEmbedder", lambda **_: FakeEmbedder()
    )

    # Valid answers for any question: the first option, hop 1 only, stop at depth 1.
    valid = {
        "rank_anchors": json_answer({"ranking": [1]}),
        "rank_trajectories": json_answer({"ranking": [1]}),
        "plan_first_hops": json_answer({"query": "the question", "continuations": []}),
        "decide": json_answer({"action": "stop", "preferred_depths": [1]}),
        "review": json_answer({"preferred_depths": [1]}),
    }
    kinds: list[str] = []

    def respond(body: dict[str, Any]) -> Step:
        kind = kind_of(body)
        kinds.append(kind)
        if kind == "overview":
            return answer("Movies, their directors, actors and years.")
        return valid[kind]

    out = tmp_path / "eval.json"
    with serve([respond] * 500) as server:
        monkeypatch.setenv(LLM_BASE_URL_ENV, server.base_url)
        monkeypatch.setenv(LLM_MODEL_ENV, "test-model")
        code = main(
            [
                "eval",
                "metaqa",
                "--data",
                str(data.parent),
                "--index",
                str(index),
                "--methods",
                "dotrag-llm-pure",  # the paper's policy: every decision is the LLM's
                "--hops",
                "1,2",
                "--json",
                str(out),
            ]
        )
        requests = len(server.requests)
    capsys.readouterr()
    assert code == 0
    summary = json.loads(out.read_text(encoding="utf-8"))
    rows = [
        json.loads(line)
        for line in out.with_name("eval.questions.jsonl").read_text("utf-8").splitlines()
    ]
    assert len(rows) == 5
    for row in rows:
        assert row["llm_calls"] == row["stats"]["llm_calls"] >= 1  # per question, exact
        assert row["stats"]["fallbacks"] == 0
    for hop in ("1", "2"):
        calls = [row["llm_calls"] for row in rows if str(row["hops"]) == hop]
        mean = summary["methods"]["dotrag-llm-pure"][hop]["llm_calls"]
        assert mean == round(sum(calls) / len(calls), 2)
        assert mean > 0
    # Every request is accounted for: the overview (one per type, one synthesis), the
    # untimed warm-up (the first question again) and the questions' own calls.
    overview = kinds.count("overview")
    assert overview == len(graph.type_names) + 1
    assert requests == overview + rows[0]["llm_calls"] + sum(r["llm_calls"] for r in rows)
