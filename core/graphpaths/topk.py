"""Top-k selection over score vectors: the kernels every ranking in the library uses.

All of them order by decreasing score and break ties towards the lower position, so a
ranking is deterministic; they partition first, so picking ``k`` of ``n`` costs O(n),
not a full sort.

- :func:`top_positive`: the ``k`` best positions with a score > 0, and their scores
  (lexical scores, where 0 means "no term shared").
- :func:`top_indices`: the ``k`` best positions, optionally only those scoring at least
  ``min_score``.
- :func:`top_indices_keyed`: :func:`top_indices` with equal scores ordered by a key of
  what the positions stand for instead of by position, so the choice does not depend on
  the order the scores come in (a graph's relations numbered in another order).
- :func:`top_indices_per_row`: :func:`top_indices` for every row of a matrix at once.

Example:
    >>> import numpy as np
    >>> positions, scores = top_positive(np.array([0.0, 2.0, 1.0, 2.0]), 2)
    >>> positions.tolist(), scores
    ([1, 3], [2.0, 2.0])
    >>> top_indices(np.array([0.1, 0.5, 0.3, 0.5]), 3, min_score=0.2).tolist()
    [1, 3, 2]
    >>> names = ["d", "c", "b", "a"]
    >>> top_indices_keyed(np.array([0.1, 0.5, 0.5, 0.5]), 2, lambda p: [names[i] for i in p]).tolist()
    [3, 2]
    >>> top_indices_per_row(np.array([[0.1, 0.5, 0.3], [0.2, 0.2, 0.9]]), 2).tolist()
    [[1, 2], [2, 0]]
    >>> positions, scores = top_k(np.array([0.5, 2.0, 1.0], dtype=np.float32), 2, [7, 4, 9])
    >>> positions.tolist(), scores.tolist()
    ([4, 9], [2.0, 1.0])
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

__all__ = ["top_indices", "top_indices_keyed", "top_indices_per_row", "top_k", "top_positive"]

IntArray = npt.NDArray[np.int64]


def _best(positions: IntArray, values: npt.NDArray[Any], k: int) -> tuple[IntArray, Any]:
    """The ``k`` best of ``positions`` (ascending) with scores ``values``, best first."""
    if k <= 0 or len(positions) == 0:
        return np.empty(0, dtype=np.int64), values[:0]
    if len(positions) > k:
        kth = np.partition(values, len(values) - k)[len(values) - k]
        keep = values >= kth  # ties at the cut are resolved by the sort below
        positions, values = positions[keep], values[keep]
    order = np.lexsort((positions, -values))[:k]
    return positions[order].astype(np.int64), values[order]


def top_positive(scores: npt.NDArray[Any], k: int) -> tuple[IntArray, list[float]]:
    """The ``k`` best positions with a score > 0: by decreasing score, then lower position."""
    scores = np.asarray(scores)
    positions, values = _best(np.flatnonzero(scores > 0), scores[scores > 0], k)
    return positions, [float(v) for v in values]


def top_indices(
    scores: npt.NDArray[Any], k: int, *, min_score: float | np.floating[Any] | None = None
) -> IntArray:
    """Positions of the ``k`` best scores (those ``>= min_score`` when given), best first.

    ``min_score`` is compared as given: pass ``np.float32(x)`` to compare float32 scores
    with the float32 nearest ``x``.
    """
    scores = np.asarray(scores)
    if min_score is None:
        positions = np.arange(len(scores), dtype=np.int64)
    else:
        positions = np.flatnonzero(scores >= min_score)
    return _best(positions, scores[positions], k)[0]


def top_indices_keyed(
    scores: npt.NDArray[Any],
    k: int,
    keys: Callable[[IntArray], Sequence[Any]],
    *,
    min_score: float | np.floating[Any] | None = None,
) -> IntArray:
    """:func:`top_indices`, equal scores ordered by ``keys(positions)`` (ascending, one key
    a position) instead of by position, also across the cut.

    ``keys`` is asked only for the positions scoring above the last one kept and every
    position tied with it, so a tie costs in proportion to its size.
    """
    scores = np.asarray(scores)
    chosen = top_indices(scores, k, min_score=min_score)
    if not len(chosen):
        return chosen
    last = scores[chosen[-1]]
    pool = np.concatenate((chosen[scores[chosen] > last], np.flatnonzero(scores == last)))
    pool_keys = keys(pool)
    pool_scores = scores[pool].tolist()
    order = sorted(range(len(pool)), key=lambda i: (-pool_scores[i], pool_keys[i]))
    return pool[order[: len(chosen)]].astype(np.int64)


def top_indices_per_row(scores: npt.NDArray[Any], k: int) -> IntArray:
    """Per row of a 2-D ``scores``, the ``min(k, width)`` best columns, best first.

    Equal scores rank the lower column first, also across the cut: of several columns
    tied for the last place, the lowest are kept.
    """
    scores = np.asarray(scores)
    rows, width = scores.shape
    k = max(0, min(k, width))
    if k == 0 or rows == 0:
        return np.empty((rows, k), dtype=np.int64)
    if k < width:
        kth = np.partition(scores, width - k, axis=1)[:, width - k]
        row, column = np.nonzero(scores >= kth[:, None])  # row-major: columns ascending
    else:
        row = np.repeat(np.arange(rows), width)
        column = np.tile(np.arange(width), rows)
    order = np.lexsort((column, -scores[row, column], row))
    row, column = row[order], column[order]
    starts = np.searchsorted(row, np.arange(rows))
    rank = np.arange(len(row)) - starts[row]
    return column[rank < k].reshape(rows, k).astype(np.int64)


def top_k(
    scores: npt.NDArray[np.float32], k: int, positions: npt.ArrayLike | None = None
) -> tuple[IntArray, npt.NDArray[np.float32]]:
    """The ``k`` best ``(positions, scores)``: by decreasing score, ties to the lower position.

    ``positions[i]`` (distinct; default ``i``) is what ``scores[i]`` scores. Fewer than ``k``
    come back when fewer are given; ``k <= 0`` returns two empty arrays.
    """
    scores = np.asarray(scores)
    ids = np.arange(len(scores)) if positions is None else np.asarray(positions)
    chosen, values = _best(ids.astype(np.int64, copy=False), scores, k)
    return chosen, values
