"""The LLM policy's decisions are written once (issue 28): a sync and an async run of the same
questions send the same requests to the LLM and give the same results, stats and trace.

The LLM answers each request from its JSON schema, by a choice seeded with the request
itself: valid answers, answers the policy must refuse (options not offered, duplicates),
text that is not JSON and LLM errors, so every path of the asker (retry, fallback, error)
runs, and the same request always gets the same answer, whichever way it was sent.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import random
from collections.abc import Mapping, Sequence
from typing import Any

import pytest
from test_dotrag_retriever import make_dotrag
from test_dotrag_search import OPEN, movie_graph

from graphpaths.dotrag.llm import DecisionLog, GuidedPolicy, LLMPolicy, PurePolicy
from graphpaths.dotrag.protocol.types import DotRAGResult
from graphpaths.dotrag.reading.heuristic import HeuristicPolicy
from graphpaths.dotrag.retriever import DotRAG
from graphpaths.errors import LLMError
from graphpaths.graph import Graph
from graphpaths.llm import Completion, Pause, Request, SteppedLLM, Steps, coerce_messages

QUESTIONS = (
    "which films share the director of Kismet",
    "what genre is Random Harvest",
    "who directed Kismet and starred Bette Davis",
    "which actors starred in pictures William Dieterle directed",
    "when was The Thin Man released",
    "what films did Ronald Colman star in, and who directed them",
)

#: The policies compared: the paper's, and guided ones asking every kind they can.
SETTINGS: dict[str, dict[str, Any]] = {
    "pure": {"mode": "pure"},
    "guided-near-ties": {"mode": "guided", "ask_margin": None},
    "guided-all": {
        "mode": "guided",
        "ask": ("rank_anchors", "rank_trajectories", "decide"),
        "ask_margin": None,
        "recheck": True,
    },
    "guided-plans": {"mode": "guided", "ask": ("rank_plans", "decide"), "ask_margin": None},
}


def _sample(schema: Mapping[str, Any], rng: random.Random) -> Any:
    """A value for ``schema``: in it mostly, outside it sometimes (repeats, one too many)."""
    if "enum" in schema:
        return rng.choice(list(schema["enum"]))
    kind = schema.get("type")
    if kind == "object":
        return {k: _sample(v, rng) for k, v in schema.get("properties", {}).items()}
    if kind == "array":
        most = schema.get("maxItems", 3)
        return [_sample(schema.get("items", {}), rng) for _ in range(rng.randint(0, most + 1))]
    if kind == "string":
        return rng.choice(["directed by", "starred", "the question", ""])
    return rng.randint(0, 4)


class SchemaLLM(SteppedLLM):
    """Answers each request from its schema, seeded by the request; records every request.
    ``pause``: each call waits once first (an async call yields to the event loop there, so
    concurrent calls interleave)."""

    def __init__(self, *, pause: bool = False) -> None:
        self.pause = pause
        self.requests: list[str] = []

    def _steps(self, request: Request) -> Steps[Completion]:
        if self.pause:
            yield Pause(0.0)
        sent = json.dumps(
            {
                "messages": [m.to_dict() for m in coerce_messages(request.messages)],
                "schema": request.json_schema,
                "max_tokens": request.max_tokens,
            },
            sort_keys=True,
        )
        self.requests.append(sent)
        rng = random.Random(int(hashlib.sha256(sent.encode("utf-8")).hexdigest()[:12], 16))
        roll = rng.random()
        if roll < 0.08:
            raise LLMError("scripted outage")
        if roll < 0.2 or request.json_schema is None:
            return Completion(text="I think the second one.", prompt_tokens=9, completion_tokens=5)
        text = json.dumps(_sample(request.json_schema, rng))
        return Completion(text=text, prompt_tokens=len(sent) // 4, completion_tokens=7)


def _retriever(graph: Graph, llm: SchemaLLM, settings: Mapping[str, Any]) -> DotRAG:
    # frontier names: the heuristic leaves hop 2 to decide() once the frontier is known, so
    # the guided policy asks the model there too and the asker's retries get exercised
    fallback = HeuristicPolicy(graph, None, frontier_names=3)
    policy = LLMPolicy(llm, fallback=fallback, trace=DecisionLog(), **settings)
    return make_dotrag(graph, policy, config=OPEN)


def _outcome(dotrag: DotRAG, results: Sequence[DotRAGResult]) -> dict[str, Any]:
    """What a run gave: every result (without its timings), the policy's counters (without
    latency) and its trace."""
    rows = []
    for result in results:
        row = result.as_dict()
        del row["stats"]["seconds"]
        rows.append(row)
    policy = dotrag.policy
    assert isinstance(policy, LLMPolicy)
    stats = policy.stats.snapshot()
    del stats["latency_s"]
    assert policy.trace is not None
    return {"results": rows, "stats": stats, "trace": policy.trace.take()}


def _run_sync(settings: Mapping[str, Any]) -> tuple[list[str], dict[str, Any]]:
    graph = movie_graph()
    llm = SchemaLLM()
    dotrag = _retriever(graph, llm, settings)
    results = [dotrag.retrieve(q) for q in QUESTIONS]
    return llm.requests, _outcome(dotrag, results)


def _run_async(settings: Mapping[str, Any], *, pause: bool) -> tuple[list[str], dict[str, Any]]:
    graph = movie_graph()
    llm = SchemaLLM(pause=pause)
    dotrag = _retriever(graph, llm, settings)

    async def ask_all() -> list[DotRAGResult]:
        return [await dotrag.aretrieve(q) for q in QUESTIONS]

    results = asyncio.run(ask_all())
    return llm.requests, _outcome(dotrag, results)


@pytest.mark.parametrize("name", list(SETTINGS))
def test_sync_and_async_runs_send_the_same_requests_and_agree(name: str) -> None:
    settings = SETTINGS[name]
    requests, outcome = _run_sync(settings)
    arequests, aoutcome = _run_async(settings, pause=False)
    assert arequests == requests
    assert aoutcome == outcome
    assert outcome["stats"]["calls"] == len(requests) > 0  # the LLM was asked


@pytest.mark.parametrize("name", ["pure", "guided-all", "guided-plans"])
def test_interleaved_async_calls_send_the_same_requests(name: str) -> None:
    """Where the async calls of a batch (one per anchor) really run concurrently, the order
    of their requests may differ; the requests and the results may not."""
    settings = SETTINGS[name]
    requests, outcome = _run_sync(settings)
    arequests, aoutcome = _run_async(settings, pause=True)
    assert sorted(arequests) == sorted(requests)
    assert aoutcome["results"] == outcome["results"]
    assert aoutcome["stats"] == outcome["stats"]
    # the run exercised the asker: some answers were refused and asked again
    assert outcome["stats"]["invalid_answers"] > 0
    assert outcome["stats"]["retries"] > 0


def test_the_mode_makes_the_class() -> None:
    graph = movie_graph()
    fallback = HeuristicPolicy(graph, None)
    pure = LLMPolicy(SchemaLLM(), fallback=fallback)
    guided = LLMPolicy(SchemaLLM(), fallback=fallback, mode="guided", shortlist=4)
    assert type(pure) is PurePolicy
    assert type(guided) is GuidedPolicy
    assert isinstance(guided, LLMPolicy)
    assert guided.mode == "guided"
    # forks and graph changes keep the class and the settings
    forked = guided.fork(max_calls=2)
    assert type(forked) is GuidedPolicy
    assert forked.guided == guided.guided
    assert type(pure.for_graph(graph)) is PurePolicy
    assert type(GuidedPolicy(SchemaLLM(), fallback=fallback)) is GuidedPolicy
