"""Anchors a question names loosely: a typo, words run together, lower case, part of a name.

The graphs and questions are written here. What a user relies on: a misspelt or partly
typed name still finds its entity, and a longer name the question spells beats a shorter
one it spells exactly ("brackwater pumpng station" is the station, not the village).
"""

from __future__ import annotations

import pytest
from small_graphs import SmallDotRAG, context_names

from graphpaths import DotRAG
from graphpaths.dotrag.search.anchors import NameMatcher
from graphpaths.dotrag.search.discovery import SPELLED_OVER_EXACT, anchor_confidences
from graphpaths.dotrag.search.spelling import MAX_POSTINGS, NameSpeller

NAMES = [
    "Brackwater",
    "Brackwater Pumping Station",
    "Tollan Ridge Observatory",
    "KX 204",
    "Harbor Museum",
    "Quillon Press",
    # the rest of a small graph: its other names make some words common
    *(f"{n} Station" for n in ("Alder", "Birch", "Cedar", "Dunmore", "Elmfield", "Fenwick")),
    *(f"{n} Museum" for n in ("Marsden", "Brigid", "Luke", "Ormond", "Quarry", "Rowan")),
]


def spelled(query: str) -> list[str]:
    return [NAMES[s.entity] for s in NameSpeller(NAMES).spelled(query)]


@pytest.mark.parametrize(
    ("query", "name"),
    [
        ("what feeds the brackwater pumpng station", "Brackwater Pumping Station"),  # a typo
        ("who staffs tollan ridge observatroy", "Tollan Ridge Observatory"),  # letters swapped
        ("which crew flies kx204", "KX 204"),  # two words run together
        ("books printed by quillon", "Quillon Press"),  # lower case, the telling part only
        ("books printed by Quilon Press", "Quillon Press"),  # a letter dropped, capitalised
    ],
)
def test_a_loosely_spelled_name_finds_its_entity(query: str, name: str) -> None:
    assert spelled(query)[0] == name


def test_the_longer_name_spelled_comes_first() -> None:
    found = NameSpeller(NAMES).spelled("what feeds the brackwater pumping station")
    assert [NAMES[s.entity] for s in found[:2]] == ["Brackwater Pumping Station", "Brackwater"]
    assert found[0].words == 3
    assert found[1].words == 1


@pytest.mark.parametrize(
    "query",
    [
        "which station is busiest",  # a word every station's name holds tells none apart
        "who curates the museum",
        "the report of a small press",  # part of a name in ordinary words names nothing
        "which port is busiest",  # one letter from a short word is another word
    ],
)
def test_common_words_spell_no_name(query: str) -> None:
    assert spelled(query) == []


def test_part_of_a_name_written_as_a_name_spells_it() -> None:
    assert spelled("the report of Harbor") == ["Harbor Museum"]


def test_a_word_in_many_names_points_at_none() -> None:
    names = [f"Lake {i}" for i in range(MAX_POSTINGS + 1)] + ["Mirror Lake"]
    found = NameSpeller(names).spelled("fish in Mirror Lake")
    assert [names[s.entity] for s in found] == ["Mirror Lake"]


def test_words_scattered_over_the_query_spell_no_name() -> None:
    names = ["Tollan Ridge Observatory", "Brackwater"]
    found = NameSpeller(names).spelled("tollan staff visit brackwater then walk up the ridge")
    assert [names[s.entity] for s in found] == ["Brackwater"]


def test_a_longer_loose_name_beats_a_shorter_exact_mention() -> None:
    query = "which reservoirs feed the brackwater pumpng station"
    speller = NameSpeller(NAMES)
    seeds = ["Brackwater", "Brackwater Pumping Station"]
    loose = {s.entity: s for s in speller.spelled(query)}
    order, confidence, mentioned = anchor_confidences(
        query, seeds, [0.6, 0.5], NameMatcher(NAMES), [loose.get(NAMES.index(n)) for n in seeds]
    )
    assert mentioned
    assert [seeds[c] for c in order] == ["Brackwater Pumping Station"]
    assert SPELLED_OVER_EXACT <= confidence[0] < 1.0
    # without the loose spelling the exact mention of the village wins, as before
    order, confidence, _ = anchor_confidences(query, seeds, [0.6, 0.5], NameMatcher(NAMES))
    assert [seeds[c] for c in order] == ["Brackwater"]
    assert confidence == [1.0]


PLANT = [
    ("Brackwater Pumping Station", "draws_from", "Lake Orrin"),
    ("Brackwater Pumping Station", "draws_from", "Sedge Reservoir"),
    ("Brackwater", "located_in", "Fenland County"),
    ("Mira Osei", "lives_in", "Brackwater"),
    ("Brackwater Pumping Station", "located_in", "Brackwater"),
    ("Quillon Press", "printed", "The Salt Road"),
    ("Quillon Press", "printed", "Winter Ledger"),
    ("Quillon Press", "based_in", "Fenland County"),
]
PLANT_TYPES = {
    "Brackwater Pumping Station": "facility",
    "Brackwater": "town",
    "Lake Orrin": "water body",
    "Sedge Reservoir": "water body",
    "Fenland County": "county",
    "Mira Osei": "person",
    "Quillon Press": "publisher",
    "The Salt Road": "book",
    "Winter Ledger": "book",
}


@pytest.fixture(scope="module")
def plant(small_dotrag: SmallDotRAG) -> DotRAG:
    return small_dotrag("plant", PLANT, PLANT_TYPES, typed=True)


@pytest.mark.parametrize(
    ("question", "anchor", "answers"),
    [
        (
            "what does the brackwater pumpng station draw water from",
            "Brackwater Pumping Station",
            {"Lake Orrin", "Sedge Reservoir"},
        ),
        ("which books did quillon print", "Quillon Press", {"The Salt Road", "Winter Ledger"}),
    ],
)
def test_a_loosely_named_anchor_answers(
    plant: DotRAG, question: str, anchor: str, answers: set[str]
) -> None:
    result = plant.retrieve(question)
    assert result.anchors[0].name == anchor
    assert answers <= context_names(plant, result)


def test_a_number_one_digit_off_is_another_name() -> None:
    names = ["KX 204", "KX 205"]
    found = NameSpeller(names).spelled("which crew flies kx204")
    assert [names[s.entity] for s in found] == ["KX 204"]


def test_words_out_of_the_names_order_spell_no_longer_name() -> None:
    names = ["Brackwater", "Brackwater Water Tower"]
    found = NameSpeller(names).spelled("which towers stand in brackwater")
    assert [names[s.entity] for s in found] == ["Brackwater"]


def test_a_name_spelled_in_full_is_not_tied_with_longer_ones() -> None:
    names = ["Quarlen", "Quarlen Systems", "Orbit Systems", "Nova Systems"]
    found = NameSpeller(names).spelled("who founded quarlen")
    assert (names[found[0].entity], found[0].score) == ("Quarlen", 1.0)
    assert found[1].score < 1.0


def test_names_spelled_by_the_same_words_tie() -> None:
    names = ["Quarlen Systems", "Quarlen Labs", "Orbit Labs", "Orbit Systems", "Nova Labs"]
    found = NameSpeller(names).spelled("who founded quarlen")
    assert {names[s.entity] for s in found} == {"Quarlen Systems", "Quarlen Labs"}
    assert found[0].score == found[1].score


def test_a_longer_loose_name_does_not_beat_exact_names_covering_its_words() -> None:
    names = ["Dunmore Hills", "solar", "Dunmore Hills Solar Farm"]
    query = "when did dunmore hills solar open"
    loose = {s.entity: s for s in NameSpeller(names).spelled(query)}
    order, _, mentioned = anchor_confidences(
        query, names, [0.5, 0.4, 0.6], NameMatcher(names), [loose.get(i) for i in range(3)]
    )
    assert mentioned
    assert [names[c] for c in order] == ["Dunmore Hills", "solar"]


def test_a_whole_name_in_ordinary_words_is_not_spelled() -> None:
    names = ["Gather!", "Rowan Ellery"]
    for query in ("what did rowan ellery gather in", "what did Rowan Ellery gather in"):
        found = NameSpeller(names).spelled(query)
        assert [names[s.entity] for s in found] == ["Rowan Ellery"]


@pytest.mark.parametrize(
    "query",
    [
        "where is Globex Press based",  # another press, written as a name beside the word
        "books printed by drumlow quillon",  # a coined word beside it: another name
        "where was dunmorrow born",  # three letters off a name is another name
    ],
)
def test_a_name_the_graph_lacks_is_not_spelled_as_a_near_one(query: str) -> None:
    names = ["Quillon Press", "Dunmore", "Harbor Museum"]
    assert NameSpeller(names).spelled(query) == []


def test_a_model_code_one_letter_off_is_another_name() -> None:
    names = ["Halvor K7", "Halvor"]
    found = NameSpeller(names).spelled("what runs on the halvor q7 mini")
    assert [names[s.entity] for s in found] == ["Halvor"]
    found = NameSpeller(names).spelled("what runs on the halvork7")
    assert names[found[0].entity] == "Halvor K7"


def test_an_accented_word_beside_a_name_word_names_another() -> None:
    names = ["Piz Varno", "Varno Lodge", "Varno Trail", "Piz Ardent"]
    # "cote" is an English word, "côte" is written as a name's
    assert NameSpeller(names).spelled("how steep is piz côte") == []
    found = NameSpeller(names).spelled("how steep is piz varno")
    assert [names[s.entity] for s in found] == ["Piz Varno"]


@pytest.mark.parametrize(
    ("query", "spells"),
    [
        ("who makes the torvik 3", False),  # another number beside the name's word
        ("who makes the Torvik Aero", False),  # another name's capitalised word
        ("who makes the torvik 2", True),
        ("the Torvik 2's maker", True),
    ],
)
def test_a_similar_seed_needs_its_word_without_another_names_beside_it(
    query: str, spells: bool
) -> None:
    names = ["Torvik 2", "Aalborg Works", "Brisk 1"]
    assert NameMatcher(names).spells_distinct(query, ["Torvik 2"]) == [spells]
