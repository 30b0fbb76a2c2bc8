"""``RecordsDiff``: records repeating an id (a Kùzu entity of two types is a node in each
type's table) merge before they are compared, and types compare in any order, so reading
an unchanged store finds no change."""

from __future__ import annotations

from graphpaths.sources.diff import RecordsDiff
from graphpaths.sources.records import (
    GraphRecords,
    NodeRecord,
    RelationshipRecord,
    graph_from_records,
)

NODES = (
    NodeRecord(id="kismet", name="Kismet", types=("movie",)),
    NodeRecord(id="1944", name="1944", types=("year", "tag")),
)
RELATIONSHIPS = (
    RelationshipRecord(source="kismet", target="1944", label="release_year"),
    RelationshipRecord(source="kismet", target="1944", label="has_tags"),
)


def test_a_node_split_over_two_tables_is_one_unchanged_entity() -> None:
    graph = graph_from_records(GraphRecords(nodes=NODES, relationships=RELATIONSHIPS))
    diff = RecordsDiff(graph)
    diff.nodes([NODES[0], NodeRecord(id="1944", name="1944", types=("tag",))])
    diff.nodes([NodeRecord(id="1944", name="1944", types=("year",))])  # another page
    diff.relationships(RELATIONSHIPS)
    assert diff.changes() == []


def test_a_type_gone_from_one_table_is_a_change() -> None:
    graph = graph_from_records(GraphRecords(nodes=NODES, relationships=RELATIONSHIPS))
    diff = RecordsDiff(graph)
    diff.nodes([NODES[0], NodeRecord(id="1944", name="1944", types=("tag",))])
    diff.relationships(RELATIONSHIPS)
    [change] = diff.changes()
    assert (change.op, change.id, change.fields) == ("update", "1944", {"types": ("tag",)})


def test_around_compares_only_the_relations_at_the_nodes_read() -> None:
    nodes = (*NODES, NodeRecord(id="wd", name="William Dieterle", types=("person",)))
    relationships = (
        *RELATIONSHIPS,
        RelationshipRecord(source="kismet", target="wd", label="directed_by"),
    )
    graph = graph_from_records(GraphRecords(nodes=nodes, relationships=relationships))
    diff = RecordsDiff(graph)
    diff.seen(graph.entity_ids)
    diff.around(["wd"])  # only wd changed: its one relationship is now written_by
    diff.nodes([nodes[2]])
    diff.relationships([RelationshipRecord(source="kismet", target="wd", label="written_by")])
    changes = diff.changes()
    assert [(c.op, c.head, c.relation, c.tail) for c in changes] == [  # type: ignore[union-attr]
        ("delete", "kismet", "directed_by", "wd"),
        ("add", "kismet", "written_by", "wd"),
    ]  # kismet's relations to 1944, not read, are kept
    nothing = RecordsDiff(graph)
    nothing.seen(graph.entity_ids)
    nothing.around([])
    assert nothing.changes() == []
