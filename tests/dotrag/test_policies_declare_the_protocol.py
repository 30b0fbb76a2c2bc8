"""The library's policies declare the protocols they implement (issue 38: a call the search
makes on a ``Policy`` can be followed in the code to them), and still behave as before:
only the LLM policy answers asynchronously, only the heuristic can abstain."""

from __future__ import annotations

import pytest

from graphpaths.dotrag.llm.base import LLMPolicy
from graphpaths.dotrag.protocol.policy import Abstains, AsyncPolicy, Policy
from graphpaths.dotrag.protocol.random_policy import RandomPolicy
from graphpaths.dotrag.reading.heuristic import HeuristicPolicy


@pytest.mark.parametrize(
    ("policy", "declared"),
    [
        (HeuristicPolicy, {Policy, Abstains}),
        (RandomPolicy, {Policy}),
        (LLMPolicy, {Policy, AsyncPolicy}),
    ],
)
def test_each_policy_declares_its_protocols(policy: type, declared: set[type]) -> None:
    protocols = {Policy, AsyncPolicy, Abstains}
    assert set(policy.__mro__) & protocols == declared


def test_declaring_changes_no_structural_answer() -> None:
    random = RandomPolicy(seed=0)
    assert isinstance(random, Policy)
    assert not isinstance(random, AsyncPolicy)
    assert not isinstance(random, Abstains)
