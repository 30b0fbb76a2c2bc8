"""lat65 keep rule (b): the paired A/B of main's code against the branch's, lat63's ab.py
pattern, in one process per set. Two DotRAG retrievers (the default config, this tree's
code) on one index and embedder, and vss. The arm ``main`` runs main's code of the places
the branch changes, put back on the classes before each of its questions (and the branch's
before each of the branch's):

- ``NameSpeller._score``: main's (each candidate's name words weighed by the matcher each
  time; the branch reads them from the speller's table made once);
- ``Reader._similarities``: main's (computed at each reading; the branch keeps them per
  question's words around the mention, so a namesake's reading reuses them);
- ``hedge`` (as the heuristic policy calls it): main's (the unions as frozensets; the
  branch's as bits of integers);
- ``LabelWalker._reaches`` and ``_exits``: main's (each path's label indices made again,
  an entity's exits by array searches; the branch keeps the indices per prefix and
  searches one entity's run by scalars).

Order alternating by question and pass, vss after both; per question the least wall time of
``REPS`` passes, each on new retrievers; p50 per set; the calling thread's CPU too. Results
are checked equal (paths and context) on every question. No question text is printed.
``CONTROL=1``: both arms run the branch's code (A/A).

    PYTHONPATH=TREE/core:TREE/benchmarks:TREE/tests/dotrag:TREE/tests:../speed57 TREE=TREE python ab.py SET,SET... REPS [LIMIT]
"""

from __future__ import annotations

import functools
import importlib
import os
import statistics
import sys
import time
from collections.abc import Sequence
from typing import Any

import numpy as np
from where import open_set  # speed57's where.py (../speed57 on PYTHONPATH)

from graphpaths.arrays import run_positions
from graphpaths.dotrag.reading import hedging, heuristic
from graphpaths.dotrag.reading.hedging import Candidate
from graphpaths.dotrag.reading.label_walks import IntArray, LabelWalker
from graphpaths.dotrag.reading.reader import Reader
from graphpaths.dotrag.search.spelling import NameSpeller
from graphpaths_bench.eval.base import EvalResources
from graphpaths_bench.eval.dotrag_methods import _build, _heuristic
from graphpaths_bench.eval.registry import get_method

# main's NameSpeller._score, kept as its reference by a test module of branch lat65 (its
# tests/dotrag on PYTHONPATH): a module of that branch's tree, not a package, hence imported
# by name here (main's tree has no such module: this record runs on the branch's tree only)
main_score = importlib.import_module("test_reading_kept_per_question")._old_score

KINDS = ("main", "branch")


def main_reaches(
    self: LabelWalker, anchor: int, paths: Sequence[Sequence[tuple[str, bool]]]
) -> list[bool]:
    """:meth:`reaches`, walked."""
    reached: dict[tuple[tuple[str, bool], ...], IntArray] = {(): np.array([anchor], np.int64)}
    # per prefix walked, the keys its frontier's relations leave by (:meth:`_exits`):
    # the readings' last hops from one frontier are looked up, not searched one by one
    exits: dict[tuple[tuple[str, bool], ...], set[int]] = {}
    out = []
    for path in paths:
        steps = tuple(path)
        k = len(steps)
        while steps[:k] not in reached:  # the longest prefix walked already
            k -= 1
        frontier = reached[steps[:k]]
        labels = tuple((self._labels.get(name, -1), f) for name, f in steps[:k])
        while len(frontier) and k < len(steps) - 1:
            label, forward = steps[k]
            k += 1
            labels = (*labels, (self._labels.get(label, -1), forward))
            frontier = self._frontiers.get_or_build(
                (anchor, labels), functools.partial(self._step, frontier, label, forward)
            )[0]
            reached[steps[:k]] = frontier
        if len(frontier) and k == len(steps) - 1:
            # the last step: whether it leads anywhere, not where (a walk makes that)
            label, forward = steps[k]
            kept = self._frontiers.get((anchor, (*labels, (self._labels.get(label, -1), forward))))
            if kept is not None:
                out.append(bool(len(kept[0])))
            elif self.adjacency is not None:
                out.append(self._leads(frontier, label, forward))
            else:
                prefix = steps[:k]
                leaving = exits.get(prefix)
                if leaving is None:
                    leaving = exits[prefix] = self._exits(frontier)
                j = self._labels.get(label)
                out.append(j is not None and 2 * j + int(forward) in leaving)
        else:
            out.append(bool(len(frontier)) and k == len(steps))
    return out


def main_exits(self: LabelWalker, frontier: IntArray) -> set[int]:
    """The keys the relations at ``frontier`` leave by, less the entity's part (``2 *
    label + forward``, :func:`sorted_keys`): one run of the sorted keys per entity."""
    keys, _ = self._built()
    width = self._width
    rows = np.asarray(frontier, np.int64)
    starts = np.searchsorted(keys, (rows * width).astype(keys.dtype), side="left")
    stops = np.searchsorted(keys, ((rows + 1) * width).astype(keys.dtype), side="left")
    if len(rows) == 1:
        run = keys[int(starts[0]) : int(stops[0])]
    else:
        run = keys[run_positions(starts, stops - starts)]
    return set((run % width).tolist())


def main_hedge(candidates: Sequence[Candidate], *, beta: float = 1.0, limit: int = 4) -> list[int]:
    """The candidates to search, in the order added: the first (the best reading) always,
    then greedily whichever raises :func:`expected_f` most, while one does and fewer than
    ``limit`` are kept. Candidates are given best first."""
    if not candidates:
        return []
    expected = hedging._Expected(candidates, beta)
    kept = [0]
    retrieved = candidates[0].visited
    value = expected(retrieved)
    while len(kept) < min(limit, len(candidates)):
        best, best_value, best_set = -1, value, retrieved
        for i, c in enumerate(candidates):
            # one whose entities are all retrieved already adds nothing (its value is
            # the current one, never above it)
            if i in kept or c.visited <= retrieved:
                continue
            union = retrieved | c.visited
            v = expected(union)
            if v > best_value + 1e-9:
                best, best_value, best_set = i, v, union
        if best < 0:
            break
        kept.append(best)
        retrieved, value = best_set, best_value
    return kept


BRANCH = (
    NameSpeller._score,
    Reader._similarities,
    heuristic.hedge,
    LabelWalker._reaches,
    LabelWalker._exits,
)
MAIN = (
    BRANCH
    if os.environ.get("CONTROL")
    else (main_score, Reader._read_similarities, main_hedge, main_reaches, main_exits)
)


def arm(kind: str) -> None:
    (
        NameSpeller._score,  # type: ignore[method-assign]
        Reader._similarities,  # type: ignore[method-assign]
        heuristic.hedge,
        LabelWalker._reaches,  # type: ignore[method-assign]
        LabelWalker._exits,  # type: ignore[method-assign]
    ) = MAIN if kind == "main" else BRANCH


def run(name: str, reps: int, limit: int) -> dict[str, Any]:
    index, embedder, questions = open_set(name, limit)
    n = len(questions)
    wall = {k: np.full((reps, n), np.inf) for k in (*KINDS, "vss")}
    cpu = {k: np.full((reps, n), np.inf) for k in KINDS}
    load = [os.getloadavg()[0]]
    for rep in range(reps):
        arm("branch")
        res = EvalResources(index=index, embedder=embedder, budget=10_000)
        made = {k: _build(res, _heuristic(res)).dotrag for k in KINDS}
        vss = get_method("vss", "graph").create(res)
        for k, method in (*made.items(), ("vss", vss)):
            if k in KINDS:
                arm(k)
            method.retrieve(questions[0])
        for i, question in enumerate(questions):
            out = {}
            for k in KINDS if (i + rep) % 2 == 0 else KINDS[::-1]:
                arm(k)
                started, thread = time.perf_counter(), time.thread_time()
                out[k] = made[k].retrieve(question)
                wall[k][rep, i] = 1e3 * (time.perf_counter() - started)
                cpu[k][rep, i] = 1e3 * (time.thread_time() - thread)
            started = time.perf_counter()
            vss.retrieve(question)
            wall["vss"][rep, i] = 1e3 * (time.perf_counter() - started)
            a, b = out["main"], out["branch"]
            if a.paths != b.paths or a.context.text != b.context.text:
                raise SystemExit(f"{name}: question {i} differs")
        load.append(os.getloadavg()[0])
    arm("branch")
    best = {k: v.min(axis=0) for k, v in wall.items()}
    p50 = {k: float(statistics.median(v)) for k, v in best.items()}
    return {
        "set": name,
        "questions": n,
        "p50_ms": {k: round(v, 3) for k, v in p50.items()},
        "mean_ms": {k: round(float(np.mean(v)), 3) for k, v in best.items()},
        "thread_cpu_p50_ms": {
            k: round(float(statistics.median(v.min(axis=0))), 3) for k, v in cpu.items()
        },
        "ratio_main": round(p50["main"] / p50["vss"], 3),
        "ratio_branch": round(p50["branch"] / p50["vss"], 3),
        "branch_vs_main_%": round(100 * (p50["branch"] / p50["main"] - 1), 2),
        "load": [round(x, 2) for x in load],
    }


if __name__ == "__main__":
    import json

    limit = int(sys.argv[3]) if len(sys.argv) > 3 else 60
    for set_name in sys.argv[1].split(","):
        sys.stdout.write(json.dumps(run(set_name, int(sys.argv[2]), limit)) + "\n")
        sys.stdout.flush()
