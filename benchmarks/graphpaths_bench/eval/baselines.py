"""The retrieval baselines of the evaluation: VSS and BM25 on a graph and on a corpus.

Graph methods (DotRAG, Appendix D: "BM25 and VSS retrieve the top 40 entities and
relationships"), each answering a question with a budgeted
:class:`~graphpaths.context.Context`:

- ``vss``: exact embedding search (:meth:`~graphpaths.vectors.protocol.VectorStore.top_k`) of the
  question against the index's entity and relation vectors, top ``entity_k`` and top
  ``relation_k``. Both lists hold cosine similarities from one embedder, so they are merged
  into one ranking by score; at equal scores a relation comes before an entity (it names two
  entities for the price of one line), then lower indices first.
- ``bm25``: the same over the entity and relation texts with BM25 (the ``bm25s`` library,
  its tokenizer lowercasing and dropping English stopwords, no stemming). The two indices
  are built once per method instance. BM25 scores of two indices are not comparable (their
  idf and length statistics differ), so the two lists are interleaved by rank: relation 1,
  entity 1, relation 2, entity 2, ... Texts sharing no term with the question score 0 and
  are left out rather than padded in.

Both add their ranking, in order, through one
:class:`~graphpaths.context.ContextBuilder` with the run's budget and token counter.

- ``no-context``: retrieves nothing (an empty context): the floor of the reader metric
  (:mod:`graphpaths_bench.eval.reader`), what a reader LLM answers from its own knowledge.

Corpus methods rank documents, ``rank(query, k) -> [(doc_id, score), ...]``:

- ``vector``: exact embedding search over :attr:`CorpusResources.vectors`.
- ``bm25``: BM25 over :attr:`CorpusResources.texts`.

Ties are broken by position (lower first), so every ranking is deterministic. The methods
are listed in :data:`METHODS`, which :mod:`graphpaths_bench.eval.registry` registers (the
LangChain peer ``graph-retriever`` lives in :mod:`graphpaths_bench.eval.peers.graph_retriever`).

Example:
    >>> method = BM25CorpusMethod(
    ...     doc_ids=["kismet", "thin-man"],
    ...     texts=["Kismet was directed by William Dieterle", "The Thin Man stars Myrna Loy"],
    ... )
    >>> [doc for doc, _score in method.rank("Who directed Kismet?", 5)]
    ['kismet']
    >>> interleave([3, 1], [7, 8, 9])
    [3, 7, 1, 8, 9]
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal, TypeVar

from graphpaths.context import DEFAULT_BUDGET, ContextBuilder, TokenCounter, approximate_tokens
from graphpaths.errors import ConfigError, InputError
from graphpaths.lexical import BM25Index
from graphpaths.validation import check_int
from graphpaths.vectors.memory import as_vector_store
from graphpaths_bench.eval.base import CorpusResources, EvalResources, MethodResult, MethodSpec

if TYPE_CHECKING:
    from graphpaths.dotrag.index.graph_index import GraphIndex
    from graphpaths.embeddings import Embedder
    from graphpaths.graph import Graph
    from graphpaths.vectors.protocol import VectorStore

__all__ = [
    "DEFAULT_K",
    "METHODS",
    "BM25CorpusMethod",
    "BM25GraphMethod",
    "GraphBaselineConfig",
    "NoContextMethod",
    "VSSGraphMethod",
    "VectorCorpusMethod",
    "create_bm25_corpus",
    "create_bm25_graph",
    "create_no_context",
    "create_vector_corpus",
    "create_vss",
    "interleave",
]

#: DotRAG Appendix D: BM25 and VSS retrieve the top 40 entities and relationships.
DEFAULT_K = 40

T = TypeVar("T")
Ranked = list[tuple[Literal["entity", "relation"], int, float]]


@dataclass(frozen=True, kw_only=True)
class GraphBaselineConfig:
    """How many entities and relations a graph baseline (``vss``, ``bm25``) ranks."""

    entity_k: int = DEFAULT_K
    relation_k: int = DEFAULT_K

    def __post_init__(self) -> None:
        for name in ("entity_k", "relation_k"):
            check_int("GraphBaselineConfig", name, getattr(self, name), low=0)


def interleave(first: Sequence[T], second: Sequence[T]) -> list[T]:
    """``first[0], second[0], first[1], second[1], ...``; the longer list's tail at the end."""
    out: list[T] = []
    for i in range(max(len(first), len(second))):
        if i < len(first):
            out.append(first[i])
        if i < len(second):
            out.append(second[i])
    return out


def _index_vectors(index: GraphIndex, embedder: Embedder) -> tuple[VectorStore, VectorStore]:
    """The index's entity and relation vectors, checked against the query embedder."""
    if index.entity_vectors is None or index.relation_vectors is None:
        raise ConfigError(
            f"index {index.path} has no embeddings (built with embedder=None); "
            "rebuild it with an embedder to use vector search"
        )
    built_with = index.manifest.embedder
    if built_with is not None and built_with != embedder.name:
        raise ConfigError(
            f"embedder {embedder.name!r} does not match the one index {index.path} was built "
            f"with ({built_with!r}); query and item vectors must come from the same model"
        )
    return index.entity_vectors, index.relation_vectors


def _fill(
    graph: Graph, ranked: Ranked, *, budget: int, counter: TokenCounter
) -> tuple[ContextBuilder, int]:
    builder = ContextBuilder(graph, budget=budget, counter=counter)
    added = 0
    for kind, i, score in ranked:
        if kind == "entity":
            added += builder.add_entity(i, score=score)
        else:
            added += builder.add_relation(i, score=score)
    return builder, added


class _RankedGraphMethod:
    """Fills the shared budgeted context from a method's ranking of entities and relations."""

    graph: Graph
    budget: int
    counter: TokenCounter

    def rank(self, question: str, *, config: GraphBaselineConfig | None = None) -> Ranked:
        raise NotImplementedError

    def retrieve(self, question: str, *, config: GraphBaselineConfig | None = None) -> MethodResult:
        start = time.perf_counter()
        ranked = self.rank(question, config=config)
        builder, added = _fill(self.graph, ranked, budget=self.budget, counter=self.counter)
        return MethodResult(
            context=builder.build(),
            llm_calls=0,
            stats={"ranked": len(ranked), "added": added, "seconds": time.perf_counter() - start},
        )


# -- VSS ----------------------------------------------------------------------------------


class VSSGraphMethod(_RankedGraphMethod):
    """Exact vector search over entities and relations, merged by cosine similarity."""

    def __init__(
        self,
        *,
        graph: Graph,
        entity_vectors: VectorStore,
        relation_vectors: VectorStore,
        embedder: Embedder,
        budget: int = DEFAULT_BUDGET,
        counter: TokenCounter = approximate_tokens,
        config: GraphBaselineConfig | None = None,
    ) -> None:
        check_int(None, "budget", budget, low=0)
        for kind, matrix, count in (
            ("entity_vectors", entity_vectors, graph.num_entities),
            ("relation_vectors", relation_vectors, graph.num_relations),
        ):
            if len(matrix) != count:
                raise ConfigError(f"{kind} has {len(matrix)} rows, the graph {count} items")
        self.graph = graph
        self.entity_vectors = entity_vectors
        self.relation_vectors = relation_vectors
        self.embedder = embedder
        self.budget = budget
        self.counter = counter
        self.config = config or GraphBaselineConfig()

    @classmethod
    def from_resources(
        cls, resources: EvalResources, config: GraphBaselineConfig | None = None
    ) -> VSSGraphMethod:
        entities, relations = _index_vectors(resources.index, resources.embedder)
        return cls(
            graph=resources.index.graph,
            entity_vectors=entities,
            relation_vectors=relations,
            embedder=resources.embedder,
            budget=resources.budget,
            counter=resources.counter,
            config=config,
        )

    def rank(self, question: str, *, config: GraphBaselineConfig | None = None) -> Ranked:
        """The merged ranking: ``(kind, index, cosine)``, best first."""
        cfg = config or self.config
        query = self.embedder.embed_query(question)
        entities, entity_scores = self.entity_vectors.top_k(query, cfg.entity_k)
        relations, relation_scores = self.relation_vectors.top_k(query, cfg.relation_k)
        ranked: Ranked = [
            ("relation", int(j), float(s)) for j, s in zip(relations, relation_scores, strict=True)
        ]
        ranked += [
            ("entity", int(i), float(s)) for i, s in zip(entities, entity_scores, strict=True)
        ]
        # Stable sort on score alone: relations (listed first) win ties, each list keeps
        # its own lower-index-first order.
        ranked.sort(key=lambda item: -item[2])
        return ranked


# -- BM25 ---------------------------------------------------------------------------------


class BM25GraphMethod(_RankedGraphMethod):
    """BM25 over entity texts and relation texts, the two rankings interleaved by rank."""

    def __init__(
        self,
        *,
        graph: Graph,
        budget: int = DEFAULT_BUDGET,
        counter: TokenCounter = approximate_tokens,
        config: GraphBaselineConfig | None = None,
    ) -> None:
        check_int(None, "budget", budget, low=0)
        self.graph = graph
        self.budget = budget
        self.counter = counter
        self.config = config or GraphBaselineConfig()
        self.entity_index = BM25Index(graph.entity_texts())
        self.relation_index = BM25Index(graph.relation_texts())

    @classmethod
    def from_resources(
        cls, resources: EvalResources, config: GraphBaselineConfig | None = None
    ) -> BM25GraphMethod:
        return cls(
            graph=resources.index.graph,
            budget=resources.budget,
            counter=resources.counter,
            config=config,
        )

    def rank(self, question: str, *, config: GraphBaselineConfig | None = None) -> Ranked:
        """Relations and entities interleaved by rank: ``(kind, index, bm25 score)``."""
        cfg = config or self.config
        entities, entity_scores = self.entity_index.top_k(question, cfg.entity_k)
        relations, relation_scores = self.relation_index.top_k(question, cfg.relation_k)
        return interleave(
            [("relation", int(j), s) for j, s in zip(relations, relation_scores, strict=True)],
            [("entity", int(i), s) for i, s in zip(entities, entity_scores, strict=True)],
        )


# -- no context -----------------------------------------------------------------------------


class NoContextMethod:
    """Retrieves nothing: every question gets an empty context (the reader's baseline)."""

    def __init__(self, *, graph: Graph, budget: int = DEFAULT_BUDGET) -> None:
        check_int(None, "budget", budget, low=0)
        self.graph = graph
        self.budget = budget

    def retrieve(self, question: str) -> MethodResult:
        return MethodResult(context=ContextBuilder(self.graph, budget=self.budget).build())


# -- corpus methods -------------------------------------------------------------------------


def _check_ids(doc_ids: Sequence[str], count: int, what: str) -> list[str]:
    ids = list(doc_ids)
    if len(ids) != count:
        raise InputError(f"doc_ids: expected {count} ids (one per {what}), got {len(ids)}")
    return ids


class VectorCorpusMethod:
    """Exact embedding search over the corpus vectors."""

    def __init__(self, *, doc_ids: Sequence[str], vectors: VectorStore, embedder: Embedder) -> None:
        self.doc_ids = _check_ids(doc_ids, len(vectors), "vector row")
        self.vectors = vectors
        self.embedder = embedder

    @classmethod
    def from_resources(cls, resources: CorpusResources) -> VectorCorpusMethod:

        vectors = as_vector_store(resources.vectors)
        return cls(doc_ids=resources.doc_ids, vectors=vectors, embedder=resources.embedder)

    def rank(self, query: str, k: int) -> list[tuple[str, float]]:
        check_int(None, "k", k, low=0, error=InputError)
        rows, scores = self.vectors.top_k(self.embedder.embed_query(query), k)
        return [(self.doc_ids[i], float(s)) for i, s in zip(rows, scores, strict=True)]


class BM25CorpusMethod:
    """BM25 over the corpus texts; documents sharing no term with the query are left out."""

    def __init__(self, *, doc_ids: Sequence[str], texts: Sequence[str]) -> None:
        self.doc_ids = _check_ids(doc_ids, len(texts), "text")
        self.index = BM25Index(texts)

    @classmethod
    def from_resources(cls, resources: CorpusResources) -> BM25CorpusMethod:
        return cls(doc_ids=resources.doc_ids, texts=resources.texts)

    def rank(self, query: str, k: int) -> list[tuple[str, float]]:
        check_int(None, "k", k, low=0, error=InputError)
        rows, scores = self.index.top_k(query, k)
        return [(self.doc_ids[i], s) for i, s in zip(rows, scores, strict=True)]


# -- factories and registration ---------------------------------------------------------------


def create_vss(resources: EvalResources) -> VSSGraphMethod:
    return VSSGraphMethod.from_resources(resources)


def create_bm25_graph(resources: EvalResources) -> BM25GraphMethod:
    return BM25GraphMethod.from_resources(resources)


def create_no_context(resources: EvalResources) -> NoContextMethod:
    return NoContextMethod(graph=resources.index.graph, budget=resources.budget)


def create_vector_corpus(resources: CorpusResources) -> VectorCorpusMethod:
    return VectorCorpusMethod.from_resources(resources)


def create_bm25_corpus(resources: CorpusResources) -> BM25CorpusMethod:
    return BM25CorpusMethod.from_resources(resources)


METHODS = (
    MethodSpec(
        name="vss",
        kind="graph",
        factory=create_vss,
        description="top 40 entities + top 40 relations by exact cosine similarity, merged by score",
    ),
    MethodSpec(
        name="bm25",
        kind="graph",
        factory=create_bm25_graph,
        description="top 40 entities + top 40 relations by BM25 (bm25s), interleaved by rank",
    ),
    MethodSpec(
        name="no-context",
        kind="graph",
        factory=create_no_context,
        description="an empty context: the reader metric's floor (the LLM's own knowledge)",
    ),
    MethodSpec(
        name="vector",
        kind="corpus",
        factory=create_vector_corpus,
        description="exact embedding search",
    ),
    MethodSpec(
        name="bm25",
        kind="corpus",
        factory=create_bm25_corpus,
        description="BM25 (bm25s) over the texts",
    ),
)
