"""lat61 (1): what the default abstention costs. speed57's paired.py pattern, in one process
per set: two DotRAG retrievers on one index and embedder, ``sure`` (the default config,
``abstain="sure"``) and ``off`` (the same config with ``abstain=False``; env CONTROL=1: ``abstain="sure"`` too, an A/A
control of the arms' order and placement), and vss; the two
arms' order alternates by question and pass, vss asked after both. Per question the least
wall time of ``REPS`` passes (each pass on new retrievers), p50 per set; each ratio is the
arm's p50 over vss's. ``thread_cpu_p50_ms``: the same of the calling thread's CPU time
(``time.thread_time``; the model's own pool threads not counted), less moved by the load. Results are checked equal (paths and context) on every question
neither arm abstains on; ``abstained`` counts the questions the ``sure`` arm abstains on.
No question text is printed.

    PYTHONPATH=TREE/core:TREE/benchmarks TREE=TREE python abstain_ab.py SET,SET... REPS [LIMIT]
"""

from __future__ import annotations

import gc
import os
import statistics
import sys
import time
from typing import Any

import numpy as np
from where import open_set  # this folder's

from graphpaths_bench.eval.base import EvalResources
from graphpaths_bench.eval.dotrag_methods import _build, _heuristic
from graphpaths_bench.eval.registry import get_method

KINDS = ("sure", "off")
#: the ``off`` arm's abstain: False, or (env CONTROL=1, an A/A control) "sure" as the other
OFF: bool | str = "sure" if os.environ.get("CONTROL") == "1" else False
#: env NO_GC=1: the garbage collector off while a set's passes run (what is left is not
#: the collections the arms' allocations set off)
NO_GC = os.environ.get("NO_GC") == "1"


def run(name: str, reps: int, limit: int) -> dict[str, Any]:
    index, embedder, questions = open_set(name, limit)
    n = len(questions)
    wall = {k: np.full((reps, n), np.inf) for k in (*KINDS, "vss")}
    cpu = {k: np.full((reps, n), np.inf) for k in KINDS}
    load = [os.getloadavg()[0]]
    abstained = 0
    if NO_GC:
        gc.collect()
        gc.freeze()
        gc.disable()
    for rep in range(reps):
        res = EvalResources(index=index, embedder=embedder, budget=10_000)
        made = {
            k: _build(res, _heuristic(res), abstain="sure" if k == "sure" else OFF).dotrag
            for k in KINDS
        }
        vss = get_method("vss", "graph").create(res)
        for method in (*made.values(), vss):
            method.retrieve(questions[0])
        for i, question in enumerate(questions):
            out = {}
            for k in KINDS if (i + rep) % 2 == 0 else KINDS[::-1]:
                started, thread = time.perf_counter(), time.thread_time()
                out[k] = made[k].retrieve(question)
                wall[k][rep, i] = 1e3 * (time.perf_counter() - started)
                cpu[k][rep, i] = 1e3 * (time.thread_time() - thread)
            started = time.perf_counter()
            vss.retrieve(question)
            wall["vss"][rep, i] = 1e3 * (time.perf_counter() - started)
            a, b = out["sure"], out["off"]
            if a.stats.not_found is not None:
                abstained += rep == 0
            elif a.paths != b.paths or a.context.text != b.context.text:
                raise SystemExit(f"{name}: question {i} differs")
        load.append(os.getloadavg()[0])
    if NO_GC:
        gc.enable()
        gc.unfreeze()
    p50 = {k: float(statistics.median(v.min(axis=0))) for k, v in wall.items()}
    return {
        "set": name,
        "questions": n,
        "off_abstain": OFF,
        "no_gc": NO_GC,
        "abstained": abstained,
        "p50_ms": {k: round(v, 3) for k, v in p50.items()},
        "thread_cpu_p50_ms": {
            k: round(float(statistics.median(v.min(axis=0))), 3) for k, v in cpu.items()
        },
        "ratio_sure": round(p50["sure"] / p50["vss"], 3),
        "ratio_off": round(p50["off"] / p50["vss"], 3),
        "sure_vs_off_%": round(100 * (p50["sure"] / p50["off"] - 1), 2),
        "load": [round(x, 2) for x in load],
    }


if __name__ == "__main__":
    import json

    limit = int(sys.argv[3]) if len(sys.argv) > 3 else 60
    for set_name in sys.argv[1].split(","):
        sys.stdout.write(json.dumps(run(set_name, int(sys.argv[2]), limit)) + "\n")
        sys.stdout.flush()
