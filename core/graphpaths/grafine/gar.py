"""GAR, graph-based adaptive re-ranking (MacAvaney et al., CIKM 2022), the baseline.

GAR re-ranks within a budget of ``b_max`` scored documents, ``batch`` at a
time, alternating where the next batch comes from:

- the *initial ranking* (here: exact vector search, the top ``initial_k``),
  in its order;
- the *frontier*: unscored graph neighbours of the documents scored so far,
  each prioritised by the best score of a scored document linking to it
  (ties: the order in which they were found, then node index).

When the chosen source is empty the other is used. Every document is scored
by the same feature provider's own scores (``head(encode(.))``) -- no graph
smoothing. The result is the scored documents by score, followed by the
unscored rest of the initial ranking (GAR's backfill).

Example:
    >>> import numpy as np
    >>> from graphpaths.grafine.corpus_graph import CorpusGraph
    >>> from graphpaths.grafine.features import BiEncoderFeatures
    >>> v = np.array([[1, 0], [0.9, 0.44], [0, 1], [0.5, 0.87]], dtype=np.float32)
    >>> g = CorpusGraph.from_edges(4, [0], [3])
    >>> gar = GAR(graph=g, vectors=v, features=BiEncoderFeatures(v),
    ...           config=GARConfig(batch=1, b_max=2, initial_k=4, k=3))
    >>> [i for i, _ in gar.rank_vector("q", v[0])]
    [0, 3, 1]
"""

from __future__ import annotations

import heapq
import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from graphpaths.config import with_overrides
from graphpaths.errors import ConfigError
from graphpaths.grafine.corpus_graph import CorpusGraph, node_vectors
from graphpaths.grafine.features import FeatureProvider
from graphpaths.validation import check_int

if TYPE_CHECKING:
    from graphpaths.embeddings import Embedder
    from graphpaths.vectors.protocol import VectorStore

__all__ = ["GAR", "GARConfig"]


@dataclass(frozen=True, kw_only=True)
class GARConfig:
    """GAR's budget (``b_max``), batch size, initial ranking depth and result size."""

    batch: int = 10
    b_max: int = 100
    initial_k: int = 1000
    k: int = 10

    def __post_init__(self) -> None:
        for name in ("batch", "b_max", "initial_k", "k"):
            check_int("GARConfig", name, getattr(self, name))


class GAR:
    """Adaptive re-ranking over a corpus graph with a :class:`FeatureProvider`'s scores."""

    def __init__(
        self,
        *,
        graph: CorpusGraph,
        vectors: VectorStore | npt.ArrayLike,
        features: FeatureProvider,
        embedder: Embedder | None = None,
        config: GARConfig | None = None,
    ) -> None:
        index = node_vectors(graph, vectors)
        self.graph = graph
        self.vectors = index
        self.features = features
        self.embedder = embedder
        self.config = config or GARConfig()

    def rank(
        self, query: str, k: int | None = None, *, config: GARConfig | None = None, **overrides: Any
    ) -> list[tuple[int, float]]:
        """``[(node, score), ...]`` best first; backfilled nodes carry their vector score."""
        if self.embedder is None:
            raise ConfigError("embedder: GAR.rank needs one; or call rank_vector")
        vector = np.asarray(self.embedder.embed_query(query), dtype=np.float32)
        return self.rank_vector(query, vector, k, config=config, **overrides)

    def rank_vector(
        self,
        query: str,
        query_vector: npt.ArrayLike,
        k: int | None = None,
        *,
        config: GARConfig | None = None,
        **overrides: Any,
    ) -> list[tuple[int, float]]:
        cfg = with_overrides(
            config or self.config, {**overrides, **({} if k is None else {"k": k})}
        )
        vector = np.asarray(query_vector, dtype=np.float32)
        ranked, similarity = self.vectors.top_k(vector, cfg.initial_k)
        initial = ranked.tolist()
        features = self.features.for_query(query, vector)
        scored: dict[int, float] = {}
        frontier: list[tuple[float, int, int]] = []  # (-priority, sequence, node): a max-heap
        best_priority: dict[int, float] = {}
        sequence = itertools.count()
        cursor = 0  # next unscored position in the initial ranking
        from_graph = False
        while len(scored) < cfg.b_max:
            room = min(cfg.batch, cfg.b_max - len(scored))
            batch: list[int] = []
            for graph_side in (from_graph, not from_graph):  # the other source when empty
                if graph_side:
                    batch = _pop_frontier(frontier, best_priority, scored, room)
                else:
                    batch, cursor = _take_initial(initial, cursor, scored, room)
                if batch:
                    break
            if not batch:
                break
            nodes = np.asarray(batch, dtype=np.int64)
            scores = features.head(features.encode(nodes))
            for node, score in zip(batch, scores.tolist(), strict=True):
                scored[node] = score
            owner, targets = self.graph.edges_from(nodes)
            for position, target in zip(owner.tolist(), targets.tolist(), strict=True):
                priority = float(scores[position])
                if target in scored or best_priority.get(target, -np.inf) >= priority:
                    continue
                best_priority[target] = priority
                heapq.heappush(frontier, (-priority, next(sequence), target))
            from_graph = not from_graph
        ranking = sorted(scored.items(), key=lambda item: (-item[1], item[0]))
        backfill = [
            (i, float(s))
            for i, s in zip(initial, similarity.tolist(), strict=True)
            if i not in scored
        ]
        return (ranking + backfill)[: cfg.k]


def _take_initial(
    initial: Sequence[int], cursor: int, scored: dict[int, float], room: int
) -> tuple[list[int], int]:
    batch: list[int] = []
    while cursor < len(initial) and len(batch) < room:
        node = initial[cursor]
        cursor += 1
        if node not in scored:
            batch.append(node)
    return batch, cursor


def _pop_frontier(
    frontier: list[tuple[float, int, int]],
    best_priority: dict[int, float],
    scored: dict[int, float],
    room: int,
) -> list[int]:
    batch: list[int] = []
    while frontier and len(batch) < room:
        negative, _, node = heapq.heappop(frontier)
        if node in scored or node in batch or best_priority.get(node) != -negative:
            continue  # scored meanwhile, or a stale entry superseded by a higher priority
        batch.append(node)
    return batch
