"""Walking a label path from an entity: which entities a reading of a question reaches.

:class:`LabelWalker` keeps every relation twice, as ``(entity, label, direction)`` keys
sorted once, so the entities one step away from a set of entities over one label in one
direction are a few binary searches: the heuristic policy checks which of a question's
readings lead anywhere from its anchor before it keeps them, and how many entities each
reaches (what hedging with it would cost).

Example:
    >>> from graphpaths.graph import GraphBuilder
    >>> b = GraphBuilder()
    >>> for h, l, t in [("Ann", "reports_to", "Bob"), ("Cyd", "reports_to", "Bob"),
    ...                 ("Bob", "leads", "Data Team")]:
    ...     _ = b.add_relation(h, t, l, create_entities=True)
    >>> g = b.build()
    >>> walker = LabelWalker(g)
    >>> [g.names[i] for i in walker.ends(g.index_of("Bob"), [("reports_to", False)])]
    ['Ann', 'Cyd']
    >>> [g.names[i] for i in walker.ends(g.index_of("Ann"), [("reports_to", True), ("leads", True)])]
    ['Data Team']
    >>> walker.ends(g.index_of("Ann"), [("leads", True)]).size
    0
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Sequence
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from graphpaths.lru import LRUCache

if TYPE_CHECKING:
    from graphpaths.graph import Graph

__all__ = ["LabelWalker"]

IntArray = npt.NDArray[np.int64]
#: Frontiers kept per walker (prefixes of the readings of recent questions).
FRONTIERS_KEPT = 4096


class LabelWalker:
    """The entities label paths reach from an entity, over one graph; thread-safe.

    Built on first use from the graph's arrays: 2 keys and 2 neighbours per relation
    (24 bytes a relation).
    """

    def __init__(self, graph: Graph, *, frontiers_kept: int = FRONTIERS_KEPT) -> None:
        self.graph = graph
        self.frontiers_kept = frontiers_kept
        self._labels = {name: i for i, name in enumerate(graph.label_names)}
        self._lock = threading.Lock()
        self._arrays: tuple[IntArray, IntArray] | None = None
        self._frontiers: LRUCache[
            tuple[int, tuple[tuple[int, bool], ...]], tuple[IntArray, int]
        ] = LRUCache(frontiers_kept)

    def warmup(self) -> None:
        """Sort the keys now, not at the first walk."""
        self._built()

    def _built(self) -> tuple[IntArray, IntArray]:
        if self._arrays is None:
            g = self.graph
            heads = np.asarray(g.heads, np.int64)
            tails = np.asarray(g.tails, np.int64)
            labels = np.asarray(g.relation_labels, np.int64)
            width = 2 * max(1, len(g.label_names))
            keys = np.concatenate([heads * width + 2 * labels + 1, tails * width + 2 * labels])
            neighbours = np.concatenate([tails, heads])
            order = np.argsort(keys, kind="stable")
            with self._lock:
                self._arrays = (keys[order], neighbours[order])
        return self._arrays

    def step(self, frontier: IntArray, label: str, forward: bool) -> IntArray:
        """The entities one relation with ``label`` away from ``frontier``, walked from head
        to tail (``forward``) or back; sorted, each once."""
        return self._step(frontier, label, forward)[0]

    def _step(self, frontier: IntArray, label: str, forward: bool) -> tuple[IntArray, int]:
        """:meth:`step` and how many relations it walks."""
        j = self._labels.get(label)
        if j is None or not len(frontier):
            return np.zeros(0, np.int64), 0
        keys, neighbours = self._built()
        width = 2 * max(1, len(self.graph.label_names))
        wanted = np.asarray(frontier, np.int64) * width + 2 * j + int(forward)
        lo = np.searchsorted(keys, wanted, side="left")
        hi = np.searchsorted(keys, wanted, side="right")
        counts = hi - lo
        total = int(counts.sum())
        if total == 0:
            return np.zeros(0, np.int64), 0
        # the runs lo[k]:hi[k], one after another: an arange shifted per run
        before = np.cumsum(counts) - counts
        positions = np.repeat(lo - before, counts) + np.arange(total)
        return np.unique(neighbours[positions]), total

    def ends(self, anchor: int, steps: Sequence[tuple[str, bool]]) -> IntArray:
        """The entities ``steps`` (``(label, forward)`` per hop) reach from ``anchor``
        (cached per prefix)."""
        frontiers = self.walk(anchor, steps)
        return frontiers[-1] if len(frontiers) == len(steps) else np.zeros(0, np.int64)

    def walk(self, anchor: int, steps: Sequence[tuple[str, bool]]) -> list[IntArray]:
        """The entities each hop of ``steps`` reaches from ``anchor``, hop by hop, up to the
        first hop that reaches none (cached per prefix)."""
        return [frontier for frontier, _ in self._walk(anchor, steps)]

    def relations(self, anchor: int, steps: Sequence[tuple[str, bool]]) -> list[int]:
        """How many relations each hop of ``steps`` walks from ``anchor`` (as :meth:`walk`)."""
        return [count for _, count in self._walk(anchor, steps)]

    def _walk(self, anchor: int, steps: Sequence[tuple[str, bool]]) -> list[tuple[IntArray, int]]:
        frontier = np.array([anchor], np.int64)
        out: list[tuple[IntArray, int]] = []
        prefix: tuple[tuple[int, bool], ...] = ()  # the steps so far, labels as indices
        for label, forward in steps:
            prefix = (*prefix, (self._labels.get(label, -1), forward))
            cached = self._frontiers.get_or_build(
                (anchor, prefix), functools.partial(self._step, frontier, label, forward)
            )
            frontier = cached[0]
            if not len(frontier):
                break
            out.append(cached)
        return out
