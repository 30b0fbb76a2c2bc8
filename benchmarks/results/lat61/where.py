"""(speed57's where.py, TREE defaulting to ".") Where DotRAG's wall time goes a question, against vss (speed57's profile): per set, ``REPS``
fresh retriever pairs ask every answerable question of the set (at most 60), dotrag then vss
per question; each figure is the question's least over the passes (wall ms, perf_counter).
Stages are the retriever's own laps; ``model`` is the wall time inside the embedder's model
calls (dotrag: the question's call and any reading makes), ``calls`` the calls a question.
Fitted dev sets only; no question text is printed.

    PYTHONPATH=TREE/core:TREE/benchmarks python where.py telecom,bloodlines 3
"""

from __future__ import annotations

import collections
import os
import sys
import time
from typing import Any

import numpy as np

from graphpaths_bench.cli.resources import open_or_build_index
from graphpaths_bench.eval.base import EvalResources
from graphpaths_bench.eval.kgqa import load_kgqa_graph, load_kgqa_questions, match_kgqa_questions
from graphpaths_bench.eval.registry import get_method

TREE = os.environ.get("TREE", ".")


def open_set(name: str, limit: int = 60) -> tuple[Any, Any, list[str]]:
    data = f"{TREE}/benchmarks/kgqa/{name}"
    index, embedder = open_or_build_index(
        f"/work/idx/kgqa-{name}", lambda: load_kgqa_graph(data), backend=None, source=data
    )
    matched = match_kgqa_questions(load_kgqa_questions(data), index.graph, source=data)
    return index, embedder, [q.text for q in matched if not q.not_found and not q.lacking][:limit]


class Timed:
    """Wraps the embedder's model call: wall seconds inside it and the number of calls."""

    def __init__(self, embedder: Any) -> None:
        self.wall = 0.0
        self.calls = 0
        inner = embedder._encode

        def encode(model: Any, texts: list[str]) -> Any:
            started = time.perf_counter()
            try:
                return inner(model, texts)
            finally:
                self.wall += time.perf_counter() - started
                self.calls += 1

        embedder._encode = encode


def one_set(name: str, reps: int) -> dict[str, float]:
    index, embedder, questions = open_set(name)
    timed = Timed(embedder)
    n = len(questions)
    figs: dict[str, np.ndarray] = collections.defaultdict(lambda: np.full((reps, n), np.inf))
    calls = np.zeros(n)
    for rep in range(reps):
        res = EvalResources(index=index, embedder=embedder, budget=10_000)
        dot = get_method("dotrag", "graph").create(res)
        vss = get_method("vss", "graph").create(res)
        dot.retrieve(questions[0])
        vss.retrieve(questions[0])
        for i, question in enumerate(questions):
            model, made = timed.wall, timed.calls
            started = time.perf_counter()
            result = dot.dotrag.retrieve(question)
            figs["dotrag"][rep, i] = 1e3 * (time.perf_counter() - started)
            figs["model"][rep, i] = 1e3 * (timed.wall - model)
            calls[i] = timed.calls - made
            for stage, seconds in result.stats.seconds.items():
                figs[stage][rep, i] = 1e3 * seconds
            model = timed.wall
            started = time.perf_counter()
            vss.retrieve(question)
            figs["vss"][rep, i] = 1e3 * (time.perf_counter() - started)
            figs["vss_model"][rep, i] = 1e3 * (timed.wall - model)
    best = {k: v.min(axis=0) for k, v in figs.items()}
    row = {"n": n, "ratio": float(np.median(best["dotrag"]) / np.median(best["vss"]))}
    row |= {k: float(np.median(v)) for k, v in best.items()}
    row["rest"] = float(np.median(best["dotrag"] - best["model"]))
    row["calls"] = float(calls.mean())
    return row


def main() -> None:
    names, reps = sys.argv[1].split(","), int(sys.argv[2])
    keys = None
    for name in names:
        row = one_set(name, reps)
        if keys is None:
            keys = list(row)
            sys.stdout.write("set " + " ".join(keys) + "\n")
        sys.stdout.write(f"{name} " + " ".join(f"{row[k]:.3f}" for k in keys) + "\n")
        sys.stdout.flush()
    sys.stdout.write(f"load {os.getloadavg()}\n")


if __name__ == "__main__":
    main()
