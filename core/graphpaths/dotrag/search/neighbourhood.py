"""The rest of the anchor's neighbourhood, after the chosen paths, when the reading is unsure.

A policy that gives its confidence in each reading (the heuristic one) commits to the
readings it keeps; when the question's wording is new to it, the relation asked for may be
one it gave little probability, and the context then misses the answer although the
anchor is right. Most such questions ask one hop, and an anchor's whole neighbourhood is
small (a few dozen to a few hundred tokens), so when the best reading is unsure and the
rest of the anchor's relations fit in :data:`NEIGHBOURHOOD_TOKENS`, they follow the chosen
paths, ranked after every one of them: the context still starts with what the policy
read, and a reader of it finds the answer further down.

Unsure means: every path the policy gives a confidence walks one hop (the question is read
as one hop, which relation is asked is in doubt) and the best one's confidence (its
reading's probability times the anchor's confidence) is below :data:`UNSURE`. A question
read as longer walks keeps its paths alone: its answers lie further out, and the anchor's
neighbourhood would only cost it precision. A policy giving no confidence (an LLM's, a
random one) never gets the neighbourhood.

Example:
    >>> from graphpaths.dotrag.protocol.types import Path, PathHop
    >>> hop = PathHop(relation=0, label="l", label_name="l", text="", source=0, target=1,
    ...               source_id="a", target_id="b", source_name="a", target_name="b",
    ...               target_types=(), similarity=0.0)
    >>> def path(confidence, depth=1):
    ...     return Path(anchor=0, anchor_id="a", anchor_name="a", hops=(hop,) * depth,
    ...                 priority=(0, 0), preferred=True, score=0.0, confidence=confidence)
    >>> unsure([path(0.6), path(0.3)]), unsure([path(0.85)]), unsure([path(0.6), path(0.2, 2)])
    (True, False, False)
    >>> unsure([path(None)])
    False
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from graphpaths.context import TokenCounter
from graphpaths.dotrag.protocol.types import NEIGHBOURHOOD_TOKENS, Path
from graphpaths.dotrag.search.ranking import path_hop
from graphpaths.graph import Graph
from graphpaths.sources.access import GraphAccess

__all__ = ["NEIGHBOURHOOD_TOKENS", "UNSURE", "neighbourhood_paths", "unsure"]

#: A question read as one hop gets the neighbourhood when its best reading is less likely
#: than this (the runner-ups together hold a fifth of the probability or more). Chosen among
#: 0.5-0.9 on the development sets as the one raising 1-hop recall most while no kgqa set's
#: 1-hop F1 falls below 1.5 x the best peer's and 2-3-hop F1 stays within 0.2 (eval_all of
#: the 22 kgqa dev sets: 1-hop recall 92.3 -> 93.7 at 0.8, 93.3 at 0.7, which leaves one set
#: below that bar). Its price: MetaQA dev 1-hop F1 54.2 -> 49.2 (51.6 at 0.7), recall 95.8.
UNSURE = 0.8


def unsure(ranked: Sequence[Path]) -> bool:
    """Whether the best of ``ranked`` (best first) is too unsure a reading to stand alone."""
    if not ranked or ranked[0].confidence is None:
        return False
    one_hop = all(p.depth == 1 for p in ranked if p.confidence)
    return one_hop and ranked[0].confidence < UNSURE


def neighbourhood_paths(
    graph: Graph,
    edges: GraphAccess,
    ranked: Sequence[Path],
    *,
    counter: TokenCounter,
    tokens: int = NEIGHBOURHOOD_TOKENS,
) -> list[Path]:
    """The relations at the best path's anchor that no path of ``ranked`` holds, each a
    path of one hop (confidence 0: no reading chose it), in the order of their labels and
    far ends' ids; none when they would take more than ``tokens``."""
    if not ranked:
        return []
    best = ranked[0]
    anchor = best.anchor
    held = {h.relation for p in ranked for h in p.hops}
    incident = edges.incident(np.asarray([anchor], np.int64))
    rest: dict[int, int] = {}
    for relation, other in zip(
        incident.relations.tolist(), incident.neighbours.tolist(), strict=True
    ):
        if relation not in held:
            rest.setdefault(relation, other)
    if sum(counter(graph.relation_text(r)) for r in rest) > tokens:
        return []
    ids, labels = graph.entity_ids, graph.relation_labels
    order = sorted(rest, key=lambda r: (graph.label_names[labels[r]], ids[rest[r]], r))
    return [
        Path(
            anchor=anchor,
            anchor_id=ids[anchor],
            anchor_name=graph.names[anchor],
            hops=(path_hop(graph, r, anchor, rest[r], 0.0),),
            priority=best.priority,
            preferred=False,
            score=0.0,
            anchor_confidence=best.anchor_confidence,
            similarity=0.0,
            confidence=0.0,
        )
        for r in order
    ]
