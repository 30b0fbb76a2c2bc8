"""Updating a graph index in place: :func:`apply_changes`, behind ``GraphIndex.add/update/delete``.

An update of the index at ``path`` (changes parsed by :mod:`graphpaths.graph.edit`):

1. edits the graph (a new immutable :class:`~graphpaths.graph.Graph`; surviving rows keep
   their order, added rows follow);
2. writes the new index into the hidden sibling ``.NAME.building`` (as a build does): the
   graph, the reachability adjacency rebuilt from the new arrays (a sort of the relations:
   tens of milliseconds on MetaQA; an index built with ``precompute`` gets its full map
   computed again, which costs what it cost at build time), and per embedded kind
   (labels, entities, and relations with ``relation_vectors="embedded"``) a matrix whose
   rows are copied from the old one where the row's text did not change and embedded
   otherwise: only new or changed texts reach the embedder. A kind with nothing changed
   is hard-linked (copied where links are not possible);
3. writes the manifest last (sizes and SHA-256 of every file, ``revision`` + 1 and an
   entry in ``update_log``), checks that the index on disk is still at the revision the
   update started from (:func:`~graphpaths._sharing.check_not_stale`: a compare-and-swap;
   the caller holds the writers' lock, so only a writer ignoring it can have moved it) and
   renames the directory into place
   (:func:`~graphpaths.atomic.replace_directory`), so a crash (even a SIGKILL) at any
   point leaves the previous index loadable, or the new one once renamed;
4. returns the new :class:`~graphpaths.dotrag.index.graph_index.IndexState`, which the caller swaps in.

Readers of the old state keep working while and after the update: its matrices are
memory-mapped files whose data stays readable after the old directory is removed (POSIX),
and nothing the old state holds is modified.

Indexes whose vectors live in Chroma (``vectors="chroma"``) are updated too: the rows of
new or changed texts are added to the collections under their content ids
(:mod:`graphpaths.vectors.ids`); rows of deleted or changed items are *not* removed, so a
reader of an older state still finds every row it holds, and a state ignores the rows it
does not hold (its HNSW searches skip ids it does not know). A rebuild (``build_index``
over the index) drops the rows no longer used. An embedded store (``chroma/``) is
updated where it is and moved into the new directory just before the rename (a crash
between the two leaves the store in the new directory, moved back by the next update).
"""

from __future__ import annotations

import dataclasses
import functools
import os
import shutil
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from graphpaths._sharing import check_not_stale, revision_entry
from graphpaths.atomic import atomic_file, fresh_update_building, replace_directory
from graphpaths.checksums import record_files
from graphpaths.dotrag.index.files import (
    LEXICON_DIR,
    MANIFEST,
    TEXT_VERSION,
    UPDATE_LOG,
    IndexState,
    item_metadata,
    open_store,
    open_vectors,
    read_lexicon,
    write_lexicon,
)
from graphpaths.errors import ConfigError, EmbeddingError, IndexFormatError
from graphpaths.graph.edit import EntityChange, GraphEdit, RelationChange, edit_graph
from graphpaths.graph.model import Graph, label_words
from graphpaths.reachability import ReachabilityMap
from graphpaths.stopwatch import Stopwatch
from graphpaths.vectors.ids import item_ids
from graphpaths.vectors.matrix_sync import matrix_files

if TYPE_CHECKING:
    from graphpaths.dotrag.index.files import IndexManifest, ProgressFn
    from graphpaths.dotrag.reading.lexicon import Lexicon
    from graphpaths.embeddings import Embedder
    from graphpaths.vectors.chroma import ChromaReadConfig

__all__ = ["UpdateReport", "apply_changes", "store_lexicon"]

_ID_DTYPE = "S32"
#: Rows of a matrix written at once (a few MB: readers interleave between blocks).
_BLOCK_ROWS = 4096


@dataclass(frozen=True, kw_only=True)
class UpdateReport:
    """What one update did: the new ``revision``, the counts of its changes
    (``entities_added``, ``relations_deleted``, ...), the texts embedded per kind (the rest
    of the rows were copied), the sizes of the new graph and the ``seconds`` per stage."""

    revision: int
    counts: dict[str, int]
    embedded: dict[str, int]
    entities: int
    relations: int
    seconds: dict[str, float] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)


def apply_changes(
    path: Path,
    state: IndexState,
    changes: Sequence[EntityChange | RelationChange] | GraphEdit,
    *,
    embedder: Embedder | None,
    progress: ProgressFn | None = None,
    backend: str | None = None,
    chroma: ChromaReadConfig | None = None,
    sync: Mapping[str, Any] | None = None,
) -> tuple[IndexState, UpdateReport]:
    """Apply ``changes`` (or their :class:`~graphpaths.graph.edit.GraphEdit` of
    ``state.graph``) to the index at ``path`` whose current state is ``state``; write the
    new index in place (module docstring) and return its state and a report. The caller
    holds the index's writers' lock (:func:`~graphpaths._sharing.writer_lock`) and
    ``state`` is the newest revision; if another writer (one ignoring the lock) published
    meanwhile, :class:`~graphpaths.errors.StaleIndexError` is raised and nothing is
    written over its revision. ``sync``: the manifest's new
    :attr:`~graphpaths.dotrag.index.files.IndexManifest.sync` (written with the revision)."""

    _check_embedder(path, state.manifest, embedder)
    watch = Stopwatch()
    edit = changes if isinstance(changes, GraphEdit) else edit_graph(state.graph, changes)
    graph = edit.graph
    watch.lap("edit")
    building = _fresh_building(path)
    reachability = _write_structure(path, building, state, graph)
    watch.lap("graph")
    embedded: dict[str, int] = {}
    if embedder is not None and state.manifest.embedder is not None:
        embedded = _update_vectors(path, building, state, edit, embedder, progress, watch)
    manifest = _write_next_manifest(building, state, edit, embedded, sync)
    _publish(path, building, state)
    watch.lap("write")
    # The new state: the graph and reachability made here, the vectors read from the files
    # just renamed into place (memory-mapped) or the store, as the index reads them.
    entity_vectors, relation_vectors = open_vectors(
        path, manifest, graph, backend or state.manifest.vectors, chroma=chroma
    )
    new_state = IndexState(
        revision=manifest.revision,
        manifest=manifest,
        graph=graph,
        reachability=reachability,
        entity_vectors=entity_vectors,
        relation_vectors=relation_vectors,
        lexicon=read_lexicon(path, manifest).for_graph(graph),
    )
    watch.lap("load")
    watch.finish()
    report = UpdateReport(
        revision=manifest.revision,
        counts=dict(edit.counts),
        embedded=embedded,
        entities=graph.num_entities,
        relations=graph.num_relations,
        seconds=watch.seconds,
    )
    return new_state, report


def _check_embedder(path: Path, manifest: IndexManifest, embedder: Embedder | None) -> None:
    """Refuse an update of an index with embeddings without its own embedder."""
    if manifest.embedder is None:
        return
    if embedder is None:
        raise ConfigError(f"embedder: index {path} has embeddings; pass its embedder")
    if embedder.name != manifest.embedder:
        raise ConfigError(
            f"embedder {embedder.name!r} does not match the one index {path} was built "
            f"with ({manifest.embedder!r})"
        )


def _write_structure(
    path: Path, building: Path, state: IndexState, graph: Graph
) -> ReachabilityMap:
    """Write the edited graph, its reachability map (precomputed again if the old one was)
    and the stored lexicon into ``building``; the new reachability map."""
    manifest = state.manifest
    graph.save(building / "graph")
    reachability = ReachabilityMap.build(
        graph, max_hops=state.reachability.max_hops, cache_bytes=state.reachability.cache_bytes
    )
    if state.reachability.is_precomputed:
        reachability.precompute()
    reachability.save(building / "reachability")
    if manifest.lexicon is not None:  # the stored words carry over; the new labels' own
        # words are derived on load, and a removed label's are no longer shown
        (building / LEXICON_DIR).mkdir(exist_ok=True)
        _link_or_copy(path / manifest.lexicon, building / manifest.lexicon)
    return reachability


def _update_vectors(
    path: Path,
    building: Path,
    state: IndexState,
    edit: GraphEdit,
    embedder: Embedder,
    progress: ProgressFn | None,
    watch: Stopwatch,
) -> dict[str, int]:
    """Per embedded kind, copy the rows whose text did not change and embed the others,
    into the new matrices or the Chroma store; the texts embedded per kind."""
    manifest = state.manifest
    kinds = ["labels", "entities"]
    if manifest.relation_vectors == "embedded":
        kinds.append("relations")
    embedded: dict[str, int] = {}
    for kind in kinds:
        rows = _KindUpdate(kind, state.graph, edit, embedder)
        embedded[kind] = len(rows.embed)
        if manifest.vectors == "memory":
            _write_matrix(path, building, rows, progress)
        else:
            _write_chroma(path, manifest, rows, progress)
        watch.lap(kind)
    return embedded


def _write_next_manifest(
    building: Path,
    state: IndexState,
    edit: GraphEdit,
    embedded: dict[str, int],
    sync: Mapping[str, Any] | None,
) -> IndexManifest:
    """Write the next revision's manifest (files, checksums, the update's log entry, the
    ``sync`` given) into ``building``; the last file of an update."""
    manifest, graph = state.manifest, edit.graph
    files, digests = record_files(building, ("graph", "reachability", "embeddings", LEXICON_DIR))
    revision = state.revision + 1
    entry = revision_entry(revision, edit.counts, embedded_texts=embedded)
    if sync is not None:
        entry["sync"] = sync.get("source")
    new_manifest = dataclasses.replace(
        manifest,
        graph_fingerprint=graph.fingerprint,
        entities=graph.num_entities,
        relations=graph.num_relations,
        embedded_texts=embedded,
        files=files,
        sha256=digests,
        types=graph.type_origin.to_dict(),
        revision=revision,
        update_log=[*manifest.update_log, entry][-UPDATE_LOG:],
        text_version=TEXT_VERSION,  # a loaded index's texts read the same in this version
        sync=dict(sync) if sync is not None else manifest.sync,
    )
    new_manifest.write(building)
    return new_manifest


def _publish(path: Path, building: Path, state: IndexState) -> None:
    """Rename ``building`` into place at ``path`` if the index there is still at
    ``state``'s revision (the compare-and-swap), an embedded Chroma store moving with it."""
    manifest = state.manifest
    check_not_stale(path, MANIFEST, state.revision)  # the compare-and-swap: still at ours?
    if manifest.vectors == "chroma" and manifest.chroma_host is None:
        # The embedded store was updated in place (rows added, none removed); it moves
        # with the new directory, keeping its path (Chroma shares one client per path).
        os.replace(path / "chroma", building / "chroma")
    replace_directory(building, path)


def store_lexicon(path: Path, state: IndexState, lexicon: Lexicon, *, note: str) -> IndexState:
    """Store ``lexicon`` (its user and LLM entries) as the lexicon of the index at ``path``
    whose current state is ``state``, and return the new state (the caller holds the
    writer lock and swaps it in). Nothing else changes: the new file is written beside
    the old one, then the manifest (``revision`` + 1, an ``update_log`` entry saying
    ``note`` and the entries per source) atomically; the lexicon files neither manifest
    lists any more are removed after (the previous one stays, for a reader that read the
    old manifest just before)."""

    manifest = state.manifest
    written = write_lexicon(path, lexicon)
    files = {k: v for k, v in manifest.files.items() if not k.startswith(f"{LEXICON_DIR}/")}
    digests = {k: v for k, v in manifest.sha256.items() if not k.startswith(f"{LEXICON_DIR}/")}
    if written is not None:
        name, size, digest = written
        files[name], digests[name] = size, digest
    revision = state.revision + 1
    counts = {k: v for k, v in lexicon.counts().items() if k != "label"}
    entry = {
        "revision": revision,
        "time": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "counts": {note: 1},
        "lexicon_entries": counts,
    }
    new_manifest = dataclasses.replace(
        manifest,
        files=dict(sorted(files.items())),
        sha256=dict(sorted(digests.items())),
        lexicon=written[0] if written is not None else None,
        revision=revision,
        update_log=[*manifest.update_log, entry][-UPDATE_LOG:],
    )
    check_not_stale(path, MANIFEST, state.revision)
    new_manifest.write(path)
    keep = {manifest.lexicon, new_manifest.lexicon}
    folder = path / LEXICON_DIR
    if folder.is_dir():
        for file in folder.iterdir():
            if f"{LEXICON_DIR}/{file.name}" not in keep and file.suffix == ".json":
                file.unlink(missing_ok=True)
    return dataclasses.replace(
        state,
        revision=revision,
        manifest=new_manifest,
        lexicon=lexicon.for_graph(state.graph),
    )


def _fresh_building(path: Path) -> Path:
    """An empty ``.NAME.building`` beside ``path``, recorded as this process's (an
    interrupted update's is cleared: updates are small, they start afresh)."""

    return fresh_update_building(path, MANIFEST, functools.partial(recover_store, path))


def recover_store(path: Path, building: Path) -> None:
    """Put back the embedded Chroma store an update killed between moving it into its
    ``building`` folder and the rename had left there."""
    if (building / "chroma").is_dir() and not (path / "chroma").exists():
        os.replace(building / "chroma", path / "chroma")


class _KindUpdate:
    """The rows of one embedded kind after an edit: where each comes from, which are
    embedded, their texts and content ids."""

    def __init__(self, kind: str, old: Graph, edit: GraphEdit, embedder: Embedder) -> None:
        new = edit.graph
        self.kind = kind
        self.embedder = embedder
        if kind == "entities":
            source, dirty = edit.entity_source, edit.dirty_entities
            keys: list[str] = list(new.entity_ids)
        elif kind == "labels":
            source, dirty = edit.label_source, np.zeros(0, np.int64)
            keys = list(new.label_names)
        else:
            source, dirty = edit.relation_source, edit.dirty_relations
            keys = [str(j) for j in range(new.num_relations)]
        self.count = len(source)
        self.source = source.copy()
        texts: dict[int, str] = {}
        for i in np.flatnonzero(source < 0).tolist():
            texts[i] = _text(new, kind, i)
        for i in dirty.tolist():
            text = _text(new, kind, i)
            if text != _text(old, kind, int(source[i])):
                texts[i] = text
                self.source[i] = -1
        self.texts = texts
        self.embed = np.array(sorted(texts), np.int64)
        # Content ids: a reused row keeps its id when its key did not change (entities and
        # labels are keyed by name; relations by position, so a shifted one gets a new id).
        self.keys = keys
        if kind == "relations":
            moved = np.flatnonzero((self.source >= 0) & (self.source != np.arange(self.count)))
            self.rekey = moved
        else:
            self.rekey = np.zeros(0, np.int64)
        self.new_graph = new

    def ids(self, old_ids: npt.NDArray[np.bytes_] | None) -> npt.NDArray[np.bytes_]:
        """Every row's content id: the old id where the row and its key are unchanged."""
        name = self.embedder.name
        out = np.empty(self.count, dtype=_ID_DTYPE)
        fresh = np.flatnonzero(self.source < 0)
        if old_ids is None:
            recompute = np.arange(self.count)
        else:
            reused = np.flatnonzero(self.source >= 0)
            out[reused] = old_ids[self.source[reused]]
            recompute = np.union1d(fresh, self.rekey)
        if len(recompute):
            rows = recompute.tolist()
            out[recompute] = np.array(
                item_ids(
                    name,
                    [self.keys[i] for i in rows],
                    [self.texts.get(i) or _text(self.new_graph, self.kind, i) for i in rows],
                ),
                dtype=_ID_DTYPE,
            )
        return out

    def vectors(self, progress: ProgressFn | None) -> npt.NDArray[np.float32]:
        """The embeddings of the rows to embed, in :attr:`embed` order."""
        dimension = int(self.embedder.dimension)
        if not len(self.embed):
            return np.zeros((0, dimension), np.float32)
        texts = [self.texts[i] for i in self.embed.tolist()]
        total = len(texts)

        def report(done: int) -> None:
            if progress is not None:
                progress(self.kind, done, total=total)

        vectors = np.asarray(self.embedder.embed_documents(texts, progress=report), np.float32)
        if vectors.shape != (total, dimension):
            raise EmbeddingError(
                f"{self.embedder.name}: returned shape {vectors.shape} for {total} texts of "
                f"dimension {dimension}"
            )
        return vectors


def _text(graph: Graph, kind: str, i: int) -> str:
    if kind == "entities":
        return graph.entity_text(i)
    if kind == "labels":
        return label_words(graph.label_names[i])
    return graph.relation_text(i)


def _write_matrix(
    path: Path, building: Path, rows: _KindUpdate, progress: ProgressFn | None
) -> None:
    """``{kind}.npy`` and ``{kind}.ids.npy`` of the new index: old rows copied, new ones
    embedded; hard links when the kind did not change."""
    old_file, old_ids_file = matrix_files(path / "embeddings", rows.kind)
    new_file, new_ids_file = matrix_files(building / "embeddings", rows.kind)
    new_file.parent.mkdir(parents=True, exist_ok=True)
    try:
        old = np.load(old_file, mmap_mode="r", allow_pickle=False)
        old_ids = np.load(old_ids_file, allow_pickle=False)
    except (OSError, ValueError) as exc:
        raise IndexFormatError(f"{path}: cannot read {old_file.name} to update it: {exc}") from None
    unchanged = (
        len(rows.source) == len(old)
        and not len(rows.embed)
        and not len(rows.rekey)
        and np.array_equal(rows.source, np.arange(len(old)))
    )
    if unchanged:
        for src, dst in ((old_file, new_file), (old_ids_file, new_ids_file)):
            _link_or_copy(src, dst)
        return
    vectors = rows.vectors(progress)
    # Streamed in blocks through a plain file write (which releases the GIL, unlike a
    # memmap's flush): memory stays bounded and concurrent readers keep running.
    embedded_at = np.full(rows.count, -1, np.int64)
    embedded_at[rows.embed] = np.arange(len(rows.embed))
    dimension = int(old.shape[1])
    with atomic_file(new_file, "wb") as stream:
        header = {"descr": "<f4", "fortran_order": False, "shape": (rows.count, dimension)}
        np.lib.format.write_array_header_1_0(stream, header)
        for start in range(0, rows.count, _BLOCK_ROWS):
            stop = min(start + _BLOCK_ROWS, rows.count)
            block = np.empty((stop - start, dimension), dtype="<f4")
            source = rows.source[start:stop]
            reused = np.flatnonzero(source >= 0)
            fresh = np.flatnonzero(source < 0)
            if len(reused):
                first, last = int(source[reused[0]]), int(source[reused[-1]])
                if last - first == len(reused) - 1 and len(reused) == stop - start:
                    block[:] = old[first : last + 1]  # a run of old rows: one slice
                else:
                    block[reused] = old[source[reused]]
            if len(fresh):
                block[fresh] = vectors[embedded_at[start + fresh]]
            stream.write(block.data)
    with atomic_file(new_ids_file, "wb") as binary:
        np.save(binary, rows.ids(old_ids if len(old_ids) == len(old) else None))


def _link_or_copy(source: Path, target: Path) -> None:
    try:
        os.link(source, target)
    except OSError:
        shutil.copy2(source, target)


def _write_chroma(
    path: Path,
    manifest: IndexManifest,
    rows: _KindUpdate,
    progress: ProgressFn | None,
) -> None:
    """Add the new rows of one kind to the index's Chroma collection; stored rows stay (a
    reader of an older state may still read them)."""

    if not len(rows.embed) and not len(rows.rekey):
        return
    ids = rows.ids(None)
    vectors = rows.vectors(progress)
    with open_store(
        path, manifest.chroma_host, manifest.chroma_port or 8000, manifest.collection_prefix
    ) as store:
        written = rows.embed.tolist()
        if len(rows.rekey):  # relations whose position moved: the same vector, a new id
            moved = rows.rekey.tolist()
            old_ids = item_ids(
                rows.embedder.name,
                [str(int(rows.source[i])) for i in moved],
                [_text(rows.new_graph, rows.kind, i) for i in moved],
            )
            vectors = np.concatenate((vectors, store.get_vectors(rows.kind, old_ids)))
            written += moved
        store.add(
            rows.kind,
            [ids[i].decode() for i in written],
            vectors,
            [{**item_metadata(rows.new_graph, rows.kind, i), "key": rows.keys[i]} for i in written],
        )
