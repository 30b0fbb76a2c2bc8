"""DotRAG's decisions made by an LLM: :class:`LLMPolicy`, with counted retries and fallbacks.

:class:`LLMPolicy` implements :class:`~graphpaths.dotrag.policy.Policy` (sync, through
``llm.complete``) and :class:`~graphpaths.dotrag.policy.AsyncPolicy` (async, through
``llm.acomplete``). For each decision it builds a prompt from
:mod:`graphpaths.dotrag.prompts` (numbered options; a JSON schema enumerating exactly the
offered option numbers and type names), then:

1. sends it; the answer is parsed and validated against the options offered;
2. if the answer is invalid (not JSON, an unknown number, a type not offered, ...), sends
   one retry carrying the bad answer and the validation error;
3. if that is invalid too, or the LLM raised :class:`~graphpaths.errors.LLMError` (a
   transport failure after the client's own retries; no second attempt), the deterministic
   ``fallback`` policy decides that step.

Decisions with a single option (one anchor, one trajectory) are answered without a call, and
:meth:`LLMPolicy.decide` with no type reachable at the next hop asks the review question
(only a stop is possible; it is counted as a review).

A per-question :class:`~graphpaths.llm.LLMBudget` (calls, tokens, seconds; DotRAG's
``llm_budget`` setting) runs the question on ``policy.fork(budget=...)``, whose LLM is a
:class:`~graphpaths.llm.BudgetedLLM`: once a limit runs out, calls are refused (or cut short
at the deadline) with an :class:`~graphpaths.errors.LLMBudgetError` and the fallback decides,
counted as ``budget_stops``.

Everything is counted in a thread-safe :class:`PolicyStats`: decisions, LLM calls, tokens,
invalid answers, retries, LLM errors and fallbacks per decision kind. Per-question numbers:
run each question on ``policy.fork()`` (same LLM, fallback and prompts; fresh counters that
also add into the parent's), or, when questions run one at a time, subtract snapshots with
:meth:`PolicyStats.delta`.

Example:
    >>> from graphpaths.dotrag.policy import FirstHopPlan, Stop
    >>> from graphpaths.dotrag.types import AnchorOption
    >>> from graphpaths.llm import ScriptedLLM
    >>> class OfferedOrder:  # a deterministic fallback
    ...     name = "offered-order"
    ...     def rank_anchors(self, query, anchors): return list(range(len(anchors)))
    ...     def rank_trajectories(self, query, anchor, ts): return list(range(len(ts)))
    ...     def plan_first_hops(self, query, t, types): return FirstHopPlan(query=query)
    ...     def decide(self, query, state, next_types): return Stop()
    ...     def review(self, query, state): return Stop()
    >>> anchors = [
    ...     AnchorOption(entity=i, name=name, types=("movie",), similarity=0.5, mentioned=False)
    ...     for i, name in enumerate(["Kismet", "Casablanca", "Vertigo"])
    ... ]
    >>> llm = ScriptedLLM(['{"ranking": [3, 1]}', "not json", '{"ranking": [9]}'])
    >>> policy = LLMPolicy(llm, fallback=OfferedOrder())
    >>> policy.rank_anchors("Who directed Vertigo?", anchors)
    [2, 0, 1]
    >>> policy.rank_anchors("Who directed Vertigo?", anchors)  # two bad answers: fallback
    [0, 1, 2]
    >>> s = policy.stats.snapshot()
    >>> s["calls"], s["retries"], s["fallbacks"], s["fallbacks_by_kind"]["rank_anchors"]
    (3, 1, 1, 1)
"""

from __future__ import annotations

import asyncio
import dataclasses
import itertools
import logging
import threading
from collections import OrderedDict
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol, TypeVar, runtime_checkable

from graphpaths.dotrag.planning import best_plan
from graphpaths.dotrag.policy import Continue, Decision, FirstHopPlan, Policy, Stop, TiedRanking
from graphpaths.dotrag.prompts import (
    DECISION_KINDS,
    Prompt,
    PromptConfig,
    anchor_prompt,
    decide_prompt,
    first_hop_prompt,
    guided_anchor_prompt,
    guided_continue_prompt,
    guided_plan_prompt,
    guided_trajectory_prompt,
    parse_pick,
    retry_messages,
    review_prompt,
    trajectory_prompt,
)
from graphpaths.dotrag.repairs import permutation
from graphpaths.dotrag.types import AnchorOption, SearchState, TrajectoryOption
from graphpaths.errors import ConfigError, LLMAnswerError, LLMBudgetError, LLMError
from graphpaths.llm import LLM, BudgetedLLM, BudgetMeter, Completion, LLMBudget
from graphpaths.validation import check_choice, check_int

if TYPE_CHECKING:
    from graphpaths.dotrag.lexicon import Lexicon
    from graphpaths.dotrag.schema import LabelPath
    from graphpaths.graph import Graph

__all__ = [
    "DEFAULT_MAX_TOKENS",
    "GUIDED_ASK",
    "GUIDED_KINDS",
    "POLICY_MODES",
    "DecisionLog",
    "LLMPolicy",
    "PolicyStats",
    "decision_choice",
]
#: Values of ``LLMPolicy(mode=...)``.
POLICY_MODES: tuple[str, ...] = ("pure", "guided")
#: The decisions a guided policy asks its LLM by default (the others are the graph's).
GUIDED_ASK: tuple[str, ...] = ("rank_trajectories",)
#: Decision kinds a guided policy can ask (``rank_plans`` needs a fallback that reads plans).
GUIDED_KINDS: tuple[str, ...] = ("rank_anchors", "rank_trajectories", "rank_plans", "decide")
#: Guided decisions steered by a picked plan, kept per (question, anchor) for the questions
#: in flight.
STEERED_KEPT = 256
#: A guided policy's ``ask_margin``: the fallback's evidence margin from which it decides alone.
DEFAULT_ASK_MARGIN = 1.0
#: A guided policy's ``recheck``: whether a pick against the fallback's is asked again.
DEFAULT_RECHECK = False

log = logging.getLogger(__name__)

T = TypeVar("T")

#: Answer cap per call: the longest answer (a plan with a few continuations) needs ~80.
DEFAULT_MAX_TOKENS = 256

_COUNTERS: tuple[str, ...] = (
    "decisions",
    "trivial",
    "calls",
    "llm_errors",
    "invalid_answers",
    "retries",
    "transport_retries",
    "fallbacks",
    "budget_stops",
    "prompt_tokens",
    "completion_tokens",
    "missing_usage",
    "vetoed",
    "rechecks",
    "unconfirmed",
    "capped",
    "by_graph",
)


class PolicyStats:
    """Thread-safe counters of an :class:`LLMPolicy`; :meth:`snapshot` gives them as a dict.

    Counters (all integers but ``latency_s``):

    - ``decisions``: decisions asked; ``trivial``: those answered without a call (one option).
    - ``calls``: LLM calls sent (retries included; a call that raised ``LLMError`` too).
    - ``llm_errors``: calls that raised :class:`~graphpaths.errors.LLMError` (the client's
      own transport retries are counted by the LLM's stats, not here).
    - ``invalid_answers``: answers that failed parsing or validation.
    - ``retries``: second attempts after an invalid answer.
    - ``transport_retries``: requests the LLM client repeated itself within those calls
      (timeouts, HTTP 429/5xx; :attr:`~graphpaths.llm.Completion.retries` of an answer,
      :attr:`~graphpaths.errors.LLMError.retries` of a failure).
    - ``budget_stops``: calls the question's LLM budget refused or cut short (an
      :class:`~graphpaths.errors.LLMBudgetError`; counted in ``calls`` only if a request was
      sent, never in ``llm_errors``); the fallback decided those steps.
    - ``fallbacks``: decisions made by the fallback policy; ``fallbacks_by_kind`` and
      ``decisions_by_kind`` split them by decision (``rank_anchors``, ...).
    - ``by_graph``: decisions a guided policy left to the fallback without asking (kinds
      not in its ``ask``, or nothing to choose among its shortlist).
    - ``capped``: decisions made by the fallback policy because the per-question call cap
      (``fork(max_calls=...)``, :attr:`~graphpaths.dotrag.types.DotRAGConfig.max_llm_calls`)
      was spent (not counted as ``fallbacks``).
    - ``vetoed``: a guided model's trajectory picks the graph overruled: the pick's
      relation is a later step of the fallback's own best reading (the model took the
      question's last relation for its first), so the fallback's first step stands.
    - ``rechecks``: a guided model's trajectory picks asked again with the shortlist
      rotated (``recheck``); ``unconfirmed``: those the second answer did not repeat, so
      the fallback's first step stands.
    - ``prompt_tokens``, ``completion_tokens``: as the LLM reported them;
      ``missing_usage``: successful calls that reported none. ``latency_s``: summed.

    ``parent``: another :class:`PolicyStats` that every count is added to as well (what
    :meth:`LLMPolicy.fork` uses for per-question counters next to the totals).
    """

    def __init__(self, *, parent: PolicyStats | None = None) -> None:
        if parent is not None and not isinstance(parent, PolicyStats):
            raise ConfigError(f"parent: expected a PolicyStats, got {type(parent).__name__}")
        self._parent = parent
        self._lock = threading.Lock()
        self._counts = dict.fromkeys(_COUNTERS, 0)
        self._by_kind: dict[str, dict[str, int]] = {
            "decisions_by_kind": dict.fromkeys(DECISION_KINDS, 0),
            "fallbacks_by_kind": dict.fromkeys(DECISION_KINDS, 0),
        }
        self._latency_s = 0.0

    def _add(
        self, counts: Mapping[str, int], kind: str | None = None, latency_s: float = 0.0
    ) -> None:
        with self._lock:
            for name, value in counts.items():
                self._counts[name] += value
                if kind is not None and name in ("decisions", "fallbacks"):
                    table = self._by_kind[f"{name}_by_kind"]
                    table[kind] = table.get(kind, 0) + value
            self._latency_s += latency_s
        if self._parent is not None:
            self._parent._add(counts, kind, latency_s)

    def record_decision(self, kind: str, *, trivial: bool = False) -> None:
        self._add({"decisions": 1, "trivial": int(trivial)}, kind)

    def record_completion(self, completion: Completion) -> None:
        missing = completion.prompt_tokens is None or completion.completion_tokens is None
        self._add(
            {
                "calls": 1,
                "transport_retries": completion.retries,
                "prompt_tokens": completion.prompt_tokens or 0,
                "completion_tokens": completion.completion_tokens or 0,
                "missing_usage": int(missing),
            },
            latency_s=completion.latency_s,
        )

    def record_llm_error(self, error: LLMError) -> None:
        self._add({"calls": 1, "llm_errors": 1, "transport_retries": error.retries})

    def record_budget_stop(self, error: LLMBudgetError) -> None:
        sent = error.attempts > 0
        self._add({"calls": int(sent), "budget_stops": 1, "transport_retries": error.retries})

    def record_invalid(self, *, retrying: bool) -> None:
        self._add({"invalid_answers": 1, "retries": int(retrying)})

    def record_fallback(self, kind: str) -> None:
        self._add({"fallbacks": 1}, kind)

    def record_capped(self) -> None:
        self._add({"capped": 1})

    def record_veto(self) -> None:
        self._add({"vetoed": 1})

    def record_recheck(self, *, confirmed: bool) -> None:
        self._add({"rechecks": 1, "unconfirmed": int(not confirmed)})

    def record_by_graph(self, kind: str) -> None:
        self._add({"decisions": 1, "by_graph": 1}, kind)

    def snapshot(self) -> dict[str, Any]:
        """The counters now, as a JSON-ready dict (a copy)."""
        with self._lock:
            out: dict[str, Any] = dict(self._counts)
            out["latency_s"] = self._latency_s
            for name, table in self._by_kind.items():
                out[name] = dict(table)
        return out

    @staticmethod
    def delta(after: Mapping[str, Any], before: Mapping[str, Any]) -> dict[str, Any]:
        """``after - before`` for two :meth:`snapshot` dicts (nested dicts too)."""
        out: dict[str, Any] = {}
        for key, value in after.items():
            old = before.get(key, 0)
            if isinstance(value, Mapping):
                inner = old if isinstance(old, Mapping) else {}
                out[key] = {k: v - inner.get(k, 0) for k, v in value.items()}
            else:
                out[key] = value - old
        return out

    def __repr__(self) -> str:
        s = self.snapshot()
        return (
            f"PolicyStats(decisions={s['decisions']}, calls={s['calls']}, "
            f"retries={s['retries']}, fallbacks={s['fallbacks']}, llm_errors={s['llm_errors']})"
        )


def decision_choice(decision: object) -> dict[str, Any]:
    """A decision as JSON data: ``{"ranking"}``, ``{"query", "continuations"}`` (a plan),
    ``{"action": "stop", "preferred_depths"}`` or ``{"action": "continue", "next_type",
    "query"}``.

    Example:
        >>> decision_choice(Stop(preferred_depths=frozenset({2, 1})))
        {'action': 'stop', 'preferred_depths': [1, 2]}
    """
    if isinstance(decision, FirstHopPlan):
        return {
            "query": decision.query,
            "continuations": [c.type_name for c in decision.continuations],
        }
    if isinstance(decision, Stop):
        return {"action": "stop", "preferred_depths": sorted(decision.preferred_depths)}
    if isinstance(decision, Continue):
        return {
            "action": "continue",
            "next_type": decision.next.type_name,
            "query": decision.next.query,
        }
    if isinstance(decision, list):
        return {"ranking": [int(i) for i in decision]}
    if isinstance(decision, int) and not isinstance(decision, bool):
        return {"ranking": [decision]}  # a guided pick among the options shown
    raise ConfigError(f"decision: not a DotRAG decision: {decision!r}")


class DecisionLog:
    """A thread-safe list of the decisions an :class:`LLMPolicy` asked its LLM (the trace).

    Each record is JSON data: ``kind``; ``options`` (what was offered, with the graph
    indices a judge needs); ``prompt`` (the messages of the first attempt); ``answers``
    (the raw answer texts, a retry's too); ``source`` (``"llm"``, ``"fallback"`` after
    invalid answers or an LLM error, ``"capped"`` after the call cap); ``choice`` (the
    decision taken, :func:`decision_choice`) and ``heuristic`` (what the fallback policy
    decides for the same options). :meth:`take` empties it (one question's decisions).
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._records: list[dict[str, Any]] = []

    def add(self, record: dict[str, Any]) -> None:
        with self._lock:
            self._records.append(record)

    def take(self) -> list[dict[str, Any]]:
        """The records so far (oldest first), removed from the log."""
        with self._lock:
            records, self._records = self._records, []
        return records

    def __len__(self) -> int:
        with self._lock:
            return len(self._records)


def _anchor_options(anchors: Sequence[AnchorOption]) -> dict[str, Any]:
    return {"options": [{"entity": a.entity, "name": a.name} for a in anchors]}


def _trajectory_options(
    anchor: AnchorOption, trajectories: Sequence[TrajectoryOption]
) -> dict[str, Any]:
    return {
        "anchor": anchor.entity,
        "options": [{"type": t.type_name, "size": t.size} for t in trajectories],
    }


def _plan_options(anchor: AnchorOption, plans: Sequence[LabelPath]) -> dict[str, Any]:
    return {
        "anchor": anchor.entity,
        "options": [
            {"labels": list(p.labels), "types": list(p.types), "score": round(p.score, 3)}
            for p in plans
        ],
    }


def _rotated(options: Sequence[TrajectoryOption]) -> list[TrajectoryOption]:
    """``options`` rotated by one, the first last: every option moves (a reversal keeps the
    middle of three in place)."""
    return [*options[1:], *options[:1]]


def _repeats(labels: Sequence[str]) -> bool:
    """Whether a walk takes one label twice in a row."""
    return any(a == b for a, b in itertools.pairwise(labels))


@runtime_checkable
class PlanReader(Protocol):
    """A fallback policy that reads a question into ranked plans and can be steered to one
    (:class:`~graphpaths.dotrag.heuristic.HeuristicPolicy`): what ``rank_plans`` needs."""

    def read(self, query: str, anchor: int, anchor_name: str) -> Any: ...

    def steered(self, query: str, anchor: int, anchor_name: str, plan: LabelPath) -> Policy: ...


def _state_options(state: SearchState, next_types: Sequence[str]) -> dict[str, Any]:
    return {
        "anchor": state.anchor,
        "depth": state.depth,
        "types": [h.type_name for h in sorted(state.hops, key=lambda h: h.depth)],
        "options": list(next_types),
    }


class LLMPolicy:
    """DotRAG's decisions by an LLM, constrained to the offered options (sync and async).

    Args:
        llm: Any :class:`~graphpaths.llm.LLM` (``OpenAIChatLLM``, ``ScriptedLLM``, ...).
        fallback: The deterministic policy that decides a step when the LLM fails twice or
            raises :class:`~graphpaths.errors.LLMError` (the pipeline passes its heuristic
            policy). Only its sync methods are used.
        overview: The global graph overview text; ``None``: no overview (ablation).
        show_previews: ``False``: prompts show ``No Preview`` instead of previews (ablation).
        max_tokens: Answer cap per call.
        prompts: Full prompt settings (:class:`~graphpaths.dotrag.prompts.PromptConfig`);
            give ``overview`` and ``show_previews`` inside it then, not as arguments.
        stats: Where to count; default a fresh :class:`PolicyStats`.
        max_calls: At most this many LLM calls (retries included) over the policy's life;
            later decisions are the fallback's (counted as ``capped``). ``None``: no cap.
            Per question: ``fork(max_calls=n)`` (what ``DotRAGConfig.max_llm_calls`` does).
        trace: A :class:`DecisionLog` receiving every decision asked of the LLM, with the
            fallback's decision for the same options (``graphpaths eval --trace``).
        mode: ``"pure"``: the paper's policy, the LLM makes every decision among all the
            options (the reference for capable models). ``"guided"``: the fallback
            (the graph's heuristic) decides, and the LLM is asked only the decision kinds
            in ``ask``, as a pick among the fallback's ``shortlist`` best options in its
            order (short prompts, one number back): an anchor, a first-hop trajectory
            (the rest keep the fallback's order, and its ties stay ties), or, when the
            fallback would continue, whether to go on or stop there. A trajectory pick
            that is a later step of the fallback's own reading of the question is vetoed
            (counted as ``vetoed``): the fallback's first step stands.
        ask: The decision kinds a guided policy asks (:data:`GUIDED_KINDS`:
            ``rank_anchors``, ``rank_trajectories``, ``rank_plans``, ``decide``); default
            :data:`GUIDED_ASK` (BENCHMARKS.md, issue 13). ``rank_plans`` shows the
            fallback's best readings of the question as whole paths from the anchor
            (``X -> child of -> person -> born in -> city``) and the pick steers every later
            decision from that anchor (:meth:`HeuristicPolicy.steered`); it is asked in place
            of ``rank_trajectories`` and needs a fallback that reads plans.
        shortlist: How many of the fallback's best options a guided prompt offers (at
            least 2; more when the fallback ties more at the top).
        ask_margin: A guided policy leaves a trajectory ranking to the fallback when the
            fallback's ``margin`` (:class:`~graphpaths.dotrag.policy.ScoredRanking`: its
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
        mode: str = "pure",
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
        self.trace = trace
        check_choice(None, "mode", mode, POLICY_MODES)
        if isinstance(ask, str) or not all(isinstance(k, str) for k in ask):
            raise ConfigError(f"ask: expected decision kind names, got {ask!r}")
        unknown = [k for k in ask if k not in GUIDED_KINDS]
        if unknown:
            raise ConfigError(
                f"ask: a guided policy can ask {', '.join(GUIDED_KINDS)}, got {unknown!r}"
            )
        # the fallback the plan readings come from, when rank_plans is asked
        self._plan_reader: PlanReader | None = None
        if "rank_plans" in ask:
            if not isinstance(fallback, PlanReader):
                raise ConfigError(
                    f"ask: rank_plans needs a fallback that reads plans (read and steered, as "
                    f"HeuristicPolicy), got {type(fallback).__name__}"
                )
            self._plan_reader = fallback
        check_int(None, "shortlist", shortlist, low=2)
        self.mode = mode
        self.ask: tuple[str, ...] = tuple(ask)
        self.shortlist = shortlist
        if ask_margin is not None and not (
            isinstance(ask_margin, int | float) and ask_margin >= 0 and ask_margin == ask_margin
        ):
            raise ConfigError(f"ask_margin: expected a number >= 0 or None, got {ask_margin!r}")
        self.ask_margin = ask_margin
        if not isinstance(recheck, bool):
            raise ConfigError(f"recheck: expected True or False, got {recheck!r}")
        self.recheck = recheck
        self._max_calls = max_calls
        self._calls_left = max_calls
        self._cap_lock = threading.Lock()
        self._llm = llm
        self._fallback = fallback
        self._max_tokens = max_tokens
        self._prompts = prompts
        self.stats = stats if stats is not None else PolicyStats()
        self._steered: OrderedDict[tuple[str, int], Policy] = OrderedDict()

    @property
    def llm(self) -> LLM:
        return self._llm

    @property
    def fallback(self) -> Policy:
        return self._fallback

    @property
    def prompts(self) -> PromptConfig:
        return self._prompts

    @property
    def max_tokens(self) -> int:
        return self._max_tokens

    @property
    def max_calls(self) -> int | None:
        return self._max_calls

    @property
    def budget_meter(self) -> BudgetMeter | None:
        """The meter of the budget this policy spends (a fork with ``budget``), else ``None``."""
        return self._llm.meter if isinstance(self._llm, BudgetedLLM) else None

    def fork(self, *, max_calls: int | None = None, budget: LLMBudget | None = None) -> LLMPolicy:
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
        return LLMPolicy(
            self._llm if budget is None else BudgetedLLM(self._llm, budget),
            fallback=self._fallback,
            max_tokens=self._max_tokens,
            prompts=self._prompts,
            stats=PolicyStats(parent=self.stats),
            max_calls=self._max_calls if max_calls is None else max_calls,
            trace=self.trace,
            mode=self.mode,
            ask=self.ask,
            shortlist=self.shortlist,
            ask_margin=self.ask_margin,
            recheck=self.recheck,
        )

    def for_graph(self, graph: Graph) -> LLMPolicy:
        """The same policy for another graph (an updated index's, a filtered view's): its
        fallback's
        ``for_graph``, and when its prompts show an overview, the deterministic overview of
        ``graph`` (:func:`~graphpaths.dotrag.overview.deterministic_overview`; no LLM call).
        Counters and the call cap carry on (the same :attr:`stats`)."""
        from graphpaths.dotrag.overview import deterministic_overview

        for_graph = getattr(self._fallback, "for_graph", None)
        if not callable(for_graph):
            raise ConfigError(
                f"fallback: {type(self._fallback).__name__} has no for_graph(graph), so the "
                "LLM policy cannot follow the graph's update"
            )
        prompts = self._prompts
        if prompts.overview is not None:
            prompts = dataclasses.replace(prompts, overview=deterministic_overview(graph).text)
        return self._remade(for_graph(graph), prompts)

    def for_lexicon(self, lexicon: Lexicon) -> LLMPolicy:
        """The same policy with prompts naming the types by their titles in ``lexicon``
        (bound to the graph this policy reads: :meth:`~graphpaths.dotrag.lexicon.Lexicon.titles`),
        and its fallback given the lexicon too when it takes one; this policy itself when
        nothing changes. Counters and the call cap carry on. ``DotRAG`` calls it for every
        graph it runs on (an index's revision, a filtered view)."""
        from graphpaths.dotrag.views import policy_with_lexicon

        titles = {name: title for name, title in lexicon.titles().items() if title != name}
        fallback = policy_with_lexicon(self._fallback, lexicon)
        if titles == dict(self._prompts.type_titles) and fallback is self._fallback:
            return self
        return self._remade(fallback, dataclasses.replace(self._prompts, type_titles=titles))

    def _remade(self, fallback: Policy, prompts: PromptConfig) -> LLMPolicy:
        """This policy with another fallback and prompts; counters and the cap carry on."""
        made = LLMPolicy(
            self._llm,
            fallback=fallback,
            max_tokens=self._max_tokens,
            prompts=prompts,
            stats=self.stats,
            max_calls=self._max_calls,
            trace=self.trace,
            mode=self.mode,
            ask=self.ask,
            shortlist=self.shortlist,
            ask_margin=self.ask_margin,
            recheck=self.recheck,
        )
        made._calls_left = self._calls_left
        return made

    def _take_call(self) -> bool:
        """Whether the cap leaves a call to send (and, if so, spend it)."""
        with self._cap_lock:
            if self._calls_left is None:
                return True
            if self._calls_left <= 0:
                return False
            self._calls_left -= 1
            return True

    def __repr__(self) -> str:
        overview = "overview" if self._prompts.overview else "no overview"
        previews = "previews" if self._prompts.show_previews else "no previews"
        return f"LLMPolicy({self._llm!r}, {overview}, {previews}, fallback={self._fallback.name!r})"

    # -- one decision: ask, validate, retry once, fall back -----------------------------
    def _check(
        self, prompt: Prompt[T], completion: Completion, attempt: int
    ) -> tuple[T] | LLMAnswerError:
        """``(decision,)`` if the answer is valid, else the validation error (counted)."""
        self.stats.record_completion(completion)
        try:
            return (prompt.parse(completion.text),)
        except LLMAnswerError as err:
            retrying = attempt == 0
            self.stats.record_invalid(retrying=retrying)
            log.info("%s: invalid LLM answer (attempt %d): %s", prompt.kind, attempt + 1, err)
            return err

    def _on_llm_error(self, prompt: Prompt[T], err: LLMError) -> None:
        if isinstance(err, LLMBudgetError):
            self.stats.record_budget_stop(err)
            log.info("%s: %s; the fallback decides", prompt.kind, err)
            return
        self.stats.record_llm_error(err)
        log.warning("%s: LLM call failed, the fallback decides: %s", prompt.kind, err)

    def _fall_back(self, prompt: Prompt[T], decide: Callable[[], T]) -> T:
        self.stats.record_fallback(prompt.kind)
        log.info("%s: decided by the fallback policy %r", prompt.kind, self._fallback.name)
        return decide()

    def _traced(
        self,
        prompt: Prompt[T],
        fallback: Callable[[], T],
        options: dict[str, Any] | None,
        answers: list[str],
        outcome: tuple[str, T] | None,
    ) -> T:
        """The decision (the LLM's, else the fallback's), logged in :attr:`trace` if any."""
        if outcome is None:
            decision = self._fall_back(prompt, fallback)
            source = "fallback"
        else:
            source, decision = outcome
            if source == "capped":
                self.stats.record_capped()
                log.info("%s: LLM call cap spent, the fallback decides", prompt.kind)
        if self.trace is not None and options is not None:
            heuristic = decision if source != "llm" else fallback()
            self.trace.add(
                {
                    "kind": prompt.kind,
                    **options,
                    "prompt": [m.to_dict() for m in prompt.messages],
                    "answers": answers,
                    "source": source,
                    "choice": decision_choice(decision),
                    "heuristic": decision_choice(heuristic),
                }
            )
        return decision

    def _run(
        self, prompt: Prompt[T], fallback: Callable[[], T], options: dict[str, Any] | None = None
    ) -> T:
        self.stats.record_decision(prompt.kind)
        messages = prompt.messages
        answers: list[str] = []
        outcome: tuple[str, T] | None = None
        for attempt in range(2):
            if not self._take_call():
                outcome = ("capped", fallback())
                break
            try:
                completion = self._llm.complete(
                    messages, json_schema=prompt.schema, max_tokens=self._max_tokens
                )
            except LLMError as err:
                self._on_llm_error(prompt, err)
                break
            answers.append(completion.text)
            checked = self._check(prompt, completion, attempt)
            if isinstance(checked, tuple):
                outcome = ("llm", checked[0])
                break
            messages = retry_messages(prompt.messages, completion.text, checked)
        return self._traced(prompt, fallback, options, answers, outcome)

    async def _arun(
        self, prompt: Prompt[T], fallback: Callable[[], T], options: dict[str, Any] | None = None
    ) -> T:
        self.stats.record_decision(prompt.kind)
        messages = prompt.messages
        answers: list[str] = []
        outcome: tuple[str, T] | None = None
        for attempt in range(2):
            if not self._take_call():
                outcome = ("capped", fallback())
                break
            try:
                completion = await self._llm.acomplete(
                    messages, json_schema=prompt.schema, max_tokens=self._max_tokens
                )
            except LLMError as err:
                self._on_llm_error(prompt, err)
                break
            answers.append(completion.text)
            checked = self._check(prompt, completion, attempt)
            if isinstance(checked, tuple):
                outcome = ("llm", checked[0])
                break
            messages = retry_messages(prompt.messages, completion.text, checked)
        return self._traced(prompt, fallback, options, answers, outcome)

    def _trivial(self, kind: str, count: int) -> list[int] | None:
        if count > 1:
            return None
        self.stats.record_decision(kind, trivial=True)
        return list(range(count))

    # -- guided mode: the graph decides, the LLM picks among its shortlist -----------------
    def _by_graph(self, kind: str, decide: Callable[[], T]) -> T:
        self.stats.record_by_graph(kind)
        return decide()

    def _shortlist(self, ranking: list[int], n: int) -> tuple[list[int], int, int]:
        """The fallback's order (repaired), its tie count, and how many options to offer."""
        order, _ = permutation(ranking, n)
        tied = ranking.tied if isinstance(ranking, TiedRanking) else 1
        return order, tied, min(n, max(self.shortlist, tied))

    @staticmethod
    def _merge(order: list[int], k: int, pick: int, tied: int) -> list[int]:
        short = order[:k]
        merged = [short[pick], *(i for i in short if i != short[pick]), *order[k:]]
        return TiedRanking(merged, tied=tied) if tied > 1 else merged

    def _guided_anchors(
        self, query: str, anchors: Sequence[AnchorOption]
    ) -> tuple[list[int], int, int, Prompt[int], list[AnchorOption]]:
        ranking = self._fallback.rank_anchors(query, anchors)
        order, tied, k = self._shortlist(ranking, len(anchors))
        shown = [anchors[i] for i in order[:k]]
        return order, tied, k, guided_anchor_prompt(query, shown, self._prompts), shown

    def _clear(self, ranking: list[int]) -> bool:
        """Whether the fallback's ranking is clear enough to keep without asking."""
        margin = getattr(ranking, "margin", None)
        return self.ask_margin is not None and margin is not None and margin >= self.ask_margin

    def _vetoed(
        self, query: str, anchor: AnchorOption, shown: Sequence[TrajectoryOption], pick: int
    ) -> bool:
        """Whether the graph overrules the model's ``pick`` among ``shown`` (the fallback's
        best first): the fallback reads the question as a walk of two or more steps through
        its own first choice, and the picked relation is one of that walk's later steps. A
        small model takes "where were X's kids born" for "born in" from X; the reading
        already gets there, after "child of"."""
        reader = self._fallback
        if pick == 0 or not isinstance(reader, PlanReader):
            return False
        top = shown[0]
        reading = reader.read(query, anchor.entity, anchor.name)
        plan = best_plan(reading.plans, [top.type_name], [label for label, _ in top.labels])
        if plan is None or len(plan.labels) < 2:
            return False
        later = set(plan.labels[1:])
        vetoed = any(label in later for label, _ in shown[pick].labels)
        if vetoed:
            self.stats.record_veto()
        return vetoed

    def _recheck(
        self, query: str, anchor: AnchorOption, shown: Sequence[TrajectoryOption], pick: int
    ) -> tuple[Prompt[int], Callable[[], int], dict[str, Any]] | None:
        """When ``pick`` needs rechecking, what to run: the same question with the shortlist
        rotated, its fallback (the fallback's best, now last) and the traced options."""
        if pick == 0 or not self.recheck:
            return None
        moved = _rotated(shown)
        last = len(moved) - 1
        prompt = guided_trajectory_prompt(query, anchor, moved, self._prompts)
        return prompt, lambda: last, _trajectory_options(anchor, moved)

    def _confirmed(self, pick: int, again: int, k: int) -> int:
        """``pick`` if the rotated shortlist's answer ``again`` names the same option, else 0
        (the fallback's best)."""
        confirmed = (again + 1) % k == pick
        self.stats.record_recheck(confirmed=confirmed)
        return pick if confirmed else 0

    def _decider(self, query: str, anchor: int) -> Policy:
        """The policy deciding ``query`` from ``anchor``: the fallback, steered by the plan
        the model picked for them (``rank_plans``)."""
        with self._cap_lock:
            return self._steered.get((query, anchor), self._fallback)

    def _steer(
        self, reader: PlanReader, query: str, anchor: AnchorOption, plan: LabelPath
    ) -> Policy:
        steered = reader.steered(query, anchor.entity, anchor.name, plan)
        with self._cap_lock:
            self._steered[(query, anchor.entity)] = steered
            self._steered.move_to_end((query, anchor.entity))
            while len(self._steered) > STEERED_KEPT:
                self._steered.popitem(last=False)
        return steered

    def _guided_plans(
        self, query: str, anchor: AnchorOption, trajectories: Sequence[TrajectoryOption]
    ) -> tuple[PlanReader, list[LabelPath], Prompt[int]] | None:
        """The plan reader, its best plans through the offered trajectories and the prompt
        asking the model to pick one; ``None`` when ``rank_plans`` is not asked or the graph
        decides alone (fewer than two plans, or the best leads the next by ``ask_margin`` or
        more)."""
        reader = self._plan_reader
        if reader is None:
            return None
        offered = {(t.type_name, label) for t in trajectories for label, _ in t.labels}
        plans: list[LabelPath] = []
        for plan in reader.read(query, anchor.entity, anchor.name).plans:
            if (plan.types[0], plan.labels[0]) not in offered:
                continue
            # distinct readings: not a shown one with a label walked again ("reports to ->
            # reports to"), which a small model takes for the more thorough answer
            if plans and _repeats(plan.labels) and not _repeats(plans[0].labels):
                continue
            plans.append(plan)
            if len(plans) == self.shortlist:
                break
        if len(plans) < 2:
            return None
        if self.ask_margin is not None and plans[0].score - plans[1].score >= self.ask_margin:
            return None
        shown = [(p.labels, p.types) for p in plans]
        return reader, plans, guided_plan_prompt(query, anchor, shown, self._prompts)

    def _guided_trajectories(
        self, query: str, anchor: AnchorOption, trajectories: Sequence[TrajectoryOption]
    ) -> list[int] | tuple[list[int], int, int, Prompt[int], list[TrajectoryOption]]:
        """The fallback's ranking when the graph decides alone (the kind is not asked, the
        fallback's evidence is clear, or one option is shortlisted); else the fallback's
        order, its tie count, the shortlist size, the prompt asking the model, and the
        options it shows."""
        ranking = self._decider(query, anchor.entity).rank_trajectories(query, anchor, trajectories)
        if "rank_trajectories" not in self.ask or self._clear(ranking):
            self.stats.record_by_graph("rank_trajectories")
            return ranking
        order, tied, k = self._shortlist(ranking, len(trajectories))
        if k <= 1:
            return order
        shown = [trajectories[i] for i in order[:k]]
        prompt = guided_trajectory_prompt(query, anchor, shown, self._prompts)
        return order, tied, k, prompt, shown

    def _guided_decide(
        self, query: str, state: SearchState, next_types: Sequence[str]
    ) -> tuple[Decision, Prompt[Decision] | None]:
        """The fallback's decision, and the prompt asking whether to follow it (if asked)."""
        decision = self._decider(query, state.anchor).decide(query, state, next_types)
        if "decide" not in self.ask or not isinstance(decision, Continue):
            return decision, None
        prompt = guided_continue_prompt(query, state, decision.next.type_name, self._prompts)
        stop = Stop(preferred_depths=frozenset({state.depth}))

        def parse(text: str) -> Decision:
            return decision if parse_pick(text, 2) == 0 else stop

        asked: Prompt[Decision] = Prompt(
            kind=prompt.kind, messages=prompt.messages, schema=prompt.schema, parse=parse
        )
        return decision, asked

    # -- Policy ---------------------------------------------------------------------------
    def rank_anchors(self, query: str, anchors: Sequence[AnchorOption]) -> list[int]:
        trivial = self._trivial("rank_anchors", len(anchors))
        if trivial is not None:
            return trivial
        if self.mode == "guided":
            if "rank_anchors" not in self.ask:
                return self._by_graph(
                    "rank_anchors", lambda: self._fallback.rank_anchors(query, anchors)
                )
            order, tied, k, guided, shown = self._guided_anchors(query, anchors)
            pick = self._run(guided, lambda: 0, _anchor_options(shown))
            return self._merge(order, k, pick, tied)
        prompt = anchor_prompt(query, anchors, self._prompts)
        return self._run(
            prompt, lambda: self._fallback.rank_anchors(query, anchors), _anchor_options(anchors)
        )

    def rank_trajectories(
        self, query: str, anchor: AnchorOption, trajectories: Sequence[TrajectoryOption]
    ) -> list[int]:
        trivial = self._trivial("rank_trajectories", len(trajectories))
        if trivial is not None:
            return trivial
        if self.mode == "guided":
            plans = self._guided_plans(query, anchor, trajectories)
            if plans is not None:
                reader, shown_plans, plan_prompt = plans
                chosen = self._run(plan_prompt, lambda: 0, _plan_options(anchor, shown_plans))
                steered = self._steer(reader, query, anchor, shown_plans[chosen])
                return steered.rank_trajectories(query, anchor, trajectories)
            asked = self._guided_trajectories(query, anchor, trajectories)
            if not isinstance(asked, tuple):
                return asked
            order, tied, k, guided, shown = asked
            pick = self._run(guided, lambda: 0, _trajectory_options(anchor, shown))
            if self._vetoed(query, anchor, shown, pick):
                pick = 0
            again = self._recheck(query, anchor, shown, pick)
            if again is not None:
                pick = self._confirmed(pick, self._run(*again), k)
            return self._merge(order, k, pick, tied)
        prompt = trajectory_prompt(query, anchor, trajectories, self._prompts)
        return self._run(
            prompt,
            lambda: self._fallback.rank_trajectories(query, anchor, trajectories),
            _trajectory_options(anchor, trajectories),
        )

    def plan_first_hops(
        self, query: str, trajectory: TrajectoryOption, continuation_types: Sequence[str]
    ) -> FirstHopPlan:
        if self.mode == "guided":
            decider = self._decider(query, trajectory.anchor)
            return self._by_graph(
                "plan_first_hops",
                lambda: decider.plan_first_hops(query, trajectory, continuation_types),
            )
        prompt = first_hop_prompt(query, trajectory, continuation_types, self._prompts)
        return self._run(
            prompt,
            lambda: self._fallback.plan_first_hops(query, trajectory, continuation_types),
            {
                "anchor": trajectory.anchor,
                "type": trajectory.type_name,
                "options": list(continuation_types),
            },
        )

    def decide(self, query: str, state: SearchState, next_types: Sequence[str]) -> Decision:
        if not next_types:
            return self.review(query, state)
        if self.mode == "guided":
            decision, guided = self._guided_decide(query, state, next_types)
            if guided is None:
                return self._by_graph("decide", lambda: decision)
            return self._run(guided, lambda: decision, _state_options(state, next_types))
        prompt = decide_prompt(query, state, next_types, self._prompts)
        return self._run(
            prompt,
            lambda: self._fallback.decide(query, state, next_types),
            _state_options(state, next_types),
        )

    def review(self, query: str, state: SearchState) -> Stop:
        if self.mode == "guided":
            decider = self._decider(query, state.anchor)
            return self._by_graph("review", lambda: decider.review(query, state))
        prompt = review_prompt(query, state, self._prompts)
        return self._run(
            prompt, lambda: self._fallback.review(query, state), _state_options(state, [])
        )

    # -- AsyncPolicy ----------------------------------------------------------------------
    async def arank_anchors(self, query: str, anchors: Sequence[AnchorOption]) -> list[int]:
        trivial = self._trivial("rank_anchors", len(anchors))
        if trivial is not None:
            return trivial
        if self.mode == "guided":
            if "rank_anchors" not in self.ask:
                return self._by_graph(
                    "rank_anchors", lambda: self._fallback.rank_anchors(query, anchors)
                )
            order, tied, k, guided, shown = self._guided_anchors(query, anchors)
            pick = await self._arun(guided, lambda: 0, _anchor_options(shown))
            return self._merge(order, k, pick, tied)
        prompt = anchor_prompt(query, anchors, self._prompts)
        return await self._arun(
            prompt, lambda: self._fallback.rank_anchors(query, anchors), _anchor_options(anchors)
        )

    async def arank_trajectories(
        self, query: str, anchor: AnchorOption, trajectories: Sequence[TrajectoryOption]
    ) -> list[int]:
        trivial = self._trivial("rank_trajectories", len(trajectories))
        if trivial is not None:
            return trivial
        if self.mode == "guided":
            plans = self._guided_plans(query, anchor, trajectories)
            if plans is not None:
                reader, shown_plans, plan_prompt = plans
                chosen = await self._arun(
                    plan_prompt, lambda: 0, _plan_options(anchor, shown_plans)
                )
                steered = self._steer(reader, query, anchor, shown_plans[chosen])
                return steered.rank_trajectories(query, anchor, trajectories)
            asked = self._guided_trajectories(query, anchor, trajectories)
            if not isinstance(asked, tuple):
                return asked
            order, tied, k, guided, shown = asked
            pick = await self._arun(guided, lambda: 0, _trajectory_options(anchor, shown))
            if self._vetoed(query, anchor, shown, pick):
                pick = 0
            again = self._recheck(query, anchor, shown, pick)
            if again is not None:
                pick = self._confirmed(pick, await self._arun(*again), k)
            return self._merge(order, k, pick, tied)
        prompt = trajectory_prompt(query, anchor, trajectories, self._prompts)
        return await self._arun(
            prompt,
            lambda: self._fallback.rank_trajectories(query, anchor, trajectories),
            _trajectory_options(anchor, trajectories),
        )

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
        if self.mode == "guided":
            decider = self._decider(query, trajectory.anchor)
            return self._by_graph(
                "plan_first_hops",
                lambda: decider.plan_first_hops(query, trajectory, continuation_types),
            )
        prompt = first_hop_prompt(query, trajectory, continuation_types, self._prompts)
        return await self._arun(
            prompt,
            lambda: self._fallback.plan_first_hops(query, trajectory, continuation_types),
            {
                "anchor": trajectory.anchor,
                "type": trajectory.type_name,
                "options": list(continuation_types),
            },
        )

    async def adecide(self, query: str, state: SearchState, next_types: Sequence[str]) -> Decision:
        if not next_types:
            return await self.areview(query, state)
        if self.mode == "guided":
            decision, guided = self._guided_decide(query, state, next_types)
            if guided is None:
                return self._by_graph("decide", lambda: decision)
            return await self._arun(guided, lambda: decision, _state_options(state, next_types))
        prompt = decide_prompt(query, state, next_types, self._prompts)
        return await self._arun(
            prompt,
            lambda: self._fallback.decide(query, state, next_types),
            _state_options(state, next_types),
        )

    async def areview(self, query: str, state: SearchState) -> Stop:
        if self.mode == "guided":
            decider = self._decider(query, state.anchor)
            return self._by_graph("review", lambda: decider.review(query, state))
        prompt = review_prompt(query, state, self._prompts)
        return await self._arun(
            prompt, lambda: self._fallback.review(query, state), _state_options(state, [])
        )
