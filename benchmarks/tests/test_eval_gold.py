"""Gold intermediates against brute-force walk enumeration, on random graphs and on MetaQA."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from graphpaths.errors import InputError, NodeNotFoundError
from graphpaths.graph import Graph
from graphpaths.reachability import ReachabilityMap
from graphpaths_bench.eval.gold import GoldSets, gold_sets, question_gold_sets
from graphpaths_bench.eval.metaqa import MatchedQuestion, load_metaqa_questions, match_questions

Adjacency = dict[int, list[int]]


def adjacency(n: int, heads: Iterable[int], tails: Iterable[int]) -> Adjacency:
    """Undirected multigraph adjacency lists; a self-loop is listed (twice) at its entity."""
    adj: Adjacency = {v: [] for v in range(n)}
    for h, t in zip(heads, tails, strict=True):
        adj[h].append(t)
        adj[t].append(h)
    return adj


def brute_force(adj: Adjacency, anchor: int, answers: Iterable[int], hops: int) -> GoldSets:
    """Enumerate every walk of exactly ``hops`` steps from the anchor."""
    targets = set(answers)
    interior: set[int] = set()
    reached: set[int] = set()

    def walk(path: list[int]) -> None:
        if len(path) == hops + 1:
            if path[-1] in targets:
                reached.add(path[-1])
                interior.update(path[1:-1])
            return
        for nxt in adj[path[-1]]:
            path.append(nxt)
            walk(path)
            path.pop()

    walk([anchor])
    return GoldSets(
        intermediates=frozenset(interior - targets - {anchor}),
        answers=frozenset(targets),
        answerable=bool(targets) and reached == targets,
        reachable_answers=frozenset(reached),
    )


def index_of_edges(n: int, edges: Sequence[tuple[int, int]]) -> ReachabilityMap:
    return ReachabilityMap.from_arrays(
        num_entities=n,
        heads=[h for h, _ in edges],
        tails=[t for _, t in edges],
        type_indptr=np.arange(n + 1),
        type_indices=np.zeros(n, np.int32),
        type_names=["t"],
    )


# -- random graphs ------------------------------------------------------------------------------


@st.composite
def graphs(draw: st.DrawFn) -> tuple[int, list[tuple[int, int]]]:
    n = draw(st.integers(1, 7))
    node = st.integers(0, n - 1)
    edges = draw(st.lists(st.tuples(node, node), max_size=10))  # may hold self-loops
    if edges:  # parallel edges, sometimes reversed
        extra = draw(st.lists(st.sampled_from(edges), max_size=3))
        edges += [e if draw(st.booleans()) else (e[1], e[0]) for e in extra]
    edges += [(v, v) for v in draw(st.lists(node, max_size=2))]
    return n, draw(st.permutations(edges))


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(graphs(), st.data())
def test_matches_brute_force_walks(
    graph: tuple[int, list[tuple[int, int]]], data: st.DataObject
) -> None:
    n, edges = graph
    index = index_of_edges(n, edges)
    adj = adjacency(n, [h for h, _ in edges], [t for _, t in edges])
    hops = data.draw(st.integers(1, 4))
    anchor = data.draw(st.integers(0, n - 1))
    answers = data.draw(st.lists(st.integers(0, n - 1), max_size=3))
    assert gold_sets(index, anchor, answers, hops) == brute_force(adj, anchor, answers, hops)


# -- hand examples ------------------------------------------------------------------------------


def test_chain_and_branches() -> None:
    # 0 - 1 - 2 - 3 and 0 - 4 - 3 (a 5-cycle): 0-4-3 has 2 steps, 0-1-2-3 has 3.
    index = index_of_edges(5, [(0, 1), (1, 2), (2, 3), (0, 4), (4, 3)])
    two = gold_sets(index, 0, [3], 2)
    assert two == GoldSets(
        intermediates=frozenset({4}),
        answers=frozenset({3}),
        answerable=True,
        reachable_answers=frozenset({3}),
    )
    three = gold_sets(index, 0, [3], 3)
    assert three.intermediates == frozenset({1, 2})
    assert three.answerable
    # 4 steps: 0-4-3-4-3, 0-4-3-2-3, 0-1-0-4-3, 0-4-0-4-3 (the anchor and answer are excluded).
    four = gold_sets(index, 0, [3], 4)
    assert four.answerable
    assert four.intermediates == frozenset({1, 2, 4})


def test_walks_need_an_exact_length() -> None:
    # A bipartite path 0 - 1 - 2: entity 1 is one step away, never two.
    index = index_of_edges(3, [(0, 1), (1, 2)])
    gold = gold_sets(index, 0, [1, 2], 2)
    assert gold.reachable_answers == frozenset({2})
    assert not gold.answerable
    assert gold.intermediates == frozenset()  # 1 is an answer, so never an intermediate


def test_self_loop_lets_a_walk_wait() -> None:
    # 0 - 1 with a self-loop at 1: 0->1->1 has two steps.
    with_loop = gold_sets(index_of_edges(2, [(0, 1), (1, 1)]), 0, [1], 2)
    assert with_loop.answerable
    assert with_loop.intermediates == frozenset()  # position 1 holds the answer itself
    without = gold_sets(index_of_edges(2, [(0, 1)]), 0, [1], 2)
    assert not without.answerable
    # 0 - 1 - 2 with a loop at 0: 0->0->1->2 passes the anchor (excluded) and 1.
    looped = gold_sets(index_of_edges(3, [(0, 0), (0, 1), (1, 2)]), 0, [2], 3)
    assert looped.answerable
    assert looped.intermediates == frozenset({1})


def test_anchor_among_answers_and_empty_answers() -> None:
    index = index_of_edges(3, [(0, 1), (1, 2)])
    gold = gold_sets(index, 0, [0, 2], 2)  # 0-1-0 and 0-1-2
    assert gold.answerable
    assert gold.intermediates == frozenset({1})
    empty = gold_sets(index, 0, [], 2)
    assert empty == GoldSets(
        intermediates=frozenset(),
        answers=frozenset(),
        answerable=False,
        reachable_answers=frozenset(),
    )


def test_isolated_anchor() -> None:
    gold = gold_sets(index_of_edges(3, [(1, 2)]), 0, [2], 3)
    assert not gold.answerable
    assert gold.intermediates == frozenset()


@pytest.mark.parametrize(
    "answers", [[3, 3], (3,), {3}, np.array([3], np.int64), (x for x in [3]), range(3, 4)]
)
def test_answers_in_any_iterable_form(answers: Iterable[int]) -> None:
    index = index_of_edges(5, [(0, 1), (1, 2), (2, 3), (0, 4), (4, 3)])
    gold = gold_sets(index, np.int32(0), answers, 2)  # type: ignore[arg-type]
    assert gold.intermediates == frozenset({4})
    assert gold.answers == frozenset({3})
    assert all(type(i) is int for i in gold.intermediates | gold.answers)


def test_bad_arguments() -> None:
    index = index_of_edges(3, [(0, 1), (1, 2)])
    for hops in (0, -1, True, 1.5):
        with pytest.raises(InputError, match="hops"):
            gold_sets(index, 0, [2], hops)  # type: ignore[arg-type]
    with pytest.raises(NodeNotFoundError, match="anchor index 3"):
        gold_sets(index, 3, [2], 2)
    with pytest.raises(NodeNotFoundError, match="answer index 7"):
        gold_sets(index, 0, [2, 7], 2)
    with pytest.raises(NodeNotFoundError, match="answer index -1"):
        gold_sets(index, 0, [-1], 2)
    with pytest.raises(InputError, match="flat"):
        gold_sets(index, 0, np.array([[1, 2]]), 2)


# -- the real MetaQA graph ------------------------------------------------------------------------


@pytest.fixture(scope="module")
def metaqa_index(metaqa_graph: Graph) -> ReachabilityMap:
    return ReachabilityMap.build(metaqa_graph)


@pytest.fixture(scope="module")
def metaqa_adjacency(metaqa_graph: Graph) -> Adjacency:
    g = metaqa_graph
    return adjacency(g.num_entities, g.heads.tolist(), g.tails.tolist())


def _sample(metaqa_dir: Path, graph: Graph, hops: int, n: int) -> list[MatchedQuestion]:
    matched, _ = match_questions(load_metaqa_questions(metaqa_dir, hops), graph)
    return random.Random(hops).sample(matched, n)


def set_reference(adj: Adjacency, anchor: int, answers: Iterable[int], hops: int) -> GoldSets:
    """The F_i / B_j definition with Python sets (3 hops are too many walks to enumerate)."""

    def step(frontier: set[int]) -> set[int]:
        return {v for u in frontier for v in adj[u]}

    targets = set(answers)
    forward, backward = [{anchor}], [targets]
    for _ in range(hops):
        forward.append(step(forward[-1]))
        backward.append(step(backward[-1]))
    interior = set().union(*(forward[i] & backward[hops - i] for i in range(1, hops)))
    reached = targets & forward[hops]
    return GoldSets(
        intermediates=frozenset(interior - targets - {anchor}),
        answers=frozenset(targets),
        answerable=bool(targets) and reached == targets,
        reachable_answers=frozenset(reached),
    )


@pytest.mark.data
@pytest.mark.parametrize(("hops", "n"), [(1, 40), (2, 40)])
def test_real_questions_match_brute_force(
    metaqa_dir: Path,
    metaqa_graph: Graph,
    metaqa_index: ReachabilityMap,
    metaqa_adjacency: Adjacency,
    hops: int,
    n: int,
) -> None:
    answerable = with_intermediates = 0
    for q in _sample(metaqa_dir, metaqa_graph, hops, n):
        gold = question_gold_sets(metaqa_index, q)
        expected = brute_force(metaqa_adjacency, q.topic_index, q.answer_indices.tolist(), hops)
        assert gold == expected, q.id
        answerable += gold.answerable
        with_intermediates += bool(gold.intermediates)
    assert answerable >= n * 3 // 4  # most questions are answerable on this graph
    if hops == 1:
        assert with_intermediates == 0
    else:
        assert with_intermediates >= n * 3 // 4


@pytest.mark.data
def test_real_three_hop_questions_match_the_set_definition(
    metaqa_dir: Path,
    metaqa_graph: Graph,
    metaqa_index: ReachabilityMap,
    metaqa_adjacency: Adjacency,
) -> None:
    for q in _sample(metaqa_dir, metaqa_graph, 3, 8):
        gold = question_gold_sets(metaqa_index, q)
        ref = set_reference(metaqa_adjacency, q.topic_index, q.answer_indices.tolist(), 3)
        assert gold == ref, q.id
