"""Kinship compounds spelled out as the chains they mean ("X's grandkids": X's children's
children).

English names some relatives with one word that spans two links or more: "grand" puts a
parent or child one generation further (a grandson is a child's son), each "great" adds
one more, and "-in-law" goes through a marriage (a mother-in-law is a spouse's mother);
:mod:`~graphpaths.dotrag.reading.english` lists them. A graph of families holds the links
(parent, child, spouse), rarely the compounds, so a question asking for a compound asks
for a chain of hops that one word cannot align to. Spelled out, it reads as the user
would have written it in full: possessives after the owner ("X's grandfather": X's
parent's father), or "of" phrases when "of" follows ("the grandfather of X": the father of
the parent of X), and the reader walks every link.

A compound stays as written when the graph's own relation or type words name it (a graph
with a ``grandparentOf`` label answers "grandparents" in one hop) and inside the anchor's
name (a horse called "Grandma's Pride").

Example:
    >>> spell_out_kinship("which schools do Ann Lee's grandkids attend")
    "which schools do Ann Lee's children's children attend"
    >>> spell_out_kinship("who is the great-grandmother of Bo")
    'who is the mother of the parent of the parent of Bo'
    >>> spell_out_kinship("where does Ann's mother-in-law live")
    "where does Ann's spouse's mother live"
    >>> spell_out_kinship("Ann's grandparents", named={"grandparent"})
    "Ann's grandparents"
    >>> spell_out_kinship("a grand hotel in law school")
    'a grand hotel in law school'
"""

from __future__ import annotations

import re
from collections.abc import Collection

from graphpaths.dotrag.reading.english import (
    GRAND_KIN,
    GREAT,
    IN_LAW_KIN,
    KIN_ALIASES,
    KIN_PLURALS,
    RELATIONAL_PREPOSITION,
)
from graphpaths.dotrag.reading.text import tokens, word_forms

__all__ = ["spell_out_kinship"]

# a possessive ending after a compound ("grandson's", "grandsons'")
_OWNED = r"(?P<owned>['\u2019]s\b|(?<=s)['\u2019](?!\w))?"
_GRAND = re.compile(
    rf"\b(?P<greats>(?:{GREAT}[\s-]+)*)(?P<word>grand[^\W\d_]+|grann(?:y|ie|ies))\b{_OWNED}",
    re.IGNORECASE,
)
_IN_LAW = re.compile(
    rf"\b(?:(?P<base>(?:{'|'.join(IN_LAW_KIN)})s?)[\s-]+in[\s-]+law(?P<laws>s?)|in-law(?P<bare>s))\b"
    + _OWNED,
    re.IGNORECASE,
)
_OF_NEXT = re.compile(rf"\s+{RELATIONAL_PREPOSITION}\b", re.IGNORECASE)


def _grand_links(word: str) -> tuple[tuple[str, ...], bool] | None:
    """The links a "grand" word spells (parent or child, then its noun) and whether it is
    plural; None for a word that is no kinship compound ("grandstand")."""
    word = word.casefold()
    options = [(f, k > 0) for k, f in enumerate(word_forms(word))]
    if word.startswith("grand"):  # "grandchildren": the plural is the noun's own
        options += [("grand" + f, True) for f in word_forms(word[5:])[1:]]
    for form, plural in options:
        form = KIN_ALIASES.get(form, form)
        if form.startswith("grand") and form[5:] in GRAND_KIN:
            return GRAND_KIN[form[5:]], plural
    return None


def _in_law_links(match: re.Match[str]) -> tuple[tuple[str, ...], bool] | None:
    if match.group("bare"):  # "in-laws": a spouse's parents
        return ("spouse", "parent"), True
    forms = word_forms(match.group("base").casefold())
    for k, form in enumerate(forms):
        if form in IN_LAW_KIN:
            return IN_LAW_KIN[form], k > 0 or bool(match.group("laws"))
    return None


def _possessive(noun: str) -> str:
    return noun + ("'" if noun.endswith("s") else "'s")


def _spelled(links: tuple[str, ...], plural: bool, owned: bool, of_follows: bool) -> str:
    """The chain ``links`` (from the owner outwards) as English: possessives, or "of"
    phrases when the compound was followed by "of" (and is not itself possessive)."""
    nouns = [KIN_PLURALS[n] if plural else n for n in links]
    if of_follows and not owned:
        return nouns[-1] + "".join(f" of the {n}" for n in reversed(nouns[:-1]))
    last = _possessive(nouns[-1]) if owned else nouns[-1]
    return " ".join([*(_possessive(n) for n in nouns[:-1]), last])


def spell_out_kinship(query: str, *, named: Collection[str] = (), anchor_name: str = "") -> str:
    """``query`` with each kinship compound replaced by the chain of links it means.

    Args:
        query: The question.
        named: Words the graph's relations and types use: a compound among them (in any
            of its forms) is the graph's own word and stays.
        anchor_name: The anchor's name: a compound inside it stays.
    """
    kept = set(tokens(anchor_name))

    def stays(text: str, words: Collection[str]) -> bool:
        return bool(kept & set(tokens(text))) or any(w in named for w in words)

    def grand(match: re.Match[str]) -> str:
        found = _grand_links(match.group("word"))
        word = match.group("word").casefold()
        if found is None or stays(match.group(0), word_forms(word)):
            return match.group(0)
        (link, noun), plural = found
        greats = len(tokens(match.group("greats")))
        of_follows = _OF_NEXT.match(match.string, match.end()) is not None
        return _spelled((link,) * (greats + 1) + (noun,), plural, bool(match["owned"]), of_follows)

    def in_law(match: re.Match[str]) -> str:
        found = _in_law_links(match)
        if found is None or stays(match.group(0), ("law", "laws")):
            return match.group(0)
        of_follows = _OF_NEXT.match(match.string, match.end()) is not None
        return _spelled(found[0], found[1], bool(match["owned"]), of_follows)

    # the substitutions run on the original text, so a replacement is never read again
    return _IN_LAW.sub(in_law, _GRAND.sub(grand, query))
