"""Corpus graphs: which documents link to which, as a compressed sparse row adjacency.

GraFine and GAR walk a *corpus graph*: one node per document (row ``i`` of the
corpus vectors), an edge ``i -> j`` when document ``i`` links to ``j``. Three
ways to get one:

- :meth:`CorpusGraph.from_id_edges`: explicit links or citations from the data
  (``edges.tsv`` of a BEIR folder), by document id.
- :func:`knn_graph_embeddings`: each document's ``k`` nearest neighbours by
  dot product of its embedding (cosine for unit rows), exact, in row chunks so
  no ``n x n`` matrix is ever held.
- :func:`knn_graph_bm25`: each document used as a BM25 query against the
  corpus (a BM25 index handed in, e.g. the bm25s-backed
  :class:`~graphpaths.lexical.BM25Index`), its ``k`` best other
  documents kept, as in adaptive re-ranking with a corpus graph (MacAvaney
  et al., CIKM 2022).

A graph saves to one ``.npz`` (written to a temporary file and renamed) with a
*fingerprint* of what it was built from; :func:`load_or_build` reuses a saved
graph only when the fingerprint matches, so a changed corpus is rebuilt.

Example:
    >>> import numpy as np
    >>> g = CorpusGraph.from_edges(4, [0, 1, 1], [1, 2, 2])
    >>> g.num_nodes, g.num_edges, g.neighbors(1).tolist()
    (4, 4, [0, 2])
    >>> vectors = np.array([[1, 0], [0.9, 0.1], [0, 1], [0.1, 0.9]], dtype=np.float32)
    >>> knn = knn_graph_embeddings(vectors, k=1)
    >>> [knn.neighbors(i).tolist() for i in range(4)]
    [[1], [0], [3], [2]]
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable, Iterable, Sequence
from contextlib import suppress
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from graphpaths.atomic import atomic_file
from graphpaths.errors import (
    ConfigError,
    EmbeddingError,
    IndexFormatError,
    InputError,
    NodeNotFoundError,
)
from graphpaths.topk import top_indices_per_row
from graphpaths.validation import check_int
from graphpaths.vectors.memory import all_rows, as_vector_store
from graphpaths.vectors.protocol import VectorStore

__all__ = [
    "DEFAULT_KNN",
    "GRAPH_DIR",
    "KNN_KINDS",
    "CorpusGraph",
    "Progress",
    "corpus_graph",
    "fingerprint",
    "knn_graph_bm25",
    "knn_graph_embeddings",
    "load_or_build",
    "node_vectors",
]

#: Neighbours per document in a built kNN graph (GAR's corpus graphs use 16).
DEFAULT_KNN = 16
#: Folder of an index directory that holds saved corpus graphs.
GRAPH_DIR = "corpus_graphs"
#: How :func:`corpus_graph` links texts when no links are given.
KNN_KINDS = ("bm25", "embeddings")
#: ``progress(stage, done, total=...)``, as everywhere in the library.
Progress = Callable[..., None]

IntArray = npt.NDArray[np.int64]
FloatArray = npt.NDArray[np.float32]
_FORMAT_VERSION = 1
#: Bytes of scores one chunk of the embedding kNN may hold (rows x corpus x 4).
_CHUNK_BYTES = 16 * 1024 * 1024


class CorpusGraph:
    """An immutable directed graph over ``num_nodes`` documents in CSR form.

    ``indptr`` (``num_nodes + 1`` int64) and ``indices`` (int32) list the
    out-neighbours of node ``i`` as ``indices[indptr[i]:indptr[i + 1]]``, without
    duplicates or self loops. A built kNN graph keeps each row in order of
    decreasing similarity; :meth:`from_edges` sorts rows by node index.
    ``meta`` records how the graph was made (kind, k, fingerprint).
    """

    __slots__ = ("_degrees", "indices", "indptr", "meta")

    def __init__(
        self,
        indptr: npt.ArrayLike,
        indices: npt.ArrayLike,
        *,
        meta: dict[str, Any] | None = None,
    ) -> None:
        ptr = np.asarray(indptr, dtype=np.int64)
        idx = np.asarray(indices, dtype=np.int32)
        if ptr.ndim != 1 or len(ptr) < 1 or ptr[0] != 0 or np.any(np.diff(ptr) < 0):
            raise InputError("indptr: expected a non-decreasing 1-D array starting at 0")
        if idx.ndim != 1 or int(ptr[-1]) != len(idx):
            raise InputError(f"indices: expected {int(ptr[-1])} entries, got {idx.shape}")
        n = len(ptr) - 1
        if len(idx) and (int(idx.min()) < 0 or int(idx.max()) >= n):
            raise InputError(f"indices: a neighbour is out of range for {n} nodes")
        for array in (ptr, idx):
            array.flags.writeable = False
        self.indptr: IntArray = ptr
        self.indices: npt.NDArray[np.int32] = idx
        self._degrees: IntArray = np.diff(ptr)
        self._degrees.flags.writeable = False
        self.meta: dict[str, Any] = dict(meta or {})

    # -- construction ------------------------------------------------------------------
    @classmethod
    def from_edges(
        cls,
        num_nodes: int,
        sources: npt.ArrayLike,
        targets: npt.ArrayLike,
        *,
        symmetric: bool = True,
        meta: dict[str, Any] | None = None,
    ) -> CorpusGraph:
        """A graph from parallel arrays of edge endpoints (node indices).

        Duplicates and self loops are dropped; with ``symmetric=True`` (the
        default: a link is evidence in both directions) every edge is added both
        ways.
        """
        check_int(None, "num_nodes", num_nodes, low=0, error=InputError)
        src = np.asarray(sources, dtype=np.int64).ravel()
        dst = np.asarray(targets, dtype=np.int64).ravel()
        if src.shape != dst.shape:
            raise InputError(f"sources and targets differ in length: {len(src)} != {len(dst)}")
        for name, array in (("sources", src), ("targets", dst)):
            if len(array) and (int(array.min()) < 0 or int(array.max()) >= num_nodes):
                raise InputError(f"{name}: a node index is out of range for {num_nodes} nodes")
        if symmetric:
            src, dst = np.concatenate([src, dst]), np.concatenate([dst, src])
        keep = src != dst
        keys = np.unique(src[keep] * max(num_nodes, 1) + dst[keep])  # sorted, deduplicated
        rows, cols = np.divmod(keys, max(num_nodes, 1))
        indptr = np.zeros(num_nodes + 1, dtype=np.int64)
        np.cumsum(np.bincount(rows, minlength=num_nodes), out=indptr[1:])
        info = {"kind": "edges", "symmetric": symmetric, **(meta or {})}
        return cls(indptr, cols, meta=info)

    @classmethod
    def from_id_edges(
        cls,
        doc_ids: Sequence[str],
        edges: Iterable[tuple[str, str]],
        *,
        symmetric: bool = True,
        meta: dict[str, Any] | None = None,
    ) -> CorpusGraph:
        """A graph from ``(source id, target id)`` links; node ``i`` is ``doc_ids[i]``.

        Raises:
            NodeNotFoundError: a link names an id that is not in ``doc_ids``.
        """
        position = {doc_id: i for i, doc_id in enumerate(doc_ids)}
        sources: list[int] = []
        targets: list[int] = []
        for number, (source, target) in enumerate(edges):
            for end in (source, target):
                if end not in position:
                    raise NodeNotFoundError(
                        f"edge {number} ({source!r}, {target!r}): unknown id {end!r}"
                    )
            sources.append(position[source])
            targets.append(position[target])
        return cls.from_edges(len(position), sources, targets, symmetric=symmetric, meta=meta)

    # -- queries -----------------------------------------------------------------------
    @property
    def num_nodes(self) -> int:
        return len(self.indptr) - 1

    @property
    def num_edges(self) -> int:
        return len(self.indices)

    @property
    def degrees(self) -> IntArray:
        """Out-degree of every node (read-only)."""
        return self._degrees

    def neighbors(self, node: int) -> npt.NDArray[np.int32]:
        """The out-neighbours of ``node`` (a read-only view)."""
        if not 0 <= node < self.num_nodes:
            raise NodeNotFoundError(f"node {node} is out of range for {self.num_nodes} nodes")
        return self.indices[self.indptr[node] : self.indptr[node + 1]]

    def edges_from(self, nodes: npt.ArrayLike) -> tuple[IntArray, npt.NDArray[np.int32]]:
        """All out-edges of ``nodes`` as ``(position in nodes, neighbour)`` arrays.

        Costs O(len(nodes) + edges returned).
        """
        sel = np.asarray(nodes, dtype=np.int64)
        starts = self.indptr[sel]
        lengths = self.indptr[sel + 1] - starts
        total = int(lengths.sum())
        owner = np.repeat(np.arange(len(sel), dtype=np.int64), lengths)
        if total == 0:
            return owner, np.empty(0, dtype=np.int32)
        # Offsets into indices: each run starts at its row start and counts up.
        run_starts = np.cumsum(lengths) - lengths
        offsets = np.arange(total, dtype=np.int64) - np.repeat(run_starts - starts, lengths)
        return owner, self.indices[offsets]

    def subgraph_edges(self, nodes: npt.ArrayLike) -> tuple[IntArray, IntArray]:
        """The edges among ``nodes`` (distinct) as ``(source, target)`` positions in ``nodes``.

        Costs O(len(nodes) log len(nodes) + out-edges of nodes).
        """
        sel = np.asarray(nodes, dtype=np.int64)
        m = len(sel)
        if m == 0:
            empty = np.empty(0, dtype=np.int64)
            return empty, empty
        owner, targets = self.edges_from(sel)
        order = np.argsort(sel, kind="stable")
        ranked = sel[order]
        pos = np.searchsorted(ranked, targets)
        pos[pos == m] = 0
        inside = ranked[pos] == targets
        return owner[inside], order[pos[inside]].astype(np.int64)

    def subgraph(self, nodes: npt.ArrayLike) -> npt.NDArray[np.float32]:
        """The dense ``(m, m)`` 0/1 adjacency among ``nodes`` (distinct), in their order.

        Entry ``[a, b]`` is 1 when ``nodes[a] -> nodes[b]`` is an edge.
        """
        m = len(np.asarray(nodes))
        adjacency = np.zeros((m, m), dtype=np.float32)
        sources, targets = self.subgraph_edges(nodes)
        adjacency[sources, targets] = 1.0
        return adjacency

    def __repr__(self) -> str:
        kind = self.meta.get("kind", "?")
        return f"CorpusGraph(kind={kind!r}, nodes={self.num_nodes}, edges={self.num_edges})"

    # -- persistence -------------------------------------------------------------------
    def save(self, path: str | os.PathLike[str]) -> Path:
        """Write the graph to ``path`` (``.npz``) atomically: a temporary file, then a rename."""
        target = Path(path)
        with atomic_file(target, "wb") as stream:
            np.savez(
                stream,
                indptr=self.indptr,
                indices=self.indices,
                meta=np.array(json.dumps({"format_version": _FORMAT_VERSION, **self.meta})),
            )
        return target

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> CorpusGraph:
        """Read a graph written by :meth:`save`.

        Raises:
            IndexFormatError: the file is missing, unreadable or not a corpus graph.
        """
        source = Path(path)
        try:
            with np.load(source, allow_pickle=False) as data:
                indptr, indices = data["indptr"], data["indices"]
                meta = json.loads(str(data["meta"]))
        except (OSError, ValueError, KeyError) as exc:
            raise IndexFormatError(f"{source}: not a readable corpus graph: {exc}") from exc
        if not isinstance(meta, dict) or meta.pop("format_version", None) != _FORMAT_VERSION:
            raise IndexFormatError(f"{source}: unknown corpus graph format; rebuild it")
        try:
            return cls(indptr, indices, meta=meta)
        except InputError as exc:
            raise IndexFormatError(f"{source}: corrupt corpus graph: {exc}") from exc


# -- building ----------------------------------------------------------------------------


def node_vectors(graph: CorpusGraph, vectors: VectorStore | npt.ArrayLike) -> VectorStore:
    """``vectors`` as a :class:`~graphpaths.vectors.protocol.VectorStore` (an array is held
    in memory), checked to hold one row per node of ``graph``."""
    try:
        store = as_vector_store(vectors)
    except EmbeddingError as exc:
        raise InputError(f"vectors: {exc}") from exc
    if len(store) != graph.num_nodes:
        raise InputError(
            f"vectors: expected {graph.num_nodes} rows (one per graph node), "
            f"got {len(store)} of dimension {store.dimension}"
        )
    return store


def knn_graph_embeddings(
    vectors: VectorStore | npt.ArrayLike,
    k: int = DEFAULT_KNN,
    *,
    chunk_rows: int | None = None,
    progress: Progress | None = None,
) -> CorpusGraph:
    """Each row's ``k`` nearest other rows by dot product (exact), best first.

    ``vectors`` is an array or a vector store (a Chroma one has all its rows fetched).

    Rows are scored against the whole matrix ``chunk_rows`` at a time (default:
    as many as fit in 16 MiB of scores), so memory stays O(chunk x n), never
    O(n^2). ``progress("knn graph", rows done, total=n)`` is called per chunk.
    Rows come out best first, equal scores by lower row index; the result is
    deterministic for a given matrix.
    """
    check_int(None, "k", k, error=InputError)
    try:
        matrix = all_rows(vectors)
    except EmbeddingError as exc:
        raise InputError(f"vectors: {exc}") from exc
    n = len(matrix)
    kk = min(k, max(n - 1, 0))
    if chunk_rows is None:
        chunk_rows = max(1, _CHUNK_BYTES // max(4 * n, 1))
    else:
        check_int(None, "chunk_rows", chunk_rows, error=InputError)
    indices = np.empty((n, kk), dtype=np.int64)
    for start in range(0, n, chunk_rows):
        stop = min(n, start + chunk_rows)
        scores = matrix[start:stop] @ matrix.T
        scores[np.arange(stop - start), np.arange(start, stop)] = -np.inf  # no self loops
        if kk:
            indices[start:stop] = top_indices_per_row(scores, kk)
        if progress is not None:
            progress("knn graph", stop, total=n)
    indptr = np.arange(n + 1, dtype=np.int64) * kk
    return CorpusGraph(
        indptr, indices.ravel(), meta={"kind": "knn-embeddings", "k": k, "symmetric": False}
    )


def knn_graph_bm25(
    texts: Sequence[str],
    index: Any,
    k: int = DEFAULT_KNN,
    *,
    progress: Progress | None = None,
) -> CorpusGraph:
    """Each document as a BM25 query against the corpus; its ``k`` best other documents.

    ``index`` scores the corpus ``texts`` (row ``i`` is ``texts[i]``): anything
    with ``top_k(text, k)`` returning ``(positions, scores)`` of the best
    positive scores, such as :class:`~graphpaths.lexical.BM25Index`
    (bm25s). Documents sharing no term with any other get no edges.
    ``progress("bm25 graph", done, total=n)`` is called every 256 documents.
    """
    check_int(None, "k", k, error=InputError)
    items = list(texts)
    if len(index) != len(items):
        raise InputError(f"index: scores {len(index)} texts, expected {len(items)}")
    rows: list[npt.NDArray[np.int64]] = []
    n = len(items)
    for i, text in enumerate(items):
        found, _ = index.top_k(text, k + 1)
        found = np.asarray(found, dtype=np.int64)
        rows.append(found[found != i][:k])
        if progress is not None and ((i + 1) % 256 == 0 or i + 1 == n):
            progress("bm25 graph", i + 1, total=n)
    lengths = np.array([len(r) for r in rows], dtype=np.int64)
    indptr = np.zeros(n + 1, dtype=np.int64)
    np.cumsum(lengths, out=indptr[1:])
    flat = np.concatenate(rows) if rows else np.empty(0, dtype=np.int64)
    return CorpusGraph(indptr, flat, meta={"kind": "knn-bm25", "k": k, "symmetric": False})


def corpus_graph(
    doc_ids: Sequence[str],
    *,
    links: Iterable[tuple[str, str]] | None = None,
    vectors: VectorStore | npt.ArrayLike | None = None,
    bm25: Any = None,
    texts: Sequence[str] | None = None,
    knn: str = "bm25",
    k: int = DEFAULT_KNN,
) -> CorpusGraph:
    """The corpus graph of ``doc_ids``: their ``links`` (pairs of ids) when given, else each
    text's ``k`` nearest by ``knn`` — ``"bm25"`` (needs ``texts`` and their ``bm25`` index)
    or ``"embeddings"`` (needs ``vectors``)."""
    if links is not None:
        return CorpusGraph.from_id_edges(doc_ids, links, meta={"kind": "links"})
    if knn == "bm25" and texts is not None and bm25 is not None:
        return knn_graph_bm25(texts, bm25, k)
    if knn == "embeddings" and vectors is not None:
        return knn_graph_embeddings(vectors, k)
    if knn not in KNN_KINDS:
        raise ConfigError(f"knn: expected one of {', '.join(KNN_KINDS)}, got {knn!r}")
    raise ConfigError(f"knn={knn!r} needs {'texts and bm25' if knn == 'bm25' else 'vectors'}")


def fingerprint(*parts: Any) -> str:
    """A short content hash of arrays, strings and sequences of strings (for reuse checks).

    >>> fingerprint(["a", "b"], 3) == fingerprint(["a", "b"], 3) != fingerprint(["ab"], 3)
    True
    """
    digest = hashlib.sha256()
    for part in parts:
        if isinstance(part, np.ndarray | VectorStore):
            array = np.ascontiguousarray(part if isinstance(part, np.ndarray) else all_rows(part))
            digest.update(f"array{array.shape}{array.dtype}".encode())
            digest.update(array.tobytes())
        elif isinstance(part, str | int | float):
            digest.update(f"{type(part).__name__}:{part}".encode())
        else:
            for item in part:
                encoded = str(item).encode("utf-8")
                digest.update(len(encoded).to_bytes(8, "little"))
                digest.update(encoded)
        digest.update(b"\x00|")
    return digest.hexdigest()[:24]


def load_or_build(
    directory: str | os.PathLike[str] | None,
    name: str,
    build: Callable[[], CorpusGraph],
    *,
    fingerprint: str,
) -> CorpusGraph:
    """The graph saved as ``<directory>/corpus_graphs/<name>.npz``, else ``build()`` saved there.

    A saved graph is reused only when its recorded ``fingerprint`` matches;
    otherwise (or when unreadable) it is rebuilt and replaced. With
    ``directory=None`` the graph is built and not saved.
    """
    if not name or not all(c.isalnum() or c in "-_." for c in name):
        raise InputError(f"name: expected letters, digits, '-', '_' or '.', got {name!r}")
    if directory is None:
        graph = build()
        graph.meta["fingerprint"] = fingerprint
        return graph
    path = Path(directory) / GRAPH_DIR / f"{name}.npz"
    if path.exists():
        with suppress(IndexFormatError):
            saved = CorpusGraph.load(path)
            if saved.meta.get("fingerprint") == fingerprint:
                return saved
    graph = build()
    graph.meta["fingerprint"] = fingerprint
    graph.save(path)
    return graph
