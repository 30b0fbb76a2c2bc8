"""Updating a corpus index in place: documents and links added, changed or deleted.

Behind :meth:`CorpusIndex.add <graphpaths.grafine.corpus_index.CorpusIndex.add>`, ``update`` and
``delete``. An update:

1. edits the corpus (:func:`edit_corpus`): surviving documents keep their order, added ones
   follow; a document's text or metadata may change (metadata merge, ``None`` removing a
   key); deleting a document deletes its links;
2. makes the corpus graph again: a graph of given links from the surviving links plus the
   added ones (symmetric, as built); a kNN graph (BM25 or embeddings, as the index was
   built) is computed again over the whole new corpus, as a fresh build would (no
   embedding, but one search per document: about 10 s for SciFact's 5k documents on the
   shared benchmark machine), or with ``knn_update="incremental"`` only for the rows an
   update may change (new or changed documents, their neighbours, rows that lost a
   neighbour: seconds become milliseconds per document; the kept rows may differ slightly
   from a fresh build's as BM25 statistics move);
3. writes the new index beside the old one (``documents.jsonl``, ``vectors.npy`` whose rows
   are copied where a text did not change and embedded otherwise — only new or changed
   texts reach the embedder —, ``graph.npz``, the manifest last with checksums,
   ``revision`` + 1 and an ``update_log`` entry) and renames it into place, so a crash
   leaves the previous index loadable;
4. returns the new :class:`~graphpaths.grafine.corpus_index.CorpusState`, which the index swaps in.

Indexes whose vectors live in a Chroma server are not updated here yet (a clear
:class:`~graphpaths.errors.ConfigError`); rebuild them with ``build_corpus_index``.
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from graphpaths._sharing import check_not_stale, revision_entry
from graphpaths.atomic import atomic_file, fresh_update_building, replace_directory
from graphpaths.checksums import record_files
from graphpaths.errors import ConfigError, EmbeddingError, InputError
from graphpaths.grafine.corpus_graph import CorpusGraph, corpus_graph
from graphpaths.grafine.corpus_index_files import (
    MANIFEST,
    CorpusManifest,
    CorpusState,
    Document,
    write_documents,
)
from graphpaths.graph.loaders import json_lines
from graphpaths.graph.model import check_attributes
from graphpaths.lexical import BM25Index
from graphpaths.stopwatch import Stopwatch
from graphpaths.vectors.ids import item_ids
from graphpaths.vectors.memory import InMemoryVectorStore

if TYPE_CHECKING:
    from graphpaths.embeddings import Embedder

__all__ = [
    "KNN_UPDATES",
    "CorpusEdit",
    "CorpusUpdateReport",
    "DocumentChange",
    "LinkChange",
    "apply_corpus_changes",
    "edit_corpus",
    "parse_documents",
    "read_corpus_changes",
]

_FIELDS = ("id", "text", "metadata", "links")
#: How an update makes a kNN corpus graph again: ``"exact"`` (over the whole corpus, as a
#: build would: one search per document) or ``"incremental"`` (only the rows an update may
#: change: new or changed documents, their neighbours, rows that lost a neighbour).
KNN_UPDATES: tuple[str, ...] = ("exact", "incremental")
_ID_DTYPE = "S32"
#: Entries of a manifest's ``update_log``.
UPDATE_LOG = 50


@dataclass(frozen=True, kw_only=True)
class DocumentChange:
    """One change of a document; ``fields``: ``text``, ``metadata`` (those given)."""

    op: str
    id: str
    fields: Mapping[str, Any] = field(default_factory=dict)
    where: str = ""


@dataclass(frozen=True, kw_only=True)
class LinkChange:
    """A link ``source -> target`` added or deleted (a link reads both ways)."""

    op: str
    source: str
    target: str
    where: str = ""


@dataclass(frozen=True, kw_only=True)
class CorpusEdit:
    """The edited corpus: per document its id, text, metadata and old row (-1: new),
    the rows whose text changed, the links (id pairs; None for a kNN graph) and counts."""

    ids: list[str]
    texts: list[str]
    metadatas: list[dict[str, Any]]
    source: npt.NDArray[np.int64]
    #: Each document's row before the edit (-1: new), its text changed or not.
    origin: npt.NDArray[np.int64]
    links: list[tuple[int, int]] | None
    counts: dict[str, int]


@dataclass(frozen=True, kw_only=True)
class CorpusUpdateReport:
    """What one corpus update did: revision, counts, documents embedded, sizes, seconds."""

    revision: int
    counts: dict[str, int]
    embedded: int
    documents: int
    edges: int
    seconds: dict[str, float] = field(default_factory=dict)


def parse_documents(
    op: str, items: Iterable[Any], *, where: Sequence[str] | None = None
) -> list[DocumentChange | LinkChange]:
    """Document records (:class:`~graphpaths.grafine.corpus_index.Document`, dicts, or ids for
    ``delete``) as changes; an added document's ``links`` follow as link changes. Errors
    name the item (``documents[i]``) and the field."""

    if op not in ("add", "update", "delete"):
        raise InputError(f"op: expected add, update or delete, got {op!r}")
    changes: list[DocumentChange | LinkChange] = []
    links: list[LinkChange] = []
    for i, item in enumerate(items):
        at = where[i] if where is not None else f"documents[{i}]"
        if isinstance(item, Document):
            record: Mapping[str, Any] = {
                "id": item.id,
                "text": item.text,
                "metadata": dict(item.metadata),
                "links": list(item.links),
            }
        elif isinstance(item, str) and op == "delete":
            record = {"id": item}
        elif isinstance(item, Mapping):
            record = item
        else:
            raise InputError(f"{at}: expected a document record (a dict), got {item!r}")
        unknown = [k for k in record if k not in _FIELDS]
        if unknown:
            raise InputError(
                f"{at}: unknown field {unknown[0]!r} (a document has {', '.join(_FIELDS)})"
            )
        doc_id = record.get("id")
        if not isinstance(doc_id, str) or not doc_id:
            raise InputError(f"{at}: field 'id' must be a non-empty string, got {doc_id!r}")
        fields: dict[str, Any] = {}
        if op != "delete":
            if "text" in record or op == "add":
                text = record.get("text")
                if not isinstance(text, str):
                    raise InputError(f"{at}: field 'text' must be a string, got {text!r}")
                fields["text"] = text
            if "metadata" in record:
                metadata = record["metadata"]
                if not isinstance(metadata, Mapping):
                    raise InputError(f"{at}: field 'metadata' must be an object, got {metadata!r}")
                removed = [k for k, v in metadata.items() if v is None and op == "update"]
                kept = {k: v for k, v in metadata.items() if k not in removed}
                try:
                    fields["metadata"] = {**check_attributes(kept, at), **dict.fromkeys(removed)}
                except InputError as exc:
                    raise InputError(f"field 'metadata': {exc}") from None
            if op == "update" and not fields:
                raise InputError(
                    f"{at}: an update of document {doc_id!r} names no field to change (text, metadata)"
                )
            targets = record.get("links", [])
            if op == "update" and "links" in record:
                raise InputError(f"{at}: field 'links': add or delete links, an update cannot")
            if not isinstance(targets, list | tuple) or not all(
                isinstance(t, str) and t for t in targets
            ):
                raise InputError(f"{at}: field 'links' must be a list of ids, got {targets!r}")
            links += [LinkChange(op="add", source=doc_id, target=t, where=at) for t in targets]
        changes.append(DocumentChange(op=op, id=doc_id, fields=fields, where=at))
    return changes + links


def read_corpus_changes(path: str | os.PathLike[str]) -> list[DocumentChange | LinkChange]:
    """The changes of a corpus update file (``graphpaths index --update FILE`` on a corpus
    index), in order: JSONL, one object per line, ``{"op": "add"|"update"|"delete", "id",
    "text", "metadata", "links"}`` for a document (``links`` on ``add`` only) or
    ``{"op": "add"|"delete", "source", "target"}`` for a link. Errors name the file, the
    line and the field.

    Example:
        >>> import tempfile, pathlib
        >>> ops = pathlib.Path(tempfile.mkdtemp()) / "ops.jsonl"
        >>> _ = ops.write_text('{"op": "add", "id": "d9", "text": "new", "links": ["d1"]}\\n'
        ...                    '{"op": "delete", "source": "d1", "target": "d2"}\\n')
        >>> [(c.op, type(c).__name__) for c in read_corpus_changes(ops)]
        [('add', 'DocumentChange'), ('add', 'LinkChange'), ('delete', 'LinkChange')]
    """
    source = Path(path)
    try:
        text = source.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(f"{source}: cannot read: {exc}") from None
    changes: list[DocumentChange | LinkChange] = []
    for where, record in json_lines(text, source, error=InputError):
        fields = dict(record)
        op = fields.pop("op", None)
        if "source" in fields or "target" in fields:
            ends = (fields.pop("source", None), fields.pop("target", None))
            if op not in ("add", "delete"):
                raise InputError(f"{where}: field 'op' of a link must be add or delete, got {op!r}")
            if fields or not all(isinstance(e, str) and e for e in ends):
                raise InputError(
                    f"{where}: a link is {{op, source, target}} with two document ids, "
                    f"got {record!r}"
                )
            changes.append(LinkChange(op=op, source=ends[0], target=ends[1], where=where))
        elif op not in ("add", "update", "delete"):
            raise InputError(f"{where}: field 'op' must be one of add, update, delete, got {op!r}")
        else:
            changes += parse_documents(op, [fields], where=[where])
    return changes


def edit_corpus(state: CorpusState, changes: Sequence[DocumentChange | LinkChange]) -> CorpusEdit:
    """Apply ``changes`` in order to the corpus of ``state``; an InputError names the change
    that cannot apply (nothing is applied then)."""
    editing = _Editing.of(state)
    for change in changes:
        if isinstance(change, LinkChange):
            editing.link(change, state.graph)
        else:
            editing.document(change)
    return editing.result(state)


#: The counts of an edit (:attr:`CorpusEdit.counts`), in the order reports show them.
_EDIT_COUNTS = (
    "documents_added",
    "documents_updated",
    "documents_deleted",
    "links_added",
    "links_deleted",
)


@dataclass(kw_only=True)
class _Editing:
    """A corpus while :func:`edit_corpus` applies changes to it: rows (a deleted one stays,
    not ``alive``, until the end), the row of each live id, the links, the counts."""

    ids: list[str]
    texts: list[str]
    metadatas: list[dict[str, Any]]
    alive: list[bool]
    position: dict[str, int]
    #: Row pairs, both ways (None: a kNN graph, which has no links to edit).
    links: set[tuple[int, int]] | None
    counts: dict[str, int]

    @classmethod
    def of(cls, state: CorpusState) -> _Editing:
        graph = state.graph
        links: set[tuple[int, int]] | None = None
        if graph.meta.get("kind") in ("links", "edges"):
            rows = np.repeat(np.arange(graph.num_nodes), graph.degrees)
            links = {
                (int(a), int(b)) for a, b in zip(rows.tolist(), graph.indices.tolist(), strict=True)
            }
        return cls(
            ids=list(state.ids),
            texts=list(state.texts),
            metadatas=[dict(m) for m in state.metadatas],
            alive=[True] * len(state.ids),
            position={doc_id: i for i, doc_id in enumerate(state.ids)},
            links=links,
            counts=dict.fromkeys(_EDIT_COUNTS, 0),
        )

    def link(self, change: LinkChange, graph: CorpusGraph) -> None:
        """Add or delete the link ``change`` names, between two live documents."""
        links = self.links
        if links is None:
            raise InputError(
                f"{change.where}: this corpus graph is a kNN graph ({graph.meta.get('kind')}); "
                "it has no links to add or delete"
            )
        ends = []
        for end in (change.source, change.target):
            if end not in self.position:
                raise InputError(
                    f"{change.where}: link ({change.source!r}, {change.target!r}): unknown id {end!r}"
                )
            ends.append(self.position[end])
        a, b = ends
        if a == b:
            raise InputError(
                f"{change.where}: link ({change.source!r}, {change.target!r}) joins a document to itself"
            )
        if change.op == "add":
            links.update({(a, b), (b, a)})
            self.counts["links_added"] += 1
            return
        if (a, b) not in links:
            raise InputError(
                f"{change.where}: link ({change.source!r}, {change.target!r}) is not in the graph"
            )
        links.difference_update({(a, b), (b, a)})
        self.counts["links_deleted"] += 1

    def document(self, change: DocumentChange) -> None:
        """Add, delete or update (its text, its metadata's keys; None removes one) a document."""
        i = self.position.get(change.id)
        if change.op == "add":
            if i is not None:
                raise InputError(
                    f"{change.where}: document {change.id!r} is already in the index (use update)"
                )
            self.position[change.id] = len(self.ids)
            self.ids.append(change.id)
            self.texts.append(change.fields["text"])
            self.metadatas.append(
                {k: v for k, v in change.fields.get("metadata", {}).items() if v is not None}
            )
            self.alive.append(True)
            self.counts["documents_added"] += 1
            return
        if i is None:
            raise InputError(f"{change.where}: document {change.id!r} is not in the index")
        if change.op == "delete":
            self.alive[i] = False
            del self.position[change.id]
            if self.links is not None:
                self.links = {(a, b) for a, b in self.links if a != i and b != i}
            self.counts["documents_deleted"] += 1
            return
        if "text" in change.fields:
            self.texts[i] = change.fields["text"]
        for key, value in change.fields.get("metadata", {}).items():
            if value is None:
                self.metadatas[i].pop(key, None)
            else:
                self.metadatas[i][key] = value
        self.counts["documents_updated"] += 1

    def result(self, state: CorpusState) -> CorpusEdit:
        """The edited corpus, the live rows renumbered; a changed text's row counts as new
        (it is embedded again)."""
        n_old = len(state.ids)
        kept = [i for i, a in enumerate(self.alive) if a]
        final = {old: new for new, old in enumerate(kept)}
        source = np.array([i if i < n_old else -1 for i in kept], np.int64)
        origin = source.copy()
        for new, old in enumerate(kept):  # a changed text is embedded again
            if old < n_old and self.texts[old] != state.texts[old]:
                source[new] = -1
        links = self.links
        return CorpusEdit(
            ids=[self.ids[i] for i in kept],
            texts=[self.texts[i] for i in kept],
            metadatas=[self.metadatas[i] for i in kept],
            source=source,
            origin=origin,
            links=None if links is None else sorted((final[a], final[b]) for a, b in links),
            counts=self.counts,
        )


def apply_corpus_changes(
    path: Path,
    state: CorpusState,
    edit: CorpusEdit,
    *,
    embedder: Embedder,
    knn_update: str = "exact",
) -> tuple[CorpusState, CorpusUpdateReport]:
    """Write the edited corpus as the index at ``path`` (module docstring) and return its
    state and a report; the caller holds the index's writer lock."""

    _check_updatable(path, state, edit, embedder)
    watch = Stopwatch()
    building = fresh_update_building(path, MANIFEST)
    old = np.load(path / "vectors.npy", mmap_mode="r", allow_pickle=False)
    old_ids = np.load(path / "vectors.ids.npy", allow_pickle=False)
    embed = np.flatnonzero(edit.source < 0)
    vectors = _embed_changed(edit, embed, embedder, dimension=old.shape[1])
    watch.lap("embed")
    _write_vectors(building, edit, (old, old_ids), (embed, vectors), embedder)
    watch.lap("vectors")
    graph = _edited_graph(state.graph, edit, building, knn_update)
    graph.save(building / "graph.npz")
    write_documents(building, edit.ids, edit.texts, edit.metadatas)
    watch.lap("graph")
    manifest = _write_manifest(building, state, edit, graph, embedded=len(embed))
    check_not_stale(path, MANIFEST, state.revision)  # the compare-and-swap: still at ours?
    replace_directory(building, path)
    watch.lap("write")
    new_state = CorpusState(
        revision=manifest.revision,
        manifest=manifest,
        ids=edit.ids,
        texts=edit.texts,
        metadatas=edit.metadatas,
        vectors=InMemoryVectorStore.load(path / "vectors.npy"),
        graph=graph,
    )
    watch.finish()
    report = CorpusUpdateReport(
        revision=manifest.revision,
        counts=edit.counts,
        embedded=len(embed),
        documents=len(edit.ids),
        edges=graph.num_edges,
        seconds=watch.seconds,
    )
    return new_state, report


def _check_updatable(path: Path, state: CorpusState, edit: CorpusEdit, embedder: Embedder) -> None:
    """Refuse an update the index at ``path`` cannot take in place: vectors in a Chroma
    server, another embedder than its own, or an edit that leaves no document."""
    manifest = state.manifest
    if manifest.vectors != "memory":
        raise ConfigError(
            f"corpus index {path}: its vectors live in a Chroma server; updating it in place "
            "is not supported yet, rebuild it with build_corpus_index"
        )
    if embedder.name != manifest.embedder:
        raise ConfigError(
            f"embedder {embedder.name!r} does not match the one corpus index {path} was built "
            f"with ({manifest.embedder!r})"
        )
    if not edit.ids:
        raise InputError("documents: an update cannot delete every document of a corpus index")


def _embed_changed(
    edit: CorpusEdit, embed: npt.NDArray[np.intp], embedder: Embedder, *, dimension: int
) -> npt.NDArray[np.float32]:
    """The vectors of the edited corpus's rows ``embed`` (new documents, changed texts)."""
    if not len(embed):
        return np.zeros((0, dimension), np.float32)
    vectors = np.asarray(
        embedder.embed_documents([edit.texts[i] for i in embed.tolist()]), np.float32
    )
    if vectors.shape != (len(embed), dimension):
        raise EmbeddingError(
            f"{embedder.name}: returned shape {vectors.shape} for {len(embed)} texts of "
            f"dimension {dimension}"
        )
    return vectors


def _write_vectors(
    building: Path,
    edit: CorpusEdit,
    before: tuple[npt.NDArray[np.float32], npt.NDArray[Any]],
    embedded: tuple[npt.NDArray[np.intp], npt.NDArray[np.float32]],
    embedder: Embedder,
) -> None:
    """Write ``vectors.npy`` and its content ids into ``building``: the rows kept from
    ``before`` (the old matrix and ids, copied in chunks so memory stays bounded) and the
    ``embedded`` ones (rows, vectors)."""
    old, old_ids = before
    embed, vectors = embedded
    partial = building / ".vectors.partial.npy"
    matrix = np.lib.format.open_memmap(
        partial, mode="w+", dtype=np.float32, shape=(len(edit.ids), old.shape[1])
    )
    reused = np.flatnonzero(edit.source >= 0)
    for at in range(0, len(reused), 65_536):
        part = reused[at : at + 65_536]
        matrix[part] = old[edit.source[part]]
    matrix[embed] = vectors
    matrix.flush()
    del matrix
    ids = np.empty(len(edit.ids), dtype=_ID_DTYPE)
    ids[reused] = old_ids[edit.source[reused]]
    if len(embed):
        rows = embed.tolist()
        ids[embed] = np.array(
            item_ids(embedder.name, [edit.ids[i] for i in rows], [edit.texts[i] for i in rows]),
            dtype=_ID_DTYPE,
        )
    with atomic_file(building / "vectors.ids.npy", "wb") as binary:
        np.save(binary, ids)
    os.replace(partial, building / "vectors.npy")


def _edited_graph(
    old: CorpusGraph, edit: CorpusEdit, building: Path, knn_update: str
) -> CorpusGraph:
    """The corpus graph after the edit: its links, or its kNN graph made again (exactly,
    or with ``knn_update="incremental"`` only the rows that may have changed)."""
    meta = old.meta
    if edit.links is not None:
        pairs = np.array(edit.links, np.int64).reshape(-1, 2)
        return CorpusGraph.from_edges(
            len(edit.ids), pairs[:, 0], pairs[:, 1], meta={"kind": "links"}
        )
    if knn_update == "incremental":
        return _incremental_knn(old, edit, np.load(building / "vectors.npy", mmap_mode="r"))
    knn = "embeddings" if meta.get("kind") == "knn-embeddings" else "bm25"
    matrix_now = np.load(building / "vectors.npy", mmap_mode="r")
    return corpus_graph(
        edit.ids,
        vectors=matrix_now,
        bm25=BM25Index(edit.texts) if knn == "bm25" else None,
        texts=edit.texts,
        knn=knn,
        k=int(meta.get("k", 16)),
    )


def _write_manifest(
    building: Path, state: CorpusState, edit: CorpusEdit, graph: CorpusGraph, *, embedded: int
) -> CorpusManifest:
    """Write the next revision's manifest (the files' sizes and checksums, the update's
    entry in the log) into ``building``: the last file of an update."""
    files, digests = record_files(
        building, ("documents.jsonl", "vectors.npy", "vectors.ids.npy", "graph.npz")
    )
    manifest = state.manifest
    revision = state.revision + 1
    entry = revision_entry(revision, edit.counts, embedded=embedded)
    new_manifest = dataclasses.replace(
        manifest,
        documents=len(edit.ids),
        edges=graph.num_edges,
        embedded=embedded,
        files=files,
        sha256=digests,
        revision=revision,
        update_log=[*manifest.update_log, entry][-UPDATE_LOG:],
    )
    new_manifest.write(building)
    return new_manifest


def _incremental_knn(
    old: CorpusGraph, edit: CorpusEdit, matrix: npt.NDArray[np.float32]
) -> CorpusGraph:
    """The kNN graph after an edit, recomputing only the rows that may have changed most:
    new documents and changed texts, documents that lost a neighbour, and the neighbours of
    new or changed documents (which may now rank them among their ``k``). The other rows
    are kept (remapped): BM25 statistics move a little with the corpus, so the graph can
    differ slightly from a fresh build's (:data:`KNN_UPDATES`)."""

    meta = dict(old.meta)
    k = int(meta.get("k", 16))
    n = len(edit.ids)
    if meta.get("kind") == "knn-embeddings":
        vectors = InMemoryVectorStore(np.asarray(matrix), check_finite=False)

        def best(i: int) -> npt.NDArray[np.int64]:
            found, _ = vectors.top_k(np.asarray(matrix[i]), k + 1)
            return np.asarray(found, np.int64)
    else:
        bm25 = BM25Index(edit.texts)

        def best(i: int) -> npt.NDArray[np.int64]:
            found, _ = bm25.top_k(edit.texts[i], k + 1)
            return np.asarray(found, np.int64)

    remap = np.full(old.num_nodes, -1, np.int64)
    kept = np.flatnonzero(edit.origin >= 0)
    remap[edit.origin[kept]] = kept
    rows: list[npt.NDArray[np.int64] | None] = [None] * n
    fresh = np.flatnonzero(edit.source < 0).tolist()  # new documents and changed texts
    todo = set(fresh)
    for f in kept.tolist():
        if f in todo:
            continue
        neighbours = remap[old.neighbors(int(edit.origin[f]))]
        if (neighbours < 0).any():
            todo.add(f)  # lost a neighbour: its row is computed again
        else:
            rows[f] = neighbours
    for i in fresh:
        found = best(i)
        row = found[found != i][:k]
        rows[i] = row
        todo.update(row.tolist())  # they may rank the new document now
    done = set(fresh)
    for i in sorted(todo - done):
        found = best(i)
        rows[i] = found[found != i][:k]
    lengths = np.array([len(r) if r is not None else 0 for r in rows], np.int64)
    indptr = np.zeros(n + 1, np.int64)
    np.cumsum(lengths, out=indptr[1:])
    flat = np.concatenate([r for r in rows if r is not None]) if n else np.empty(0, np.int64)
    return CorpusGraph(indptr, flat, meta=meta)
