"""LLM cost per question (issue 13, point 4): calls and tokens in the stats, a call cap.

``DotRAGStats`` carries the prompt and completion tokens of each question next to its calls;
``DotRAGConfig.max_llm_calls`` caps the calls of one question, after which the fallback
(deterministic) policy decides (the evaluation JSON's means: benchmarks/tests/test_eval_llm.py).
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any

import pytest
from test_dotrag_retriever import make_dotrag
from test_dotrag_search import OPEN, movie_graph
from test_llm_policy import StubPolicy

from graphpaths.dotrag.llm import LLMPolicy
from graphpaths.dotrag.protocol.types import DotRAGConfig
from graphpaths.errors import ConfigError
from graphpaths.llm import Message, ScriptedLLM

QUESTION = "which films share the director of Kismet"

#: A valid answer to every decision: first option, a hop-2 continuation, continue once.
ANSWERS = {
    "Candidate anchor": '{"ranking": [1]}',
    "Trajectories": '{"ranking": [1]}',
    "Hop 1 searches": '{"query": "directed by", "continuations": []}',
    "Types reachable at depth": '{"action": "stop", "preferred_depths": [1]}',
    "The search ends here": '{"preferred_depths": [1]}',
}


def respond(messages: Sequence[Message]) -> str:
    text = messages[-1].content
    for marker, answer in ANSWERS.items():
        if marker in text:
            return answer
    raise AssertionError(f"unexpected prompt: {text[:200]}")


def words(text: str) -> int:
    return len(text.split())


def llm_dotrag(max_llm_calls: int | None) -> tuple[Any, LLMPolicy, StubPolicy, ScriptedLLM]:
    llm = ScriptedLLM(respond, token_counter=words)
    stub = StubPolicy()
    policy = LLMPolicy(llm, fallback=stub)
    config = DotRAGConfig(
        min_similarity=OPEN.min_similarity, reach=OPEN.reach, max_llm_calls=max_llm_calls
    )
    return make_dotrag(movie_graph(), policy, config=config), policy, stub, llm


def test_stats_carry_prompt_and_completion_tokens() -> None:
    dotrag, _, _, llm = llm_dotrag(None)
    stats = dotrag.retrieve(QUESTION).stats
    assert stats.llm_calls == len(llm.requests) >= 2
    prompt = sum(sum(words(m.content) for m in r.messages) for r in llm.requests)
    assert stats.llm_prompt_tokens == prompt > 0
    assert stats.llm_completion_tokens > 0
    assert stats.llm_tokens == stats.llm_prompt_tokens + stats.llm_completion_tokens
    assert stats.llm_capped == 0
    assert stats.as_dict()["llm_prompt_tokens"] == prompt


@pytest.mark.parametrize("cap", [0, 1, 2])
def test_the_cap_bounds_calls_per_question_and_the_fallback_decides_the_rest(cap: int) -> None:
    free, _, free_stub, _ = llm_dotrag(None)
    uncapped = free.retrieve(QUESTION).stats
    assert uncapped.llm_calls > 2
    dotrag, policy, stub, llm = llm_dotrag(cap)
    for _ in range(2):  # the cap is per question: the second question gets its own
        before = len(llm.requests)
        stats = dotrag.retrieve(QUESTION).stats
        assert stats.llm_calls == len(llm.requests) - before == cap
        assert stats.llm_capped >= 1
        assert stats.fallbacks == 0
    assert stub.asked  # the deterministic policy made the capped decisions
    assert policy.stats.snapshot()["capped"] == 2 * stats.llm_capped
    assert free_stub.asked == []


def test_the_cap_holds_on_the_async_path() -> None:
    dotrag, _, _, llm = llm_dotrag(1)
    stats = asyncio.run(dotrag.aretrieve(QUESTION)).stats
    assert stats.llm_calls == len(llm.requests) == 1
    assert stats.llm_capped >= 1


def test_a_cap_applies_per_call_override() -> None:
    dotrag, _, _, llm = llm_dotrag(None)
    assert dotrag.retrieve(QUESTION, max_llm_calls=1).stats.llm_calls == 1
    assert len(llm.requests) == 1


@pytest.mark.parametrize("value", [-1, 1.5, True, "2"])
def test_bad_caps_are_named(value: object) -> None:
    with pytest.raises(ConfigError, match="max_llm_calls"):
        DotRAGConfig(max_llm_calls=value)  # type: ignore[arg-type]
    with pytest.raises(ConfigError, match="max_calls"):
        LLMPolicy(ScriptedLLM([]), fallback=StubPolicy(), max_calls=value)  # type: ignore[arg-type]


def test_a_policy_whose_fork_takes_no_cap_is_refused() -> None:
    class Forking(StubPolicy):
        def fork(self) -> Forking:
            return Forking()

    dotrag = make_dotrag(movie_graph(), Forking(), config=DotRAGConfig(max_llm_calls=2))
    with pytest.raises(ConfigError, match="max_llm_calls"):
        dotrag.retrieve(QUESTION)
    assert dotrag.retrieve(QUESTION, max_llm_calls=None).stats.llm_calls == 0
