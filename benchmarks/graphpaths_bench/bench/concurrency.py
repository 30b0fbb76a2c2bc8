"""``graphpaths bench concurrency``: DotRAG's throughput with concurrent callers, and its
memory over a long run (issue 14).

One index is loaded once; for each number of concurrent callers (1, 2, 4, 8 by default) a
fresh retriever (cold caches: query vectors, readings, reachability layers) answers the same
questions, and the wall time gives queries per second:

- ``deterministic``: the heuristic policy, callers are threads calling ``retrieve``;
- ``llm_threads`` / ``llm_async``: an :class:`~graphpaths.dotrag.llm.LLMPolicy` over a
  :class:`~graphpaths_bench.bench.simulated_llm.SimulatedLLM` of ``llm_latency`` seconds per call,
  callers are threads calling ``retrieve`` (each LLM wait blocks its thread) or tasks on one
  event loop calling ``aretrieve`` (waits overlap; one question's independent decisions
  are also asked concurrently).

Each row reports ``qps``, ``speedup`` (its qps over the 1-caller qps of the same mode,
measured in the same run), latency p50/p95 and ``identical``: how many answers (paths and
context) equal the 1-caller answers. ``async_over_threads`` compares the two LLM modes.

With ``memory_queries`` (10,000 for the issue's figure) one retriever then answers that many
questions in a row; the resident set (``VmRSS``) is read before and after and at ten
checkpoints, with every cache's size (:meth:`DotRAG.cache_info`): flat memory means bounded
caches.

Example:
    >>> ConcurrencyBenchConfig(callers=(1, 4), queries=8).callers
    (1, 4)
"""

from __future__ import annotations

import asyncio
import gc
import os
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import numpy as np

from graphpaths.dotrag.index.graph_index import GraphIndex, load_index
from graphpaths.dotrag.protocol.types import DotRAGResult
from graphpaths.dotrag.retriever import DotRAG
from graphpaths.embeddings import Embedder
from graphpaths.errors import ConfigError
from graphpaths.validation import check_int
from graphpaths_bench.bench.simulated_llm import SimulatedLLM

__all__ = [
    "ConcurrencyBenchConfig",
    "current_rss_bytes",
    "graph_questions",
    "run_concurrency_benchmark",
]

Progress = Callable[..., None]

#: How :func:`current_rss_bytes` measures, for the JSON.
RSS_METHOD = "VmRSS of /proc/self/status: the benchmark process's resident set now"


@dataclass(frozen=True, kw_only=True)
class ConcurrencyBenchConfig:
    """What :func:`run_concurrency_benchmark` runs.

    ``callers``: concurrent callers per level (must include 1, the reference);
    ``queries``: questions per level with the deterministic policy; ``llm_queries``: with
    the simulated LLM (0: skip it); ``llm_latency``: seconds per simulated LLM call;
    ``memory_queries``: questions of the memory run (0: skip it); ``warmup``: untimed
    questions first (loads the embedding model).
    """

    callers: tuple[int, ...] = (1, 2, 4, 8)
    queries: int = 200
    llm_queries: int = 32
    llm_latency: float = 0.3
    memory_queries: int = 0
    warmup: int = 5

    def __post_init__(self) -> None:
        name = "ConcurrencyBenchConfig"
        if not self.callers or 1 not in self.callers:
            raise ConfigError(f"{name}.callers: must include 1 (the reference), got {self.callers}")
        for c in self.callers:
            check_int(name, "callers", c, high=1024)
        check_int(name, "queries", self.queries)
        check_int(name, "llm_queries", self.llm_queries, low=0)
        check_int(name, "memory_queries", self.memory_queries, low=0)
        check_int(name, "warmup", self.warmup, low=0)
        if not isinstance(self.llm_latency, int | float) or not 0 <= self.llm_latency <= 60:
            raise ConfigError(
                f"{name}.llm_latency: expected 0-60 seconds, got {self.llm_latency!r}"
            )


#: Questions about one named entity, for an index without a question set.
_TEMPLATES = (
    "What is {} related to?",
    "Which entities are linked to {}?",
    "What is known about {}?",
    "What do the neighbours of {} have in common?",
)


def graph_questions(names: Sequence[str], n: int, *, seed: int = 0) -> list[str]:
    """``n`` distinct questions (when there are enough names) about entity ``names`` drawn
    with ``seed``, one of four templates each: a question set for any index.

    Example:
        >>> questions = graph_questions(["Inception", "Heat"], 8, seed=0)
        >>> len(set(questions)), all(q.endswith("?") for q in questions)
        (8, True)
    """
    check_int(None, "n", n, low=0)
    rng = np.random.default_rng(seed)
    pool = sorted({name for name in names if name.strip()})
    if not pool:
        raise ConfigError("names: the graph has no named entity to ask about")
    picks = rng.permutation(len(pool) * len(_TEMPLATES))[:n]
    if len(picks) < n:
        picks = np.resize(picks, n)
    return [
        _TEMPLATES[int(p) % len(_TEMPLATES)].format(pool[int(p) // len(_TEMPLATES)]) for p in picks
    ]


def current_rss_bytes() -> int | None:
    """This process's resident set now (Linux ``/proc/self/status``), or None elsewhere."""
    try:
        text = Path("/proc/self/status").read_text(encoding="ascii", errors="replace")
    except OSError:
        return None
    for line in text.splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    return None


def _answer(result: DotRAGResult) -> tuple[Any, ...]:
    paths = tuple(
        (p.anchor, p.score, tuple((h.relation, h.source, h.target) for h in p.hops))
        for p in result.paths
    )
    return paths, result.context.text


def _latency(seconds: Sequence[float]) -> dict[str, float]:
    ms = np.asarray(seconds, dtype=np.float64) * 1000.0
    return {
        "p50_ms": round(float(np.percentile(ms, 50)), 2),
        "p95_ms": round(float(np.percentile(ms, 95)), 2),
    }


def _in_threads(
    retrieve: Callable[[str], DotRAGResult], questions: Sequence[str], callers: int
) -> tuple[float, list[DotRAGResult], list[float]]:
    def timed(question: str) -> tuple[DotRAGResult, float]:
        start = time.perf_counter()
        result = retrieve(question)
        return result, time.perf_counter() - start

    start = time.perf_counter()
    with ThreadPoolExecutor(callers) as pool:
        done = list(pool.map(timed, questions))
    wall = time.perf_counter() - start
    return wall, [r for r, _ in done], [s for _, s in done]


def _in_tasks(
    dotrag: DotRAG, questions: Sequence[str], callers: int
) -> tuple[float, list[DotRAGResult], list[float]]:
    async def main() -> list[tuple[DotRAGResult, float]]:
        gate = asyncio.Semaphore(callers)

        async def timed(question: str) -> tuple[DotRAGResult, float]:
            async with gate:
                start = time.perf_counter()
                result = await dotrag.aretrieve(question)
                return result, time.perf_counter() - start

        return list(await asyncio.gather(*(timed(q) for q in questions)))

    start = time.perf_counter()
    done = asyncio.run(main())
    wall = time.perf_counter() - start
    return wall, [r for r, _ in done], [s for _, s in done]


def _levels(
    mode: str,
    index: GraphIndex,
    make: Callable[[], DotRAG],
    questions: Sequence[str],
    callers: Sequence[int],
    progress: Progress | None,
) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    reference: list[tuple[Any, ...]] | None = None
    base_qps = 0.0
    for step, c in enumerate(sorted(callers)):
        index.reachability.clear_cache()
        dotrag = make()  # a fresh retriever: every level starts from cold caches
        if mode == "llm_async":
            wall, results, seconds = _in_tasks(dotrag, questions, c)
        else:
            wall, results, seconds = _in_threads(dotrag.retrieve, questions, c)
        answers = [_answer(r) for r in results]
        if reference is None:
            reference = answers
        qps = len(questions) / wall
        base_qps = base_qps or qps
        rows.append(
            {
                "callers": c,
                "queries": len(questions),
                "seconds": round(wall, 3),
                "qps": round(qps, 3),
                "speedup": round(qps / base_qps, 3),
                **_latency(seconds),
                "llm_calls": sum(r.stats.llm_calls for r in results),
                "identical": sum(a == b for a, b in zip(answers, reference, strict=True)),
            }
        )
        if progress is not None:
            progress(f"bench concurrency {mode}", step + 1, total=len(callers))
    return rows


def _memory(
    make: Callable[[], DotRAG], questions: Sequence[str], count: int, progress: Progress | None
) -> dict[str, Any]:
    dotrag = make()
    for question in questions[:20]:  # the model and the first allocations, untimed
        dotrag.retrieve(question)
    gc.collect()
    before = current_rss_bytes()
    checkpoints: list[dict[str, Any]] = []
    every = max(count // 10, 1)
    start = time.perf_counter()
    for i in range(count):
        dotrag.retrieve(questions[i % len(questions)])
        if (i + 1) % every == 0 or i + 1 == count:
            gc.collect()
            checkpoints.append(
                {
                    "queries": i + 1,
                    "rss_bytes": current_rss_bytes(),
                    "seconds": round(time.perf_counter() - start, 2),
                    "caches": dotrag.cache_info(),
                }
            )
            if progress is not None:
                progress("bench concurrency memory", i + 1, total=count)
    after = checkpoints[-1]["rss_bytes"] if checkpoints else before
    # Growth over the second half: what is left once the caches have filled.
    half = checkpoints[len(checkpoints) // 2 - 1]["rss_bytes"] if len(checkpoints) > 1 else None
    return {
        "queries": count,
        "distinct_questions": len(set(questions[:count])),
        "rss_method": RSS_METHOD,
        "rss_before_bytes": before,
        "rss_after_bytes": after,
        "rss_growth_bytes": None if before is None or after is None else after - before,
        "rss_growth_second_half_bytes": (None if half is None or after is None else after - half),
        "checkpoints": checkpoints,
    }


def run_concurrency_benchmark(
    index_dir: str | os.PathLike[str],
    questions: Sequence[str],
    *,
    config: ConcurrencyBenchConfig | None = None,
    embedder: Embedder | None = None,
    progress: Progress | None = None,
) -> dict[str, Any]:
    """Queries per second of DotRAG over ``index_dir`` at each number of concurrent callers
    (deterministic policy; simulated LLM with threads and with async tasks), and memory
    over a long run (see the module docstring). ``questions``: at least ``queries`` (and
    ``llm_queries``) of them; the memory run cycles through them."""
    cfg = config if config is not None else ConcurrencyBenchConfig()
    asked = [q for q in questions if q.strip()]
    if len(asked) < max(cfg.queries, cfg.llm_queries):
        raise ConfigError(
            f"questions: {len(asked)} given, the benchmark asks {max(cfg.queries, cfg.llm_queries)}"
        )
    start = time.perf_counter()
    index = load_index(index_dir)
    load_seconds = time.perf_counter() - start
    first = DotRAG.from_index(index, embedder=embedder)
    embedder = first.embedder  # the index's own, loaded once and shared by every retriever
    for question in asked[-cfg.warmup :] if cfg.warmup else []:
        first.retrieve(question)

    def deterministic() -> DotRAG:
        return DotRAG.from_index(index, embedder=embedder)

    def simulated() -> DotRAG:
        llm = SimulatedLLM(latency=cfg.llm_latency)
        return DotRAG.from_index(index, embedder=embedder, llm=llm)

    modes: dict[str, list[dict[str, Any]]] = {
        "deterministic": _levels(
            "deterministic", index, deterministic, asked[: cfg.queries], cfg.callers, progress
        )
    }
    if cfg.llm_queries:
        for mode in ("llm_threads", "llm_async"):
            modes[mode] = _levels(
                mode, index, simulated, asked[: cfg.llm_queries], cfg.callers, progress
            )
    result: dict[str, Any] = {
        "index": str(index_dir),
        "config": asdict(cfg),
        "entities": index.graph.num_entities,
        "relations": index.graph.num_relations,
        "vectors": index.vectors,
        "embedder": getattr(embedder, "name", type(embedder).__name__),
        "load_seconds": round(load_seconds, 2),
        "modes": modes,
        "cpus": os.cpu_count(),
    }
    if cfg.llm_queries:
        threads = {r["callers"]: r["qps"] for r in modes["llm_threads"]}
        result["async_over_threads"] = {
            str(r["callers"]): round(r["qps"] / threads[r["callers"]], 3)
            for r in modes["llm_async"]
        }
    if cfg.memory_queries:
        result["memory"] = _memory(deterministic, asked, cfg.memory_queries, progress)
    index.close()
    return result
