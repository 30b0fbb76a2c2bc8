"""lat63: cProfile of DotRAG's ``retrieve`` (the default config) on fitted dev sets: per set
``REPS`` passes over every answerable question (at most 60), each on a new retriever, the
profiler on only around ``retrieve``; prints the functions by own time (tottime) and by
cumulative time. The model runs on ONNX Runtime's own threads (not profiled: the calling
thread waits on it). No question text is printed. (lat61's prof.py, sorted by own time too.)

    PYTHONPATH=TREE/core:TREE/benchmarks:../speed57 TREE=TREE python prof.py SET,SET... REPS [TOP]
"""

from __future__ import annotations

import cProfile
import io
import os
import pstats
import sys

from where import open_set  # speed57's where.py (../speed57 on PYTHONPATH)

from graphpaths_bench.eval.base import EvalResources
from graphpaths_bench.eval.dotrag_methods import _build, _heuristic


def main() -> None:
    names, reps = sys.argv[1].split(","), int(sys.argv[2])
    top = int(sys.argv[3]) if len(sys.argv) > 3 else 40
    prof = cProfile.Profile()
    load = [os.getloadavg()[0]]
    count = 0
    for name in names:
        index, embedder, questions = open_set(name)
        for _ in range(reps):
            res = EvalResources(index=index, embedder=embedder, budget=10_000)
            dot = _build(res, _heuristic(res)).dotrag
            dot.retrieve(questions[0])
            for q in questions:
                prof.enable()
                dot.retrieve(q)
                prof.disable()
                count += 1
        load.append(os.getloadavg()[0])
    sys.stdout.write(f"== {','.join(names)}: {count} retrieves, load {load}\n")
    if os.environ.get("DUMP"):
        prof.dump_stats(os.environ["DUMP"])
    for key in ("tottime", "cumulative"):
        out = io.StringIO()
        pstats.Stats(prof, stream=out).sort_stats(key).print_stats(top)
        sys.stdout.write(out.getvalue())
    sys.stdout.flush()


if __name__ == "__main__":
    main()
