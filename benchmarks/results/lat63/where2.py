"""lat63: where DotRAG's wall time goes a question (speed57's where.py, with the read-ahead
split out): per set ``REPS`` fresh retriever pairs ask every answerable question (at most
60), dotrag then vss; per question the least over the passes (wall ms, perf_counter), p50 per
column. ``names`` is ``DotRAG._named_anchors``, ``read_ahead`` the policy's reading ahead
(both inside the ``embed`` lap, while the model runs); ``wait`` = embed - names - read_ahead
(the model's time left after them); ``after`` = dotrag - embed (all after the vector).
Fitted dev sets only; no question text is printed.

    PYTHONPATH=TREE/core:TREE/benchmarks:../speed57 TREE=TREE python where2.py SET,SET... REPS
"""

from __future__ import annotations

import collections
import os
import sys
import time
from typing import Any

import numpy as np
from where import open_set  # speed57's where.py (../speed57 on PYTHONPATH)

from graphpaths.dotrag.reading.heuristic import HeuristicPolicy
from graphpaths.dotrag.retriever import DotRAG
from graphpaths_bench.eval.base import EvalResources
from graphpaths_bench.eval.registry import get_method

SPENT = {"names": 0.0, "read_ahead": 0.0}


def _timed(cls: Any, attr: str, key: str) -> None:
    inner = getattr(cls, attr)

    def wrapped(*args: Any, **kwargs: Any) -> Any:
        started = time.perf_counter()
        try:
            return inner(*args, **kwargs)
        finally:
            SPENT[key] += time.perf_counter() - started

    setattr(cls, attr, wrapped)


_timed(DotRAG, "_named_anchors", "names")
_timed(HeuristicPolicy, "read_ahead", "read_ahead")


def one_set(name: str, reps: int) -> dict[str, float]:
    index, embedder, questions = open_set(name)
    n = len(questions)
    figs: dict[str, np.ndarray] = collections.defaultdict(lambda: np.full((reps, n), np.inf))
    load = [os.getloadavg()[0]]
    for rep in range(reps):
        res = EvalResources(index=index, embedder=embedder, budget=10_000)
        dot = get_method("dotrag", "graph").create(res)
        vss = get_method("vss", "graph").create(res)
        dot.retrieve(questions[0])
        vss.retrieve(questions[0])
        for i, question in enumerate(questions):
            before = dict(SPENT)
            started = time.perf_counter()
            result = dot.dotrag.retrieve(question)
            figs["dotrag"][rep, i] = 1e3 * (time.perf_counter() - started)
            for k in SPENT:
                figs[k][rep, i] = 1e3 * (SPENT[k] - before[k])
            for stage, seconds in result.stats.seconds.items():
                figs[stage][rep, i] = 1e3 * seconds
            started = time.perf_counter()
            vss.retrieve(question)
            figs["vss"][rep, i] = 1e3 * (time.perf_counter() - started)
        load.append(os.getloadavg()[0])
    best = {k: v.min(axis=0) for k, v in figs.items()}
    row = {"n": n, "ratio": float(np.median(best["dotrag"]) / np.median(best["vss"]))}
    row |= {k: float(np.median(v)) for k, v in best.items() if k != "total"}
    row["wait"] = float(np.median(best["embed"] - best["names"] - best["read_ahead"]))
    row["after"] = float(np.median(best["dotrag"] - best["embed"]))
    row["load0"], row["load1"] = load[0], max(load)
    return row


def main() -> None:
    names, reps = sys.argv[1].split(","), int(sys.argv[2])
    keys = None
    for name in names:
        row = one_set(name, reps)
        if keys is None:
            keys = list(row)
            sys.stdout.write("set " + " ".join(keys) + "\n")
        sys.stdout.write(f"{name} " + " ".join(f"{row[k]:.3f}" for k in keys) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
