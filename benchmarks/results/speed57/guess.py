"""How well the read-ahead guesses a question's anchors (fitted dev sets): per set, the
questions whose anchors were read ahead (every anchor discovery gave among those read), the
questions with no guess, and the readings made ahead for entities that were no anchor
(work lost). No question text is printed.

    PYTHONPATH=TREE/core:TREE/benchmarks python guess.py SET,SET...
"""

from __future__ import annotations

import collections
import sys
from typing import Any

from where import open_set  # this folder's

from graphpaths_bench.eval.base import EvalResources
from graphpaths_bench.eval.registry import get_method


def main() -> None:
    total: collections.Counter[str] = collections.Counter()
    for name in sys.argv[1].split(","):
        index, embedder, questions = open_set(name, 1000)
        res = EvalResources(index=index, embedder=embedder, budget=10_000)
        dot = get_method("dotrag", "graph").create(res).dotrag
        policy = dot._latest_views().base.policy
        read = policy.read_ahead
        asked: list[Any] = []

        def read_ahead(query: str, anchors: Any, read: Any = read, asked: Any = asked) -> None:
            asked.append([e for e, _ in anchors])
            read(query, anchors)

        policy.read_ahead = read_ahead
        counts: collections.Counter[str] = collections.Counter()
        for question in questions:
            asked.clear()
            result = dot.retrieve(question)
            anchors = {a.entity for a in result.anchors}
            guessed = set(asked[0]) if asked else set()
            counts["questions"] += 1
            counts["no guess"] += not guessed
            counts["all anchors read ahead"] += bool(anchors) and anchors <= guessed
            counts["read ahead, no anchor"] += len(guessed - anchors)
        sys.stdout.write(f"{name} {dict(counts)}\n")
        total.update(counts)
    sys.stdout.write(f"all {dict(total)}\n")


if __name__ == "__main__":
    main()
