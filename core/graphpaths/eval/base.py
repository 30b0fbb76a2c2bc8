"""What the evaluation harness passes around: questions, method results, the method registry.

A *graph method* answers a natural-language question with a budgeted
:class:`~graphpaths.context.Context`; a *corpus method* ranks documents. Methods
are registered by name, with a factory that receives the shared
:class:`EvalResources` (index, embedder, budget, token counter), so later
retrievers plug in without touching the harness:

    >>> from graphpaths.eval.base import registered_methods
    >>> "vss" in registered_methods("graph")
    True

A factory may be given as ``"module:attribute"``: it is imported only when the
method is used, which keeps optional dependencies (LangChain for the
``graph-retriever`` peer) out of the core.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, Protocol, runtime_checkable

from graphpaths.context import DEFAULT_BUDGET, Context, TokenCounter, approximate_tokens
from graphpaths.errors import ConfigError

if TYPE_CHECKING:
    from graphpaths.embeddings import Embedder
    from graphpaths.index import GraphIndex

__all__ = [
    "CorpusMethod",
    "CorpusResources",
    "EvalResources",
    "GraphMethod",
    "MethodResult",
    "MethodSpec",
    "get_method",
    "register_method",
    "registered_methods",
]

MethodKind = Literal["graph", "corpus"]


@dataclass(frozen=True, kw_only=True)
class MethodResult:
    """One graph method's answer to one question."""

    context: Context
    llm_calls: int = 0
    #: Method-specific counters (tokens, fallbacks, time per stage...), JSON-ready.
    stats: dict[str, Any] = field(default_factory=dict)


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

    def __post_init__(self) -> None:
        if self.budget <= 0:
            raise ConfigError(f"EvalResources.budget must be > 0, got {self.budget!r}")


@dataclass(frozen=True, kw_only=True)
class CorpusResources:
    """What a corpus method's factory receives: the documents and their vectors."""

    doc_ids: Sequence[str]
    texts: Sequence[str]
    embedder: Embedder
    #: Row i embeds texts[i] (an :class:`~graphpaths.store.EmbeddingMatrix`).
    vectors: Any
    #: Explicit corpus-graph links (source id, target id), when the data has them.
    edges: Sequence[tuple[str, str]] | None = None
    #: Where methods may persist what they derive (corpus graphs), e.g. the index directory.
    index_dir: str | os.PathLike[str] | None = None
    #: ``progress(stage, done, total=...)`` for long preparation (building a corpus graph).
    progress: Callable[..., None] | None = None


Factory = Callable[..., Any]


@dataclass(frozen=True, kw_only=True)
class MethodSpec:
    name: str
    kind: MethodKind
    factory: Factory | str
    description: str = ""

    def create(self, resources: EvalResources | CorpusResources) -> Any:
        factory = self.factory
        if isinstance(factory, str):
            module_name, _, attribute = factory.partition(":")
            try:
                factory = getattr(importlib.import_module(module_name), attribute)
            except ImportError as exc:
                raise ConfigError(
                    f"method {self.name!r} needs {module_name} ({exc}); install graphpaths[all]"
                ) from None
        return factory(resources)


_REGISTRY: dict[str, MethodSpec] = {}


def register_method(
    name: str,
    kind: MethodKind,
    factory: Factory | str,
    *,
    description: str = "",
    replace: bool = False,
) -> None:
    """Make a method available to ``graphpaths eval`` under ``name``."""
    if kind not in ("graph", "corpus"):
        raise ConfigError(f"kind must be 'graph' or 'corpus', got {kind!r}")
    key = f"{kind}:{name}"
    if key in _REGISTRY and not replace:
        raise ConfigError(f"a {kind} method named {name!r} is already registered")
    _REGISTRY[key] = MethodSpec(name=name, kind=kind, factory=factory, description=description)


def _ensure_builtins() -> None:
    # Importing the baselines registers them; kept lazy so importing base stays cheap.
    importlib.import_module("graphpaths.eval.baselines")
    importlib.import_module("graphpaths.eval.dotrag_methods")
    importlib.import_module("graphpaths.eval.grafine_methods")
    importlib.import_module("graphpaths.eval.li_property_graph")


def registered_methods(kind: MethodKind) -> list[str]:
    _ensure_builtins()
    return sorted(spec.name for spec in _REGISTRY.values() if spec.kind == kind)


def get_method(name: str, kind: MethodKind) -> MethodSpec:
    _ensure_builtins()
    try:
        return _REGISTRY[f"{kind}:{name}"]
    except KeyError:
        known = ", ".join(registered_methods(kind))
        raise ConfigError(f"unknown {kind} method {name!r} (known: {known})") from None
