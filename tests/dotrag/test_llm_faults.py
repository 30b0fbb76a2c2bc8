"""DotRAG under LLM faults and per-query LLM budgets (issue 14, point 3).

Through the scripted OpenAI-compatible server on 127.0.0.1 (``llm_server``): a server that
answers *every* request with one fault (a hang past the client's timeout, HTTP 429 with
Retry-After, HTTP 500, truncated JSON, valid JSON naming options not offered, prompt-sized
garbage, an empty answer) must give exactly the deterministic fallback's result, with the
failures counted; an ``llm_budget`` per call caps the calls (the client's own retries
included), tokens and seconds of a question, after which the fallback decides; with a slow
LLM (a fake clock) a question with a 2 s budget starts no call past its deadline, keeping the
decisions the LLM made in time. A fuzz test feeds 1,000 random answers (JSON-ish and garbage)
through an in-process scripted LLM: no exception escapes and every path is made of graph
relations.
(Mixed scripts of faults, with exact per-decision counts, are in ``test_dotrag_llm_e2e.py``.)
"""

from __future__ import annotations

import asyncio
import json
import random
import string
from collections.abc import Callable, Sequence
from typing import Any

import pytest
from llm_server import (
    answer,
    json_answer,
    malformed_json,
    rate_limited,
    serve,
    server_error,
    stall,
)
from test_dotrag_llm_e2e import CONFIG, TWO_ANCHORS, assert_valid
from test_dotrag_retriever import make_dotrag
from test_dotrag_search import TYPES, movie_graph
from test_llm_policy import StubPolicy, http_llm

from graphpaths.dotrag.llm import LLMPolicy, prompts
from graphpaths.dotrag.protocol.policy import Continue
from graphpaths.dotrag.protocol.types import DotRAGResult
from graphpaths.dotrag.retriever import DotRAG
from graphpaths.errors import ConfigError, LLMAnswerError
from graphpaths.graph import Graph
from graphpaths.llm import LLM, LLMBudget, Message, ScriptedLLM
from graphpaths.llm import budget as budget_module
from graphpaths.llm.budget import BudgetMeter

#: Questions over ``movie_graph``: two anchors, one anchor, and one naming nothing.
QUESTIONS = (
    TWO_ANCHORS,
    "which films share the director of Kismet",
    "what genre is Random Harvest",
    "who starred in Now, Voyager and when was it released",
    "tell me about quantum chromodynamics",
)

#: One answer that is valid for every decision the movie questions ask: anchors and
#: trajectories ranked 2 then 1, a first-hop plan without continuations, a stop.
VALID = {
    "ranking": [2, 1],
    "query": "films and their makers",
    "continuations": [],
    "action": "stop",
    "preferred_depths": [1],
}


def key(result: DotRAGResult) -> tuple[Any, ...]:
    """What a result returns: its paths (anchor, relations, preferred) and its context."""
    paths = tuple((p.anchor, tuple(h.relation for h in p.hops), p.preferred) for p in result.paths)
    return paths, result.context.text


def retriever(g: Graph, llm: LLM) -> tuple[DotRAG, LLMPolicy]:
    policy = LLMPolicy(llm, fallback=StubPolicy())
    return make_dotrag(g, policy, config=CONFIG), policy


# -- one fault on every request: the fallback's result, every failure counted --------------
GARBAGE = "".join(random.Random(3).choices(string.printable + "{}[]\"'ü✓", k=24_000))

TRANSPORT = {
    "hang past the timeout": stall(2.0),
    "429 with Retry-After": rate_limited(retry_after=0.02),
    "HTTP 500": server_error(),
}
ANSWERS = {
    "truncated JSON": malformed_json(),
    "options not offered": json_answer(
        {
            "ranking": [7, 99],
            "query": "secret",
            "continuations": [{"type": "spaceship", "query": "x"}],
            "action": "continue",
            "next_type": "spaceship",
            "preferred_depths": [9],
        }
    ),
    "prompt-sized garbage": answer(GARBAGE, completion_tokens=6000),
    "empty answer": answer(""),
    # the server sends them JSON-escaped; decoded, no UTF-8 request takes them (the retry
    # echoes the answer)
    "lone surrogates": answer('{"ranking": [1, "\ud800"], "query": "\udfff'),
}


@pytest.mark.parametrize("fault", [*TRANSPORT, *ANSWERS])
def test_every_request_failing_gives_the_fallbacks_result(fault: str) -> None:
    g = movie_graph()
    expected = make_dotrag(g, StubPolicy(), config=CONFIG).retrieve(TWO_ANCHORS)
    step = TRANSPORT.get(fault) or ANSWERS[fault]
    with serve([], default=step) as server:
        # long enough for a loaded machine's server to take the request, far short of the stall
        timeout = 0.25 if fault == "hang past the timeout" else 0.5
        llm = http_llm(server.base_url, timeout=timeout, backoff_max_s=0.02)
        dotrag, policy = retriever(g, llm)
        result = dotrag.retrieve(TWO_ANCHORS)
        llm.close()
        requests = len(server.requests)
    assert_valid(g, result, CONFIG.budget)
    assert key(result) == key(expected)
    s = result.stats
    decisions = s.fallbacks
    assert decisions == policy.stats.snapshot()["decisions"] - policy.stats.snapshot()["trivial"]
    assert decisions >= 4
    if fault in TRANSPORT:  # the client retries once itself, then the fallback decides
        assert (s.llm_calls, s.llm_errors, s.llm_transport_retries) == (decisions,) * 3
        assert s.llm_invalid_answers == s.llm_retries == 0
        assert requests == 2 * decisions
    else:  # invalid twice (the answer, then the one retry), then the fallback decides
        assert (s.llm_calls, s.llm_invalid_answers) == (2 * decisions, 2 * decisions)
        assert (s.llm_retries, s.llm_errors) == (decisions, 0)
        assert requests == 2 * decisions
    assert s.llm_budget_stops == 0
    assert s.llm_budget_exhausted is None


# -- per-call budgets --------------------------------------------------------------------------
def test_a_calls_budget_per_call_then_the_fallback_decides() -> None:
    g = movie_graph()
    with serve([], default=json_answer(VALID)) as server:
        llm = http_llm(server.base_url)
        dotrag, _ = retriever(g, llm)
        free = dotrag.retrieve(TWO_ANCHORS)
        used = len(server.requests)
        capped = dotrag.retrieve(TWO_ANCHORS, llm_budget=LLMBudget(calls=2))
        assert len(server.requests) - used == 2
        again = dotrag.retrieve(TWO_ANCHORS)  # the override was for that call only
        llm.close()
    assert free.stats.llm_calls == again.stats.llm_calls == used > 2
    assert free.stats.llm_budget_exhausted is None
    s = capped.stats
    assert (s.llm_calls, s.llm_budget_exhausted) == (2, "calls")
    assert s.llm_budget_stops == s.fallbacks == used - 2  # every later decision
    assert_valid(g, capped, CONFIG.budget)
    # the first two decisions were the LLM's: Kismet (option 2) ranked first, as without budget
    assert capped.stats.pairs[0] == free.stats.pairs[0]
    assert capped.stats.pairs[0].anchor == "Kismet"


def test_client_retries_spend_the_question_budget() -> None:
    g = movie_graph()
    with serve([], default=rate_limited(retry_after=0.01)) as server:
        llm = http_llm(server.base_url, max_retries=10, backoff_max_s=0.02)
        dotrag, _ = retriever(g, llm)
        result = dotrag.retrieve(TWO_ANCHORS, llm_budget=LLMBudget(calls=3))
        llm.close()
        assert len(server.requests) == 3  # not 11: the budget stopped the client's retries
    s = result.stats
    assert (s.llm_calls, s.llm_transport_retries, s.llm_errors) == (1, 2, 0)
    assert s.llm_budget_exhausted == "calls"
    assert s.llm_budget_stops == s.fallbacks >= 4
    assert_valid(g, result, CONFIG.budget)


def test_a_tokens_budget() -> None:
    g = movie_graph()
    with serve([], default=json_answer(VALID)) as server:
        llm = http_llm(server.base_url)
        dotrag, _ = retriever(g, llm)
        free = dotrag.retrieve(TWO_ANCHORS)
        limit = free.stats.llm_tokens // 2
        capped = dotrag.retrieve(TWO_ANCHORS, llm_budget=LLMBudget(tokens=limit))
        sent = server.requests[free.stats.llm_calls :]
        llm.close()
    s = capped.stats
    assert s.llm_budget_exhausted == "tokens"
    assert 0 < s.llm_tokens <= limit
    assert 0 < s.llm_calls < free.stats.llm_calls
    assert s.llm_budget_stops == s.fallbacks >= 1
    assert all(body["max_tokens"] <= limit for body in sent)  # answers capped to what is left
    assert_valid(g, capped, CONFIG.budget)


def test_a_budget_is_checked_and_ignored_by_policies_without_llm() -> None:
    g = movie_graph()
    dotrag = make_dotrag(g, StubPolicy(), config=CONFIG)
    plain = dotrag.retrieve(TWO_ANCHORS, llm_budget=LLMBudget(calls=0))
    assert key(plain) == key(dotrag.retrieve(TWO_ANCHORS))
    assert plain.stats.llm_budget_exhausted is None
    with pytest.raises(ConfigError, match="llm_budget: expected an LLMBudget or None, got dict"):
        dotrag.retrieve(TWO_ANCHORS, llm_budget={"calls": 1})

    class ForkingStub(StubPolicy):
        def fork(self) -> ForkingStub:
            return ForkingStub()

    forking = make_dotrag(g, ForkingStub(), config=CONFIG)
    assert key(forking.retrieve(TWO_ANCHORS)) == key(plain)
    with pytest.raises(ConfigError, match=r"llm_budget: ForkingStub.fork\(\) takes no budget"):
        forking.retrieve(TWO_ANCHORS, llm_budget=LLMBudget(calls=1))


# -- a slow LLM and a 2 s budget ------------------------------------------------------------------
@pytest.mark.parametrize("mode", ["sync", "async"])
def test_a_slow_llm_and_a_2_s_budget_start_no_call_past_the_deadline(
    mode: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each answer takes 0.7 s of a fake clock (the budget's meter reads it): every call is
    admitted before the 2 s deadline, the question stops there, and the decisions made in
    time stand."""
    g = movie_graph()
    now = [0.0]
    admitted: list[float] = []

    def respond(messages: Sequence[Message]) -> str:
        now[0] += 0.7
        return json.dumps(VALID)

    def start_call(meter: BudgetMeter, messages: Any, max_tokens: int | None) -> int | None:
        cap = admit(meter, messages, max_tokens)  # raises when the budget refuses the call
        admitted.append(now[0])
        return cap

    admit = BudgetMeter.start_call
    monkeypatch.setattr(BudgetMeter, "start_call", start_call)
    monkeypatch.setattr(budget_module, "monotonic_clock", lambda: now[0])
    dotrag, _ = retriever(g, ScriptedLLM(respond))
    budget = LLMBudget(seconds=2.0)
    if mode == "sync":
        result = dotrag.retrieve(TWO_ANCHORS, llm_budget=budget)
    else:
        result = asyncio.run(dotrag.aretrieve(TWO_ANCHORS, llm_budget=budget))
    assert len(admitted) >= 3  # 0, 0.7, 1.4: what the 2 s allow
    assert max(admitted) < 2.0  # no call was sent past the deadline
    s = result.stats
    assert s.llm_budget_exhausted == "seconds"
    assert s.llm_budget_stops >= 1  # the question wanted more than the budget allowed
    assert s.fallbacks >= s.llm_budget_stops
    # the decisions made in time are kept: the LLM's anchor ranking (Kismet first) stands
    assert s.pairs[0].anchor == "Kismet"
    assert result.paths
    assert_valid(g, result, CONFIG.budget)


# -- fuzz: 1,000 random answers ------------------------------------------------------------------
FAKE_TYPES = ["spaceship", "", "Person", "movie ", "person\n", "__proto__", "0"]
REAL_TYPES = sorted({"movie", *TYPES.values()})


class RandomAnswers:
    """A seeded generator of LLM answers: valid and invalid JSON of every decision's shape,
    wrong types and option numbers, truncations, code fences, non-objects, deep nesting,
    huge numbers, lone surrogates, control characters and plain garbage."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.count = 0

    def scalar(self) -> Any:
        r = self.rng
        return r.choice(
            [
                r.randint(-3, 12),
                r.random() * 10,
                True,
                None,
                "",
                str(r.randint(1, 5)),
                r.choice(REAL_TYPES + FAKE_TYPES),
                "x" * r.randint(0, 3000),
                "\ud800 lone surrogate",
                "line\nbreak\x00\x1b[31m",
                10**30,
            ]
        )

    def value(self, depth: int = 0) -> Any:
        r = self.rng
        roll = r.random()
        if depth > 2 or roll < 0.6:
            return self.scalar()
        if roll < 0.8:
            return [self.value(depth + 1) for _ in range(r.randint(0, 4))]
        return {r.choice(["type", "query", "x"]): self.value(depth + 1) for _ in range(2)}

    def decision(self) -> dict[str, Any]:
        r = self.rng
        out: dict[str, Any] = {}
        if r.random() < 0.8:
            out["ranking"] = r.choice(
                [
                    [r.randint(0, 6) for _ in range(r.randint(0, 4))],
                    [1, 2],
                    [2, 1],
                    [1, 1],
                    self.value(),
                ]
            )
        if r.random() < 0.8:
            out["query"] = r.choice(["films of that director", self.scalar()])
        if r.random() < 0.7:
            out["continuations"] = r.choice(
                [
                    [],
                    [{"type": r.choice(REAL_TYPES + FAKE_TYPES), "query": self.scalar()}],
                    [{"type": "movie", "query": "his films"}] * r.randint(1, 2),
                    self.value(),
                ]
            )
        if r.random() < 0.8:
            out["action"] = r.choice(["stop", "continue", "CONTINUE", self.scalar()])
        if r.random() < 0.7:
            out["next_type"] = r.choice(REAL_TYPES + FAKE_TYPES + [self.scalar()])
        if r.random() < 0.8:
            out["preferred_depths"] = r.choice(
                [[1], [2], [1, 2, 3], [0], [4], [r.randint(-2, 9)], self.value()]
            )
        return out

    def __call__(self, messages: Sequence[Message]) -> str:
        self.count += 1
        r = self.rng
        text = json.dumps(self.decision(), ensure_ascii=r.random() < 0.5)
        roll = r.random()
        if roll < 0.35:
            return text
        if roll < 0.45:
            return text[: r.randint(0, len(text))]  # truncated
        if roll < 0.52:
            return f"```json\n{text}\n```"
        if roll < 0.58:
            return f"Sure! Here is my answer: {text} Hope it helps."
        if roll < 0.64:
            return r.choice(["[1, 2]", "1", '"stop"', "null", "NaN", "Infinity", "1e999", "{}"])
        if roll < 0.68:
            depth = r.randint(1, 50_000)
            return "[" * depth + "]" * r.choice([0, depth])  # deep nesting
        if roll < 0.72:
            return '{"ranking": [' + "9" * r.randint(4000, 6000) + "]}"  # a huge integer
        if roll < 0.76:
            return '{"ranking": [1], "ranking": [2], "query": "\\ud800"}'
        if roll < 0.80:
            return ""
        alphabet = string.printable + '{}[]":,ü✓\u202e\x00'
        return "".join(r.choices(alphabet, k=r.choice([1, 50, 500, 20_000])))


@pytest.mark.slow
def test_fuzz_1000_random_answers_never_escape_and_stay_in_the_graph() -> None:
    g = movie_graph()
    answers = RandomAnswers(seed=14)
    llm = ScriptedLLM(answers)
    dotrag, policy = retriever(g, llm)
    questions = 0
    while answers.count < 1000:
        question = QUESTIONS[questions % len(QUESTIONS)]
        if questions % 4 == 3:
            result = asyncio.run(dotrag.aretrieve(question))
        else:
            result = dotrag.retrieve(question)
        assert_valid(g, result, CONFIG.budget)
        questions += 1
    stats = policy.stats.snapshot()
    assert stats["calls"] == answers.count >= 1000
    # the random answers hit both sides: some were valid, most were not
    assert 0 < stats["invalid_answers"] < stats["calls"]
    assert stats["fallbacks"] > 0
    assert stats["decisions"] - stats["trivial"] > stats["fallbacks"]


def test_fuzzed_answers_parse_to_offered_options_or_fail_cleanly() -> None:
    """The parsers alone on 1,000 more random answers: an accepted answer names only offered
    options, with one-line queries that any embedder and HTTP client can take."""
    answers = RandomAnswers(seed=41)
    accepted = 0

    def clean(query: str) -> None:
        assert query.strip()
        assert len(query) <= 200
        assert "\n" not in query
        query.encode("utf-8")  # no lone surrogates

    for _ in range(1000):
        text = answers([])
        for kind, parse in PARSERS.items():
            try:
                parsed = parse(text)
            except LLMAnswerError:
                continue
            accepted += 1
            if kind == "ranking":
                assert sorted(parsed) == [0, 1, 2]
            elif kind == "plan":
                clean(parsed.query)
                for c in parsed.continuations:
                    assert c.type_name in ("movie", "year")
                    clean(c.query)
            elif isinstance(parsed, Continue):
                assert parsed.next.type_name in ("person", "genre")
                clean(parsed.next.query)
            else:
                assert parsed.preferred_depths <= {1, 2}
    assert accepted > 0


PARSERS: dict[str, Callable[[str], Any]] = {
    "ranking": lambda t: prompts.parse_ranking(t, 3),
    "plan": lambda t: prompts.parse_first_hop_plan(t, ["movie", "year"]),
    "decision": lambda t: prompts.parse_decision(t, ["person", "genre"], {1, 2}),
    "review": lambda t: prompts.parse_review(t, {1, 2}),
}
