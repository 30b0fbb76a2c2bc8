"""Hedging within the budget (``graphpaths.dotrag.reading.hedging``), the label walker that feeds it
(``graphpaths.dotrag.reading.label_walks``), and the search's side of a hedged reading: directed,
exclusive and expected hops, branches on ``Continue.also``, paths ranked by confidence."""

from __future__ import annotations

import itertools
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from graphpaths.dotrag.protocol.policy import Continue, FirstHopPlan, Stop, TypeQuery
from graphpaths.dotrag.reading.hedging import Candidate, expected_f, hedge, load_beta_by_hops
from graphpaths.dotrag.reading.heuristic import Hedge, HeuristicPolicy
from graphpaths.dotrag.reading.label_walks import LabelWalker
from graphpaths.dotrag.search.repairs import repair_decision
from graphpaths.errors import ConfigError
from graphpaths.graph import Graph, GraphBuilder


def f_beta(retrieved: set[int], c: Candidate, beta: float) -> float:
    """F_beta written out, the reference for the kernel."""
    kept = retrieved - (c.between - c.ends)
    hits = len(retrieved & c.ends)
    if not hits:
        return 0.0
    p, r = hits / len(kept), hits / len(c.ends)
    return (1 + beta**2) * p * r / (beta**2 * p + r)


@st.composite
def candidates(draw: st.DrawFn) -> list[Candidate]:
    n = draw(st.integers(1, 5))
    out = []
    weights = [draw(st.floats(0.01, 1.0)) for _ in range(n)]
    total = sum(weights)
    for w in weights:
        ends = frozenset(draw(st.sets(st.integers(1, 30), min_size=1, max_size=6)))
        between = frozenset(draw(st.sets(st.integers(1, 30), max_size=4))) - ends
        out.append(
            Candidate(
                probability=w / total, visited=ends | between | {0}, ends=ends, between=between
            )
        )
    return out


@settings(max_examples=60, deadline=None)
@given(candidates(), st.sampled_from([0.5, 1.0, 3.0]))
def test_the_expected_f_is_the_mean_over_readings(cands: list[Candidate], beta: float) -> None:
    retrieved = frozenset().union(*(c.visited for c in cands[:2]))
    reference = sum(c.probability * f_beta(set(retrieved), c, beta) for c in cands)
    assert expected_f(retrieved, cands, beta) == pytest.approx(reference)


@settings(max_examples=60, deadline=None)
@given(candidates(), st.sampled_from([1.0, 3.0]))
def test_the_hedge_adds_readings_while_the_expectation_grows(
    cands: list[Candidate], beta: float
) -> None:
    kept = hedge(cands, beta=beta, limit=len(cands))
    assert kept[0] == 0  # the best reading always
    assert len(set(kept)) == len(kept)
    retrieved = frozenset().union(*(cands[i].visited for i in kept))
    value = expected_f(retrieved, cands, beta)
    # no reading left out would raise the expectation (the greedy stopping rule)
    for i in set(range(len(cands))) - set(kept):
        assert expected_f(retrieved | cands[i].visited, cands, beta) <= value + 1e-9
    # and the greedy choice is never worse than the best reading alone
    assert value >= expected_f(cands[0].visited, cands, beta) - 1e-12
    assert hedge(cands, beta=beta, limit=1) == [0]


def test_a_clear_reading_is_searched_alone_and_unsure_ones_together() -> None:
    a = Candidate(probability=0.95, visited=frozenset({0, 1}), ends=frozenset({1}))
    b = Candidate(probability=0.05, visited=frozenset({0, 2, 3, 4}), ends=frozenset({2, 3, 4}))
    assert hedge([a, b], beta=1.0) == [0]
    a = Candidate(probability=0.5, visited=frozenset({0, 1}), ends=frozenset({1}))
    b = Candidate(probability=0.5, visited=frozenset({0, 2}), ends=frozenset({2}))
    assert hedge([a, b], beta=1.0) == [0, 1]


def graph() -> Graph:
    b = GraphBuilder()
    for h, label, t in [
        ("Ann", "reports_to", "Bob"),
        ("Cyd", "reports_to", "Bob"),
        ("Bob", "reports_to", "Dee"),
        ("Bob", "leads", "Data"),
        ("Dee", "leads", "Ops"),
        ("Ann", "member_of", "Data"),
        ("Cyd", "member_of", "Data"),
    ]:
        b.add_relation(h, t, label, create_entities=True)
    return b.build()


def walk_reference(g: Graph, anchor: int, steps: list[tuple[str, bool]]) -> set[int]:
    frontier = {anchor}
    for label, forward in steps:
        nxt = set()
        for j in range(g.num_relations):
            if g.label_names[int(g.relation_labels[j])] != label:
                continue
            h, t = int(g.heads[j]), int(g.tails[j])
            if forward and h in frontier:
                nxt.add(t)
            if not forward and t in frontier:
                nxt.add(h)
        frontier = nxt
    return frontier


def test_the_label_walker_agrees_with_a_walk_over_every_relation() -> None:
    g = graph()
    walker = LabelWalker(g)
    labels = [(label, f) for label in g.label_names for f in (True, False)]
    for anchor in range(g.num_entities):
        for k in (1, 2, 3):
            for steps in itertools.product(labels, repeat=k):
                got = set(walker.ends(anchor, list(steps)).tolist())
                assert got == walk_reference(g, anchor, list(steps)), (anchor, steps)
    bob = g.index_of("Bob")
    assert walker.relations(bob, [("reports_to", False)]) == [2]
    assert walker.ends(bob, [("no_such_label", True)]).size == 0


def test_readings_that_lead_nowhere_are_dropped_and_probabilities_renormalised() -> None:
    g = graph()
    policy = HeuristicPolicy(g, None)
    ann = g.index_of("Ann")
    reading = policy.read("who does Ann report to", ann, "Ann")
    walker = LabelWalker(g)
    assert all(walker.ends(ann, p.steps).size for p in reading.plans)
    by_steps = {p.steps: p.probability for p in reading.plans}
    assert sum(by_steps.values()) == pytest.approx(1.0)
    assert reading.kept[0] == reading.plans[0]
    with pytest.raises(ConfigError, match=r"Hedge\.beta"):
        Hedge(beta=(1.0, 2.0))  # type: ignore[arg-type]


def test_a_hop_plan_checks_its_directions() -> None:
    with pytest.raises(ConfigError, match=r"TypeQuery\.directions"):
        TypeQuery(type_name="t", query="q", labels=("a", "b"), directions=(True,))
    with pytest.raises(ConfigError, match=r"FirstHopPlan\.directions"):
        FirstHopPlan(query="q", labels=("a",), directions=(True, False))


def test_repairs_keep_the_hedged_branches_offered_and_drop_the_rest() -> None:
    a = TypeQuery(type_name="team", query="q", labels=("leads",), directions=(True,))
    b = TypeQuery(type_name="person", query="", labels=("reports_to",), directions=(False,))
    c = TypeQuery(type_name="city", query="q")
    decision, repairs = repair_decision(
        Continue(next=a, also=(b, c)), True, "question", ["team", "person"], depth=1
    )
    assert isinstance(decision, Continue)
    assert decision.next == a
    assert [q.type_name for q in decision.also] == ["person"]
    assert decision.also[0].query == "question"
    assert repairs == 2
    stop, repairs = repair_decision(
        Stop(confidences=(((("leads", True),), 0.7), ((("x", True), ("y", True)), 0.2))),
        False,
        "question",
        [],
        depth=1,
    )
    assert isinstance(stop, Stop)
    assert stop.confidences == (((("leads", True),), 0.7),)
    assert repairs == 1


def test_a_search_walks_directions_exclusively_and_hedged_branches() -> None:
    from fakes import FakeEmbedder

    from graphpaths.dotrag.protocol.types import DotRAGConfig
    from graphpaths.dotrag.retriever import DotRAG
    from graphpaths.reachability import ReachabilityMap
    from graphpaths.vectors import InMemoryVectorStore

    g = graph()
    e = FakeEmbedder(dimension=16)
    dotrag = DotRAG(
        g,
        ReachabilityMap.build(g),
        InMemoryVectorStore(e.embed_documents(g.entity_texts())),
        InMemoryVectorStore(e.embed_documents(g.relation_texts())),
        e,
        HeuristicPolicy(g, None),
        config=DotRAGConfig(min_similarity=-1.0),
    )
    result = dotrag.retrieve("who reports to Bob")
    names = {g.names[i] for i in result.context.entities}
    # walked backward only: Bob's reports, not the one Bob reports to
    assert {"Ann", "Cyd"} <= names
    first = result.paths[0]
    assert first.confidence is not None
    assert [(h.label_name, h.forward) for h in first.hops] == [("reports_to", False)]
    scores = [p.score for p in result.paths]
    assert scores == sorted(scores, reverse=True)
    assert np.isclose(first.score, first.confidence)


def test_a_hop_keeps_as_many_relations_as_its_reading_expects() -> None:
    from fakes import FakeEmbedder

    from graphpaths.dotrag.protocol.types import DotRAGConfig
    from graphpaths.dotrag.search.hops import PathSearch
    from graphpaths.reachability import ReachabilityMap
    from graphpaths.vectors import InMemoryVectorStore

    b = GraphBuilder()
    for i in range(10):
        b.add_relation("hub", f"leaf{i}", "has", create_entities=True)
        b.add_relation(f"leaf{i}", "hub", "has", create_entities=True)
    g = b.build()
    e = FakeEmbedder(dimension=16)
    search = PathSearch(
        g,
        ReachabilityMap.build(g),
        InMemoryVectorStore(e.embed_documents(g.entity_texts())),
        InMemoryVectorStore(e.embed_documents(g.relation_texts())),
    )
    config = DotRAGConfig(relations_per_hop=3)
    hub = np.array([g.index_of("hub")])
    vector = e.embed_query("q")
    args = (g.index_of("hub"), 1, g.type_names[0], hub, vector)
    plain = search.search_hop(*args, query="q", config=config, labels=("has",))
    assert len(plain.relations) == 3
    wide = search.search_hop(
        *args, query="q", config=config, labels=("has",), directions=(True,), expected=10
    )
    assert len(wide.relations) == 10
    assert all(int(g.heads[j]) == u for j, u, _, _ in wide.relations)  # forward only
    none = search.search_hop(
        *args, query="q", config=config, labels=("missing",), exclusive=True, expected=10
    )
    assert none.relations == ()


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{not json", "no JSON"),
        ('{"format": "other/1", "beta_by_hops": [1, 2, 3]}', "format"),
        ('{"format": "graphpaths-hedge/1", "beta_by_hops": [1, 2]}', "three numbers"),
        ('{"format": "graphpaths-hedge/1", "beta_by_hops": [1, -2, 3]}', "three numbers"),
        ('{"format": "graphpaths-hedge/1", "beta_by_hops": [1, true, 3]}', "three numbers"),
    ],
)
def test_a_bad_hedge_file_is_named_in_the_error(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "hedge.json"
    path.write_text(content)
    with pytest.raises(ConfigError, match=message) as caught:
        load_beta_by_hops(path)
    assert str(path) in str(caught.value)
    with pytest.raises(ConfigError, match=r"missing\.json"):
        load_beta_by_hops(tmp_path / "missing.json")


def test_a_hedge_file_gives_the_betas(tmp_path: Path) -> None:
    path = tmp_path / "hedge.json"
    path.write_text('{"format": "graphpaths-hedge/1", "beta_by_hops": [0, 2.5, 8]}')
    assert load_beta_by_hops(path) == (0.0, 2.5, 8.0)
    assert len(load_beta_by_hops()) == 3
