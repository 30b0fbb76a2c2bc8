"""The general English the reader knows: function words, word forms, and how a sentence
places a verb's subject and object.

Nothing here names a relation, a graph or a question template: these are facts of
English that hold for any question. :mod:`graphpaths.dotrag.reading.reader` reads questions
with them.

- :data:`STOPWORDS`: words that never name a relation or a type (articles,
  prepositions, pronouns, auxiliaries, interrogatives, and the verbs of a request:
  "list", "name", "show me").
- :data:`PREPOSITIONS`: the words that relate a noun to the rest of a sentence; a
  label ending in one is a verb phrase ("directed by", "part of").
- :func:`shares_stem`: two words share a stem ("directors" / "directed", "screenwriter" /
  "written").
- :func:`noun_use` / :func:`passive_use`: whether a word is used as a noun where it stands
  ("the manager of", "X's manager", "which teams") and whether a verb is used in the
  passive ("led by").

Example:
    >>> shares_stem("directors", "directed"), shares_stem("film", "person")
    (True, False)
    >>> toks = "which team is led by alice".split()
    >>> noun_use(toks, 1), passive_use(toks, 3)
    ('noun', True)
    >>> noun_use("who is the manager of x".split(), 3)
    'owned'
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = [
    "CONTENT_PREPOSITIONS",
    "DETERMINERS",
    "PREPOSITIONS",
    "STOPWORDS",
    "WH_WORDS",
    "content_words",
    "noun_use",
    "passive_use",
    "shares_stem",
]

#: English interrogatives: where a question names what it asks for.
WH_WORDS = frozenset("who whom whose whos what whats which when where how".split())  # noqa: SIM905
#: Words before a noun: articles, demonstratives, possessive pronouns, "which"/"what" ones.
DETERMINERS = frozenset(
    "the a an this that these those his her its their our my your which what whose".split()  # noqa: SIM905
)
#: English prepositions: they relate a noun to the rest of a sentence and never name a
#: relation or a type by themselves; a label ending in one is a verb phrase ("directed by").
PREPOSITIONS = frozenset(
    "about as at by for from in into near of on onto over to under with within without".split()  # noqa: SIM905
)
#: Prepositions of place and amount that carry a question's content ("near the coast",
#: "over two hours"), so they are not stopwords.
CONTENT_PREPOSITIONS = frozenset({"near", "over", "under", "within"})
#: English function words (as :func:`~graphpaths.dotrag.reading.text.tokens` spells them) and
#: the verbs of a request ("list", "name", "show me", "tell me"): never a relation or a type.
STOPWORDS = (PREPOSITIONS - CONTENT_PREPOSITIONS) | frozenset(
    [
        "a",
        "an",
        "the",
        "than",
        "and",
        "or",
        "nor",
        "but",
        "if",
        "then",
        "so",
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "being",
        "am",
        "do",
        "does",
        "did",
        "done",
        "has",
        "have",
        "had",
        "having",
        "it",
        "its",
        "this",
        "that",
        "these",
        "those",
        "there",
        "here",
        "they",
        "them",
        "their",
        "theirs",
        "he",
        "him",
        "his",
        "she",
        "her",
        "hers",
        "we",
        "us",
        "our",
        "you",
        "your",
        "i",
        "me",
        "my",
        "mine",
        "also",
        "too",
        "very",
        "just",
        "only",
        "some",
        "any",
        "all",
        "each",
        "every",
        "can",
        "could",
        "would",
        "should",
        "will",
        "shall",
        "may",
        "might",
        "must",
        "not",
        "no",
        "yes",
        "s",
        "who",
        "whom",
        "whose",
        "whos",
        "what",
        "whats",
        "which",
        "when",
        "where",
        "how",
        "why",
        "list",
        "name",
        "names",
        "show",
        "give",
        "tell",
        "find",
        "get",
        "please",
    ]
)


def content_words(words: Sequence[str]) -> tuple[str, ...]:
    """``words`` without :data:`STOPWORDS` (all of them when nothing else is left).

    Example:
        >>> content_words(["directed", "by"]), content_words(["of"])
        (('directed',), ('of',))
    """
    kept = tuple(w for w in words if w not in STOPWORDS)
    return kept or tuple(words)


def _stem(word: str) -> str:
    return word[: max(4, len(word) - 3)] if len(word) > 4 else word


def shares_stem(word: str, other: str) -> bool:
    """Whether two words share a stem: one's stem begins the other or a later part of it
    ("writ" in "screenwriter", not "pers" in "superseded"), or one begins the other."""
    if len(word) < 3 or len(other) < 3:
        return False
    if word == other:
        return True
    a, b = _stem(word), _stem(other)
    return (
        (len(b) >= 4 and _compound_part(b, word))
        or (len(a) >= 4 and _compound_part(a, other))
        or other.startswith(word)
        or word.startswith(other)
    )


def _compound_part(stem: str, word: str) -> bool:
    at = word.find(stem)
    return at == 0 or at >= 3


def noun_use(toks: Sequence[str], i: int, owners: Sequence[bool] = ()) -> str | None:
    """How the word at ``i`` stands as a noun: ``"owned"`` when it names something of
    another ("X's manager", "X's direct reports": ``owners`` marks the possessive one or two
    words before; "the manager of X"), ``"noun"`` after a determiner ("the manager", "which teams"), ``None`` otherwise
    (a verb, or a bare word). A noun for a relation names one end of it whatever the word
    order; a verb's subject and object depend on where they stand (:func:`passive_use`)."""
    before = toks[i - 1] if i > 0 else ""
    after = toks[i + 1] if i + 1 < len(toks) else ""
    # an owner right before, or before one more word ("X's direct reports")
    owned = any(0 <= k < len(owners) and owners[k] for k in (i - 1, i - 2))
    if after == "of" or owned:
        return "owned"
    return "noun" if before in DETERMINERS else None


def passive_use(toks: Sequence[str], i: int) -> bool:
    """Whether the verb at ``i`` is used in the passive: its agent follows "by" ("the team
    led by Alice", "movies directed by X")."""
    return i + 1 < len(toks) and toks[i + 1] == "by"
