"""graphpaths.llm.budget: per-query LLM budgets (calls, tokens, seconds) on any LLM, and the
OpenAI client spending the budget on its own retries against a scripted local server
(issue 14, point 3)."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

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

T = TypeVar("T")


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


class FakeClock:
    """Monotonic seconds that move only when a test moves them."""

    def __init__(self, now: float = 0.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


class Held:
    """An LLM whose calls wait until the test releases them: a call still running."""

    def __init__(self) -> None:
        self.started = threading.Event()
        self.release = threading.Event()
        self.finished = threading.Event()
        self.calls = 0

    def _respond(self, messages: Sequence[Message]) -> str:
        self.calls += 1
        self.started.set()
        self.release.wait(30.0)
        self.finished.set()
        return "late"

    def llm(self) -> ScriptedLLM:
        return ScriptedLLM(self._respond)


def test_a_slow_sync_call_is_abandoned_at_the_deadline() -> None:
    clock = FakeClock()
    held = Held()
    llm = BudgetedLLM(held.llm(), BudgetMeter(LLMBudget(seconds=0.3), clock=clock))
    clock.now = 0.29  # 10 ms of the budget left: the wrapper waits that long, no longer
    try:
        with pytest.raises(
            LLMBudgetError, match=r"\(seconds\): the call was abandoned at the 0.3 s deadline"
        ) as caught:
            llm.complete(ASK)
        assert not held.finished.is_set()  # cut while the call runs, not waited for
        assert held.started.wait(5.0)  # the call was sent (its worker thread runs on)
        assert (caught.value.limit, caught.value.attempts) == ("seconds", 1)
        clock.now = 0.31
        with pytest.raises(LLMBudgetError, match="have passed"):
            llm.complete(ASK)  # past the deadline: refused without asking
        assert held.calls == 1
        assert llm.meter.exhausted == "seconds"
    finally:
        held.release.set()


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
                await asyncio.Event().wait()  # never answers by itself
            except asyncio.CancelledError:
                cancelled.set()
                raise
            return await super().acomplete(messages, **kwargs)

    clock = FakeClock()
    llm = BudgetedLLM(SlowAsync(lambda m: "late"), BudgetMeter(LLMBudget(seconds=0.3), clock=clock))
    clock.now = 0.29  # 10 ms left
    with pytest.raises(LLMBudgetError, match=r"\(seconds\): the call was abandoned"):
        await llm.acomplete(ASK)
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


def test_a_retry_after_past_the_deadline_is_not_waited_for(pauses: list[float]) -> None:
    with serve([rate_limited(retry_after=5)], default=answer("too late")) as server:
        llm = BudgetedLLM(
            make_llm(server, max_retries=3, backoff_max_s=8.0),
            BudgetMeter(LLMBudget(seconds=1.0), clock=FakeClock()),
        )
        with pytest.raises(LLMBudgetError, match=r"HTTP 429.*budget \(seconds\)") as caught:
            llm.complete(ASK)
        assert pauses == []  # the 5 s Retry-After was not slept
        assert len(server.requests) == 1
    assert caught.value.status == 429


def test_a_retry_after_within_the_deadline_is_honoured(pauses: list[float]) -> None:
    with serve([rate_limited(retry_after=0.2), answer("ok")]) as server:
        llm = BudgetedLLM(
            make_llm(server, backoff_max_s=1.0),
            BudgetMeter(LLMBudget(seconds=3.0, calls=2), clock=FakeClock()),
        )
        assert llm.complete(ASK).text == "ok"
        assert len(pauses) == 1
        assert pauses[0] >= 0.2  # waited at least the Retry-After
        assert len(server.requests) == 2
    assert llm.meter.usage()["calls"] == 2


@pytest.mark.parametrize("mode", ["sync", "async"])
def test_a_hung_server_is_cut_at_the_deadline_not_at_the_client_timeout(mode: str) -> None:
    with serve([stall(5.0)], default=stall(5.0)) as server:
        llm = BudgetedLLM(make_llm(server, timeout=30.0, max_retries=3), LLMBudget(seconds=0.5))
        call = (
            (lambda: llm.complete(ASK))
            if mode == "sync"
            else (lambda: asyncio.run(llm.acomplete(ASK)))
        )
        # The budget's error, not the client's timeout (30 s, then 3 retries) nor the stalled
        # answer: the call was cut at the 0.5 s deadline.
        with pytest.raises(LLMBudgetError, match=r"\(seconds\)"):
            call()
        # the sync worker's own request times out at the deadline too
        expected = (1, 0) if mode == "sync" else (0, 1)
        usage = eventually(
            lambda: llm.inner.stats.snapshot(),  # type: ignore[attr-defined]
            lambda u: (u.errors, u.cancelled) == expected,
        )
        assert (usage.errors, usage.cancelled) == expected
        assert len(server.requests) == 1


def eventually(read: Callable[[], T], done: Callable[[T], bool], patience: float = 30.0) -> T:
    """``read()`` again until ``done`` holds of it (or ``patience`` seconds pass, for a hung
    test to fail rather than wait forever): what another thread is still finishing."""
    deadline = time.monotonic() + patience
    value = read()
    while not done(value) and time.monotonic() < deadline:
        time.sleep(0.01)
        value = read()
    return value
