"""The following benchmark (``graphpaths bench follow``): what a query pays for following
the revisions other processes publish (docs/live-updates.md).

1. Paired A/B on the index as it is (never written): three retrievers over the same index,
   following ``off`` (``follow_interval=None``), ``every_second`` (the default, 1.0: a
   look per second) and ``every_query`` (0.0: an ``os.stat`` before each query). Each
   question is asked of the three in turn, the order rotated per question and repeat, so
   load and cache drift fall on all three alike; per mode p50/p95, and per mode the median
   of the paired differences to ``off`` (same question, same repeat). The answers must be
   equal across the modes.
2. The look alone: the seconds of :meth:`GraphIndex.follow
   <graphpaths.dotrag.index.graph_index.GraphIndex.follow>` when nothing changed, with
   interval 0 (one ``os.stat``) and 1 (a clock read).
3. Switches (on a copy of the index; ``switches`` > 0): another open index publishes a
   small update (new films), then the follower's next query (which loads the new revision
   and makes its engine again) is timed, and the one after it.

Example (a two-film graph, the hashing embedder):
    >>> import tempfile, pathlib
    >>> from graphpaths.embeddings_hashing import HashingEmbedder
    >>> from graphpaths.graph import GraphBuilder
    >>> from graphpaths.dotrag.index.graph_index import build_index
    >>> b = GraphBuilder()
    >>> _ = b.add_relation("jaws", "spielberg", "directed_by", create_entities=True)
    >>> _ = b.add_relation("alien", "scott", "directed_by", create_entities=True)
    >>> out = pathlib.Path(tempfile.mkdtemp()) / "films"
    >>> _ = build_index(b.build(), out, embedder=HashingEmbedder())
    >>> r = run_follow_benchmark(out, ["who directed jaws"], repeats=2, switches=1, looks=100,
    ...                          embedder=HashingEmbedder())
    >>> r["answers_equal"], sorted(r["modes"]), r["switches"]["revisions"]
    (True, ['every_query', 'every_second', 'off'], [1])
"""

from __future__ import annotations

import shutil
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from graphpaths.dotrag.index.graph_index import load_index
from graphpaths.dotrag.retriever import DotRAG
from graphpaths.embeddings import recorded_embedder
from graphpaths.errors import ConfigError
from graphpaths_bench.bench.updates import _answer, latency_summary, synthetic_films

if TYPE_CHECKING:
    from graphpaths.embeddings import Embedder

__all__ = ["FOLLOW_MODES", "run_follow_benchmark"]

#: The modes compared: their ``follow_interval``.
FOLLOW_MODES: dict[str, float | None] = {"off": None, "every_second": 1.0, "every_query": 0.0}


def run_follow_benchmark(
    index_dir: str | Path,
    questions: Sequence[str],
    *,
    repeats: int = 3,
    switches: int = 5,
    looks: int = 20_000,
    work_dir: str | Path | None = None,
    embedder: Embedder | None = None,
) -> dict[str, Any]:
    """Measure (module docstring); ``embedder``: the index's own, made from its manifest,
    unless given. The index at ``index_dir`` is only read; the switches run on a copy."""
    if not questions:
        raise ConfigError("questions: expected at least one question")
    if repeats < 1 or switches < 0 or looks < 1:
        raise ConfigError(
            f"repeats, switches, looks: expected >= 1, >= 0, >= 1, got {repeats}, {switches}, "
            f"{looks}"
        )
    source = Path(index_dir)
    if embedder is None:
        m = load_index(source).manifest
        embedder = recorded_embedder(m.embedder_spec, name=m.embedder, where=f"index {source}")
    dotrags = {
        mode: DotRAG.from_index(load_index(source, follow_interval=interval), embedder=embedder)
        for mode, interval in FOLLOW_MODES.items()
    }
    names = list(dotrags)
    answers: dict[str, list[Any]] = {mode: [] for mode in names}
    for mode in names:  # untimed: every timed query runs with warm caches
        answers[mode] = [_answer(dotrags[mode].retrieve(q)) for q in questions]
    seconds: dict[str, list[float]] = {mode: [] for mode in names}
    for r in range(repeats):
        for i, question in enumerate(questions):
            shift = (i + r) % len(names)
            for mode in names[shift:] + names[:shift]:
                start = time.perf_counter()
                dotrags[mode].retrieve(question)
                seconds[mode].append(time.perf_counter() - start)
    off = np.asarray(seconds["off"])
    modes: dict[str, Any] = {}
    for mode in names:
        mine = np.asarray(seconds[mode])
        modes[mode] = {
            "follow_interval": FOLLOW_MODES[mode],
            **latency_summary(seconds[mode]),
            "paired_median_diff_ms": round(float(np.median(mine - off)) * 1000, 4),
            "p50_ratio_to_off": round(float(np.median(mine) / np.median(off)), 4),
        }
    return {
        "index": str(source),
        "questions": len(questions),
        "repeats": repeats,
        "answers_equal": all(answers[mode] == answers["off"] for mode in names),
        "modes": modes,
        "look": _look_seconds(source, looks),
        "switches": _switches(source, questions[0], switches, work_dir, embedder),
    }


def _look_seconds(source: Path, looks: int) -> dict[str, float]:
    """Microseconds per :meth:`follow` when nothing changed, per interval."""
    out: dict[str, float] = {}
    for interval in (0.0, 1.0):
        index = load_index(source, follow_interval=interval)
        start = time.perf_counter()
        for _ in range(looks):
            index.follow()
        out[f"interval_{interval:g}_us"] = round((time.perf_counter() - start) / looks * 1e6, 3)
    return out


def _switches(
    source: Path, question: str, switches: int, work_dir: str | Path | None, embedder: Embedder
) -> dict[str, Any]:
    """The first query after another writer's update (it loads the new revision) and the
    next one, on a copy of the index."""
    if not switches:
        return {"revisions": [], "first_query_ms": [], "next_query_ms": []}
    with tempfile.TemporaryDirectory(dir=work_dir, prefix="follow-bench-") as tmp:
        copy = Path(tmp) / source.name
        shutil.copytree(source, copy)
        writer = load_index(copy, follow_interval=None)
        follower = DotRAG.from_index(load_index(copy, follow_interval=0.0), embedder=embedder)
        follower.retrieve(question)
        revisions: list[int] = []
        first: list[float] = []
        following: list[float] = []
        for s in range(switches):
            entities, triples = synthetic_films(writer.graph, 4, seed=s, tag=f"f{s}")
            revisions.append(
                writer.add(entities=entities, triples=triples, embedder=embedder).revision
            )
            for bucket in (first, following):
                start = time.perf_counter()
                follower.retrieve(question)
                bucket.append(time.perf_counter() - start)
        return {
            "revisions": revisions,
            "first_query_ms": [round(x * 1000, 2) for x in first],
            "next_query_ms": [round(x * 1000, 2) for x in following],
            "first_query_p50_ms": round(float(np.median(first)) * 1000, 2),
            "next_query_p50_ms": round(float(np.median(following)) * 1000, 2),
        }
