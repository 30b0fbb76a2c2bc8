"""Retrieve questions with the policy and the search at ``max_depth`` (an index built with
``graphpaths index --max-hops`` as deep), and show the paths.

    PYTHONPATH=<tree>/core python benchmarks/results/chain64/depth4.py INDEX DEPTH QUESTION...
"""

from __future__ import annotations

import sys

from graphpaths.dotrag.index.graph_index import load_index
from graphpaths.dotrag.protocol.types import DotRAGConfig
from graphpaths.dotrag.reading.heuristic import HeuristicPolicy
from graphpaths.dotrag.retriever import DotRAG
from graphpaths.dotrag.search.ranking import render_paths


def main(folder: str, depth: int, questions: list[str]) -> None:
    index = load_index(folder)
    embedder = index.embedder()
    policy = HeuristicPolicy(index.graph, embedder, lexicon=index.lexicon, max_depth=depth)
    dotrag = DotRAG.from_index(
        index, embedder=embedder, policy=policy, config=DotRAGConfig(max_depth=depth)
    )
    for question in questions:
        result = dotrag.retrieve(question)
        sys.stdout.write(f"== {question}\n{render_paths(result.paths, limit=6)}\n")


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), sys.argv[3:])
