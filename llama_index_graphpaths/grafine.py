"""GraFine as a LlamaIndex retriever: corpus-graph refinement over your texts or nodes.

:meth:`GraFineRetriever.from_nodes` reads a node set's ``relationships`` (previous/next,
parent/child, source) as the corpus graph's links, keeping those whose other end is in the
set, and reuses the nodes' embeddings when they carry them (with the ``embed_model`` that
made them embedding the queries); :meth:`GraFineRetriever.from_vector_store` does the same
for the nodes of an existing ``ChromaVectorStore``.

Example:
    >>> from llama_index.core.schema import TextNode
    >>> nodes = [TextNode(id_="a", text="The planner builds task graphs."),
    ...          TextNode(id_="b", text="Tomas maintains the planner.")]
    >>> retriever = GraFineRetriever.from_nodes(nodes, k=1)  # doctest: +SKIP
    >>> retriever.retrieve("Who maintains the planner?")[0].node.node_id  # doctest: +SKIP
    'b'
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from llama_index.core.base.embeddings.base import BaseEmbedding
from llama_index.core.callbacks import CallbackManager
from llama_index.core.schema import BaseNode, NodeRelationship, NodeWithScore

from graphpaths import GraFine, GraFineConfig, GraFineResult
from graphpaths.config import with_overrides
from graphpaths.embeddings import Embedder
from graphpaths.presentation import Piece, Presentation, node_pieces
from llama_index_graphpaths.base import GraphpathsRetriever, scored_node, take_options
from llama_index_graphpaths.embeddings import LlamaIndexEmbedder

if TYPE_CHECKING:
    from llama_index.vector_stores.chroma import ChromaVectorStore

__all__ = ["LINK_RELATIONSHIPS", "GraFineRetriever", "node_links", "retrieved_nodes"]

#: The node relationships that become corpus-graph links.
LINK_RELATIONSHIPS = (
    NodeRelationship.PREVIOUS,
    NodeRelationship.NEXT,
    NodeRelationship.PARENT,
    NodeRelationship.CHILD,
    NodeRelationship.SOURCE,
)


def node_links(nodes: Sequence[BaseNode]) -> list[tuple[str, str]]:
    """``(node id, related id)`` for every relationship in :data:`LINK_RELATIONSHIPS` whose
    other end is one of ``nodes``."""
    ids = {node.node_id for node in nodes}
    pairs: list[tuple[str, str]] = []
    for node in nodes:
        for kind in LINK_RELATIONSHIPS:
            related = node.relationships.get(kind)
            infos = related if isinstance(related, list) else [related] if related else []
            pairs.extend((node.node_id, i.node_id) for i in infos if i.node_id in ids)
    return pairs


def retrieved_nodes(
    result: GraFineResult, options: Presentation | None = None
) -> list[NodeWithScore]:
    """The nodes of ``result`` with their text, the document's metadata with ``id``,
    ``score`` and ``iteration``; with ``Presentation(include_stats=True)`` also
    ``supported_by``, ``neighbors`` and the query's ``retrieval`` figures."""
    return [scored_node(p) for p in node_pieces(result, options or Presentation())]


class GraFineRetriever(GraphpathsRetriever):
    """GraFine (seed search, then SPX expansion and GSR reranking on a corpus graph) as a
    LlamaIndex ``BaseRetriever``; ``settings`` are :class:`~graphpaths.GraFineConfig` fields
    (``score_threshold`` among them), applied to every retrieval; ``include_stats`` and
    ``not_found_node`` set the nodes' form (:mod:`llama_index_graphpaths.base`).
    """

    def __init__(
        self,
        grafine: GraFine,
        *,
        k: int = 10,
        filters: Any = None,
        callback_manager: CallbackManager | None = None,
        **settings: Any,
    ) -> None:
        self.grafine = grafine
        super().__init__(
            config=grafine.config,
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
        k: int = 10,
        filters: Any = None,
        warmup: bool = True,
        **settings: Any,
    ) -> GraFineRetriever:
        """A retriever over a corpus index (``graphpaths index --docs``); the model is
        loaded now (``warmup=False``: at the first query)."""
        options = take_options(settings)
        config = with_overrides(GraFineConfig(), settings)
        grafine = GraFine.from_index(path, config=config, warmup=warmup)
        return cls(grafine, k=k, filters=filters, **options)

    @classmethod
    def from_defaults(
        cls,
        texts: Sequence[str],
        *,
        ids: Sequence[str] | None = None,
        metadatas: Sequence[Mapping[str, Any]] | None = None,
        links: Iterable[tuple[str, str]] | None = None,
        embedder: Embedder | BaseEmbedding | None = None,
        k: int = 10,
        filters: Any = None,
        **settings: Any,
    ) -> GraFineRetriever:
        """Embed ``texts``, link them (``links``: id pairs; none: a kNN graph), retrieve."""
        options = take_options(settings)
        grafine = GraFine.from_texts(
            texts,
            ids=ids,
            metadatas=metadatas,
            links=links,
            embedder=_embedder(embedder),
            config=with_overrides(GraFineConfig(), settings),
        )
        return cls(grafine, k=k, filters=filters, **options)

    @classmethod
    def from_nodes(
        cls,
        nodes: Sequence[BaseNode],
        *,
        embedder: Embedder | BaseEmbedding | None = None,
        k: int = 10,
        filters: Any = None,
        **settings: Any,
    ) -> GraFineRetriever:
        """GraFine over ``nodes``, linked by their relationships. Their stored embeddings
        are reused when every node has one and ``embedder`` (the model that made them) is
        given; otherwise the texts are embedded (``embedder=None``: the bundled model)."""
        options = take_options(settings)
        texts = [node.get_content() for node in nodes]
        common: dict[str, Any] = {
            "ids": [node.node_id for node in nodes],
            "metadatas": [node.metadata for node in nodes],
            "links": node_links(nodes),
            "embedder": _embedder(embedder),
            "config": with_overrides(GraFineConfig(), settings),
        }
        stored = [node.embedding for node in nodes if node.embedding is not None]
        if embedder is not None and len(stored) == len(nodes):
            return cls(
                GraFine.from_vectors(stored, texts, **common), k=k, filters=filters, **options
            )
        return cls(GraFine.from_texts(texts, **common), k=k, filters=filters, **options)

    @classmethod
    def from_vector_store(
        cls,
        vector_store: ChromaVectorStore,
        *,
        embedder: Embedder | BaseEmbedding,
        k: int = 10,
        filters: Any = None,
        **settings: Any,
    ) -> GraFineRetriever:
        """GraFine over the nodes of an existing ``ChromaVectorStore``
        (``llama-index-vector-stores-chroma``): their stored vectors are reused (nothing is
        embedded again; ``embedder`` is the model that made them, and embeds the queries)
        and their relationships become links, as in :meth:`from_nodes`."""
        nodes = vector_store.get_nodes(None)
        stored = vector_store.client.get(ids=[n.node_id for n in nodes], include=["embeddings"])
        vectors = dict(zip(stored["ids"], stored["embeddings"], strict=True))
        for node in nodes:
            node.embedding = [float(x) for x in vectors[node.node_id]]
        return cls.from_nodes(nodes, embedder=embedder, k=k, filters=filters, **settings)

    def _run(self, query: str) -> GraFineResult:
        return self.grafine.retrieve(query, self.k, filter=self.filter, **self.settings)

    async def _arun(self, query: str) -> GraFineResult:
        return await self.grafine.aretrieve(query, self.k, filter=self.filter, **self.settings)

    def refresh(self) -> bool:
        """Switch to the index's newest revision now (:meth:`GraFine.refresh`); each
        retrieval follows it anyway within the index's ``follow_interval``."""
        return self.grafine.refresh()

    def _pieces(self, result: GraFineResult) -> list[Piece]:
        return node_pieces(result, self.options)

    def _seconds(self, result: GraFineResult) -> Mapping[str, float]:
        return result.seconds


def _embedder(embedder: Embedder | BaseEmbedding | None) -> Embedder | None:
    return LlamaIndexEmbedder(embedder) if isinstance(embedder, BaseEmbedding) else embedder
