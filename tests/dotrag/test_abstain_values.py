"""A question asking for a value (an amount, a measure, a time) of an entity the graph
names is "not found" when no reading searched from it ends at a type holding values, and
answered when one does; the reason says how the question asked.

The graph is written here (a reading club: members, where it meets, when it and its venue
opened; no benchmark set's wording), built typed and untyped, with its years and without.
"""

from __future__ import annotations

import pytest
from small_graphs import SmallDotRAG, context_names, not_found_ceiling

from graphpaths import DotRAG, DotRAGConfig
from graphpaths.dotrag.reading.abstention import (
    AbstentionWeights,
    AnchorSignals,
    not_held,
)
from graphpaths.dotrag.reading.values import asks_value, counted, names_value, value_types
from graphpaths.graph import GraphBuilder

CLUB = [
    ("Ada Winslow", "member_of", "Tidewater Readers"),
    ("Ben Okoro", "member_of", "Tidewater Readers"),
    ("Tidewater Readers", "meets_at", "Quay Library"),
    ("Tidewater Readers", "founded_in", "1998"),
    ("Quay Library", "opened_in", "1887"),
    ("Quay Library", "located_in", "Portmere"),
    ("Ada Winslow", "lives_in", "Portmere"),
    ("Ben Okoro", "lives_in", "Saltby"),
]
TYPES = {
    "Ada Winslow": "person",
    "Ben Okoro": "person",
    "Tidewater Readers": "club",
    "Quay Library": "library",
    "Portmere": "town",
    "Saltby": "town",
    "1998": "year",
    "1887": "year",
}


YEARS = {"1998", "1887"}


@pytest.fixture(scope="module")
def club(small_dotrag: SmallDotRAG, typed: bool) -> DotRAG:
    return small_dotrag("club", CLUB, TYPES, typed=typed, config=DotRAGConfig(abstain=True))


@pytest.fixture(scope="module")
def club_without_years(small_dotrag: SmallDotRAG, typed: bool) -> DotRAG:
    rows = [row for row in CLUB if row[2] not in YEARS]
    types = {name: kind for name, kind in TYPES.items() if name not in YEARS}
    config = DotRAGConfig(abstain=True)
    return small_dotrag("club-without-years", rows, types, typed=typed, config=config)


@pytest.mark.parametrize(
    ("question", "asks"),
    [
        ("How old is Ben Okoro?", "how old"),
        ("How tall is Ada Winslow?", "how tall"),
        ("How much does Ada Winslow earn?", "how much"),
        ("When did Quay Library open?", "when"),
        ("How many chairs does Quay Library have?", "how many"),
        ("Quay Library opening hours", "hours"),
        ("What is the height of Ben Okoro?", "height"),
    ],
)
def test_a_value_the_graph_does_not_hold_is_not_found_saying_how_it_was_asked(
    club_without_years: DotRAG, question: str, asks: str
) -> None:
    result = club_without_years.retrieve(question)
    assert result.paths == ()
    found = result.not_found
    assert found is not None
    assert found.anchor in question
    assert f"{asks!r} asks for a value" in found.reason
    assert found.labels
    assert 0.0 <= found.confidence <= not_found_ceiling()


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("When was Tidewater Readers founded?", "1998"),
        ("What year did Quay Library open?", "1887"),
        ("How many members does Tidewater Readers have?", "Ada Winslow"),
        ("Where does Tidewater Readers meet?", "Quay Library"),
    ],
)
def test_a_value_the_graph_holds_and_a_count_are_answered(
    club: DotRAG, question: str, expected: str
) -> None:
    result = club.retrieve(question)
    assert result.not_found is None
    assert expected in context_names(club, result)


def test_asks_value_reads_how_a_question_asks_for_a_value() -> None:
    assert asks_value("how far is the hut from the lake") == "how far"
    assert asks_value("when were the stations built") == "when"
    assert asks_value("in which years did it win") == "which years"
    assert asks_value("how is she related to him") == ""  # manner, not a measure
    assert asks_value("how many rooms") == "how many"  # a number, unless the rooms are held
    assert asks_value("a ticket for when i travel") == ""  # "when" opens no question
    assert asks_value("which town does he live in") == ""


def test_a_count_names_its_noun_and_a_value_noun_names_a_value() -> None:
    assert counted("how many rooms does it have") == "rooms"
    assert counted("who counts how many") == ""
    assert names_value(["release", "date"]) == "date"
    assert names_value(["ticket", "prices"]) == "prices"
    assert names_value(["manager", "members"]) == ""


def test_value_types_are_the_types_most_of_whose_names_are_numbers() -> None:
    b = GraphBuilder()
    rows = [("a", "x", "1999", "year"), ("b", "x", "2001", "year"), ("a", "y", "7 Dials", "place")]
    rows.append(("b", "y", "Saltby", "place"))
    rows.append(("a", "y", "Portmere", "place"))
    for head, label, tail, kind in rows:
        b.add_entity(head, types=["thing"])
        b.add_entity(tail, types=[kind])
        b.add_relation(head, tail, label)
    assert value_types(b.build()) == frozenset({"year"})


def test_the_value_signal_is_weighed_and_named() -> None:
    model = AbstentionWeights(weights=(-1.0, -1.0, 4.0, 0.0, 0.0), bias=0.0, threshold=0.0)
    asked = AnchorSignals("Ann", ("lives_in",), 1.0, 1.0, "", value=1.0, asks="how old")
    plain = AnchorSignals("Ann", ("lives_in",), 1.0, 1.0, "", value=0.0, asks="")
    assert not_held([plain], model) is None
    found = not_held([asked], model)
    assert found is not None
    assert "'how old' asks for a value" in found.reason
