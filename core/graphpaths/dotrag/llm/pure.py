"""The paper's LLM policy (``mode="pure"``): :class:`PurePolicy`, where the LLM makes every
decision among all the options the graph offers."""

from __future__ import annotations

from collections.abc import Sequence

from graphpaths.dotrag.llm.base import LLMPolicy
from graphpaths.dotrag.llm.prompts import (
    anchor_prompt,
    decide_prompt,
    first_hop_prompt,
    review_prompt,
    trajectory_prompt,
)
from graphpaths.dotrag.llm.trace import anchor_options, state_options, trajectory_options
from graphpaths.dotrag.protocol.policy import Decision, FirstHopPlan, Stop
from graphpaths.dotrag.protocol.types import AnchorOption, SearchState, TrajectoryOption
from graphpaths.llm import Steps

__all__ = ["PurePolicy"]


class PurePolicy(LLMPolicy):
    """The LLM decides every step among all the options (the reference for capable models);
    the fallback decides a step only when the LLM fails it. Settings: :class:`LLMPolicy`.

    Decisions with a single option (one anchor, one trajectory) are answered without a call.
    """

    mode = "pure"

    def _rank_anchors(self, query: str, anchors: Sequence[AnchorOption]) -> Steps[list[int]]:
        if len(anchors) <= 1:
            return self._asker.rank_without_asking("rank_anchors", len(anchors))
        return (
            yield from self._asker.ask(
                anchor_prompt(query, anchors, self.prompts),
                lambda: self.fallback.rank_anchors(query, anchors),
                anchor_options(anchors),
            )
        )

    def _rank_trajectories(
        self, query: str, anchor: AnchorOption, trajectories: Sequence[TrajectoryOption]
    ) -> Steps[list[int]]:
        if len(trajectories) <= 1:
            return self._asker.rank_without_asking("rank_trajectories", len(trajectories))
        return (
            yield from self._asker.ask(
                trajectory_prompt(query, anchor, trajectories, self.prompts),
                lambda: self.fallback.rank_trajectories(query, anchor, trajectories),
                trajectory_options(anchor, trajectories),
            )
        )

    def _plan_first_hops(
        self, query: str, trajectory: TrajectoryOption, continuation_types: Sequence[str]
    ) -> Steps[FirstHopPlan]:
        return (
            yield from self._asker.ask(
                first_hop_prompt(query, trajectory, continuation_types, self.prompts),
                lambda: self.fallback.plan_first_hops(query, trajectory, continuation_types),
                {
                    "anchor": trajectory.anchor,
                    "type": trajectory.type_name,
                    "options": list(continuation_types),
                },
            )
        )

    def _decide(self, query: str, state: SearchState, next_types: Sequence[str]) -> Steps[Decision]:
        return (
            yield from self._asker.ask(
                decide_prompt(query, state, next_types, self.prompts),
                lambda: self.fallback.decide(query, state, next_types),
                state_options(state, next_types),
            )
        )

    def _review(self, query: str, state: SearchState) -> Steps[Stop]:
        return (
            yield from self._asker.ask(
                review_prompt(query, state, self.prompts),
                lambda: self.fallback.review(query, state),
                state_options(state, []),
            )
        )
