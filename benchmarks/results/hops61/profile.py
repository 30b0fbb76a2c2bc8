"""hops61 (issue 41): what signal of the graph picks the gold walk when the question's words
read no hop of it. Fitted dev sets only (groups.tsv); the script refuses any other set.

``dump``: per answerable question of one sweep (a kgqa fitted dev set), read from the gold
topic with the code on PYTHONPATH (the policy as it searches): per reading among the first
``--top`` (best first) its walk, length, probability, word evidence (support + answer), the
reader's ``answer`` feature, whether it was searched, what it ends at and visits (entity
counts, answers hit), and how common its walk is from entities of the anchor's types (the
share of up to ``--sample`` of them from which it leads anywhere). One JSON line each.

``score``: from a dump, per candidate signal, the misses (run recall < 1, gold walk not
searched) it puts the gold walk first among readings of the gold's length, and the hits
(gold searched and first of its length) it loses; and the simulated recall / F1 of rules
that search more readings of the best one's length when its word evidence is low.

    PYTHONPATH=core:benchmarks python benchmarks/results/hops61/profile.py dump RUN OUT.jsonl SET...
    PYTHONPATH=core:benchmarks python benchmarks/results/hops61/profile.py score OUT.jsonl
"""

from __future__ import annotations

import argparse
import collections
import json
import random
import sys
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[3]
READABLE = frozenset(
    line.split("\t")[0]
    for line in (REPO / "benchmarks/kgqa/groups.tsv").read_text().splitlines()
    if line.endswith("\tfitted dev")
)


def say(text: str) -> None:
    sys.stdout.write(text + "\n")


def dump(run: str, out: str, names: list[str], index_root: str, top: int, sample: int) -> None:
    from graphpaths.dotrag.index.graph_index import load_index
    from graphpaths.dotrag.reading import reader as rd
    from graphpaths.dotrag.reading.heuristic import HeuristicPolicy
    from graphpaths_bench.eval.kgqa import load_kgqa_questions

    answer_col = rd.FEATURES.index("answer")
    with open(out, "w", encoding="utf-8") as sink:
        for name in names:
            if name not in READABLE | {"metaqa"}:
                raise SystemExit(f"{name}: not a fitted dev set")
            index = load_index(f"{index_root}/{'metaqa' if name == 'metaqa' else f'kgqa-{name}'}")
            graph = index.graph
            policy = HeuristicPolicy(graph, index.embedder(), lexicon=index.lexicon)
            reader = policy.reader
            gold = (
                {}
                if name == "metaqa"
                else {q.id: q for q in load_kgqa_questions(REPO / "benchmarks" / "kgqa" / name)}
            )
            rng = random.Random(0)
            members: dict[tuple[str, ...], list[int]] = {}
            common: dict[tuple[Any, ...], float] = {}
            rows = Path(run, f"{name}.questions.jsonl").read_text(encoding="utf-8").splitlines()
            for row in map(json.loads, rows):
                anchors = row["stats"].get("anchors") or []
                if not row["answerable"] or not anchors:
                    continue
                if name == "metaqa":  # the run's first anchor; no gold walk
                    topic, steps_gold = graph.index_of(anchors[0]), None
                else:
                    q = gold[row["id"]]
                    named = {graph.names[graph.index_of(t)]: graph.index_of(t) for t in q.topics}
                    hit = [t for n, t in named.items() if n in anchors]
                    if not hit:
                        continue
                    topic = hit[0]
                    steps_gold = (
                        tuple((label, d == "->") for label, d in q.path) if q.path else None
                    )
                anchor = graph.names[topic]
                answers = {graph.index_of(a) for a in row["answers"]}
                reading = policy.read(row["question"], topic, anchor)
                types = tuple(graph.types_of(topic))
                if types not in members:
                    pool = sorted(
                        {e for t in types for e in graph.entities_of_type(t)}
                        if hasattr(graph, "entities_of_type")
                        else []
                    )
                    members[types] = rng.sample(pool, min(sample, len(pool))) if pool else []
                tidx = [graph.type_index(t) for t in types]
                table = reader._table(tidx)
                x, _ = reader._table_features(row["question"], anchor, table)
                ans_by_steps: dict[Any, float] = {}
                for k, wk in enumerate(table.walks):
                    s = tuple(zip(wk.labels, wk.forward, strict=True))
                    ans_by_steps[s] = max(ans_by_steps.get(s, -9.0), float(x[k, answer_col]))
                searched = {p.steps for p in reading.kept}
                plans: dict[Any, Any] = {}
                for p in reading.plans:
                    plans.setdefault(p.steps, p)
                recs = []
                for s, p in list(plans.items())[:top]:
                    fr = policy.walker.walk(topic, s)
                    full = len(fr) == len(s)
                    ends = set(fr[-1].tolist()) if full else set()
                    between = set().union(*(f.tolist() for f in fr[:-1])) if full else set()
                    key = (types, s)
                    if key not in common:
                        m = members[types]
                        common[key] = (
                            sum(policy.walker.reaches(e, [s])[0] for e in m) / len(m) if m else 0.0
                        )
                    recs.append({
                        "steps": [[a, b] for a, b in s], "len": len(s),
                        "p": round(p.probability, 5), "ev": round(p.evidence, 3),
                        "answer": round(ans_by_steps.get(s, 0.0), 3),
                        "kept": s in searched, "gold": s == steps_gold,
                        "ends": len(ends), "between": len(between - ends),
                        "hits": len(ends & answers), "hits_visited": len((ends | between) & answers),
                        "ends_ids": sorted(ends)[:400], "between_ids": sorted(between - ends)[:400],
                        "common": round(common[key], 3), "past": p.past_chain,
                    })  # fmt: skip
                sink.write(json.dumps({
                    "set": name, "id": row["id"], "hops": row["hops"],
                    "recall": row["metrics"]["recall"], "f1": row["metrics"]["f1"],
                    "answers": sorted(answers), "topic": topic,
                    "chain": min(reader.chain_links(row["question"], anchor, tidx), 3),
                    "gold_len": len(steps_gold) if steps_gold else None, "plans": recs,
                    "words": len(reader.words(row["question"], anchor)),
                }) + "\n")  # fmt: skip


def _prf(retrieved: set[int], answers: set[int], passed: set[int]) -> tuple[float, float]:
    if not answers:
        return 0.0, 0.0
    hits = len(retrieved & answers)
    if not hits:
        return 0.0, 0.0
    size = len(retrieved - (passed - answers))
    p, r = hits / max(size, 1), hits / len(answers)
    return r, 2 * p * r / (p + r)


def _sim(r: dict[str, Any], kept: list[dict[str, Any]]) -> tuple[float, float]:
    retrieved = {r["topic"]}
    passed: set[int] = set()
    for p in kept:
        retrieved |= set(p["ends_ids"]) | set(p["between_ids"])
        passed |= set(p["between_ids"])
    return _prf(retrieved, set(r["answers"]), passed - {e for p in kept for e in p["ends_ids"]})


def score(path: str) -> None:
    records = [json.loads(x) for x in Path(path).read_text(encoding="utf-8").splitlines()]
    signals = {
        "current (probability)": lambda p: p["p"],
        "(a) answer feature": lambda p: (p["answer"], p["p"]),
        "(c) common from anchor type": lambda p: (p["common"], p["p"]),
        "(c) fewest ends (fan-out)": lambda p: (-p["ends"], p["p"]),
        "(c) most ends (fan-out)": lambda p: (p["ends"], p["p"]),
        "(a)+(c) answer then common": lambda p: (p["answer"], p["common"], p["p"]),
    }
    tally: dict[str, collections.Counter[str]] = collections.defaultdict(collections.Counter)
    for r in records:
        if r["hops"] not in (2, 3) or not r["plans"]:
            continue
        plans = r["plans"]
        gold = [p for p in plans if p["gold"]]
        best = plans[0]
        unsure = best["ev"] < 0.5
        kept_gold = any(p["gold"] and p["kept"] for p in plans)
        miss = r["recall"] < 1 and not kept_gold
        hitq = r["recall"] >= 1
        h = r["hops"]
        if miss:
            tally["misses"][f"{h}h"] += 1
            tally["misses"][f"{h}h gold in top readings"] += bool(gold)
            tally["misses"][f"{h}h unsure (best ev < 0.5)"] += unsure
            tally["misses"][f"{h}h gold len == best len"] += (
                bool(gold) and gold[0]["len"] == best["len"]
            )
        if not gold:
            continue
        g = gold[0]
        same = [p for p in plans if p["len"] == g["len"]]
        for name, key in signals.items():
            first = max(same, key=key)
            if miss:
                tally[name][f"{h}h misses: gold first of its length"] += first is g
                tally[name][f"{h}h misses (unsure): gold first of its length"] += (
                    unsure and first is g
                )
            if hitq and same[0] is g:
                tally[name][f"{h}h hits (gold first): lost"] += first is not g
                tally[name][f"{h}h hits (gold first, unsure): lost"] += unsure and first is not g
    for name, c in tally.items():
        say(f"== {name}")
        for k, v in sorted(c.items()):
            say(f"   {v:5d}  {k}")
    # breadth rules: simulated over every answerable question with readings
    say("== (d) breadth when unsure: simulated recall / F1 by hop (retrieved: kept walks)")
    variants = [("main", 0, 9.0, "same")]
    for bound in (0.25, 0.5, 0.75):
        for extra in (1, 2, 3, 4, 6):
            variants.append((f"ev<{bound} +{extra} same len", extra, bound, "same"))
            variants.append((f"ev<{bound} +{extra} chain len", extra, bound, "chain"))
    for label, extra, bound, mode in variants:
        agg: dict[int, list[float]] = collections.defaultdict(lambda: [0.0, 0.0, 0, 0])
        for r in records:
            plans = r["plans"]
            if not plans:
                continue
            kept = [p for p in plans if p["kept"]]
            best = plans[0]
            if extra and best["ev"] < bound:
                want = best["len"] if mode == "same" else max(best["len"], r["chain"])
                add = [p for p in plans if p["len"] == want and not p["kept"]][:extra]
                kept = kept + add
            rc, f1 = _sim(r, kept)
            a = agg[r["hops"]]
            a[0] += rc
            a[1] += f1
            a[2] += 1
            a[3] += extra > 0 and best["ev"] < bound
        say(
            f"  {label:28s} "
            + " | ".join(
                f"{h}h R {100 * a[0] / a[2]:5.1f} F1 {100 * a[1] / a[2]:5.1f} touched {a[3]}"
                for h, a in sorted(agg.items())
            )
        )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("mode", choices=["dump", "score"])
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--index-root", default="/work/idx")
    ap.add_argument("--top", type=int, default=24)
    ap.add_argument("--sample", type=int, default=30)
    args = ap.parse_args(argv)
    if args.mode == "dump":
        dump(args.paths[0], args.paths[1], args.paths[2:], args.index_root, args.top, args.sample)
    else:
        score(args.paths[0])
    return 0


if __name__ == "__main__":
    sys.exit(main())
