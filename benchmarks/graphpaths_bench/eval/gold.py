"""Gold intermediate entities of a multi-hop question (DotRAG Appendix C).

For an anchor ``a``, answers ``A`` and hop count ``h``, an entity is a gold
*intermediate* when it lies at an interior position (1 .. h-1) of some walk of
exactly ``h`` steps from ``a`` to an answer on the undirected graph; walks may
revisit vertices. The anchor and the answers themselves are never
intermediates. A question is *answerable* when every answer ends some such
walk.

With ``F_i`` the entities ending a walk of exactly ``i`` steps from ``a`` and
``B_j`` those ending a walk of ``j`` steps from ``A``, the entities at position
``i`` of an ``a``-to-``A`` walk are ``S_i = F_i ∩ B_{h-i}``; the kernel
computes them backwards as ``S_h = F_h ∩ A`` and ``S_i = F_i ∩ N(S_{i+1})``
(the same sets, with smaller frontiers), all as boolean masks over the
reachability map's CSR adjacency.

Example:
    >>> from graphpaths.graph import GraphBuilder
    >>> from graphpaths.reachability import ReachabilityMap
    >>> b = GraphBuilder()
    >>> for h, t in [("actor", "film1"), ("film1", "director"), ("actor", "film2")]:
    ...     _ = b.add_relation(h, t, "r", create_entities=True)
    >>> g = b.build()
    >>> index = ReachabilityMap.build(g)
    >>> gold = gold_sets(index, g.index_of("actor"), [g.index_of("director")], 2)
    >>> sorted(g.entity_ids[i] for i in gold.intermediates), gold.answerable
    (['film1'], True)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol

import numpy as np
import numpy.typing as npt

from graphpaths.arrays import csr_positions
from graphpaths.errors import InputError, NodeNotFoundError
from graphpaths.reachability import ReachabilityMap
from graphpaths.validation import check_int

__all__ = ["GoldSets", "QuestionEntities", "gold_sets", "question_gold_sets"]

BoolArray = npt.NDArray[np.bool_]


class QuestionEntities(Protocol):
    """What :func:`question_gold_sets` reads of a matched question (MetaQA or KGQA)."""

    @property
    def hops(self) -> int: ...

    @property
    def topic_indices(self) -> npt.NDArray[np.integer]: ...

    @property
    def answer_indices(self) -> npt.NDArray[np.integer]: ...


@dataclass(frozen=True, kw_only=True)
class GoldSets:
    """A question's gold entity sets, as entity indices.

    ``answers`` are the gold answers given; ``reachable_answers`` those that
    end a walk of exactly ``hops`` steps from the anchor; ``answerable`` is
    true when that is all of them (and there is at least one).
    """

    intermediates: frozenset[int]
    answers: frozenset[int]
    answerable: bool
    reachable_answers: frozenset[int]


def gold_sets(
    index: ReachabilityMap,
    anchor: int,
    answers: Iterable[int] | npt.NDArray[np.integer],
    hops: int,
) -> GoldSets:
    """Gold intermediates and answerability for one question.

    Args:
        index: supplies the undirected CSR adjacency (``indptr``, ``neighbors``).
        anchor: the topic entity's index.
        answers: the gold answers' indices (duplicates are harmless).
        hops: the question's hop count ``h >= 1``.

    Raises:
        InputError: ``hops`` is not an integer >= 1, or ``answers`` is not flat.
        NodeNotFoundError: the anchor or an answer is outside the graph.
    """
    check_int(None, "hops", hops, error=InputError)
    n = index.num_entities
    a = int(anchor)
    if not 0 <= a < n:
        raise NodeNotFoundError(f"anchor index {a} is out of range ({n} entities)")
    given = answers if isinstance(answers, np.ndarray) else list(answers)  # sets, generators
    flat = np.asarray(given, np.int64)
    if flat.ndim != 1:
        raise InputError(f"answers: expected a flat list of entity indices, got shape {flat.shape}")
    targets = np.unique(flat)
    if len(targets) and (targets[0] < 0 or targets[-1] >= n):
        bad = int(targets[0] if targets[0] < 0 else targets[-1])
        raise NodeNotFoundError(f"answer index {bad} is out of range ({n} entities)")
    answer_set = frozenset(targets.tolist())

    # Forward: forward[i] marks F_i, the ends of walks of exactly i steps from the anchor.
    forward: list[BoolArray] = [np.zeros(n, np.bool_)]
    forward[0][a] = True
    for _ in range(int(hops)):
        forward.append(_step(index, forward[-1]))

    # Backward, pruned to the forward sets: on_walk marks S_i, position i of an anchor-answer walk.
    on_walk = np.zeros(n, np.bool_)
    on_walk[targets] = True
    on_walk &= forward[hops]
    reachable = frozenset(np.flatnonzero(on_walk).tolist())
    interior = np.zeros(n, np.bool_)
    for i in range(int(hops) - 1, 0, -1):
        if not on_walk.any():
            break
        on_walk = _step(index, on_walk) & forward[i]
        interior |= on_walk
    interior[a] = False
    interior[targets] = False
    return GoldSets(
        intermediates=frozenset(np.flatnonzero(interior).tolist()),
        answers=answer_set,
        answerable=bool(answer_set) and reachable == answer_set,
        reachable_answers=reachable,
    )


def question_gold_sets(index: ReachabilityMap, question: QuestionEntities) -> GoldSets:
    """:func:`gold_sets` for a matched question (its topics, answers and hops).

    With one topic this is :func:`gold_sets` of that topic. With several, an entity is an
    intermediate when it is one for some topic, an answer is reachable when it ends a walk
    of ``hops`` steps from some topic, and the question is answerable when every answer is
    reachable. A question without topics (its topic is not in the graph) has empty sets and
    is not answerable.
    """
    topics = [int(t) for t in np.unique(np.asarray(question.topic_indices, np.int64))]
    if not topics:
        empty: frozenset[int] = frozenset()
        return GoldSets(
            intermediates=empty, answers=empty, answerable=False, reachable_answers=empty
        )
    per_topic = [gold_sets(index, t, question.answer_indices, question.hops) for t in topics]
    if len(per_topic) == 1:
        return per_topic[0]
    answers = per_topic[0].answers
    reachable = frozenset().union(*(g.reachable_answers for g in per_topic))
    intermediates = frozenset().union(*(g.intermediates for g in per_topic))
    return GoldSets(
        intermediates=intermediates - answers - frozenset(topics),
        answers=answers,
        answerable=bool(answers) and reachable == answers,
        reachable_answers=reachable,
    )


def _step(index: ReachabilityMap, mask: BoolArray) -> BoolArray:
    """Entities adjacent to any entity in ``mask`` (self-loops included)."""
    out = np.zeros(len(mask), np.bool_)
    rows = np.flatnonzero(mask)
    if len(rows):
        out[index.neighbors[csr_positions(index.indptr, rows)]] = True
    return out
