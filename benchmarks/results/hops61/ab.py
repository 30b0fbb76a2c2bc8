"""Paired latency A/B of runs of two trees on the same fitted dev sets (hops61): per set and
hop, the median per-question latency of each run, and per question the median over the rounds
of (B - A), pooled.

    python benchmarks/results/hops61/ab.py SETS A_RUN [A_RUN ...] -- B_RUN [B_RUN ...]
    (SETS: comma-separated fitted dev sets)
"""

from __future__ import annotations

import json
import statistics
import sys
from pathlib import Path


def rows(run: str, name: str) -> dict[str, tuple[int, float]]:
    out = {}
    for line in Path(run, f"{name}.questions.jsonl").read_text(encoding="utf-8").splitlines():
        r = json.loads(line)
        out[r["id"]] = (r["hops"], float(r["latency_ms"]))
    return out


def main() -> int:
    sets = sys.argv[1].split(",")
    cut = sys.argv.index("--")
    a_runs, b_runs = sys.argv[2:cut], sys.argv[cut + 1 :]
    diffs, ratios = [], []
    for name in sets:
        a = [rows(r, name) for r in a_runs]
        b = [rows(r, name) for r in b_runs]
        ids = sorted(a[0])
        for hop in (1, 2, 3):
            qs = [q for q in ids if a[0][q][0] == hop]
            if not qs:
                continue
            pa = statistics.median(statistics.median(x[q][1] for x in a) for q in qs)
            pb = statistics.median(statistics.median(x[q][1] for x in b) for q in qs)
            sys.stdout.write(
                f"{name} {hop}h n={len(qs)} p50 A {pa:.2f} ms B {pb:.2f} ms ({pb / pa - 1:+.1%})\n"
            )
        for q in ids:
            ma = statistics.median(x[q][1] for x in a)
            mb = statistics.median(x[q][1] for x in b)
            diffs.append(mb - ma)
            ratios.append(mb / ma if ma > 0 else 1.0)
    sys.stdout.write(
        f"all {len(diffs)} questions: median per-question B - A {statistics.median(diffs):+.3f} ms, "
        f"mean {statistics.mean(diffs):+.3f} ms, median ratio {statistics.median(ratios):.3f}\n"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
