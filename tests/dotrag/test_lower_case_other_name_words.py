"""A name typed in lower case, in part, beside a word of another name is another entity's.

The graph's names and the questions are invented here. A question that types "greyholm
ferries", where the graph knows "Greyholm Quay" and "Tarnby Ferries" but nothing called
Greyholm Ferries, names something the graph lacks: neither the loose speller
(:class:`~graphpaths.dotrag.search.spelling.NameSpeller`) nor the similarity gate
(:meth:`~graphpaths.dotrag.search.anchors.NameMatcher.spells_distinct`) may take "Greyholm
Quay" for it, when several names hold "ferries" (a kind of name: ``MIN_OTHER_HOLDERS``). A
name typed in part on its own, beside ordinary words, beside a word only one other name
holds, or owning the word after it ("greyholm's ferries"), still is found.
"""

from __future__ import annotations

import pytest

from graphpaths.dotrag.search.anchors import NameMatcher
from graphpaths.dotrag.search.spelling import NameSpeller

NAMES = [
    "Greyholm Quay",
    "Tarnby Ferries",
    "Osk Ferries",
    "Vossmark Biomass",
    "Ellery Generation Trust",
    "Marl Generation",
    "Quillane Pellworth",
    "Odo Brannock",
    "Ida Brannock",
    "Quenby Telecom",
    "Federal Network Office",
]
MATCHER = NameMatcher(NAMES)
SPELLER = NameSpeller(NAMES, MATCHER)

ANOTHER = [
    ("who runs greyholm ferries", "Greyholm Quay"),  # "ferries": Tarnby Ferries' word
    ("what fuel does vossmark generation burn", "Vossmark Biomass"),
    ("the books quillane brannock wrote", "Quillane Pellworth"),  # others' surname
    ("where is the greyholm ferries office", "Greyholm Quay"),
]
ALONE = [
    ("who runs greyholm", "Greyholm Quay"),
    ("what fuel does vossmark burn", "Vossmark Biomass"),
    ("the books quillane wrote", "Quillane Pellworth"),
    ("which ships dock at greyholm in winter", "Greyholm Quay"),
    ("the partners the network quenby leases from", "Quenby Telecom"),  # one name's word
    ("who runs greyholm's ferries", "Greyholm Quay"),  # the possessive ends the name
]


def spelled(query: str) -> set[str]:
    return {NAMES[s.entity] for s in SPELLER.spelled(query)}


@pytest.mark.parametrize(("query", "name"), ANOTHER)
def test_the_speller_leaves_a_name_beside_another_names_word(query: str, name: str) -> None:
    assert name not in spelled(query)


@pytest.mark.parametrize(("query", "name"), ANOTHER)
def test_similarity_needs_more_than_a_word_beside_another_names_word(query: str, name: str) -> None:
    assert MATCHER.spells_distinct(query, [name]) == [False]


@pytest.mark.parametrize(("query", "name"), ALONE)
def test_a_name_typed_in_part_alone_is_still_spelled(query: str, name: str) -> None:
    assert name in spelled(query)
    assert MATCHER.spells_distinct(query, [name]) == [True]
