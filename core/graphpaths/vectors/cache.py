"""A bounded, thread-safe LRU cache of vector rows keyed by row position.

:class:`ChromaVectorIndex <graphpaths.vectors.chroma.ChromaVectorIndex>` keeps the rows it
fetched here, so rows asked for again (the hub entities and relations many questions pass
through) are not fetched again. One lock guards the table; callers fetch what is missing
outside it, so a slow fetch never blocks another thread's hits.

Example:
    >>> import numpy as np
    >>> cache = RowCache(2)
    >>> cache.put(np.array([3, 5]), np.ones((2, 4), dtype=np.float32))
    >>> found, rows = cache.get(np.array([5, 9]))
    >>> found.tolist(), rows.shape
    ([True, False], (1, 4))
"""

from __future__ import annotations

import threading
from collections import OrderedDict

import numpy as np
import numpy.typing as npt

from graphpaths.embeddings import FloatArray
from graphpaths.errors import ConfigError
from graphpaths.vectors.checks import IndexArray

__all__ = ["RowCache"]


class RowCache:
    """At most ``capacity`` rows, the least recently used dropped first (0 disables it)."""

    def __init__(self, capacity: int) -> None:
        if isinstance(capacity, bool) or not isinstance(capacity, int) or capacity < 0:
            raise ConfigError(f"cache_rows: expected an integer >= 0, got {capacity!r}")
        self.capacity = capacity
        self._rows: OrderedDict[int, FloatArray] = OrderedDict()
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def __len__(self) -> int:
        return len(self._rows)

    def get(self, positions: IndexArray) -> tuple[npt.NDArray[np.bool_], FloatArray]:
        """Which of ``positions`` are cached, and their rows (in the order of those found)."""
        found = np.zeros(len(positions), dtype=np.bool_)
        rows: list[FloatArray] = []
        with self._lock:
            if self.capacity:
                for i, position in enumerate(positions.tolist()):
                    row = self._rows.get(position)
                    if row is not None:
                        self._rows.move_to_end(position)
                        found[i] = True
                        rows.append(row)
            self.hits += len(rows)
            self.misses += len(positions) - len(rows)
        if not rows:
            return found, np.empty((0, 0), dtype=np.float32)
        return found, np.stack(rows)

    def put(self, positions: IndexArray, rows: FloatArray) -> None:
        """Remember ``rows[i]`` as the row of ``positions[i]``, evicting the oldest rows."""
        if not self.capacity:
            return
        copies = []
        for row in rows[-self.capacity :]:
            # A copy: a view would keep the whole fetched batch alive.
            copy = np.array(row, dtype=np.float32)
            copy.flags.writeable = False
            copies.append(copy)
        with self._lock:
            for position, copy in zip(positions[-self.capacity :].tolist(), copies, strict=True):
                self._rows[position] = copy
                self._rows.move_to_end(position)
            while len(self._rows) > self.capacity:
                self._rows.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._rows.clear()
