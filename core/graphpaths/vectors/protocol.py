"""The one protocol through which the algorithms read vectors: :class:`VectorStore`.

Items are addressed by row position (``0 .. len(store) - 1``): entity ``i``, relation ``j``
or corpus node ``n`` of the graph the store was built for. Two implementations ship:
:class:`~graphpaths.vectors.memory.InMemoryVectorStore` (exact, numpy, the embedded default)
and :class:`~graphpaths.vectors.chroma.ChromaCollectionVectorStore` (a Chroma collection, embedded or a
``chroma run`` server). Scores are dot products of float32 vectors, i.e. cosine
similarities for the unit vectors the embedders return.

Contract of each method (the conformance tests run it on both implementations):

- ``top_k(query, k, candidates=None)``: ``(positions int64, scores float32)``, at most ``k``,
  by decreasing score with ties to the lower position; ``candidates`` (row positions,
  duplicates counted once) restricts the search; ``k`` larger than the rows searched returns
  them all; empty candidates return two empty arrays.
- ``scores(query, candidates)``: the score of each candidate, in the order given
  (duplicates repeated).
- ``vectors(positions)``: the ``(len(positions), dimension)`` float32 rows, in order.

A bad ``k`` or bad positions raise :class:`~graphpaths.errors.InputError`, a query of the
wrong shape or with NaN :class:`~graphpaths.errors.EmbeddingError`, a store that cannot be
read :class:`~graphpaths.errors.StoreError`; each message names the argument and the value.

Example:
    >>> import numpy as np
    >>> from graphpaths.vectors.memory import InMemoryVectorStore
    >>> isinstance(InMemoryVectorStore(np.eye(2)), VectorStore)
    True
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

import numpy.typing as npt

from graphpaths.embeddings import FloatArray
from graphpaths.vectors.checks import IndexArray

__all__ = ["VectorStore"]


@runtime_checkable
class VectorStore(Protocol):
    """Row-addressed vectors with top-k search, candidate scoring and row fetching."""

    def __len__(self) -> int: ...

    @property
    def dimension(self) -> int:
        """Length of every vector."""
        ...

    def top_k(
        self, query: npt.ArrayLike, k: int, candidates: npt.ArrayLike | None = None
    ) -> tuple[IndexArray, FloatArray]:
        """The ``k`` rows (among ``candidates``, if given) most similar to ``query``."""
        ...

    def scores(self, query: npt.ArrayLike, candidates: npt.ArrayLike) -> FloatArray:
        """The score of each row in ``candidates``, in the order given."""
        ...

    def vectors(self, positions: npt.ArrayLike) -> FloatArray:
        """The rows at ``positions``, in the order given."""
        ...
