"""Summarise ``measure_margin.py``'s lines: the percentiles of how far the approximated
phrase vectors moved the reading lead, and per candidate margin the share of questions read
again, the top-reading flips it covers and the gold top-1 accuracy.

    python benchmarks/results/phrase42/margin_report.py FILE
"""

from __future__ import annotations

import json
import sys

import numpy as np


def say(*parts: object) -> None:
    sys.stdout.write(" ".join(str(p) for p in parts) + "\n")


def main(path: str) -> int:
    with open(path, encoding="utf-8") as lines:
        rows = [json.loads(line) for line in lines]
    a = np.array([r["approx_lead"] for r in rows])
    e = np.array([r["exact_lead"] for r in rows])
    flip = np.array([r["approx_top"] != r["exact_top"] for r in rows])
    ag = np.array([r["approx_gold"] for r in rows])
    eg = np.array([r["exact_gold"] for r in rows])
    both = np.isfinite(a) & np.isfinite(e)
    # a flip moves the lead from +a to -e (the old top now trails by e)
    moved = np.where(flip, a + e, np.abs(a - e))[both]
    say(f"questions {len(rows)}, top reading flips {flip.sum()}")
    say(f"gold top-1: approx {ag.mean():.4f}, exact {eg.mean():.4f}")
    pct = np.percentile(moved, [50, 75, 90, 95, 99])
    say("lead moved, percentiles 50 75 90 95 99:", np.round(pct, 3).tolist())
    phrased = np.array([r.get("phrased", True) for r in rows])
    say(f"flips where the two leading readings walk no phrased step: {(flip & ~phrased).sum()}")
    for m in (0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5):
        for name, again in (("lead", a < m), ("lead+phrased", (a < m) & phrased)):
            acc = np.where(again, eg, ag).mean()
            say(
                f"margin {m:.2f} {name:12s}: read again {again.mean():.3f}, flips covered "
                f"{(flip & again).sum()}/{flip.sum()}, gold top-1 {acc:.4f}"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1]))
