"""The argument checks every :class:`~graphpaths.vectors.protocol.VectorStore` shares.

One validator per argument, so the in-memory and the Chroma implementations reject the same
inputs with the same messages (each names the argument and the offending value): a bad
``k`` or bad positions are an :class:`~graphpaths.errors.InputError`, a query vector of the
wrong shape or with NaN an :class:`~graphpaths.errors.EmbeddingError`.

Example:
    >>> import numpy as np
    >>> check_positions(np.array([2, 0]), 3).tolist()
    [2, 0]
    >>> check_k(5)
    5
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from graphpaths.embeddings import FloatArray
from graphpaths.errors import EmbeddingError, InputError
from graphpaths.validation import check_int

__all__ = ["IndexArray", "check_k", "check_positions", "check_query"]

IndexArray = npt.NDArray[np.int64]


def check_k(k: object) -> int:
    """``k`` as an int >= 0; a bool or anything else is an :class:`InputError` naming it."""
    return check_int(None, "k", k, low=0, error=InputError)


def check_query(query: npt.ArrayLike, dimension: int) -> FloatArray:
    """``query`` as a float32 vector of shape ``(dimension,)`` with finite values."""
    vector = np.asarray(query, dtype=np.float32)
    if vector.shape != (dimension,):
        raise EmbeddingError(
            f"query: expected a vector of shape ({dimension},), got shape {vector.shape}"
        )
    if not np.isfinite(vector).all():
        raise EmbeddingError("query: has a NaN or infinite value")
    return vector


def check_positions(positions: npt.ArrayLike, size: int, *, name: str = "candidates") -> IndexArray:
    """``positions`` as a 1-D int64 array of row positions in ``[0, size)``, order kept.

    An empty input of any shape or type is an empty array; anything else that is not a 1-D
    integer array, or holds a position out of range, is an :class:`InputError` naming it.
    """
    array = np.asarray(positions)
    if array.size == 0:
        return np.empty(0, dtype=np.int64)
    if array.ndim != 1 or not np.issubdtype(array.dtype, np.integer):
        raise InputError(
            f"{name}: expected a 1-D integer array, got {array.dtype} of shape {array.shape}"
        )
    low, high = int(array.min()), int(array.max())
    if low < 0 or high >= size:
        bad = low if low < 0 else high
        raise InputError(f"{name}: index {bad} is out of range for {size} rows")
    return array.astype(np.int64, copy=False)
