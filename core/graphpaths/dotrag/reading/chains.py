"""Chains of relational nouns: how many links a question's possessives and "of" phrases
spell out from its anchor ("the nationality of X's children's children": three).

English strings relations of a named thing together two ways: possessives after its
name, each owning the next noun phrase ("X's dad's father": the dad, then his father),
and prepositional phrases before it, each noun phrase tied to the next one's by its
preposition ("the children of the children of X", "the ships from the yards in X") or,
right before the name, by an object relative whose clause X is the subject of ("the
lines that X owns"). One may feed the other ("the cause of death of X's dad's
father"). "<noun> of <noun>" with no determiner after "of" ("cause of death", "place of
birth") is one compound noun, one link. Each link is a hop the question asks for, so a
reading walking fewer hops stops before the chain's end. What shares something with the
named thing ("the same N as X", "co-wrote with X") is reached out and back: two links.

Example:
    >>> from graphpaths.dotrag.reading.text import possessives, tokens
    >>> def links(question: str, start: int, end: int) -> int:
    ...     return chain_links(tokens(question), possessives(question), (start, end))
    >>> links("the cause of death of Ann Lee's dad's father", 5, 7)
    3
    >>> links("the nationality of the children of the children of Ann Lee", 9, 11)
    3
    >>> links("the ships from the yards in Ann Lee", 6, 8), links("the lines that Ann Lee owns", 3, 5)
    (2, 1)
    >>> links("where does Ann Lee work", 2, 4), links("where were Ann Lee's parents' parents born", 2, 4)
    (0, 2)
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum

from graphpaths.dotrag.reading.english import (
    AUXILIARIES,
    COPULAS,
    DETERMINERS,
    PAST_ENDING,
    PREPOSITIONS,
    RELATIONAL_PREPOSITION,
    RELATIVE_PRONOUNS,
    STOPWORDS,
    WH_WORDS,
)
from graphpaths.dotrag.reading.text import word_forms

__all__ = [
    "COMPARISONS",
    "COMPARISON_AS",
    "JOINTLY",
    "JOINT_PREFIX",
    "LINK_WORDS",
    "PARTNER",
    "SAMENESS",
    "SHARING",
    "chain_links",
    "outside_chain",
    "shared_before",
    "shared_links",
]

#: Kept (rules57-sharing, off vs s18-main): check 3-hop recall -2.00, MetaQA dev 3-hop recall -2.24.
#: "the same N as X" names X's N and what else has it: a way out to the shared thing and
#: one back, two links (the comparison's words). "of" and "with" stand for "as" in looser
#: speech ("the same team of X"); "of" makes the noun one of X's, a link already counted.
SAMENESS, COMPARISON_AS = "same", "as"
COMPARISONS = frozenset({COMPARISON_AS, "of", "with"})
#: The verb of having the same thing ("teams that share a coach with X"): its object is
#: X's, and what is asked has it too.
SHARING = frozenset({"share", "shares", "shared", "sharing"})
#: The preposition of a partner ("played together with X", "co-wrote a paper with X").
PARTNER = "with"
#: What makes a verb or noun joint: the prefix "co-" (tokenised apart from its word:
#: "co-author", "co-starred") and the adverb "together". With a partner ("with X", "X's
#: co-author", "X co-starred with whom") they ask who shares X's part: out and back.
JOINT_PREFIX, JOINTLY = "co", "together"
#: The interrogatives asking for a person: "a co-author of whom" asks for a partner.
PERSON_WH = frozenset({"who", "whom"})
#: The one word that ties a relational noun to its owner ("the child of X").
OF = frozenset({RELATIONAL_PREPOSITION})
#: Relative pronouns that open a clause whose subject may be the name, the noun before
#: them its object ("the lines that X owns": X owns the lines, one link); "who" and
#: "whose" are the clause's subject or its owner instead.
OBJECT_RELATIVES = frozenset({"that", "which", "whom"})
#: Words that tie a noun phrase to the next one in a row before the name: every
#: preposition (each says a relation: "the players from X", "the managers of the plants
#: in X", "the firms under X") but those of a comparison or a partner ("as", "with":
#: :func:`shared_links` counts those), and the object relatives.
PHRASE_LINKERS = (
    (PREPOSITIONS - COMPARISONS - {PARTNER}) | {RELATIONAL_PREPOSITION} | OBJECT_RELATIVES
)
#: "to" before a bare word is also the infinitive's marker ("places to eat in X": no
#: relation of its own): it ties a phrase only before a determiner or the name itself.
INFINITIVE = "to"
#: Content words one link's noun phrase has at most ("PhD advisor", "home port town"):
#: English noun phrases with their modifiers rarely run longer; a longer run is no chain.
LINK_WORDS = 3


#: Words that put a verb after the subject that follows them: the auxiliaries of a question
#: ("what do X's customers run", "where did the X judges live") and the relatives whose
#: clause has the name for subject ("the lines that X owns").
VERB_OPENERS = AUXILIARIES | OBJECT_RELATIVES


class VerbAfter(IntEnum):
    """How the clause around a name's noun phrase puts its verb after it (:func:`_subject`),
    in order of how much may follow (:func:`_verb_after` takes the most)."""

    #: Not at all.
    NONE = 0
    #: A participle or an adjective after a form of "be" ("where was X born", "what is X
    #: known for", but "where are the X judges from").
    PARTICIPLE = 1
    #: Any verb ("where do the X judges live").
    VERB = 2
    #: As :attr:`VERB`, after "do" ("where do the X judges live", "when did X first see
    #: trains"): the verb may take an adverb before it or an object after it, so a noun
    #: phrase the name modifies is read only when a plural stands before the verb (the judges).
    DO = 3


#: The forms of "do": do-support puts the bare verb after the subject (:attr:`VerbAfter.DO`).
DO_SUPPORT = frozenset({"do", "does", "did"})
#: Verbs a noun phrase may end before, as the clause's own verb ("what does X's boss do").
_VERBS_ITSELF = AUXILIARIES | COPULAS
#: Adverbs that end a phrasal verb ("grow up", "go next", "set out"): the verb before them
#: is the clause's verb too.
ADVERB_PARTICLES = frozenset({"up", "out", "off", "down", "back", "away", "around", "next"})
#: The ending of a present participle: "X airing", "X running" say a verb, no noun of X's.
PRESENT_PARTICIPLE = "ing"


def _content(token: str) -> bool:
    return token not in STOPWORDS


def _plural(word: str) -> bool:
    """Whether ``word`` looks plural (it has a singular: :func:`word_forms`), so a noun."""
    return len(word_forms(word)) > 1


def _run(toks: Sequence[str], owners: Sequence[bool], at: int) -> int:
    """The token a noun phrase from ``at`` ends at (exclusive): its content words up to a
    possessive or a preposition ("near", "over": content words elsewhere), at most
    :data:`LINK_WORDS`."""
    k, words = at, 0
    while (
        k < len(toks)
        and _content(toks[k])
        and toks[k] not in PREPOSITIONS
        and not toks[k].isdigit()
        and not owners[k]
        and words < LINK_WORDS
    ):
        k += 1
        words += 1
    return k


def _verb_cut(toks: Sequence[str], at: int, k: int, verb_after: VerbAfter) -> int:
    """Where the noun phrase ``toks[at:k]`` ends when the clause's verb may follow its
    subject (``verb_after`` not :attr:`VerbAfter.NONE`): before its last word, which is
    that verb ("what do X's customers run": the customers; a phrasal verb's adverb goes
    with it: "grow up"), unless a form of "be", "do" or "have" follows it and is the verb
    itself ("what does X's boss do"), or only a participle may follow and the last word is
    a plural, so a noun ("where are the X judges from"; "where was X born", "what is X
    famous for": a participle or an adjective)."""
    if verb_after == VerbAfter.NONE or k <= at or (k < len(toks) and toks[k] in _VERBS_ITSELF):
        return k
    last = toks[k - 1]
    if last in ADVERB_PARTICLES:
        return k - 2
    if verb_after == VerbAfter.PARTICIPLE and _plural(last):
        return k
    return k - 1


def _adjunct(toks: Sequence[str], owners: Sequence[bool], end: int, verb_after: VerbAfter) -> int:
    """The token the noun phrase a name modifies right after it ends at (``end``: none):
    "the North Ward judges", "X employees" name X's judges and employees as "X's" would.
    When the name is the subject of a clause (``verb_after``), the phrase's last word is
    its verb ("the lines that X owns", "where do the X judges live"); a phrase starting
    with a participle ("X based", "X airing") or a joint verb's prefix ("X co-directed")
    is a verb's, no noun's, and one starting with "same" compares ("X (same mother)").
    After "do" (:attr:`VerbAfter.DO`) the phrase is read only when it has a plural before the
    verb, a sure noun ("where do the X judges live"; "when did X first see trains": an
    adverb, a verb and its object, no noun of X's)."""
    k = _run(toks, owners, end)
    if k <= end or owners[k - 1]:
        return end
    cut = _verb_cut(toks, end, k, verb_after)
    first = toks[end]
    verbal = first.endswith((PAST_ENDING, PRESENT_PARTICIPLE))
    if cut <= end or first in (JOINT_PREFIX, SAMENESS) or verbal:
        return end
    if verb_after == VerbAfter.DO and cut < k and not any(_plural(t) for t in toks[end:cut]):
        return end
    return cut


def _apposition(toks: Sequence[str], owners: Sequence[bool], kind: Sequence[bool], end: int) -> int:
    """The token the words right after the name that name its own kind end at (``end``:
    none): "the Quarnby Dales area", "the Vale team's coach" say the name again, no noun of
    its (``kind``: per token, whether it names the anchor's kind). A possessive ends them."""
    k = end
    while k < min(len(toks), len(kind)) and kind[k] and _content(toks[k]) and k - end < LINK_WORDS:
        k += 1
        if owners[k - 1]:
            break
    return k


def _possessive_row(
    toks: Sequence[str],
    owners: Sequence[bool],
    end: int,
    *,
    verb_after: VerbAfter = VerbAfter.NONE,
    adjunct: bool = True,
    kind: Sequence[bool] = (),
) -> tuple[int, int]:
    """Links after the name ending at token ``end`` (exclusive): one per possessive, from
    the name's own on, each owning the noun phrase after it, and one for a noun phrase the
    name modifies without a possessive ("the X judges": :func:`_adjunct`); and the token
    the row ends at (exclusive; ``end`` without any). ``verb_after``: the name stands in the subject of a clause
    whose verb follows it (:func:`_subject`), so the row's last word may be that verb;
    ``adjunct``: a noun phrase right after the name without a possessive counts (not
    after a sharing phrase, whose verb may follow the name: "the dancer X co-choreographed");
    ``kind``: per token, whether it names the anchor's own kind, so stands in apposition to
    the name ("the X area", "the X team's coach": :func:`_apposition`), no link of the chain;
    a noun phrase ending in such a word is one too ("the X coastal area")."""
    if not owners or end < 1 or end > len(owners):
        return 0, end
    if owners[end - 1]:
        return _possessives_from(toks, owners, end, verb_after)
    if not adjunct:
        return 0, end
    named = _apposition(toks, owners, kind, end)
    # "the X team's coach" (X a team: the team is X) and "the X club's coach" (X a town:
    # the name modifies a noun written as a possessive): the row of possessives goes on
    if (named > end and owners[named - 1]) or _owns_next(toks, owners, named):
        return _possessives_from(toks, owners, named, verb_after)
    cut = _adjunct(toks, owners, named, verb_after)
    if cut > named and not (cut <= len(kind) and kind[cut - 1]):
        return 1, cut
    return 0, max(cut, named)


def _owns_next(toks: Sequence[str], owners: Sequence[bool], at: int) -> bool:
    """Whether the noun phrase from token ``at`` (:func:`_run`) ends in a possessive of its
    own, so owns the one after it."""
    k = _run(toks, owners, at)
    return k < len(toks) and owners[k] and _content(toks[k]) and k - at < LINK_WORDS


def _possessives_from(
    toks: Sequence[str], owners: Sequence[bool], at: int, verb_after: VerbAfter
) -> tuple[int, int]:
    """The links of a row of possessives whose first owner ends at token ``at`` (one
    counted for it, one per noun phrase after it ending in a possessive), and the token the
    row's last noun phrase ends at (its last word cut when it is the clause's verb:
    :func:`_verb_cut`)."""
    links = 1
    while _owns_next(toks, owners, at):
        links += 1
        at = _run(toks, owners, at) + 1
    k = _run(toks, owners, at)
    return links, _verb_cut(toks, at, k, verb_after) if k - at > 1 else k


def _subject(toks: Sequence[str], start: int, *, first: VerbAfter = VerbAfter.VERB) -> VerbAfter:
    """How a verb may follow the noun phrase starting at token ``start`` (after the
    determiners before it), of which it is the subject: any verb (:attr:`VerbAfter.VERB`)
    when an auxiliary, an object relative or a noun (a relative clause without its pronoun:
    "the ships X runs") stands right before it (:attr:`VerbAfter.DO` after a form of "do");
    a participle (:attr:`VerbAfter.PARTICIPLE`) after a form of "be" ("where was X born");
    else none. ``first``: what a phrase starting the question
    takes: a name there is a sentence's subject ("X came from which town"), a row of
    phrases a request's object ("the home towns of the X players")."""
    i = start - 1
    while i >= 0 and toks[i] in DETERMINERS and toks[i] not in VERB_OPENERS | WH_WORDS:
        i -= 1
    if i < 0:
        return first
    if toks[i] in DO_SUPPORT:
        return VerbAfter.DO
    if toks[i] in VERB_OPENERS or _content(toks[i]):
        return VerbAfter.VERB
    return VerbAfter.PARTICIPLE if toks[i] in COPULAS else VerbAfter.NONE


def _verb_after(toks: Sequence[str], start: int, left: int) -> VerbAfter:
    """:func:`_subject` of the name starting at token ``start`` or of the row of phrases
    it ends, starting at ``left``, whichever lets more verbs follow."""
    if left == start:
        return _subject(toks, start)
    return max(_subject(toks, start), _subject(toks, left, first=VerbAfter.NONE))


def _phrase_row(toks: Sequence[str], start: int, linkers: frozenset[str]) -> tuple[int, int]:
    """Links before the name starting at token ``start``: one per "<noun phrase> of" in a
    row ending there ("the children of the children of X": two). ``linkers``: the words
    that tie a noun phrase to the next one in the row (:data:`PHRASE_LINKERS`: "the
    managers of the plants in X" two), the first of them also a relative pronoun whose
    clause has the name for subject ("the lines that X owns"). And the token the row
    starts at (``start`` without one)."""
    links, i, after = 0, start - 1, start  # after: where the phrase tied last starts
    first = True
    while True:
        while i >= 0 and toks[i] in DETERMINERS and not (first and toks[i] in linkers):
            i -= 1
        if i < 0 or toks[i] not in linkers:
            return links, after
        if toks[i] in RELATIVE_PRONOUNS and not (first and toks[i] in OBJECT_RELATIVES):
            return links, after
        if toks[i] == INFINITIVE and i + 1 == after and not first:
            return links, after
        first = False
        k, words = i - 1, 0
        while k >= 0 and words < LINK_WORDS:
            if _content(toks[k]):
                k -= 1
                words += 1
            # "cause of death": "of" with a noun on either side and no determiner is
            # inside one compound noun
            elif toks[k] == RELATIONAL_PREPOSITION and k > 0 and _content(toks[k - 1]) and words:
                k -= 1
            else:
                break
        if not words:
            return links, after
        links += 1
        i, after = k, k + 1


def _sharing_before(toks: Sequence[str], start: int) -> tuple[int, int]:
    """Links the sharing phrase ending right before the name at token ``start`` adds: "the
    same N as|with X" and "share N with X" two, "the same N of X" one (its "of" link is
    counted already), "co-V [N] with X" and "together with X" two; 0 without one. One
    noun may stand between the preposition and the name ("as the film X"). With the
    token the phrase starts at (``start`` without one)."""
    i = start - 1
    while i >= 0 and toks[i] in DETERMINERS:
        i -= 1
    if i >= 1 and toks[i] not in COMPARISONS and _content(toks[i]):
        i -= 1  # a title noun in apposition: "with the film X"
        while i >= 0 and toks[i] in DETERMINERS:
            i -= 1
    if i < 1 or toks[i] not in COMPARISONS:
        return 0, start
    preposition = toks[i]
    if preposition == PARTNER and toks[i - 1] == JOINTLY:
        return 2, i - 1
    k, words = i - 1, 0
    while k >= 0 and words <= LINK_WORDS:
        token = toks[k]
        if token == SAMENESS:
            if not words:
                return 0, start
            return (1 if preposition == RELATIONAL_PREPOSITION else 2), k
        if preposition == PARTNER and (token in SHARING or token == JOINT_PREFIX):
            return (2, k) if words else (0, start)
        if token in DETERMINERS:
            k -= 1
        elif _content(token):
            k -= 1
            words += 1
        else:
            return 0, start
    return 0, start


def shared_before(toks: Sequence[str], span: tuple[int, int] | None) -> int | None:
    """The token a sharing phrase right before the anchor's mention starts at ("share a
    coach with X": at "share"), None without one: its noun names the anchor's own
    relation, as near it as "X's coach" would be.

    Example:
        >>> shared_before("clubs that share a coach with ann lee".split(), (6, 8))
        2
    """
    if span is None:
        return None
    links, at = _sharing_before(toks, span[0])
    return at if links else None


def _sharing_after(toks: Sequence[str], owners: Sequence[bool], end: int) -> int:
    """Links a joint word after the name ending at token ``end`` adds: "X's co-author" one
    (its possessive link is counted already); "X co-starred with whom", "X is a co-author
    of whom" (the name the subject, the interrogative the partner) two."""
    if end >= len(toks):
        return 0
    if owners and owners[end - 1]:
        return 1 if toks[end] == JOINT_PREFIX else 0
    for k in range(end, min(len(toks), end + LINK_WORDS + 2)):
        if toks[k] in WH_WORDS:
            return 0
        joint = toks[k] == JOINT_PREFIX or (
            toks[k] == JOINTLY and k + 1 < len(toks) and toks[k + 1] == PARTNER
        )
        if joint and _partner_asked(toks, k + 1):
            return 2
    return 0


def _partner_asked(toks: Sequence[str], start: int) -> bool:
    """Whether an interrogative from token ``start`` on asks for a partner: "with whom",
    "with which band", "of whom" (a person: "a co-author of whom")."""
    return any(
        toks[k] in WH_WORDS
        and (
            toks[k - 1] == PARTNER
            or (toks[k - 1] == RELATIONAL_PREPOSITION and toks[k] in PERSON_WH)
        )
        for k in range(max(start, 1), len(toks))
    )


def shared_links(toks: Sequence[str], owners: Sequence[bool], span: tuple[int, int] | None) -> int:
    """Links a question asking for what shares something with the anchor (token ``span``)
    adds to its chain: the way out to the shared thing and the way back, less what a
    possessive or "of" link counts already (0 when it asks no such thing).

    Example:
        >>> def shared(question: str, start: int, end: int) -> int:
        ...     return shared_links(question.split(), [], (start, end))
        >>> shared("who sings in the same choir as ann lee", 7, 9)
        2
        >>> shared("which boats share a skipper with the yacht sea lark", 8, 10)
        2
        >>> shared("who co wrote songs with ann lee", 5, 7), shared("ann lee co wrote songs with whom", 0, 2)
        (2, 2)
        >>> shared("films as good as ann lee", 4, 6), shared("who co founded ann lee", 4, 6)
        (0, 0)
    """
    if span is None:
        return 0
    start, end = span
    return max(_sharing_before(toks, start)[0], _sharing_after(toks, owners, end))


def _chain_around(
    toks: Sequence[str],
    owners: Sequence[bool],
    span: tuple[int, int],
    linkers: frozenset[str],
    *,
    adjunct: bool = True,
    kind: Sequence[bool] = (),
) -> tuple[int, int, int, int]:
    """The chain around the mention at token ``span``: the links of the prepositional
    phrases before it (``linkers``: :func:`_phrase_row`) and the token they start at, and
    the links after it (its possessives, the noun phrase it modifies: :func:`_possessive_row`,
    whose last word may be the verb of the clause the row is the subject of) and the token
    they end at (exclusive)."""
    start, end = span
    before, left = _phrase_row(toks, start, linkers)
    verb_after = _verb_after(toks, start, left)
    after, right = _possessive_row(
        toks, owners, end, verb_after=verb_after, adjunct=adjunct, kind=kind
    )
    return before, left, after, right


def chain_links(
    toks: Sequence[str],
    owners: Sequence[bool],
    span: tuple[int, int] | None,
    *,
    shared: int | None = None,
    kind: Sequence[bool] = (),
) -> int:
    """How many links the chain around the anchor's mention (token ``span``) spells out:
    its possessives after it and its prepositional phrases before it (:data:`PHRASE_LINKERS`;
    "of" alone before a sharing phrase), and the way out and back of
    what shares something with it (:func:`shared_links`, computed when ``shared`` does
    not give it; 0 without a mention). ``owners`` marks the tokens written as
    possessives ("X's"); ``kind`` per token, whether it names the anchor's own kind (a
    word in apposition to the name, :func:`_possessive_row`; none when empty)."""
    if span is None:
        return 0
    if shared is None:
        shared = shared_links(toks, owners, span)
    # a sharing phrase's verb is its way back, counted already ("plays staged by the
    # same company as X"): the row before it is read as "of" phrases only
    linkers = OF if shared else PHRASE_LINKERS
    before, _, after, _ = _chain_around(toks, owners, span, linkers, adjunct=not shared, kind=kind)
    return before + shared + after


def outside_chain(
    toks: Sequence[str],
    owners: Sequence[bool],
    span: tuple[int, int] | None,
    others: Sequence[int],
    *,
    kind: Sequence[bool] = (),
) -> tuple[int, ...]:
    """The positions of ``others`` (the content words that name neither the answer nor the
    anchor) outside the chain around the anchor (token ``span``: its prepositional phrases
    and possessives, at least one link): each says a relation of the chain's end, a hop on
    ("where did the founder of X grow up": the founder, then where she grew up). None
    without a chain, or when the question asks for what shares something with the anchor
    (its verb is its way back). ``kind``: as for :func:`chain_links`.

    Example:
        >>> outside_chain("where did the founder of ann lee grow up".split(), [], (5, 7), [3, 7])
        (7,)
        >>> outside_chain("where did ann lee grow up".split(), [], (2, 4), [4])
        ()
    """
    if span is None or shared_links(toks, owners, span):
        return ()
    before, left, after, right = _chain_around(toks, owners, span, PHRASE_LINKERS, kind=kind)
    if not before + after:
        return ()
    return tuple(i for i in others if not left <= i < right)
