"""The paper's "Random Choices" ablation as a :class:`~graphpaths.dotrag.protocol.policy.Policy`.

Every decision is random (DotRAG Table 7): anchors and trajectories in a random
order, a random hop-2 continuation half of the time, a coin flip between
stopping and continuing towards a random type, and random preferred depths.
Every semantic query is the original question. No LLM is called.

Randomness is deterministic per ``(seed, query, decision, options)``: each
decision draws from its own generator seeded by a hash of those, so a search
gives the same result whatever order (or concurrency) its decisions come in.

Example:
    >>> from graphpaths.dotrag.protocol.types import AnchorOption
    >>> anchors = [AnchorOption(entity=i, name=str(i), types=(), similarity=0.0, mentioned=False)
    ...            for i in range(4)]
    >>> policy = RandomPolicy(seed=7)
    >>> order = policy.rank_anchors("q", anchors)
    >>> sorted(order), order == RandomPolicy(seed=7).rank_anchors("q", anchors)
    ([0, 1, 2, 3], True)
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence

from graphpaths.dotrag.protocol.policy import (
    Continue,
    Decision,
    FirstHopPlan,
    Policy,
    Stop,
    TypeQuery,
)
from graphpaths.dotrag.protocol.types import AnchorOption, SearchState, TrajectoryOption

__all__ = ["RandomPolicy"]


class RandomPolicy(Policy):
    """Random decisions, reproducible per ``(seed, query)``; zero LLM calls."""

    name = "random"

    def __init__(self, seed: int = 0, *, continue_probability: float = 0.5) -> None:
        self.seed = int(seed)
        self.continue_probability = float(continue_probability)

    def _rng(self, *parts: object) -> random.Random:
        digest = hashlib.sha256(repr((self.seed, *parts)).encode("utf-8")).digest()
        return random.Random(int.from_bytes(digest[:8], "little"))

    def for_graph(self, graph: object) -> RandomPolicy:
        """This policy: it reads no graph, so an updated index's graph changes nothing."""
        return self

    def rank_anchors(self, query: str, anchors: Sequence[AnchorOption]) -> list[int]:
        order = list(range(len(anchors)))
        self._rng("anchors", query, tuple(a.entity for a in anchors)).shuffle(order)
        return order

    def rank_trajectories(
        self, query: str, anchor: AnchorOption, trajectories: Sequence[TrajectoryOption]
    ) -> list[int]:
        order = list(range(len(trajectories)))
        key = tuple(t.type_name for t in trajectories)
        self._rng("trajectories", query, anchor.entity, key).shuffle(order)
        return order

    def plan_first_hops(
        self, query: str, trajectory: TrajectoryOption, continuation_types: Sequence[str]
    ) -> FirstHopPlan:
        rng = self._rng("plan", query, trajectory.anchor, trajectory.type_name)
        if continuation_types and rng.random() < self.continue_probability:
            choice = rng.choice(list(continuation_types))
            return FirstHopPlan(
                query=query, continuations=(TypeQuery(type_name=choice, query=query),)
            )
        return FirstHopPlan(query=query)

    def decide(self, query: str, state: SearchState, next_types: Sequence[str]) -> Decision:
        rng = self._rng("decide", query, _path_key(state))
        if next_types and rng.random() < self.continue_probability:
            return Continue(next=TypeQuery(type_name=rng.choice(list(next_types)), query=query))
        return Stop(preferred_depths=frozenset({rng.randint(1, max(1, state.depth))}))

    def review(self, query: str, state: SearchState) -> Stop:
        rng = self._rng("review", query, _path_key(state))
        return Stop(preferred_depths=frozenset({rng.randint(1, max(1, state.depth))}))


def _path_key(state: SearchState) -> tuple[object, ...]:
    return (state.anchor, state.depth, tuple(h.type_name for h in state.hops))
