"""LlamaIndex retrievers over graphpaths: DotRAG paths and GraFine corpus-graph refinement.

Example:
    >>> from llama_index_graphpaths import DotRAGRetriever
    >>> retriever = DotRAGRetriever.from_index(".demo/movies-index", k=3)  # doctest: +SKIP
    >>> for hit in retriever.retrieve("Who directed Inception?"):  # doctest: +SKIP
    ...     print(hit.node.text)
"""

from llama_index_graphpaths.base import (
    GraphpathsNotFoundEvent,
    GraphpathsRetriever,
    GraphpathsStageEvent,
)
from llama_index_graphpaths.dotrag import DotRAGRetriever
from llama_index_graphpaths.embeddings import LlamaIndexEmbedder
from llama_index_graphpaths.grafine import GraFineRetriever
from llama_index_graphpaths.llm import LlamaIndexLLM

__all__ = [
    "DotRAGRetriever",
    "GraFineRetriever",
    "GraphpathsNotFoundEvent",
    "GraphpathsRetriever",
    "GraphpathsStageEvent",
    "LlamaIndexEmbedder",
    "LlamaIndexLLM",
]
