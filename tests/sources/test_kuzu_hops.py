"""The pushed-down hop in Kùzu by node offsets (graphpaths.sources.kuzu_hops): it answers
every frontier, label set and target block as the in-process adjacency does (an id in two
tables, a repeated relationship, a self-loop, a relationship table joining two pairs of
tables, the mapping's label and table filters), and its queries carry the frontier as a
parameter of integer offsets: no id, hostile or not, in a query's text, no target list."""

from __future__ import annotations

import itertools
import random
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from test_kuzu_tables import MAPPING_IDS, MAPPINGS, tricky_database

from graphpaths.reachability import ReachabilityMap
from graphpaths.sources.access import InProcessAccess, StoreAccess
from graphpaths.sources.mapping import CypherMapping

kuzu = pytest.importorskip("kuzu")

from graphpaths.sources.kuzu import KuzuSource  # noqa: E402

HOSTILE = ["x') RETURN 1 //", 'q" OR 1=1', "`drop`", "ünï\tcode"]


class RecordingConnection:
    """A ``kuzu.Connection`` that keeps every query and its parameters."""

    def __init__(self, connection: Any) -> None:
        self.connection = connection
        self.sent: list[tuple[str, dict[str, Any]]] = []

    def execute(self, query: str, parameters: dict[str, Any] | None = None) -> Any:
        self.sent.append((query, dict(parameters or {})))
        return self.connection.execute(query, parameters or {})


def _compare(source: KuzuSource, *, seed: int, cases: int = 30) -> None:
    graph = source.graph()
    reach = ReachabilityMap.build(graph)
    memory = InProcessAccess(reach.indptr, reach.neighbors, reach.relations)
    pushed = StoreAccess(source, graph, batch=2)
    rng = random.Random(seed)
    n = graph.num_entities
    for case in range(cases):
        frontier = np.array(sorted({rng.randrange(n) for _ in range(rng.randint(1, n))}), np.int64)
        # the same entities (how often each comes is the implementation's)
        assert set(pushed.neighbours(frontier).tolist()) == set(
            memory.neighbours(frontier).tolist()
        )
        targets = None
        if case % 2:
            targets = np.array(sorted(rng.sample(range(n), rng.randint(1, n))), np.int64)
        want = memory.incident(frontier, targets=targets)
        labels = None
        if case % 3 == 0 and len(graph.label_names):
            labels = sorted(rng.sample(range(len(graph.label_names)), 1))
        got = pushed.incident(frontier, targets=targets, labels=labels)
        rows = list(zip(want.relations, want.sources, want.neighbours, strict=True))
        if labels is not None:
            rows = [r for r in rows if graph.relation_labels[r[0]] in labels]
        assert list(zip(got.relations, got.sources, got.neighbours, strict=True)) == rows
    assert pushed.queries > 0


@pytest.mark.parametrize(
    "mapping",
    [*MAPPINGS, CypherMapping(description_property=None, node_labels=("person", "film"))],
    ids=[*MAPPING_IDS, "two-tables"],
)
def test_offset_hops_answer_as_the_adjacency(tmp_path: Path, mapping: CypherMapping) -> None:
    tricky_database(tmp_path / "db")
    source = KuzuSource(tmp_path / "db", mapping)
    try:
        _compare(source, seed=len(mapping.relationship_types))
    finally:
        source.close()


def test_hop_queries_send_offsets_as_parameters(tmp_path: Path) -> None:
    db = kuzu.Database(str(tmp_path / "db"))
    conn = kuzu.Connection(db)
    conn.execute("CREATE NODE TABLE person(id STRING, name STRING, PRIMARY KEY(id))")
    conn.execute("CREATE REL TABLE knows(FROM person TO person)")
    for i, hostile in enumerate(HOSTILE):
        conn.execute("CREATE (:person {id: $id, name: $name})", {"id": hostile, "name": f"P{i}"})
    for a, b in itertools.pairwise(HOSTILE):
        conn.execute(
            "MATCH (a:person {id: $a}), (b:person {id: $b}) CREATE (a)-[:knows]->(b)",
            {"a": a, "b": b},
        )
    recording = RecordingConnection(conn)
    source = KuzuSource(recording, CypherMapping(description_property=None))
    graph = source.graph()
    pushed = StoreAccess(source, graph)
    recording.sent.clear()
    everyone = np.arange(graph.num_entities)
    got = pushed.incident(everyone, targets=everyone, labels=[0])
    assert len(got) == 2 * (len(HOSTILE) - 1)  # each relationship under both its ends
    hops = [(q, p) for q, p in recording.sent if "-[r" in q]
    assert hops, "the hop went to the database"
    for query, parameters in hops:
        assert not any(h in query for h in HOSTILE), query
        assert "offset(id(a)) IN $offsets" in query
        assert "$targets" not in query
        assert set(parameters) == {"offsets"}
        assert all(type(x) is int for x in parameters["offsets"])
    conn.close()
    db.close()
