"""speed58's paired A/B in one process (branch code; after speed57's ``paired.py``): per set
two DotRAG retrievers on one index and embedder, ``main`` (main's code put back where the
branch changed it, ``main_code.as_main``) and ``branch``, and vss; the order of the two
alternates by question and pass, vss asked after both. Per question the least wall time of
``REPS`` passes (each pass on new retrievers, warmed as ``from_index`` warms them, then one
untimed question each), p50 per set; the ratio is DotRAG's p50 over vss's. Results are
checked equal (paths and context) on every question. No question text is printed.

    TREE=. PYTHONPATH=TREE/core:TREE/benchmarks:THIS_FOLDER:../speed57 python paired.py SET,SET... REPS [LIMIT]
"""

from __future__ import annotations

import contextlib
import gc
import os
import statistics
import sys
import time
from typing import Any

import numpy as np
from main_code import as_main, main_modules  # this folder's
from where import open_set  # speed57's

from graphpaths.dotrag.reading.heuristic import HeuristicPolicy
from graphpaths.dotrag.reading.reader import Reader
from graphpaths_bench.eval.base import EvalResources
from graphpaths_bench.eval.registry import get_method

KINDS = ("main", "branch")
#: The cuts whose main code the main arm runs (``CUTS=1``, ``CUTS=2``: one cut alone
#: measured; default both): 1 ``Reader._match_word``, 2 ``path_hop`` / ``assemble_paths``.
CUTS = os.environ.get("CUTS", "12")


def _made() -> set[int]:
    """The readers and heuristic policies alive (``main_code.as_main`` patches them)."""
    return {id(o) for o in gc.get_objects() if isinstance(o, Reader | HeuristicPolicy)}


def run(name: str, reps: int, limit: int) -> dict[str, Any]:
    index, embedder, questions = open_set(name, limit)
    n = len(questions)
    wall = {k: np.full((reps, n), np.inf) for k in (*KINDS, "vss")}
    load = [os.getloadavg()[0]]
    for rep in range(reps):
        res = EvalResources(index=index, embedder=embedder, budget=10_000)
        made = {}
        for k in KINDS:
            before = _made()
            made[k] = get_method("dotrag", "graph").create(res).dotrag
            with main_modules() if k == "main" and "2" in CUTS else contextlib.nullcontext():
                made[k].retrieve(questions[0])
            if k == "main" and "1" in CUTS:
                mine = [
                    o
                    for o in gc.get_objects()
                    if isinstance(o, Reader | HeuristicPolicy) and id(o) not in before
                ]
                as_main(made[k], mine)
        vss = get_method("vss", "graph").create(res)
        vss.retrieve(questions[0])
        for i, question in enumerate(questions):
            out = {}
            for k in KINDS if (i + rep) % 2 == 0 else KINDS[::-1]:
                modules = (
                    main_modules() if k == "main" and "2" in CUTS else contextlib.nullcontext()
                )
                with modules:  # main's module functions in place for the main arm (untimed)
                    started = time.perf_counter()
                    out[k] = made[k].retrieve(question)
                    wall[k][rep, i] = 1e3 * (time.perf_counter() - started)
            started = time.perf_counter()
            vss.retrieve(question)
            wall["vss"][rep, i] = 1e3 * (time.perf_counter() - started)
            a, b = out["main"], out["branch"]
            if a.paths != b.paths or a.context.text != b.context.text:
                raise SystemExit(f"{name}: question {i} differs")
        load.append(os.getloadavg()[0])
    p50 = {k: float(statistics.median(v.min(axis=0))) for k, v in wall.items()}
    return {
        "set": name,
        "questions": n,
        "p50_ms": {k: round(v, 3) for k, v in p50.items()},
        "ratio_main": round(p50["main"] / p50["vss"], 3),
        "ratio_branch": round(p50["branch"] / p50["vss"], 3),
        "dotrag_change_%": round(100 * (p50["branch"] / p50["main"] - 1), 2),
        "load": [round(x, 2) for x in load],
        "cuts": CUTS,
    }


if __name__ == "__main__":
    import json

    limit = int(sys.argv[3]) if len(sys.argv) > 3 else 60
    for set_name in sys.argv[1].split(","):
        sys.stdout.write(json.dumps(run(set_name, int(sys.argv[2]), limit)) + "\n")
        sys.stdout.flush()
