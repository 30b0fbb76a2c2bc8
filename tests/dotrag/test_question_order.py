"""A question's result does not depend on what the retriever was asked before: the same
questions asked in file order, reversed, shuffled (with a query cache of two, so vectors
are evicted and embedded again) and each by a fresh retriever give identical results —
paths, scores, context, anchors, abstentions. The graph and questions are written here."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest
from fakes import FakeEmbedder

from graphpaths.dotrag.reading.heuristic import HeuristicPolicy
from graphpaths.dotrag.retriever import DotRAG
from graphpaths.graph import Graph, GraphBuilder
from graphpaths.reachability import ReachabilityMap
from graphpaths.vectors import InMemoryVectorStore

KINDS = {
    "lighthouse": ["Gull Rock Light", "Black Head Light", "Saltfleet Beacon"],
    "keeper": ["Ada Penrose", "Tomas Quayle", "Mirren Holt"],
    "harbour": ["Port Vellan", "Carrick Sound"],
    "authority": ["Western Lights Board", "Sound Pilots Guild"],
}
FACTS = (
    "Gull Rock Light|kept_by|Ada Penrose",
    "Black Head Light|kept_by|Tomas Quayle",
    "Saltfleet Beacon|kept_by|Mirren Holt",
    "Gull Rock Light|guards|Port Vellan",
    "Black Head Light|guards|Port Vellan",
    "Saltfleet Beacon|guards|Carrick Sound",
    "Port Vellan|run_by|Western Lights Board",
    "Carrick Sound|run_by|Sound Pilots Guild",
)
QUESTIONS = (
    "who keeps Gull Rock Light",
    "which harbour does Saltfleet Beacon guard",
    "who keeps the lights guarding Port Vellan",
    "which board runs the harbour guarded by the light Ada Penrose keeps",
    "who keeps gull rok light",  # a typo in the name
    "which lights guard carick sound",  # a typo and a plural
    "who keeps the Fastnet lighthouse",  # names nothing in the graph
    "who runs Carrick Sound",
)


def lights() -> Graph:
    b = GraphBuilder()
    for kind, names in KINDS.items():
        for name in names:
            b.add_entity(name, name=name, types=[kind])
    for fact in FACTS:
        head, label, tail = fact.split("|")
        b.add_relation(head, tail, label)
    return b.build()


def retriever(graph: Graph, query_cache_size: int = 1024) -> DotRAG:
    e = FakeEmbedder(dimension=16)
    return DotRAG(
        graph,
        ReachabilityMap.build(graph),
        InMemoryVectorStore(e.embed_documents(graph.entity_texts())),
        InMemoryVectorStore(e.embed_documents(graph.relation_texts())),
        e,
        HeuristicPolicy(graph, e),
        query_cache_size=query_cache_size,
    )


def outcome(dotrag: DotRAG, question: str) -> tuple[Any, ...]:
    """All of a result but its timings and counters."""
    r = dotrag.retrieve(question)
    return (r.paths, r.context, r.anchors, r.not_found)


def asked(order: Sequence[int], query_cache_size: int = 1024) -> list[tuple[int, tuple[Any, ...]]]:
    dotrag = retriever(lights(), query_cache_size)
    return [(i, outcome(dotrag, QUESTIONS[i])) for i in order]


@pytest.fixture(scope="module")
def alone() -> dict[int, tuple[Any, ...]]:
    """Each question asked by a retriever that was asked nothing before."""
    return {i: outcome(retriever(lights()), q) for i, q in enumerate(QUESTIONS)}


def test_the_questions_are_answered_and_one_abstains(alone: dict[int, tuple[Any, ...]]) -> None:
    # the order checks below would be empty if nothing were found
    assert sum(bool(paths) for paths, *_ in alone.values()) >= len(QUESTIONS) // 2
    assert alone[QUESTIONS.index("who keeps the Fastnet lighthouse")][3] is not None


@pytest.mark.parametrize(
    ("order", "cache"),
    [
        (list(range(len(QUESTIONS))), 1024),
        (list(reversed(range(len(QUESTIONS)))), 1024),
        (random.Random(0).sample(range(len(QUESTIONS)), len(QUESTIONS)), 2),
        (random.Random(1).sample(range(len(QUESTIONS)), len(QUESTIONS)) * 2, 2),  # twice over
    ],
    ids=["forward", "reversed", "shuffled-small-cache", "twice-small-cache"],
)
def test_a_result_does_not_depend_on_the_questions_asked_before(
    alone: dict[int, tuple[Any, ...]], order: list[int], cache: int
) -> None:
    assert asked(order, cache) == [(i, alone[i]) for i in order]
