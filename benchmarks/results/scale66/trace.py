"""Trace dental-practices misses: gold topic/path vs the retriever's anchors and paths.

PYTHONPATH=core:benchmarks .venv/bin/python benchmarks/results/scale66/trace.py [IDS...]
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


SET = "benchmarks/kgqa/dental-practices"
ROWS = "/work/runs/evals/s24-base/dental-practices.questions.jsonl"
IDX = "/work/idx/kgqa-dental-practices"

names = {}
for line in lines(f"{SET}/entities.tsv")[1:]:
    i, n = line.split("\t")
    names[i] = n
by_name = defaultdict(list)
for i, n in names.items():
    by_name[n.lower()].append(i)
out = defaultdict(list)
inn = defaultdict(list)
for line in lines(f"{SET}/triples.tsv")[1:]:
    h, r, t = line.split("\t")
    out[h].append((r, t))
    inn[t].append((r, h))
qs = {json.loads(line)["id"]: json.loads(line) for line in lines(f"{SET}/questions.jsonl")}
rows = {}
for line in lines(ROWS):
    r = json.loads(line)
    if r["method"] == "dotrag":
        rows[r["id"]] = r


def rels(e):
    o = sorted({r for r, _ in out[e]})
    i = sorted({r for r, _ in inn[e]})
    return f"out={o} in={i}"


rag = DotRAG.from_index(IDX)
ids = sys.argv[1:]
for qid in ids:
    q = qs[qid]
    row = rows[qid]
    say("=" * 100)
    say(qid, q["hops"], row["question_class"], q["question"])
    say(
        "  gold path", q.get("path"), "answers", [names.get(a, a) for a in q.get("answers", [])][:8]
    )
    for t in q.get("topics", []):
        n = names[t]
        say(
            f"  topic {t} {n!r} namesakes={len(by_name[n.lower()])} deg out={len(out[t])} in={len(inn[t])} {rels(t)}"
        )
    m = row["metrics"]
    say("  base recall", m and m["recall"], "retrieved", len(row["retrieved"]))
    res = rag.retrieve(q["question"])
    say("  not_found:", res.not_found and res.not_found.reason)
    for a in res.anchors[:6]:
        gid = rag.graph.entity_id(a.entity) if hasattr(rag.graph, "entity_id") else a.entity
        say(
            f"  anchor {gid} {a.name!r} types={a.types} sim={a.similarity:.2f} mentioned={a.mentioned} conf={a.confidence:.2f}"
        )
    gold = set(q.get("answers", []))
    for p in res.paths[:12]:
        tgt = [h for h in p.hops]
        say(
            "   path",
            p.anchor_id,
            p.render()[:160],
            f"score={p.score:.2f} pr={p.priority} pref={p.preferred}",
        )
    g = rag.graph
    got = {g.entity_ids[e] for e in res.entities}
    say(
        f"  now: {len(got & gold)}/{len(gold)} answers, {len(got)} entities, context {res.context.tokens if hasattr(res.context, 'tokens') else '?'}"
    )
    say("  pairs", [(x.anchor, x.type) for x in res.stats.pairs][:6])
    say("  branches", [(b.anchor, b.types, b.relations) for b in res.stats.branches][:6])
    pol = rag.policy
    want = tuple((lab, d == "->") for lab, d in q.get("path") or [])
    for t in q.get("topics", []):
        e = g.index_of(t)
        rd = pol.read(q["question"], e, names[t])
        kept = {p.steps for p in rd.kept}
        rank = next((i for i, p in enumerate(rd.plans) if p.steps == want), None)
        say(
            f"  reading from gold topic {names[t]!r}: residue={rd.residue} gold rank={rank} kept={want in kept} n_kept={len(rd.kept)}"
        )
        for i, p in enumerate(rd.plans[:6]):
            say(
                f"    {i} {p.steps} types={p.types} prob={p.probability:.3f} ev={p.evidence:.2f} kept={p.steps in kept}"
            )
        if rank is not None and rank >= 6:
            p = rd.plans[rank]
            say(f"    {rank} {p.steps} prob={p.probability:.4f} ev={p.evidence:.2f}")
