"""DotRAG as a LangChain retriever: one Document per retrieved path, best first.

Example (the bundled movie graph; the first call builds the index, later calls reuse it):
    >>> retriever = DotRAGRetriever.from_triples(
    ...     "cookbook/data/movies.csv", entities="cookbook/data/movie_entities.csv",
    ...     index_dir=".demo/movies-index", k=3)  # doctest: +SKIP
    >>> retriever.invoke("Who directed Inception?")[0].page_content  # doctest: +SKIP
    'Inception —directed_by→ Christopher Nolan'
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from typing import Any

from langchain_core.documents import Document
from langchain_core.language_models import BaseChatModel
from pydantic import Field

from graphpaths import DotRAG, DotRAGConfig, DotRAGResult
from graphpaths.config import with_overrides
from graphpaths.dotrag.retriever import with_settings
from graphpaths.embeddings import Embedder
from graphpaths.presentation import Piece, Presentation, path_pieces
from langchain_graphpaths.base import GraphpathsRetriever, piece_document, search_defaults
from langchain_graphpaths.graph_documents import records_from_graph_documents
from langchain_graphpaths.llm import ChatModelLLM

__all__ = ["DotRAGRetriever", "path_documents"]


def path_documents(
    result: DotRAGResult,
    k: int,
    provenance: Mapping[str, Iterable[str]] | None = None,
    options: Presentation | None = None,
) -> list[Document]:
    """The best ``k`` paths of ``result`` as Documents (or one Document holding its context),
    as :func:`graphpaths.presentation.path_pieces` makes them: small JSON-ready metadata by
    default (the path, its score, confidence, anchor, hops and labels), the full figures
    with ``Presentation(include_stats=True)``. With ``provenance`` (entity id -> source
    document ids), ``metadata["sources"]`` lists the documents the path's entities were
    read from."""
    pieces = path_pieces(result, k, options or Presentation(), provenance)
    return [piece_document(p) for p in pieces]


class DotRAGRetriever(GraphpathsRetriever):
    """DotRAG path search over a knowledge graph, as a LangChain ``BaseRetriever``.

    ``invoke(q, k=5, budget=2000, max_depth=2)``: ``k`` Documents, the other keywords
    override :class:`~graphpaths.DotRAGConfig` fields for that call (among them
    ``score_threshold``, ``min_confidence`` and ``include_descriptions``), but for the
    Documents' form: ``content`` (``"path"``, ``"sentence"`` or ``"context"``: one
    Document holding the whole context), ``include_stats`` and ``not_found_document``
    (:mod:`langchain_graphpaths.base`). All of them can be defaults in ``search_kwargs``. Without ``llm`` the
    deterministic heuristic policy decides (no LLM calls); with any LangChain chat model, an
    :class:`~graphpaths.LLMPolicy` asks it and falls back to the heuristic on bad answers.
    What one question may spend on it: ``llm_budget=LLMBudget(calls=..., tokens=...,
    seconds=...)``, as a setting of ``from_index`` / ``from_triples`` or per call
    (``invoke(q, llm_budget=...)``); then the heuristic decides the rest.
    """

    dotrag: DotRAG
    #: Entity id -> the ids of the documents it was read from (``from_graph_documents``);
    #: each Document's ``metadata["sources"]`` lists those of its path's entities.
    provenance: dict[str, tuple[str, ...]] = Field(default_factory=dict)

    @classmethod
    def from_index(
        cls,
        path: str | os.PathLike[str],
        *,
        llm: BaseChatModel | None = None,
        k: int = 10,
        search_kwargs: Mapping[str, Any] | None = None,
        warmup: bool = True,
        **settings: Any,
    ) -> DotRAGRetriever:
        """A retriever over an index directory (``graphpaths index`` or ``build_index``);
        ``settings`` are :class:`~graphpaths.DotRAGConfig` fields. The model and the
        policy's tables are loaded now (``warmup=False``: at the first query)."""
        search_kwargs = search_defaults(search_kwargs, settings)
        config = with_overrides(DotRAGConfig(), settings)
        return cls(
            dotrag=DotRAG.from_index(path, llm=_wrapped(llm), config=config, warmup=warmup),
            k=k,
            search_kwargs=search_kwargs,
        )

    @classmethod
    def from_triples(
        cls,
        triples: str | os.PathLike[str],
        *,
        index_dir: str | os.PathLike[str],
        entities: str | os.PathLike[str] | None = None,
        embedder: Embedder | None = None,
        llm: BaseChatModel | None = None,
        k: int = 10,
        types: Mapping[str, str | Iterable[str]] | None = None,
        infer_types: bool = True,
        lexicon: str | os.PathLike[str] | Mapping[str, Any] | None = None,
        search_kwargs: Mapping[str, Any] | None = None,
        **settings: Any,
    ) -> DotRAGRetriever:
        """Index a triples file into ``index_dir`` once (later calls reuse it) and retrieve.

        Entity types as in :meth:`graphpaths.DotRAG.from_triples`: inferred from relation
        roles when the input names none (``infer_types=False``: one default type),
        ``types`` (entity id -> type names) overrides. ``lexicon``: the words people use
        for the labels and types (a JSON/YAML file or its content,
        :mod:`graphpaths.dotrag.reading.lexicon_file`), stored with the index."""
        search_kwargs = search_defaults(search_kwargs, settings)
        options = with_settings(
            settings,
            embedder=embedder,
            llm=_wrapped(llm),
            types=types,
            infer_types=infer_types,
            lexicon=lexicon,
        )
        dotrag = DotRAG.from_triples(triples, index_dir=index_dir, entities=entities, **options)
        return cls(dotrag=dotrag, k=k, search_kwargs=search_kwargs)

    @classmethod
    def from_graph_documents(
        cls,
        documents: Iterable[Any],
        *,
        index_dir: str | os.PathLike[str],
        embedder: Embedder | None = None,
        llm: BaseChatModel | None = None,
        k: int = 10,
        types: Mapping[str, str | Iterable[str]] | None = None,
        infer_types: bool = True,
        lexicon: str | os.PathLike[str] | Mapping[str, Any] | None = None,
        search_kwargs: Mapping[str, Any] | None = None,
        **settings: Any,
    ) -> DotRAGRetriever:
        """Index LangChain ``GraphDocument`` objects (``LLMGraphTransformer``'s output) into
        ``index_dir`` once (later calls reuse it, updating what changed) and retrieve.

        Node types become entity types, relationship types labels, properties attributes
        (the mapping: :mod:`langchain_graphpaths.graph_documents`); each Document's
        ``metadata["sources"]`` names the source documents of its path's entities. Types
        and ``lexicon`` as in :meth:`from_triples`."""
        search_kwargs = search_defaults(search_kwargs, settings)
        records = records_from_graph_documents(documents)
        options = with_settings(
            settings,
            embedder=embedder,
            llm=_wrapped(llm),
            types=types,
            infer_types=infer_types,
            lexicon=lexicon,
        )
        dotrag = DotRAG.from_records(records, index_dir=index_dir, **options)
        return cls(
            dotrag=dotrag,
            k=k,
            search_kwargs=search_kwargs,
            provenance=dict(records.provenance),
        )

    def _retrieve(self, query: str, k: int, settings: dict[str, Any]) -> DotRAGResult:
        return self.dotrag.retrieve(query, **settings)

    async def _aretrieve(self, query: str, k: int, settings: dict[str, Any]) -> DotRAGResult:
        return await self.dotrag.aretrieve(query, **settings)

    def refresh(self) -> bool:
        """Switch to the index's newest revision now (:meth:`DotRAG.refresh`); each
        retrieval follows it anyway within the index's ``follow_interval``."""
        return self.dotrag.refresh()

    def _pieces(self, result: DotRAGResult, k: int, options: Presentation) -> list[Piece]:
        return path_pieces(result, k, options, self.provenance)

    def _seconds(self, result: DotRAGResult) -> Mapping[str, float]:
        return result.stats.seconds


def _wrapped(llm: BaseChatModel | None) -> ChatModelLLM | None:
    return None if llm is None else ChatModelLLM(llm)
