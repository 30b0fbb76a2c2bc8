"""Policy answers checked against the options offered, and repaired when invalid.

A policy's answer is never trusted: a ranking is completed into a permutation of the
options, a plan or a decision naming a type that was not offered loses it, a blank query
falls back to the question. Each function returns the repaired answer and how many
repairs it took; the search counts them (``SearchCounters.repairs``).

Example:
    >>> permutation([2, 2, 7], 3)
    ([2, 0, 1], True)
    >>> from graphpaths.dotrag.protocol.policy import Continue, TypeQuery
    >>> repair_decision(Continue(next=TypeQuery(type_name="genre", query="")), True,
    ...                 "q", ["genre"], depth=1)
    (Continue(next=TypeQuery(type_name='genre', query='q', labels=(), directions=(), exclusive=False, expected=0, leaving=()), also=()), 1)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

import numpy as np

from graphpaths.dotrag.protocol.policy import Continue, Decision, FirstHopPlan, Stop, TypeQuery

__all__ = ["permutation", "repair_decision", "repair_plan"]


def permutation(answer: object, n: int) -> tuple[list[int], bool]:
    """``answer`` as a permutation of ``range(n)``: invalid or missing items repaired.

    Returns the order and whether a repair was needed: unknown, repeated or
    non-integer items are dropped and the missing indices appended in order.
    """
    seen: list[int] = []
    repaired = not isinstance(answer, list | tuple)
    for item in answer if isinstance(answer, list | tuple) else ():
        if isinstance(item, bool) or not isinstance(item, int | np.integer):
            repaired = True
            continue
        i = int(item)
        if not 0 <= i < n or i in seen:
            repaired = True
            continue
        seen.append(i)
    if len(seen) < n:
        repaired = True
        seen.extend(i for i in range(n) if i not in seen)
    return seen, repaired


def repair_plan(answer: object, query: str, options: Sequence[str]) -> tuple[FirstHopPlan, int]:
    """A first-hop plan whose continuations are among ``options``, each once, with queries."""
    if not isinstance(answer, FirstHopPlan):
        return FirstHopPlan(query=query), 1
    repairs = 0
    hop_query = answer.query
    if not hop_query.strip():
        repairs += 1
        hop_query = query
    kept, dropped = _valid_queries(answer.continuations, options, query, by_type=True)
    return dataclasses.replace(answer, query=hop_query, continuations=kept), repairs + dropped


def repair_decision(
    answer: object, may_continue: bool, query: str, next_types: Sequence[str], depth: int
) -> tuple[Decision, int]:
    """A decision valid at ``depth`` for a call that ``may_continue`` (a decide, not a
    review): a continuation only to one of ``next_types`` with a query, preferred depths
    only in ``1..depth``; anything else is a Stop."""
    if isinstance(answer, Continue) and may_continue:
        kept, repairs = _valid_queries((answer.next, *answer.also), next_types, query)
        if not kept:
            return Stop(), repairs
        return Continue(next=kept[0], also=tuple(kept[1:])), repairs
    if isinstance(answer, Stop):
        preferred = frozenset(d for d in answer.preferred_depths if 1 <= d <= depth)
        confidences = tuple(
            (steps, p)
            for steps, p in answer.confidences
            if 1 <= len(steps) <= depth and 0.0 <= p <= 1.0
        )
        repaired = int(preferred != answer.preferred_depths) + int(
            len(confidences) != len(answer.confidences)
        )
        return Stop(preferred_depths=preferred, confidences=confidences), repaired
    return Stop(), 1


def _valid_queries(
    queries: Sequence[TypeQuery], allowed: Sequence[str], query: str, *, by_type: bool = False
) -> tuple[tuple[TypeQuery, ...], int]:
    """``queries`` to an ``allowed`` type, each once (once per type when ``by_type``), a
    blank query replaced by ``query``; and how many repairs that took."""
    kept: list[TypeQuery] = []
    repairs = 0
    for q in queries:
        seen = any(k.type_name == q.type_name if by_type else k == q for k in kept)
        if q.type_name not in allowed or seen:
            repairs += 1
            continue
        if not q.query.strip():
            repairs += 1
            q = dataclasses.replace(q, query=query)
        kept.append(q)
    return tuple(kept), repairs
