"""Top-k selection over score vectors: the one kernel every ranking in the library uses.

Example:
    >>> import numpy as np
    >>> positions, scores = top_positive(np.array([0.0, 2.0, 1.0, 2.0]), 2)
    >>> positions.tolist(), scores
    ([1, 3], [2.0, 2.0])
    >>> positions, scores = top_k(np.array([0.5, 2.0, 1.0], dtype=np.float32), 2, [7, 4, 9])
    >>> positions.tolist(), scores.tolist()
    ([4, 9], [2.0, 1.0])
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


def top_k(
    scores: npt.NDArray[np.float32], k: int, positions: npt.ArrayLike | None = None
) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.float32]]:
    """The ``k`` best ``(positions, scores)``: by decreasing score, ties to the lower position.

    ``positions[i]`` (distinct; default ``i``) is what ``scores[i]`` scores. Fewer than ``k``
    come back when fewer are given; ``k <= 0`` returns two empty arrays.
    """
    ids = np.arange(len(scores)) if positions is None else np.asarray(positions)
    m = len(scores)
    k = min(k, m)
    if k <= 0:
        return np.empty(0, dtype=np.int64), np.empty(0, dtype=scores.dtype)
    if k < m:
        kth = np.partition(scores, m - k)[m - k]  # the k-th largest score
        chosen = np.flatnonzero(scores >= kth)  # ties at the cut are resolved by the sort
    else:
        chosen = np.arange(m)
    order = np.lexsort((ids[chosen], -scores[chosen]))[:k]
    chosen = chosen[order]
    return ids[chosen].astype(np.int64, copy=False), scores[chosen]
