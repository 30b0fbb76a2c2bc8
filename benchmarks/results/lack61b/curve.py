"""Leave-one-set-out curves of the fixed rules (no parameter to nest), with the spread over
leaving out each of the K highest answerable questions (library weights) in turn.

    PYTHONPATH=TREE/core:TREE/benchmarks .venv/bin/python benchmarks/results/lack61b/curve.py \\
        ROWS.jsonl --probes SIG-relation.jsonl SIG-first-hop.jsonl --drop-top 5
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import rules as R

fa = R.fa


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("rows", type=Path)
    ap.add_argument("--probes", type=Path, nargs="*", default=[])
    ap.add_argument("--drop-top", type=int, default=5)
    a = ap.parse_args()
    rows = fa.read_rows(a.rows)
    probes = [[r for r in fa.read_rows(p) if r.get("kind") != "own"] for p in a.probes]
    base = R.Study(rows, probes)
    w, b, _ = base.model(frozenset())
    top = sorted(
        ((fa.odds(r, w, b), r["set"], r["id"]) for r in rows if not r["lacking"] and r["anchors"]),
        reverse=True,
    )[: a.drop_top]
    dropped = [
        R.Study([r for r in rows if not (r["set"] == s and r["id"] == i)], []) for _, s, i in top
    ]
    rules = [("rate", r, R.by_rate) for r in R.FINE] + [
        ("quantile", q, R.by_quantile)
        for q in (0.9999, 0.9995, 0.999, 0.9985, 0.998, 0.9975, 0.995)
    ]
    R.say(
        "| rule | threshold (all sets) | in sample: answerable / lacking | LOSO answerable pooled "
        "(set mean, worst set) | LOSO lacking | "
        + " | ".join(f"{p.stem} answerable / probes" for p in a.probes)
        + f" | leaving out one of the top {a.drop_top}: threshold range | LOSO answerable range "
        "| LOSO lacking range |"
    )
    R.say("|---" * (8 + len(a.probes)) + "|")
    for kind, p, rule in rules:
        c, pc, _ = base.nested(rule, (p,), None)
        t = c.sum(axis=0)
        worst = max(c.tolist(), key=lambda x: x[0] / x[1] if x[1] else 0)
        _, _, ans = base.model(frozenset())
        thr = rule(ans, p)
        ins = base.counts(rows, w, b, thr)
        cells = []
        for q in pc:
            s = q.sum(axis=0)
            cells.append(f"{s[0]}/{s[1]} / {s[2]}/{s[3]} ({100 * s[2] / s[3]:.1f}%)")
        thrs, an, la = [], [], []
        for d in dropped:
            cd, _, _ = d.nested(rule, (p,), None)
            thrs.append(rule(d.model(frozenset())[2], p))
            an.append(int(cd[:, 0].sum()))
            la.append(int(cd[:, 2].sum()))
        R.say(
            f"| {kind} {p} | {thr:.3f} | {ins[0]} / {ins[2]} | {t[0]}/{t[1]} ({fa.set_mean(c):.2%}, "
            f"{worst[0]}/{worst[1]}) | {t[2]}/{t[3]} ({100 * t[2] / t[3]:.1f}%) | "
            + " | ".join(cells)
            + f" | {min(thrs):.2f}-{max(thrs):.2f} | {min(an)}-{max(an)} | {min(la)}-{max(la)} |"
        )


if __name__ == "__main__":
    main()
