"""lat65: where DotRAG's wall time goes a question, by hop (lat63's where2.py, every answerable
question, not the first 60): per set ``REPS`` fresh retriever pairs ask every answerable
question, dotrag then vss; per question the least over the passes (wall ms, perf_counter),
p50 per hop and column. ``names``/``read_ahead``: inside the ``embed`` lap (while the model
runs); ``after`` = dotrag - embed. Fitted dev sets only; no question text is printed.

    PYTHONPATH=TREE/core:TREE/benchmarks:../speed57:../lat63 TREE=TREE python where3.py SET,SET... REPS
"""

from __future__ import annotations

import collections
import os
import sys
import time

import numpy as np
import where2  # lat63's: wraps _named_anchors and read_ahead into where2.SPENT
from where import TREE, open_set  # speed57's where.py

from graphpaths_bench.eval.base import EvalResources
from graphpaths_bench.eval.kgqa import load_kgqa_questions, match_kgqa_questions
from graphpaths_bench.eval.registry import get_method

SPENT = where2.SPENT
COLUMNS = (
    "dotrag",
    "vss",
    "names",
    "read_ahead",
    "embed",
    "seed_search",
    "discovery",
    "ranking",
    "search",
    "path_ranking",
)


def one_set(name: str, reps: int) -> list[dict[str, float]]:
    index, embedder, _ = open_set(name, 10_000)
    data = f"{TREE}/benchmarks/kgqa/{name}"
    matched = match_kgqa_questions(load_kgqa_questions(data), index.graph, source=data)
    asked = [q for q in matched if not q.not_found and not q.lacking]
    n = len(asked)
    figs: dict[str, np.ndarray] = collections.defaultdict(lambda: np.full((reps, n), np.inf))
    load = [os.getloadavg()[0]]
    for rep in range(reps):
        res = EvalResources(index=index, embedder=embedder, budget=10_000)
        dot = get_method("dotrag", "graph").create(res)
        vss = get_method("vss", "graph").create(res)
        dot.retrieve(asked[0].text)
        vss.retrieve(asked[0].text)
        for i, q in enumerate(asked):
            before = dict(SPENT)
            started = time.perf_counter()
            result = dot.dotrag.retrieve(q.text)
            figs["dotrag"][rep, i] = 1e3 * (time.perf_counter() - started)
            for k in SPENT:
                figs[k][rep, i] = 1e3 * (SPENT[k] - before[k])
            for stage, seconds in result.stats.seconds.items():
                figs[stage][rep, i] = 1e3 * seconds
            started = time.perf_counter()
            vss.retrieve(q.text)
            figs["vss"][rep, i] = 1e3 * (time.perf_counter() - started)
        load.append(os.getloadavg()[0])
    best = {k: v.min(axis=0) for k, v in figs.items()}
    hops = np.array([q.hops for q in asked])
    rows = []
    for h in sorted(set(hops.tolist())):
        at = hops == h
        row = {"set": name, "hops": h, "n": int(at.sum())}
        row |= {k: round(float(np.median(best[k][at])), 3) for k in COLUMNS if k in best}
        row["ratio"] = round(row["dotrag"] / row["vss"], 3)
        row["after"] = round(float(np.median((best["dotrag"] - best["embed"])[at])), 3)
        row["load"] = [round(x, 2) for x in load]
        rows.append(row)
    return rows


if __name__ == "__main__":
    import json

    for set_name in sys.argv[1].split(","):
        for row in one_set(set_name, int(sys.argv[2])):
            sys.stdout.write(json.dumps(row) + "\n")
            sys.stdout.flush()
