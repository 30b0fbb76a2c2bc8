"""graphpaths: graph retrievers for RAG (DotRAG path search, GraFine corpus-graph refinement).

What a retriever user needs is importable from here::

    from graphpaths import DotRAG, GraFine

    dotrag = DotRAG.from_triples("triples.csv", index_dir="my-index")
    result = dotrag.retrieve("which films share the director of Inception", budget=2000)
    best = result.paths[0].render()  # "Inception —directed_by→ Christopher Nolan"

    grafine = GraFine.from_texts(texts, ids=ids, links=[("a", "b"), ...])
    [(n.id, n.text) for n in grafine.retrieve("question", k=5).nodes]

The names here, by what they are for:

- the two retrievers, their settings and results: :class:`DotRAG`, :class:`DotRAGConfig`,
  :class:`DotRAGResult`, :class:`GraFine`, :class:`GraFineConfig`, :class:`GraFineResult`;
- index directories, a graph index (DotRAG) or a corpus index (GraFine): :func:`build_index`,
  :func:`load_index`, :func:`build_corpus_index`, :func:`load_corpus_index`;
- graphs in memory: :class:`Graph`, :class:`GraphBuilder`, :func:`load_triples`,
  :func:`from_networkx`; metadata filters (``retrieve(..., filter=...)``): :class:`Filter`;
- language models: the :class:`LLM` protocol, :class:`OpenAIChatLLM` and its
  :class:`OpenAIChatConfig`, DotRAG's :class:`LLMPolicy`; the default embedder,
  :class:`SentenceTransformerEmbedder`;
- the errors a caller catches most: :class:`GraphPathsError` (the base of them all),
  :class:`ConfigError`, :class:`InputError`, :class:`IndexFormatError`, :class:`LLMError`.

Everything else stays importable from its module: the path and node types
(:mod:`graphpaths.dotrag.protocol.types`, :mod:`graphpaths.grafine.retriever`), DotRAG's policies
(:mod:`graphpaths.dotrag.reading.heuristic`, :mod:`graphpaths.dotrag.protocol.policy`), the LLM wrappers (:mod:`graphpaths.llm`), the vector stores
(:mod:`graphpaths.vectors`), every error (:mod:`graphpaths.errors`) and the test doubles
(:mod:`graphpaths.testing`).

The core is framework-neutral: it imports neither LangChain nor LlamaIndex, and
``import graphpaths`` loads no model, torch nor chromadb: they load when a retriever first
needs them.
"""

from graphpaths.dotrag.index.graph_index import build_index, load_index
from graphpaths.dotrag.llm import LLMPolicy
from graphpaths.dotrag.protocol.types import DotRAGConfig, DotRAGResult
from graphpaths.dotrag.retriever import DotRAG
from graphpaths.embeddings import SentenceTransformerEmbedder
from graphpaths.errors import ConfigError, GraphPathsError, IndexFormatError, InputError, LLMError
from graphpaths.filters import Filter
from graphpaths.grafine.corpus_index import build_corpus_index, load_corpus_index
from graphpaths.grafine.retriever import GraFine, GraFineConfig, GraFineResult
from graphpaths.graph import Graph, GraphBuilder, from_networkx, load_triples
from graphpaths.llm import LLM, OpenAIChatConfig, OpenAIChatLLM

__version__ = "0.1.0"

__all__ = [
    "LLM",
    "ConfigError",
    "DotRAG",
    "DotRAGConfig",
    "DotRAGResult",
    "Filter",
    "GraFine",
    "GraFineConfig",
    "GraFineResult",
    "Graph",
    "GraphBuilder",
    "GraphPathsError",
    "IndexFormatError",
    "InputError",
    "LLMError",
    "LLMPolicy",
    "OpenAIChatConfig",
    "OpenAIChatLLM",
    "SentenceTransformerEmbedder",
    "build_corpus_index",
    "build_index",
    "from_networkx",
    "load_corpus_index",
    "load_index",
    "load_triples",
]
