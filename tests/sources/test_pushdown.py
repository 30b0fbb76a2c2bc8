"""The hop search pushed down to a database (:class:`~graphpaths.sources.access.StoreAccess`)
against the in-process search on the same graph: a FalkorDB server started here and an
embedded Kùzu database, each holding the rail KGQA set (``benchmarks/kgqa/rail``; its
development questions, never a frozen set's).

A retriever made with ``DotRAG.from_store(source, pushdown=True)`` keeps the entity table,
the vectors, the reachability map, the schema and the lexicon of the index and reads the
edges in the database: it must retrieve the same paths, in the same order, with the same
scores (and the same context and anchors) as the in-process one, for every question. The
access itself answers every frontier, target block and label set as the in-process CSR
does, row for row, self-loops and parallel labels included. After a sync the pushed-down
retriever reads the new revision's graph through a new access, and a filtered view reads
its own graph's edges in the database too.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from falkordb_server import FalkorDBServer, running_server
from graph_stores import MAPPING as SAMPLE_MAPPING
from graph_stores import QUESTIONS as SAMPLE_QUESTIONS
from graph_stores import sample_graph

from graphpaths import DotRAG
from graphpaths.dotrag.protocol.types import DotRAGResult
from graphpaths.embeddings_hashing import HashingEmbedder
from graphpaths.graph import Graph
from graphpaths.reachability import ReachabilityMap
from graphpaths.sources.access import InProcessAccess, StoreAccess
from graphpaths.sources.cypher import CypherSource, PagedSource
from graphpaths.sources.drivers import FalkorDBRunner
from graphpaths.sources.kuzu import KuzuSource
from graphpaths.sources.mapping import CypherMapping, quote_identifier

falkordb = pytest.importorskip("falkordb", reason="the falkordb client is not installed")

RAIL = Path(__file__).resolve().parents[2] / "benchmarks" / "kgqa" / "rail"
#: Every label is a relationship type; no node label is an entity type (they are
#: inferred from relation roles, as for the triples file).
MAPPING = CypherMapping(type_labels=(), description_property=None, page_size=100)
#: Extra relationships the set lacks: a self-loop and a second label between one pair.
EXTRA = [("x8883", "LOOP", "x8883"), ("x8883", "ALSO", "x8135")]


def _label(relation: str) -> str:
    """A relationship type for a label of the set: its last segment (``...#stopsAt``)."""
    return re.split(r"[#/.]", relation)[-1]


def rail() -> tuple[list[tuple[str, str]], list[tuple[str, str, str]]]:
    """The set's entities ``(id, name)`` and triples ``(head, type, tail)``, and the extras."""
    entities = [
        tuple(line.split("\t")[:2])
        for line in (RAIL / "entities.tsv").read_text(encoding="utf-8").splitlines()[1:]
    ]
    triples = [
        (h, _label(r), t)
        for h, r, t in (
            line.split("\t")
            for line in (RAIL / "triples.tsv").read_text(encoding="utf-8").splitlines()[1:]
        )
    ]
    named = {e for e, _ in entities}
    entities += [(e, e) for e in sorted({x for h, _, t in triples for x in (h, t)} - named)]
    return entities, [*triples, *EXTRA]  # type: ignore[list-item]


def questions() -> list[str]:
    lines = (RAIL / "questions.jsonl").read_text(encoding="utf-8").splitlines()
    return [json.loads(line)["question"] for line in lines]


def write_falkordb(graph: Any) -> None:
    entities, triples = rail()
    graph.query(
        "UNWIND $rows AS row CREATE (n:Entity) SET n.id = row.id, n.name = row.name",
        {"rows": [{"id": e, "name": n} for e, n in entities]},
    )
    graph.query("CREATE INDEX FOR (n:Entity) ON (n.id)")
    for label in sorted({r for _, r, _ in triples}):
        graph.query(
            "UNWIND $rows AS row MATCH (a:Entity {id: row.s}), (b:Entity {id: row.t}) "
            f"CREATE (a)-[:{quote_identifier(label, 'label')}]->(b)",
            {"rows": [{"s": h, "t": t} for h, r, t in triples if r == label]},
        )


def write_kuzu(connection: Any) -> None:
    entities, triples = rail()
    connection.execute("CREATE NODE TABLE Entity(id STRING, name STRING, PRIMARY KEY(id))")
    for e, n in entities:
        connection.execute("CREATE (:Entity {id: $id, name: $name})", {"id": e, "name": n})
    for label in sorted({r for _, r, _ in triples}):
        table = quote_identifier(label, "label")
        connection.execute(f"CREATE REL TABLE {table}(FROM Entity TO Entity)")
        for h, r, t in triples:
            if r == label:
                connection.execute(
                    f"MATCH (a:Entity {{id: $s}}), (b:Entity {{id: $t}}) CREATE (a)-[:{table}]->(b)",
                    {"s": h, "t": t},
                )


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[FalkorDBServer]:
    with running_server(tmp_path_factory.mktemp("falkordb")) as running:
        yield running


@pytest.fixture(scope="module")
def falkor(server: FalkorDBServer) -> CypherSource:
    write_falkordb(falkordb.FalkorDB(host="127.0.0.1", port=server.port).select_graph("rail"))
    return CypherSource(FalkorDBRunner("127.0.0.1", server.port, graph="rail"), MAPPING)


@pytest.fixture(scope="module")
def kuzu_store(tmp_path_factory: pytest.TempPathFactory) -> Iterator[KuzuSource]:
    kuzu = pytest.importorskip("kuzu", reason="kuzu is not installed")
    path = tmp_path_factory.mktemp("kuzu") / "rail"
    database = kuzu.Database(str(path))
    write_kuzu(kuzu.Connection(database))
    database.close()
    source = KuzuSource(path, MAPPING)
    yield source
    source.close()


def _same(result: DotRAGResult) -> tuple[Any, ...]:
    """What must be equal: paths (order, scores, hops), context and anchors."""
    return result.paths, result.context, result.anchors


@pytest.mark.slow  # a database server or store per case: in make test, not make test-fast
@pytest.mark.parametrize("store", ["falkor", "kuzu_store"])
def test_pushdown_retrieves_what_in_process_retrieves(
    store: str, request: pytest.FixtureRequest, tmp_path: Path
) -> None:
    source: PagedSource = request.getfixturevalue(store)
    embedder = HashingEmbedder(dimension=64)
    local = DotRAG.from_store(source, index_dir=tmp_path / "index", embedder=embedder)
    # the index is there: read again through the sync's pages, the search pushed down
    pushed = DotRAG.from_store(
        source, index_dir=tmp_path / "index", pushdown=True, embedder=embedder
    )
    assert isinstance(local.search.edges, InProcessAccess)
    access = pushed.search.edges
    assert isinstance(access, StoreAccess)
    assert pushed.graph.fingerprint == local.graph.fingerprint
    found = 0
    for question in questions():
        expected = local.retrieve(question)
        assert _same(pushed.retrieve(question)) == _same(expected), question
        found += bool(expected.paths)
    assert found >= len(questions()) // 2, "the questions must retrieve something"
    assert access.queries > 0
    if store == "kuzu_store":  # the pages of the sync read again (falkor: also counted)
        assert local.graph.num_relations == len(rail()[1])


@pytest.mark.parametrize("store", ["falkor", "kuzu_store"])
def test_store_access_answers_as_the_csr(store: str, request: pytest.FixtureRequest) -> None:
    source = request.getfixturevalue(store)
    graph: Graph = source.graph(infer_types=True)
    reach = ReachabilityMap.build(graph)
    memory = InProcessAccess(reach.indptr, reach.neighbors, reach.relations)
    pushed = StoreAccess(source, graph, batch=7, max_targets=40)
    rng = random.Random(0)
    loop = graph.index_of("x8883")
    for case in range(40):
        frontier = np.array(
            sorted({loop} | {rng.randrange(graph.num_entities) for _ in range(rng.randint(0, 12))}),
            np.int64,
        )
        # the same entities (how often each comes is the implementation's)
        assert set(pushed.neighbours(frontier).tolist()) == set(
            memory.neighbours(frontier).tolist()
        )
        targets = None
        if case % 2:  # a block: the neighbours of the frontier and some others, ascending
            near = np.unique(memory.neighbours(frontier))
            targets = np.unique(
                np.concatenate([near[: rng.randint(0, 60)], rng.sample(range(300), 20)])
            )
        want = memory.incident(frontier, targets=targets)
        labels = None
        if case % 3 == 0:  # some labels the rows have, and one they may not
            present = sorted({int(graph.relation_labels[j]) for j in want.relations})
            labels = sorted({*rng.sample(present, min(2, len(present))), case % 5})
        got = pushed.incident(frontier, targets=targets, labels=labels)
        rows = list(zip(want.relations, want.sources, want.neighbours, strict=True))
        if labels is not None:
            rows = [r for r in rows if graph.relation_labels[r[0]] in labels]
        assert list(zip(got.relations, got.sources, got.neighbours, strict=True)) == rows


def test_pushdown_follows_syncs_and_filtered_views(server: FalkorDBServer, tmp_path: Path) -> None:
    graph = falkordb.FalkorDB(host="127.0.0.1", port=server.port).select_graph("sample")
    sample_graph().write_falkordb(graph)
    source = CypherSource(FalkorDBRunner("127.0.0.1", server.port, graph="sample"), SAMPLE_MAPPING)
    embedder = HashingEmbedder(dimension=64)
    local = DotRAG.from_store(source, index_dir=tmp_path / "index", embedder=embedder)
    pushed = DotRAG.from_store(
        source, index_dir=tmp_path / "index", pushdown=True, embedder=embedder
    )

    def check() -> None:
        assert pushed.search.graph.fingerprint == local.search.graph.fingerprint
        access = pushed.search.edges
        assert isinstance(access, StoreAccess)
        assert access.graph is pushed.graph
        for question in SAMPLE_QUESTIONS:
            for flt in (None, {"tenant": "acme"}):
                expected = local.retrieve(question, filter=flt)
                got = pushed.retrieve(question, filter=flt)
                assert _same(got) == _same(expected), (question, flt)
        view = pushed._engine_for_filter({"tenant": "acme"}).search
        assert isinstance(view.edges, StoreAccess)
        assert view.edges.graph is view.graph

    before = pushed.search.graph.fingerprint
    check()
    graph.query("MATCH (a {id: 'p-1'}), (b {id: 'p-2'}) CREATE (a)-[:mentors]->(b)")
    report = pushed.sync(source)
    assert report.revision is not None
    assert pushed.search.graph.fingerprint != before  # the next query reads the new revision
    local = DotRAG.from_index(tmp_path / "index", embedder=embedder)
    check()
