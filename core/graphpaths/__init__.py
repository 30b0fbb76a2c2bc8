"""graphpaths: graph retrievers for RAG (DotRAG path search, GraFine corpus-graph refinement).

Everything a user needs is importable from here::

    from graphpaths import DotRAG, GraFine

    dotrag = DotRAG.from_triples("triples.csv", index_dir="my-index")
    result = dotrag.retrieve("which films share the director of Inception", budget=2000)
    best = result.paths[0].render()  # "Inception —directed_by→ Christopher Nolan"

    grafine = GraFine.from_texts(texts, ids=ids, links=[("a", "b"), ...])
    [(n.id, n.text) for n in grafine.retrieve("question", k=5).nodes]

The core is framework-neutral: it imports neither LangChain nor LlamaIndex. Names load on
first use (PEP 562), so ``import graphpaths`` stays cheap: torch and chromadb load only
when a class that needs them is used.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from graphpaths.errors import (
    ConfigError,
    EmbeddingError,
    FilterError,
    GraphFormatError,
    GraphPathsError,
    IndexFormatError,
    InputError,
    LLMAnswerError,
    LLMBudgetError,
    LLMError,
    MissingDependencyError,
    NodeNotFoundError,
    QueryError,
    ScriptExhaustedError,
    StoreError,
    TypeNotFoundError,
)

if TYPE_CHECKING:
    from graphpaths.corpus_index import (
        CorpusIndex,
        Document,
        build_corpus_index,
        load_corpus_index,
        read_documents,
        read_links,
    )
    from graphpaths.dotrag.heuristic import HeuristicPolicy
    from graphpaths.dotrag.llm_policy import LLMPolicy
    from graphpaths.dotrag.policy import AsyncPolicy, Policy
    from graphpaths.dotrag.random_policy import RandomPolicy
    from graphpaths.dotrag.retriever import DotRAG
    from graphpaths.dotrag.types import (
        AnchorOption,
        DotRAGConfig,
        DotRAGResult,
        DotRAGStats,
        Path,
        PathHop,
    )
    from graphpaths.embeddings import Embedder, SentenceTransformerEmbedder
    from graphpaths.filters import AttributeTable, Filter
    from graphpaths.grafine.corpus_graph import CorpusGraph
    from graphpaths.grafine.retriever import GraFine, GraFineConfig, GraFineResult, RetrievedNode
    from graphpaths.graph import Graph, GraphBuilder, from_networkx, load_triples
    from graphpaths.index import GraphIndex, build_index, load_index
    from graphpaths.lexical import BM25Index
    from graphpaths.llm import (
        LLM,
        Completion,
        LLMBudget,
        Message,
        OpenAIChatConfig,
        OpenAIChatLLM,
        ScriptedLLM,
    )
    from graphpaths.vectors import (
        ChromaReadConfig,
        ChromaStore,
        ChromaVectorIndex,
        InMemoryVectorIndex,
        VectorIndex,
    )

__version__ = "0.1.0"

#: Public name -> the module that defines it (imported on first access).
_LAZY: dict[str, str] = {
    "AnchorOption": "graphpaths.dotrag.types",
    "AttributeTable": "graphpaths.filters",
    "AsyncPolicy": "graphpaths.dotrag.policy",
    "BM25Index": "graphpaths.lexical",
    "ChromaReadConfig": "graphpaths.vectors",
    "ChromaStore": "graphpaths.vectors",
    "ChromaVectorIndex": "graphpaths.vectors",
    "Completion": "graphpaths.llm",
    "CorpusGraph": "graphpaths.grafine.corpus_graph",
    "CorpusIndex": "graphpaths.corpus_index",
    "Document": "graphpaths.corpus_index",
    "DotRAG": "graphpaths.dotrag.retriever",
    "DotRAGConfig": "graphpaths.dotrag.types",
    "DotRAGResult": "graphpaths.dotrag.types",
    "DotRAGStats": "graphpaths.dotrag.types",
    "Embedder": "graphpaths.embeddings",
    "Filter": "graphpaths.filters",
    "GraFine": "graphpaths.grafine.retriever",
    "GraFineConfig": "graphpaths.grafine.retriever",
    "GraFineResult": "graphpaths.grafine.retriever",
    "Graph": "graphpaths.graph",
    "GraphBuilder": "graphpaths.graph",
    "GraphIndex": "graphpaths.index",
    "HeuristicPolicy": "graphpaths.dotrag.heuristic",
    "InMemoryVectorIndex": "graphpaths.vectors",
    "LLM": "graphpaths.llm",
    "LLMBudget": "graphpaths.llm",
    "LLMPolicy": "graphpaths.dotrag.llm_policy",
    "Message": "graphpaths.llm",
    "OpenAIChatConfig": "graphpaths.llm",
    "OpenAIChatLLM": "graphpaths.llm",
    "Path": "graphpaths.dotrag.types",
    "PathHop": "graphpaths.dotrag.types",
    "Policy": "graphpaths.dotrag.policy",
    "RandomPolicy": "graphpaths.dotrag.random_policy",
    "RetrievedNode": "graphpaths.grafine.retriever",
    "ScriptedLLM": "graphpaths.llm",
    "SentenceTransformerEmbedder": "graphpaths.embeddings",
    "VectorIndex": "graphpaths.vectors",
    "build_corpus_index": "graphpaths.corpus_index",
    "build_index": "graphpaths.index",
    "from_networkx": "graphpaths.graph",
    "load_corpus_index": "graphpaths.corpus_index",
    "load_index": "graphpaths.index",
    "load_triples": "graphpaths.graph",
    "read_documents": "graphpaths.corpus_index",
    "read_links": "graphpaths.corpus_index",
}

__all__ = [
    "LLM",
    "AnchorOption",
    "AsyncPolicy",
    "AttributeTable",
    "BM25Index",
    "ChromaReadConfig",
    "ChromaStore",
    "ChromaVectorIndex",
    "Completion",
    "ConfigError",
    "CorpusGraph",
    "CorpusIndex",
    "Document",
    "DotRAG",
    "DotRAGConfig",
    "DotRAGResult",
    "DotRAGStats",
    "Embedder",
    "EmbeddingError",
    "Filter",
    "FilterError",
    "GraFine",
    "GraFineConfig",
    "GraFineResult",
    "Graph",
    "GraphBuilder",
    "GraphFormatError",
    "GraphIndex",
    "GraphPathsError",
    "HeuristicPolicy",
    "InMemoryVectorIndex",
    "IndexFormatError",
    "InputError",
    "LLMAnswerError",
    "LLMBudget",
    "LLMBudgetError",
    "LLMError",
    "LLMPolicy",
    "Message",
    "MissingDependencyError",
    "NodeNotFoundError",
    "OpenAIChatConfig",
    "OpenAIChatLLM",
    "Path",
    "PathHop",
    "Policy",
    "QueryError",
    "RandomPolicy",
    "RetrievedNode",
    "ScriptExhaustedError",
    "ScriptedLLM",
    "SentenceTransformerEmbedder",
    "StoreError",
    "TypeNotFoundError",
    "VectorIndex",
    "__version__",
    "build_corpus_index",
    "build_index",
    "from_networkx",
    "load_corpus_index",
    "load_index",
    "load_triples",
    "read_documents",
    "read_links",
]


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'graphpaths' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value  # later lookups skip this function
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
