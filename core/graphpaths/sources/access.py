"""How the hop search reads a graph's edges: the :class:`GraphAccess` protocol.

The constrained search (:mod:`graphpaths.dotrag.search.hops`) keeps the entity table, the
vectors, the reachability layers, the schema and the lexicon; what it asks of the edges is
two things, for a frontier of entity indices:

- :meth:`GraphAccess.neighbours`: the entities adjacent to it (the types a search may
  continue towards);
- :meth:`GraphAccess.incident`: the relations at it, each as ``(relation, source,
  neighbour)`` with ``source`` in the frontier, restricted to a set of target entities
  (the anchor's typed reachability block: the target type, exactly) and optionally to
  relation labels.

Two implementations:

- :class:`InProcessAccess`: over the undirected CSR adjacency the reachability map holds
  (what the search always read);
- :class:`StoreAccess`: pushed down to a database that holds the same graph
  (:class:`~graphpaths.sources.cypher.CypherSource` over FalkorDB, Neo4j or Memgraph, or
  :class:`~graphpaths.sources.kuzu.KuzuSource`): one parameterised query per frontier
  batch, the frontier, the labels and the targets as parameters, and the rows mapped back
  to the graph's entity and relation indices through its id table and its relation keys
  ``(head, label, tail)``. A row naming an entity or a relation the graph lacks (a filtered
  view, a store written since the index was synced) is left out.

Both return the same rows in the same order (relation, then source), so a search gives the
same paths, order and scores through either.

Example:
    >>> import numpy as np
    >>> indptr = np.array([0, 1, 3, 4])         # 0-1 (relation 0), 1-2 (relation 1)
    >>> neighbours, relations = np.array([1, 0, 2, 1]), np.array([0, 0, 1, 1])
    >>> access = InProcessAccess(indptr, neighbours, relations)
    >>> rows = access.incident(np.array([1]), targets=np.array([0, 2]))
    >>> rows.relations.tolist(), rows.sources.tolist(), rows.neighbours.tolist()
    ([0, 1], [1, 1], [0, 2])
    >>> sorted(access.neighbours(np.array([0, 2])).tolist())
    [1, 1]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

import numpy as np
import numpy.typing as npt

from graphpaths.arrays import csr_positions
from graphpaths.errors import ConfigError, NodeNotFoundError
from graphpaths.graph import Graph
from graphpaths.sources.cypher import Neighbour
from graphpaths.sources.kuzu import KuzuSource
from graphpaths.sources.kuzu_hops import HopRows, KuzuHops
from graphpaths.sources.relation_keys import RelationKeys

__all__ = ["GraphAccess", "InProcessAccess", "Incident", "NeighbourSource", "StoreAccess"]

IntArray = npt.NDArray[np.int64]
_EMPTY = np.zeros(0, np.int32)
_EMPTY.flags.writeable = False

#: Frontier entities per database query.
DEFAULT_BATCH = 500
#: Target entities sent as a parameter at most; a larger block is filtered here.
DEFAULT_MAX_TARGETS = 10_000


@dataclass(frozen=True, kw_only=True)
class Incident:
    """Relations at a frontier: row ``i`` is relation ``relations[i]`` joining
    ``sources[i]`` (in the frontier) to ``neighbours[i]``; a relation appears once per
    frontier endpoint it touches. Ordered by relation, then source."""

    relations: npt.NDArray[np.signedinteger[Any]]
    sources: npt.NDArray[np.signedinteger[Any]]
    neighbours: npt.NDArray[np.signedinteger[Any]]

    def __len__(self) -> int:
        return len(self.relations)


_NONE = Incident(relations=_EMPTY, sources=_EMPTY, neighbours=_EMPTY)


@runtime_checkable
class GraphAccess(Protocol):
    """The edges of one graph as the hop search reads them (module docstring)."""

    #: Whether :meth:`incident` narrows by ``labels`` where the edges are (a database):
    #: the search then asks for the labelled relations first, and for all only when
    #: none of them is kept.
    filters_labels: bool

    def neighbours(self, frontier: npt.NDArray[Any]) -> npt.NDArray[np.signedinteger[Any]]:
        """The entities adjacent to ``frontier`` (either direction, self-loops included),
        with repeats, in any order."""
        ...

    def incident(
        self,
        frontier: npt.NDArray[Any],
        *,
        targets: npt.NDArray[Any] | None = None,
        labels: Sequence[int] | None = None,
    ) -> Incident:
        """The relations at ``frontier`` whose other endpoint is in ``targets`` (ascending
        entity indices; None: any) and, when given, whose label is in ``labels`` (label
        indices; an implementation may ignore them: the search checks labels itself)."""
        ...

    def for_graph(self, graph: Graph) -> GraphAccess | None:
        """The access to another graph over the same edges (a new revision of the index,
        a filtered view); None: the search's own in-process access."""
        ...


class InProcessAccess:
    """The edges in memory: the undirected CSR adjacency of a graph (each relation under
    both endpoints: ``neighbours[indptr[e]:indptr[e+1]]`` and the matching ``relations``),
    as :class:`~graphpaths.reachability.ReachabilityMap` holds it."""

    filters_labels = False

    def __init__(
        self,
        indptr: npt.NDArray[Any],
        neighbours: npt.NDArray[Any],
        relations: npt.NDArray[Any],
    ) -> None:
        self.indptr = indptr
        self.neighbors = neighbours
        self.relations = relations
        self.num_entities = len(indptr) - 1

    def neighbours(self, frontier: npt.NDArray[Any]) -> npt.NDArray[np.signedinteger[Any]]:
        result: npt.NDArray[np.signedinteger[Any]] = self.neighbors[
            csr_positions(self.indptr, np.unique(frontier))
        ]
        return result

    def incident(
        self,
        frontier: npt.NDArray[Any],
        *,
        targets: npt.NDArray[Any] | None = None,
        labels: Sequence[int] | None = None,
    ) -> Incident:
        sources = np.unique(np.asarray(frontier, np.int64)).astype(np.int32)
        if len(sources) and (sources[0] < 0 or sources[-1] >= self.num_entities):
            raise NodeNotFoundError(
                f"frontier holds entity indices outside 0..{self.num_entities - 1}"
            )
        if not len(sources) or (targets is not None and not len(targets)):
            return _NONE
        positions = csr_positions(self.indptr, sources)
        neighbors = self.neighbors[positions]
        counts = self.indptr[sources + 1] - self.indptr[sources]  # the frontier's, not all
        owners = np.repeat(sources, counts)
        if targets is not None:
            member = np.zeros(self.num_entities, np.bool_)
            member[targets] = True
            keep = member[neighbors]
            owners, positions, neighbors = owners[keep], positions[keep], neighbors[keep]
        relations = self.relations[positions]
        # one source (an anchor): its rows by relation alone
        order = (
            np.argsort(relations, kind="stable")
            if len(sources) == 1
            else np.lexsort((owners, relations))
        )
        return Incident(
            relations=relations[order], sources=owners[order], neighbours=neighbors[order]
        )

    def for_graph(self, graph: Graph) -> GraphAccess | None:
        return None


@runtime_checkable
class NeighbourSource(Protocol):
    """A database source that answers one hop (:meth:`CypherSource.neighbours
    <graphpaths.sources.cypher.CypherSource.neighbours>`, :meth:`KuzuSource.neighbours
    <graphpaths.sources.kuzu.KuzuSource.neighbours>`)."""

    def neighbours(
        self,
        frontier: Sequence[str],
        *,
        labels: Sequence[str] = (),
        target_types: Sequence[str] = (),
        targets: Sequence[str] = (),
    ) -> list[Neighbour]: ...

    def describe(self) -> str: ...


class StoreAccess:
    """The edges of ``graph`` read from ``source``, a database holding the same graph
    (module docstring). ``batch``: frontier entities per query; ``max_targets``: the
    largest target set sent as a parameter (a larger one is filtered on the rows).

    Raises:
        ConfigError: ``source`` cannot answer a hop, or a size is not positive.
    """

    filters_labels = True

    def __init__(
        self,
        source: NeighbourSource,
        graph: Graph,
        *,
        batch: int = DEFAULT_BATCH,
        max_targets: int = DEFAULT_MAX_TARGETS,
    ) -> None:
        if not isinstance(source, NeighbourSource):
            raise ConfigError(
                f"source: expected a CypherSource or KuzuSource, got {type(source).__name__}"
            )
        for name, value in (("batch", batch), ("max_targets", max_targets)):
            if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                raise ConfigError(f"StoreAccess.{name}: expected a positive int, got {value!r}")
        self.source = source
        self.graph = graph
        self.batch = batch
        self.max_targets = max_targets
        self.queries = 0
        self._ids = np.asarray(graph.entity_ids, dtype=object)
        self._keys = RelationKeys(graph)
        self._label_index = {name: i for i, name in enumerate(graph.label_names)}
        self._hops: KuzuHops | None = None

    def for_graph(self, graph: Graph) -> GraphAccess | None:
        return StoreAccess(self.source, graph, batch=self.batch, max_targets=self.max_targets)

    # -- the database ----------------------------------------------------------------------
    def _hop_rows(
        self, frontier: npt.NDArray[Any], targets: npt.NDArray[Any] | None, labels: Sequence[str]
    ) -> HopRows:
        """The relationships at ``frontier`` as the graph's numbers (rows naming an entity
        or a label the graph lacks left out): through the source's own addresses when it
        has them (:class:`~graphpaths.sources.kuzu_hops.KuzuHops`), else by ids."""
        if self._hops is None and isinstance(self.source, KuzuSource):
            self._hops = KuzuHops(self.source, self.graph)  # a streaming pass, at first use
        if self._hops is not None:
            before = self._hops.queries
            rows: HopRows = self._hops.rows(frontier, labels, batch=self.batch)
            self.queries += self._hops.queries - before
            return rows
        g = self.graph
        front = np.unique(np.asarray(frontier, np.int64))
        sent = (
            [str(x) for x in self._ids[np.asarray(targets, np.int64)]]
            if targets is not None and len(targets) <= self.max_targets
            else []
        )
        found: list[Neighbour] = []
        for start in range(0, len(front), self.batch):
            ids = [str(x) for x in self._ids[front[start : start + self.batch]]]
            self.queries += 1
            found.extend(self.source.neighbours(ids, labels=labels, targets=sent))
        label_index = self._label_index
        kept = [
            (g.index_of(r.source), label_index[r.label], g.index_of(r.target), r.outgoing)
            for r in found
            if r.label in label_index and g.has_entity(r.source) and g.has_entity(r.target)
        ]
        if not kept:
            return HopRows.empty()
        columns = list(zip(*kept, strict=True))
        return HopRows(
            sources=np.asarray(columns[0], np.int64),
            labels=np.asarray(columns[1], np.int64),
            others=np.asarray(columns[2], np.int64),
            outgoing=np.asarray(columns[3], np.bool_),
        )

    def neighbours(self, frontier: npt.NDArray[Any]) -> npt.NDArray[np.signedinteger[Any]]:
        return self._hop_rows(frontier, None, ()).others

    def incident(
        self,
        frontier: npt.NDArray[Any],
        *,
        targets: npt.NDArray[Any] | None = None,
        labels: Sequence[int] | None = None,
    ) -> Incident:
        g = self.graph
        if not len(frontier) or (targets is not None and not len(targets)):
            return _NONE
        if labels is not None and not labels:
            return _NONE
        names = [g.label_names[int(j)] for j in labels] if labels is not None else []
        found = self._hop_rows(frontier, targets, names)
        src, other, label_ids = found.sources, found.others, found.labels
        # a self-loop once, however the store walks it (expanded below)
        out = found.outgoing | (src == other)
        if targets is not None:
            member = np.zeros(g.num_entities, np.bool_)
            member[np.asarray(targets, np.int64)] = True
            keep = member[other]
            src, other, out, label_ids = src[keep], other[keep], out[keep], label_ids[keep]
        if not len(src):
            return _NONE
        # each relationship once (a store may answer it twice: both directions, batches)
        unique = np.unique(np.stack([src, label_ids, other, out.astype(np.int64)]), axis=1)
        src, label_ids, other, out = unique[0], unique[1], unique[2], unique[3].astype(np.bool_)
        heads, tails = np.where(out, src, other), np.where(out, other, src)
        # Each row names a relation by (head, label, tail): every relation of the graph
        # with that key (a repeated one, and a self-loop walked both ways, as in memory).
        lo, width = self._keys.ranges(heads, label_ids, tails)
        # The store answers a self-loop once; the adjacency in memory holds it twice.
        counts = width * np.where(heads == tails, 2, 1)
        total = int(counts.sum())
        if not total:
            return _NONE
        row = np.repeat(np.arange(len(counts)), counts)
        within = np.arange(total) - np.repeat(np.cumsum(counts) - counts, counts)
        relations = self._keys.relations(lo[row] + within % width[row])
        owners = np.repeat(src, counts)
        others_ = np.repeat(other, counts)
        order = np.lexsort((owners, relations))
        return Incident(
            relations=relations[order].astype(np.int64),
            sources=owners[order],
            neighbours=others_[order],
        )
