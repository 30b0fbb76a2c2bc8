"""Names a query spells loosely: typos, words run together or split, lower case, in part.

People type names as they remember them: a letter missing ("quilon press"), two words run
together ("kx204" for "KX 204") or one split, in lower case, or only the part that tells
the entity apart ("tollan observatory" for "Tollan Ridge Observatory"). Exact mentions
(:mod:`graphpaths.dotrag.reading.mentions`) and capitalised partial names
(:class:`~graphpaths.dotrag.search.anchors.NameMatcher`) miss these, and a shorter entity the
query does name exactly ("Brackwater", the town, in "brackwater pumpng station") wins instead.

:class:`NameSpeller` finds them with RapidFuzz (edit distances, in C++) against the graph's
name words, bounded per query:

- **Entries** — every distinct word of every name, and every name of several words run
  together, by first letter; an entry in more than :data:`MAX_POSTINGS` names is left out
  (a common word narrows nothing; names made of common words are named exactly, or found
  by similarity).
- **Matching** — a query word (of :data:`MIN_LOOSE_LENGTH` letters or more) is compared
  with the name words of its first letter and keeps those as similar as
  :data:`WORD_SIMILARITY` (one typo in five letters); two or three neighbouring query
  words run together, and any word against names run together, need the same letters
  but for one edit (spacing is free, a missing word is not). Numbers, and the letters
  touching them (a model code: "A9" is no "Z9"), must be the same.
- **Score** — per entity, the share of its name's word weight (rarer words weigh more,
  :meth:`NameMatcher.weight`) the query spells, each word counted by its similarity;
  counted only when the query spells a word that tells the name apart (weighing
  :data:`~graphpaths.dotrag.search.anchors.DISTINCT_SHARE` of its rarest), in the name's
  order and together, and only when one of the query words spelling it looks like a name:
  written as one (a capital, a digit or an accent,
  :func:`~graphpaths.dotrag.reading.text.written_as_names`) or no English word (a coined
  "Quillon", by simplemma's dictionary): "books from a small press" names no "Quillon
  Press", and "star" no film called "Star!". A name whose rarest word is its own is raised
  halfway towards 1, as a partial name is.

Example:
    >>> speller = NameSpeller(["Brackwater", "Brackwater Pumping Station", "KX 204"])
    >>> [(s.entity, s.words) for s in speller.spelled("pumps at the brackwater pumpng station")]
    [(1, 3), (0, 1)]
    >>> [s.entity for s in speller.spelled("which crew flies kx204")]
    [2]
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from rapidfuzz import process
from rapidfuzz.distance import OSA

from graphpaths.dotrag.reading.english import STOPWORDS
from graphpaths.dotrag.reading.text import (
    is_dictionary_word,
    phrase_span,
    tokens,
    written_as_names,
)
from graphpaths.dotrag.search.anchors import DISTINCT_SHARE, NameMatcher

__all__ = ["MAX_POSTINGS", "WORD_SIMILARITY", "NameSpeller", "Spelled"]

#: Similarity (1 - edits / longer length; a swap of neighbours is one edit) a query word
#: needs to a name word: one typo in five letters, so "brandon" is not "brandenburg" (0.55).
WORD_SIMILARITY = 0.8
#: Shortest query word compared loosely: shorter words differ by a letter from many others.
MIN_LOOSE_LENGTH = 5
#: Names a spelled word may be in and still point at candidates: bounds the work per query
#: (a word in thousands of names narrows nothing).
MAX_POSTINGS = 200
#: Similar entries kept per query word (best first): bounds the candidates per word.
ENTRIES_PER_WORD = 8
#: Neighbouring query words run together and compared with names run together ("aq 759").
MAX_JOINED = 3
#: Candidate entities scored at most per query (from the rarest spelled entries on).
MAX_CANDIDATES = 200
#: Entities returned at most per query.
MAX_SPELLED = 20


@dataclass(frozen=True, kw_only=True)
class Spelled:
    """Entity ``entity``'s name is spelled by query words within ``start:end``, ``words`` of
    them not function words, with ``score`` in [0, 1] (see the module docstring)."""

    entity: int
    score: float
    start: int
    end: int
    words: int


#: A name entry found in the query: the query words ``start:end`` that spell it, and how
#: similar they are (0-1).
_Found = tuple[int, int, float]


class NameSpeller:
    """The entities whose names a query spells loosely (see the module docstring).

    Args:
        names: Every entity name of the graph.
        matcher: The names' word weights (built from ``names`` when not given).
    """

    def __init__(self, names: Sequence[str], matcher: NameMatcher | None = None) -> None:
        self._matcher = matcher if matcher is not None else NameMatcher(names)
        self._name_words: list[tuple[str, ...]] = []
        self._joined_name: list[str] = []
        holders: dict[str, list[int]] = defaultdict(list)
        joined: dict[str, list[int]] = defaultdict(list)
        for entity, name in enumerate(names):
            name_tokens = tokens(name)
            words = tuple(dict.fromkeys(name_tokens))
            self._name_words.append(words)
            self._joined_name.append("".join(name_tokens) if len(name_tokens) > 1 else "")
            for word in words:
                holders[word].append(entity)
            if len(name_tokens) > 1:
                joined["".join(name_tokens)].append(entity)
        self._words = _Entries(holders)
        self._joined = _Entries(joined)

    def spelled(self, query: str) -> list[Spelled]:
        """Entities whose names ``query`` spells, most query words first, then best score;
        at most :data:`MAX_SPELLED`."""
        words = tokens(query)
        named = _name_like(words, written_as_names(query))
        # only a word neither in a name nor in the dictionary can be a misspelt name word:
        # a question in well-spelt words costs exact look-ups alone
        unknown = [self._matcher.frequency(w) == 0 and not is_dictionary_word(w) for w in words]
        found_words: dict[str, _Found] = {}
        found_joined: dict[str, _Found] = {}
        for start in range(len(words)):
            for end in range(start + 1, min(start + MAX_JOINED, len(words)) + 1):
                text = "".join(words[start:end])
                fuzzy = any(unknown[start:end])
                # one word against name words: a typo in five letters; words run together
                # (on either side) against each other: spacing and one typo at most
                near = self._words.similar(text, fuzzy=fuzzy, loose=end - start == 1)
                _keep_best(found_words, near, start, end)
                near = self._joined.similar(text, fuzzy=fuzzy, loose=False)
                _keep_best(found_joined, near, start, end)
        candidates = self._joined.holding(found_joined, MAX_CANDIDATES)
        candidates |= self._words.holding(found_words, MAX_CANDIDATES - len(candidates))
        scored = [
            s
            for e in candidates
            if (s := self._score(e, found_words, found_joined, named, words)) is not None
        ]
        scored = _tied(scored)
        scored.sort(key=lambda s: (-s.words, -s.score, s.entity))
        return scored[:MAX_SPELLED]

    def _score(
        self,
        entity: int,
        found_words: dict[str, _Found],
        found_joined: dict[str, _Found],
        named: list[bool],
        query_words: list[str],
    ) -> Spelled | None:
        words = self._name_words[entity]
        if not words:
            return None
        weights = {w: self._matcher.weight(w) for w in words}
        spelled = {w: found_words[w] for w in words if w in found_words}
        whole = found_joined.get(self._joined_name[entity])
        if whole is not None and (not spelled or whole[2] >= _coverage(weights, spelled)):
            start, end, score = whole
            if not any(named[start:end]):
                return None  # ordinary words: "star" names no film called "Star!"
            return Spelled(
                entity=entity,
                score=round(score, 4),
                start=start,
                end=end,
                words=_naming_words(query_words, range(start, end)),
            )
        distinct = DISTINCT_SHARE * max(weights.values())
        if not any(weights[w] >= distinct for w in spelled):
            return None  # the query does not spell what tells this name apart
        start = min(s for s, _, _ in spelled.values())
        end = max(e for _, e, _ in spelled.values())
        if end - start > len(words) + 1:
            return None  # the words are scattered over the query
        starts = [spelled[w][0] for w in words if w in spelled]
        if starts != sorted(starts):
            return None  # not in the name's order: "towers in Brackwater" is no "Brackwater Tower"
        used = {i for s, e, _ in spelled.values() for i in range(s, e)}
        if not any(named[i] for i in used):
            return None  # ordinary words: "press" is no publisher, "star" no film "Star!"
        if len(spelled) < len(words) and _names_another(query_words, named, used):
            return None  # "Globex Software" is another company than "Tidewater Software"
        score = _coverage(weights, spelled)
        rarest = min(self._matcher.frequency(w) for w in spelled if weights[w] >= distinct)
        if rarest <= 1 and score < 1.0:
            score += (1.0 - score) / 2
        return Spelled(
            entity=entity,
            score=round(score, 4),
            start=start,
            end=end,
            words=_naming_words(query_words, used),
        )


class _Entries:
    """Name entries (words, or names run together) by first letter, with their entities;
    entries in more than :data:`MAX_POSTINGS` names are left out."""

    def __init__(self, holders: dict[str, list[int]]) -> None:
        self._holders = {w: e for w, e in holders.items() if len(e) <= MAX_POSTINGS}
        by_start: dict[tuple[str, int], list[str]] = defaultdict(list)
        for entry in self._holders:
            by_start[entry[0], len(entry)].append(entry)
        self._by_start = dict(by_start)

    def holding(self, found: dict[str, _Found], limit: int) -> set[int]:
        """The entities holding the ``found`` entries, rarer entries first, until more than
        ``limit``: a name is told apart by its rare words."""
        held: set[int] = set()
        for entry in sorted(found, key=lambda e: (len(self._holders[e]), e)):
            if len(held) >= limit:
                break
            held.update(self._holders[entry])
        return held

    def similar(self, text: str, *, fuzzy: bool, loose: bool) -> list[tuple[str, float]]:
        """Entries ``text`` spells with their similarity (0-1): itself, and (``fuzzy``, long
        enough) the entries of its first letter as similar as :data:`WORD_SIMILARITY`
        (``loose``) or one edit away, with the same code (:func:`_code`)."""
        exact = [(text, 1.0)] if text in self._holders else []
        if not fuzzy or len(text) < MIN_LOOSE_LENGTH:
            return exact
        n = len(text)
        # the lengths that can reach the similarity: (longer - edits) / longer >= 0.8
        low, high = (
            (int(n * WORD_SIMILARITY + 0.999), int(n / WORD_SIMILARITY))
            if loose
            else (n - 1, n + 1)
        )
        choices = [e for k in range(low, high + 1) for e in self._by_start.get((text[0], k), ())]
        if loose:
            similar = process.extract(
                text,
                choices,
                scorer=OSA.normalized_similarity,
                score_cutoff=WORD_SIMILARITY,
                limit=ENTRIES_PER_WORD,
            )
            near = [entry for entry, _, _ in similar]
        else:
            edits = process.extract(
                text, choices, scorer=OSA.distance, score_cutoff=1, limit=ENTRIES_PER_WORD
            )
            near = [entry for entry, _, _ in edits]
        code = _code(text)
        return exact + [
            (entry, OSA.normalized_similarity(text, entry))
            for entry in near
            if entry != text and _code(entry) == code
        ]


def _keep_best(
    found: dict[str, _Found], near: list[tuple[str, float]], start: int, end: int
) -> None:
    for entry, similarity in near:
        best = found.get(entry)
        if best is None or similarity > best[2]:
            found[entry] = (start, end, similarity)


def _names_another(query_words: list[str], named: list[bool], used: set[int]) -> bool:
    """Whether the phrase holding the ``used`` query words (up to the function words around
    them) holds a name-like word they leave out: the query names another entity that shares
    a word with this one."""
    function_words = [word in STOPWORDS for word in query_words]
    start, end = phrase_span(function_words, min(used), max(used) + 1)
    return any(named[i] and i not in used for i in range(start, end))


def _naming_words(query_words: list[str], positions: Iterable[int]) -> int:
    """How many of the query words at ``positions`` are not function words ("for" in "Songs
    for a Quarlen Tide" spells a word of the title, but names nothing)."""
    return sum(1 for i in positions if query_words[i] not in STOPWORDS)


def _name_like(words: list[str], written: Sequence[bool]) -> list[bool]:
    """Per query word, whether it looks like (part of) a name: written as one
    (:func:`written_as_names`) or, since people type names in lower case, no English word
    (a coined "Quillon", a misspelt "Lanturn")."""
    if len(written) != len(words):
        written = [False] * len(words)
    return [mark or not is_dictionary_word(w) for w, mark in zip(words, written, strict=True)]


def _tied(scored: list[Spelled]) -> list[Spelled]:
    """Names spelled by the same query words get the best score among them: the query tells
    "Kestrel Systems" from "Kestrel Labs" no better than by the words it left out."""
    best: dict[tuple[int, int, int], float] = {}
    for s in scored:
        if s.score < 1.0:  # a name spelled in full is not one of several partly named
            key = (s.start, s.end, s.words)
            best[key] = max(best.get(key, 0.0), s.score)
    return [
        s if s.score >= 1.0 else replace(s, score=best[(s.start, s.end, s.words)]) for s in scored
    ]


def _code(text: str) -> str:
    """The digits of ``text`` and the letters touching them: a number typed one digit off is
    another number ("2100 MHz"), and a model code one letter off another model ("A9", "Z9")."""
    return "".join(
        c
        for i, c in enumerate(text)
        if c.isdigit() or any(text[j].isdigit() for j in (i - 1, i + 1) if 0 <= j < len(text))
    )


def _coverage(weights: dict[str, float], spelled: dict[str, tuple[int, int, float]]) -> float:
    """The share of the name's word weight spelled, each word counted by its similarity."""
    return sum(weights[w] * s for w, (_, _, s) in spelled.items()) / sum(weights.values())
