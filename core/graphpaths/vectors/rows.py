"""A :class:`~graphpaths.vectors.protocol.VectorStore` over some rows of another store.

:class:`RowsVectorStore` is the vector side of a filtered *view*: row ``i`` of the view is
row ``rows[i]`` of the base store (``rows`` increasing, so the order of rows, and with it
every tie-break "to the lower position", is the base's). Nothing is copied: each call maps
the view's positions to base positions and asks the base, and only the kept rows are ever
read or scored — a search over the whole view is the base's exact search among the kept
rows as candidates (in memory: numpy over those rows; Chroma: the rows fetched by id,
through its row cache, and scored exactly). Scores are bit-identical to an in-memory store
of the kept rows alone (:func:`~graphpaths.vectors.scoring.dot_scores` scores each row
independently of the others).

Example:
    >>> import numpy as np
    >>> from graphpaths.vectors.memory import InMemoryVectorStore
    >>> base = InMemoryVectorStore(np.eye(4, dtype=np.float32))
    >>> view = RowsVectorStore(base, [1, 3])
    >>> len(view), view.top_k(np.array([0.1, 0.9, 0.0, 0.4], dtype=np.float32), 5)[0].tolist()
    (2, [0, 1])
    >>> view.vectors([1]).tolist(), view.base_rows([1, 0]).tolist()
    ([[0.0, 0.0, 0.0, 1.0]], [3, 1])
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from graphpaths.embeddings import FloatArray
from graphpaths.errors import InputError
from graphpaths.vectors.checks import IndexArray, check_k, check_positions
from graphpaths.vectors.protocol import VectorStore

__all__ = ["RowsVectorStore"]


class RowsVectorStore:
    """The rows ``rows`` (distinct, increasing base positions) of ``base``, renumbered
    ``0 .. len(rows) - 1``."""

    __slots__ = ("_base", "_rows")

    def __init__(self, base: VectorStore, rows: npt.ArrayLike) -> None:
        kept = check_positions(rows, len(base), name="rows").copy()
        if len(kept) > 1 and not bool(np.all(np.diff(kept) > 0)):
            raise InputError("rows: expected distinct base positions in increasing order")
        kept.flags.writeable = False
        self._base = base
        self._rows: IndexArray = kept

    @property
    def base(self) -> VectorStore:
        return self._base

    @property
    def rows(self) -> IndexArray:
        """The base position of each row of the view (read-only)."""
        return self._rows

    def base_rows(self, positions: npt.ArrayLike) -> IndexArray:
        """The base positions of the view's ``positions``."""
        out: IndexArray = self._rows[check_positions(positions, len(self), name="positions")]
        return out

    def __len__(self) -> int:
        return len(self._rows)

    @property
    def dimension(self) -> int:
        return self._base.dimension

    def vectors(self, positions: npt.ArrayLike) -> FloatArray:
        return self._base.vectors(self.base_rows(positions))

    def scores(self, query: npt.ArrayLike, candidates: npt.ArrayLike) -> FloatArray:
        return self._base.scores(query, self._rows[check_positions(candidates, len(self))])

    def top_k(
        self, query: npt.ArrayLike, k: int, candidates: npt.ArrayLike | None = None
    ) -> tuple[IndexArray, FloatArray]:
        k = check_k(k)
        if candidates is None:
            wanted = self._rows
        else:
            wanted = self._rows[check_positions(candidates, len(self))]
        if not len(wanted) or k == 0:
            # The base still validates the query (shape, NaN) as it would for a search.
            self._base.scores(query, np.empty(0, dtype=np.int64))
            return np.empty(0, dtype=np.int64), np.empty(0, dtype=np.float32)
        found, scores = self._base.top_k(query, k, candidates=wanted)
        positions: IndexArray = np.searchsorted(self._rows, found).astype(np.int64)
        return positions, scores

    def __repr__(self) -> str:
        return f"RowsVectorStore({self._base!r}, rows={len(self)})"
