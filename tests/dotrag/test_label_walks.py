"""``LabelWalker.reaches``: which of many label paths lead anywhere from an anchor, the
prefixes they share walked once, always the answer of ``ends`` path by path."""

from __future__ import annotations

import itertools

import numpy as np
from small_graphs import hub_graph

from graphpaths.dotrag.reading.label_walks import LabelWalker
from graphpaths.graph import Graph, GraphBuilder
from graphpaths.reachability import ReachabilityMap

FACTS = [
    ("Ann", "reports_to", "Bob"),
    ("Cyd", "reports_to", "Bob"),
    ("Bob", "leads", "Data Team"),
    ("Data Team", "part_of", "Research"),
    ("Eve", "leads", "Eve"),  # a self-loop
    ("Eve", "reports_to", "Cyd"),
]


def graph() -> Graph:
    b = GraphBuilder()
    for head, label, tail in FACTS:
        b.add_relation(head, tail, label, create_entities=True)
    return b.build()


def walkers(g: Graph) -> list[LabelWalker]:
    """A walker over its own sorted keys, and one over the graph's CSR adjacency."""
    r = ReachabilityMap.build(g)
    return [LabelWalker(g), LabelWalker(g, adjacency=(r.indptr, r.neighbors, r.relations))]


def test_reaches_is_ends_path_by_path_over_keys_and_adjacency() -> None:
    g = graph()
    labels = [(label, f) for label in (*g.label_names, "no_such_label") for f in (True, False)]
    paths = [list(p) for k in (1, 2, 3) for p in itertools.product(labels, repeat=k)]
    for walker in walkers(g):
        reference = LabelWalker(g)
        for anchor in range(g.num_entities):
            got = walker.reaches(anchor, paths)
            assert got == [bool(reference.ends(anchor, p).size) for p in paths], anchor
            assert any(got)
            assert not all(got)


def test_reaches_walks_a_shared_prefix_once_and_keeps_it() -> None:
    g = graph()
    walker = LabelWalker(g)
    bob = g.index_of("Bob")
    paths = [
        [("reports_to", False), ("reports_to", False)],  # Ann, Cyd <- Eve
        [("reports_to", False), ("leads", True)],
        [("reports_to", False)],
    ]
    assert walker.reaches(bob, paths) == [True, False, True]
    # the first hop from Bob: one walk, kept for ends() (a hit, not walked again); a
    # path's last hop is only checked for leading anywhere, so ends() walks it
    assert walker._frontiers.misses == 1
    hits = walker._frontiers.hits
    ends = walker.ends(bob, paths[0])
    assert [g.names[int(i)] for i in ends] == ["Eve"]
    assert (walker._frontiers.hits, walker._frontiers.misses) == (hits + 1, 2)
    assert walker.reaches(bob, paths) == [True, False, True]  # kept per anchor
    assert walker.reaches(bob, []) == []
    assert np.array_equal(
        walker.ends(bob, paths[2]), np.sort([g.index_of(n) for n in ("Ann", "Cyd")])
    )


def test_a_step_from_one_entity_is_every_relation_it_has_with_the_label() -> None:
    g = graph()
    for walker in walkers(g):
        for anchor in range(g.num_entities):
            for label in (*g.label_names, "no_such_label"):
                for forward in (True, False):
                    ends, count = walker._step(np.array([anchor], np.int64), label, forward)
                    far = [
                        (t if forward else h)
                        for h, name, t in FACTS
                        if name == label and g.index_of(h if forward else t) == anchor
                    ]
                    assert count == len(far)
                    assert sorted(ends.tolist()) == sorted({g.index_of(n) for n in far})
                    if not count:
                        assert ends.dtype == np.int64


def test_reaches_is_ends_on_random_graphs_with_hubs() -> None:
    """Last hops are looked up among the keys a frontier leaves by: the same answers as
    walking them, from anchors and from frontiers of many entities."""
    rng = np.random.default_rng(7)
    g = hub_graph(rng, relations=500, entities=60, labels=5, zipf=1.5)
    labels = [(label, f) for label in (*g.label_names, "missing") for f in (True, False)]
    paths = [[labels[int(i)] for i in rng.integers(0, len(labels), k)] for k in (1, 2, 3) * 40]
    walker, reference = LabelWalker(g), LabelWalker(g)
    for anchor in range(g.num_entities):
        expected = [bool(reference.ends(anchor, p).size) for p in paths]
        assert walker.reaches(anchor, paths) == expected, anchor
