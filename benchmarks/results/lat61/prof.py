"""lat61: cProfile of DotRAG's ``retrieve`` (the default config) on fitted dev sets: per set
``REPS`` passes over every answerable question (at most 60), each on a new retriever, the
profiler on only around ``retrieve``; prints the functions by cumulative time and the share
of ``retrieve`` that ``HeuristicPolicy.unheld``, ``signals`` and ``_log_odds_bound`` take.
The model runs on ONNX Runtime's own threads (not profiled: the calling thread waits on it).
No question text is printed.

    PYTHONPATH=TREE/core:TREE/benchmarks TREE=TREE python prof.py SET,SET... REPS [TOP]
"""

from __future__ import annotations

import cProfile
import io
import os
import pstats
import sys

from where import open_set  # this folder's

from graphpaths_bench.eval.base import EvalResources
from graphpaths_bench.eval.dotrag_methods import _build, _heuristic

WATCHED = ("unheld", "signals", "_log_odds_bound", "_not_found", "retrieve")


def main() -> None:
    names, reps = sys.argv[1].split(","), int(sys.argv[2])
    top = int(sys.argv[3]) if len(sys.argv) > 3 else 40
    for name in names:
        index, embedder, questions = open_set(name)
        prof = cProfile.Profile()
        load = [os.getloadavg()[0]]
        for _ in range(reps):
            res = EvalResources(index=index, embedder=embedder, budget=10_000)
            dot = _build(res, _heuristic(res)).dotrag
            dot.retrieve(questions[0])
            for q in questions:
                prof.enable()
                dot.retrieve(q)
                prof.disable()
        load.append(os.getloadavg()[0])
        stats = pstats.Stats(prof)
        total = None
        rows = {}
        for (file, line, func), (_cc, nc, _tt, ct, _callers) in stats.stats.items():  # type: ignore[attr-defined]
            if func in WATCHED and ("heuristic.py" in file or "retriever.py" in file):
                rows[f"{os.path.basename(file)}:{line}({func})"] = (nc, ct)
                if func == "retrieve" and "retriever.py" in file:
                    total = ct
        sys.stdout.write(f"== {name}: {len(questions)} questions x {reps} passes, load {load}\n")
        for key, (nc, ct) in sorted(rows.items(), key=lambda kv: -kv[1][1]):
            share = 100 * ct / total if total else float("nan")
            sys.stdout.write(
                f"  {key}: calls {nc}, cumulative {ct:.3f} s, {share:.2f} % of retrieve\n"
            )
        out = io.StringIO()
        pstats.Stats(prof, stream=out).sort_stats("cumulative").print_stats(top)
        sys.stdout.write(out.getvalue())
        sys.stdout.flush()


if __name__ == "__main__":
    main()
