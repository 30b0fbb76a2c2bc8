"""Plain node and relationship records (graphpaths.sources.records): checked values, a
documented, deterministic mapping onto the Graph, and DotRAG.from_records."""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path

import pytest

from graphpaths import DotRAG
from graphpaths.embeddings_hashing import HashingEmbedder
from graphpaths.errors import GraphFormatError, InputError
from graphpaths.graph import GraphBuilder
from graphpaths.sources import GraphRecords, NodeRecord, RelationshipRecord, graph_from_records
from graphpaths.sources.records import merge_nodes


def movie_records() -> GraphRecords:
    return GraphRecords(
        nodes=(
            NodeRecord(id="kismet", name="Kismet", types=("movie",), attributes={"year": 1944}),
            NodeRecord(
                id="wd",
                name="William Dieterle",
                types=("person",),
                description="German-born director",
                text="Dieterle directed Kismet in 1944.",
            ),
            NodeRecord(id="jaws", name="Jaws", types=("movie",)),
            NodeRecord(id="ss", name="Steven Spielberg", types=("person",)),
        ),
        relationships=(
            RelationshipRecord(source="kismet", target="wd", label="directed_by"),
            RelationshipRecord(
                source="jaws", target="ss", label="directed_by", attributes={"credited": True}
            ),
        ),
        provenance={"kismet": ("doc-1",), "wd": ("doc-1", "doc-2")},
    )


def test_the_mapping_onto_the_graph() -> None:
    g = graph_from_records(movie_records())
    assert list(g.entity_ids) == ["jaws", "kismet", "ss", "wd"]  # in the order of the ids
    assert g.entity("wd").name == "William Dieterle"
    assert g.types_of("kismet") == ("movie",)
    assert g.entity_text("wd") == (
        "William Dieterle (person): German-born director\n\nDieterle directed Kismet in 1944."
    )
    assert dict(g.entity_attributes("kismet")) == {"year": 1944}
    assert g.relation_texts() == [
        "Jaws directed by Steven Spielberg",
        "Kismet directed by William Dieterle",
    ]
    assert dict(g.relation_attributes(0)) == {"credited": True}
    assert g.type_origin.source == "given"


def test_the_same_records_in_any_order_give_the_same_graph() -> None:
    records = movie_records()
    fingerprints = set()
    rng = random.Random(7)
    for _ in range(5):
        nodes, rels = list(records.nodes), list(records.relationships)
        rng.shuffle(nodes)
        rng.shuffle(rels)
        shuffled = dataclasses.replace(records, nodes=tuple(nodes), relationships=tuple(rels))
        fingerprints.add(graph_from_records(shuffled).fingerprint)
    assert len(fingerprints) == 1


def test_it_is_the_graph_the_builder_makes() -> None:
    b = GraphBuilder()
    b.add_entity("a", name="Ann", types=["person"], attributes={"tenant": "acme"})
    b.add_entity("b", types=["person"])
    b.add_relation("a", "b", "knows", attributes={"since": 2020})
    records = GraphRecords(
        nodes=(
            NodeRecord(id="b", types=("person",)),
            NodeRecord(id="a", name="Ann", types=("person",), attributes={"tenant": "acme"}),
        ),
        relationships=(
            RelationshipRecord(source="a", target="b", label="knows", attributes={"since": 2020}),
        ),
    )
    assert graph_from_records(records).fingerprint == b.build().fingerprint


def test_types_and_labels_are_numbered_by_name_or_in_the_given_order() -> None:
    nodes = (
        NodeRecord(id="a", types=("year",)),
        NodeRecord(id="b", types=("movie",)),
        NodeRecord(id="c", types=("person", "movie")),
    )
    relationships = (
        RelationshipRecord(source="b", target="a", label="release_year"),
        RelationshipRecord(source="c", target="b", label="directed_by"),
    )
    g = graph_from_records(GraphRecords(nodes=nodes, relationships=relationships))
    assert g.type_names == ("movie", "person", "year")  # by name, not as first met
    assert g.label_names == ("directed_by", "release_year")
    # The order of a file (or a mapping) first; names nothing carries left out.
    ordered = GraphRecords(
        nodes=nodes,
        relationships=relationships,
        type_order=("genre", "person", "year"),
        label_order=("release_year", "has_genre"),
    )
    g = graph_from_records(ordered)
    assert g.type_names == ("person", "year", "movie")
    assert g.label_names == ("release_year", "directed_by")
    assert g.types_of("c") == ("person", "movie")
    assert g.relation_texts() == ["b release year a", "c directed by b"]
    with pytest.raises(GraphFormatError, match="type_order"):
        GraphRecords(nodes=nodes, type_order="year")  # type: ignore[arg-type]


def test_a_node_without_a_name_is_named_by_its_id() -> None:
    for name in (None, "", "   "):
        node = NodeRecord(id="n-1", name=name)
        assert node.name is None
        g = graph_from_records(GraphRecords(nodes=(node,)))
        assert g.entity("n-1").name == "n-1"


def test_untyped_records_get_types_from_relation_roles_or_the_default() -> None:
    nodes = tuple(NodeRecord(id=i) for i in ("f1", "f2", "p1", "p2"))
    rels = (
        RelationshipRecord(source="f1", target="p1", label="directed_by"),
        RelationshipRecord(source="f2", target="p2", label="directed_by"),
    )
    records = GraphRecords(nodes=nodes, relationships=rels)
    assert graph_from_records(records).types_of("p1") == ("directed_by target",)
    assert graph_from_records(records, infer_types=False).types_of("p1") == ("entity",)
    overridden = graph_from_records(records, types={"p1": "person"})
    assert overridden.types_of("p1") == ("person",)


def test_repeated_nodes_and_relationships_merge() -> None:
    records = GraphRecords(
        nodes=(
            NodeRecord(id="a", types=("person",), attributes={"k": 1}, text="one"),
            NodeRecord(id="b"),
            NodeRecord(id="a", name="Ann", types=("actor", "person"), attributes={"k": 2, "j": 3}),
            NodeRecord(id="a", text="one"),
        ),
        relationships=(
            RelationshipRecord(source="a", target="b", label="knows", attributes={"w": 1}),
            RelationshipRecord(source="a", target="b", label="knows"),
        ),
    )
    (a, _b) = merge_nodes(records.nodes)
    assert (a.name, a.types, dict(a.attributes), a.text) == (
        "Ann",
        ("person", "actor"),
        {"k": 1, "j": 3},
        "one",
    )
    g = graph_from_records(records)
    assert g.num_relations == 1
    assert dict(g.relation_attributes(0)) == {"w": 1}


@pytest.mark.parametrize(
    ("make", "names"),
    [
        (lambda: NodeRecord(id=""), ["NodeRecord", "'id'"]),
        (lambda: NodeRecord(id=7), ["NodeRecord", "'id'", "7"]),
        (lambda: NodeRecord(id="x", types="person"), ["NodeRecord 'x'", "'types'", "('person',)"]),
        (lambda: NodeRecord(id="x", types=("person", 3)), ["NodeRecord 'x'", "'types'", "3"]),
        (lambda: NodeRecord(id="x", types=("",)), ["NodeRecord 'x'", "'types'"]),
        (lambda: NodeRecord(id="x", name=3), ["NodeRecord 'x'", "'name'", "3"]),
        (lambda: NodeRecord(id="x", text=b"t"), ["NodeRecord 'x'", "'text'"]),
        (
            lambda: NodeRecord(id="x", attributes={"tags": ["a"]}),
            ["NodeRecord 'x'", "'attributes'", "'tags'"],
        ),
        (lambda: NodeRecord(id="x", attributes="k=v"), ["NodeRecord 'x'", "'attributes'"]),
        (
            lambda: RelationshipRecord(source="a", target="b", label=""),
            ["RelationshipRecord 'a' -> 'b'", "'label'"],
        ),
        (lambda: RelationshipRecord(source="a", target=None, label="l"), ["'target'", "None"]),
        (
            lambda: RelationshipRecord(
                source="a", target="b", label="l", attributes={"x": float("nan")}
            ),
            ["RelationshipRecord 'a' -l-> 'b'", "'x'"],
        ),
        (
            lambda: GraphRecords(
                nodes=(NodeRecord(id="a"),),
                relationships=(RelationshipRecord(source="a", target="ghost", label="knows"),),
            ),
            ["relationships[0]", "target 'ghost'", "not the id of any node"],
        ),
        (
            lambda: GraphRecords(nodes=(NodeRecord(id="a"),), provenance={"ghost": ("d",)}),
            ["provenance", "'ghost'"],
        ),
        (
            lambda: GraphRecords(nodes=(NodeRecord(id="a"),), provenance={"a": "doc-1"}),
            ["provenance['a']", "('doc-1',)"],
        ),
        (lambda: GraphRecords(nodes=({"id": "a"},)), ["GraphRecords.nodes[0]", "dict"]),
        (lambda: GraphRecords(nodes="a"), ["GraphRecords.nodes"]),
    ],
)
def test_bad_records_are_refused_naming_the_record_and_field(make, names) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(GraphFormatError) as caught:
        make()
    for name in names:
        assert name in str(caught.value)
    assert isinstance(caught.value, InputError)


def test_graph_from_records_refuses_what_is_not_records_or_empty() -> None:
    with pytest.raises(GraphFormatError, match="expected GraphRecords, got dict"):
        graph_from_records({"nodes": []})  # type: ignore[arg-type]
    with pytest.raises(GraphFormatError, match="no nodes"):
        graph_from_records(GraphRecords(nodes=()))


def test_records_are_read_only() -> None:
    attributes = {"k": 1}
    node = NodeRecord(id="a", types=["t"], attributes=attributes)  # type: ignore[arg-type]
    attributes["k"] = 2
    assert node.attributes["k"] == 1
    assert node.types == ("t",)
    with pytest.raises(TypeError):
        node.attributes["k"] = 3  # type: ignore[index]
    with pytest.raises(dataclasses.FrozenInstanceError):
        node.name = "b"  # type: ignore[misc]
    records = movie_records()
    with pytest.raises(TypeError):
        records.provenance["jaws"] = ("d",)  # type: ignore[index]


HOSTILE = [
    'O\'Brien "the \\ quoted"',
    "line one\nline two\r\n",
    "Ünïcødé — 東京 🚀",
    "{not: json}, [brackets] $and",
    "\t tabs\tand  spaces ",
    "Robert'); DROP TABLE entities;--",
]


def hostile_records() -> GraphRecords:
    nodes = tuple(
        NodeRecord(id=f"id {i} {name}", name=name, types=(f"type {name}",), description=name)
        for i, name in enumerate(HOSTILE)
    )
    rels = tuple(
        RelationshipRecord(
            source=nodes[i].id,
            target=nodes[(i + 1) % len(nodes)].id,
            label=f"rel {name}",
            attributes={f"attr {name}": name},
        )
        for i, name in enumerate(HOSTILE)
    )
    return GraphRecords(nodes=nodes, relationships=rels, provenance={nodes[0].id: (HOSTILE[1],)})


def test_hostile_names_and_labels_index_and_retrieve(tmp_path: Path) -> None:
    records = hostile_records()
    graph = graph_from_records(records)
    assert set(graph.names) == set(HOSTILE)
    assert {label.removeprefix("rel ") for label in graph.label_names} == set(HOSTILE)
    dotrag = DotRAG.from_records(
        records, index_dir=tmp_path / "index", embedder=HashingEmbedder(dimension=64)
    )
    for name in HOSTILE:
        result = dotrag.retrieve(f"What is {name} related to?")
        assert result.paths, name
        for path in result.paths:
            assert path.render()
    again = DotRAG.from_records(
        records, index_dir=tmp_path / "index", embedder=HashingEmbedder(dimension=64)
    )
    assert again.graph.fingerprint == dotrag.graph.fingerprint


def test_from_records_indexes_once_and_retrieves_the_path(tmp_path: Path) -> None:
    embedder = HashingEmbedder(dimension=64)
    dotrag = DotRAG.from_records(movie_records(), index_dir=tmp_path / "i", embedder=embedder)
    result = dotrag.retrieve("Who directed Kismet?")
    assert result.paths[0].render() == "Kismet —directed_by→ William Dieterle"
    filtered = dotrag.retrieve("Who directed Kismet?", filter={"year": 1944})
    assert all("Jaws" not in p.render() for p in filtered.paths)
