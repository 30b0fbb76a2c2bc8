"""What DotRAG's search stage (``search_pairs`` with the policy's answers) does a question,
on fitted dev sets (speed59's profile): per set, ``REPS`` fresh retrievers ask every answerable
question (at most 60); per question, the least over the passes of the wall ms in each part
(hop searches, the policy's calls by kind) and the counts (pairs, hops, candidate relations a
hop, labels asked a hop); per set the median (or the mean of counts). Graph sizes are printed.
No question text is printed.

    PYTHONPATH=TREE/core:TREE/benchmarks:benchmarks/results/speed57 python inside.py telecom,academia 3
"""

from __future__ import annotations

import collections
import os
import sys
import time
from typing import Any

import numpy as np
from where import open_set  # speed57's

from graphpaths.dotrag.protocol import calls as calls_mod
from graphpaths.dotrag.search.hops import PathSearch
from graphpaths_bench.eval.base import EvalResources
from graphpaths_bench.eval.registry import get_method

TIMES: dict[str, float] = collections.defaultdict(float)
COUNTS: dict[str, float] = collections.defaultdict(float)


def timed(name: str, fn: Any) -> Any:
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        started = time.perf_counter()
        try:
            return fn(*args, **kwargs)
        finally:
            TIMES[name] += time.perf_counter() - started
            COUNTS[name] += 1

    return wrapper


def patch() -> None:
    for kind in ("PlanFirstHops", "Decide", "Review", "RankAnchors", "RankTrajectories"):
        cls = getattr(calls_mod, kind)
        cls.ask = timed("policy." + kind, cls.ask)
    PathSearch.search_hop = timed("search_hop", PathSearch.search_hop)
    PathSearch.adjacent_types = timed("adjacent_types", PathSearch.adjacent_types)
    inner = PathSearch._candidates

    def candidates(self: Any, anchor: int, depth: int, *args: Any, **kwargs: Any) -> Any:
        started = time.perf_counter()
        out = inner(self, anchor, depth, *args, **kwargs)
        TIMES[f"candidates.{min(depth, 2)}"] += time.perf_counter() - started
        COUNTS[f"candidates.{min(depth, 2)}"] += 1
        COUNTS["candidates"] += len(out[0])
        return out

    PathSearch._candidates = candidates
    from graphpaths.dotrag import retriever
    from graphpaths.dotrag.protocol.types import DotRAGResult
    from graphpaths.vectors.composed import ComposedRelationVectors

    DotRAGResult.titled = timed("titled", DotRAGResult.titled)
    retriever.assemble_paths = timed("assemble_paths", retriever.assemble_paths)
    retriever.fill_context = timed("fill_context", retriever.fill_context)
    retriever.rank_paths = timed("rank_paths", retriever.rank_paths)
    retriever.DotRAG._neighbourhood = timed("neighbourhood", retriever.DotRAG._neighbourhood)
    retriever.DotRAG._one_hop_odds = staticmethod(
        timed("one_hop_odds", retriever.DotRAG._one_hop_odds)
    )
    ComposedRelationVectors.scores = timed("hop.scores", ComposedRelationVectors.scores)
    PathSearch._top = timed("hop._top", PathSearch._top)
    PathSearch._label_mask = timed("hop._label_mask", PathSearch._label_mask)
    PathSearch.search_pairs_inner = PathSearch.search_pairs

    def search_pairs(self: Any, query: str, pairs: Any, *args: Any, **kwargs: Any) -> Any:
        COUNTS["pairs"] += len(pairs)
        return (yield from self.search_pairs_inner(query, pairs, *args, **kwargs))

    PathSearch.search_pairs = search_pairs


def one_set(name: str, reps: int) -> dict[str, float]:
    index, embedder, questions = open_set(name)
    n = len(questions)
    figs: dict[str, np.ndarray] = collections.defaultdict(lambda: np.full((reps, n), np.inf))
    counts: dict[str, np.ndarray] = collections.defaultdict(lambda: np.zeros(n))
    for rep in range(reps):
        dot = get_method("dotrag", "graph").create(
            EvalResources(index=index, embedder=embedder, budget=10_000)
        )
        dot.retrieve(questions[0])
        for i, question in enumerate(questions):
            TIMES.clear()
            COUNTS.clear()
            result = dot.dotrag.retrieve(question)
            figs["search"][rep, i] = 1e3 * result.stats.seconds.get("search", 0.0)
            for k, v in TIMES.items():
                figs[k][rep, i] = 1e3 * v
            for k, v in COUNTS.items():
                counts[k][i] = v
    row: dict[str, float] = {"n": n}
    row |= {k: float(np.median(np.where(np.isinf(v), 0, v).min(axis=0))) for k, v in figs.items()}
    row |= {
        "sum." + k: float(np.mean(np.where(np.isinf(v), 0, v).min(axis=0))) for k, v in figs.items()
    }
    row |= {"n." + k: float(v.mean()) for k, v in counts.items()}
    g = index.graph
    row |= {
        "entities": g.num_entities,
        "relations": len(g.relation_labels),
        "labels": len(g.label_names),
    }
    return row


def main() -> None:
    patch()
    names, reps = sys.argv[1].split(","), int(sys.argv[2])
    for name in names:
        row = one_set(name, reps)
        sys.stdout.write(name + "\n")
        for k in sorted(row):
            sys.stdout.write(f"  {k} {row[k]:.3f}\n")
        sys.stdout.flush()
    sys.stdout.write(f"load {os.getloadavg()}\n")


if __name__ == "__main__":
    main()
