"""The on-disk graph index of DotRAG: graph, reachability map and embeddings in one directory.

Layout of an index directory::

    manifest.json        written last; without it the directory is not an index
    graph/               the graph (graph.json, graph.npz)
    reachability/        the reachability map (.npy arrays)
    embeddings/          labels.npy (row r = label r), and with vectors="memory"
                         entities.npy (row i = entity i), relations.npy (row j = relation
                         j; only with relation_vectors="embedded"), each with its
                         .ids.npy (content ids, so a rebuild embeds only what changed)
    chroma/              the embedded Chroma store (only with vectors="chroma" and no server)

Where retrieval reads the vectors is the manifest's ``vectors``: ``"memory"`` (the embedded
default: the ``.npy`` matrices, exact search in memory; nothing else is written) or
``"chroma"`` (a Chroma store: the embedded one in ``chroma/``, or a server given by
``chroma_host``; :func:`load_index` reads them there). A Chroma index can also be loaded
with ``vectors="memory"``, which fetches every row once into memory.

Relations: by default (``relation_vectors="composed"``) no text per relation is embedded;
a relation's vector is composed when a query needs it from its entities' vectors and its
label's (:class:`~graphpaths.vectors.composed.ComposedRelationVectors`), so the embedding
cost grows with the entities and labels, not the relations. ``"embedded"`` embeds one
sentence (or description) per relation, the default for graphs whose relations carry
their own descriptions.

:func:`build_index` writes into a hidden sibling directory (``.NAME.building``) and
renames it into place at the end, the manifest written last, so a crash (even a SIGKILL)
never leaves a directory that :func:`load_index` accepts as complete when it is not: the
target is the old index, the new one, or absent. Running it again after an interruption
resumes: the sibling is reused, and the rows already embedded (its ``.npy`` matrices'
chunks, its Chroma store's records) are not computed again. Rebuilding an existing index
reuses its vectors (by content id), so only new or changed texts are embedded.

The manifest records the size and SHA-256 of every file under ``graph/``,
``reachability/`` and ``embeddings/``; :func:`load_index` verifies them as its ``verify``
says (:mod:`graphpaths.checksums`: by default every size and the checksums of the files
up to 16 MiB, the large vector matrices by size only; ``verify="full"`` hashes them all).
An embedded ``chroma/`` store is not checksummed (Chroma writes to its database as it
opens it); its rows are matched by content id when read.

Example (no embeddings, so it runs without a model):
    >>> import tempfile, pathlib
    >>> from graphpaths.graph import GraphBuilder
    >>> b = GraphBuilder()
    >>> _ = b.add_relation("a", "b", "knows", create_entities=True)
    >>> out = pathlib.Path(tempfile.mkdtemp()) / "idx"
    >>> _ = build_index(b.build(), out, embedder=None)
    >>> load_index(out).graph.num_relations
    1
"""

from __future__ import annotations

import contextlib
import functools
import logging
import os
import shutil
import threading
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

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
from graphpaths.checksums import VERIFY_MODES, record_files
from graphpaths.dotrag.index.files import (
    FORMAT_VERSION,
    LEXICON_DIR,
    MANIFEST,
    RELATION_VECTORS,
    TEXT_VERSION,
    VECTOR_BACKENDS,
    IndexManifest,
    IndexState,
    ProgressFn,
    item_metadata,
    item_texts,
    open_store,
    open_vectors,
    read_lexicon,
    write_lexicon,
)
from graphpaths.dotrag.index.updates import apply_changes, recover_store, store_lexicon
from graphpaths.dotrag.reading.lexicon import Lexicon
from graphpaths.dotrag.reading.lexicon_file import load_user_lexicon
from graphpaths.embeddings import recorded_embedder
from graphpaths.errors import ConfigError, IndexFormatError
from graphpaths.filters import attribute_counts
from graphpaths.graph import Graph, TypeInference, assign_types
from graphpaths.graph.edit import edit_graph, parse_entities, parse_relations
from graphpaths.reachability import DEFAULT_MAX_HOPS, ReachabilityMap
from graphpaths.vectors.composed import DEFAULT_LABEL_WEIGHT, ComposedRelationVectors
from graphpaths.vectors.ids import collection_prefix as default_collection_prefix
from graphpaths.vectors.matrix_sync import DEFAULT_CHECKPOINT_ROWS, sync_matrix

if TYPE_CHECKING:
    from graphpaths.dotrag.index.updates import UpdateReport
    from graphpaths.dotrag.reading.lexicon_file import LexiconSource
    from graphpaths.embeddings import Embedder
    from graphpaths.graph.edit import EntityChange, RelationChange
    from graphpaths.vectors.chroma import ChromaReadConfig, ChromaStore
    from graphpaths.vectors.protocol import VectorStore

__all__ = [
    "DEFAULT_FOLLOW_INTERVAL",
    "DEFAULT_LOCK_TIMEOUT",
    "MANIFEST",
    "RELATION_VECTORS",
    "VECTOR_BACKENDS",
    "VERIFY_MODES",
    "GraphIndex",
    "IndexManifest",
    "IndexState",
    "ProgressFn",
    "build_index",
    "load_index",
    "open_or_build",
    "type_details",
]

logger = logging.getLogger(__name__)


class GraphIndex(FollowsRevisions[IndexState]):
    """A loaded index: the collaborators the retrievers take.

    ``entity_vectors`` / ``relation_vectors`` (None without embeddings) are read from
    ``vectors`` (``"memory"`` or ``"chroma"``, see :func:`load_index`).

    The index can change while it serves: :meth:`add`, :meth:`update` and :meth:`delete`
    (:mod:`graphpaths.dotrag.index.updates`) embed only the new or changed texts, write the new
    index beside the old one and rename it into place, then swap the in-memory
    :class:`IndexState` in one step. ``graph``, ``manifest``, ``reachability`` and the
    vectors read the current state; a reader that must see one revision throughout takes
    :meth:`state` (or :meth:`follow`) once (``DotRAG.from_index`` does, per query).

    Many processes (docs/live-updates.md): one writer at a time across processes (the lock
    file beside the index, waited for up to ``lock_timeout`` seconds), and each update is
    applied to the newest revision, re-read under the lock, so an index opened before
    another process's update never writes an older revision over it; :meth:`follow` (each
    query of a retriever) picks up revisions other processes publish, looking at most once
    per ``follow_interval`` seconds (one ``os.stat``), and :meth:`refresh` at once.
    """

    def __init__(
        self,
        *,
        path: Path,
        manifest: IndexManifest,
        graph: Graph,
        reachability: ReachabilityMap,
        entity_vectors: VectorStore | None,
        relation_vectors: VectorStore | None,
        vectors: str = "memory",
        lexicon: Lexicon | None = None,
    ) -> None:

        self.path = path
        self.vectors = vectors
        state = IndexState(
            revision=manifest.revision,
            manifest=manifest,
            graph=graph,
            reachability=reachability,
            entity_vectors=entity_vectors,
            relation_vectors=relation_vectors,
            lexicon=(lexicon if lexicon is not None else Lexicon()).for_graph(graph),
        )
        self._revisions = Revisions(
            path, MANIFEST, state, stamp(path / MANIFEST), self._read_newest
        )
        self._writer = threading.Lock()
        self._embedder: Embedder | None = None
        #: How load_index was told to read a Chroma store (updates read the same way).
        self._chroma: ChromaReadConfig | None = None
        #: How load_index read the files (a newer revision is read the same way).
        self._reading: dict[str, Any] = {}
        #: Seconds a write waits for another writer's lock.
        self.lock_timeout: float = DEFAULT_LOCK_TIMEOUT

    def _read_newest(self, lock_timeout: float) -> tuple[IndexState, Stamp | None]:
        return read_state(
            self.path, **self._reading, chroma=self._chroma, lock_timeout=lock_timeout
        )

    @property
    def manifest(self) -> IndexManifest:
        return self._state.manifest

    @property
    def graph(self) -> Graph:
        return self._state.graph

    @property
    def reachability(self) -> ReachabilityMap:
        return self._state.reachability

    @property
    def entity_vectors(self) -> VectorStore | None:
        return self._state.entity_vectors

    @property
    def relation_vectors(self) -> VectorStore | None:
        return self._state.relation_vectors

    @property
    def lexicon(self) -> Lexicon:
        """The words for the graph's labels and types (:mod:`graphpaths.dotrag.reading.lexicon`):
        the labels' own words and the stored user and LLM entries, bound to the graph."""
        return self._state.lexicon

    def __repr__(self) -> str:
        g = self._state.graph
        return (
            f"GraphIndex({str(self.path)!r}, revision={self._state.revision}, "
            f"entities={g.num_entities}, relations={g.num_relations})"
        )

    # -- updates -------------------------------------------------------------------------
    def embedder(self) -> Embedder:
        """The embedder the index was built with, made again from the manifest (once)."""
        if self._embedder is None:
            m = self.manifest
            self._embedder = recorded_embedder(
                m.embedder_spec, name=m.embedder, where=f"index {self.path}"
            )
        return self._embedder

    def add(
        self,
        *,
        triples: Iterable[Any] = (),
        entities: Iterable[Any] = (),
        embedder: Embedder | None = None,
        progress: ProgressFn | None = None,
        expected_revision: int | None = None,
    ) -> UpdateReport:
        """Add ``entities`` (records ``{"id", "name", "types", "description",
        "attributes"}`` or ids), then ``triples`` (``{"head", "relation", "tail",
        "description", "attributes"}`` or ``(head, relation, tail[, description])``; an
        unknown endpoint is created). See :mod:`graphpaths.graph.edit` for the semantics
        and :mod:`graphpaths.dotrag.index.updates` for what is written.

        Example (no embeddings, so it runs without a model):
            >>> import tempfile, pathlib
            >>> from graphpaths.graph import GraphBuilder
            >>> b = GraphBuilder()
            >>> _ = b.add_relation("a", "b", "knows", create_entities=True)
            >>> out = pathlib.Path(tempfile.mkdtemp()) / "idx"
            >>> _ = build_index(b.build(), out, embedder=None)
            >>> index = load_index(out)
            >>> index.add(triples=[("b", "knows", "c")]).revision
            1
            >>> index.graph.num_relations, load_index(out).graph.num_relations
            (2, 2)
            >>> _ = index.delete(entities=["c"])
            >>> index.graph.num_entities, index.revision
            (2, 2)
        """

        changes: list[Any] = parse_entities("add", entities)
        changes += parse_relations("add", triples)
        return self.apply(
            changes, embedder=embedder, progress=progress, expected_revision=expected_revision
        )

    def update(
        self,
        *,
        entities: Iterable[Any] = (),
        relations: Iterable[Any] = (),
        embedder: Embedder | None = None,
        progress: ProgressFn | None = None,
        expected_revision: int | None = None,
    ) -> UpdateReport:
        """Change existing ``entities`` (``{"id"}`` and any of ``name``, ``types``,
        ``description``, ``attributes``) and ``relations`` (``{"head", "relation",
        "tail"}`` and ``description`` and/or ``attributes``); attributes merge, a ``None``
        value removing its key. Only the texts that change are embedded again."""

        changes: list[Any] = parse_entities("update", entities)
        changes += parse_relations("update", relations, name="relations")
        return self.apply(
            changes, embedder=embedder, progress=progress, expected_revision=expected_revision
        )

    def delete(
        self,
        *,
        triples: Iterable[Any] = (),
        entities: Iterable[Any] = (),
        embedder: Embedder | None = None,
        progress: ProgressFn | None = None,
        expected_revision: int | None = None,
    ) -> UpdateReport:
        """Delete ``triples`` (as for :meth:`add`), then ``entities`` (ids or records with
        ``id``), each with every relation it takes part in."""

        changes: list[Any] = parse_relations("delete", triples)
        changes += parse_entities("delete", entities)
        return self.apply(
            changes, embedder=embedder, progress=progress, expected_revision=expected_revision
        )

    def apply(
        self,
        changes: Sequence[EntityChange | RelationChange],
        *,
        embedder: Embedder | None = None,
        progress: ProgressFn | None = None,
        sync: Mapping[str, Any] | None = None,
        expected_revision: int | None = None,
    ) -> UpdateReport:
        """Apply parsed ``changes`` (:func:`~graphpaths.graph.edit.parse_entities`,
        :func:`~graphpaths.graph.edit.parse_relations`; any mix, in order) as one update:
        one new revision, written and swapped in at once. ``sync``: what the manifest
        records of the source the changes came from (:mod:`graphpaths.dotrag.index.sync`).

        Under the writers' lock (waited for up to :attr:`lock_timeout` seconds) the newest
        revision is read first, so the changes apply to it even when another process
        updated the index since this one was opened (a rebase: nothing it published is
        undone). ``expected_revision``: fail instead when the newest revision is not this
        one (a compare-and-swap for a caller whose changes depend on what it read).

        Raises:
            StaleIndexError: ``expected_revision`` is not the newest revision, or a writer
                that ignores the lock published during this update; nothing is written.
            IndexLockedError: another writer held the lock for ``lock_timeout`` seconds.
            IndexWriteError: the folder is read-only or the disk full; the previous
                revision stays.
        """

        changes = list(changes)
        with self._writer, writer_lock(self.path, timeout=self.lock_timeout):
            base = self._revisions.newest_for_writing(expected_revision)
            # a sync keeps what its source holds: the source's deletions say which entities go
            edit = edit_graph(
                base.graph, changes, drop_unlinked=sync is None
            )  # bad changes fail here
            if embedder is None and self.manifest.embedder is not None:
                embedder = self.embedder()
            with index_writes(self.path):
                state, report = apply_changes(
                    self.path,
                    base,
                    edit,
                    embedder=embedder,
                    progress=progress,
                    backend=self.vectors,
                    chroma=self._chroma,
                    sync=sync,
                )
            self._revisions.published(state)  # the swap: one reference assignment
        return report

    def set_lexicon(self, lexicon: Lexicon, *, note: str = "lexicon") -> IndexManifest:
        """Store ``lexicon``'s user and LLM entries as the index's lexicon (replacing the
        stored one: merge first, e.g. ``read_stored_lexicon().updated(new)``), without
        touching the graph or the vectors: a new file beside the old one, then the manifest
        (atomically, ``revision`` + 1, an ``update_log`` entry), then the swap. A retriever
        following the index reads the new words from its next query."""

        with self._writer, writer_lock(self.path, timeout=self.lock_timeout):
            base = self._revisions.newest_for_writing(None)
            with index_writes(self.path):
                state = store_lexicon(self.path, base, lexicon, note=note)
            self._revisions.published(state)
        return self._state.manifest

    def stored_lexicon(self) -> Lexicon:
        """The lexicon the index stores (user and LLM entries, not bound to the graph: it
        keeps the entries of labels an update removed, which come back with the label)."""
        return read_lexicon(self.path, self.manifest)

    def store(self) -> ChromaStore:
        """Open the Chroma store that holds this index's embeddings (an index built with
        ``vectors="chroma"``; the default one has only ``.npy`` matrices)."""
        m = self.manifest
        if m.vectors != "chroma":
            raise IndexFormatError(
                f"{self.path}: its vectors are .npy matrices (built with vectors='memory'); "
                "there is no Chroma store to open"
            )
        return open_store(self.path, m.chroma_host, m.chroma_port or 8000, m.collection_prefix)

    def close(self) -> None:
        """Release the current state's vector stores' clients (Chroma); in-memory vectors
        need nothing."""

        state = self._state
        for vectors in (state.entity_vectors, state.relation_vectors):
            if isinstance(vectors, ComposedRelationVectors):
                continue  # reads the entity vectors, closed once as themselves
            close = getattr(vectors, "close", None)
            if close is not None:
                close()

    def __enter__(self) -> GraphIndex:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def describe(self) -> dict[str, Any]:
        """Counts, types, labels and sizes, as ``graphpaths info`` prints them."""
        state = self._state
        graph, manifest = state.graph, state.manifest
        sizes: dict[str, int] = {}
        for part in ("graph", "reachability", "embeddings", "chroma"):
            folder = self.path / part
            if folder.exists():
                sizes[part] = sum(f.stat().st_size for f in folder.rglob("*") if f.is_file())
        return {
            "path": str(self.path),
            "entities": graph.num_entities,
            "relations": graph.num_relations,
            "types": graph.type_counts(),
            "type_source": graph.type_origin.source,
            "type_method": graph.type_origin.method,
            "type_parameters": graph.type_origin.parameters,
            "type_details": type_details(graph, lexicon=state.lexicon),
            "labels": graph.label_counts(),
            "max_hops": state.reachability.max_hops,
            "embedder": manifest.embedder,
            "dimension": manifest.dimension,
            "chroma": f"{manifest.chroma_host}:{manifest.chroma_port}"
            if manifest.chroma_host
            else "embedded",
            "collection_prefix": manifest.collection_prefix,
            "vectors": manifest.vectors,
            "relation_vectors": manifest.relation_vectors,
            "bytes": sizes,
            "total_bytes": sum(sizes.values()),
            "build_seconds": manifest.build_seconds,
            "source": manifest.source,
            "graph_fingerprint": manifest.graph_fingerprint,
            "revision": state.revision,
            "attributes": {
                kind: attribute_counts(state.graph.attribute_rows(kind))
                for kind in ("entities", "relations")
            },
            "lexicon": lexicon_details(state.lexicon, graph, stored=manifest.lexicon),
        }


def type_details(
    graph: Graph, *, examples: int = 3, lexicon: Lexicon | None = None
) -> list[dict[str, Any]]:
    """Per type, most entities first: name, title (its name in words,
    :func:`~graphpaths.dotrag.reading.lexicon.type_titles`), count, the first ``examples`` entity
    names, the roles defining it (inferred types only; empty for given ones) and the
    lexicon's words for it (``{"phrase", "source", "weight"}``)."""

    bound = (lexicon if lexicon is not None else Lexicon()).for_graph(graph)
    counts = graph.type_counts()
    roles = graph.type_origin.roles
    details = []
    for name in sorted(graph.type_names, key=lambda t: (-counts[t], t)):
        members = graph.entities_of_type(name)[:examples]
        details.append(
            {
                "name": name,
                "title": bound.type_title(name),
                "count": counts[name],
                "examples": [graph.names[int(i)] for i in members],
                "roles": list(roles.get(name, ())),
                "words": [e.as_dict() for e in bound.type_words(name)],
            }
        )
    return details


def lexicon_details(lexicon: Lexicon, graph: Graph, *, stored: str | None) -> dict[str, Any]:
    """The lexicon as ``graphpaths info`` shows it: the stored file, entries per source, and
    per label (most relations first) its forward and backward phrases with their sources."""
    labels = graph.label_counts()
    return {
        "file": stored,
        "entries": lexicon.counts(),
        "relations": {
            label: {
                d: [e.as_dict() for e in lexicon.relation(label, d)]
                for d in ("forward", "backward")
            }
            for label in sorted(labels, key=lambda k: (-labels[k], k))
        },
    }


def _no_progress(stage: str, done: int, total: int | None = None) -> None:
    pass


#: The folders of an index whose files the manifest records (size and checksum).
_PARTS = ("graph", "reachability", "embeddings", LEXICON_DIR)


def _prepare_building(target: Path, *, copy_chroma: bool) -> Path:
    """The directory a build of ``target`` writes into (:func:`~graphpaths.atomic.open_building`:
    new, or the interrupted build's, to resume); a new one gets the embedded Chroma store
    of ``target`` when ``copy_chroma``, so an update embeds only what changed."""
    building, resumed = open_building(target, MANIFEST)
    if resumed:
        logger.info("resuming the interrupted build in %s", building)
    elif copy_chroma and (target / "chroma").is_dir():
        shutil.copytree(target / "chroma", building / "chroma")
    return building


def build_index(
    graph: Graph,
    directory: str | os.PathLike[str],
    *,
    embedder: Embedder | None,
    max_hops: int = DEFAULT_MAX_HOPS,
    vectors: str | None = None,
    relation_vectors: str | None = None,
    chroma_host: str | None = None,
    chroma_port: int = 8000,
    collection_prefix: str | None = None,
    precompute: bool = False,
    batch_size: int | None = None,
    source: str | None = None,
    progress: ProgressFn | None = None,
    types: Mapping[str, str | Iterable[str]] | None = None,
    infer_types: bool = True,
    type_inference: TypeInference | None = None,
    lexicon: LexiconSource | None = None,
    lock_timeout: float = DEFAULT_LOCK_TIMEOUT,
    sync: Mapping[str, Any] | None = None,
) -> IndexManifest:
    """Build (or update, or resume) the index of ``graph`` at ``directory``.

    It holds the index's writers' lock while it builds (another build or update of the
    same directory, in any process, waits up to ``lock_timeout`` seconds, then gets
    :class:`~graphpaths.errors.IndexLockedError`); a rebuild over an index publishes the
    next revision, which retrievers following the index pick up.

    ``lexicon``: the words people use for the graph's labels and types
    (:mod:`graphpaths.dotrag.reading.lexicon_file`: a file's path, its parsed content, or a
    :class:`~graphpaths.dotrag.reading.lexicon.Lexicon`), stored with the index. A rebuild over an
    existing index keeps its stored lexicon (user and LLM entries), ``lexicon``'s entries
    replacing those it gives again (:meth:`~graphpaths.dotrag.reading.lexicon.Lexicon.updated`).

    Types: a graph whose input named none gets types inferred from relation roles
    (with ``type_inference``), or with ``infer_types=False`` the single default type;
    ``types`` (entity id -> type names) overrides (:func:`~graphpaths.graph.roles.assign_types`).
    The index stores the graph with those types, the manifest's ``types`` their origin.

    ``embedder=None`` skips embeddings (reachability only). ``vectors`` says where the
    embeddings go and retrieval reads them: ``"memory"`` (the default without a server:
    ``.npy`` matrices only) or ``"chroma"`` (an embedded Chroma store in ``chroma/``, or
    the server at ``chroma_host``, the default when one is given; no ``.npy`` copy). The
    collections are named ``{collection_prefix}_entities`` and ``..._relations`` (default
    prefix: ``gp_`` and the directory's name). Either way a rebuild embeds only new or
    changed texts. ``batch_size``: texts embedded between two writes (default: 256 into
    Chroma; 8192 into the ``.npy`` matrices, whose resume point is saved after each).

    ``relation_vectors``: ``"composed"`` (default, unless the graph's relations carry their
    own descriptions) or ``"embedded"`` (a text per relation), as the module says.

    The result is moved into place only when every part is written. ``sync``: what a sync
    records of the database source read (:func:`~graphpaths.dotrag.index.sync.sync_state`).
    """
    store_kind = _vector_backend(vectors, chroma_host, relation_vectors)
    graph = assign_types(graph, types=types, infer_types=infer_types, inference=type_inference)
    target = Path(directory)
    stored = _lexicon_to_store(target, graph, lexicon)
    with writer_lock(target, timeout=check_lock_timeout(lock_timeout)), index_writes(target):
        building = _prepare_building(target, copy_chroma=store_kind == "chroma" and not chroma_host)
        build = _Build(
            graph=graph,
            target=target,
            building=building,
            replaced=published_revision(target / MANIFEST),
            vectors=store_kind,
            relation_vectors=_relation_vectors(relation_vectors, graph),
            collection_prefix=collection_prefix or default_collection_prefix(target),
            chroma_host=chroma_host,
            chroma_port=chroma_port,
            batch_size=batch_size,
            report=progress or _no_progress,
        )
        _save_structure(build, max_hops=max_hops, precompute=precompute)
        embedded = _embed_texts(build, embedder) if embedder is not None else {}
        manifest = _write_manifest(build, stored, embedder, max_hops, source, embedded, sync)
        check_not_stale(target, MANIFEST, build.replaced)
        replace_directory(build.building, target)
        return manifest


def _relation_vectors(given: str | None, graph: Graph) -> str:
    """``given``, else ``"embedded"`` when the graph's relations carry descriptions,
    else ``"composed"``."""
    return given or ("embedded" if graph.has_relation_descriptions else "composed")


def _vector_backend(
    vectors: str | None, chroma_host: str | None, relation_vectors: str | None
) -> str:
    """Where a build's vectors go (``vectors``, or Chroma when a server is given), after
    checking that ``vectors``, ``chroma_host`` and ``relation_vectors`` fit together."""
    store_kind = vectors or ("chroma" if chroma_host is not None else "memory")
    if store_kind not in VECTOR_BACKENDS:
        raise ConfigError(f"vectors: expected one of {', '.join(VECTOR_BACKENDS)}, got {vectors!r}")
    if store_kind == "memory" and chroma_host is not None:
        raise ConfigError(
            f"vectors: 'memory' writes no Chroma store, so chroma_host {chroma_host!r} would "
            "be unused; leave vectors unset (or 'chroma') to build into the server"
        )
    if relation_vectors is not None and relation_vectors not in RELATION_VECTORS:
        raise ConfigError(
            f"relation_vectors: expected one of {', '.join(RELATION_VECTORS)}, "
            f"got {relation_vectors!r}"
        )
    return store_kind


@dataclass(frozen=True, kw_only=True)
class _Build:
    """One run of :func:`build_index`: what it builds, where, and how; its steps share it."""

    graph: Graph
    target: Path
    #: The hidden sibling it writes into (:func:`_prepare_building`).
    building: Path
    #: The revision it replaces (put back by _prepare_building if a crash had moved it; None:
    #: no index there yet): a rebuild is one more revision, so readers see it.
    replaced: int | None
    vectors: str
    relation_vectors: str
    collection_prefix: str
    chroma_host: str | None
    chroma_port: int
    batch_size: int | None
    report: ProgressFn
    #: Seconds per part, filled as the steps run (the manifest's ``build_seconds``).
    seconds: dict[str, float] = field(default_factory=dict)


def _save_structure(build: _Build, *, max_hops: int, precompute: bool) -> None:
    """Write the graph and its reachability map (precomputed for every entity when
    ``precompute``) into the building directory."""
    graph, building = build.graph, build.building
    start = time.perf_counter()
    graph.save(building / "graph")
    build.seconds["graph"] = time.perf_counter() - start

    start = time.perf_counter()
    reachability = ReachabilityMap.build(graph, max_hops=max_hops)
    if precompute:
        reachability.precompute(
            progress=functools.partial(build.report, "reachability", total=graph.num_entities)
        )
    reachability.save(building / "reachability")
    build.seconds["reachability"] = time.perf_counter() - start


def _embed_texts(build: _Build, embedder: Embedder) -> dict[str, int]:
    """Embed the labels', entities' (and with embedded relation vectors the relations')
    texts into the build's vector store, reusing the previous index's vectors; the texts
    embedded per kind."""
    # Labels first: few, and every composed relation needs them.
    kinds = ["labels", "entities"] + (["relations"] if build.relation_vectors == "embedded" else [])
    previous = [build.target / "embeddings"] if build.target.exists() else []
    embedded: dict[str, int] = {}
    # Closed before the rename: an embedded client holds its database files open.
    with (
        open_store(build.building, build.chroma_host, build.chroma_port, build.collection_prefix)
        if build.vectors == "chroma"
        else contextlib.nullcontext()
    ) as store:
        for kind in kinds:
            start = time.perf_counter()
            embedded[kind] = _embed_kind(build, kind, embedder, store, previous)
            build.seconds[kind] = time.perf_counter() - start
    return embedded


def _embed_kind(
    build: _Build,
    kind: str,
    embedder: Embedder,
    store: ChromaStore | None,
    previous: list[Path],
) -> int:
    """Embed one kind's texts: into the ``.npy`` matrices without a ``store``, else into
    the store; the texts embedded (the rest reused)."""
    graph = build.graph
    keys, texts = item_texts(graph, kind)
    bar = functools.partial(build.report, kind, total=len(keys))
    if store is None:
        return sync_matrix(
            build.building / "embeddings",
            kind,
            keys,
            texts,
            embedder,
            reuse=previous,
            checkpoint_rows=build.batch_size or DEFAULT_CHECKPOINT_ROWS,
            progress=bar,
        ).embedded
    store.sync(
        kind,
        keys,
        texts,
        embedder=embedder,
        metadatas=[item_metadata(graph, kind, i) for i in range(len(keys))],
        batch_size=build.batch_size,
        progress=bar,
        keep_vectors=False,  # retrieval reads the store; memory stays bounded
    )
    return store.last_sync.embedded if store.last_sync else 0


def _write_manifest(
    build: _Build,
    stored_lexicon: Lexicon,
    embedder: Embedder | None,
    max_hops: int,
    source: str | None,
    embedded_texts: dict[str, int],
    sync: Mapping[str, Any] | None,
) -> IndexManifest:
    """Write the lexicon, then the manifest recording every part's files and checksums
    (and ``sync``, the source the graph was read from: :func:`~graphpaths.dotrag.index.sync.sync_state`):
    the last file of a build."""
    building, graph = build.building, build.graph
    shutil.rmtree(building / LEXICON_DIR, ignore_errors=True)  # a resumed build's
    lexicon_file = write_lexicon(building, stored_lexicon)
    files, digests = record_files(building, _PARTS)
    manifest = IndexManifest(
        format_version=FORMAT_VERSION,
        graph_fingerprint=graph.fingerprint,
        entities=graph.num_entities,
        relations=graph.num_relations,
        max_hops=max_hops,
        embedder=embedder.name if embedder is not None else None,
        dimension=embedder.dimension if embedder is not None else None,
        embedder_spec=_spec_of(embedder),
        collection_prefix=build.collection_prefix,
        chroma_host=build.chroma_host,
        chroma_port=build.chroma_port if build.chroma_host is not None else None,
        build_seconds=build.seconds,
        embedded_texts=embedded_texts,
        files=files,
        source=source,
        vectors=build.vectors,
        types=graph.type_origin.to_dict(),
        relation_vectors=build.relation_vectors,
        label_weight=DEFAULT_LABEL_WEIGHT,
        sha256=digests,
        lexicon=lexicon_file[0] if lexicon_file is not None else None,
        text_version=TEXT_VERSION,
        revision=0 if build.replaced is None else build.replaced + 1,
        sync=dict(sync) if sync is not None else None,
    )
    manifest.write(building)
    return manifest


def _lexicon_to_store(target: Path, graph: Graph, given: LexiconSource | None) -> Lexicon:
    """The lexicon a build stores: the one of the index it replaces (if any), updated with
    ``given`` (checked against ``graph``)."""

    previous = Lexicon()
    if (target / MANIFEST).exists():
        try:
            previous = read_lexicon(target, IndexManifest.read(target))
        except IndexFormatError as exc:
            logger.warning("%s: the old index's lexicon is not kept: %s", target, exc)
    if given is None:
        return previous
    return previous.updated(load_user_lexicon(given, graph))


def _spec_of(embedder: Embedder | None) -> dict[str, Any] | None:
    spec = getattr(embedder, "spec", None)
    return dict(spec) if isinstance(spec, dict) else None


def open_or_build(
    graph: Graph,
    directory: str | os.PathLike[str],
    *,
    embedder: Embedder,
    progress: ProgressFn | None = None,
    **build_options: Any,
) -> GraphIndex:
    """The index of ``graph`` at ``directory``: loaded when it is complete and matches the
    graph and the embedder (and its entity texts are of this version:
    :attr:`IndexManifest.stale_entity_texts`), else built (or updated: only new or changed
    texts are embedded).

    The type options of ``build_options`` (``types``, ``infer_types``, ``type_inference``)
    apply before the comparison, so an untyped graph matches the index of its typed self.
    A ``lexicon`` given for a matching index is merged into its stored one
    (:meth:`GraphIndex.set_lexicon`, only when it changes something): nothing is rebuilt."""
    infer = build_options.pop("infer_types", True)
    graph = assign_types(
        graph,
        types=build_options.pop("types", None),
        infer_types=infer,
        inference=build_options.pop("type_inference", None),
    )
    build_options["infer_types"] = infer
    path = Path(directory)
    if (path / MANIFEST).exists():
        manifest = IndexManifest.read(path)
        if (
            manifest.graph_fingerprint == graph.fingerprint
            and manifest.embedder == embedder.name
            and not manifest.stale_entity_texts
        ):
            index = load_index(path)
            given = build_options.get("lexicon")
            if given is not None:
                stored = index.stored_lexicon()
                mine = load_user_lexicon(given, index.graph, known=index.lexicon)
                wanted = stored.updated(mine)
                if wanted != stored:
                    index.set_lexicon(wanted)
            return index
        logger.info(
            "%s: the graph, the embedder or the way entity texts are made changed; "
            "updating the index (only new or changed texts are embedded)",
            path,
        )
    build_index(graph, path, embedder=embedder, progress=progress, **build_options)
    return load_index(path)


def _clear_abandoned_update(path: Path) -> None:
    """Remove the ``.NAME.building`` folder a killed update of ``path`` left (its embedded
    store put back first); a live update's or an interrupted build's stays."""

    if clear_abandoned_update(path, MANIFEST, functools.partial(recover_store, path)):
        logger.info("%s: removed the folder a killed update had left", path)


def load_index(
    directory: str | os.PathLike[str],
    *,
    vectors: str | None = None,
    mmap: bool = True,
    cache_bytes: int | None = None,
    chroma: ChromaReadConfig | None = None,
    verify: str = "quick",
    follow_interval: float | None = DEFAULT_FOLLOW_INTERVAL,
    lock_timeout: float = DEFAULT_LOCK_TIMEOUT,
) -> GraphIndex:
    """Open a complete index; an interrupted or corrupt one raises :class:`IndexFormatError`.

    ``follow_interval`` (seconds, 0 to 1; default 1): how often :meth:`GraphIndex.follow`
    (each query of a retriever over the index) looks for a revision another process
    published (one ``os.stat``); ``None`` keeps the revision loaded until
    :meth:`GraphIndex.refresh`. ``lock_timeout`` (seconds; default 60): how long an update
    waits for another writer of the index before :class:`~graphpaths.errors.IndexLockedError`.

    ``verify`` says how its files are checked against the manifest's sizes and checksums
    (:data:`~graphpaths.checksums.VERIFY_MODES`): ``"quick"`` (every size, and the checksum
    of each file up to 16 MiB: about 10 ms on the MetaQA index), ``"full"`` (every
    checksum: about 0.1 s more on MetaQA, a second per GB) or ``"sizes"``. The error names
    the file that is missing, truncated or changed.

    ``vectors`` chooses where retrieval reads the embeddings (default: the manifest's
    ``vectors``, i.e. ``"memory"`` for an embedded index and ``"chroma"`` for one built with
    a Chroma server):

    - ``"memory"``: exact in-memory matrices,
      :class:`~graphpaths.vectors.memory.InMemoryVectorStore` (the ``.npy`` files,
      memory-mapped unless ``mmap=False``; an index whose vectors live only in Chroma has
      every row fetched from there once);
    - ``"chroma"``: :class:`~graphpaths.vectors.chroma.ChromaCollectionVectorStore` over the index's
      Chroma store (the embedded ``chroma/`` folder, or the server in the manifest), read
      as ``chroma`` says (:class:`~graphpaths.vectors.chroma.ChromaReadConfig`: row cache,
      HNSW oversampling, another address of the server).

    Call :meth:`GraphIndex.close` (or use ``with``) to release a Chroma client.
    """
    if vectors is not None and vectors not in VECTOR_BACKENDS:
        raise ConfigError(f"vectors: expected one of {', '.join(VECTOR_BACKENDS)}, got {vectors!r}")
    if verify not in VERIFY_MODES:
        raise ConfigError(f"verify: expected one of {', '.join(VERIFY_MODES)}, got {verify!r}")
    interval = check_follow_interval(follow_interval)
    timeout = check_lock_timeout(lock_timeout)
    path = Path(directory)
    with try_writer_lock(path) as alone:  # never under a live writer's feet
        if alone:
            _clear_abandoned_update(path)
    reading: dict[str, Any] = {
        "vectors": vectors,
        "mmap": mmap,
        "cache_bytes": cache_bytes,
        "verify": verify,
    }
    state, seen = read_state(path, **reading, chroma=chroma, lock_timeout=timeout)
    index = GraphIndex(
        path=path,
        manifest=state.manifest,
        graph=state.graph,
        reachability=state.reachability,
        entity_vectors=state.entity_vectors,
        relation_vectors=state.relation_vectors,
        vectors=vectors or state.manifest.vectors,
    )
    index._revisions.swap(state, seen)  # its lexicon is bound to its graph already
    index._chroma, index._reading = chroma, reading
    index.follow_interval, index.lock_timeout = interval, timeout
    return index


def read_state(
    path: Path,
    *,
    vectors: str | None = None,
    mmap: bool = True,
    cache_bytes: int | None = None,
    chroma: ChromaReadConfig | None = None,
    verify: str = "quick",
    lock_timeout: float = DEFAULT_LOCK_TIMEOUT,
) -> tuple[IndexState, Stamp | None]:
    """The state of the index at ``path`` (as :func:`load_index` reads it) and the
    :func:`~graphpaths._sharing.stamp` of the manifest it was read from, all of one
    revision (:func:`~graphpaths._sharing.read_consistently`: reads interrupted by
    publications are done again, then under the writers' lock, waiting at most
    ``lock_timeout`` seconds for an update in progress).

    Raises:
        IndexFormatError: the index is missing, incomplete or corrupt.
    """
    return read_consistently(
        path,
        MANIFEST,
        functools.partial(_read_state, path, vectors, mmap, cache_bytes, chroma, verify),
        lock_timeout=lock_timeout,
    )


def _read_state(
    path: Path,
    vectors: str | None,
    mmap: bool,
    cache_bytes: int | None,
    chroma: ChromaReadConfig | None,
    verify: str,
) -> IndexState:
    manifest = IndexManifest.read(path)
    if manifest.stale_entity_texts:
        raise IndexFormatError(
            f"{path}: built by an older graphpaths, whose entity texts named the types "
            "inferred from relation roles (these depend on other relations, so a filtered "
            "view would score entities by what it hides); rebuild it: the same `graphpaths "
            "index` or build_index into this directory embeds the entity texts again and "
            "reuses the other vectors"
        )
    if verify != "sizes":
        manifest.verify(path, verify)
    graph = Graph.load(path / "graph")
    if graph.fingerprint != manifest.graph_fingerprint:
        raise IndexFormatError(
            f"{path}: the stored graph does not match the manifest; rebuild the index"
        )
    kwargs: dict[str, Any] = {"entity_ids": graph.id_index, "mmap": mmap}
    if cache_bytes is not None:
        kwargs["cache_bytes"] = cache_bytes
    reachability = ReachabilityMap.load(path / "reachability", **kwargs)
    backend = vectors or manifest.vectors
    entity_vectors, relation_vectors = open_vectors(
        path, manifest, graph, backend, mmap=mmap, chroma=chroma
    )
    return IndexState(
        revision=manifest.revision,
        manifest=manifest,
        graph=graph,
        reachability=reachability,
        entity_vectors=entity_vectors,
        relation_vectors=relation_vectors,
        lexicon=read_lexicon(path, manifest).for_graph(graph),
    )
