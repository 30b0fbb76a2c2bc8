"""A name written in part inside a longer written name is another entity's name.

The graph's names and the questions are invented here. A question that writes "Orla
Venning", where the graph knows "Orla Brisk" and "Tom Venning" but nobody called Orla
Venning, names someone the graph lacks: neither of the two may be its anchor by the
partial-name route, though each name's rarest word is in the question. A name written in
part on its own still is.
"""

from __future__ import annotations

import pytest

from graphpaths.dotrag.search.anchors import NameMatcher

NAMES = [
    "Orla Brisk",
    "Tom Venning",
    "Grey Lantern",
    "Copper Lantern",
    "Halberd Lantern",
    "Quenby Freight Line",
    "Dorran Line",
    "Larkspur Systems",
    "Nova Systems",
    *(f"{first} {last}" for first in ("Ida", "Ben", "Cy") for last in ("Moss", "Reed", "Tuck")),
]

MATCHER = NameMatcher(NAMES)


@pytest.mark.parametrize(
    ("query", "name"),
    [
        ("Who coaches Orla Venning?", "Orla Brisk"),  # another surname the graph knows
        ("Who coaches Orla Venning?", "Tom Venning"),  # another first name the graph knows
        ("which races did Copper Halberd win", "Copper Lantern"),  # "Halberd": another's
        ("Orla Venning's coach", "Tom Venning"),  # the question opens with the name
        ("which jockeys ride for Grey Venning", "Tom Venning"),
    ],
)
def test_a_name_word_beside_another_written_name_names_nobody_here(query: str, name: str) -> None:
    assert MATCHER.partial(query, name) == 0.0


@pytest.mark.parametrize(
    ("query", "name"),
    [
        ("Who works for Larkspur?", "Larkspur Systems"),  # the telling part alone
        ("Who coaches Orla?", "Orla Brisk"),
        ("Orla's coach", "Orla Brisk"),  # opening the question
        ("Which boats does Quenby Freight run?", "Quenby Freight Line"),
    ],
)
def test_a_name_in_part_alone_still_names_its_entity(query: str, name: str) -> None:
    assert MATCHER.partial(query, name) > 0.5


def test_an_opening_question_word_is_no_name() -> None:
    # "Which" opens the question with a capital, but it is a function word
    assert MATCHER.partial("Which Larkspur office is largest?", "Larkspur Systems") > 0.5
