"""A graph read from a Kùzu database table by table, as integers: the build for graphs at scale.

:meth:`KuzuSource.pages() <graphpaths.sources.kuzu.KuzuSource.pages>` streams records, a
Python object per node and relationship: right for a sync and for mappings reading
attributes, slow for ten million relationships. :func:`graph_from_tables` reads the same
graph the way Kùzu stores it:

- each node table once, streamed, as ``(offset, id, name, description)`` rows (Kùzu
  numbers the nodes of a table ``0..n-1``: ``offset(id(n))``);
- each relationship table once per (from table, to table) pair it connects
  (``CALL show_connection``), streamed, as two integer columns: the endpoints' offsets,
  kept in numpy chunks, never as records.

Then it numbers what :func:`~graphpaths.sources.streaming.graph_from_pages` numbers: the
entities in the order of their ids (an id in two node tables is one entity with both
types, the first name and description that is not blank winning), types and labels in the mapping's order then by
name, the relations sorted by head, label name and tail, a repeated relationship kept once.
So the graph is the one :func:`~graphpaths.sources.streaming.graph_from_pages` makes of
the records, fingerprint included (the tests check it).

Memory: the entity ids and names, two int32 per relationship (one table at a time as
Kùzu returns it, streamed), then the graph's columns; no record per relationship.

Not read here: node or relationship attributes (a mapping with ``attributes`` or
``relationship_attributes`` is refused), and the mapping's ``node_labels`` filter;
:meth:`KuzuSource.graph() <graphpaths.sources.kuzu.KuzuSource.graph>` reads those mappings
from records (:meth:`~graphpaths.sources.kuzu.KuzuSource.pages`) and every other one here.

Example:
    >>> import kuzu, tempfile, pathlib
    >>> db = kuzu.Database(str(pathlib.Path(tempfile.mkdtemp()) / "db"))
    >>> conn = kuzu.Connection(db)
    >>> _ = conn.execute("CREATE NODE TABLE person(id STRING, name STRING, PRIMARY KEY(id))")
    >>> _ = conn.execute("CREATE REL TABLE knows(FROM person TO person)")
    >>> _ = conn.execute("CREATE (:person {id: 'b', name: 'Bo'}), (:person {id: 'a'})")
    >>> _ = conn.execute("MATCH (x:person {id: 'a'}), (y:person {id: 'b'}) CREATE (x)-[:knows]->(y)")
    >>> from graphpaths.sources.kuzu import KuzuSource
    >>> from graphpaths.sources.mapping import CypherMapping
    >>> g = graph_from_tables(KuzuSource(conn, CypherMapping(description_property=None)))
    >>> g.entity_ids, g.names, g.relation_text(0)
    (['a', 'b'], ['a', 'Bo'], 'a knows Bo')
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

import numpy as np
import numpy.typing as npt

from graphpaths.errors import ConfigError, GraphFormatError
from graphpaths.graph import DEFAULT_TYPE, Graph, TypeInference, assign_types
from graphpaths.graph.model import TypeOrigin
from graphpaths.sources.mapping import CypherMapping, quote_identifier
from graphpaths.sources.records import numbering

__all__ = ["TableSource", "graph_from_tables", "unreadable"]


class TableSource(Protocol):
    """What this reader asks of a :class:`~graphpaths.sources.kuzu.KuzuSource`."""

    mapping: CypherMapping

    def stream(
        self, query: str, parameters: Mapping[str, Any], operation: str
    ) -> Iterator[list[Any]]: ...

    def columns(self, table: str) -> set[str] | None: ...

    def node_tables(self) -> list[str]: ...

    def relationship_connections(self) -> list[tuple[str, str, str]]: ...


#: ``progress(stage, done, total=...)``, as the index build reports.
Progress = Callable[..., None]
#: Relationship rows gathered per numpy chunk.
_CHUNK = 1 << 20

IntArray = npt.NDArray[np.int64]


@dataclass
class _NodeTable:
    name: str
    ids: list[str]
    names: list[str | None]
    descriptions: list[str | None]
    #: offset in the table -> row of ``ids`` (-1: no node with an id there)
    row_of: IntArray


def unreadable(mapping: CypherMapping) -> list[str]:
    """The settings of ``mapping`` this reader does not read (empty: it reads it)."""
    m = mapping
    return [
        name
        for name, value in (
            ("attributes", m.attributes),
            ("relationship_attributes", m.relationship_attributes),
            ("node_labels", m.node_labels),
        )
        if value
    ]


def _check_mapping(source: TableSource) -> None:
    refused = unreadable(source.mapping)
    if refused:
        raise ConfigError(
            f"graph_from_tables reads ids, names, descriptions, types and labels only; the "
            f"mapping sets {', '.join(refused)}: read this source with source.graph()"
        )


def _node_table(source: TableSource, table: str) -> _NodeTable:
    m = source.mapping
    key = f"n.{m.quoted(m.id_property)}"
    columns = source.columns(table) or set()

    def column(name: str | None) -> str:
        # a column the table lacks cannot be named in Kùzu: read as missing
        return f"n.{m.quoted(name)}" if name and name in columns else "NULL"

    offsets: list[int] = []
    ids: list[str] = []
    names: list[str | None] = []
    descriptions: list[str | None] = []
    for offset, raw_id, raw_name, raw_description in source.stream(
        f"MATCH (n:{quote_identifier(table, 'table')}) WHERE {key} IS NOT NULL "
        f"RETURN offset(id(n)), {key}, {column(m.name_property)} AS name, "
        f"{column(m.description_property)} AS description",
        {},
        f"reading the nodes of table {table!r}",
    ):
        offsets.append(int(offset))
        ids.append(str(raw_id))
        names.append(_text(raw_name))
        descriptions.append(_text(raw_description))
    row_of = np.full(max(offsets, default=-1) + 1, -1, np.int64)
    row_of[np.asarray(offsets, np.int64)] = np.arange(len(offsets), dtype=np.int64)
    return _NodeTable(name=table, ids=ids, names=names, descriptions=descriptions, row_of=row_of)


def _text(value: object) -> str | None:
    """A name or description as a record keeps it: None when missing or blank."""
    if value is None:
        return None
    text = str(value)
    return text if text.strip() else None


def _first_texts(values: list[str | None], entity_of_row: IntArray, count: int) -> list[str | None]:
    """Per entity, the first of its rows' ``values`` that is not None (rows in table
    order, as records of one id merge)."""
    out: list[str | None] = [None] * count
    for value, entity in zip(values, entity_of_row.tolist(), strict=True):
        if value is not None and out[entity] is None:
            out[entity] = value
    return out


def _pairs(source: TableSource, label: str, head: str, tail: str) -> tuple[IntArray, IntArray]:
    """The ``(head offset, tail offset)`` of every ``label`` relationship from table
    ``head`` to table ``tail``, streamed into numpy chunks."""
    chunks: list[npt.NDArray[np.int32]] = []
    buffer = np.empty((_CHUNK, 2), np.int32)
    filled = 0
    for a, b in source.stream(
        f"MATCH (a:{quote_identifier(head, 'table')})-[r:{quote_identifier(label, 'label')}]->"
        f"(b:{quote_identifier(tail, 'table')}) RETURN offset(id(a)), offset(id(b))",
        {},
        f"reading the {label!r} relationships from {head!r} to {tail!r}",
    ):
        buffer[filled, 0] = a
        buffer[filled, 1] = b
        filled += 1
        if filled == _CHUNK:
            chunks.append(buffer.copy())
            filled = 0
    chunks.append(buffer[:filled].copy())
    pairs = np.concatenate(chunks)
    return pairs[:, 0].astype(np.int64), pairs[:, 1].astype(np.int64)


def graph_from_tables(
    source: TableSource,
    *,
    default_type: str = DEFAULT_TYPE,
    types: Mapping[str, str | Iterable[str]] | None = None,
    infer_types: bool = True,
    type_inference: TypeInference | None = None,
    progress: Progress | None = None,
) -> Graph:
    """The graph :func:`~graphpaths.sources.streaming.graph_from_pages` makes of
    ``source.pages()``, read table by table as integers (module docstring; ``types``,
    ``infer_types`` and ``type_inference`` as there). Every node table is a type (the mapping's ``type_labels``, when given,
    first and alone: a node of no such table gets ``default_type``).

    Raises:
        ConfigError: the mapping reads what this reader does not (module docstring).
        GraphFormatError: no node.
        StoreError: Kùzu failed (naming the database and the query's purpose).
    """
    _check_mapping(source)
    report: Progress = progress or (lambda *_a, **_k: None)
    m = source.mapping
    tables = [_node_table(source, t) for t in source.node_tables()]
    report("nodes", sum(len(t.ids) for t in tables))
    all_ids = np.asarray([i for t in tables for i in t.ids], dtype=object)
    if not len(all_ids):
        raise GraphFormatError("the source holds no nodes, nothing to index")
    # entities in the order of their ids; an id in several tables is one entity
    unique_ids, entity_of_row = np.unique(all_ids, return_inverse=True)
    ids = unique_ids.tolist()
    named = _first_texts([n for t in tables for n in t.names], entity_of_row, len(ids))
    names = [name or entity_id for name, entity_id in zip(named, ids, strict=True)]
    descriptions = _first_texts(
        [d for t in tables for d in t.descriptions], entity_of_row, len(ids)
    )
    del all_ids, named
    starts = np.cumsum([0, *(len(t.ids) for t in tables)])
    type_names, pairs, given = _entity_types(
        tables, entity_of_row, len(ids), m.type_labels, default_type
    )
    entity_type_indptr = np.searchsorted(pairs[:, 0], np.arange(len(ids) + 1)).astype(np.int64)
    global_row = {t.name: (t, int(start)) for t, start in zip(tables, starts[:-1], strict=True)}

    label_names, heads, labels, tails = _relations(source, global_row, entity_of_row, report)
    heads, labels, tails = _sorted_relations(heads, labels, tails, label_names)
    graph = Graph(
        entity_ids=ids,
        names=names,
        descriptions=descriptions,
        type_names=type_names,
        entity_type_indptr=entity_type_indptr,
        entity_type_indices=pairs[:, 1].astype(np.int32),
        label_names=label_names,
        heads=heads,
        tails=tails,
        relation_labels=labels,
        type_origin=TypeOrigin(source="given" if given else "default"),
    )
    return assign_types(graph, types=types, infer_types=infer_types, inference=type_inference)


def _entity_types(
    tables: list[_NodeTable],
    entity_of_row: IntArray,
    count: int,
    wanted: tuple[str, ...] | None,
    default_type: str,
) -> tuple[list[str], IntArray, bool]:
    """The type names, the sorted ``(entity, type)`` pairs and whether any type is
    given (not all the default), as records make them: a
    table with nodes is a type (of ``wanted`` only, when given, numbered in its order,
    the others by name); an entity of no typed table gets ``default_type``, numbered
    after them."""
    typed = [t.name for t in tables if t.ids and (wanted is None or t.name in wanted)]
    type_names = numbering(typed, wanted or ())
    type_index = {name: i for i, name in enumerate(type_names)}
    row_type = np.concatenate(
        [np.full(len(t.ids), type_index.get(t.name, -1), np.int64) for t in tables]
    )
    has_type = np.zeros(count, bool)
    has_type[entity_of_row[row_type >= 0]] = True
    untyped = np.flatnonzero(~has_type)
    if len(untyped):
        if default_type not in type_index:
            type_index[default_type] = len(type_names)
            type_names = [*type_names, default_type]
        row_type = np.concatenate((row_type, np.full(len(untyped), type_index[default_type])))
        entity_of_row = np.concatenate((entity_of_row, untyped))
    keep = row_type >= 0
    pairs = np.unique(np.stack((entity_of_row[keep], row_type[keep]), axis=1), axis=0)
    return type_names, pairs, bool(typed)


def _relations(
    source: TableSource,
    global_row: dict[str, tuple[_NodeTable, int]],
    entity_of_row: IntArray,
    report: Progress,
) -> tuple[list[str], IntArray, npt.NDArray[np.int32], IntArray]:
    """The label names and the relations' (head, label, tail) entity numbers, read
    relationship table by table (those between node tables read)."""
    m = source.mapping
    heads_parts: list[IntArray] = []
    tails_parts: list[IntArray] = []
    label_parts: list[npt.NDArray[np.int32]] = []
    wanted_labels = m.relationship_types
    connections = [
        (label, head, tail)
        for label, head, tail in source.relationship_connections()
        if (not wanted_labels or label in wanted_labels)
        and head in global_row
        and tail in global_row
    ]
    label_names = numbering({label for label, _, _ in connections}, wanted_labels)
    label_index = {name: i for i, name in enumerate(label_names)}
    read = 0
    for label, head, tail in connections:
        a, b = _pairs(source, label, head, tail)
        (ht, hstart), (tt, tstart) = global_row[head], global_row[tail]
        h, t = _rows(ht, a), _rows(tt, b)
        keep = (h >= 0) & (t >= 0)
        heads_parts.append(entity_of_row[h[keep] + hstart])
        tails_parts.append(entity_of_row[t[keep] + tstart])
        label_parts.append(np.full(int(keep.sum()), label_index[label], np.int32))
        read += len(a)
        report("relations", read)
    heads = np.concatenate(heads_parts) if heads_parts else np.zeros(0, np.int64)
    tails = np.concatenate(tails_parts) if tails_parts else np.zeros(0, np.int64)
    labels = np.concatenate(label_parts) if label_parts else np.zeros(0, np.int32)
    # a label no relation read carries is none, as with records (an empty table)
    carried = np.bincount(labels, minlength=len(label_names)) > 0
    number = (np.cumsum(carried) - 1).astype(np.int32)
    kept = [name for name, has in zip(label_names, carried.tolist(), strict=True) if has]
    return kept, heads, number[labels], tails


def _rows(table: _NodeTable, offsets: IntArray) -> IntArray:
    """Rows of ``table`` at ``offsets`` (-1 where no node with an id is)."""
    inside = offsets < len(table.row_of)
    out = np.full(len(offsets), -1, np.int64)
    out[inside] = table.row_of[offsets[inside]]
    return out


def _sorted_relations(
    heads: IntArray, labels: npt.NDArray[np.int32], tails: IntArray, label_names: list[str]
) -> tuple[IntArray, npt.NDArray[np.int32], IntArray]:
    """The relations in ``graph_from_pages``' order (head, label name, tail), each
    ``(head, label, tail)`` once."""
    rank = np.argsort(np.argsort(np.asarray(label_names, dtype=object))).astype(np.int64)
    by_name = rank[labels] if len(labels) else labels.astype(np.int64)
    order = np.lexsort((tails, by_name, heads))
    heads, labels, tails = heads[order], labels[order], tails[order]
    if len(heads) > 1:
        same = (heads[1:] == heads[:-1]) & (labels[1:] == labels[:-1]) & (tails[1:] == tails[:-1])
        keep = np.concatenate(([True], ~same))
        heads, labels, tails = heads[keep], labels[keep], tails[keep]
    return heads, labels, tails
