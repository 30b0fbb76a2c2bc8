"""The LRU row cache of the Chroma index: bound, recency, and consistency under threads."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest

from graphpaths.errors import ConfigError
from graphpaths.vectors.cache import RowCache

ROWS = np.arange(200 * 3, dtype=np.float32).reshape(200, 3)  # row p is unique to position p


def put(cache: RowCache, positions: list[int]) -> None:
    array = np.array(positions, dtype=np.int64)
    cache.put(array, ROWS[array])


def cached(cache: RowCache, positions: list[int]) -> list[int]:
    found, _ = cache.get(np.array(positions, dtype=np.int64))
    return [p for p, f in zip(positions, found.tolist(), strict=True) if f]


def test_least_recently_used_rows_go_first() -> None:
    cache = RowCache(4, size=200)
    put(cache, [1, 2, 3, 4])
    assert cached(cache, [1, 3]) == [1, 3]  # 1 and 3 are now the most recent
    put(cache, [5, 6])  # evicts 2 and 4
    assert cached(cache, [1, 2, 3, 4, 5, 6]) == [1, 3, 5, 6]
    assert len(cache) == 4
    put(cache, [7, 8, 9, 10, 11])  # more than fits: the last four are kept
    assert cached(cache, list(range(12))) == [8, 9, 10, 11]
    found, rows = cache.get(np.array([9, 0, 11]))
    assert found.tolist() == [True, False, True]
    assert np.array_equal(rows, ROWS[[9, 11]])


def test_counters_and_a_disabled_cache() -> None:
    cache = RowCache(3, size=200)
    put(cache, [1])
    cached(cache, [1, 2])
    assert (cache.hits, cache.misses) == (1, 1)
    off = RowCache(0, size=200)
    put(off, [1, 2])
    assert cached(off, [1, 2]) == []
    assert len(off) == 0
    cache.clear()
    assert cached(cache, [1]) == []
    with pytest.raises(ConfigError, match=r"cache_rows: .* got -1"):
        RowCache(-1, size=5)


def test_threads_never_see_a_wrong_row() -> None:
    cache = RowCache(50, size=200)
    rng = np.random.default_rng(0)
    work = [np.unique(rng.integers(0, 200, size=30)) for _ in range(400)]

    def run(positions: np.ndarray) -> bool:
        found, rows = cache.get(positions)
        ok = len(rows) == found.sum() and (
            not len(rows) or np.array_equal(rows, ROWS[positions[found]])
        )
        missing = positions[~found]
        cache.put(missing, ROWS[missing])
        return ok

    with ThreadPoolExecutor(max_workers=8) as pool:
        assert all(pool.map(run, work))
    assert len(cache) == 50
    everything = np.arange(200)
    found, rows = cache.get(everything)
    assert found.sum() == 50
    assert np.array_equal(rows, ROWS[everything[found]])
