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

from collections.abc import Callable, Mapping, Sequence

import numpy as np
import numpy.typing as npt

from graphpaths.context import TokenCounter
from graphpaths.dotrag.protocol.policy import Steps
from graphpaths.dotrag.protocol.types import NEIGHBOURHOOD_TOKENS, Path
from graphpaths.dotrag.search.ranking import path_hop
from graphpaths.embeddings import FloatArray
from graphpaths.graph import Graph
from graphpaths.sources.access import GraphAccess

__all__ = ["NEIGHBOURHOOD_TOKENS", "ONE_HOP_MASS", "UNSURE", "neighbourhood_paths", "unsure"]

IntArray = npt.NDArray[np.int64]

#: A question read as one hop gets the neighbourhood when its best reading is less likely
#: than this (the runner-ups together hold a fifth of the probability or more). Chosen among
#: 0.5-0.9 on the development sets as the one raising 1-hop recall most while no kgqa set's
#: 1-hop F1 falls below 1.5 x the best peer's and 2-3-hop F1 stays within 0.2 (eval_all of
#: the 22 kgqa dev sets: 1-hop recall 92.3 -> 93.7 at 0.8, 93.3 at 0.7, which leaves one set
#: below that bar). Its price: MetaQA dev 1-hop F1 54.2 -> 49.2 (51.6 at 0.7), recall 95.8.
UNSURE = 0.8
#: A question whose one-hop readings hold at least this share of the probability is read as
#: one hop, though a longer reading got the rest (SWEEP).
ONE_HOP_MASS = 0.5


def unsure(ranked: Sequence[Path], odds: Mapping[Steps, float] | None = None) -> bool:
    """Whether the best of ``ranked`` (best first) is too unsure a reading to stand alone.

    With ``odds`` (the policy's probability of each one-hop reading) a best path of one
    hop is also unsure when the one-hop readings hold :data:`ONE_HOP_MASS` of the
    probability, though a longer reading got some."""
    if not ranked or ranked[0].confidence is None or ranked[0].confidence >= UNSURE:
        return False
    if all(p.depth == 1 for p in ranked if p.confidence):
        return True
    return ranked[0].depth == 1 and odds is not None and sum(odds.values()) >= ONE_HOP_MASS


def neighbourhood_paths(
    graph: Graph,
    edges: GraphAccess,
    ranked: Sequence[Path],
    *,
    counter: TokenCounter,
    tokens: int = NEIGHBOURHOOD_TOKENS,
    odds: Mapping[Steps, float] | None = None,
    similarity: Callable[[IntArray], FloatArray] | None = None,
) -> list[Path]:
    """The relations at the best path's anchor that no path of ``ranked`` holds, each a
    path of one hop, best evidence first, as many as fit in ``tokens``.

    Evidence: the probability ``odds`` gives the relation's one-hop reading (its
    ``((label, forward),)`` steps; the policy's runner-ups), then ``similarity``, the
    relation's similarity to the question (what a hop ranks by), then its label's name and
    far end's id. A path's confidence is its reading's probability times the anchor's
    confidence (0 for a reading ``odds`` does not list). The first relation that no longer
    fits ends the list: the context keeps the best evidence of a large neighbourhood
    instead of none of it."""
    if not ranked or tokens <= 0:
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
    if not rest:
        return []
    relations = list(rest)
    near = (
        similarity(np.asarray(relations, np.int64)).tolist()
        if similarity is not None
        else [0.0] * len(relations)
    )
    odds = odds or {}
    ids, labels, heads = graph.entity_ids, graph.relation_labels, graph.heads
    scored = []
    for relation, sim in zip(relations, near, strict=True):
        name = graph.label_names[labels[relation]]
        p = odds.get(((name, int(heads[relation]) == anchor),), 0.0)
        scored.append((-p, -sim, name, ids[rest[relation]], relation, p, sim))
    scored.sort()
    out: list[Path] = []
    used = 0
    for *_, relation, p, sim in scored:
        used += counter(graph.relation_text(relation))
        if used > tokens:
            break
        confidence = round(p * best.anchor_confidence, 6)
        out.append(
            Path(
                anchor=anchor,
                anchor_id=ids[anchor],
                anchor_name=graph.names[anchor],
                hops=(path_hop(graph, relation, anchor, rest[relation], sim),),
                priority=best.priority,
                preferred=False,
                score=confidence,
                anchor_confidence=best.anchor_confidence,
                similarity=sim,
                confidence=confidence,
            )
        )
    return out
