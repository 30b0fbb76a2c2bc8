"""Record and replay of LLM calls (issue 13, point 3): ``CachedLLM`` and ``--llm-cache``."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest
from test_dotrag_retriever import make_dotrag
from test_dotrag_search import OPEN, movie_graph
from test_llm_cost import QUESTION, respond, words
from test_llm_policy import StubPolicy

from graphpaths.dotrag.llm import LLMPolicy
from graphpaths.errors import ConfigError, InputError, LLMCacheMissError, LLMError
from graphpaths.llm import (
    CachedLLM,
    OpenAIChatConfig,
    OpenAIChatLLM,
    ScriptedLLM,
    request_key,
)

HI = [{"role": "user", "content": "Hi"}]
BYE = [{"role": "user", "content": "Bye"}]


def test_a_recorded_answer_replays_bit_for_bit_without_the_model(tmp_path: Path) -> None:
    path = tmp_path / "calls.jsonl"
    recorder = CachedLLM(ScriptedLLM(["hello", "ciao"], token_counter=words), path, mode="record")
    first = recorder.complete(HI, json_schema={"type": "object"}, max_tokens=7)
    second = recorder.complete(BYE)
    assert (recorder.hits, recorder.misses) == (0, 2)
    replayer = CachedLLM(ScriptedLLM([]), path, mode="replay")  # asking it would raise
    assert replayer.complete(HI, json_schema={"type": "object"}, max_tokens=7) == first
    assert replayer.complete(BYE) == second
    assert (replayer.hits, replayer.misses, replayer.recorded) == (2, 0, 2)
    again = asyncio.run(replayer.acomplete(BYE))
    assert again == second


def test_a_strict_replay_miss_is_a_clear_error_not_an_llm_error(tmp_path: Path) -> None:
    path = tmp_path / "calls.jsonl"
    CachedLLM(ScriptedLLM(["hello"]), path, mode="record").complete(HI)
    replayer = CachedLLM(ScriptedLLM([]), path, mode="replay")
    for changed in (
        {"messages": BYE},
        {"messages": HI, "max_tokens": 3},
        {"messages": HI, "json_schema": {"type": "object"}},
    ):
        with pytest.raises(LLMCacheMissError, match=r"calls\.jsonl holds no answer") as err:
            replayer.complete(**changed)  # type: ignore[arg-type]
        assert not isinstance(err.value, LLMError)
    with pytest.raises(ConfigError, match="no such LLM cache file"):
        CachedLLM(ScriptedLLM([]), tmp_path / "absent.jsonl", mode="replay")


def test_the_key_covers_the_model_and_the_sampling_settings_not_the_endpoint() -> None:
    def llm(**changes: object) -> OpenAIChatLLM:
        settings: dict[str, object] = {"model": "qwen", "base_url": "http://127.0.0.1:8080/v1"}
        settings.update(changes)
        return OpenAIChatLLM(OpenAIChatConfig(**settings))  # type: ignore[arg-type]

    key = request_key(llm(), HI)
    assert request_key(llm(base_url="http://127.0.0.1:9999/v1"), HI) == key
    assert request_key(llm(api_key="secret"), HI) == key
    for changes in (
        {"model": "other"},
        {"temperature": 0.7},
        {"seed": 1},
        {"extra_body": {"top_k": 1}},
    ):
        assert request_key(llm(**changes), HI) != key, changes
    assert request_key(llm(), HI, json_schema={"type": "object"}) != key
    assert request_key(llm(json_mode="json_object_schema"), HI, json_schema={"type": "object"}) != (
        request_key(llm(), HI, json_schema={"type": "object"})
    )


def test_auto_replays_hits_and_records_misses(tmp_path: Path) -> None:
    path = tmp_path / "calls.jsonl"
    inner = ScriptedLLM(["one", "two"])
    cached = CachedLLM(inner, path)
    assert cached.complete(HI).text == "one"
    assert cached.complete(HI).text == "one"  # a hit: the model is not asked again
    assert cached.complete(BYE).text == "two"
    assert len(inner.requests) == 2
    assert len(path.read_text("utf-8").splitlines()) == 2


def test_a_request_asked_twice_replays_its_answers_in_recorded_order(tmp_path: Path) -> None:
    path = tmp_path / "calls.jsonl"
    recorder = CachedLLM(ScriptedLLM(["first", "second"]), path, mode="record")
    assert [recorder.complete(HI).text for _ in range(2)] == ["first", "second"]
    replayer = CachedLLM(ScriptedLLM([]), path, mode="replay")
    assert [replayer.complete(HI).text for _ in range(3)] == ["first", "second", "second"]


def test_an_interrupted_append_loses_only_the_cut_line(tmp_path: Path) -> None:
    path = tmp_path / "calls.jsonl"
    CachedLLM(ScriptedLLM(["hello"]), path, mode="record").complete(HI)
    whole = path.read_bytes()
    path.write_bytes(whole + b'{"key": "abc", "request": {"mess')  # killed mid-write
    cached = CachedLLM(ScriptedLLM(["ciao"]), path)
    assert path.read_bytes() == whole
    assert cached.complete(HI).text == "hello"
    assert cached.complete(BYE).text == "ciao"
    lines = path.read_text("utf-8").splitlines()
    assert len(lines) == 2
    assert all(json.loads(line)["answer"]["text"] in ("hello", "ciao") for line in lines)


def test_a_corrupt_line_is_named(tmp_path: Path) -> None:
    path = tmp_path / "calls.jsonl"
    path.write_text('{"key": "k", "answer": {"text": "x"}}\nnot json\n', encoding="utf-8")
    with pytest.raises(InputError, match=r"calls\.jsonl:2"):
        CachedLLM(ScriptedLLM([]), path)
    path.write_text('{"key": "k", "answer": {"tokens": 3}}\n', encoding="utf-8")
    with pytest.raises(InputError, match=r"calls\.jsonl:1: answer"):
        CachedLLM(ScriptedLLM([]), path)


def test_failed_calls_are_not_recorded(tmp_path: Path) -> None:
    path = tmp_path / "calls.jsonl"
    cached = CachedLLM(ScriptedLLM([LLMError("down"), "ok"]), path)
    with pytest.raises(LLMError):
        cached.complete(HI)
    assert cached.complete(HI).text == "ok"
    assert len(path.read_text("utf-8").splitlines()) == 1


def test_bad_settings_are_named(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="mode"):
        CachedLLM(ScriptedLLM([]), tmp_path / "c.jsonl", mode="replay-ish")  # type: ignore[arg-type]
    with pytest.raises(ConfigError, match="inner"):
        CachedLLM("gpt", tmp_path / "c.jsonl")  # type: ignore[arg-type]


def _run_dotrag(llm: object) -> tuple[object, object]:
    policy = LLMPolicy(llm, fallback=StubPolicy())  # type: ignore[arg-type]
    result = make_dotrag(movie_graph(), policy, config=OPEN).retrieve(QUESTION)
    stats = result.stats.as_dict()
    del stats["seconds"]
    return [p.render() for p in result.paths], stats


def test_a_dotrag_run_replays_identically(tmp_path: Path) -> None:
    path = tmp_path / "run.jsonl"

    model = ScriptedLLM(respond, token_counter=words)
    recorded = _run_dotrag(CachedLLM(model, path, mode="record"))
    replayed = _run_dotrag(CachedLLM(ScriptedLLM([]), path, mode="replay"))
    assert replayed == recorded
    assert recorded[1]["llm_calls"] == len(model.requests) > 0  # type: ignore[index]
    assert recorded[1]["llm_prompt_tokens"] > 0  # type: ignore[index]
