"""Two-decimal pooled figures of two sweeps per group (the sweep tool's own ``_pool``), as
chain60's pooled-two-decimals.txt; unread groups pooled only.

    cd /work/main && PYTHONPATH=benchmarks:core .venv/bin/python \
        /work/wt-hops61/benchmarks/results/hops61/pooled.py BEFORE AFTER
"""

from __future__ import annotations

import sys

from graphpaths_bench.eval import sweep as sw


def main() -> int:
    before, after = sw.read_run(sys.argv[1]), sw.read_run(sys.argv[2])
    groups = sw.read_groups("benchmarks/kgqa/groups.tsv")
    by_group: dict[str, list[str]] = {}
    for name, group in groups.items():
        if name in before.results and name in after.results:
            by_group.setdefault(group, []).append(name)
    if "metaqa" in before.results and "metaqa" in after.results:
        by_group["MetaQA dev"] = ["metaqa"]
    for group, names in by_group.items():
        a, b = sw._pool(before, names, "dotrag"), sw._pool(after, names, "dotrag")
        cells = []
        for figure in ("recall", "f1"):
            hop_cells = []
            for h in sw.HOPS:
                x, y = a.mean(f"{figure} {h}"), b.mean(f"{figure} {h}")
                if x is not None and y is not None:
                    hop_cells.append(f"{x:.2f}->{y:.2f} ({y - x:+.2f})")
            cells.append(f"{figure} " + " / ".join(hop_cells))
        rest = []
        for key in [k for k, _ in sw.CLASSES] + ["wrongly_abstained"]:
            x, y = a.mean(key), b.mean(key)
            if x is not None and y is not None:
                rest.append(f"{key}: {x:.2f}->{y:.2f} ({y - x:+.2f})")
        sys.stdout.write(
            f"{group} ({len(names)}) | " + " | ".join(cells) + "\n    " + " ".join(rest) + "\n"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
