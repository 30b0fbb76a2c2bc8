"""graphpaths.llm: OpenAIChatLLM against a scripted local server, the doubles, the counters."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import subprocess
import sys
import threading
from collections.abc import Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from llm_server import (
    ScriptedServer,
    Step,
    answer,
    bad_request,
    json_answer,
    malformed_json,
    rate_limited,
    serve,
    server_error,
    stall,
)

import graphpaths.llm
from graphpaths.errors import (
    ConfigError,
    GraphPathsError,
    InputError,
    LLMError,
    ScriptExhaustedError,
)
from graphpaths.llm import (
    LLM,
    Completion,
    CountingLLM,
    LLMStats,
    LLMUsage,
    Message,
    OpenAIChatConfig,
    OpenAIChatLLM,
    ScriptedLLM,
    coerce_messages,
)

ASK = [
    {"role": "system", "content": "You answer in JSON."},
    {"role": "user", "content": "Which relation leads from Kismet to its director?"},
]
SCHEMA = {
    "type": "object",
    "properties": {"choice": {"type": "integer"}},
    "required": ["choice"],
    "additionalProperties": False,
}


def make_llm(server: ScriptedServer, **fields: Any) -> OpenAIChatLLM:
    settings: dict[str, Any] = {
        "model": "test-model",
        "base_url": server.base_url,
        "api_key": "test-key",
        "timeout": 2.0,
        "max_retries": 2,
        "backoff_initial_s": 0.01,
        "backoff_max_s": 0.05,
    }
    settings.update(fields)
    return OpenAIChatLLM(OpenAIChatConfig(**settings))


@pytest.fixture
def quick_server() -> Iterator[ScriptedServer]:
    """A server that answers "ok" to everything (no script)."""
    with serve([], default=answer("ok")) as server:
        yield server


# -- OpenAIChatLLM over HTTP -------------------------------------------------------------
def test_answer_with_usage_is_counted() -> None:
    with serve([answer("directed_by", prompt_tokens=17, completion_tokens=3)]) as server:
        llm = make_llm(server)
        completion = llm.complete(ASK, max_tokens=32)
        llm.close()
    assert completion.text == "directed_by"
    assert (completion.prompt_tokens, completion.completion_tokens) == (17, 3)
    assert completion.total_tokens == 20
    assert completion.model == "scripted-model"
    assert completion.finish_reason == "stop"
    assert completion.retries == 0
    assert completion.latency_s > 0
    [body] = server.requests
    assert body["model"] == "test-model"
    assert body["messages"] == ASK
    assert body["temperature"] == 0
    assert body["max_tokens"] == 32
    assert "response_format" not in body
    usage = llm.stats.snapshot()
    assert (usage.calls, usage.errors, usage.retries, usage.requests) == (1, 0, 0, 1)
    assert (usage.prompt_tokens, usage.completion_tokens, usage.missing_usage) == (17, 3, 0)
    assert usage.latency_s == pytest.approx(completion.latency_s)


def test_missing_usage_is_counted_not_invented() -> None:
    with serve([answer("x", usage=False)]) as server:
        llm = make_llm(server)
        completion = llm.complete(ASK)
    assert (completion.prompt_tokens, completion.completion_tokens) == (None, None)
    usage = llm.stats.snapshot()
    assert (usage.calls, usage.missing_usage, usage.total_tokens) == (1, 1, 0)


@pytest.mark.parametrize("failure", [server_error(), rate_limited()], ids=["500", "429"])
def test_retryable_status_then_success(failure: Step) -> None:
    with serve([failure, answer("ok")]) as server:
        llm = make_llm(server)
        completion = llm.complete(ASK)
    assert completion.text == "ok"
    assert completion.retries == 1
    assert len(server.requests) == 2
    usage = llm.stats.snapshot()
    assert (usage.calls, usage.errors, usage.retries, usage.requests) == (1, 0, 1, 2)


def test_timeout_then_success() -> None:
    with serve([stall(3.0), answer("late but fine")]) as server:
        llm = make_llm(server, timeout=1.0)  # room for a loaded machine; still well under the stall
        completion = llm.complete(ASK)
    # gave up on the stalled request (its answer would be "too late"), did not wait for it
    assert completion.text == "late but fine"
    assert completion.retries == 1
    assert llm.stats.snapshot().retries == 1


def test_bad_request_is_not_retried() -> None:
    with serve([bad_request(error="unknown field"), answer("never sent")]) as server:
        llm = make_llm(server)
        with pytest.raises(LLMError) as caught:
            llm.complete(ASK)
        assert server.remaining == 1
    err = caught.value
    assert isinstance(err, GraphPathsError)
    assert (err.status, err.attempts, err.retries) == (400, 1, 0)
    assert "HTTP 400" in str(err)
    assert "unknown field" in str(err)
    usage = llm.stats.snapshot()
    assert (usage.calls, usage.errors, usage.retries) == (1, 1, 0)


def test_retries_run_out() -> None:
    with serve([server_error(), server_error(), server_error(), answer("too late")]) as server:
        llm = make_llm(server, max_retries=2)
        with pytest.raises(LLMError) as caught:
            llm.complete(ASK)
        url = f"{server.base_url}/chat/completions"
        assert len(server.requests) == 3
    err = caught.value
    assert (err.status, err.attempts, err.url) == (500, 3, url)
    assert url in str(err)
    assert "HTTP 500" in str(err)
    assert "3 attempts" in str(err)
    usage = llm.stats.snapshot()
    assert (usage.calls, usage.errors, usage.retries, usage.requests) == (1, 1, 2, 3)


def test_connection_refused_is_retried_then_raises() -> None:
    with serve([]) as server:
        base_url = server.base_url
    llm = OpenAIChatLLM(
        OpenAIChatConfig(
            model="m", base_url=base_url, max_retries=1, backoff_initial_s=0.01, backoff_max_s=0.01
        )
    )
    with pytest.raises(LLMError, match="connection error") as caught:
        llm.complete(ASK)
    assert (caught.value.status, caught.value.attempts) == (None, 2)
    assert base_url in str(caught.value)


def test_retry_after_is_honoured(pauses: list[float]) -> None:
    with serve([rate_limited(retry_after=0.3), answer("ok")]) as server:
        llm = make_llm(server, backoff_initial_s=0.0, backoff_max_s=1.0)
        assert llm.complete(ASK).text == "ok"
        assert len(server.requests) == 2
    assert pauses == [0.3]  # the Retry-After, not the backoff (0 here)


def test_body_without_choices_is_an_error_not_retried() -> None:
    script = [
        Step(raw_body=b'{"unexpected": true}'),
        Step(raw_body=b"<html>", content_type="text/html"),
    ]
    with serve(script) as server:
        llm = make_llm(server)
        for _ in script:
            with pytest.raises(LLMError, match="no choices") as caught:
                llm.complete(ASK)
            assert (caught.value.status, caught.value.attempts) == (200, 1)
    assert llm.stats.snapshot().errors == 2


def test_malformed_json_content_is_returned_untouched() -> None:
    with serve([malformed_json()]) as server:
        completion = make_llm(server).complete(ASK, json_schema=SCHEMA)
    with pytest.raises(json.JSONDecodeError):
        json.loads(completion.text)  # validating is the caller's job


def test_json_schema_is_sent_as_response_format() -> None:
    with serve([json_answer({"choice": 2})]) as server:
        completion = make_llm(server, schema_name="pick").complete(ASK, json_schema=SCHEMA)
        [body] = server.requests
    assert json.loads(completion.text) == {"choice": 2}
    assert body["response_format"] == {
        "type": "json_schema",
        "json_schema": {"name": "pick", "schema": SCHEMA, "strict": True},
    }


@pytest.mark.parametrize(
    ("mode", "expected"),
    [
        ("json_object", {"type": "json_object"}),
        ("json_object_schema", {"type": "json_object", "schema": SCHEMA}),
        ("none", None),
    ],
)
def test_json_mode_switch(mode: str, expected: dict[str, Any] | None) -> None:
    with serve([answer("{}"), answer("plain")]) as server:
        llm = make_llm(server, json_mode=mode)
        llm.complete(ASK, json_schema=SCHEMA)
        llm.complete(ASK)  # no schema: never a response_format
        first, second = server.requests
    assert first.get("response_format") == expected
    assert "response_format" not in second


def test_config_fields_reach_the_request(quick_server: ScriptedServer) -> None:
    llm = make_llm(
        quick_server,
        temperature=0.7,
        seed=7,
        max_tokens=64,
        max_tokens_param="max_completion_tokens",
        extra_body={"top_k": 1},
    )
    llm.complete(ASK)
    [body] = quick_server.requests
    assert (body["temperature"], body["seed"], body["max_completion_tokens"]) == (0.7, 7, 64)
    assert body["top_k"] == 1
    assert "max_tokens" not in body


def test_threads_share_one_client(quick_server: ScriptedServer) -> None:
    llm = make_llm(quick_server)
    with ThreadPoolExecutor(max_workers=4) as pool:
        texts = list(
            pool.map(lambda i: llm.complete([{"role": "user", "content": f"q{i}"}]).text, range(8))
        )
    assert texts == ["ok"] * 8
    assert llm.stats.snapshot().calls == 8
    assert sorted(b["messages"][0]["content"] for b in quick_server.requests) == [
        f"q{i}" for i in range(8)
    ]


# -- async -------------------------------------------------------------------------------
async def test_async_calls_overlap() -> None:
    with serve([answer(f"a{i}", delay_s=0.3) for i in range(3)]) as server:
        async with make_llm(server) as llm:
            results = await asyncio.gather(*(llm.acomplete(ASK) for _ in range(3)))
        assert server.max_in_flight == 3  # overlap seen by the server, not a wall-clock bound
    assert sorted(c.text for c in results) == ["a0", "a1", "a2"]
    assert llm.stats.snapshot().calls == 3


async def test_async_retry_and_error() -> None:
    with serve([server_error(), answer("ok"), bad_request()]) as server:
        async with make_llm(server) as llm:
            completion = await llm.acomplete(ASK, json_schema=SCHEMA)
            with pytest.raises(LLMError) as caught:
                await llm.acomplete(ASK)
        assert "response_format" in server.requests[0]
    assert (completion.text, completion.retries) == ("ok", 1)
    assert caught.value.status == 400
    usage = llm.stats.snapshot()
    assert (usage.calls, usage.errors, usage.retries) == (2, 1, 1)


async def test_async_timeout_then_success() -> None:
    with serve([stall(3.0), answer("ok")]) as server:
        llm = make_llm(server, timeout=1.0)  # the answer never times out under load; the stall does
        completion = await llm.acomplete(ASK)
        await llm.aclose()
    assert (completion.text, completion.retries) == ("ok", 1)


async def test_cancelled_call_is_counted() -> None:
    with serve([stall(3.0)]) as server:
        llm = make_llm(server, timeout=2.0)
        counted = CountingLLM(llm)
        with pytest.raises(TimeoutError):
            await asyncio.wait_for(counted.acomplete(ASK), timeout=0.2)
        await llm.aclose()
    for usage in (llm.stats.snapshot(), counted.stats.snapshot()):
        assert (usage.calls, usage.cancelled, usage.errors, usage.successes) == (1, 1, 0, 0)


def test_one_llm_serves_several_event_loops(quick_server: ScriptedServer) -> None:
    llm = make_llm(quick_server)
    for _ in range(2):  # each asyncio.run has its own loop, so its own async client
        assert asyncio.run(llm.acomplete(ASK)).text == "ok"
    assert llm.complete(ASK).text == "ok"
    assert llm.stats.snapshot().calls == 3


# -- counting ----------------------------------------------------------------------------
def test_stats_snapshots_deltas_and_reset(quick_server: ScriptedServer) -> None:
    llm = make_llm(quick_server)
    llm.complete(ASK)
    before = llm.stats.snapshot()
    llm.complete(ASK)
    llm.complete(ASK)
    delta = llm.stats.snapshot() - before
    assert (delta.calls, delta.requests) == (2, 2)
    assert delta.prompt_tokens == 2 * before.prompt_tokens > 0
    assert before + delta == llm.stats.snapshot()
    totals = llm.stats.reset()
    assert totals.calls == 3
    assert llm.stats.snapshot() == LLMUsage()
    assert set(totals.as_dict()) >= {"calls", "errors", "retries", "requests", "total_tokens"}


def test_counting_llm_matches_the_clients_own_stats() -> None:
    script = [server_error(), answer("a"), bad_request(), answer("b c", completion_tokens=2)]
    with serve(script) as server:
        inner = make_llm(server)
        counted = CountingLLM(inner)
        counted.complete(ASK)
        with pytest.raises(LLMError):
            counted.complete(ASK)
        counted.complete(ASK)
    mine, theirs = counted.stats.snapshot(), inner.stats.snapshot()
    assert dataclasses.replace(mine, latency_s=0) == dataclasses.replace(theirs, latency_s=0)
    assert (mine.calls, mine.errors, mine.retries, mine.requests) == (3, 1, 1, 4)
    assert mine.latency_s >= theirs.latency_s


def test_counting_llm_counts_a_fake() -> None:
    counter = LLMStats()
    llm = CountingLLM(
        ScriptedLLM(
            ["one two", LLMError("boom", attempts=3)], token_counter=lambda t: len(t.split())
        ),
        stats=counter,
    )
    assert llm.complete([Message(role="user", content="a b c")]).completion_tokens == 2
    with pytest.raises(LLMError):
        llm.complete([Message(role="user", content="again")])
    with pytest.raises(ScriptExhaustedError):  # a too-short script is not an LLM error
        llm.complete([Message(role="user", content="more")])
    usage = counter.snapshot()
    assert (usage.calls, usage.errors, usage.retries) == (2, 1, 2)
    assert (usage.prompt_tokens, usage.completion_tokens) == (3, 2)


async def test_counting_llm_async() -> None:
    llm = CountingLLM(ScriptedLLM(lambda messages: messages[-1].content.upper()))
    results = await asyncio.gather(
        *(llm.acomplete([{"role": "user", "content": w}]) for w in "abc")
    )
    assert [c.text for c in results] == ["A", "B", "C"]
    assert llm.stats.snapshot().calls == 3


def test_stats_are_thread_safe() -> None:
    stats = LLMStats()
    done = Completion(text="x", prompt_tokens=1, completion_tokens=1)

    def work() -> None:
        for _ in range(1000):
            stats.record_success(done)

    threads = [threading.Thread(target=work) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert stats.snapshot().calls == 4000
    assert stats.snapshot().total_tokens == 8000


# -- ScriptedLLM -------------------------------------------------------------------------
def test_scripted_llm_list_records_and_exhausts() -> None:
    llm = ScriptedLLM(['{"choice": 1}', "second"], model="demo")
    first = llm.complete(ASK, json_schema=SCHEMA, max_tokens=5)
    assert (first.text, first.model, first.prompt_tokens) == ('{"choice": 1}', "demo", None)
    assert llm.complete([Message(role="user", content="next")]).text == "second"
    assert llm.remaining == 0
    with pytest.raises(ScriptExhaustedError, match=r"exhausted after 2 answers.*'third'"):
        llm.complete([{"role": "user", "content": "third"}])
    requests = llm.requests
    assert len(requests) == 3
    assert requests[0].json_schema == SCHEMA
    assert requests[0].max_tokens == 5
    assert requests[0].messages == coerce_messages(ASK)


async def test_scripted_llm_function_and_async() -> None:
    def respond(messages: Sequence[Message]) -> str:
        if "fail" in messages[-1].content:
            raise LLMError("scripted failure")
        return f"echo {messages[-1].content}"

    llm = ScriptedLLM(respond)
    assert (await llm.acomplete([{"role": "user", "content": "hi"}])).text == "echo hi"
    with pytest.raises(LLMError, match="scripted failure"):
        await llm.acomplete([{"role": "user", "content": "please fail"}])
    assert llm.remaining is None
    assert len(llm.requests) == 2


def test_everything_is_an_llm(quick_server: ScriptedServer) -> None:
    scripted = ScriptedLLM(["x"])
    for obj in (scripted, CountingLLM(scripted), make_llm(quick_server)):
        assert isinstance(obj, LLM)
    assert not isinstance(object(), LLM)
    with pytest.raises(ConfigError, match="inner"):
        CountingLLM(object())  # type: ignore[arg-type]


# -- validation --------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("messages", "match"),
    [
        ([], "at least one"),
        ("hello", "sequence"),
        ([{"role": "user"}], r"messages\[0\].*missing \['content'\]"),
        ([{"role": "user", "content": "x", "name": "n"}], r"unexpected keys \['name'\]"),
        ([{"role": "robot", "content": "x"}], r"messages\[0\]\.role.*'robot'"),
        ([{"role": "user", "content": 3}], r"messages\[0\]\.content.*int"),
        ([42], r"messages\[0\].*int"),
    ],
)
def test_bad_messages_are_named(messages: Any, match: str) -> None:
    with pytest.raises(InputError, match=match):
        ScriptedLLM(["x"]).complete(messages)


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("model", ""),
        ("base_url", "127.0.0.1:8080"),
        ("timeout", 0),
        ("timeout", float("inf")),
        ("max_retries", -1),
        ("max_retries", True),
        ("backoff_initial_s", -0.1),
        ("backoff_max_s", 0.01),
        ("temperature", -1),
        ("max_tokens", 0),
        ("max_tokens_param", "max_output_tokens"),
        ("seed", 1.5),
        ("json_mode", "grammar"),
        ("schema_name", "has space"),
        ("strict_schema", "yes"),
        ("extra_body", {1: "x"}),
    ],
)
def test_bad_config_is_named(field: str, value: Any) -> None:
    with pytest.raises(ConfigError) as caught:
        OpenAIChatConfig(**{"model": "m", field: value})
    message = str(caught.value)
    assert message.startswith(f"{field}: ")
    assert repr(value) in message


def test_config_is_frozen_and_hides_the_key() -> None:
    config = OpenAIChatConfig(model="m", api_key="sk-secret", extra_body={"top_k": 1})
    assert "sk-secret" not in repr(config)
    with pytest.raises(dataclasses.FrozenInstanceError):
        config.model = "other"  # type: ignore[misc]
    with pytest.raises(TypeError):
        config.extra_body["top_k"] = 2  # type: ignore[index]
    assert dataclasses.replace(config, timeout=5.0).timeout == 5.0


def test_bad_call_arguments_are_named(quick_server: ScriptedServer) -> None:
    llm = make_llm(quick_server)
    with pytest.raises(InputError, match=r"max_tokens: .* 0"):
        llm.complete(ASK, max_tokens=0)
    with pytest.raises(InputError, match="json_schema: not JSON-serialisable"):
        llm.complete(ASK, json_schema={"x": object()})
    assert quick_server.requests == []
    assert llm.stats.snapshot().calls == 0


def test_import_does_not_load_openai() -> None:
    code = "import sys, graphpaths.llm; sys.exit('openai' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], check=False, timeout=60).returncode == 0


def test_errors_live_in_the_exception_tree_and_are_re_exported() -> None:
    assert graphpaths.llm.LLMError is LLMError
    assert graphpaths.llm.ScriptExhaustedError is ScriptExhaustedError
    assert {"LLMError", "ScriptExhaustedError"} <= set(graphpaths.llm.__all__)
    assert LLMError.__module__ == ScriptExhaustedError.__module__ == "graphpaths.errors"
    assert issubclass(LLMError, GraphPathsError)
    assert not issubclass(ScriptExhaustedError, LLMError)
