"""What the search keeps per graph, not per question (issue 41, item 5): an anchor's
first-hop rows, trajectory blocks and hop-2 continuation types (``PathSearch``), whether
each reading reaches anything from an anchor (``LabelWalker.reaches``), a name's token
weights (``NameMatcher``). Each is asked once per anchor or name, kept for that graph
only (another graph, an update, gets its own), and agrees with a fresh computation; the
hedge, the titled result and the stats' dict give what they gave before, exactly."""

from __future__ import annotations

import dataclasses
import itertools
import random
import threading
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from graphpaths.context import Context
from graphpaths.dotrag.protocol.types import (
    AnchorOption,
    BranchStats,
    DotRAGConfig,
    DotRAGResult,
    DotRAGStats,
    PairStats,
    Path,
    PathHop,
)
from graphpaths.dotrag.reading.hedging import Candidate, expected_f, hedge
from graphpaths.dotrag.reading.label_walks import LabelWalker
from graphpaths.dotrag.search import anchors as anchors_module
from graphpaths.dotrag.search.anchors import NameMatcher
from graphpaths.dotrag.search.discovery import Pair
from graphpaths.dotrag.search.hops import PathSearch
from graphpaths.graph import Graph, GraphBuilder
from graphpaths.reachability import ReachabilityMap
from graphpaths.sources.access import InProcessAccess
from graphpaths.vectors import InMemoryVectorStore

ROWS = [
    ("Ann", "works_at", "Acme", "person", "company"),
    ("Bob", "works_at", "Acme", "person", "company"),
    ("Acme", "based_in", "Lyon", "company", "city"),
    ("Ann", "lives_in", "Lyon", "person", "city"),
    ("Lyon", "in_country", "France", "city", "country"),
]


def build(rows: list[tuple[str, str, str, str, str]]) -> Graph:
    """``(head, label, tail, head type, tail type)`` rows as a typed graph."""
    b = GraphBuilder()
    declared: set[str] = set()
    for head, label, tail, head_type, tail_type in rows:
        for name, kind in ((head, head_type), (tail, tail_type)):
            if name not in declared:
                declared.add(name)
                b.add_entity(name, name=name, types=[kind])
        b.add_relation(head, tail, label)
    return b.build()


def search_over(g: Graph) -> PathSearch:
    rng = np.random.default_rng(0)
    entities = rng.normal(size=(g.num_entities, 4)).astype(np.float32)
    relations = rng.normal(size=(g.num_relations, 4)).astype(np.float32)
    return PathSearch(
        g, ReachabilityMap.build(g), InMemoryVectorStore(entities), InMemoryVectorStore(relations)
    )


class CountingAccess(InProcessAccess):
    """The in-process edges, counting the reads of the relations at a frontier."""

    reads = 0

    def incident(self, *args: Any, **kwargs: Any) -> Any:
        CountingAccess.reads += 1
        return super().incident(*args, **kwargs)


def counted(search: PathSearch) -> PathSearch:
    r = search.reachability
    search.__dict__["edges"] = CountingAccess(r.indptr, r.neighbors, r.relations)
    CountingAccess.reads = 0
    return search


def pair_of(search: PathSearch, anchor: str, type_name: str) -> Pair:
    """The pair of ``anchor`` and its first-hop trajectory towards ``type_name``."""
    g = search.graph
    entity = g.index_of(anchor)
    options = search._trajectories(entity, np.ones(4, np.float32), DotRAGConfig())
    trajectory = next(o for o in options if o.type_name == type_name)
    option = AnchorOption(
        entity=entity, name=anchor, types=g.types_of(entity), similarity=1.0, mentioned=True
    )
    return Pair(anchor=option, trajectory=trajectory, priority=(0, 0))


def test_an_anchors_first_hop_is_read_once_per_search_and_shared_read_only() -> None:
    search = counted(search_over(build(ROWS)))
    ann = search.graph.index_of("Ann")
    first = search.first_hop(ann)
    assert CountingAccess.reads == 1
    again = search.first_hop(ann)
    assert CountingAccess.reads == 1  # kept: not read again
    assert all(a is b for a, b in zip(first, again, strict=True))
    with pytest.raises(ValueError, match="read-only"):
        first[0][0] = 0  # shared by every question naming the anchor
    search.first_hop(search.graph.index_of("Bob"))
    assert CountingAccess.reads == 2  # another anchor: its own rows


def test_continuations_are_kept_per_anchor_and_type() -> None:
    search = counted(search_over(build(ROWS)))
    ann_company = pair_of(search, "Ann", "company")
    ann_city = pair_of(search, "Ann", "city")
    reads = CountingAccess.reads
    company = search._continuations(ann_company, 3, constrained=True, within=False)
    city = search._continuations(ann_city, 3, constrained=True, within=False)
    assert company == ["person"]  # Bob, two hops from Ann through Acme
    assert city == ["country"]
    assert search._continuations(ann_company, 3, constrained=True, within=False) == company
    # the first hop was read once; the adjacent types of each block once each
    assert CountingAccess.reads == reads
    assert search._continuations(ann_company, 1, constrained=True, within=False) == []


def test_a_new_graph_gets_its_own_first_hops_and_continuations() -> None:
    before = search_over(build(ROWS))
    assert continuations(before, "Ann", "company") == ["person"]
    assert len(before.first_hop(before.graph.index_of("Ann"))[0]) == 2
    # an update: Acme makes a product (two hops from Ann), Ann speaks a language
    after = search_over(
        build(
            [
                *ROWS,
                ("Acme", "makes", "Rivet", "company", "product"),
                ("Ann", "speaks", "French", "person", "language"),
            ]
        )
    )
    assert len(after.first_hop(after.graph.index_of("Ann"))[0]) == 3
    assert continuations(after, "Ann", "company") == ["person", "product"]
    # the search before the update still answers for its own graph
    assert continuations(before, "Ann", "company") == ["person"]


def continuations(search: PathSearch, anchor: str, type_name: str) -> list[str]:
    return search._continuations(
        pair_of(search, anchor, type_name), 3, constrained=True, within=False
    )


def test_trajectories_keep_their_blocks_and_preview_each_question_anew() -> None:
    search = counted(search_over(build(ROWS)))
    ann = search.graph.index_of("Ann")
    up = search._trajectories(ann, np.array([1, 0, 0, 0], np.float32), DotRAGConfig())
    down = search._trajectories(ann, np.array([-1, 0, 0, 0], np.float32), DotRAGConfig())
    assert [o.type_name for o in up] == [o.type_name for o in down]
    assert [o.labels for o in up] == [o.labels for o in down]
    assert [p.similarity for o in up for p in o.previews] == [
        -p.similarity for o in down for p in o.previews
    ]
    assert search._trajectory_blocks.misses == 1
    assert search._trajectory_blocks.hits == 1


def test_a_search_over_a_store_keeps_nothing() -> None:
    g = build(ROWS)
    plain = search_over(g)
    store = PathSearch(
        g,
        plain.reachability,
        plain.entity_vectors,
        plain.relation_vectors,
        access=InProcessAccess(
            plain.reachability.indptr, plain.reachability.neighbors, plain.reachability.relations
        ),
    )
    ann = g.index_of("Ann")
    store.first_hop(ann)
    store._continuations(pair_of(store, "Ann", "company"), 3, constrained=True, within=False)
    # a store may be written live: what it holds is asked again each time
    assert len(store._first_hop_rows) == 0
    assert len(store._continuation_types) == 0


def hub_graph(spokes: int) -> Graph:
    b = GraphBuilder()
    for i in range(spokes):
        b.add_relation("Hub", f"Spoke {i}", "links", create_entities=True)
        b.add_relation(f"Spoke {i}", f"Leaf {i % 7}", "ends_at", create_entities=True)
    return b.build()


@pytest.mark.parametrize(
    "spokes", [3, 70]
)  # a step dedupes few neighbours in Python, many in numpy
def test_steps_from_few_and_many_neighbours_give_the_sorted_distinct_entities(
    spokes: int,
) -> None:
    g = hub_graph(spokes)
    walker = LabelWalker(g)
    hub = g.index_of("Hub")
    spokes_reached = walker.ends(hub, [("links", True)])
    assert spokes_reached.tolist() == sorted({g.index_of(f"Spoke {i}") for i in range(spokes)})
    leaves = walker.ends(hub, [("links", True), ("ends_at", True)])
    assert leaves.tolist() == sorted({g.index_of(f"Leaf {i % 7}") for i in range(spokes)})
    assert walker.ends(hub, [("links", True), ("links", False)]).tolist() == [hub]
    assert walker.relations(hub, [("links", True)]) == [spokes]


def test_reaches_is_kept_per_anchor_and_walks_only_new_paths() -> None:
    g = build(ROWS)
    walker = LabelWalker(g)
    ann = g.index_of("Ann")
    paths = [
        (("works_at", True),),
        (("works_at", True), ("based_in", True)),
        (("works_at", True), ("in_country", True)),
        (("lives_in", True), ("in_country", True)),
    ]
    assert walker.reaches(ann, paths) == [True, True, False, True]
    lookups = walker._frontiers.hits + walker._frontiers.misses
    assert walker.reaches(ann, list(reversed(paths))) == [True, False, True, True]
    assert walker._frontiers.hits + walker._frontiers.misses == lookups  # nothing walked
    more = [*paths, (("lives_in", True),), (("lives_in", False),)]
    assert walker.reaches(ann, more) == [True, True, False, True, True, False]
    # another anchor, and a fresh walker, answer for themselves
    bob = g.index_of("Bob")
    assert walker.reaches(bob, paths) == [True, True, False, False]
    assert LabelWalker(g).reaches(bob, paths) == [True, True, False, False]


def test_a_walker_over_an_updated_graph_never_answers_from_the_old_one() -> None:
    old = build(ROWS)
    new = build([*ROWS, ("Bob", "lives_in", "Lyon", "person", "city")])
    path = [(("lives_in", True), ("in_country", True))]
    old_walker = LabelWalker(old)
    assert old_walker.reaches(old.index_of("Bob"), path) == [False]
    assert LabelWalker(new).reaches(new.index_of("Bob"), path) == [True]
    assert old_walker.reaches(old.index_of("Bob"), path) == [False]


def test_threads_sharing_the_caches_get_what_one_thread_gets() -> None:
    g = hub_graph(40)
    labels = [(label, f) for label in g.label_names for f in (True, False)]
    paths = [tuple(p) for k in (1, 2, 3) for p in itertools.product(labels, repeat=k)]
    anchors = list(range(g.num_entities))
    expected = {a: LabelWalker(g).reaches(a, paths) for a in anchors}
    search = search_over(g)
    rows = {a: [x.tolist() for x in search_over(g).first_hop(a)] for a in anchors}
    walker = LabelWalker(g)
    errors: list[str] = []

    def work(seed: int) -> None:
        order = anchors[:]
        random.Random(seed).shuffle(order)
        for a in order:
            if walker.reaches(a, paths) != expected[a]:
                errors.append(f"reaches {a}")
            if [x.tolist() for x in search.first_hop(a)] != rows[a]:
                errors.append(f"first hop {a}")

    threads = [threading.Thread(target=work, args=(seed,)) for seed in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []


def test_a_names_token_weights_are_read_once_per_matcher(monkeypatch: pytest.MonkeyPatch) -> None:
    names = ["Tamsel Works", "Bremen Port", "Oslo Port", "Tamsel Hall"]
    matcher = NameMatcher(names)
    calls: list[str] = []
    real = anchors_module.tokens

    def counting(text: str) -> list[str]:
        calls.append(text)
        return real(text)

    monkeypatch.setattr(anchors_module, "tokens", counting)
    first = matcher.spells_distinct("the tamsel hall in oslo", names)
    assert first == [True, False, True, True]
    assert sorted(calls) == sorted(names)
    calls.clear()
    assert matcher.spells_distinct("bremen harbour", names) == [False, True, False, False]
    assert calls == []  # kept per name
    # another matcher weighs the same name by its own names
    other = NameMatcher(["Tamsel Works", "Tamsel Hall", "Tamsel Mill"])
    assert other.spells_distinct("the tamsel hall", ["Tamsel Works"]) == [False]
    assert matcher.spells_distinct("the tamsel hall", ["Tamsel Works"]) == [True]


def greedy_reference(cands: list[Candidate], beta: float, limit: int) -> list[int]:
    """The greedy rule written out over :func:`expected_f`."""
    kept = [0]
    retrieved = cands[0].visited
    value = expected_f(retrieved, cands, beta)
    while len(kept) < min(limit, len(cands)):
        best, best_value, best_set = -1, value, retrieved
        for i, c in enumerate(cands):
            if i in kept:
                continue
            v = expected_f(retrieved | c.visited, cands, beta)
            if v > best_value + 1e-9:
                best, best_value, best_set = i, v, retrieved | c.visited
        if best < 0:
            break
        kept.append(best)
        retrieved, value = best_set, best_value
    return kept


@st.composite
def candidate_lists(draw: st.DrawFn) -> list[Candidate]:
    out = []
    for _ in range(draw(st.integers(1, 9))):
        ends = frozenset(draw(st.sets(st.integers(1, 25), max_size=6)))
        between = frozenset(draw(st.sets(st.integers(1, 25), max_size=5)))
        out.append(
            Candidate(
                probability=draw(st.sampled_from([0.0, 0.05, 0.1, 0.25, 0.3, 1 / 3, 0.5])),
                visited=ends | between | {0},
                ends=ends,
                between=between,
            )
        )
    return out


@settings(max_examples=150, deadline=None)
@given(candidate_lists(), st.sampled_from([1e-6, 1.0, 3.0, 8.0]), st.integers(1, 5))
def test_the_hedge_keeps_what_the_greedy_rule_keeps(
    cands: list[Candidate], beta: float, limit: int
) -> None:
    assert hedge(cands, beta=beta, limit=limit) == greedy_reference(cands, beta, limit)


def hop(relation: int, target_types: tuple[str, ...]) -> PathHop:
    return PathHop(
        relation=relation,
        label="works at",
        label_name="works_at",
        text="t",
        source=0,
        target=relation + 1,
        source_id="a",
        target_id="b",
        source_name="A",
        target_name="B",
        target_types=target_types,
        similarity=0.5,
    )


def stats() -> DotRAGStats:
    return DotRAGStats(
        policy="heuristic",
        seconds={"search": 0.25},
        anchors=("A",),
        mentioned=True,
        pairs=(
            PairStats(anchor="A", type="org_unit", priority=(0, 0)),
            PairStats(anchor="A", type="city", priority=(0, 1)),
        ),
        branches=(
            BranchStats(anchor="A", types=("org_unit", "city"), relations=(2, 1), preferred=(2,)),
        ),
        paths=2,
        relations_retained=3,
        context_relations=3,
        context_tokens=10,
        hops_searched=2,
        policy_calls=2,
        policy_repairs=0,
        unknown_filter_keys=("tennant",),
    )


def test_titling_a_result_renames_each_hop_as_a_fresh_copy_would() -> None:
    shared = hop(0, ("org_unit",))  # paths share their prefixes' hops
    paths = tuple(
        Path(
            anchor=0,
            anchor_id="a",
            anchor_name="A",
            hops=(shared, hop(k, ("city", "org_unit"))),
            priority=(0, k),
            preferred=False,
            score=0.5,
        )
        for k in (1, 2)
    )
    context = Context(items=(), budget=10, tokens=0, entities=frozenset(), relations=frozenset())
    result = DotRAGResult(query="q", paths=paths, context=context, anchors=(), stats=stats())
    titles = {"org_unit": "organisation unit"}
    titled = result.titled(titles)
    for before, after in zip(result.paths, titled.paths, strict=True):
        expected = dataclasses.replace(
            before,
            hops=tuple(
                dataclasses.replace(h, target_types=tuple(titles.get(t, t) for t in h.target_types))
                for h in before.hops
            ),
        )
        assert after == expected
        assert type(after) is Path
    assert result.paths[0].hops[0].target_types == ("org_unit",)  # the original untouched
    assert [p.type for p in titled.stats.pairs] == ["organisation unit", "city"]


def test_the_stats_dict_is_what_dataclasses_asdict_gives() -> None:
    made = stats()
    expected = dataclasses.asdict(made)
    expected["seconds"] = dict(made.seconds)
    got = made.as_dict()
    assert got == expected
    assert repr(got) == repr(expected)
    assert got["pairs"][0] == {"anchor": "A", "type": "org_unit", "priority": (0, 0)}


def test_the_entities_some_hops_from_an_anchor_are_masked_once_per_hop(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    search = search_over(build(ROWS))
    g = search.graph
    ann, acme = g.index_of("Ann"), g.index_of("Acme")
    asked: list[tuple[int, int]] = []
    real = ReachabilityMap.layer

    def counting(self: ReachabilityMap, anchor: int | str, hop: int) -> Any:
        asked.append((int(anchor), hop))
        return real(self, anchor, hop)

    monkeypatch.setattr(ReachabilityMap, "layer", counting)
    frontier = np.array([acme])
    assert search.adjacent_types(ann, 2, frontier) == ["person"]
    assert search.adjacent_types(ann, 2, frontier) == ["person"]
    assert asked == [(ann, 2)]  # kept: not asked again
    assert search.adjacent_types(ann, 2, frontier, within=True) == ["person", "city"]
    assert asked == [(ann, 2), (ann, 1), (ann, 2)]  # 1..2 hops: a mask of its own
    assert search.adjacent_types(ann, 1, frontier) == ["city"]
    # the graph after an update masks its own layers
    after = search_over(build([*ROWS, ("Acme", "makes", "Rivet", "company", "product")]))
    acme_after = np.array([after.graph.index_of("Acme")])
    assert after.adjacent_types(after.graph.index_of("Ann"), 2, acme_after) == [
        "person",
        "product",
    ]
    assert search.adjacent_types(ann, 2, frontier) == ["person"]
