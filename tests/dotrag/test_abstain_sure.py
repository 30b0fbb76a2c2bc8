"""By default (``DotRAGConfig(abstain="sure")``) DotRAG says "not found" for a relation the
graph lacks only where the abstention model is sure: at its ``sure_threshold``, stricter than
the ``threshold`` of ``abstain=True``; and it reads the question-to-labels similarity (a
model call) only when the rough signals cannot rule abstaining out.

The graph is written here (a small sailing club; no benchmark set's wording).
"""

from __future__ import annotations

import dataclasses

import pytest
from small_graphs import SmallDotRAG

from graphpaths import DotRAG, DotRAGConfig
from graphpaths.dotrag.reading.abstention import AbstentionWeights, AnchorSignals, not_held
from graphpaths.dotrag.reading.heuristic import HeuristicPolicy
from graphpaths.errors import ConfigError

CLUB = [
    ("Ada Brook", "member_of", "Harbour Sailing Club"),
    ("Ben Cole", "member_of", "Harbour Sailing Club"),
    ("Ada Brook", "skipper_of", "Gull"),
    ("Ben Cole", "skipper_of", "Tern"),
    ("Gull", "moored_at", "North Quay"),
    ("Tern", "moored_at", "South Quay"),
    ("Harbour Sailing Club", "based_in", "Portwell"),
]
TYPES = {
    "Ada Brook": "sailor",
    "Ben Cole": "sailor",
    "Harbour Sailing Club": "club",
    "Gull": "boat",
    "Tern": "boat",
    "North Quay": "quay",
    "South Quay": "quay",
    "Portwell": "town",
}
LACKING = ("How old is Ada Brook?", "What is the salary of Ben Cole?", "How long is the Gull?")
HELD = ("Which boat does Ada Brook skipper?", "Where is the Gull moored?")

MODEL = AbstentionWeights(weights=(-2.0, -4.0, 3.0, 0.0, 0.0), bias=3.0, threshold=0.0)


def test_the_sure_threshold_is_stricter_and_absent_means_never() -> None:
    middle = AnchorSignals("A", ("knows",), 0.5, 0.5, "")  # log-odds 0: at the threshold
    sure = dataclasses.replace(MODEL, sure_threshold=1.0)
    assert not_held([middle], sure) is not None
    assert not_held([middle], sure, sure=True) is None
    low = AnchorSignals("A", ("knows",), 0.0, 0.0, "colour")  # log-odds 3
    assert not_held([low], sure, sure=True) is not None
    assert not_held([low], MODEL, sure=True) is None  # no sure threshold: never sure
    with pytest.raises(ConfigError, match="below threshold"):
        dataclasses.replace(MODEL, sure_threshold=-1.0)
    with pytest.raises(ConfigError, match="sure_threshold"):
        dataclasses.replace(MODEL, sure_threshold=float("inf"))


def test_abstain_takes_true_false_or_sure_only() -> None:
    assert DotRAGConfig().abstain == "sure"
    assert DotRAGConfig(abstain=True).abstain is True
    with pytest.raises(ConfigError, match="abstain"):
        DotRAGConfig(abstain="on")


@pytest.fixture(scope="module")
def club(small_dotrag: SmallDotRAG, typed: bool) -> DotRAG:
    return small_dotrag("club", CLUB, TYPES, typed=typed)


def _policy(dotrag: DotRAG) -> HeuristicPolicy:
    policy = dotrag.policy
    assert isinstance(policy, HeuristicPolicy)
    return policy


@pytest.mark.parametrize("question", LACKING + HELD)
def test_the_rough_signals_bound_the_exact_log_odds(club: DotRAG, question: str) -> None:
    policy = _policy(club)
    model = policy.abstention
    assert model.bounded_roughly
    anchors = club.search.discover(question, club._embed_query(question), club.config).anchors
    assert anchors
    for anchor in anchors:
        rough = policy.signals(question, anchor, rough=True)
        exact = policy.signals(question, anchor)
        at_most = policy._log_odds_bound(question, anchor)
        assert bool(rough.labels) == bool(exact.labels) == (at_most is not None)
        if exact.labels:
            assert at_most is not None
            assert at_most >= model.log_odds(rough) - 1e-9
            assert model.log_odds(rough) >= model.log_odds(exact) - 1e-9


def test_the_bound_by_readings_alone_takes_the_other_features_at_their_worst() -> None:
    model = dataclasses.replace(MODEL, weights=(-2.0, -4.0, 3.0, -1.0, 2.0))
    # asked and answer_word (negative weights) at 0, unheld (positive) at 1
    assert model.at_most(0.5, 1.0) == pytest.approx(3.0 - 1.0 + 3.0 + 2.0)
    worst = AnchorSignals("A", ("knows",), 0.5, 0.0, "", value=1.0, answer_word=0.0, unheld=1.0)
    assert model.log_odds(worst) == pytest.approx(model.at_most(0.5, 1.0))


@pytest.mark.parametrize("question", LACKING)
def test_the_default_abstains_as_far_as_its_sure_threshold(club: DotRAG, question: str) -> None:
    """With the sure threshold just below / above the question's exact log-odds, the default
    config says "not found" / searches; ``abstain=True`` and ``False`` are unchanged."""
    policy = _policy(club)
    anchors = club.search.discover(question, club._embed_query(question), club.config).anchors
    odds = min(policy.abstention.log_odds(policy.signals(question, a)) for a in anchors)
    if odds < policy.abstention.threshold:
        pytest.skip("the fitted model does not abstain on this one at all")
    original = policy.abstention
    try:
        for shift, abstains in ((-1e-6, True), (1e-6, False)):
            policy.abstention = dataclasses.replace(original, sure_threshold=odds + shift)
            result = club.retrieve(question)
            assert (result.not_found is not None) is abstains
            assert (result.paths == ()) is abstains
            assert club.retrieve(question, abstain=False).not_found is None
            assert club.retrieve(question, abstain=True).not_found is not None
    finally:
        policy.abstention = original
