"""Chains of relational nouns: how many links a question's possessives and "of" phrases
spell out from its anchor ("the nationality of X's children's children": three).

English strings relations of a named thing together two ways: possessives after its
name, each owning the next noun phrase ("X's dad's father": the dad, then his father),
and "of" phrases before it, each noun phrase belonging to the next one's ("the children
of the children of X"). One may feed the other ("the cause of death of X's dad's
father"). "<noun> of <noun>" with no determiner after "of" ("cause of death", "place of
birth") is one compound noun, one link. Each link is a hop the question asks for, so a
reading walking fewer hops stops before the chain's end.

Example:
    >>> from graphpaths.dotrag.reading.text import possessives, tokens
    >>> def links(question: str, start: int, end: int) -> int:
    ...     return chain_links(tokens(question), possessives(question), (start, end))
    >>> links("the cause of death of Ann Lee's dad's father", 5, 7)
    3
    >>> links("the nationality of the children of the children of Ann Lee", 9, 11)
    3
    >>> links("where does Ann Lee work", 2, 4), links("where were Ann Lee's parents' parents born", 2, 4)
    (0, 2)
"""

from __future__ import annotations

from collections.abc import Sequence

from graphpaths.dotrag.reading.english import DETERMINERS, RELATIONAL_PREPOSITION, STOPWORDS

__all__ = ["COMPARISON_AS", "LINK_WORDS", "SAMENESS", "chain_links", "same_as"]

#: "the same N as X" names X's N and what else has it: a way out to the shared thing and
#: one back, two links (the comparison's words).
SAMENESS, COMPARISON_AS = "same", "as"
#: Content words one link's noun phrase has at most ("PhD advisor", "home port town"):
#: English noun phrases with their modifiers rarely run longer; a longer run is no chain.
LINK_WORDS = 3


def _content(token: str) -> bool:
    return token not in STOPWORDS


def _possessive_links(toks: Sequence[str], owners: Sequence[bool], end: int) -> int:
    """Links after the name ending at token ``end`` (exclusive): one per possessive, from
    the name's own on, each owning the noun phrase after it."""
    if not owners or end < 1 or end > len(owners) or not owners[end - 1]:
        return 0
    links, at = 1, end
    while True:
        k, words = at, 0
        while k < len(toks) and _content(toks[k]) and not owners[k] and words < LINK_WORDS:
            k += 1
            words += 1
        # the phrase ends in a possessive of its own: it owns the next one
        if k < len(toks) and owners[k] and _content(toks[k]) and words < LINK_WORDS:
            links += 1
            at = k + 1
            continue
        return links


def _of_links(toks: Sequence[str], start: int) -> int:
    """Links before the name starting at token ``start``: one per "<noun phrase> of" in a
    row ending there ("the children of the children of X": two)."""
    links, i = 0, start - 1
    while True:
        while i >= 0 and toks[i] in DETERMINERS:
            i -= 1
        if i < 0 or toks[i] != RELATIONAL_PREPOSITION:
            return links
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
            return links
        links += 1
        i = k


def same_as(toks: Sequence[str], span: tuple[int, int] | None) -> bool:
    """Whether the anchor's mention (token ``span``) closes "the same <noun phrase> as"
    ("the same team as X"): the question asks for what shares X's team, a way out to it
    and the same way back.

    Example:
        >>> toks = "who sings in the same choir as ann lee".split()
        >>> same_as(toks, (7, 9)), same_as("films as good as ann lee".split(), (4, 6))
        (True, False)
    """
    if span is None:
        return False
    i = span[0] - 1
    while i >= 0 and toks[i] in DETERMINERS:
        i -= 1
    if i < 1 or toks[i] != COMPARISON_AS:
        return False
    k, words = i - 1, 0
    while k >= 0 and _content(toks[k]) and toks[k] != SAMENESS and words < LINK_WORDS:
        k -= 1
        words += 1
    return words > 0 and k >= 0 and toks[k] == SAMENESS


def chain_links(toks: Sequence[str], owners: Sequence[bool], span: tuple[int, int] | None) -> int:
    """How many links the chain around the anchor's mention (token ``span``) spells out:
    its possessives after it and its "of" phrases before it (0 without a mention).
    ``owners`` marks the tokens written as possessives ("X's")."""
    if span is None:
        return 0
    start, end = span
    sameness = 2 if same_as(toks, span) else 0
    return _of_links(toks, start) + sameness + _possessive_links(toks, owners, end)
