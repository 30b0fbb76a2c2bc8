"""``graphpaths bench index --synthetic N:M``: a complete index at scale, then DotRAG on it.

:func:`run_index_benchmark` makes a MAG-like synthetic graph
(:func:`~graphpaths_bench.bench.synthetic.synthetic_typed_graph`: typed, named, power-law
degrees), builds its complete index with the public :func:`~graphpaths.dotrag.index.graph_index.build_index`
(graph, reachability, vectors and store, as ``graphpaths index`` does), opens it with
:func:`~graphpaths.dotrag.index.graph_index.load_index` and :meth:`DotRAG.from_index
<graphpaths.dotrag.retriever.DotRAG.from_index>` (the deterministic heuristic policy) and
asks template questions of 1-3 hops (:func:`~graphpaths_bench.bench.templates.template_questions`).

What it reports (JSON-ready):

- ``generate_seconds``: making the synthetic graph (not part of the index build);
- ``build_seconds``: the index's stages as its manifest records them (``graph``,
  ``reachability``, then one per embedded kind), ``other`` (the rest of ``build_index``:
  types, manifest, the final rename) and ``total`` (the wall time of ``build_index``);
  ``load_seconds``: loading the index and opening the retriever;
- ``peak_rss_bytes``: the peak resident set of this process, from
  ``resource.getrusage(RUSAGE_SELF).ru_maxrss`` (generation, build and queries all run in
  it, so it is the peak of the whole run), and ``peak_rss_bytes_after`` each phase;
- ``disk_bytes`` (and per part) of the index directory;
- ``cpu_seconds`` (user + system) of generation, build and the load-and-query phase, and
  the machine's ``load_average`` at start and end: on a shared machine wall times stretch
  with the load, CPU seconds much less;
- ``query_p50_ms`` / ``query_p95_ms`` (and per hop count) of ``retrieve(question)``, query
  embedding included, after ``warmup`` untimed questions (``warmup_seconds``: their time,
  which includes what the retriever builds on first use, e.g. its name matcher);
  ``anchor_found``: the share of questions whose template anchor is among DotRAG's anchors
  (a sanity check that the questions are answered from the right place).

Without an embedder the index has no vectors, so no question can be asked: the query
fields are None and ``queries_skipped`` says why.
"""

from __future__ import annotations

import os
import resource
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from graphpaths.dotrag.index.graph_index import build_index, load_index
from graphpaths.dotrag.retriever import DotRAG
from graphpaths.embeddings import Embedder
from graphpaths.errors import ConfigError
from graphpaths.graph import Graph
from graphpaths.reachability import DEFAULT_MAX_HOPS
from graphpaths.validation import check_int
from graphpaths_bench.bench.synthetic import SyntheticGraphConfig, synthetic_typed_graph
from graphpaths_bench.bench.templates import template_questions

__all__ = ["IndexBenchConfig", "degree_summary", "peak_rss_bytes", "run_index_benchmark"]

Progress = Callable[..., None]

#: How :func:`peak_rss_bytes` measures, for the JSON.
RSS_METHOD = (
    "resource.getrusage(RUSAGE_SELF).ru_maxrss: peak resident set of the benchmark's own "
    "process (graph generation, index build and queries all run in it)"
)


@dataclass(frozen=True, kw_only=True)
class IndexBenchConfig:
    """The synthetic graph's size and seed, the index's hops and the questions asked."""

    entities: int
    relations: int
    seed: int = 0
    max_hops: int = DEFAULT_MAX_HOPS
    queries: int = 100
    warmup: int = 3
    batch_size: int = 256

    def __post_init__(self) -> None:
        owner = "IndexBenchConfig"
        check_int(owner, "entities", self.entities, low=4, error=ConfigError)
        check_int(owner, "relations", self.relations, low=1, error=ConfigError)
        check_int(owner, "seed", self.seed, low=0, error=ConfigError)
        check_int(owner, "max_hops", self.max_hops, low=1, error=ConfigError)
        check_int(owner, "queries", self.queries, low=1, error=ConfigError)
        check_int(owner, "warmup", self.warmup, low=0, error=ConfigError)
        check_int(owner, "batch_size", self.batch_size, low=1, error=ConfigError)

    def graph_config(self) -> SyntheticGraphConfig:
        return SyntheticGraphConfig(
            entities=self.entities, relations=self.relations, seed=self.seed
        )


def peak_rss_bytes() -> int:
    """This process's peak resident set so far, in bytes (see :data:`RSS_METHOD`)."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return int(peak if sys.platform == "darwin" else peak * 1024)  # macOS: bytes; Linux: KiB


def _cpu_seconds() -> float:
    """User + system CPU seconds of this process so far."""
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def _load_average() -> list[float] | None:
    try:
        return [round(x, 2) for x in os.getloadavg()]
    except OSError:  # not available on this platform
        return None


def degree_summary(graph: Graph, *, top: int = 5) -> dict[str, Any]:
    """Degree statistics (both directions): mean, p50, p99, max, isolated entities, the
    ``top`` hubs (name, type, degree)."""
    degree = np.bincount(graph.heads, minlength=graph.num_entities) + np.bincount(
        graph.tails, minlength=graph.num_entities
    )
    hubs = np.argsort(-degree, kind="stable")[:top]
    return {
        "mean": round(float(degree.mean()), 3),
        "p50": float(np.percentile(degree, 50)),
        "p99": float(np.percentile(degree, 99)),
        "max": int(degree.max()) if len(degree) else 0,
        "isolated": int((degree == 0).sum()),
        "top": [
            {
                "name": graph.names[int(i)],
                "type": graph.types_of(int(i))[0],
                "degree": int(degree[i]),
            }
            for i in hubs
        ],
    }


def _disk_bytes(directory: Path) -> dict[str, int]:
    sizes: dict[str, int] = {}
    for f in directory.rglob("*"):
        if f.is_file():
            part = f.relative_to(directory).parts[0]
            sizes[part] = sizes.get(part, 0) + f.stat().st_size
    return dict(sorted(sizes.items()))


def _latency(ms: list[float]) -> dict[str, float]:
    values = np.asarray(ms, float)
    return {
        "p50_ms": round(float(np.percentile(values, 50)), 3),
        "p95_ms": round(float(np.percentile(values, 95)), 3),
        "mean_ms": round(float(values.mean()), 3),
    }


def run_index_benchmark(
    config: IndexBenchConfig,
    directory: str | Path,
    *,
    embedder: Embedder | None,
    progress: Progress | None = None,
) -> dict[str, Any]:
    """Generate, index into ``directory`` (which must not hold an index yet), query; the
    JSON summary (see the module)."""
    report: Progress = progress or (lambda *_a, **_k: None)
    target = Path(directory)
    if target.exists() and any(target.iterdir()):
        raise ConfigError(f"{target}: the benchmark builds a fresh index; give an empty directory")
    rss_after: dict[str, int] = {"start": peak_rss_bytes()}
    load_before = _load_average()
    cpu = {"start": _cpu_seconds()}

    start = time.perf_counter()
    graph = synthetic_typed_graph(config.graph_config(), progress=report)
    generate_seconds = time.perf_counter() - start
    rss_after["generate"] = peak_rss_bytes()
    cpu["generate"] = _cpu_seconds()
    summary: dict[str, Any] = {
        "types": graph.type_counts(),
        "labels": graph.label_counts(),
        "degree": degree_summary(graph),
    }

    start = time.perf_counter()
    manifest = build_index(
        graph,
        target,
        embedder=embedder,
        max_hops=config.max_hops,
        batch_size=config.batch_size,
        source=f"synthetic MAG-like graph {config.entities}:{config.relations} "
        f"(seed {config.seed})",
        progress=report,
    )
    build_total = time.perf_counter() - start
    summary["fingerprint"] = manifest.graph_fingerprint  # computed by the build, timed there
    del graph  # the index's graph is loaded from disk, as a user's would be
    rss_after["build"] = peak_rss_bytes()
    cpu["build"] = _cpu_seconds()
    build_seconds = {k: round(v, 3) for k, v in manifest.build_seconds.items()}
    build_seconds["other"] = round(max(0.0, build_total - sum(manifest.build_seconds.values())), 3)
    build_seconds["total"] = round(build_total, 3)
    disk = _disk_bytes(target)

    result: dict[str, Any] = {
        "benchmark": "index",
        "entities": manifest.entities,
        "relations": manifest.relations,
        "seed": config.seed,
        "max_hops": config.max_hops,
        "embedder": manifest.embedder,
        "dimension": manifest.dimension,
        "graph": summary,
        "generate_seconds": round(generate_seconds, 3),
        "build_seconds": build_seconds,
        "disk_bytes": sum(disk.values()),
        "disk_bytes_by_part": disk,
        "rss_method": RSS_METHOD,
    }
    if embedder is None:
        result.update(
            load_seconds=None,
            queries=0,
            warmup=0,
            query_p50_ms=None,
            query_p95_ms=None,
            queries_skipped="no embedder: the index has no vectors, so DotRAG cannot run",
        )
    else:
        result.update(_ask(config, target, embedder, report, rss_after))
    cpu["end"] = _cpu_seconds()
    result["peak_rss_bytes"] = peak_rss_bytes()
    result["peak_rss_bytes_after"] = rss_after
    result["cpu_seconds"] = {
        "generate": round(cpu["generate"] - cpu["start"], 3),
        "build": round(cpu["build"] - cpu["generate"], 3),
        "queries": round(cpu["end"] - cpu["build"], 3),
    }
    result["load_average"] = {"start": load_before, "end": _load_average()}
    return result


def _ask(
    config: IndexBenchConfig,
    target: Path,
    embedder: Embedder,
    report: Progress,
    rss_after: dict[str, int],
) -> dict[str, Any]:

    start = time.perf_counter()
    index = load_index(target)
    dotrag = DotRAG.from_index(index, embedder=embedder)
    load_seconds = time.perf_counter() - start
    rss_after["load"] = peak_rss_bytes()
    questions = template_questions(index.graph, config.warmup + config.queries, seed=config.seed)
    start = time.perf_counter()
    for question in questions[: config.warmup]:
        dotrag.retrieve(question.text)
    warmup_seconds = time.perf_counter() - start
    times: list[float] = []
    by_hops: dict[int, list[float]] = {}
    stages: dict[str, list[float]] = {}
    found = 0
    paths = []
    timed = questions[config.warmup :]
    for done, question in enumerate(timed, 1):
        t0 = time.perf_counter()
        answer = dotrag.retrieve(question.text)
        ms = (time.perf_counter() - t0) * 1e3
        times.append(ms)
        by_hops.setdefault(question.hops, []).append(ms)
        for stage, seconds in answer.stats.seconds.items():
            stages.setdefault(stage, []).append(1e3 * float(seconds))
        found += question.anchor in {a.entity for a in answer.anchors}
        paths.append(answer.stats.paths)
        report("queries", done, total=len(timed))
    index.close()
    rss_after["queries"] = peak_rss_bytes()
    overall = _latency(times)
    return {
        "load_seconds": round(load_seconds, 3),
        "queries": len(timed),
        "warmup": config.warmup,
        "warmup_seconds": round(warmup_seconds, 3),
        "query_p50_ms": overall["p50_ms"],
        "query_p95_ms": overall["p95_ms"],
        "query_mean_ms": overall["mean_ms"],
        "query_by_hops": {
            str(h): {"questions": len(v), **_latency(v)} for h, v in sorted(by_hops.items())
        },
        "query_stages_p50_ms": {
            stage: round(float(np.percentile(v, 50)), 3) for stage, v in stages.items()
        },
        "anchor_found": round(found / len(timed), 4),
        "paths_mean": round(float(np.mean(paths)), 2),
        "example_questions": [q.text for q in timed[:3]],
    }
