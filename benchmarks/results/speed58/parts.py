"""Wall time inside some of DotRAG's functions per question (perf_counter wrappers, not
cProfile: its overhead inflates many small Python calls): per set one retriever (warmed,
one untimed question) asks every answerable question once; per function the mean ms a
question and the share of DotRAG's wall. Nested functions count in both. Fitted dev sets
only; no question text is printed.

    TREE=. PYTHONPATH=TREE/core:TREE/benchmarks:THIS_FOLDER:../speed57 python parts.py telecom,bloodlines
"""

from __future__ import annotations

import collections
import functools
import importlib
import os
import sys
import time
from typing import Any

from where import open_set  # speed57's

from graphpaths_bench.eval.base import EvalResources
from graphpaths_bench.eval.registry import get_method

WRAPPED = [
    ("graphpaths.dotrag.reading.heuristic", "HeuristicPolicy", "read_ahead"),
    ("graphpaths.dotrag.reading.heuristic", "HeuristicPolicy", "_hedged"),
    ("graphpaths.dotrag.reading.heuristic", None, "_ordered"),
    ("graphpaths.dotrag.reading.heuristic", None, "hedge"),
    ("graphpaths.dotrag.reading.reader", "Reader", "read"),
    ("graphpaths.dotrag.reading.reader", "Reader", "_question"),
    ("graphpaths.dotrag.reading.reader", "Reader", "_similarities"),
    ("graphpaths.dotrag.reading.reader", "Reader", "_word_match"),
    ("graphpaths.dotrag.reading.reader", "Reader", "_word_vectors"),
    ("graphpaths.dotrag.reading.reader", "Reader", "_units"),
    ("graphpaths.dotrag.reading.reader", "Reader", "_scene"),
    ("graphpaths.dotrag.reading.reader", "Reader", "_ranked"),
    ("graphpaths.dotrag.reading.reader", None, "_walk_rows"),
    ("graphpaths.dotrag.search.hops", "PathSearch", "named"),
    ("graphpaths.dotrag.search.hops", "PathSearch", "discover"),
    ("graphpaths.dotrag.search.hops", "PathSearch", "search_hop"),
    ("graphpaths.dotrag.search.hops", "PathSearch", "_continuations"),
    ("graphpaths.dotrag.search.hops", "PathSearch", "adjacent_types"),
    ("graphpaths.dotrag.search.spelling", "NameSpeller", "spelled"),
    ("graphpaths.dotrag.retriever", "DotRAG", "_result"),
    ("graphpaths.dotrag.retriever", "DotRAG", "_read_question"),
    ("graphpaths.dotrag.retriever", "DotRAG", "_embed_query"),
    ("graphpaths.dotrag.retriever", None, "assemble_paths"),
    ("graphpaths.dotrag.retriever", None, "rank_paths"),
    ("graphpaths.dotrag.retriever", None, "fill_context"),
    ("graphpaths.dotrag.retriever", None, "_stats"),
    ("graphpaths.dotrag.protocol.types", "DotRAGResult", "titled"),
    ("graphpaths.dotrag.reading.reader", None, "_align_all"),
    ("graphpaths.dotrag.reading.reader", None, "_nearest"),
    ("graphpaths.dotrag.reading.reader", None, "_voice"),
    ("graphpaths.dotrag.reading.reader", None, "_past_chain"),
    ("graphpaths.dotrag.reading.reader", "Reader", "_cues"),
    ("graphpaths.dotrag.reading.reader", "Reader", "_table"),
    ("graphpaths.dotrag.reading.label_walks", "LabelWalker", "walk"),
    ("graphpaths.dotrag.search.hops", "PathSearch", "_candidates"),
    ("graphpaths.dotrag.search.hops", "PathSearch", "_top"),
    ("graphpaths.dotrag.search.hops", "PathSearch", "_label_mask"),
    ("graphpaths.dotrag.search.hops", "PathSearch", "_next_calls"),
    ("graphpaths.dotrag.search.hops", "PathSearch", "_round"),
    ("graphpaths.dotrag.search.hops", "PathSearch", "_first_hops"),
    ("graphpaths.dotrag.search.ranking", None, "path_hop"),
    ("graphpaths.dotrag.retriever", None, "kept_paths"),
    ("graphpaths.dotrag.search.discovery", None, "anchor_confidences"),
    ("graphpaths.dotrag.search.discovery", None, "named_anchors"),
    ("graphpaths.dotrag.search.anchors", "NameTable", "mentioned"),
    ("graphpaths.dotrag.search.anchors", "NameTable", "named"),
    ("graphpaths.dotrag.reading.heuristic", "HeuristicPolicy", "_read"),
    ("graphpaths.dotrag.reading.heuristic", "HeuristicPolicy", "plan_first_hops"),
    ("graphpaths.dotrag.reading.heuristic", "HeuristicPolicy", "decide"),
    ("graphpaths.dotrag.reading.heuristic", "HeuristicPolicy", "review"),
]

SPENT: collections.Counter[str] = collections.Counter()


def wrap(module: str, owner: str | None, name: str) -> None:
    mod = importlib.import_module(module)
    holder = getattr(mod, owner) if owner else mod
    inner = getattr(holder, name)
    key = f"{owner + '.' if owner else ''}{name}"

    @functools.wraps(inner)
    def timed(*args: Any, **kwargs: Any) -> Any:
        started = time.perf_counter()
        try:
            return inner(*args, **kwargs)
        finally:
            SPENT[key] += time.perf_counter() - started

    setattr(holder, name, timed)


def main() -> None:
    for spec in WRAPPED:
        wrap(*spec)
    total: collections.Counter[str] = collections.Counter()
    asked = 0
    wall = 0.0
    for name in sys.argv[1].split(","):
        index, embedder, questions = open_set(name)
        dot = get_method("dotrag", "graph").create(
            EvalResources(index=index, embedder=embedder, budget=10_000)
        )
        dot.retrieve(questions[0])
        SPENT.clear()
        started = time.perf_counter()
        for question in questions:
            dot.dotrag.retrieve(question)
        wall += time.perf_counter() - started
        asked += len(questions)
        total.update(SPENT)
    sys.stdout.write(f"questions {asked}; dotrag wall {1e3 * wall / asked:.3f} ms a question\n")
    for key, seconds in total.most_common():
        ms = 1e3 * seconds / asked
        sys.stdout.write(f"{key:34s} {ms:7.3f} ms {100 * seconds / wall:5.1f} %\n")
    sys.stdout.write(f"load {os.getloadavg()}\n")


if __name__ == "__main__":
    main()
