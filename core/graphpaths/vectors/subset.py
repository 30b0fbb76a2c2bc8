"""Vectors of some rows of another index, renumbered: what a filtered view searches.

:func:`subset_vectors` gives a :class:`~graphpaths.vectors.protocol.VectorIndex` whose row
``i`` is row ``rows[i]`` of ``base`` (``rows`` increasing), so an algorithm run on a
subgraph (:meth:`graphpaths.graph.Graph.subgraph`) reads exactly the vectors it would read
had the subgraph been indexed on its own. In-memory rows are copied once into a smaller
matrix (a view is searched many times); other indexes (Chroma) are read through
:class:`~graphpaths.vectors.rows.RowsVectorIndex`, which reads and scores only the kept rows.

Example:
    >>> import numpy as np
    >>> from graphpaths.vectors.memory import InMemoryVectorIndex
    >>> base = InMemoryVectorIndex(np.eye(3, dtype=np.float32))
    >>> kept = subset_vectors(base, np.array([0, 2]))
    >>> kept.top_k(np.array([0, 0, 1], dtype=np.float32), 1)[0].tolist()
    [1]
"""

from __future__ import annotations

import numpy.typing as npt

from graphpaths.vectors.memory import InMemoryVectorIndex
from graphpaths.vectors.protocol import VectorIndex
from graphpaths.vectors.rows import RowsVectorIndex

__all__ = ["subset_vectors"]


def subset_vectors(base: VectorIndex, rows: npt.ArrayLike) -> VectorIndex:
    """The rows ``rows`` (distinct, increasing) of ``base``, renumbered ``0..len(rows)-1``."""
    kept = RowsVectorIndex(base, rows)  # checks the rows
    if isinstance(base, InMemoryVectorIndex):
        return InMemoryVectorIndex(base.matrix[kept.rows], check_finite=False)
    return kept
