"""Writing embeddings to Chroma: :class:`ChromaStore` and its incremental :meth:`~ChromaStore.sync`.

:class:`ChromaStore` keeps the embeddings of ``"entities"``, ``"relations"`` and ``"nodes"`` in
Chroma collections named ``{prefix}_{kind}`` (cosine space). :meth:`ChromaStore.sync` embeds
only what is new or changed: item ids (:func:`~graphpaths.vectors.ids.item_id`) hash the
embedder's name, the item's key and its text, so unchanged items are read back instead of
re-embedded, each batch is written as soon as it is embedded (an interrupted sync resumes
where it stopped) and items no longer listed are deleted. Chroma's own embedding function is
never used; vectors always come from our embedder. The vectors ``sync`` returns are read back
from Chroma (which may change the last bit of a float32 it stores), so they equal what a
:class:`~graphpaths.vectors.chroma.ChromaCollectionVectorStore` over the collection reads.

Reading for retrieval goes through :meth:`ChromaStore.vector_store` (a
:class:`~graphpaths.vectors.protocol.VectorStore`); :meth:`ChromaStore.search` is Chroma's own
approximate (HNSW) search with metadata filters.

Entity types go in the metadata key ``"types"`` as a list of strings (Chroma >= 1.5 stores
arrays and filters them with ``$contains``); ``search(..., types=[...])`` matches any of them.

Example (an in-process Chroma):
    >>> import chromadb
    >>> from graphpaths.embeddings import normalize_rows
    >>> class Embedder:
    ...     name, dimension = "doctest", 2
    ...     def embed_documents(self, texts, *, progress=None):
    ...         return normalize_rows([[len(t), 1.0] for t in texts])
    >>> store = ChromaStore(client=chromadb.EphemeralClient(), prefix="doctest")
    >>> matrix = store.sync("nodes", ["a", "b"], ["x", "yyyy"], embedder=Embedder())
    >>> reader = store.vector_store("nodes", ["a", "b"], ["x", "yyyy"], embedder_name="doctest")
    >>> store.last_sync.embedded, len(reader)
    (2, 2)
    >>> store.drop("nodes")
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, cast, overload

import numpy as np
import numpy.typing as npt

from graphpaths.embeddings import Embedder, FloatArray
from graphpaths.errors import ConfigError, EmbeddingError, StoreError
from graphpaths.vectors.checks import check_k
from graphpaths.vectors.chroma import (
    DEFAULT_CACHE_ROWS,
    DEFAULT_OVERSAMPLE,
    ChromaCollectionVectorStore,
)
from graphpaths.vectors.chroma_client import (
    ChromaConfig,
    check_space,
    chroma_errors,
    find_collection,
    max_batch_size,
    open_client,
    release_client,
)
from graphpaths.vectors.ids import item_ids
from graphpaths.vectors.memory import InMemoryVectorStore

if TYPE_CHECKING:
    from chromadb.api import ClientAPI
    from chromadb.api.models.Collection import Collection
    from chromadb.api.types import Where

__all__ = [
    "HNSW_EF_CONSTRUCTION",
    "HNSW_EF_SEARCH",
    "HNSW_MAX_NEIGHBORS",
    "KINDS",
    "TYPES_KEY",
    "ChromaStore",
    "SyncStats",
]

#: The kinds of items a :class:`ChromaStore` keeps, one collection each.
KINDS: tuple[str, ...] = ("entities", "relations", "labels", "nodes")
#: Metadata key holding an item's types (a list of strings) for ``search(types=...)``.
TYPES_KEY = "types"
#: HNSW settings of the collections a store creates: cosine space and a denser graph than
#: Chroma's defaults (16 neighbours, ef 100). On MetaQA's 42,718 entity vectors, asking for
#: 160 items, the true top 40 were found with recall 0.983 (0.951 with the defaults), and
#: 0.9965 (0.985) asking for 640; inserting took about twice as long. Collections created
#: before keep their settings.
HNSW_MAX_NEIGHBORS = 32
HNSW_EF_CONSTRUCTION = 200
HNSW_EF_SEARCH = 200
_KEY = "key"
_DEFAULT_WRITE_BATCH = 256

logger = logging.getLogger(__name__)


@dataclass(frozen=True, kw_only=True)
class SyncStats:
    """What one :meth:`ChromaStore.sync` did."""

    kind: str
    items: int
    reused: int
    embedded: int
    deleted: int
    metadata_updated: int


class ChromaStore:
    """Embeddings of entities, relations and corpus nodes in Chroma collections.

    Args:
        path: Directory of an embedded Chroma database (``chromadb.PersistentClient``).
        host, port, ssl: A Chroma server to use instead (``chromadb.HttpClient``).
        prefix: Collections are named ``{prefix}_{kind}``.
        client: An already open Chroma client (e.g. ``chromadb.EphemeralClient()``);
            ``path``/``host`` then only name it in messages.

    Raises StoreError naming the path or ``host:port`` when Chroma cannot be opened.
    """

    def __init__(
        self,
        path: str | os.PathLike[str] | None = None,
        *,
        host: str | None = None,
        port: int = 8000,
        ssl: bool = False,
        prefix: str = "graphpaths",
        client: ClientAPI | None = None,
    ) -> None:
        if client is not None and path is None and host is None:
            path = "<client>"
        self._config = ChromaConfig(
            path=os.fspath(path) if path is not None else None,
            host=host,
            port=port,
            ssl=ssl,
            prefix=prefix,
        )
        self._owns_client = client is None
        self._client = client if client is not None else open_client(self._config)
        self._max_batch: int | None = None
        self._last_sync: SyncStats | None = None

    @classmethod
    def from_config(cls, config: ChromaConfig) -> ChromaStore:
        return cls(
            config.path, host=config.host, port=config.port, ssl=config.ssl, prefix=config.prefix
        )

    @property
    def config(self) -> ChromaConfig:
        return self._config

    @property
    def client(self) -> ClientAPI:
        return self._client

    @property
    def last_sync(self) -> SyncStats | None:
        """Counts from the latest :meth:`sync` on this store object."""
        return self._last_sync

    @property
    def max_batch_size(self) -> int:
        """The most records Chroma takes in one call."""
        if self._max_batch is None:
            self._max_batch = max_batch_size(self._client, self._config.location)
        return self._max_batch

    def close(self) -> None:
        """Release the client (for an embedded store: its database files). Idempotent.

        A store opened on a caller's ``client`` leaves that client open.
        """
        if self._owns_client:
            release_client(self._client)

    def __enter__(self) -> ChromaStore:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def collection_name(self, kind: str) -> str:
        _check_kind(kind)
        return f"{self._config.prefix}_{kind}"

    def __repr__(self) -> str:
        return f"ChromaStore({self._config.location!r}, prefix={self._config.prefix!r})"

    # -- reading ---------------------------------------------------------------------
    def vector_store(
        self,
        kind: str,
        keys: Sequence[str],
        texts: Sequence[str],
        *,
        embedder_name: str,
        dimension: int | None = None,
        cache_rows: int = DEFAULT_CACHE_ROWS,
        search: str = "hnsw",
        oversample: int = DEFAULT_OVERSAMPLE,
    ) -> ChromaCollectionVectorStore:
        """The synced vectors of ``kind`` as a :class:`ChromaCollectionVectorStore` (on this client).

        Row ``i`` is the item ``(keys[i], texts[i])`` as :meth:`sync` stored it with an
        embedder named ``embedder_name``; the collection must hold exactly these items.
        """
        return ChromaCollectionVectorStore(
            self.collection_name(kind),
            item_ids(embedder_name, keys, texts),
            client=self._client,
            location=self._config.location,
            dimension=dimension,
            cache_rows=cache_rows,
            search=search,
            oversample=oversample,
        )

    def count(self, kind: str) -> int:
        """Items stored for ``kind`` (0 when it was never synced)."""
        collection = self._collection(kind)
        if collection is None:
            return 0
        with self._errors(f"cannot count {collection.name}"):
            return int(collection.count())

    def drop(self, kind: str) -> None:
        """Delete the collection of ``kind`` (nothing happens if it does not exist)."""
        if self._collection(kind) is not None:
            with self._errors(f"cannot delete {self.collection_name(kind)}"):
                self._client.delete_collection(self.collection_name(kind))

    def search(
        self,
        kind: str,
        query_vector: npt.ArrayLike,
        k: int,
        *,
        where: Mapping[str, Any] | None = None,
        types: Sequence[str] | str | None = None,
    ) -> list[tuple[str, float]]:
        """The ``k`` stored items of ``kind`` nearest to ``query_vector``: ``(key, cosine)``
        pairs, best first.

        ``where`` is a Chroma metadata filter; ``types`` keeps items whose ``"types"``
        metadata contains any of the given types (an empty list matches nothing). Chroma's
        index is approximate: use :meth:`vector_store` for exact scores of candidates.
        """
        k = check_k(k)
        vector = np.asarray(query_vector, dtype=np.float32)
        if vector.ndim != 1 or not np.isfinite(vector).all():
            raise EmbeddingError(
                f"query_vector: expected a finite 1-D vector, got shape {vector.shape}"
            )
        collection = self._collection(kind)
        if collection is None:
            raise StoreError(
                f"{self._config.location}: no collection {self.collection_name(kind)!r}; "
                f"sync {kind} first"
            )
        filters: list[dict[str, Any]] = [dict(where)] if where else []
        if types is not None:
            wanted = [types] if isinstance(types, str) else list(dict.fromkeys(types))
            if not wanted:
                return []
            clauses = [{TYPES_KEY: {"$contains": t}} for t in wanted]
            filters.append(clauses[0] if len(clauses) == 1 else {"$or": clauses})
        condition = None if not filters else filters[0] if len(filters) == 1 else {"$and": filters}
        with self._errors(f"cannot search {collection.name}"):
            available = int(collection.count())
            if k == 0 or available == 0:
                return []
            result = collection.query(
                query_embeddings=vector[None, :],
                n_results=min(k, available),
                where=cast("Where | None", condition),
                include=["metadatas", "distances"],
            )
        metadatas = (result.get("metadatas") or [[]])[0]
        distances = (result.get("distances") or [[]])[0]
        # Cosine space: distance = 1 - cosine similarity.
        return [
            (str(meta[_KEY]) if meta else "", 1.0 - float(distance))
            for meta, distance in zip(metadatas, distances, strict=True)
        ]

    # -- syncing ---------------------------------------------------------------------
    @overload
    def sync(
        self,
        kind: str,
        keys: Sequence[str],
        texts: Sequence[str],
        *,
        embedder: Embedder,
        metadatas: Sequence[Mapping[str, Any] | None] | None = None,
        batch_size: int | None = None,
        progress: Callable[[int], None] | None = None,
        keep_vectors: Literal[True] = True,
    ) -> InMemoryVectorStore: ...

    @overload
    def sync(
        self,
        kind: str,
        keys: Sequence[str],
        texts: Sequence[str],
        *,
        embedder: Embedder,
        metadatas: Sequence[Mapping[str, Any] | None] | None = None,
        batch_size: int | None = None,
        progress: Callable[[int], None] | None = None,
        keep_vectors: Literal[False],
    ) -> None: ...

    def sync(
        self,
        kind: str,
        keys: Sequence[str],
        texts: Sequence[str],
        *,
        embedder: Embedder,
        metadatas: Sequence[Mapping[str, Any] | None] | None = None,
        batch_size: int | None = None,
        progress: Callable[[int], None] | None = None,
        keep_vectors: bool = True,
    ) -> InMemoryVectorStore | None:
        """Make the collection of ``kind`` hold exactly ``keys`` with their ``texts``
        embedded by ``embedder``, and return their vectors aligned with ``keys`` (None with
        ``keep_vectors=False``: no vector is read back or held, so memory stays bounded by a
        batch whatever the number of items).

        Only items whose (embedder name, key, text) is not stored yet are embedded, in
        batches of ``batch_size`` (default 256, at most Chroma's maximum batch size), each
        written before the next is embedded. Stored items no longer listed are deleted;
        changed metadata is updated in place. Each item's metadata gets ``"key"``; a
        ``"types"`` entry (a string or list of strings) is what ``search(types=...)``
        filters on. ``progress`` is called with the number of items ready so far (out of
        ``len(keys)``): once after reading what is stored, then after each embedded batch.
        """
        _check_kind(kind)
        keys, texts = list(keys), list(texts)
        _check_items(keys, texts, metadatas)
        write_batch = self._write_batch(batch_size)
        wanted_meta = [
            _item_metadata(i, key, None if metadatas is None else metadatas[i])
            for i, key in enumerate(keys)
        ]
        name = embedder.name
        ids = item_ids(name, keys, texts)
        position = {item: i for i, item in enumerate(ids)}

        collection = self._open_collection(kind)
        stored = self._all_ids(collection)
        stale = [item for item in stored if item not in position]
        reset = bool(stale) and len(stale) == len(stored)
        if reset:
            # Nothing reusable (new embedder or every text changed): start afresh, which is
            # faster than deleting one by one and lets the vector dimension change.
            collection = self._recreate(kind)
        else:
            for chunk in _chunks(stale, self.max_batch_size):
                with self._errors(f"cannot delete stale items from {collection.name}"):
                    collection.delete(ids=chunk)
        reusable = [] if reset else [item for item in ids if item in stored]

        dimension = int(embedder.dimension)
        matrix = np.empty((len(keys) if keep_vectors else 0, dimension), dtype=np.float32)
        ready = np.zeros(len(keys), dtype=bool)
        updates: list[tuple[str, dict[str, Any]]] = []
        include: list[Any] = ["embeddings", "metadatas"] if keep_vectors else ["metadatas"]
        for chunk in _chunks(reusable, self.max_batch_size):
            with self._errors(f"cannot read stored vectors from {collection.name}"):
                got = collection.get(ids=chunk, include=include)
            if keep_vectors:
                vectors = self._stored_vectors(got, dimension, name, collection.name)
            for row, (item, meta) in enumerate(
                zip(got["ids"], got["metadatas"] or [], strict=True)
            ):
                i = position[item]
                if keep_vectors:
                    matrix[i] = vectors[row]
                ready[i] = True
                change = _metadata_change(dict(meta or {}), wanted_meta[i])
                if change is not None:
                    updates.append((item, change))
        for chunk in _chunks(updates, self.max_batch_size):
            with self._errors(f"cannot update metadata in {collection.name}"):
                collection.update(ids=[u[0] for u in chunk], metadatas=[u[1] for u in chunk])
        reused = int(ready.sum())
        if progress is not None:
            progress(reused)

        missing = np.flatnonzero(~ready)
        done = reused
        for chunk in _chunks(missing.tolist(), write_batch):
            vectors = embedder.embed_documents([texts[i] for i in chunk])
            vectors = _check_vectors(vectors, len(chunk), dimension, name)
            written = [ids[i] for i in chunk]
            with self._errors(f"cannot write vectors to {collection.name}"):
                collection.upsert(
                    ids=written, embeddings=vectors, metadatas=[wanted_meta[i] for i in chunk]
                )
            # Read back what Chroma stored (it may change the last bit of a float32), so
            # the returned matrix is what a reader of the collection gets.
            with self._errors(f"cannot read back vectors from {collection.name}"):
                got = collection.get(ids=written, include=["embeddings"] if keep_vectors else [])
            if sorted(got["ids"]) != sorted(written):
                raise StoreError(
                    f"{self._config.location}: {collection.name} did not keep the "
                    f"{len(written)} vectors just written"
                )
            if keep_vectors:
                stored_vectors = self._stored_vectors(got, dimension, name, collection.name)
                matrix[[position[item] for item in got["ids"]]] = stored_vectors
            done += len(chunk)
            if progress is not None:
                progress(done)

        self._last_sync = SyncStats(
            kind=kind,
            items=len(keys),
            reused=reused,
            embedded=len(missing),
            deleted=len(stale),
            metadata_updated=len(updates),
        )
        logger.info(
            "synced %s: %d items, %d reused, %d embedded, %d stale deleted, %d metadata updated",
            collection.name,
            len(keys),
            reused,
            len(missing),
            len(stale),
            len(updates),
        )
        return InMemoryVectorStore(matrix, check_finite=False) if keep_vectors else None

    def add(
        self,
        kind: str,
        ids: Sequence[str],
        vectors: npt.ArrayLike,
        metadatas: Sequence[Mapping[str, Any]],
    ) -> None:
        """Write rows of ``kind`` under the content ``ids`` given (an index update adds its
        new rows so; stored rows are neither read nor deleted). Each metadata needs its
        ``"key"``."""
        _check_kind(kind)
        collection = self._open_collection(kind)
        matrix = np.asarray(vectors, dtype=np.float32)
        for start in range(0, len(ids), self.max_batch_size):
            stop = start + self.max_batch_size
            with self._errors(f"cannot write vectors to {collection.name}"):
                collection.upsert(
                    ids=list(ids[start:stop]),
                    embeddings=matrix[start:stop],
                    metadatas=[dict(m) for m in metadatas[start:stop]],
                )

    def get_vectors(self, kind: str, ids: Sequence[str]) -> FloatArray:
        """The stored vectors of ``ids`` (in that order); a StoreError names a missing id."""
        _check_kind(kind)
        collection = self._open_collection(kind)
        out = np.empty((len(ids), 0), dtype=np.float32)
        parts = []
        for start in range(0, len(ids), self.max_batch_size):
            chunk = list(ids[start : start + self.max_batch_size])
            with self._errors(f"cannot read vectors from {collection.name}"):
                got = collection.get(ids=chunk, include=["embeddings"])
            found = dict(zip(got["ids"], np.asarray(got["embeddings"], np.float32), strict=True))
            missing = [item for item in chunk if item not in found]
            if missing:
                raise StoreError(f"{collection.name}: no stored item {missing[0]!r}")
            parts.append(np.stack([found[item] for item in chunk]))
        return np.concatenate(parts) if parts else out

    # -- internals -------------------------------------------------------------------
    @contextmanager
    def _errors(self, what: str) -> Iterator[None]:
        with chroma_errors(self._config.location, what):
            yield

    def _stored_vectors(
        self, got: Mapping[str, Any], dimension: int, embedder: str, collection: str
    ) -> FloatArray:
        """The ``embeddings`` of a ``get`` answer, checked to have ``dimension`` columns."""
        count = len(got["ids"])
        vectors = np.asarray(got["embeddings"] if count else [], dtype=np.float32)
        if count and vectors.shape != (count, dimension):
            raise StoreError(
                f"{self._config.location}: {collection} returned vectors of shape "
                f"{vectors.shape}, expected {dimension} dimensions from {embedder!r}"
            )
        return vectors

    def _write_batch(self, batch_size: int | None) -> int:
        if batch_size is None:
            return min(_DEFAULT_WRITE_BATCH, self.max_batch_size)
        if isinstance(batch_size, bool) or not isinstance(batch_size, int) or batch_size < 1:
            raise ConfigError(f"batch_size: expected a positive integer, got {batch_size!r}")
        return min(batch_size, self.max_batch_size)

    def _collection(self, kind: str) -> Collection | None:
        """The collection of ``kind``, or None if it does not exist."""
        return find_collection(self._client, self.collection_name(kind), self._config.location)

    def _open_collection(self, kind: str) -> Collection:
        """The collection of ``kind``, created (cosine space, the ``HNSW_*`` settings, no
        embedding function) if new."""
        name = self.collection_name(kind)
        with self._errors(f"cannot open collection {name!r}"):
            collection = self._client.get_or_create_collection(
                name,
                embedding_function=None,
                configuration={
                    "hnsw": {
                        "space": "cosine",
                        "max_neighbors": HNSW_MAX_NEIGHBORS,
                        "ef_construction": HNSW_EF_CONSTRUCTION,
                        "ef_search": HNSW_EF_SEARCH,
                    }
                },
            )
        check_space(collection, self._config.location)
        return collection

    def _recreate(self, kind: str) -> Collection:
        name = self.collection_name(kind)
        with self._errors(f"cannot reset collection {name!r}"):
            self._client.delete_collection(name)
        return self._open_collection(kind)

    def _all_ids(self, collection: Collection) -> set[str]:
        ids: set[str] = set()
        limit = self.max_batch_size
        offset = 0
        while True:
            with self._errors(f"cannot list the items of {collection.name}"):
                page = collection.get(include=[], limit=limit, offset=offset)["ids"]
            ids.update(page)
            if len(page) < limit:
                return ids
            offset += limit


def _check_kind(kind: str) -> None:
    if kind not in KINDS:
        raise ConfigError(f"kind: expected one of {', '.join(KINDS)}, got {kind!r}")


def _check_items(
    keys: list[str], texts: list[str], metadatas: Sequence[Mapping[str, Any] | None] | None
) -> None:
    if len(texts) != len(keys):
        raise ConfigError(f"texts: expected {len(keys)} texts (one per key), got {len(texts)}")
    if metadatas is not None and len(metadatas) != len(keys):
        raise ConfigError(
            f"metadatas: expected {len(keys)} entries (one per key), got {len(metadatas)}"
        )
    seen: dict[str, int] = {}
    for i, (key, text) in enumerate(zip(keys, texts, strict=True)):
        if not isinstance(key, str) or not key:
            raise ConfigError(f"keys[{i}]: expected a non-empty string, got {key!r}")
        if not isinstance(text, str):
            raise ConfigError(f"texts[{i}]: expected str, got {type(text).__name__}")
        if key in seen:
            raise ConfigError(f"keys[{i}]: duplicate key {key!r} (also at {seen[key]})")
        seen[key] = i


_SCALARS = (str, int, float, bool)


def _item_metadata(index: int, key: str, given: Mapping[str, Any] | None) -> dict[str, Any]:
    """The metadata stored for one item: the caller's, checked, plus its key."""
    meta: dict[str, Any] = {}
    for field, value in (given or {}).items():
        where = f"metadatas[{index}][{field!r}]"
        if not isinstance(field, str) or not field:
            raise ConfigError(f"metadatas[{index}]: keys must be non-empty strings, got {field!r}")
        if field == _KEY:
            if value != key:
                raise ConfigError(f"{where}: is reserved for the item key {key!r}, got {value!r}")
            continue
        if value is None:
            continue
        if field == TYPES_KEY and isinstance(value, str):
            value = [value]
        if isinstance(value, list | tuple):
            items = list(dict.fromkeys(value)) if field == TYPES_KEY else list(value)
            if field == TYPES_KEY and not all(isinstance(v, str) for v in items):
                raise ConfigError(f"{where}: expected a list of strings, got {value!r}")
            if not items:
                continue  # Chroma rejects empty arrays; an absent key filters the same way
            if not all(isinstance(v, _SCALARS) for v in items) or len({type(v) for v in items}) > 1:
                raise ConfigError(
                    f"{where}: a list must hold values of one type (str, int, float or bool), "
                    f"got {value!r}"
                )
            meta[field] = items
        elif isinstance(value, _SCALARS):
            meta[field] = value
        elif isinstance(value, np.generic):
            meta[field] = value.item()
        else:
            raise ConfigError(
                f"{where}: expected str, int, float, bool or a list of them, "
                f"got {type(value).__name__}"
            )
    meta[_KEY] = key
    return meta


def _metadata_change(stored: dict[str, Any], wanted: dict[str, Any]) -> dict[str, Any] | None:
    """The update that turns ``stored`` into ``wanted`` (None: already equal).

    Chroma merges updates into the stored metadata; a None value removes a key.
    """
    if stored == wanted:
        return None
    change: dict[str, Any] = dict(wanted)
    for field in stored:
        if field not in wanted:
            change[field] = None
    return change


def _check_vectors(vectors: npt.ArrayLike, rows: int, dimension: int, name: str) -> FloatArray:
    array = np.asarray(vectors, dtype=np.float32)
    if array.shape != (rows, dimension):
        raise EmbeddingError(
            f"embedder {name!r} returned shape {array.shape} for {rows} texts, "
            f"expected ({rows}, {dimension})"
        )
    if not np.isfinite(array).all():
        raise EmbeddingError(f"embedder {name!r} returned NaN or infinite values")
    return array


def _chunks(items: Sequence[Any], size: int) -> Iterator[list[Any]]:
    for start in range(0, len(items), size):
        yield list(items[start : start + size])
