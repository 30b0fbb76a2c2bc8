"""``sync``: an index built from a database follows it. After random additions, updates
and deletions in the store (FalkorDB started here; Kùzu embedded), a sync gives the index
a rebuild from the store gives (same graph content, same retrieved paths), by version and
by content; it embeds only the changed texts; a store that went away fails the sync with a
StoreError and leaves the index; and a sync killed before or after its rename leaves the
old revision or the new one, which the next sync completes.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from falkordb_server import FalkorDBServer, running_server
from graph_stores import MAPPING, QUESTIONS, SampleGraph, contents, sample_graph

from graphpaths import DotRAG
from graphpaths.dotrag.index.graph_index import load_index
from graphpaths.embeddings_hashing import HashingEmbedder
from graphpaths.errors import StoreError
from graphpaths.graph import Graph
from graphpaths.sources.cypher import CypherSource, PagedSource
from graphpaths.sources.drivers import FalkorDBRunner
from graphpaths.sources.kuzu import KuzuSource
from graphpaths.sources.mapping import CypherMapping

falkordb = pytest.importorskip("falkordb", reason="the falkordb client is not installed")
REPO = Path(__file__).resolve().parents[2]
NO_VERSIONS = CypherMapping(attributes=("tenant",), relationship_attributes=("since",))


def embedder() -> HashingEmbedder:
    return HashingEmbedder(dimension=64)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[FalkorDBServer]:
    with running_server(tmp_path_factory.mktemp("falkordb-sync")) as running:
        yield running


def mutate(data: SampleGraph, seed: int) -> dict[str, int]:
    """Random additions, updates and deletions of nodes and relationships; changed and
    new nodes get a version above every one before (10 * seed + 2 or 3). Returns how many
    nodes of each."""
    rng = random.Random(seed)
    version = 10 * seed + 2
    people = sorted(k for k, (label, _) in data.nodes.items() if label == "Person")
    companies = sorted(k for k, (label, _) in data.nodes.items() if label == "Company")
    cities = sorted(k for k, (label, _) in data.nodes.items() if label == "City")
    deleted = rng.sample(people, 2)
    for node in deleted:
        del data.nodes[node]
        for key in [k for k in data.relationships if node in (k[0], k[2])]:
            del data.relationships[key]
    people = [p for p in people if p not in deleted]
    updated = [*rng.sample(people, 3), rng.choice(companies)]
    for node in updated:
        props = data.nodes[node][1]
        props["version"] = version
        props["name"] = props["name"] + " Junior"
    tenant_changed = rng.choice([p for p in people if p not in updated])
    props = data.nodes[tenant_changed][1]
    props["tenant"], props["version"] = "initech", version  # an attribute only
    props = data.nodes[companies[0]][1]
    props.pop("description", None)  # a property removed
    props["version"] = version + 1
    for i in range(3):
        node = f"p-new-{seed}-{i}"
        data.nodes[node] = (
            "Person",
            {"id": node, "name": f"Newcomer {i}", "tenant": "acme", "version": version},
        )
        data.relationships[(node, "works_at", rng.choice(companies))] = {"since": 2025}
        data.relationships[(node, "knows", rng.choice(people))] = {}
    rels = sorted(k for k in data.relationships if k[0] in people and k[1] == "knows")
    for key in rng.sample(rels, 3):
        del data.relationships[key]
    for key in rng.sample(sorted(k for k in data.relationships if k[1] == "works_at"), 2):
        data.relationships[key] = {"since": 1999}
    for _ in range(3):
        data.relationships[(rng.choice(people), "lives_in", rng.choice(cities))] = {}
    changed = {*updated, tenant_changed, companies[0]}
    return {"deleted": 2, "updated": len(changed), "added": 3}


def load_falkordb(server: FalkorDBServer, name: str, data: SampleGraph) -> Any:
    graph = falkordb.FalkorDB(host="127.0.0.1", port=server.port).select_graph(name)
    graph.query("MATCH (n) DETACH DELETE n")
    data.write_falkordb(graph)
    return graph


def retrieved(dotrag: DotRAG) -> list[set[str]]:
    return [{p.render() for p in dotrag.retrieve(q).paths} for q in QUESTIONS]


def rebuilt(source: PagedSource, folder: Path) -> tuple[Graph, list[set[str]]]:
    graph = source.graph()
    return graph, retrieved(DotRAG.from_graph(graph, index_dir=folder, embedder=embedder()))


@pytest.mark.parametrize("mapping", [MAPPING, NO_VERSIONS], ids=["by-version", "by-content"])
def test_sync_after_random_changes_equals_a_rebuild(
    server: FalkorDBServer, mapping: CypherMapping, tmp_path: Path
) -> None:
    name = f"sync-{mapping.version_property}"
    data = sample_graph(seed=3)
    load_falkordb(server, name, data)
    source = CypherSource(FalkorDBRunner("127.0.0.1", server.port, graph=name), mapping)
    dotrag = DotRAG.from_records(source.read(), index_dir=tmp_path / "index", embedder=embedder())
    first = dotrag.sync(source)  # records the source (and the versions read)
    assert first.counts == {}
    for seed in (1, 2):
        changes = mutate(data, seed)
        load_falkordb(server, name, data)
        report = dotrag.sync(source)
        assert report.mode == ("version" if mapping.version_property else "content")
        if mapping.version_property:  # only the changed and new nodes were read
            assert report.nodes_read == changes["updated"] + changes["added"]
        assert report.counts["entities_delete"] == changes["deleted"]
        assert report.counts["entities_add"] == changes["added"]
        assert report.update is not None
        assert report.update.embedded["entities"] <= changes["updated"] + changes["added"]
        graph, expected = rebuilt(source, tmp_path / f"rebuild-{seed}")
        assert contents(dotrag.graph) == contents(graph)
        assert contents(load_index(tmp_path / "index").graph) == contents(graph)
        assert retrieved(dotrag) == expected
    again = dotrag.sync(source)
    assert again.counts == {}
    assert again.update is None  # nothing changed: no new revision


def test_sync_from_kuzu_equals_a_rebuild(tmp_path: Path) -> None:
    kuzu = pytest.importorskip("kuzu", reason="kuzu is not installed")
    data = sample_graph(seed=5)
    write_kuzu(kuzu, tmp_path / "db", data)
    with_source = KuzuSource(tmp_path / "db", MAPPING)
    dotrag = DotRAG.from_records(
        with_source.read(), index_dir=tmp_path / "index", embedder=embedder()
    )
    dotrag.sync(with_source)
    with_source.close()
    mutate(data, 7)
    write_kuzu(kuzu, tmp_path / "db", data)
    source = KuzuSource(tmp_path / "db", MAPPING)
    report = dotrag.sync(source)
    assert report.mode == "version"
    graph, expected = rebuilt(source, tmp_path / "rebuild")
    source.close()
    assert contents(dotrag.graph) == contents(graph)
    assert retrieved(dotrag) == expected


def write_kuzu(kuzu: Any, path: Path, data: SampleGraph) -> None:
    """A fresh Kùzu database at ``path`` holding ``data``."""
    for item in sorted(path.parent.glob(path.name + "*")):  # the database and its WAL
        if item.is_dir():
            shutil.rmtree(item)
        else:
            item.unlink()
    database = kuzu.Database(str(path))
    data.write_kuzu(kuzu.Connection(database))
    database.close()


def test_sync_with_the_store_down_leaves_the_index(tmp_path: Path) -> None:
    server = FalkorDBServer(tmp_path / "server")
    server.start()
    try:
        data = sample_graph(seed=4, people=8)
        load_falkordb(server, "g", data)
        source = CypherSource(FalkorDBRunner("127.0.0.1", server.port, graph="g"), MAPPING)
        dotrag = DotRAG.from_records(
            source.read(), index_dir=tmp_path / "index", embedder=embedder()
        )
        before = retrieved(dotrag)
        server.stop()
        with pytest.raises(StoreError, match=rf"FalkorDB at 127.0.0.1:{server.port}/g: "):
            dotrag.sync(source)
        assert load_index(tmp_path / "index").revision == 0
        assert retrieved(dotrag) == before  # the retriever keeps answering from its index
        server.start()  # back (empty: nothing was saved), the data written again, changed
        mutate(data, 1)
        load_falkordb(server, "g", data)
        report = dotrag.sync(source)
        assert report.revision == 1
        assert contents(dotrag.graph) == contents(source.graph())
    finally:
        server.stop()


#: A sync in a process of its own, killed (os._exit) just before the new revision's rename
#: into place ("before") or just after it ("after").
KILLED_SYNC = """
import json, os, sys
from graphpaths.dotrag.index import updates
from graphpaths.dotrag.index.graph_index import load_index
from graphpaths.dotrag.index.sync import sync_index
from graphpaths.embeddings_hashing import HashingEmbedder
from graphpaths.sources.kuzu import KuzuSource
from graphpaths.sources.mapping import CypherMapping

index_dir, database, point, mapping = sys.argv[1:5]
rename = updates.replace_directory
def killed(building, path):
    if point == "after":
        rename(building, path)
    os._exit(9)
updates.replace_directory = killed
source = KuzuSource(database, CypherMapping.from_dict(json.loads(mapping)))
sync_index(load_index(index_dir), source, embedder=HashingEmbedder(dimension=64))
"""


@pytest.mark.parametrize("point", ["before", "after"])
def test_a_killed_sync_leaves_the_old_or_the_new_revision(point: str, tmp_path: Path) -> None:
    kuzu = pytest.importorskip("kuzu", reason="kuzu is not installed")
    data = sample_graph(seed=6)
    write_kuzu(kuzu, tmp_path / "db", data)
    source = KuzuSource(tmp_path / "db", MAPPING)
    old = source.graph()
    DotRAG.from_graph(old, index_dir=tmp_path / "index", embedder=embedder())
    source.close()
    mutate(data, 8)
    write_kuzu(kuzu, tmp_path / "db", data)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(REPO / "core"), str(REPO)])}
    run = subprocess.run(
        [
            sys.executable,
            "-c",
            KILLED_SYNC,
            str(tmp_path / "index"),
            str(tmp_path / "db"),
            point,
            json.dumps(MAPPING.as_dict()),
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert run.returncode == 9, run.stderr[-2000:]
    source = KuzuSource(tmp_path / "db", MAPPING)
    new = source.graph()
    index = load_index(tmp_path / "index")
    if point == "before":
        assert index.revision == 0
        assert contents(index.graph) == contents(old)
    else:
        assert index.revision == 1
        assert contents(index.graph) == contents(new)
    dotrag = DotRAG.from_index(index, embedder=embedder())
    dotrag.sync(source)  # completes what the killed one left
    assert contents(dotrag.graph) == contents(new)
    _, expected = rebuilt(source, tmp_path / "rebuild")
    source.close()
    assert retrieved(dotrag) == expected
