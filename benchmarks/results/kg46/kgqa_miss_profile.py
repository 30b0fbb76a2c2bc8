"""Profile of the 2- and 3-hop misses of one eval run on fitted dev KGQA sets, by cause (issue 41, kg46).

Per answerable question short of full recall, the missed gold answers are either
*unreachable* (not reached by walking the question's gold ``path`` from its topics in the
set's graph) or put down to one cause, read from the heuristic policy's readings of the
question (the code on PYTHONPATH), as ``benchmarks/results/mq46/miss_profile.py`` does for
MetaQA: *anchor wrong* (no topic among the row's anchors), *reading wrong, hedge dropped the
gold reading* (the gold walk is a reading, not the best, and not kept), *reading wrong, gold
not among the readings*, each with the best reading's length against the gold walk's
(shorter, as long, longer), *budget cut* (the gold walk is first or kept by the hedge, and the
answer still not retrieved; split by whether the search reached the asked hop count).

    python benchmarks/results/kg46/kgqa_miss_profile.py RUN_DIR SET [SET ...] [--hops 2,3]
        [--index-root /work/idx] [-v]

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

FITTED_DEV = frozenset(
    [
        "academia",
        "aviation",
        "bloodlines",
        "company",
        "cooking",
        "courts",
        "energy",
        "football",
        "games",
        "geo-family",
        "hiking",
        "hospitals",
        "music",
        "publishing",
        "rail",
        "shipping",
        "software",
        "telecom",
        "theatre",
        "zoo",
    ]
)
Steps = tuple[tuple[str, bool], ...]
REPO = Path(__file__).resolve().parents[3]


def say(text: str) -> None:
    sys.stdout.write(text + "\n")


def shown(steps: Steps | None) -> str:
    return "/".join(label + ("" if f else "^-1") for label, f in steps or ())


def reach(graph: Any, starts: list[int], steps: Steps) -> set[int]:
    frontier = set(starts)
    for label, forward in steps:
        lab = graph.label_index(label)
        mask = graph.relation_labels == lab
        src, dst = (graph.heads, graph.tails) if forward else (graph.tails, graph.heads)
        hit = mask & np.isin(src, list(frontier))
        frontier = set(dst[hit].tolist())
    return frontier


def cause_of(
    policy: Any, graph: Any, row: dict[str, Any], topics: list[int], steps: Steps
) -> tuple[str, str]:
    anchors = row["stats"].get("anchors") or []
    names = [graph.names[t] for t in topics]
    if not set(names) & set(anchors):
        return "anchor wrong", f"anchors {anchors}, topics {names}"
    name = next(n for n in names if n in anchors)
    reading = policy.read(row["question"], topics[names.index(name)], name)
    ranked = list(dict.fromkeys(p.steps for p in reading.plans))
    kept = [p.steps for p in reading.kept]
    top = ranked[0] if ranked else None
    detail = (
        f"won {shown(top)}, gold {shown(steps)}, kept {[shown(k) for k in kept]}, "
        f"hops_searched {row['stats'].get('hops_searched')}"
    )
    if top == steps or steps in kept:
        how = "first" if top == steps else "kept by the hedge"
        short = (row["stats"].get("hops_searched") or 0) < len(steps)
        return f"budget cut (gold reading {how}{', search stopped short' if short else ''})", detail
    shape = (
        "shorter"
        if len(top or ()) < len(steps)
        else "longer"
        if len(top or ()) > len(steps)
        else "as long"
    )
    if steps in ranked:
        return f"reading wrong, hedge dropped the gold reading ({shape})", detail
    return f"reading wrong, gold not among the readings ({shape})", detail


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("run")
    ap.add_argument("sets", nargs="+")
    ap.add_argument("--hops", default="2,3")
    ap.add_argument("--index-root", default="/work/idx")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args(argv)
    from graphpaths.dotrag.index.graph_index import load_index
    from graphpaths.dotrag.reading.heuristic import HeuristicPolicy
    from graphpaths_bench.eval.kgqa import load_kgqa_questions

    hops = {int(h) for h in args.hops.split(",")}
    questions: dict[int, collections.Counter[str]] = collections.defaultdict(collections.Counter)
    answers: dict[int, collections.Counter[str]] = collections.defaultdict(collections.Counter)
    for name in args.sets:
        if name not in FITTED_DEV:
            raise SystemExit(f"{name}: not a fitted dev set; its rows are never read")
        index = load_index(f"{args.index_root}/kgqa-{name}")
        graph = index.graph
        policy = HeuristicPolicy(graph, index.embedder(), lexicon=index.lexicon)
        gold = {q.id: q for q in load_kgqa_questions(REPO / "benchmarks" / "kgqa" / name)}
        rows = Path(args.run, f"{name}.questions.jsonl").read_text(encoding="utf-8").splitlines()
        for row in map(json.loads, rows):
            if row["hops"] not in hops or not row["answerable"]:
                continue
            missing = set(row["answers"]) - set(row["retrieved"])
            q = gold[row["id"]]
            if not missing or not q.path:
                continue
            topics = [graph.index_of(t) for t in q.topics]
            steps = tuple((label, d == "->") for label, d in q.path)
            reached = {graph.entity_ids[i] for i in reach(graph, topics, steps)}
            causes = ["unreachable"] if missing - reached else []
            answers[row["hops"]]["unreachable"] += len(missing - reached)
            if missing & reached:
                cause, detail = cause_of(policy, graph, row, topics, steps)
                answers[row["hops"]][cause] += len(missing & reached)
                causes.append(cause)
                if args.verbose:
                    say(
                        f"  {name} {row['id']} h{row['hops']} [{cause}] "
                        f"R={row['metrics']['recall']:.2f} {row['question']} | {detail}"
                    )
            questions[row["hops"]][" + ".join(causes)] += 1
    for hop in sorted(questions):
        say(f"{hop}-hop: {sum(questions[hop].values())} questions short of full recall")
        for cause, n in questions[hop].most_common():
            say(f"  questions, {cause}: {n}")
        for cause, n in answers[hop].most_common():
            say(f"  missed answers, {cause}: {n}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
