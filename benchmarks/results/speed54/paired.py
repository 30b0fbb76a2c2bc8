"""Paired in one process (speed54): per set, retrievers reading with recipe 3's word table
(``A``, main's) and recipe 4's (``B``, this branch's) ask each of the first 40 answerable
questions in turn (order alternating by question and pass), ``REPS`` passes with fresh
retrievers; per question its least CPU (``process_time``) over the passes; the p50s and the
model calls. Both tables must be in the cache. No question text is printed.

Run from the branch's tree: ``PYTHONPATH=core:benchmarks:. python
benchmarks/results/speed54/paired.py telecom,zoo 5``.
"""

from __future__ import annotations

import sys
import time

import numpy as np
from prof import open_set  # this folder's: the script's directory is on the path

from graphpaths.embeddings import default_cache_dir
from graphpaths.word_table import WordTable
from graphpaths_bench.bench.latency import CountingEmbedder
from graphpaths_bench.eval.base import EvalResources
from graphpaths_bench.eval.registry import get_method


def main() -> None:
    names, reps = sys.argv[1].split(","), int(sys.argv[2])
    folder = next(default_cache_dir().glob("models/*/words-r3")).parent
    tables = [WordTable.load(folder / "words-r3"), WordTable.load(folder / "words-r4")]
    for name in names:
        embedders = []
        for table in tables:
            index, embedder, questions = open_set(name)
            embedder._word_table = table  # this table, not the one its recipe names
            embedders.append(embedder)
        cpu = np.full((2, reps, len(questions)), np.inf)
        calls = np.zeros((2, len(questions)))
        for rep in range(reps):
            counters = [CountingEmbedder(e) for e in embedders]
            methods = [
                get_method("dotrag", "graph").create(
                    EvalResources(index=index, embedder=c, budget=10_000)
                )
                for c in counters
            ]
            for m in methods:
                m.retrieve(questions[0])
            for i, question in enumerate(questions):
                for t in (0, 1) if (i + rep) % 2 == 0 else (1, 0):
                    before = counters[t].calls
                    started = time.process_time()
                    methods[t].dotrag.retrieve(question)
                    cpu[t, rep, i] = 1e3 * (time.process_time() - started)
                    calls[t, i] = counters[t].calls - before
        best = cpu.min(axis=1)
        a, b = np.median(best[0]), np.median(best[1])
        sys.stdout.write(
            f"{name:16} p50 A {a:.3f} B {b:.3f} ({100 * (b / a - 1):+.1f} %)  mean A "
            f"{best[0].mean():.3f} B {best[1].mean():.3f}  calls A {calls[0].mean():.3f} "
            f"B {calls[1].mean():.3f}\n"
        )
        sys.stdout.flush()


if __name__ == "__main__":
    main()
