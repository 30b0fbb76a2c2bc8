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
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from graphpaths.arrays import csr_positions, run_positions
from graphpaths.lru import LRUCache

if TYPE_CHECKING:
    from graphpaths.graph import Graph

__all__ = ["Adjacency", "LabelWalker", "sorted_keys"]

IntArray = npt.NDArray[np.int64]
#: A graph's undirected CSR adjacency: ``indptr``, then per entity its neighbours and the
#: relations joining them, each relation under both its ends (as
#: :class:`~graphpaths.reachability.ReachabilityMap` holds it).
Adjacency = tuple[npt.NDArray[Any], npt.NDArray[Any], npt.NDArray[Any]]
#: Keys and neighbours: 32-bit while they fit, else 64-bit.
KeyArray = npt.NDArray[np.signedinteger[Any]]
#: Frontiers kept per walker (prefixes of the readings of recent questions).
FRONTIERS_KEPT = 4096
#: Bytes of frontiers kept per walker, at most (a hub's frontier holds 100,000s of entities).
FRONTIER_BYTES = 32 << 20
#: Anchors whose paths' reach a walker keeps (each: the paths the questions from it
#: asked, a few dozen to a few thousand).
ANCHORS_KEPT = 512
#: Neighbours a step dedupes in Python rather than with ``np.unique`` (whose fixed cost
#: is several times a small set's).
FEW_NEIGHBOURS = 64
#: Relation ends sorted at a time while the keys are built (bounds the temporaries).
BUILD_BLOCK = 1 << 21


def sorted_keys(graph: Graph, *, block: int = BUILD_BLOCK) -> tuple[KeyArray, KeyArray]:
    """Every relation twice, under its head (key ``head * w + 2 * label + 1``, neighbour
    its tail) and under its tail (``tail * w + 2 * label``, neighbour its head), ``w``
    twice the number of labels; sorted by key, a relation's two ends in relation order
    within one key. Keys and neighbours are 32-bit integers while they fit.

    Sorted a block of entities at a time (about ``block`` relation ends), each block
    written in place: building holds the result and one block's temporaries, not the
    several 64-bit copies of every key one sort of all of them takes (at 10M relations,
    about 0.2 GiB more than the result instead of 0.9).
    """
    n, width = graph.num_entities, 2 * max(1, len(graph.label_names))
    key_type: type[np.signedinteger[Any]] = np.int32 if n * width < 2**31 else np.int64
    heads, tails, labels = graph.heads, graph.tails, graph.relation_labels
    keys: KeyArray = np.empty(2 * len(heads), key_type)
    neighbours: KeyArray = np.empty(2 * len(heads), np.int32 if n < 2**31 else np.int64)
    # ends[e]: the relation ends of the entities 0..e (where entity e's keys end)
    ends = np.cumsum(np.bincount(heads, minlength=n) + np.bincount(tails, minlength=n))
    first = written = 0
    while first < n:
        last = int(np.searchsorted(ends, written + block, side="right"))
        last = min(n, max(first + 1, last))  # one entity at least, however many its ends
        forward = np.flatnonzero((heads >= first) & (heads < last))
        backward = np.flatnonzero((tails >= first) & (tails < last))
        block_keys = np.concatenate(
            [
                heads[forward].astype(key_type) * width + 2 * labels[forward] + 1,
                tails[backward].astype(key_type) * width + 2 * labels[backward],
            ]
        )
        order = np.argsort(block_keys, kind="stable")
        stop = written + len(order)
        keys[written:stop] = block_keys[order]
        neighbours[written:stop] = np.concatenate([tails[forward], heads[backward]])[order]
        first, written = last, stop
    return keys, neighbours


class LabelWalker:
    """The entities label paths reach from an entity, over one graph; thread-safe.

    Built on first use from the graph's arrays (:func:`sorted_keys`): 2 keys and 2
    neighbours per relation (16 bytes a relation while the keys fit in 32 bits).
    """

    def __init__(
        self,
        graph: Graph,
        *,
        frontiers_kept: int = FRONTIERS_KEPT,
        frontier_bytes: int = FRONTIER_BYTES,
        adjacency: Adjacency | None = None,
    ) -> None:
        self.graph = graph
        #: the graph's undirected CSR adjacency, walked instead of keys of the walker's own
        self.adjacency = adjacency
        self.frontiers_kept = frontiers_kept
        self.frontier_bytes = frontier_bytes
        self._labels = {name: i for i, name in enumerate(graph.label_names)}
        #: keys per entity in :func:`sorted_keys` (two per label: each direction)
        self._width = 2 * max(1, len(graph.label_names))
        self._lock = threading.Lock()
        self._arrays: tuple[KeyArray, KeyArray] | None = None
        # per anchor, whether each path asked of it so far reaches anything
        self._reached: LRUCache[int, dict[tuple[tuple[str, bool], ...], bool]] = LRUCache(
            ANCHORS_KEPT
        )
        self._frontiers: LRUCache[
            tuple[int, tuple[tuple[int, bool], ...]], tuple[IntArray, int]
        ] = LRUCache(
            frontier_bytes,
            # at most frontiers_kept of them, and frontier_bytes of their arrays
            weight=lambda kept: max(kept[0].nbytes, frontier_bytes // max(1, frontiers_kept)),
        )

    def warmup(self) -> None:
        """Sort the keys now, not at the first walk (none over an adjacency)."""
        if self.adjacency is None:
            self._built()

    def _built(self) -> tuple[KeyArray, KeyArray]:
        if self._arrays is None:
            arrays = sorted_keys(self.graph)
            with self._lock:
                self._arrays = arrays
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
        if self.adjacency is not None:
            return self._step_adjacency(self.adjacency, frontier, j, forward)
        keys, neighbours = self._built()
        width = self._width
        if len(frontier) == 1:  # an anchor: its keys are one run (the step most walks take)
            key = keys.dtype.type(int(frontier[0]) * width + 2 * j + int(forward))
            start = int(np.searchsorted(keys, key, side="left"))
            stop = int(np.searchsorted(keys, key, side="right"))
            if stop == start:
                return np.zeros(0, np.int64), 0
            if stop - start <= FEW_NEIGHBOURS:
                return _distinct(neighbours, neighbours[start:stop].tolist()), stop - start
            return np.unique(neighbours[start:stop]), stop - start
        # in the keys' own type: searching int32 keys for int64 values would copy them
        wanted = (np.asarray(frontier, np.int64) * width + 2 * j + int(forward)).astype(keys.dtype)
        lo = np.searchsorted(keys, wanted, side="left")
        hi = np.searchsorted(keys, wanted, side="right")
        counts = hi - lo
        total = int(counts.sum())
        if total == 0:
            return np.zeros(0, np.int64), 0
        if total <= FEW_NEIGHBOURS:
            runs = zip(lo.tolist(), hi.tolist(), strict=True)
            found = [v for a, b in runs if b > a for v in neighbours[a:b].tolist()]
            return _distinct(neighbours, found), total
        return np.unique(neighbours[run_positions(lo, counts)]), total

    def _step_adjacency(
        self, adjacency: Adjacency, frontier: IntArray, label: int, forward: bool
    ) -> tuple[IntArray, int]:
        """:meth:`_step` over the adjacency: every relation at the frontier, kept when it
        has the label and the frontier end is its head (``forward``) or its tail. A
        self-loop, listed twice under its entity, counts once."""
        indptr, neighbours, relations = adjacency
        g = self.graph
        front = np.unique(np.asarray(frontier, np.int64))
        positions = csr_positions(indptr, front)
        owners = np.repeat(front, indptr[front + 1] - indptr[front])
        at = relations[positions]
        heads, tails = g.heads[at], g.tails[at]
        keep = (g.relation_labels[at] == label) & ((heads if forward else tails) == owners)
        total = int(keep.sum()) - int((keep & (heads == tails)).sum()) // 2
        if not total:
            return np.zeros(0, np.int64), 0
        return np.unique(neighbours[positions[keep]]).astype(np.int64), total

    def ends(self, anchor: int, steps: Sequence[tuple[str, bool]]) -> IntArray:
        """The entities ``steps`` (``(label, forward)`` per hop) reach from ``anchor``
        (cached per prefix)."""
        frontiers = self.walk(anchor, steps)
        return frontiers[-1] if len(frontiers) == len(steps) else np.zeros(0, np.int64)

    def reaches(self, anchor: int, paths: Sequence[Sequence[tuple[str, bool]]]) -> list[bool]:
        """Whether each of ``paths`` (non-empty steps) reaches any entity from ``anchor``:
        ``len(ends(anchor, steps)) > 0`` for each, the prefixes they share walked once
        (a question's readings share their first hops). Kept per anchor: another
        question from the same anchor walks only the paths not asked before."""
        known = self._reached.get_or_build(anchor, dict)
        wanted = [tuple(path) for path in paths]
        missing = [steps for steps in dict.fromkeys(wanted) if steps not in known]
        if missing:
            found = self._reaches(anchor, missing)
            with self._lock:
                known.update(zip(missing, found, strict=True))
        return [known[steps] for steps in wanted]

    def _reaches(self, anchor: int, paths: Sequence[Sequence[tuple[str, bool]]]) -> list[bool]:
        """:meth:`reaches`, walked."""
        reached: dict[tuple[tuple[str, bool], ...], IntArray] = {(): np.array([anchor], np.int64)}
        # per prefix walked, the keys its frontier's relations leave by (:meth:`_exits`):
        # the readings' last hops from one frontier are looked up, not searched one by one
        exits: dict[tuple[tuple[str, bool], ...], set[int]] = {}
        out = []
        for path in paths:
            steps = tuple(path)
            k = len(steps)
            while steps[:k] not in reached:  # the longest prefix walked already
                k -= 1
            frontier = reached[steps[:k]]
            labels = tuple((self._labels.get(name, -1), f) for name, f in steps[:k])
            while len(frontier) and k < len(steps) - 1:
                label, forward = steps[k]
                k += 1
                labels = (*labels, (self._labels.get(label, -1), forward))
                frontier = self._frontiers.get_or_build(
                    (anchor, labels), functools.partial(self._step, frontier, label, forward)
                )[0]
                reached[steps[:k]] = frontier
            if len(frontier) and k == len(steps) - 1:
                # the last step: whether it leads anywhere, not where (a walk makes that)
                label, forward = steps[k]
                kept = self._frontiers.get(
                    (anchor, (*labels, (self._labels.get(label, -1), forward)))
                )
                if kept is not None:
                    out.append(bool(len(kept[0])))
                elif self.adjacency is not None:
                    out.append(self._leads(frontier, label, forward))
                else:
                    prefix = steps[:k]
                    leaving = exits.get(prefix)
                    if leaving is None:
                        leaving = exits[prefix] = self._exits(frontier)
                    j = self._labels.get(label)
                    out.append(j is not None and 2 * j + int(forward) in leaving)
            else:
                out.append(bool(len(frontier)) and k == len(steps))
        return out

    def _leads(self, frontier: IntArray, label: str, forward: bool) -> bool:
        """Whether one relation with ``label`` leads from ``frontier`` (walked from head to
        tail, ``forward``, or back): :meth:`_step` reaches any entity."""
        return bool(len(self._step(frontier, label, forward)[0]))

    def _exits(self, frontier: IntArray) -> set[int]:
        """The keys the relations at ``frontier`` leave by, less the entity's part (``2 *
        label + forward``, :func:`sorted_keys`): one run of the sorted keys per entity."""
        keys, _ = self._built()
        width = self._width
        rows = np.asarray(frontier, np.int64)
        starts = np.searchsorted(keys, (rows * width).astype(keys.dtype), side="left")
        stops = np.searchsorted(keys, ((rows + 1) * width).astype(keys.dtype), side="left")
        if len(rows) == 1:
            run = keys[int(starts[0]) : int(stops[0])]
        else:
            run = keys[run_positions(starts, stops - starts)]
        return set((run % width).tolist())

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


def _distinct(like: KeyArray, values: list[int]) -> KeyArray:
    """``np.unique`` of ``values`` (a few), in ``like``'s type."""
    return np.array(sorted(set(values)), like.dtype)
