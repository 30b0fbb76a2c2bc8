"""DotRAG discovery and constrained path search, against brute-force references."""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np
import pytest
from fakes import FakeEmbedder
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from graphpaths.dotrag.protocol.calls import Decide, PlanFirstHops, PolicyCall, drive
from graphpaths.dotrag.protocol.policy import Continue, Decision, FirstHopPlan, Stop, TypeQuery
from graphpaths.dotrag.protocol.types import (
    AnchorOption,
    DotRAGConfig,
    SearchState,
    TrajectoryOption,
)
from graphpaths.dotrag.reading.heuristic import HeuristicPolicy
from graphpaths.dotrag.search.discovery import Discovery, select_pairs
from graphpaths.dotrag.search.hops import PathSearch, SearchCounters
from graphpaths.dotrag.search.repairs import permutation
from graphpaths.graph import Graph, GraphBuilder
from graphpaths.reachability import ReachabilityMap
from graphpaths.vectors import InMemoryVectorStore

# Keep every candidate (fake vectors are random); the paper's exact hop layers.
OPEN = DotRAGConfig(min_similarity=-1.0, reach="exact")

MOVIES = [
    ("Kismet", "directed_by", "William Dieterle"),
    ("Kismet", "starred_actors", "Ronald Colman"),
    ("Kismet", "release_year", "1944"),
    ("Kismet", "has_genre", "Drama"),
    ("Juarez", "directed_by", "William Dieterle"),
    ("Juarez", "starred_actors", "Bette Davis"),
    ("Juarez", "release_year", "1939"),
    ("Juarez", "has_genre", "Drama"),
    ("Random Harvest", "starred_actors", "Ronald Colman"),
    ("Random Harvest", "directed_by", "Mervyn LeRoy"),
    ("Random Harvest", "release_year", "1942"),
    ("Random Harvest", "has_genre", "Romance"),
    ("The Thin Man", "directed_by", "W. S. Van Dyke"),
    ("The Thin Man", "starred_actors", "Myrna Loy"),
    ("Thin Man", "starred_actors", "Nobody"),
    ("Now, Voyager", "starred_actors", "Bette Davis"),
    ("Now, Voyager", "written_by", "Olive Higgins Prouty"),
    ("Now, Voyager", "release_year", "1942"),
]
TYPES = {"directed_by": "person", "starred_actors": "person", "written_by": "person"}
TYPES |= {"release_year": "year", "has_genre": "genre"}


def movie_graph() -> Graph:
    b = GraphBuilder()
    for head, label, tail in MOVIES:
        b.add_entity(head, types=["movie"])
        b.add_entity(tail, types=[TYPES[label]])
        b.add_relation(head, tail, label)
    return b.build()


def make_search(graph: Graph, embedder: FakeEmbedder | None = None) -> PathSearch:
    e = embedder or FakeEmbedder(dimension=16)
    return PathSearch(
        graph,
        ReachabilityMap.build(graph),
        InMemoryVectorStore(e.embed_documents(graph.entity_texts())),
        InMemoryVectorStore(e.embed_documents(graph.relation_texts())),
    )


@st.composite
def random_graphs(draw: st.DrawFn) -> Graph:
    """Small multi-typed graphs, possibly with isolated entities and self-loops."""
    n = draw(st.integers(2, 9))
    type_names = ["a", "b", "c"]
    b = GraphBuilder(default_type=None)
    for i in range(n):
        types = draw(st.lists(st.sampled_from(type_names), min_size=1, max_size=2, unique=True))
        b.add_entity(f"e{i}", name=f"name{i}", types=types)
    edges = draw(
        st.lists(
            st.tuples(st.integers(0, n - 1), st.integers(0, n - 1), st.sampled_from("xyz")),
            max_size=20,
        )
    )
    for h, t, label in edges:
        b.add_relation(f"e{h}", f"e{t}", label)
    return b.build()


SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


# -- discovery ------------------------------------------------------------------------------
def test_first_hop_equals_edges_into_per_type() -> None:
    g = movie_graph()
    search = make_search(g)
    for anchor in range(g.num_entities):
        relations, neighbours, types = search.first_hop(anchor)
        for t in search.reachability.types_at(anchor, 1):
            block = types == g.type_index(t)
            edges = search.reachability.edges_into(anchor, 1, t, [anchor])
            assert sorted(
                zip(relations[block].tolist(), neighbours[block].tolist(), strict=False)
            ) == sorted(zip(edges.relations.tolist(), edges.targets.tolist(), strict=False))


def test_discovery_prefers_mentioned_seeds_longest_first() -> None:
    g = movie_graph()
    search = make_search(g)
    query = "who starred in The Thin Man with Myrna Loy"
    vector = FakeEmbedder(dimension=16).embed_query(query)
    found = search.discover(query, vector, DotRAGConfig(seed_k=g.num_entities))
    names = [a.name for a in found.anchors]
    assert names == ["The Thin Man", "Myrna Loy"]  # "Thin Man" is covered by the longer name
    assert all(a.mentioned for a in found.anchors)


def test_discovery_falls_back_to_top_seeds_without_a_confidence_bar() -> None:
    g = movie_graph()
    search = make_search(g)
    vector = FakeEmbedder(dimension=16).embed_query("nothing named here")
    config = DotRAGConfig(anchor_k=3, min_anchor_confidence=0.0)  # the paper's behaviour
    found = search.discover("nothing named here", vector, config)
    seeds, _ = search.seed_search(vector, config.seed_k)
    assert [a.entity for a in found.anchors] == seeds[:3].tolist()
    assert not any(a.mentioned for a in found.anchors)
    assert found.not_found is None


def test_discovery_says_not_found_when_nothing_is_named() -> None:
    g = movie_graph()
    search = make_search(g)
    vector = FakeEmbedder(dimension=16).embed_query("nothing named here")
    found = search.discover("nothing named here", vector, DotRAGConfig())
    assert found.anchors == ()
    assert found.not_found is not None
    assert "no entity of the graph is named" in found.not_found
    # A possessive names its owner in full.
    named = search.discover("Who was Kismet's director?", vector, DotRAGConfig())
    assert [a.name for a in named.anchors] == ["Kismet"]
    assert named.anchors[0].mentioned
    assert named.anchors[0].confidence == 1.0


def test_trajectories_labels_sizes_and_previews() -> None:
    g = movie_graph()
    search = make_search(g)
    kismet = g.index_of("Kismet")
    vector = FakeEmbedder(dimension=16).embed_query("Kismet")
    found = search.discover("Kismet", vector, DotRAGConfig(preview_k=1))
    [options] = [
        t for a, t in zip(found.anchors, found.trajectories, strict=True) if a.entity == kismet
    ]
    by_type = {o.type_name: o for o in options}
    assert set(by_type) == set(search.reachability.types_at(kismet, 1))
    assert by_type["person"].size == 2
    assert dict(by_type["person"].labels) == {"directed_by": 1, "starred_actors": 1}
    people = search.reachability.edges_into(kismet, 1, "person", [kismet]).relations
    sims = search.relation_vectors.scores(vector, people)
    [preview] = by_type["person"].previews
    assert preview.relation == int(people[int(np.argmax(sims))])
    assert preview.text == g.relation_text(preview.relation)
    no_preview = search.discover("Kismet", vector, DotRAGConfig(use_preview=False))
    assert all(not o.previews for opts in no_preview.trajectories for o in opts)


@SETTINGS
@given(random_graphs(), st.integers(0, 10**6))
def test_hop_search_matches_brute_force(g: Graph, seed: int) -> None:
    search = make_search(g)
    rng = np.random.default_rng(seed)
    r = search.reachability
    anchor = int(rng.integers(g.num_entities))
    vector = FakeEmbedder(dimension=16).embed_query(f"q{seed}")
    for reach, hop in [(reach, hop) for reach in ("exact", "within") for hop in (1, 2)]:
        config = DotRAGConfig(relations_per_hop=3, min_similarity=-0.1, reach=reach)
        nearer = range(1, hop + 1) if reach == "within" else [hop]
        previous = [anchor] if hop == 1 else r.layer(anchor, 1).tolist()
        frontier = np.array([v for v in previous if rng.random() < 0.8] or previous, np.int64)
        for t in sorted({t for h in nearer for t in r.types_at(anchor, h)}):
            got = search.search_hop(anchor, hop, t, frontier, vector, query="q", config=config)
            block = {
                e for h in nearer if t in r.types_at(anchor, h) for e in r.entities_at(anchor, h, t)
            }
            candidates = []
            for j in range(g.num_relations):
                h, tl = int(g.heads[j]), int(g.tails[j])
                for u, v in ((h, tl), (tl, h)):
                    if u in set(frontier.tolist()) and v in block and u != v:
                        s = float(search.relation_vectors.vectors([j])[0] @ vector)
                        if s >= np.float32(config.min_similarity):
                            candidates.append((-s, j, u, v))
            candidates = sorted(set(candidates))[: config.relations_per_hop]
            assert [(j, u, v) for _, j, u, v in candidates] == [
                (j, u, v) for j, u, v, _ in got.relations
            ]


@SETTINGS
@given(random_graphs(), st.integers(0, 10**6))
def test_adjacent_types_match_brute_force(g: Graph, seed: int) -> None:
    search = make_search(g)
    r = search.reachability
    rng = np.random.default_rng(seed)
    anchor = int(rng.integers(g.num_entities))
    frontier = r.layer(anchor, 1)
    layer2 = set(r.layer(anchor, 2).tolist())
    expected: set[str] = set()
    for j in range(g.num_relations):
        h, t = int(g.heads[j]), int(g.tails[j])
        for u, v in ((h, t), (t, h)):
            if u in set(frontier.tolist()) and v in layer2:
                expected.update(g.types_of(v))
    assert set(search.adjacent_types(anchor, 2, frontier)) == expected


def test_unconstrained_hop_is_the_global_top_k() -> None:
    g = movie_graph()
    search = make_search(g)
    vector = FakeEmbedder(dimension=16).embed_query("global")
    config = DotRAGConfig(relations_per_hop=4, min_similarity=-1.0, constrained_search=False)
    kismet = g.index_of("Kismet")
    hop = search.search_hop(
        kismet, 1, "person", np.array([kismet]), vector, query="q", config=config
    )
    top, _ = search.relation_vectors.top_k(vector, 4)
    assert [j for j, *_ in hop.relations] == top.tolist()
    for j, u, v, _ in hop.relations:
        assert {u, v} == {int(g.heads[j]), int(g.tails[j])}
        if kismet in (g.heads[j], g.tails[j]):
            assert u == kismet  # oriented away from the frontier


# -- policy answers and pairs ----------------------------------------------------------------
def test_permutation_repairs() -> None:
    assert permutation([2, 0, 1], 3) == ([2, 0, 1], False)
    assert permutation([2, 2, 7, "x", True], 3) == ([2, 0, 1], True)
    assert permutation(None, 2) == ([0, 1], True)
    assert permutation((1,), 2) == ([1, 0], True)


def _anchor(i: int) -> AnchorOption:
    return AnchorOption(entity=i, name=f"a{i}", types=(), similarity=0.0, mentioned=True)


def _trajectory(i: int, t: str) -> TrajectoryOption:
    return TrajectoryOption(anchor=i, anchor_name=f"a{i}", type_name=t, size=1)


def test_select_pairs_orders_by_priority_and_cuts() -> None:
    discovery = Discovery(
        seeds=(0, 1),
        seed_scores=(0.0, 0.0),
        anchors=(_anchor(0), _anchor(1)),
        trajectories=(
            (_trajectory(0, "x"), _trajectory(0, "y")),
            (_trajectory(1, "x"), _trajectory(1, "z")),
        ),
    )
    config = DotRAGConfig(trajectories_per_anchor=2, pairs_searched=3)
    pairs = select_pairs(discovery, [1, 0], [[1, 0], [0, 1]], config)
    assert [(p.anchor.entity, p.trajectory.type_name, p.priority) for p in pairs] == [
        (1, "x", (0, 0)),
        (1, "z", (0, 1)),
        (0, "y", (1, 0)),
    ]


# -- the search loop follows the policy --------------------------------------------------------
@dataclass
class ScriptedPolicy:
    """Follows a script: the first-hop type, hop-2 continuations and the stop depth."""

    continuations: Sequence[str] = ()
    path: Sequence[str] = ()  # types chosen by decide at depth 2, 3, ...
    stop_at: int = 1
    preferred: frozenset[int] = frozenset({1})
    calls: list[str] = field(default_factory=list)
    name: str = "scripted"

    def rank_anchors(self, query: str, anchors: Sequence[AnchorOption]) -> list[int]:
        self.calls.append("rank_anchors")
        return list(range(len(anchors)))

    def rank_trajectories(
        self, query: str, anchor: AnchorOption, trajectories: Sequence[TrajectoryOption]
    ) -> list[int]:
        self.calls.append("rank_trajectories")
        return list(range(len(trajectories)))

    def plan_first_hops(
        self, query: str, trajectory: TrajectoryOption, continuation_types: Sequence[str]
    ) -> FirstHopPlan:
        self.calls.append("plan")
        chosen = [t for t in self.continuations if t in continuation_types]
        return FirstHopPlan(
            query=f"hop1 {query}",
            continuations=tuple(TypeQuery(type_name=t, query=f"hop2 {t}") for t in chosen),
        )

    def decide(self, query: str, state: SearchState, next_types: Sequence[str]) -> Decision:
        self.calls.append(f"decide@{state.depth}")
        if state.depth >= self.stop_at:
            return Stop(preferred_depths=self.preferred)
        wanted = self.path[state.depth - 1] if state.depth <= len(self.path) else None
        if wanted not in next_types:
            self.calls.append("unavailable")
            return Stop(preferred_depths=self.preferred)
        return Continue(next=TypeQuery(type_name=str(wanted), query=f"hop{state.depth + 1}"))

    def review(self, query: str, state: SearchState) -> Stop:
        self.calls.append(f"review@{state.depth}")
        return Stop(preferred_depths=self.preferred)


def _one_pair(search: PathSearch, anchor_name: str, type_name: str) -> list:
    g = search.graph
    a = g.index_of(anchor_name)
    discovery = Discovery(
        seeds=(a,),
        seed_scores=(1.0,),
        anchors=(_anchor(a),),
        trajectories=((_trajectory(a, type_name),),),
    )
    return select_pairs(discovery, [0], [[0]], OPEN)


def test_search_follows_the_scripted_types_and_stop_depth() -> None:
    g = movie_graph()
    search = make_search(g)
    embedder = FakeEmbedder(dimension=16)
    pairs = _one_pair(search, "Ronald Colman", "movie")
    policy = ScriptedPolicy(path=("person", "movie"), stop_at=3, preferred=frozenset({3}))
    counters = SearchCounters()
    [branch] = drive(search.search_pairs("q", pairs, OPEN, embedder.embed_query, counters), policy)
    assert [h.type_name for h in branch.hops] == ["movie", "person", "movie"]
    assert [h.query for h in branch.hops] == ["hop1 q", "hop2", "hop3"]
    assert branch.preferred == frozenset({3})
    assert policy.calls == ["plan", "decide@1", "decide@2", "review@3"]
    assert counters.repairs == 0
    assert counters.hops == 3
    colman = g.index_of("Ronald Colman")
    assert {v for _, u, v, _ in branch.hops[0].relations} == {
        g.index_of("Kismet"),
        g.index_of("Random Harvest"),
    }
    assert all(u == colman for _, u, _, _ in branch.hops[0].relations)
    # hop 3: movies two hops from Colman's co-workers, not Colman's own movies
    targets = {g.names[v] for _, _, v, _ in branch.hops[2].relations}
    assert targets == {"Juarez"}


def test_search_stops_where_the_policy_says() -> None:
    search = make_search(movie_graph())
    embedder = FakeEmbedder(dimension=16)
    pairs = _one_pair(search, "Ronald Colman", "movie")
    policy = ScriptedPolicy(stop_at=1)
    [branch] = drive(search.search_pairs("q", pairs, OPEN, embedder.embed_query), policy)
    assert branch.depth == 1
    assert policy.calls == ["plan", "decide@1"]


def test_continuations_branch_and_decide_per_branch() -> None:
    search = make_search(movie_graph())
    embedder = FakeEmbedder(dimension=16)
    pairs = _one_pair(search, "Ronald Colman", "movie")
    policy = ScriptedPolicy(continuations=("year", "genre", "nonsense"), stop_at=2)
    branches = drive(search.search_pairs("q", pairs, OPEN, embedder.embed_query), policy)
    assert [[h.type_name for h in b.hops] for b in branches] == [
        ["movie", "year"],
        ["movie", "genre"],
    ]
    assert {h.query for b in branches for h in b.hops[1:]} == {"hop2 year", "hop2 genre"}


def test_max_depth_ends_with_a_review() -> None:
    search = make_search(movie_graph())
    embedder = FakeEmbedder(dimension=16)
    pairs = _one_pair(search, "Ronald Colman", "movie")
    policy = ScriptedPolicy(path=("person", "movie"), stop_at=9)
    config = DotRAGConfig(min_similarity=-1.0, max_depth=2)
    [branch] = drive(search.search_pairs("q", pairs, config, embedder.embed_query), policy)
    assert branch.depth == 2
    assert policy.calls[-1] == "review@2"


def test_invalid_answers_are_repaired_and_counted() -> None:
    search = make_search(movie_graph())
    embedder = FakeEmbedder(dimension=16)
    pairs = _one_pair(search, "Ronald Colman", "movie")
    steps = search.search_pairs(
        "q", pairs, OPEN, embedder.embed_query, counters := SearchCounters()
    )
    calls: list[PolicyCall] = next(steps)
    assert [type(c) for c in calls] == [PlanFirstHops]
    calls = steps.send(["not a plan"])
    assert [type(c) for c in calls] == [Decide]
    bad = Continue(next=TypeQuery(type_name="no-such-type", query="x"))
    with pytest.raises(StopIteration) as done:
        steps.send([bad])
    [branch] = done.value.value
    assert branch.depth == 1
    assert counters.repairs == 2
    assert branch.hops[0].query == "q"  # the plan fell back to the question


def test_unreachable_continuation_is_searched_empty() -> None:
    search = make_search(movie_graph())
    a = search.graph.index_of("Ronald Colman")
    hop = search.search_hop(
        a, 3, "genre", np.array([], np.int64), np.ones(16, np.float32) / 4, query="q", config=OPEN
    )
    assert hop.relations == ()
    assert hop.samples == ()


def test_every_combination_of_types_is_searchable() -> None:
    # All (hop-1 type, hop-2 type) combinations run without error on the movie graph.
    g = movie_graph()
    search = make_search(g)
    embedder = FakeEmbedder(dimension=16)
    for name, (t1, t2) in itertools.product(
        ["Kismet", "William Dieterle"], itertools.product(g.type_names, repeat=2)
    ):
        pairs = _one_pair(search, name, t1)
        policy = ScriptedPolicy(path=(t2,), stop_at=2)
        branches = drive(search.search_pairs("q", pairs, OPEN, embedder.embed_query), policy)
        for b in branches:
            assert [h.type_name for h in b.hops] in ([t1], [t1, t2])
            if (
                b.depth == 1
                and b.hops[0].relations
                and t2
                in search.adjacent_types(
                    b.pair.anchor.entity, 2, np.unique([v for _, _, v, _ in b.hops[0].relations])
                )
            ):
                raise AssertionError(f"{t2} was offered but not searched")


def test_select_pairs_keeps_tied_trajectories_only_when_asked() -> None:
    discovery = Discovery(
        seeds=(0, 1),
        seed_scores=(0.0, 0.0),
        anchors=(_anchor(0), _anchor(1)),
        trajectories=(
            (_trajectory(0, "x"), _trajectory(0, "y"), _trajectory(0, "w")),
            (_trajectory(1, "x"), _trajectory(1, "z")),
        ),
    )
    config = DotRAGConfig(trajectories_per_anchor=1, pairs_searched=3)
    orders = [[2, 0, 1], [1, 0]]
    tied = select_pairs(discovery, [0, 1], orders, config, [3, 1])
    assert [(p.anchor.entity, p.trajectory.type_name, p.priority) for p in tied] == [
        (0, "w", (0, 0)),
        (0, "x", (0, 1)),
        (0, "y", (0, 2)),
    ]
    plain = select_pairs(
        discovery, [0, 1], orders, dataclasses.replace(config, search_ties=False), [3, 1]
    )
    assert [(p.anchor.entity, p.trajectory.type_name) for p in plain] == [(0, "w"), (1, "z")]
    # Ties never shrink what trajectories_per_anchor keeps.
    wide = dataclasses.replace(config, trajectories_per_anchor=2, pairs_searched=4)
    assert len(select_pairs(discovery, [0, 1], orders, wide, [1, 1])) == 4


def test_the_first_anchors_tied_trajectories_are_all_searched_past_pairs_searched() -> None:
    # The heuristic ties the trajectories its kept readings go through (at most
    # Hedge.readings): the reading it is unsure of must not fall off at pairs_searched.
    types = ("p", "q", "r", "s", "t")
    discovery = Discovery(
        seeds=(0, 1),
        seed_scores=(0.0, 0.0),
        anchors=(_anchor(0), _anchor(1)),
        trajectories=(
            tuple(_trajectory(0, t) for t in types),
            (_trajectory(1, "x"), _trajectory(1, "z")),
        ),
    )
    config = DotRAGConfig(trajectories_per_anchor=1, pairs_searched=3)
    orders = [[4, 3, 2, 1, 0], [1, 0]]
    pairs = select_pairs(discovery, [0, 1], orders, config, [5, 2])
    assert [(p.anchor.entity, p.trajectory.type_name) for p in pairs] == [
        (0, "t"), (0, "s"), (0, "r"), (0, "q"), (0, "p")
    ]  # fmt: skip
    # fewer ties than pairs_searched: the next anchor's pairs fill up to it as before
    pairs = select_pairs(discovery, [0, 1], orders, config, [2, 2])
    assert [(p.anchor.entity, p.trajectory.type_name) for p in pairs] == [
        (0, "t"), (0, "s"), (1, "z")
    ]  # fmt: skip
    # a later anchor's ties stay within pairs_searched
    pairs = select_pairs(discovery, [1, 0], orders, config, [5, 2])
    assert [(p.anchor.entity, p.trajectory.type_name) for p in pairs] == [
        (1, "z"), (1, "x"), (0, "t")
    ]  # fmt: skip


def test_a_cut_hop_keeps_the_policys_own_walks_first() -> None:
    """Two readings leave the anchor film by its director and by its star; the hop after
    holds each label from both (the director also acts): relations no reading walks. When
    the hop must cut, the walks' own relations (``TypeQuery.leaving``) stay, however much
    better the others match the query."""
    b = GraphBuilder()
    triples = [
        ("Film 0", "directed_by", "Dora"), ("Film 0", "starred_actors", "Sam"),
        ("Film 1", "directed_by", "Dora"), ("Film 2", "directed_by", "Dora"),
        ("Film 3", "starred_actors", "Dora"), ("Film 4", "starred_actors", "Dora"),
        ("Film 5", "starred_actors", "Dora"), ("Film 6", "starred_actors", "Sam"),
    ]  # fmt: skip
    for head, label, tail in triples:
        b.add_entity(head, types=["movie"])
        b.add_entity(tail, types=["person"])
        b.add_relation(head, tail, label)
    g = b.build()
    # the films Dora acts in match the query best
    acts = [label == "starred_actors" and tail == "Dora" for _, label, tail in triples]
    relation_vectors = np.array([[1.0, 0.0] if a else [0.0, 1.0] for a in acts], np.float32)
    search = PathSearch(
        g,
        ReachabilityMap.build(g),
        InMemoryVectorStore(np.ones((g.num_entities, 2), np.float32)),
        InMemoryVectorStore(relation_vectors),
    )
    dora, sam = g.index_of("Dora"), g.index_of("Sam")
    config = dataclasses.replace(OPEN, relations_per_hop=3)
    labels, directions = ("directed_by", "starred_actors"), (False, False)

    def films(leaving: tuple[tuple[int, ...], ...]) -> set[str]:
        hop = search.search_hop(
            g.index_of("Film 0"), 2, "movie", np.array([dora, sam]), np.array([1.0, 0.0]),
            query="q", config=config, labels=labels, directions=directions, leaving=leaving,
        )  # fmt: skip
        return {g.names[v] for _, _, v, _ in hop.relations}

    assert films(()) == {"Film 3", "Film 4", "Film 5"}  # by the query alone
    assert films(((dora,), (sam,))) == {"Film 1", "Film 2", "Film 6"}


def test_the_heuristic_policy_says_where_its_walks_leave_from() -> None:
    """The next hop's labels come with the entities the readings taking each reach first:
    the director's films are walked from the director, not from the star."""
    b = GraphBuilder()
    for head, label, tail in [
        ("Film 0", "directed_by", "Dora"), ("Film 0", "starred_actors", "Sam"),
        ("Film 1", "directed_by", "Dora"), ("Film 2", "starred_actors", "Dora"),
        ("Film 3", "directed_by", "Sam"),
    ]:  # fmt: skip
        b.add_entity(head, types=["movie"])
        b.add_entity(tail, types=["person"])
        b.add_relation(head, tail, label)
    g = b.build()
    film = g.index_of("Film 0")
    trajectory = TrajectoryOption(
        anchor=film, anchor_name="Film 0", type_name="person", size=2,
        labels=(("directed_by", 1), ("starred_actors", 1)),
    )  # fmt: skip
    plan = HeuristicPolicy(g, None).plan_first_hops(
        "the films by the same director as Film 0", trajectory, ["movie"]
    )
    (hop,) = plan.continuations
    assert hop.labels == ("directed_by", "starred_actors")
    assert hop.directions == (False, False)
    # both next steps are walked from the director the first hop reaches, never the star
    assert hop.leaving == ((g.index_of("Dora"),), (g.index_of("Dora"),))
