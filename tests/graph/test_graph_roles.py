"""Entity types inferred from relation roles: grouping, names, overrides, persistence."""

from __future__ import annotations

import json
import random
from pathlib import Path

import networkx as nx
import numpy as np
import pytest
from fakes import FakeEmbedder

from graphpaths.cli import main
from graphpaths.dotrag.index.graph_index import build_index, load_index, open_or_build
from graphpaths.dotrag.reading.reader import reader_for_graph
from graphpaths.embeddings import SentenceTransformerEmbedder
from graphpaths.errors import ConfigError, NodeNotFoundError
from graphpaths.graph import (
    DEFAULT_TYPE,
    Graph,
    GraphBuilder,
    TypeInference,
    assign_types,
    from_networkx,
    infer_types,
    load_triples,
)

# A company: people in teams (two lead theirs), teams on projects, projects needing
# skills, people and teams located in offices (a role both kinds share).
COMPANY = [
    ("alice", "member_of", "data"),
    ("bob", "member_of", "data"),
    ("carol", "member_of", "design"),
    ("dan", "member_of", "design"),
    ("eve", "member_of", "data"),
    ("alice", "leads", "data"),
    ("carol", "leads", "design"),
    ("data", "works_on", "pipeline"),
    ("data", "works_on", "warehouse"),
    ("design", "works_on", "website"),
    ("pipeline", "requires", "python"),
    ("pipeline", "requires", "spark"),
    ("warehouse", "requires", "sql"),
    ("website", "requires", "figma"),
    ("bob", "has_skill", "python"),
    ("eve", "has_skill", "sql"),
    ("dan", "has_skill", "figma"),
    ("alice", "located_in", "berlin"),
    ("bob", "located_in", "berlin"),
    ("carol", "located_in", "paris"),
    ("dan", "located_in", "paris"),
    ("eve", "located_in", "berlin"),
    ("data", "located_in", "berlin"),
    ("design", "located_in", "paris"),
    ("bob", "reports_to", "alice"),
    ("eve", "reports_to", "alice"),
    ("dan", "reports_to", "carol"),
]
KINDS = {
    "person": {"alice", "bob", "carol", "dan", "eve"},
    "team": {"data", "design"},
    "project": {"pipeline", "warehouse", "website"},
    "skill": {"python", "spark", "sql", "figma"},
    "office": {"berlin", "paris"},
}
FAMILY = [
    ("ann", "parent_of", "ben"),
    ("ann", "parent_of", "cat"),
    ("dave", "parent_of", "ben"),
    ("ben", "parent_of", "emma"),
    ("ann", "married_to", "dave"),
    ("ben", "married_to", "fay"),
    ("ann", "born_in", "lyon"),
    ("dave", "born_in", "paris"),
    ("ben", "born_in", "paris"),
    ("cat", "born_in", "rome"),
    ("emma", "born_in", "milan"),
    ("fay", "born_in", "rome"),
    ("lyon", "located_in", "france"),
    ("paris", "located_in", "france"),
    ("rome", "located_in", "italy"),
    ("milan", "located_in", "italy"),
    ("france", "capital", "paris"),
    ("italy", "capital", "rome"),
    ("france", "borders", "italy"),
]


def graph_of(triples: list[tuple[str, str, str]]) -> Graph:
    b = GraphBuilder()
    for head, label, tail in triples:
        b.add_relation(head, tail, label, create_entities=True)
    return b.build()


def partition(graph: Graph) -> set[frozenset[str]]:
    """The entities of each type, as a set of sets of ids."""
    return {
        frozenset(graph.entity_ids[int(i)] for i in graph.entities_of_type(t))
        for t in graph.type_names
    }


def write_csv(path: Path, triples: list[tuple[str, str, str]]) -> Path:
    path.write_text(
        "head,relation,tail\n" + "".join(f"{h},{r},{t}\n" for h, r, t in triples),
        encoding="utf-8",
    )
    return path


# -- inference -------------------------------------------------------------------------------
def test_a_company_graph_gets_one_type_per_kind_named_by_its_roles() -> None:
    g = infer_types(graph_of(COMPANY))
    assert partition(g) == {frozenset(kind) for kind in KINDS.values()}
    # Each entity has one type here; the shared role (located_in source) typed no team a person.
    assert all(len(g.types_of(e)) == 1 for e in g.entity_ids)
    assert g.types_of("data") == ("leads/member_of target",)
    assert g.types_of("python") == ("requires/has_skill target",)
    assert g.types_of("berlin") == ("located_in target",)
    assert g.types_of("pipeline") == ("requires source, works_on target",)
    assert g.types_of("alice") == g.types_of("bob")
    origin = g.type_origin
    assert origin.source == "inferred"
    assert origin.method == "relation-roles"
    assert origin.roles["leads/member_of target"] == (
        "leads target",
        "member_of target",
        "works_on source",
    )
    assert origin.parameters["max_types"] == TypeInference().max_types


def test_a_family_graph_separates_people_cities_and_countries() -> None:
    g = infer_types(graph_of(FAMILY))
    people = {"ann", "ben", "cat", "dave", "emma", "fay"}
    assert partition(g) == {
        frozenset(people),
        frozenset({"lyon", "paris", "rome", "milan"}),
        frozenset({"france", "italy"}),
    }
    assert g.types_of("france") == ("capital source, located_in target",)


def test_an_entity_in_a_foreign_role_also_gets_that_roles_type() -> None:
    triples = [(f"film{i}", "directed_by", f"person{i % 3}") for i in range(6)]
    triples += [(f"film{i}", "has_tags", f"tag{i % 2}") for i in range(6)]
    triples += [("film0", "has_tags", "film1")]  # a film title used as a tag
    g = infer_types(graph_of(triples))
    film, tag = g.types_of("film0")[0], g.types_of("tag0")[0]
    assert film != tag
    assert set(g.types_of("film1")) == {film, tag}
    assert g.types_of("film2") == (film,)


def test_rare_roles_of_their_own_make_a_type_but_mixtures_do_not() -> None:
    # Two votes values (a role nobody else has) stay their own small type; the one
    # entity holding both a person role and a tag role is folded, not a third kind.
    triples = [(f"m{i}", "starred", f"a{i % 20}") for i in range(60)]
    triples += [(f"m{i}", "tagged", f"t{i % 15}") for i in range(60)]
    triples += [("m0", "votes", "v0"), ("m1", "votes", "v1")]
    triples += [("m2", "starred", "x"), ("m3", "tagged", "x")]
    g = infer_types(graph_of(triples))
    assert g.types_of("v0") == ("votes target",)
    assert len(g.type_names) == 4
    assert set(g.types_of("x")) == {"starred target", "tagged target"}


def test_max_types_bounds_the_count_and_isolated_entities_get_the_default() -> None:
    b = GraphBuilder()
    for head, label, tail in COMPANY:
        b.add_relation(head, tail, label, create_entities=True)
    b.add_entity("hermit")
    g = infer_types(b.build(), TypeInference(max_types=3))
    assert len(g.type_names) == 4  # three inferred + the default of the isolated entity
    assert g.types_of("hermit") == (DEFAULT_TYPE,)
    assert all(g.types_of(e) for e in g.entity_ids)
    assert len(set(g.type_names)) == len(g.type_names)


def test_inference_is_deterministic_and_independent_of_input_order() -> None:
    first, again = infer_types(graph_of(COMPANY)), infer_types(graph_of(COMPANY))
    assert first.type_names == again.type_names
    assert np.array_equal(first.entity_type_indices, again.entity_type_indices)
    assert first.fingerprint == again.fingerprint
    shuffled = list(COMPANY)
    random.Random(7).shuffle(shuffled)
    other = infer_types(graph_of(shuffled))
    assert partition(other) == partition(first)
    assert {e: other.types_of(e) for e in other.entity_ids} == {
        e: first.types_of(e) for e in first.entity_ids
    }


def test_a_graph_without_relations_gets_the_default_type() -> None:
    b = GraphBuilder()
    b.add_entity("a")
    g = infer_types(b.build())
    assert g.type_names == (DEFAULT_TYPE,)
    assert g.type_origin.source == "inferred"


@pytest.mark.parametrize(
    ("field", "value"),
    [("max_types", 0), ("max_types", 2.0), ("merge_similarity", 0.0), ("merge_similarity", 1.5)],
)
def test_bad_settings_name_the_field(field: str, value: object) -> None:
    with pytest.raises(ConfigError, match=f"TypeInference.{field}"):
        TypeInference(**{field: value})  # type: ignore[arg-type]


# -- who decides the types: the input, the user, or the inference -------------------------------
def test_loaders_infer_types_only_when_the_input_names_none(tmp_path: Path) -> None:
    triples = write_csv(tmp_path / "t.csv", COMPANY)
    inferred = load_triples(triples)
    assert inferred.type_origin.source == "inferred"
    assert partition(inferred) == {frozenset(kind) for kind in KINDS.values()}
    plain = load_triples(triples, infer_types=False)
    assert plain.type_names == (DEFAULT_TYPE,)
    assert plain.type_origin.source == "default"

    names_only = tmp_path / "names.csv"
    ids = sorted({x for h, _, t in COMPANY for x in (h, t)})
    names_only.write_text("id,name\n" + "".join(f"{i},{i.title()}\n" for i in ids), "utf-8")
    assert load_triples(triples, entities=names_only).type_origin.source == "inferred"

    typed = tmp_path / "typed.csv"
    kind_of = {e: kind for kind, members in KINDS.items() for e in members}
    typed.write_text("id,types\n" + "".join(f"{i},{kind_of[i]}\n" for i in ids), "utf-8")
    given = load_triples(triples, entities=typed)
    assert given.type_origin.source == "given"
    assert set(given.type_names) == set(KINDS)


def test_types_mapping_overrides_the_listed_entities(tmp_path: Path) -> None:
    triples = write_csv(tmp_path / "t.csv", COMPANY)
    g = load_triples(triples, types={"alice": ["person", "manager"], "bob": "person"})
    assert g.types_of("alice") == ("person", "manager")
    assert g.types_of("bob") == ("person",)
    assert g.types_of("data") == ("leads/member_of target",)  # the others stay inferred
    assert g.type_origin.parameters["overridden_entities"] == 2
    with pytest.raises(NodeNotFoundError, match="'zoe'"):
        load_triples(triples, types={"zoe": "person"})


def test_networkx_graphs_without_types_get_them_and_typed_ones_keep_theirs() -> None:
    nxg = nx.DiGraph()
    for head, label, tail in FAMILY:
        nxg.add_edge(head, tail, label=label)
    g = from_networkx(nxg)
    assert g.type_origin.source == "inferred"
    assert len(g.type_names) == 3
    assert from_networkx(nxg, infer_types=False).type_names == (DEFAULT_TYPE,)
    nxg.nodes["ann"]["types"] = "person"
    kept = from_networkx(nxg)
    assert kept.type_origin.source == "given"
    assert kept.types_of("ann") == ("person",)
    assert from_networkx(nxg, types={"ben": "child"}).types_of("ben") == ("child",)


@pytest.mark.slow
def test_assign_types_drops_inferred_types_on_request_and_keeps_given_ones(
    metaqa_graph: Graph,
) -> None:
    inferred = infer_types(graph_of(COMPANY))
    assert assign_types(inferred, infer_types=False).type_names == (DEFAULT_TYPE,)
    assert assign_types(metaqa_graph) is metaqa_graph


# -- stored with the index, shown by `graphpaths info` ------------------------------------------
def test_inferred_types_survive_the_index_and_show_in_info(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    untyped = graph_of(COMPANY)
    out = tmp_path / "idx"
    manifest = build_index(untyped, out, embedder=None)
    assert manifest.types is not None
    assert manifest.types["source"] == "inferred"
    index = load_index(out)
    assert index.graph.type_origin == infer_types(untyped).type_origin
    assert index.graph.fingerprint == manifest.graph_fingerprint
    assert partition(index.graph) == {frozenset(kind) for kind in KINDS.values()}
    # Saved and loaded again, the untyped graph matches its index: nothing is rebuilt.
    assert main(["info", str(out)]) == 0
    text = capsys.readouterr().out
    assert "inferred from relation roles (relation-roles; max_types=16" in text
    assert "leads/member_of target" in text
    assert "e.g. data, design" in text
    assert "roles: leads target, member_of target, works_on source" in text
    assert main(["info", str(out), "--json"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert info["type_source"] == "inferred"
    teams = next(d for d in info["type_details"] if d["name"] == "leads/member_of target")
    assert teams == {
        "name": "leads/member_of target",
        "title": "with member",  # the heads of "member_of" are members
        "count": 2,
        "examples": ["data", "design"],
        "roles": ["leads target", "member_of target", "works_on source"],
        "words": [],
    }
    plain = build_index(untyped, tmp_path / "plain", embedder=None, infer_types=False)
    assert plain.types == {"source": "default", "method": None, "parameters": {}, "roles": {}}
    assert load_index(tmp_path / "plain").graph.type_names == (DEFAULT_TYPE,)


def test_open_or_build_matches_an_untyped_graph_with_its_inferred_index(tmp_path: Path) -> None:
    untyped = graph_of(COMPANY)
    embedder = FakeEmbedder()
    with open_or_build(untyped, tmp_path / "idx", embedder=embedder) as first:
        assert first.graph.type_origin.source == "inferred"
    # Entities and labels only: relation vectors are composed from them.
    assert len(embedder.embedded) == untyped.num_entities + len(untyped.label_names)
    again = FakeEmbedder()
    with open_or_build(untyped, tmp_path / "idx", embedder=again) as index:
        assert index.graph.fingerprint == first.graph.fingerprint
    assert again.embedded == []  # loaded, not rebuilt


# -- where DotRAG consumes the types --------------------------------------------------------
def test_a_domain_word_is_no_hop_word_on_an_untyped_graph(
    st_embedder: SentenceTransformerEmbedder,
) -> None:
    # With a schema, "film" goes to the type "movie"; inferred names hold only label words,
    # so "film" (about equally like directed_by, starred_actors, has_imdb_rating) must not
    # decide the reading: the relation's own word does.
    triples = []
    for i in range(6):
        triples += [
            (f"Film {i}", "directed_by", f"Director {i % 2}"),
            (f"Film {i}", "starred_actors", f"Actor {i % 3}"),
            (f"Film {i}", "has_imdb_rating", f"rating {i % 2}"),
            (f"Film {i}", "release_year", f"{1990 + i}"),
        ]
    graph = infer_types(graph_of(triples))
    reader = reader_for_graph(graph, st_embedder)
    types = [graph.type_index(t) for t in graph.types_of("Film 3")]
    plans = reader.read("what release date did the film Film 3 have", "Film 3", types)
    assert plans[0].steps == (("release_year", True),)
    plans = reader.read("who directed the film Film 3", "Film 3", types)
    assert plans[0].steps == (("directed_by", True),)
