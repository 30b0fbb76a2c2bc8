"""DotRAG's heuristic on small graphs made for each behaviour, typed and untyped.

Each graph is a handful of triples in everyday wording, written here; none is a benchmark set
a rule was tuned on. Every graph is built twice: with an entity table giving names and types
(``typed``) and as bare triples whose ids are the names, types inferred from relation roles
(``untyped``). The tests check what a user relies on: a question naming nothing abstains, the
entity it names is the anchor, a passive verb walks its relation the right way, the hop asked
for ranks first, and a verb sharing a label's stem finds that label.
"""

from __future__ import annotations

import pytest
from small_graphs import SmallDotRAG, context_names

from graphpaths import DotRAG
from graphpaths.dotrag.protocol.types import Path as RetrievedPath

#: (head, relation, tail) by name; the type of every name for the typed build.
OFFICE = [
    ("Alice Chen", "leads", "Data Team"),
    ("Bruno Costa", "member_of", "Data Team"),
    ("Carla Mendes", "leads", "Design Team"),
    ("Alice Chen", "based_in", "Berlin"),
    ("Bruno Costa", "based_in", "Lisbon"),
    ("Carla Mendes", "based_in", "Lisbon"),
    ("Data Team", "works_on", "Harbor Map"),
    ("Design Team", "works_on", "Tide Charts"),
    ("Berlin", "located_in", "Germany"),
    ("Lisbon", "located_in", "Portugal"),
]
OFFICE_TYPES = {
    "Alice Chen": "person",
    "Bruno Costa": "person",
    "Carla Mendes": "person",
    "Data Team": "team",
    "Design Team": "team",
    "Berlin": "city",
    "Lisbon": "city",
    "Germany": "country",
    "Portugal": "country",
    "Harbor Map": "project",
    "Tide Charts": "project",
}
#: One relation met in both directions around Tom Reyes: who mentors him and whom he mentors.
MENTORS = [
    ("Ana Silva", "mentors", "Tom Reyes"),
    ("Tom Reyes", "mentors", "Leo Park"),
    ("Ana Silva", "based_in", "Porto"),
    ("Leo Park", "based_in", "Faro"),
]
MENTORS_TYPES = {
    "Ana Silva": "person",
    "Tom Reyes": "person",
    "Leo Park": "person",
    "Porto": "city",
    "Faro": "city",
}
GRAPHS = {"office": (OFFICE, OFFICE_TYPES), "mentors": (MENTORS, MENTORS_TYPES)}


@pytest.fixture(scope="module")
def graphs(small_dotrag: SmallDotRAG, typed: bool) -> dict[str, DotRAG]:
    return {
        name: small_dotrag(name, rows, types, typed=typed) for name, (rows, types) in GRAPHS.items()
    }


def first_paths(paths: tuple[RetrievedPath, ...]) -> list[RetrievedPath]:
    """The paths sharing the highest confidence (the reading ranked first)."""
    assert paths, "no path retrieved"
    top = paths[0].confidence
    return [p for p in paths if p.confidence == top]


@pytest.mark.parametrize(
    "question", ["Which person leads the Legal Team?", "What is the weather like in Oslo today?"]
)
def test_a_question_naming_nothing_in_the_graph_abstains(
    graphs: dict[str, DotRAG], question: str
) -> None:
    result = graphs["office"].retrieve(question)
    assert result.anchors == ()
    assert result.paths == ()
    assert result.stats.not_found is not None
    assert "no entity of the graph is named" in result.stats.not_found


@pytest.mark.parametrize(
    ("question", "named"),
    [
        ("Which city is Bruno Costa based in?", "Bruno Costa"),
        ("what does the design team work on", "Design Team"),
    ],
)
def test_the_entity_the_question_names_is_the_anchor(
    graphs: dict[str, DotRAG], question: str, named: str
) -> None:
    result = graphs["office"].retrieve(question)
    assert result.anchors[0].name == named
    assert result.anchors[0].confidence == 1.0
    assert result.stats.not_found is None


@pytest.mark.parametrize(
    ("question", "first_step", "answer"),
    [
        # Passive: Tom Reyes is the mentor, so the walk follows "mentors" out of him.
        ("Which city is the person mentored by Tom Reyes based in?", True, "Faro"),
        # Active, the other way round: the mentor of Tom Reyes, "mentors" walked back.
        ("Which city is the person who mentors Tom Reyes based in?", False, "Porto"),
    ],
)
def test_a_two_hop_question_walks_its_relation_the_way_the_verb_says(
    graphs: dict[str, DotRAG], question: str, first_step: bool, answer: str
) -> None:
    result = graphs["mentors"].retrieve(question)
    assert result.anchors[0].name == "Tom Reyes"
    first = first_paths(result.paths)
    assert {p.hops[-1].target_name for p in first} == {answer}
    for path in first:
        assert [h.label_name for h in path.hops] == ["mentors", "based_in"]
        assert path.hops[0].forward is first_step


def test_the_hop_the_question_asks_for_ranks_first(graphs: dict[str, DotRAG]) -> None:
    result = graphs["office"].retrieve("Data Team: who is its lead?")
    first = first_paths(result.paths)
    assert {p.depth for p in first} == {1}
    assert {p.hops[0].label_name for p in first} == {"leads"}
    assert {p.hops[-1].target_name for p in first} == {"Alice Chen"}


def test_a_chain_the_question_words_ranks_first(graphs: dict[str, DotRAG]) -> None:
    result = graphs["office"].retrieve("The Data Team lead is based in which city?")
    first = first_paths(result.paths)
    assert {tuple(h.label_name for h in p.hops) for p in first} == {("leads", "based_in")}
    assert {p.hops[-1].target_name for p in first} == {"Berlin"}


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("Which project is the Design Team working on?", "Tide Charts"),
        ("What does the Data Team work on?", "Harbor Map"),
    ],
)
def test_a_verb_sharing_the_labels_stem_finds_the_relation(
    graphs: dict[str, DotRAG], question: str, answer: str
) -> None:
    result = graphs["office"].retrieve(question)
    first = first_paths(result.paths)
    assert {p.hops[0].label_name for p in first} == {"works_on"}
    assert answer in {p.hops[-1].target_name for p in first}
    assert answer in context_names(graphs["office"], graphs["office"].retrieve(question))
