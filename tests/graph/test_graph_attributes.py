"""Entity and relation attributes (what filters read) and Graph.subgraph."""

from __future__ import annotations

import pickle

import networkx as nx
import numpy as np
import pytest
from filter_reference import rebuild_kept

from graphpaths.errors import GraphFormatError
from graphpaths.graph import GraphBuilder, from_networkx, load_triples
from graphpaths.graph.model import Graph


def _graph() -> Graph:
    b = GraphBuilder()
    b.add_entity("a", types=["person"], attributes={"tenant": "x", "level": 2})
    b.add_entity("b", types=["city"], attributes={"tenant": "y"})
    b.add_entity("c", types=["person", "city"])
    b.add_relation("a", "b", "lives_in", attributes={"since": 2020})
    b.add_relation("b", "c", "near")
    b.add_relation("a", "c", "knows", attributes={"valid": True})
    return b.build()


def test_attributes_are_kept_saved_and_loaded(tmp_path):
    g = _graph()
    assert dict(g.entity_attributes("a")) == {"tenant": "x", "level": 2}
    assert dict(g.entity_attributes("c")) == {}
    assert dict(g.relation_attributes(0)) == {"since": 2020}
    assert [dict(r) for r in g.attribute_rows("relations")] == [
        {"since": 2020},
        {},
        {"valid": True},
    ]
    g.save(tmp_path)
    loaded = Graph.load(tmp_path)
    assert loaded.fingerprint == g.fingerprint
    assert dict(loaded.relation_attributes(2)) == {"valid": True}
    assert dict(pickle.loads(pickle.dumps(loaded)).entity_attributes("b")) == {"tenant": "y"}
    with pytest.raises(TypeError):
        g.entity_attributes("a")["tenant"] = "z"  # type: ignore[index]


def test_attributes_change_the_fingerprint_only_when_present():
    plain = GraphBuilder()
    plain.add_relation("a", "b", "r", create_entities=True)
    tagged = GraphBuilder()
    tagged.add_relation("a", "b", "r", create_entities=True, attributes={"t": "x"})
    again = GraphBuilder()
    again.add_relation("a", "b", "r", create_entities=True, attributes={})
    assert plain.build().fingerprint == again.build().fingerprint
    assert plain.build().fingerprint != tagged.build().fingerprint
    assert not plain.build().has_attributes
    assert tagged.build().has_attributes


@pytest.mark.parametrize(
    ("attributes", "message"),
    [
        ({"x": [1]}, "attribute 'x' must be a string, number or boolean"),
        ({"x": None}, "attribute 'x'"),
        ({"x": float("nan")}, "attribute 'x'"),
        ({"": 1}, "attribute names must be non-empty strings"),
        (["x"], "attributes must be a mapping"),
    ],
)
def test_bad_attributes_name_the_item_and_key(attributes, message):
    b = GraphBuilder()
    with pytest.raises(GraphFormatError, match=message) as info:
        b.add_entity("ent-1", attributes=attributes)
    assert "ent-1" in str(info.value)


def test_loaders_read_attributes(tmp_path):
    jsonl = tmp_path / "t.jsonl"
    jsonl.write_text(
        '{"head": "a", "relation": "r", "tail": "b", "tenant": "x", '
        '"attributes": {"valid_to": "2024-01-01", "rank": 3}}\n'
    )
    assert dict(load_triples(jsonl).relation_attributes(0)) == {
        "tenant": "x",
        "valid_to": "2024-01-01",
        "rank": 3,
    }
    csv = tmp_path / "t.csv"
    csv.write_text("head,relation,tail,tenant\na,r,b,x\nb,r,c,\n")
    entities = tmp_path / "e.csv"
    entities.write_text("id,name,types,tenant\na,A,person,x\nb,B,person,\nc,C,city,y\n")
    g = load_triples(csv, entities=entities)
    assert [dict(r) for r in g.attribute_rows("relations")] == [{"tenant": "x"}, {}]
    assert dict(g.entity_attributes("c")) == {"tenant": "y"}
    assert dict(g.entity_attributes("b")) == {}
    bad = tmp_path / "bad.jsonl"
    bad.write_text(
        '{"head": "a", "relation": "r", "tail": "b"}\n{"head": "a", "relation": "r", "tail": "c", "attributes": 5}\n'
    )
    with pytest.raises(GraphFormatError, match=r"bad.jsonl:2: .*'attributes' must be an object"):
        load_triples(bad)


def test_networkx_scalar_attributes_become_attributes():
    nxg = nx.MultiDiGraph()
    nxg.add_node("a", name="A", tenant="x", pos=(1, 2), score=0.5)
    nxg.add_edge("a", "b", label="knows", weight=2, tags=["t"])
    g = from_networkx(nxg)
    assert dict(g.entity_attributes("a")) == {"tenant": "x", "score": 0.5}
    assert dict(g.relation_attributes(0)) == {"weight": 2}


@pytest.mark.parametrize("seed", range(30))
def test_subgraph_equals_the_graph_built_from_the_kept_part(seed):
    rng = np.random.default_rng(seed)
    n, m = int(rng.integers(2, 30)), int(rng.integers(1, 60))
    b = GraphBuilder()
    for i in range(n):
        types = [f"t{k}" for k in rng.choice(4, size=int(rng.integers(1, 3)), replace=False)]
        b.add_entity(f"e{i}", types=types, attributes={"k": int(rng.integers(3))})
    for _ in range(m):
        h, t = rng.integers(n, size=2)
        b.add_relation(
            f"e{h}", f"e{t}", f"l{rng.integers(5)}", attributes={"r": int(rng.integers(2))}
        )
    g = b.build()
    keep = rng.random(n) < 0.6
    keep_relations = rng.random(g.num_relations) < 0.7
    sub, entity_rows, relation_rows = g.subgraph(keep, keep_relations)
    ref = rebuild_kept(g, keep, keep_relations)
    assert list(sub.entity_ids) == list(ref.entity_ids)
    assert [sub.types_of(i) for i in range(sub.num_entities)] == [
        ref.types_of(i) for i in range(ref.num_entities)
    ]
    assert sub.relation_texts() == ref.relation_texts()
    assert [dict(a) for a in sub.attribute_rows("relations")] == [
        dict(a) for a in ref.attribute_rows("relations")
    ]
    assert [dict(a) for a in sub.attribute_rows("entities")] == [
        dict(a) for a in ref.attribute_rows("entities")
    ]
    assert sub.label_names == ref.label_names
    assert sub.type_names == ref.type_names
    assert sub.fingerprint == ref.fingerprint
    assert [g.entity_ids[i] for i in entity_rows] == list(sub.entity_ids)
    for new, old in enumerate(relation_rows):
        assert sub.relation_text(new) == g.relation_text(int(old))


def test_subgraph_checks_mask_shapes():
    g = _graph()
    with pytest.raises(ValueError, match="entities: expected 3 flags"):
        g.subgraph(np.ones(2, bool))
    with pytest.raises(ValueError, match="relations: expected 3 flags"):
        g.subgraph(np.ones(3, bool), np.ones(1, bool))
