"""Answerable questions an eval run missed (recall < 1), per hop: with no anchor, with
anchors holding no topic entity of the question, or with a topic anchored.

Only for sets whose questions may be read (fitted dev, makerspaces, allotments).

    python benchmarks/results/anchor49/anchor_misses.py RUN_DIR SET [SET ...]
"""

from __future__ import annotations

import csv
import json
import sys
from collections import Counter
from pathlib import Path

KGQA = Path(__file__).resolve().parents[2] / "kgqa"


def _kind(row: dict, topics: set[str]) -> str:
    anchors = set((row.get("stats") or {}).get("anchors") or [])
    if not anchors:
        return "no anchor"
    return "topic anchored" if anchors & topics else "no topic among anchors"


def main(run: Path, sets: list[str]) -> None:
    count: Counter[tuple[int, str]] = Counter()
    for name in sets:
        with open(KGQA / name / "entities.tsv") as f:
            names = {row[0]: row[1] for row in csv.reader(f, delimiter="\t") if len(row) >= 2}
        with open(KGQA / name / "questions.jsonl") as f:
            questions = [json.loads(line) for line in f]
        topics = {q["id"]: {names.get(t, t) for t in q.get("topics", [])} for q in questions}
        with open(run / f"{name}.questions.jsonl") as f:
            rows = [json.loads(line) for line in f]
        for row in rows:
            if row.get("method") != "dotrag" or not row.get("answerable"):
                continue
            if ((row.get("metrics") or {}).get("recall") or 0.0) >= 1.0:
                continue
            kind = _kind(row, topics.get(row["id"], set()))
            count[(row["hops"], kind)] += 1
            if kind != "topic anchored":
                sys.stdout.write(f"{name} {row['id']} {row['hops']} {kind}\n")
    for (hops, kind), n in sorted(count.items()):
        sys.stdout.write(f"{hops}-hop {kind}: {n}\n")


if __name__ == "__main__":
    main(Path(sys.argv[1]), sys.argv[2:])
