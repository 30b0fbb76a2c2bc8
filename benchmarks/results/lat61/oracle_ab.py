"""lat61 (2), an upper bound, no library change: what reading ahead would save if it knew the
anchors discovery picks. speed57's paired.py pattern in one process per set: two DotRAG
retrievers (the default config) on one index and embedder, ``main`` (as it is: it reads ahead
from the anchors the question names in full, found before the question's vector) and
``oracle`` (reads ahead from the anchors discovery picked for the same question in an untimed
first pass of its own, ``_named_anchors`` patched on that retriever only), and vss; order
alternating by question and pass, vss after both; per question the least wall time of
``REPS`` passes, p50 per set. Results are checked equal (paths and context) on every
question; ``late`` counts the questions where main read an anchor after the model call
(none of discovery's anchors among those read ahead). No question text is printed.

    PYTHONPATH=TREE/core:TREE/benchmarks TREE=TREE python oracle_ab.py SET,SET... REPS [LIMIT]
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from typing import Any

import numpy as np
from where import open_set  # this folder's

import graphpaths.dotrag.retriever as retriever_module
from graphpaths_bench.eval.base import EvalResources
from graphpaths_bench.eval.dotrag_methods import _build, _heuristic
from graphpaths_bench.eval.registry import get_method

KINDS = ("main", "oracle")
PICKED: dict[str, list[int]] = {}
_not_found = retriever_module._not_found


def _recording(query: str, discovery: Any, policy: Any, cfg: Any) -> Any:
    PICKED[query] = [a.entity for a in discovery.anchors]
    return _not_found(query, discovery, policy, cfg)


def _as_oracle(dotrag: Any) -> None:
    named_anchors = dotrag._named_anchors

    def oracle(query: str, cfg: Any, engine: Any) -> tuple[Any, list[int]]:
        named, _ = named_anchors(query, cfg, engine)  # the names discovery is given, as on main
        return named, list(PICKED.get(query, ()))

    dotrag._named_anchors = oracle


def run(name: str, reps: int, limit: int) -> dict[str, Any]:
    index, embedder, questions = open_set(name, limit)
    n = len(questions)
    PICKED.clear()
    first = EvalResources(index=index, embedder=embedder, budget=10_000)
    recorder = _build(first, _heuristic(first)).dotrag
    retriever_module._not_found = _recording
    try:
        ahead: dict[str, list[int]] = {}
        for question in questions:
            named = recorder._named_anchors(
                question, recorder.config, recorder._latest_views().base
            )
            ahead[question] = named[1]
            recorder.retrieve(question)
    finally:
        retriever_module._not_found = _not_found
    late = sum(1 for q in questions if PICKED.get(q) and not set(PICKED[q]) & set(ahead[q]))
    wall = {k: np.full((reps, n), np.inf) for k in (*KINDS, "vss")}
    load = [os.getloadavg()[0]]
    for rep in range(reps):
        res = EvalResources(index=index, embedder=embedder, budget=10_000)
        made = {k: _build(res, _heuristic(res)).dotrag for k in KINDS}
        _as_oracle(made["oracle"])
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
            a, b = out["main"], out["oracle"]
            if a.paths != b.paths or a.context.text != b.context.text:
                raise SystemExit(f"{name}: question {i} differs")
        load.append(os.getloadavg()[0])
    best = {k: v.min(axis=0) for k, v in wall.items()}
    p50 = {k: float(statistics.median(v)) for k, v in best.items()}
    return {
        "set": name,
        "questions": n,
        "late": late,
        "p50_ms": {k: round(v, 3) for k, v in p50.items()},
        "mean_ms": {k: round(float(np.mean(v)), 3) for k, v in best.items()},
        "ratio_main": round(p50["main"] / p50["vss"], 3),
        "ratio_oracle": round(p50["oracle"] / p50["vss"], 3),
        "oracle_vs_main_%": round(100 * (p50["oracle"] / p50["main"] - 1), 2),
        "load": [round(x, 2) for x in load],
    }


if __name__ == "__main__":
    import json

    limit = int(sys.argv[3]) if len(sys.argv) > 3 else 60
    for set_name in sys.argv[1].split(","):
        sys.stdout.write(json.dumps(run(set_name, int(sys.argv[2]), limit)) + "\n")
        sys.stdout.flush()
