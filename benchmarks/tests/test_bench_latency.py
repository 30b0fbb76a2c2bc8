"""`graphpaths bench latency`: methods timed in turn on every question, the model's share
counted, the p50 ratios to the reference."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest
from fakes import FakeEmbedder
from test_eval_kgqa import write_folder

from graphpaths.dotrag.index.graph_index import build_index, load_index
from graphpaths.errors import ConfigError
from graphpaths_bench.bench.latency import (
    CountingEmbedder,
    LatencyBenchConfig,
    run_latency_benchmark,
)
from graphpaths_bench.eval.base import EvalResources
from graphpaths_bench.eval.kgqa import load_kgqa_graph, load_kgqa_questions, match_kgqa_questions
from graphpaths_bench.eval.registry import get_method


class _Embedder:
    name, dimension = "fake", 2

    def embed_documents(self, texts: Any, **_: Any) -> np.ndarray:
        return np.ones((len(texts), 2), np.float32)

    def embed_query(self, text: str) -> np.ndarray:
        return self.embed_documents([text])[0]


class _Method:
    """Embeds the question ``calls`` times and logs who was asked what."""

    def __init__(self, name: str, embedder: Any, calls: int, log: list[tuple[str, str]]) -> None:
        self.name, self.embedder, self.calls, self.log = name, embedder, calls, log

    def retrieve(self, question: str) -> None:
        self.log.append((self.name, question))
        for _ in range(self.calls):
            self.embedder.embed_query(question)


def test_methods_take_turns_on_each_question_and_model_calls_are_counted() -> None:
    log: list[tuple[str, str]] = []
    factories = {
        "many": lambda e: _Method("many", e, 3, log),
        "one": lambda e: _Method("one", e, 1, log),
    }
    config = LatencyBenchConfig(reference="one", repeats=2, warmup=1)
    result = run_latency_benchmark(factories, _Embedder(), ["a", "b"], config)
    # the warm-up question, then every question asked of each method in turn, twice
    assert log == [("many", "a"), ("one", "a")] + [
        (m, q) for _ in range(2) for q in ("a", "b") for m in ("many", "one")
    ]
    many, one = result["methods"]["many"], result["methods"]["one"]
    assert (many["model_calls_per_question"], one["model_calls_per_question"]) == (3.0, 1.0)
    assert many["texts_per_question"] == 3.0
    assert one["cpu_p50_ratio"] == 1.0
    assert many["cpu_p50_ratio"] == round(many["cpu_p50_ms"] / one["cpu_p50_ms"], 3)
    assert result["questions"] == 2
    assert result["order"] == ["many", "one"]


def test_a_missing_reference_or_no_questions_is_a_config_error() -> None:
    factories = {"one": lambda e: _Method("one", e, 1, [])}
    with pytest.raises(ConfigError, match="reference method 'vss'"):
        run_latency_benchmark(factories, _Embedder(), ["a"])
    with pytest.raises(ConfigError, match="no questions"):
        run_latency_benchmark(factories, _Embedder(), [], LatencyBenchConfig(reference="one"))


def test_counting_embedder_passes_vectors_through() -> None:
    inner = FakeEmbedder()
    counting = CountingEmbedder(inner)
    out = counting.embed_documents(["x", "y"])
    assert np.array_equal(out, inner.embed_documents(["x", "y"]))
    assert (counting.calls, counting.texts, counting.name) == (1, 2, inner.name)


def test_dotrag_and_vss_on_a_kgqa_folder(tmp_path: Path) -> None:
    folder = write_folder(tmp_path / "set")
    build_index(load_kgqa_graph(folder), tmp_path / "idx", embedder=FakeEmbedder())
    index = load_index(tmp_path / "idx")
    matched = match_kgqa_questions(load_kgqa_questions(folder), index.graph)
    questions = [q.text for q in matched if not q.not_found]
    factories = {
        name: (
            lambda wrapped, name=name: get_method(name, "graph").create(
                EvalResources(index=index, embedder=wrapped)
            )
        )
        for name in ("dotrag", "vss")
    }
    result = run_latency_benchmark(factories, FakeEmbedder(), questions)
    dotrag, vss = result["methods"]["dotrag"], result["methods"]["vss"]
    assert vss["model_calls_per_question"] == 1.0  # the question, once
    assert dotrag["model_calls_per_question"] >= 1.0
    assert dotrag["cpu_p50_ms"] > 0
    assert vss["cpu_p50_ratio"] == 1.0
