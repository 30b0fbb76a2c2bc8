"""The decisions DotRAG delegates, behind one :class:`Policy` protocol (paper §4.2).

Every choice the paper gives an LLM goes through a policy, and a policy can only
choose among the options the graph offers: the search hands it numbered options
(anchors, trajectories, entity types reachable at the next hop) and validates
what comes back. An LLM policy therefore cannot steer retrieval outside the
graph, however the question or the graph's own text is worded.

The decisions, in the order a search asks for them:

1. :meth:`Policy.rank_anchors` — a global order of the candidate anchors (α).
2. :meth:`Policy.rank_trajectories` — per anchor, an order of its first-hop
   trajectories (ρ_e); independent per anchor, so an async policy may run them
   concurrently.
3. :meth:`Policy.plan_first_hops` — for a retained (anchor, first-hop type)
   pair: the semantic query for hop 1 and the continuation types for hop 2,
   each with its own query (possibly none).
4. :meth:`Policy.decide` — after each search round: :class:`Stop` with the
   preferred depths, or :class:`Continue` with a next-hop type and query.
5. :meth:`Policy.review` — at the maximum depth H: the preferred depths.

Options are passed as plain dataclasses (:mod:`graphpaths.dotrag.protocol.types`), so a
policy needs nothing but them and the query.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol, runtime_checkable

from graphpaths.dotrag.protocol.types import (
    AnchorOption,
    NotFound,
    SearchState,
    TrajectoryOption,
)
from graphpaths.errors import ConfigError

__all__ = [
    "Abstains",
    "AsyncPolicy",
    "Continue",
    "Decision",
    "FirstHopPlan",
    "GraphHopQueries",
    "Policy",
    "ReadsAhead",
    "ScoredRanking",
    "Steps",
    "Stop",
    "TiedRanking",
    "TypeQuery",
    "WeighsOneHop",
]


class ScoredRanking(list[int]):
    """A ranking with the policy's ``margin``: how much more evidence its first option has
    than the next one (``inf`` when nothing else has any).

    The heuristic policy answers :meth:`Policy.rank_trajectories` with one, so a guided
    LLM policy can leave clear choices to the graph (``LLMPolicy(ask_margin=...)``).

    Example:
        >>> r = ScoredRanking([1, 0], margin=2.5)
        >>> list(r), r.margin
        ([1, 0], 2.5)
    """

    def __init__(self, order: Sequence[int], *, margin: float) -> None:
        super().__init__(order)
        self.margin = float(margin)


class TiedRanking(list[int]):
    """A ranking whose first ``tied`` options the policy cannot tell apart.

    A policy may answer :meth:`Policy.rank_trajectories` with one, instead of a
    plain list, when it has no evidence to choose among its best trajectories
    (the heuristic policy, when no word of the question favours one). With
    :attr:`~graphpaths.dotrag.protocol.types.DotRAGConfig.search_ties` the search then keeps
    up to ``tied`` trajectories of that anchor instead of ``trajectories_per_anchor``
    (still at most ``pairs_searched`` pairs in all): recall where a single guess
    would miss, at some precision. The paper's LLM always names one order.

    Example:
        >>> r = TiedRanking([2, 0, 1], tied=2)
        >>> list(r), r.tied
        ([2, 0, 1], 2)
    """

    def __init__(self, order: Sequence[int], *, tied: int) -> None:
        super().__init__(order)
        self.tied = max(1, min(int(tied), len(self)))
        #: 0: the first option has no more evidence than the next (:class:`ScoredRanking`).
        self.margin = 0.0


#: A reading of a question as hops: ``(label, forward)`` per hop, ``forward`` when the hop
#: walks its label from the triple's head to its tail.
Steps = tuple[tuple[str, bool], ...]


def _check_labels(owner: str, labels: tuple[str, ...], directions: tuple[bool, ...]) -> None:
    if directions and len(directions) != len(labels):
        raise ConfigError(
            f"{owner}.directions: expected one per label ({len(labels)}), got {len(directions)}"
        )


@dataclass(frozen=True, kw_only=True)
class TypeQuery:
    """Search entities of ``type_name`` at the next hop with the semantic ``query``.

    ``labels``, if any, are the relation labels the policy expects at this hop: the search
    keeps only relations with one of them when the candidates hold any (ranked by
    ``query``, no similarity floor), else every candidate as usual (our addition).
    ``directions`` (one per label, when given) narrows each label to relations walked from
    their head (``True``) or their tail (``False``); a label may appear twice, once each
    way. ``exclusive``: when no candidate has an expected label, the hop keeps nothing
    (the policy's reading does not hold from here) instead of every candidate.
    ``expected``: how many relations the policy expects at this hop; the search keeps up
    to that many when it is more than ``DotRAGConfig.relations_per_hop``. ``leaving`` (one
    per label, with ``directions``, when given): the entities the policy's walks take that
    label from; when the hop must cut, it keeps a label's relations from those first (a
    frontier reached by one walk and a label another walks from elsewhere make relations
    no walk the policy reads takes).
    """

    type_name: str
    query: str
    labels: tuple[str, ...] = ()
    directions: tuple[bool, ...] = ()
    exclusive: bool = False
    expected: int = 0
    leaving: tuple[tuple[int, ...], ...] = ()

    def __post_init__(self) -> None:
        _check_labels("TypeQuery", self.labels, self.directions)
        if self.leaving and len(self.leaving) != len(self.directions):
            raise ConfigError(
                f"TypeQuery.leaving: expected one per label and direction ({len(self.directions)}),"
                f" got {len(self.leaving)}"
            )


@dataclass(frozen=True, kw_only=True)
class FirstHopPlan:
    """Hop 1's semantic query (and expected labels, with their directions, as in
    :class:`TypeQuery`), and the hop-2 continuations to search (may be empty)."""

    query: str
    continuations: tuple[TypeQuery, ...] = ()
    labels: tuple[str, ...] = ()
    directions: tuple[bool, ...] = ()
    exclusive: bool = False
    expected: int = 0

    def __post_init__(self) -> None:
        _check_labels("FirstHopPlan", self.labels, self.directions)


@dataclass(frozen=True, kw_only=True)
class Stop:
    """End the search; ``preferred_depths`` rank first in the context (1-based).

    ``confidences``: the policy's calibrated probability that the question asks for what a
    path reading ``steps`` reaches, as ``(steps, probability)`` pairs; a path whose steps
    are among them carries it as its confidence and the paths are ranked by it (empty:
    the policy gives none)."""

    preferred_depths: frozenset[int] = field(default_factory=frozenset)
    confidences: tuple[tuple[Steps, float], ...] = ()


@dataclass(frozen=True, kw_only=True)
class Continue:
    """Search one more hop towards ``next`` entities (and, each as a branch of its own from
    the same frontier, towards those of ``also``: a policy hedging between readings)."""

    next: TypeQuery
    also: tuple[TypeQuery, ...] = ()


Decision = Stop | Continue


@runtime_checkable
class Policy(Protocol):
    """Makes DotRAG's decisions; implementations: heuristic, LLM, random.

    The library's policies declare it (``class HeuristicPolicy(Policy, Abstains)``), so a
    reader, or a tool reading the code, can follow a call on a ``Policy`` to them; a policy
    of your own only needs the methods.
    """

    #: Short name, reported in results and stats.
    name: str

    def rank_anchors(self, query: str, anchors: Sequence[AnchorOption]) -> list[int]:
        """A permutation of ``range(len(anchors))``, most promising first."""
        ...

    def rank_trajectories(
        self, query: str, anchor: AnchorOption, trajectories: Sequence[TrajectoryOption]
    ) -> list[int]:
        """A permutation of ``range(len(trajectories))``, most promising first
        (a :class:`TiedRanking` when the first few cannot be told apart)."""
        ...

    def plan_first_hops(
        self,
        query: str,
        trajectory: TrajectoryOption,
        continuation_types: Sequence[str],
    ) -> FirstHopPlan:
        """Hop 1's query for ``trajectory.type_name`` and the hop-2 types among ``continuation_types``."""
        ...

    def decide(self, query: str, state: SearchState, next_types: Sequence[str]) -> Decision:
        """Stop, or continue towards one of ``next_types`` (types reachable from the frontier)."""
        ...

    def review(self, query: str, state: SearchState) -> Stop:
        """Final review at the maximum depth: which depths to prefer."""
        ...


@runtime_checkable
class AsyncPolicy(Policy, Protocol):
    """A policy that can also decide asynchronously (an LLM over HTTP).

    The retriever's async path uses these when present, running the
    independent per-anchor trajectory rankings concurrently.
    """

    async def arank_anchors(self, query: str, anchors: Sequence[AnchorOption]) -> list[int]: ...

    async def arank_trajectories(
        self, query: str, anchor: AnchorOption, trajectories: Sequence[TrajectoryOption]
    ) -> list[int]: ...

    async def aplan_first_hops(
        self, query: str, trajectory: TrajectoryOption, continuation_types: Sequence[str]
    ) -> FirstHopPlan: ...

    async def adecide(
        self, query: str, state: SearchState, next_types: Sequence[str]
    ) -> Decision: ...

    async def areview(self, query: str, state: SearchState) -> Stop: ...


@runtime_checkable
class GraphHopQueries(Protocol):
    """A policy whose later hops' queries depend on the graph alone (the heuristic
    policy's: a label and its usual tail type in words), so a retriever embeds them once,
    when it warms up, instead of at a question."""

    def hop_queries(self) -> tuple[str, ...]:
        """Every later hop's query the policy can ask on its graph, each once."""
        ...


@runtime_checkable
class Abstains(Protocol):
    """A policy that can tell, before any search, that the graph does not hold what a
    question asks of the anchors it names (the heuristic policy, from its readings)."""

    def unheld(
        self, query: str, anchors: Sequence[AnchorOption], *, sure: bool = False
    ) -> NotFound | None:
        """Why none of ``anchors`` has a reading the question's words support, or None
        when one has (then the search runs). ``sure``: only where the policy is sure
        (``DotRAGConfig(abstain="sure")``, the default), else at its fitted threshold
        (``abstain=True``)."""
        ...


@runtime_checkable
class WeighsOneHop(Protocol):
    """A policy that gives a probability to each one-hop reading of a question from an
    anchor, searched or not (the heuristic policy, from its readings), so the rest of an
    unsure anchor's neighbourhood follows its paths runner-ups first
    (:mod:`graphpaths.dotrag.search.neighbourhood`)."""

    def one_hop_odds(self, query: str, anchor: int, anchor_name: str) -> dict[Steps, float]:
        """The probability of each one-hop reading of ``query`` from ``anchor``, as its
        ``((label, forward),)`` steps; a reading it does not list has none."""
        ...


@runtime_checkable
class ReadsAhead(Protocol):
    """A policy that keeps what it reads of a question from an anchor (the heuristic
    policy: its readings), so a retriever has it read the anchors the question names while
    the question's vector is computed, before the search asks its first decision."""

    def read_ahead(self, query: str, anchors: Sequence[tuple[int, str]]) -> None:
        """Read ``query`` from each ``(entity, name)`` of ``anchors`` now and keep it; the
        decisions it makes later are the same as without."""
        ...
