"""Policy calls and their drivers: how one search runs with a sync or an async policy.

The search never calls the policy itself: it is a generator that yields batches of
:class:`PolicyCall` and receives their answers (see
:meth:`~graphpaths.dotrag.search.PathSearch.search_pairs`). :func:`drive` answers each
batch with a sync :class:`~graphpaths.dotrag.policy.Policy`; :func:`adrive` with an
:class:`~graphpaths.dotrag.policy.AsyncPolicy`, the calls of a batch gathered
concurrently. Both run one and the same search.

Example:
    >>> class Policy:
    ...     def review(self, query, state):
    ...         return f"reviewed {query}"
    >>> def steps():
    ...     answers = yield [PolicyCall("review", ("q1", None)), PolicyCall("review", ("q2", None))]
    ...     return answers
    >>> drive(steps(), Policy())
    ['reviewed q1', 'reviewed q2']
"""

from __future__ import annotations

import asyncio
from collections.abc import Generator
from dataclasses import dataclass
from typing import Any, Literal, TypeVar, cast

from graphpaths.dotrag.policy import AsyncPolicy, Policy

__all__ = ["Method", "PolicyCall", "adrive", "drive"]

#: The policy methods a search asks for (``"a" + method`` on an async policy).
Method = Literal["rank_anchors", "rank_trajectories", "plan_first_hops", "decide", "review"]
R = TypeVar("R")


@dataclass(frozen=True)
class PolicyCall:
    """One policy decision the search asks for: ``getattr(policy, method)(*args)``."""

    method: Method
    args: tuple[Any, ...]


def drive(steps: Generator[list[PolicyCall], list[object], R], policy: Policy) -> R:
    """Run a search generator, answering each call with the sync ``policy``."""
    try:
        calls = next(steps)
        while True:
            answers: list[object] = [getattr(policy, c.method)(*c.args) for c in calls]
            calls = steps.send(answers)
    except StopIteration as done:
        return cast(R, done.value)


async def adrive(steps: Generator[list[PolicyCall], list[object], R], policy: AsyncPolicy) -> R:
    """Run a search generator with an async policy; each batch of calls runs concurrently."""
    try:
        calls = next(steps)
        while True:
            answers = list(
                await asyncio.gather(*(getattr(policy, "a" + c.method)(*c.args) for c in calls))
            )
            calls = steps.send(answers)
    except StopIteration as done:
        return cast(R, done.value)
