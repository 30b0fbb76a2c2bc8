"""What DotRAG does per question on a set, against vss (speed54's profile): for each set,
``REPS`` fresh retriever pairs ask the questions ``bench latency`` times (the first 40
answerable), dotrag then vss per question, and each figure is the question's least over the
passes. Counts (anchors, pairs, branches, paths, hops searched, model calls and texts) are
per question; stages are the retriever's laps on the main thread's CPU clock. No question
text is printed.

Run from a tree: ``PYTHONPATH=core:benchmarks:. python benchmarks/results/speed54/where.py
telecom,company 3``.
"""

from __future__ import annotations

import collections
import sys
import time

import numpy as np
from prof import open_set  # this folder's: the script's directory is on the path

from graphpaths.stopwatch import Stopwatch
from graphpaths_bench.bench.latency import CountingEmbedder
from graphpaths_bench.eval.base import EvalResources
from graphpaths_bench.eval.registry import get_method


def _one_set(name: str, reps: int) -> dict[str, float]:
    index, embedder, questions = open_set(name)
    figs: dict[str, np.ndarray] = collections.defaultdict(
        lambda: np.full((reps, len(questions)), np.inf)
    )
    counts: dict[str, np.ndarray] = collections.defaultdict(lambda: np.zeros(len(questions)))
    for rep in range(reps):
        dc, vc = CountingEmbedder(embedder), CountingEmbedder(embedder)
        res = EvalResources(index=index, embedder=dc, budget=10_000)
        dot = get_method("dotrag", "graph").create(res)
        vss = get_method("vss", "graph").create(
            EvalResources(index=index, embedder=vc, budget=10_000)
        )
        dot.retrieve(questions[0])
        vss.retrieve(questions[0])
        for i, question in enumerate(questions):
            calls, texts, model = dc.calls, dc.texts, dc.cpu_s
            process, thread = time.process_time(), time.thread_time()
            result = dot.dotrag.retrieve(question)
            figs["thread"][rep, i] = 1e3 * (time.thread_time() - thread)
            figs["dotrag"][rep, i] = 1e3 * (time.process_time() - process)
            figs["model"][rep, i] = 1e3 * (dc.cpu_s - model)
            counts["calls"][i] = dc.calls - calls
            counts["texts"][i] = dc.texts - texts
            for stage, seconds in result.stats.seconds.items():
                figs[stage][rep, i] = 1e3 * seconds
            st = result.stats
            counts["anchors"][i] = len(st.anchors)
            counts["pairs"][i] = len(st.pairs)
            counts["branches"][i] = len(st.branches)
            counts["paths"][i] = st.paths
            counts["hops"][i] = st.hops_searched
            counts["ctx_tok"][i] = st.context_tokens
            counts["walked"][i] = st.walked
            counts["nf"][i] = st.not_found is not None
            counts["chars"][i] = len(question)
            counts["words"][i] = len(question.split())
            model = vc.cpu_s
            process = time.process_time()
            vss.retrieve(question)
            figs["vss"][rep, i] = 1e3 * (time.process_time() - process)
            figs["vss_model"][rep, i] = 1e3 * (vc.cpu_s - model)
    best = {k: v.min(axis=0) for k, v in figs.items()}
    row = {"ratio": float(np.median(best["dotrag"]) / np.median(best["vss"]))}
    row |= {k: float(np.median(v)) for k, v in best.items()}
    row["rest"] = float(np.median(best["dotrag"] - best["model"]))
    row["xmodel"] = float(np.median(best["model"] - best["vss_model"]))
    row |= {k: float(v.mean()) for k, v in counts.items()}
    return row


def main() -> None:
    Stopwatch.__init__.__kwdefaults__["clock"] = time.thread_time  # type: ignore[index]
    names, reps = sys.argv[1].split(","), int(sys.argv[2])
    for name in names:
        row = _one_set(name, reps)
        sys.stdout.write(f"{name:16} " + " ".join(f"{k}={v:.2f}" for k, v in row.items()) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
