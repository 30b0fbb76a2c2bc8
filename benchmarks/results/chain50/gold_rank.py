"""Where the gold walk of each fitted dev 2/3-hop miss ranks among the readings (chain50).

Per answerable question of one eval run short of full recall (fitted dev sets only), read
from the gold topic with the code on PYTHONPATH: the gold walk's rank among the readings,
its probability and the best one's, the chain links counted around the anchor, and whether
the best / the gold reading is marked ``past_chain`` (chain48's mark; None on code without it:
gold-rank-final13.txt was read with it, on d4a20e3: main plus the mark, readings as main).

    python benchmarks/results/chain50/gold_rank.py RUN_DIR SET [SET ...] [--hops 3] [--detail]

``--detail`` (chain54) adds per miss the gold's and the best reading's word evidence, the
gold's types and the question, and a line for each miss not among the readings or with
the wrong anchor; community-radio and food-banks are admitted (their rows may be read).
"""

from __future__ import annotations

import argparse
import collections
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "kg46"))
from kgqa_miss_profile import FITTED_DEV, REPO, say, shown

READABLE = FITTED_DEV | {"community-radio", "food-banks"}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("run")
    ap.add_argument("sets", nargs="+")
    ap.add_argument("--hops", default="3")
    ap.add_argument("--index-root", default="/work/idx")
    ap.add_argument("--detail", action="store_true")
    args = ap.parse_args(argv)
    from graphpaths.dotrag.index.graph_index import load_index
    from graphpaths.dotrag.reading.heuristic import HeuristicPolicy
    from graphpaths_bench.eval.kgqa import load_kgqa_questions

    hops = {int(h) for h in args.hops.split(",")}
    ranks: collections.Counter[str] = collections.Counter()
    for name in args.sets:
        if name not in READABLE:
            raise SystemExit(f"{name}: not a fitted dev set; its rows are never read")
        index = load_index(f"{args.index_root}/kgqa-{name}")
        graph = index.graph
        policy = HeuristicPolicy(graph, index.embedder(), lexicon=index.lexicon)
        gold = {q.id: q for q in load_kgqa_questions(REPO / "benchmarks" / "kgqa" / name)}
        rows = Path(args.run, f"{name}.questions.jsonl").read_text(encoding="utf-8").splitlines()
        for row in map(json.loads, rows):
            if row["hops"] not in hops or not row["answerable"]:
                continue
            q = gold[row["id"]]
            if not (set(row["answers"]) - set(row["retrieved"])) or not q.path:
                continue
            names = [graph.names[graph.index_of(t)] for t in q.topics]
            anchors = row["stats"].get("anchors") or []
            if not set(names) & set(anchors):
                ranks["anchor wrong"] += 1
                if args.detail:
                    say(f"{name} {row['id']} anchor wrong | {row['question']}")
                continue
            name_ = next(n for n in names if n in anchors)
            topic = graph.index_of(q.topics[names.index(name_)])
            steps = tuple((label, d == "->") for label, d in q.path)
            reading = policy.read(row["question"], topic, name_)
            plans = {}
            for p in reading.plans:
                plans.setdefault(p.steps, p)
            ranked = list(plans)
            links = policy.reader.chain_links(row["question"], name_)
            best = plans[ranked[0]] if ranked else None
            if steps in plans:
                r = ranked.index(steps)
                kept = steps in {p.steps for p in reading.kept}
                bucket = "kept" if kept else ("rank<12" if r < 12 else "rank>=12")
                g = plans[steps]
                ranks[bucket] += 1
                say(
                    f"{name} {row['id']} R={row['metrics']['recall']:.2f} rank {r} p_gold "
                    f"{g.probability:.4f} p_best {best.probability:.3f} links {links} "
                    f"best_len {len(best.steps)} best_past {getattr(best, 'past_chain', None)} "
                    f"gold_past {getattr(g, 'past_chain', None)} kept {kept} | won {shown(best.steps)} gold {shown(steps)}"
                    + (
                        f" | {bucket} ev gold {g.evidence:.2f} best {best.evidence:.2f} "
                        f"types {'/'.join(g.types)} | {row['question']}"
                        if args.detail
                        else ""
                    )
                )
            else:
                ranks["not among"] += 1
                if args.detail:
                    say(f"{name} {row['id']} not among | gold {shown(steps)} | {row['question']}")
    say(str(dict(ranks)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
