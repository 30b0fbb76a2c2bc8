"""lat61 (2): the paired A/B of the cut (keep rule b). speed57's paired.py pattern in one
process per set: two DotRAG retrievers (the default config, this tree's code) on one index
and embedder, ``main`` (``_named_anchors`` as on main: when nothing is named in full, nothing
is read ahead) and ``branch`` (the loosely spelled entities read ahead then), and vss; order
alternating by question and pass, vss after both; per question the least wall time of
``REPS`` passes, each on new retrievers; p50 per set. Results are checked equal (paths and
context) on every question. No question text is printed.

    PYTHONPATH=TREE/core:TREE/benchmarks TREE=TREE python branch_ab.py SET,SET... REPS [LIMIT]
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from typing import Any

import numpy as np
from where import open_set  # this folder's

from graphpaths.dotrag.search.discovery import named_anchors
from graphpaths_bench.eval.base import EvalResources
from graphpaths_bench.eval.dotrag_methods import _build, _heuristic
from graphpaths_bench.eval.registry import get_method

KINDS = ("main", "branch")


def _as_main(dotrag: Any) -> None:
    """``_named_anchors`` as main's code has it (no loosely spelled fallback)."""

    def main_named(query: str, cfg: Any, engine: Any) -> tuple[Any, list[int]]:
        search = engine.search
        named = search.named(query, cfg.seed_k)
        mentioned = search.name_table.mentioned(query, cfg.seed_k)
        guess = named_anchors(engine.graph, query, mentioned, named.spelled)
        return named, [e for e in guess if search.holds(e)][: cfg.anchor_k]

    dotrag._named_anchors = main_named


def run(name: str, reps: int, limit: int) -> dict[str, Any]:
    index, embedder, questions = open_set(name, limit)
    n = len(questions)
    wall = {k: np.full((reps, n), np.inf) for k in (*KINDS, "vss")}
    cpu = {k: np.full((reps, n), np.inf) for k in KINDS}
    load = [os.getloadavg()[0]]
    for rep in range(reps):
        res = EvalResources(index=index, embedder=embedder, budget=10_000)
        made = {k: _build(res, _heuristic(res)).dotrag for k in KINDS}
        _as_main(made["main"])
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
            a, b = out["main"], out["branch"]
            if a.paths != b.paths or a.context.text != b.context.text:
                raise SystemExit(f"{name}: question {i} differs")
        load.append(os.getloadavg()[0])
    best = {k: v.min(axis=0) for k, v in wall.items()}
    p50 = {k: float(statistics.median(v)) for k, v in best.items()}
    return {
        "set": name,
        "questions": n,
        "p50_ms": {k: round(v, 3) for k, v in p50.items()},
        "mean_ms": {k: round(float(np.mean(v)), 3) for k, v in best.items()},
        "thread_cpu_p50_ms": {
            k: round(float(statistics.median(v.min(axis=0))), 3) for k, v in cpu.items()
        },
        "ratio_main": round(p50["main"] / p50["vss"], 3),
        "ratio_branch": round(p50["branch"] / p50["vss"], 3),
        "branch_vs_main_%": round(100 * (p50["branch"] / p50["main"] - 1), 2),
        "load": [round(x, 2) for x in load],
    }


if __name__ == "__main__":
    import json

    limit = int(sys.argv[3]) if len(sys.argv) > 3 else 60
    for set_name in sys.argv[1].split(","):
        sys.stdout.write(json.dumps(run(set_name, int(sys.argv[2]), limit)) + "\n")
        sys.stdout.flush()
