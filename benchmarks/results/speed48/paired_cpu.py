"""Per-question CPU of DotRAG with and without the warmed reaches of the heuristic policy
(``HeuristicPolicy._warm_reaches``), paired in one process: two retrievers over one index
and one embedder, each question asked of both, the order alternating, so the machine's
load weighs on both alike. Per set: p50 and mean of each, the mean paired difference
(warmed - unwarmed) and its standard error. Question texts are never printed.

Usage (from a tree, fitted dev sets only):
    PYTHONPATH=core:benchmarks:. HF_HUB_OFFLINE=1 python benchmarks/results/speed48/paired_cpu.py 100 bloodlines telecom ...
"""

from __future__ import annotations

import sys
import time
from typing import Any

import numpy as np

from graphpaths.dotrag.reading.heuristic import HeuristicPolicy
from graphpaths_bench.cli.resources import open_or_build_index
from graphpaths_bench.eval.base import EvalResources
from graphpaths_bench.eval.kgqa import load_kgqa_graph, load_kgqa_questions, match_kgqa_questions
from graphpaths_bench.eval.registry import get_method


def _retriever(index: Any, embedder: Any, *, warm: bool) -> Any:
    keep = HeuristicPolicy._warm_reaches
    if not warm:
        HeuristicPolicy._warm_reaches = lambda self: None  # type: ignore[method-assign]
    try:
        made = get_method("dotrag", "graph").create(EvalResources(index=index, embedder=embedder))
    finally:
        HeuristicPolicy._warm_reaches = keep  # type: ignore[method-assign]
    return made.dotrag


def _line(name: str, cold: list[float], warm: list[float]) -> str:
    diff = np.array(warm) - np.array(cold)
    error = diff.std() / len(diff) ** 0.5
    return (
        f"{name} n={len(diff)} unwarmed p50 {np.percentile(cold, 50):.2f} mean "
        f"{np.mean(cold):.2f} | warmed p50 {np.percentile(warm, 50):.2f} mean "
        f"{np.mean(warm):.2f} | paired {diff.mean():+.3f} +- {error:.3f} ms\n"
    )


def main(limit: int, sets: list[str]) -> None:
    every_cold: list[float] = []
    every_warm: list[float] = []
    for name in sets:
        data = f"benchmarks/kgqa/{name}"
        index, embedder = open_or_build_index(
            f"/work/idx/kgqa-{name}", lambda d=data: load_kgqa_graph(d), backend=None, source=data
        )
        matched = match_kgqa_questions(load_kgqa_questions(data), index.graph, source=data)
        questions = [q.text for q in matched][:limit]
        cold_retriever = _retriever(index, embedder, warm=False)
        warm_retriever = _retriever(index, embedder, warm=True)
        cold: list[float] = []
        warm: list[float] = []
        for i, question in enumerate(questions):
            pairs = [(cold_retriever, cold), (warm_retriever, warm)]
            for retriever, into in pairs if i % 2 == 0 else pairs[::-1]:
                started = time.process_time()
                retriever.retrieve(question)
                into.append(1e3 * (time.process_time() - started))
        sys.stdout.write(_line(name, cold, warm))
        every_cold += cold
        every_warm += warm
    sys.stdout.write(_line("ALL", every_cold, every_warm))


if __name__ == "__main__":
    main(int(sys.argv[1]), sys.argv[2:])
