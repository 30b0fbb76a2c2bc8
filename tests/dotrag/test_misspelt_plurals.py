"""A name's word typed as a plural with a typo: two edits from the name's word, one from
its singular. The names and questions are written here."""

from __future__ import annotations

import pytest

from graphpaths.dotrag.search.spelling import NameSpeller

NAMES = ["Snow Leopard", "Paper Lantern", "Lantern Works", "Kestrel Trust", "Red Kite"]


def spelled(query: str) -> list[str]:
    return [NAMES[s.entity] for s in NameSpeller(NAMES).spelled(query)]


@pytest.mark.parametrize(
    ("query", "name"),
    [
        ("which reserves shelter snow leoprads", "Snow Leopard"),  # letters swapped
        ("who folds the paper lantrens", "Paper Lantern"),
    ],
)
def test_a_misspelt_plural_spells_the_name(query: str, name: str) -> None:
    assert spelled(query)[0] == name


def test_a_plural_two_typos_off_its_singular_spells_nothing() -> None:
    assert "Snow Leopard" not in spelled("which reserves shelter lopraeds")
