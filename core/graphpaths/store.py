"""Embedding stores: exact in-memory matrices and persistent Chroma collections.

:class:`EmbeddingMatrix` holds one float32 row per graph item (row ``i`` is entity or relation
``i``) and answers exact top-k queries with numpy; it saves to and loads from ``.npy``
(memory-mapped by default).

:class:`ChromaStore` keeps the embeddings of ``"entities"``, ``"relations"`` and ``"nodes"`` in
Chroma collections named ``{prefix}_{kind}`` (cosine space). :meth:`ChromaStore.sync` embeds
only what is new or changed: item ids hash the embedder's name, the item's key and its text,
so unchanged items are read back instead of re-embedded, each batch is written as soon as it
is embedded (an interrupted sync resumes where it stopped) and items no longer listed are
deleted. Chroma's own embedding function is never used; vectors always come from our embedder.
Chroma's search is approximate (HNSW); :meth:`EmbeddingMatrix.top_k` is exact.

Entity types go in the metadata key ``"types"`` as a list of strings (Chroma >= 1.5 stores
arrays and filters them with ``$contains``); ``search(..., types=[...])`` matches any of them.

Example:
    >>> import numpy as np
    >>> from graphpaths.store import EmbeddingMatrix
    >>> matrix = EmbeddingMatrix(np.eye(3, dtype=np.float32))
    >>> indices, scores = matrix.top_k(np.array([0.6, 0.8, 0.0], dtype=np.float32), 2)
    >>> indices.tolist(), scores.tolist()
    ([1, 0], [0.800000011920929, 0.6000000238418579])
"""

from __future__ import annotations

import hashlib
import logging
import os
import re
import warnings
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

import numpy as np
import numpy.typing as npt

from graphpaths._files import atomic_file
from graphpaths.embeddings import Embedder, FloatArray
from graphpaths.errors import ConfigError, EmbeddingError, StoreError

if TYPE_CHECKING:
    from chromadb.api import ClientAPI
    from chromadb.api.models.Collection import Collection
    from chromadb.api.types import Where

__all__ = [
    "KINDS",
    "TYPES_KEY",
    "ChromaConfig",
    "ChromaStore",
    "EmbeddingMatrix",
    "IndexArray",
    "SyncStats",
    "item_id",
]

IndexArray = npt.NDArray[np.int64]
#: The kinds of items a :class:`ChromaStore` keeps, one collection each.
KINDS: tuple[str, ...] = ("entities", "relations", "nodes")
#: Metadata key holding an item's types (a list of strings) for ``search(types=...)``.
TYPES_KEY = "types"
_KEY = "key"
# Chroma collection names: 3-512 of [a-zA-Z0-9._-], starting and ending alphanumeric.
_PREFIX_RE = re.compile(r"^[A-Za-z0-9](?:[A-Za-z0-9._-]{0,490}[A-Za-z0-9])?$")
_DEFAULT_WRITE_BATCH = 256

logger = logging.getLogger(__name__)


# -- in-memory matrix ---------------------------------------------------------------------


class EmbeddingMatrix:
    """A float32 ``(n, d)`` matrix, row ``i`` the vector of item ``i``, with exact search.

    Scores are dot products, i.e. cosine similarities when rows and query have unit norm
    (as embedders return them). The matrix is read-only.
    """

    __slots__ = ("_vectors",)

    def __init__(self, vectors: npt.ArrayLike, *, check_finite: bool = True) -> None:
        array = np.asarray(vectors)
        if array.ndim != 2:
            raise EmbeddingError(f"vectors: expected a 2-D (n, d) array, got shape {array.shape}")
        if array.dtype != np.float32:
            array = array.astype(np.float32)
        if check_finite and not np.isfinite(array).all():
            row = int(np.flatnonzero(~np.isfinite(array).all(axis=1))[0])
            raise EmbeddingError(f"vectors: row {row} has a NaN or infinite value")
        view = array.view()
        view.flags.writeable = False
        self._vectors: FloatArray = view

    @property
    def vectors(self) -> FloatArray:
        """The rows, as a read-only array."""
        return self._vectors

    @property
    def dimension(self) -> int:
        return int(self._vectors.shape[1])

    @property
    def shape(self) -> tuple[int, int]:
        rows, columns = self._vectors.shape
        return int(rows), int(columns)

    def __len__(self) -> int:
        return int(self._vectors.shape[0])

    def __repr__(self) -> str:
        return f"EmbeddingMatrix(n={len(self)}, d={self.dimension})"

    def scores(self, query: npt.ArrayLike, candidates: npt.ArrayLike | None = None) -> FloatArray:
        """Dot products of ``query`` with the rows ``candidates`` (all rows if None), in the
        order given."""
        vector = self._query(query)
        if candidates is None:
            out: FloatArray = self._vectors @ vector
            return out
        picked = self._candidates(candidates)
        scored: FloatArray = self._vectors[picked] @ vector
        return scored

    def top_k(
        self,
        query: npt.ArrayLike,
        k: int,
        *,
        candidates: npt.ArrayLike | None = None,
        min_score: float | None = None,
    ) -> tuple[IndexArray, FloatArray]:
        """The ``k`` rows (among ``candidates``, if given) most similar to ``query``.

        Returns ``(indices, scores)`` sorted by decreasing score, ties broken by lower index,
        so results are deterministic. Rows scoring below ``min_score`` are left out; fewer
        than ``k`` results come back when fewer rows qualify. Duplicate candidates count once.
        """
        if isinstance(k, bool) or not isinstance(k, int | np.integer) or k < 0:
            raise ConfigError(f"k: expected a non-negative integer, got {k!r}")
        vector = self._query(query)
        if candidates is None:
            ids: IndexArray = np.arange(len(self), dtype=np.int64)
            scores: FloatArray = self._vectors @ vector
        else:
            # unique() sorts, so positions follow item order and ties resolve to lower ids.
            ids = np.unique(self._candidates(candidates))
            scores = self._vectors[ids] @ vector
        if min_score is not None:
            keep = scores >= np.float32(min_score)
            ids, scores = ids[keep], scores[keep]
        m = len(scores)
        k = min(int(k), m)
        if k == 0:
            return np.empty(0, dtype=np.int64), np.empty(0, dtype=np.float32)
        if k < m:
            kth = np.partition(scores, m - k)[m - k]  # the k-th largest score
            above = np.flatnonzero(scores > kth)
            tied = np.flatnonzero(scores == kth)[: k - len(above)]
            chosen = np.concatenate([above, tied])
        else:
            chosen = np.arange(m)
        order = np.lexsort((ids[chosen], -scores[chosen]))
        chosen = chosen[order]
        return ids[chosen], scores[chosen]

    def save(self, path: str | os.PathLike[str]) -> Path:
        """Write the matrix to ``path`` as ``.npy``, atomically (temp file, then rename)."""
        target = Path(path)
        try:
            with atomic_file(target, "wb") as stream:
                np.save(stream, np.ascontiguousarray(self._vectors), allow_pickle=False)
        except OSError as exc:
            raise StoreError(f"cannot write embedding matrix {target}: {exc}") from exc
        return target

    @classmethod
    def load(
        cls, path: str | os.PathLike[str], *, mmap: bool = True, check_finite: bool = True
    ) -> EmbeddingMatrix:
        """Read a matrix written by :meth:`save`; memory-mapped read-only unless ``mmap=False``."""
        source = Path(path)
        try:
            array = np.load(source, mmap_mode="r" if mmap else None, allow_pickle=False)
        except (OSError, ValueError) as exc:
            raise StoreError(f"cannot read embedding matrix {source}: {exc}") from exc
        if not isinstance(array, np.ndarray) or array.ndim != 2 or array.dtype != np.float32:
            what = (
                f"a float32 array of shape {array.shape} and type {array.dtype}"
                if isinstance(array, np.ndarray)
                else type(array).__name__
            )
            raise StoreError(
                f"{source} is not an embedding matrix (expected a 2-D float32 array, got {what})"
            )
        try:
            return cls(array, check_finite=check_finite)
        except EmbeddingError as exc:
            raise StoreError(f"{source}: {exc}") from exc

    def _query(self, query: npt.ArrayLike) -> FloatArray:
        vector = np.asarray(query, dtype=np.float32)
        if vector.shape != (self.dimension,):
            raise EmbeddingError(
                f"query: expected a vector of shape ({self.dimension},), got shape {vector.shape}"
            )
        if not np.isfinite(vector).all():
            raise EmbeddingError("query: has a NaN or infinite value")
        return vector

    def _candidates(self, candidates: npt.ArrayLike) -> IndexArray:
        array = np.asarray(candidates)
        if array.size == 0:
            return np.empty(0, dtype=np.int64)
        if array.ndim != 1 or not np.issubdtype(array.dtype, np.integer):
            raise ConfigError(
                f"candidates: expected a 1-D integer array, got {array.dtype} of shape {array.shape}"
            )
        low, high = int(array.min()), int(array.max())
        if low < 0 or high >= len(self):
            bad = low if low < 0 else high
            raise ConfigError(f"candidates: index {bad} is out of range for {len(self)} rows")
        return array.astype(np.int64, copy=False)


# -- Chroma ---------------------------------------------------------------------------------


def item_id(embedder_name: str, key: str, text: str) -> str:
    """The content-derived id of one item: equal for equal (embedder, key, text)."""
    digest = hashlib.sha256()
    for part in (embedder_name, key, text):
        encoded = part.encode("utf-8")
        # Length-prefixed, so no choice of strings can make two triples collide.
        digest.update(len(encoded).to_bytes(8, "little"))
        digest.update(encoded)
    return digest.hexdigest()[:32]


@dataclass(frozen=True, kw_only=True)
class ChromaConfig:
    """Where a :class:`ChromaStore` lives: a local ``path`` or a server ``host``:``port``."""

    path: str | None = None
    host: str | None = None
    port: int = 8000
    ssl: bool = False
    prefix: str = "graphpaths"

    def __post_init__(self) -> None:
        if self.host is None and not self.path:
            raise ConfigError("path: a Chroma directory is required when no host is given")
        if self.host is not None and self.path is not None:
            raise ConfigError(
                f"path: give either path ({self.path!r}) or host ({self.host!r}), not both"
            )
        if self.host is not None and not self.host.strip():
            raise ConfigError("host: expected a host name, got ''")
        if (
            isinstance(self.port, bool)
            or not isinstance(self.port, int)
            or not 0 < self.port < 65536
        ):
            raise ConfigError(f"port: expected an integer in 1..65535, got {self.port!r}")
        if not isinstance(self.prefix, str) or not _PREFIX_RE.match(self.prefix):
            raise ConfigError(
                f"prefix: expected letters, digits, '.', '_' or '-' (starting and ending with a "
                f"letter or digit), got {self.prefix!r}"
            )

    @property
    def location(self) -> str:
        """``host:port`` or the path, for messages."""
        return f"{self.host}:{self.port}" if self.host is not None else str(self.path)


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
        self._client = client if client is not None else _open_client(self._config)
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
            with self._errors("cannot read the maximum batch size"):
                size = int(self._client.get_max_batch_size())
            # Servers that do not say answer -1.
            self._max_batch = size if size > 0 else 5000
        return self._max_batch

    def close(self) -> None:
        """Release the client (for an embedded store: its database files). Idempotent.

        A store opened on a caller's ``client`` leaves that client open.
        """
        if self._owns_client:
            close = getattr(self._client, "close", None)
            if close is not None:
                close()

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
        index is approximate: use :class:`EmbeddingMatrix` for exact results.
        """
        if isinstance(k, bool) or not isinstance(k, int) or k < 0:
            raise ConfigError(f"k: expected a non-negative integer, got {k!r}")
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
    ) -> EmbeddingMatrix:
        """Make the collection of ``kind`` hold exactly ``keys`` with their ``texts``
        embedded by ``embedder``, and return their vectors aligned with ``keys``.

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
        ids = [item_id(name, key, text) for key, text in zip(keys, texts, strict=True)]
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
        matrix = np.empty((len(keys), dimension), dtype=np.float32)
        ready = np.zeros(len(keys), dtype=bool)
        updates: list[tuple[str, dict[str, Any]]] = []
        for chunk in _chunks(reusable, self.max_batch_size):
            with self._errors(f"cannot read stored vectors from {collection.name}"):
                got = collection.get(ids=chunk, include=["embeddings", "metadatas"])
            vectors = np.asarray(got["embeddings"], dtype=np.float32)
            if len(got["ids"]) and vectors.shape != (len(got["ids"]), dimension):
                raise StoreError(
                    f"{self._config.location}: {collection.name} returned vectors of shape "
                    f"{vectors.shape}, expected {dimension} dimensions from {name!r}"
                )
            for row, (item, meta) in enumerate(
                zip(got["ids"], got["metadatas"] or [], strict=True)
            ):
                i = position[item]
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
            with self._errors(f"cannot write vectors to {collection.name}"):
                collection.upsert(
                    ids=[ids[i] for i in chunk],
                    embeddings=vectors,
                    metadatas=[wanted_meta[i] for i in chunk],
                )
            matrix[chunk] = vectors
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
        return EmbeddingMatrix(matrix, check_finite=False)

    # -- internals -------------------------------------------------------------------
    @contextmanager
    def _errors(self, what: str) -> Iterator[None]:
        from chromadb.errors import ChromaError

        try:
            with _quiet_chroma():
                yield
        except (ChromaError, ValueError, OSError) as exc:
            raise StoreError(f"{self._config.location}: {what}: {exc}") from exc

    def _write_batch(self, batch_size: int | None) -> int:
        if batch_size is None:
            return min(_DEFAULT_WRITE_BATCH, self.max_batch_size)
        if isinstance(batch_size, bool) or not isinstance(batch_size, int) or batch_size < 1:
            raise ConfigError(f"batch_size: expected a positive integer, got {batch_size!r}")
        return min(batch_size, self.max_batch_size)

    def _collection(self, kind: str) -> Collection | None:
        """The collection of ``kind``, or None if it does not exist."""
        name = self.collection_name(kind)
        from chromadb.errors import ChromaError, NotFoundError

        try:
            with _quiet_chroma():
                collection = self._client.get_collection(name, embedding_function=None)
        except NotFoundError:
            return None
        except (ChromaError, ValueError, OSError) as exc:
            # Older servers report a missing collection as a ValueError.
            if "does not exist" in str(exc):
                return None
            raise StoreError(
                f"{self._config.location}: cannot open collection {name!r}: {exc}"
            ) from exc
        _check_space(collection, self._config.location)
        return collection

    def _open_collection(self, kind: str) -> Collection:
        """The collection of ``kind``, created (cosine space, no embedding function) if new."""
        name = self.collection_name(kind)
        with self._errors(f"cannot open collection {name!r}"):
            collection = self._client.get_or_create_collection(
                name,
                embedding_function=None,
                configuration={"hnsw": {"space": "cosine"}},
            )
        _check_space(collection, self._config.location)
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


def _open_client(config: ChromaConfig) -> ClientAPI:
    try:
        import chromadb
        from chromadb.config import Settings
        from chromadb.errors import ChromaError
    except ImportError as exc:
        raise StoreError(f"chromadb is not installed: {exc}") from exc
    settings = Settings(anonymized_telemetry=False)
    if config.host is not None:
        try:
            return chromadb.HttpClient(
                host=config.host, port=config.port, ssl=config.ssl, settings=settings
            )
        except (ChromaError, ValueError, OSError) as exc:
            raise StoreError(f"cannot reach the Chroma server at {config.location}: {exc}") from exc
    path = Path(str(config.path))
    if path.exists() and not path.is_dir():
        raise StoreError(f"cannot open a Chroma database at {path}: it is not a directory")
    try:
        return chromadb.PersistentClient(path=str(path), settings=settings)
    except (ChromaError, ValueError, OSError, RuntimeError) as exc:
        raise StoreError(f"cannot open a Chroma database at {path}: {exc}") from exc


def _check_kind(kind: str) -> None:
    if kind not in KINDS:
        raise ConfigError(f"kind: expected one of {', '.join(KINDS)}, got {kind!r}")


@contextmanager
def _quiet_chroma() -> Iterator[None]:
    # Chroma 1.5 records embedding_function=None as a "legacy" function and warns about it
    # on every access; passing None is deliberate (we always hand in our own vectors).
    with warnings.catch_warnings():
        warnings.filterwarnings(
            "ignore", message="legacy embedding function config", category=DeprecationWarning
        )
        yield


def _check_space(collection: Collection, location: str) -> None:
    with _quiet_chroma():
        configuration = getattr(collection, "configuration", None) or {}
    hnsw = configuration.get("hnsw") if isinstance(configuration, Mapping) else None
    space = hnsw.get("space") if isinstance(hnsw, Mapping) else None
    if space is not None and space != "cosine":
        raise StoreError(
            f"{location}: collection {collection.name!r} uses the {space!r} space, not cosine; "
            "drop it and sync again"
        )


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
