"""Kinship compounds spelled out as chains (:mod:`graphpaths.dotrag.reading.kinship`):
English grammar, checked word by word; the questions are written here."""

from __future__ import annotations

import pytest

from graphpaths.dotrag.reading.kinship import spell_out_kinship


@pytest.mark.parametrize(
    ("question", "spelled"),
    [
        ("where do Ann's grandparents live", "where do Ann's parents' parents live"),
        ("Ann's grandmother", "Ann's parent's mother"),
        ("Ann's Grandpa", "Ann's parent's father"),
        ("Ann's granny", "Ann's parent's mother"),
        ("Ann's grandad", "Ann's parent's father"),
        ("Ann's grandsons", "Ann's children's sons"),
        ("Ann's granddaughter's school", "Ann's child's daughter's school"),
        ("Ann's grandsons' schools", "Ann's children's sons' schools"),
        ("the grandchildren of Ann", "the children of the children of Ann"),
        ("Ann's great-grandmother", "Ann's parent's parent's mother"),
        ("Ann's great great grandkids", "Ann's children's children's children's children"),
        ("Ann's mother-in-law", "Ann's spouse's mother"),
        ("Ann's son in law", "Ann's child's spouse"),
        ("the father-in-law of Ann", "the father of the spouse of Ann"),
        ("Ann's in-laws", "Ann's spouses' parents"),
    ],
)
def test_a_compound_reads_as_the_chain_it_means(question: str, spelled: str) -> None:
    assert spell_out_kinship(question) == spelled


@pytest.mark.parametrize(
    "question",
    [
        "which grandstand is at the track",  # "grand" + a noun of no kin
        "the grand hotel's owner",
        "a degree in law",  # "in law" with no kinship noun
        "Ann's brother-in-law",  # two meanings: left as written
    ],
)
def test_other_words_stay(question: str) -> None:
    assert spell_out_kinship(question) == question


def test_a_compound_the_graph_names_stays() -> None:
    assert spell_out_kinship("Ann's grandparents", named={"grandparent"}) == "Ann's grandparents"
    assert spell_out_kinship("Ann's mother-in-law", named={"law"}) == "Ann's mother-in-law"
    # another compound is still spelled out
    assert spell_out_kinship("Ann's grandson", named={"grandparent"}) == "Ann's child's son"


def test_a_compound_inside_the_anchors_name_stays() -> None:
    question = "who trains Grandma's Pride's grandsire and Grandma's Pride's grandson"
    spelled = spell_out_kinship(question, anchor_name="Grandma's Pride")
    assert spelled == "who trains Grandma's Pride's grandsire and Grandma's Pride's child's son"
