"""graphpaths.llm.budget: per-query LLM budgets (calls, tokens, seconds) on any LLM, and the
OpenAI client spending the budget on its own retries against a scripted local server
(issue 14, point 3)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Sequence
from typing import Any

import pytest
from llm_server import answer, rate_limited, serve, server_error, stall
from test_llm import ASK, make_llm

from graphpaths.errors import ConfigError, LLMBudgetError, LLMError
from graphpaths.llm import (
    BudgetedLLM,
    BudgetMeter,
    LLMBudget,
    Message,
    ScriptedLLM,
    current_meter,
)


def words(text: str) -> int:
    return len(text.split())


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"calls": -1}, "LLMBudget.calls: expected an integer >= 0, got -1"),
        ({"calls": True}, "LLMBudget.calls"),
        ({"tokens": 0}, "LLMBudget.tokens: expected an integer >= 1, got 0"),
        ({"seconds": 0}, "LLMBudget.seconds: expected a finite number > 0, got 0"),
        ({"seconds": float("inf")}, "LLMBudget.seconds"),
        ({"seconds": "2"}, "LLMBudget.seconds"),
    ],
)
def test_bad_budgets_are_named(fields: dict[str, Any], message: str) -> None:
    with pytest.raises(ConfigError, match=message.replace(".", r"\.")):
        LLMBudget(**fields)


def test_an_empty_budget_limits_nothing() -> None:
    llm = BudgetedLLM(ScriptedLLM(lambda m: "ok"), LLMBudget())
    assert not LLMBudget().limited
    for _ in range(50):
        llm.complete(ASK)
    assert llm.meter.usage()["calls"] == 50
    assert llm.meter.exhausted is None


def test_calls_limit_refuses_without_asking_the_llm() -> None:
    inner = ScriptedLLM(lambda m: "ok")
    llm = BudgetedLLM(inner, LLMBudget(calls=3))
    for _ in range(3):
        assert llm.complete(ASK).text == "ok"
    for _ in range(2):
        with pytest.raises(LLMBudgetError, match=r"\(calls\): 3 of 3 calls used") as caught:
            llm.complete(ASK)
        assert isinstance(caught.value, LLMError)
        assert (caught.value.limit, caught.value.attempts) == ("calls", 0)
    assert len(inner.requests) == 3
    usage = llm.meter.usage()
    assert (usage["calls"], usage["refusals"], usage["exhausted"]) == (3, 2, "calls")


def test_zero_calls_means_no_call_at_all() -> None:
    inner = ScriptedLLM([])
    with pytest.raises(LLMBudgetError):
        BudgetedLLM(inner, LLMBudget(calls=0)).complete(ASK)
    assert inner.requests == []


def test_tokens_limit_caps_max_tokens_and_refuses_what_does_not_fit() -> None:
    prompt = sum(words(m["content"]) for m in ASK)  # the meter's estimate differs a little
    inner = ScriptedLLM(lambda m: "four words of answer", token_counter=words)
    llm = BudgetedLLM(inner, LLMBudget(tokens=100))
    llm.complete(ASK, max_tokens=500)
    first = inner.requests[0].max_tokens
    assert first is not None
    assert first < 100  # capped to what is left after the prompt
    spent = llm.meter.usage()["tokens"]
    assert spent == prompt + 4  # the reported usage is charged
    outcomes: list[str | LLMBudgetError] = []
    while not outcomes or isinstance(outcomes[-1], str):
        try:
            outcomes.append(llm.complete(ASK, max_tokens=500).text)
        except LLMBudgetError as err:
            outcomes.append(err)
    calls = len(outcomes)  # the first call above, the answers, minus the refusal
    refusal = outcomes[-1]
    assert isinstance(refusal, LLMBudgetError)
    assert refusal.limit == "tokens"
    assert "(tokens)" in str(refusal)
    assert llm.meter.usage()["tokens"] <= 100
    assert len(inner.requests) == calls
    assert all(r.max_tokens is not None and r.max_tokens >= 1 for r in inner.requests)


def test_tokens_are_estimated_when_the_llm_reports_none() -> None:
    llm = BudgetedLLM(ScriptedLLM(lambda m: "an answer"), LLMBudget(tokens=10_000))
    llm.complete(ASK)
    assert llm.meter.usage()["tokens"] > 10


def test_a_prompt_larger_than_the_budget_is_never_sent() -> None:
    inner = ScriptedLLM(lambda m: "ok")
    huge = [{"role": "user", "content": "garbage " * 5000}]
    with pytest.raises(LLMBudgetError, match="the prompt needs"):
        BudgetedLLM(inner, LLMBudget(tokens=1000)).complete(huge)
    assert inner.requests == []


def slow(seconds: float, text: str = "late") -> ScriptedLLM:
    def respond(messages: Sequence[Message]) -> str:
        time.sleep(seconds)
        return text

    return ScriptedLLM(respond)


def test_a_slow_sync_call_is_abandoned_at_the_deadline() -> None:
    llm = BudgetedLLM(slow(2.0), LLMBudget(seconds=0.3))
    start = time.perf_counter()
    with pytest.raises(LLMBudgetError, match=r"\(seconds\): the call was abandoned") as caught:
        llm.complete(ASK)
    waited = time.perf_counter() - start
    assert 0.25 <= waited < 1.0
    assert (caught.value.limit, caught.value.attempts) == ("seconds", 1)
    start = time.perf_counter()
    with pytest.raises(LLMBudgetError, match="have passed"):
        llm.complete(ASK)  # past the deadline: refused at once
    assert time.perf_counter() - start < 0.1
    assert llm.meter.exhausted == "seconds"


def test_calls_within_the_deadline_return_normally() -> None:
    llm = BudgetedLLM(slow(0.01, "fast"), LLMBudget(seconds=5.0))
    assert [llm.complete(ASK).text for _ in range(3)] == ["fast"] * 3
    assert llm.meter.exhausted is None


def test_errors_of_the_inner_llm_pass_through_the_worker_thread() -> None:
    llm = BudgetedLLM(ScriptedLLM([LLMError("boom")]), LLMBudget(seconds=5.0))
    with pytest.raises(LLMError, match="boom") as caught:
        llm.complete(ASK)
    assert not isinstance(caught.value, LLMBudgetError)


async def test_a_slow_async_call_is_cancelled_at_the_deadline() -> None:
    cancelled = asyncio.Event()

    class SlowAsync(ScriptedLLM):
        async def acomplete(self, messages: Any, **kwargs: Any) -> Any:
            try:
                await asyncio.sleep(5.0)
            except asyncio.CancelledError:
                cancelled.set()
                raise
            return await super().acomplete(messages, **kwargs)

    llm = BudgetedLLM(SlowAsync(lambda m: "late"), LLMBudget(seconds=0.3))
    start = time.perf_counter()
    with pytest.raises(LLMBudgetError, match=r"\(seconds\)"):
        await llm.acomplete(ASK)
    assert 0.25 <= time.perf_counter() - start < 1.0
    assert cancelled.is_set()


async def test_async_calls_spend_one_meter() -> None:
    llm = BudgetedLLM(ScriptedLLM(lambda m: "ok"), LLMBudget(calls=4))
    outcomes = await asyncio.gather(
        *(llm.acomplete(ASK) for _ in range(10)), return_exceptions=True
    )
    assert sum(not isinstance(o, BaseException) for o in outcomes) == 4
    assert all(isinstance(o, LLMBudgetError) for o in outcomes if isinstance(o, BaseException))


def test_the_meter_is_visible_to_the_llm_during_a_call_only() -> None:
    seen: list[BudgetMeter | None] = []

    def respond(messages: Sequence[Message]) -> str:
        seen.append(current_meter())
        return "ok"

    for budget in (LLMBudget(calls=5), LLMBudget(seconds=5.0)):  # inline and worker thread
        llm = BudgetedLLM(ScriptedLLM(respond), budget)
        llm.complete(ASK)
        assert seen[-1] is llm.meter
    assert current_meter() is None


def test_a_shared_meter_and_bad_arguments() -> None:
    meter = BudgetMeter(LLMBudget(calls=2))
    one, two = (
        BudgetedLLM(ScriptedLLM(lambda m: "a"), meter),
        BudgetedLLM(ScriptedLLM(lambda m: "b"), meter),
    )
    one.complete(ASK)
    two.complete(ASK)
    with pytest.raises(LLMBudgetError):
        one.complete(ASK)
    with pytest.raises(ConfigError, match="inner: expected an LLM"):
        BudgetedLLM(object(), LLMBudget())  # type: ignore[arg-type]
    with pytest.raises(ConfigError, match="budget: expected an LLMBudget"):
        BudgetMeter({"calls": 1})  # type: ignore[arg-type]


# -- the OpenAI client spends the budget on its own retries ------------------------------------
def test_client_retries_spend_the_calls_budget() -> None:
    with serve([], default=server_error()) as server:
        llm = BudgetedLLM(make_llm(server, max_retries=10), LLMBudget(calls=3))
        with pytest.raises(
            LLMBudgetError, match=r"HTTP 500.*budget \(calls\) allows no retry"
        ) as e:
            llm.complete(ASK)
        assert len(server.requests) == 3
    assert (e.value.limit, e.value.attempts, e.value.status) == ("calls", 3, 500)
    assert llm.meter.usage()["calls"] == 3
    assert llm.inner.stats.snapshot().errors == 1  # type: ignore[attr-defined]


def test_a_retry_after_past_the_deadline_is_not_waited_for() -> None:
    with serve([rate_limited(retry_after=5)], default=answer("too late")) as server:
        llm = BudgetedLLM(
            make_llm(server, max_retries=3, backoff_max_s=8.0), LLMBudget(seconds=1.0)
        )
        start = time.perf_counter()
        with pytest.raises(LLMBudgetError, match=r"HTTP 429.*budget \(seconds\)") as caught:
            llm.complete(ASK)
        assert time.perf_counter() - start < 3.0  # the 5 s Retry-After was not slept
        assert len(server.requests) == 1
    assert caught.value.status == 429


def test_a_retry_after_within_the_deadline_is_honoured() -> None:
    with serve([rate_limited(retry_after=0.2), answer("ok")]) as server:
        llm = BudgetedLLM(make_llm(server, backoff_max_s=1.0), LLMBudget(seconds=3.0, calls=2))
        assert llm.complete(ASK).text == "ok"
        assert server.arrivals[1] - server.arrivals[0] >= 0.19
    assert llm.meter.usage()["calls"] == 2


@pytest.mark.parametrize("mode", ["sync", "async"])
def test_a_hung_server_is_cut_at_the_deadline_not_at_the_client_timeout(mode: str) -> None:
    with serve([stall(5.0)], default=stall(5.0)) as server:
        llm = BudgetedLLM(make_llm(server, timeout=30.0, max_retries=3), LLMBudget(seconds=0.5))
        start = time.perf_counter()
        call = (
            (lambda: llm.complete(ASK))
            if mode == "sync"
            else (lambda: asyncio.run(llm.acomplete(ASK)))
        )
        with pytest.raises(LLMBudgetError, match=r"\(seconds\)"):
            call()
        assert time.perf_counter() - start < 1.2
        time.sleep(0.3)  # the sync worker's own request times out at the deadline too
        assert len(server.requests) == 1
        usage = llm.inner.stats.snapshot()  # type: ignore[attr-defined]
        assert (usage.errors, usage.cancelled) == ((1, 0) if mode == "sync" else (0, 1))
