"""Profile of the 3-hop misses of one sweep on fitted dev KGQA sets, by cause (issue 41, chain56).

Each answerable question short of full recall is retrieved again with the code on PYTHONPATH
(default config, the eval's budget) and put down to one cause, read from the best path
against the question's gold ``path``: anchor wrong (no topic among the anchors, or the best
path starts elsewhere); walked shorter than asked (prefix of the gold walk or not); right
length, a wrong relation first at hop k; the gold labels in another order; the gold walk
among the paths but the answer not retrieved (budget / ranking); longer; gold unreachable.

    PYTHONPATH=core:benchmarks python benchmarks/results/chain56/profile3.py RUN_DIR SET [SET ...]
        [--hops 3] [--index-root /work/idx] [-v]

(profile-s17-main.txt: main 00fff36 on /work/runs/evals/s17-main; profile-chain56.txt: bad9aff
on its fitted dev run chain56-b-fit; the seven sets below 70 at 3 hops.)

Fitted dev sets only: the script refuses any other set.
"""

from __future__ import annotations

import argparse
import collections
import json
import sys
from pathlib import Path
from typing import Any

import numpy as np

REPO = Path(__file__).resolve().parents[3]
FITTED_DEV = frozenset(
    line.split("\t")[0]
    for line in (REPO / "benchmarks/kgqa/groups.tsv").read_text().splitlines()
    if line.endswith("\tfitted dev")
)


def say(text: str) -> None:
    sys.stdout.write(text + "\n")


def shown(steps: tuple[tuple[str, bool], ...]) -> str:
    return "/".join(label + ("" if f else "^-1") for label, f in steps)


def reach(graph: Any, starts: list[int], steps: tuple[tuple[str, bool], ...]) -> set[int]:
    frontier = set(starts)
    for label, forward in steps:
        mask = graph.relation_labels == graph.label_index(label)
        src, dst = (graph.heads, graph.tails) if forward else (graph.tails, graph.heads)
        frontier = set(dst[mask & np.isin(src, list(frontier))].tolist())
    return frontier


def cause(
    graph: Any,
    result: Any,
    topics: list[int],
    gold: tuple[tuple[str, bool], ...],
    missing: set[int],
) -> tuple[str, str]:
    paths = list(result.paths)
    if not paths:
        return "no path (not found)", ""
    best = paths[0]
    steps = tuple((h.label_name, h.forward) for h in best.hops)
    detail = f"best {best.anchor_name}:{shown(steps)}"
    if best.anchor not in topics:
        anchors = [a.name for a in result.anchors]
        topic_named = any(graph.names[t] in anchors for t in topics)
        return (
            "anchor wrong (topic an anchor, best path elsewhere)"
            if topic_named
            else "anchor wrong (topic not found)"
        ), detail + f" anchors {anchors}"
    walks = [tuple((h.label_name, h.forward) for h in p.hops) for p in paths if p.anchor in topics]
    reached = {h.target for p in paths for h in p.hops}
    if steps == gold or gold in walks:
        where = "first" if steps == gold else f"path {walks.index(gold)}"
        cut = "answer on a path" if missing & reached else "answer not on any path"
        return f"gold walk {where if where == 'first' else 'not first'}; {cut}", detail
    if len(steps) < len(gold):
        prefix = gold[: len(steps)] == steps
        return f"shorter ({len(steps)} hops, {'gold prefix' if prefix else 'not prefix'})", detail
    if len(steps) > len(gold):
        return "longer", detail
    if sorted(steps) == sorted(gold) or sorted(s[0] for s in steps) == sorted(s[0] for s in gold):
        return "gold labels, other order", detail
    k = next(i for i, (a, b) in enumerate(zip(steps, gold, strict=True)) if a != b) + 1
    return f"as long, wrong relation at hop {k}", detail


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("run")
    ap.add_argument("sets", nargs="+")
    ap.add_argument("--hops", default="3")
    ap.add_argument("--index-root", default="/work/idx")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args(argv)
    from graphpaths.dotrag.protocol.types import DotRAGConfig
    from graphpaths.dotrag.retriever import DotRAG
    from graphpaths_bench.eval.kgqa import load_kgqa_questions

    hops = {int(h) for h in args.hops.split(",")}
    counts: dict[int, collections.Counter[str]] = collections.defaultdict(collections.Counter)
    lost: dict[int, collections.Counter[str]] = collections.defaultdict(collections.Counter)
    reproduced: collections.Counter[bool] = collections.Counter()
    for name in args.sets:
        if name not in FITTED_DEV:
            raise SystemExit(f"{name}: not a fitted dev set; its rows are never read")
        dotrag = DotRAG.from_index(
            f"{args.index_root}/kgqa-{name}", config=DotRAGConfig(budget=10000)
        )
        graph = dotrag.graph
        gold = {q.id: q for q in load_kgqa_questions(REPO / "benchmarks" / "kgqa" / name)}
        rows = Path(args.run, f"{name}.questions.jsonl").read_text(encoding="utf-8").splitlines()
        for row in map(json.loads, rows):
            if row["hops"] not in hops or not row["answerable"]:
                continue
            if row["metrics"]["recall"] >= 1.0:
                continue
            q = gold[row["id"]]
            topics = [graph.index_of(t) for t in q.topics]
            steps = tuple((label, d == "->") for label, d in q.path)
            answers = {graph.index_of(a) for a in q.answers}
            result = dotrag.retrieve(row["question"])
            same = {graph.entity_ids[e] for e in result.context.entities} == set(row["retrieved"])
            reproduced[same] += 1
            missing = answers - {graph.index_of(r) for r in row["retrieved"]}
            if missing - reach(graph, topics, steps):
                why, detail = "gold unreachable", ""
            else:
                why, detail = cause(graph, result, topics, steps, missing)
            counts[row["hops"]][why] += 1
            lost[row["hops"]][why] += 1 - row["metrics"]["recall"]
            if args.verbose:
                say(
                    f"  {name} {row['id']} R={row['metrics']['recall']:.2f} [{why}] "
                    f"{row['question']} | gold {shown(steps)} | {detail}"
                )
    say(
        f"rows whose retrieved entities this run reproduces: {reproduced[True]} of {sum(reproduced.values())}"
    )
    for hop in sorted(counts):
        say(
            f"{hop}-hop: {sum(counts[hop].values())} questions short of full recall "
            f"({sum(lost[hop].values()):.1f} questions' recall lost)"
        )
        for why, n in counts[hop].most_common():
            say(f"  {n:3d}  {lost[hop][why]:5.1f}  {why}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
