"""The rest of the anchor's neighbourhood after the chosen paths when the best reading is
unsure (``graphpaths.dotrag.search.neighbourhood``, issue 41 item 4)."""

from __future__ import annotations

import pytest
from test_dotrag_retriever import make_dotrag

from graphpaths.dotrag.protocol.types import DotRAGConfig
from graphpaths.dotrag.reading.heuristic import Hedge, HeuristicPolicy
from graphpaths.dotrag.retriever import DotRAG
from graphpaths.errors import ConfigError
from graphpaths.graph import Graph, GraphBuilder


def kennel() -> Graph:
    b = GraphBuilder()
    for head, label, tail, head_type, tail_type in [
        ("Rex", "owned_by", "Ann Hale", "dog", "person"),
        ("Rex", "vet", "Dr Lee", "dog", "person"),
        ("Rex", "breed", "Beagle", "dog", "breed"),
        ("Rex", "born_in", "Leeds", "dog", "town"),
        ("Rex", "walker", "Tom Eady", "dog", "person"),
        ("Rex", "lives_with", "Meg Hale", "dog", "person"),
        ("Rex", "kennel", "Hilltop Kennels", "dog", "kennel"),
        ("Fido", "owned_by", "Sam Roe", "dog", "person"),
        ("Fido", "breed", "Collie", "dog", "breed"),
    ]:
        b.add_entity(head, types=[head_type])
        b.add_entity(tail, types=[tail_type])
        b.add_relation(head, tail, label)
    return b.build()


@pytest.fixture(scope="module")
def dotrag() -> DotRAG:
    # the policy searches its best reading alone (no hedge), as a confident reader would
    g = kennel()
    return make_dotrag(g, HeuristicPolicy(g, None, hedge=Hedge(beta=(0.0, 0.0, 0.0))))


def names(dotrag: DotRAG, entities: frozenset[int]) -> set[str]:
    return {dotrag.graph.names[e] for e in entities}


def test_an_unsure_reading_is_followed_by_the_rest_of_the_anchors_relations(
    dotrag: DotRAG,
) -> None:
    # "kind of dog" names no label: every reading is as likely, the one searched is not
    # the breed
    question = "what kind of dog is Rex"
    result = dotrag.retrieve(question)
    assert "Beagle" in names(dotrag, result.context.entities)
    chosen = dotrag.retrieve(question, neighbourhood_tokens=0)
    assert "Beagle" not in names(dotrag, chosen.context.entities)
    # the chosen paths first, as they were, then the rest at confidence 0
    assert result.paths[: len(chosen.paths)] == chosen.paths
    added = result.paths[len(chosen.paths) :]
    assert added
    assert all(p.confidence == 0.0 and p.depth == 1 for p in added)
    assert {p.anchor_name for p in added} == {"Rex"}
    assert [p.hops[0].label_name for p in added] == sorted(p.hops[0].label_name for p in added)
    # every relation of the anchor is in the context once
    rex = dotrag.graph.index_of("Rex")
    at_rex = {
        j
        for j in range(dotrag.graph.num_relations)
        if rex in (int(dotrag.graph.heads[j]), int(dotrag.graph.tails[j]))
    }
    assert at_rex <= set(result.context.relations)
    assert result.context.text.startswith(chosen.context.text)


def test_a_sure_reading_stands_alone(dotrag: DotRAG) -> None:
    result = dotrag.retrieve("which kennel is Rex in")
    assert names(dotrag, result.context.entities) == {"Rex", "Hilltop Kennels"}


def test_a_neighbourhood_larger_than_its_budget_adds_nothing(dotrag: DotRAG) -> None:
    question = "what kind of dog is Rex"
    chosen = dotrag.retrieve(question, neighbourhood_tokens=0)
    assert dotrag.retrieve(question, neighbourhood_tokens=1).paths == chosen.paths


def test_bounds_on_the_kept_paths_leave_the_neighbourhood_out(dotrag: DotRAG) -> None:
    result = dotrag.retrieve("what kind of dog is Rex", min_confidence=0.0)
    assert "Beagle" not in names(dotrag, result.context.entities)


def test_the_budget_of_the_neighbourhood_is_checked() -> None:
    with pytest.raises(ConfigError, match="neighbourhood_tokens"):
        DotRAGConfig(neighbourhood_tokens=-1)
    assert DotRAGConfig(neighbourhood_tokens=0).neighbourhood_tokens == 0
