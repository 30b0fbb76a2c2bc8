"""For each multi-hop miss on fitted dev sets: the rank (in the policy's readings) of the
gold reading, and whether it is among those kept for search. Usage:
  gold_rank.py OUT.jsonl SET [SET...]   (fitted dev sets only)"""

import json
import sys
from pathlib import Path

from graphpaths.dotrag.index.graph_index import load_index
from graphpaths.dotrag.protocol.types import DotRAGConfig
from graphpaths.dotrag.retriever import DotRAG

out = open(sys.argv[1], "w")  # noqa: SIM115 (written to the end of the script)
for name in sys.argv[2:]:
    idx = load_index(f"/work/idx/kgqa-{name}")
    dot = DotRAG.from_index(idx, policy=None, config=DotRAGConfig(budget=10_000))
    graph, pol = dot.graph, dot.policy
    eids = graph.entity_ids
    index_of = {e: i for i, e in enumerate(eids)}
    for line in Path(f"benchmarks/kgqa/{name}/questions.jsonl").read_text().splitlines():
        q = json.loads(line)
        if q.get("hops", 1) < 2 or not q.get("answers") or not q.get("path"):
            continue
        res = dot.retrieve(q["question"])
        ids = {eids[e] for e in res.entities}
        rec = len(set(q["answers"]) & ids) / len(q["answers"])
        gold = tuple((label, d == "->") for label, d in q["path"])
        topic = index_of[q["topics"][0]]
        opt = next((a for a in res.anchors if a.entity == topic), None)
        row = {
            "set": name,
            "id": q["id"],
            "hops": q["hops"],
            "q": q["question"],
            "recall": rec,
            "anchor_found": opt is not None,
            "anchors": [eids[a.entity] for a in res.anchors][:3],
        }
        if opt is not None:
            reading = pol.read(q["question"], topic, opt.name)
            steps = list(dict.fromkeys(p.steps for p in reading.plans))
            kept = list(dict.fromkeys(p.steps for p in reading.kept))
            row["rank"] = steps.index(gold) if gold in steps else None
            row["kept"] = gold in kept
            row["n_kept"] = len(kept)
            row["top"] = [[f"{lab}{'->' if f else '<-'}" for lab, f in s] for s in steps[:3]]
            row["p_top"] = [round(p.probability, 3) for p in reading.plans[:3]]
            row["p_gold"] = next(
                (round(p.probability, 4) for p in reading.plans if p.steps == gold), None
            )
            row["chain_links"] = pol.reader.chain_links(q["question"], opt.name)
        out.write(json.dumps(row) + "\n")
    out.flush()
