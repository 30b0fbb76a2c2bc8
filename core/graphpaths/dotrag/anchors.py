"""Anchor detection: which seed entities a query mentions by name (DotRAG §4.2).

DotRAG's trajectory discovery prefers, among the seeds of a global semantic
search, the entities whose names appear in the query. "Appear" here is robust
to the ways a name is typed without changing it:

- case (``str.casefold``) and accents (NFKD, combining marks dropped:
  "Peter Franzén" matches "peter franzen");
- apostrophes vanish ("Ocean's" matches "Oceans"), every other punctuation
  mark and run of whitespace separates tokens ("Spider-Man" is "spider man");
- only whole tokens match: "Man" is not mentioned in "Manhattan";
- longest match first: a mention covered by a longer matched name does not also
  count, so with seeds "The Thin Man" and "Thin Man", the query "who directed
  The Thin Man" mentions only the former. Two seeds with the same name match
  the same span and are both kept.

The matcher indexes the query's tokens by value and checks each seed name only
at the positions of its first token: O(query tokens + total name tokens) for
typical inputs, O(query tokens × seeds) at worst.

Example:
    >>> mentions = find_mentions("who directed The Thin Man", ["Thin Man", "The Thin Man", "Man"])
    >>> [(m.candidate, m.start, m.end) for m in mentions]
    [(1, 2, 5)]
    >>> normalize("Peter Franzén's  Spider-Man!")
    'peter franzens spider man'
"""

from __future__ import annotations

import re
import unicodedata
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

__all__ = ["Mention", "find_mentions", "normalize", "tokens"]

_APOSTROPHES = re.compile(r"['\u2018\u2019\u02bc\u0060\u00b4]")
_SEPARATORS = re.compile(r"[\W_]+", re.UNICODE)


def normalize(text: str) -> str:
    """Casefolded, accent-free, apostrophe-free text with single spaces between tokens."""
    decomposed = unicodedata.normalize("NFKD", text)
    stripped = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    stripped = _APOSTROPHES.sub("", stripped.casefold())
    return " ".join(_SEPARATORS.sub(" ", stripped).split())


def tokens(text: str) -> list[str]:
    """The tokens of :func:`normalize`'d text."""
    return normalize(text).split()


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
    """
    query_tokens = tokens(query)
    positions: dict[str, list[int]] = defaultdict(list)
    for i, token in enumerate(query_tokens):
        positions[token].append(i)
    occurrences: list[tuple[int, int, int]] = []  # (start, end, candidate)
    for candidate, name in enumerate(names):
        name_tokens = tokens(name)
        if not name_tokens:
            continue
        n = len(name_tokens)
        for start in positions.get(name_tokens[0], ()):
            if query_tokens[start : start + n] == name_tokens:
                occurrences.append((start, start + n, candidate))
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
