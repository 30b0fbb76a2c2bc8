"""Re-retrieve every answerable row of readable (fitted dev) kgqa sets with this tree's
library and compare recall with a run's rows: which rows the change moves.

    PYTHONPATH=core:benchmarks .venv/bin/python benchmarks/results/idf66/rerun.py \
        /work/runs/evals/scale66-x dental-practices street-markets ...

Only pass sets whose group is "fitted dev". Default config, the eval's 10,000-token budget.
"""

import json
import sys

from graphpaths import DotRAG

RUN, SETS = sys.argv[1], sys.argv[2:]
for s in SETS:
    qs = {}
    with open(f"benchmarks/kgqa/{s}/questions.jsonl", encoding="utf-8") as f:
        for line in f:
            q = json.loads(line)
            qs[q["id"]] = q
    with open(f"{RUN}/{s}.questions.jsonl", encoding="utf-8") as f:
        rows = [json.loads(line) for line in f]
    rows = [r for r in rows if r["method"] == "dotrag" and r["question_class"] == "has_answers"]
    rag = DotRAG.from_index(f"/work/idx/kgqa-{s}")
    g = rag.graph
    up = down = same_r = moved = 0
    for r in rows:
        q = qs[r["id"]]
        res = rag.retrieve(q["question"], budget=10000)
        got = {g.entity_ids[e] for e in res.entities}
        gold = set(q["answers"])
        rec = len(got & gold) / len(gold) if gold else 0.0
        before = (r["metrics"] or {}).get("recall") or 0.0
        if got != set(r["retrieved"]):
            moved += 1
        if rec > before + 1e-9:
            up += 1
        elif rec < before - 1e-9:
            down += 1
        else:
            same_r += 1
        if abs(rec - before) > 1e-9:
            sys.stdout.write(f"{s} {r['id']} hops={r['hops']} recall {before:.2f} -> {rec:.2f}\n")
    sys.stdout.write(
        f"{s}: {len(rows)} answerable rows; recall up {up}, down {down}, "
        f"same {same_r}; entities changed {moved}\n"
    )
    sys.stdout.flush()
