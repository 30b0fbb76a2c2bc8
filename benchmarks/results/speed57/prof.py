"""cProfile of DotRAG's questions on fitted dev sets (thread CPU clock): per set ``REPS``
fresh retrievers ask every answerable question (at most 60), one untimed first; stats of all
loops to ``OUT``. No question text is printed.

    PYTHONPATH=TREE/core:TREE/benchmarks python prof.py academia,bloodlines 2 OUT
"""

from __future__ import annotations

import cProfile
import sys
import time

from where import open_set  # this folder's

from graphpaths_bench.eval.base import EvalResources
from graphpaths_bench.eval.registry import get_method


def main() -> None:
    names, reps, out = sys.argv[1].split(","), int(sys.argv[2]), sys.argv[3]
    profile = cProfile.Profile(time.thread_time)
    for name in names:
        index, embedder, questions = open_set(name)
        for _ in range(reps):
            dot = get_method("dotrag", "graph").create(
                EvalResources(index=index, embedder=embedder, budget=10_000)
            )
            dot.retrieve(questions[0])
            profile.enable()
            for question in questions:
                dot.dotrag.retrieve(question)
            profile.disable()
    profile.dump_stats(out)


if __name__ == "__main__":
    main()
