"""Per-question 1-hop recall of two runs' rows (types50): A and B are paths with SET in them.

python benchmarks/results/types50/compare_rows.py A B set1 set2 ...
"""

from __future__ import annotations

import json
import sys
from typing import Any


def rows(path: str) -> dict[str, dict[str, Any]]:
    out = {}
    with open(path) as f:
        for line in f:
            r = json.loads(line)
            if r["method"] == "dotrag" and r["hops"] == 1 and r["question_class"] == "has_answers":
                out[r["id"]] = r
    return out


def main(first: str, second: str, sets: list[str]) -> None:
    n = ra = rb = 0.0
    for s in sets:
        a, b = rows(first.replace("SET", s)), rows(second.replace("SET", s))
        for k, row in a.items():
            x, y = row["metrics"]["recall"], b[k]["metrics"]["recall"]
            n, ra, rb = n + 1, ra + x, rb + y
            if abs(x - y) > 1e-9:
                sys.stdout.write(f"{s} {k} {x:.2f} -> {y:.2f}\n")
    sys.stdout.write(f"pooled 1-hop recall, n={n:.0f}: {100 * ra / n:.2f} -> {100 * rb / n:.2f}\n")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3:])
