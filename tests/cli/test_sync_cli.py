"""``graphpaths sync``: the first run indexes a Kùzu database, a later one applies what
changed (by version); the index then holds the graph the database gives. A store that
cannot be reached is one line naming it and exit code 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from chroma_server import free_port
from graph_stores import MAPPING, contents, sample_graph

from graphpaths.cli import main
from graphpaths.dotrag.index.graph_index import load_index
from graphpaths.sources.kuzu import KuzuSource


def test_sync_indexes_a_kuzu_database_then_follows_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    kuzu = pytest.importorskip("kuzu", reason="kuzu is not installed")
    mapping = tmp_path / "mapping.json"
    mapping.write_text(json.dumps(MAPPING.as_dict()), encoding="utf-8")
    data = sample_graph(seed=2, people=10)
    database = kuzu.Database(str(tmp_path / "db"))
    data.write_kuzu(kuzu.Connection(database))
    database.close()
    index = tmp_path / "index"
    command = ["sync", str(index), "--kuzu", str(tmp_path / "db"), "--mapping", str(mapping)]
    assert main([*command, "--backend", "hash"]) == 0
    assert "indexed Graph(" in capsys.readouterr().out

    database = kuzu.Database(str(tmp_path / "db"))
    connection = kuzu.Connection(database)
    connection.execute("CREATE (:Person {id: 'p-x', name: 'Xena', tenant: 'acme', version: 9})")
    connection.execute(
        "MATCH (a:Person {id: 'p-x'}), (b:Company {id: 'co-1'}) "
        "CREATE (a)-[:works_at {since: 2024}]->(b)"
    )
    connection.execute("MATCH (n:Person {id: 'p-3'}) SET n.name = 'Dev Renamed', n.version = 9")
    connection.close()
    database.close()

    assert main([*command, "--backend", "hash", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["mode"] == "version"
    assert report["nodes_read"] == 2
    assert report["counts"] == {"entities_update": 1, "entities_add": 1, "relations_add": 1}
    assert report["embedded"]["entities"] == 2
    source = KuzuSource(tmp_path / "db", MAPPING)
    assert contents(load_index(index).graph) == contents(source.graph())
    source.close()

    assert main([*command, "--backend", "hash"]) == 0
    assert "nothing changed; no new revision" in capsys.readouterr().out


def test_sync_with_no_server_names_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("falkordb", reason="the falkordb client is not installed")
    port = free_port()
    code = main(["sync", str(tmp_path / "i"), "--falkordb", f"127.0.0.1:{port}", "--graph", "g"])
    assert code == 2
    err = capsys.readouterr().err
    assert f"FalkorDB at 127.0.0.1:{port}/g: connecting: " in err
    assert not (tmp_path / "i").exists()
