"""What the evaluation harness passes around: method results, resources, method specs.

A *graph method* answers a natural-language question with a budgeted
:class:`~graphpaths.context.Context`; a *corpus method* ranks documents. A
:class:`MethodSpec` names a method and its factory, which receives the shared
:class:`EvalResources` (index, embedder, budget, token counter) or
:class:`CorpusResources`. Each module of methods lists its specs in a ``METHODS``
tuple; :mod:`graphpaths_bench.eval.registry` collects them (this module imports none of
them, so the method modules import it without a cycle).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, Protocol, runtime_checkable

from graphpaths.context import DEFAULT_BUDGET, Context, TokenCounter, approximate_tokens
from graphpaths.errors import ConfigError
from graphpaths.llm.replay import CACHE_MODES
from graphpaths.validation import check_choice, check_int

if TYPE_CHECKING:
    from graphpaths.dotrag.index.graph_index import GraphIndex
    from graphpaths.embeddings import Embedder

__all__ = [
    "CorpusMethod",
    "CorpusResources",
    "EvalResources",
    "GraphMethod",
    "MethodKind",
    "MethodResult",
    "MethodSpec",
]

MethodKind = Literal["graph", "corpus"]


@dataclass(frozen=True, kw_only=True)
class MethodResult:
    """One graph method's answer to one question."""

    context: Context
    llm_calls: int = 0
    #: Method-specific counters (tokens, fallbacks, time per stage...), JSON-ready.
    stats: dict[str, Any] = field(default_factory=dict)
    #: The LLM decisions of this question when traced
    #: (:class:`~graphpaths.dotrag.llm.DecisionLog` records), else empty.
    decisions: tuple[dict[str, Any], ...] = ()


@runtime_checkable
class GraphMethod(Protocol):
    """Retrieves a budgeted context of entities and relations for a question."""

    def retrieve(self, question: str) -> MethodResult: ...


@runtime_checkable
class CorpusMethod(Protocol):
    """Ranks corpus documents for a query: ``[(doc_id, score), ...]``, best first."""

    def rank(self, query: str, k: int) -> list[tuple[str, float]]: ...


@dataclass(frozen=True, kw_only=True)
class EvalResources:
    """What a graph method's factory receives."""

    index: GraphIndex
    embedder: Embedder
    budget: int = DEFAULT_BUDGET
    counter: TokenCounter = approximate_tokens
    #: LLM methods record their calls to / replay them from this JSONL file
    #: (:class:`~graphpaths.llm.CachedLLM`), in ``llm_cache_mode``.
    llm_cache: str | os.PathLike[str] | None = None
    llm_cache_mode: str = "auto"
    #: LLM methods log each decision (``MethodResult.decisions``) for ``--trace``.
    trace: bool = False
    #: LLM methods cap their calls per question (``DotRAGConfig.max_llm_calls``).
    max_llm_calls: int | None = None

    def __post_init__(self) -> None:
        check_int("EvalResources", "budget", self.budget)
        check_choice("EvalResources", "llm_cache_mode", self.llm_cache_mode, CACHE_MODES)
        if self.max_llm_calls is not None:
            check_int("EvalResources", "max_llm_calls", self.max_llm_calls, low=0)


@dataclass(frozen=True, kw_only=True)
class CorpusResources:
    """What a corpus method's factory receives: the documents and their vectors."""

    doc_ids: Sequence[str]
    texts: Sequence[str]
    embedder: Embedder
    #: Row i embeds texts[i] (a :class:`~graphpaths.vectors.protocol.VectorStore` or an array).
    vectors: Any
    #: Explicit corpus-graph links (source id, target id), when the data has them.
    edges: Sequence[tuple[str, str]] | None = None
    #: Where methods may persist what they derive (corpus graphs), e.g. the index directory.
    index_dir: str | os.PathLike[str] | None = None
    #: ``progress(stage, done, total=...)`` for long preparation (building a corpus graph).
    progress: Callable[..., None] | None = None


#: Builds a method from :class:`EvalResources` (graph) or :class:`CorpusResources` (corpus).
Factory = Callable[[Any], Any]


@dataclass(frozen=True, kw_only=True)
class MethodSpec:
    """A named method: its kind, its factory and a one-line description."""

    name: str
    kind: MethodKind
    factory: Factory
    description: str = ""

    def __post_init__(self) -> None:
        if self.kind not in ("graph", "corpus"):
            raise ConfigError(f"MethodSpec.kind must be 'graph' or 'corpus', got {self.kind!r}")
        if not isinstance(self.name, str) or not self.name.strip():
            raise ConfigError(f"MethodSpec.name must be a non-empty string, got {self.name!r}")
        if not callable(self.factory):
            raise ConfigError(f"MethodSpec.factory must be callable, got {self.factory!r}")

    def create(self, resources: EvalResources | CorpusResources) -> Any:
        return self.factory(resources)
