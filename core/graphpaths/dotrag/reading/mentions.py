"""Which names a query mentions: whole tokens, longest match first (DotRAG §4.2).

"Mention" is robust to the ways a name is typed without changing it (see
:mod:`graphpaths.dotrag.reading.text` for case, accents, apostrophes and possessives):

- only whole tokens match: "Man" is not mentioned in "Manhattan";
- longest match first: a mention covered by a longer matched name does not also
  count, so with names "The Thin Man" and "Thin Man", the query "who directed
  The Thin Man" mentions only the former. Two names that are the same match
  the same span and are both kept;
- a title with a subtitle is also named by its part before the colon.

The matcher indexes the query's tokens by value and checks each name only at the
positions of its first token: O(query tokens + total name tokens) for typical inputs,
O(query tokens × names) at worst.

Example:
    >>> mentions = find_mentions("who directed The Thin Man", ["Thin Man", "The Thin Man", "Man"])
    >>> [(m.candidate, m.start, m.end) for m in mentions]
    [(1, 2, 5)]
    >>> [m.candidate for m in find_mentions("Where does Ines Okafor's boat dock?", ["Ines Okafor"])]
    [0]
"""

from __future__ import annotations

import functools
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from graphpaths.dotrag.reading.text import query_forms, tokens

__all__ = [
    "Mention",
    "case_beaten",
    "find_mentions",
    "kept_name_variants",
    "name_variants",
    "spells",
]

#: Names whose variants :func:`kept_name_variants` keeps.
NAMES_KEPT = 65_536


def name_variants(name: str) -> list[list[str]]:
    """The token sequences that name ``name`` in a query: the whole name, and for a title
    with a subtitle (``PathFinder: Relational Paths for ...``) its part before the colon,
    as people cite it.

    Example:
        >>> name_variants("PathFinder: Relational Paths for QA")
        [['pathfinder', 'relational', 'paths', 'for', 'qa'], ['pathfinder']]
        >>> name_variants("Kismet"), name_variants("::")
        ([['kismet']], [])
    """
    return [list(v) for v in _variants(name)]


def _variants(name: str) -> tuple[tuple[str, ...], ...]:
    whole = tuple(tokens(name))
    if not whole:
        return ()
    head, colon, rest = name.partition(":")
    short = tuple(tokens(head)) if colon and tokens(rest) else ()
    return (whole, short) if short and short != whole else (whole,)


#: :func:`name_variants` as tuples, kept for the :data:`NAMES_KEPT` names matched last (a pure
#: function of the name: a question is matched against its candidates' names, and a graph's
#: names come back question after question).
kept_name_variants = functools.lru_cache(maxsize=NAMES_KEPT)(_variants)


@dataclass(frozen=True, kw_only=True)
class Mention:
    """Candidate ``candidate`` is named by query tokens ``start:end``."""

    candidate: int
    start: int
    end: int

    @property
    def length(self) -> int:
        """The mention's length in tokens."""
        return self.end - self.start


def find_mentions(query: str, names: Sequence[str]) -> list[Mention]:
    """The candidates among ``names`` that ``query`` mentions, longest mention first.

    Each mentioned candidate appears once, with its longest surviving
    occurrence. An occurrence is dropped when it overlaps a longer accepted one
    (equal spans are all kept). Order: longer mentions first, then earlier in
    the query, then lower candidate index. Names without tokens never match.

    The weaker forms of :func:`query_forms` (``loose``: a plural's singular, a place's
    adjective) count only when the query names no candidate as written: "films described by
    coal miners" names *coal miners*, not also the tag *film*; "which ports do the pilots
    use" names *pilot*.
    """
    return _find_mentions(query_forms(query), names) or _find_mentions(
        query_forms(query, loose=True), names
    )


def _find_mentions(forms: Sequence[frozenset[str]], names: Sequence[str]) -> list[Mention]:
    positions: dict[str, list[int]] = defaultdict(list)
    for i, options in enumerate(forms):
        for form in options:
            positions[form].append(i)
    occurrences: list[tuple[int, int, int]] = []  # (start, end, candidate)
    for candidate, name in enumerate(names):
        for name_tokens in kept_name_variants(name):
            for start in positions.get(name_tokens[0], ()):
                if spells(forms, start, name_tokens):
                    occurrences.append((start, start + len(name_tokens), candidate))
    occurrences.sort(key=lambda o: (o[0] - o[1], o[0], o[2]))
    accepted_spans: list[tuple[int, int]] = []
    chosen: dict[int, Mention] = {}
    for start, end, candidate in occurrences:
        if candidate in chosen:
            continue
        span = (start, end)
        if any(span != other and start < other[1] and other[0] < end for other in accepted_spans):
            continue
        if span not in accepted_spans:
            accepted_spans.append(span)
        chosen[candidate] = Mention(candidate=candidate, start=start, end=end)
    return sorted(chosen.values(), key=lambda m: (-m.length, m.start, m.candidate))


def spells(forms: Sequence[frozenset[str]], start: int, name_tokens: Sequence[str]) -> bool:
    """Whether the query's token ``forms`` from ``start`` on spell ``name_tokens``."""
    window = forms[start : start + len(name_tokens)]
    return len(window) == len(name_tokens) and all(
        t in f for t, f in zip(name_tokens, window, strict=True)
    )


def case_beaten(query: str, names: Sequence[str], mentions: Sequence[Mention]) -> set[int]:
    """The mentioned candidates the query's capitals rule out: of names matched at the same
    span that differ only in letter case, when the query writes one that has a capital
    letter exactly as it is, the others. Capitals are typed on purpose; lower case is not
    (people type names in lower case), so a query in lower case rules nothing out.

    Example:
        >>> names = ["Kismet", "kismet"]
        >>> case_beaten("who directed Kismet", names, find_mentions("who directed Kismet", names))
        {1}
        >>> case_beaten("who directed kismet", names, find_mentions("who directed kismet", names))
        set()
    """
    spans: dict[tuple[int, int], list[int]] = defaultdict(list)
    for m in mentions:
        spans[(m.start, m.end)].append(m.candidate)
    beaten: set[int] = set()
    for group in spans.values():
        if len(group) < 2 or len({names[c].casefold() for c in group}) > 1:
            continue
        written = {names[c] for c in group if names[c] != names[c].lower() and names[c] in query}
        if written:
            beaten.update(c for c in group if names[c] not in written)
    return beaten
