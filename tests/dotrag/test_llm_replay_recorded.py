"""A real-model run replayed without the model (issue 13, point 3).

``tests/data/llm-cache-qwen1.5b-company.jsonl`` holds every request and answer of a
``dotrag-llm`` run (guided policy asked at every ranking, at most three LLM calls per
question) of the local
Qwen2.5-Coder-1.5B-Instruct (llama.cpp, 2 threads) over all 41 questions of
``benchmarks/kgqa/company``, recorded with::

    GRAPHPATHS_LLM_BASE_URL=http://127.0.0.1:8089/v1 \\
    GRAPHPATHS_LLM_MODEL=qwen2.5-coder-1.5b-instruct GRAPHPATHS_LLM_JSON_MODE=json_object_schema \\
    GRAPHPATHS_LLM_ASK_MARGIN=none GRAPHPATHS_LLM_RECHECK=1 graphpaths eval kgqa --data benchmarks/kgqa/company --index IDX --methods dotrag,dotrag-llm \\
        --max-llm-calls 3 --llm-cache tests/data/llm-cache-qwen1.5b-company.jsonl \\
        --trace trace.jsonl --json out.json

The test replays it strictly (``--llm-cache-mode replay``: no endpoint, and a request the file
lacks is an error) and asserts the figures the recorded run reported. A change to the prompts
or to what the search offers the policy changes the requests: the replay then fails with
``LLMCacheMissError`` and the run must be recorded again (``make bench-llm`` or the command
above).

Recorded again on 2026-12-01 (sixth session) after the heuristic learned to weigh a named
answer type ("in which city") above a verb sharing a label's stem: its rankings, and so the
requests, changed for some questions. Extended on 2026-12-02 (seventh session) with the
rechecks: a pick against the heuristic's is asked again with the options rotated (4 more
requests, the cache seeded with the earlier recording).

Replayed unchanged on 2026-12-02 (eighth session) after the heuristic learned to read a
relative "who" ("Name the people who work out of our offices in Toronto"): every request is
still in the recording, one question asks one request fewer, and that question's answer is
now right with and without the model (2-hop recall 85.71 -> 92.86).

The recording covers the set's first batch only (ids ``c01``-``c41``); later batches
(``c2-001``...) were added after it, so the replay runs on a copy of the set holding just the
recorded questions.
"""

from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path
from typing import Any

import pytest

from graphpaths.cli import main
from graphpaths_bench.eval.dotrag_methods import (
    LLM_ASK_MARGIN_ENV,
    LLM_BASE_URL_ENV,
    LLM_JSON_MODE_ENV,
    LLM_MODEL_ENV,
    LLM_RECHECK_ENV,
)

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

REPO = Path(__file__).resolve().parents[2]
CACHE = REPO / "tests" / "data" / "llm-cache-qwen1.5b-company.jsonl"
COMPANY = REPO / "benchmarks" / "kgqa" / "company"

#: What the recorded run (the model asked at every ranking: ask margin none) reported for
#: dotrag-llm per hop (questions, recall, mean LLM calls), replayed with the present
#: heuristic; the heuristic (``dotrag``) on the same questions: 91.67 / 92.86 / 63.00. The graph vetoed one pick, at 3 hops ("List everyone on
#: the team of Marco Singh's mentor": the step its own reading takes last), and four picks
#: against the heuristic were rechecked (``recheck=True``, opt-in).
RECORDED: dict[str, dict[str, float]] = {
    "1": {"n": 12, "recall": 91.67, "llm_calls": 1.0},
    "2": {"n": 14, "recall": 92.86, "llm_calls": 1.07},
    "3": {"n": 10, "recall": 73.0, "llm_calls": 1.2},
}
#: The recorded run's trace: how often the model's / the heuristic's top first-hop
#: trajectory led to a gold answer, per hop (percent; a recheck counts as a decision).
RECORDED_TRACE = {"1": (91.7, 91.7), "2": (100.0, 86.7), "3": (91.7, 66.7)}
#: The same answers replayed by the default guided policy (no recheck), which asks only where
#: the heuristic's evidence margin is below 1 (a subset of the recorded requests).
GATED: dict[str, dict[str, float]] = {
    "1": {"n": 12, "recall": 91.67, "llm_calls": 0.25},
    "2": {"n": 14, "recall": 92.86, "llm_calls": 0.36},
    "3": {"n": 10, "recall": 73.0, "llm_calls": 0.4},
}


#: The ids of the recorded questions: the set's first batch (``c01``-``c41``).
RECORDED_IDS = re.compile(r"c\d+")


def _recorded_set(folder: Path) -> Path:
    """A copy of the company set with only the questions the recording covers."""
    folder.mkdir()
    for name in ("triples.tsv", "entities.tsv"):
        shutil.copyfile(COMPANY / name, folder / name)
    lines = (COMPANY / "questions.jsonl").read_text("utf-8").splitlines()
    kept = [line for line in lines if RECORDED_IDS.fullmatch(json.loads(line)["id"])]
    (folder / "questions.jsonl").write_text("\n".join(kept) + "\n", "utf-8")
    return folder


def _replay(tmp_path_factory: pytest.TempPathFactory, margin: str, recheck: str) -> dict[str, Any]:
    tmp = tmp_path_factory.mktemp("replay")
    data = _recorded_set(tmp / "company")
    cache = tmp / CACHE.name
    shutil.copyfile(CACHE, cache)
    out = tmp / "out.json"
    with pytest.MonkeyPatch.context() as env:
        env.delenv(LLM_BASE_URL_ENV, raising=False)  # a strict replay needs no endpoint
        env.setenv(LLM_MODEL_ENV, "qwen2.5-coder-1.5b-instruct")
        env.setenv(LLM_JSON_MODE_ENV, "json_object_schema")
        env.setenv(LLM_ASK_MARGIN_ENV, margin)
        env.setenv(LLM_RECHECK_ENV, recheck)
        code = main(
            [
                "eval",
                "kgqa",
                "--data",
                str(data),
                "--index",
                str(tmp / "idx"),
                "--methods",
                "dotrag-llm",
                "--max-llm-calls",
                "3",
                "--llm-cache",
                str(cache),
                "--llm-cache-mode",
                "replay",
                "--trace",
                str(tmp / "trace.jsonl"),
                "--json",
                str(out),
            ]
        )
    assert code == 0
    assert cache.read_bytes() == CACHE.read_bytes()  # a replay writes nothing
    rows = [
        json.loads(line)
        for line in out.with_name("out.questions.jsonl").read_text("utf-8").splitlines()
    ]
    return {"summary": json.loads(out.read_text("utf-8")), "rows": rows}


@pytest.fixture(scope="module")
def replayed(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    return _replay(tmp_path_factory, "none", "1")


def test_the_default_guided_policy_asks_only_near_ties(
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    gated = _replay(tmp_path_factory, "1.0", "0")
    by_hop = gated["summary"]["methods"]["dotrag-llm"]
    for hop, expected in GATED.items():
        row = by_hop[hop]
        assert (row["n"], row["recall"], row["llm_calls"]) == (
            expected["n"],
            expected["recall"],
            expected["llm_calls"],
        ), hop
    assert sum(r["llm_calls"] for r in gated["rows"]) == 12


def test_the_recorded_run_has_at_least_30_questions(replayed: dict[str, Any]) -> None:
    rows = replayed["rows"]
    assert len(rows) == 41
    assert sum(r["llm_calls"] for r in rows) == 39  # the 5 "not found" questions ask nothing


def test_the_replay_reports_the_recorded_figures(replayed: dict[str, Any]) -> None:
    by_hop = replayed["summary"]["methods"]["dotrag-llm"]
    for hop, expected in RECORDED.items():
        row = by_hop[hop]
        assert (row["n"], row["recall"], row["llm_calls"]) == (
            expected["n"],
            expected["recall"],
            expected["llm_calls"],
        ), hop


def test_the_trace_shows_where_the_model_beats_the_heuristic(replayed: dict[str, Any]) -> None:
    trace = replayed["summary"]["trace"]["methods"]["dotrag-llm"]
    for hop, (model, heuristic) in RECORDED_TRACE.items():
        row = trace[hop]["rank_trajectories"]
        assert (row["model_right"], row["heuristic_right"]) == (model, heuristic), hop
        assert set(trace[hop]) == {"rank_trajectories"}  # the guided policy asks nothing else


def test_no_question_failed_or_fell_back(replayed: dict[str, Any]) -> None:
    for row in replayed["rows"]:
        stats = row["stats"]
        assert stats["llm_errors"] == 0, row["id"]
        assert stats["fallbacks"] == 0, row["id"]
        assert stats["llm_calls"] <= 2, row["id"]  # a ranking and its recheck
