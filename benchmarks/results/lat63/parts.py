"""lat63: real (unprofiled) wall time of DotRAG's parts a question: each named function is
wrapped with perf_counter (about 0.3 us a call added), its inclusive time summed; per set
``REPS`` passes on new retrievers (the first question asked once before, untimed), the mean
over all passes, in ms a question, and calls a question. Fitted dev sets only; no question
text is printed.

    PYTHONPATH=TREE/core:TREE/benchmarks:../speed57 TREE=TREE python parts.py SET,SET... REPS module:Class.attr,...
"""

from __future__ import annotations

import collections
import importlib
import os
import sys
import time
from typing import Any

from where import open_set  # speed57's where.py (../speed57 on PYTHONPATH)

from graphpaths_bench.eval.base import EvalResources
from graphpaths_bench.eval.dotrag_methods import _build, _heuristic

SPENT: dict[str, float] = collections.defaultdict(float)
CALLS: dict[str, int] = collections.defaultdict(int)


def _wrap(spec: str) -> None:
    mod, _, attr = spec.rpartition(":")
    owner: Any = importlib.import_module(mod)
    *path, last = attr.split(".")
    for part in path:
        owner = getattr(owner, part)
    inner = owner.__dict__[last] if isinstance(owner, type) else getattr(owner, last)
    is_static = isinstance(inner, staticmethod)
    func = inner.__func__ if is_static else inner

    def wrapped(*args: Any, **kwargs: Any) -> Any:
        started = time.perf_counter()
        try:
            return func(*args, **kwargs)
        finally:
            SPENT[attr] += time.perf_counter() - started
            CALLS[attr] += 1

    setattr(owner, last, staticmethod(wrapped) if is_static else wrapped)
    if not isinstance(owner, type):  # a module function: rebind where imported by name
        for m in list(sys.modules.values()):
            if getattr(m, last, None) is func and m is not owner:
                setattr(m, last, wrapped)


def main() -> None:
    names, reps = sys.argv[1].split(","), int(sys.argv[2])
    for spec in sys.argv[3].split(","):
        _wrap(spec)
    for name in names:
        index, embedder, questions = open_set(name)
        load = [os.getloadavg()[0]]
        SPENT.clear()
        CALLS.clear()
        count = 0
        for _ in range(reps):
            res = EvalResources(index=index, embedder=embedder, budget=10_000)
            dot = _build(res, _heuristic(res)).dotrag
            dot.retrieve(questions[0])
            SPENT.clear()
            CALLS.clear()
            for q in questions:
                dot.retrieve(q)
            count = len(questions)
        load.append(os.getloadavg()[0])
        sys.stdout.write(f"== {name} (last pass, {count} questions; load {load})\n")
        for k, v in sorted(SPENT.items(), key=lambda kv: -kv[1]):
            sys.stdout.write(f"  {k}: {1e3 * v / count:.3f} ms/q, {CALLS[k] / count:.1f} calls/q\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
