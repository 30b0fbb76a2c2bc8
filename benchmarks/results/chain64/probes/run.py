"""Retrieve each probe question (``graph|question|right answer|wrong answer`` a line) from
the small invented graphs' indexes (``<idx_root>/idx-<graph>``, built from ``<graph>.csv``
with ``graphpaths index --triples``) and say the best path and whether each answer is in
the context.

    PYTHONPATH=<tree>/core python benchmarks/results/chain64/probes/run.py probes/probe.txt IDX_ROOT
"""

from __future__ import annotations

import sys
from pathlib import Path

from graphpaths.dotrag.index.graph_index import load_index
from graphpaths.dotrag.retriever import DotRAG


def main(probes: str, root: str) -> None:
    cache: dict[str, DotRAG] = {}
    for line in Path(probes).read_text(encoding="utf-8").splitlines():
        graph, question, right, wrong = line.rstrip("\n").split("|")
        if graph not in cache:
            cache[graph] = DotRAG.from_index(load_index(f"{root}/idx-{graph}"))
        dotrag = cache[graph]
        result = dotrag.retrieve(question)
        names = {dotrag.graph.names[e] for e in result.context.entities}
        best = " > ".join(h.label_name for h in result.paths[0].hops) if result.paths else "-"
        sys.stdout.write(
            f"{question} | best: {best} | {right}: {'yes' if right in names else 'no'} | "
            f"{wrong} (wrong): {'yes' if wrong in names else 'no'}\n"
        )


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
