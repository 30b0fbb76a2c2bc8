"""The rest of the anchor's neighbourhood, after the chosen paths, when the reading is unsure.

A policy that gives its confidence in each reading (the heuristic one) commits to the
readings it keeps; when the question's wording is new to it, the relation asked for may be
one it gave little probability, and the context then misses the answer although the
anchor is right. Most such questions ask one hop, and an anchor's neighbourhood is small
(a few dozen to a few hundred tokens), so when the best reading is unsure the anchor's
other relations follow the chosen paths, ranked after every one of them, best evidence
first (the runner-up readings, by their probability, when the policy gives it:
:class:`~graphpaths.dotrag.protocol.policy.WeighsOneHop`), as many as fit in
:data:`NEIGHBOURHOOD_TOKENS`: the context still starts with what the policy read, and a
reader of it finds the answer further down.

Unsure means: the best path walks one hop, its reading's probability (its confidence over
the anchor's) is below :data:`UNSURE`, and the question is read as one hop: every path the
policy gives a confidence walks one hop, or the one-hop readings hold :data:`ONE_HOP_MASS`
of the probability, or the one-hop readings other than the best hold :data:`RUNNER_UPS` of
it (a question whose wording the policy also reads as a longer walk may still ask one hop).
A question read as longer walks keeps its paths alone: its answers lie further out, and the
anchor's neighbourhood would only cost it precision. A policy giving
no confidence (an LLM's, a random one) never gets the neighbourhood.

A doubted best path (:func:`doubted`) whose anchor's relations left fit in
:data:`WHOLE_TOKENS` (:func:`small`) is followed by all of them, the ones no reading of the
policy's asks for too: the asked relation may be one whose label no word of the question
explains ("play before" for a former club), and a handful of facts costs less than a miss.

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
from enum import Enum

import numpy as np
import numpy.typing as npt

from graphpaths.context import TokenCounter
from graphpaths.dotrag.protocol.policy import Steps
from graphpaths.dotrag.protocol.types import NEIGHBOURHOOD_TOKENS, Path
from graphpaths.dotrag.search.ranking import path_hop
from graphpaths.embeddings import FloatArray
from graphpaths.graph import Graph
from graphpaths.sources.access import GraphAccess

__all__ = [
    "NEIGHBOURHOOD_TOKENS",
    "ONE_HOP_MASS",
    "RUNNER_UPS",
    "SHORTER_SHARE",
    "UNSURE",
    "WHOLE_TOKENS",
    "Whole",
    "doubted",
    "neighbourhood_paths",
    "shorter_readings",
    "small",
    "unsure",
]

IntArray = npt.NDArray[np.int64]

#: A question read as one hop gets the neighbourhood when its best reading is less likely
#: than this (the runner-ups together hold 30 % of the probability or more). Objective: fitted
#: dev 1-hop recall up >= 1.5, then the best 1-hop F1 (19 fitted dev kgqa sets, eval_all, cap
#: 150, ONE_HOP_MASS 0.7; 1-hop recall / F1 from 95.9 / 42.5; MetaQA dev 1-hop from 95.6 /
#: 51.2): 0.5: 96.1 / 43.2, MetaQA 95.2 / 54.2; 0.6: 97.3 / 43.6, 95.8 / 54.1; 0.7: 97.5 /
#: 43.3, 96.0 / 53.5; 0.8: 97.5 / 42.0, 96.2 / 52.1; 0.9: 97.7 / 40.1, 96.4 / 50.0. It is
#: the reading's probability, not times the anchor's confidence: the neighbourhood of an
#: anchor in doubt holds no better reading.
UNSURE = 0.7
#: A best path of one hop is read as one hop, though longer readings got some probability,
#: when the one-hop readings hold this much of it. Objective: fitted dev 1-hop recall up >= 1.5
#: with 2-3-hop F1 within 0.3 (19 fitted dev kgqa sets, eval_all, cap 150; 1-hop recall,
#: 2-hop F1 from 95.9, 32.3): 0.5: 98.2, 31.6; 0.6: 97.7, 31.9; 0.7: 97.5, 32.1.
ONE_HOP_MASS = 0.7
#: A best path of one hop is also unsure, however much probability longer readings got, when
#: the other one-hop readings hold this much of it: the neighbourhood adds those readings, so
#: this is the chance it holds the answer (the runner-ups are right about as often as their
#: probability says). Objective: fitted dev + MetaQA dev 1-hop recall, then 1-hop F1 (20 fitted
#: dev kgqa sets, eval_all; from 97.8 / 40.6, MetaQA 96.55 / 54.39): 0.10: 98.3 / 40.2, MetaQA
#: 96.95 / 54.45; 0.15: 98.3 / 40.4, 96.95 / 54.45; 0.20: 98.3 / 40.4, 96.75 / 54.52; 0.25:
#: 98.0 / 40.6, 96.75 / 54.52; 2-3-hop recall equal at each, F1 within 0.2.
#: Kept (rules57-runner, off vs s18-main): check 1-hop recall -1.67, new dev -1.25, blind dev -1.00.
RUNNER_UPS = 0.15
#: An unsure best reading of two or more hops is followed by the one-hop readings from its
#: anchor at least this likely relative to it (they explain the question nearly as well: a
#: question read as a longer walk may ask one hop). Objective: fitted dev + MetaQA dev 1-hop
#: recall up, 2-3-hop F1 within 0.3 (21 fitted dev kgqa sets + MetaQA dev 500/hop, eval_all;
#: from 98.3, MetaQA 97.95): 0.5: 98.3, 97.95 (MetaQA 3-hop R +0.14); 0.25: 98.3, 98.15
#: (3-hop +0.14; fitted dev 2-hop F1 -0.1, games 2-hop F1 -2.8).
#: Kept (rules57-shorter, off vs s18-main): check 1-hop recall -1.67, new dev 1-hop recall -0.62.
SHORTER_SHARE = 0.25
#: A doubted reading's anchor gives all its relations left, read or not, when they fit in
#: this many tokens (about six facts; an anchor's whole neighbourhood is 49 tokens at the
#: median). Objective: fitted dev + MetaQA dev 1-hop recall up with 1-hop F1 within 0.3 and
#: 2-3-hop F1 within 0.6 (22 fitted dev kgqa sets + MetaQA dev 500/hop, offline over main's
#: rows; 1-hop recall / F1 change, fitted dev then MetaQA): 30: +0.3 / -0.17, 0 / -0.07;
#: 40: +0.3 / -0.27, 0 / -0.12 (2-hop recall +0.28, F1 -0.56); 50: +0.3 / -0.34, 0 / -0.23
#: (2-hop F1 -0.73); 60: +0.3 / -0.38, 0 / -0.31.
#: Kept (rules57-whole, off vs s18-main): new dev 1-hop recall -1.25, blind dev -1.00, held out -0.66.
WHOLE_TOKENS = 40


def doubted(best: Path) -> bool:
    """Whether the best path's reading is less likely than :data:`UNSURE` (its confidence
    over its anchor's); a path without a confidence never is."""
    return best.confidence is not None and best.confidence < UNSURE * best.anchor_confidence


def shorter_readings(best: Path, odds: Mapping[Steps, float]) -> dict[Steps, float] | None:
    """Of ``odds`` (the one-hop readings from ``best``'s anchor and their probability), those
    at least :data:`SHORTER_SHARE` as likely as ``best``'s reading, when ``best`` walks two
    or more hops and is doubted (:func:`doubted`); None when there are none.

    Example:
        >>> import dataclasses
        >>> from graphpaths.dotrag.protocol.types import Path, PathHop
        >>> hop = PathHop(relation=0, label="l", label_name="l", text="", source=0, target=1,
        ...               source_id="a", target_id="b", source_name="a", target_name="b",
        ...               target_types=(), similarity=0.0)
        >>> two = Path(anchor=0, anchor_id="a", anchor_name="a", hops=(hop, hop),
        ...            priority=(0, 0), preferred=True, score=0.0, confidence=0.4)
        >>> shorter_readings(two, {(("wrote", True),): 0.12, (("starred", True),): 0.05})
        {(('wrote', True),): 0.12}
        >>> shorter_readings(dataclasses.replace(two, confidence=0.9), {(("wrote", True),): 0.5})
    """
    if best.depth < 2 or not doubted(best):
        return None
    floor = SHORTER_SHARE * (best.confidence or 0.0) / best.anchor_confidence
    kept = {steps: p for steps, p in odds.items() if p > 0.0 and p >= floor}
    return kept or None


def unsure(ranked: Sequence[Path], odds: Mapping[Steps, float] | None = None) -> bool:
    """Whether the best of ``ranked`` (best first) is too unsure a reading to stand alone.

    With ``odds`` (the policy's probability of each one-hop reading) a best path of one
    hop is also unsure when the one-hop readings hold :data:`ONE_HOP_MASS` of the
    probability, though a longer reading got some, or when the one-hop readings other than
    the best hold :data:`RUNNER_UPS` of it (the chance the neighbourhood holds the answer)."""
    best = ranked[0] if ranked else None
    if best is None or not doubted(best):
        return False
    if all(p.depth == 1 for p in ranked if p.confidence):
        return True
    if best.depth != 1 or odds is None:
        return False
    mass = sum(odds.values())
    # doubted: the path has a confidence, and its anchor's is above it, so not 0
    runner_ups = mass - (best.confidence or 0.0) / best.anchor_confidence
    return mass >= ONE_HOP_MASS or runner_ups >= RUNNER_UPS


def _left(edges: GraphAccess, ranked: Sequence[Path]) -> dict[int, int]:
    """The relations at the best path's anchor that no path of ``ranked`` holds, each with
    its far end (the first met, in the order :meth:`GraphAccess.incident` gives)."""
    anchor = ranked[0].anchor
    held = {h.relation for p in ranked for h in p.hops}
    incident = edges.incident(np.asarray([anchor], np.int64))
    rest: dict[int, int] = {}
    for relation, other in zip(
        incident.relations.tolist(), incident.neighbours.tolist(), strict=True
    ):
        if relation not in held:
            rest.setdefault(relation, other)
    return rest


def small(
    graph: Graph,
    edges: GraphAccess,
    ranked: Sequence[Path],
    *,
    counter: TokenCounter,
    tokens: int = WHOLE_TOKENS,
) -> bool:
    """Whether the relations at the best of ``ranked``'s anchor that no path of it holds
    fit in ``tokens`` (and there is one); counting stops at the first that does not fit."""
    return bool(ranked) and _fits(graph, _left(edges, ranked), counter=counter, tokens=tokens)


def _fits(graph: Graph, rest: Mapping[int, int], *, counter: TokenCounter, tokens: int) -> bool:
    """Whether the relations ``rest`` fit in ``tokens`` (and there is one); counting stops at
    the first that does not fit."""
    used = 0
    for relation in rest:
        used += counter(graph.relation_text(relation))
        if used > tokens:
            return False
    return bool(rest)


class Whole(Enum):
    """Which of the anchor's relations that no reading asks for :func:`neighbourhood_paths`
    gives, after the readings' (one option, so no two flags can contradict each other)."""

    #: None: the runner-up readings' relations only (every relation left without ``odds``).
    NEVER = "never"
    #: All of them.
    ALWAYS = "always"
    #: All of them when the anchor is :func:`small` (found from the relations left it
    #: already looks up), else the readings' only.
    IF_SMALL = "if_small"
    #: All of the anchor's relations left when it is :func:`small`, else nothing at all
    #: (looked up once, where :func:`small` then :attr:`ALWAYS` looked them up twice).
    ONLY_IF_SMALL = "only_if_small"


def neighbourhood_paths(
    graph: Graph,
    edges: GraphAccess,
    ranked: Sequence[Path],
    *,
    counter: TokenCounter,
    tokens: int = NEIGHBOURHOOD_TOKENS,
    odds: Mapping[Steps, float] | None = None,
    similarity: Callable[[IntArray], FloatArray] | None = None,
    whole: Whole = Whole.NEVER,
) -> list[Path]:
    """The relations at the best path's anchor that no path of ``ranked`` holds, each a
    path of one hop, best evidence first, as many as fit in ``tokens``.

    With ``odds`` (the policy's probability of each one-hop reading, as its
    ``((label, forward),)`` steps) these are the relations of the runner-up readings, by
    their probability; without, every relation left. Ties (and, without ``odds``, all) go
    by ``similarity``, the relation's similarity to the question (what a hop ranks by),
    then by label name and far end's id. A path's confidence is its reading's probability
    times the anchor's confidence (0 without ``odds``), at most the least confident path of
    ``ranked``'s (they come after every one of them, and paths go by confidence). The first
    relation that no longer fits ends the list: a large neighbourhood gives its best
    evidence instead of none. ``whole`` says whether the relations no reading asks for
    follow too, after the readings', by similarity (:class:`Whole`)."""
    if not ranked or tokens <= 0:
        return []
    best = ranked[0]
    anchor = best.anchor
    rest = _left(edges, ranked)
    if not rest:
        return []
    every = whole is Whole.ALWAYS
    if whole in (Whole.IF_SMALL, Whole.ONLY_IF_SMALL):
        every = _fits(graph, rest, counter=counter, tokens=WHOLE_TOKENS)
        if whole is Whole.ONLY_IF_SMALL and not every:
            return []
    relations = list(rest)
    near = (
        similarity(np.asarray(relations, np.int64)).tolist()
        if similarity is not None
        else [0.0] * len(relations)
    )
    weights = odds or {}
    ids, labels, heads = graph.entity_ids, graph.relation_labels, graph.heads
    scored = []
    for relation, sim in zip(relations, near, strict=True):
        name = graph.label_names[labels[relation]]
        p = weights.get(((name, int(heads[relation]) == anchor),), 0.0)
        scored.append((-p, -sim, name, ids[rest[relation]], relation, p, sim))
    scored.sort()
    floor = min((q.confidence for q in ranked if q.confidence is not None), default=0.0)
    out: list[Path] = []
    used = 0
    for *_, relation, p, sim in scored:
        if odds is not None and p <= 0.0 and not every:
            break  # no reading of the policy's asks for it: not evidence, only tokens
        used += counter(graph.relation_text(relation))
        if used > tokens:
            break
        confidence = round(min(p * best.anchor_confidence, floor), 6)
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
