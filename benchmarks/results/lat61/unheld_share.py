"""lat61 (1): the default abstention's own time, measured inside ``retrieve``: per set one
DotRAG retriever (the default config, ``abstain="sure"``) asks every answerable question
(at most 60) ``REPS`` times, each pass on a new retriever; ``HeuristicPolicy.unheld`` is
wrapped to time it (wall and the thread's CPU) and to count how it ends: by the readings'
bound (``_log_odds_bound`` below the threshold), by an anchor's rough signals, or by the
exact signals of every anchor. Per question the least of the passes; medians and means per
set; shares are of ``retrieve``'s wall time. Before the check, the wrapper reads the question
from every anchor (``read``, cached; ranking reads every anchor next when the search runs) and
times that apart (``reads_first``): an anchor the reading ahead did not read was read inside
the check, a cost ranking would otherwise pay. No question text is printed.

    PYTHONPATH=TREE/core:TREE/benchmarks TREE=TREE python unheld_share.py SET,SET... REPS
"""

from __future__ import annotations

import collections
import json
import os
import sys
import time
from typing import Any

import numpy as np
from where import open_set  # this folder's

from graphpaths.dotrag.reading.heuristic import HeuristicPolicy
from graphpaths_bench.eval.base import EvalResources
from graphpaths_bench.eval.dotrag_methods import _build, _heuristic

SPENT = {"wall": 0.0, "cpu": 0.0, "reads": 0.0}
ENDS: collections.Counter[str] = collections.Counter()
_unheld, _signals, _bound = (
    HeuristicPolicy.unheld,
    HeuristicPolicy.signals,
    HeuristicPolicy._log_odds_bound,
)
STEPS: list[str] = []


def unheld(self: Any, query: str, anchors: Any, **kwargs: Any) -> Any:
    STEPS.clear()
    # the readings ranking asks next of every anchor (cached), read first and timed apart:
    # what the check adds is the rest
    started = time.perf_counter()
    for a in anchors:
        self.read(query, a.entity, a.name)
    SPENT["reads"] += time.perf_counter() - started
    started, thread = time.perf_counter(), time.thread_time()
    try:
        return _unheld(self, query, anchors, **kwargs)
    finally:
        SPENT["wall"] += time.perf_counter() - started
        SPENT["cpu"] += time.thread_time() - thread
        exact = STEPS.count("signals")
        ENDS["exact signals" if exact else "rough signals" if "rough" in STEPS else "bound"] += 1


def signals(self: Any, query: str, anchor: Any, *, rough: bool = False) -> Any:
    STEPS.append("rough" if rough else "signals")
    return _signals(self, query, anchor, rough=rough)


HeuristicPolicy.unheld = unheld  # type: ignore[method-assign]
HeuristicPolicy.signals = signals  # type: ignore[method-assign]


def run(name: str, reps: int) -> dict[str, Any]:
    index, embedder, questions = open_set(name)
    n = len(questions)
    figs = {k: np.full((reps, n), np.inf) for k in ("retrieve", "unheld", "unheld_cpu", "reads")}
    load = [os.getloadavg()[0]]
    ENDS.clear()
    for rep in range(reps):
        res = EvalResources(index=index, embedder=embedder, budget=10_000)
        dot = _build(res, _heuristic(res)).dotrag
        dot.retrieve(questions[0])
        for i, question in enumerate(questions):
            before = dict(SPENT)
            started = time.perf_counter()
            dot.retrieve(question)
            figs["retrieve"][rep, i] = 1e3 * (time.perf_counter() - started)
            figs["unheld"][rep, i] = 1e3 * (SPENT["wall"] - before["wall"])
            figs["unheld_cpu"][rep, i] = 1e3 * (SPENT["cpu"] - before["cpu"])
            figs["reads"][rep, i] = 1e3 * (SPENT["reads"] - before["reads"])
        load.append(os.getloadavg()[0])
    best = {k: v.min(axis=0) for k, v in figs.items()}
    return {
        "set": name,
        "questions": n,
        "retrieve_p50_ms": round(float(np.median(best["retrieve"])), 3),
        "unheld_p50_ms": round(float(np.median(best["unheld"])), 4),
        "unheld_mean_ms": round(float(np.mean(best["unheld"])), 4),
        "unheld_cpu_mean_ms": round(float(np.mean(best["unheld_cpu"])), 4),
        "unheld_max_ms": round(float(np.max(best["unheld"])), 3),
        "reads_first_mean_ms": round(float(np.mean(best["reads"])), 4),
        "share_of_retrieve_%": round(
            100 * float(np.sum(best["unheld"]) / np.sum(best["retrieve"])), 2
        ),
        "ends_per_pass": {k: v / reps for k, v in ENDS.items()},
        "load": [round(x, 2) for x in load],
    }


if __name__ == "__main__":
    for set_name in sys.argv[1].split(","):
        sys.stdout.write(json.dumps(run(set_name, int(sys.argv[2]))) + "\n")
        sys.stdout.flush()
