"""The sweep tool's pooled (question-weighted) figures per group, to two decimals, and the
pooled question counts; per-set figures of unread groups are never shown.

    PYTHONPATH=benchmarks:core .venv/bin/python benchmarks/results/scale66/pooled2.py GROUPS BEFORE AFTER
"""

import sys
from collections import defaultdict

from graphpaths_bench.eval.sweep import CLASSES, HOPS, _pool, read_groups, read_run

groups_file, before_dir, after_dir = sys.argv[1:4]
groups = read_groups(groups_file)
before, after = read_run(before_dir), read_run(after_dir)
by_group = defaultdict(list)
for name in sorted(set(before.results) & set(after.results)):
    if name != "metaqa":
        by_group[groups.get(name, "unlisted")].append(name)
keys = [f"recall {h}" for h in HOPS] + [f"f1 {h}" for h in HOPS]
keys += [k for k, _ in CLASSES] + ["wrongly_abstained"]
for group, names in by_group.items():
    a, b = _pool(before, names, "dotrag"), _pool(after, names, "dotrag")
    cells = []
    for k in keys:
        x, y = a.mean(k), b.mean(k)
        n = int(a.sums[k][1]) if k in a.sums else 0
        if x is None or y is None:
            continue
        cells.append(f"{k} {x:.2f} -> {y:.2f} ({y - x:+.2f}, n {n})")
    sys.stdout.write(f"{group} ({len(names)}): " + "; ".join(cells) + "\n")
a, b = _pool(before, ["metaqa"], "dotrag"), _pool(after, ["metaqa"], "dotrag")
cells = [
    f"{k} {a.mean(k):.2f} -> {b.mean(k):.2f}"
    for k in [f"recall {h}" for h in HOPS] + [f"f1 {h}" for h in HOPS]
]
sys.stdout.write("MetaQA dev: " + "; ".join(cells) + "\n")
