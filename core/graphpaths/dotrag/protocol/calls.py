"""Policy calls and their drivers: how one search runs with a sync or an async policy.

The search never holds the policy: it is a generator that yields batches of typed calls
(:class:`RankAnchors`, :class:`RankTrajectories`, :class:`PlanFirstHops`, :class:`Decide`,
:class:`Review`) and receives their answers (see
:meth:`~graphpaths.dotrag.search.hops.PathSearch.search_pairs`). Each call knows the one
:class:`~graphpaths.dotrag.protocol.policy.Policy` method it stands for: :meth:`ask` calls
it on a sync policy, :meth:`aask` its ``a``-twin on an
:class:`~graphpaths.dotrag.protocol.policy.AsyncPolicy`. :func:`drive` answers each batch with
a sync policy; :func:`adrive` with an async one, the calls of a batch gathered
concurrently. Both run one and the same search.

Example:
    >>> from graphpaths.dotrag.protocol.policy import Stop
    >>> class Policy:
    ...     def review(self, query, state):
    ...         return Stop(preferred_depths=frozenset({len(query)}))
    >>> def steps():
    ...     answers = yield [Review(query="q", state=None), Review(query="qq", state=None)]
    ...     return [sorted(a.preferred_depths) for a in answers]
    >>> drive(steps(), Policy())
    [[1], [2]]
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Generator, Sequence
from dataclasses import dataclass
from typing import Any, TypeAlias, TypeVar, cast

from graphpaths.dotrag.protocol.policy import AsyncPolicy, Decision, FirstHopPlan, Policy, Stop
from graphpaths.dotrag.protocol.types import AnchorOption, SearchState, TrajectoryOption

__all__ = [
    "Decide",
    "PlanFirstHops",
    "PolicyCall",
    "RankAnchors",
    "RankTrajectories",
    "Review",
    "adrive",
    "drive",
]

R = TypeVar("R")


@dataclass(frozen=True)
class RankAnchors:
    """Ask :meth:`Policy.rank_anchors`: the order to try ``anchors`` in."""

    query: str
    anchors: Sequence[AnchorOption]

    def ask(self, policy: Policy) -> list[int]:
        return policy.rank_anchors(self.query, self.anchors)

    def aask(self, policy: AsyncPolicy) -> Awaitable[list[int]]:
        return policy.arank_anchors(self.query, self.anchors)


@dataclass(frozen=True)
class RankTrajectories:
    """Ask :meth:`Policy.rank_trajectories`: the order to try an anchor's trajectories in."""

    query: str
    anchor: AnchorOption
    trajectories: Sequence[TrajectoryOption]

    def ask(self, policy: Policy) -> list[int]:
        return policy.rank_trajectories(self.query, self.anchor, self.trajectories)

    def aask(self, policy: AsyncPolicy) -> Awaitable[list[int]]:
        return policy.arank_trajectories(self.query, self.anchor, self.trajectories)


@dataclass(frozen=True)
class PlanFirstHops:
    """Ask :meth:`Policy.plan_first_hops`: the relations of a trajectory's first hops."""

    query: str
    trajectory: TrajectoryOption
    continuation_types: Sequence[str]

    def ask(self, policy: Policy) -> FirstHopPlan:
        return policy.plan_first_hops(self.query, self.trajectory, self.continuation_types)

    def aask(self, policy: AsyncPolicy) -> Awaitable[FirstHopPlan]:
        return policy.aplan_first_hops(self.query, self.trajectory, self.continuation_types)


@dataclass(frozen=True)
class Decide:
    """Ask :meth:`Policy.decide`: stop, or the next hop's type and query."""

    query: str
    state: SearchState
    next_types: Sequence[str]

    def ask(self, policy: Policy) -> Decision:
        return policy.decide(self.query, self.state, self.next_types)

    def aask(self, policy: AsyncPolicy) -> Awaitable[Decision]:
        return policy.adecide(self.query, self.state, self.next_types)


@dataclass(frozen=True)
class Review:
    """Ask :meth:`Policy.review`: why a branch with no next type stops."""

    query: str
    state: SearchState

    def ask(self, policy: Policy) -> Stop:
        return policy.review(self.query, self.state)

    def aask(self, policy: AsyncPolicy) -> Awaitable[Stop]:
        return policy.areview(self.query, self.state)


#: One policy decision the search asks for.
PolicyCall: TypeAlias = RankAnchors | RankTrajectories | PlanFirstHops | Decide | Review


def drive(steps: Generator[list[PolicyCall], list[Any], R], policy: Policy) -> R:
    """Run a search generator, answering each call with the sync ``policy``."""
    try:
        calls = next(steps)
        while True:
            answers: list[Any] = [call.ask(policy) for call in calls]
            calls = steps.send(answers)
    except StopIteration as done:
        return cast(R, done.value)


async def adrive(steps: Generator[list[PolicyCall], list[Any], R], policy: AsyncPolicy) -> R:
    """Run a search generator with an async policy; each batch of calls runs concurrently."""
    try:
        calls = next(steps)
        while True:
            answers = list(await asyncio.gather(*(call.aask(policy) for call in calls)))
            calls = steps.send(answers)
    except StopIteration as done:
        return cast(R, done.value)
