"""Chains of possessives and "of" phrases: read to their end, in their order.

The graph is a family written here (who is whose child, nationalities, causes of death);
the questions are written for it. A chain of n relational nouns around the named person
asks for n hops at least (:mod:`graphpaths.dotrag.reading.chains`); the reading that stops
short of it, however well its words match, is not the one searched first.
"""

from __future__ import annotations

import pytest
from small_graphs import SmallDotRAG, context_names

from graphpaths import DotRAG
from graphpaths.dotrag.reading.chains import chain_links
from graphpaths.dotrag.reading.text import query_forms, tokens

#: Ada -> Bram -> Cora -> Dex -> Gus, and Bram -> Eve -> Finn (parent -> child).
FAMILY = [
    ("Bram Quill", "child_of", "Ada Quill"),
    ("Cora Quill", "child_of", "Bram Quill"),
    ("Eve Quill", "child_of", "Bram Quill"),
    ("Dex Quill", "child_of", "Cora Quill"),
    ("Finn Quill", "child_of", "Eve Quill"),
    ("Gus Quill", "child_of", "Dex Quill"),
    ("Ada Quill", "nationality", "Norland"),
    ("Bram Quill", "nationality", "Sudmark"),
    ("Cora Quill", "nationality", "Westvale"),
    ("Eve Quill", "nationality", "Westvale"),
    ("Dex Quill", "nationality", "Sudmark"),
    ("Finn Quill", "nationality", "Norland"),
    ("Gus Quill", "nationality", "Westvale"),
    ("Ada Quill", "cause_of_death", "old age"),
    ("Bram Quill", "cause_of_death", "fever"),
    ("Cora Quill", "cause_of_death", "shipwreck"),
    ("Dex Quill", "cause_of_death", "fever"),
    ("Eve Quill", "cause_of_death", "old age"),
]
PEOPLE = [
    "Ada Quill",
    "Bram Quill",
    "Cora Quill",
    "Dex Quill",
    "Eve Quill",
    "Finn Quill",
    "Gus Quill",
]
TYPES = {
    **dict.fromkeys(PEOPLE, "person"),
    **dict.fromkeys(["Norland", "Sudmark", "Westvale"], "country"),
    **dict.fromkeys(["old age", "fever", "shipwreck"], "cause"),
}


def links(question: str, name: str) -> int:
    toks = tokens(question)
    owners = [len(f) > 1 for f in query_forms(question)]
    first = tokens(name)
    start = next(i for i in range(len(toks)) if toks[i : i + len(first)][:-1] == first[:-1])
    return chain_links(toks, owners, (start, start + len(first)))


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Ann Lee's boss's boss", 2),
        ("who is Ann Lee's manager", 1),
        ("the teams of the managers of Ann Lee", 2),
        ("the birthplace of the mentor of Ann Lee's teacher", 3),
        ("the place of birth of Ann Lee's father", 2),  # "place of birth" is one noun
        ("the city of Ann Lee", 1),
        ("the office near the lab of Ann Lee", 1),  # only "of" chains
        ("where does Ann Lee work", 0),
    ],
)
def test_the_links_a_chain_spells_out(question: str, expected: int) -> None:
    assert links(question, "Ann Lee") == expected


@pytest.fixture(scope="module")
def family(small_dotrag: SmallDotRAG) -> DotRAG:
    return small_dotrag("family", FAMILY, TYPES, typed=True)


@pytest.mark.parametrize(
    ("question", "labels", "answers"),
    [
        # grandchildren Cora and Eve are both of Westvale
        ("the nationality of Ada Quill's children's children", ("child_of",) * 2 + ("nationality",), {"Westvale"}),
        # Dex's father Cora, hers Bram, dead of a fever
        ("the cause of death of Dex Quill's dad's father", ("child_of",) * 2 + ("cause_of_death",), {"fever"}),
        # Dex (Cora's child) and Finn (Eve's): the two paths tie, either may come first
        ("Ada Quill's children's children's children", ("child_of",) * 3, {"Dex Quill", "Finn Quill"}),
    ],
)  # fmt: skip
def test_a_chain_is_walked_to_its_end_in_its_order(
    family: DotRAG, question: str, labels: tuple[str, ...], answers: set[str]
) -> None:
    result = family.retrieve(question)
    assert result.stats.walked == len(labels)
    best = result.paths[0]
    assert tuple(hop.label_name for hop in best.hops) == labels
    assert best.hops[-1].target_name in answers
    assert answers <= context_names(family, result)
