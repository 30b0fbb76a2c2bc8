"""DotRAG's questions on sets, for a profiler (speed54): per set, ``REPS`` fresh
retrievers ask the first 40 answerable questions (what ``bench latency`` times), one
untimed first. With ``OUT``, cProfile on the thread's CPU clock (not the waits load adds)
writes the stats of all sets' loops there; without, the loops run bare for py-spy
(``py-spy record -r 1000 --format raw -o OUT -- python prof.py SETS 5``: samples under
``_loop`` are the questions'). No question text is printed.

Run from a tree: ``PYTHONPATH=core:benchmarks:. python benchmarks/results/speed54/prof.py
telecom,orchards 1 [OUT]``.
"""

from __future__ import annotations

import cProfile
import sys
import time
from collections.abc import Sequence
from typing import Any

from graphpaths_bench.cli.resources import open_or_build_index
from graphpaths_bench.eval.base import EvalResources
from graphpaths_bench.eval.kgqa import load_kgqa_graph, load_kgqa_questions, match_kgqa_questions
from graphpaths_bench.eval.registry import get_method


def open_set(name: str) -> tuple[Any, Any, list[str]]:
    """The set's index, its embedder and the questions ``bench latency`` asks."""
    data = f"benchmarks/kgqa/{name}"
    index, embedder = open_or_build_index(
        f"/work/idx/kgqa-{name}", lambda: load_kgqa_graph(data), backend=None, source=data
    )
    matched = match_kgqa_questions(load_kgqa_questions(data), index.graph, source=data)
    return index, embedder, [q.text for q in matched if not q.not_found and not q.lacking][:40]


def _loop(dot: Any, questions: Sequence[str]) -> None:
    for question in questions:
        dot.dotrag.retrieve(question)


def main() -> None:
    names, reps = sys.argv[1].split(","), int(sys.argv[2])
    out = sys.argv[3] if len(sys.argv) > 3 else None
    profile = cProfile.Profile(time.thread_time)
    for name in names:
        index, embedder, questions = open_set(name)
        for _ in range(reps):
            dot = get_method("dotrag", "graph").create(
                EvalResources(index=index, embedder=embedder, budget=10_000)
            )
            dot.retrieve(questions[0])
            if out:
                profile.enable()
            _loop(dot, questions)
            if out:
                profile.disable()
    if out:
        profile.dump_stats(out)


if __name__ == "__main__":
    main()
