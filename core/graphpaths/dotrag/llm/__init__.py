"""DotRAG's decisions made by an LLM: :class:`LLMPolicy`, with counted retries and fallbacks.

:class:`LLMPolicy` implements :class:`~graphpaths.dotrag.protocol.policy.Policy` (sync, through
``llm.complete``) and :class:`~graphpaths.dotrag.protocol.policy.AsyncPolicy` (async, through
``llm.acomplete``); ``LLMPolicy(llm, fallback=..., mode=...)`` makes a
:class:`PurePolicy` (``"pure"``, the paper's: the LLM makes every decision) or a
:class:`GuidedPolicy` (``"guided"``: the graph's heuristic decides, the LLM picks among its
shortlist where asked). For each decision it asks, the policy builds a prompt from
:mod:`graphpaths.dotrag.llm.prompts` (numbered options; a JSON schema enumerating exactly the
offered option numbers and type names), then (:class:`~.asker.Asker`):

1. sends it; the answer is parsed and validated against the options offered;
2. if the answer is invalid (not JSON, an unknown number, a type not offered, ...), sends
   one retry carrying the bad answer and the validation error;
3. if that is invalid too, or the LLM raised :class:`~graphpaths.errors.LLMError` (a
   transport failure after the client's own retries; no second attempt), the deterministic
   ``fallback`` policy decides that step.

Each decision is written once, as steps (:mod:`graphpaths.llm.steps`): the sync methods run
them in this thread, the async ones await them, so both send the same requests.

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

The modules: :mod:`~.base` (:class:`LLMPolicy`: settings, forks, sync and async entry
points), :mod:`~.pure` and :mod:`~.guided` (the decisions of each mode), :mod:`~.asker`
(one decision asked), :mod:`~.reader` (what the guided policy reads from the graph's question
reader), :mod:`~.settings` (the modes, ``GUIDED_KINDS`` and the defaults), :mod:`~.stats` and
:mod:`~.trace`.

Example:
    >>> from graphpaths.dotrag.protocol.policy import FirstHopPlan, Stop
    >>> from graphpaths.dotrag.protocol.types import AnchorOption
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
    >>> type(policy).__name__, isinstance(policy, LLMPolicy)
    ('PurePolicy', True)
    >>> policy.rank_anchors("Who directed Vertigo?", anchors)
    [2, 0, 1]
    >>> policy.rank_anchors("Who directed Vertigo?", anchors)  # two bad answers: fallback
    [0, 1, 2]
    >>> s = policy.stats.snapshot()
    >>> s["calls"], s["retries"], s["fallbacks"], s["fallbacks_by_kind"]["rank_anchors"]
    (3, 1, 1, 1)

May import ``dotrag.index``, ``dotrag.search``, ``dotrag.reading``, ``dotrag.protocol`` and
the shared library modules (``graphpaths.llm``); never the retriever.
"""

from __future__ import annotations

from graphpaths.dotrag.llm.base import LLMPolicy
from graphpaths.dotrag.llm.guided import GuidedPolicy
from graphpaths.dotrag.llm.plan_reader import PlanReader
from graphpaths.dotrag.llm.pure import PurePolicy
from graphpaths.dotrag.llm.settings import (
    DEFAULT_ASK_MARGIN,
    DEFAULT_RECHECK,
    GUIDED_ASK,
    GuidedSettings,
)
from graphpaths.dotrag.llm.stats import PolicyStats
from graphpaths.dotrag.llm.trace import DecisionLog, decision_choice

__all__ = [
    "DEFAULT_ASK_MARGIN",
    "DEFAULT_RECHECK",
    "GUIDED_ASK",
    "DecisionLog",
    "GuidedPolicy",
    "GuidedSettings",
    "LLMPolicy",
    "PlanReader",
    "PolicyStats",
    "PurePolicy",
    "decision_choice",
]
