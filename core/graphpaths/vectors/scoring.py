"""The scoring kernel of every vector store: one dot product per row.

:func:`dot_scores` uses ``numpy.einsum``, whose result for a row does not depend on how many
other rows are scored with it or where they sit in memory (BLAS ``gemv``, behind
``matrix @ vector``, changes the last bit of some rows with the shape of the call). So the
in-memory store scoring all rows, the in-memory store scoring a candidate subset and the
Chroma store scoring the rows it fetched give the same score, bit for bit, to the same row;
with :func:`graphpaths.topk.top_k` choosing among them, their rankings are identical.

Example:
    >>> import numpy as np
    >>> rows = np.array([[1, 0], [0.6, 0.8]], dtype=np.float32)
    >>> [round(float(s), 2) for s in dot_scores(rows, rows[1])]
    [0.6, 1.0]
"""

from __future__ import annotations

import numpy as np

from graphpaths.embeddings import FloatArray

__all__ = ["dot_scores"]


def dot_scores(rows: FloatArray, query: FloatArray) -> FloatArray:
    """``rows @ query`` (float32), each row's value independent of the other rows."""
    out: FloatArray = np.einsum("ij,j->i", rows, query)
    return out
