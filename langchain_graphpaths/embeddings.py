"""A LangChain ``Embeddings`` as a graphpaths :class:`~graphpaths.embeddings.Embedder`.

Used to embed queries with a vector store's own embedding function, so a GraFine over a
store's stored vectors compares like with like. Rows are returned at unit length, as the
Embedder protocol asks.

Example:
    >>> from langchain_core.embeddings import DeterministicFakeEmbedding
    >>> embedder = LangChainEmbedder(DeterministicFakeEmbedding(size=8))
    >>> embedder.embed_documents(["a", "b"]).shape, embedder.dimension
    ((2, 8), 8)
"""

from __future__ import annotations

from collections.abc import Sequence

from langchain_core.embeddings import Embeddings

from graphpaths.embeddings import FloatArray, ProgressCallback, normalize_rows
from graphpaths.errors import ConfigError

__all__ = ["LangChainEmbedder"]


class LangChainEmbedder:
    """``embeddings`` with the Embedder protocol.

    ``name`` identifies the model (default: the class and its ``model``/``model_name``
    attribute when it has one); ``dimension`` is measured on first use unless given.
    """

    def __init__(
        self, embeddings: Embeddings, *, name: str | None = None, dimension: int | None = None
    ) -> None:
        if not isinstance(embeddings, Embeddings):
            raise ConfigError(
                f"embeddings: expected a LangChain Embeddings, got {type(embeddings).__name__}"
            )
        self.embeddings = embeddings
        model = getattr(embeddings, "model", None) or getattr(embeddings, "model_name", None)
        kind = type(embeddings).__name__
        self._name = name or (f"langchain:{kind}:{model}" if model else f"langchain:{kind}")
        self._dimension = dimension

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
        rows = normalize_rows(self.embeddings.embed_documents(list(texts)), what=self._name)
        if progress is not None:
            progress(len(texts))
        return rows

    def embed_query(self, text: str) -> FloatArray:
        row: FloatArray = normalize_rows([self.embeddings.embed_query(text)], what=self._name)[0]
        return row
