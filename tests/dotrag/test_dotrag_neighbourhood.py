"""The rest of the anchor's neighbourhood after the chosen paths when the best reading is
unsure (``graphpaths.dotrag.search.neighbourhood``, issue 41 item 4)."""

from __future__ import annotations

import dataclasses
from typing import Any

import numpy as np
import pytest
from test_dotrag_retriever import make_dotrag

from graphpaths.context import approximate_tokens
from graphpaths.dotrag.protocol.types import DotRAGConfig, Path
from graphpaths.dotrag.reading.heuristic import Hedge, HeuristicPolicy
from graphpaths.dotrag.retriever import DotRAG
from graphpaths.dotrag.search import neighbourhood
from graphpaths.dotrag.search.neighbourhood import (
    ONE_HOP_MASS,
    RUNNER_UPS,
    SHORTER_SHARE,
    UNSURE,
    WHOLE_TOKENS,
    Whole,
    neighbourhood_paths,
    shorter_readings,
    small,
    unsure,
)
from graphpaths.dotrag.search.ranking import path_hop
from graphpaths.errors import ConfigError
from graphpaths.graph import Graph, GraphBuilder
from graphpaths.reachability import ReachabilityMap
from graphpaths.sources.access import InProcessAccess


def _edges(g: Graph) -> InProcessAccess:
    """The graph's edges as the search reads them (its reachability map's rows)."""
    r = ReachabilityMap.build(g)
    return InProcessAccess(r.indptr, r.neighbors, r.relations)


def _graph(rows: list[tuple[str, str, str, str, str]]) -> Graph:
    """A graph of (head, label, tail, head's type, tail's type) rows."""
    b = GraphBuilder()
    for head, label, tail, head_type, tail_type in rows:
        b.add_entity(head, types=[head_type])
        b.add_entity(tail, types=[tail_type])
        b.add_relation(head, tail, label)
    return b.build()


def kennel() -> Graph:
    return _graph(
        [
            ("Rex", "owned_by", "Ann Hale", "dog", "person"),
            ("Rex", "vet", "Dr Lee", "dog", "person"),
            ("Rex", "breed", "Beagle", "dog", "breed"),
            ("Rex", "born_in", "Leeds", "dog", "town"),
            ("Rex", "walker", "Tom Eady", "dog", "person"),
            ("Rex", "lives_with", "Meg Hale", "dog", "person"),
            ("Rex", "kennel", "Hilltop Kennels", "dog", "kennel"),
            ("Fido", "owned_by", "Sam Roe", "dog", "person"),
            ("Fido", "breed", "Collie", "dog", "breed"),
        ]
    )


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
    # the chosen paths first, as they were, then the rest, the runner-up readings first
    assert result.paths[: len(chosen.paths)] == chosen.paths
    added = result.paths[len(chosen.paths) :]
    assert added
    assert all(p.depth == 1 for p in added)
    assert {p.anchor_name for p in added} == {"Rex"}
    odds = [p.confidence for p in added]
    assert odds == sorted(odds, reverse=True)
    assert max(odds) <= chosen.paths[0].confidence
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


def test_a_neighbourhood_larger_than_its_budget_adds_its_best_evidence(dotrag: DotRAG) -> None:
    question = "what kind of dog is Rex"
    chosen = dotrag.retrieve(question, neighbourhood_tokens=0)
    assert dotrag.retrieve(question, neighbourhood_tokens=1).paths == chosen.paths
    whole = dotrag.retrieve(question).paths[len(chosen.paths) :]
    assert len(whole) > 2
    two = sum(approximate_tokens(p.hops[0].text) for p in whole[:2])
    # what fits of the ranked rest, not nothing (the whole did not fit)
    assert (
        dotrag.retrieve(question, neighbourhood_tokens=two).paths[len(chosen.paths) :] == whole[:2]
    )


def _path(confidence: float, depth: int = 1, g: Graph | None = None) -> Path:
    """A path of ``depth`` hops along ``g``'s first relation (Rex's owner in :func:`kennel`)."""
    g = g or kennel()
    hop = path_hop(g, 0, int(g.heads[0]), int(g.tails[0]), 0.0)
    name = g.names[int(g.heads[0])]
    return Path(
        anchor=int(g.heads[0]),
        anchor_id=name,
        anchor_name=name,
        hops=(hop,) * depth,
        priority=(0, 0),
        preferred=True,
        score=confidence,
        confidence=confidence,
    )


def _rex_paths(
    tokens: int, odds: dict[tuple[tuple[str, bool], ...], float] | None, near: dict[str, float]
) -> list[str]:
    """The labels of the rest of Rex's relations after its ``owned_by`` path, given the
    policy's ``odds`` of one-hop readings and each label's similarity ``near``."""
    g = kennel()
    rex = g.index_of("Rex")
    best = _path(0.5)
    assert best.hops[0].label_name == "owned_by"

    def similarity(relations: np.ndarray) -> np.ndarray:
        return np.asarray([near[g.label_names[g.relation_labels[j]]] for j in relations])

    paths = neighbourhood_paths(
        g,
        _edges(g),
        [best],
        counter=approximate_tokens,
        tokens=tokens,
        odds=odds,
        similarity=similarity,
    )
    assert all(p.anchor == rex and p.depth == 1 for p in paths)
    return [p.hops[0].label_name for p in paths]


NEAR = {
    "vet": 0.1,
    "breed": 0.2,
    "born_in": 0.6,
    "walker": 0.3,
    "lives_with": 0.9,
    "kennel": 0.4,
    "owned_by": 1.0,
}


def test_the_rest_is_the_runner_up_readings_by_their_odds_then_by_similarity() -> None:
    # the label order (born_in, breed, kennel, ...) is not the evidence order; a relation
    # no reading asks for (breed walked backwards has odds, Rex's breed is forwards) is left
    odds = {(("vet", True),): 0.3, (("breed", True),): 0.1, (("walker", True),): 0.1}
    odds[(("breed", False),)] = 0.5
    assert _rex_paths(1000, odds, NEAR) == ["vet", "walker", "breed"]
    # a policy giving no odds: every relation left, by similarity
    assert _rex_paths(1000, None, NEAR) == [
        "lives_with",
        "born_in",
        "kennel",
        "walker",
        "breed",
        "vet",
    ]


def test_the_rest_is_cut_where_the_tokens_run_out() -> None:
    g = kennel()
    texts = {g.label_names[g.relation_labels[j]]: g.relation_text(j) for j in range(7)}
    first_two = approximate_tokens(texts["lives_with"]) + approximate_tokens(texts["born_in"])
    assert _rex_paths(first_two, None, NEAR) == ["lives_with", "born_in"]
    assert _rex_paths(first_two - 1, None, NEAR) == ["lives_with"]
    assert _rex_paths(0, None, NEAR) == []


def test_bounds_on_the_kept_paths_leave_the_neighbourhood_out(dotrag: DotRAG) -> None:
    result = dotrag.retrieve("what kind of dog is Rex", min_confidence=0.0)
    assert "Beagle" not in names(dotrag, result.context.entities)


def test_the_budget_of_the_neighbourhood_is_checked() -> None:
    with pytest.raises(ConfigError, match="neighbourhood_tokens"):
        DotRAGConfig(neighbourhood_tokens=-1)
    assert DotRAGConfig(neighbourhood_tokens=0).neighbourhood_tokens == 0


def test_a_one_hop_best_reading_is_unsure_when_one_hop_readings_hold_most_odds() -> None:
    ranked = [_path(0.4), _path(0.2, 2)]
    # a longer reading got some probability: without the policy's odds the best stands alone
    assert not unsure(ranked)
    assert unsure(ranked, {(("vet", True),): 0.4, (("breed", True),): 0.1 + ONE_HOP_MASS / 2})
    assert not unsure(
        ranked, {(("vet", True),): 0.4, (("breed", True),): min(ONE_HOP_MASS - 0.41, 0.1)}
    )
    # a best reading of two hops, or a sure one, stands alone whatever the odds
    assert not unsure([_path(0.4, 2), _path(0.3)], {(("vet", True),): 0.9})
    assert not unsure([_path(UNSURE)], {(("vet", True),): 0.9})


def test_a_one_hop_best_reading_is_unsure_when_its_runner_ups_are_likely() -> None:
    # longer readings hold more than the one-hop ones, yet the one-hop readings after the
    # best are likely enough to hold the answer: the neighbourhood, which adds them, follows
    ranked = [_path(0.3), _path(0.25, 2)]
    likely = {(("vet", True),): 0.3, (("breed", True),): RUNNER_UPS + 0.01}
    assert sum(likely.values()) < ONE_HOP_MASS
    assert unsure(ranked, likely)
    # the same best reading whose runner-ups got little stands alone
    assert not unsure(ranked, {(("vet", True),): 0.3, (("breed", True),): RUNNER_UPS - 0.01})
    # the best reading's own probability is not counted as a runner-up's (its anchor's too)
    doubtful_anchor = dataclasses.replace(_path(0.15), anchor_confidence=0.5)
    assert not unsure(
        [doubtful_anchor, _path(0.1, 2)],
        {(("vet", True),): 0.3, (("breed", True),): RUNNER_UPS - 0.01},
    )


def test_the_rest_is_no_more_confident_than_the_paths_it_follows() -> None:
    # Rex's path, then a second anchor's less confident one: the runner-up reading's
    # relation (odds 0.4 > 0.2) still comes after both, so its confidence is capped there
    g = kennel()
    ranked = [_path(0.5), dataclasses.replace(_path(0.2), anchor_name="Rex again")]
    paths = neighbourhood_paths(
        g,
        _edges(g),
        ranked,
        counter=approximate_tokens,
        odds={(("vet", True),): 0.4, (("walker", True),): 0.1},
    )
    assert [p.hops[0].label_name for p in paths] == ["vet", "walker"]
    confidences = [p.confidence for p in [*ranked, *paths]]
    assert confidences == sorted(confidences, reverse=True)
    assert [p.confidence for p in paths] == [0.2, 0.1]


def test_one_hop_readings_nearly_as_likely_follow_an_unsure_longer_reading() -> None:
    # a question read as a walk of two hops, unsure, may ask one: the one-hop readings at
    # least SHORTER_SHARE as likely as it follow its paths; less likely ones do not
    best = _path(0.4, depth=2)
    near, far = 0.4 * SHORTER_SHARE, 0.4 * SHORTER_SHARE * 0.9
    odds = {(("vet", True),): near, (("breed", True),): far, (("born_in", True),): 0.0}
    assert shorter_readings(best, odds) == {(("vet", True),): near}
    assert shorter_readings(best, {(("breed", True),): far}) is None
    # a sure longer reading, or a one-hop best reading (unsure() decides), keeps its paths
    assert shorter_readings(_path(UNSURE + 0.1, depth=2), odds) is None
    assert shorter_readings(_path(0.4), odds) is None


def league() -> Graph:
    return _graph(
        [
            ("Ada Moss", "plays_for", "Granite Rovers", "player", "club"),
            ("Ada Moss", "birthplace", "Oban", "player", "town"),
            ("Ada Moss", "formerClub", "Ness Valley", "player", "club"),
            ("Ada Moss", "formerClub", "Dundee Thistle", "player", "club"),
            ("Bo Kerr", "plays_for", "Granite Rovers", "player", "club"),
            ("Bo Kerr", "birthplace", "Inverness", "player", "town"),
            ("Cy Lamb", "plays_for", "Ness Valley", "player", "club"),
            ("Cy Lamb", "birthplace", "Perth", "player", "town"),
            ("Granite Rovers", "ground", "Pittodrie Park", "club", "stadium"),
            ("Ness Valley", "ground", "Glebe Park", "club", "stadium"),
        ]
    )


@pytest.fixture(scope="module")
def players() -> DotRAG:
    g = league()
    return make_dotrag(g, HeuristicPolicy(g, None))


def test_a_doubted_reading_of_a_small_anchor_is_followed_by_all_its_relations(
    players: DotRAG,
) -> None:
    # no word explains "formerClub": the reading of "play" is doubted, and its runner-ups
    # hold too little for the neighbourhood of readings; Ada's six facts all follow
    question = "who did Ada Moss play with earlier"
    result = players.retrieve(question)
    assert {"Ness Valley", "Dundee Thistle"} <= names(players, result.context.entities)
    best = result.paths[0]
    assert best.hops[0].label_name == "plays_for"
    assert best.confidence is not None
    assert best.confidence < UNSURE
    # the chosen paths first, as they were; without the neighbourhood, no former club
    chosen = players.retrieve(question, neighbourhood_tokens=0)
    assert result.paths[: len(chosen.paths)] == chosen.paths
    assert not {"Ness Valley", "Dundee Thistle"} & names(players, chosen.context.entities)


def test_a_sure_reading_of_a_small_anchor_stands_alone(players: DotRAG) -> None:
    result = players.retrieve("in which town was Bo Kerr born")
    assert names(players, result.context.entities) == {"Bo Kerr", "Inverness"}


def _ada(g: Graph) -> list[Path]:
    """Ada's path to her club (the league's first relation), doubted."""
    return [_path(0.4, g=g)]


def test_small_counts_the_relations_left_against_the_budget() -> None:
    g = league()
    edges = _edges(g)
    ranked = _ada(g)
    left = [
        j
        for j in range(g.num_relations)
        if int(g.heads[j]) == ranked[0].anchor
        and g.label_names[g.relation_labels[j]] != "plays_for"
    ]
    cost = sum(approximate_tokens(g.relation_text(j)) for j in left)
    assert cost <= WHOLE_TOKENS
    assert small(g, edges, ranked, counter=approximate_tokens)
    assert small(g, edges, ranked, counter=approximate_tokens, tokens=cost)
    assert not small(g, edges, ranked, counter=approximate_tokens, tokens=cost - 1)
    assert not small(g, edges, [], counter=approximate_tokens)


def test_whole_adds_the_relations_no_reading_asks_for_after_the_readings() -> None:
    g = league()
    edges = _edges(g)
    ranked = _ada(g)
    near = {"birthplace": 0.2, "formerClub": 0.5}

    def similarity(relations: np.ndarray) -> np.ndarray:
        return np.asarray([near[g.label_names[g.relation_labels[j]]] for j in relations])

    odds = {(("birthplace", True),): 0.05}
    read = neighbourhood_paths(
        g, edges, ranked, counter=approximate_tokens, odds=odds, similarity=similarity
    )
    assert [p.hops[0].label_name for p in read] == ["birthplace"]
    every = neighbourhood_paths(
        g,
        edges,
        ranked,
        counter=approximate_tokens,
        odds=odds,
        similarity=similarity,
        whole=Whole.ALWAYS,
    )
    assert [p.hops[0].label_name for p in every] == ["birthplace", "formerClub", "formerClub"]
    # those no reading asks for come last, with no confidence of their own
    assert [p.confidence for p in every][1:] == [0.0, 0.0]
    # IF_SMALL decides it from the relations left, as small() does: Ada's anchor is small
    found = neighbourhood_paths(
        g,
        edges,
        ranked,
        counter=approximate_tokens,
        odds=odds,
        similarity=similarity,
        whole=Whole.IF_SMALL,
    )
    assert found == every
    assert small(g, edges, ranked, counter=approximate_tokens)


def test_only_if_small_gives_a_small_anchors_relations_and_none_of_a_larger_ones(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    g = league()
    edges = _edges(g)
    ranked = _ada(g)
    odds = {(("birthplace", True),): 0.05}

    def paths(**options: Any) -> list[Path]:
        return neighbourhood_paths(
            g, edges, ranked, counter=approximate_tokens, odds=odds, **options
        )

    every = paths(whole=Whole.ALWAYS)
    assert small(g, edges, ranked, counter=approximate_tokens)
    assert paths(whole=Whole.ONLY_IF_SMALL) == every  # small: all of them, as ALWAYS gives
    # the relations left are looked up once, not twice as small() then ALWAYS did
    looked: list[int] = []
    incident = edges.incident

    def counting(*args: Any, **kwargs: Any) -> Any:
        looked.append(1)
        return incident(*args, **kwargs)

    monkeypatch.setattr(edges, "incident", counting)
    paths(whole=Whole.ONLY_IF_SMALL)
    assert len(looked) == 1
    # an anchor no longer small: none, where IF_SMALL still gives the readings'
    monkeypatch.setattr(neighbourhood, "WHOLE_TOKENS", 1)
    assert not small(g, edges, ranked, counter=approximate_tokens, tokens=1)
    assert paths(whole=Whole.ONLY_IF_SMALL) == []
    assert [p.hops[0].label_name for p in paths(whole=Whole.IF_SMALL)] == ["birthplace"]
    assert paths(whole=Whole.NEVER) == paths()  # the default: the readings' only
