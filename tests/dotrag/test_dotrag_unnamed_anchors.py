"""Anchors the question does not name in full: a seed merely similar to the question is an
anchor only when the question spells a distinctive token of its name (typos and other
endings forgiven), or when it is as similar as a name said in other words can be."""

from __future__ import annotations

import pytest

from graphpaths.dotrag.reading.text import nearly_spells
from graphpaths.dotrag.search.anchors import NameMatcher
from graphpaths.dotrag.search.discovery import (
    UNSPELLED_SIMILARITY,
    anchor_confidences,
    similarity_confidence,
)

NAMES = [
    "Bremen Port",
    "Oslo Port",
    "Gdansk Port",
    "Tamsel Works",
    "Tamsel Class 310",
    "Tamsel Sprinter",
    "Westfeld",
    "Dermatology",
    # the rest of a small graph: its other names make the tokens above rare or common
    *(f"{n} Port" for n in ("Hull", "Malmo", "Riga", "Tallinn", "Kiel", "Bergen")),
    *(f"Station {n}" for n in ("Alder", "Birch", "Cedar", "Dunmore", "Elmfield", "Fenwick")),
    *(f"{n} Hospital" for n in ("Marsden", "Brigid", "Luke", "Ormond", "Quarry", "Rowan")),
    *(f"Dr {n}" for n in ("Voss", "Chen", "Okafor", "Lund", "Nair", "Shah", "Moreau", "Hale")),
]


@pytest.mark.parametrize(
    ("word", "token", "spelled"),
    [
        ("westfeld", "westfeld", True),  # equal
        ("westfold", "westfeld", True),  # one letter changed
        ("lanturn", "lantern", True),
        ("imagng", "imaging", True),  # one letter dropped
        ("recieve", "receive", True),  # two neighbours swapped
        ("dermatologists", "dermatology", True),  # one stem, another ending
        ("violin", "violinist", True),
        ("brandon", "brandenburg", False),  # a shared beginning, another name
        ("fort", "port", False),  # a typo is not forgiven in a short word
        ("sax", "saxophone", False),  # too short a beginning
        ("harbor", "harbour", True),
        ("paris", "parish", True),  # a stem: similarity decides between such seeds
    ],
)
def test_nearly_spells(word: str, token: str, spelled: bool) -> None:
    assert nearly_spells(word, token) is spelled
    assert nearly_spells(token, word) is spelled  # symmetric


def test_a_distinctive_token_need_not_be_the_rarest() -> None:
    matcher = NameMatcher(NAMES)
    # "tamsel" is in three names and "works" in one, yet "tamsel" tells Tamsel Works apart
    assert matcher.spells_distinct("which towns host tamsel factories", ["Tamsel Works"]) == [True]
    # "port" is in every port's name: it tells none apart
    assert matcher.spells_distinct("aurora star home port", ["Bremen Port"]) == [False]
    assert matcher.spells_distinct("clinics near westfold", ["Westfeld"]) == [True]
    assert matcher.spells_distinct("which dermatologists", ["Dermatology"]) == [True]


def test_a_merely_similar_seed_is_no_anchor() -> None:
    matcher = NameMatcher(NAMES)
    query = "aurora star home port"
    order, confidence, mentioned = anchor_confidences(
        query, ["Bremen Port", "Oslo Port"], [0.7, 0.65], matcher
    )
    assert not mentioned
    assert confidence == [0.0, 0.0]
    # the same similarity with the distinctive token typed (with a typo): an anchor
    order, confidence, _ = anchor_confidences(
        "ferries from bremn port", ["Bremen Port", "Oslo Port"], [0.7, 0.65], matcher
    )
    assert order[0] == 0
    assert confidence[0] == pytest.approx(similarity_confidence(0.7))
    assert confidence[1] == 0.0


def test_a_seed_as_similar_as_a_name_in_other_words_is_an_anchor() -> None:
    matcher = NameMatcher(NAMES)
    score = UNSPELLED_SIMILARITY + 0.01
    _, confidence, _ = anchor_confidences("aurora star home port", ["Oslo Port"], [score], matcher)
    assert confidence == [1.0]


def test_without_a_matcher_similarity_alone_decides() -> None:
    _, confidence, _ = anchor_confidences("aurora star home port", ["Bremen Port"], [0.7], None)
    assert confidence == [pytest.approx(similarity_confidence(0.7))]


def test_a_run_of_words_written_as_names_is_one_name() -> None:
    # "food" tells Elmstead Food Bank apart in this graph, but "Tolland Food Bank" is
    # another name: its capitalised words run together
    matcher = NameMatcher([*NAMES, "Elmstead Food Bank", "Harlow Food Bank"])
    food_bank = ["Elmstead Food Bank"]
    assert matcher.spells_distinct("who manages the Tolland Food Bank?", food_bank) == [False]
    assert matcher.spells_distinct("who manages the Elmsted Food Bank?", food_bank) == [True]
    assert matcher.spells_distinct("who manages the food bank in Tolland?", food_bank) == [True]
