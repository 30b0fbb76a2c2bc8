"""GraFine: retrieval-time refinement for graph RAG over corpus graphs.

The pieces, one module each: :mod:`~graphpaths.grafine.corpus_graph` (explicit
or kNN corpus graphs, saved with an index), :mod:`~graphpaths.grafine.features`
(latent features and heads for GSR), :mod:`~graphpaths.grafine.spx` (expansion),
:mod:`~graphpaths.grafine.gsr` (graph-smoothing reranker),
:mod:`~graphpaths.grafine.retriever` (Algorithm 1) and
:mod:`~graphpaths.grafine.gar` (the GAR baseline). Importing this package
loads numpy only; torch is imported by :class:`CrossEncoderFeatures` when built.
"""

from __future__ import annotations

from graphpaths.grafine.corpus_graph import (
    CorpusGraph,
    knn_graph_bm25,
    knn_graph_embeddings,
    load_or_build,
)
from graphpaths.grafine.features import (
    BiEncoderFeatures,
    CrossEncoderFeatures,
    DenseLexicalFeatures,
    FeatureProvider,
    QueryFeatures,
)
from graphpaths.grafine.gar import GAR, GARConfig
from graphpaths.grafine.gsr import FeatureCache, gsr_scores, propagation_matrix, smooth
from graphpaths.grafine.retriever import GraFine, GraFineConfig, GraFineResult, RetrievedNode
from graphpaths.grafine.spx import Expansion, expand

__all__ = [
    "GAR",
    "BiEncoderFeatures",
    "CorpusGraph",
    "CrossEncoderFeatures",
    "DenseLexicalFeatures",
    "Expansion",
    "FeatureCache",
    "FeatureProvider",
    "GARConfig",
    "GraFine",
    "GraFineConfig",
    "GraFineResult",
    "QueryFeatures",
    "RetrievedNode",
    "expand",
    "gsr_scores",
    "knn_graph_bm25",
    "knn_graph_embeddings",
    "load_or_build",
    "propagation_matrix",
    "smooth",
]
