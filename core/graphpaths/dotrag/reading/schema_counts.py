"""The counts a graph's schema is read from, in bounded memory.

:class:`~graphpaths.dotrag.reading.schema.GraphSchema` needs, per ``(head type, label, tail
type)`` step, how many relations realise it and how many distinct entities take part at
each end; per label, its relations per distinct head and tail, and its most frequent head
and tail types. Each relation counts once per type of each end (an entity of two types
realises two steps).

Computed over all relations at once this took ~1.2 GB of temporaries on a 10M-relation
graph (the pushed-down retriever's peak at open). Here the relations are read in chunks
of :data:`CHUNK`: step and type counts are added chunk by chunk; distinct entities per
step or label are counted over ranges of entities holding about :data:`CHUNK` relation
ends each (a pair ``(step, entity)`` lies in exactly one range, so the counts add up).
Temporaries are a few arrays of :data:`CHUNK` rows, plus one integer per entity (degrees)
and a boolean per relation (a range's mask); the results are the same numbers.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from graphpaths.arrays import csr_positions

if TYPE_CHECKING:
    from graphpaths.graph import Graph

__all__ = ["CHUNK", "distinct_per_group", "label_type_table", "step_counts", "typed_rows"]

IntArray = npt.NDArray[np.int64]
#: Relations (or relation ends) handled at a time.
CHUNK = 1 << 20


def _chunks(total: int, size: int) -> Iterator[slice]:
    for start in range(0, total, size):
        yield slice(start, min(start + size, total))


def typed_rows(graph: Graph, relations: IntArray) -> tuple[IntArray, IntArray, IntArray]:
    """For each of ``relations`` (indices), one row per (head type, tail type) it joins:
    ``(relation, head type, tail type)``."""
    indptr, indices = graph.entity_type_indptr, graph.entity_type_indices
    counts = indptr[1:] - indptr[:-1]
    heads = graph.heads[relations].astype(np.int64)
    tails = graph.tails[relations].astype(np.int64)
    rows = np.repeat(np.arange(len(relations)), counts[heads])
    head_types = indices[csr_positions(indptr, heads)].astype(np.int64)
    twice = counts[tails[rows]]
    rows2 = np.repeat(rows, twice)
    head_types2 = np.repeat(head_types, twice)
    tail_types = indices[csr_positions(indptr, tails[rows])].astype(np.int64)
    return relations[rows2], head_types2, tail_types


def _step_keys(graph: Graph, relations: IntArray) -> tuple[IntArray, IntArray]:
    """The step key ``(head type * labels + label) * types + tail type`` of each typed row
    of ``relations``, and the row's relation."""
    nt, nl = len(graph.type_names), len(graph.label_names)
    rel, head_types, tail_types = typed_rows(graph, relations)
    labels = graph.relation_labels[rel].astype(np.int64)
    return (head_types * nl + labels) * nt + tail_types, rel


def step_counts(graph: Graph) -> tuple[IntArray, IntArray, list[IntArray]]:
    """The step keys realised (ascending), the typed rows of each, and per end (head,
    tail) the distinct entities taking part in each."""
    found: list[tuple[IntArray, IntArray]] = []
    for part in _chunks(graph.num_relations, CHUNK):
        keys, _ = _step_keys(graph, np.arange(part.start, part.stop, dtype=np.int64))
        found.append(np.unique(keys, return_counts=True))
    keys = np.concatenate([k for k, _ in found])
    unique, where = np.unique(keys, return_inverse=True)
    count = np.bincount(where, weights=np.concatenate([c for _, c in found]))
    count = count.astype(np.int64)

    def group(relations: IntArray) -> tuple[IntArray, IntArray]:
        step, rel = _step_keys(graph, relations)
        return np.searchsorted(unique, step).astype(np.int64), rel

    ends = [
        distinct_per_group(graph, end, group, len(unique)) for end in (graph.heads, graph.tails)
    ]
    return unique, count, ends


def distinct_per_group(
    graph: Graph,
    end: npt.NDArray[np.integer],
    group: Callable[[IntArray], tuple[IntArray, IntArray]],
    groups: int,
) -> IntArray:
    """Per group, how many distinct entities of ``end`` (the heads or the tails) its rows
    hold: ``group(relations)`` gives the rows of some relations as ``(group, relation)``.
    Counted over ranges of entities holding about :data:`CHUNK` relation ends each."""
    n = max(graph.num_entities, 1)
    degree = np.bincount(end, minlength=n)
    bounds = np.searchsorted(np.cumsum(degree), np.arange(CHUNK, int(degree.sum()), CHUNK))
    edges = np.unique(np.concatenate([[0], bounds + 1, [n]]))
    distinct = np.zeros(groups, np.int64)
    for low, high in zip(edges[:-1].tolist(), edges[1:].tolist(), strict=True):
        relations = np.flatnonzero((end >= low) & (end < high)).astype(np.int64)
        if not len(relations):
            continue
        g, rel = group(relations)
        pairs = np.unique(g * n + end[rel].astype(np.int64))
        distinct += np.bincount(pairs // n, minlength=groups)
    return distinct


def label_type_table(graph: Graph, *, end: str) -> IntArray:
    """``table[label, type]``: the relations of each label whose ``end`` (head or tail) is
    of each type (an entity of two types counts under both)."""
    nt, nl = len(graph.type_names), len(graph.label_names)
    indptr, indices = graph.entity_type_indptr, graph.entity_type_indices
    counts = indptr[1:] - indptr[:-1]
    ends = graph.heads if end == "head" else graph.tails
    table = np.zeros(nl * nt, np.int64)
    for part in _chunks(graph.num_relations, CHUNK):
        at = ends[part].astype(np.int64)
        rows = np.repeat(np.arange(part.start, part.stop), counts[at])
        types = indices[csr_positions(indptr, at)].astype(np.int64)
        keys = graph.relation_labels[rows].astype(np.int64) * nt + types
        table += np.bincount(keys, minlength=nl * nt)
    return table.reshape(nl, nt)
