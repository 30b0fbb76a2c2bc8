"""Per-question CPU of DotRAG as speed49 makes it and as main made it, paired in one
process: two retrievers over one index and one embedder, each question asked of both,
the order alternating. The main one is speed49's with its three changes undone on that
retriever alone: each path hop made anew (no :class:`HopMaker`), every walk aligned on
its own (no hop kinds), and main's ``HeuristicPolicy._read`` (below, as main has it:
readings copied as ranked, then again). Per set: p50 and mean of each, the mean paired
difference (speed49 - main) and its standard error. Question texts are never printed.

Usage (from the speed49 tree, fitted dev sets only):
    PYTHONPATH=core:benchmarks:. HF_HUB_OFFLINE=1 python paired_cpu.py 100 bloodlines telecom
"""

from __future__ import annotations

import dataclasses
import sys
import time
import types
from typing import Any

import numpy as np

from graphpaths.dotrag.reading import heuristic as h
from graphpaths.dotrag.search.ranking import path_hop
from graphpaths.records import copied
from graphpaths_bench.cli.resources import open_or_build_index
from graphpaths_bench.eval.base import EvalResources
from graphpaths_bench.eval.kgqa import load_kgqa_graph, load_kgqa_questions, match_kgqa_questions
from graphpaths_bench.eval.registry import get_method


def main_read(self: Any, query: str, anchor: int, anchor_name: str) -> Any:
    """main's (7ec1a68) ``HeuristicPolicy._read``, word for word but its comments."""
    types_ = [self.graph.type_index(t) for t in self.graph.types_of(anchor)]
    ranked = self.reader.read(query, anchor_name, types_, limit=h.READINGS_CHECKED)
    reach = self.walker.reaches(anchor, [p.steps for p in ranked])
    leading = [p for p, leads in zip(ranked, reach, strict=True) if leads]
    links = min(self.reader.chain_links(query, anchor_name), self.max_depth)
    if links >= 2:
        leading = [
            copied(p, probability=p.probability * h.SHORT_OF_CHAIN) if len(p.steps) < links else p
            for p in leading
        ]
    if links >= 2 and self.reader.asks_shared(query, anchor_name):
        leading = [
            p if h._returns(p.steps) else copied(p, probability=p.probability * h.SHORT_OF_CHAIN)
            for p in leading
        ]
    total = sum(p.probability for p in leading)
    mass: dict[Any, float] = {}
    for p in leading:
        mass[p.steps] = mass.get(p.steps, 0.0) + (p.probability / total if total else 0.0)
    first = {steps: k for k, steps in enumerate(mass)}
    plans = tuple(
        sorted(
            (copied(p, probability=mass[p.steps]) for p in leading),
            key=lambda p: (-p.probability, first[p.steps]),
        )
    )
    residue = self.reader.words(query, anchor_name)
    return h.QuestionReading(residue=residue, plans=plans, kept=self._hedged(plans, anchor))


def as_main(made: Any) -> None:
    """Undo speed49's three changes on one retriever."""
    engine = made.dotrag._views.base
    graph = engine.graph
    object.__setattr__(engine, "hops", lambda r, s, t, sim: path_hop(graph, r, s, t, sim))
    policy = engine.policy
    policy._read = types.MethodType(main_read, policy)
    reader = policy.reader
    table_of = reader._table
    alone: dict[tuple[int, ...], Any] = {}

    def table(anchor_types: Any) -> Any:
        key = tuple(sorted(set(anchor_types)))
        if key not in alone:
            t = table_of(anchor_types)
            alone[key] = dataclasses.replace(
                t, kinds=t.hops, kind_of=None, kind_size=t.size, kind_safe=t.safe_hops
            )
        return alone[key]

    reader._table = table


def _summary(name: str, old: list[float], new: list[float]) -> str:
    """One line: each retriever's p50 and mean, and the mean paired difference."""
    d = np.subtract(new, old)
    parts = [f"{name} n={d.size}"]
    parts += [
        f"{label} p50 {np.median(cpu):.2f} mean {np.mean(cpu):.2f}"
        for label, cpu in (("main", old), ("speed49", new))
    ]
    parts.append(f"paired {d.mean():+.3f} +- {d.std() / d.size**0.5:.3f} ms")
    return " | ".join(parts) + "\n"


def _one_set(name: str, limit: int) -> tuple[list[float], list[float]]:
    """Each question of ``name`` asked of both retrievers: main's CPU, speed49's."""
    data = f"benchmarks/kgqa/{name}"
    index, embedder = open_or_build_index(
        f"/work/idx/kgqa-{name}", lambda: load_kgqa_graph(data), backend=None, source=data
    )
    method = get_method("dotrag", "graph")
    made = {k: method.create(EvalResources(index=index, embedder=embedder)) for k in (0, 1)}
    as_main(made[0])
    cpu: dict[int, list[float]] = {0: [], 1: []}
    matched = match_kgqa_questions(load_kgqa_questions(data), index.graph, source=data)
    for i, q in enumerate(matched[:limit]):
        for k in (0, 1) if i % 2 == 0 else (1, 0):
            started = time.process_time()
            made[k].dotrag.retrieve(q.text)
            cpu[k].append(1e3 * (time.process_time() - started))
        same = {repr(made[k].dotrag.retrieve(q.text).paths) for k in (0, 1)}
        assert len(same) == 1, "results differ"
    return cpu[0], cpu[1]


def main(limit: int, sets: list[str]) -> None:
    every: tuple[list[float], list[float]] = ([], [])
    for name in sets:
        old, new = _one_set(name, limit)
        sys.stdout.write(_summary(name, old, new))
        every[0].extend(old)
        every[1].extend(new)
    sys.stdout.write(_summary("ALL", *every))


if __name__ == "__main__":
    main(int(sys.argv[1]), sys.argv[2:])
