"""DotRAG as a LlamaIndex retriever: one ``NodeWithScore`` per retrieved path, best first.

Example (the bundled movie graph; the first call builds the index, later calls reuse it):
    >>> retriever = DotRAGRetriever.from_defaults(
    ...     "cookbook/data/movies.csv", entities="cookbook/data/movie_entities.csv",
    ...     index_dir=".demo/movies-index", k=3)  # doctest: +SKIP
    >>> retriever.retrieve("Who directed Inception?")[0].node.text  # doctest: +SKIP
    'Inception —directed_by→ Christopher Nolan'
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from typing import Any

from llama_index.core.callbacks import CallbackManager
from llama_index.core.graph_stores.types import PropertyGraphStore
from llama_index.core.llms import LLM as LlamaLLM
from llama_index.core.schema import NodeWithScore

from graphpaths import DotRAG, DotRAGConfig, DotRAGResult
from graphpaths.config import with_overrides
from graphpaths.dotrag.retriever import with_settings
from graphpaths.embeddings import Embedder
from graphpaths.errors import InputError
from graphpaths.presentation import Piece, Presentation, path_pieces
from llama_index_graphpaths.base import GraphpathsRetriever, scored_node, take_options
from llama_index_graphpaths.llm import LlamaIndexLLM
from llama_index_graphpaths.property_graph import records_from_property_graph_store

__all__ = ["DotRAGRetriever", "path_nodes"]


def path_nodes(
    result: DotRAGResult,
    k: int,
    provenance: Mapping[str, Iterable[str]] | None = None,
    options: Presentation | None = None,
) -> list[NodeWithScore]:
    """The best ``k`` paths of ``result`` as scored nodes (or one node holding its context),
    as :func:`graphpaths.presentation.path_pieces` makes them: small JSON-ready metadata by
    default (the path, its score, confidence, anchor, hops and labels), the full figures
    with ``Presentation(include_stats=True)``. With ``provenance`` (entity id -> source
    chunk ids), ``metadata["sources"]`` lists the chunks the path's entities were read
    from."""
    return [scored_node(p) for p in path_pieces(result, k, options or Presentation(), provenance)]


class DotRAGRetriever(GraphpathsRetriever):
    """DotRAG path search over a knowledge graph, as a LlamaIndex ``BaseRetriever``.

    Without ``llm`` the deterministic heuristic policy decides (no LLM calls); with any
    LlamaIndex LLM, an :class:`~graphpaths.LLMPolicy` asks it and falls back to the heuristic
    on bad answers. ``settings`` are :class:`~graphpaths.DotRAGConfig` fields, among them
    ``llm_budget=LLMBudget(calls=..., tokens=..., seconds=...)``: what one question may spend
    on the LLM before the heuristic decides the rest (LlamaIndex's ``retrieve`` takes no
    per-call settings: ``retriever.dotrag.retrieve(q, llm_budget=...)`` does).

    The constructor's ``settings`` (DotRAGConfig fields such as ``score_threshold``,
    ``min_confidence`` or ``include_descriptions``) apply to every retrieval over the
    ``dotrag`` given, but ``content`` (``"path"``, the default; ``"sentence"``;
    ``"context"``: one node holding the whole context), ``include_stats`` and
    ``not_found_node``, which set the nodes' form (:mod:`llama_index_graphpaths.base`).
    """

    def __init__(
        self,
        dotrag: DotRAG,
        *,
        k: int = 10,
        filters: Any = None,
        callback_manager: CallbackManager | None = None,
        provenance: Mapping[str, Iterable[str]] | None = None,
        **settings: Any,
    ) -> None:
        self.dotrag = dotrag
        #: Entity id -> the ids of the chunks it was read from (``from_property_graph_store``);
        #: each node's ``metadata["sources"]`` lists those of its path's entities.
        self.provenance = {k: tuple(v) for k, v in (provenance or {}).items()}
        super().__init__(
            config=dotrag.config,
            k=k,
            filters=filters,
            callback_manager=callback_manager,
            **settings,
        )

    @classmethod
    def from_index(
        cls,
        path: str | os.PathLike[str],
        *,
        llm: LlamaLLM | None = None,
        k: int = 10,
        filters: Any = None,
        warmup: bool = True,
        **settings: Any,
    ) -> DotRAGRetriever:
        """A retriever over an index directory (``graphpaths index`` or ``build_index``).
        The model and the policy's tables are loaded now (``warmup=False``: at the first
        query)."""
        options = take_options(settings)
        config = with_overrides(DotRAGConfig(), settings)
        dotrag = DotRAG.from_index(path, llm=_wrapped(llm), config=config, warmup=warmup)
        return cls(dotrag, k=k, filters=filters, **options)

    @classmethod
    def from_defaults(
        cls,
        triples: str | os.PathLike[str],
        *,
        index_dir: str | os.PathLike[str],
        entities: str | os.PathLike[str] | None = None,
        embedder: Embedder | None = None,
        llm: LlamaLLM | None = None,
        k: int = 10,
        types: Mapping[str, str | Iterable[str]] | None = None,
        infer_types: bool = True,
        lexicon: str | os.PathLike[str] | Mapping[str, Any] | None = None,
        filters: Any = None,
        **settings: Any,
    ) -> DotRAGRetriever:
        """Index a triples file into ``index_dir`` once (later calls reuse it) and retrieve.

        Entity types as in :meth:`graphpaths.DotRAG.from_triples`: inferred from relation
        roles when the input names none (``infer_types=False``: one default type),
        ``types`` (entity id -> type names) overrides. ``lexicon``: the words people use
        for the labels and types (a JSON/YAML file or its content,
        :mod:`graphpaths.dotrag.reading.lexicon_file`), stored with the index."""
        options = take_options(settings)
        index_options = with_settings(
            settings,
            embedder=embedder,
            llm=_wrapped(llm),
            types=types,
            infer_types=infer_types,
            lexicon=lexicon,
        )
        dotrag = DotRAG.from_triples(
            triples, index_dir=index_dir, entities=entities, **index_options
        )
        return cls(dotrag, k=k, filters=filters, **options)

    @classmethod
    def from_property_graph_store(
        cls,
        store: PropertyGraphStore,
        *,
        index_dir: str | os.PathLike[str],
        embedder: Embedder | None = None,
        llm: LlamaLLM | None = None,
        k: int = 10,
        types: Mapping[str, str | Iterable[str]] | None = None,
        infer_types: bool = True,
        lexicon: str | os.PathLike[str] | Mapping[str, Any] | None = None,
        filters: Any = None,
        chunk_text: bool = True,
        **settings: Any,
    ) -> DotRAGRetriever:
        """Index what a LlamaIndex ``PropertyGraphStore`` holds into ``index_dir`` (later
        calls reuse the index, updating what changed) and retrieve.

        Entity labels become entity types, relation labels labels, properties attributes,
        and the chunks that mention an entity its text (``chunk_text=False``: not); each
        node's ``metadata["sources"]`` names the chunks its path's entities were read from
        (the mapping: :mod:`llama_index_graphpaths.property_graph`). Types and ``lexicon``
        as in :meth:`from_defaults`."""
        options = take_options(settings)
        records = records_from_property_graph_store(store, chunk_text=chunk_text)
        index_options = with_settings(
            settings,
            embedder=embedder,
            llm=_wrapped(llm),
            types=types,
            infer_types=infer_types,
            lexicon=lexicon,
        )
        dotrag = DotRAG.from_records(records, index_dir=index_dir, **index_options)
        return cls(dotrag, k=k, filters=filters, provenance=records.provenance, **options)

    @classmethod
    def from_property_graph_index(cls, index: Any, **options: Any) -> DotRAGRetriever:
        """:meth:`from_property_graph_store` over a ``PropertyGraphIndex``'s store
        (``index.property_graph_store``); ``options`` as there (``index_dir`` required)."""
        store = getattr(index, "property_graph_store", None)
        if not isinstance(store, PropertyGraphStore):
            raise InputError(f"index: expected a PropertyGraphIndex, got {type(index).__name__}")
        return cls.from_property_graph_store(store, **options)

    def _run(self, query: str) -> DotRAGResult:
        return self.dotrag.retrieve(query, filter=self.filter, **self.settings)

    async def _arun(self, query: str) -> DotRAGResult:
        return await self.dotrag.aretrieve(query, filter=self.filter, **self.settings)

    def refresh(self) -> bool:
        """Switch to the index's newest revision now (:meth:`DotRAG.refresh`); each
        retrieval follows it anyway within the index's ``follow_interval``."""
        return self.dotrag.refresh()

    def _pieces(self, result: DotRAGResult) -> list[Piece]:
        return path_pieces(result, self.k, self.options, self.provenance)

    def _seconds(self, result: DotRAGResult) -> Mapping[str, float]:
        return result.stats.seconds


def _wrapped(llm: LlamaLLM | None) -> LlamaIndexLLM | None:
    return None if llm is None else LlamaIndexLLM(llm)
