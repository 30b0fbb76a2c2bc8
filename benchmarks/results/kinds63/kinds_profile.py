"""kinds63: how well the words naming a question's answer name the kind of its gold answers
when a kind is known by its members' names, per way of making a kind's vector from those
names. Fitted dev sets and MetaQA dev only (the script refuses any other set).

``dump``: per answerable question of one sweep (read from the gold topic for kgqa, the first
anchor for metaqa) with the code on PYTHONPATH: its focus words, the best reading's end
type, the gold answers' types, and per focus word and variant the evidence for every type.

    PYTHONPATH=core:benchmarks python benchmarks/results/kinds63/kinds_profile.py dump RUN OUT.jsonl SET...
    python benchmarks/results/kinds63/kinds_profile.py score OUT.jsonl
"""

from __future__ import annotations

import collections
import json
import sys
from pathlib import Path
from typing import Any

import numpy as np

REPO = Path(__file__).resolve().parents[3]
READABLE = frozenset(
    line.split("\t")[0]
    for line in (REPO / "benchmarks/kgqa/groups.tsv").read_text().splitlines()
    if line.endswith("\tfitted dev")
)
FLOOR = 0.35


def say(text: str) -> None:
    sys.stdout.write(text + "\n")


def ev(s: Any) -> Any:
    return np.clip((np.asarray(s) - FLOOR) / (1 - FLOOR), 0, 1)


def unit(v: Any) -> Any:
    n = np.linalg.norm(v, axis=-1, keepdims=True)
    return v / np.where(n > 0, n, 1)


def gold_topic(graph: Any, q: Any, anchors: list[str]) -> int | None:
    """The first of the question's gold topics the run anchored, ``None`` if none."""
    named = {graph.names[graph.index_of(t)]: graph.index_of(t) for t in q.topics}
    hit = [t for n, t in named.items() if n in anchors]
    return hit[0] if hit else None


def rank_counts(c: Any, key: str, v: str, e: Any, r: dict[str, Any]) -> None:
    """Count, for kind evidence ``e`` (per type) of dump record ``r``: whether the type the
    readings end at that ``e`` names best is a gold answer type, and which of the best
    reading's end and the gold types ``e`` names above the other."""
    gold, ends = set(r["answer_types"]), r["end_types"]
    bt = max(ends, key=lambda t: e[t])
    c[(key, f"{v}: best-named plan end in gold")] += bt in gold
    ge = max((e[t] for t in ends if t in gold), default=None)
    if ge is not None:
        c[(key, f"{v}: gold named above best end")] += ge > e[r["best_end"]] + 1e-6
        c[(key, f"{v}: best end named above gold")] += e[r["best_end"]] > ge + 1e-6


def table(c: Any, corner: str) -> None:
    """``c`` ((column, row) -> count) as a markdown table."""
    keys = sorted({k for k, _ in c})
    cols = list(dict.fromkeys(v for _, v in c))
    say("| " + " | ".join([corner, *keys]) + " |")
    say("|" + "---|" * (len(keys) + 1))
    for v in cols:
        say("| " + " | ".join([v, *(str(c[(k, v)]) for k in keys)]) + " |")


def kind_vectors(graph: Any, emb: Any, n: int) -> dict[str, Any]:
    """Per variant, per type, what a word's vector is compared with."""
    out: dict[str, Any] = {}
    names_all = []
    per_type = []
    for t in graph.type_names:
        members = graph.entities_of_type(t)
        step = max(1, len(members) // n)
        per_type.append([graph.names[i] for i in members[::step][:n]])
    for names in per_type:
        names_all.extend(names)
    vecs = [np.asarray(emb.embed_documents(ns), np.float32) if ns else None for ns in per_type]
    d = emb.dimension
    mean = np.stack([v.mean(0) if v is not None else np.zeros(d, np.float32) for v in vecs])
    out["mean"] = unit(mean)
    # the mean of all types' members (the name-ness every name shares), taken off
    every = np.concatenate([v for v in vecs if v is not None]).mean(0)
    out["centred"] = unit(mean - every)
    lists = emb.embed_documents([", ".join(ns[:12]) for ns in per_type])
    out["list"] = unit(np.asarray(lists, np.float32))
    out["_members"] = vecs
    return out


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
            emb = index.embedder()
            policy = HeuristicPolicy(graph, emb, lexicon=index.lexicon)
            reader = policy.reader
            tnames = list(reader.schema.type_names)
            assert tnames == list(graph.type_names)
            kv = kind_vectors(graph, emb, 40)
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
                if name == "metaqa":
                    topic = graph.index_of(anchors[0])
                else:
                    found = gold_topic(graph, gold[row["id"]], anchors)
                    if found is None:
                        continue
                    topic = found
                anchor = graph.names[topic]
                answers = {graph.index_of(a) for a in row["answers"]}
                reading = policy.read(row["question"], topic, anchor)
                if not reading.plans:
                    continue
                tidx = [graph.type_index(t) for t in graph.types_of(topic)]
                qq = reader._question(row["question"], anchor, tidx)
                _, _, type_scores, focus_types = reader._similarities(qq)
                words = [qq.toks[qq.rows[r]] for r in qq.focus]
                mods = [qq.toks[qq.rows[r]] for r in qq.modifiers]
                variants: dict[str, list[list[float]]] = {}
                if words:
                    wv = reader._word_vectors(words)
                    for k in ("mean", "centred", "list"):
                        variants[k] = (wv @ kv[k].T).round(4).tolist()
                    knn = []
                    for w in wv:
                        row_k = []
                        for m in kv["_members"]:
                            if m is None:
                                row_k.append(0.0)
                                continue
                            s = np.sort(m @ w)[::-1][:5]
                            row_k.append(float(s.mean()))
                        knn.append(row_k)
                    variants["knn5"] = np.round(np.array(knn), 4).tolist()
                    variants["now"] = type_scores[list(qq.focus)].round(4).tolist()
                best = reading.plans[0]
                sink.write(json.dumps({
                    "set": name, "id": row["id"], "hops": row["hops"],
                    "recall": row["metrics"]["recall"], "f1": row["metrics"]["f1"],
                    "inferred": graph.type_origin.source == "inferred",
                    "words": words, "mods": mods, "wh": qq.wh,
                    "wh_focus": focus_types[0].round(4).tolist(),
                    "best_end": tnames.index(best.types[-1]),
                    "answer_types": sorted({tnames.index(t) for a in answers
                                            for t in graph.types_of(a)}),
                    "ntypes": len(tnames), "v": variants,
                    "end_types": sorted({tnames.index(p.types[-1]) for p in reading.plans}),
                }) + "\n")  # fmt: skip


def score(path: str) -> None:
    recs = [json.loads(x) for x in Path(path).read_text(encoding="utf-8").splitlines()]
    c: collections.Counter[Any] = collections.Counter()
    for r in recs:
        out = "hit" if r["recall"] >= 1 else "miss"
        key = (f"{'untyped' if r['inferred'] else 'typed'} {r['hops']}h {out}",)
        c[(*key, "questions")] += 1
        gold = set(r["answer_types"])
        c[(*key, "best ends at gold type")] += r["best_end"] in gold
        if not r["words"]:
            continue
        c[(*key, "focus words")] += 1
        reach = r["end_types"]  # the types some plan ends at
        for k, m in r["v"].items():
            a = np.array(m)
            if k not in ("now",):
                pass
            e = a.max(0) if k == "now" else ev(a).max(0) if k in ("mean", "list") else a.max(0)
            top = int(np.argmax(e))
            c[(*key, f"{k}: argmax in gold")] += top in gold
            # among the types the plans end at: does the variant name a gold type best
            sub = [t for t in reach]
            if sub:
                bt = max(sub, key=lambda t: e[t])
                c[(*key, f"{k}: best of plan ends in gold")] += bt in gold
                ge = max((e[t] for t in sub if t in gold), default=-9)
                c[(*key, f"{k}: gold end > best end +0.05")] += ge > e[r["best_end"]] + 0.05
                c[(*key, f"{k}: best end > gold end +0.05")] += (
                    ge > -9 and e[r["best_end"]] > ge + 0.05
                )
            if k in ("mean", "list", "now"):
                c[(*key, f"{k}: max >= 0.3")] += float(e.max()) >= 0.3
    keys = sorted({k[0] for k in c})
    cols = list(dict.fromkeys(k[1] for k in c))
    say("| " + " | ".join(["count", *keys]) + " |")
    say("|" + "---|" * (len(keys) + 1))
    for v in cols:
        say("| " + " | ".join([v, *(str(c[(k, v)]) for k in keys)]) + " |")


if __name__ == "__main__":
    if sys.argv[1] == "dump":
        dump(sys.argv[2], sys.argv[3], sys.argv[4:], "/work/idx")
    else:
        score(sys.argv[2])
