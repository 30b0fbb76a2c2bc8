"""Whether two eval_all runs give the same results: every number of each set's JSON (and
MetaQA dev's) but timings and command lines, and the per-question rows of the fitted dev
sets and MetaQA dev (the only rows helpers may read).

Usage: python same_results.py /work/runs/evals/BASE /work/runs/evals/NEW
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

FITTED = [
    *("academia", "aviation", "bloodlines", "company", "cooking", "courts", "energy"),
    *("football", "games", "geo-family", "hiking", "hospitals", "music", "publishing"),
    *("rail", "shipping", "software", "telecom", "theatre", "zoo"),
]
#: keys that hold times, the machine or the command line: they differ run to run
SKIPPED = {
    "seconds",
    "seconds_per_question",
    "latency_p50_ms",
    "latency_p95_ms",
    "latency_ms",
    "machine",
    "command",
    "date",
    "load",
    "index",
}


def leaves(value: Any, path: str = "") -> dict[str, Any]:
    """Every leaf of a JSON value by its path, the skipped keys left out."""
    if isinstance(value, dict):
        out: dict[str, Any] = {}
        for key, item in value.items():
            if key not in SKIPPED:
                out.update(leaves(item, f"{path}/{key}"))
        return out
    if isinstance(value, list):
        out = {}
        for i, item in enumerate(value):
            out.update(leaves(item, f"{path}[{i}]"))
        return out
    return {path: value}


def say(line: str) -> None:
    sys.stdout.write(line + "\n")


def rows(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def main(base: Path, new: Path) -> int:
    numbers = differ = 0
    for old in sorted(base.glob("*.json")):
        mine = new / old.name
        if not mine.exists():
            say(f"missing {mine}")
            differ += 1
            continue
        a, b = leaves(json.loads(old.read_text())), leaves(json.loads(mine.read_text()))
        numbers += len(a)
        bad = sorted(k for k in a.keys() | b.keys() if a.get(k) != b.get(k))
        differ += len(bad)
        if bad:
            say(f"{old.stem}: {len(bad)} differ, e.g. {bad[:3]}")
    compared = 0
    for name in [*FITTED, "metaqa-dev"]:
        a = [leaves(r) for r in rows(base / f"{name}.questions.jsonl")]
        b = [leaves(r) for r in rows(new / f"{name}.questions.jsonl")]
        compared += len(a)
        bad_rows = sum(x != y for x, y in zip(a, b, strict=False)) + abs(len(a) - len(b))
        differ += bad_rows
        if bad_rows:
            say(f"{name}: {bad_rows} rows differ")
    verdict = "all equal" if not differ else f"{differ} differences"
    say(f"{numbers} numbers of {len(list(base.glob('*.json')))} JSONs, {compared} rows: {verdict}")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]), Path(sys.argv[2])))
