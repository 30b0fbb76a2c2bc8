"""lat63 keep rule (b): the paired A/B of main's code against the branch's, speed57's paired.py
/ lat61's branch_ab.py pattern, in one process per set. Two DotRAG retrievers (the default
config, this tree's code) on one index and embedder, and vss. The arm ``main`` runs main's
code of the three places the branch changes, put back on the classes before each of its
questions (and the branch's before each of the branch's):

- ``Graph.types_of``: main's (the type names made from the arrays each call, none kept);
- ``PathSearch._candidates``: main's (every hop's relations read from the edges; the
  branch keeps a first hop's per anchor and type, filled in at warm-up);
- ``DotRAG._neighbourhood`` asked ``only_whole``: main's ``_small`` then the neighbourhood
  with ``whole=True`` (the relations left looked up twice; the branch: once).

The graph's kept type names are emptied before each pass (a pass is a newly opened index).
Order alternating by question and pass, vss after both; per question the least wall time of
``REPS`` passes, each on new retrievers; p50 per set; the calling thread's CPU too. Results
are checked equal (paths and context) on every question. No question text is printed.
``CONTROL=1``: both arms run the branch's code (A/A).

    PYTHONPATH=TREE/core:TREE/benchmarks:../speed57 TREE=TREE python ab.py SET,SET... REPS [LIMIT]
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from typing import Any

import numpy as np
from where import open_set  # speed57's where.py (../speed57 on PYTHONPATH)

from graphpaths.dotrag.retriever import DotRAG
from graphpaths.dotrag.search.hops import PathSearch
from graphpaths.dotrag.search.neighbourhood import neighbourhood_paths, small
from graphpaths.graph import Graph
from graphpaths_bench.eval.base import EvalResources
from graphpaths_bench.eval.dotrag_methods import _build, _heuristic
from graphpaths_bench.eval.registry import get_method

KINDS = ("main", "branch")


def main_types_of(self: Graph, entity: int | str) -> tuple[str, ...]:
    return tuple(self._type_names[t] for t in self.type_ids_of(entity))


def main_candidates(
    self: PathSearch,
    anchor: int,
    depth: int,
    type_name: str,
    frontier: Any,
    *,
    within: bool,
    labels: Any = None,
) -> Any:
    return self._read_candidates((anchor, depth, type_name, within), frontier, labels)


def main_neighbourhood(
    self: DotRAG,
    query: str,
    cfg: Any,
    engine: Any,
    ranked: Any,
    odds: Any,
    *,
    whole: bool | None = None,
    only_whole: bool = False,
) -> Any:
    if only_whole:  # main: ``self._small(engine, ranked)`` first, then whole=True
        if not small(engine.graph, engine.search.edges, ranked, counter=self.counter):
            return []
        whole = True
    query_vector = self._embed_query(query)
    relation_vectors = engine.search.relation_vectors
    return neighbourhood_paths(
        engine.graph,
        engine.search.edges,
        ranked,
        counter=self.counter,
        tokens=cfg.neighbourhood_tokens,
        odds=odds,
        similarity=lambda relations: relation_vectors.scores(query_vector, relations),
        whole=whole,
    )


BRANCH = (Graph.types_of, PathSearch._candidates, DotRAG._neighbourhood)
MAIN = BRANCH if os.environ.get("CONTROL") else (main_types_of, main_candidates, main_neighbourhood)


def arm(kind: str) -> None:
    Graph.types_of, PathSearch._candidates, DotRAG._neighbourhood = (  # type: ignore[method-assign]
        MAIN if kind == "main" else BRANCH
    )


def run(name: str, reps: int, limit: int) -> dict[str, Any]:
    index, embedder, questions = open_set(name, limit)
    n = len(questions)
    wall = {k: np.full((reps, n), np.inf) for k in (*KINDS, "vss")}
    cpu = {k: np.full((reps, n), np.inf) for k in KINDS}
    load = [os.getloadavg()[0]]
    for rep in range(reps):
        index.graph._types_named.clear()
        arm("branch")
        res = EvalResources(index=index, embedder=embedder, budget=10_000)
        made = {k: _build(res, _heuristic(res)).dotrag for k in KINDS}
        vss = get_method("vss", "graph").create(res)
        for k, method in (*made.items(), ("vss", vss)):
            if k in KINDS:
                arm(k)
            method.retrieve(questions[0])
        for i, question in enumerate(questions):
            out = {}
            for k in KINDS if (i + rep) % 2 == 0 else KINDS[::-1]:
                arm(k)
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
    arm("branch")
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
