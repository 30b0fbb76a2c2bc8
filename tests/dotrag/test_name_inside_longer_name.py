"""A name spelled in full inside a longer run of words written as names names something
longer, which the graph may lack.

The graph's names and the questions are invented here. A question about "Tolland Food
Bank", where the graph knows the town "Tolland" but no such food bank, names nothing in
it: the town may not be its anchor, neither as an exact mention nor as a name spelled in
full. The town named on its own, before a possessive, after a title, beside an
abbreviation, or inside a name the graph does know, still is.
"""

from __future__ import annotations

import pytest

from graphpaths.dotrag.search.anchors import NameMatcher
from graphpaths.dotrag.search.discovery import anchor_confidences
from graphpaths.dotrag.search.spelling import NameSpeller

NAMES = [
    "Tolland",
    "Elmstead Food Bank",
    "Marsh Quay",
    "Marsh Quay Radio",
    "Greyholm",
    "Nessa Varley",
    "Pellow Fair",
    "wind",
    "Dunbar Lantern Works",
]

MATCHER = NameMatcher(NAMES)
SPELLER = NameSpeller(NAMES, MATCHER)


def confidences(query: str, names: list[str]) -> dict[str, float]:
    """Each of ``names`` (the seeds) with the confidence it is the question's anchor."""
    by_entity = {s.entity: s for s in SPELLER.spelled(query)}
    spelled = [by_entity.get(NAMES.index(n)) for n in names]
    order, scores, _ = anchor_confidences(query, names, [0.6] * len(names), MATCHER, spelled)
    return {names[c]: s for c, s in zip(order, scores, strict=True)}


@pytest.mark.parametrize(
    ("query", "name"),
    [
        ("who runs the Tolland Food Bank?", "Tolland"),  # the words after it are another's
        ("Tolland Foodshare manager", "Tolland"),  # opening the question; a word no name holds
        ("which drivers work for Tolland Community Larder's rounds", "Tolland"),
        ("what does Greyholm Wind Systems make", "wind"),  # a value inside a company's name
        ("what does Greyholm Wind Systems make", "Greyholm"),
        ("where is the Marsh Quay Sound studio", "Marsh Quay"),
    ],
)
def test_a_name_inside_a_longer_written_name_is_no_anchor(query: str, name: str) -> None:
    assert confidences(query, [name]).get(name, 0.0) < 0.5


@pytest.mark.parametrize(
    ("query", "name"),
    [
        ("food banks in Tolland", "Tolland"),  # on its own
        ("Tolland's food banks", "Tolland"),  # a possessive ends the name
        ("Who was Nessa Varley's PhD advisor?", "Nessa Varley"),  # after a possessive
        ("which firm did Justice Nessa Varley work for", "Nessa Varley"),  # a title before
        ("where was the Pellow Fair OB broadcast from", "Pellow Fair"),  # an abbreviation
        ("who presents on Marsh Quay Radio", "Marsh Quay Radio"),  # the longer name is known
        ("Tolland food bank opening hours", "Tolland"),  # the rest in lower case
    ],
)
def test_a_name_on_its_own_still_anchors(query: str, name: str) -> None:
    assert confidences(query, [name])[name] == 1.0


def test_a_known_longer_name_drops_nothing_it_holds() -> None:
    # the seeds hold the longer name: the run is part of it, so "Marsh Quay" is not refused
    # (the longer mention wins the anchor by its length, as before)
    got = confidences("who presents on Marsh Quay Radio", ["Marsh Quay", "Marsh Quay Radio"])
    assert got["Marsh Quay Radio"] == 1.0
    assert MATCHER.inside_longer_names(
        "who presents on Marsh Quay Radio", [("Marsh Quay", 3, 5)], ["Marsh Quay Radio"]
    ) == [False]
