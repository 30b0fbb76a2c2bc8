"""Per-row recall changes between two runs, fitted dev sets only (read from groups.tsv).

python benchmarks/results/idf66/rows.py GROUPS_TSV BEFORE_DIR AFTER_DIR
"""

import json
import sys

groups_tsv, before, after = sys.argv[1:4]
with open(groups_tsv, encoding="utf-8") as f:
    fitted = [
        p[0]
        for p in (line.rstrip("\n").split("\t") for line in f if line.strip() and line[0] != "#")
        if len(p) > 1 and p[1] == "fitted dev"
    ]


def rows(folder: str, s: str) -> dict[str, dict]:
    with open(f"{folder}/{s}.questions.jsonl", encoding="utf-8") as f:
        return {r["id"]: r for r in map(json.loads, f) if r["method"] == "dotrag"}


for s in fitted:
    a, b = rows(before, s), rows(after, s)
    for k, r in a.items():
        ra = (r["metrics"] or {}).get("recall")
        rb = (b[k]["metrics"] or {}).get("recall")
        if r["question_class"] == "has_answers" and (ra or 0) != (rb or 0):
            sys.stdout.write(f"{s} {k} hops={r['hops']} recall {ra or 0:.2f} -> {rb or 0:.2f}\n")
