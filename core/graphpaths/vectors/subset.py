"""Vectors of some rows of another store, renumbered: what a filtered view searches.

:func:`subset_vectors` gives a :class:`~graphpaths.vectors.protocol.VectorStore` whose row
``i`` is row ``rows[i]`` of ``base`` (``rows`` increasing), so an algorithm run on a
subgraph (:meth:`graphpaths.graph.Graph.subgraph`) reads exactly the vectors it would read
had the subgraph been indexed on its own. In-memory rows are copied once into a smaller
matrix (a view is searched many times); other stores (Chroma) are read through
:class:`~graphpaths.vectors.rows.RowsVectorStore`, which reads and scores only the kept rows.

Example:
    >>> import numpy as np
    >>> from graphpaths.vectors.memory import InMemoryVectorStore
    >>> base = InMemoryVectorStore(np.eye(3, dtype=np.float32))
    >>> kept = subset_vectors(base, np.array([0, 2]))
    >>> kept.top_k(np.array([0, 0, 1], dtype=np.float32), 1)[0].tolist()
    [1]
"""

from __future__ import annotations

import numpy.typing as npt

from graphpaths.vectors.memory import InMemoryVectorStore
from graphpaths.vectors.protocol import VectorStore
from graphpaths.vectors.rows import RowsVectorStore

__all__ = ["subset_vectors"]


def subset_vectors(base: VectorStore, rows: npt.ArrayLike) -> VectorStore:
    """The rows ``rows`` (distinct, increasing) of ``base``, renumbered ``0..len(rows)-1``."""
    kept = RowsVectorStore(base, rows)  # checks the rows
    if isinstance(base, InMemoryVectorStore):
        return InMemoryVectorStore(base.matrix[kept.rows], check_finite=False)
    return kept
