"""The LLM policy's shared engine: :class:`LLMPolicy`, its settings, forks and sync and async
entry points; the decisions themselves are a subclass's steps (pure or guided)."""

from __future__ import annotations

import asyncio
import dataclasses
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Self, cast

from graphpaths.dotrag.llm.asker import Asker
from graphpaths.dotrag.llm.overview import deterministic_overview
from graphpaths.dotrag.llm.prompts import PromptConfig
from graphpaths.dotrag.llm.settings import (
    DEFAULT_ASK_MARGIN,
    DEFAULT_MAX_TOKENS,
    DEFAULT_RECHECK,
    GUIDED_ASK,
    POLICY_MODES,
    GuidedSettings,
)
from graphpaths.dotrag.llm.stats import PolicyStats
from graphpaths.dotrag.llm.trace import DecisionLog
from graphpaths.dotrag.protocol.policy import (
    AsyncPolicy,
    Decision,
    FirstHopPlan,
    Policy,
    Stop,
)
from graphpaths.dotrag.protocol.types import AnchorOption, SearchState, TrajectoryOption
from graphpaths.dotrag.reading.lexicon import policy_with_lexicon, remade_for_graph
from graphpaths.errors import ConfigError
from graphpaths.llm import LLM, BudgetedLLM, BudgetMeter, LLMBudget, Steps, arun_steps, run_steps
from graphpaths.validation import check_choice, check_int
from graphpaths.warmup import warm_up

if TYPE_CHECKING:
    from graphpaths.dotrag.reading.lexicon import Lexicon
    from graphpaths.graph import Graph

__all__ = ["LLMPolicy"]


class LLMPolicy(AsyncPolicy):
    """DotRAG's decisions by an LLM, constrained to the offered options (sync and async).

    ``LLMPolicy(llm, fallback=..., mode=...)`` makes the policy of that mode, as
    ``pathlib.Path(...)`` makes the path of its system: a
    :class:`~graphpaths.dotrag.llm.pure.PurePolicy` (``mode="pure"``, the default)
    or a :class:`~graphpaths.dotrag.llm.guided.GuidedPolicy` (``mode="guided"``);
    both are ``LLMPolicy`` instances, and each class can be made directly too. This base
    keeps the settings, the :class:`~graphpaths.dotrag.llm.asker.Asker` and the
    sync and async entry points; a subclass writes each decision once, as steps
    (:mod:`graphpaths.llm.steps`) that the sync methods run in this thread and the async
    ones await.

    Args:
        llm: Any :class:`~graphpaths.llm.LLM` (``OpenAIChatLLM``, ``ScriptedLLM``, ...).
        fallback: The deterministic policy that decides a step when the LLM fails twice or
            raises :class:`~graphpaths.errors.LLMError` (the pipeline passes its heuristic
            policy). Only its sync methods are used.
        overview: The global graph overview text; ``None``: no overview (ablation).
        show_previews: ``False``: prompts show ``No Preview`` instead of previews (ablation).
        max_tokens: Answer cap per call.
        prompts: Full prompt settings (:class:`~graphpaths.dotrag.llm.prompts.PromptConfig`);
            give ``overview`` and ``show_previews`` inside it then, not as arguments.
        stats: Where to count; default a fresh
            :class:`~graphpaths.dotrag.llm.stats.PolicyStats`.
        max_calls: At most this many LLM calls (retries included) over the policy's life;
            later decisions are the fallback's (counted as ``capped``). ``None``: no cap.
            Per question: ``fork(max_calls=n)`` (what ``DotRAGConfig.max_llm_calls`` does).
        trace: A :class:`~graphpaths.dotrag.llm.trace.DecisionLog` receiving every
            decision asked of the LLM, with the fallback's decision for the same options
            (``graphpaths eval --trace``).
        mode: ``"pure"``: the paper's policy, the LLM makes every decision among all the
            options (the reference for capable models). ``"guided"``: the fallback
            (the graph's heuristic) decides, and the LLM is asked only the decision kinds
            in ``ask``, as a pick among the fallback's ``shortlist`` best options in its
            order (short prompts, one number back): an anchor, a first-hop trajectory
            (the rest keep the fallback's order, and its ties stay ties), or, when the
            fallback would continue, whether to go on or stop there. A trajectory pick
            that is a later step of the fallback's own reading of the question is vetoed
            (counted as ``vetoed``): the fallback's first step stands.
        ask, shortlist, ask_margin, recheck: a guided policy's
            :class:`~graphpaths.dotrag.llm.settings.GuidedSettings`, checked in
            every mode. ``ask``: the decision kinds a guided policy asks (``GUIDED_KINDS``:
            ``rank_anchors``, ``rank_trajectories``, ``rank_plans``, ``decide``); default
            ``GUIDED_ASK`` (BENCHMARKS.md, issue 13). ``rank_plans`` shows the
            fallback's best readings of the question as whole paths from the anchor
            (``X -> child of -> person -> born in -> city``) and the pick steers every later
            decision from that anchor (:meth:`HeuristicPolicy.steered`); it is asked in place
            of ``rank_trajectories`` and needs a fallback that reads plans.
        shortlist: How many of the fallback's best options a guided prompt offers (at
            least 2; more when the fallback ties more at the top).
        ask_margin: A guided policy leaves a trajectory ranking to the fallback when the
            fallback's ``margin`` (:class:`~graphpaths.dotrag.protocol.policy.ScoredRanking`: its
            best option's evidence over the next one's) is at least this; ``None`` asks
            always. The default, 1.0, is one matched word of the question: the model
            breaks near-ties, the graph keeps what the question plainly says
            (BENCHMARKS.md, issue 13).
        recheck: A guided policy asks a trajectory pick other than the fallback's best a
            second time, with the shortlist rotated by one (every option moves), and
            follows it only if the model picks the same option again: a pick that depends
            on where an option stands is not evidence (one more call, only when the model
            disagrees with the graph). Off by default: with a 1.5B model it removed one
            positional pick on MetaQA and two right ones on biomed (BENCHMARKS.md, issue 13).
    """

    name = "llm"
    #: The policy's mode (one of ``POLICY_MODES``), set by each subclass.
    mode: ClassVar[str]

    def __new__(cls, *args: Any, mode: str | None = None, **settings: Any) -> Self:
        """``LLMPolicy(...)`` makes the subclass of ``mode``; a subclass makes itself."""
        made: type[LLMPolicy] = cls
        if cls is LLMPolicy:
            chosen = "pure" if mode is None else mode
            check_choice(None, "mode", chosen, POLICY_MODES)
            made = next(sub for sub in LLMPolicy.__subclasses__() if sub.mode == chosen)
        return cast(Self, super().__new__(made))

    def __init__(
        self,
        llm: LLM,
        *,
        fallback: Policy,
        overview: str | None = None,
        show_previews: bool = True,
        max_tokens: int = DEFAULT_MAX_TOKENS,
        prompts: PromptConfig | None = None,
        stats: PolicyStats | None = None,
        max_calls: int | None = None,
        trace: DecisionLog | None = None,
        mode: str | None = None,
        ask: Sequence[str] = GUIDED_ASK,
        shortlist: int = 3,
        ask_margin: float | None = DEFAULT_ASK_MARGIN,
        recheck: bool = DEFAULT_RECHECK,
    ) -> None:
        if not isinstance(llm, LLM):
            raise ConfigError(
                f"llm: expected an LLM (complete and acomplete), got {type(llm).__name__}"
            )
        if not isinstance(fallback, Policy):
            raise ConfigError(
                f"fallback: expected a Policy (the deterministic one), got {type(fallback).__name__}"
            )
        check_int(None, "max_tokens", max_tokens)
        if prompts is None:
            prompts = PromptConfig(overview=overview, show_previews=show_previews)
        elif not isinstance(prompts, PromptConfig):
            raise ConfigError(f"prompts: expected a PromptConfig, got {type(prompts).__name__}")
        elif overview is not None or show_previews is not True:
            raise ConfigError(
                "overview, show_previews: give them inside prompts=PromptConfig(...) "
                f"when prompts is given, got overview={overview!r}, show_previews={show_previews!r}"
            )
        if stats is not None and not isinstance(stats, PolicyStats):
            raise ConfigError(f"stats: expected a PolicyStats, got {type(stats).__name__}")
        if max_calls is not None:
            check_int(None, "max_calls", max_calls, low=0)
        if trace is not None and not isinstance(trace, DecisionLog):
            raise ConfigError(f"trace: expected a DecisionLog, got {type(trace).__name__}")
        if mode is not None and mode != self.mode:
            check_choice(None, "mode", mode, POLICY_MODES)
            raise ConfigError(
                f"mode: a {type(self).__name__} decides in {self.mode!r}, got {mode!r}"
            )
        #: The guided settings, checked in every mode (only a guided policy uses them).
        self.guided = GuidedSettings(
            ask=ask, shortlist=shortlist, ask_margin=ask_margin, recheck=recheck
        )
        self._fallback = fallback
        self._prompts = prompts
        # The graph whose deterministic overview the prompts show (set by for_graph), so
        # for_lexicon can draw it again with the types' titles.
        self._overview_graph: Graph | None = None
        self.stats = stats if stats is not None else PolicyStats()
        self.trace = trace
        self._asker = Asker(
            llm,
            fallback_name=fallback.name,
            max_tokens=max_tokens,
            stats=self.stats,
            trace=trace,
            max_calls=max_calls,
        )
        self._setup()

    def _setup(self) -> None:
        """A subclass's own checks and state, once the settings are in place."""

    @property
    def llm(self) -> LLM:
        return self._asker.llm

    @property
    def fallback(self) -> Policy:
        return self._fallback

    @property
    def prompts(self) -> PromptConfig:
        return self._prompts

    @property
    def max_tokens(self) -> int:
        return self._asker.max_tokens

    @property
    def max_calls(self) -> int | None:
        return self._asker.max_calls

    @property
    def budget_meter(self) -> BudgetMeter | None:
        """The meter of the budget this policy spends (a fork with ``budget``), else ``None``."""
        llm = self._asker.llm
        return llm.meter if isinstance(llm, BudgetedLLM) else None

    def fork(self, *, max_calls: int | None = None, budget: LLMBudget | None = None) -> Self:
        """The same policy with fresh counters that also count into :attr:`stats`.

        Use one fork per question for exact per-question stats while questions run
        concurrently on one policy: ``q = policy.fork(); ...; q.stats.snapshot()``.
        ``max_calls`` caps the fork's own LLM calls (``None``: this policy's cap).
        ``budget``: the fork's calls spend this :class:`~graphpaths.llm.LLMBudget` (its
        clock starts now); see :attr:`budget_meter`. Both may be given: the call cap counts
        the calls the policy sends, the budget refuses what it does not cover.
        """
        if budget is not None and not isinstance(budget, LLMBudget):
            raise ConfigError(f"budget: expected an LLMBudget, got {type(budget).__name__}")
        return self._remade(
            self.llm if budget is None else BudgetedLLM(self.llm, budget),
            fallback=self._fallback,
            prompts=self._prompts,
            stats=PolicyStats(parent=self.stats),
            max_calls=self.max_calls if max_calls is None else max_calls,
        )

    def warmup(self) -> None:
        """Warm up the fallback (:mod:`graphpaths.warmup`); the LLM is not called."""
        warm_up(self._fallback)

    def for_graph(self, graph: Graph, lexicon: Lexicon | None = None) -> Self:
        """The same policy for another graph (an updated index's, a filtered view's): its
        fallback's ``for_graph`` (given ``lexicon``, an updated index's words, when it takes
        one), and when its prompts show an overview, the deterministic
        overview of ``graph`` (:func:`~graphpaths.dotrag.llm.overview.deterministic_overview`;
        no LLM call). Counters and the call cap carry on (the same :attr:`stats`)."""
        for_graph = getattr(self._fallback, "for_graph", None)
        if not callable(for_graph):
            raise ConfigError(
                f"fallback: {type(self._fallback).__name__} has no for_graph(graph), so the "
                "LLM policy cannot follow the graph's update"
            )
        prompts = self._prompts
        if prompts.overview is not None:
            prompts = dataclasses.replace(prompts, overview=deterministic_overview(graph).text)
        overview_graph = graph if prompts.overview is not None else None
        fallback = remade_for_graph(for_graph, graph, lexicon)
        if not isinstance(fallback, Policy):
            raise ConfigError(
                f"fallback: {type(self._fallback).__name__}.for_graph() must return a Policy, "
                f"got {type(fallback).__name__}"
            )
        return self._carried_on(fallback, prompts, overview_graph)

    def for_lexicon(self, lexicon: Lexicon) -> Self:
        """The same policy with prompts naming the types by their titles in ``lexicon``
        (bound to the graph this policy reads: :meth:`~graphpaths.dotrag.reading.lexicon.Lexicon.titles`),
        and its fallback given the lexicon too when it takes one; this policy itself when
        nothing changes. Counters and the call cap carry on. ``DotRAG`` calls it for every
        graph it runs on (an index's revision, a filtered view)."""
        titles = {name: title for name, title in lexicon.titles().items() if title != name}
        fallback = policy_with_lexicon(self._fallback, lexicon)
        prompts = dataclasses.replace(self._prompts, type_titles=titles)
        graph = self._overview_graph
        if graph is not None:  # the overview for_graph drew, now with the titles
            prompts = dataclasses.replace(
                prompts, overview=deterministic_overview(graph, titles=titles).text
            )
        if prompts == self._prompts and fallback is self._fallback:
            return self
        return self._carried_on(fallback, prompts, graph)

    def _carried_on(
        self, fallback: Policy, prompts: PromptConfig, overview_graph: Graph | None
    ) -> Self:
        """This policy with another fallback and prompts, its LLM, counters, call cap and
        calls left carried on (:meth:`for_graph`, :meth:`for_lexicon`)."""
        made = self._remade(
            self.llm, fallback=fallback, prompts=prompts, stats=self.stats, max_calls=self.max_calls
        )
        made._asker.calls_left = self._asker.calls_left
        made._overview_graph = overview_graph
        return made

    def _remade(
        self,
        llm: LLM,
        *,
        fallback: Policy,
        prompts: PromptConfig,
        stats: PolicyStats,
        max_calls: int | None,
    ) -> Self:
        """This policy's class and settings with these collaborators."""
        return type(self)(
            llm,
            fallback=fallback,
            max_tokens=self.max_tokens,
            prompts=prompts,
            stats=stats,
            max_calls=max_calls,
            trace=self.trace,
            **dataclasses.asdict(self.guided),
        )

    def __repr__(self) -> str:
        overview = "overview" if self._prompts.overview else "no overview"
        previews = "previews" if self._prompts.show_previews else "no previews"
        return f"LLMPolicy({self.llm!r}, {overview}, {previews}, fallback={self._fallback.name!r})"

    # -- each decision, written once as steps (by the subclass of each mode) -----------
    def _rank_anchors(self, query: str, anchors: Sequence[AnchorOption]) -> Steps[list[int]]:
        raise NotImplementedError

    def _rank_trajectories(
        self, query: str, anchor: AnchorOption, trajectories: Sequence[TrajectoryOption]
    ) -> Steps[list[int]]:
        raise NotImplementedError

    def _plan_first_hops(
        self, query: str, trajectory: TrajectoryOption, continuation_types: Sequence[str]
    ) -> Steps[FirstHopPlan]:
        raise NotImplementedError

    def _decide(self, query: str, state: SearchState, next_types: Sequence[str]) -> Steps[Decision]:
        """Stop or continue towards one of ``next_types`` (never empty: see :meth:`decide`)."""
        raise NotImplementedError

    def _review(self, query: str, state: SearchState) -> Steps[Stop]:
        raise NotImplementedError

    def _decision(
        self, query: str, state: SearchState, next_types: Sequence[str]
    ) -> Steps[Decision]:
        """With no type reachable at the next hop only a stop is possible: the review."""
        return self._decide(query, state, next_types) if next_types else self._review(query, state)

    # -- Policy: the steps run in this thread ---------------------------------------------
    def rank_anchors(self, query: str, anchors: Sequence[AnchorOption]) -> list[int]:
        return run_steps(self._rank_anchors(query, anchors))

    def rank_trajectories(
        self, query: str, anchor: AnchorOption, trajectories: Sequence[TrajectoryOption]
    ) -> list[int]:
        return run_steps(self._rank_trajectories(query, anchor, trajectories))

    def plan_first_hops(
        self, query: str, trajectory: TrajectoryOption, continuation_types: Sequence[str]
    ) -> FirstHopPlan:
        return run_steps(self._plan_first_hops(query, trajectory, continuation_types))

    def decide(self, query: str, state: SearchState, next_types: Sequence[str]) -> Decision:
        return run_steps(self._decision(query, state, next_types))

    def review(self, query: str, state: SearchState) -> Stop:
        return run_steps(self._review(query, state))

    # -- AsyncPolicy: the same steps, awaited ---------------------------------------------
    async def arank_anchors(self, query: str, anchors: Sequence[AnchorOption]) -> list[int]:
        return await arun_steps(self._rank_anchors(query, anchors))

    async def arank_trajectories(
        self, query: str, anchor: AnchorOption, trajectories: Sequence[TrajectoryOption]
    ) -> list[int]:
        return await arun_steps(self._rank_trajectories(query, anchor, trajectories))

    async def arank_all_trajectories(
        self,
        query: str,
        groups: Sequence[tuple[AnchorOption, Sequence[TrajectoryOption]]],
    ) -> list[list[int]]:
        """Every anchor's trajectory ranking, the calls running concurrently (in order)."""
        return list(
            await asyncio.gather(
                *(self.arank_trajectories(query, anchor, options) for anchor, options in groups)
            )
        )

    async def aplan_first_hops(
        self, query: str, trajectory: TrajectoryOption, continuation_types: Sequence[str]
    ) -> FirstHopPlan:
        return await arun_steps(self._plan_first_hops(query, trajectory, continuation_types))

    async def adecide(self, query: str, state: SearchState, next_types: Sequence[str]) -> Decision:
        return await arun_steps(self._decision(query, state, next_types))

    async def areview(self, query: str, state: SearchState) -> Stop:
        return await arun_steps(self._review(query, state))
