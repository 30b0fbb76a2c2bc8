"""Profile DotRAG's multi-hop misses on fitted dev kgqa sets: per question, the gold path,
DotRAG's best paths (label sequences) and recall. Usage:
  profile_misses.py OUT.jsonl SET [SET...]   (fitted dev sets only)"""

import json
import os
import sys
from pathlib import Path

from graphpaths.dotrag.index.graph_index import load_index
from graphpaths.dotrag.protocol.types import DotRAGConfig
from graphpaths.dotrag.retriever import DotRAG

MIN_HOPS = int(os.environ.get("MIN_HOPS", "1"))
out = open(sys.argv[1], "w")  # noqa: SIM115 (written to the end of the script)
for name in sys.argv[2:]:
    idx = load_index(f"/work/idx/kgqa-{name}")
    dot = DotRAG.from_index(idx, policy=None, config=DotRAGConfig(budget=10_000))
    graph = dot.graph
    for line in Path(f"benchmarks/kgqa/{name}/questions.jsonl").read_text().splitlines():
        q = json.loads(line)
        if not q.get("answers") or (MIN_HOPS > 1 and q.get("hops", 1) < MIN_HOPS):
            continue
        res = dot.retrieve(q["question"])
        eids = graph.entity_ids
        ids = {eids[e] for e in res.entities}
        gold = set(q["answers"])
        rec = len(gold & ids) / len(gold)
        paths = []
        seen = set()
        for p in res.paths[:40]:
            key = tuple((h.label_name, "->" if h.forward else "<-") for h in p.hops)
            if key in seen:
                continue
            seen.add(key)
            paths.append([p.anchor_id, key, round(p.score, 3), p.priority])
        out.write(
            json.dumps(
                {
                    "set": name,
                    "id": q["id"],
                    "hops": q["hops"],
                    "q": q["question"],
                    "topics": q["topics"],
                    "gold": q.get("path"),
                    "recall": rec,
                    "f1": (2 * len(gold & ids) / (len(gold) + len(ids)) if ids else 0.0),
                    "n": len(ids),
                    "anchors": [eids[a.entity] for a in res.anchors][:3],
                    "not_found": bool(res.not_found),
                    "paths": paths[:8],
                }
            )
            + "\n"
        )
    out.flush()
