"""LLMPolicy through the whole DotRAG pipeline over real HTTP (issue 4, acceptance).

A scripted OpenAI-compatible server on 127.0.0.1 (``llm_server.serve``) answers
``OpenAIChatLLM`` → ``LLMPolicy`` → ``DotRAG``: valid answers, malformed JSON, options not
offered, a hung server (past the client's timeout) and HTTP errors. Every question must end
in a valid result, with the calls, retries and fallbacks the script implies in
``result.stats``; valid answers must steer the search; concurrent questions on one retriever
must get exact per-question usage; and ``graphpaths eval metaqa`` must report the mean LLM
calls per question of ``dotrag-llm``.
"""

from __future__ import annotations

import asyncio
import dataclasses
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import pytest
from llm_server import (
    Step,
    answer,
    http_error,
    json_answer,
    malformed_json,
    serve,
    server_error,
    stall,
)
from test_dotrag_retriever import make_dotrag
from test_dotrag_search import OPEN, movie_graph
from test_llm_policy import StubPolicy, http_llm

from graphpaths.context import approximate_tokens
from graphpaths.dotrag.llm import LLMPolicy
from graphpaths.dotrag.protocol.types import DotRAGResult
from graphpaths.dotrag.retriever import DotRAG
from graphpaths.errors import ConfigError
from graphpaths.graph import Graph, label_words
from graphpaths.llm import OpenAIChatLLM

#: Keep every candidate (fake vectors are random); a budget small enough to cut paths.
CONFIG = dataclasses.replace(OPEN, budget=80)

#: The questions (anchors are the entities they name; see ``movie_graph``).
ONE_ANCHOR = "which films share the director of Kismet"  # Kismet: person, year, genre
OTHER_ANCHOR = "what genre is Random Harvest"  # Random Harvest: person, year, genre
TWO_ANCHORS = "who directed Kismet and starred Bette Davis"  # anchors Bette Davis, Kismet

#: The usage keys a result's stats carry.
USAGE = (
    "llm_calls",
    "llm_retries",
    "llm_invalid_answers",
    "llm_errors",
    "llm_transport_retries",
    "fallbacks",
)


def pipeline(g: Graph, llm: OpenAIChatLLM) -> tuple[DotRAG, LLMPolicy, StubPolicy]:
    """``DotRAG`` over ``g`` with ``LLMPolicy(llm)``; the fallback decides in offered order,
    searches hop 1 only and stops at depth 1."""
    fallback = StubPolicy()
    policy = LLMPolicy(llm, fallback=fallback)
    return make_dotrag(g, policy, config=CONFIG), policy, fallback


@dataclass(frozen=True)
class Run:
    """One question answered through a scripted server."""

    result: DotRAGResult
    policy: LLMPolicy
    fallback: StubPolicy
    kinds: list[str]  # the decision each request asked for, in arrival order
    requests: int  # requests the client sent (its own repeats included)


def run_script(g: Graph, script: Sequence[Step], question: str) -> Run:
    """``retrieve(question)`` against a server answering ``script``, which must be used up."""
    with serve(script) as server:
        llm = http_llm(server.base_url)
        dotrag, policy, fallback = pipeline(g, llm)
        result = dotrag.retrieve(question)
        llm.close()
        assert (server.remaining, server.unscripted) == (0, 0)
        kinds = [kind_of(body) for body in server.requests]
    return Run(result, policy, fallback, kinds, llm.stats.snapshot().requests)


def usage(result: DotRAGResult) -> dict[str, int]:
    return {key: getattr(result.stats, key) for key in USAGE}


def expect(**counts: int) -> dict[str, int]:
    return dict.fromkeys(USAGE, 0) | counts


# -- reading the requests the server received --------------------------------------------
def user_text(body: Mapping[str, Any]) -> str:
    """The first user message: the decision's prompt (a retry appends two messages)."""
    return str(body["messages"][1]["content"])


def kind_of(body: Mapping[str, Any]) -> str:
    """Which decision a chat request asks for (``overview`` for the overview's prose calls)."""
    response_format = body.get("response_format")
    if response_format is None:
        return "overview"
    properties = response_format["json_schema"]["schema"]["properties"]
    if "ranking" in properties:
        anchors = "Candidate anchor entities" in user_text(body)
        return "rank_anchors" if anchors else "rank_trajectories"
    if "continuations" in properties:
        return "plan_first_hops"
    return "decide" if "action" in properties else "review"


def question_of(body: Mapping[str, Any]) -> str:
    found = re.search(r"^Question: (.*)$", user_text(body), re.MULTILINE)
    return found.group(1) if found else ""


def anchor_of(body: Mapping[str, Any]) -> str | None:
    """The anchor a trajectory ranking, plan, decision or review is about."""
    found = re.search(r'(?:Anchor: |from )"([^"]+)"', user_text(body))
    return found.group(1) if found else None


Key = tuple[str, str, str | None]  # (question, kind, anchor or None for any anchor)


@dataclass
class Responder:
    """Answers by what a request asks (question, decision, anchor, first try or retry).

    Arrival order does not matter, so concurrent questions get the same answers as
    sequential ones. ``answers[key]`` lists the step for the first try and the retry (the
    last one repeats); a request nothing answers gets an HTTP 400 and is noted in
    :attr:`missing`.
    """

    answers: Mapping[Key, Sequence[Step]]
    delay_s: float = 0.0
    missing: list[Key] = field(default_factory=list)

    def __call__(self, body: dict[str, Any]) -> Step:
        kind, question = kind_of(body), question_of(body)
        if kind == "overview":
            return answer("A small graph of movies and their makers.")
        steps = self.answers.get((question, kind, anchor_of(body))) or self.answers.get(
            (question, kind, None)
        )
        if not steps:
            self.missing.append((question, kind, anchor_of(body)))
            return http_error(400, f"no scripted answer for {question!r} {kind}")
        step = steps[min(len(body["messages"]) > 2, len(steps) - 1)]
        return step if step.delay_s else dataclasses.replace(step, delay_s=self.delay_s)

    def script(self, n: int = 200) -> list[Callable[[dict[str, Any]], Step]]:
        return [self] * n


# -- the invariants every result keeps ---------------------------------------------------
def assert_valid(g: Graph, result: DotRAGResult, budget: int) -> None:
    """Paths connected, from an anchor, over relations of the graph; context in budget."""
    context = result.context
    assert context.tokens <= budget
    assert context.tokens == sum(approximate_tokens(i.text) for i in context.items)
    anchors = {a.entity for a in result.anchors}
    on_paths: set[int] = set()
    reached: set[int] = set()
    for path in result.paths:
        assert path.anchor in anchors
        assert path.anchor_name == g.names[path.anchor]
        reached.add(path.anchor)
        previous = path.anchor
        for hop in path.hops:
            assert 0 <= hop.relation < g.num_relations
            ends = {int(g.heads[hop.relation]), int(g.tails[hop.relation])}
            assert {hop.source, hop.target} == ends  # the relation joins these two entities
            assert hop.source == previous  # connected
            assert hop.label == label_words(g.label_names[int(g.relation_labels[hop.relation])])
            assert hop.target_name == g.names[hop.target]
            assert hop.text == g.relation_text(hop.relation)
            previous = hop.target
            on_paths.add(hop.relation)
            reached.add(hop.target)
    assert context.relations <= on_paths
    assert context.entities <= reached


def names(g: Graph, path_entities: Sequence[int]) -> list[str]:
    return [g.names[i] for i in path_entities]


# -- sync: one script, every kind of failure ---------------------------------------------
def test_every_failure_ends_in_a_valid_result_with_exact_counts() -> None:
    g = movie_graph()
    script = [
        # rank_anchors (1 Bette Davis, 2 Kismet): malformed JSON, then Kismet first
        malformed_json(),
        json_answer({"ranking": [2]}),
        # rank_trajectories of Kismet (1 person, 2 year, 3 genre); Bette Davis has one
        # trajectory, so no call: an option not offered, then a duplicate -> fallback (person)
        json_answer({"ranking": [4]}),
        json_answer({"ranking": [1, 1]}),
        # plan_first_hops of Kismet/person: the server hangs past the client's timeout (the
        # client repeats the request itself), then a valid plan with a hop-2 continuation
        stall(3.0),
        json_answer(
            {
                "query": "director of Kismet",
                "continuations": [{"type": "movie", "query": "his other films"}],
            }
        ),
        # plan_first_hops of Bette Davis/movie: HTTP 500 twice (the client's one retry runs
        # out) -> LLMError -> fallback at once (hop 1 only)
        server_error(),
        server_error(),
        # decide for Kismet at depth 2 (person, year, genre reachable): a type not offered,
        # then a valid continue towards year
        json_answer({"action": "continue", "next_type": "movie", "query": "films"}),
        json_answer({"action": "continue", "next_type": "year", "query": "release years"}),
        # decide for Bette Davis at depth 1: HTTP 400, not retried -> LLMError -> fallback
        http_error(400, "bad request"),
        # review of Kismet at depth 3 (the maximum): a depth not searched, then depth 3
        json_answer({"preferred_depths": [4]}),
        json_answer({"preferred_depths": [3]}),
    ]
    run = run_script(g, script, TWO_ANCHORS)
    result = run.result
    assert run.kinds == [
        *["rank_anchors"] * 2,
        *["rank_trajectories"] * 2,
        *["plan_first_hops"] * 4,
        *["decide"] * 3,
        *["review"] * 2,
    ]
    assert_valid(g, result, CONFIG.budget)
    assert usage(result) == expect(
        llm_calls=11,  # 13 requests, 2 of them repeated by the client itself
        llm_retries=4,
        llm_invalid_answers=5,
        llm_errors=2,
        llm_transport_retries=2,
        fallbacks=3,
    )
    assert result.stats.llm_tokens > 0
    assert run.fallback.asked == ["rank_trajectories", "plan_first_hops", "decide"]
    assert run.requests == len(script)
    # the policy's own totals are this one question's
    totals = run.policy.stats.snapshot()
    assert (totals["calls"], totals["fallbacks"], totals["transport_retries"]) == (11, 3, 2)
    # the answers that got through steered the search
    assert [(p.anchor, p.type) for p in result.stats.pairs] == [
        ("Kismet", "person"),
        ("Bette Davis", "movie"),
    ]
    kismet, davis = result.stats.branches
    assert (kismet.types, kismet.preferred) == (("person", "movie", "year"), (3,))
    assert (davis.types, davis.preferred) == (("movie",), (1,))
    first = result.paths[0]
    assert first.preferred
    assert names(g, first.entities) in (
        ["Kismet", "William Dieterle", "Juarez", "1939"],
        ["Kismet", "Ronald Colman", "Random Harvest", "1942"],
    )


@pytest.mark.parametrize(
    ("script", "pair_type", "branch_types", "preferred", "preferred_paths"),
    [
        (
            [
                json_answer({"ranking": [3]}),  # genre first
                json_answer(
                    {
                        "query": "genre of Kismet",
                        "continuations": [{"type": "movie", "query": "films of that genre"}],
                    }
                ),
                json_answer(
                    {"action": "continue", "preferred_depths": [], "next_type": "person"}
                    | {"query": "their actors"}
                ),
                json_answer({"preferred_depths": [3]}),
            ],
            "genre",
            ["genre", "movie", "person"],
            [3],
            {("Kismet", "Drama", "Juarez", "Bette Davis")},
        ),
        (
            [
                json_answer({"ranking": [1, 3]}),  # person first
                json_answer({"query": "director of Kismet", "continuations": []}),
                json_answer({"action": "stop", "preferred_depths": [1]}),
            ],
            "person",
            ["person"],
            [1],
            {("Kismet", "William Dieterle"), ("Kismet", "Ronald Colman")},
        ),
    ],
)
def test_valid_answers_steer_the_search(
    script: list[Step],
    pair_type: str,
    branch_types: list[str],
    preferred: list[int],
    preferred_paths: set[tuple[str, ...]],
) -> None:
    g = movie_graph()
    run = run_script(g, script, ONE_ANCHOR)
    result = run.result
    assert_valid(g, result, CONFIG.budget)
    assert usage(result) == expect(llm_calls=len(script))
    assert run.fallback.asked == []
    assert [p.type for p in result.stats.pairs] == [pair_type]
    [branch] = result.stats.branches
    assert (list(branch.types), list(branch.preferred)) == (branch_types, preferred)
    assert result.paths[0].preferred
    chosen = {tuple(names(g, p.entities)) for p in result.paths if p.preferred}
    assert chosen == preferred_paths
    assert {name for path in chosen for name in path} <= {g.names[i] for i in result.entities}


# -- async: concurrent questions on one retriever ----------------------------------------
#: Answers by request content, so they hold whatever order concurrent requests arrive in.
CONCURRENT: dict[Key, list[Step]] = {
    # all valid: genre, then movie, then person; prefer depth 3
    (ONE_ANCHOR, "rank_trajectories", None): [json_answer({"ranking": [3]})],
    (ONE_ANCHOR, "plan_first_hops", None): [
        json_answer({"query": "genre", "continuations": [{"type": "movie", "query": "same genre"}]})
    ],
    (ONE_ANCHOR, "decide", None): [
        json_answer({"action": "continue", "next_type": "person", "query": "actors"})
    ],
    (ONE_ANCHOR, "review", None): [json_answer({"preferred_depths": [3]})],
    # malformed JSON then year; HTTP 500 (the client does not retry: max_retries=0);
    # a hung server (timeout)
    (OTHER_ANCHOR, "rank_trajectories", None): [malformed_json(), json_answer({"ranking": [2]})],
    (OTHER_ANCHOR, "plan_first_hops", None): [server_error()],
    (OTHER_ANCHOR, "decide", None): [stall(3.0)],
    # an anchor not offered, then Kismet first; person first for Kismet
    (TWO_ANCHORS, "rank_anchors", None): [
        json_answer({"ranking": [9]}),
        json_answer({"ranking": [2, 1]}),
    ],
    (TWO_ANCHORS, "rank_trajectories", "Kismet"): [json_answer({"ranking": [1]})],
    # genre is a hop-2 type for Bette Davis/movie, not for Kismet/person (retried there)
    (TWO_ANCHORS, "plan_first_hops", None): [
        json_answer({"query": "films", "continuations": [{"type": "genre", "query": "genres"}]}),
        json_answer({"query": "who directed it", "continuations": []}),
    ],
    # depth 2 is valid for Bette Davis (depth 2), twice invalid for Kismet (depth 1)
    (TWO_ANCHORS, "decide", None): [json_answer({"action": "stop", "preferred_depths": [2]})],
}

#: What each question's stats must say (with max_retries=0: requests == calls).
CONCURRENT_USAGE = {
    ONE_ANCHOR: expect(llm_calls=4),
    OTHER_ANCHOR: expect(
        llm_calls=4, llm_retries=1, llm_invalid_answers=1, llm_errors=2, fallbacks=2
    ),
    TWO_ANCHORS: expect(llm_calls=9, llm_retries=3, llm_invalid_answers=4, fallbacks=1),
}
CONCURRENT_BRANCHES = {
    ONE_ANCHOR: [("Kismet", ["genre", "movie", "person"], [3])],
    OTHER_ANCHOR: [("Random Harvest", ["year"], [1])],
    TWO_ANCHORS: [("Kismet", ["person"], [1]), ("Bette Davis", ["movie", "genre"], [2])],
}


def branches(result: DotRAGResult) -> list[tuple[str, list[str], list[int]]]:
    return [(b.anchor, list(b.types), list(b.preferred)) for b in result.stats.branches]


async def test_concurrent_questions_get_exact_per_question_usage() -> None:
    g = movie_graph()
    questions = [ONE_ANCHOR, OTHER_ANCHOR, TWO_ANCHORS]
    responder = Responder(CONCURRENT, delay_s=0.1)  # every answer takes a while: overlap
    with serve(responder.script()) as server:
        # 1.5 s: an answer at 0.1 s never times out on a loaded machine; the stall (3 s) does
        llm = http_llm(server.base_url, max_retries=0, timeout=1.5)
        dotrag, policy, fallback = pipeline(g, llm)
        results = await asyncio.gather(*(dotrag.aretrieve(q) for q in questions))
        await llm.aclose()
        requests, max_in_flight = len(server.requests), server.max_in_flight
    assert responder.missing == []
    assert max_in_flight >= 3  # the three questions' first calls were in flight together
    for question, result in zip(questions, results, strict=True):
        assert result.query == question
        assert_valid(g, result, CONFIG.budget)
        assert usage(result) == CONCURRENT_USAGE[question], question
        assert branches(result) == CONCURRENT_BRANCHES[question], question
    # the per-question counts add up to the shared policy's totals and the server's count
    totals = policy.stats.snapshot()
    assert totals["calls"] == sum(r.stats.llm_calls for r in results) == requests == 17
    assert totals["fallbacks"] == sum(r.stats.fallbacks for r in results) == 3
    assert totals["prompt_tokens"] + totals["completion_tokens"] == sum(
        r.stats.llm_tokens for r in results
    )
    assert sorted(fallback.asked) == ["decide", "decide", "plan_first_hops"]
    assert names(g, results[0].paths[0].entities) == ["Kismet", "Drama", "Juarez", "Bette Davis"]

    # The same questions one by one, sync: the same decisions, paths, context and usage.
    responder = Responder(CONCURRENT)
    with serve(responder.script()) as server:
        llm = http_llm(server.base_url, max_retries=0)
        dotrag, _policy, _fallback = pipeline(g, llm)
        sequential = [dotrag.retrieve(q) for q in questions]
        llm.close()
    assert responder.missing == []
    for one, other in zip(results, sequential, strict=True):
        assert [p.hops for p in one.paths] == [p.hops for p in other.paths]
        assert one.context == other.context
        assert usage(one) == usage(other)


def test_a_policy_without_fork_is_used_as_is_and_a_bad_fork_is_named() -> None:
    g = movie_graph()
    policy = StubPolicy()
    result = make_dotrag(g, policy, config=CONFIG).retrieve(ONE_ANCHOR)
    assert policy.asked[:2] == ["rank_trajectories", "plan_first_hops"]  # the object itself
    assert usage(result) == expect()  # no counters: zeros
    assert result.stats.llm_tokens == 0

    class BadFork(StubPolicy):
        def fork(self) -> object:
            return object()

    with pytest.raises(ConfigError, match=r"BadFork.fork\(\) must return a Policy, got object"):
        make_dotrag(g, BadFork(), config=CONFIG).retrieve(ONE_ANCHOR)
