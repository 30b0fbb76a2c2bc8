"""DotRAG's CPU per question by stage (speed52's profile): for each set, ``REPS`` fresh
retrievers ask the questions ``bench latency`` times (the first 40 answerable), and each
question's figure is its least over the passes (the pass least disturbed by other jobs).

Stages are the retriever's own laps (``DotRAGStats.seconds``) timed on the main thread's
CPU clock; ``process`` is the process's CPU (the model's worker threads too) and
``model`` the embedder's CPU inside it. No question text is printed.

Run from a tree: ``PYTHONPATH=core:benchmarks:. python benchmarks/results/speed52/stages.py
telecom,games 5``.
"""

from __future__ import annotations

import collections
import sys
import time

import numpy as np

from graphpaths.stopwatch import Stopwatch
from graphpaths_bench.bench.latency import CountingEmbedder
from graphpaths_bench.cli.resources import open_or_build_index
from graphpaths_bench.eval.base import EvalResources
from graphpaths_bench.eval.kgqa import load_kgqa_graph, load_kgqa_questions, match_kgqa_questions
from graphpaths_bench.eval.registry import get_method


def _stages(name: str, reps: int) -> dict[str, float]:
    data = f"benchmarks/kgqa/{name}"
    index, embedder = open_or_build_index(
        f"/work/idx/kgqa-{name}", lambda: load_kgqa_graph(data), backend=None, source=data
    )
    matched = match_kgqa_questions(load_kgqa_questions(data), index.graph, source=data)
    questions = [q.text for q in matched if not q.not_found and not q.lacking][:40]
    laps: dict[str, np.ndarray] = collections.defaultdict(
        lambda: np.full((reps, len(questions)), np.inf)
    )
    calls = np.zeros(len(questions))
    for rep in range(reps):
        counting = CountingEmbedder(embedder)
        method = get_method("dotrag", "graph").create(
            EvalResources(index=index, embedder=counting, budget=10_000)
        )
        method.retrieve(questions[0])
        for i, question in enumerate(questions):
            before, model = counting.calls, counting.cpu_s
            process, thread = time.process_time(), time.thread_time()
            result = method.dotrag.retrieve(question)
            laps["thread"][rep, i] = 1e3 * (time.thread_time() - thread)
            laps["process"][rep, i] = 1e3 * (time.process_time() - process)
            laps["model"][rep, i] = 1e3 * (counting.cpu_s - model)
            calls[i] = counting.calls - before
            for stage, seconds in result.stats.seconds.items():
                laps[stage][rep, i] = 1e3 * seconds
    row = {stage: float(np.median(v.min(axis=0))) for stage, v in laps.items()}
    row["calls"] = float(calls.mean())
    return row


def main() -> None:
    # the laps on the main thread's CPU clock, not the wall clock other jobs stretch
    Stopwatch.__init__.__kwdefaults__["clock"] = time.thread_time  # type: ignore[index]
    names, reps = sys.argv[1].split(","), int(sys.argv[2])
    rows = {name: _stages(name, reps) for name in names}
    for name, row in rows.items():
        sys.stdout.write(f"{name:16} " + " ".join(f"{k}={v:.3f}" for k, v in row.items()) + "\n")
    keys = next(iter(rows.values()))
    medians = {k: float(np.median([r[k] for r in rows.values()])) for k in keys}
    line = " ".join(f"{k}={v:.3f}" for k, v in medians.items())
    sys.stdout.write(f"{'median':16} {line}\n")


if __name__ == "__main__":
    main()
