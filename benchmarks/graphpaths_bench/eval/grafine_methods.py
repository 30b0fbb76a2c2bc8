"""Corpus methods over a corpus graph: ``rerank``, ``gar``, ``grafine`` and its ablations.

All of them share, per :class:`~graphpaths_bench.eval.base.CorpusResources`, one
corpus graph and one feature provider, so they are compared with the same
features, the same graph and the same budgets:

- the graph: the explicit links (``resources.edges``, e.g. a BEIR folder's
  ``edges.tsv``) when given, else each document's 16 nearest neighbours by
  BM25 (the document as a query), as GAR builds its corpus graphs (on SciFact it served
  both GAR and GraFine better than a 16-NN embedding graph; ``BENCHMARKS.md``, section
  "Design choices measured"). It is saved under ``<resources.index_dir>/corpus_graphs/``
  and reused;
- the features: :class:`~graphpaths.grafine.features.DenseLexicalFeatures`
  (cosine + 0.35 x max-normalised BM25, the best offline scorer measured on
  SciFact's training claims), whose GSR features are the relevance weights
  ``exp(score / 0.05)``. ``rerank`` and ``gar`` use the same scores.

Methods:

- ``rerank``: the top 100 by vector search, reranked by the provider's scores.
- ``gar``: adaptive re-ranking (MacAvaney et al. 2022), ``b_max`` 100, batch 10.
- ``grafine``: GraFine with the paper's defaults (batch 10, b_max 100,
  alpha 0.2, beta 1); ``grafine-no-gsr`` (alpha 0), ``grafine-sim-only``
  (beta = inf), ``grafine-graph-only`` (beta = 0).

    >>> from graphpaths_bench.eval.registry import registered_methods
    >>> {"rerank", "gar", "grafine", "grafine-no-gsr"} <= set(registered_methods("corpus"))
    True
"""

from __future__ import annotations

import math
import threading
import weakref
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

import numpy as np

from graphpaths.errors import InputError
from graphpaths.grafine.corpus_graph import (
    DEFAULT_KNN,
    CorpusGraph,
    fingerprint,
    knn_graph_bm25,
    load_or_build,
)
from graphpaths.grafine.features import DenseLexicalFeatures, FeatureProvider
from graphpaths.grafine.gar import GAR, GARConfig
from graphpaths.grafine.retriever import GraFine, GraFineConfig
from graphpaths.lexical import BM25Index
from graphpaths.validation import check_int
from graphpaths.vectors.memory import as_vector_store
from graphpaths_bench.eval.base import CorpusResources, MethodSpec

if TYPE_CHECKING:
    from graphpaths.embeddings import Embedder
    from graphpaths.vectors.protocol import VectorStore

__all__ = [
    "METHODS",
    "RERANK_DEPTH",
    "GARMethod",
    "GraFineMethod",
    "RerankMethod",
    "SharedCorpus",
    "corpus_graph_for",
    "shared_corpus",
]

#: Candidates the ``rerank`` method takes from vector search (the paper's Re2).
RERANK_DEPTH = 100


@dataclass(frozen=True, kw_only=True)
class SharedCorpus:
    """What every method of this module uses for one :class:`CorpusResources`."""

    doc_ids: list[str]
    vectors: VectorStore
    embedder: Embedder
    graph: CorpusGraph
    features: FeatureProvider


_SHARED: dict[int, tuple[weakref.ref[CorpusResources], SharedCorpus]] = {}
_LOCK = threading.Lock()


def corpus_graph_for(resources: CorpusResources, bm25: Any) -> CorpusGraph:
    """The explicit-links graph when ``resources.edges`` is given, else the BM25 16-NN graph.

    ``bm25`` is the :class:`~graphpaths.lexical.BM25Index` over ``resources.texts``.

    Saved to and reused from ``<index_dir>/corpus_graphs/`` when
    ``resources.index_dir`` is set (a changed corpus or edge list is rebuilt).
    """
    doc_ids = list(resources.doc_ids)
    if resources.edges is not None:
        edges = list(resources.edges)
        stamp = fingerprint("edges", doc_ids, [f"{a}\t{b}" for a, b in edges])
        return load_or_build(
            resources.index_dir,
            "edges",
            lambda: CorpusGraph.from_id_edges(doc_ids, edges),
            fingerprint=stamp,
        )
    texts = list(resources.texts)
    stamp = fingerprint("knn-bm25", DEFAULT_KNN, doc_ids, texts)
    return load_or_build(
        resources.index_dir,
        f"knn-bm25-k{DEFAULT_KNN}",
        lambda: knn_graph_bm25(texts, bm25, DEFAULT_KNN, progress=resources.progress),
        fingerprint=stamp,
    )


def shared_corpus(resources: CorpusResources) -> SharedCorpus:
    """Graph, features and vectors for ``resources``, built once per resources object."""
    with _LOCK:
        for key in [k for k, (ref, _) in _SHARED.items() if ref() is None]:
            del _SHARED[key]
        entry = _SHARED.get(id(resources))
        if entry is not None and entry[0]() is resources:
            return entry[1]

        vectors = as_vector_store(resources.vectors)
        doc_ids = list(resources.doc_ids)
        texts = list(resources.texts)
        if not len(doc_ids) == len(texts) == len(vectors):
            raise InputError(
                f"resources: {len(doc_ids)} doc ids, {len(texts)} texts and {len(vectors)} "
                "vectors; expected one of each per document"
            )
        bm25 = BM25Index(texts)
        shared = SharedCorpus(
            doc_ids=doc_ids,
            vectors=vectors,
            embedder=resources.embedder,
            graph=corpus_graph_for(resources, bm25),
            features=DenseLexicalFeatures(vectors, bm25),
        )
        _SHARED[id(resources)] = (weakref.ref(resources), shared)
        return shared


class RerankMethod:
    """Vector search for the top ``depth``, reranked by the feature provider's own scores."""

    def __init__(self, shared: SharedCorpus, *, depth: int = RERANK_DEPTH) -> None:
        self.shared = shared
        self.depth = depth

    def rank(self, query: str, k: int) -> list[tuple[str, float]]:
        check_int(None, "k", k, low=0, error=InputError)
        vector = self.shared.embedder.embed_query(query)
        rows, _ = self.shared.vectors.top_k(vector, self.depth)
        features = self.shared.features.for_query(query, vector)
        scores = features.head(features.encode(rows))
        order = np.lexsort((rows, -scores))[:k]
        ids = self.shared.doc_ids
        return [(ids[int(rows[i])], float(scores[i])) for i in order]


class GARMethod:
    """:class:`~graphpaths.grafine.gar.GAR` with the shared graph and features."""

    def __init__(self, shared: SharedCorpus, config: GARConfig | None = None) -> None:
        self.shared = shared
        self.gar = GAR(
            graph=shared.graph,
            vectors=shared.vectors,
            features=shared.features,
            embedder=shared.embedder,
            config=config,
        )

    def rank(self, query: str, k: int) -> list[tuple[str, float]]:
        check_int(None, "k", k, low=0, error=InputError)
        if k == 0:
            return []
        ids = self.shared.doc_ids
        return [(ids[i], score) for i, score in self.gar.rank(query, k)]


class GraFineMethod:
    """:class:`~graphpaths.grafine.retriever.GraFine` with the shared graph and features."""

    def __init__(self, shared: SharedCorpus, config: GraFineConfig | None = None) -> None:
        self.shared = shared
        self.grafine = GraFine(
            graph=shared.graph,
            vectors=shared.vectors,
            features=shared.features,
            embedder=shared.embedder,
            doc_ids=shared.doc_ids,
            config=config,
        )

    def rank(self, query: str, k: int) -> list[tuple[str, float]]:
        check_int(None, "k", k, low=0, error=InputError)
        if k == 0:
            return []
        result = self.grafine.retrieve(query, k)
        return [(node.id, node.score) for node in result.nodes]


def create_rerank(resources: CorpusResources) -> RerankMethod:
    return RerankMethod(shared_corpus(resources))


def create_gar(resources: CorpusResources) -> GARMethod:
    return GARMethod(shared_corpus(resources))


def _grafine_factory(overrides: dict[str, Any]) -> Any:
    def create(resources: CorpusResources) -> GraFineMethod:
        return GraFineMethod(shared_corpus(resources), replace(GraFineConfig(), **overrides))

    return create


_VARIANTS: Sequence[tuple[str, dict[str, Any], str]] = (
    ("grafine", {}, "GraFine: seed, SPX + GSR to b_max 100 (batch 10, alpha 0.2, beta 1)"),
    ("grafine-no-gsr", {"alpha": 0.0}, "GraFine ablation: alpha 0 (the provider's own scores)"),
    ("grafine-sim-only", {"beta": math.inf}, "GraFine ablation: SPX by similarity only"),
    ("grafine-graph-only", {"beta": 0.0}, "GraFine ablation: SPX by structure only"),
)

METHODS = (
    MethodSpec(
        name="rerank",
        kind="corpus",
        factory=create_rerank,
        description="vector top 100 reranked by the dense+BM25 features' own scores",
    ),
    MethodSpec(
        name="gar",
        kind="corpus",
        factory=create_gar,
        description="GAR adaptive re-ranking over the corpus graph (b_max 100, batch 10)",
    ),
    *(
        MethodSpec(
            name=name,
            kind="corpus",
            factory=_grafine_factory(overrides),
            description=description,
        )
        for name, overrides, description in _VARIANTS
    ),
)
