"""A small property graph written three ways for the database-source tests: into a
FalkorDB graph, into a Kùzu database, and as a triples file with an entity table.

Nodes: ``(label, properties)`` with ``id``, ``name``, ``description``, ``tenant`` and
``version``; relationships: ``(source id, type, target id, properties)``. Every value is
written through parameters.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from graphpaths.graph import Graph
from graphpaths.sources.mapping import CypherMapping

#: The mapping of the sample: tenant as a filter attribute, ``since`` on relationships.
MAPPING = CypherMapping(
    attributes=("tenant",), relationship_attributes=("since",), version_property="version"
)

#: Kùzu's schema: one node table per label, one relationship table per (type, from, to).
KUZU_NODE_TABLES = ("Person", "Company", "City")
KUZU_REL_TABLES = {
    "works_at": ("Person", "Company"),
    "lives_in": ("Person", "City"),
    "located_in": ("Company", "City"),
    "knows": ("Person", "Person"),
}
LABEL_OF_RELATION = {
    "works_at": "Company",
    "lives_in": "City",
    "located_in": "City",
    "knows": "Person",
}


@dataclass
class SampleGraph:
    nodes: dict[str, tuple[str, dict[str, Any]]] = field(default_factory=dict)
    relationships: dict[tuple[str, str, str], dict[str, Any]] = field(default_factory=dict)

    def copy(self) -> SampleGraph:
        return SampleGraph(
            nodes={k: (lab, dict(p)) for k, (lab, p) in self.nodes.items()},
            relationships={k: dict(v) for k, v in self.relationships.items()},
        )

    # -- writing it out -----------------------------------------------------------------
    def write_triples(self, folder: Path) -> tuple[Path, Path]:
        """``triples.jsonl`` and ``entities.jsonl`` of the graph (the same data)."""
        folder.mkdir(parents=True, exist_ok=True)
        triples, entities = folder / "triples.jsonl", folder / "entities.jsonl"
        with entities.open("w", encoding="utf-8") as f:
            for node_id, (label, props) in sorted(self.nodes.items()):
                record: dict[str, Any] = {"id": node_id, "types": [label]}
                if props.get("name"):
                    record["name"] = props["name"]
                if props.get("description"):
                    record["description"] = props["description"]
                if "tenant" in props:
                    record["attributes"] = {"tenant": props["tenant"]}
                f.write(json.dumps(record) + "\n")
        with triples.open("w", encoding="utf-8") as f:
            for (s, label, t), props in sorted(self.relationships.items()):
                row: dict[str, Any] = {"head": s, "relation": label, "tail": t}
                if "since" in props:
                    row["attributes"] = {"since": props["since"]}
                f.write(json.dumps(row) + "\n")
        return triples, entities

    def write_falkordb(self, graph: Any) -> None:
        """Create the graph in a FalkorDB graph (``falkordb`` Graph object), batched."""
        by_label: dict[str, list[dict[str, Any]]] = {}
        for _, (label, props) in self.nodes.items():
            by_label.setdefault(label, []).append(props)
        for label, rows in by_label.items():
            graph.query(f"UNWIND $rows AS row CREATE (n:`{label}`) SET n = row", {"rows": rows})
        rows = [
            {"s": s, "t": t, "label": label, "p": props}
            for (s, label, t), props in self.relationships.items()
        ]
        for label in {r["label"] for r in rows}:
            graph.query(
                f"UNWIND $rows AS row MATCH (a {{id: row.s}}), (b {{id: row.t}}) "
                f"CREATE (a)-[r:`{label}`]->(b) SET r = row.p",
                {"rows": [r for r in rows if r["label"] == label]},
            )

    def write_kuzu(self, connection: Any) -> None:
        """Create the schema and the graph in a Kùzu database (an open connection)."""
        for table in KUZU_NODE_TABLES:
            connection.execute(
                f"CREATE NODE TABLE {table}(id STRING, name STRING, description STRING, "
                "tenant STRING, version INT64, PRIMARY KEY(id))"
            )
        for rel, (a, b) in KUZU_REL_TABLES.items():
            connection.execute(f"CREATE REL TABLE {rel}(FROM {a} TO {b}, since INT64)")
        for node_id, (label, props) in self.nodes.items():
            connection.execute(
                f"CREATE (n:{label} {{id: $id, name: $name, description: $description, "
                "tenant: $tenant, version: $version})",
                {
                    "id": node_id,
                    "name": props.get("name"),
                    "description": props.get("description"),
                    "tenant": props.get("tenant"),
                    "version": props.get("version"),
                },
            )
        for (s, label, t), props in self.relationships.items():
            a, b = KUZU_REL_TABLES[label]
            connection.execute(
                f"MATCH (a:{a} {{id: $s}}), (b:{b} {{id: $t}}) "
                f"CREATE (a)-[:{label} {{since: $since}}]->(b)",
                {"s": s, "t": t, "since": props.get("since")},
            )


def sample_graph(seed: int = 0, people: int = 24) -> SampleGraph:
    """People working at companies in cities, knowing each other; two tenants."""
    rng = random.Random(seed)
    g = SampleGraph()
    cities = ["Lisbon", "Oslo", "Quito", "Accra"]
    companies = ["Acme", "Globex", "Initech", "Umbrella", "Hooli"]
    for i, city in enumerate(cities):
        g.nodes[f"city-{i}"] = ("City", {"id": f"city-{i}", "name": city, "version": 1})
    for i, company in enumerate(companies):
        g.nodes[f"co-{i}"] = (
            "Company",
            {
                "id": f"co-{i}",
                "name": company,
                "description": f"{company} makes things",
                "tenant": "acme" if i % 2 else "globex",
                "version": 1,
            },
        )
        g.relationships[(f"co-{i}", "located_in", f"city-{i % len(cities)}")] = {}
    first = ["Ana", "Ben", "Cara", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivo", "Jun", "Kai", "Lea"]
    for i in range(people):
        name = f"{first[i % len(first)]} {chr(65 + i // len(first))}"
        g.nodes[f"p-{i}"] = (
            "Person",
            {"id": f"p-{i}", "name": name, "tenant": "acme" if i % 3 else "globex", "version": 1},
        )
        g.relationships[(f"p-{i}", "works_at", f"co-{rng.randrange(len(companies))}")] = {
            "since": 2000 + rng.randrange(24)
        }
        g.relationships[(f"p-{i}", "lives_in", f"city-{rng.randrange(len(cities))}")] = {}
    for i in range(people):
        j = rng.randrange(people)
        if j != i:
            g.relationships[(f"p-{i}", "knows", f"p-{j}")] = {}
    return g


QUESTIONS = (
    "who works at Acme",
    "where does Ana A live",
    "which city is Globex located in",
    "who knows Ben A",
    "in which city do the employees of Initech have their homes",
)


def contents(g: Graph) -> tuple[Any, ...]:
    """A graph's content, whatever the order of its rows."""
    entities = sorted(
        (
            e,
            g.entity(e).name,
            g.types_of(e),
            g.entity(e).description,
            sorted(g.entity_attributes(e).items()),
        )
        for e in g.entity_ids
    )
    relations = sorted(
        (
            g.entity_ids[g.relation(j).head],
            g.relation(j).label,
            g.entity_ids[g.relation(j).tail],
            sorted(g.relation_attributes(j).items()),
        )
        for j in range(g.num_relations)
    )
    return entities, relations
