"""Tests of the graph model (Graph, GraphBuilder) and its loaders."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import networkx as nx
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from graphpaths.errors import (
    GraphFormatError,
    IndexFormatError,
    NodeNotFoundError,
    TypeNotFoundError,
)
from graphpaths.graph import (
    DEFAULT_TYPE,
    Entity,
    Graph,
    GraphBuilder,
    LoadReport,
    from_networkx,
    label_words,
    load_triples,
)

# -- helpers -------------------------------------------------------------------


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def small_graph() -> Graph:
    """A graph with names, descriptions, multi-types, relation descriptions and an untyped node."""
    b = GraphBuilder()
    b.add_entity("kismet", name="Kismet", types=["movie"], description="A 1944 film")
    b.add_entity("dieterle", name="William Dieterle", types=["person"])
    b.add_entity("dietrich", name="Marlene Dietrich", types=["person", "movie"])
    b.add_entity("plain")
    b.add_relation("kismet", "dieterle", "directed_by")
    b.add_relation("kismet", "dietrich", "starred_actors", description="Dietrich stars in Kismet")
    b.add_relation("dietrich", "plain", "related_to")
    return b.build()


def graph_state(g: Graph) -> dict[str, object]:
    """Everything observable about a graph, as plain Python values."""
    return {
        "ids": list(g.entity_ids),
        "names": list(g.names),
        "entities": [g.entity(i) for i in range(g.num_entities)],
        "relations": [g.relation(j) for j in range(g.num_relations)],
        "type_names": g.type_names,
        "label_names": g.label_names,
        "indptr": g.entity_type_indptr.tolist(),
        "indices": g.entity_type_indices.tolist(),
        "heads": g.heads.tolist(),
        "tails": g.tails.tolist(),
        "labels": g.relation_labels.tolist(),
        "entity_texts": g.entity_texts(),
        "relation_texts": g.relation_texts(),
    }


# -- generic triples ------------------------------------------------------------------


def test_triples_csv_without_entity_table(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "t.csv",
        'head,relation,tail,description\na,knows,b,\nb,likes,c,"b likes c, a lot"\na,knows,b,\n',
    )
    g = load_triples(path, infer_types=False)
    assert list(g.entity_ids) == ["a", "b", "c"]
    assert list(g.names) == ["a", "b", "c"]
    assert all(g.types_of(i) == (DEFAULT_TYPE,) for i in range(3))
    assert g.type_origin.source == "default"
    assert g.label_names == ("knows", "likes")
    assert g.relation_texts() == ["a knows b", "b likes c, a lot"]
    assert g.relation(1).description == "b likes c, a lot"
    assert g.relation(0).description is None
    assert g.entity_text("a") == "a (entity)"
    assert g.load_report == LoadReport(
        source=str(path), lines=3, relations=2, duplicates=1, skipped=0, problems=()
    )


def test_triples_tsv_aliases_and_header_case(tmp_path: Path) -> None:
    path = write(tmp_path, "t.tsv", "Source\tPredicate\tTarget\nx y\tpart_of\tz\nz\tpart_of\tw\n")
    g = load_triples(path, default_type="thing", infer_types=False)
    assert list(g.entity_ids) == ["x y", "z", "w"]
    assert g.type_names == ("thing",)
    assert g.relation_texts() == ["x y part of z", "z part of w"]


def test_triples_jsonl_aliases(tmp_path: Path) -> None:
    rows = [
        {"subject": "a", "label": "r", "object": "b"},
        {"head": "b", "predicate": "s", "target": "c", "description": "custom text"},
    ]
    path = write(tmp_path, "t.jsonl", "\n".join(json.dumps(r) for r in rows) + "\n\n")
    g = load_triples(path)
    assert list(g.entity_ids) == ["a", "b", "c"]
    assert g.relation_texts() == ["a r b", "custom text"]
    assert g.load_report is not None
    assert g.load_report.lines == 2


def test_triples_explicit_format_overrides_suffix(tmp_path: Path) -> None:
    path = write(tmp_path, "t.txt", "head\trelation\ttail\na\tr\tb\n")
    assert load_triples(path, format="tsv").num_relations == 1
    with pytest.raises(GraphFormatError) as info:
        load_triples(path)
    assert str(info.value).startswith(f"{path}: cannot tell the format")
    assert "'txt'" in str(info.value)


def test_triples_with_csv_entity_table(tmp_path: Path) -> None:
    entities = write(
        tmp_path,
        "e.csv",
        "id,name,types,description\na,Alice,person|employee,Works here\nb,Bob,person,\nc,,,\n",
    )
    triples = write(tmp_path, "t.csv", "head,relation,tail\na,manages,b\nb,owns,c\n")
    g = load_triples(triples, entities=entities)
    assert list(g.entity_ids) == ["a", "b", "c"]
    assert list(g.names) == ["Alice", "Bob", "c"]
    assert g.types_of("a") == ("person", "employee")
    assert g.types_of("b") == ("person",)
    assert g.types_of("c") == (DEFAULT_TYPE,)
    assert g.entity("a") == Entity(
        index=0, id="a", name="Alice", types=("person", "employee"), description="Works here"
    )
    assert g.entity("b").description is None
    assert g.entity_text("a") == "Alice (person, employee): Works here"
    assert g.relation_texts() == ["Alice manages Bob", "Bob owns c"]
    assert g.entities_of_type("person").tolist() == [0, 1]


def test_triples_with_jsonl_entity_table(tmp_path: Path) -> None:
    rows = [
        {"id": "a", "name": "Alice", "types": ["person", "employee"], "description": "Hi"},
        {"id": "b", "type": "person"},
        {"id": "c", "types": "x|y"},
        {"id": "d"},
    ]
    entities = write(tmp_path, "e.jsonl", "\n".join(json.dumps(r) for r in rows))
    triples = write(tmp_path, "t.tsv", "head\trelation\ttail\na\tr\tb\n")
    g = load_triples(triples, entities=entities)
    assert g.types_of("a") == ("person", "employee")
    assert g.types_of("b") == ("person",)
    assert g.types_of("c") == ("x", "y")
    assert g.types_of("d") == (DEFAULT_TYPE,)  # in the table, in no triple: kept, default type
    assert g.num_entities == 4
    assert g.entity_text("a") == "Alice (person, employee): Hi"


def test_triples_unknown_id_with_entity_table(tmp_path: Path) -> None:
    entities = write(tmp_path, "e.csv", "id,name\na,Alice\nb,Bob\n")
    triples = write(tmp_path, "t.csv", "head,relation,tail\na,r,b\nb,r,zed\n")
    with pytest.raises(GraphFormatError) as info:
        load_triples(triples, entities=entities)
    message = str(info.value)
    assert message.startswith(f"{triples}:3: ")
    assert "'zed'" in message
    assert str(entities) in message
    g = load_triples(triples, entities=entities, lenient=True)
    assert g.num_relations == 1
    assert g.load_report is not None
    assert g.load_report.skipped == 1
    assert g.load_report.problems[0][0] == 3


@pytest.mark.parametrize(
    ("name", "text", "line", "fragment"),
    [
        ("t.csv", "head,relation,tail\na,r,b\na,r\n", 3, "field(s) tail missing or empty"),
        ("t.csv", "head,relation,tail\na,r,b\n,r,b\n", 3, "field(s) head missing or empty"),
        ("t.csv", "head,relation,tail\na,r,b,extra\n", 2, "more fields than the header's 3"),
        ("t.tsv", "head\trelation\ttail\na\tr\tb\n\na\t \tb\n", 4, "field(s) relation missing"),
        (
            "t.jsonl",
            '{"head":"a","relation":"r","tail":"b"}\n{"head":"a","relation":"r"}\n',
            2,
            "field(s) tail missing or empty",
        ),
        (
            "t.jsonl",
            '{"head":"a","relation":"r","tail":"b"}\n{"head": 1, "relation":"r","tail":"b"}\n',
            2,
            "field(s) head missing or empty",
        ),
        ("t.jsonl", '{"head":"a","relation":"r","tail":"b"}\n\n{"head":\n', 3, "invalid JSON"),
        ("t.jsonl", '["a","r","b"]\n', 1, "expected a JSON object, got list"),
    ],
)
def test_triples_bad_record_names_file_and_line(
    tmp_path: Path, name: str, text: str, line: int, fragment: str
) -> None:
    path = write(tmp_path, name, text)
    with pytest.raises(GraphFormatError) as info:
        load_triples(path)
    assert str(info.value).startswith(f"{path}:{line}: ")
    assert fragment in str(info.value)
    assert info.value.line == line


@pytest.mark.parametrize("lenient", [False, True])
def test_triples_header_without_the_columns_says_what_it_found(
    tmp_path: Path, lenient: bool
) -> None:
    path = write(tmp_path, "t.csv", "subject,verb,tail\na,r,b\n")
    with pytest.raises(GraphFormatError) as info:
        load_triples(path, lenient=lenient)  # a header problem is never a skippable line
    assert info.value.line == 1
    assert str(info.value) == (
        f"{path}:1: the header lacks the column(s) relation (or label / predicate); "
        "found 3 column(s) ['subject', 'verb', 'tail'], read as CSV with delimiter ',' "
        "(from the suffix '.csv')"
    )


def test_triples_header_read_with_the_wrong_delimiter_names_it(tmp_path: Path) -> None:
    path = write(tmp_path, "t.csv", "head\trelation\ttail\na\tr\tb\n")
    with pytest.raises(GraphFormatError) as info:
        load_triples(path)
    message = str(info.value)
    assert message.startswith(f"{path}:1: the header lacks the column(s) head (or source")
    assert "found 1 column(s) ['head\\trelation\\ttail'], read as CSV with delimiter ','" in message
    assert message.endswith("if the file is TSV, pass format='tsv'")
    assert load_triples(path, format="tsv").num_relations == 1
    semicolons = write(tmp_path, "s.tsv", "head;relation;tail\na;r;b\n")
    with pytest.raises(GraphFormatError, match=r"delimiter '\\t' \(from the suffix '\.tsv'\)$"):
        load_triples(semicolons)


def test_entity_table_header_without_id_says_what_it_found(tmp_path: Path) -> None:
    triples = write(tmp_path, "t.csv", "head,relation,tail\na,r,a\n")
    entities = write(tmp_path, "e.csv", "name;types\nA;x\n")
    with pytest.raises(GraphFormatError) as info:
        load_triples(triples, entities=entities, lenient=True)
    assert str(info.value) == (
        f"{entities}:1: the header lacks the column(s) id; found 1 column(s) ['name;types'], "
        "read as CSV with delimiter ',' (from the suffix '.csv')"
    )
    tabs = write(tmp_path, "e2.txt", "id\tname\na\tA\n")
    with pytest.raises(GraphFormatError) as tab_info:
        load_triples(triples, entities=tabs, entities_format="csv")
    assert "(entities_format='csv'); the header holds '\\t'" in str(tab_info.value)
    assert str(tab_info.value).endswith("pass entities_format='tsv'")


def test_triples_lenient_counts_skipped(tmp_path: Path) -> None:
    path = write(tmp_path, "t.csv", "head,relation,tail\na,r,b\na,r\nb,r,c\n,r,x\nb,r,c\n")
    g = load_triples(path, lenient=True)
    assert list(g.entity_ids) == ["a", "b", "c"]
    report = g.load_report
    assert report is not None
    assert (report.lines, report.relations, report.duplicates, report.skipped) == (5, 2, 1, 2)
    assert [line for line, _ in report.problems] == [3, 5]


def test_triples_header_only_and_empty(tmp_path: Path) -> None:
    header_only = write(tmp_path, "h.csv", "head,relation,tail\n")
    with pytest.raises(GraphFormatError, match="no valid triples"):
        load_triples(header_only)
    empty = write(tmp_path, "e.jsonl", "\n \n")
    with pytest.raises(GraphFormatError, match="file is empty"):
        load_triples(empty)
    with pytest.raises(GraphFormatError, match="file not found"):
        load_triples(tmp_path / "missing.csv")


@pytest.mark.parametrize(
    ("text", "line", "fragment"),
    [
        ("id,name\na,A\n,B\n", 3, "field 'id' is missing or empty"),
        ("id,name\na,A\na,B\n", 3, "duplicate entity id 'a'"),
    ],
)
def test_entity_table_errors(tmp_path: Path, text: str, line: int, fragment: str) -> None:
    entities = write(tmp_path, "e.csv", text)
    triples = write(tmp_path, "t.csv", "head,relation,tail\na,r,a\n")
    with pytest.raises(GraphFormatError) as info:
        load_triples(triples, entities=entities)
    assert str(info.value).startswith(f"{entities}:{line}: ")
    assert fragment in str(info.value)


def test_entity_table_bad_types_in_jsonl(tmp_path: Path) -> None:
    entities = write(tmp_path, "e.jsonl", '{"id": "a"}\n{"id": "b", "types": [1, 2]}\n')
    triples = write(tmp_path, "t.csv", "head,relation,tail\na,r,a\n")
    with pytest.raises(GraphFormatError) as info:
        load_triples(triples, entities=entities)
    assert str(info.value).startswith(f"{entities}:2: field 'types'")
    g = load_triples(triples, entities=entities, lenient=True)
    assert list(g.entity_ids) == ["a"]


def test_entity_table_unknown_suffix_and_empty(tmp_path: Path) -> None:
    triples = write(tmp_path, "t.csv", "head,relation,tail\na,r,a\n")
    table = write(tmp_path, "e.txt", "id\na\n")
    with pytest.raises(GraphFormatError, match="cannot tell the format"):
        load_triples(triples, entities=table)
    assert load_triples(triples, entities=table, entities_format="csv").num_entities == 1
    only_bad = write(tmp_path, "bad.csv", "id,name\n,x\n")
    with pytest.raises(GraphFormatError) as info:
        load_triples(triples, entities=only_bad, lenient=True)
    assert str(info.value) == f"{only_bad}: entity table has no valid rows"


# -- networkx ---------------------------------------------------------------------------


def test_from_networkx_graph_with_attributes() -> None:
    nxg = nx.Graph()
    nxg.add_node(1, name="One", types="a|b", description="first")
    nxg.add_node(2, type=["c"])
    nxg.add_node(3)
    nxg.add_edge(1, 2, label="links_to", description="one links to two")
    nxg.add_edge(2, 3)
    g = from_networkx(nxg)
    assert list(g.entity_ids) == ["1", "2", "3"]
    assert list(g.names) == ["One", "2", "3"]
    assert g.types_of("1") == ("a", "b")
    assert g.types_of("2") == ("c",)
    assert g.types_of("3") == (DEFAULT_TYPE,)
    assert g.entity_text("1") == "One (a, b): first"
    assert g.label_names == ("links_to", "related_to")
    assert g.relation_texts() == ["one links to two", "2 related to 3"]


def test_from_networkx_digraph_keeps_direction_and_custom_attrs() -> None:
    nxg = nx.DiGraph()
    nxg.add_node("x", title="Ex", kind=["k"])
    nxg.add_node("y", title="Why", kind=["k"])
    nxg.add_edge("y", "x", rel="points_to")
    nxg.add_edge("x", "y", rel="points_to")
    g = from_networkx(
        nxg, name_attr="title", types_attr="kind", label_attr="rel", default_type="node"
    )
    assert list(g.names) == ["Ex", "Why"]
    assert g.type_names == ("k",)
    assert list(zip(g.heads.tolist(), g.tails.tolist(), strict=True)) == [(0, 1), (1, 0)]
    assert sorted(g.relation_texts()) == ["Ex points to Why", "Why points to Ex"]


def test_from_networkx_multigraph_parallel_edges_and_self_loop() -> None:
    nxg = nx.MultiGraph()
    nxg.add_node("a", types=["t"])
    nxg.add_edge("a", "b", label="r")
    nxg.add_edge("a", "b", label="s")
    nxg.add_edge("a", "b", label="r")  # an exact duplicate: kept once
    nxg.add_edge("b", "b", label="self")
    g = from_networkx(nxg, default_label="x")
    assert g.num_relations == 3
    assert sorted(g.label_names) == ["r", "s", "self"]
    assert sorted(g.relation_texts()) == ["a r b", "a s b", "b self b"]
    assert g.types_of("b") == (DEFAULT_TYPE,)


def test_from_networkx_errors() -> None:
    with pytest.raises(GraphFormatError, match="has no nodes"):
        from_networkx(nx.Graph())
    bad = nx.Graph()
    bad.add_node("n", types=3)
    with pytest.raises(GraphFormatError, match="node 'n', attribute 'types'"):
        from_networkx(bad)


# -- model: builder, lookups, persistence ---------------------------------------------


def test_builder_merges_and_dedupes() -> None:
    b = GraphBuilder()
    assert b.add_entity("x", types=["a"]) == 0
    assert b.add_entity("x", name="Ex", types=["b", "a"], description="d") == 0
    assert b.add_entity("x", name="Other", description="e") == 0  # first name/description win
    assert b.add_entity("y") == 1
    assert b.add_relation("x", "y", "r") == 0
    assert b.add_relation("x", "y", "r") is None
    assert b.add_relation("y", "x", "r") == 1
    assert b.duplicates == 1
    assert b.add_relation("x", "new", "r", create_entities=True) == 2
    g = b.build()
    assert g.entity("x") == Entity(index=0, id="x", name="Ex", types=("a", "b"), description="d")
    assert g.types_of("y") == (DEFAULT_TYPE,)
    assert g.types_of("new") == (DEFAULT_TYPE,)
    assert g.type_names == ("a", "b", DEFAULT_TYPE)


def test_builder_default_type_none_and_existing_default() -> None:
    b = GraphBuilder(default_type=None)
    b.add_entity("x", name="Ex")
    g = b.build()
    assert g.types_of("x") == ()
    assert g.type_names == ()
    assert g.entity_text("x") == "Ex"
    b2 = GraphBuilder(default_type="a")
    b2.add_entity("x", types=["b", "a"])
    b2.add_entity("y")
    g2 = b2.build()
    assert g2.type_names == ("b", "a")
    assert g2.types_of("y") == ("a",)


def test_builder_errors() -> None:
    b = GraphBuilder()
    b.add_entity("x")
    with pytest.raises(NodeNotFoundError, match="unknown entity id 'nope'"):
        b.add_relation("x", "nope", "r")
    with pytest.raises(GraphFormatError, match="empty label"):
        b.add_relation("x", "x", "")
    with pytest.raises(GraphFormatError, match="non-empty string"):
        b.add_entity("  ")
    with pytest.raises(GraphFormatError, match="empty type name"):
        b.add_entity("x", types=[""])


def test_lookup_errors_are_typed_and_key_errors() -> None:
    g = small_graph()
    with pytest.raises(NodeNotFoundError) as info:
        g.index_of("nope")
    assert isinstance(info.value, KeyError)
    assert str(info.value) == "entity id 'nope' is not in the graph"
    for bad in (4, -1):
        with pytest.raises(NodeNotFoundError, match="out of range"):
            g.index_of(bad)
    with pytest.raises(KeyError):
        g.entity("nope")
    with pytest.raises(TypeNotFoundError) as tinfo:
        g.type_index("zzz")
    assert isinstance(tinfo.value, KeyError)
    assert str(tinfo.value) == "type 'zzz' is not in the graph (types: movie, person, entity)"
    with pytest.raises(TypeNotFoundError, match="out of range"):
        g.type_index(3)
    with pytest.raises(TypeNotFoundError):
        g.entities_of_type("zzz")
    with pytest.raises(GraphFormatError, match="'nope' is not in the graph"):
        g.label_index("nope")
    with pytest.raises(GraphFormatError, match="out of range"):
        g.relation(3)
    assert g.index_of("dietrich") == 2
    assert g.index_of(np.int64(1)) == 1  # type: ignore[arg-type]
    assert g.type_index("person") == 1
    assert g.label_index("related_to") == 2
    assert g.has_entity("plain")
    assert not g.has_entity("nope")


def test_entities_of_type_blocks_and_readonly_arrays() -> None:
    g = small_graph()
    assert g.entities_of_type("movie").tolist() == [0, 2]
    assert g.entities_of_type("person").tolist() == [1, 2]
    assert g.entities_of_type(2).tolist() == [3]
    assert g.type_counts() == {"movie": 2, "person": 2, "entity": 1}
    for array in (g.entities_of_type("movie"), g.heads, g.tails, g.relation_labels):
        assert not array.flags.writeable
        with pytest.raises(ValueError, match="read-only"):
            array[0] = 5
    assert repr(g) == "Graph(entities=4, relations=3, types=3, labels=3)"


def test_texts_use_descriptions() -> None:
    g = small_graph()
    assert g.entity_texts() == [
        "Kismet (movie): A 1944 film",
        "William Dieterle (person)",
        "Marlene Dietrich (movie, person)",
        "plain (entity)",
    ]
    assert g.relation_texts() == [
        "Kismet directed by William Dieterle",
        "Dietrich stars in Kismet",
        "Marlene Dietrich related to plain",
    ]
    assert label_words("has__imdb_rating ") == "has imdb rating"


def test_save_load_round_trip(tmp_path: Path) -> None:
    g = small_graph()
    g.save(tmp_path / "g")
    loaded = Graph.load(tmp_path / "g")
    assert graph_state(loaded) == graph_state(g)
    assert loaded.fingerprint == g.fingerprint
    assert loaded.entities_of_type("movie").tolist() == [0, 2]
    assert loaded.load_report is None


def test_load_errors(tmp_path: Path) -> None:
    with pytest.raises(IndexFormatError, match="no saved graph"):
        Graph.load(tmp_path / "missing")
    small_graph().save(tmp_path / "g")
    meta = tmp_path / "g" / "graph.json"
    payload = json.loads(meta.read_text())
    payload["format_version"] = 99
    meta.write_text(json.dumps(payload))
    with pytest.raises(IndexFormatError, match="format_version 99"):
        Graph.load(tmp_path / "g")
    meta.write_text("{not json")
    with pytest.raises(IndexFormatError, match="cannot be read"):
        Graph.load(tmp_path / "g")


def _variant(**changes: object) -> Graph:
    spec: dict[str, object] = {
        "types": {"a": ["t"], "b": ["u"], "c": ["t"]},
        "relations": [("a", "b", "r", None), ("b", "c", "s", None)],
    }
    spec.update(changes)
    b = GraphBuilder()
    for entity_id, types in spec["types"].items():  # type: ignore[attr-defined]
        b.add_entity(entity_id, types=types)
    for head, tail, label, description in spec["relations"]:  # type: ignore[attr-defined]
        b.add_relation(head, tail, label, description=description)
    return b.build()


def test_fingerprint_is_content_hash() -> None:
    base = _variant()
    assert base.fingerprint == _variant().fingerprint
    assert len(base.fingerprint) == 32
    changed = [
        _variant(relations=[("a", "b", "r", None), ("b", "a", "s", None)]),  # a tail
        _variant(relations=[("a", "b", "r", None), ("b", "c", "r", None)]),  # a label
        _variant(relations=[("a", "b", "r", None), ("c", "b", "s", None)]),  # a direction
        _variant(relations=[("a", "b", "r", None), ("b", "c", "s", "text")]),  # a description
        _variant(relations=[("a", "b", "r", None)]),  # one fewer
        _variant(types={"a": ["t"], "b": ["t"], "c": ["t"]}),  # a type
    ]
    prints = {g.fingerprint for g in changed}
    assert base.fingerprint not in prints
    assert len(prints) == len(changed)


def test_graph_constructor_validates() -> None:
    ok = {
        "entity_ids": ["a", "b"],
        "names": ["a", "b"],
        "descriptions": [None, None],
        "type_names": ["t"],
        "entity_type_indptr": [0, 1, 2],
        "entity_type_indices": [0, 0],
        "label_names": ["r"],
        "heads": [0],
        "tails": [1],
        "relation_labels": [0],
    }
    assert Graph(**ok).num_relations == 1  # type: ignore[arg-type]
    bad_cases: list[tuple[dict[str, object], str]] = [
        ({"entity_ids": ["a", "a"]}, "not unique"),
        ({"names": ["a"]}, "differ in length"),
        ({"entity_type_indptr": [0, 1]}, "num_entities \\+ 1"),
        ({"entity_type_indptr": [0, 1, 3]}, "does not end"),
        ({"entity_type_indices": [0, 1]}, "entity_type_indices holds 1"),
        ({"tails": [2]}, "tails holds 2, outside 0..1"),
        ({"heads": [-1]}, "heads holds -1"),
        ({"relation_labels": [0, 0]}, "differ in length"),
        ({"relation_labels": [1]}, "relation_labels holds 1"),
        ({"relation_descriptions": ["x", "y"]}, "relation_descriptions differs"),
    ]
    for change, pattern in bad_cases:
        with pytest.raises(GraphFormatError, match=pattern):
            Graph(**{**ok, **change})  # type: ignore[arg-type]


@st.composite
def built_graphs(draw: st.DrawFn) -> tuple[Graph, list[set[str]]]:
    n = draw(st.integers(1, 12))
    pool = ["a", "b", "c", "d"]
    types = [draw(st.lists(st.sampled_from(pool), max_size=3, unique=True)) for _ in range(n)]
    default = draw(st.sampled_from([None, "entity", "a"]))
    b = GraphBuilder(default_type=default)
    for i, own in enumerate(types):
        b.add_entity(f"e{i}", name=draw(st.sampled_from([None, f"Name {i}"])), types=own)
    pairs = draw(st.lists(st.tuples(st.integers(0, n - 1), st.integers(0, n - 1)), max_size=3 * n))
    for h, t in pairs:
        b.add_relation(f"e{h}", f"e{t}", draw(st.sampled_from(["r", "s"])))
    expected = [set(own) or ({default} if default else set()) for own in types]
    return b.build(), expected


@pytest.mark.slow
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(built_graphs())
def test_type_blocks_and_round_trip_property(case: tuple[Graph, list[set[str]]]) -> None:
    g, expected = case
    for i, own in enumerate(expected):
        assert set(g.types_of(i)) == own
        ids = g.type_ids_of(i).tolist()
        assert ids == sorted(ids)
    for t, name in enumerate(g.type_names):
        block = [i for i, own in enumerate(expected) if name in own]
        assert g.entities_of_type(name).tolist() == block
        assert g.entities_of_type(t).tolist() == block
        assert g.type_counts()[name] == len(block)
    assert set(g.type_names) == set().union(*expected)
    triples = zip(g.heads.tolist(), g.relation_labels.tolist(), g.tails.tolist(), strict=True)
    assert len(set(triples)) == g.num_relations  # no duplicate relation survives
    with tempfile.TemporaryDirectory() as tmp:
        g.save(tmp)
        loaded = Graph.load(tmp)
    assert graph_state(loaded) == graph_state(g)
    assert loaded.fingerprint == g.fingerprint
