"""One hop of the pushed-down search in Kùzu, by the nodes' own addresses.

:meth:`KuzuSource.neighbours <graphpaths.sources.kuzu.KuzuSource.neighbours>` matches the
frontier by its ids as strings, over every node table: Kùzu 0.11 answers
``a.id IN $ids`` by scanning the table and comparing each id with every string of the list
(``EXPLAIN``: ``SCAN_NODE_TABLE`` then ``FILTER``), and ``UNWIND $ids AS i MATCH (a {id: i})``
by a hash join over a scan of the whole relationship table; only one id at a time
(``MATCH (a:T {id: $id})``) reaches the primary-key index. On a 1M-node / 10M-relationship
database a batch of 500 frontier ids took ~3 s per table that way, and 60 s when the
target block (10,000 ids) was sent too.

:class:`KuzuHops` asks by the address Kùzu gives every node: its table and its offset in
the table (``offset(id(n))``). A streaming pass at first use reads every node table's
``(id, offset)`` and keeps, as integer arrays, the offset of each entity of the graph and
the entity at each offset (a few bytes per entity; no id strings, no relations). A hop is
then, per node table of the frontier and per direction, one parameterised query:

    MATCH (a:`T`)-[r:`L1`|`L2`]->(b) WHERE offset(id(a)) IN $offsets
    RETURN offset(id(a)), label(r), label(b), offset(id(b))

the frontier's offsets a parameter (integers: compared as integers, ~10x faster than the
strings), the relationship tables those of the allowed labels that leave (or reach) ``T``
(checked identifiers, backtick-quoted; a label that is no identifier is matched on the
rows), the other end read from the relationship's own columns (no join with its table).
The target block is applied to the rows (:class:`~graphpaths.sources.access.StoreAccess`),
never sent: a long list in ``IN`` is what made the old hop slow.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from graphpaths.graph import Graph
from graphpaths.sources.cypher import hop_types
from graphpaths.sources.kuzu import KuzuSource
from graphpaths.sources.mapping import IDENTIFIER, quote_identifier

__all__ = ["HopRows", "KuzuHops"]

IntArray = npt.NDArray[np.int64]


@dataclass(frozen=True, kw_only=True)
class HopRows:
    """The relationships at a frontier, as the graph's numbers: row ``i`` joins
    ``sources[i]`` (in the frontier) through label ``labels[i]`` to ``others[i]``;
    ``outgoing[i]``: it points from the source. Unordered, with repeats."""

    sources: IntArray
    labels: IntArray
    others: IntArray
    outgoing: npt.NDArray[np.bool_]

    @classmethod
    def empty(cls) -> HopRows:
        none = np.zeros(0, np.int64)
        return cls(sources=none, labels=none, others=none, outgoing=np.zeros(0, np.bool_))

    def __len__(self) -> int:
        return len(self.sources)


class KuzuHops:
    """The hops of ``graph`` (the graph ``source`` holds) read in Kùzu by node offsets
    (module docstring). ``queries`` counts the queries sent."""

    def __init__(self, source: KuzuSource, graph: Graph) -> None:
        self.source = source
        self.graph = graph
        self.queries = 0
        self.tables = source.node_tables()
        self._table_index = {name: i for i, name in enumerate(self.tables)}
        self._label_index = {name: i for i, name in enumerate(graph.label_names)}
        # every (relationship table, from table, to table) the database holds
        self._connections = [
            c for c in source.relationship_connections() if c[1] in self._table_index
        ]
        n = graph.num_entities
        #: entity -> (table, offset) of its first table; -1: none
        self._home_table = np.full(n, -1, np.int16)
        self._home_offset = np.full(n, -1, np.int64)
        #: entities in more than one table: their other (table, offset)s
        self._more: dict[int, list[tuple[int, int]]] = {}
        #: per table: offset -> entity (-1: a node the graph lacks)
        self._entity_at: list[IntArray] = [self._read_table(t) for t in range(len(self.tables))]

    def _read_table(self, t: int) -> IntArray:
        table, m, g = self.tables[t], self.source.mapping, self.graph
        key = f"n.{m.quoted(m.id_property)}"
        offsets: list[int] = []
        entities: list[int] = []
        for raw_id, offset in self.source.stream(
            f"MATCH (n:{quote_identifier(table, 'table')}) WHERE {key} IS NOT NULL "
            f"RETURN {key}, offset(id(n))",
            {},
            f"reading the node offsets of table {table!r}",
        ):
            entity_id = str(raw_id)
            if not g.has_entity(entity_id):
                continue
            e = g.index_of(entity_id)
            offsets.append(int(offset))
            entities.append(e)
            if self._home_table[e] < 0:
                self._home_table[e], self._home_offset[e] = t, int(offset)
            else:
                self._more.setdefault(e, []).append((t, int(offset)))
        entity_at = np.full(max(offsets, default=-1) + 1, -1, np.int64)
        entity_at[np.asarray(offsets, np.int64)] = np.asarray(entities, np.int64)
        return entity_at

    def _addresses(self, frontier: IntArray) -> dict[int, list[int]]:
        """The frontier's offsets, per table."""
        by_table: dict[int, list[int]] = {}
        tables, offsets = self._home_table[frontier], self._home_offset[frontier]
        for t in np.unique(tables[tables >= 0]).tolist():
            by_table[t] = offsets[tables == t].tolist()
        for e in frontier.tolist():
            for t, offset in self._more.get(e, ()):
                by_table.setdefault(t, []).append(offset)
        return by_table

    def _pattern(self, table: str, allowed: Sequence[str], outgoing: bool) -> str | None:
        """The relationship tables of a hop from ``table`` (``:`L1`|`L2```), "" for any,
        None when no allowed relationship touches ``table`` in that direction."""
        end = 1 if outgoing else 2
        present = sorted({c[0] for c in self._connections if c[end] == table})
        if allowed:
            present = [label for label in present if label in allowed]
        if not present:
            return None
        if not all(IDENTIFIER.fullmatch(label) for label in present):
            return ""  # matched on the rows (a table Kùzu names otherwise)
        return ":" + "|".join(quote_identifier(label, "label") for label in present)

    def rows(
        self, frontier: npt.NDArray[Any], labels: Sequence[str] = (), *, batch: int = 500
    ) -> HopRows:
        """The relationships of ``labels`` (empty: any) at the entities of ``frontier``
        (entity indices), in either direction: one query per node table, direction and
        batch of ``batch`` frontier nodes."""
        allowed = hop_types(self.source.mapping, labels)
        front = np.unique(np.asarray(frontier, np.int64))
        if allowed is None or not len(front):
            return HopRows.empty()
        parts: list[tuple[IntArray, IntArray, IntArray, bool]] = []
        for t, offsets in self._addresses(front).items():
            table = quote_identifier(self.tables[t], "table")
            for outgoing in (True, False):
                pattern = self._pattern(self.tables[t], allowed, outgoing)
                if pattern is None:
                    continue
                arrow = f"-[r{pattern}]->" if outgoing else f"<-[r{pattern}]-"
                query = (
                    f"MATCH (a:{table}){arrow}(b) WHERE offset(id(a)) IN $offsets "
                    "RETURN offset(id(a)), label(r), label(b), offset(id(b))"
                )
                for start in range(0, len(offsets), batch):
                    self.queries += 1
                    found = self.source.stream(
                        query,
                        {"offsets": offsets[start : start + batch]},
                        f"reading the neighbours of {len(offsets[start : start + batch])} "
                        f"nodes of table {self.tables[t]!r}",
                    )
                    parts.append((*self._numbered(t, found, allowed), outgoing))
        return _joined(parts)

    def _numbered(
        self, t: int, found: Any, allowed: Sequence[str]
    ) -> tuple[IntArray, IntArray, IntArray]:
        """Rows ``(offset, label, table, offset)`` as (source, label, other) entity and
        label indices; rows of labels not allowed or entities the graph lacks left out."""
        sources, labels, others = [], [], []
        label_index, table_index = self._label_index, self._table_index
        for a, label, b_table, b in found:
            j = label_index.get(label, -1)
            u = table_index.get(b_table, -1)
            if j < 0 or u < 0 or (allowed and label not in allowed):
                continue
            sources.append(a)
            labels.append(j)
            others.append(self._entity_or_none(u, b))
        source_at = self._entity_at[t]
        src = source_at[np.asarray(sources, np.int64)] if sources else np.zeros(0, np.int64)
        other = np.asarray(others, np.int64)
        keep = (src >= 0) & (other >= 0)
        return src[keep], np.asarray(labels, np.int64)[keep], other[keep]

    def _entity_or_none(self, table: int, offset: int) -> int:
        at = self._entity_at[table]
        return int(at[offset]) if offset < len(at) else -1


def _joined(parts: list[tuple[IntArray, IntArray, IntArray, bool]]) -> HopRows:
    if not parts:
        return HopRows.empty()
    return HopRows(
        sources=np.concatenate([p[0] for p in parts]),
        labels=np.concatenate([p[1] for p in parts]),
        others=np.concatenate([p[2] for p in parts]),
        outgoing=np.concatenate([np.full(len(p[0]), p[3], np.bool_) for p in parts]),
    )
