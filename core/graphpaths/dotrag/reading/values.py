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
    ('', '')
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from graphpaths.dotrag.reading.english import AUXILIARIES, COPULAS, MEASURE_WORDS, TIME_NOUNS
from graphpaths.dotrag.reading.text import tokens

if TYPE_CHECKING:
    from graphpaths.graph import Graph

__all__ = ["VALUE_SHARE", "asks_value", "value_types"]

#: A type holds values when at least this share of its entities are named by a number or a
#: date (their name starts with a digit): most, so a few numbered names ("7 Dials") do not count.
VALUE_SHARE = 0.5


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
