"""The chain links (and the words outside the chain) read in every fitted dev question and in
MetaQA dev (the first 500 a hop, as the sweep's sample), with the code on PYTHONPATH: a table
of gold hops x links, and one line per question to diff two trees' readings (chain60).

    PYTHONPATH=<tree>/core:<tree>/benchmarks python benchmarks/results/chain60/counts.py OUT.tsv
        [--index-root /work/idx] [--metaqa /work/shared/data/metaqa]

Fitted dev sets only (groups.tsv).
"""

from __future__ import annotations

import argparse
import collections
import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]
READABLE = [
    line.split("\t")[0]
    for line in (REPO / "benchmarks/kgqa/groups.tsv").read_text().splitlines()
    if line.endswith("\tfitted dev")
]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out")
    ap.add_argument("--index-root", default="/work/idx")
    ap.add_argument("--metaqa", default="/work/shared/data/metaqa")
    ap.add_argument("--limit", type=int, default=500)
    args = ap.parse_args(argv)
    from graphpaths.dotrag.index.graph_index import load_index
    from graphpaths.dotrag.reading.heuristic import HeuristicPolicy
    from graphpaths.dotrag.reading.reader import _Question
    from graphpaths_bench.eval.kgqa import load_kgqa_questions

    table: dict[str, collections.Counter[tuple[int, int]]] = {
        "kgqa": collections.Counter(),
        "metaqa": collections.Counter(),
    }
    lines = []
    for name in READABLE:
        index = load_index(f"{args.index_root}/kgqa-{name}")
        graph = index.graph
        reader = HeuristicPolicy(graph, None, lexicon=index.lexicon).reader
        for q in load_kgqa_questions(REPO / "benchmarks" / "kgqa" / name):
            if not q.topics or not q.path:
                continue
            topic = q.topics[0]
            try:
                anchor = graph.names[graph.index_of(topic)]
            except KeyError:
                continue
            qq = reader._question(q.text, anchor)
            outside = " ".join(qq.toks[qq.rows[r]] for r in qq.outside)
            table["kgqa"][(q.hops, qq.chain)] += 1
            lines.append(f"{name}\t{q.id}\t{q.hops}\t{qq.chain}\t{outside}\t{q.text}")
    for hops in (1, 2, 3):
        path = Path(args.metaqa, f"{hops}-hop", "qa_dev.txt")
        for k, line in enumerate(path.read_text(encoding="utf-8").splitlines()[: args.limit]):
            question = line.split("\t")[0]
            m = re.search(r"\[([^\]]+)\]", question)
            if not m:
                continue
            text = question.replace("[", "").replace("]", "")
            qq = _Question.read(text, m.group(1))
            outside = " ".join(qq.toks[qq.rows[r]] for r in qq.outside)
            table["metaqa"][(hops, qq.chain)] += 1
            lines.append(f"metaqa\t{hops}-{k}\t{hops}\t{qq.chain}\t{outside}\t{text}")
    Path(args.out).write_text("\n".join(lines) + "\n", encoding="utf-8")
    for kind, counts in table.items():
        sys.stdout.write(f"{kind}: gold hops x links\n")
        for hops in (1, 2, 3):
            row = " ".join(f"{c}:{counts[(hops, c)]}" for c in range(5) if counts[(hops, c)])
            sys.stdout.write(f"  {hops} hops  {row}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
