"""Per 2/3-hop miss of one sweep on fitted dev sets: which link of the gold walk the reader does
not read, and what outweighs the gold reading (chain60, issue 41).

For each answerable question short of full recall whose gold topic is among the anchors, every
walk from the topic's types is scored with the code on PYTHONPATH; printed: the gold walk's rank
among all of them, per gold hop the word aligned to it and its evidence (``-``: no word, an
unsaid link), the question's chain links, the features where the best reading beats the gold
one (weight x difference, largest first), and the question.

    PYTHONPATH=core:benchmarks python benchmarks/results/chain60/links.py RUN_DIR SET [SET ...]
        [--hops 2,3] [--index-root /work/idx]

Fitted dev sets only (groups.tsv): the script refuses any other set.
"""

from __future__ import annotations

import argparse
import collections
import json
import sys
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[3]
READABLE = frozenset(
    line.split("\t")[0]
    for line in (REPO / "benchmarks/kgqa/groups.tsv").read_text().splitlines()
    if line.endswith("\tfitted dev")
)


def say(text: str) -> None:
    sys.stdout.write(text + "\n")


def shown(steps: tuple[tuple[str, bool], ...]) -> str:
    return "/".join(label + ("" if f else "^-1") for label, f in steps)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("run")
    ap.add_argument("sets", nargs="+")
    ap.add_argument("--hops", default="2,3")
    ap.add_argument("--index-root", default="/work/idx")
    args = ap.parse_args(argv)
    from graphpaths.dotrag.index.graph_index import load_index
    from graphpaths.dotrag.reading import reader as rd
    from graphpaths.dotrag.reading.heuristic import HeuristicPolicy
    from graphpaths_bench.eval.kgqa import load_kgqa_questions

    hops = {int(h) for h in args.hops.split(",")}
    tally: collections.Counter[str] = collections.Counter()
    for name in args.sets:
        if name not in READABLE:
            raise SystemExit(f"{name}: not a fitted dev set; its rows are never read")
        index = load_index(f"{args.index_root}/kgqa-{name}")
        graph = index.graph
        policy = HeuristicPolicy(graph, index.embedder(), lexicon=index.lexicon)
        reader = policy.reader
        w = reader._weight_vector
        gold = {q.id: q for q in load_kgqa_questions(REPO / "benchmarks" / "kgqa" / name)}
        rows = Path(args.run, f"{name}.questions.jsonl").read_text(encoding="utf-8").splitlines()
        for row in map(json.loads, rows):
            if row["hops"] not in hops or not row["answerable"]:
                continue
            q = gold[row["id"]]
            if not (set(row["answers"]) - set(row["retrieved"])) or not q.path:
                continue
            tag = f"{name} {row['id']} {row['hops']}h R={row['metrics']['recall']:.2f}"
            names = [graph.names[graph.index_of(t)] for t in q.topics]
            anchors = row["stats"].get("anchors") or []
            if not set(names) & set(anchors):
                tally[f"{row['hops']}h anchor wrong"] += 1
                say(f"{tag} ANCHOR {anchors} | {row['question']}")
                continue
            name_ = next(n for n in names if n in anchors)
            topic = graph.index_of(q.topics[names.index(name_)])
            steps = tuple((label, d == "->") for label, d in q.path)
            types = [graph.type_index(t) for t in graph.types_of(topic)]
            table = reader._table(types)
            x, _ = reader._table_features(row["question"], name_, table)
            scores = x @ w
            walks = table.walks
            g = [
                k
                for k, wk in enumerate(walks)
                if tuple((lb, f) for lb, f in zip(wk.labels, wk.forward, strict=True)) == steps
            ]
            qq = reader._question(row["question"], name_)
            words = [qq.toks[i] for i in qq.rows]
            order = np.argsort(-scores, kind="stable")
            best = int(order[0])
            bsteps = tuple(zip(walks[best].labels, walks[best].forward, strict=True))
            if not g:
                tally[f"{row['hops']}h gold no schema walk"] += 1
                say(f"{tag} NOWALK gold {shown(steps)} | {row['question']}")
                continue
            gi = max(g, key=lambda k: scores[k])
            rank = int(np.flatnonzero(order == gi)[0])
            # alignment of the gold walk's hops to words
            evidence, bestp, _, _ = reader._similarities(qq)
            units = reader._units(qq, evidence, bestp)
            hk = list(walks[gi].hops)
            block = (
                units[:, hk][None].astype(np.float64) if len(words) else np.zeros((1, 0, len(hk)))
            )
            at, support = rd._align_all(block)
            links = []
            unread = 0
            for h in range(len(hk)):
                r = int(at[0, h])
                s = float(support[0, h])
                top = float(evidence[:, hk[h]].max()) if len(words) else 0.0
                if s < rd.SUPPORTED:
                    unread += 1
                links.append(
                    f"{walks[gi].labels[h]}{'' if walks[gi].forward[h] else '^-1'}="
                    + (f"{words[r]}:{s:.2f}" if r >= 0 else "-")
                    + (f"(max {top:.2f})" if top > s + 0.05 else "")
                )
            diff = (x[best] - x[gi]) * w
            why = sorted(
                ((rd.FEATURES[c], diff[c]) for c in range(len(w)) if abs(diff[c]) > 0.05),
                key=lambda t: -t[1],
            )
            blen, glen = len(walks[best].hops), len(hk)
            shape = "shorter" if blen < glen else "longer" if blen > glen else "as long"
            tally[f"{row['hops']}h {shape}, gold links unread {unread}"] += 1
            say(
                f"{tag} rank {rank} chain {qq.chain} best {shown(bsteps)} ({shape}) | gold "
                + " ".join(links)
                + " | beat by "
                + ", ".join(f"{f} {v:+.2f}" for f, v in why[:5])
                + f" | words {words} focus {[words[r] for r in qq.focus]} | {row['question']}"
            )
    for k, v in sorted(tally.items()):
        say(f"{v:4d}  {k}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
