"""Filtered views of a corpus: the documents a filter keeps, as a corpus of their own.

GraFine answers ``retrieve(query, filter=...)`` by running its unchanged algorithm on a
*view*: the visible documents (those whose metadata passes the filter, see
:mod:`graphpaths.filters`) renumbered ``0 .. m - 1`` in their original order, with

- :func:`view_graph`: the corpus graph of the visible documents alone: their links (the
  corpus graph's edges between two visible documents), or, for a kNN graph (no links),
  each visible document's nearest visible documents found again (:func:`knn_graph_bm25`,
  :func:`knn_graph_embeddings`), so a hidden document changes no visible document's
  neighbours, scores or ``neighbors``;
- :func:`~graphpaths.vectors.subset.subset_vectors`: the visible documents' vectors (in
  memory, a smaller matrix of their rows; Chroma, read through
  :class:`~graphpaths.vectors.rows.RowsVectorStore`: only their rows are read and scored);
- :func:`restrict_features`: the GSR feature provider over the visible documents
  (a provider's own ``restricted(rows)`` when it has one: BM25 statistics of the visible
  texts alone; else :class:`RowsFeatures`, its features of the original rows);
- :func:`view_metadatas`: the visible documents' metadata, the ids of hidden documents
  left out of the key that lists each document's links (``links_key``: the LangChain
  adapter reads a Document's links from its metadata), so no result names them.

So a hidden document is never seeded, expanded into, scored or returned, and the result is
the result of GraFine on the corpus with the hidden documents removed. Views are kept per
filter in a small :class:`~graphpaths.lru.LRUCache`: a kNN graph is searched again
once per filter, on its first query.

Example (a path 0-1-2-3 without node 2: the view keeps 0-1 and 3, unlinked):
    >>> import numpy as np
    >>> g = CorpusGraph.from_edges(4, [0, 1, 2], [1, 2, 3])
    >>> view = restrict_graph(g, [0, 1, 3])
    >>> [view.neighbors(i).tolist() for i in range(3)]
    [[1], [0], []]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from graphpaths.errors import ConfigError
from graphpaths.grafine.corpus_graph import (
    DEFAULT_KNN,
    CorpusGraph,
    knn_graph_bm25,
    knn_graph_embeddings,
)
from graphpaths.grafine.features import FeatureProvider, QueryFeatures
from graphpaths.lexical import BM25Index
from graphpaths.vectors.checks import IndexArray, check_positions
from graphpaths.vectors.protocol import VectorStore

__all__ = [
    "DEFAULT_VIEWS",
    "RowsFeatures",
    "restrict_features",
    "restrict_graph",
    "view_graph",
    "view_metadatas",
]

#: Views a retriever keeps (one per distinct filter, least recently used dropped first). An
#: in-memory view holds a copy of its documents' vectors.
DEFAULT_VIEWS = 8

FloatArray = npt.NDArray[np.float32]


def restrict_graph(graph: CorpusGraph, rows: npt.ArrayLike) -> CorpusGraph:
    """The subgraph on the nodes ``rows`` (distinct, increasing), renumbered from 0.

    Edges between two kept nodes stay, in their order; every other edge goes. O(kept nodes
    + their out-edges).
    """
    kept = check_positions(rows, graph.num_nodes, name="rows")
    remap = np.full(graph.num_nodes, -1, dtype=np.int64)
    remap[kept] = np.arange(len(kept), dtype=np.int64)
    owner, targets = graph.edges_from(kept)
    renamed = remap[targets]
    inside = renamed >= 0
    indptr = np.zeros(len(kept) + 1, dtype=np.int64)
    np.cumsum(np.bincount(owner[inside], minlength=len(kept)), out=indptr[1:])
    meta = {"kind": graph.meta.get("kind"), "restricted_from": graph.num_nodes}
    return CorpusGraph(indptr, renamed[inside], meta=meta)


def view_graph(
    graph: CorpusGraph,
    rows: npt.ArrayLike,
    *,
    texts: Sequence[str] | None = None,
    vectors: VectorStore | None = None,
    lexical: Any = None,
) -> CorpusGraph:
    """The corpus graph of the documents ``rows`` (distinct, increasing) alone, renumbered
    from 0: a kNN graph (``meta["kind"]`` ``"knn-bm25"`` / ``"knn-embeddings"``) built
    again over them with its ``k`` (``texts``: theirs, with ``lexical``, a BM25 index of
    them when at hand; ``vectors``: their vectors), any other graph (links) restricted
    with :func:`restrict_graph`.

    Raises:
        ConfigError: a kNN graph's view lacks the texts or vectors to search again.

    Example (0 and 2 are alike, 1 is hidden: 2 becomes 0's nearest instead of 1):
        >>> v = np.array([[1, 0], [0.9, 0.1], [0.6, 0.8]], dtype=np.float32)
        >>> from graphpaths.grafine.corpus_graph import knn_graph_embeddings
        >>> from graphpaths.vectors.memory import InMemoryVectorStore
        >>> knn = knn_graph_embeddings(v, k=1)
        >>> knn.neighbors(0).tolist(), restrict_graph(knn, [0, 2]).neighbors(0).tolist()
        ([1], [])
        >>> view_graph(knn, [0, 2], vectors=InMemoryVectorStore(v[[0, 2]])).neighbors(0).tolist()
        [1]
    """
    kind = graph.meta.get("kind")
    if kind not in ("knn-bm25", "knn-embeddings"):
        return restrict_graph(graph, rows)
    kept = check_positions(rows, graph.num_nodes, name="rows")
    k = int(graph.meta.get("k", DEFAULT_KNN))
    if kind == "knn-embeddings":
        if vectors is None:
            raise ConfigError(
                "vectors: a filtered view of an embeddings kNN graph searches its documents' "
                "neighbours again and needs their vectors"
            )
        out = knn_graph_embeddings(vectors, k)
    else:
        if texts is None:
            raise ConfigError(
                "texts: a filtered view of a BM25 kNN graph searches its documents' "
                "neighbours again and needs their texts; give GraFine the texts"
            )

        if not isinstance(lexical, BM25Index) or len(lexical) != len(kept):
            lexical = BM25Index(texts)  # the statistics of these texts alone
        out = knn_graph_bm25(texts, lexical, k)
    out.meta["restricted_from"] = graph.num_nodes
    return out


class _RowsQuery:
    def __init__(self, inner: QueryFeatures, rows: IndexArray) -> None:
        self._inner = inner
        self._rows = rows

    @property
    def dimension(self) -> int:
        return self._inner.dimension

    @property
    def linear(self) -> bool:
        return self._inner.linear

    def encode(self, nodes: IndexArray) -> FloatArray:
        return self._inner.encode(self._rows[np.asarray(nodes, dtype=np.int64)])

    def head(self, features: FloatArray) -> FloatArray:
        return self._inner.head(features)


class RowsFeatures:
    """Any feature provider read at the rows of a view: node ``i`` is ``rows[i]``.

    The fallback of :func:`restrict_features` for a provider without ``restricted(rows)``;
    a provider whose features depend on corpus statistics should offer that method.
    """

    def __init__(self, inner: FeatureProvider, rows: npt.ArrayLike) -> None:
        self._inner = inner
        self._rows: IndexArray = np.asarray(rows, dtype=np.int64)

    @property
    def name(self) -> str:
        return self._inner.name

    def for_query(self, query: str, query_vector: FloatArray) -> QueryFeatures:
        return _RowsQuery(self._inner.for_query(query, query_vector), self._rows)


def restrict_features(
    features: FeatureProvider, rows: npt.ArrayLike, *, vectors: Any = None
) -> FeatureProvider:
    """``features`` over the nodes ``rows`` only: ``features.restricted(rows)`` when the
    provider has it, else :class:`RowsFeatures`. ``vectors``: ``(base, kept)``, the rows
    ``rows`` of the vector store ``base`` made already; a provider reading ``base`` itself
    (its ``vectors`` property) reuses ``kept`` instead of taking its own copy."""
    restricted = getattr(features, "restricted", None)
    if not callable(restricted):
        return RowsFeatures(features, rows)
    if vectors is not None and getattr(features, "vectors", None) is vectors[0]:
        out: FeatureProvider = restricted(rows, vectors=vectors[1])
    else:
        out = restricted(rows)
    return out


def view_metadatas(
    metadatas: Sequence[Mapping[str, Any]],
    rows: Sequence[int],
    ids: Sequence[str],
    links_key: str | None,
) -> list[Mapping[str, Any]]:
    """The metadata of the visible documents ``rows`` (whose ids are ``ids``, in order):
    under ``links_key`` (None: no key lists links), a list keeps the ids of visible
    documents only, and a single id of a hidden document (or any other value) is dropped
    with its key. The rest of each metadata is the document's own, unchanged.

    Example:
        >>> view_metadatas([{"links": ["b", "c"], "t": 1}, {}, {"links": "b"}], [0, 2],
        ...                ["a", "c"], "links")
        [{'links': ['c'], 't': 1}, {}]
    """
    kept = [metadatas[i] for i in rows]
    if links_key is None:
        return kept
    visible = frozenset(ids)
    out: list[Mapping[str, Any]] = []
    for metadata in kept:
        value = metadata.get(links_key)
        if links_key not in metadata or (isinstance(value, str) and value in visible):
            out.append(metadata)
            continue
        shown = dict(metadata)
        if isinstance(value, Sequence) and not isinstance(value, str):
            shown[links_key] = [x for x in value if str(x) in visible]
        else:
            del shown[links_key]
        out.append(shown)
    return out
