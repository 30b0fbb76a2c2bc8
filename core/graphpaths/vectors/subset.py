"""Vectors of some rows of another index, renumbered: what a filtered view searches.

:func:`subset_vectors` gives a :class:`~graphpaths.vectors.protocol.VectorIndex` whose row
``i`` is row ``rows[i]`` of ``base`` (``rows`` increasing), so an algorithm run on a
subgraph (:meth:`graphpaths.graph.Graph.subgraph`) reads exactly the vectors it would read
had the subgraph been indexed on its own. In-memory rows are copied into a smaller matrix;
other indexes (Chroma) are searched through :class:`RowSubset`, which never returns a row
outside ``rows``.

Example:
    >>> import numpy as np
    >>> from graphpaths.vectors.memory import InMemoryVectorIndex
    >>> base = InMemoryVectorIndex(np.eye(3, dtype=np.float32))
    >>> kept = subset_vectors(base, np.array([0, 2]))
    >>> kept.top_k(np.array([0, 0, 1], dtype=np.float32), 1)[0].tolist()
    [1]
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from graphpaths.embeddings import FloatArray
from graphpaths.errors import InputError
from graphpaths.vectors.checks import IndexArray, check_k, check_positions
from graphpaths.vectors.protocol import VectorIndex

__all__ = ["RowSubset", "subset_vectors"]

#: Up to this many kept rows a search without candidates asks the base for them directly.
_DIRECT_ROWS = 4096


def _rows(rows: npt.ArrayLike, size: int) -> IndexArray:
    kept = np.asarray(rows, dtype=np.int64)
    if kept.ndim != 1:
        raise InputError(f"rows: expected a 1-D array of row positions, got shape {kept.shape}")
    if len(kept):
        check_positions(kept, size, name="rows")
        if np.any(np.diff(kept) <= 0):
            raise InputError("rows: expected increasing row positions without repeats")
    return kept


def subset_vectors(base: VectorIndex, rows: npt.ArrayLike) -> VectorIndex:
    """The rows ``rows`` (increasing) of ``base``, renumbered ``0..len(rows)-1``."""
    from graphpaths.vectors.memory import InMemoryVectorIndex

    kept = _rows(rows, len(base))
    if isinstance(base, InMemoryVectorIndex):
        return InMemoryVectorIndex(base.matrix[kept], check_finite=False)
    return RowSubset(base, kept)


class RowSubset:
    """A :class:`~graphpaths.vectors.protocol.VectorIndex` over the rows ``rows`` of
    ``base``, renumbered; searches go to ``base`` and only kept rows come back.

    A search over every kept row asks ``base`` for more rows than ``k`` (in proportion to
    the rows left out) and keeps the kept ones; if too few come back it searches the kept
    rows as candidates. Ties keep ``base``'s order, which is the kept rows' order.
    """

    def __init__(self, base: VectorIndex, rows: npt.ArrayLike) -> None:
        self._base = base
        self._rows = _rows(rows, len(base))
        self._position = np.full(len(base), -1, np.int64)
        self._position[self._rows] = np.arange(len(self._rows))

    def __len__(self) -> int:
        return len(self._rows)

    def __repr__(self) -> str:
        return f"RowSubset({self._base!r}, rows={len(self._rows)})"

    @property
    def dimension(self) -> int:
        return self._base.dimension

    @property
    def base(self) -> VectorIndex:
        return self._base

    def vectors(self, positions: npt.ArrayLike) -> FloatArray:
        picked = check_positions(positions, len(self), name="positions")
        return self._base.vectors(self._rows[picked])

    def scores(self, query: npt.ArrayLike, candidates: npt.ArrayLike) -> FloatArray:
        picked = check_positions(candidates, len(self))
        return self._base.scores(query, self._rows[picked])

    def top_k(
        self, query: npt.ArrayLike, k: int, candidates: npt.ArrayLike | None = None
    ) -> tuple[IndexArray, FloatArray]:
        k = check_k(k)
        if candidates is not None:
            picked = np.unique(check_positions(candidates, len(self)))
            found, scores = self._base.top_k(query, k, self._rows[picked])
            return self._position[found], scores
        if len(self._rows) <= _DIRECT_ROWS:
            found, scores = self._base.top_k(query, k, self._rows)
            return self._position[found], scores
        ask = min(len(self._base), k * (-(-2 * len(self._base) // len(self._rows))))
        found, scores = self._base.top_k(query, ask)
        inside = self._position[found] >= 0
        if inside.sum() >= k or ask >= len(self._base):
            return self._position[found[inside]][:k], scores[inside][:k]
        found, scores = self._base.top_k(query, k, self._rows)
        return self._position[found], scores
