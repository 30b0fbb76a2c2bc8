"""async59: DotRAG's async path (``aretrieve``: ``_run`` on an asyncio worker thread) against
its sync path and vss, paired in one process per set, with the BLAS thread count read
inside each question's window (``one_blas_thread``, while the question's model call runs
beside the reading).

Modes (each a fresh process; the arms alternate by question and pass, vss asked after them):

``fresh``  ``async`` (aretrieve on one long-lived event loop) only: the main thread never
           runs a window, so the first worker-thread window is the first BLAS limit set.
``mixed``  ``sync`` (retrieve on the main thread) and ``async``: every async question comes
           after the main thread has run a window (the app that warms up, or mixes invoke
           and ainvoke).
``ab``     ``async_main`` (the window as on main ``f817369``, copied below) and
           ``async_tree`` (this tree's window): before each async question the main thread
           runs that arm's window once, untimed, as a sync call's would; so both arms ask
           every question after a main-thread window.

Per question the least wall time of ``REPS`` passes (each pass on new retrievers, so every
question is new to the query and reading caches), p50 per set; ratio = DotRAG's p50 over
vss's. ``process_cpu_p50_ms``: the same of the process's CPU time a question (every
thread's: the model's pool, BLAS's threads, the caller's). Paths and context are checked
equal between the arms on every question. ``blas_threads_in_window_last_pass``: how many
windows of the timed arm's questions saw BLAS at 1 thread, and at 2 (``threadpoolctl``'s
count, which the probe in README.md checks against the BLAS threads' CPU). No question text
is printed.

    PYTHONPATH=TREE/core:TREE/benchmarks python paired_async.py MODE SET,SET... REPS [LIMIT]
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import statistics
import sys
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

import numpy as np
from threadpoolctl import ThreadpoolController

import graphpaths.dotrag.retriever as retriever_module
from graphpaths import blas_threads
from graphpaths_bench.cli.resources import open_or_build_index
from graphpaths_bench.eval.base import EvalResources
from graphpaths_bench.eval.kgqa import load_kgqa_graph, load_kgqa_questions, match_kgqa_questions
from graphpaths_bench.eval.registry import get_method

TREE = os.environ.get("TREE", "/work/wt-async59")
FITTED_DEV = {"telecom", "bloodlines", "academia", "food-banks"}


class MainWindow:
    """``graphpaths.blas_threads._OneBlasThread`` as on main ``f817369`` (verbatim logic)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._holders = 0
        self._blas: list[Any] | None = None
        self._found: list[tuple[Any, int]] = []

    @contextlib.contextmanager
    def held(self) -> Iterator[None]:
        with self._lock:
            if self._holders == 0:
                if self._blas is None:
                    self._blas = ThreadpoolController().select(user_api="blas").lib_controllers
                self._found = [(lib, lib.num_threads) for lib in self._blas]
                for lib, _ in self._found:
                    lib.set_num_threads(1)
            self._holders += 1
        try:
            yield
        finally:
            with self._lock:
                self._holders -= 1
                if self._holders == 0:
                    for lib, threads in self._found:
                        lib.set_num_threads(threads)
                    self._found = []


def open_set(name: str, limit: int) -> tuple[Any, Any, list[str]]:
    if name not in FITTED_DEV:
        raise SystemExit(f"{name}: not one of the fitted dev sets this reads")
    data = f"{TREE}/benchmarks/kgqa/{name}"
    index, embedder = open_or_build_index(
        f"/work/idx/kgqa-{name}", lambda: load_kgqa_graph(data), backend=None, source=data
    )
    matched = match_kgqa_questions(load_kgqa_questions(data), index.graph, source=data)
    return index, embedder, [q.text for q in matched if not q.not_found and not q.lacking][:limit]


class Seen:
    """Wraps a window: counts the BLAS thread counts seen just inside it."""

    def __init__(self, window: Callable[[], contextlib.AbstractContextManager[None]]) -> None:
        self.window = window
        self.counts: dict[int, int] = {}
        self.blas = ThreadpoolController().select(user_api="blas").lib_controllers

    @contextlib.contextmanager
    def __call__(self) -> Iterator[None]:
        with self.window():
            threads = max(lib.num_threads for lib in self.blas)
            self.counts[threads] = self.counts.get(threads, 0) + 1
            yield


def arms_of(mode: str) -> dict[str, tuple[bool, Seen]]:
    """Arm name -> (asks async, its window)."""
    tree = blas_threads.one_blas_thread
    if mode == "fresh":
        return {"async": (True, Seen(tree))}
    if mode == "mixed":
        return {"sync": (False, Seen(tree)), "async": (True, Seen(tree))}
    main = MainWindow()
    return {"async_main": (True, Seen(main.held)), "async_tree": (True, Seen(tree))}


def run(mode: str, name: str, reps: int, limit: int) -> dict[str, Any]:
    index, embedder, questions = open_set(name, limit)
    n = len(questions)
    arms = arms_of(mode)
    names = list(arms)
    wall = {k: np.full((reps, n), np.inf) for k in (*names, "vss")}
    cpu = {k: np.full((reps, n), np.inf) for k in names}
    loop = asyncio.new_event_loop()  # one loop for the whole run, as a long-lived app's
    load = [os.getloadavg()[0]]

    def ask(arm: str, made: Any, question: str) -> tuple[Any, float, float]:
        is_async, window = arms[arm]
        setattr(retriever_module, "one_blas_thread", window)  # noqa: B010
        if mode == "ab":
            with window.window():  # a sync call's window on the main thread, untimed, uncounted
                pass
        started, cpu_started = time.perf_counter(), time.process_time()
        if is_async:
            result = loop.run_until_complete(made.aretrieve(question))
        else:
            result = made.retrieve(question)
        wall_ms = 1e3 * (time.perf_counter() - started)
        return result, wall_ms, 1e3 * (time.process_time() - cpu_started)

    for rep in range(reps):
        res = EvalResources(index=index, embedder=embedder, budget=10_000)
        made = {k: get_method("dotrag", "graph").create(res).dotrag for k in names}
        vss = get_method("vss", "graph").create(res)
        warm = questions[-1]  # warm each retriever once, as its arm asks
        for k in names:
            ask(k, made[k], warm)
        vss.retrieve(warm)
        for arm in arms.values():
            arm[1].counts.clear()
        for i, question in enumerate(questions):
            out = {}
            for k in names if (i + rep) % 2 == 0 else names[::-1]:
                out[k], wall[k][rep, i], cpu[k][rep, i] = ask(k, made[k], question)
            started = time.perf_counter()
            vss.retrieve(question)
            wall["vss"][rep, i] = 1e3 * (time.perf_counter() - started)
            first = out[names[0]]
            for k in names[1:]:
                if out[k].paths != first.paths or out[k].context.text != first.context.text:
                    raise SystemExit(f"{name}: question {i} differs between arms")
        load.append(os.getloadavg()[0])
    loop.close()
    p50 = {k: float(statistics.median(v.min(axis=0))) for k, v in wall.items()}
    return {
        "mode": mode,
        "set": name,
        "questions": n,
        "reps": reps,
        "p50_ms": {k: round(v, 3) for k, v in p50.items()},
        "ratio": {k: round(p50[k] / p50["vss"], 3) for k in names},
        "process_cpu_p50_ms": {
            k: round(float(statistics.median(v.min(axis=0))), 3) for k, v in cpu.items()
        },
        "blas_threads_in_window_last_pass": {k: arms[k][1].counts for k in names},
        "load": [round(x, 2) for x in load],
    }


if __name__ == "__main__":
    mode_arg = sys.argv[1]
    limit_arg = int(sys.argv[4]) if len(sys.argv) > 4 else 60
    for set_name in sys.argv[2].split(","):
        row = run(mode_arg, set_name, int(sys.argv[3]), limit_arg)
        sys.stdout.write(json.dumps(row) + "\n")
        sys.stdout.flush()
