"""A LlamaIndex ``BaseEmbedding`` as a graphpaths :class:`~graphpaths.embeddings.Embedder`.

Lets GraFine reuse the vectors a LlamaIndex pipeline already stored on its nodes and embed
queries with the same model. Rows are returned at unit length, as the Embedder protocol asks.

Example:
    >>> from llama_index.core.embeddings import MockEmbedding
    >>> embedder = LlamaIndexEmbedder(MockEmbedding(embed_dim=8))
    >>> embedder.embed_documents(["a", "b"]).shape, embedder.dimension, embedder.name
    ((2, 8), 8, 'llama-index:MockEmbedding:unknown')
"""

from __future__ import annotations

from collections.abc import Sequence

from llama_index.core.base.embeddings.base import BaseEmbedding

from graphpaths.embeddings import FloatArray, ProgressCallback, normalize_rows
from graphpaths.errors import ConfigError

__all__ = ["LlamaIndexEmbedder"]


class LlamaIndexEmbedder:
    """``embed_model`` with the Embedder protocol; ``dimension`` is measured on first use."""

    def __init__(self, embed_model: BaseEmbedding, *, name: str | None = None) -> None:
        if not isinstance(embed_model, BaseEmbedding):
            raise ConfigError(
                f"embed_model: expected a LlamaIndex BaseEmbedding, got {type(embed_model).__name__}"
            )
        self.embed_model = embed_model
        kind = type(embed_model).__name__
        self._name = name or f"llama-index:{kind}:{embed_model.model_name}"
        self._dimension: int | None = None

    @property
    def name(self) -> str:
        return self._name

    @property
    def dimension(self) -> int:
        if self._dimension is None:
            self._dimension = int(self.embed_query("dimension").shape[0])
        return self._dimension

    def embed_documents(
        self, texts: Sequence[str], *, progress: ProgressCallback | None = None
    ) -> FloatArray:
        vectors = self.embed_model.get_text_embedding_batch(list(texts))
        rows = normalize_rows(vectors, what=self._name)
        if progress is not None:
            progress(len(texts))
        return rows

    def embed_query(self, text: str) -> FloatArray:
        vector = self.embed_model.get_query_embedding(text)
        row: FloatArray = normalize_rows([vector], what=self._name)[0]
        return row
