"""Scoring a reader's reply by name (graphpaths_bench.eval.answers), on made-up replies."""

from __future__ import annotations

import pytest

from graphpaths.graph import GraphBuilder
from graphpaths_bench.eval.answers import AnswerNames, normalize_name, score_reply

#: A made-up graph's names: commas, "and", articles, years, a surname shared with a longer
#: name, a name that is a no-answer word, and two entities sharing a name.
NAMES = {
    "Crouching Tiger, Hidden Dragon": [0],
    "Hero": [1],
    "Pride and Prejudice": [2],
    "Christopher Nolan": [3],
    "Christopher Nolan Jr.": [4],
    "1999": [5],
    "2001": [6],
    "Washington, D.C.": [7],
    "Unknown": [8],
    "Taken": [9],
    "The Matrix": [10],
    "Amélie": [11],
    "Schindler's List": [12],
    "Jan Novák": [13, 14],
    "Prejudice": [15],
}


@pytest.fixture(scope="module")
def names() -> AnswerNames:
    return AnswerNames(NAMES)


def items(names: AnswerNames, reply: str) -> list[tuple[str, list[int]]]:
    read = names.read(reply)
    return [(item, sorted(found)) for item, found in zip(read.items, read.entities, strict=True)]


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        # Names with commas and "and" stay whole; separators split the rest.
        (
            "Crouching Tiger, Hidden Dragon and Hero",
            [("Crouching Tiger, Hidden Dragon", [0]), ("Hero", [1])],
        ),
        ("Pride and Prejudice", [("Pride and Prejudice", [2])]),
        ("Hero and Prejudice", [("Hero", [1]), ("Prejudice", [15])]),
        ("Hero, Taken, and 1999", [("Hero", [1]), ("Taken", [9]), ("1999", [5])]),
        ("Hero; Taken & 2001", [("Hero", [1]), ("Taken", [9]), ("2001", [6])]),
        ("Washington, D.C.", [("Washington, D.C.", [7])]),
        # Numbered and bulleted lists, an "Answer:" label, a trailing period.
        ("1. Hero\n2. 1999\n3) 2001", [("Hero", [1]), ("1999", [5]), ("2001", [6])]),
        ("- Hero\n* Taken\n• The Matrix", [("Hero", [1]), ("Taken", [9]), ("The Matrix", [10])]),
        ("Answer: Hero.", [("Hero.", [1])]),
        ("Answers: Taken, Hero", [("Taken", [9]), ("Hero", [1])]),
        # Years are names like any other.
        ("1999 and 2001", [("1999", [5]), ("2001", [6])]),
        # Case, articles, accents, apostrophes.
        ("matrix", [("matrix", [10])]),
        ("THE MATRIX", [("THE MATRIX", [10])]),
        ("Amelie", [("Amelie", [11])]),
        ("Schindlers List", [("Schindlers List", [12])]),
        # A trailing parenthesis is tried without it.
        ("Hero (2002)", [("Hero (2002)", [1])]),
        # Never a part of a name.
        ("Nolan", [("Nolan", [])]),
        ("Christopher", [("Christopher", [])]),
        ("Christopher Nolan", [("Christopher Nolan", [3])]),
        ("Christopher Nolan Jr", [("Christopher Nolan Jr", [4])]),
        ("Tiger", [("Tiger", [])]),
        ("Matrix Reloaded", [("Matrix Reloaded", [])]),
        # A shared name names every entity bearing it.
        ("Jan Novák", [("Jan Novák", [13, 14])]),
        # Repeats count once.
        ("Hero, hero; HERO", [("Hero", [1])]),
        # A no-answer word beside names: dropped when it names nothing, a name when it does.
        ("Taken, Unknown", [("Taken", [9]), ("Unknown", [8])]),
    ],
)
def test_replies_split_into_the_names_they_give(
    names: AnswerNames, reply: str, expected: list[tuple[str, list[int]]]
) -> None:
    assert items(names, reply) == expected
    assert not names.read(reply).unknown


@pytest.mark.parametrize(
    "reply",
    [
        "unknown",
        "Unknown.",
        "UNKNOWN",
        "unknown, unknown",
        "Answer: unknown",
        "I don't know",
        "I do not know.",
        "N/A",
        "None",
        "Not mentioned in the context.",
        "Unknown. The context does not say who directed it.",
        "The context does not mention the director.",
        "There is no information about that.",
        "",
        "   \n ",
    ],
)
def test_unknown_variants(names: AnswerNames, reply: str) -> None:
    read = names.read(reply)
    assert read.unknown, reply
    assert read.items == ()
    score = score_reply(read, {1})
    assert score.unknown
    assert not score.hit
    assert score.recall == 0.0
    assert score.precision is None


def test_a_no_answer_word_that_is_also_a_name_is_still_unknown_alone(
    names: AnswerNames,
) -> None:
    # MetaQA has a film "Unknown": a bare "unknown" is the abstention the prompt asks for.
    assert names.read("Unknown").unknown
    assert not names.read("Hero, Unknown").unknown


def test_a_reply_naming_an_entity_is_never_unknown(names: AnswerNames) -> None:
    reply = "Unknown for the rest; Hero"
    read = names.read(reply)
    assert not read.unknown
    assert items(names, reply) == [("Unknown for the rest", []), ("Hero", [1])]
    # Naming nothing and opening with a no-answer phrase: unknown.
    assert names.read("Unknown director, but Hero").unknown


def test_scores_reward_named_gold_and_punish_spraying(names: AnswerNames) -> None:
    gold = {1, 9}  # Hero, Taken
    exact = score_reply(names.read("Hero, Taken"), gold)
    assert (exact.hit, exact.recall, exact.precision) == (True, 1.0, 1.0)
    sprayed = score_reply(names.read("Hero, Taken, The Matrix, 1999, 2001, Nolan"), gold)
    assert (sprayed.hit, sprayed.recall) == (True, 1.0)
    assert sprayed.precision == pytest.approx(2 / 6)
    assert (sprayed.named, sprayed.in_graph, sprayed.correct) == (6, 5, 2)
    half = score_reply(names.read("Hero"), gold)
    assert (half.hit, half.recall, half.precision) == (True, 0.5, 1.0)
    wrong = score_reply(names.read("Nolan"), gold)
    assert (wrong.hit, wrong.recall, wrong.precision, wrong.unknown) == (False, 0.0, 0.0, False)


def test_a_shared_name_counts_once_for_precision_and_names_the_gold_one(
    names: AnswerNames,
) -> None:
    score = score_reply(names.read("Jan Novák"), {14})
    assert (score.hit, score.recall, score.precision) == (True, 1.0, 1.0)


def test_names_come_from_the_graph_with_aliases() -> None:
    b = GraphBuilder()
    b.add_entity(
        "q1", name="New York City", types=["city"], attributes={"aliases": "NYC|Big Apple"}
    )
    b.add_entity("q2", name="Boston", types=["city"])
    b.add_relation("q1", "q2", "near")
    names = AnswerNames.from_graph(b.build())
    assert names.lookup("nyc") == {0}
    assert names.lookup("the Big Apple") == {0}
    assert names.lookup("New York City") == {0}
    assert names.lookup("New York") == frozenset()
    assert names.lookup("q2") == frozenset()  # ids are not names


def test_normal_form() -> None:
    assert normalize_name("  The  Schindler’s List!! ") == "schindlers list"
    assert normalize_name("Amélie") == normalize_name("AMELIE")
    assert normalize_name("A Beautiful Mind") == "beautiful mind"
    assert normalize_name("Jean-Luc") == "jean luc"
