"""A graph read from a Cypher database: FalkorDB, Neo4j or Memgraph, through their drivers.

:class:`CypherSource` reads the nodes and relationships a
:class:`~graphpaths.sources.mapping.CypherMapping` names, in pages, with the openCypher
the three databases share (``MATCH``, ``WHERE``, ``labels()``, ``type()``, ``ORDER BY``,
``LIMIT``, ``IN``): the nodes in pages ordered by id (keyset: each page starts after the
last id of the one before, so no page re-reads those before it), the relationships for a
page of nodes at a time (those leaving the page's nodes). Memory holds one page.

It talks to the database through a :class:`CypherRunner` (one query, its parameters, the
rows): :class:`~graphpaths.sources.drivers.FalkorDBRunner` (the ``falkordb`` client) and
:class:`~graphpaths.sources.drivers.BoltRunner` (the ``neo4j`` driver: Neo4j, Memgraph)
make one; a runner turns the driver's failures into
:class:`~graphpaths.errors.StoreError` naming ``host:port`` and the operation, and a
source whose database went away answers again once it is back (the drivers reconnect).

Every value a query needs is a parameter (``$after``, ``$ids``, ``$since``, ``$types``);
the property names and labels of the mapping are checked identifiers, backtick-quoted.

Ids must be of one kind in the store (all strings or all integers): the pages are ordered
by id, and a full read checks that it read as many nodes as the store counts.

:meth:`CypherSource.neighbours` is one hop of a search done in the database (a batch of
entity ids in, their neighbours through relationships of the given types out), the shape
a pushed-down hop search calls.
"""

from __future__ import annotations

import functools
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from graphpaths.errors import InputError
from graphpaths.graph import Graph
from graphpaths.sources.mapping import (
    CypherMapping,
    node_record,
    relationship_record,
    version_of,
)
from graphpaths.sources.records import GraphRecords, NodeRecord, RelationshipRecord
from graphpaths.sources.streaming import graph_from_pages

__all__ = [
    "CypherRunner",
    "CypherSource",
    "Neighbour",
    "NodePage",
    "PagedSource",
    "RecordsPage",
    "hop_types",
    "neighbours_of",
    "node_page",
]


@runtime_checkable
class CypherRunner(Protocol):
    """Runs one parameterised Cypher query and returns its rows (values in RETURN order).

    ``location`` names the store (``host:port/graph``) in errors; ``operation`` says what
    the query was for. A failure raises :class:`~graphpaths.errors.StoreError` naming both.
    """

    @property
    def location(self) -> str: ...

    def run(
        self, query: str, parameters: Mapping[str, Any], *, operation: str
    ) -> list[Sequence[Any]]: ...

    def close(self) -> None: ...


@dataclass(frozen=True, kw_only=True)
class NodePage:
    """One page of nodes: their records, the raw ids as stored (to query their
    relationships) and the highest version among them (None without versions)."""

    nodes: list[NodeRecord]
    raw_ids: list[Any]
    max_version: float | None = None


#: One node as read: its labels and its properties (those the mapping reads, or all).
NodeRow = tuple[Sequence[Any], dict[str, Any]]


def keyset_pages(
    mapping: CypherMapping, fetch: Callable[[Any], list[NodeRow]]
) -> Iterator[NodePage]:
    """Pages of nodes ordered by id: ``fetch(after)`` returns the next
    ``mapping.page_size`` nodes after the raw id ``after`` (None: the first ones)."""
    after: Any = None
    while True:
        rows = fetch(after)
        if not rows:
            return
        page = node_page(mapping, rows)
        yield page
        if len(rows) < mapping.page_size:
            return
        after = page.raw_ids[-1]


def node_page(mapping: CypherMapping, rows: Sequence[NodeRow]) -> NodePage:
    """The page of ``rows`` (nodes as read): their records, raw ids and highest version."""
    nodes, raw_ids, top = [], [], None
    for labels, properties in rows:
        record = node_record(mapping, labels, properties)
        nodes.append(record)
        raw_ids.append(properties[mapping.id_property])
        if mapping.version_property is not None:
            v = version_of(mapping, record.id, properties.get(mapping.version_property))
            if v is not None and (top is None or v > top):
                top = v
    return NodePage(nodes=nodes, raw_ids=raw_ids, max_version=top)


@dataclass(frozen=True, kw_only=True)
class RecordsPage:
    """A page of the graph: nodes and the relationships leaving them (their targets may
    be on other pages, so a page is not a :class:`GraphRecords` of its own), and the
    highest version among the nodes (None without versions)."""

    nodes: list[NodeRecord]
    relationships: list[RelationshipRecord]
    max_version: float | None = None


class PagedSource(ABC):
    """What a database source shares: :meth:`pages` and :meth:`read` over its
    :meth:`check_ids`, :meth:`node_pages` and :meth:`relationships_of`."""

    mapping: CypherMapping

    @abstractmethod
    def check_ids(self) -> None:
        """Raise :class:`~graphpaths.errors.InputError` naming a node without an id."""

    @abstractmethod
    def node_pages(self, *, since: float | None = None) -> Iterator[NodePage]:
        """The nodes in pages ordered by id; with ``since``, only those whose
        ``version_property`` is above it."""

    @abstractmethod
    def relationships_of(self, raw_ids: Sequence[Any]) -> list[RelationshipRecord]:
        """The relationships leaving the nodes of ``raw_ids`` (ids as stored)."""

    @abstractmethod
    def relationships_into(self, raw_ids: Sequence[Any]) -> list[RelationshipRecord]:
        """The relationships arriving at the nodes of ``raw_ids`` (ids as stored)."""

    @abstractmethod
    def count_ids(self) -> int:
        """How many distinct node ids the mapping reads (a node of two tables or labels
        counted once)."""

    @abstractmethod
    def describe(self) -> str:
        """What this source reads (``cypher:host:port/graph``, ``kuzu:PATH``)."""

    @abstractmethod
    def close(self) -> None:
        """Release the connection."""

    def count_nodes(self) -> int | None:
        """How many nodes the mapping reads (None: not counted)."""
        return None

    def top_version(self) -> float | None:
        """The highest ``version_property`` among the nodes the mapping reads (None:
        no version property, or no node has one): the mark an index built from this
        source records, read before the graph (a write during the read then has a higher
        version, so the next sync reads it)."""
        return None

    def id_pages(self) -> Iterator[list[Any]]:
        """Every node's raw id (as stored), in pages."""
        for page in self.node_pages():
            yield page.raw_ids

    def node_ids(self) -> Iterator[Any]:
        """Every node's raw id, in no set order (what a sync checks for deletions)."""
        for ids in self.id_pages():
            yield from ids

    def relationship_pages(self) -> Iterator[list[RelationshipRecord]]:
        """Every relationship read, a page of source nodes at a time."""
        for ids in self.id_pages():
            yield self.relationships_of(ids)

    def pages(self) -> Iterator[RecordsPage]:
        """The graph in pages: a page of nodes and the relationships leaving them. Checks
        first that every node has an id, and after that it read every node."""
        self.check_ids()
        seen = 0
        for page in self.node_pages():
            seen += len(page.nodes)
            yield RecordsPage(
                nodes=page.nodes,
                relationships=self.relationships_of(page.raw_ids),
                max_version=page.max_version,
            )
        counted = self.count_nodes()
        if counted is not None and counted != seen:
            raise InputError(
                f"{self.describe()}: read {seen} nodes but the store counts {counted}: ids "
                "of mixed kinds (all strings or all integers, please), or the graph changed "
                "while it was read (read it again)"
            )

    def read(self) -> GraphRecords:
        """Every node and relationship the mapping names, as one set of records; types and
        labels numbered in the order of the mapping's ``type_labels`` and
        ``relationship_types``, then by name (:func:`~graphpaths.sources.records.numbering`)."""
        nodes: list[NodeRecord] = []
        relationships: list[RelationshipRecord] = []
        for page in self.pages():
            nodes.extend(page.nodes)
            relationships.extend(page.relationships)
        return GraphRecords(
            nodes=tuple(nodes),
            relationships=tuple(relationships),
            type_order=self.mapping.type_labels or (),
            label_order=self.mapping.relationship_types,
        )

    def graph(self, **options: Any) -> Graph:
        """The :class:`~graphpaths.graph.Graph` of :meth:`read`, built as the pages come
        without holding their records (:func:`~graphpaths.sources.streaming.graph_from_pages`;
        ``options``: those of :func:`~graphpaths.sources.records.graph_from_records`)."""
        return graph_from_pages(
            self.pages(),
            type_order=self.mapping.type_labels or (),
            label_order=self.mapping.relationship_types,
            **options,
        )


@dataclass(frozen=True, kw_only=True)
class Neighbour:
    """One step of a hop: from ``source`` (an id of the frontier) through a relationship
    of ``label`` to ``target``; ``outgoing``: the relationship points from source to target."""

    source: str
    label: str
    target: str
    outgoing: bool


class CypherSource(PagedSource):
    """The graph a :class:`CypherMapping` reads from a Cypher database.

    Example (FalkorDB on localhost; any runner will do)::

        from graphpaths.sources.cypher import CypherSource
        from graphpaths.sources.drivers import FalkorDBRunner
        from graphpaths.sources.mapping import CypherMapping

        source = CypherSource(
            FalkorDBRunner("localhost", 6379, graph="movies"),
            CypherMapping(id_property="uid", attributes=("tenant",)),
        )
        records = source.read()   # GraphRecords: nodes and relationships
        graph = source.graph()    # or DotRAG.from_records(records, index_dir=...)
    """

    def __init__(self, runner: CypherRunner, mapping: CypherMapping | None = None) -> None:
        self.runner = runner
        self.mapping = mapping if mapping is not None else CypherMapping()
        m = self.mapping
        self._id = f"n.{m.quoted(m.id_property)}"
        self._columns = m.node_properties()

    @property
    def location(self) -> str:
        return self.runner.location

    def describe(self) -> str:
        """What this source reads, for an index's record of its syncs."""
        return f"cypher:{self.location}"

    def close(self) -> None:
        self.runner.close()

    # -- queries ------------------------------------------------------------------------
    def _labels(self, var: str) -> str | None:
        labels = self.mapping.node_labels
        if not labels:
            return None
        return "(" + " OR ".join(f"{var}:{self.mapping.quoted(lab)}" for lab in labels) + ")"

    def _nodes_where(self, condition: str) -> str:
        """``condition`` on node ``n``, and the mapping's node labels when it has some."""
        labels = self._labels("n")
        return condition if labels is None else f"{condition} AND {labels}"

    def _node_query(self, *, after: bool, since: bool, ids_only: bool) -> str:
        m = self.mapping
        where = [f"{self._id} IS NOT NULL"]
        if (labels := self._labels("n")) is not None:
            where.append(labels)
        if after:
            where.append(f"{self._id} > $after")
        if since and m.version_property is not None:
            version = f"n.{m.quoted(m.version_property)}"
            where.append(f"({version} > $since OR {version} IS NULL)")
        if ids_only:
            columns = f"{self._id} AS id"
        else:
            props = ", ".join(f"n.{m.quoted(p)} AS p{i}" for i, p in enumerate(self._columns))
            columns = f"labels(n) AS labels, {props}"
        return (
            f"MATCH (n) WHERE {' AND '.join(where)} RETURN {columns} "
            f"ORDER BY {self._id} LIMIT $limit"
        )

    def _relationship_query(self, *, into: bool = False) -> str:
        m = self.mapping
        source, target = f"a.{m.quoted(m.id_property)}", f"b.{m.quoted(m.id_property)}"
        given, other = (target, source) if into else (source, target)
        where = [f"{given} IN $ids", f"{other} IS NOT NULL"]
        for var in ("a", "b"):
            if (labels := self._labels(var)) is not None:
                where.append(labels)
        if m.relationship_types:
            where.append("type(r) IN $types")
        props = "".join(
            f", r.{m.quoted(p)} AS r{i}" for i, p in enumerate(m.relationship_attributes)
        )
        # The given nodes first in the pattern: FalkorDB walks it from there (from the
        # other end, a read into 10 nodes of a 1M-relationship graph took 44 s, not 0.3 s).
        pattern = "(b)<-[r]-(a)" if into else "(a)-[r]->(b)"
        return (
            f"MATCH {pattern} WHERE {' AND '.join(where)} "
            f"RETURN {source} AS source, type(r) AS label, {target} AS target{props}"
        )

    # -- reading ------------------------------------------------------------------------
    def check_ids(self) -> None:
        """Raise :class:`~graphpaths.errors.InputError` naming a node read by the mapping
        that has no id property (its labels and first properties), if there is one."""
        rows = self.runner.run(
            f"MATCH (n) WHERE {self._nodes_where(f'{self._id} IS NULL')} "
            "RETURN labels(n), properties(n) LIMIT 1",
            {},
            operation="checking that every node has an id",
        )
        if rows:
            labels_, properties = rows[0][0], rows[0][1]
            node_record(self.mapping, list(labels_ or ()), dict(properties or {}))

    def count_nodes(self) -> int | None:
        """How many nodes the mapping reads."""
        where = f" WHERE {labels}" if (labels := self._labels("n")) is not None else ""
        rows = self.runner.run(
            f"MATCH (n){where} RETURN count(n)", {}, operation="counting the nodes"
        )
        return int(rows[0][0]) if rows else 0

    def top_version(self) -> float | None:
        """The highest ``version_property`` among the nodes read (one query)."""
        m = self.mapping
        if m.version_property is None:
            return None
        version = f"n.{m.quoted(m.version_property)}"
        rows = self.runner.run(
            f"MATCH (n) WHERE {self._nodes_where(f'{version} IS NOT NULL')} RETURN max({version})",
            {},
            operation="reading the highest version",
        )
        return version_of(m, "with the highest version", rows[0][0]) if rows else None

    def count_ids(self) -> int:
        """How many distinct node ids the mapping reads (one count query)."""
        rows = self.runner.run(
            f"MATCH (n) WHERE {self._nodes_where(f'{self._id} IS NOT NULL')} "
            f"RETURN count(DISTINCT {self._id})",
            {},
            operation="counting the node ids",
        )
        return int(rows[0][0]) if rows else 0

    def _fetch(self, after: Any, *, since: float | None, ids_only: bool) -> list[NodeRow]:
        parameters: dict[str, Any] = {"limit": self.mapping.page_size}
        if after is not None:
            parameters["after"] = after
        if since is not None:
            parameters["since"] = since
        rows = self.runner.run(
            self._node_query(after=after is not None, since=since is not None, ids_only=ids_only),
            parameters,
            operation=f"reading {'node ids' if ids_only else 'nodes'} after id {after!r}"
            if after is not None
            else f"reading the first page of {'node ids' if ids_only else 'nodes'}",
        )
        if ids_only:
            return [((), {self.mapping.id_property: row[0]}) for row in rows]
        return [
            (list(row[0] or ()), dict(zip(self._columns, row[1:], strict=True))) for row in rows
        ]

    def node_pages(self, *, since: float | None = None) -> Iterator[NodePage]:
        """The nodes in pages ordered by id; with ``since``, only those whose
        ``version_property`` is above it or missing."""
        return keyset_pages(
            self.mapping, functools.partial(self._fetch, since=since, ids_only=False)
        )

    def id_pages(self) -> Iterator[list[Any]]:
        """Every node's raw id (as stored), in pages ordered by id (the ids only)."""
        fetch = functools.partial(self._fetch, since=None, ids_only=True)
        for page in keyset_pages(self.mapping, fetch):
            yield page.raw_ids

    def relationships_of(self, raw_ids: Sequence[Any]) -> list[RelationshipRecord]:
        """The relationships leaving the nodes of ``raw_ids`` (ids as stored)."""
        return self._relationships(raw_ids, into=False)

    def relationships_into(self, raw_ids: Sequence[Any]) -> list[RelationshipRecord]:
        """The relationships arriving at the nodes of ``raw_ids`` (ids as stored)."""
        return self._relationships(raw_ids, into=True)

    def _relationships(self, raw_ids: Sequence[Any], *, into: bool) -> list[RelationshipRecord]:
        if not raw_ids:
            return []
        m = self.mapping
        parameters: dict[str, Any] = {"ids": list(raw_ids)}
        if m.relationship_types:
            parameters["types"] = list(m.relationship_types)
        rows = self.runner.run(
            self._relationship_query(into=into),
            parameters,
            operation=f"reading the relationships {'into' if into else 'of'} {len(raw_ids)} nodes",
        )
        return [
            relationship_record(
                m,
                row[0],
                row[1],
                row[2],
                dict(zip(m.relationship_attributes, row[3:], strict=True)),
            )
            for row in rows
        ]

    # -- one hop, in the database ---------------------------------------------------------
    def neighbours(
        self,
        frontier: Sequence[str],
        *,
        labels: Sequence[str] = (),
        target_types: Sequence[str] = (),
        targets: Sequence[str] = (),
    ) -> list[Neighbour]:
        """The neighbours of the entity ids of ``frontier`` through relationships of
        ``labels`` (empty: any) in either direction, whose node carries one of
        ``target_types`` (empty: any) and, when ``targets`` are given, is one of those
        entity ids, as the mapping reads them. Ids are matched as strings
        (``toString``), so integer ids of the store match the graph's."""
        if not frontier:
            return []
        m = self.mapping
        key = m.quoted(m.id_property)
        where = ["toString(a." + key + ") IN $frontier", f"b.{key} IS NOT NULL"]
        for var in ("a", "b"):
            if (node_labels := self._labels(var)) is not None:
                where.append(node_labels)
        allowed = hop_types(m, labels)
        if allowed is None:
            return []
        if allowed:
            where.append("type(r) IN $labels")
        if target_types:
            where.append("any(t IN labels(b) WHERE t IN $target_types)")
        if targets:
            where.append("toString(b." + key + ") IN $targets")
        rows = self.runner.run(
            f"MATCH (a)-[r]-(b) WHERE {' AND '.join(where)} "
            f"RETURN a.{key} AS source, type(r) AS label, b.{key} AS target, "
            "startNode(r) = a AS outgoing",
            {
                "frontier": [str(x) for x in frontier],
                "labels": allowed,
                "target_types": list(target_types),
                "targets": [str(x) for x in targets],
            },
            operation=f"reading the neighbours of {len(frontier)} entities",
        )
        return neighbours_of(rows)


def hop_types(mapping: CypherMapping, labels: Sequence[str]) -> list[str] | None:
    """The relationship types a hop through ``labels`` (empty: any) may walk under
    ``mapping``: empty for any, None for none."""
    if not labels:
        return list(mapping.relationship_types)
    if not mapping.relationship_types:
        return list(labels)
    return [lab for lab in labels if lab in mapping.relationship_types] or None


def neighbours_of(rows: Sequence[Sequence[Any]]) -> list[Neighbour]:
    """Rows ``(source, label, target, outgoing)`` as :class:`Neighbour` steps, each once,
    sorted."""
    found = {
        Neighbour(source=str(r[0]), label=str(r[1]), target=str(r[2]), outgoing=bool(r[3]))
        for r in rows
    }
    return sorted(found, key=lambda n: (n.source, n.label, n.target, not n.outgoing))
