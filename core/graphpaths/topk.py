"""Top-k selection over score vectors: the one kernel every ranking in the library uses.

Example:
    >>> import numpy as np
    >>> positions, scores = top_positive(np.array([0.0, 2.0, 1.0, 2.0]), 2)
    >>> positions.tolist(), scores
    ([1, 3], [2.0, 2.0])
"""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt

__all__ = ["top_k", "top_positive"]


def top_positive(scores: npt.NDArray[Any], k: int) -> tuple[npt.NDArray[np.int64], list[float]]:
    """The ``k`` best positions with a score > 0: by decreasing score, then lower position."""
    positive = np.flatnonzero(scores > 0)
    if k <= 0 or len(positive) == 0:
        return np.empty(0, dtype=np.int64), []
    values = scores[positive]
    if len(positive) > k:
        kth = np.partition(values, len(values) - k)[len(values) - k]
        keep = values >= kth  # ties at the cut are resolved by the sort below
        positive, values = positive[keep], values[keep]
    order = np.lexsort((positive, -values))[:k]
    return positive[order].astype(np.int64), [float(v) for v in values[order]]


def top_k(scores: npt.NDArray[Any], k: int) -> npt.NDArray[np.int64]:
    """The ``k`` best positions by decreasing score, ties to the lower position.

    >>> top_k(np.array([0.5, 0.9, 0.5, 0.1]), 3).tolist()
    [1, 0, 2]
    """
    if k <= 0:
        return np.empty(0, dtype=np.int64)
    if k < len(scores):
        part = np.argpartition(-scores, k - 1)[:k]
        kth = scores[part].min()
        part = np.flatnonzero(scores >= kth)  # every tie at the cut, resolved below
    else:
        part = np.arange(len(scores))
    order = np.lexsort((part, -scores[part]))[:k]
    out: npt.NDArray[np.int64] = part[order].astype(np.int64)
    return out
