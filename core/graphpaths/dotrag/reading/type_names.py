"""Readable names for inferred types, from the grammar of their roles' labels.

An inferred type is keyed by the roles that define it (``"authoredBy target"``: the tails of
``authoredBy``); people and prompts see a name in words instead. Each role gives one
(:func:`role_title`), by what its label is in English:

- a noun names its tails: ``home_ground`` -> "home ground", ``hasActiveIngredient`` ->
  "active ingredient"; its heads are "with home ground";
- a relational noun ("capital of", "edition of") names its heads: "capital"; its tails are
  "with capital";
- a passive ("authored by", "directed by") names its tails by the agent noun of its verb:
  "author", "director", "writer";
- a verb closed by a preposition of place ("lives in", "studied at") names its tails
  "place" (what "where" asks for);
- any other verb names its heads "what (is) <label words>" ("what is located in", "what
  speaks") and its tails by the label's words ("licensed under").

A type with several roles takes the most telling of its roles' names (a noun, relational
noun or agent first, then "place", then "with ...", then the rest), the first of its roles
on a tie. The names come from general English (:mod:`graphpaths.dotrag.reading.english`),
never from lists of domains; they are only shown: reading questions never uses them.

Example:
    >>> type_title(("affiliation source", "authoredBy target"))
    'author'
    >>> [role_title(r) for r in ("lives in target", "capital_of source", "directed_by target")]
    ['place', 'capital', 'director']
"""

from __future__ import annotations

from collections.abc import Sequence

from graphpaths.dotrag.reading.english import (
    AGENT_PREPOSITION,
    LEADING_VERBS,
    PAST_ENDING,
    PLACE_PREPOSITIONS,
    PREPOSITIONS,
    RELATIONAL_PREPOSITION,
    SINGULAR_S_ENDINGS,
    THIRD_PERSON_ENDING,
    WH_MEANINGS,
    agent_noun,
)
from graphpaths.dotrag.reading.text import dictionary_form, tokens
from graphpaths.graph.model import label_words

__all__ = ["role_title", "type_title", "type_titles_of"]

#: What the tails of a verb closed by a preposition of place are ("where" asks for them).
PLACE = WH_MEANINGS["where"][0]
#: How telling each kind of name is (higher first, when a type has several roles).
_NOUN, _PLACE, _WITH, _VERB = 3, 2, 1, 0


def role_title(role: str) -> str:
    """A role (``"<label> source|target"``) in plain words (module docstring).

    Example:
        >>> role_title("home_ground target"), role_title("home_ground source")
        ('home ground', 'with home ground')
        >>> role_title("directed_by source"), role_title("speaks source")
        ('what is directed by', 'what speaks')
        >>> role_title("http://example.org/bio#hasActiveIngredient target")
        'active ingredient'
        >>> role_title("edition_of target"), role_title("licensedUnder target")
        ('with edition', 'licensed under')
    """
    return _named(role)[0]


def type_title(roles: Sequence[str]) -> str:
    """The name of a type defined by ``roles`` (most widely held first): the most telling
    of its roles' names, the first on a tie (module docstring)."""
    names = type_titles_of(roles)
    return names[0] if names else ""


def type_titles_of(roles: Sequence[str]) -> tuple[str, ...]:
    """The names a type defined by ``roles`` may take, best first: its roles' names from
    the most telling, then its roles' label words ("written in" when "place" is another
    type's already).

    Example:
        >>> type_titles_of(("writtenIn target",))
        ('place', 'written in')
    """
    named = sorted(
        ((title, -kind, i) for i, (title, kind) in enumerate(map(_named, roles))),
        key=lambda item: item[1:],
    )
    words = [" ".join(tokens(label_words(role.rpartition(" ")[0]))) for role in roles]
    return tuple(dict.fromkeys([t for t, _, _ in named] + [w for w in words if w]))


def _named(role: str) -> tuple[str, int]:
    """A role's name and how telling it is."""
    label, _, side = role.rpartition(" ")
    if side not in ("source", "target") or not label:
        return (" ".join(tokens(role)) or role, _VERB)
    words = tokens(label_words(label))
    if not words:
        return (" ".join(tokens(label)) or label, _VERB)
    if len(words) > 1 and words[0] in LEADING_VERBS:
        words = words[1:]
    text = " ".join(words)
    first, last = words[0], words[-1]
    third_person = first.endswith(THIRD_PERSON_ENDING) and not first.endswith(SINGULAR_S_ENDINGS)
    target = side == "target"
    if len(words) > 1 and last == RELATIONAL_PREPOSITION and not _verb(words[-2]):
        noun = " ".join(words[:-1])  # "capital of": the heads are capitals
        return (f"with {noun}", _WITH) if target else (noun, _NOUN)
    verb_like = last in PREPOSITIONS or (len(words) == 1 and third_person)
    if not verb_like:
        return (text, _NOUN) if target else (f"with {text}", _WITH)
    if not target:
        return (f"what {text}" if third_person else f"what is {text}", _VERB)
    if last == AGENT_PREPOSITION and len(words) == 2:
        agent = _agent(words[0])
        if agent:
            return (agent, _NOUN)
    if last in PLACE_PREPOSITIONS:
        return (PLACE, _PLACE)
    return (text, _VERB)


def _verb(word: str) -> bool:
    """Whether ``word`` reads as a verb before "of" ("consists of", "composed of")."""
    return word.endswith(PAST_ENDING) or (
        word.endswith(THIRD_PERSON_ENDING) and not word.endswith(SINGULAR_S_ENDINGS)
    )


def _agent(participle: str) -> str | None:
    """The agent noun of a passive's participle ("authored" -> "author", "directed" ->
    "director"), ``None`` when the word is no participle the lemmatiser knows."""
    verb = dictionary_form(participle)
    if not verb or verb == participle or verb[:2] != participle[:2]:
        return None
    return agent_noun(verb)
