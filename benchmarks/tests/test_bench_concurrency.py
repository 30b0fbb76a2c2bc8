"""``graphpaths bench concurrency``: throughput per number of callers, and RSS over a run."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from fakes import FakeEmbedder

from graphpaths.cli import main
from graphpaths.dotrag.index.graph_index import build_index
from graphpaths.errors import ConfigError
from graphpaths.graph import load_triples
from graphpaths_bench.bench.concurrency import (
    ConcurrencyBenchConfig,
    graph_questions,
    run_concurrency_benchmark,
)

os.environ.setdefault("HF_HUB_OFFLINE", "1")

DATA = Path(__file__).resolve().parents[2] / "cookbook" / "data"


def test_levels_agree_and_memory_is_sampled(tmp_path: Path) -> None:
    graph = load_triples(DATA / "movies.csv", entities=DATA / "movie_entities.csv")
    embedder = FakeEmbedder(dimension=32)
    build_index(graph, tmp_path / "idx", embedder=embedder)
    questions = graph_questions(graph.names, 40, seed=1)
    assert len(set(questions)) == 40
    config = ConcurrencyBenchConfig(
        callers=(1, 3), queries=9, llm_queries=3, llm_latency=0.01, memory_queries=20, warmup=2
    )
    result = run_concurrency_benchmark(
        tmp_path / "idx", questions, config=config, embedder=embedder
    )
    assert set(result["modes"]) == {"deterministic", "llm_threads", "llm_async"}
    for mode, rows in result["modes"].items():
        assert [r["callers"] for r in rows] == [1, 3]
        assert rows[0]["speedup"] == 1.0
        for row in rows:
            assert row["identical"] == row["queries"], (mode, row)  # as the 1-caller answers
            assert row["qps"] > 0
            assert row["seconds"] > 0
        if mode != "deterministic":
            assert all(r["llm_calls"] >= r["queries"] for r in rows)  # the LLM was asked
    assert set(result["async_over_threads"]) == {"1", "3"}
    memory = result["memory"]
    assert memory["queries"] == 20
    assert len(memory["checkpoints"]) == 10
    assert memory["checkpoints"][-1]["caches"]["query_vectors"]["entries"] > 0
    if memory["rss_before_bytes"] is not None:  # Linux
        assert memory["rss_after_bytes"] > 0


def test_bad_settings_are_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(ConfigError, match="callers: must include 1"):
        ConcurrencyBenchConfig(callers=(2, 4))
    with pytest.raises(ConfigError, match="llm_latency"):
        ConcurrencyBenchConfig(llm_latency=-1)
    with pytest.raises(ConfigError, match="questions: 2 given"):
        run_concurrency_benchmark(
            tmp_path, ["a?", "b?"], config=ConcurrencyBenchConfig(queries=5, llm_queries=0)
        )
    out = tmp_path / "out.json"
    assert main(["bench", "concurrency", str(tmp_path), "--callers", "2", "--json", str(out)]) == 2
    assert "must include 1" in capsys.readouterr().err
    assert not out.exists()
