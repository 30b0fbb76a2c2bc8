"""anchor63's profile of fitted dev (read only: fitted dev's rows and graphs).

    python benchmarks/results/anchor63/profile.py list has_answers   # rows answered with nothing
    python benchmarks/results/anchor63/profile.py list not_found
    python benchmarks/results/anchor63/profile.py rerun              # this tree's discovery

``list``: s22-base2's dotrag rows of a question class (has_answers: only those with nothing
retrieved) and why. ``rerun``: every row s22-base2 answered "no entity of the graph is named",
run through this tree's discovery: the anchors it gets now, counted by class.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from graphpaths.dotrag.retriever import DotRAG

BASE = Path("/work/runs/evals/s22-base2")
IDX = Path("/work/idx")
GROUPS = Path(__file__).resolve().parents[2] / "kgqa" / "groups.tsv"


def fitted_sets() -> list[str]:
    rows = [line.rstrip("\n").split("\t") for line in GROUPS.read_text().splitlines()]
    return [r[0] for r in rows if not r[0].startswith("#") and r[1:] == ["fitted dev"]]


def rows(kgqa_set: str) -> list[dict[str, Any]]:
    path = BASE / f"{kgqa_set}.questions.jsonl"
    return [r for r in map(json.loads, path.open()) if r["method"] == "dotrag"]


def list_rows(question_class: str) -> None:
    for kgqa_set in fitted_sets():
        for r in rows(kgqa_set):
            if r["question_class"] != question_class:
                continue
            if question_class == "has_answers" and r["metrics"]["retrieved"] != 0:
                continue
            why = r["stats"].get("not_found")
            sys.stdout.write(f"{kgqa_set} {r['id']} {r['question']!r} | {why}\n")


def rerun() -> None:
    counts: Counter[tuple[str, bool]] = Counter()
    for kgqa_set in fitted_sets():
        unnamed = [
            r for r in rows(kgqa_set) if (r["stats"].get("not_found") or "").startswith("no entity")
        ]
        if not unnamed:
            continue
        dotrag = DotRAG.from_index(IDX / f"kgqa-{kgqa_set}")
        search = dotrag._latest_views().base.search
        for r in unnamed:
            query = r["question"]
            found = search.discover(query, dotrag._embed_query(query), dotrag.config)
            anchors = [(a.name, round(a.similarity, 2), a.confidence) for a in found.anchors]
            counts[r["question_class"], bool(anchors)] += 1
            if anchors:
                kind = r["question_class"]
                sys.stdout.write(f"{kind} {kgqa_set} {r['id']} {query!r} {anchors[:3]}\n")
    sys.stdout.write(f"{dict(counts)}\n")


if __name__ == "__main__":
    if sys.argv[1] == "list":
        list_rows(sys.argv[2])
    else:
        rerun()
