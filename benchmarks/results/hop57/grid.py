"""Replay hop57's rule on dump.py's readings: per setting, the questions it touches and the misses it helps.

For each setting (words to spare, readings per length, evidence margin against the best),
per hop class: the questions given extra readings, and among the eval run's misses (recall
< 1) those given their gold walk. Fitted dev rows only (the dump holds nothing else; the
run's row files of other sets are never opened).

    python benchmarks/results/hop57/grid.py RUN_DIR DUMP.jsonl [DUMP.jsonl ...]
"""

from __future__ import annotations

import argparse
import collections
import itertools
import json
import sys
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[3]
FITTED_DEV = frozenset(
    line.split("\t")[0]
    for line in (REPO / "benchmarks/kgqa/groups.tsv").read_text().splitlines()
    if line.endswith("\tfitted dev")
)


def added(record: dict[str, Any], spare: int, most: int, margin: float) -> list[Any]:
    """The readings the rule adds: per length past the best's up to the words left less
    ``spare`` (at most 3), the ``most`` most probable unsearched ones with evidence >= the
    best's + ``margin``."""
    plans = record["plans"]
    if not plans:
        return []
    best = plans[0]
    out: list[Any] = []
    for length in range(best[1] + 1, min(3, record["wc"] - spare) + 1):
        fit = [p for p in plans if p[1] == length and not p[5] and p[3] >= best[3] + margin]
        out += fit[:most]
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("run")
    ap.add_argument("dumps", nargs="+")
    args = ap.parse_args(argv)
    records = [json.loads(line) for f in args.dumps for line in Path(f).read_text().splitlines()]
    recall: dict[tuple[str, str], float] = {}
    for name in sorted({r["set"] for r in records}):
        if name not in FITTED_DEV:
            raise SystemExit(f"{name}: not a fitted dev set; its rows are never read")
        for line in Path(args.run, f"{name}.questions.jsonl").read_text().splitlines():
            row = json.loads(line)
            if row["answerable"]:
                recall[name, row["id"]] = row["metrics"]["recall"]
    for spare, most, margin in itertools.product((-1, 0, 1, 2), (1, 2, 3), (-0.1, 0.0, 0.1)):
        touched: collections.Counter[int] = collections.Counter()
        helped: collections.Counter[int] = collections.Counter()
        for r in records:
            more = added(r, spare, most, margin)
            touched[r["hops"]] += bool(more)
            miss = recall.get((r["set"], r["id"]), 1.0) < 1
            helped[r["hops"]] += bool(miss and any(p[4] for p in more))
        cells = " ".join(f"{h}-hop {touched[h]}/{helped[h]}" for h in (1, 2, 3))
        sys.stdout.write(f"spare {spare} readings {most} margin {margin:+.1f}: {cells}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
