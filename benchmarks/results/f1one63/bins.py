"""How often the best one-hop reading alone holds every answer the full context holds, by its
probability p (fitted dev and MetaQA dev 1-hop rows of decompose.py whose best path walks one
hop): what any gate on p trades.

    python bins.py ROWS.jsonl
"""

from __future__ import annotations

import itertools
import json
import sys
from pathlib import Path

BINS = (0.0, 0.3, 0.5, 0.6, 0.7, 0.8, 0.9, 1.01)


def main() -> int:
    rows = [json.loads(x) for x in Path(sys.argv[1]).read_text().splitlines()]
    out = sys.stdout
    for group in ("fitted dev", "MetaQA dev"):
        mine = [
            r
            for r in rows
            if r["hops"] == 1
            and r.get("best_depth") == 1
            and (r["set"] == "metaqa") == (group == "MetaQA dev")
        ]
        out.write(f"\n{group} 1-hop, best path one hop: {len(mine)} rows\n\n")
        out.write("| best reading p | rows | best only loses recall | dR (points, row mean) ")
        out.write("| dF1 (points, row mean) | F1 full -> best only |\n|---|---|---|---|---|---|\n")
        for lo, hi in itertools.pairwise(BINS):
            b = [r for r in mine if lo <= (r.get("best_p") or 0.0) < hi]
            if not b:
                continue
            full = [r["variants"]["full"] for r in b]
            best = [r["variants"]["best only"] for r in b]
            loses = sum(y["R"] < x["R"] - 1e-9 for x, y in zip(full, best, strict=True))
            dr = 100 * sum(y["R"] - x["R"] for x, y in zip(full, best, strict=True)) / len(b)
            df = 100 * sum(y["F1"] - x["F1"] for x, y in zip(full, best, strict=True)) / len(b)
            f0 = 100 * sum(x["F1"] for x in full) / len(b)
            f1 = 100 * sum(y["F1"] for y in best) / len(b)
            out.write(
                f"| {lo:.1f}-{min(hi, 1.0):.1f} | {len(b)} | {loses} | {dr:+.1f} | {df:+.1f} "
                f"| {f0:.1f} -> {f1:.1f} |\n"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
