"""Where the gold walk stands in the reader's full ranking (fitted dev rows of classify.py).

    PYTHONPATH=core:benchmarks .venv/bin/python benchmarks/results/scale66/ranks.py CLASSIFIED.jsonl

For each row classified reading:unread / abstained:no reading leads: the size of the reader's
table (all schema walks from the topic's types), the gold walk's first rank in it (None: not a
walk of the table), how many walks ranked above it lead anywhere from the topic, and the rank of
the first walk that leads (the READINGS_CHECKED cut is 64).
"""

import json
import sys
from collections import defaultdict

from graphpaths import DotRAG


def say(*parts: object) -> None:
    """One line on stdout."""
    sys.stdout.write(" ".join(str(p) for p in parts) + "\n")


def lines(path: str) -> list[str]:
    """The lines of a text file."""
    with open(path, encoding="utf-8") as f:
        return f.read().splitlines()


rows = [json.loads(line) for line in lines(sys.argv[1])]
rows = [r for r in rows if r["stage"] in ("reading:unread", "abstained:no reading leads")]
by_set = defaultdict(list)
for r in rows:
    by_set[r["set"]].append(r)
for s, rs in by_set.items():
    rag = DotRAG.from_index(f"/work/idx/kgqa-{s}")
    g, pol = rag.graph, rag.policy
    qs = {
        json.loads(line)["id"]: json.loads(line)
        for line in lines(f"benchmarks/kgqa/{s}/questions.jsonl")
    }
    names = {}
    for line in lines(f"benchmarks/kgqa/{s}/entities.tsv")[1:]:
        p = line.split("\t")
        names[p[0]] = p[1] if len(p) > 1 else p[0]
    for r in rs:
        q = qs[r["id"]]
        t = q["topics"][0]
        e = g.index_of(t)
        types = [g.type_index(x) for x in g.types_of(e)]
        ranked = pol.reader.read(q["question"], names.get(t, t), types, limit=None)
        want = tuple((lab, d == "->") for lab, d in q["path"])
        steps = [p.steps for p in ranked]
        rank = steps.index(want) if want in steps else None
        head = ranked[: (rank + 1 if rank is not None else 256)]
        reach = pol.walker.reaches(e, [p.steps for p in head])
        first_lead = next((i for i, ok in enumerate(reach) if ok), None)
        leading_above = sum(reach[:rank] if rank is not None else reach)
        say(
            json.dumps(
                {
                    "set": s,
                    "id": r["id"],
                    "hops": r["hops"],
                    "stage": r["stage"],
                    "table": len(ranked),
                    "gold_rank": rank,
                    "gold_p": round(ranked[rank].probability, 4) if rank is not None else None,
                    "leading_above": leading_above,
                    "first_leading_rank": first_lead,
                }
            )
        )
