"""hops63 (issue 41): how often the words naming a question's answer name a kind the best
reading does not end at, and what searching the readings that extend the best one to that
kind would retrieve. Fitted dev sets only (groups.tsv); the script refuses any other set.

``dump``: per answerable question of one sweep (a kgqa fitted dev set, or metaqa: its
first anchor), read from the gold topic (kgqa) with the code on PYTHONPATH: the reader's
``answer_kinds`` at the best reading's end and their best, and per reading extending the
best one by one or two hops (among the policy's plans, and among all readings) its walk,
probability, kind evidence at its end and what it ends at. One JSON line each.

``score``: rules (how well the answer words must name a kind, how much less the best's end
must be named) replayed on the dump: the misses reached, the hits given extra entities, the
simulated recall / F1 per hop (the run's retrieved entities plus the added walks' ends).

    PYTHONPATH=core:benchmarks python benchmarks/results/hops63/profile.py dump RUN OUT.jsonl SET...
    PYTHONPATH=core:benchmarks python benchmarks/results/hops63/profile.py score OUT.jsonl
"""

from __future__ import annotations

import argparse
import collections
import json
import sys
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[3]
READABLE = frozenset(
    line.split("\t")[0]
    for line in (REPO / "benchmarks/kgqa/groups.tsv").read_text().splitlines()
    if line.endswith("\tfitted dev")
)
CAP = 3000


def say(text: str) -> None:
    sys.stdout.write(text + "\n")


def answer_kinds(reader: Any, query: str, anchor: str, anchor_types: list[int]) -> Any:
    """Per type (index), how well the words naming the answer name it: the reader's
    ``answer`` feature without the interrogative's meanings (its ``_scene``'s ``said``
    rows, modifiers masked as there); zeros when no word names the answer."""
    import numpy as np

    q = reader._question(query, anchor, anchor_types)
    if not q.focus or not q.rows:
        return np.zeros(len(reader.schema.type_names), np.float32)
    _, _, type_scores, _ = reader._similarities(q)
    said = type_scores[list(q.focus)].copy()
    if q.modifiers:
        at = np.array([q.focus.index(r) for r in q.modifiers], np.int64)
        said[np.ix_(at, reader._type_columns[0])] = 0.0
    return said.max(axis=0)


def _extending(plans: Any, steps: Any) -> dict[Any, Any]:
    """The first of ``plans`` per walk that starts with ``steps`` and goes on."""
    found: dict[Any, Any] = {}
    for p in plans:
        if len(p.steps) > len(steps) and p.steps[: len(steps)] == steps:
            found.setdefault(p.steps, p)
    return found


def dump(run: str, out: str, names: list[str], index_root: str) -> None:
    from graphpaths.dotrag.index.graph_index import load_index
    from graphpaths.dotrag.reading.heuristic import HeuristicPolicy
    from graphpaths_bench.eval.kgqa import load_kgqa_questions

    with open(out, "w", encoding="utf-8") as sink:
        for name in names:
            if name not in READABLE | {"metaqa"}:
                raise SystemExit(f"{name}: not a fitted dev set")
            index = load_index(f"{index_root}/{'metaqa' if name == 'metaqa' else f'kgqa-{name}'}")
            graph = index.graph
            policy = HeuristicPolicy(graph, index.embedder(), lexicon=index.lexicon)
            reader = policy.reader
            tnames = list(reader.schema.type_names)
            gold = (
                {}
                if name == "metaqa"
                else {q.id: q for q in load_kgqa_questions(REPO / "benchmarks" / "kgqa" / name)}
            )
            rows = Path(run, f"{name}.questions.jsonl").read_text(encoding="utf-8").splitlines()
            for row in map(json.loads, rows):
                anchors = row["stats"].get("anchors") or []
                if not row["answerable"] or not anchors:
                    continue
                steps_gold = None
                if name == "metaqa":
                    topic = graph.index_of(anchors[0])
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
                retrieved = {graph.index_of(a) for a in row["retrieved"]}
                reading = policy.read(row["question"], topic, anchor)
                if not reading.plans:
                    continue
                tidx = [graph.type_index(t) for t in graph.types_of(topic)]
                kinds = answer_kinds(reader, row["question"], anchor, tidx)
                best = reading.plans[0]
                n = len(best.steps)
                kept = {p.steps for p in reading.kept}

                inplans = _extending(reading.plans, best.steps)
                everywhere = _extending(reader.read(row["question"], anchor, tidx), best.steps)
                recs = []
                for s, p in everywhere.items():
                    fr = policy.walker.walk(topic, s)
                    ends = set(fr[-1].tolist()) if len(fr) == len(s) else set()
                    recs.append({
                        "steps": [[a, b] for a, b in s], "len": len(s), "p": p.probability,
                        "end": p.types[-1], "kind": float(kinds[tnames.index(p.types[-1])]),
                        "plan": s in inplans, "kept": s in kept, "gold": s == steps_gold,
                        "ends": len(ends), "ends_ids": sorted(ends)[:CAP],
                        "hits": len(ends & answers), "new_hits": len(ends & answers - retrieved),
                    })  # fmt: skip
                recs.sort(key=lambda r: -r["p"])
                others = []
                first: dict[Any, Any] = {}
                for p in reading.plans:
                    first.setdefault(p.steps, p)
                for s, p in list(first.items())[:24]:
                    fr = policy.walker.walk(topic, s)
                    ends = set(fr[-1].tolist()) if len(fr) == len(s) else set()
                    others.append({
                        "steps": [[a, b] for a, b in s], "len": len(s), "p": p.probability,
                        "end": p.types[-1], "kind": float(kinds[tnames.index(p.types[-1])]),
                        "kept": s in kept, "gold": s == steps_gold, "ev": p.evidence,
                        "ends": len(ends), "ends_ids": sorted(ends)[:CAP],
                        "new_hits": len(ends & answers - retrieved),
                    })  # fmt: skip
                sink.write(json.dumps({
                    "set": name, "id": row["id"], "hops": row["hops"],
                    "recall": row["metrics"]["recall"], "f1": row["metrics"]["f1"],
                    "answers": sorted(answers), "retrieved": sorted(retrieved),
                    "answer_words": list(reader.answer_words(row["question"], anchor)),
                    "best": [[a, b] for a, b in best.steps], "best_end": best.types[-1],
                    "best_kind": float(kinds[tnames.index(best.types[-1])]),
                    "asked": float(kinds.max(initial=0.0)),
                    "asked_type": tnames[int(kinds.argmax())] if len(kinds) else None,
                    "topic": topic,
                    "answer_types": sorted({t for a in answers for t in graph.types_of(a)}),
                    "answer_kind": max(
                        (float(kinds[tnames.index(t)]) for a in answers for t in graph.types_of(a)
                         if t in tnames), default=0.0),
                    "gold_len": len(steps_gold) if steps_gold else None,
                    "gold_extends": bool(steps_gold) and len(steps_gold) > n
                    and steps_gold[:n] == best.steps,
                    "ext": recs, "plans": others,
                    "words": len(reader.words(row["question"], anchor)),
                    "walked": row["stats"].get("walked"),
                }) + "\n")  # fmt: skip


def _prf(retrieved: set[int], answers: set[int]) -> tuple[float, float]:
    hits = len(retrieved & answers)
    if not hits or not answers:
        return 0.0, 0.0
    p, r = hits / len(retrieved), hits / len(answers)
    return r, 2 * p * r / (p + r)


def _chosen(r: dict[str, Any], asked: float, margin: float, most: int, plans: bool) -> list[Any]:
    """The extensions a rule adds: the answer words name a kind by >= ``asked``, the best's
    end by ``margin`` less; the ``most`` most probable readings extending it to a type named
    as well as the best named one (less ``margin``)."""
    if r["asked"] < asked or r["best_kind"] > r["asked"] - margin:
        return []
    out = [
        e
        for e in r["ext"]
        if (e["plan"] or not plans)
        and not e["kept"]
        and e["kind"] >= r["asked"] - margin / 2
        and e["ends"]
    ]
    return out[:most]


def score(path: str) -> None:
    records = [json.loads(x) for x in Path(path).read_text(encoding="utf-8").splitlines()]
    by_hop: dict[int, list[dict[str, Any]]] = collections.defaultdict(list)
    for r in records:
        by_hop[min(r["hops"], 3)].append(r)
    say(f"questions: {collections.Counter(r['hops'] for r in records)}")
    for h in (1, 2, 3):
        rs = by_hop[h]
        miss = [r for r in rs if r["recall"] < 1]
        say(
            f"{h}h: {len(rs)} q, misses {len(miss)}; asked kind >= 0.5: "
            f"{sum(r['asked'] >= 0.5 for r in rs)} (misses {sum(r['asked'] >= 0.5 for r in miss)}); "
            f"best end named less by 0.2: {sum(r['asked'] >= 0.5 and r['best_kind'] < r['asked'] - 0.2 for r in rs)}"
            f" (misses {sum(r['asked'] >= 0.5 and r['best_kind'] < r['asked'] - 0.2 for r in miss)});"
            f" gold extends best (misses): {sum(r['gold_extends'] for r in miss)}"
        )
    base = {h: [_prf(set(r["retrieved"]), set(r["answers"])) for r in by_hop[h]] for h in (1, 2, 3)}
    for h in (1, 2, 3):
        rs = base[h]
        say(
            f"base {h}h R {100 * sum(x for x, _ in rs) / max(len(rs), 1):.2f} F1 {100 * sum(y for _, y in rs) / max(len(rs), 1):.2f}"
        )
    for asked in (0.25, 0.3, 0.35, 0.4, 0.5):
        for margin in (0.05, 0.1, 0.2):
            for most in (1, 2):
                for plans in (True, False):
                    line = [
                        f"asked>={asked} margin {margin} most {most} {'plans' if plans else 'all'}:"
                    ]
                    for h in (1, 2, 3):
                        rsum = fsum = 0.0
                        touched = reached = hit_cost = 0
                        for r in by_hop[h]:
                            add = _chosen(r, asked, margin, most, plans)
                            got = set(r["retrieved"])
                            if add:
                                touched += 1
                                for e in add:
                                    got |= set(e["ends_ids"])
                            rec, f1 = _prf(got, set(r["answers"]))
                            reached += add != [] and rec > r["recall"] + 1e-9
                            hit_cost += add != [] and r["recall"] >= 1
                            rsum += rec
                            fsum += f1
                        n = max(len(by_hop[h]), 1)
                        b = base[h]
                        dr = 100 * (rsum - sum(x for x, _ in b)) / n
                        df = 100 * (fsum - sum(y for _, y in b)) / n
                        line.append(
                            f"{h}h touched {touched} gained {reached} hits-touched {hit_cost} "
                            f"R {dr:+.2f} F1 {df:+.2f};"
                        )
                    say(" ".join(line))


def main() -> None:
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    d = sub.add_parser("dump")
    d.add_argument("run")
    d.add_argument("out")
    d.add_argument("sets", nargs="+")
    d.add_argument("--index-root", default="/work/idx")
    s = sub.add_parser("score")
    s.add_argument("dump")
    a = ap.parse_args()
    if a.cmd == "dump":
        dump(a.run, a.out, a.sets, a.index_root)
    else:
        score(a.dump)


if __name__ == "__main__":
    main()
