"""Rows whose retrieved entities differ between two measure.sh (or sweep.sh) folders.

    python changed.py BEFORE AFTER [--stats] [--list]

Per file: rows changed / rows; --stats: also which per-row stats differ (anchors, pairs,
branches, paths) among the changed rows; --list: the changed rows' ids (fitted/MetaQA only).
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

KEYS = ("anchors", "pairs", "branches", "paths", "relations_retained", "hops_searched", "walked")


def rows(path: Path) -> dict[str, dict]:
    out = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            row = json.loads(line)
            out[f"{row['hops']}:{row['id']}"] = row
    return out


def main(argv: list[str]) -> None:
    before, after = Path(argv[0]), Path(argv[1])
    total = changed_total = 0
    why: Counter[str] = Counter()
    for b in sorted(before.glob("*.questions.jsonl")):
        a = after / b.name
        if not a.exists():
            continue
        rb, ra = rows(b), rows(a)
        diff = [
            k for k in rb if k in ra and sorted(rb[k]["retrieved"]) != sorted(ra[k]["retrieved"])
        ]
        total += len(rb)
        changed_total += len(diff)
        for k in diff:
            sb, sa = rb[k].get("stats") or {}, ra[k].get("stats") or {}
            why.update(key for key in KEYS if sb.get(key) != sa.get(key))
            if not any(sb.get(key) != sa.get(key) for key in KEYS):
                why["(none of these)"] += 1
        name = b.name.removesuffix(".questions.jsonl")
        if diff:
            listed = f"\t{' '.join(diff)}" if "--list" in argv else ""
            sys.stdout.write(f"{name}\t{len(diff)}/{len(rb)}{listed}\n")
    sys.stdout.write(f"TOTAL\t{changed_total}/{total}\n")
    if "--stats" in argv:
        sys.stdout.write(f"stats differing among changed rows: {dict(why)}\n")


if __name__ == "__main__":
    main(sys.argv[1:])
