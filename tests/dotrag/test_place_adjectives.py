"""An adjective of place names the place: English forms them with "-an"/"-ian" ("Kenyan"),
"-ese" ("Maltese") and "-i" ("Israeli")."""

from __future__ import annotations

import pytest

from graphpaths.dotrag.reading.mentions import find_mentions
from graphpaths.dotrag.reading.text import place_forms


@pytest.mark.parametrize(
    ("query", "place"),
    [
        ("ships under the maltese flag", "Malta"),  # -ese
        ("Japanese shipyards", "Japan"),
        ("israeli ports", "Israel"),  # -i
        ("kenyan towns", "Kenya"),  # -an
    ],
)
def test_an_adjective_of_place_names_the_place(query: str, place: str) -> None:
    names = ["Malta", "Japan", "Israel", "Kenya", "Flag Line"]
    assert [names[m.candidate] for m in find_mentions(query, names)] == [place]


def test_words_that_only_end_like_adjectives_of_place_name_nothing() -> None:
    assert place_forms("these") == set()
    assert place_forms("taxi") == set()
    assert find_mentions("cheese from the deli", ["Chee", "Del", "Cheesa"]) == []
