"""Text as DotRAG reads it: normalised tokens, a word's plural forms, the forms a name may
take in a query, and near spellings.

Every stage that compares a question with graph names or label words reads text through
these helpers, so "Peter Franzén's" and "peter franzens" are one token sequence everywhere:

- case (``str.casefold``) and accents (NFKD, combining marks dropped);
- apostrophes vanish ("Ocean's" is "oceans"), every other punctuation mark and run of
  whitespace separates tokens ("Spider-Man" is "spider man");
- a possessive names its owner: a query token written ``X's`` or ``Xs'`` has the form ``X``
  as well as ``Xs`` (:func:`query_forms`).

It imports nothing of ours: the rooms above it (mentions, the reader, the lexicon, anchor
detection) all read text the same way.

Example:
    >>> normalize("Peter Franzén's  Spider-Man!")
    'peter franzens spider man'
    >>> word_forms("parents")
    ('parents', 'parent')
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Sequence

__all__ = [
    "IRREGULAR_PLURALS",
    "MIN_STEM",
    "MIN_TYPO_LENGTH",
    "STEM_SHARE",
    "accented_words",
    "dictionary_form",
    "inflections",
    "is_dictionary_word",
    "nearly_spells",
    "normalize",
    "phrase_span",
    "place_forms",
    "possessives",
    "query_forms",
    "raw_words",
    "tokens",
    "word_forms",
    "written_as_names",
]

_APOSTROPHES = re.compile(r"['\u2018\u2019\u02bc\u0060\u00b4]")


_SEPARATORS = re.compile(r"[\W_]+", re.UNICODE)


# "Petrov's" / "Petrovs'": the owner's name without the possessive ending.
_POSSESSIVE = re.compile(r"(?<=\w)(?:['\u2019\u02bc]s|s['\u2019\u02bc])(?=\W|$)", re.UNICODE)


def _accentless(text: str) -> str:
    """``text`` with its accents dropped (NFKD, combining marks removed)."""
    if text.isascii():  # NFKD leaves ASCII as it is, with no mark to drop
        return text
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def normalize(text: str) -> str:
    """Casefolded, accent-free, apostrophe-free text with single spaces between tokens."""
    stripped = _accentless(text)
    stripped = _APOSTROPHES.sub("", stripped.casefold())
    return " ".join(_SEPARATORS.sub(" ", stripped).split())


def tokens(text: str) -> list[str]:
    """The tokens of :func:`normalize`'d text."""
    return normalize(text).split()


def _split(text: str) -> list[str]:
    """The words of ``text`` as they stand, apostrophes dropped."""
    return _SEPARATORS.sub(" ", _APOSTROPHES.sub("", text)).split()


def raw_words(text: str) -> list[str]:
    """The words of ``text`` as written (case kept), aligned with :func:`tokens`."""
    return _split(_accentless(text))


def accented_words(text: str) -> list[bool]:
    """Per word of :func:`raw_words`, whether it is written with an accent ("Côte"): English
    words are written without, so such a word is a name's.

    Example:
        >>> accented_words("the Côte road")
        [False, True, False]
    """
    return [_accentless(word) != word for word in _split(unicodedata.normalize("NFC", text))]


# several stages read the question in flight: the last few hundred questions suffice
@functools.lru_cache(maxsize=1024)
def written_as_names(text: str, *, first_capital: bool = False) -> tuple[bool, ...]:
    """Per word of :func:`raw_words`, whether its writing marks it as a name's word.

    English writes its other words in lower case, spelled out and without accents, so a
    capital anywhere in the word ("Kestrel", "PathFinder"), a digit ("Vanta 7") or an accent
    ("Côte") marks a name; the text's first letter does not, every sentence having one.
    ``first_capital`` counts that letter too: for a stage that only lets a word be a name
    (and checks the name in full, or keeps its plural as written), since a question may
    open with a name; not for one that takes the mark as evidence of a name.
    Cached: several stages read each question.

    Example:
        >>> written_as_names("Who owns PathFinder and the Côte 7?")
        (False, False, True, False, False, True, True)
        >>> written_as_names("Kestrel staff", first_capital=True), written_as_names("KX204 crews")
        ((True, False), (True, False))
    """
    raw = raw_words(text)
    accented = accented_words(text)
    if len(accented) != len(raw):  # not for ordinary text
        accented = [False] * len(raw)
    return tuple(
        any(c.isdigit() for c in word)
        or any(c.isupper() for c in (word if i > 0 or first_capital else word[1:]))
        or accented[i]
        for i, word in enumerate(raw)
    )


#: Shortest shared beginning that makes two words one stem ("dermatologists" / "dermatology").
MIN_STEM = 5


#: Share of the shorter word that shared beginning must cover ("violin" / "violinist").
STEM_SHARE = 0.8


#: Shortest word a single typo is forgiven in ("lanturn" for "lantern").
MIN_TYPO_LENGTH = 5


def nearly_spells(word: str, token: str) -> bool:
    """Whether a query ``word`` spells a name ``token``: equal, one typo apart (an edit or
    a swap of neighbours) in a word of :data:`MIN_TYPO_LENGTH` letters or more, or one stem
    with another ending (a shared beginning of at least :data:`MIN_STEM` letters covering
    :data:`STEM_SHARE` of the shorter word).

    Example:
        >>> nearly_spells("westfold", "westfeld"), nearly_spells("lanturn", "lantern")
        (True, True)
        >>> nearly_spells("dermatologists", "dermatology"), nearly_spells("violin", "violinist")
        (True, True)
        >>> nearly_spells("brandon", "brandenburg"), nearly_spells("fort", "port")
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


def place_forms(token: str) -> set[str]:
    """Place names an adjective of place may stand for. English forms most adjectives of
    place (demonyms) by adding "-an" or "-ian" to the place's name, dropping a final vowel
    ("Kenya": "kenyan", "Bolivia": "bolivian", "Chile": "chilean"), and others by adding
    "-ese" or "-i" ("Japan": "japanese", "Malta": "maltese", "Israel": "israeli"); this
    undoes those endings, giving every candidate (no entity need exist for every form: a
    form only matches a name the graph has).

    Example:
        >>> sorted(place_forms("kenyan")), sorted(place_forms("bolivian"))
        (['keny', 'kenya'], ['boliv', 'boliva', 'bolivi', 'bolivia'])
        >>> sorted(place_forms("maltese")), sorted(place_forms("israeli"))
        (['malt', 'malta'], ['israel', 'israela'])
        >>> place_forms("plan"), place_forms("these"), place_forms("taxi")
        (set(), set(), set())
    """
    if len(token) < 5 or not token.isalpha():
        return set()
    if token.endswith("an"):
        out = {token[:-1], token[:-2]}
        if token.endswith("ian"):
            out |= {token[:-3], token[:-3] + "a"}
        return out
    # the root keeps a place's length: "these" and "taxi" are no demonyms
    for ending in ("ese", "i"):
        root = token[: -len(ending)]
        if token.endswith(ending) and len(root) >= 4:
            return {root, root + "a"}
    return set()


def query_forms(text: str, *, loose: bool = False) -> list[frozenset[str]]:
    """Per token of ``text``, the forms a name may take there: the token itself, and for a
    possessive (``Petrov's``, ``Smiths'``) also the owner (``petrov``, ``smiths``).
    ``loose`` adds weaker forms: for a plural written in lower case its singular
    (``teachers`` names ``Teacher``; ``Williams`` does not name ``William``), and for an
    adjective of place the place (:func:`place_forms`: "Kenyan towns" name Kenya).

    Example:
        >>> [sorted(f) for f in query_forms("teachers of Williams' school", loose=True)]
        [['teacher', 'teachers'], ['of'], ['williams'], ['school']]
        >>> [sorted(f) for f in query_forms("teachers of Williams' school")][0]
        ['teachers']
    """
    plain = tokens(text)
    owners = normalize(_POSSESSIVE.sub(lambda m: "s" if m.group(0)[0] == "s" else "", text))
    owner_tokens = owners.split()
    raw = raw_words(text)
    if len(owner_tokens) != len(plain) or len(raw) != len(plain):  # not for ordinary text
        return [frozenset([t]) for t in plain]
    if not loose:
        return [frozenset({a, b}) for a, b in zip(plain, owner_tokens, strict=True)]
    # A word written as a name is a name as written ("Williams" is not "William"); a
    # plural noun is written in lower case ("teachers", "libraries").
    named = written_as_names(text, first_capital=True)
    return [
        frozenset({a, b, *(word_forms(a)[1:] if not mark else ()), *place_forms(a)})
        for a, b, mark in zip(plain, owner_tokens, named, strict=True)
    ]


# a word as written, apostrophes kept: the text between separators
_WRITTEN = re.compile(r"[^\W_]+(?:['\u2018\u2019\u02bc\u0060\u00b4]+[^\W_]*)*", re.UNICODE)
# a written word ending as a possessive: "Ann's", "the parents'" (the plural's bare apostrophe)
_OWNER_END = re.compile(r"(?<=\w)(?:['\u2019\u02bc]s|s['\u2019\u02bc])$", re.UNICODE)


def possessives(text: str) -> list[bool]:
    """Per token of ``text`` (:func:`tokens`), whether it is written as a possessive, owning
    the noun phrase after it: "Ann's", and a plural's "parents'" (which :func:`query_forms`
    cannot tell from its token, the owner being spelled as written). A bare apostrophe
    after a final "s" counts only with a word after it ("the Jones'" ends a quote).

    Example:
        >>> possessives("where were Ann's parents' parents born")
        [False, False, True, True, False, False]
        >>> possessives("who wrote 'The Birds'")
        [False, False, False, False]
    """
    stripped = _accentless(text)
    written = _WRITTEN.findall(stripped)
    count = len(tokens(text))
    if len(written) != count:  # not for ordinary text
        return [False] * count
    last = len(written) - 1
    return [
        bool(_OWNER_END.search(w)) and (k < last or w[-1] not in "'\u2019\u02bc")
        for k, w in enumerate(written)
    ]


def dictionary_form(word: str) -> str | None:
    """The dictionary form of ``word`` (simplemma's English lemma; ``None`` when it has
    none): "supervised" -> "supervise", "parents" -> "parent".

    The lemmatiser is imported on first use: its import takes a quarter of a second.

    Example:
        >>> dictionary_form("supervised"), dictionary_form("parents")
        ('supervise', 'parent')
    """
    import simplemma

    lemma = simplemma.lemmatize(word, lang="en")
    return str(lemma) if lemma else None


@functools.lru_cache(maxsize=8192)
def is_dictionary_word(word: str) -> bool:
    """Whether simplemma's English dictionary holds ``word`` (an ordinary word, not a coined
    name such as "Quillon"); imported on first use, as in :func:`dictionary_form`.

    Example:
        >>> is_dictionary_word("press"), is_dictionary_word("quillon")
        (True, False)
    """
    import simplemma

    return bool(simplemma.is_known(word, lang="en"))


def inflections(word: str) -> tuple[str, ...]:
    """``word``, its singular if it looks plural (:func:`word_forms`) and its dictionary form
    (:func:`dictionary_form`): an embedder may tie the base form to a label and not the
    inflected one ("supervise" is near "advisor", "supervised" is not).

    Example:
        >>> inflections("supervised"), inflections("parents"), inflections("film")
        (('supervised', 'supervise'), ('parents', 'parent'), ('film',))
    """
    forms = word_forms(word)
    lemma = dictionary_form(word)
    return forms if not lemma or lemma in forms else (*forms, lemma)


def phrase_span(function_words: Sequence[bool], start: int, end: int) -> tuple[int, int]:
    """The query words ``start:end`` widened to the function words around them (or to the
    query's ends): the phrase holding them. ``function_words``: per query word, whether it
    is one.

    Example:
        >>> phrase_span([True, False, False, True, False], 2, 3)
        (1, 3)
    """
    while start > 0 and not function_words[start - 1]:
        start -= 1
    while end < len(function_words) and not function_words[end]:
        end += 1
    return start, end
