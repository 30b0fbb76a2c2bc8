"""Where the initials fire (acro66) on fitted dev sets only: per question, the runs of
words whose initials spell a label word written as initials, with the row's state at the
baseline (hit / miss / lacking / not found) and whether the label is on the gold path.

    PYTHONPATH=core:benchmarks .venv/bin/python benchmarks/results/acro66/fires.py \
        ROWS_DIR SET ...          # fitted dev sets only (benchmarks/kgqa/groups.tsv)
"""

import json
import sys
from collections import Counter

from graphpaths.dotrag.reading.reader import Reader
from graphpaths.dotrag.reading.schema import GraphSchema
from graphpaths.graph import GraphBuilder


def say(*parts: object) -> None:
    sys.stdout.write(" ".join(str(p) for p in parts) + "\n")


rows_dir, sets = sys.argv[1], sys.argv[2:]
tally: Counter[str] = Counter()
for s in sets:
    b = GraphBuilder()
    with open(f"benchmarks/kgqa/{s}/triples.tsv", encoding="utf-8") as f:
        next(f)
        for line in f:
            parts = line.rstrip("\n").split("\t")
            if len(parts) == 3:
                b.add_relation(parts[0], parts[2], parts[1], create_entities=True)
    reader = Reader(GraphSchema.from_graph(b.build()), None)
    keys = reader._initialisms
    say(f"## {s}: label words read as initials: {sorted(keys)}")
    if not keys:
        continue
    qs = {}
    with open(f"benchmarks/kgqa/{s}/questions.jsonl", encoding="utf-8") as f:
        for line in f:
            q = json.loads(line)
            qs[q["id"]] = q
    with open(f"{rows_dir}/{s}.questions.jsonl", encoding="utf-8") as f:
        rows = [json.loads(x) for x in f if '"dotrag"' in x]
    for r in rows:
        q = qs[r["id"]]
        gold = {lab for lab, _ in q.get("path") or []}
        rec = (r["metrics"] or {}).get("recall")
        cls = r["question_class"]
        state = ("miss" if (rec or 0) < 1 else "hit") if cls == "has_answers" else cls
        anchors = (r.get("stats") or {}).get("anchors") or [""]
        seen = set()
        for a in anchors[:3]:
            qq = reader._question(q["question"], a)
            for run, phrases in reader._spelled_initials(qq):
                labels = {
                    reader.schema.label_names[reader._hops[reader._phrases[p].hop][0]]
                    for p in phrases
                }
                words = " ".join(qq.toks[qq.rows[i]] for i in run)
                key = (words, tuple(sorted(labels)))
                if key in seen:
                    continue
                seen.add(key)
                kind = "gold" if labels & gold else "other"
                tally[f"{kind} {state}"] += 1
                say(
                    f"  {s} {r['id']} h{r['hops']} {state} {kind} {words!r} -> {sorted(labels)} rec={rec}"
                )
say(dict(tally))
