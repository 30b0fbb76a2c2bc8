"""A reader's reply scored against the gold answers: the entities it names, matched by name.

A reader LLM (:mod:`graphpaths_bench.eval.reader`) answers a question from a context with the
names of the answer entities, or ``unknown``. :class:`AnswerNames` splits such a reply into
the items it names and looks each up among the graph's names; :func:`score_reply` scores
them against the question's gold answer entities.

**Normal form** (:func:`normalize_name`): Unicode compatibility form with accents dropped,
case folded, apostrophes dropped (``Schindler's`` = ``Schindlers``), every other punctuation
mark a space, the words ``a``, ``an`` and ``the`` dropped, whitespace collapsed.

**Items** (:meth:`AnswerNames.items`): a leading ``Answer:`` label is dropped; each line is a
group, with a leading bullet or number (``-``, ``*``, ``•``, ``1.``, ``2)``) dropped; within a
line, commas, semicolons, ``and`` and ``&`` separate items, except where consecutive pieces
together spell a name of the graph: ``Crouching Tiger, Hidden Dragon`` and ``Pride and
Prejudice`` are one item each when the graph has those names (the longest name first, left to
right). An item that names nothing is tried once more without a trailing parenthesis
(``Kismet (1944)``). Items are counted once however often the reply repeats them.

**Matching**: an item names an entity when its normal form equals the normal form of the
entity's name or of one of its aliases (the entity attribute :data:`ALIASES_ATTRIBUTE`,
``|``-separated). Never a part of a name: ``Nolan`` does not name ``Christopher Nolan``, and
``Christopher Nolan`` does not name ``Christopher Nolan Jr.``. A partial name therefore names
nothing and counts as a wrong item. A name several entities share names all of them (a reply
cannot tell them apart).

**Unknown**: a reply that is empty or holds only no-answer phrases
(:data:`NO_ANSWER_PHRASES`: ``unknown``, ``none``, ``n/a``, ``I don't know``, ``not
mentioned`` ...), even where the graph has an entity of that name (MetaQA has a film
*Unknown*: the prompt reserves the word for "no answer"); or a reply that names no entity and
starts with such a phrase (``Unknown. The context does not say.``). Beside other items, a
no-answer phrase that names nothing is dropped (``Kismet, unknown`` names Kismet) and one
that names an entity counts as that name (``Taken, Unknown`` names two films).

**Scores** (:class:`AnswerScore`) against the gold answers ``A``: *hit* when some item names
a gold answer; *recall*, the share of ``A`` named; *precision*, the share of the items that
name a gold answer (an item naming nothing in the graph counts as wrong, so a reply that
sprays a list is not rewarded; ``None`` when the reply names nothing).

Example:
    >>> names = AnswerNames({"Kismet": [0], "William Dieterle": [1], "Juarez": [2],
    ...                      "Pride and Prejudice": [3], "Christopher Nolan": [4]})
    >>> names.read("1. Kismet\\n2. Pride and Prejudice\\n3. Nolan").items
    ('Kismet', 'Pride and Prejudice', 'Nolan')
    >>> score = score_reply(names.read("Kismet and Juarez, Nolan"), answers={0, 2})
    >>> score.hit, score.recall, round(score.precision, 3), score.unknown
    (True, 1.0, 0.667, False)
    >>> score_reply(names.read("Unknown."), answers={0}).unknown
    True
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from graphpaths.graph import Graph

__all__ = [
    "ALIASES_ATTRIBUTE",
    "NO_ANSWER_PHRASES",
    "AnswerNames",
    "AnswerScore",
    "ReadReply",
    "normalize_name",
    "score_reply",
]

#: The entity attribute holding other names of an entity, ``|``-separated.
ALIASES_ATTRIBUTE = "aliases"

#: Replies that say the reader does not know (compared in normal form); a reply holding only
#: these, or naming no entity and starting with one, is "unknown".
NO_ANSWER_PHRASES: tuple[str, ...] = (
    "unknown",
    "not known",
    "none",
    "n/a",
    "no answer",
    "no idea",
    "I don't know",
    "I do not know",
    "cannot be determined",
    "can not be determined",
    "cannot determine",
    "not mentioned",
    "not stated",
    "not specified",
    "not provided",
    "not given",
    "not available",
    "not found",
    "no information",
    "not enough information",
    "insufficient information",
    "there is no",
    "the context does not",
)

_APOSTROPHES = re.compile(r"['\u2019\u2018`\u00b4]")
_NON_WORD = re.compile(r"[\W_]+", re.UNICODE)
_ARTICLES = frozenset({"a", "an", "the"})
_LABEL = re.compile(r"^\s*(?:final\s+)?answers?\s*[:\-]\s*", re.IGNORECASE)
_MARKER = re.compile(r"^\s*(?:[-*\u2022\u00b7]+|\(?\d{1,3}[.)])\s+")
#: Separators of items on a line: "," or ";" (optionally followed by "and"/"&"), " and ", "&".
_SEPARATOR = re.compile(r"(\s*[,;]\s*(?:(?:and|&)\s+)?|\s+and\s+|\s*&\s*)", re.IGNORECASE)
_TRAILING_PARENTHESIS = re.compile(r"\s*\([^()]*\)\s*$")


def normalize_name(text: str) -> str:
    """``text`` in the normal form names are compared in (see the module doc).

    >>> normalize_name("  The Schindler's  List! ")
    'schindlers list'
    >>> normalize_name("Washington, D.C.") == normalize_name("washington d c")
    True
    >>> normalize_name("Amélie")
    'amelie'
    """
    decomposed = unicodedata.normalize("NFKD", text)
    plain = "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()
    words = _NON_WORD.sub(" ", _APOSTROPHES.sub("", plain)).split()
    return " ".join(w for w in words if w not in _ARTICLES)


_NO_ANSWERS = frozenset(normalize_name(p) for p in NO_ANSWER_PHRASES)


def _is_no_answer(normal: str) -> bool:
    return normal in _NO_ANSWERS


def _starts_with_no_answer(normal: str) -> bool:
    return any(normal == p or normal.startswith(p + " ") for p in _NO_ANSWERS)


@dataclass(frozen=True, kw_only=True)
class ReadReply:
    """What a reply names: its items as written (distinct, no-answer phrases left out), the
    entities each names (an empty set: nothing in the graph), and whether it is "unknown"."""

    items: tuple[str, ...]
    entities: tuple[frozenset[int], ...]
    unknown: bool


@dataclass(frozen=True, kw_only=True)
class AnswerScore:
    """One reply scored against its question's gold answers (see the module doc).

    Attributes:
        hit: Some item names a gold answer.
        recall: Gold answers named / gold answers (0 when there are none).
        precision: Items naming a gold answer / items; ``None`` when the reply names nothing.
        unknown: The reply says it does not know.
        named: Items the reply names; ``in_graph``: those naming some entity of the graph;
            ``correct``: those naming a gold answer.
    """

    hit: bool
    recall: float
    precision: float | None
    unknown: bool
    named: int
    in_graph: int
    correct: int


class AnswerNames:
    """The names of a graph's entities in normal form, and the replies read against them.

    Args:
        names: Each name (or alias) and the entity indices it names.
    """

    def __init__(self, names: Mapping[str, Iterable[int]]) -> None:
        table: dict[str, set[int]] = {}
        span = 1
        for name, entities in names.items():
            key = normalize_name(name)
            if not key:
                continue
            table.setdefault(key, set()).update(int(e) for e in entities)
            # How many separated pieces a name spans: a reply's pieces are joined up to that.
            span = max(span, (len(_SEPARATOR.split(name)) + 1) // 2)
        self._table = {key: frozenset(found) for key, found in table.items()}
        self._span = span

    @classmethod
    def from_graph(cls, graph: Graph) -> AnswerNames:
        """Every entity's name and its aliases (:data:`ALIASES_ATTRIBUTE`)."""
        names: dict[str, list[int]] = {}
        for i, name in enumerate(graph.names):
            names.setdefault(name, []).append(i)
        if graph.has_attributes:
            for i, row in enumerate(graph.attribute_rows("entities")):
                aliases = row.get(ALIASES_ATTRIBUTE) if row else None
                if isinstance(aliases, str):
                    for alias in aliases.split("|"):
                        names.setdefault(alias.strip(), []).append(i)
        return cls(names)

    def __len__(self) -> int:
        return len(self._table)

    def lookup(self, item: str) -> frozenset[int]:
        """The entities ``item`` names exactly (after normalisation; see the module doc)."""
        found = self._table.get(normalize_name(item))
        if found is None:
            bare = _TRAILING_PARENTHESIS.sub("", item)
            found = self._table.get(normalize_name(bare)) if bare != item else None
        return found if found is not None else frozenset()

    def items(self, reply: str) -> list[tuple[str, frozenset[int]]]:
        """The items of ``reply`` in order, each with the entities it names (repeats kept)."""
        out: list[tuple[str, frozenset[int]]] = []
        for line in _LABEL.sub("", reply, count=1).splitlines():
            parts = _SEPARATOR.split(_MARKER.sub("", line).strip())
            pieces, separators = parts[0::2], parts[1::2]
            i = 0
            while i < len(pieces):
                if not pieces[i].strip():
                    i += 1
                    continue
                item, found, i = self._longest(pieces, separators, i)
                out.append((item, found))
        return out

    def _longest(
        self, pieces: list[str], separators: list[str], start: int
    ) -> tuple[str, frozenset[int], int]:
        """The longest run of pieces from ``start`` that is a name, else the one piece."""
        stop = min(len(pieces), start + self._span)
        for end in range(stop, start + 1, -1):
            text = pieces[start] + "".join(
                separators[k - 1] + pieces[k] for k in range(start + 1, end)
            )
            found = self.lookup(text)
            if found:
                return text.strip(), found, end
        return pieces[start].strip(), self.lookup(pieces[start]), start + 1

    def read(self, reply: str) -> ReadReply:
        """The distinct items ``reply`` names, what each names, and whether it is "unknown"."""
        reply = _LABEL.sub("", reply, count=1)
        found_items = [(item, found, normalize_name(item)) for item, found in self.items(reply)]
        found_items = [(item, found, key) for item, found, key in found_items if key]
        # Only no-answer phrases: "unknown", even where the graph has an entity of that name
        # (MetaQA has a film "Unknown"): the prompt reserves the word for "no answer".
        only_phrases = all(_is_no_answer(key) for _, _, key in found_items)
        kept: dict[str, tuple[str, frozenset[int]]] = {}
        if not only_phrases:
            for item, found, key in found_items:
                if found or not _is_no_answer(key):
                    kept.setdefault(key, (item, found))
        named = any(found for _, found in kept.values())
        unknown = only_phrases or (not named and _starts_with_no_answer(normalize_name(reply)))
        if unknown:
            kept = {}
        return ReadReply(
            items=tuple(item for item, _ in kept.values()),
            entities=tuple(found for _, found in kept.values()),
            unknown=unknown,
        )


def score_reply(read: ReadReply, answers: Collection[int]) -> AnswerScore:
    """``read`` against the gold ``answers`` (entity indices): hit, recall, precision."""
    gold = frozenset(int(a) for a in answers)
    named_gold: set[int] = set()
    correct = 0
    for found in read.entities:
        if found & gold:
            correct += 1
            named_gold |= found & gold
    items = len(read.items)
    return AnswerScore(
        hit=bool(named_gold),
        recall=len(named_gold) / len(gold) if gold else 0.0,
        precision=correct / items if items else None,
        unknown=read.unknown,
        named=items,
        in_graph=sum(1 for found in read.entities if found),
        correct=correct,
    )
