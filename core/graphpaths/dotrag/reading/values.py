"""Whether a question asks for a value the graph holds.

Many questions a graph cannot answer ask for a value, not an entity: an amount ("how much
revenue"), a measure ("how long is the route"), a time ("when did X open", "what year").
A knowledge graph holds such a value only as an entity named by it ("1987", "3,012 m"),
of a type most of whose entities are named so (:func:`value_types`). When the question asks
for a value and no reading searched from its anchor ends at such a type, the graph cannot hold the
answer whatever relation the words resemble: :mod:`graphpaths.dotrag.reading.abstention`
weighs that (its ``value`` feature).

Example:
    >>> asks_value("how much does the firm earn"), asks_value("when did it open")
    ('how much', 'when')
    >>> asks_value("how many members has it"), asks_value("a plan for when I travel")
    ('how many', '')
    >>> names_value(["opening", "hours"]), names_value(["manager"])
    ('hours', '')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from graphpaths.dotrag.reading.english import (
    AUXILIARIES,
    COPULAS,
    MEASURE_WORDS,
    TIME_NOUNS,
    VALUE_NOUNS,
)
from graphpaths.dotrag.reading.text import tokens

if TYPE_CHECKING:
    from graphpaths.graph import Graph

__all__ = ["COUNTED_HELD", "VALUE_SHARE", "asks_value", "counted", "names_value", "value_types"]

#: A type holds values when at least this share of its entities are named by a number or a
#: date (their name starts with a digit): most, so a few numbered names ("7 Dials") do not count.
VALUE_SHARE = 0.5
#: A count is answered by the entities counted when the graph explains the noun counted at
#: least this well (``Reader.explanations``: as a relation its readings walk, or a type);
#: not fitted: the development sets hold no count the graph answers so, so this is set between
#: a matching word (1.0) and the best of their counted nouns the graph lacks (about 0.5).
COUNTED_HELD = 0.7


def asks_value(query: str) -> str:
    """How ``query`` asks for a value ("how many", "when", "what year"), or "" when it does
    not: "how" before a word of :data:`~graphpaths.dotrag.reading.english.MEASURE_WORDS`;
    "when" opening a question (an auxiliary or a form of "be" follows it; not "for when I
    travel"); "what" or "which" before a noun of
    :data:`~graphpaths.dotrag.reading.english.TIME_NOUNS`."""
    toks = tokens(query)
    for word, after in zip(toks, [*toks[1:], ""], strict=True):
        if word == "how" and after in MEASURE_WORDS:
            return f"how {after}"
        if word == "when" and (after in AUXILIARIES or after in COPULAS):
            return "when"
        if word in ("what", "which") and after in TIME_NOUNS:
            return f"{word} {after}"
    return ""


def counted(query: str) -> str:
    """The noun "how many" counts ("how many members": "members"), or "" when the question
    asks no count."""
    toks = tokens(query)
    for i in range(len(toks) - 2):
        if toks[i] == "how" and toks[i + 1] == "many":
            return toks[i + 2]
    return ""


def names_value(answer_words: Sequence[str]) -> str:
    """The first of ``answer_words`` (the words naming what a question asks for) that names a
    value (:data:`~graphpaths.dotrag.reading.english.VALUE_NOUNS`: "X's height", "release
    date of X"), or "" when none does."""
    return next((w for w in answer_words if w in VALUE_NOUNS), "")


def value_types(graph: Graph) -> frozenset[str]:
    """The types of ``graph`` that hold values: at least :data:`VALUE_SHARE` of their
    entities are named by a number or a date."""
    names = graph.names
    held = set()
    for name in graph.type_names:
        members = graph.entities_of_type(name)
        if len(members) and (
            sum(names[int(e)][:1].isdigit() for e in members) >= VALUE_SHARE * len(members)
        ):
            held.add(name)
    return frozenset(held)
