"""The on-disk corpus index of GraFine: documents, their vectors and the corpus graph.

Layout of a corpus index directory::

    manifest.json        written last; without it the directory is not an index
    documents.jsonl      one {"id", "text", "metadata"} per line, row i = node i
    vectors.npy          row i embeds document i (absent when the vectors live in a
                         Chroma server: ``build_corpus_index(..., chroma_host=...)``),
                         with vectors.ids.npy (content ids: a rebuild or a resumed
                         build embeds only what is not stored yet)
    graph.npz            the corpus graph (your links, or a kNN graph)

Where retrieval reads the vectors is the manifest's ``vectors``: ``"memory"`` (the ``.npy``
matrix) or ``"chroma"`` (the ``nodes`` collection of a Chroma server, read through
:class:`~graphpaths.vectors.chroma.ChromaCollectionVectorStore`); :func:`load_corpus_index` can read a
server index into memory instead (``vectors="memory"``).

:func:`build_corpus_index` writes into a hidden sibling directory and renames it into
place when every part is written (the manifest last, with each file's size and sha256),
so an interrupted build never leaves an index that :func:`load_corpus_index` accepts, and
a truncated or changed file is named when it loads (its ``verify`` option). Running the
build again after an interruption resumes it: the vectors are written in chunks
(:func:`~graphpaths.vectors.matrix_sync.sync_matrix`), and those already stored (by the
interrupted run, or in the index being rebuilt) are not computed again.
:func:`read_documents` and :func:`read_links` read the files
``graphpaths index --docs corpus.jsonl --links edges.tsv`` takes.

Example (a fake embedder, so it runs without a model):
    >>> import tempfile, pathlib, numpy as np
    >>> class Tiny:
    ...     name, dimension, spec = "tiny", 2, None
    ...     def embed_documents(self, texts, **_):
    ...         return np.array([[1.0, 0.0]] * len(texts), dtype=np.float32)
    ...     def embed_query(self, text):
    ...         return np.array([1.0, 0.0], dtype=np.float32)
    >>> out = pathlib.Path(tempfile.mkdtemp()) / "corpus"
    >>> _ = build_corpus_index(["a b", "b c"], out, ids=["x", "y"], links=[("x", "y")],
    ...                        embedder=Tiny())
    >>> index = load_corpus_index(out)
    >>> index.ids, index.graph.num_edges
    (['x', 'y'], 2)
"""

from __future__ import annotations

import logging
import os
import threading
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from graphpaths._sharing import (
    DEFAULT_FOLLOW_INTERVAL,
    DEFAULT_LOCK_TIMEOUT,
    FollowsRevisions,
    Revisions,
    Stamp,
    check_follow_interval,
    check_lock_timeout,
    check_not_stale,
    index_writes,
    published_revision,
    read_consistently,
    stamp,
    try_writer_lock,
    writer_lock,
)
from graphpaths.atomic import clear_abandoned_update, open_building, replace_directory
from graphpaths.checksums import VERIFY_MODES, record_files, verify_files
from graphpaths.embeddings import recorded_embedder
from graphpaths.errors import ConfigError, GraphFormatError, IndexFormatError, InputError
from graphpaths.filters import attribute_counts
from graphpaths.grafine.corpus_graph import DEFAULT_KNN, CorpusGraph, corpus_graph
from graphpaths.grafine.corpus_index_files import (
    FILES,
    FORMAT_VERSION,
    KIND,
    MANIFEST,
    NODES,
    VECTOR_BACKENDS,
    CorpusManifest,
    CorpusState,
    Document,
    write_documents,
)
from graphpaths.grafine.corpus_index_update import (
    KNN_UPDATES,
    LinkChange,
    apply_corpus_changes,
    edit_corpus,
    parse_documents,
)
from graphpaths.graph.loaders import json_lines, split_lines
from graphpaths.lexical import BM25Index
from graphpaths.vectors import memory
from graphpaths.vectors.chroma import ChromaCollectionVectorStore, ChromaReadConfig, ChromaStore
from graphpaths.vectors.ids import collection_prefix as default_collection_prefix
from graphpaths.vectors.ids import item_ids
from graphpaths.vectors.matrix_sync import DEFAULT_CHECKPOINT_ROWS, sync_matrix

if TYPE_CHECKING:
    from graphpaths.embeddings import Embedder, ProgressCallback
    from graphpaths.grafine.corpus_index_update import CorpusUpdateReport
    from graphpaths.vectors.protocol import VectorStore

__all__ = [
    "CorpusIndex",
    "CorpusManifest",
    "CorpusState",
    "Document",
    "build_corpus_index",
    "load_corpus_index",
    "read_documents",
    "read_links",
]

logger = logging.getLogger(__name__)


class CorpusIndex(FollowsRevisions[CorpusState]):
    """A loaded corpus index: what :meth:`GraFine.from_index` takes.

    It can change while it serves: :meth:`add`, :meth:`update` and :meth:`delete`
    (:mod:`graphpaths.grafine.corpus_index_update`) embed only new or changed texts, write the new index
    beside the old and rename it into place, then swap the in-memory :class:`CorpusState`;
    ``ids``, ``texts``, ``vectors``, ``graph``... read the current state, and a GraFine
    made by ``from_index`` follows the updates (one state per query).

    Many processes, as for the graph index (docs/live-updates.md): one writer at a time
    across processes (``lock_timeout``), each update applied to the newest revision read
    under the lock, and :meth:`follow` / :meth:`refresh` pick up other processes'
    revisions (``follow_interval``).
    """

    def __init__(
        self,
        *,
        path: Path,
        manifest: CorpusManifest,
        ids: list[str],
        texts: list[str],
        metadatas: list[dict[str, Any]],
        vectors: VectorStore,
        graph: CorpusGraph,
    ) -> None:
        self.path = path
        state = CorpusState(
            revision=manifest.revision,
            manifest=manifest,
            ids=ids,
            texts=texts,
            metadatas=metadatas,
            vectors=vectors,
            graph=graph,
        )
        self._revisions = Revisions(path, MANIFEST, state, stamp(path / MANIFEST), self._read)
        self._writer = threading.Lock()
        self._embedder: Embedder | None = None
        #: How load_corpus_index read the files (a newer revision is read the same way).
        self._reading: dict[str, Any] = {}
        #: Seconds a write waits for another writer's lock.
        self.lock_timeout: float = DEFAULT_LOCK_TIMEOUT

    def _read(self, lock_timeout: float) -> tuple[CorpusState, Stamp | None]:
        return read_corpus_state(self.path, **self._reading, lock_timeout=lock_timeout)

    @property
    def manifest(self) -> CorpusManifest:
        return self._state.manifest

    @property
    def ids(self) -> list[str]:
        return self._state.ids

    @property
    def texts(self) -> list[str]:
        return self._state.texts

    @property
    def metadatas(self) -> list[dict[str, Any]]:
        return self._state.metadatas

    @property
    def vectors(self) -> VectorStore:
        return self._state.vectors

    @property
    def graph(self) -> CorpusGraph:
        return self._state.graph

    def describe(self) -> dict[str, Any]:
        """Counts, the corpus graph, the embedder and sizes, as ``graphpaths info`` prints
        them."""

        state = self._state
        manifest, graph = state.manifest, state.graph
        sizes = {
            name: (self.path / name).stat().st_size
            for name in FILES
            if (self.path / name).is_file()
        }
        degrees = np.bincount(
            np.concatenate(graph.edges_from(np.arange(graph.num_nodes, dtype=np.int64))),
            minlength=graph.num_nodes,
        )
        return {
            "kind": KIND,
            "path": str(self.path),
            "documents": len(state.ids),
            "edges": graph.num_edges,
            "linked_documents": int(np.count_nonzero(degrees)),
            "graph": manifest.graph,
            "embedder": manifest.embedder,
            "dimension": manifest.dimension,
            "vectors": manifest.vectors,
            "chroma": f"{manifest.chroma_host}:{manifest.chroma_port}"
            if manifest.chroma_host
            else None,
            "source": manifest.source,
            "revision": state.revision,
            "examples": state.ids[:3],
            "attributes": {"documents": attribute_counts(state.metadatas)},
            "bytes": sizes,
            "total_bytes": sum(sizes.values()),
            "build_seconds": manifest.build_seconds,
        }

    def add(
        self,
        documents: Iterable[Any] = (),
        *,
        links: Iterable[tuple[str, str]] = (),
        embedder: Embedder | None = None,
        knn_update: str = "exact",
        expected_revision: int | None = None,
    ) -> CorpusUpdateReport:
        """Add ``documents`` (:class:`Document`, or records ``{"id", "text", "metadata",
        "links"}``; the id must be new) and ``links`` (pairs of ids), as one update.

        Example (a fake embedder, so it runs without a model):
            >>> import tempfile, pathlib, numpy as np
            >>> class Tiny:
            ...     name, dimension, spec = "tiny", 2, None
            ...     def embed_documents(self, texts, **_):
            ...         return np.array([[1.0, 0.0]] * len(texts), dtype=np.float32)
            >>> out = pathlib.Path(tempfile.mkdtemp()) / "corpus"
            >>> _ = build_corpus_index(["a b", "b c"], out, ids=["x", "y"], links=[("x", "y")],
            ...                        embedder=Tiny())
            >>> index = load_corpus_index(out)
            >>> index.add([{"id": "z", "text": "c d", "links": ["y"]}], embedder=Tiny()).embedded
            1
            >>> index.ids, index.graph.num_edges, load_corpus_index(out).revision
            (['x', 'y', 'z'], 4, 1)
        """

        changes = parse_documents("add", documents) + _links("add", links)
        return self.apply(
            changes,
            embedder=embedder,
            knn_update=knn_update,
            expected_revision=expected_revision,
        )

    def update(
        self,
        documents: Iterable[Any] = (),
        *,
        embedder: Embedder | None = None,
        knn_update: str = "exact",
        expected_revision: int | None = None,
    ) -> CorpusUpdateReport:
        """Change documents (``{"id"}`` and ``text`` and/or ``metadata``: the text is
        embedded again if it changed; metadata merge, a ``None`` value removing its key)."""

        changes = parse_documents("update", documents)
        return self.apply(
            changes,
            embedder=embedder,
            knn_update=knn_update,
            expected_revision=expected_revision,
        )

    def delete(
        self,
        documents: Iterable[Any] = (),
        *,
        links: Iterable[tuple[str, str]] = (),
        embedder: Embedder | None = None,
        knn_update: str = "exact",
        expected_revision: int | None = None,
    ) -> CorpusUpdateReport:
        """Delete ``links`` (both directions), then ``documents`` (ids) with their links."""

        changes = _links("delete", links) + parse_documents("delete", documents)
        return self.apply(
            changes,
            embedder=embedder,
            knn_update=knn_update,
            expected_revision=expected_revision,
        )

    def apply(
        self,
        changes: Sequence[Any],
        *,
        embedder: Embedder | None = None,
        knn_update: str = "exact",
        expected_revision: int | None = None,
    ) -> CorpusUpdateReport:
        """Apply parsed changes (:mod:`graphpaths.grafine.corpus_index_update`) as one update.

        ``knn_update`` (a kNN corpus graph): ``"exact"`` computes the graph again as a
        build would; ``"incremental"`` only the rows the update may change
        (:data:`~graphpaths.grafine.corpus_index_update.KNN_UPDATES`).

        As :meth:`GraphIndex.apply <graphpaths.dotrag.index.graph_index.GraphIndex.apply>`:
        under the writers' lock, applied to the newest revision (another process's update
        is never undone); ``expected_revision`` fails with
        :class:`~graphpaths.errors.StaleIndexError` instead when the index is not at it;
        a read-only folder or full disk gives :class:`~graphpaths.errors.IndexWriteError`.
        """

        if knn_update not in KNN_UPDATES:
            raise ConfigError(
                f"knn_update: expected one of {', '.join(KNN_UPDATES)}, got {knn_update!r}"
            )
        changes = list(changes)
        with self._writer, writer_lock(self.path, timeout=self.lock_timeout):
            base = self._revisions.newest_for_writing(expected_revision)
            edit = edit_corpus(base, changes)  # bad changes fail here
            if embedder is None:
                embedder = self.embedder()
            with index_writes(self.path, "corpus index"):
                state, report = apply_corpus_changes(
                    self.path, base, edit, embedder=embedder, knn_update=knn_update
                )
            self._revisions.published(state)
        return report

    def close(self) -> None:
        """Release the vector store's client (Chroma); in-memory vectors need nothing."""
        close = getattr(self.vectors, "close", None)
        if close is not None:
            close()

    def __enter__(self) -> CorpusIndex:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def embedder(self) -> Embedder:
        """The embedder the index was built with, made again from the manifest (once)."""

        if self._embedder is None:
            m = self.manifest
            self._embedder = recorded_embedder(
                m.embedder_spec, name=m.embedder, where=f"corpus index {self.path}"
            )
        return self._embedder


def _links(op: str, links: Iterable[tuple[str, str]]) -> list[Any]:

    out: list[Any] = []
    for i, pair in enumerate(links):
        if (
            not isinstance(pair, tuple | list)
            or len(pair) != 2
            or not all(isinstance(x, str) and x for x in pair)
        ):
            raise InputError(f"links[{i}]: expected a (source id, target id) pair, got {pair!r}")
        out.append(LinkChange(op=op, source=pair[0], target=pair[1], where=f"links[{i}]"))
    return out


def read_documents(path: str | os.PathLike[str]) -> list[Document]:
    """Documents from a JSONL file: ``{"id", "text"}`` per line, optional ``metadata`` (an
    object) and ``links`` (a list of ids); errors name the file, line and field."""
    source = Path(path)
    documents: list[Document] = []
    seen: dict[str, str] = {}
    for where, record in json_lines("\n".join(_lines(source)), source):
        doc_id, text = record.get("id"), record.get("text")
        if not isinstance(doc_id, str | int) or isinstance(doc_id, bool) or str(doc_id) == "":
            raise GraphFormatError(
                f"{where}: field 'id' must be a non-empty string, got {doc_id!r}"
            )
        if not isinstance(text, str):
            raise GraphFormatError(f"{where}: field 'text' must be a string, got {text!r}")
        metadata = record.get("metadata", {})
        if not isinstance(metadata, dict):
            raise GraphFormatError(f"{where}: field 'metadata' must be an object")
        links = record.get("links", [])
        if not isinstance(links, list) or not all(isinstance(x, str | int) for x in links):
            raise GraphFormatError(f"{where}: field 'links' must be a list of ids")
        key = str(doc_id)
        if key in seen:
            raise GraphFormatError(f"{where}: id {key!r} repeats line {seen[key]}")
        seen[key] = where.rpartition(":")[2]
        documents.append(
            Document(id=key, text=text, metadata=metadata, links=tuple(str(x) for x in links))
        )
    if not documents:
        raise GraphFormatError(f"{source}: no documents")
    return documents


def read_links(path: str | os.PathLike[str]) -> list[tuple[str, str]]:
    """``(source id, target id)`` pairs from a two-column TSV (optional ``source<TAB>target``
    header); errors name the file and line."""
    source = Path(path)
    lines = _lines(source)
    links: list[tuple[str, str]] = []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        fields = line.rstrip("\r\n").split("\t")
        if number == 1 and [f.strip().lower() for f in fields] == ["source", "target"]:
            continue
        if len(fields) != 2 or not all(f.strip() for f in fields):
            raise GraphFormatError(
                f"{source}:{number}: expected 'source<TAB>target', got {len(fields)} field(s)"
            )
        links.append((fields[0].strip(), fields[1].strip()))
    return links


def build_corpus_index(
    texts: Sequence[str],
    directory: str | os.PathLike[str],
    *,
    embedder: Embedder,
    ids: Sequence[str] | None = None,
    metadatas: Sequence[Mapping[str, Any]] | None = None,
    links: Iterable[tuple[str, str]] | None = None,
    knn: str = "bm25",
    knn_k: int | None = None,
    source: str | None = None,
    chroma_host: str | None = None,
    chroma_port: int = 8000,
    collection_prefix: str | None = None,
    batch_size: int | None = None,
    progress: ProgressCallback | None = None,
    lock_timeout: float = DEFAULT_LOCK_TIMEOUT,
) -> CorpusManifest:
    """Embed ``texts``, link them (``links``, else a kNN graph) and write the index.

    It holds the index's writers' lock while it builds (another writer of the directory, in
    any process, waits up to ``lock_timeout`` seconds); a rebuild over an index publishes
    its next revision, which retrievers following it pick up.

    With ``chroma_host`` the vectors go to that Chroma server only (collection
    ``<prefix>_nodes``, written batch by batch as they are embedded, unchanged texts not
    embedded again on a rebuild) and retrieval reads them there; otherwise they are stored as
    ``vectors.npy``. ``progress`` is called with the documents embedded so far.
    """

    target = Path(directory)
    items, doc_ids, rows = _checked_documents(texts, ids, metadatas)
    with (
        writer_lock(target, timeout=check_lock_timeout(lock_timeout)),
        index_writes(target, "corpus index"),
    ):
        building, _ = open_building(target, MANIFEST)
        replaced = published_revision(target / MANIFEST)  # a rebuild: the next revision
        store = _VectorTarget(
            host=chroma_host,
            port=chroma_port,
            prefix=collection_prefix or default_collection_prefix(target),
            batch_size=batch_size,
        )
        seconds: dict[str, float] = {}
        start = time.perf_counter()
        vectors, embedded = _embed_documents(
            target, building, doc_ids, items, embedder, store, progress
        )
        seconds["embeddings"] = time.perf_counter() - start
        start = time.perf_counter()
        graph = corpus_graph(
            doc_ids,
            links=links,
            vectors=vectors,
            bm25=BM25Index(items) if links is None and knn == "bm25" else None,
            texts=items,
            knn=knn,
            k=DEFAULT_KNN if knn_k is None else knn_k,
        )
        seconds["graph"] = time.perf_counter() - start
        write_documents(building, doc_ids, items, rows)
        graph.save(building / "graph.npz")
        manifest = _built_manifest(
            building,
            graph,
            embedder,
            store,
            documents=len(doc_ids),
            dimension=int(np.asarray(vectors).shape[1]),
            seconds=seconds,
            source=source,
            embedded=embedded,
            replaced=replaced,
        )
        check_not_stale(target, MANIFEST, replaced)
        replace_directory(building, target)
        return manifest


def _checked_documents(
    texts: Sequence[str],
    ids: Sequence[str] | None,
    metadatas: Sequence[Mapping[str, Any]] | None,
) -> tuple[list[str], list[str], list[dict[str, Any]]]:
    """The texts, ids (default: their positions) and metadatas of a build, checked: at
    least one document, distinct ids, as many of each."""
    items = list(texts)
    if not items:
        raise InputError("texts: expected at least one document, got none")
    doc_ids = [str(i) for i in range(len(items))] if ids is None else [str(i) for i in ids]
    if len(set(doc_ids)) != len(doc_ids):
        raise InputError("ids: every document needs its own id; some ids repeat")
    rows = [dict(m) for m in metadatas] if metadatas is not None else [{} for _ in doc_ids]
    if not len(rows) == len(doc_ids) == len(items):
        raise InputError(
            f"texts, ids and metadatas differ in length: {len(items)}, {len(doc_ids)}, {len(rows)}"
        )
    return items, doc_ids, rows


@dataclass(frozen=True, kw_only=True)
class _VectorTarget:
    """Where a build's vectors go: the Chroma server at ``host`` (collection ``prefix``),
    or with no host ``vectors.npy``; ``batch_size`` texts between two writes."""

    host: str | None
    port: int
    prefix: str
    batch_size: int | None


def _embed_documents(
    target: Path,
    building: Path,
    doc_ids: list[str],
    items: list[str],
    embedder: Embedder,
    store: _VectorTarget,
    progress: ProgressCallback | None,
) -> tuple[Any, int]:
    """Embed the documents into ``store`` (reusing the vectors of unchanged texts: the old
    index's ``.npy`` matrix, or the server's collection); their matrix and how many were
    embedded."""
    if store.host is None:
        synced = sync_matrix(
            building,
            "vectors",
            doc_ids,
            items,
            embedder,
            reuse=[target] if target.is_dir() else [],
            checkpoint_rows=store.batch_size or DEFAULT_CHECKPOINT_ROWS,
            progress=progress,
        )
        return synced.matrix, synced.embedded
    with ChromaStore(host=store.host, port=store.port, prefix=store.prefix) as chroma:
        vectors = chroma.sync(
            NODES,
            doc_ids,
            items,
            embedder=embedder,
            batch_size=store.batch_size,
            progress=progress,
        ).matrix
        return vectors, chroma.last_sync.embedded if chroma.last_sync else len(items)


def _built_manifest(
    building: Path,
    graph: CorpusGraph,
    embedder: Embedder,
    store: _VectorTarget,
    *,
    documents: int,
    dimension: int,
    seconds: dict[str, float],
    source: str | None,
    embedded: int,
    replaced: int | None,
) -> CorpusManifest:
    """Write the manifest of a build (its files' sizes and checksums; the revision after
    the ``replaced`` one): the last file of the build."""
    files, digests = record_files(building, FILES)
    manifest = CorpusManifest(
        format_version=FORMAT_VERSION,
        kind=KIND,
        documents=documents,
        edges=graph.num_edges,
        graph=str(graph.meta.get("kind", "links")),
        embedder=embedder.name,
        embedder_spec=_spec_of(embedder),
        dimension=dimension,
        build_seconds=seconds,
        source=source,
        vectors="memory" if store.host is None else "chroma",
        chroma_host=store.host,
        chroma_port=None if store.host is None else store.port,
        collection_prefix=None if store.host is None else store.prefix,
        embedded=embedded,
        files=files,
        sha256=digests,
        revision=0 if replaced is None else replaced + 1,
    )
    manifest.write(building)
    return manifest


def load_corpus_index(
    directory: str | os.PathLike[str],
    *,
    vectors: str | None = None,
    chroma: ChromaReadConfig | None = None,
    verify: str = "quick",
    follow_interval: float | None = DEFAULT_FOLLOW_INTERVAL,
    lock_timeout: float = DEFAULT_LOCK_TIMEOUT,
) -> CorpusIndex:
    """Open a corpus index; an incomplete or corrupt one raises :class:`IndexFormatError`.

    ``follow_interval`` and ``lock_timeout``: as for
    :func:`~graphpaths.dotrag.index.graph_index.load_index` (how often :meth:`CorpusIndex.follow`
    looks for another process's revision, 1 s by default; how long an update waits for
    another writer, 60 s).

    ``verify``: how its files are checked against the manifest's sizes and checksums, as
    for :func:`~graphpaths.dotrag.index.graph_index.load_index` (:data:`~graphpaths.checksums.VERIFY_MODES`).

    ``vectors`` chooses where retrieval reads the embeddings (default: the manifest's):
    ``"memory"`` (the ``.npy`` matrix; a server index has every row fetched once) or
    ``"chroma"`` (the server's collection, read as ``chroma`` says: row cache, HNSW
    oversampling, exact search, another address of the server). Call
    :meth:`CorpusIndex.close` (or use ``with``) to release a Chroma client.
    """

    if vectors is not None and vectors not in VECTOR_BACKENDS:
        raise ConfigError(f"vectors: expected one of {', '.join(VECTOR_BACKENDS)}, got {vectors!r}")
    if verify not in VERIFY_MODES:
        raise ConfigError(f"verify: expected one of {', '.join(VERIFY_MODES)}, got {verify!r}")
    interval = check_follow_interval(follow_interval)
    timeout = check_lock_timeout(lock_timeout)
    path = Path(directory)
    with try_writer_lock(path) as alone:  # never under a live writer's feet
        if alone and clear_abandoned_update(path, MANIFEST):
            logger.info("%s: removed the folder a killed update had left", path)
    reading: dict[str, Any] = {"vectors": vectors, "chroma": chroma, "verify": verify}
    state, seen = read_corpus_state(path, **reading, lock_timeout=timeout)
    index = CorpusIndex(
        path=path,
        manifest=state.manifest,
        ids=state.ids,
        texts=state.texts,
        metadatas=state.metadatas,
        vectors=state.vectors,
        graph=state.graph,
    )
    index._revisions.swap(state, seen)
    index._reading = reading
    index.follow_interval, index.lock_timeout = interval, timeout
    return index


def read_corpus_state(
    path: Path,
    *,
    vectors: str | None = None,
    chroma: ChromaReadConfig | None = None,
    verify: str = "quick",
    lock_timeout: float = DEFAULT_LOCK_TIMEOUT,
) -> tuple[CorpusState, Stamp | None]:
    """The state of the corpus index at ``path`` and the stamp of the manifest it was read
    from, all of one revision (:func:`~graphpaths._sharing.read_consistently`, waiting at
    most ``lock_timeout`` seconds for an update in progress)."""
    return read_consistently(
        path,
        MANIFEST,
        lambda: _read_corpus_state(path, vectors, chroma, verify),
        lock_timeout=lock_timeout,
    )


def _read_corpus_state(
    path: Path, vectors: str | None, chroma: ChromaReadConfig | None, verify: str
) -> CorpusState:
    if not path.is_dir():
        raise IndexFormatError(f"{path}: no such corpus index directory")
    manifest = CorpusManifest.read(path)
    verify_files(path, manifest.files, manifest.sha256, verify=verify)
    try:
        documents = read_documents(path / "documents.jsonl")
    except GraphFormatError as exc:
        raise IndexFormatError(f"{path}: corrupt documents: {exc}") from None
    if vectors == "chroma" and manifest.vectors != "chroma":
        raise ConfigError(
            f'vectors: {path} keeps its vectors in memory (vectors.npy); "chroma" needs an '
            "index built with a Chroma server"
        )
    stored = _stored_vectors(path, manifest, documents, chroma, into_memory=vectors == "memory")
    graph = CorpusGraph.load(path / "graph.npz")
    for what, count in (("vectors", len(stored)), ("graph nodes", graph.num_nodes)):
        if count != len(documents):
            raise IndexFormatError(
                f"{path}: {count} {what} for {len(documents)} documents; rebuild the index"
            )
    return CorpusState(
        revision=manifest.revision,
        manifest=manifest,
        ids=[d.id for d in documents],
        texts=[d.text for d in documents],
        metadatas=[dict(d.metadata) for d in documents],
        vectors=stored,
        graph=graph,
    )


def _stored_vectors(
    path: Path,
    manifest: CorpusManifest,
    documents: Sequence[Document],
    read: ChromaReadConfig | None,
    *,
    into_memory: bool,
) -> VectorStore:

    if manifest.vectors == "memory":
        return memory.InMemoryVectorStore.load(path / "vectors.npy")

    read = read if read is not None else ChromaReadConfig()
    host = read.host if read.host is not None else str(manifest.chroma_host)
    port = read.port or (manifest.chroma_port if read.host is None else None) or 8000
    served = ChromaCollectionVectorStore(
        f"{manifest.collection_prefix}_{NODES}",
        item_ids(manifest.embedder, [d.id for d in documents], [d.text for d in documents]),
        host=host,
        port=port,
        dimension=manifest.dimension,
        cache_rows=0 if into_memory else read.cache_rows,
        oversample=read.oversample,
        search=read.search,
    )
    return memory.into_memory(served) if into_memory else served


def _lines(source: Path) -> list[str]:
    try:
        data = source.read_bytes()
    except OSError as exc:
        raise GraphFormatError(f"{source}: cannot read: {exc.strerror}") from None
    try:
        return split_lines(data.decode("utf-8").removeprefix("\ufeff"))
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise GraphFormatError(
            f"{source}:{line}: not UTF-8 text (byte 0x{data[exc.start]:02x} at offset "
            f"{exc.start}: {exc.reason})"
        ) from None


def _spec_of(embedder: Embedder) -> dict[str, Any] | None:
    spec = getattr(embedder, "spec", None)
    return dict(spec) if isinstance(spec, dict) else None
