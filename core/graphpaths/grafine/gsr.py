"""GSR, the graph-smoothing reranker (GraFine §4.4, Algorithm 3).

GSR reranks the current retrieved set ``N_ret`` only:

1. ``H``: the latent features of every retrieved node for the query, from a
   :class:`~graphpaths.grafine.features.FeatureProvider`. A
   :class:`FeatureCache` encodes each node once per query, when it first
   enters ``N_ret`` (§4.5), so the encoding cost over a whole query is bounded
   by ``b_max`` and not by the number of GSR calls.
2. ``P = A D^-1``: ``A`` is the symmetrised adjacency of the retrieved
   subgraph (an edge either way links two nodes), ``D`` its degrees, so
   ``P[i, j] = A[i, j] / deg(j)``: each retrieved node spreads its features
   evenly over its retrieved neighbours (a random-walk step). The reciprocal
   degree of the *sender* moderates high-degree nodes: a hub linked to many
   retrieved nodes lifts each of them only a little, while a node linked to
   several well-scored, specific nodes collects from all of them. A node
   without retrieved neighbours receives nothing.
3. ``H' = (1 - alpha) H + alpha P H`` and ``scores = head(H')``.

With ``alpha = 0`` the scores are the provider's own. ``P`` is kept as an
edge list (:func:`propagation_edges`) and applied with numpy
(:func:`propagate`), so a call costs O(out-edges of N_ret + |N_ret| d) -- within
the paper's O(|N_ret|^2) bound; :func:`propagation_matrix` is the dense
reference form.

Which ``P``: the paper only says it is built from ``A`` and ``D`` with reciprocal degrees.
``A D^-1`` was chosen over the neighbour mean ``D^-1 A``, the symmetric normalisation,
self loops and corpus-wide degrees: the mean lets every node that touches the top node of
a dense kNN neighbourhood inherit its score, while spreading by the sender's degree keeps
that in check. The measurements are in ``BENCHMARKS.md`` (section "Design choices
measured").

Example (a star: hub 0 linked to 1 and 2; the hub's weight is split between its
two neighbours, each leaf's goes whole to the hub):
    >>> import numpy as np
    >>> a = np.array([[0, 1, 1], [0, 0, 0], [0, 0, 0]], dtype=np.float32)
    >>> propagation_matrix(a).tolist()
    [[0.0, 1.0, 1.0], [0.5, 0.0, 0.0], [0.5, 0.0, 0.0]]
    >>> smooth(np.array([[1.0], [0.0], [0.5]], dtype=np.float32), propagation_matrix(a), 0.25).ravel().tolist()
    [0.875, 0.125, 0.5]
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from graphpaths.errors import ConfigError, InputError
from graphpaths.grafine.corpus_graph import CorpusGraph
from graphpaths.grafine.features import FeatureProvider, QueryFeatures

__all__ = [
    "FeatureCache",
    "gsr_scores",
    "propagate",
    "propagation_edges",
    "propagation_matrix",
    "smooth",
]

FloatArray = npt.NDArray[np.float32]
IndexArray = npt.NDArray[np.int64]
#: Up to this many retrieved nodes, :func:`propagation_edges` deduplicates with a bit mask.
_DENSE_LIMIT = 1024
#: ``(rows, cols, weights)`` of a propagation matrix.
Edges = tuple[IndexArray, IndexArray, FloatArray]


def propagation_matrix(adjacency: npt.ArrayLike) -> FloatArray:
    """``P = (A | A^T) D^-1``: the column-normalised symmetrised 0/1 adjacency.

    ``P[i, j] = 1 / deg(j)`` when ``i`` and ``j`` are linked; a node without
    neighbours has a zero row and column.
    """
    a = np.asarray(adjacency, dtype=np.float32)
    if a.ndim != 2 or a.shape[0] != a.shape[1]:
        raise InputError(f"adjacency: expected a square matrix, got shape {a.shape}")
    sym = np.maximum(a, a.T)
    np.fill_diagonal(sym, 0.0)
    degree = sym.sum(axis=0, keepdims=True)
    out: FloatArray = np.divide(sym, degree, out=np.zeros_like(sym), where=degree > 0)
    return out


def smooth(features: FloatArray, propagation: FloatArray, alpha: float) -> FloatArray:
    """``H' = (1 - alpha) H + alpha P H`` with a dense ``P`` (the reference form)."""
    if alpha == 0:
        return features
    aggregated = np.asarray(propagation @ features, dtype=np.float32)
    out: FloatArray = (np.float32(1.0 - alpha) * features + np.float32(alpha) * aggregated).astype(
        np.float32, copy=False
    )
    return out


class FeatureCache:
    """One query's features, each node encoded once, on first request.

    ``encoded`` counts the nodes encoded so far; ``calls`` the encode calls.
    """

    def __init__(self, features: QueryFeatures, capacity: int = 128) -> None:
        self._features = features
        self._rows: dict[int, int] = {}
        self._buffer = np.empty((max(capacity, 1), features.dimension), dtype=np.float32)
        self._nodes = np.empty(max(capacity, 1), dtype=np.int64)  # node of each row
        self._scores = np.empty(max(capacity, 1), dtype=np.float32)
        self._scored = 0
        self.encoded = 0
        self.calls = 0

    @classmethod
    def start(
        cls, provider: FeatureProvider, query: str, query_vector: FloatArray, capacity: int = 128
    ) -> FeatureCache:
        return cls(provider.for_query(query, query_vector), capacity)

    @property
    def features(self) -> QueryFeatures:
        return self._features

    def get(self, nodes: npt.ArrayLike) -> FloatArray:
        """H rows for ``nodes`` in order; only nodes never seen before are encoded."""
        wanted = np.asarray(nodes, dtype=np.int64)
        new = [int(i) for i in dict.fromkeys(wanted.tolist()) if int(i) not in self._rows]
        if new:
            rows = self._features.encode(np.asarray(new, dtype=np.int64))
            if rows.shape != (len(new), self._features.dimension):
                raise ConfigError(
                    f"feature provider returned shape {rows.shape} for {len(new)} nodes, "
                    f"expected ({len(new)}, {self._features.dimension})"
                )
            start = self.encoded
            if start + len(new) > len(self._buffer):
                grown = np.empty(
                    (max(2 * len(self._buffer), start + len(new)), self._buffer.shape[1]),
                    dtype=np.float32,
                )
                grown[:start] = self._buffer[:start]
                self._buffer = grown
            self._buffer[start : start + len(new)] = rows
            if start + len(new) > len(self._nodes):
                nodes = np.empty(len(self._buffer), dtype=np.int64)
                nodes[:start] = self._nodes[:start]
                self._nodes = nodes
            self._nodes[start : start + len(new)] = new
            for offset, node in enumerate(new):
                self._rows[node] = start + offset
            self.encoded += len(new)
            self.calls += 1
        out: FloatArray = self._buffer[self._positions(wanted)]
        return out

    def _positions(self, wanted: IndexArray) -> IndexArray:
        # The retriever asks for N_ret in insertion order: then rows are 0..m-1.
        m = len(wanted)
        if m <= self.encoded and np.array_equal(wanted, self._nodes[:m]):
            return np.arange(m, dtype=np.int64)
        return np.fromiter((self._rows[int(i)] for i in wanted), np.int64, m)

    def scores(self, nodes: npt.ArrayLike) -> FloatArray:
        """``head(H)`` for ``nodes``: the provider's own scores, each computed once."""
        wanted = np.asarray(nodes, dtype=np.int64)
        self.get(wanted)
        if self._scored < self.encoded:
            if len(self._scores) < self.encoded:
                grown = np.empty(len(self._buffer), dtype=np.float32)
                grown[: self._scored] = self._scores[: self._scored]
                self._scores = grown
            fresh = self._features.head(self._buffer[self._scored : self.encoded])
            self._scores[self._scored : self.encoded] = fresh
            self._scored = self.encoded
        out: FloatArray = self._scores[self._positions(wanted)]
        return out


def propagation_edges(
    graph: CorpusGraph,
    nodes: npt.ArrayLike,
    *,
    subgraph: tuple[IndexArray, IndexArray] | None = None,
) -> Edges:
    """:func:`propagation_matrix` of the subgraph among ``nodes`` as a sorted edge list.

    ``(rows, cols, weights)``: ``P[rows[e], cols[e]] = weights[e]``, rows
    ascending; O(out-edges of nodes) plus, up to ``_DENSE_LIMIT`` nodes, one
    pass over an ``m x m`` bit mask (cheaper than sorting at GraFine's sizes),
    else one sort of the subgraph's edges. ``subgraph`` passes the edges among
    ``nodes`` (as positions, like :meth:`CorpusGraph.subgraph_edges`;
    duplicates allowed) when the caller keeps them up to date itself.
    """
    m = len(np.asarray(nodes))
    sources, targets = graph.subgraph_edges(nodes) if subgraph is None else subgraph
    if m <= _DENSE_LIMIT:
        linked = np.zeros((m, m), dtype=np.bool_)
        linked[sources, targets] = True
        linked |= linked.T  # A | A^T
        np.fill_diagonal(linked, False)
        found = np.nonzero(linked)  # row-major: sorted by row
        rows, cols = found[0].astype(np.int64), found[1].astype(np.int64)
    else:
        keep = sources != targets
        keys = np.unique(  # A | A^T, deduplicated, sorted by row
            np.concatenate([sources[keep] * m + targets[keep], targets[keep] * m + sources[keep]])
        )
        rows, cols = np.divmod(keys, max(m, 1))
    degree = np.bincount(rows, minlength=m)
    weights = (1.0 / degree[cols]).astype(np.float32)
    return rows, cols, weights


def propagate(values: FloatArray, edges: Edges) -> FloatArray:
    """``P @ values`` for the edge list of :func:`propagation_edges` (1-D or 2-D values).

    Pure numpy (bincount / reduceat): small dense products go through BLAS,
    whose threads stall badly on a busy machine.
    """
    rows, cols, weights = edges
    m = len(values)
    if values.ndim == 1:
        out1: FloatArray = np.bincount(rows, weights=weights * values[cols], minlength=m).astype(
            np.float32
        )
        return out1
    out: FloatArray = np.zeros_like(values, dtype=np.float32)
    if len(rows):
        starts = np.flatnonzero(np.r_[True, rows[1:] != rows[:-1]])
        out[rows[starts]] = np.add.reduceat(values[cols] * weights[:, None], starts, axis=0)
    return out


def gsr_scores(
    cache: FeatureCache,
    graph: CorpusGraph,
    nodes: npt.ArrayLike,
    alpha: float,
    *,
    subgraph: tuple[IndexArray, IndexArray] | None = None,
) -> FloatArray:
    """GSR scores of the retrieved ``nodes`` (distinct), in their order.

    ``subgraph``: the edges among ``nodes`` as positions, when already known
    (see :func:`propagation_edges`).

    With a linear head (``features.linear``) the scores themselves are
    smoothed -- ``head(H') = (1 - alpha) head(H) + alpha P head(H)``, the same
    numbers for less work -- and each node's ``head(H)`` is cached with its H.
    """
    retrieved = np.asarray(nodes, dtype=np.int64)
    a = np.float32(alpha)
    if cache.features.linear:
        scores = cache.scores(retrieved)
        if alpha == 0:
            return scores
        smoothed: FloatArray = (np.float32(1) - a) * scores + a * propagate(
            scores, propagation_edges(graph, retrieved, subgraph=subgraph)
        )
        return smoothed
    h = cache.get(retrieved)
    if alpha == 0:
        return cache.features.head(h)
    edges = propagation_edges(graph, retrieved, subgraph=subgraph)
    if h.shape[1] == 1:  # one feature column (relevance weights): the 1-D product
        fused = (np.float32(1) - a) * h + a * propagate(h[:, 0], edges)[:, None]
    else:
        fused = (np.float32(1) - a) * h + a * propagate(h, edges)
    return cache.features.head(fused.astype(np.float32, copy=False))
