"""The guided LLM policy (``mode="guided"``): :class:`GuidedPolicy`, where the graph's
deterministic policy decides and the LLM picks among its shortlist where asked."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, TypeVar

from graphpaths.dotrag.llm.base import LLMPolicy
from graphpaths.dotrag.llm.plan_reader import (
    PlanReader,
    plan_options,
    plans_to_ask,
    shown_plans,
    steer,
    vetoes,
)
from graphpaths.dotrag.llm.prompts import (
    Prompt,
    guided_anchor_prompt,
    guided_continue_prompt,
    guided_plan_prompt,
    guided_trajectory_prompt,
    parse_pick,
)
from graphpaths.dotrag.llm.trace import anchor_options, state_options, trajectory_options
from graphpaths.dotrag.protocol.policy import (
    Continue,
    Decision,
    FirstHopPlan,
    Policy,
    Stop,
    TiedRanking,
)
from graphpaths.dotrag.protocol.types import AnchorOption, SearchState, TrajectoryOption
from graphpaths.dotrag.search.repairs import permutation
from graphpaths.errors import ConfigError
from graphpaths.llm import Steps
from graphpaths.lru import LRUCache

if TYPE_CHECKING:
    from graphpaths.dotrag.reading.schema import LabelPath

__all__ = ["STEERED_KEPT", "GuidedPolicy"]

#: Guided decisions steered by a picked plan, kept per (question, anchor) for the questions
#: in flight.
STEERED_KEPT = 256

T = TypeVar("T")


class GuidedPolicy(LLMPolicy):
    """The fallback (the graph's heuristic) decides, and the LLM is asked only the decision
    kinds in ``guided.ask``, as a pick among the fallback's ``shortlist`` best options in
    its order (short prompts, one number back). Settings: :class:`LLMPolicy` and
    :class:`~graphpaths.dotrag.llm.settings.GuidedSettings`.

    Decisions it leaves to the fallback without asking are counted as ``by_graph``; a
    trajectory pick the graph overrules as ``vetoed``; a recheck as ``rechecks`` (and
    ``unconfirmed`` when the second answer differs).
    """

    mode = "guided"

    def _setup(self) -> None:
        self._plan_reader: PlanReader | None = None
        if "rank_plans" in self.guided.ask:
            if not isinstance(self.fallback, PlanReader):
                raise ConfigError(
                    f"ask: rank_plans needs a fallback that reads plans (read and steered, as "
                    f"HeuristicPolicy), got {type(self.fallback).__name__}"
                )
            self._plan_reader = self.fallback
        # The fallback steered to the plan picked, per (question, anchor).
        self._steered: LRUCache[tuple[str, int], Policy] = LRUCache(STEERED_KEPT)

    # -- the decisions ------------------------------------------------------------------
    def _rank_anchors(self, query: str, anchors: Sequence[AnchorOption]) -> Steps[list[int]]:
        if len(anchors) <= 1:
            return self._asker.rank_without_asking("rank_anchors", len(anchors))
        if "rank_anchors" not in self.guided.ask:
            return self._by_graph(
                "rank_anchors", lambda: self.fallback.rank_anchors(query, anchors)
            )
        ranking = self.fallback.rank_anchors(query, anchors)
        order, tied, k = self._shortlist(ranking, len(anchors))
        shown = [anchors[i] for i in order[:k]]
        prompt = guided_anchor_prompt(query, shown, self.prompts)
        pick = yield from self._asker.ask(prompt, lambda: 0, anchor_options(shown))
        return _merge(order, k, pick, tied)

    def _rank_trajectories(
        self, query: str, anchor: AnchorOption, trajectories: Sequence[TrajectoryOption]
    ) -> Steps[list[int]]:
        if len(trajectories) <= 1:
            return self._asker.rank_without_asking("rank_trajectories", len(trajectories))
        reader = self._plan_reader
        if reader is not None:
            plans = plans_to_ask(
                reader,
                query,
                anchor,
                trajectories,
                most=self.guided.shortlist,
                ask_margin=self.guided.ask_margin,
            )
            if plans is not None:
                return (yield from self._rank_plans(reader, query, anchor, trajectories, plans))
        ranking = self._deciding_policy(query, anchor.entity).rank_trajectories(
            query, anchor, trajectories
        )
        if "rank_trajectories" not in self.guided.ask or self._clear(ranking):
            self.stats.record_by_graph("rank_trajectories")
            return ranking
        order, tied, k = self._shortlist(ranking, len(trajectories))
        if k <= 1:
            return order
        shown = [trajectories[i] for i in order[:k]]
        prompt = guided_trajectory_prompt(query, anchor, shown, self.prompts)
        pick = yield from self._asker.ask(prompt, lambda: 0, trajectory_options(anchor, shown))
        if vetoes(self.fallback, query, anchor, shown, pick):
            self.stats.record_veto()
            pick = 0
        if pick != 0 and self.guided.recheck:
            pick = yield from self._recheck(query, anchor, shown, pick)
        return _merge(order, k, pick, tied)

    def _plan_first_hops(
        self, query: str, trajectory: TrajectoryOption, continuation_types: Sequence[str]
    ) -> Steps[FirstHopPlan]:
        yield from ()  # the graph decides: nothing to ask
        decider = self._deciding_policy(query, trajectory.anchor)
        return self._by_graph(
            "plan_first_hops",
            lambda: decider.plan_first_hops(query, trajectory, continuation_types),
        )

    def _decide(self, query: str, state: SearchState, next_types: Sequence[str]) -> Steps[Decision]:
        """The fallback's decision; where ``decide`` is asked and it would continue, the model
        says whether to go on or stop at this depth."""
        decision = self._deciding_policy(query, state.anchor).decide(query, state, next_types)
        if "decide" not in self.guided.ask or not isinstance(decision, Continue):
            return self._by_graph("decide", lambda: decision)
        prompt = guided_continue_prompt(query, state, decision.next.type_name, self.prompts)
        stop = Stop(preferred_depths=frozenset({state.depth}))

        def parse(text: str) -> Decision:
            return decision if parse_pick(text, 2) == 0 else stop

        asked: Prompt[Decision] = Prompt(
            kind=prompt.kind, messages=prompt.messages, schema=prompt.schema, parse=parse
        )
        return (
            yield from self._asker.ask(asked, lambda: decision, state_options(state, next_types))
        )

    def _review(self, query: str, state: SearchState) -> Steps[Stop]:
        yield from ()  # the graph decides: nothing to ask
        decider = self._deciding_policy(query, state.anchor)
        return self._by_graph("review", lambda: decider.review(query, state))

    # -- how the model's pick is taken ----------------------------------------------------
    def _rank_plans(
        self,
        reader: PlanReader,
        query: str,
        anchor: AnchorOption,
        trajectories: Sequence[TrajectoryOption],
        plans: list[LabelPath],
    ) -> Steps[list[int]]:
        """``rank_plans``: the model picks one of the reader's plans, and the reader steered
        to it ranks the trajectories (and decides this question's later steps)."""
        prompt = guided_plan_prompt(query, anchor, shown_plans(plans), self.prompts)
        chosen = yield from self._asker.ask(prompt, lambda: 0, plan_options(anchor, plans))
        steered = steer(reader, query, anchor, plans[chosen])
        self._steered.put((query, anchor.entity), steered)
        return steered.rank_trajectories(query, anchor, trajectories)

    def _recheck(
        self, query: str, anchor: AnchorOption, shown: Sequence[TrajectoryOption], pick: int
    ) -> Steps[int]:
        """``pick`` (not the fallback's best) asked again with the shortlist rotated by one
        (every option moves): ``pick`` if the model names the same option again, else 0 (the
        fallback's best, which is also the fallback of the second question, now last)."""
        moved = [*shown[1:], *shown[:1]]
        last = len(moved) - 1
        prompt = guided_trajectory_prompt(query, anchor, moved, self.prompts)
        again = yield from self._asker.ask(prompt, lambda: last, trajectory_options(anchor, moved))
        confirmed = (again + 1) % len(shown) == pick
        self.stats.record_recheck(confirmed=confirmed)
        return pick if confirmed else 0

    def _deciding_policy(self, query: str, anchor: int) -> Policy:
        """The policy deciding ``query`` from ``anchor``: the fallback, steered by the plan
        the model picked for them (``rank_plans``)."""
        steered = self._steered.get((query, anchor))
        return steered if steered is not None else self.fallback

    def _by_graph(self, kind: str, decide: Callable[[], T]) -> T:
        """``decide()``, a decision left to the graph without asking (counted as such)."""
        self.stats.record_by_graph(kind)
        return decide()

    def _shortlist(self, ranking: list[int], n: int) -> tuple[list[int], int, int]:
        """The fallback's order (repaired), its tie count, and how many options to offer."""
        order, _ = permutation(ranking, n)
        tied = ranking.tied if isinstance(ranking, TiedRanking) else 1
        return order, tied, min(n, max(self.guided.shortlist, tied))

    def _clear(self, ranking: list[int]) -> bool:
        """Whether the fallback's ranking is clear enough to keep without asking."""
        margin = getattr(ranking, "margin", None)
        ask_margin = self.guided.ask_margin
        return ask_margin is not None and margin is not None and margin >= ask_margin


def _merge(order: list[int], k: int, pick: int, tied: int) -> list[int]:
    """The fallback's ``order`` with the model's ``pick`` among its first ``k`` moved first
    (a :class:`TiedRanking` keeping the fallback's ``tied`` count)."""
    short = order[:k]
    merged = [short[pick], *(i for i in short if i != short[pick]), *order[k:]]
    return TiedRanking(merged, tied=tied) if tied > 1 else merged
