"""speed57's paired A/B in one process (branch code): per set two DotRAG retrievers on one
index and embedder, ``main`` (its question read as on main: the model call, then the rest;
``_read_question`` answers as for a policy that does not read ahead) and ``branch`` (the
model call on a thread while the names are found and the named anchors read), and vss;
the order of the two alternates by question and pass, vss asked after both. Per question
the least wall time of ``REPS`` passes (each pass on new retrievers), p50 per set; the
ratio is DotRAG's p50 over vss's. Results are checked equal (paths and context) on every
question. No question text is printed.

    PYTHONPATH=TREE/core:TREE/benchmarks python paired.py SET,SET... REPS [LIMIT]
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from typing import Any

import numpy as np
from where import open_set  # this folder's

from graphpaths_bench.eval.base import EvalResources
from graphpaths_bench.eval.registry import get_method

KINDS = ("main", "branch")


def _as_main(dotrag: Any) -> None:
    """The retriever reads its questions as main does: embed, then the rest."""
    dotrag._read_question = lambda query, cfg, engine: (dotrag._embed_query(query), None)


def run(name: str, reps: int, limit: int) -> dict[str, Any]:
    index, embedder, questions = open_set(name, limit)
    n = len(questions)
    wall = {k: np.full((reps, n), np.inf) for k in (*KINDS, "vss")}
    load = [os.getloadavg()[0]]
    for rep in range(reps):
        res = EvalResources(index=index, embedder=embedder, budget=10_000)
        made = {k: get_method("dotrag", "graph").create(res).dotrag for k in KINDS}
        _as_main(made["main"])
        vss = get_method("vss", "graph").create(res)
        for method in (*made.values(), vss):
            method.retrieve(questions[0])
        for i, question in enumerate(questions):
            out = {}
            for k in KINDS if (i + rep) % 2 == 0 else KINDS[::-1]:
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
    }


if __name__ == "__main__":
    import json

    limit = int(sys.argv[3]) if len(sys.argv) > 3 else 60
    for set_name in sys.argv[1].split(","):
        sys.stdout.write(json.dumps(run(set_name, int(sys.argv[2]), limit)) + "\n")
        sys.stdout.flush()
