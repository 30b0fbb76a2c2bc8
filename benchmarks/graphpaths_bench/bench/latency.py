"""``graphpaths bench latency``: the CPU time of each method per question, taken method after
method on every question, with what the embedding model costs inside it.

``graphpaths eval`` reports wall-clock p50s, which a loaded machine stretches: other
processes take the cores, and a method run later in the run meets other neighbours than
one run first. Here every question is asked of each method in turn, so load drifts alike
for all, and each call is timed in CPU seconds of this process (``time.process_time``:
ONNX Runtime's threads included, time spent waiting for a core not). A wrapper around the
embedder counts the model calls, the texts embedded and their CPU time, so a method's time
splits into the model's and the rest. The ratio to the reference method (``vss``: one
embedding and a vector search) is what issue 41 bounds ("p50 within 2x vss").

Example (a fake embedder; two methods on three questions):
    >>> from graphpaths_bench.bench.latency import LatencyBenchConfig, run_latency_benchmark
    >>> import numpy as np
    >>> class Method:
    ...     def __init__(self, embedder, calls):
    ...         self.embedder, self.calls = embedder, calls
    ...     def retrieve(self, question):
    ...         for _ in range(self.calls):
    ...             self.embedder.embed_query(question)
    >>> class Embedder:
    ...     name, dimension = "fake", 2
    ...     def embed_documents(self, texts):
    ...         return np.ones((len(texts), 2), np.float32)
    ...     def embed_query(self, text):
    ...         return self.embed_documents([text])[0]
    >>> factories = {"two": lambda e: Method(e, 2), "one": lambda e: Method(e, 1)}
    >>> result = run_latency_benchmark(
    ...     factories, Embedder(), ["a", "b", "c"], LatencyBenchConfig(reference="one")
    ... )
    >>> result["methods"]["two"]["model_calls_per_question"], result["order"]
    (2.0, ['two', 'one'])
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import numpy as np

from graphpaths.embeddings import Embedder, FloatArray
from graphpaths.errors import ConfigError
from graphpaths.validation import check_int

__all__ = ["CountingEmbedder", "LatencyBenchConfig", "run_latency_benchmark"]


class _Retrieves(Protocol):
    def retrieve(self, question: str) -> Any: ...


@dataclass(frozen=True, kw_only=True)
class LatencyBenchConfig:
    """``reference``: the method every other is divided by; ``repeats``: passes over the
    questions (each question's figure is its fastest pass: the least disturbed by load);
    ``warmup``: questions asked first, untimed (as ``graphpaths eval`` asks one)."""

    reference: str = "vss"
    repeats: int = 1
    warmup: int = 1

    def __post_init__(self) -> None:
        check_int("LatencyBenchConfig", "repeats", self.repeats)
        check_int("LatencyBenchConfig", "warmup", self.warmup, low=0)


class CountingEmbedder:
    """An embedder that passes every call on and counts the model calls, the texts and
    their CPU seconds (``process_time``)."""

    def __init__(self, inner: Embedder) -> None:
        self.inner = inner
        self.calls = 0
        self.texts = 0
        self.cpu_s = 0.0

    @property
    def name(self) -> str:
        return self.inner.name

    @property
    def dimension(self) -> int:
        return self.inner.dimension

    def embed_documents(self, texts: Sequence[str], **kwargs: Any) -> FloatArray:
        started = time.process_time()
        try:
            vectors: FloatArray = self.inner.embed_documents(texts, **kwargs)
            return vectors
        finally:
            self.cpu_s += time.process_time() - started
            self.calls += 1
            self.texts += len(texts)

    def embed_query(self, text: str) -> FloatArray:
        row: FloatArray = self.embed_documents([text])[0]
        return row

    def __getattr__(self, name: str) -> Any:  # warmup, load...: the inner embedder's
        return getattr(self.inner, name)


@dataclass
class _Timings:
    cpu_ms: list[float]
    wall_ms: list[float]
    model_ms: list[float]
    calls: list[int]
    texts: list[int]


def run_latency_benchmark(
    factories: Mapping[str, Callable[[Any], _Retrieves]],
    embedder: Embedder,
    questions: Sequence[str],
    config: LatencyBenchConfig | None = None,
) -> dict[str, Any]:
    """Per method (``factories``: name -> a function of the embedder making it), the CPU and
    wall milliseconds per question (p50, p95, mean), the model's share, and the ratios of
    the p50s to the reference method's.

    Raises:
        ConfigError: no questions, or the reference is not among the methods.
    """
    config = config or LatencyBenchConfig()
    if not questions:
        raise ConfigError("bench latency: no questions to time")
    if config.reference not in factories:
        raise ConfigError(
            f"bench latency: the reference method {config.reference!r} is not among "
            f"{sorted(factories)}"
        )
    counters = {name: CountingEmbedder(embedder) for name in factories}
    methods = {name: make(counters[name]) for name, make in factories.items()}
    for question in questions[: config.warmup]:
        for method in methods.values():
            method.retrieve(question)
    timings = {name: [_Timings([], [], [], [], []) for _ in questions] for name in methods}
    for _ in range(config.repeats):
        for q, question in enumerate(questions):
            for name, method in methods.items():
                _time_one(method, counters[name], question, timings[name][q])
    out = {name: _summary(timings[name]) for name in methods}
    reference = out[config.reference]
    for figures in out.values():
        for key in ("cpu", "wall"):
            base = reference[f"{key}_p50_ms"]
            figures[f"{key}_p50_ratio"] = (
                round(figures[f"{key}_p50_ms"] / base, 3) if base else None
            )
    return {
        "questions": len(questions),
        "repeats": config.repeats,
        "reference": config.reference,
        "order": list(methods),
        "methods": out,
    }


def _time_one(method: _Retrieves, counter: CountingEmbedder, question: str, into: _Timings) -> None:
    calls, texts, model = counter.calls, counter.texts, counter.cpu_s
    cpu, wall = time.process_time(), time.perf_counter()
    method.retrieve(question)
    into.cpu_ms.append(1e3 * (time.process_time() - cpu))
    into.wall_ms.append(1e3 * (time.perf_counter() - wall))
    into.model_ms.append(1e3 * (counter.cpu_s - model))
    into.calls.append(counter.calls - calls)
    into.texts.append(counter.texts - texts)


def _summary(per_question: Sequence[_Timings]) -> dict[str, Any]:
    """Each question's fastest pass (by CPU), then the figures over the questions."""
    fastest = [int(np.argmin(t.cpu_ms)) for t in per_question]
    cpu = [t.cpu_ms[k] for t, k in zip(per_question, fastest, strict=True)]
    wall = [t.wall_ms[k] for t, k in zip(per_question, fastest, strict=True)]
    model = [t.model_ms[k] for t, k in zip(per_question, fastest, strict=True)]
    calls = [t.calls[k] for t, k in zip(per_question, fastest, strict=True)]
    texts = [t.texts[k] for t, k in zip(per_question, fastest, strict=True)]
    return {
        "cpu_p50_ms": _round(np.percentile(cpu, 50)),
        "cpu_p95_ms": _round(np.percentile(cpu, 95)),
        "cpu_mean_ms": _round(statistics.fmean(cpu)),
        "wall_p50_ms": _round(np.percentile(wall, 50)),
        "model_cpu_mean_ms": _round(statistics.fmean(model)),
        "rest_cpu_mean_ms": _round(
            statistics.fmean(c - m for c, m in zip(cpu, model, strict=True))
        ),
        "model_calls_per_question": round(statistics.fmean(calls), 3),
        "texts_per_question": round(statistics.fmean(texts), 3),
    }


def _round(value: float) -> float:
    return round(float(value), 3)
