"""The LRU helper every cache of the retrievers uses: order, capacity, weight, threads."""

from __future__ import annotations

import threading

import pytest

from graphpaths.errors import ConfigError
from graphpaths.lru import LRUCache


def test_the_least_recently_used_entry_leaves_first() -> None:
    cache: LRUCache[str, int] = LRUCache(2)
    cache.put("a", 1)
    cache.put("b", 2)
    assert cache.get("a") == 1  # "a" is now the most recent: "b" goes next
    cache.put("c", 3)
    assert (cache.get("a"), cache.get("b"), cache.get("c")) == (1, None, 3)
    assert len(cache) == 2


def test_get_or_build_builds_once_and_counts() -> None:
    cache: LRUCache[str, int] = LRUCache(3)
    built: list[str] = []

    def build(key: str) -> int:
        built.append(key)
        return len(built)

    assert [cache.get_or_build(k, lambda k=k: build(k)) for k in "aab"] == [1, 1, 2]
    assert built == ["a", "b"]
    assert (cache.hits, cache.misses) == (1, 2)


def test_put_replaces_and_get_or_build_keeps_the_stored_value() -> None:
    cache: LRUCache[str, int] = LRUCache(2)
    cache.put("a", 1)
    cache.put("a", 2)
    assert cache.get("a") == 2
    assert len(cache) == 1
    assert cache.get_or_build("a", lambda: 3) == 2
    assert cache.pop("a") == 2
    assert cache.pop("a") is None
    assert len(cache) == 0


def test_capacity_zero_keeps_nothing_and_negative_is_refused() -> None:
    cache: LRUCache[str, int] = LRUCache(0)
    assert cache.get_or_build("a", lambda: 1) == 1
    assert cache.get_or_build("a", lambda: 2) == 2
    assert len(cache) == 0
    with pytest.raises(ConfigError, match="capacity"):
        LRUCache(-1)


def test_a_weighted_cache_bounds_the_total_weight() -> None:
    cache: LRUCache[str, bytes] = LRUCache(10, weight=len)
    cache.put("a", b"x" * 4)
    cache.put("b", b"x" * 4)
    cache.put("c", b"x" * 4)  # 12 > 10: "a" leaves
    assert cache.get("a") is None
    assert cache.total_weight == 8
    cache.put("huge", b"x" * 11)  # heavier than the whole cache: not kept, nothing evicted
    assert cache.get("huge") is None
    assert cache.total_weight == 8
    cache.put("b", b"x")  # a replaced entry's weight is taken back
    assert cache.total_weight == 5
    cache.clear()
    assert cache.total_weight == 0
    assert len(cache) == 0


def test_threads_building_one_key_share_the_first_value_stored() -> None:
    cache: LRUCache[int, object] = LRUCache(64)
    start = threading.Barrier(8)
    got: list[object] = []

    def worker() -> None:
        start.wait()
        for key in range(100):
            value = cache.get_or_build(key % 50, object)
            if key % 50 == 7:
                got.append(value)

    threads = [threading.Thread(target=worker) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(cache) == 50
    assert all(value is cache.get(7) for value in got)
