"""Probe figures of one or two probes.sh runs on the same ablated sets (fitted dev only).

    python benchmarks/results/low59/compare.py SETS BEFORE [AFTER]

Per run: not-found probes abstained, the sets' own not-found questions abstained, answerable
probes wrongly abstained and their mean recall; with AFTER, the questions whose outcome moved.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path


def load(rows: Path) -> dict[tuple[str, str], dict]:
    out = {}
    for f in sorted(rows.glob("*.questions.jsonl")):
        name = f.name.split(".")[0]
        for line in f.read_text().splitlines():
            r = json.loads(line)
            out[name, r["id"]] = r
    return out


def figures(sets: Path, rows: dict[tuple[str, str], dict]) -> dict[str, float]:
    probes = {
        (s.name, q)
        for s in sets.iterdir()
        if (s / "ablation.json").exists()
        for q in json.loads((s / "ablation.json").read_text())["not_found_probes"]
    }
    nf = [k for k, r in rows.items() if r["not_found"] and k in probes]
    own = [k for k, r in rows.items() if r["not_found"] and k not in probes]
    ans = [k for k, r in rows.items() if r["answerable"]]
    ab = lambda ks: sum(not rows[k]["retrieved"] for k in ks)  # noqa: E731
    return {
        "nf probes": len(nf),
        "nf abstained": ab(nf),
        "own nf": len(own),
        "own abstained": ab(own),
        "answerable": len(ans),
        "ans abstained": ab(ans),
        "ans recall": sum(rows[k]["metrics"]["recall"] or 0 for k in ans) / max(len(ans), 1),
    }


def main() -> None:
    sets = Path(sys.argv[1])
    runs = [load(Path(p)) for p in sys.argv[2:]]
    for p, rows in zip(sys.argv[2:], runs, strict=True):
        f = figures(sets, rows)
        sys.stdout.write(
            f"{p}: not-found probes abstained {f['nf abstained']}/{f['nf probes']} "
            f"({100 * f['nf abstained'] / f['nf probes']:.1f} %), own not-found "
            f"{f['own abstained']}/{f['own nf']} ({100 * f['own abstained'] / f['own nf']:.1f} %), "
            f"answerable wrongly abstained {f['ans abstained']}/{f['answerable']} "
            f"({100 * f['ans abstained'] / f['answerable']:.1f} %), answerable recall "
            f"{100 * f['ans recall']:.2f}\n"
        )
    if len(runs) == 2:
        a, b = runs
        for k in sorted(a):
            ra, rb = a[k], b[k]
            moved = bool(ra["retrieved"]) != bool(rb["retrieved"]) or (
                ra["answerable"] and ra["metrics"]["recall"] != rb["metrics"]["recall"]
            )
            if moved:
                kind = (
                    "not-found"
                    if ra["not_found"]
                    else "answerable"
                    if ra["answerable"]
                    else "other"
                )
                sys.stdout.write(
                    f"  {k[0]} {k[1]} [{kind}] answered {bool(ra['retrieved'])} -> "
                    f"{bool(rb['retrieved'])}, recall {(ra['metrics'] or {}).get('recall')} -> "
                    f"{(rb['metrics'] or {}).get('recall')}, anchors {ra['stats'].get('anchors')} -> "
                    f"{rb['stats'].get('anchors')} | {ra['question']}\n"
                )


if __name__ == "__main__":
    main()
