"""A graph read from a Kùzu database (embedded, the ``kuzu`` package).

Kùzu speaks its own Cypher: every node lives in a node table (its one label) whose
columns are fixed, and a query may not name a column a table lacks. :class:`KuzuSource`
therefore reads table by table: the node tables (``CALL show_tables()``, those of the
mapping's ``node_labels`` when given), each in pages ordered by the id property (keyset,
as :class:`~graphpaths.sources.cypher.CypherSource` does), and for each page the
relationships leaving its nodes. Nodes and relationships come back whole (Kùzu returns
them as dicts of their columns), and :mod:`graphpaths.sources.mapping` picks the mapped
properties. Values travel as parameters; a table name, which a query must name, is
checked as an identifier and backtick-quoted (a table named otherwise is refused).

Kùzu's failures (a database that cannot be opened, a query it refuses) are
:class:`~graphpaths.errors.StoreError` naming the database path and the operation.
``pip install 'graphpaths[kuzu]'``.
"""

from __future__ import annotations

import functools
import itertools
import os
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from graphpaths.errors import InputError, MissingDependencyError, StoreError
from graphpaths.graph import Graph
from graphpaths.sources.cypher import (
    Neighbour,
    NodePage,
    NodeRow,
    PagedSource,
    RecordsPage,
    hop_types,
    keyset_pages,
    neighbours_of,
    node_page,
)
from graphpaths.sources.kuzu_tables import graph_from_tables, unreadable
from graphpaths.sources.mapping import (
    IDENTIFIER,
    CypherMapping,
    node_record,
    quote_identifier,
    relationship_record,
    version_of,
)
from graphpaths.sources.records import RelationshipRecord

__all__ = ["KuzuSource"]


def _kuzu() -> Any:
    try:
        import kuzu
    except ImportError as exc:
        raise MissingDependencyError(
            f"kuzu is not installed ({exc}): pip install 'graphpaths[kuzu]'"
        ) from exc
    return kuzu


class KuzuSource(PagedSource):
    """The graph a :class:`~graphpaths.sources.mapping.CypherMapping` reads from a Kùzu
    database: ``database`` is its path (opened read-only) or an open
    ``kuzu.Connection``."""

    def __init__(
        self, database: str | os.PathLike[str] | Any, mapping: CypherMapping | None = None
    ) -> None:
        self.mapping = mapping if mapping is not None else CypherMapping()
        kuzu = _kuzu()
        if isinstance(database, str | os.PathLike):
            self._location = os.fspath(database)
            try:
                self._database = kuzu.Database(self._location, read_only=True)
                self._connection = kuzu.Connection(self._database)
            except RuntimeError as exc:
                raise StoreError(f"Kùzu database {self._location}: cannot open it: {exc}") from exc
        else:
            self._database = None
            self._connection = database
            self._location = "kuzu connection"

    @property
    def location(self) -> str:
        return self._location

    def describe(self) -> str:
        return f"kuzu:{self._location}"

    def close(self) -> None:
        if self._database is not None:
            self._connection.close()
            self._database.close()

    def _run(self, query: str, parameters: Mapping[str, Any], operation: str) -> list[list[Any]]:
        try:
            result = self._connection.execute(query, dict(parameters))
            rows = []
            while result.has_next():
                rows.append(list(result.get_next()))
        except RuntimeError as exc:
            raise StoreError(f"Kùzu database {self._location}: {operation}: {exc}") from exc
        return rows

    def stream(
        self, query: str, parameters: Mapping[str, Any], operation: str
    ) -> Iterator[list[Any]]:
        """The rows of ``query``, one at a time (not collected: a table of millions of rows
        is read in constant Python memory); a failure is a :class:`StoreError` naming
        ``operation``."""
        try:
            result = self._connection.execute(query, dict(parameters))
            while result.has_next():
                yield list(result.get_next())
        except RuntimeError as exc:
            raise StoreError(f"Kùzu database {self._location}: {operation}: {exc}") from exc

    def node_tables(self) -> list[str]:
        """The node tables read (those of the mapping's ``node_labels`` when given), by name."""
        return self._tables()

    def columns(self, table: str) -> set[str] | None:
        """The columns of node table ``table`` (from one of its nodes), None when empty."""
        return self._columns(table)

    def relationship_connections(self) -> list[tuple[str, str, str]]:
        """Every ``(relationship table, from table, to table)`` the database holds, sorted."""
        rows = self._run("CALL show_tables() RETURN name, type", {}, "listing the tables")
        found: list[tuple[str, str, str]] = []
        for name in sorted(str(r[0]) for r in rows if str(r[1]).upper() == "REL"):
            self._table(name)  # a checked identifier: the call takes no parameter
            pairs = self._run(
                f"CALL show_connection('{name}') RETURN *",
                {},
                f"reading the connections of {name!r}",
            )
            found.extend((name, str(row[0]), str(row[1])) for row in pairs)
        return sorted(found)

    def _tables(self) -> list[str]:
        rows = self._run("CALL show_tables() RETURN name, type", {}, "listing the node tables")
        wanted = self.mapping.node_labels
        names = [str(r[0]) for r in rows if str(r[1]).upper() == "NODE"]
        return sorted(n for n in names if not wanted or n in wanted)

    def _table(self, name: str) -> str:
        try:
            return quote_identifier(name, "table")
        except ValueError:
            raise InputError(
                f"Kùzu database {self._location}: node table {name!r} cannot be named in a "
                "query (letters, digits and _ only); leave it out with node_labels"
            ) from None

    def _columns(self, table: str) -> set[str] | None:
        """The columns of ``table`` (from one of its nodes), None when it is empty."""
        rows = self._run(
            f"MATCH (n:{self._table(table)}) RETURN n LIMIT 1", {}, f"reading table {table!r}"
        )
        return set(rows[0][0]) if rows else None

    def check_ids(self) -> None:
        """Raise :class:`~graphpaths.errors.InputError` naming a node without an id."""
        m = self.mapping
        for table in self._tables():
            columns = self._columns(table)
            if columns is None:
                continue
            if m.id_property not in columns:
                node_record(m, [table], {})  # raises, naming the table and property
            rows = self._run(
                f"MATCH (n:{self._table(table)}) WHERE n.{m.quoted(m.id_property)} IS NULL "
                "RETURN n LIMIT 1",
                {},
                "checking that every node has an id",
            )
            if rows:
                node_record(m, [table], _own(rows[0][0]))

    def node_pages(self, *, since: float | None = None) -> Iterator[NodePage]:
        """The nodes, table by table, in pages ordered by id; with ``since``, only those
        whose ``version_property`` is above it or missing (a table without it: all)."""
        return self._pages(since=since, ids_only=False)

    def id_pages(self) -> Iterator[list[Any]]:
        """Every node's raw id, table by table, in pages ordered by id (the ids only)."""
        for page in self._pages(since=None, ids_only=True):
            yield page.raw_ids

    def node_ids(self) -> Iterator[Any]:
        """Every node's raw id, table by table, streamed by one query per table (no order,
        no pages: Kùzu sorts a whole table for each ordered page)."""
        key = f"n.{self.mapping.quoted(self.mapping.id_property)}"
        for table in self._tables():
            if self._columns(table) is None:
                continue
            for row in self.stream(
                f"MATCH (n:{self._table(table)}) WHERE {key} IS NOT NULL RETURN {key}",
                {},
                f"reading the ids of table {table!r}",
            ):
                yield row[0]

    def _pages(self, *, since: float | None, ids_only: bool) -> Iterator[NodePage]:
        m = self.mapping
        for table in self._tables():
            columns = self._columns(table)
            if columns is None:
                continue
            # A table without the version property is read whole.
            versioned = since if m.version_property in columns else None
            fetch = functools.partial(self._fetch, table, since=versioned, ids_only=ids_only)
            yield from keyset_pages(m, fetch)

    def pages(self) -> Iterator[RecordsPage]:
        """The graph in pages, read as Kùzu keeps it: each node table streamed by one query
        ordered by id (pages of ``page_size`` nodes, no relationships), then each relationship table
        once per (from table, to table) pair it connects, streamed by one query (pages of
        ``page_size`` relationships, no nodes). One scan per table: the keyset pages of
        :meth:`node_pages` sort a table for each page and, with
        :meth:`relationships_of`, scan every relationship table for each page (a 1M-node
        graph was not read in 30 minutes). Memory: one page of records, and what Kùzu
        holds of one query's result. The graph made of them is the same
        (:func:`~graphpaths.sources.streaming.graph_from_pages` numbers and sorts).
        Checks first that every node has an id."""
        self.check_ids()
        m = self.mapping
        key = m.quoted(m.id_property)
        tables = self._tables()
        for table in tables:
            if self._columns(table) is None:
                continue
            rows = self.stream(
                f"MATCH (n:{self._table(table)}) WHERE n.{key} IS NOT NULL "
                f"RETURN n ORDER BY n.{key}",
                {},
                f"reading the nodes of table {table!r}",
            )
            for chunk in _chunks(rows, m.page_size):
                page = node_page(m, [([table], _own(row[0])) for row in chunk])
                yield RecordsPage(nodes=page.nodes, relationships=[], max_version=page.max_version)
        read = set(tables)
        for label, head, tail in self.relationship_connections():
            if head not in read or tail not in read:
                continue
            if m.relationship_types and label not in m.relationship_types:
                continue
            rows = self.stream(
                f"MATCH (a:{self._table(head)})-[r:{self._table(label)}]->(b:{self._table(tail)}) "
                f"WHERE a.{key} IS NOT NULL AND b.{key} IS NOT NULL "
                f"RETURN a.{key}, b.{key}{', r' if m.relationship_attributes else ''}",
                {},
                f"reading the {label!r} relationships from {head!r} to {tail!r}",
            )
            for chunk in _chunks(rows, m.page_size):
                relationships = [
                    relationship_record(
                        m, row[0], label, row[1], _own(row[2]) if len(row) > 2 else {}
                    )
                    for row in chunk
                ]
                yield RecordsPage(nodes=[], relationships=relationships)

    def graph(self, **options: Any) -> Graph:
        """The graph of :meth:`pages` (``options``: those of
        :func:`~graphpaths.sources.streaming.graph_from_pages`), read table by table as
        integers when the mapping allows (no attributes, no ``node_labels``:
        :func:`~graphpaths.sources.kuzu_tables.graph_from_tables`, the same graph without a
        record per relationship; 1M nodes and 10M relationships: minutes, not hours), else
        from the records of :meth:`pages`."""
        if unreadable(self.mapping):
            return super().graph(**options)
        return graph_from_tables(self, **options)

    def _fetch(
        self, table: str, after: Any, *, since: float | None, ids_only: bool
    ) -> list[NodeRow]:
        m = self.mapping
        key = f"n.{m.quoted(m.id_property)}"
        where = [f"{key} IS NOT NULL"]
        parameters: dict[str, Any] = {"limit": m.page_size}
        if after is not None:
            where.append(f"{key} > $after")
            parameters["after"] = after
        if since is not None and m.version_property is not None:
            version = f"n.{m.quoted(m.version_property)}"
            where.append(f"({version} > $since OR {version} IS NULL)")
            parameters["since"] = since
        rows = self._run(
            f"MATCH (n:{self._table(table)}) WHERE {' AND '.join(where)} "
            f"RETURN {key if ids_only else 'n'} ORDER BY {key} LIMIT $limit",
            parameters,
            f"reading table {table!r} after id {after!r}",
        )
        if ids_only:
            return [([table], {m.id_property: row[0]}) for row in rows]
        return [([table], _own(row[0])) for row in rows]

    def relationships_of(self, raw_ids: Sequence[Any]) -> list[RelationshipRecord]:
        """The relationships leaving the nodes of ``raw_ids`` (of any table)."""
        return self._relationships(raw_ids, into=False)

    def relationships_into(self, raw_ids: Sequence[Any]) -> list[RelationshipRecord]:
        """The relationships arriving at the nodes of ``raw_ids`` (of any table)."""
        return self._relationships(raw_ids, into=True)

    def _relationships(self, raw_ids: Sequence[Any], *, into: bool) -> list[RelationshipRecord]:
        """The relationships at the nodes of ``raw_ids``, leaving them or (``into``)
        arriving; the other end is read whole (its table and id checked here)."""
        if not raw_ids:
            return []
        m = self.mapping
        key = m.quoted(m.id_property)
        given, other = ("b", "a") if into else ("a", "b")
        rows = self._run(
            f"MATCH (a)-[r]->(b) WHERE {given}.{key} IN $ids "
            f"RETURN {given}.{key}, label(r), {other}, r",
            {"ids": list(raw_ids)},
            f"reading the relationships {'into' if into else 'of'} {len(raw_ids)} nodes",
        )
        out = []
        for known, label, node, relationship in rows:
            if m.relationship_types and label not in m.relationship_types:
                continue
            if m.node_labels and node.get("_label") not in m.node_labels:
                continue
            node_id = node.get(m.id_property)
            if node_id is None:
                continue
            source, target = (node_id, known) if into else (known, node_id)
            out.append(relationship_record(m, source, label, target, _own(relationship)))
        return out

    def top_version(self) -> float | None:
        """The highest ``version_property`` among the nodes read (one query per table
        that has the column)."""
        m = self.mapping
        if m.version_property is None:
            return None
        top: float | None = None
        for table in self._tables():
            if m.version_property not in (self._columns(table) or ()):
                continue
            rows = self._run(
                f"MATCH (n:{self._table(table)}) RETURN max(n.{m.quoted(m.version_property)})",
                {},
                f"reading the highest version of table {table!r}",
            )
            value = version_of(m, f"with the highest version of table {table!r}", rows[0][0])
            if value is not None and (top is None or value > top):
                top = value
        return top

    def count_ids(self) -> int:
        """How many distinct node ids the mapping's tables hold (an id in two tables
        counted once)."""
        m = self.mapping
        tables = self._tables()
        if not tables:
            return 0
        pattern = ":".join(self._table(t) for t in tables)  # in Kùzu, a node of any of them
        key = f"n.{m.quoted(m.id_property)}"
        rows = self._run(
            f"MATCH (n:{pattern}) WHERE {key} IS NOT NULL RETURN count(DISTINCT {key})",
            {},
            "counting the node ids",
        )
        return int(rows[0][0]) if rows else 0

    # -- one hop, in the database ---------------------------------------------------------
    def neighbours(
        self,
        frontier: Sequence[str],
        *,
        labels: Sequence[str] = (),
        target_types: Sequence[str] = (),
        targets: Sequence[str] = (),
    ) -> list[Neighbour]:
        """As :meth:`CypherSource.neighbours <graphpaths.sources.cypher.CypherSource.neighbours>`:
        the neighbours of the entity ids of ``frontier`` through relationships of
        ``labels`` (empty: any) in either direction, whose node table is one of
        ``target_types`` (empty: any) and, when ``targets`` are given, whose id is one of
        them. One query (the two directions joined by ``UNION ALL``: Kùzu says which
        node starts a relationship only for a directed pattern); every value a parameter,
        the labels named in the pattern as the relationship tables to scan (checked
        identifiers, backtick-quoted; a label that is none is matched on the rows)."""
        if not frontier:
            return []
        m = self.mapping
        key = m.quoted(m.id_property)
        allowed = hop_types(m, labels)
        if allowed is None:
            return []
        where = [f"cast(a.{key}, 'STRING') IN $frontier", f"b.{key} IS NOT NULL"]
        tables = ""
        parameters: dict[str, Any] = {"frontier": [str(x) for x in frontier]}
        if m.node_labels:
            where.append("label(a) IN $node_labels AND label(b) IN $node_labels")
            parameters["node_labels"] = list(m.node_labels)
        if allowed and all(IDENTIFIER.fullmatch(label) for label in allowed):
            # The relationship tables to scan, named in the pattern (checked identifiers,
            # backtick-quoted): Kùzu 0.11 drops rows when a WHERE filters label(r) and
            # both endpoints' ids at once. Other names are kept below, from the rows.
            tables = ":" + "|".join(quote_identifier(label, "label") for label in allowed)
        if target_types:
            where.append("label(b) IN $target_types")
            parameters["target_types"] = list(target_types)
        if targets:
            where.append(f"cast(b.{key}, 'STRING') IN $targets")
            parameters["targets"] = [str(x) for x in targets]
        condition = " AND ".join(where)
        columns = f"a.{key} AS source, label(r) AS label, b.{key} AS target"
        rows = self._run(
            f"MATCH (a)-[r{tables}]->(b) WHERE {condition} RETURN {columns}, true AS outgoing "
            f"UNION ALL MATCH (a)<-[r{tables}]-(b) WHERE {condition} "
            f"RETURN {columns}, false AS outgoing",
            parameters,
            f"reading the neighbours of {len(frontier)} entities",
        )
        if allowed and not tables:
            rows = [row for row in rows if row[1] in allowed]
        return neighbours_of(rows)


def _chunks(rows: Iterator[list[Any]], size: int) -> Iterator[list[list[Any]]]:
    """``rows`` in lists of ``size`` (the last one shorter), none empty."""
    while chunk := list(itertools.islice(rows, size)):
        yield chunk


def _own(item: Mapping[str, Any]) -> dict[str, Any]:
    """A Kùzu node's or relationship's properties (its ``_id``, ``_label``... left out)."""
    return {k: v for k, v in item.items() if not k.startswith("_")}
