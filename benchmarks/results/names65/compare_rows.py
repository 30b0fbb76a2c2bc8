"""Per-question before/after of DotRAG rows of FITTED DEV sets only (names65).

    python compare_rows.py BEFORE AFTER SET [SET ...]

Prints per hop recall/F1 before and after, and every question whose recall or F1 changed.
Refuses sets whose group in benchmarks/kgqa/groups.tsv is not "fitted dev".
"""

import collections
import json
import sys
from pathlib import Path

GROUPS = Path(__file__).resolve().parents[2] / "kgqa" / "groups.tsv"


def groups() -> dict[str, str]:
    out = {}
    for line in GROUPS.read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            parts = line.split("\t")
            if len(parts) >= 2:
                out[parts[0]] = parts[1]
    return out


def rows(folder: str, name: str) -> dict[str, dict]:
    found = {}
    with open(Path(folder) / f"{name}.questions.jsonl", encoding="utf-8") as lines:
        for line in lines:
            r = json.loads(line)
            if r["method"] == "dotrag":
                found[r["id"]] = r
    return found


def main() -> None:
    before, after, *sets = sys.argv[1:]
    g = groups()
    for name in sets:
        if g.get(name) != "fitted dev":
            raise SystemExit(f"{name}: group {g.get(name)!r}, not fitted dev: not shown")
        b, a = rows(before, name), rows(after, name)
        per = collections.defaultdict(lambda: [0, 0.0, 0.0, 0.0, 0.0])
        for qid, rb in b.items():
            ra = a[qid]
            if not rb["answerable"] or rb.get("metrics") is None:
                continue
            mb, ma = rb["metrics"], ra["metrics"]
            s = per[rb["hops"]]
            s[0] += 1
            s[1] += mb["recall"]
            s[2] += ma["recall"]
            s[3] += mb["f1"]
            s[4] += ma["f1"]
            if abs(mb["recall"] - ma["recall"]) > 1e-9 or abs(mb["f1"] - ma["f1"]) > 1e-9:
                sys.stdout.write(
                    f"  {name} {qid} R {mb['recall']:.2f}->{ma['recall']:.2f} "
                    f"F1 {mb['f1']:.2f}->{ma['f1']:.2f} anchors {rb['stats'].get('anchors')} -> "
                    f"{ra['stats'].get('anchors')}\n"
                )
        for hop in sorted(per):
            n, rb_, ra_, fb, fa = per[hop]
            sys.stdout.write(
                f"{name} {hop}-hop n={n} R {100 * rb_ / n:.1f} -> {100 * ra_ / n:.1f}"
                f"  F1 {100 * fb / n:.1f} -> {100 * fa / n:.1f}\n"
            )


if __name__ == "__main__":
    main()
