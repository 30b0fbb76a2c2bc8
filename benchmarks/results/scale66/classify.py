"""Classify every miss of readable (fitted dev) kgqa sets by where it is lost.

    PYTHONPATH=core:benchmarks .venv/bin/python benchmarks/results/scale66/classify.py \
        ROWS_DIR OUT.jsonl --hops 1,2,3 --sets SET ...

For each answerable row with recall < 1 (and each not-found row answered), retrieve again with
this tree's library (default config, the eval's 10,000-token budget) and put it in one stage:
  abstained:<kind>   empty context; kind from the not-found reason
  anchor:namesake    no gold topic among the anchors; another entity of its name anchored
  anchor:other       no gold topic among the anchors (partial name, similarity, ...)
  reading:unread     gold topic anchored; its gold walk is not among the readings that lead
                     anywhere (READINGS_CHECKED best of the reader's ranking)
  reading:hedge      the gold walk is read but not among the readings searched
  search:cut         the gold walk is searched, yet some answers are not in the context
Rows whose re-retrieval differs from the run's are flagged (differs).
Only pass sets whose group is "fitted dev" (readable).
"""

import argparse
import json
import sys
from collections import Counter, defaultdict

from graphpaths import DotRAG


def say(*parts: object) -> None:
    """One line on stdout."""
    sys.stdout.write(" ".join(str(p) for p in parts) + "\n")


def lines(path: str) -> list[str]:
    """The lines of a text file."""
    with open(path, encoding="utf-8") as f:
        return f.read().splitlines()


ap = argparse.ArgumentParser()
ap.add_argument("rows")
ap.add_argument("out")
ap.add_argument("--hops", default="1,2,3")
ap.add_argument("--sets", nargs="+", required=True)
ap.add_argument("--kgqa", default="benchmarks/kgqa")
ap.add_argument("--idx", default="/work/idx")
a = ap.parse_args()
hops = {int(h) for h in a.hops.split(",")}
out = open(a.out, "w")  # noqa: SIM115 (written row by row, closed at exit)
tally: Counter[tuple[str, int, str]] = Counter()
for s in a.sets:
    qs = {}
    for line in lines(f"{a.kgqa}/{s}/questions.jsonl"):
        q = json.loads(line)
        qs[q["id"]] = q
    rows = [json.loads(line) for line in lines(f"{a.rows}/{s}.questions.jsonl")]
    rows = [r for r in rows if r["method"] == "dotrag" and r["hops"] in hops]
    miss = []
    for r in rows:
        qc = r["question_class"]
        m = r["metrics"] or {}
        if qc == "has_answers" and (m.get("recall") or 0) < 1:
            miss.append(r)
    if not miss:
        continue
    rag = DotRAG.from_index(f"{a.idx}/kgqa-{s}")
    g, pol = rag.graph, rag.policy
    names = {}
    for line in lines(f"{a.kgqa}/{s}/entities.tsv")[1:]:
        parts = line.split("\t")
        names[parts[0]] = parts[1] if len(parts) > 1 else parts[0]
    by_name = defaultdict(set)
    for i, n in names.items():
        by_name[n.lower()].add(i)
    for r in miss:
        q = qs[r["id"]]
        res = rag.retrieve(q["question"], budget=10000)
        got = {g.entity_ids[e] for e in res.entities}
        differs = got != set(r["retrieved"])
        gold = set(q["answers"])
        topics = [t for t in q.get("topics", []) if g.has_entity(t)]
        anchor_ids = {g.entity_ids[x.entity] for x in res.anchors}
        path_anchors = {p.anchor_id for p in res.paths}
        want = tuple((lab, d == "->") for lab, d in q.get("path") or [])
        detail = {}
        if not got:
            reason = res.not_found.reason if res.not_found else ""
            kind = (
                "no entity named"
                if "no entity" in reason
                else "no reading leads"
                if "leads anywhere" in reason
                else "no relation asked"
                if "no relation" in reason
                else "other"
            )
            stage = f"abstained:{kind}"
            detail["reason"] = reason
        elif not (set(topics) & path_anchors):
            namesake = any(
                names.get(x) is not None and any(x in by_name[names[t].lower()] for t in topics)
                for x in path_anchors
            )
            stage = "anchor:namesake" if namesake else "anchor:other"
            detail["anchors"] = sorted({names.get(x, x) for x in path_anchors})[:5]
        else:
            stage = "reading:unread"
            for t in topics:
                if t not in path_anchors:
                    continue
                rd = pol.read(q["question"], g.index_of(t), names.get(t, t))
                plans = [p.steps for p in rd.plans]
                kept = {p.steps for p in rd.kept}
                if want in kept:
                    stage = "search:cut"
                elif want in plans:
                    stage = "reading:hedge"
                    detail["rank"] = plans.index(want)
                detail["best"] = [rd.plans[0].steps] if rd.plans else []
                detail["residue"] = rd.residue
        tally[(s if s == "dental-practices" else "small", r["hops"], stage)] += 1
        rec = {
            "set": s,
            "id": r["id"],
            "hops": r["hops"],
            "stage": stage,
            "differs": differs,
            "recall": (r["metrics"] or {}).get("recall"),
            "gold_path": q.get("path"),
            "topics": [names.get(t, t) for t in topics],
            "namesakes": max((len(by_name[names.get(t, t).lower()]) for t in topics), default=0),
            **{
                k: (
                    v
                    if isinstance(v, (str, int, float))
                    else json.loads(json.dumps(v, default=str))
                )
                for k, v in detail.items()
            },
        }
        out.write(json.dumps(rec) + "\n")
        say(json.dumps(rec)[:300])
for k, v in sorted(tally.items()):
    say("\t".join(map(str, (*k, v))))
