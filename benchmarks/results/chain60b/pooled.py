"""Pooled figures of two sweeps per group, two decimals (the sweep tool's own pooling,
:func:`graphpaths_bench.eval.sweep._pool`, over the sets in both runs): chain60b.

    cd /work/main && PYTHONPATH=benchmarks:core .venv/bin/python \\
        /work/wt-chain60b/benchmarks/results/chain60b/pooled.py BEFORE AFTER [--groups "fitted dev"]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from graphpaths_bench.eval.sweep import _pool, read_groups, read_run

KEYS = ("recall 1", "recall 2", "recall 3", "f1 1", "f1 2", "f1 3")
ABSTAIN = ("not_found", "lacking", "wrongly_abstained")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("before")
    ap.add_argument("after")
    ap.add_argument("--groups-file", default="benchmarks/kgqa/groups.tsv")
    ap.add_argument("--groups", default="fitted dev,new dev,check,blind dev,held out")
    args = ap.parse_args(argv)
    groups = read_groups(Path(args.groups_file))
    before, after = read_run(args.before), read_run(args.after)
    for group in args.groups.split(","):
        names = [
            n
            for n, g in groups.items()
            if g == group and n in before.results and n in after.results
        ]
        if not names:
            continue
        b, a = _pool(before, names, "dotrag"), _pool(after, names, "dotrag")
        cells = []
        for key in KEYS:
            x, y = b.mean(key), a.mean(key)
            cells.append(
                "-" if x is None or y is None else f"{key} {x:.2f}->{y:.2f} ({y - x:+.2f})"
            )
        sys.stdout.write(f"{group} ({len(names)}) | " + " | ".join(cells) + "\n")
        rest = [f"{k} {b.mean(k)}->{a.mean(k)}" for k in ABSTAIN]
        sys.stdout.write("    " + " ".join(rest) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
