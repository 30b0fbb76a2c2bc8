"""``sync`` when the writers raise a version for relationship writes too
(``CypherMapping.version_covers_relationships``): it reads only the changed nodes and the
relationships at them, yet gives what a rebuild from the store gives, in FalkorDB (a server
started here) and Kùzu (embedded). The writes are made as an application would make them,
one query each, raising the version of one endpoint of each relationship written.
"""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any, Protocol

import numpy as np
import pytest
from falkordb_server import FalkorDBServer, running_server
from graph_stores import MAPPING, QUESTIONS, contents, sample_graph
from test_source_sync import KILLED_SYNC, REPO

from graphpaths import DotRAG
from graphpaths.dotrag.index.graph_index import load_index
from graphpaths.embeddings_hashing import HashingEmbedder
from graphpaths.sources.cypher import CypherSource, PagedSource
from graphpaths.sources.drivers import FalkorDBRunner
from graphpaths.sources.kuzu import KuzuSource

falkordb = pytest.importorskip("falkordb", reason="the falkordb client is not installed")
COVERED = dataclasses.replace(MAPPING, version_covers_relationships=True)


class Writer(Protocol):
    """An application's writes: each relationship write raises an endpoint's version."""

    def run(self, query: str, parameters: Mapping[str, Any]) -> None: ...


class FalkorWriter:
    def __init__(self, graph: Any) -> None:
        self.graph = graph

    def run(self, query: str, parameters: Mapping[str, Any]) -> None:
        self.graph.query(query, dict(parameters))


class KuzuWriter:
    def __init__(self, connection: Any) -> None:
        self.connection = connection

    def run(self, query: str, parameters: Mapping[str, Any]) -> None:
        self.connection.execute(query, dict(parameters))


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[FalkorDBServer]:
    with running_server(tmp_path_factory.mktemp("falkordb-sync-rel")) as running:
        yield running


class CountingRunner:
    """A runner passing queries to another and counting the rows they return."""

    def __init__(self, runner: Any) -> None:
        self.runner = runner
        self.rows = 0

    @property
    def location(self) -> str:
        location: str = self.runner.location
        return location

    def run(
        self, query: str, parameters: Mapping[str, Any], *, operation: str
    ) -> list[Sequence[Any]]:
        rows: list[Sequence[Any]] = self.runner.run(query, parameters, operation=operation)
        self.rows += len(rows)
        return rows

    def close(self) -> None:
        self.runner.close()


def falkordb_store(server: FalkorDBServer, name: str, people: int) -> tuple[PagedSource, Writer]:
    graph = falkordb.FalkorDB(host="127.0.0.1", port=server.port).select_graph(name)
    graph.query("MATCH (n) DETACH DELETE n")
    sample_graph(seed=11, people=people).write_falkordb(graph)
    runner = CountingRunner(FalkorDBRunner("127.0.0.1", server.port, graph=name))
    return CypherSource(runner, COVERED), FalkorWriter(graph)


def kuzu_store(folder: Path, people: int, database: Any = None) -> tuple[PagedSource, Writer]:
    kuzu = pytest.importorskip("kuzu", reason="kuzu is not installed")
    connection = kuzu.Connection(database or kuzu.Database(str(folder / "db")))
    sample_graph(seed=11, people=people).write_kuzu(connection)
    # a second relationship table from Person to Company: a relationship relabelled
    connection.execute("CREATE REL TABLE founded(FROM Person TO Company, since INT64)")
    return KuzuSource(connection, COVERED), KuzuWriter(connection)


@pytest.fixture(params=["falkordb", "kuzu"])
def store(
    request: pytest.FixtureRequest, tmp_path: Path
) -> Iterator[tuple[str, PagedSource, Writer]]:
    if request.param == "falkordb":
        server = request.getfixturevalue("server")
        source, writer = falkordb_store(server, f"rel-{tmp_path.name}", people=24)
    else:
        source, writer = kuzu_store(tmp_path, people=24)
    yield request.param, source, writer
    source.close()


def node(kind: str, label: str) -> str:
    """A node pattern: Kùzu needs the table, FalkorDB matches by id alone."""
    return f"(n{label}:{kind} {{id: ${label}}})"


def synced(source: PagedSource, folder: Path) -> DotRAG:
    """An index built from ``source`` and synced once (by content: it records the mark)."""
    dotrag = DotRAG.from_records(
        source.read(), index_dir=folder / "index", embedder=HashingEmbedder(dimension=64)
    )
    assert dotrag.sync(source).mode == "content"
    return dotrag


def paths(dotrag: DotRAG) -> list[set[str]]:
    return [{p.render() for p in dotrag.retrieve(q).paths} for q in QUESTIONS]


def in_step(dotrag: DotRAG, source: PagedSource, folder: Path) -> None:
    """The synced index holds the graph a rebuild from the store holds, and retrieves the
    same paths."""
    graph = source.graph()
    assert contents(dotrag.graph) == contents(graph)
    rebuilt = DotRAG.from_graph(graph, index_dir=folder, embedder=HashingEmbedder(dimension=64))
    assert paths(dotrag) == paths(rebuilt)


def relationship_writes(writer: Writer) -> None:
    """A relationship added, one deleted, one relabelled and one whose ``since`` changed;
    each raises the version of one endpoint (the head or the tail: either will do)."""
    writer.run(
        "MATCH (a:Person {id: $a}), (b:Person {id: $b}) CREATE (a)-[:knows]->(b) "
        "SET a.version = 20",
        {"a": "p-3", "b": "p-17"},
    )
    writer.run(
        "MATCH (a:Person {id: $a})-[r:lives_in]->(b:City) SET b.version = 21 DELETE r",
        {"a": "p-5"},
    )
    writer.run(
        "MATCH (a:Person {id: $a})-[r:works_at]->(b:Company) SET a.version = 22 "
        "CREATE (a)-[:founded {since: 2030}]->(b) DELETE r",
        {"a": "p-8"},
    )
    writer.run(
        "MATCH (a:Person {id: $a})-[r:works_at]->(b:Company) SET r.since = 1901, b.version = 23",
        {"a": "p-9"},
    )


def test_relationship_only_changes_sync_to_a_rebuild(
    store: tuple[str, PagedSource, Writer], tmp_path: Path
) -> None:
    _, source, writer = store
    dotrag = synced(source, tmp_path)
    relationship_writes(writer)
    report = dotrag.sync(source)
    assert report.mode == "version"
    assert report.nodes_read == 4  # the four endpoints whose version rose
    assert report.ids_read == 0  # the count showed no node was deleted
    assert report.counts == {
        "relations_add": 2,
        "relations_delete": 2,
        "relations_update": 1,
    }
    in_step(dotrag, source, tmp_path / "rebuilt")
    assert dotrag.sync(source).update is None  # nothing more changed


def test_an_index_built_from_the_store_syncs_by_version_at_once(
    store: tuple[str, PagedSource, Writer], tmp_path: Path
) -> None:
    # from_store records the source and its highest version with the build: the first
    # sync reads the changed nodes only (it compared everything before).
    _, source, writer = store
    dotrag = DotRAG.from_store(
        source, index_dir=tmp_path / "index", embedder=HashingEmbedder(dimension=64)
    )
    recorded = load_index(tmp_path / "index").manifest.sync
    assert recorded is not None
    assert recorded["mark"] == source.top_version()
    relationship_writes(writer)
    report = dotrag.sync(source)
    assert report.mode == "version"
    assert report.nodes_read == 4
    in_step(dotrag, source, tmp_path / "rebuilt")


def test_nodes_deleted_and_recreated_sync_to_a_rebuild(
    store: tuple[str, PagedSource, Writer], tmp_path: Path
) -> None:
    _, source, writer = store
    dotrag = synced(source, tmp_path)
    writer.run("MATCH (n:Person {id: $id}) DETACH DELETE n", {"id": "p-2"})
    # deleted and made again under the same id: the relationships into it are gone
    writer.run("MATCH (n:Person {id: $id}) DETACH DELETE n", {"id": "p-4"})
    writer.run(
        "CREATE (:Person {id: $id, name: 'Eli Again', tenant: 'acme', version: 30})",
        {"id": "p-4"},
    )
    writer.run(
        "MATCH (a:Person {id: $a}), (b:City {id: $b}) CREATE (a)-[:lives_in]->(b) "
        "SET a.version = 31",
        {"a": "p-4", "b": "city-2"},
    )
    report = dotrag.sync(source)
    assert report.mode == "version"
    assert report.ids_read > 0  # the count showed a deletion: the ids were read
    assert report.counts["entities_delete"] == 1
    in_step(dotrag, source, tmp_path / "rebuilt")


def test_a_sync_reads_rows_that_follow_the_changes_not_the_graph(
    server: FalkorDBServer, tmp_path: Path
) -> None:
    source, writer = falkordb_store(server, "rel-rows", people=300)
    assert isinstance(source, CypherSource)
    assert isinstance(source.runner, CountingRunner)
    dotrag = synced(source, tmp_path)
    relationships = dotrag.graph.num_relations
    assert relationships > 600
    relationship_writes(writer)
    source.runner.rows = 0
    report = dotrag.sync(source)
    rows = source.runner.rows
    # The four changed nodes, the relationships at them (two are a city's and a
    # company's, read whole: the cost follows the changed nodes' degrees) and one count;
    # reading every relationship, as a sync without the promise does, is all of them.
    graph = source.graph()
    changed = [n.id for page in source.node_pages(since=19) for n in page.nodes]
    assert report.nodes_read == len(changed) == 4
    degrees = sum(
        int(np.count_nonzero(graph.heads == graph.index_of(e)))
        + int(np.count_nonzero(graph.tails == graph.index_of(e)))
        for e in changed
    )
    assert report.relationships_read == degrees
    assert rows == report.nodes_read + report.relationships_read + 1, rows
    assert rows < relationships / 3, (rows, relationships)
    in_step(dotrag, source, tmp_path / "rebuilt")
    source.close()


@pytest.mark.parametrize("point", ["before", "after"])
def test_a_killed_sync_by_version_leaves_the_old_or_the_new_revision(
    point: str, tmp_path: Path
) -> None:
    kuzu = pytest.importorskip("kuzu", reason="kuzu is not installed")
    database = kuzu.Database(str(tmp_path / "db"))
    kuzu_store(tmp_path, people=24, database=database)
    database.close()
    source = KuzuSource(tmp_path / "db", COVERED)  # read-only, as the killed sync opens it
    dotrag = synced(source, tmp_path)
    revision, old = load_index(tmp_path / "index").revision, contents(dotrag.graph)
    source.close()
    database = kuzu.Database(str(tmp_path / "db"))
    relationship_writes(KuzuWriter(kuzu.Connection(database)))
    database.close()
    run = subprocess.run(
        [
            sys.executable,
            "-c",
            KILLED_SYNC,
            str(tmp_path / "index"),
            str(tmp_path / "db"),
            point,
            json.dumps(COVERED.as_dict()),
        ],
        env={**os.environ, "PYTHONPATH": os.pathsep.join([str(REPO / "core"), str(REPO)])},
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert run.returncode == 9, run.stderr[-2000:]
    source = KuzuSource(tmp_path / "db", COVERED)
    new = contents(source.graph())
    index = load_index(tmp_path / "index")
    assert (index.revision, contents(index.graph)) == (
        (revision, old) if point == "before" else (revision + 1, new)
    )
    report = DotRAG.from_index(index, embedder=HashingEmbedder(dimension=64)).sync(source)
    assert report.mode == "version"  # the mark of the old or the new revision
    assert contents(load_index(tmp_path / "index").graph) == new
    source.close()
