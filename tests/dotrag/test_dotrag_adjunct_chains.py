"""A name that modifies a noun ("the Vale Consort players") is a link of the chain, as "the
Vale Consort's players" is; the verb after a clause's subject is not.

The graph is a small music world written here (players of ensembles, where each lives, where
each ensemble is based), with opaque labels; the questions are written for it.
"""

from __future__ import annotations

import pytest
from small_graphs import SmallDotRAG, context_names

from graphpaths.dotrag.reading.chains import chain_links, outside_chain
from graphpaths.dotrag.reading.text import possessives, tokens

#: Two ensembles, their players, where the players live and where the ensembles are based:
#: a player's town is never the ensemble's.
MUSIC = [
    ("Ida Brun", "plyr", "Vale Consort"),
    ("Oskar Lind", "plyr", "Vale Consort"),
    ("Mira Sol", "plyr", "Ferrow Quartet"),
    ("Ida Brun", "res", "Tarnby"),
    ("Oskar Lind", "res", "Elmsford"),
    ("Mira Sol", "res", "Tarnby"),
    ("Vale Consort", "hq", "Corrick"),
    ("Ferrow Quartet", "hq", "Elmsford"),
]
MUSIC_TYPES = {
    **dict.fromkeys(["Ida Brun", "Oskar Lind", "Mira Sol"], "musician"),
    **dict.fromkeys(["Vale Consort", "Ferrow Quartet"], "ensemble"),
    **dict.fromkeys(["Tarnby", "Elmsford", "Corrick"], "town"),
}


def links(question: str, name: str) -> int:
    toks = tokens(question)
    first = tokens(name)
    # a possessive's "s" is written onto the name's last word ("trios")
    start = next(i for i in range(len(toks)) if toks[i : i + len(first)][:-1] == first[:-1])
    return chain_links(toks, possessives(question), (start, start + len(first)))


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("the home towns of the Ann Lee Trio players", 2),  # of, then the trio's players
        ("the home towns of Ann Lee Trio's players", 2),  # as with a possessive
        ("where do the Ann Lee Trio players live", 1),  # "live" is the clause's verb
        ("where are the Ann Lee Trio players from", 1),  # a plural after "be": a noun
        ("where was Ann Lee Trio founded", 0),  # a participle
        ("where was Ann Lee Trio born", 0),  # after "be", no plural: a participle
        ("the towns that Ann Lee Trio tours", 1),  # the relative's verb, no noun of hers
        ("the towns Ann Lee Trio tours", 0),  # a relative without its pronoun
        ("where did Ann Lee Trio grow up", 0),  # a phrasal verb
        ("Ann Lee Trio co-starred with whom", 2),  # sharing: out and back, no noun
        ("which players of Ann Lee Trio live in towns", 1),  # no noun right after the name
    ],
)
def test_a_noun_the_name_modifies_is_a_link(question: str, expected: int) -> None:
    assert links(question, "Ann Lee Trio") == expected


def test_the_verb_after_a_subject_is_outside_the_chain() -> None:
    # the customers of Ann Lee's, then what they run: "run" is a hop past the chain
    question = "what machines do ann lee's customers run"
    toks = tokens(question)
    assert outside_chain(toks, possessives(question), (3, 5), [5, 6]) == (6,)


def test_the_players_the_name_modifies_are_walked_to(
    small_dotrag: SmallDotRAG, typed: bool
) -> None:
    # the Vale Consort's players, then their home towns: two links, where the labels'
    # words ("plyr", "res") say little and the ensemble's own town is one hop away
    dotrag = small_dotrag("music", MUSIC, MUSIC_TYPES, typed=typed)
    result = dotrag.retrieve("the home towns of the Vale Consort players")
    assert tuple(hop.label_name for hop in result.paths[0].hops) == ("plyr", "res")
    assert {"Tarnby", "Elmsford"} <= context_names(dotrag, result)
