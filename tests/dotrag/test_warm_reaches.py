"""The heuristic policy's warm-up asks, on a small graph, which readings lead anywhere from
each entity (:meth:`LabelWalker.reaches`): the answers a question would ask for, the same
as a cold walker's, and no result changes. Graphs and questions written here."""

from __future__ import annotations

from pathlib import Path

import pytest
from small_graphs import build_dotrag
from test_query_embeddings import QUESTIONS, ROWS, TYPES, CountingEmbedder, outcome

import graphpaths.dotrag.reading.heuristic as heuristic_module
from graphpaths import DotRAG
from graphpaths.dotrag.reading.heuristic import HeuristicPolicy
from graphpaths.dotrag.reading.label_walks import LabelWalker


def policy_of(dotrag: DotRAG) -> HeuristicPolicy:
    policy = dotrag.policy
    assert isinstance(policy, HeuristicPolicy)
    return policy


def test_warm_up_asks_every_entitys_readings_as_a_cold_walker_answers(tmp_path: Path) -> None:
    dotrag = build_dotrag(tmp_path, ROWS, TYPES, typed=True, embedder=CountingEmbedder())
    policy = policy_of(dotrag)
    graph = policy.graph
    cold = LabelWalker(graph)
    answers: set[bool] = set()
    for anchor in range(graph.num_entities):
        types = [graph.type_index(t) for t in graph.types_of(anchor)]
        steps = [w.reading.steps for w in policy.reader.walks(types)]
        assert steps
        known = policy.walker._reached.get(anchor)
        assert known is not None
        assert set(known) == set(steps)
        assert [known[s] for s in steps] == cold.reaches(anchor, steps)
        answers.update(known.values())
    assert answers == {True, False}  # readings that lead somewhere and readings that do not
    # a question's readings are among them: it walks nothing for them
    for question in QUESTIONS:
        before = {
            a: dict(k) for a in range(graph.num_entities) if (k := policy.walker._reached.get(a))
        }
        dotrag.retrieve(question)
        after = {
            a: dict(k) for a in range(graph.num_entities) if (k := policy.walker._reached.get(a))
        }
        assert after == before, question


def test_warmed_reaches_change_no_result(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    warm = build_dotrag(tmp_path, ROWS, TYPES, typed=True, embedder=CountingEmbedder())
    answers = [outcome(warm, q) for q in QUESTIONS]
    monkeypatch.setattr(HeuristicPolicy, "_warm_reaches", lambda self: None)
    cold = DotRAG.from_index(tmp_path / "index", embedder=CountingEmbedder())
    assert policy_of(cold).walker._reached.get(0) is None
    assert [outcome(cold, q) for q in QUESTIONS] == answers


def test_a_graph_larger_than_the_walker_keeps_is_not_warmed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(heuristic_module, "ANCHORS_KEPT", len(TYPES) - 1)
    dotrag = build_dotrag(tmp_path, ROWS, TYPES, typed=True, embedder=CountingEmbedder())
    walker = policy_of(dotrag).walker
    assert all(walker._reached.get(a) is None for a in range(len(TYPES)))
