"""Per fitted dev question: the chain links read without and with the anchor's types (the
words after the name naming the anchor's own kind, chain60b), and the best kind evidence of
each content word right after the name; one line per question, to diff two trees.

    PYTHONPATH=<tree>/core:<tree>/benchmarks python benchmarks/results/chain60b/kinds.py OUT.tsv
        [--index-root /work/idx]

Fitted dev sets only (groups.tsv).
"""

from __future__ import annotations

import argparse
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
    args = ap.parse_args(argv)
    from graphpaths.dotrag.index.graph_index import load_index
    from graphpaths.dotrag.reading import reader as rd
    from graphpaths.dotrag.reading.heuristic import HeuristicPolicy
    from graphpaths_bench.eval.kgqa import load_kgqa_questions

    lines = []
    for name in READABLE:
        index = load_index(f"{args.index_root}/kgqa-{name}")
        graph = index.graph
        reader = HeuristicPolicy(graph, index.embedder(), lexicon=index.lexicon).reader
        for q in load_kgqa_questions(REPO / "benchmarks" / "kgqa" / name):
            if not q.topics:
                continue
            try:
                entity = graph.index_of(q.topics[0])
            except KeyError:
                continue
            anchor = graph.names[entity]
            types = tuple(sorted({graph.type_index(t) for t in graph.types_of(entity)}))
            plain = reader._question(q.text, anchor)
            typed = reader._question(q.text, anchor, types)
            near = []
            if plain.span is not None and reader.embedder is not None:
                kinds = reader._kind_words(types)
                for i in range(plain.span[1], min(len(plain.toks), plain.span[1] + 3)):
                    word = plain.toks[i]
                    if kinds:
                        v = reader._vectors([word, *kinds])
                        e = rd._evidence(v[1:] @ v[0])
                        best = int(e.argmax())
                        near.append(f"{word}~{kinds[best]}:{e[best]:.2f}")
            marked = [typed.toks[i] for i, k in enumerate(typed.kind) if k]
            lines.append(
                f"{name}\t{q.id}\t{q.hops}\t{plain.chain}\t{typed.chain}\t{' '.join(marked)}"
                f"\t{' '.join(near)}\t{q.text}"
            )
    Path(args.out).write_text("\n".join(lines) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
