"""graphpaths: graph retrievers for RAG (DotRAG path search, GraFine corpus-graph refinement).

The core is framework-neutral: it imports neither LangChain nor LlamaIndex.
Heavy dependencies (torch, chromadb) load only when a class that needs them
is used, so ``import graphpaths`` stays cheap.
"""

from graphpaths.errors import (
    ConfigError,
    EmbeddingError,
    GraphFormatError,
    GraphPathsError,
    IndexFormatError,
    NodeNotFoundError,
    StoreError,
    TypeNotFoundError,
)
from graphpaths.graph import Graph, GraphBuilder, from_networkx, load_metaqa_kb, load_triples

__version__ = "0.1.0"

__all__ = [
    "ConfigError",
    "EmbeddingError",
    "Graph",
    "GraphBuilder",
    "GraphFormatError",
    "GraphPathsError",
    "IndexFormatError",
    "NodeNotFoundError",
    "StoreError",
    "TypeNotFoundError",
    "__version__",
    "from_networkx",
    "load_metaqa_kb",
    "load_triples",
]
