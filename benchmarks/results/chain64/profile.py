"""Per fitted dev question (anchored at its gold topic): the chain's link count, its links
in walk order when the chain is the subject of a clause whose verb follows it (chain64's
construction; empty on code without ``chain_order``), the policy's best and searched
readings, the gold reading, and the run's recall and walked hops from a sweep's rows.

    PYTHONPATH=<tree>/core:<tree>/benchmarks python benchmarks/results/chain64/profile.py \\
        dump RUN OUT.jsonl [--index-root /work/idx]
    python benchmarks/results/chain64/profile.py score MAIN.jsonl BRANCH.jsonl

Fitted dev sets only (groups.tsv); rows of RUN are read for those sets only.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]
READABLE = [
    line.split("\t")[0]
    for line in (REPO / "benchmarks/kgqa/groups.tsv").read_text().splitlines()
    if line.endswith("\tfitted dev")
]


def dump(run: str, out: str, index_root: str) -> None:
    from graphpaths.dotrag.index.graph_index import load_index
    from graphpaths.dotrag.reading import chains
    from graphpaths.dotrag.reading.heuristic import HeuristicPolicy
    from graphpaths_bench.eval.kgqa import load_kgqa_questions

    order_of = getattr(chains, "chain_order", None)
    lines = []
    for name in READABLE:
        rows = {}
        for raw in (Path(run) / f"{name}.questions.jsonl").read_text().splitlines():
            r = json.loads(raw)
            rows[r["id"]] = r
        index = load_index(f"{index_root}/kgqa-{name}")
        graph = index.graph
        policy = HeuristicPolicy(graph, index.embedder(), lexicon=index.lexicon)
        reader = policy.reader
        for q in load_kgqa_questions(REPO / "benchmarks" / "kgqa" / name):
            if not q.topics or not q.answers:
                continue
            try:
                entity = graph.index_of(q.topics[0])
            except KeyError:
                continue
            anchor = graph.names[entity]
            types = tuple(sorted({graph.type_index(t) for t in graph.types_of(entity)}))
            question = reader._question(q.text, anchor, types)
            order = []
            if order_of is not None:
                links = order_of(question.toks, question.owners, question.span, kind=question.kind)
                order = [" ".join(question.toks[i] for i in link) for link in links]
            reading = policy.read(q.text, entity, anchor)
            gold = [[label, d == "->"] for label, d in q.path] if q.path else None
            row = rows.get(q.id, {})
            lines.append(
                json.dumps(
                    {
                        "set": name,
                        "id": q.id,
                        "hops": q.hops,
                        "question": q.text,
                        "chain": question.chain,
                        "order": order,
                        "best": [list(s) for s in reading.kept[0].steps] if reading.kept else None,
                        "kept": [[list(s) for s in p.steps] for p in reading.kept],
                        "out_of_order": [
                            bool(getattr(p, "out_of_order", False)) for p in reading.kept
                        ],
                        "gold": gold,
                        "recall": row.get("metrics", {}).get("recall"),
                        "f1": row.get("metrics", {}).get("f1"),
                        "walked": row.get("stats", {}).get("walked"),
                    }
                )
            )
    Path(out).write_text("\n".join(lines) + "\n", encoding="utf-8")


def _mark(r: dict, gold: list | None) -> str:
    if r["best"] == gold:
        return "gold-best"
    return "gold-kept" if gold in r["kept"] else "no-gold"


def score(main: str, branch: str) -> None:
    a = {(r["set"], r["id"]): r for r in map(json.loads, Path(main).read_text().splitlines())}
    b = {(r["set"], r["id"]): r for r in map(json.loads, Path(branch).read_text().splitlines())}
    out = sys.stdout.write
    for hops in (1, 2, 3):
        keys = [k for k in b if b[k]["hops"] == hops]
        built = [k for k in keys if b[k]["order"]]
        miss = [k for k in built if (b[k]["recall"] or 0) < 1]
        short = [k for k in built if (b[k]["walked"] or 0) < hops]
        out(
            f"{hops}-hop: {len(keys)} questions, construction {len(built)}, "
            f"missed (recall < 1) {len(miss)}, walked < hops {len(short)}\n"
        )
        for what, pick in (("best", "best"), ("searched", "kept")):
            changed = [k for k in keys if a[k][pick] != b[k][pick]]
            built_changed = sum(bool(b[k]["order"]) for k in changed)
            out(f"  {what} reading changed: {len(changed)} (construction {built_changed})\n")
        gained = lost = 0
        for k in keys:
            ra, rb = a[k], b[k]
            gold = rb["gold"]
            gained += gold in rb["kept"] and gold not in ra["kept"]
            lost += gold in ra["kept"] and gold not in rb["kept"]
            if not rb["order"] and ra["best"] == rb["best"] and ra["kept"] == rb["kept"]:
                continue
            same = "same" if ra["best"] == rb["best"] else "CHANGED"
            out(
                f"  {k[0]}/{k[1]} R={rb['recall']} walked={rb['walked']} "
                f"chain {ra['chain']}->{rb['chain']} order={rb['order']} "
                f"main:{_mark(ra, gold)} branch:{_mark(rb, gold)} best {same} | {rb['question']}\n"
            )
        out(f"  gold reading searched: gained {gained}, lost {lost}\n")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    d = sub.add_parser("dump")
    d.add_argument("run")
    d.add_argument("out")
    d.add_argument("--index-root", default="/work/idx")
    s = sub.add_parser("score")
    s.add_argument("main")
    s.add_argument("branch")
    args = ap.parse_args(argv)
    if args.cmd == "dump":
        dump(args.run, args.out, args.index_root)
    else:
        score(args.main, args.branch)
    return 0


if __name__ == "__main__":
    sys.exit(main())
