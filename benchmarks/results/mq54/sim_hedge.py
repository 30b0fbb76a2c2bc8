"""Hedge restrictions simulated on mq50's ``runner_ups.py dump`` files (mq54): what the
rows' recall and F1 would be, per hop, MetaQA apart from the kgqa sets, when a kept
runner-up reading brings less of its walk (the search is not rerun: what it alone
brought leaves the retrieved set).

- ``onward`` (candidate 2): a runner-up keeps only the ways to its new ends (those no
  more probable kept reading reached); its ways to ends already retrieved are left out.
- a number ``SCALE`` (candidate 1): a runner-up brings at most
  ceil(SCALE * p_r / p_best * n) of its n new ends, by id (nothing tells which of a
  reading's ends are its answers), with the ways to them.

    PYTHONPATH=core:benchmarks python benchmarks/results/mq54/sim_hedge.py DUMP_DIR onward 1 3 10
"""

from __future__ import annotations

import math
import pickle
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

from graphpaths.dotrag.index.graph_index import load_index
from graphpaths.dotrag.retriever import DotRAG
from graphpaths_bench.eval.metrics import retrieval_metrics

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "reader"))
from fit_reader import say

Question = dict[str, Any]


def visit(q: Question, c: dict[str, Any]) -> set[int]:
    """Every entity the walk of candidate ``c`` passes, the anchor included."""
    return c["ends"] | c["between"] | {q["anchor"]}


def onward(walker: Any, anchor: int, steps: Any, ends: set[int]) -> set[int]:
    """The entities of the walk of ``steps`` from ``anchor`` on the way to ``ends``."""
    frontiers = walker.walk(anchor, steps)
    keep, live = set(ends), set(ends)
    for d in range(len(steps) - 2, -1, -1):
        on = set()
        for e in frontiers[d].tolist():
            walked = walker.walk(int(e), steps[d + 1 : d + 2])
            if walked and {int(x) for x in walked[-1]} & live:
                on.add(int(e))
        keep |= on
        live = on
    return keep


def restricted(q: Question, walker: Any, mode: str) -> set[int]:
    """The rows' retrieved set with the kept runner-ups cut by ``mode``."""
    kept = [c for c in q["cands"] if c["kept"]]
    retrieved = set(q["retrieved"])
    if len(kept) < 2:
        return retrieved
    old = set().union(*(visit(q, c) for c in kept))
    new = set(visit(q, kept[0]))
    for c in kept[1:]:
        fresh = c["ends"] - new
        if not fresh:
            continue
        if mode == "onward":
            new |= onward(walker, q["anchor"], c["steps"], fresh)
            continue
        k = math.ceil(float(mode) * c["p"] / kept[0]["p"] * len(fresh))
        chosen = fresh if k >= len(fresh) else set(sorted(fresh)[:k])
        new |= visit(q, c) if k >= len(fresh) else onward(walker, q["anchor"], c["steps"], chosen)
    return retrieved - (old - new)


def main() -> int:
    folder, modes = Path(sys.argv[1]), sys.argv[2:]
    acc: dict[tuple[str, str, int], list[float]] = defaultdict(lambda: [0, 0.0, 0.0])
    for dump in sorted(folder.glob("*.pkl")):
        group = "metaqa" if dump.stem == "metaqa" else "kgqa"
        index = load_index(
            "/work/idx/metaqa" if group == "metaqa" else f"/work/idx/kgqa-{dump.stem}"
        )
        walker = DotRAG.from_index(index).policy.walker
        for q in pickle.loads(dump.read_bytes()):
            for mode in modes:
                m = retrieval_metrics(restricted(q, walker, mode), q["answers"], q["inter"])
                a = acc[(mode, group, q["hops"])]
                a[0] += 1
                a[1] += m.recall - q["metrics"]["recall"]
                a[2] += m.f1 - q["metrics"]["f1"]
    for (mode, group, hops), a in sorted(acc.items()):
        say(
            f"{mode} {group} {hops}-hop n={a[0]:.0f}: R {100 * a[1] / a[0]:+.2f} F1 {100 * a[2] / a[0]:+.2f}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
