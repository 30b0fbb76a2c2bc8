"""LangChain retrievers over graphpaths: DotRAG paths and GraFine corpus-graph refinement.

Example:
    >>> from langchain_graphpaths import DotRAGRetriever
    >>> retriever = DotRAGRetriever.from_index(".demo/movies-index", k=3)  # doctest: +SKIP
    >>> for doc in retriever.invoke("Who directed Inception?"):  # doctest: +SKIP
    ...     print(doc.page_content)
"""

from langchain_graphpaths.base import NOT_FOUND_EVENT, STAGE_EVENT, GraphpathsRetriever
from langchain_graphpaths.dotrag import DotRAGRetriever
from langchain_graphpaths.embeddings import LangChainEmbedder
from langchain_graphpaths.grafine import GraFineRetriever
from langchain_graphpaths.llm import ChatModelLLM

__all__ = [
    "NOT_FOUND_EVENT",
    "STAGE_EVENT",
    "ChatModelLLM",
    "DotRAGRetriever",
    "GraFineRetriever",
    "GraphpathsRetriever",
    "LangChainEmbedder",
]
