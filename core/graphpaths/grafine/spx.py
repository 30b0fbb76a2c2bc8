r"""SPX, semantics-guided graph expansion (GraFine §4.3, Algorithm 2).

SPX proposes the nodes to add next: only out-neighbours of the retrieved set
``N_ret`` that are not retrieved yet, each scored by a structural and a
semantic term. Our copy of the paper lacks the exact scoring lines; this is
the simplest reading of its description:

* ``A(n)``: the retrieved nodes with an edge to candidate ``n``;
  ``r_best(n)``: the best (smallest, 1-based) current GSR rank among them.
* ``I_struct(n) = (1 / r_best(n)) * |A(n)| / max_m |A(m)|`` -- rank proximity
  (candidates next to the best-ranked nodes) times bridging (candidates linked
  to several retrieved nodes), in (0, 1].
* ``I_sim(n) = v_q . V_n``, the query-candidate dot product (read from the
  node vectors for the candidates only, and remembered for the rest of the
  query by :class:`QuerySimilarities`).
* ``SPX(n) = I_struct(n) + beta * I_sim(n)``; ``beta = inf`` ranks by
  ``I_sim`` alone (ties by ``I_struct``), ``beta = 0`` by ``I_struct`` alone
  (ties by ``I_sim``); remaining ties go to the lower node index.

The form was checked against rank-discounted sums and a z-scored ``I_sim``, with GSR on
relevance weights (:mod:`~graphpaths.grafine.gsr`) and the paper's defaults; the
measurements are in ``BENCHMARKS.md`` (section "Design choices measured").

Cost (§4.5): one pass over the out-edges of ``N_ret`` (counts and best ranks
are accumulated into zero-initialised scratch arrays, candidates deduplicated
without sorting), one lookup of ``v_q . V_n`` per candidate, then a partition
and a sort of only the candidates that can make the cut: O(E_explored + |C| +
L log L) for ``L = limit`` (ties at the cut aside), at most
O(E_explored + |C| log |C|) without a limit.

Example:
    >>> import numpy as np
    >>> from graphpaths.grafine.corpus_graph import CorpusGraph
    >>> g = CorpusGraph.from_edges(5, [0, 0, 1, 1], [2, 3, 3, 4])
    >>> v = np.eye(5, dtype=np.float32)
    >>> out = expand(g, np.array([0, 1]), v @ v[4], beta=1.0)
    >>> out.nodes.tolist(), out.supports.tolist(), out.structural.round(2).tolist()
    ([4, 3, 2], [1, 2, 1], [0.25, 1.0, 0.5])
    >>> [a.tolist() for a in out.supporters]
    [[1], [0, 1], [0]]
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from graphpaths.errors import InputError
from graphpaths.grafine.corpus_graph import CorpusGraph
from graphpaths.validation import check_int, check_number
from graphpaths.vectors.protocol import VectorStore

__all__ = ["Expansion", "QuerySimilarities", "expand"]

FloatArray = npt.NDArray[np.float32]
IndexArray = npt.NDArray[np.int64]


@dataclass(frozen=True, kw_only=True, eq=False)
class Expansion:
    """SPX's proposals, best first (at most ``limit``).

    ``supports[i]`` is ``|A(nodes[i])|``, ``best_rank[i]`` its ``r_best``,
    ``supporters[i]`` the nodes of ``A(nodes[i])`` in rank order;
    ``candidates`` counts every distinct neighbour scored, ``explored_edges``
    the out-edges scanned.
    """

    nodes: IndexArray
    scores: FloatArray
    structural: FloatArray
    similarity: FloatArray
    supports: IndexArray
    best_rank: IndexArray
    supporters: tuple[IndexArray, ...]
    candidates: int
    explored_edges: int


def _empty(candidates: int, edges: int) -> Expansion:
    none = np.empty(0, dtype=np.int64)
    flat = np.empty(0, dtype=np.float32)
    return Expansion(
        nodes=none,
        scores=flat,
        structural=flat,
        similarity=flat,
        supports=none,
        best_rank=none,
        supporters=(),
        candidates=candidates,
        explored_edges=edges,
    )


class QuerySimilarities:
    """``v_q . V_n`` of one query, read from ``vectors`` for the nodes asked, each once.

    Calling it with node indices returns their similarities (float32, in order);
    the values come from ``vectors.scores`` (in memory or from a vector store) and
    are remembered in a dense array, so a node SPX meets again costs a lookup.

    >>> import numpy as np
    >>> from graphpaths.vectors import InMemoryVectorStore
    >>> sims = QuerySimilarities(InMemoryVectorStore(np.eye(3)), np.array([0.6, 0.8, 0.0]))
    >>> sims(np.array([1, 0, 1])).tolist(), sims.scored
    ([0.800000011920929, 0.6000000238418579, 0.800000011920929], 2)
    """

    def __init__(self, vectors: VectorStore, query_vector: npt.ArrayLike) -> None:
        self._vectors = vectors
        self._query = np.asarray(query_vector, dtype=np.float32)
        self._values = np.zeros(len(vectors), dtype=np.float32)
        self._known = np.zeros(len(vectors), dtype=np.bool_)

    @property
    def scored(self) -> int:
        """Distinct nodes scored so far."""
        return int(self._known.sum())

    def __call__(self, nodes: npt.ArrayLike) -> FloatArray:
        index = np.asarray(nodes, dtype=np.int64)
        new = np.unique(index[~self._known[index]])
        if len(new):
            self._values[new] = self._vectors.scores(self._query, new)
            self._known[new] = True
        out: FloatArray = self._values[index]
        return out


def expand(
    graph: CorpusGraph,
    retrieved: npt.ArrayLike,
    similarities: npt.ArrayLike | QuerySimilarities,
    *,
    beta: float,
    limit: int | None = None,
) -> Expansion:
    """Score the neighbours of ``retrieved`` (node indices, best GSR rank first).

    ``similarities`` gives ``v_q . V_n``: an array over every node, or a
    :class:`QuerySimilarities` (what GraFine passes) asked for the candidates
    only, so ``I_sim`` costs one lookup per candidate.

    Returns at most ``limit`` proposals (all when None), best first; never a
    retrieved node, never a node that is not an out-neighbour of one.
    """
    check_number(None, "beta", beta, low=0.0, finite=False, error=InputError)
    if limit is not None:
        check_int(None, "limit", limit, low=0, error=InputError)
    ranked = np.asarray(retrieved, dtype=np.int64)
    lookup = _lookup(similarities, graph.num_nodes)
    owner, targets = graph.edges_from(ranked)
    explored = len(targets)
    if explored == 0 or limit == 0:
        return _empty(0, explored)
    found = _candidates(ranked, owner, targets, graph.num_nodes)
    if found is None:
        return _empty(0, explored)
    candidates, count, best, structural = found
    similarity = lookup(candidates)
    keys, scores = _ranking_keys(candidates, structural, similarity, beta)
    order = _best(keys, limit)
    chosen = candidates[order]
    return Expansion(
        nodes=chosen,
        scores=scores[order],
        structural=structural[order],
        similarity=similarity[order],
        supports=count[order],
        best_rank=best[order],
        supporters=_supporters(ranked, owner, targets, chosen, graph.num_nodes),
        candidates=len(candidates),
        explored_edges=explored,
    )


def _lookup(
    similarities: npt.ArrayLike | QuerySimilarities, n: int
) -> Callable[[npt.ArrayLike], FloatArray]:
    """``v_q . V_n`` of the nodes asked: ``similarities`` itself, or a lookup in the array
    over every node it is (checked to have ``n`` entries)."""
    if isinstance(similarities, QuerySimilarities):
        return similarities
    sims = np.asarray(similarities, dtype=np.float32)
    if sims.shape != (n,):
        raise InputError(f"similarities: expected shape ({n},), got {sims.shape}")

    def lookup(nodes: npt.ArrayLike) -> FloatArray:
        out: FloatArray = sims[np.asarray(nodes, dtype=np.int64)]
        return out

    return lookup


def _candidates(
    ranked: IndexArray, owner: IndexArray, targets: npt.NDArray[np.integer], n: int
) -> tuple[IndexArray, IndexArray, IndexArray, FloatArray] | None:
    """The distinct out-neighbours of ``ranked`` that are not retrieved (in the order first
    met), each one's support (in-edges from the retrieved set), best supporter rank and
    structural score ``I_str``; ``None`` when there is none."""
    m = len(ranked)
    # Scratch arrays over all nodes; np.zeros pages are zero-filled lazily, so only the
    # touched entries cost anything.
    support = np.zeros(n, dtype=np.int64)
    np.add.at(support, targets, 1)
    closeness = np.zeros(n, dtype=np.int64)  # m + 1 - best rank: larger is closer to the top
    np.maximum.at(closeness, targets, m - owner)
    support[ranked] = 0  # retrieved nodes are never proposed
    first = np.zeros(n, dtype=np.int64)
    positions = np.arange(len(targets), dtype=np.int64)
    first[targets] = positions  # one surviving position per distinct target
    keep = (first[targets] == positions) & (support[targets] > 0)
    candidates = targets[keep].astype(np.int64)
    if len(candidates) == 0:
        return None
    count = support[candidates]
    best = (m + 1 - closeness[candidates]).astype(np.int64)
    structural = ((count / count.max()) / best).astype(np.float32)
    return candidates, count, best, structural


def _ranking_keys(
    candidates: IndexArray, structural: FloatArray, similarity: FloatArray, beta: float
) -> tuple[tuple[npt.NDArray[np.generic], ...], FloatArray]:
    """The ``np.lexsort`` keys that order the candidates best first, and their scores:
    ``I_str + beta * I_sim`` (``beta`` infinite: similarity, ties by structure; 0: the
    structure, ties by similarity), ties to the lower node index."""
    if math.isinf(beta):
        return (candidates, -structural, -similarity), similarity
    if beta == 0:
        return (candidates, -similarity, -structural), structural
    scores = (structural + np.float32(beta) * similarity).astype(np.float32)
    return (candidates, -scores), scores


def _supporters(
    ranked: IndexArray,
    owner: IndexArray,
    targets: npt.NDArray[np.integer],
    chosen: IndexArray,
    n: int,
) -> tuple[IndexArray, ...]:
    """A(n) of each proposal in ``chosen``: its in-edges from the retrieved set, as the
    retrieved nodes (best rank first)."""
    slot = np.full(n, -1, dtype=np.int64) if len(chosen) > 64 else None
    if slot is not None:
        slot[chosen] = np.arange(len(chosen))
        hit = slot[targets]
    else:
        hit = np.full(len(targets), -1, dtype=np.int64)
        for i, node in enumerate(chosen.tolist()):
            hit[targets == node] = i
    pairs = np.flatnonzero(hit >= 0)
    grouped = pairs[np.lexsort((owner[pairs], hit[pairs]))]
    bounds = np.searchsorted(hit[grouped], np.arange(len(chosen) + 1))
    return tuple(ranked[owner[grouped[bounds[i] : bounds[i + 1]]]] for i in range(len(chosen)))


def _best(keys: tuple[npt.NDArray[np.generic], ...], limit: int | None) -> IndexArray:
    """Positions ordered by ``np.lexsort(keys)``, the first ``limit`` only.

    The primary (last) key is partitioned first, so only the candidates that
    can make the cut -- ties at the cut included -- are sorted.
    """
    primary = np.asarray(keys[-1])
    if limit is not None and limit < len(primary):
        kth = np.partition(primary, limit - 1)[limit - 1]
        subset = np.flatnonzero(primary <= kth)
        order = subset[np.lexsort(tuple(np.asarray(key)[subset] for key in keys))]
        out: IndexArray = order[:limit].astype(np.int64)
        return out
    full: IndexArray = np.lexsort(keys).astype(np.int64)
    return full[:limit] if limit is not None else full
