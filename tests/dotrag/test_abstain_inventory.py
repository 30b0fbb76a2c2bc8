"""The abstention model's ``unheld`` signal: a question asks of a named entity a relation
its peers (entities holding every kind of hop it holds) have and it lacks.

The graph is written here (a rowing club: rowers, the towns they were born in, the crews
they row for, and who coaches whom; no benchmark set's wording), built typed and untyped.
"""

from __future__ import annotations

import numpy as np
import pytest
from small_graphs import SmallDotRAG

from graphpaths import DotRAG, DotRAGConfig
from graphpaths.dotrag.protocol.types import AnchorOption
from graphpaths.dotrag.reading.abstention import (
    UNHELD_NAMED,
    AbstentionWeights,
    AnchorSignals,
    not_held,
)
from graphpaths.dotrag.reading.heuristic import HeuristicPolicy
from graphpaths.dotrag.reading.inventory import HopInventory
from graphpaths.graph import GraphBuilder

CLUB = [
    ("Ines Varga", "born_in", "Szeged"),
    ("Tomas Reiter", "born_in", "Graz"),
    ("Pia Lund", "born_in", "Szeged"),
    ("Ola Brandt", "born_in", "Graz"),
    ("Ines Varga", "rows_for", "Blue Eights"),
    ("Tomas Reiter", "rows_for", "Blue Eights"),
    ("Pia Lund", "rows_for", "River Fours"),
    ("Ola Brandt", "rows_for", "River Fours"),
    ("Ines Varga", "coached_by", "Greta Holm"),
    ("Tomas Reiter", "coached_by", "Greta Holm"),
    ("Pia Lund", "coached_by", "Jon Sato"),
]
TYPES = {
    "Ines Varga": "rower",
    "Tomas Reiter": "rower",
    "Pia Lund": "rower",
    "Ola Brandt": "rower",
    "Greta Holm": "coach",
    "Jon Sato": "coach",
    "Szeged": "town",
    "Graz": "town",
    "Blue Eights": "crew",
    "River Fours": "crew",
}


def _graph() -> GraphBuilder:
    b = GraphBuilder()
    for h, label, t in CLUB:
        _ = b.add_relation(h, t, label, create_entities=True)
    return b


def test_a_hop_the_entity_lacks_weighs_its_peers_share() -> None:
    g = _graph().build()
    inventory = HopInventory(g)
    coached = inventory.kinds.index(("coached_by", True))
    # Ola's peers (every rower: each was born somewhere and rows for a crew): 3 of 4 coached
    assert inventory.unheld(g.index_of("Ola Brandt"))[coached] == pytest.approx(0.75)
    # a hop the entity holds weighs nothing, nor one none of its peers holds
    assert inventory.unheld(g.index_of("Pia Lund"))[coached] == 0.0
    born = inventory.kinds.index(("born_in", True))
    assert inventory.unheld(g.index_of("Szeged"))[born] == 0.0
    shares = inventory.unheld(g.index_of("Ola Brandt"))
    assert np.all((shares >= 0.0) & (shares <= 1.0))


def test_the_reason_names_the_relation_peers_hold() -> None:
    model = AbstentionWeights(weights=(0.0, 0.0, 0.0, 0.0, 4.0), bias=-1.0, threshold=0.0)
    lacked = AnchorSignals(
        "Ola Brandt",
        ("rows_for",),
        0.3,
        0.2,
        "coach",
        unheld=max(0.5, UNHELD_NAMED),
        unheld_label="coached_by",
    )
    found = not_held([lacked], model)
    assert found is not None
    assert "Ola Brandt" in found.reason
    assert "'coached_by' though entities like it do" in found.reason
    held = AnchorSignals("Pia Lund", ("coached_by",), 1.0, 0.9, "", unheld=0.0)
    assert not_held([held], model) is None


@pytest.fixture(scope="module")
def club(small_dotrag: SmallDotRAG, typed: bool) -> DotRAG:
    return small_dotrag("rowing", CLUB, TYPES, typed=typed, config=DotRAGConfig(abstain=True))


def _signals(dotrag: DotRAG, question: str, name: str) -> AnchorSignals:
    policy = dotrag.policy
    assert isinstance(policy, HeuristicPolicy)
    entity = policy.graph.index_of(next(i for i, n in enumerate(policy.graph.names) if n == name))
    anchor = AnchorOption(entity=entity, name=name, types=(), similarity=1.0, mentioned=True)
    return policy.signals(question, anchor)


def test_a_rower_without_a_coach_has_the_signal_and_a_coached_one_not(club: DotRAG) -> None:
    lacking = _signals(club, "Who coaches Ola Brandt?", "Ola Brandt")
    assert lacking.unheld > 0.0
    assert lacking.unheld_label == "coached_by"
    held = _signals(club, "Who coaches Pia Lund?", "Pia Lund")
    assert held.unheld < lacking.unheld
