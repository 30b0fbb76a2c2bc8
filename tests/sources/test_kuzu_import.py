"""Import mode from Kùzu reads each table once and makes the graph it made page by page.

``KuzuSource.pages()`` streams each node table and each relationship table (per pair of
node tables it joins) by one query; the keyset pages it replaced (``PagedSource.pages``:
nodes in pages ordered by id, the relationships of each page) are the reference the
records and graphs are compared with, on a real Kùzu database, for mappings reading
attributes, descriptions, versions, some labels or some tables. ``KuzuSource.graph()``
reads a mapping without attributes or ``node_labels`` as integers (``graph_from_tables``)
and must make the same graph, names and descriptions of an id in several tables included.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from graphpaths.sources.cypher import PagedSource
from graphpaths.sources.mapping import CypherMapping
from graphpaths.sources.streaming import graph_from_pages

kuzu = pytest.importorskip("kuzu")

from graphpaths.sources.kuzu import KuzuSource  # noqa: E402
from graphpaths.sources.kuzu_tables import graph_from_tables, unreadable  # noqa: E402

#: Mappings the rich database is read with: everything, attributes, some labels, some
#: tables, versions, one-row pages.
MAPPINGS = {
    "default": CypherMapping(),
    "attributes": CypherMapping(attributes=("tenant",), relationship_attributes=("since",)),
    "labels": CypherMapping(relationship_types=("likes", "born_in"), type_labels=("film",)),
    "tables": CypherMapping(node_labels=("person", "film")),
    "versions": CypherMapping(version_property="version", page_size=1),
    "no-names": CypherMapping(name_property=None, description_property=None, page_size=2),
}


def rich_database(path: Path) -> None:
    """Three node tables (an id in all three, named only in the later ones, a blank
    name, descriptions, a tenant, versions), relationships with a property, joining two
    pairs of tables, repeated, a self-loop, and an empty relationship table."""
    db = kuzu.Database(str(path))
    conn = kuzu.Connection(db)
    for statement in (
        "CREATE NODE TABLE person(id STRING, name STRING, description STRING, "
        "tenant STRING, version INT64, PRIMARY KEY(id))",
        "CREATE NODE TABLE film(id STRING, name STRING, description STRING, PRIMARY KEY(id))",
        "CREATE NODE TABLE city(id STRING, PRIMARY KEY(id))",
        "CREATE REL TABLE directed(FROM film TO person)",
        "CREATE REL TABLE likes(FROM person TO film, FROM person TO person, since INT64)",
        "CREATE REL TABLE born_in(FROM person TO city)",
        "CREATE REL TABLE visited(FROM person TO city)",  # empty: no label
        "CREATE (:person {id: 'p2', name: 'Ann', tenant: 'acme', version: 3}), "
        "(:person {id: 'p1', description: 'A critic.', version: 1}), "
        "(:person {id: 'p3', name: '  ', tenant: 'other'}), "
        "(:person {id: 'both', name: 'Both as a person', description: 'As a person.'})",
        "CREATE (:film {id: 'f1', name: 'Dawn', description: 'A film.'}), "
        "(:film {id: 'both', name: 'Both as a film'})",
        "CREATE (:city {id: 'c1'}), (:city {id: 'both'})",
        "MATCH (f:film {id: 'f1'}), (p:person {id: 'p2'}) CREATE (f)-[:directed]->(p)",
        "MATCH (f:film {id: 'f1'}), (p:person {id: 'p2'}) CREATE (f)-[:directed]->(p)",
        "MATCH (f:film {id: 'both'}), (p:person {id: 'p1'}) CREATE (f)-[:directed]->(p)",
        "MATCH (p:person {id: 'p1'}), (f:film {id: 'f1'}) CREATE (p)-[:likes {since: 2001}]->(f)",
        "MATCH (p:person {id: 'p1'}), (q:person {id: 'p1'}) CREATE (p)-[:likes]->(q)",
        "MATCH (p:person {id: 'both'}), (q:person {id: 'p2'}) CREATE (p)-[:likes]->(q)",
        "MATCH (p:person {id: 'p3'}), (f:film {id: 'both'}) CREATE (p)-[:likes {since: 1999}]->(f)",
        "MATCH (p:person {id: 'p2'}), (c:city {id: 'c1'}) CREATE (p)-[:born_in]->(c)",
        "MATCH (p:person {id: 'p3'}), (c:city {id: 'both'}) CREATE (p)-[:born_in]->(c)",
    ):
        conn.execute(statement)
    conn.close()
    db.close()


@pytest.fixture(scope="module")
def database(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("kuzu") / "db"
    rich_database(path)
    return path


def by_page(source: KuzuSource) -> Any:
    """The graph of the keyset pages (the reference)."""
    m = source.mapping
    return graph_from_pages(
        PagedSource.pages(source), type_order=m.type_labels or (), label_order=m.relationship_types
    )


def as_sets(pages: Any) -> tuple[list[Any], set[Any], float | None]:
    """The nodes (in order), the distinct relationships and the top version of ``pages``
    (the keyset pages read the relationships of an id in three tables three times)."""
    nodes, relationships, top = [], [], None
    for page in pages:
        nodes += [(n.id, n.name, n.types, n.description, dict(n.attributes)) for n in page.nodes]
        relationships += [
            (r.source, r.label, r.target, tuple(sorted(r.attributes.items())))
            for r in page.relationships
        ]
        if page.max_version is not None:
            top = max(top or page.max_version, page.max_version)
    return nodes, set(relationships), top


@pytest.mark.parametrize("name", MAPPINGS)
def test_pages_are_the_keyset_pages(database: Path, name: str) -> None:
    source = KuzuSource(database, MAPPINGS[name])
    try:
        assert as_sets(source.pages()) == as_sets(PagedSource.pages(source))
        assert PagedSource.graph(source).fingerprint == by_page(source).fingerprint
    finally:
        source.close()


@pytest.mark.parametrize("name", MAPPINGS)
def test_graph_is_the_graph_read_page_by_page(database: Path, name: str) -> None:
    source = KuzuSource(database, MAPPINGS[name])
    try:
        got, expected = source.graph(), by_page(source)
        if not unreadable(source.mapping):
            assert graph_from_tables(source).fingerprint == expected.fingerprint
    finally:
        source.close()
    assert got.fingerprint == expected.fingerprint
    assert [got.entity(i).name for i in got.entity_ids] == [
        expected.entity(i).name for i in expected.entity_ids
    ]


def test_tables_read_names_and_descriptions_as_records_merge(database: Path) -> None:
    source = KuzuSource(database)
    try:
        g = graph_from_tables(source, infer_types=False)
    finally:
        source.close()
    assert g.entity("both").name == "Both as a film"  # city has no name: the next table's
    assert g.entity("p3").name == "p3"  # a blank name: named after its id
    assert g.entity("p1").description == "A critic."
    assert g.entity("both").description == "As a person."
    assert g.entity("c1").description is None


class CountingConnection:
    """A Kùzu connection counting the queries it runs."""

    def __init__(self, connection: Any) -> None:
        self.connection = connection
        self.queries = 0

    def execute(self, query: str, parameters: Any = None) -> Any:
        self.queries += 1
        return self.connection.execute(query, parameters or {})


def count_queries(path: Path, mapping: CypherMapping) -> int:
    db = kuzu.Database(str(path), read_only=True)
    connection = CountingConnection(kuzu.Connection(db))
    try:
        as_sets(KuzuSource(connection, mapping).pages())
    finally:
        connection.connection.close()
        db.close()
    return connection.queries


def test_pages_read_each_table_once_whatever_the_page_size(database: Path) -> None:
    # Keyset pages ran two queries a page (one sorting the table, one scanning every
    # relationship table): a 1M-node graph was not read in 30 minutes.
    one_row = count_queries(database, CypherMapping(attributes=("tenant",), page_size=1))
    whole = count_queries(database, CypherMapping(attributes=("tenant",), page_size=1000))
    assert one_row == whole
