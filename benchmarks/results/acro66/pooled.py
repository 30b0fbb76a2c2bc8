"""Pooled figures per group at two decimals (the sweep's own pooling, `_pool`), for the keep
rule's 0.2 / 0.1 bars: the sweep prints one decimal.

    PYTHONPATH=benchmarks:core .venv/bin/python benchmarks/results/acro66/pooled.py BEFORE AFTER
"""

import sys
from collections import defaultdict

from graphpaths_bench.eval.sweep import HOPS, _pool, read_groups, read_run

before, after = read_run(sys.argv[1]), read_run(sys.argv[2])
groups = read_groups("benchmarks/kgqa/groups.tsv")
by: dict[str, list[str]] = defaultdict(list)
for name, group in groups.items():
    by[group].append(name)
for group, names in by.items():
    a, b = _pool(before, names, "dotrag"), _pool(after, names, "dotrag")
    cells = []
    for fig in ("recall", "f1"):
        for h in HOPS:
            x, y = a.mean(f"{fig} {h}"), b.mean(f"{fig} {h}")
            if x is not None and y is not None:
                cells.append(f"{fig} {h}: {x:.2f} -> {y:.2f} ({y - x:+.2f})")
    sys.stdout.write(f"{group}: " + "; ".join(cells) + "\n")
