"""Which fitted dev questions name an entity in full inside a longer run of words written
as names (the mentions `NameMatcher.inside_longer_names` drops), by kind of question.

    PYTHONPATH=TREE/core:TREE/benchmarks .venv/bin/python benchmarks/results/whole59/cost.py \
        [SETS]      # default benchmarks/kgqa, fitted dev sets only

For each question: every entity the question spells in full (``NameTable.mentioned``), its
exact mentions among them (``find_mentions``), and those the rule drops; a dropped mention of
a gold topic of an answerable question is a cost; of a not-found question, a gain.
"""

from __future__ import annotations

import csv
import json
import sys
from collections import Counter
from pathlib import Path

from graphpaths.dotrag.reading.mentions import find_mentions
from graphpaths.dotrag.search.anchors import NameMatcher, NameTable

KGQA = Path(__file__).resolve().parents[2] / "kgqa"


def fitted(root: Path) -> list[str]:
    rows = (KGQA / "groups.tsv").read_text().splitlines()
    fit = [r.split("\t")[0] for r in rows if not r.startswith("#") and r.endswith("\tfitted dev")]
    return [s for s in fit if (root / s).is_dir()]


def main() -> None:
    root = Path(sys.argv[1]) if len(sys.argv) > 1 else KGQA
    counts: Counter[str] = Counter()
    for name in fitted(root):
        with open(root / name / "entities.tsv", encoding="utf-8", newline="") as fh:
            rows = list(csv.reader(fh, delimiter="\t"))[1:]
        ids = [r[0] for r in rows]
        names = [r[1] for r in rows]
        table, matcher = NameTable(names), NameMatcher(names)
        ablation = root / name / "ablation.json"
        probes = (
            set(json.loads(ablation.read_text())["not_found_probes"])
            if ablation.exists()
            else set()
        )
        for line in (root / name / "questions.jsonl").read_text().splitlines():
            q = json.loads(line)
            text = q["question"]
            cands = table.mentioned(text, 200)
            cnames = [names[c] for c in cands]
            ms = find_mentions(text, cnames)
            if not ms:
                continue
            inside = matcher.inside_longer_names(
                text, [(cnames[m.candidate], m.start, m.end) for m in ms], cnames
            )
            dropped = [cands[m.candidate] for m, x in zip(ms, inside, strict=True) if x]
            if not dropped:
                continue
            kept = [cands[m.candidate] for m, x in zip(ms, inside, strict=True) if not x]
            answerable = bool(q.get("answers")) and q["id"] not in probes
            topics = set(q.get("topics", []))
            gold = any(ids[e] in topics for e in dropped)
            kind = (
                "answerable, gold topic dropped"
                if answerable and gold
                else (
                    "answerable, other dropped"
                    if answerable
                    else "not-found probe"
                    if q["id"] in probes
                    else "no answers"
                )
            )
            if answerable and gold and not kept:
                kind += ", nothing left"
            counts[kind] += 1
            sys.stdout.write(
                f"{name} {q['id']} [{kind}] dropped {[names[e] for e in dropped]} "
                f"kept {[names[e] for e in kept]} | {text}\n"
            )
    sys.stdout.write(f"{dict(counts)}\n")


if __name__ == "__main__":
    main()
