"""GraFine as a LangChain retriever: corpus-graph refinement over your own Documents.

Links between documents come from each Document's metadata (``links_key``, default
``"links"``: a list of ids of other documents); with no links at all, GraFine builds a kNN
corpus graph. A document's id is ``Document.id``, else ``metadata["id"]``, else its position.
Under a filter, a returned Document's links list the visible documents only.

Example:
    >>> from langchain_core.documents import Document
    >>> docs = [Document(page_content=t, id=i, metadata={"links": l}) for i, t, l in [
    ...     ("a", "The planner builds task graphs.", ["b"]),
    ...     ("b", "Tomas maintains the planner.", ["a"])]]
    >>> retriever = GraFineRetriever.from_documents(docs, k=1)  # doctest: +SKIP
    >>> retriever.invoke("Who maintains the planner?")[0].id  # doctest: +SKIP
    'b'
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from langchain_core.documents import Document

from graphpaths import GraFine, GraFineConfig, GraFineResult
from graphpaths.config import with_overrides
from graphpaths.embeddings import Embedder
from graphpaths.errors import ConfigError
from graphpaths.presentation import Piece, Presentation, node_pieces
from langchain_graphpaths.base import GraphpathsRetriever, piece_document, search_defaults
from langchain_graphpaths.embeddings import LangChainEmbedder

if TYPE_CHECKING:
    from langchain_chroma import Chroma

__all__ = ["GraFineRetriever", "links_from_metadata", "node_documents"]


def links_from_metadata(
    ids: Sequence[str], metadatas: Sequence[Mapping[str, Any] | None], key: str
) -> list[tuple[str, str]] | None:
    """The ``(id, linked id)`` pairs listed under ``key`` (a list of ids, or one id);
    ``None`` when no document has the key (GraFine then builds a kNN graph)."""
    pairs: list[tuple[str, str]] = []
    found = False
    for doc_id, meta in zip(ids, metadatas, strict=True):
        value = (meta or {}).get(key)
        if value is None:
            continue
        found = True
        targets = [value] if isinstance(value, str) else value
        if not isinstance(targets, Sequence):
            raise ConfigError(
                f"metadata[{key!r}] of document {doc_id!r}: expected a list of ids, got {value!r}"
            )
        pairs.extend((doc_id, str(target)) for target in targets)
    return pairs if found else None


def node_documents(result: GraFineResult, options: Presentation | None = None) -> list[Document]:
    """The nodes of ``result`` as Documents: the text, the document's own metadata with
    ``id``, ``score`` and ``iteration``; with ``Presentation(include_stats=True)`` also
    ``supported_by``, ``neighbors`` and the query's ``retrieval`` figures (nodes refined,
    iterations, seconds per stage)."""
    pieces = node_pieces(result, options or Presentation())
    return [piece_document(p) for p in pieces]


class GraFineRetriever(GraphpathsRetriever):
    """GraFine (seed search, then SPX expansion and GSR reranking on a corpus graph) as a
    LangChain ``BaseRetriever``.

    ``invoke(q, k=5, b_max=50)``: ``k`` Documents, the other keywords override
    :class:`~graphpaths.GraFineConfig` fields for that call (``score_threshold`` among
    them), but ``include_stats`` and ``not_found_document``
    (:mod:`langchain_graphpaths.base`); all of them can be defaults in ``search_kwargs``.
    A Document's text is its document's (there is no ``content`` choice).
    """

    grafine: GraFine

    @classmethod
    def from_index(
        cls,
        path: str | os.PathLike[str],
        *,
        k: int = 10,
        search_kwargs: Mapping[str, Any] | None = None,
        **settings: Any,
    ) -> GraFineRetriever:
        """A retriever over a corpus index (``graphpaths index --docs`` or
        :func:`~graphpaths.build_corpus_index`); ``settings`` are GraFineConfig fields."""
        search_kwargs = search_defaults(search_kwargs, settings)
        config = with_overrides(GraFineConfig(), settings)
        return cls(
            grafine=GraFine.from_index(path, config=config),
            k=k,
            search_kwargs=search_kwargs,
        )

    @classmethod
    def from_documents(
        cls,
        documents: Sequence[Document],
        *,
        links_key: str = "links",
        embedder: Embedder | None = None,
        k: int = 10,
        search_kwargs: Mapping[str, Any] | None = None,
        **settings: Any,
    ) -> GraFineRetriever:
        """Embed ``documents`` (``embedder=None``: the bundled all-MiniLM-L6-v2), link them
        from their metadata and retrieve; ``settings`` are GraFineConfig fields."""
        search_kwargs = search_defaults(search_kwargs, settings)
        ids = [doc.id or str(doc.metadata.get("id", i)) for i, doc in enumerate(documents)]
        metadatas = [doc.metadata for doc in documents]
        grafine = GraFine.from_texts(
            [doc.page_content for doc in documents],
            ids=ids,
            metadatas=metadatas,
            links=links_from_metadata(ids, metadatas, links_key),
            embedder=embedder,
            config=with_overrides(GraFineConfig(), settings),
            links_key=links_key,
        )
        return cls(grafine=grafine, k=k, search_kwargs=search_kwargs)

    @classmethod
    def from_vectorstore(
        cls,
        store: Chroma,
        *,
        links_key: str = "links",
        embedder: Embedder | None = None,
        k: int = 10,
        search_kwargs: Mapping[str, Any] | None = None,
        **settings: Any,
    ) -> GraFineRetriever:
        """GraFine over a ``langchain_chroma.Chroma`` store's records: its stored vectors,
        texts, metadatas and ids (nothing is embedded again); queries are embedded by the
        store's embedding function (or ``embedder``). Spelled as LangChain spells vector
        stores (``langchain_core.vectorstores``); the LlamaIndex package's is
        ``from_vector_store``, as LlamaIndex's ``VectorStoreIndex.from_vector_store``."""
        search_kwargs = search_defaults(search_kwargs, settings)
        records = store.get(include=["embeddings", "documents", "metadatas"])
        if embedder is None:
            if store.embeddings is None:
                raise ConfigError("store: it has no embedding function; pass embedder=")
            embedder = LangChainEmbedder(store.embeddings)
        ids = [str(i) for i in records["ids"]]
        grafine = GraFine.from_vectors(
            records["embeddings"],
            [text or "" for text in records["documents"]],
            ids=ids,
            metadatas=[dict(m or {}) for m in records["metadatas"]],
            links=links_from_metadata(ids, records["metadatas"], links_key),
            embedder=embedder,
            config=with_overrides(GraFineConfig(), settings),
            links_key=links_key,
        )
        return cls(grafine=grafine, k=k, search_kwargs=search_kwargs)

    def _retrieve(self, query: str, k: int, settings: dict[str, Any]) -> GraFineResult:
        return self.grafine.retrieve(query, k, **settings)

    async def _aretrieve(self, query: str, k: int, settings: dict[str, Any]) -> GraFineResult:
        return await self.grafine.aretrieve(query, k, **settings)

    def refresh(self) -> bool:
        """Switch to the index's newest revision now (:meth:`GraFine.refresh`); each
        retrieval follows it anyway within the index's ``follow_interval``."""
        return self.grafine.refresh()

    def _pieces(self, result: GraFineResult, k: int, options: Presentation) -> list[Piece]:
        return node_pieces(result, options)

    def _seconds(self, result: GraFineResult) -> Mapping[str, float]:
        return result.seconds
