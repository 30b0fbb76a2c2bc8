"""Anchor detection: which seed entities a query mentions by name (DotRAG §4.2).

DotRAG's trajectory discovery prefers, among the seeds of a global semantic
search, the entities whose names appear in the query. "Appear" here is robust
to the ways a name is typed without changing it:

- case (``str.casefold``) and accents (NFKD, combining marks dropped:
  "Peter Franzén" matches "peter franzen");
- apostrophes vanish ("Ocean's" matches "Oceans"), every other punctuation
  mark and run of whitespace separates tokens ("Spider-Man" is "spider man");
- a possessive names its owner: "Lena Petrov's office" mentions "Lena Petrov" (a query
  token written ``X's`` or ``Xs'`` matches ``X`` as well as ``Xs``);
- only whole tokens match: "Man" is not mentioned in "Manhattan";
- longest match first: a mention covered by a longer matched name does not also
  count, so with seeds "The Thin Man" and "Thin Man", the query "who directed
  The Thin Man" mentions only the former. Two seeds with the same name match
  the same span and are both kept.

The matcher indexes the query's tokens by value and checks each seed name only
at the positions of its first token: O(query tokens + total name tokens) for
typical inputs, O(query tokens × seeds) at worst.

When a query names no seed in full, :class:`NameMatcher` measures how much of a name it
does name (:meth:`NameMatcher.partial`): the share of the name's token weight (inverse
document frequency over all entity names, so "Team" in "Data Team" weighs little) found
in the query, counted only when the query holds the name's rarest token. "Who works for
Kestrel?" partly names "Kestrel Systems"; "Who leads the Marketing Team?" does not name
"Data Team" at all.

Example:
    >>> mentions = find_mentions("who directed The Thin Man", ["Thin Man", "The Thin Man", "Man"])
    >>> [(m.candidate, m.start, m.end) for m in mentions]
    [(1, 2, 5)]
    >>> normalize("Peter Franzén's  Spider-Man!")
    'peter franzens spider man'
    >>> [m.candidate for m in find_mentions("In which city is Lena Petrov's office?", ["Lena Petrov"])]
    [0]
    >>> matcher = NameMatcher(["Data Team", "Design Team", "Kestrel Systems", "Nova Systems"])
    >>> matcher.partial("Who leads the Marketing Team?", "Data Team")
    0.0
    >>> round(matcher.partial("Who works for Kestrel?", "Kestrel Systems"), 2)
    0.8
    >>> matcher.partial("Where is Globex Systems based?", "Nova Systems")
    0.0
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

__all__ = [
    "Mention",
    "NameMatcher",
    "NameTable",
    "find_mentions",
    "name_variants",
    "nearly_spells",
    "normalize",
    "place_forms",
    "query_forms",
    "tokens",
    "word_forms",
]

IntArray = npt.NDArray[np.int64]

_APOSTROPHES = re.compile(r"['\u2018\u2019\u02bc\u0060\u00b4]")
_SEPARATORS = re.compile(r"[\W_]+", re.UNICODE)
# "Petrov's" / "Petrovs'": the owner's name without the possessive ending.
_POSSESSIVE = re.compile(r"(?<=\w)(?:['\u2019\u02bc]s|s['\u2019\u02bc])(?=\W|$)", re.UNICODE)


def normalize(text: str) -> str:
    """Casefolded, accent-free, apostrophe-free text with single spaces between tokens."""
    decomposed = unicodedata.normalize("NFKD", text)
    stripped = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    stripped = _APOSTROPHES.sub("", stripped.casefold())
    return " ".join(_SEPARATORS.sub(" ", stripped).split())


#: Shortest shared beginning that makes two words one stem ("nephrologists" / "nephrology").
MIN_STEM = 5
#: Share of the shorter word that shared beginning must cover ("violin" / "violinist").
STEM_SHARE = 0.8
#: Shortest word a single typo is forgiven in ("lanturn" for "lantern").
MIN_TYPO_LENGTH = 5
#: A name's tokens weighing this share of its rarest one's weight tell it apart ("Verrin"
#: in "Verrin Works", though "Works" is rarer); "Port" in "Copenhagen Port" does not.
DISTINCT_SHARE = 2 / 3


def nearly_spells(word: str, token: str) -> bool:
    """Whether a query ``word`` spells a name ``token``: equal, one typo apart (an edit or
    a swap of neighbours) in a word of :data:`MIN_TYPO_LENGTH` letters or more, or one stem
    with another ending (a shared beginning of at least :data:`MIN_STEM` letters covering
    :data:`STEM_SHARE` of the shorter word).

    Example:
        >>> nearly_spells("eastmarsh", "eastmarch"), nearly_spells("lanturn", "lantern")
        (True, True)
        >>> nearly_spells("nephrologists", "nephrology"), nearly_spells("violin", "violinist")
        (True, True)
        >>> nearly_spells("leeuwen", "leeuwarden"), nearly_spells("fort", "port")
        (False, False)
    """
    if word == token:
        return True
    shorter = min(len(word), len(token))
    pairs = zip(word[:shorter], token[:shorter], strict=True)
    shared = next((i for i, (a, b) in enumerate(pairs) if a != b), shorter)
    if shared >= MIN_STEM and shared >= STEM_SHARE * shorter:
        return True
    return shorter >= MIN_TYPO_LENGTH and _one_edit(word, token, shared)


def _one_edit(a: str, b: str, i: int) -> bool:
    """Whether ``a`` and ``b``, equal up to their first difference at ``i``, differ by one
    insertion, deletion, substitution or swap of neighbouring letters."""
    if abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        swapped = i + 1 < len(a) and a[i] == b[i + 1] and a[i + 1] == b[i]
        return a[i + 1 :] == b[i + 1 :] or (swapped and a[i + 2 :] == b[i + 2 :])
    longer, short = (a, b) if len(a) > len(b) else (b, a)
    return longer[i + 1 :] == short[i:]


def tokens(text: str) -> list[str]:
    """The tokens of :func:`normalize`'d text."""
    return normalize(text).split()


def _raw_words(text: str) -> list[str]:
    """The words of ``text`` as written (case kept), aligned with :func:`tokens`."""
    decomposed = unicodedata.normalize("NFKD", text)
    stripped = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return _SEPARATORS.sub(" ", _APOSTROPHES.sub("", stripped)).split()


#: English plurals no suffix rule undoes.
IRREGULAR_PLURALS = {
    "children": "child",
    "people": "person",
    "men": "man",
    "women": "woman",
    "feet": "foot",
    "teeth": "tooth",
    "mice": "mouse",
    "geese": "goose",
}


def word_forms(word: str) -> tuple[str, ...]:
    """``word`` and its singular, when it looks plural: a word and its singular may sit
    on different sides of an embedder's threshold ("parents" / "parent").

    Example:
        >>> word_forms("parents"), word_forms("companies"), word_forms("children")
        (('parents', 'parent'), ('companies', 'company'), ('children', 'child'))
        >>> word_forms("status"), word_forms("class"), word_forms("film")
        (('status',), ('class',), ('film',))
    """
    if word in IRREGULAR_PLURALS:
        return (word, IRREGULAR_PLURALS[word])
    if len(word) < 4 or not word.endswith("s") or word.endswith(("ss", "us", "is")):
        return (word,)
    if word.endswith("ies") and len(word) > 4:
        return (word, word[:-3] + "y")
    if word.endswith(("ches", "shes", "xes", "sses")):
        return (word, word[:-2])
    return (word, word[:-1])


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
    whole = tokens(name)
    if not whole:
        return []
    head, colon, rest = name.partition(":")
    short = tokens(head) if colon and tokens(rest) else []
    return [whole, short] if short and short != whole else [whole]


def place_forms(token: str) -> set[str]:
    """Place names an adjective of place may stand for: "asian" for Asia, "european" for
    Europe, "canadian" for Canada, "brazilian" for Brazil (no entity need exist for every
    form: a form only matches a name the graph has).

    Example:
        >>> sorted(place_forms("european")), sorted(place_forms("canadian"))
        (['europe', 'europea'], ['canad', 'canada', 'canadi', 'canadia'])
        >>> place_forms("plan")
        set()
    """
    if len(token) < 5 or not token.endswith("an") or not token.isalpha():
        return set()
    out = {token[:-1], token[:-2]}
    if token.endswith("ian"):
        out |= {token[:-3], token[:-3] + "a"}
    return out


def query_forms(text: str, *, loose: bool = False) -> list[frozenset[str]]:
    """Per token of ``text``, the forms a name may take there: the token itself, and for a
    possessive (``Petrov's``, ``Smiths'``) also the owner (``petrov``, ``smiths``).
    ``loose`` adds weaker forms: for a plural written in lower case its singular
    (``teachers`` names ``Teacher``; ``Williams`` does not name ``William``), and for an
    adjective of place the place (:func:`place_forms`: "Asian cities" name Asia).

    Example:
        >>> [sorted(f) for f in query_forms("teachers of Williams' school", loose=True)]
        [['teacher', 'teachers'], ['of'], ['williams'], ['school']]
        >>> [sorted(f) for f in query_forms("teachers of Williams' school")][0]
        ['teachers']
    """
    plain = tokens(text)
    owners = normalize(_POSSESSIVE.sub(lambda m: "s" if m.group(0)[0] == "s" else "", text))
    owner_tokens = owners.split()
    raw = _raw_words(text)
    if len(owner_tokens) != len(plain) or len(raw) != len(plain):  # not for ordinary text
        return [frozenset([t]) for t in plain]
    if not loose:
        return [frozenset({a, b}) for a, b in zip(plain, owner_tokens, strict=True)]
    # A capitalised word is a name as written ("Williams" is not "William"); a plural
    # noun is written in lower case ("teachers", "libraries").
    return [
        frozenset({a, b, *(word_forms(a)[1:] if not w[:1].isupper() else ()), *place_forms(a)})
        for a, b, w in zip(plain, owner_tokens, raw, strict=True)
    ]


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
    coal miners" names *coal miners*, not also the tag *film*; "where were the teachers
    born" names *teacher*.
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
        for name_tokens in name_variants(name):
            for start in positions.get(name_tokens[0], ()):
                if _spells(forms, start, name_tokens):
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


class NameTable:
    """Every entity name by its first two tokens: the entities a query names in full and
    writes as a name (its first word capitalised, or with a digit), however low the vector
    search ranks them ("institutions of PathFinder's authors" names a paper whose long
    title the question's embedding is not near).

    The table holds a 64-bit key and an entity number per name (and per title's short
    form), sorted: 12 bytes a name, against ~600 bytes for a dictionary of token tuples
    (1M names, measured); candidates are checked against their names at query time.

    Example:
        >>> table = NameTable(["PathFinder: Relational Paths for QA", "war", "Data Team"])
        >>> table.named("Who cites PathFinder's authors?"), table.named("films about war")
        ([0], [])
        >>> table.named("who leads the Data Team")
        [2]
    """

    def __init__(self, names: Sequence[str]) -> None:
        self._names = names
        self._keys, self._entities = _sorted(*_name_keys(names, range(len(names))))

    def for_names(self, names: Sequence[str]) -> NameTable | None:
        """This table for ``names`` when they are this table's names with entities added
        at the end or the last ones removed (what a live update does), made from this
        one's keys; ``None`` when names changed elsewhere (build a new table).

        Example:
            >>> table = NameTable(["Data Team"])
            >>> table.for_names(["Data Team", "Kestrel Systems"]).named("Who owns Kestrel Systems?")
            [1]
            >>> table.for_names(["Design Team"]) is None
            True
        """
        n = min(len(self._names), len(names))
        if list(self._names[:n]) != list(names[:n]):
            return None
        keep = self._entities < len(names)
        keys, entities = self._keys[keep], self._entities[keep]
        if len(names) > len(self._names):
            added = _name_keys(names, range(len(self._names), len(names)))
            keys, entities = _sorted(
                np.concatenate([keys, added[0]]), np.concatenate([entities, added[1]])
            )
        made = NameTable.__new__(NameTable)
        made._names, made._keys, made._entities = names, keys, entities
        return made

    def named(self, query: str, limit: int = 50) -> list[int]:
        """Up to ``limit`` entities ``query`` names in full, written as a name, in the
        order the query names them."""
        forms = query_forms(query)
        raw = _raw_words(query)
        if len(raw) != len(forms):
            return []
        found: dict[int, None] = {}
        for i, (word, options) in enumerate(zip(raw, forms, strict=True)):
            if not _written_as_name(word):
                continue
            following = forms[i + 1] if i + 1 < len(forms) else frozenset()
            keys = [(a,) for a in options] + [(a, b) for a in options for b in following]
            for key in keys:
                for entity in self._candidates(hash(key)):
                    if entity in found or not self._names_at(forms, i, entity):
                        continue
                    found[entity] = None
                    if len(found) >= limit:
                        return list(found)
        return list(found)

    def _candidates(self, key: int) -> list[int]:
        low = int(np.searchsorted(self._keys, key, side="left"))
        high = int(np.searchsorted(self._keys, key, side="right"))
        return [int(e) for e in self._entities[low:high]]

    def _names_at(self, forms: Sequence[frozenset[str]], i: int, entity: int) -> bool:
        """Whether ``forms`` from position ``i`` on spell one of the entity's names."""
        return any(_spells(forms, i, name) for name in name_variants(self._names[entity]))


def _spells(forms: Sequence[frozenset[str]], start: int, name_tokens: Sequence[str]) -> bool:
    """Whether the query's token ``forms`` from ``start`` on spell ``name_tokens``."""
    window = forms[start : start + len(name_tokens)]
    return len(window) == len(name_tokens) and all(
        t in f for t, f in zip(name_tokens, window, strict=True)
    )


def _written_as_name(word: str) -> bool:
    """Whether a query word, as written, is written as a name: capitalised ("Kestrel") or
    with digits ("Budget 2027")."""
    return word[:1].isupper() or any(ch.isdigit() for ch in word)


def _name_keys(names: Sequence[str], entities: Iterable[int]) -> tuple[IntArray, IntArray]:
    """A key per name of each of ``entities`` (and per title's short form): the hash of
    its first two tokens (thousands of titles begin with "the")."""
    keys: list[int] = []
    owners: list[int] = []
    for entity in entities:
        for variant in name_variants(names[entity]):
            keys.append(hash(tuple(variant[:2])))
            owners.append(entity)
    return np.asarray(keys, np.int64), np.asarray(owners, np.int64)


def _sorted(keys: IntArray, entities: IntArray) -> tuple[IntArray, IntArray]:
    order = np.argsort(keys, kind="stable")
    return keys[order], entities[order]


class NameMatcher:
    """How much of an entity's name a query names, weighting each name token by its rarity.

    Args:
        names: Every entity name of the graph (their tokens' document frequencies give
            the weights: ``log(1 + N / df)``).
    """

    def __init__(self, names: Iterable[str]) -> None:
        frequency: Counter[str] = Counter()
        count = 0
        for name in names:
            frequency.update(set(tokens(name)))
            count += 1
        self._frequency = frequency
        self._count = max(count, 1)

    def weight(self, token: str) -> float:
        """The token's weight: rarer tokens name an entity more specifically."""
        return math.log(1.0 + self._count / max(self._frequency.get(token, 0), 1))

    def partial(self, query: str, name: str) -> float:
        """How much of ``name`` the query names: 0 unless it holds one of the name's rarest
        tokens, written as a name (capitalised, or with a digit); else the named share of the
        name's token weight, raised halfway towards 1 when that token belongs to this name
        alone ("Kestrel" for "Kestrel Systems", "PathFinder" for a paper's long title); 1.0
        when every token is there."""
        return self.partials(query, [name])[0]

    def partials(self, query: str, names: Sequence[str]) -> list[float]:
        """:meth:`partial` of each of ``names``, reading the query once."""
        forms = query_forms(query)
        raw = _raw_words(query)
        if len(raw) != len(forms):
            return [0.0] * len(names)
        # A name given in part is written as a name (:func:`_written_as_name`).
        present = {
            form
            for word, options in zip(raw, forms, strict=True)
            if _written_as_name(word)
            for form in options
        }
        return [self._partial(raw, forms, present, name) for name in names]

    def _partial(
        self, raw: list[str], forms: list[frozenset[str]], present: set[str], name: str
    ) -> float:
        weights = self._token_weights(name)
        if not weights:
            return 0.0
        name_tokens = list(weights)
        top = max(weights.values())
        rarest = [t for t in name_tokens if weights[t] >= top - 1e-9 and t in present]
        if not rarest or self._names_another(raw, forms, set(name_tokens)):
            return 0.0
        coverage = sum(w for t, w in weights.items() if t in present) / sum(weights.values())
        unique = min(self._frequency.get(t, 0) for t in rarest) <= 1
        return coverage + (1.0 - coverage) / 2 if unique else coverage

    def spells_distinct(self, query: str, names: Sequence[str]) -> list[bool]:
        """Per name, whether the query spells one of its distinctive tokens (weighing at
        least :data:`DISTINCT_SHARE` of its rarest token's weight), exactly or nearly
        (:func:`nearly_spells`: a typo, or the same stem with another ending), however the
        query writes it. A seed the query does not name but is merely similar to ("stena
        nordica home port" and "Copenhagen Malmö Port") needs this much of its name.

        Example:
            >>> matcher = NameMatcher(["Eastmarch", "Copenhagen Port", "Oslo Port"])
            >>> matcher.spells_distinct("hospitals in eastmarsh", ["Eastmarch"])
            [True]
            >>> matcher.spells_distinct("stena nordica home port", ["Copenhagen Port"])
            [False]
        """
        words = {f for options in query_forms(query, loose=True) for f in options}
        out = []
        for name in names:
            weights = self._token_weights(name)
            top = max(weights.values(), default=0.0)
            distinct = [t for t, w in weights.items() if w >= DISTINCT_SHARE * top]
            out.append(any(nearly_spells(w, t) for t in distinct for w in words))
        return out

    def _token_weights(self, name: str) -> dict[str, float]:
        """Each distinct token of ``name``, in order, with its :meth:`weight`."""
        return {t: self.weight(t) for t in dict.fromkeys(tokens(name))}

    def _names_another(self, raw: list[str], forms: list[frozenset[str]], name: set[str]) -> bool:
        """Whether a capitalised word no entity name holds stands next to a word of ``name``:
        "Globex Software" names another company than "Tidewater Software"."""
        for i in range(1, len(raw)):  # the first word is capitalised anyway
            foreign = raw[i][:1].isupper() and not (forms[i] & self._frequency.keys())
            if foreign and any(forms[j] & name for j in (i - 1, i + 1) if 0 <= j < len(forms)):
                return True
        return False
