"""A tour of an index: typed reachability and constrained semantic search.

Run after `graphpaths index ... --out DIR` (`make demo` does both):

    python cookbook/reachability_tour.py DIR [ANCHOR] [QUESTION]

It shows what DotRAG's retriever sees: the entity types reachable from an
anchor hop by hop, then one constrained search step — only relations that lead
from the anchor's 1-hop frontier to 2-hop entities of one type are ranked
against the question, instead of every relation in the graph.
"""

from __future__ import annotations

import sys

import numpy as np

from graphpaths.dotrag.index.graph_index import load_index
from graphpaths.embeddings import SentenceTransformerEmbedder


def main() -> None:
    directory = sys.argv[1] if len(sys.argv) > 1 else ".demo/movies-index"
    anchor_id = sys.argv[2] if len(sys.argv) > 2 else "christopher_nolan"
    question = (
        sys.argv[3] if len(sys.argv) > 3 else "Which genres do Christopher Nolan's films have?"
    )
    index = load_index(directory)
    graph, reach = index.graph, index.reachability
    anchor = graph.index_of(anchor_id)
    print(f"\nAnchor: {graph.names[anchor]}")
    for hop in range(1, reach.max_hops + 1):
        counts = reach.type_counts_at(anchor, hop)
        print(f"  hop {hop}: " + ", ".join(f"{t} ({n})" for t, n in counts.items()))

    # One constrained hop: from the 1-hop movies to the 2-hop genres.
    frontier = reach.entities_at(anchor, 1, "movie")
    edges = reach.edges_into(anchor, 2, "genre", frontier)
    print(f"\nQuestion: {question}")
    print(
        f"Constrained search: {len(edges)} candidate relations "
        f"(movie at hop 1 -> genre at hop 2) instead of all {graph.num_relations}"
    )
    if index.relation_vectors is None:
        print("(index built without embeddings: no semantic ranking)")
        return
    query = SentenceTransformerEmbedder().embed_query(question)
    order, scores = index.relation_vectors.top_k(query, 5, candidates=np.unique(edges.relations))
    for j, score in zip(order, scores, strict=True):
        print(f"  {score:.3f}  {graph.relation_text(int(j))}")


if __name__ == "__main__":
    main()
