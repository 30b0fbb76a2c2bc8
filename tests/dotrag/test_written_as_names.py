"""One reading of "a word written as a name" for every stage that asks (the name table, a
partial name, a similar seed's neighbours, a loosely spelled name): a capital past the
question's first letter, a digit, or an accent."""

from __future__ import annotations

import pytest

from graphpaths.dotrag.reading.text import query_forms, written_as_names
from graphpaths.dotrag.search.anchors import NameMatcher, NameTable
from graphpaths.dotrag.search.spelling import NameSpeller


@pytest.mark.parametrize(
    ("text", "marks"),
    [
        ("who founded Kestrel", (False, False, True)),  # a capital
        ("who makes the iPhone", (False, False, False, True)),  # a capital inside the word
        ("crew of the vanta 7", (False, False, False, False, True)),  # a digit
        ("films shot in la côte", (False, False, False, False, True)),  # an accent
        ("Which towns", (False, False)),  # a sentence's opening capital says nothing
        ("KX204 crews", (True, False)),  # but a capital past it does
    ],
)
def test_a_name_is_written_with_a_capital_a_digit_or_an_accent(
    text: str, marks: tuple[bool, ...]
) -> None:
    assert written_as_names(text) == marks


def test_the_opening_capital_counts_for_a_check_of_the_whole_name() -> None:
    assert written_as_names("Kestrel staff", first_capital=True) == (True, False)
    # a question may open with a name: the table still finds it, and checks it in full
    assert NameTable(["Kestrel Systems"]).named("Kestrel Systems staff") == [0]
    assert NameTable(["Kestrel Systems"]).named("kestrel systems staff") == []


def test_every_stage_reads_a_capital_inside_a_word_as_a_name() -> None:
    names = ["Orlo Port", "Brisk Works", "Torvik 2"]
    matcher = NameMatcher(names)
    # "PathFinder"-like writing beside the similar seed's word: another name
    assert matcher.spells_distinct("the torvik ProMax", ["Torvik 2"]) == [False]
    assert matcher.spells_distinct("the torvik maker", ["Torvik 2"]) == [True]
    # a name given in part, written with an inner capital
    assert matcher.partial("who runs Brisk Works eKestrel", "Brisk Works") == 0.0
    assert matcher.partial("who runs Brisk Works today", "Brisk Works") > 0.0
    assert NameTable(["eVanta"]).named("who sells eVanta") == [0]


def test_an_accented_word_is_a_name_in_every_stage() -> None:
    names = ["Zoé Marlow", "Brisk Works", "Orlo Port"]
    assert NameTable(names).named("where was zoé marlow born") == [0]
    # a loosely spelled name counts when a word spelling it looks like a name
    assert [s.entity for s in NameSpeller(names).spelled("where was zoé marlowe born")] == [0]


def test_a_plural_written_as_a_name_keeps_its_form() -> None:
    # "Teachers" opening the question may be a name: its singular is not added
    assert "teacher" not in query_forms("Teachers of Hale", loose=True)[0]
    assert "teacher" in query_forms("the teachers of Hale", loose=True)[1]
    assert "vanta" not in query_forms("the Vantas crew", loose=True)[1]
