"""The general English the reader knows: function words, word forms, and how a sentence
places a verb's subject and object.

Nothing here names a relation, a graph or a question template: these are facts of
English that hold for any question. :mod:`graphpaths.dotrag.reading.reader` reads questions
with them.

Every word list the reader uses lives here, each with the grammar behind it (one line a
list; an entry that is not plain grammar says why it is there):

- :data:`STOPWORDS`: words that never name a relation or a type (articles,
  prepositions, pronouns, auxiliaries, interrogatives, and the verbs of a request:
  "list", "name", "show me").
- :data:`PREPOSITIONS`: the words that relate a noun to the rest of a sentence; a
  label ending in one is a verb phrase ("directed by", "part of").
- the interrogatives (:data:`WH_WORDS`, :data:`TYPED_WH_WORDS` and what they ask for,
  :data:`WH_MEANINGS`; :data:`AGENT_WH_WORDS`: those also said of firms and groups),
  :data:`COPULAS`, :data:`AUXILIARIES`, :data:`RELATIVE_PRONOUNS`, :data:`DETERMINERS`,
  :data:`PARTICLES`, :data:`LEADING_VERBS`; :func:`verb_phrase`: whether a phrase reads
  as a verb.
- :data:`MEASURE_WORDS`, :data:`TIME_NOUNS` and :data:`VALUE_NOUNS`: how a question asks for
  a value (an amount, a measure, a time) rather than an entity ("how much", "when did",
  "what year", "the height of").
- :func:`shares_stem`: two words share a stem ("directors" / "directed", "screenwriter" /
  "written"); :func:`contracts`: a short form is a contraction of a word, as people
  abbreviate ("mgr" / "manager", "twn" / "town").
- :func:`noun_use` / :func:`passive_use`: whether a word is used as a noun where it stands
  ("the manager of", "X's manager", "which teams") and whether a verb is used in the
  passive ("led by").
- :data:`GRAND_KIN`, :data:`GREAT`, :data:`IN_LAW_KIN`, :data:`KIN_PLURALS`: the kinship
  nouns English compounds one link further ("grandson": a child's son; "mother-in-law": a
  spouse's mother), which :mod:`~graphpaths.dotrag.reading.kinship` spells out as chains.

Example:
    >>> shares_stem("directors", "directed"), shares_stem("film", "person")
    (True, False)
    >>> toks = "which ship was built by the yard".split()
    >>> noun_use(toks, 1), passive_use(toks, 3)
    ('noun', True)
    >>> noun_use("name the captain of x".split(), 2)
    'owned'
    >>> verb_phrase(["sails", "to"]), verb_phrase(["builds"]), verb_phrase(["captain", "of"])
    (True, True, False)
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = [
    "AGENT_ENDINGS",
    "AGENT_PREPOSITION",
    "AGENT_WH_WORDS",
    "AUXILIARIES",
    "CONTENT_PREPOSITIONS",
    "COPULAS",
    "DETERMINERS",
    "GRAND_KIN",
    "GREAT",
    "IN_LAW_KIN",
    "KIN_ALIASES",
    "KIN_PLURALS",
    "LEADING_VERBS",
    "MEASURE_WORDS",
    "MIN_CONTRACTION",
    "PARTICLES",
    "PAST_ENDING",
    "PLACE_PREPOSITIONS",
    "PREPOSITIONS",
    "RELATIONAL_PREPOSITION",
    "RELATIVE_PRONOUNS",
    "REQUEST_VERBS",
    "SINGULAR_S_ENDINGS",
    "STOPWORDS",
    "THIRD_PERSON_ENDING",
    "TIME_NOUNS",
    "TYPED_WH_WORDS",
    "VALUE_NOUNS",
    "WH_MEANINGS",
    "WH_WORDS",
    "agent_noun",
    "consonants_kept",
    "content_words",
    "contracts",
    "noun_use",
    "passive_use",
    "shares_stem",
    "verb_phrase",
]

#: English interrogatives: where a question names what it asks for ("whos", "whats": the
#: contractions as :func:`~graphpaths.dotrag.reading.text.tokens` spells them).
WH_WORDS = frozenset("who whom whose whos what whats which when where how".split())  # noqa: SIM905
#: The interrogatives that name the kind of their answer ("who": a person; "when": a time);
#: "what" and "which" leave it to the noun after them, "how" and "whose" ask for no kind.
TYPED_WH_WORDS = frozenset({"who", "whom", "when", "where"})
#: What each typed interrogative asks for, in the nouns a type may be named by (the pronoun's
#: meaning: "who" stands for a person, "when" for a time, "where" for a place).
WH_MEANINGS = {
    "who": ("person", "people"),
    "whom": ("person", "people"),
    "when": ("time", "date", "year"),
    "where": ("place", "location"),
}
#: The typed interrogatives also said of groups of people: "who" asks for a person, a firm,
#: a band, a team or a label alike ("who built the ship", "who released the record"), so a
#: type named for a person is only one kind of answer it may want.
AGENT_WH_WORDS = frozenset({"who", "whom"})
#: The words "how" asks a degree or an amount with, a value and not an entity: the
#: quantifiers "much" and "many" (a count: a number, unless the graph holds the entities
#: counted, :func:`~graphpaths.dotrag.reading.values.counted`) and the adjectives of measure
#: (age, length, height, size, distance, frequency, depth, width, weight, speed, time)
#: English puts after "how".
MEASURE_WORDS = frozenset(
    "much many old long tall big large far high often deep wide heavy fast early late".split()  # noqa: SIM905
)
#: The nouns "what" and "which" ask for a time with ("what year", "which months").
TIME_NOUNS = frozenset({"year", "years", "date", "dates", "day", "days", "month", "months", "time"})
#: Nouns naming a value, as the word naming the answer ("the height of X", "X's release
#: date"): the nouns of :data:`MEASURE_WORDS` (what "how much", "how old", "how tall" ... ask
#: for, said as a noun; "price", "cost", "fee", "salary", "revenue", "income": what "how
#: much" asks of money), those of a count and of a proportion ("number", "capacity",
#: "rate"), :data:`TIME_NOUNS` and the dates and hours of a day ("birthday", "deadline").
_VALUE_NOUN_WORDS = (
    "amount amounts price prices cost costs fee fees salary salaries revenue income age ages "
    "length lengths height heights size sizes distance distances frequency frequencies depth "
    "depths width widths weight weights speed speeds duration hour hours times number numbers "
    "count counts total totals capacity population rate rates percentage percentages "
    "birthday birthdays deadline deadlines"
)
VALUE_NOUNS = frozenset(_VALUE_NOUN_WORDS.split()) | TIME_NOUNS
#: Pronouns that open a relative clause after a noun ("the people who work here").
RELATIVE_PRONOUNS = frozenset({"who", "whom", "whose", "which", "that"})
#: Words before a noun: articles, demonstratives, possessive pronouns, "which"/"what" ones.
DETERMINERS = frozenset(
    "the a an this that these those his her its their our my your which what whose".split()  # noqa: SIM905
)
#: Forms of "be" (and its contraction "'s", tokenised "s"): after "who" a form of "be" leads
#: to a noun ("who was the captain of X"), not a verb.
COPULAS = frozenset({"is", "are", "was", "were", "s"})
#: Auxiliaries ("do", "have" and the modals) that open a verb question ("what did X sail
#: on"): the interrogative before one asks for the verb's object, no noun follows it.
#: ("may", "might", "must", "shall" are left out as in the fitted reader: a refit may add them.)
AUXILIARIES = frozenset("do does did has have had can could will would should".split())  # noqa: SIM905
#: Forms of "have" and "be" a relation's name may start with ("hasRelease", "isPartOf"):
#: auxiliaries and copulas that say nothing about what the relation relates.
LEADING_VERBS = frozenset({"has", "have", "is", "are", "was", "were"})
#: English prepositions: they relate a noun to the rest of a sentence and never name a
#: relation or a type by themselves; a label ending in one is a verb phrase ("directed by").
PREPOSITIONS = frozenset(
    "about as at by for from in into near of on onto over to under with within without".split()  # noqa: SIM905
)
#: Prepositions of place and amount that carry a question's content ("near the coast",
#: "over two hours"), so they are not stopwords.
CONTENT_PREPOSITIONS = frozenset({"near", "over", "under", "within"})
#: The prepositions that close a verb phrase ("reports to", "directed by", "born in"); "of"
#: closes a relational noun instead ("child of", :data:`RELATIONAL_PREPOSITION`). ("as",
#: "near", "within", "without" are left out as in the fitted reader: a refit may add them.)
PARTICLES = frozenset("to by in on at for from with into onto over under about".split())  # noqa: SIM905
#: The preposition of a passive's agent ("the team led by X": X leads the team).
AGENT_PREPOSITION = "by"
#: Prepositions whose object is a place ("lives in", "studied at": what "where" asks for).
PLACE_PREPOSITIONS = frozenset({"in", "at", "within", "near", "inside"})
#: Endings of words that already name an agent ("author", "sponsor", "owner").
AGENT_ENDINGS = ("or", "er")
_VOWELS = frozenset("aeiou")
#: The preposition after a relational noun, before its object ("the child of X").
RELATIONAL_PREPOSITION = "of"
#: The ending of a regular past participle ("supervised", "directed").
PAST_ENDING = "ed"
#: The ending of a verb in the third person singular ("leads", "supervises").
THIRD_PERSON_ENDING = "s"
#: Endings in "s" of singular words, no verb's "-s" ("boss", "status", "thesis").
SINGULAR_S_ENDINGS = ("ss", "us", "is")

#: The kinship nouns "grand" puts one generation further, each with the links it then
#: spells from the person owning it: up through a parent (a grandmother is a parent's
#: mother), down through a child (a grandson is a child's son). Colloquial forms name their
#: standard noun ("grandpa": a parent's father).
GRAND_KIN: dict[str, tuple[str, str]] = {
    "parent": ("parent", "parent"),
    "father": ("parent", "father"),
    "mother": ("parent", "mother"),
    "dad": ("parent", "father"),
    "pa": ("parent", "father"),
    "papa": ("parent", "father"),
    "ma": ("parent", "mother"),
    "mama": ("parent", "mother"),
    "mum": ("parent", "mother"),
    "mom": ("parent", "mother"),
    "child": ("child", "child"),
    "kid": ("child", "child"),
    "son": ("child", "son"),
    "daughter": ("child", "daughter"),
}
#: Each "great" before a "grand" noun adds one generation (a great-grandson is a child's
#: child's son).
GREAT = "great"
#: The kinship nouns "-in-law" relates through a marriage, with the links they spell: a
#: mother-in-law is a spouse's mother, a son-in-law a child's spouse. ("brother-in-law" and
#: "sister-in-law" have two meanings, a spouse's sibling or a sibling's spouse: left out.)
IN_LAW_KIN: dict[str, tuple[str, str]] = {
    "mother": ("spouse", "mother"),
    "father": ("spouse", "father"),
    "parent": ("spouse", "parent"),
    "son": ("child", "spouse"),
    "daughter": ("child", "spouse"),
}
#: Spellings of a "grand" noun that do not split as "grand" + noun.
KIN_ALIASES = {"grandad": "granddad", "granny": "grandmother", "grannie": "grandmother"}
#: The plurals of the link nouns (English forms "children" irregularly).
KIN_PLURALS = {
    "parent": "parents",
    "father": "fathers",
    "mother": "mothers",
    "child": "children",
    "son": "sons",
    "daughter": "daughters",
    "spouse": "spouses",
}

#: Articles and conjunctions.
_CONNECTIVES = frozenset("a an the than and or nor but if then so".split())  # noqa: SIM905
#: Forms of "be", "do" and "have", and the modals.
_AUXILIARY_VERBS = frozenset(
    "is are was were be been being am do does did done has have had having "  # noqa: SIM905
    "can could would should will shall may might must".split()
)
#: Pronouns, possessives, demonstratives and "there" / "here".
_PRONOUNS = frozenset(
    "it its this that these those there here they them their theirs he him his she her hers "  # noqa: SIM905
    "we us our you your i me my mine".split()
)
#: Adverbs and quantifiers that qualify a question, never name what it asks about.
_QUALIFIERS = frozenset("also too very just only some any all each every".split())  # noqa: SIM905
#: Negation and answers, and "s" (the tokenised "'s" of "who's", "it's").
_PARTICLE_WORDS = frozenset({"not", "no", "yes", "s"})
#: Not function words, but the imperative verbs of a request ("list the films of X", "name
#: the teams", "show me", "tell me", "find", "get", "give", and "please"): in a question
#: they say what to do with the answer, never which relation it is over.
REQUEST_VERBS = frozenset("list name names show give tell find get please".split())  # noqa: SIM905
#: Words that never name a relation or a type: the groups above, the prepositions (but
#: those of :data:`CONTENT_PREPOSITIONS`), the interrogatives (and "why") and the verbs of a
#: request.
STOPWORDS = (
    (PREPOSITIONS - CONTENT_PREPOSITIONS)
    | _CONNECTIVES
    | _AUXILIARY_VERBS
    | _PRONOUNS
    | _QUALIFIERS
    | _PARTICLE_WORDS
    | WH_WORDS
    | {"why"}
    | REQUEST_VERBS
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


#: The shortest contraction read as one (:func:`contracts`): two letters ("st", "ct") fit
#: too many words to say which.
MIN_CONTRACTION = 3


def contracts(short: str, word: str) -> bool:
    """Whether ``short`` is a contraction of ``word`` as people write them: the word's
    first letter, some of its letters in order, and its last letter (or the one before a
    silent final "e"): "mgr" / "manager", "twn" / "town", "rte" / "route", "jdg" / "judge".
    A truncation ("dest" / "destination") is a shared beginning (:func:`shares_stem`).

    Example:
        >>> contracts("mgr", "manager"), contracts("twn", "town"), contracts("jdg", "judge")
        (True, True, True)
        >>> contracts("mgr", "merge"), contracts("st", "street"), contracts("town", "town")
        (False, False, False)
    """
    if len(short) < MIN_CONTRACTION or len(word) <= len(short) or short[0] != word[0]:
        return False
    last = word[:-1] if word.endswith("e") and not short.endswith("e") else word
    if short[-1] != last[-1]:
        return False
    rest = iter(word[1:])
    return all(c in rest for c in short[1:])


def consonants_kept(short: str, word: str) -> float:
    """The share of ``word``'s consonants (a doubled one counted once) that ``short``
    writes: 1 for a contraction that drops only vowels ("twn" / "town", "clb" / "club"),
    less where it drops consonants too ("clb" / "climb": 0.75), so of two words a
    contraction fits, the closer wins.

    Example:
        >>> consonants_kept("clb", "club"), consonants_kept("clb", "climb")
        (1.0, 0.75)
    """
    letters = [c for i, c in enumerate(word) if c not in _VOWELS and (i == 0 or word[i - 1] != c)]
    if not letters:
        return 0.0
    kept = sum(1 for c in dict.fromkeys(short) if c not in _VOWELS and c in letters)
    return min(1.0, kept / len(set(letters)))


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
    if after == RELATIONAL_PREPOSITION or owned:
        return "owned"
    return "noun" if before in DETERMINERS else None


def passive_use(toks: Sequence[str], i: int) -> bool:
    """Whether the verb at ``i`` is used in the passive: its agent follows "by" ("the ship
    built by the yard", "the line run by X")."""
    return i + 1 < len(toks) and toks[i + 1] == AGENT_PREPOSITION


def verb_phrase(toks: Sequence[str]) -> bool:
    """Whether a phrase reads as a verb: it ends on a particle ("reports to", "directed by",
    :data:`PARTICLES`) or is one word in "-s" or "-ed" ("leads", "supervised"); a noun
    otherwise ("actors", "release year"; "child of" is a noun read with "of")."""
    if len(toks) > 1:
        return toks[-1] in PARTICLES
    word = toks[0] if toks else ""
    return word.endswith(PAST_ENDING) or (
        word.endswith(THIRD_PERSON_ENDING) and not word.endswith(SINGULAR_S_ENDINGS)
    )


def agent_noun(verb: str) -> str:
    """The noun for who does what ``verb`` (its dictionary form) says, by the regular
    English endings: "direct" -> "director", "create" -> "creator", "write" -> "writer",
    "plan" -> "planner", "supply" -> "supplier", "own" -> "owner"; a word that already ends
    like an agent ("author") is its own.

    Example:
        >>> [agent_noun(v) for v in ("author", "direct", "edit", "create", "write", "own", "pen")]
        ['author', 'director', 'editor', 'creator', 'writer', 'owner', 'penner']
    """
    if verb.endswith(AGENT_ENDINGS):
        return verb
    if verb.endswith("ate"):
        return verb[:-1] + "or"
    if verb.endswith(("ct", "it")):
        return verb + "or"
    if verb.endswith("e"):
        return verb + "r"
    if len(verb) > 1 and verb.endswith("y") and verb[-2] not in _VOWELS:
        return verb[:-1] + "ier"
    vowels = [i for i, c in enumerate(verb) if c in _VOWELS]
    short = (
        len(vowels) == 1
        and vowels[0] == len(verb) - 2
        and (vowels[0] == 0 or verb[vowels[0] - 1] not in _VOWELS)
        and verb[-1] not in "wxy"
    )
    return verb + verb[-1] + "er" if short else verb + "er"
