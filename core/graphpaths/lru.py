"""A thread-safe least-recently-used cache: the one the retrievers keep their views, query
embeddings, reachability layers and steered policies in.

Bounded by a count of entries, or by a total weight (``weight=``, e.g. bytes): the entries
used longest ago leave first. Values are built outside the lock (:meth:`LRUCache.get_or_build`),
so a slow build does not stall readers of other keys; two threads building one key at once
keep the first value stored.

Example:
    >>> cache: LRUCache[str, int] = LRUCache(capacity=2)
    >>> cache.get_or_build("a", lambda: 1), cache.get_or_build("a", lambda: 2)
    (1, 1)
    >>> _ = cache.put("b", 3), cache.put("c", 4)  # "a" was used longest ago: it leaves
    >>> cache.get("a"), cache.get("b"), len(cache)
    (None, 3, 2)
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

from graphpaths.validation import check_int

__all__ = ["LRUCache"]

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class LRUCache(Generic[K, V]):
    """At most ``capacity`` entries (or, with ``weight``, entries weighing at most
    ``capacity`` together; an entry heavier than that alone is not kept). ``capacity=0``
    keeps nothing. ``hits``/``misses`` count :meth:`get_or_build`'s lookups."""

    def __init__(self, capacity: int, *, weight: Callable[[V], int] | None = None) -> None:
        self.capacity = check_int("LRUCache", "capacity", capacity, low=0)
        self._weight = weight
        self._items: OrderedDict[K, tuple[V, int]] = OrderedDict()
        self._total = 0
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def __len__(self) -> int:
        with self._lock:
            return len(self._items)

    @property
    def total_weight(self) -> int:
        """The summed weight of the entries kept (their count without ``weight``)."""
        with self._lock:
            return self._total

    def get(self, key: K) -> V | None:
        """The value of ``key`` (now the most recently used), or None."""
        with self._lock:
            found = self._items.get(key)
            if found is None:
                return None
            self._items.move_to_end(key)
            return found[0]

    def put(self, key: K, value: V) -> V:
        """Keep ``value`` under ``key`` (replacing what it held), evicting the least recently
        used entries past the capacity; returns ``value``."""
        with self._lock:
            self._store(key, value, replace=True)
        return value

    def get_or_build(self, key: K, build: Callable[[], V]) -> V:
        """The value of ``key``, built by ``build()`` (outside the lock) and kept when
        missing; a value another thread stored meanwhile wins."""
        with self._lock:
            found = self._items.get(key)
            if found is not None:
                self._items.move_to_end(key)
                self.hits += 1
                return found[0]
            self.misses += 1
        value = build()
        with self._lock:
            return self._store(key, value, replace=False)

    def pop(self, key: K) -> V | None:
        """Remove ``key``; its value, or None."""
        with self._lock:
            found = self._items.pop(key, None)
            if found is None:
                return None
            self._total -= found[1]
            return found[0]

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self._total = 0

    def _store(self, key: K, value: V, *, replace: bool) -> V:
        """Keep ``value`` (the lock held); with ``replace=False`` a stored value wins."""
        old = self._items.get(key)
        if old is not None:
            if not replace:
                self._items.move_to_end(key)
                return old[0]
            del self._items[key]
            self._total -= old[1]
        weight = self._weight(value) if self._weight is not None else 1
        if weight > self.capacity:
            return value
        self._items[key] = (value, weight)
        self._total += weight
        while self._total > self.capacity:
            _, (_, evicted) = self._items.popitem(last=False)
            self._total -= evicted
        return value
