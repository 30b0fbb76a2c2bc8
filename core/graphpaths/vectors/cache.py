"""A bounded, thread-safe LRU cache of vector rows keyed by row position.

:class:`ChromaCollectionVectorStore <graphpaths.vectors.chroma.ChromaCollectionVectorStore>` keeps the rows it
fetched here, so rows asked for again (the hub entities and relations many questions pass
through) are not fetched again. The cache is a fixed table of ``capacity`` row slots with
numpy bookkeeping (the slot of each position, the position and last use of each slot), so a
lookup or an insert of thousands of rows is a few vector operations, not a Python loop; when
rows must make room, the least recently used ones go. One lock guards the table; callers
fetch what is missing outside it, so a slow fetch never blocks another thread's hits.

Example:
    >>> import numpy as np
    >>> cache = RowCache(2, size=10)
    >>> cache.put(np.array([3, 5]), np.ones((2, 4), dtype=np.float32))
    >>> found, rows = cache.get(np.array([5, 9]))
    >>> found.tolist(), rows.shape
    ([True, False], (1, 4))
    >>> cache.put(np.array([7]), np.zeros((1, 4), dtype=np.float32))  # evicts 3, used least
    >>> cache.get(np.array([3, 5, 7]))[0].tolist()
    [False, True, True]
"""

from __future__ import annotations

import threading

import numpy as np
import numpy.typing as npt

from graphpaths.embeddings import FloatArray
from graphpaths.validation import check_int
from graphpaths.vectors.checks import IndexArray

__all__ = ["RowCache"]


class RowCache:
    """At most ``capacity`` rows of positions in ``[0, size)``, least recently used dropped
    first (``capacity=0`` disables it)."""

    def __init__(self, capacity: int, *, size: int) -> None:
        self.capacity = min(check_int(None, "cache_rows", capacity, low=0), size)
        self._lock = threading.Lock()
        self._slot_of = np.full(size if self.capacity else 0, -1, dtype=np.int64)
        self._position_of = np.full(self.capacity, -1, dtype=np.int64)
        self._used = np.zeros(self.capacity, dtype=np.int64)  # last use; 0 = never
        self._clock = 0
        self._rows: FloatArray | None = None  # (capacity, d), made at the first put
        self._filled = 0
        self.hits = 0
        self.misses = 0

    def __len__(self) -> int:
        return self._filled

    def get(self, positions: IndexArray) -> tuple[npt.NDArray[np.bool_], FloatArray]:
        """Which of ``positions`` (distinct) are cached, and their rows (those found, in order;
        before the first :meth:`put` an empty ``(0, 0)`` array)."""
        with self._lock:
            if self._rows is None:
                self.misses += len(positions)
                return np.zeros(len(positions), dtype=np.bool_), np.empty((0, 0), np.float32)
            slots = self._slot_of[positions]
            found = slots >= 0
            hit = slots[found]
            self._clock += 1
            self._used[hit] = self._clock
            rows: FloatArray = self._rows[hit]
            self.hits += len(hit)
            self.misses += len(positions) - len(hit)
        return found, rows

    def put(self, positions: IndexArray, rows: FloatArray) -> None:
        """Remember ``rows[i]`` as the row of ``positions[i]`` (distinct, not cached yet)."""
        if not self.capacity or not len(positions):
            return
        positions, rows = positions[-self.capacity :], rows[-self.capacity :]
        with self._lock:
            if self._rows is None:
                self._rows = np.empty((self.capacity, rows.shape[1]), dtype=np.float32)
            fresh = self._slot_of[positions] < 0  # another thread may have put some already
            positions, rows = positions[fresh], rows[fresh]
            self._clock += 1
            free = min(self.capacity - self._filled, len(positions))
            slots = np.arange(self._filled, self._filled + free, dtype=np.int64)
            self._used[slots] = self._clock  # taken now: not candidates for eviction below
            self._filled += free
            need = len(positions) - free
            if need:  # evict the least recently used rows
                if need < self.capacity:
                    oldest = np.argpartition(self._used, need - 1)[:need].astype(np.int64)
                else:
                    oldest = np.arange(self.capacity, dtype=np.int64)
                self._slot_of[self._position_of[oldest]] = -1
                slots = np.concatenate([slots, oldest])
            self._rows[slots] = rows
            self._position_of[slots] = positions
            self._slot_of[positions] = slots
            self._used[slots] = self._clock

    def clear(self) -> None:
        with self._lock:
            self._slot_of[:] = -1
            self._position_of[:] = -1
            self._used[:] = 0
            self._filled = 0
