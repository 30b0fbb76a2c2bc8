"""The graph read from Kùzu table by table as integers (graphpaths.sources.kuzu_tables) is
the graph made from records page by page (``PagedSource.graph``): same fingerprint, with an
id in two tables, a node without a name, a repeated relationship, a self-loop, a
relationship table joining two pairs of tables, and the mapping's type and label order."""

from __future__ import annotations

from pathlib import Path

import pytest

from graphpaths.errors import ConfigError, GraphFormatError
from graphpaths.sources.cypher import PagedSource
from graphpaths.sources.mapping import CypherMapping

kuzu = pytest.importorskip("kuzu")

from graphpaths.sources.kuzu import KuzuSource  # noqa: E402
from graphpaths.sources.kuzu_tables import graph_from_tables  # noqa: E402

PLAIN = CypherMapping(description_property=None)
#: Mappings the tests read the tricky database with.
MAPPINGS = [
    PLAIN,
    CypherMapping(
        description_property=None,
        type_labels=("person", "film"),
        relationship_types=("likes", "directed"),
    ),
    CypherMapping(description_property=None, relationship_types=("born_in",)),
    CypherMapping(description_property=None, name_property=None),
]
MAPPING_IDS = ["plain", "ordered", "one-label", "no-names"]


def tricky_database(path: Path) -> None:
    db = kuzu.Database(str(path))
    conn = kuzu.Connection(db)
    for statement in (
        "CREATE NODE TABLE person(id STRING, name STRING, PRIMARY KEY(id))",
        "CREATE NODE TABLE film(id STRING, name STRING, PRIMARY KEY(id))",
        "CREATE NODE TABLE city(id STRING, PRIMARY KEY(id))",
        "CREATE REL TABLE directed(FROM film TO person)",
        "CREATE REL TABLE likes(FROM person TO film, FROM person TO person)",
        "CREATE REL TABLE born_in(FROM person TO city)",
        "CREATE (:person {id: 'p2', name: 'Ann'}), (:person {id: 'p1'}), "
        "(:person {id: 'both', name: 'Both as a person'})",
        "CREATE (:film {id: 'f1', name: 'Dawn'}), (:film {id: 'both', name: 'Both as a film'})",
        "CREATE (:city {id: 'c1'})",
        "MATCH (f:film {id: 'f1'}), (p:person {id: 'p2'}) CREATE (f)-[:directed]->(p)",
        "MATCH (f:film {id: 'f1'}), (p:person {id: 'p2'}) CREATE (f)-[:directed]->(p)",
        "MATCH (f:film {id: 'both'}), (p:person {id: 'p1'}) CREATE (f)-[:directed]->(p)",
        "MATCH (p:person {id: 'p1'}), (f:film {id: 'f1'}) CREATE (p)-[:likes]->(f)",
        "MATCH (p:person {id: 'p1'}), (q:person {id: 'p1'}) CREATE (p)-[:likes]->(q)",
        "MATCH (p:person {id: 'both'}), (q:person {id: 'p2'}) CREATE (p)-[:likes]->(q)",
        "MATCH (p:person {id: 'p2'}), (c:city {id: 'c1'}) CREATE (p)-[:born_in]->(c)",
    ):
        conn.execute(statement)
    conn.close()
    db.close()


@pytest.mark.parametrize("mapping", MAPPINGS, ids=MAPPING_IDS)
def test_same_graph_as_pages(tmp_path: Path, mapping: CypherMapping) -> None:
    tricky_database(tmp_path / "db")
    source = KuzuSource(tmp_path / "db", mapping)
    try:
        expected, got = PagedSource.graph(source), graph_from_tables(source)
    finally:
        source.close()
    assert got.fingerprint == expected.fingerprint
    assert list(got.entity_ids) == list(expected.entity_ids)
    assert got.type_names == expected.type_names
    assert got.label_names == expected.label_names
    assert [got.types_of(i) for i in got.entity_ids] == [
        expected.types_of(i) for i in expected.entity_ids
    ]


def test_entity_in_two_tables_and_repeats(tmp_path: Path) -> None:
    tricky_database(tmp_path / "db")
    source = KuzuSource(tmp_path / "db", PLAIN)
    try:
        g = graph_from_tables(source)
    finally:
        source.close()
    assert sorted(g.types_of("both")) == ["film", "person"]
    assert g.entity("p1").name == "p1"  # no name: the id
    directed = g.label_index("directed")
    pairs = [
        (g.entity_ids[h], g.entity_ids[t])
        for h, t, lab in zip(g.heads, g.tails, g.relation_labels, strict=True)
        if lab == directed
    ]
    assert pairs.count(("f1", "p2")) == 1  # the repeated relationship, once


def test_refuses_what_it_cannot_read(tmp_path: Path) -> None:
    tricky_database(tmp_path / "db")
    source = KuzuSource(tmp_path / "db", CypherMapping(attributes=("tenant",)))
    try:
        with pytest.raises(ConfigError, match="sets attributes: read this source"):
            graph_from_tables(source)
    finally:
        source.close()


def test_empty_database(tmp_path: Path) -> None:
    db = kuzu.Database(str(tmp_path / "db"))
    conn = kuzu.Connection(db)
    conn.execute("CREATE NODE TABLE person(id STRING, name STRING, PRIMARY KEY(id))")
    conn.close()
    db.close()
    source = KuzuSource(tmp_path / "db", PLAIN)
    try:
        with pytest.raises(GraphFormatError, match="no nodes"):
            graph_from_tables(source)
    finally:
        source.close()
