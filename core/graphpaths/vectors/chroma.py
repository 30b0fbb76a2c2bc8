"""A :class:`~graphpaths.vectors.protocol.VectorStore` that reads one Chroma collection.

:class:`ChromaCollectionVectorStore` answers the protocol from a collection written by
:meth:`ChromaStore.sync <graphpaths.vectors.chroma_store.ChromaStore.sync>` (or any collection
holding one vector per item), in an embedded database (``chromadb.PersistentClient``) or on a
``chroma run`` server (``chromadb.HttpClient``). Row position ``i`` is the item stored under
``ids[i]``; the collection must hold exactly those ids.

How each method reads Chroma:

- ``vectors(positions)`` fetches the rows by id (``collection.get(ids, include=embeddings)``,
  in batches of the client's maximum batch size) and keeps them in a bounded, thread-safe
  LRU cache (``cache_rows`` rows; 0 turns it off), so rows asked for again cost nothing.
- ``scores(query, candidates)`` and ``top_k(query, k, candidates)`` fetch the candidates'
  rows that way and score them exactly in numpy, with the kernel the in-memory store uses:
  the same rows give the same scores and the same ranking, bit for bit.
- ``top_k(query, k)`` over the whole collection, with ``search="hnsw"`` (the default),
  asks Chroma's HNSW index for the ids of the ``max(oversample * k, k + 32)`` nearest
  items, reads their rows (cache first) and rescores them exactly. HNSW search is
  **approximate**: an item among the true top ``k`` can be missed. On the test graphs the
  result equals the in-memory one; on MetaQA's 42,718 entities (collections built with
  Chroma's default HNSW settings) DotRAG's answers to 300 dev questions matched the
  in-memory ones for 277 with ``oversample=4``, 289 with 16 and 294 with 32, every miss an
  entity the question names that HNSW did not return (see ``BENCHMARKS.md``).
  With ``search="exact"`` it reads every row (in chunks, through the cache, so once the
  cache holds the collection nothing is fetched again) and scores them all: the in-memory
  result, at the memory cost of caching the whole collection.

Chroma stores what :meth:`~graphpaths.vectors.chroma_store.ChromaStore.sync` wrote; the
``.npy`` matrices an embedded index keeps are read back from Chroma, so both hold the same
float32 values.

Example (an in-process Chroma):
    >>> import chromadb, numpy as np
    >>> client = chromadb.EphemeralClient()
    >>> collection = client.create_collection(
    ...     "doctest_vectors", embedding_function=None, configuration={"hnsw": {"space": "cosine"}})
    >>> collection.add(ids=["a", "b", "c"], embeddings=np.eye(3, dtype=np.float32))
    >>> store = ChromaCollectionVectorStore("doctest_vectors", ["a", "b", "c"], client=client)
    >>> store.top_k(np.array([0.6, 0.8, 0.0], dtype=np.float32), 2)[0].tolist()
    [1, 0]
    >>> store.vectors([2]).tolist()
    [[0.0, 0.0, 1.0]]
    >>> client.delete_collection("doctest_vectors")
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from graphpaths.embeddings import FloatArray
from graphpaths.errors import ConfigError, InputError, StoreError
from graphpaths.topk import top_k
from graphpaths.validation import check_choice, check_int
from graphpaths.vectors.cache import RowCache
from graphpaths.vectors.checks import IndexArray, check_k, check_positions, check_query
from graphpaths.vectors.chroma_client import (
    ChromaConfig,
    chroma_errors,
    find_collection,
    max_batch_size,
    open_client,
    release_client,
)
from graphpaths.vectors.scoring import dot_scores

if TYPE_CHECKING:
    from chromadb.api import ClientAPI

__all__ = [
    "DEFAULT_CACHE_ROWS",
    "DEFAULT_OVERSAMPLE",
    "SEARCHES",
    "ChromaCollectionVectorStore",
    "ChromaReadConfig",
]

#: Rows kept by default (about 100 MB of 384-dimensional float32 vectors).
DEFAULT_CACHE_ROWS = 65_536
#: A whole-collection ``top_k(k)`` asks HNSW for ``max(DEFAULT_OVERSAMPLE * k, k + 32)`` items.
DEFAULT_OVERSAMPLE = 16
#: How a whole-collection ``top_k`` searches: HNSW (approximate) or every row (exact).
SEARCHES: tuple[str, ...] = ("hnsw", "exact")
_EXTRA = 32
#: Rows scored at a time by an exact scan.
_SCAN_ROWS = 8192


@dataclass(frozen=True, kw_only=True)
class ChromaReadConfig:
    """How an index's vectors are read from Chroma (``load_index(..., chroma=...)``).

    ``cache_rows``: rows kept per collection in the LRU cache (0: none); ``search``: how a
    whole-collection ``top_k`` searches (``"hnsw"``: approximate; ``"exact"``: every row);
    ``oversample``: with HNSW, ``top_k(k)`` asks for ``max(oversample * k, k + 32)`` items;
    ``host``/``port``: another address of the server the index was built with (default:
    the one in its manifest).
    """

    cache_rows: int = DEFAULT_CACHE_ROWS
    search: str = "hnsw"
    oversample: int = DEFAULT_OVERSAMPLE
    host: str | None = None
    port: int | None = None

    def __post_init__(self) -> None:
        check_int("ChromaReadConfig", "cache_rows", self.cache_rows, low=0)
        check_choice("ChromaReadConfig", "search", self.search, SEARCHES)
        check_int("ChromaReadConfig", "oversample", self.oversample)
        if self.host is not None and (not isinstance(self.host, str) or not self.host.strip()):
            raise ConfigError(f"ChromaReadConfig.host: expected a host name, got {self.host!r}")
        if self.port is not None:
            check_int("ChromaReadConfig", "port", self.port, high=65535)


class ChromaCollectionVectorStore:
    """Row-addressed reads of the Chroma collection ``collection``; ``ids[i]`` is row ``i``.

    Args:
        collection: The collection's name (e.g. ``{prefix}_entities``).
        ids: The stored id of each row, in row order; the collection holds exactly these.
        path: Directory of an embedded Chroma database, or
        host, port, ssl: a Chroma server (``chroma run``);
        client: or an open Chroma client (not closed by :meth:`close`).
        location: How messages name the store (default: ``host:port`` or the path).
        dimension: The vectors' length, when known (else read from the first row).
        cache_rows: Rows kept in the LRU cache (0: none).
        search, oversample: How a whole-collection ``top_k`` searches (module docstring).
        extra_rows: The collection may hold rows besides ``ids`` (an updated index keeps
            the rows of its other revisions; searches skip them).

    Raises:
        StoreError: Chroma cannot be reached or opened (the message names ``host:port`` or
            the path), the collection is missing, or holds another number of items.
        ConfigError: bad ``cache_rows``, ``search``, ``oversample`` or ``dimension``.
        InputError: bad ``ids`` (empty or repeated).
    """

    def __init__(
        self,
        collection: str,
        ids: Sequence[str],
        *,
        path: str | os.PathLike[str] | None = None,
        host: str | None = None,
        port: int = 8000,
        ssl: bool = False,
        client: ClientAPI | None = None,
        location: str | None = None,
        dimension: int | None = None,
        cache_rows: int = DEFAULT_CACHE_ROWS,
        search: str = "hnsw",
        oversample: int = DEFAULT_OVERSAMPLE,
        extra_rows: bool = False,
    ) -> None:
        check_int(None, "oversample", oversample)
        self._search = check_choice(None, "search", search, SEARCHES)
        self._ids = list(ids)
        self._position = _positions(self._ids)
        self._cache = RowCache(cache_rows, size=len(self._ids))
        self._oversample = oversample
        if client is None:
            config = ChromaConfig(
                path=os.fspath(path) if path is not None else None, host=host, port=port, ssl=ssl
            )
            self._location = location or config.location
            self._client = open_client(config)
            self._owns_client = True
        else:
            given = host if host is not None else os.fspath(path) if path is not None else None
            self._location = location or (f"{given}" if given is not None else "<client>")
            self._client = client
            self._owns_client = False
        self._name = collection
        found = find_collection(self._client, collection, self._location)
        if found is None:
            raise StoreError(
                f"{self._location}: no collection {collection!r}; build or sync it first"
            )
        self._collection = found
        with chroma_errors(self._location, f"cannot count {collection}"):
            count = int(found.count())
        if count < len(self._ids) or (count > len(self._ids) and not extra_rows):
            raise StoreError(
                f"{self._location}: collection {collection!r} holds {count} items, expected "
                f"{len(self._ids)}; it belongs to another build (rebuild the index)"
            )
        self._batch = max_batch_size(self._client, self._location)
        self._dimension = 0
        if dimension is not None:
            self._dimension = check_int(None, "dimension", dimension)
        elif self._ids:
            self._dimension = int(self._fetch(np.zeros(1, dtype=np.int64)).shape[1])

    # -- the protocol ------------------------------------------------------------------
    def __len__(self) -> int:
        return len(self._ids)

    @property
    def dimension(self) -> int:
        return self._dimension

    def vectors(self, positions: npt.ArrayLike) -> FloatArray:
        """The rows at ``positions``, in the order given (cached rows are not fetched again)."""
        return self._rows(check_positions(positions, len(self), name="positions"))

    def scores(self, query: npt.ArrayLike, candidates: npt.ArrayLike) -> FloatArray:
        """Exact dot products of ``query`` with the rows ``candidates``, in the order given."""
        vector = check_query(query, self._dimension)
        return dot_scores(self._rows(check_positions(candidates, len(self))), vector)

    def top_k(
        self, query: npt.ArrayLike, k: int, candidates: npt.ArrayLike | None = None
    ) -> tuple[IndexArray, FloatArray]:
        """The ``k`` rows (among ``candidates``, if given) most similar to ``query``.

        With ``candidates`` the search is exact; without, HNSW proposes the rows (see the
        module docstring). Sorted by decreasing score, ties to the lower position.
        """
        k = check_k(k)
        vector = check_query(query, self._dimension)
        if candidates is not None:
            positions = np.unique(check_positions(candidates, len(self)))
            if k == 0:
                positions = positions[:0]
            return top_k(dot_scores(self._rows(positions), vector), k, positions)
        if k == 0 or not self._ids:
            return np.empty(0, dtype=np.int64), np.empty(0, dtype=np.float32)
        if self._search == "exact":
            return self._scan(vector, k)
        positions, rows = self._nearest(
            vector, min(len(self), max(self._oversample * k, k + _EXTRA))
        )
        return top_k(dot_scores(rows, vector), k, positions)

    # -- the rest ----------------------------------------------------------------------
    @property
    def location(self) -> str:
        return self._location

    @property
    def collection_name(self) -> str:
        return self._name

    def cache_info(self) -> dict[str, int]:
        """``{"rows", "capacity", "hits", "misses"}`` of the row cache."""
        cache = self._cache
        return {
            "rows": len(cache),
            "capacity": cache.capacity,
            "hits": cache.hits,
            "misses": cache.misses,
        }

    def close(self) -> None:
        """Drop the cache and release the client when this store opened it. Idempotent."""
        self._cache.clear()
        if self._owns_client:
            release_client(self._client)

    def __enter__(self) -> ChromaCollectionVectorStore:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return (
            f"ChromaCollectionVectorStore({self._location!r}, collection={self._name!r}, n={len(self)}, "
            f"d={self._dimension})"
        )

    # -- reading Chroma ----------------------------------------------------------------
    def _rows(self, positions: IndexArray) -> FloatArray:
        """Rows of ``positions`` (any order, repeats allowed): cached or fetched."""
        if not len(positions):
            return np.empty((0, self._dimension), dtype=np.float32)
        unique, inverse = np.unique(positions, return_inverse=True)
        found, cached = self._cache.get(unique)
        missing = unique[~found]
        fetched = self._fetch(missing) if len(missing) else cached[:0]
        table = np.empty((len(unique), self._dimension or fetched.shape[1]), dtype=np.float32)
        if len(cached):
            table[found] = cached
        table[~found] = fetched
        self._cache.put(missing, fetched)
        out: FloatArray = table[inverse]
        return out

    def _fetch(self, positions: IndexArray) -> FloatArray:
        """Read the rows of ``positions`` (distinct) from Chroma, in that order."""
        parts: list[FloatArray] = []
        for start in range(0, len(positions), self._batch):
            chunk = positions[start : start + self._batch]
            wanted = [self._ids[p] for p in chunk.tolist()]
            with chroma_errors(self._location, f"cannot read vectors from {self._name}"):
                got = self._collection.get(ids=wanted, include=["embeddings"])
            rows = self._check_rows(got["embeddings"], len(got["ids"]))
            slot = {item: i for i, item in enumerate(wanted)}
            order = np.array([slot.get(item, -1) for item in got["ids"]], dtype=np.int64)
            if len(got["ids"]) != len(wanted) or (order < 0).any():
                returned = set(got["ids"])
                absent = next(item for item in wanted if item not in returned)
                raise StoreError(
                    f"{self._location}: collection {self._name!r} has no item {absent!r} "
                    f"(row {int(chunk[wanted.index(absent)])}); rebuild the index"
                )
            placed = np.empty_like(rows)
            placed[order] = rows
            parts.append(placed)
        if not parts:
            return np.empty((0, self._dimension), dtype=np.float32)
        out: FloatArray = np.concatenate(parts)
        return out

    def _scan(self, vector: FloatArray, k: int) -> tuple[IndexArray, FloatArray]:
        """The exact top ``k`` over every row, scored ``_SCAN_ROWS`` rows at a time."""
        best: list[tuple[IndexArray, FloatArray]] = []
        for start in range(0, len(self), _SCAN_ROWS):
            positions = np.arange(start, min(start + _SCAN_ROWS, len(self)), dtype=np.int64)
            best.append(top_k(dot_scores(self._rows(positions), vector), k, positions))
        positions = np.concatenate([p for p, _ in best])
        return top_k(np.concatenate([s for _, s in best]), k, positions)

    def _nearest(self, vector: FloatArray, n: int) -> tuple[IndexArray, FloatArray]:
        """HNSW's ``n`` nearest rows to ``vector``: positions ascending, and their rows.

        Chroma answers with ids only (a small reply); the rows come from the cache or are
        fetched by id, like every other read.
        """
        with chroma_errors(self._location, f"cannot search {self._name}"):
            result = self._collection.query(
                query_embeddings=vector[None, :], n_results=n, include=[]
            )
        # An id this store does not hold belongs to another revision of an updated index
        # (rows added for a newer state, or kept for an older one): skipped.
        known = [self._position.get(item, -1) for item in result["ids"][0]]
        positions = np.unique(np.array([p for p in known if p >= 0], np.int64))
        return positions, self._rows(positions)

    def _check_rows(self, embeddings: Any, count: int) -> FloatArray:
        rows = np.asarray(embeddings if count else [], dtype=np.float32)
        if not count:
            return np.empty((0, self._dimension), dtype=np.float32)
        if (
            rows.ndim != 2
            or len(rows) != count
            or (self._dimension and rows.shape[1] != self._dimension)
        ):
            raise StoreError(
                f"{self._location}: {self._name} returned vectors of shape {rows.shape}, "
                f"expected ({count}, {self._dimension or 'd'})"
            )
        return rows


def _positions(ids: list[str]) -> dict[str, int]:
    position: dict[str, int] = {}
    for i, item in enumerate(ids):
        if not isinstance(item, str) or not item:
            raise InputError(f"ids[{i}]: expected a non-empty string, got {item!r}")
        if item in position:
            raise InputError(f"ids[{i}]: duplicate id {item!r} (also at {position[item]})")
        position[item] = i
    return position
