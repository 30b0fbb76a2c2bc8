"""Pooled recall / F1 per group and hop, before -> after, to two decimals, over the sets the AFTER
run holds (a subset run pools only its sets, on both sides), and the keep rule of README.md.
Prints pooled figures only (no set of an unread group on its own).

    PYTHONPATH=/work/main/benchmarks:/work/main/core python pooled.py BEFORE AFTER
"""

from __future__ import annotations

import sys
from pathlib import Path

from graphpaths_bench.eval.sweep import HOPS, _pool, read_groups, read_run

UNREAD = ("new dev", "check", "blind dev", "held out")
KGQA_DROP = 0.5  # the brief's bound on a pooled fall, recall and F1, each unread group and hop
METAQA_DROP = 0.3  # the brief's bound on a MetaQA dev fall, recall and F1, each hop


def main(before_dir: str, after_dir: str) -> int:
    groups = read_groups(Path("/work/main/benchmarks/kgqa/groups.tsv"))
    before, after = read_run(before_dir), read_run(after_dir)
    held = {p.stem for p in Path(after_dir).glob("*.json")} - {"metaqa"}
    ok = True
    for group in ("fitted dev", *UNREAD):
        names = sorted(n for n, g in groups.items() if g == group and n in held)
        if not names:
            continue
        old, new = _pool(before, names, "dotrag"), _pool(after, names, "dotrag")
        cells = []
        for figure in ("recall", "f1"):
            for h in HOPS:
                a, b = old.mean(f"{figure} {h}"), new.mean(f"{figure} {h}")
                if a is None or b is None:
                    continue
                fails = group in UNREAD and b - a < -KGQA_DROP
                ok &= not fails
                cells.append(
                    f"{figure[0].upper()}{h} {a:.2f}->{b:.2f} ({b - a:+.2f}){' FAIL' if fails else ''}"
                )
        sys.stdout.write(f"{group} ({len(names)}): " + "; ".join(cells) + "\n")
    metaqa = Path(after_dir, "metaqa.json")
    if metaqa.exists():
        for line in _metaqa(before_dir, after_dir):
            ok &= "FAIL" not in line
            sys.stdout.write(line + "\n")
    sys.stdout.write("keep rule: " + ("HELD" if ok else "FAILS") + "\n")
    return 0


def _metaqa(before_dir: str, after_dir: str) -> list[str]:
    import json

    def rows(folder: str) -> dict[int, dict[str, float]]:
        data = json.loads(Path(folder, "metaqa.json").read_text())
        return {int(h): r for h, r in data["methods"]["dotrag"].items()}

    old, new = rows(before_dir), rows(after_dir)
    out = []
    for h in sorted(old):
        for key in ("recall", "f1"):
            a, b = float(old[h][key]), float(new[h][key])
            fails = b - a < -METAQA_DROP
            out.append(
                f"MetaQA {h}-hop {key} {a:.2f}->{b:.2f} ({b - a:+.2f}){' FAIL' if fails else ''}"
            )
    return out


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:3]))
