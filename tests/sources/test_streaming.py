"""A graph built from a source's pages (graphpaths.sources.streaming.graph_from_pages) is
the graph graph_from_records makes of all the records at once: same fingerprint, whatever
the pages, repeated nodes (a Kùzu entity in two tables), repeated relationships with
attributes, and the order of types and labels given."""

from __future__ import annotations

import random

import pytest

from graphpaths.errors import GraphFormatError
from graphpaths.sources import GraphRecords, NodeRecord, RelationshipRecord, graph_from_records
from graphpaths.sources.cypher import RecordsPage
from graphpaths.sources.streaming import graph_from_pages

TYPES = ("movie", "person", "year", "tag")
LABELS = ("directed_by", "release_year", "has_tags", "starred_actors")


def random_records(seed: int, n: int = 60) -> GraphRecords:
    rng = random.Random(seed)
    ids = [f"e{rng.randrange(10**6)}-{i}" for i in range(n)]
    nodes = []
    for entity_id in ids:
        for _ in range(rng.choice((1, 1, 2))):  # some nodes in two tables
            nodes.append(
                NodeRecord(
                    id=entity_id,
                    name=rng.choice((None, entity_id.upper())),
                    types=tuple(rng.sample(TYPES, rng.randrange(0, 3))),
                    text=rng.choice((None, f"text of {entity_id}")),
                    attributes=rng.choice(({}, {"tenant": rng.choice("ab")})),
                )
            )
    relationships = [
        RelationshipRecord(
            source=rng.choice(ids),
            target=rng.choice(ids),
            label=rng.choice(LABELS),
            attributes=rng.choice(({}, {}, {"w": rng.randrange(3)}, {"w": 1, "v": "x"})),
        )
        for _ in range(4 * n)
    ]
    relationships += relationships[: n // 2]  # repeats, merged once
    rng.shuffle(nodes)
    return GraphRecords(
        nodes=tuple(nodes),
        relationships=tuple(relationships),
        type_order=("year", "genre", "movie"),
        label_order=("has_tags",),
    )


def pages_of(records: GraphRecords, size: int, seed: int) -> list[RecordsPage]:
    """The records cut into pages, each relationship on the page of a random one of them."""
    rng = random.Random(seed)
    nodes = list(records.nodes)
    pages = [
        RecordsPage(nodes=nodes[i : i + size], relationships=[]) for i in range(0, len(nodes), size)
    ]
    for rel in records.relationships:
        pages[rng.randrange(len(pages))].relationships.append(rel)
    return pages


@pytest.mark.parametrize("seed", range(6))
def test_pages_give_the_graph_of_all_records(seed: int) -> None:
    records = random_records(seed)
    for size in (1, 7, 1000):
        streamed = graph_from_pages(
            pages_of(records, size, seed),
            type_order=records.type_order,
            label_order=records.label_order,
        )
        whole = graph_from_records(records)
        assert streamed.fingerprint == whole.fingerprint
        assert streamed.type_names == whole.type_names
        assert [dict(streamed.relation_attributes(j)) for j in range(whole.num_relations)] == [
            dict(whole.relation_attributes(j)) for j in range(whole.num_relations)
        ]


def test_untyped_pages_get_types_as_records_do() -> None:
    nodes = [NodeRecord(id=i) for i in ("f1", "f2", "p1")]
    rels = [RelationshipRecord(source=f, target="p1", label="directed_by") for f in ("f1", "f2")]
    page = RecordsPage(nodes=nodes, relationships=rels)
    records = GraphRecords(nodes=tuple(nodes), relationships=tuple(rels))
    for options in ({}, {"infer_types": False}, {"types": {"p1": "person"}}):
        assert (
            graph_from_pages([page], **options).fingerprint  # type: ignore[arg-type]
            == graph_from_records(records, **options).fingerprint  # type: ignore[arg-type]
        )


def test_a_relationship_to_no_node_and_no_nodes_are_refused() -> None:
    page = RecordsPage(
        nodes=[NodeRecord(id="a")],
        relationships=[RelationshipRecord(source="a", target="ghost", label="knows")],
    )
    with pytest.raises(GraphFormatError, match=r"'ghost'.*not the id of any node"):
        graph_from_pages([page])
    with pytest.raises(GraphFormatError, match="no nodes"):
        graph_from_pages([RecordsPage(nodes=[], relationships=[])])


def test_a_repeated_relationship_merges_its_attributes_in_the_records_order() -> None:
    nodes = [NodeRecord(id="a"), NodeRecord(id="b")]
    later, first = (
        RelationshipRecord(source="a", target="b", label="knows", attributes=attrs)
        for attrs in ({"w": 2}, {"w": 1, "v": "x"})
    )
    pages = [
        RecordsPage(nodes=nodes[:1], relationships=[later]),
        RecordsPage(nodes=nodes[1:], relationships=[first]),
    ]
    g = graph_from_pages(pages)
    assert g.num_relations == 1
    # as sorted JSON the one read last comes first, and its values win
    assert dict(g.relation_attributes(0)) == {"w": 1, "v": "x"}
    records = GraphRecords(nodes=tuple(nodes), relationships=(later, first))
    assert g.fingerprint == graph_from_records(records).fingerprint
