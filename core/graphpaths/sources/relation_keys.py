"""A graph's relations found by ``(head, label, tail)``: what a pushed-down hop's rows name.

A database answers a hop with rows ``(source, label, target)``; the search wants the
graph's relation indices. :class:`RelationKeys` maps one to the other: every relation of
the graph with that key (a repeated relationship gives several), as a range ``lo, width``
of positions whose relations :meth:`RelationKeys.relations` returns.

A graph whose relations are already in key order (head, then label index, then tail: the
order :func:`~graphpaths.sources.kuzu_tables.graph_from_tables` and
:func:`~graphpaths.sources.streaming.graph_from_pages` write them in when labels are
numbered by name) is searched in place: per asked head its range of relations
(``searchsorted`` on the heads), then ``(label, tail)`` within it; nothing is held beside
the graph's own columns. Any other graph gets the sorted keys and their order (two int64
per relation).

Example:
    >>> import numpy as np
    >>> from graphpaths.graph import Graph
    >>> g = Graph(entity_ids=["a", "b"], names=["a", "b"], descriptions=[None, None],
    ...           type_names=["t"],
    ...           label_names=["x", "y"], entity_type_indptr=[0, 1, 2],
    ...           entity_type_indices=[0, 0], heads=[0, 0, 1], tails=[1, 1, 0],
    ...           relation_labels=[0, 1, 0])
    >>> keys = RelationKeys(g)
    >>> lo, width = keys.ranges(np.array([0, 1]), np.array([1, 0]), np.array([1, 0]))
    >>> keys.relations(lo + 0).tolist(), width.tolist()
    ([1, 2], [1, 1])
"""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt

from graphpaths.errors import ConfigError
from graphpaths.graph import Graph

__all__ = ["RelationKeys"]

IntArray = npt.NDArray[np.int64]
#: Relations whose keys are checked at a time (bounded temporaries).
_CHUNK = 1 << 20


class RelationKeys:
    """The relations of ``graph`` by ``(head, label, tail)`` (module docstring)."""

    def __init__(self, graph: Graph) -> None:
        n, labels = max(graph.num_entities, 1), max(len(graph.label_names), 1)
        if n * n * labels >= 2**63:
            raise ConfigError(f"graph too large for relation keys: {n} entities, {labels} labels")
        self.graph = graph
        self._n, self._labels = n, labels
        self._order: IntArray | None = None
        self._sorted: IntArray | None = None
        #: relations already in key order: searched in place
        self.in_place = self._in_key_order()
        if not self.in_place:
            keys = self.keys(graph.heads, graph.relation_labels, graph.tails)
            self._order = np.argsort(keys, kind="stable")
            self._sorted = keys[self._order]

    def keys(
        self, heads: npt.NDArray[Any], labels: npt.NDArray[Any], tails: npt.NDArray[Any]
    ) -> IntArray:
        return (
            np.asarray(heads, np.int64) * self._labels + np.asarray(labels, np.int64)
        ) * self._n + np.asarray(tails, np.int64)

    def _in_key_order(self) -> bool:
        g = self.graph
        last = -1
        for start in range(0, g.num_relations, _CHUNK):
            stop = start + _CHUNK
            keys = self.keys(
                g.heads[start:stop], g.relation_labels[start:stop], g.tails[start:stop]
            )
            if keys[0] < last or bool(np.any(keys[1:] < keys[:-1])):
                return False
            last = int(keys[-1])
        return True

    def ranges(
        self, heads: npt.NDArray[Any], labels: npt.NDArray[Any], tails: npt.NDArray[Any]
    ) -> tuple[IntArray, IntArray]:
        """Per row, the positions ``lo .. lo + width`` of the relations with its key."""
        if not self.in_place:
            assert self._sorted is not None
            keys = self.keys(heads, labels, tails)
            lo = np.searchsorted(self._sorted, keys, side="left")
            return lo, np.searchsorted(self._sorted, keys, side="right") - lo
        g = self.graph
        asked, row_head = np.unique(np.asarray(heads, np.int64), return_inverse=True)
        # in the heads' own type: searching int32 heads for int64 values copies them all
        asked_as = asked.astype(g.heads.dtype)
        first = np.searchsorted(g.heads, asked_as, side="left")
        counts = np.searchsorted(g.heads, asked_as, side="right") - first
        # the relations of the asked heads, in order: (asked head, label, tail) ascending
        owner = np.repeat(np.arange(len(asked)), counts)
        positions = np.arange(int(counts.sum())) - np.repeat(np.cumsum(counts) - counts, counts)
        positions += np.repeat(first, counts)
        local = self.keys(owner, g.relation_labels[positions], g.tails[positions])
        wanted = self.keys(row_head, labels, tails)
        lo = np.searchsorted(local, wanted, side="left")
        width = np.searchsorted(local, wanted, side="right") - lo
        starts = np.where(width > 0, positions[np.minimum(lo, len(positions) - 1)], 0)
        return starts.astype(np.int64), width.astype(np.int64)

    def relations(self, positions: npt.NDArray[Any]) -> IntArray:
        """The relation indices at ``positions`` (of :meth:`ranges`)."""
        at = np.asarray(positions, np.int64)
        return at if self._order is None else np.asarray(self._order[at], np.int64)
