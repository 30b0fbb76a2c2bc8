"""DotRAG's methods for the evaluation harness.

Registered graph methods (all with the run's budget and token counter, paper defaults
otherwise, :class:`~graphpaths.dotrag.protocol.types.DotRAGConfig`):

- ``dotrag``: :class:`~graphpaths.dotrag.reading.heuristic.HeuristicPolicy`, zero LLM calls;
- ``dotrag-abstain``: the same with ``abstain=True`` (says "not found" when the graph lacks
  what the question asks of the entity it names: ``docs/evaluation.md`` "Abstention");
- ``dotrag-random``: the paper's *Random Choices* ablation
  (:class:`~graphpaths.dotrag.protocol.random_policy.RandomPolicy`, seed 0);
- ``dotrag-no-constrained-search``: the heuristic policy with
  ``constrained_search=False`` (*No Constrained Search*);
- ``dotrag-no-preview``: the heuristic policy with ``use_preview=False`` (*No Preview*);
- ``dotrag-llm``: a guided :class:`~graphpaths.dotrag.llm.LLMPolicy`
  (``mode="guided"``: the heuristic decides, the LLM picks among its shortlist for the
  kinds in ``GRAPHPATHS_LLM_ASK``); ``dotrag-llm-pure``: the paper's (``mode="pure"``);
  both over an OpenAI-compatible endpoint named by ``GRAPHPATHS_LLM_BASE_URL`` and ``GRAPHPATHS_LLM_MODEL`` (API key:
  ``OPENAI_API_KEY``, else none; ``GRAPHPATHS_LLM_JSON_MODE`` picks how JSON schemas are
  sent, e.g. ``json_object_schema`` for the llama-cpp-python server;
  ``GRAPHPATHS_LLM_TIMEOUT`` the seconds per request), falling back to the heuristic policy;
  the graph overview comes from :func:`~graphpaths.dotrag.llm.overview.overview_for` (kept in
  the index folder). ``EvalResources.llm_cache`` wraps the client in a
  :class:`~graphpaths.llm.CachedLLM` (record / replay), ``trace`` logs each decision and
  ``max_llm_calls`` caps the calls per question.

Each answers with ``MethodResult(context, llm_calls, stats)``, ``stats`` being the
retriever's (time per stage, anchors, pairs, branches, LLM usage...).

Example:
    >>> from graphpaths_bench.eval.registry import registered_methods
    >>> {"dotrag", "dotrag-random", "dotrag-llm"} <= set(registered_methods("graph"))
    True
"""

from __future__ import annotations

import dataclasses
import os
from typing import TYPE_CHECKING, Any

from graphpaths.dotrag.llm import (
    DEFAULT_ASK_MARGIN,
    DEFAULT_RECHECK,
    GUIDED_ASK,
    DecisionLog,
    LLMPolicy,
)
from graphpaths.dotrag.llm.overview import overview_for
from graphpaths.dotrag.protocol.random_policy import RandomPolicy
from graphpaths.dotrag.protocol.types import DotRAGConfig
from graphpaths.dotrag.reading.heuristic import HeuristicPolicy
from graphpaths.dotrag.retriever import DotRAG
from graphpaths.errors import ConfigError
from graphpaths_bench.eval.base import EvalResources, MethodResult, MethodSpec
from graphpaths_bench.eval.endpoint import (
    LLM_JSON_MODE_ENV,
    LLM_TIMEOUT_ENV,
    REPLAY_BASE_URL,
    open_chat_llm,
    resolve_base_url,
)

if TYPE_CHECKING:
    from graphpaths.dotrag.protocol.policy import Policy

__all__ = [
    "LLM_ASK_ENV",
    "LLM_ASK_MARGIN_ENV",
    "LLM_BASE_URL_ENV",
    "LLM_JSON_MODE_ENV",
    "LLM_MODEL_ENV",
    "LLM_RECHECK_ENV",
    "LLM_TIMEOUT_ENV",
    "METHODS",
    "REPLAY_BASE_URL",
    "DotRAGMethod",
    "create_dotrag",
    "create_dotrag_abstain",
    "create_dotrag_llm",
    "create_dotrag_llm_policy",
    "create_dotrag_llm_pure",
    "create_dotrag_no_constrained_search",
    "create_dotrag_no_preview",
    "create_dotrag_random",
]

#: Environment variables naming the endpoint of ``dotrag-llm``.
LLM_BASE_URL_ENV = "GRAPHPATHS_LLM_BASE_URL"
LLM_MODEL_ENV = "GRAPHPATHS_LLM_MODEL"
#: Optional: the decision kinds a guided ``dotrag-llm`` asks its LLM (comma-separated).
LLM_ASK_ENV = "GRAPHPATHS_LLM_ASK"
#: Optional: a guided ``dotrag-llm``'s ``ask_margin`` (a number, or ``none`` to ask always).
LLM_ASK_MARGIN_ENV = "GRAPHPATHS_LLM_ASK_MARGIN"
#: Optional: ``1`` / ``0`` turns a guided ``dotrag-llm``'s ``recheck`` on / off.
LLM_RECHECK_ENV = "GRAPHPATHS_LLM_RECHECK"


class DotRAGMethod:
    """A :class:`~graphpaths.dotrag.retriever.DotRAG` as a graph method.

    With a traced policy (an ``LLMPolicy`` with a ``trace`` log), each answer carries the
    decisions of its question (``MethodResult.decisions``).
    """

    def __init__(self, dotrag: DotRAG) -> None:
        self.dotrag = dotrag

    def retrieve(self, question: str) -> MethodResult:
        trace = getattr(self.dotrag.policy, "trace", None)
        if trace is not None:
            trace.take()  # nothing of an earlier question may count for this one
        result = self.dotrag.retrieve(question)
        return MethodResult(
            context=result.context,
            llm_calls=result.stats.llm_calls,
            stats=result.stats.as_dict(),
            decisions=tuple(trace.take()) if trace is not None else (),
        )


def _build(
    resources: EvalResources, policy: Policy | None = None, **overrides: Any
) -> DotRAGMethod:

    config = dataclasses.replace(
        DotRAGConfig(budget=resources.budget, max_llm_calls=resources.max_llm_calls), **overrides
    )
    dotrag = DotRAG.from_index(
        resources.index,
        embedder=resources.embedder,
        policy=policy,
        config=config,
        counter=resources.counter,
    )
    return DotRAGMethod(dotrag)


def _heuristic(resources: EvalResources) -> Policy:

    return HeuristicPolicy(
        resources.index.graph, resources.embedder, lexicon=getattr(resources.index, "lexicon", None)
    )


def create_dotrag(resources: EvalResources) -> DotRAGMethod:
    return _build(resources, _heuristic(resources))


def create_dotrag_abstain(resources: EvalResources) -> DotRAGMethod:
    return _build(resources, _heuristic(resources), abstain=True)


def create_dotrag_random(resources: EvalResources) -> DotRAGMethod:

    return _build(resources, RandomPolicy(seed=0))


def create_dotrag_no_constrained_search(resources: EvalResources) -> DotRAGMethod:
    return _build(resources, _heuristic(resources), constrained_search=False)


def create_dotrag_no_preview(resources: EvalResources) -> DotRAGMethod:
    return _build(resources, _heuristic(resources), use_preview=False)


def create_dotrag_llm(resources: EvalResources) -> DotRAGMethod:
    """``dotrag-llm``: a guided :class:`~graphpaths.dotrag.llm.LLMPolicy` (the graph's
    heuristic decides; the LLM picks among its shortlist where ``GRAPHPATHS_LLM_ASK``, default
    ``rank_trajectories``, says); see :func:`create_dotrag_llm_policy` for the endpoint."""
    ask_text = os.environ.get(LLM_ASK_ENV, "").strip()
    ask = tuple(k.strip() for k in ask_text.split(",") if k.strip()) if ask_text else None
    margin_text = os.environ.get(LLM_ASK_MARGIN_ENV, "").strip().lower()
    margin: float | None = DEFAULT_ASK_MARGIN
    if margin_text == "none":
        margin = None
    elif margin_text:
        try:
            margin = float(margin_text)
        except ValueError:
            raise ConfigError(
                f"{LLM_ASK_MARGIN_ENV}: expected a number or 'none', got {margin_text!r}"
            ) from None
    recheck_text = os.environ.get(LLM_RECHECK_ENV, "").strip()
    if recheck_text not in ("", "0", "1"):
        raise ConfigError(f"{LLM_RECHECK_ENV}: expected 0 or 1, got {recheck_text!r}")
    recheck = DEFAULT_RECHECK if not recheck_text else recheck_text == "1"
    return create_dotrag_llm_policy(
        resources, mode="guided", ask=ask, ask_margin=margin, recheck=recheck
    )


def create_dotrag_llm_pure(resources: EvalResources) -> DotRAGMethod:
    """``dotrag-llm-pure``: the paper's policy, the LLM makes every decision."""
    return create_dotrag_llm_policy(resources, mode="pure")


def create_dotrag_llm_policy(
    resources: EvalResources,
    *,
    mode: str,
    ask: tuple[str, ...] | None = None,
    ask_margin: float | None = DEFAULT_ASK_MARGIN,
    recheck: bool = DEFAULT_RECHECK,
) -> DotRAGMethod:
    """``dotrag-llm``: needs ``GRAPHPATHS_LLM_BASE_URL`` and ``GRAPHPATHS_LLM_MODEL``
    (a strict replay of an LLM cache needs the model only: no request is sent)."""
    model = os.environ.get(LLM_MODEL_ENV, "").strip()
    base_url = resolve_base_url(
        os.environ.get(LLM_BASE_URL_ENV), resources.llm_cache, resources.llm_cache_mode
    )
    missing = [
        name for name, value in ((LLM_BASE_URL_ENV, base_url), (LLM_MODEL_ENV, model)) if not value
    ]
    if missing or base_url is None:
        raise ConfigError(
            f"method 'dotrag-llm' needs an OpenAI-compatible endpoint: set {' and '.join(missing)} "
            f"(e.g. {LLM_BASE_URL_ENV}=http://127.0.0.1:8080/v1 {LLM_MODEL_ENV}=gpt-4o-mini)"
        )

    llm = open_chat_llm(
        model=model,
        base_url=base_url,
        cache=resources.llm_cache,
        cache_mode=resources.llm_cache_mode,
    )
    # The guided prompts carry no overview (their options show what the graph holds).
    overview = (
        overview_for(resources.index.path, resources.index.graph, llm).text
        if mode == "pure"
        else None
    )
    policy = LLMPolicy(
        llm,
        fallback=_heuristic(resources),
        overview=overview,
        trace=DecisionLog() if resources.trace else None,
        mode=mode,
        ask=ask if ask is not None else GUIDED_ASK,
        ask_margin=ask_margin,
        recheck=recheck,
    )
    return _build(resources, policy)


METHODS = (
    MethodSpec(
        name="dotrag",
        kind="graph",
        factory=create_dotrag,
        description="DotRAG with the heuristic policy (zero LLM calls)",
    ),
    MethodSpec(
        name="dotrag-abstain",
        kind="graph",
        factory=create_dotrag_abstain,
        description="DotRAG, heuristic policy, abstaining when the graph lacks what is asked",
    ),
    MethodSpec(
        name="dotrag-random",
        kind="graph",
        factory=create_dotrag_random,
        description="DotRAG ablation: random choices, the question as every query (Table 7)",
    ),
    MethodSpec(
        name="dotrag-no-constrained-search",
        kind="graph",
        factory=create_dotrag_no_constrained_search,
        description="DotRAG ablation: global top-k relations per hop, no reachability constraint",
    ),
    MethodSpec(
        name="dotrag-no-preview",
        kind="graph",
        factory=create_dotrag_no_preview,
        description="DotRAG ablation: no relation previews for trajectory ranking",
    ),
    MethodSpec(
        name="dotrag-llm",
        kind="graph",
        factory=create_dotrag_llm,
        description=f"DotRAG, guided LLM policy (${LLM_BASE_URL_ENV}, ${LLM_MODEL_ENV})",
    ),
    MethodSpec(
        name="dotrag-llm-pure",
        kind="graph",
        factory=create_dotrag_llm_pure,
        description="DotRAG, the paper's LLM policy: the LLM makes every decision",
    ),
)
