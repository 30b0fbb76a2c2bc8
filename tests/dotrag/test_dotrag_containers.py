"""A last hop up to a container that no word says, when the answer's words name its kind.

The graph is written here: telescopes, the scientists who lead them, the towns they were
born in and the countries of those towns; each telescope was also made in a country. "What
nation does T's lead come from" walks to the scientist, the town and then its country:
the question names the country, not the hop from the town up to it (each town lies in one
country, each country holds several towns). The made-in country, one hop away, ends where
the question asks as well, but leaves "lead scientist" unwalked.
"""

from __future__ import annotations

import pytest
from small_graphs import SmallDotRAG, context_names

from graphpaths import DotRAG
from graphpaths.dotrag.reading.reader import _contains

SKY = [
    ("Vela Array", "lead_scientist", "Mira Holt"),
    ("Orin Dish", "lead_scientist", "Tomas Reyl"),
    ("Lyra Scope", "lead_scientist", "Ines Board"),
    ("Vela Array", "made_in", "Dunmark"),
    ("Orin Dish", "made_in", "Dunmark"),
    ("Lyra Scope", "made_in", "Caltria"),
    ("Mira Holt", "born_in", "Kessby"),
    ("Tomas Reyl", "born_in", "Aldport"),
    ("Ines Board", "born_in", "Wenlow"),
    ("Kessby", "lies_within", "Lorrland"),
    ("Aldport", "lies_within", "Lorrland"),
    ("Wenlow", "lies_within", "Caltria"),
    ("Brimhold", "lies_within", "Dunmark"),
    ("Farrow", "lies_within", "Dunmark"),
]
TYPES = {
    **dict.fromkeys(["Vela Array", "Orin Dish", "Lyra Scope"], "telescope"),
    **dict.fromkeys(["Mira Holt", "Tomas Reyl", "Ines Board"], "scientist"),
    **dict.fromkeys(["Kessby", "Aldport", "Wenlow", "Brimhold", "Farrow"], "town"),
    **dict.fromkeys(["Lorrland", "Caltria", "Dunmark"], "country"),
}


@pytest.fixture(scope="module")
def sky(small_dotrag: SmallDotRAG) -> DotRAG:
    return small_dotrag("sky", SKY, TYPES, typed=True)


def test_the_unsaid_hop_up_to_the_named_container_is_walked(sky: DotRAG) -> None:
    # "lead" says the first hop, "come from" the second, "nation" names the country
    result = sky.retrieve("what nation does the Vela Array's lead come from")
    best = result.paths[0]
    assert tuple(h.label_name for h in best.hops) == ("lead_scientist", "born_in", "lies_within")
    assert best.hops[-1].target_name == "Lorrland"
    # the hop up counts no length: the made-in country is no close second (0.31 before)
    assert best.confidence is not None
    assert best.confidence > 0.8
    assert "Lorrland" in context_names(sky, result)


def test_a_said_one_hop_reading_keeps_its_one_hop(sky: DotRAG) -> None:
    # no word for a longer walk: the country the telescope was made in
    result = sky.retrieve("which country was the Vela Array made in")
    best = result.paths[0]
    assert tuple(h.label_name for h in best.hops) == ("made_in",)
    assert best.hops[-1].target_name == "Dunmark"


def test_an_interrogative_alone_names_no_container(sky: DotRAG) -> None:
    # "where" asks for a place, any place: the walk stops at the town
    result = sky.retrieve("where is the Vela Array's lead scientist from")
    best = result.paths[0]
    assert tuple(h.label_name for h in best.hops) == ("lead_scientist", "born_in")
    assert best.hops[-1].target_name == "Kessby"


@pytest.mark.parametrize(
    ("fan", "forward", "expected"),
    [
        ((1.0, 3.0), True, True),  # each town in one country, a country holds several
        ((1.0, 3.0), False, False),  # from the country down to its towns
        ((3.0, 1.0), False, True),  # the same label stored the other way round
        ((1.0, 1.0), True, False),  # one to one: no container
        ((2.0, 3.0), True, False),  # a source with several targets
        (None, True, False),  # a label without relations
    ],
)
def test_a_container_hop_has_one_target_holding_several(
    fan: tuple[float, float] | None, forward: bool, expected: bool
) -> None:
    assert _contains(fan, forward) is expected
