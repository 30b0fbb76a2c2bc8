"""Dump the readings of every fitted dev question and MetaQA dev question (hop57, issue 41).

Per answerable question with a gold walk, read from its gold topic (kgqa) or the topic the
MetaQA loader matched, with the code on PYTHONPATH: the question's chain links and content
words, and per reading (first READINGS of them, most probable first) its walk, length,
probability, word evidence, whether it is the gold walk and whether the policy searches it.
One JSON line each. Fitted dev sets and MetaQA dev only: the script refuses any other set.

    PYTHONPATH=core:benchmarks python benchmarks/results/hop57/dump.py OUT.jsonl SET [SET ...] [metaqa]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(REPO / "benchmarks" / "reader"))
FITTED_DEV = frozenset(
    line.split("\t")[0]
    for line in (REPO / "benchmarks/kgqa/groups.tsv").read_text().splitlines()
    if line.endswith("\tfitted dev")
)
READINGS = 64


def shown(steps: tuple[tuple[str, bool], ...]) -> str:
    return "/".join(label + ("" if f else "^-1") for label, f in steps)


def _kgqa(name: str, index_root: str) -> tuple[Any, list[tuple[str, int, str, int, Any]]]:
    from graphpaths.dotrag.index.graph_index import load_index
    from graphpaths_bench.eval.kgqa import load_kgqa_questions

    if name not in FITTED_DEV:
        raise SystemExit(f"{name}: not a fitted dev set; its questions are never read")
    index = load_index(f"{index_root}/kgqa-{name}")
    graph = index.graph
    out = []
    for q in load_kgqa_questions(REPO / "benchmarks" / "kgqa" / name):
        if not q.topics or not q.path or not q.answers:
            continue
        gold = tuple((label, d == "->") for label, d in q.path)
        out.append((q.id, q.hops, q.text, graph.index_of(q.topics[0]), gold))
    return index, out


def _metaqa(index_root: str) -> tuple[Any, list[tuple[str, int, str, int, Any]]]:
    from fit_reader import _metaqa_gold

    from graphpaths.dotrag.index.graph_index import load_index
    from graphpaths_bench.eval.metaqa import (
        load_metaqa_questions,
        match_questions,
        sample_questions,
    )

    index = load_index(f"{index_root}/metaqa")
    out = []
    for hop in (1, 2, 3):
        matched, _ = match_questions(
            load_metaqa_questions(REPO.parent / "shared" / "data", hop), index.graph
        )
        for q in sample_questions(matched, 500, 0):
            gold = _metaqa_gold(q.qtype or "")
            if gold is None or q.topic_index is None:
                continue
            out.append((q.id, hop, q.text, int(q.topic_index), gold))
    return index, out


def _left(q: Any) -> int:
    return len(q.rows) - len(q.focus)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out")
    ap.add_argument("sets", nargs="+")
    ap.add_argument("--index-root", default="/work/idx")
    args = ap.parse_args(argv)
    from graphpaths.dotrag.reading.heuristic import HeuristicPolicy

    with open(args.out, "w", encoding="utf-8") as sink:
        for name in args.sets:
            index, questions = (
                _metaqa(args.index_root) if name == "metaqa" else _kgqa(name, args.index_root)
            )
            graph = index.graph
            policy = HeuristicPolicy(graph, index.embedder(), lexicon=index.lexicon)
            for qid, hops, text, topic, gold in questions:
                anchor = graph.names[topic]
                reading = policy.read(text, topic, anchor)
                plans: dict[Any, Any] = {}
                for p in reading.plans:
                    plans.setdefault(p.steps, p)
                searched = {p.steps for p in reading.kept}
                record = {
                    "set": name,
                    "id": qid,
                    "hops": hops,
                    "question": text,
                    "links": policy.reader.chain_links(text, anchor),
                    "words": len(policy.reader.words(text, anchor)),
                    # the reader's words left to say the walk (its rows less those naming the answer)
                    "wc": _left(policy.reader._question(text, anchor)),
                    "gold": shown(gold),
                    "plans": [
                        [shown(s), len(s), round(p.probability, 6), round(p.evidence, 3),
                         s == gold, s in searched, bool(p.past_chain)]
                        for s, p in list(plans.items())[:READINGS]
                    ],
                }  # fmt: skip
                sink.write(json.dumps(record) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
