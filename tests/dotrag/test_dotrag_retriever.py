"""The DotRAG retriever end to end: properties, policies, async, stats, ranking."""

from __future__ import annotations

import asyncio
import dataclasses
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest
from fakes import FakeEmbedder
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_dotrag_search import OPEN, ScriptedPolicy, movie_graph, random_graphs

from graphpaths.context import approximate_tokens
from graphpaths.dotrag.index.graph_index import build_index, load_index
from graphpaths.dotrag.protocol.policy import (
    AsyncPolicy,
    Decision,
    FirstHopPlan,
    Policy,
    Steps,
    Stop,
    TiedRanking,
)
from graphpaths.dotrag.protocol.random_policy import RandomPolicy
from graphpaths.dotrag.protocol.types import (
    AnchorOption,
    DotRAGConfig,
    DotRAGResult,
    EvidenceHop,
    SearchState,
    TrajectoryOption,
)
from graphpaths.dotrag.reading.heuristic import HeuristicPolicy
from graphpaths.dotrag.retriever import DotRAG
from graphpaths.dotrag.search.ranking import (
    DEAD_END_CONFIDENCE,
    assemble_paths,
    fill_context,
    rank_paths,
)
from graphpaths.errors import ConfigError
from graphpaths.graph import Graph, GraphBuilder
from graphpaths.reachability import ReachabilityMap
from graphpaths.vectors import InMemoryVectorStore

SETTINGS = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def make_dotrag(g: Graph, policy: Policy, **kwargs: object) -> DotRAG:
    e = FakeEmbedder(dimension=16)
    return DotRAG(
        g,
        ReachabilityMap.build(g),
        InMemoryVectorStore(e.embed_documents(g.entity_texts())),
        InMemoryVectorStore(e.embed_documents(g.relation_texts())),
        e,
        policy,
        **kwargs,  # type: ignore[arg-type]
    )


def check_result(g: Graph, result: DotRAGResult, budget: int) -> None:
    """The invariants every result keeps."""
    assert result.context.tokens <= budget
    assert sum(approximate_tokens(i.text) for i in result.context.items) == result.context.tokens
    anchors = {a.entity for a in result.anchors}
    for j in result.context.relations:
        assert 0 <= j < g.num_relations
    for path in result.paths:
        assert path.anchor in anchors
        previous = path.anchor
        for hop in path.hops:
            assert {hop.source, hop.target} == {
                int(g.heads[hop.relation]),
                int(g.tails[hop.relation]),
            }
            assert hop.source == previous
            previous = hop.target
        assert path.similarity == pytest.approx(sum(h.similarity for h in path.hops))
        # a path's score is what it is ranked by: its confidence when the policy gives one
        assert path.score == (path.similarity if path.confidence is None else path.confidence)
    confidences = [p.confidence for p in result.paths if p.confidence is not None]
    assert confidences == sorted(confidences, reverse=True)
    # every context relation comes with a path prefix that leads to it from an anchor
    in_context = set(result.context.relations)
    reached: set[int] = set()
    for path in result.paths:
        for hop in path.hops:
            if hop.relation not in in_context:
                break
            reached.add(hop.relation)
    assert reached == in_context


QUERIES = st.sampled_from(
    ["name0 and name1", "what about name2", "name3 name4 name5", "nothing", "name1"]
)


@SETTINGS
@given(random_graphs(), QUERIES, st.integers(0, 3), st.sampled_from([5, 40, 10_000]))
def test_properties_with_the_random_policy(g: Graph, query: str, seed: int, budget: int) -> None:
    config = DotRAGConfig(min_similarity=-1.0, budget=budget, relations_per_hop=4)
    dotrag = make_dotrag(g, RandomPolicy(seed), config=config)
    first = dotrag.retrieve(query)
    check_result(g, first, budget)
    again = make_dotrag(g, RandomPolicy(seed), config=config).retrieve(query)
    assert [p.hops for p in again.paths] == [p.hops for p in first.paths]
    assert again.context.items == first.context.items


@SETTINGS
@given(random_graphs(), QUERIES, st.booleans(), st.booleans())
def test_properties_with_the_heuristic_policy(
    g: Graph, query: str, preview: bool, constrained: bool
) -> None:
    config = DotRAGConfig(min_similarity=-1.0, use_preview=preview, budget=60)
    dotrag = make_dotrag(g, HeuristicPolicy(g, FakeEmbedder(dimension=16)), config=config)
    result = dotrag.retrieve(query, constrained_search=constrained)
    assert result.context.tokens <= 60
    assert all(0 <= j < g.num_relations for j in result.context.relations)
    if constrained:
        check_result(g, result, 60)
    assert result.stats.llm_calls == 0
    assert dotrag.retrieve(query, constrained_search=constrained).context == result.context


def test_scripted_policy_end_to_end() -> None:
    g = movie_graph()
    policy = ScriptedPolicy(path=("person",), stop_at=2, preferred=frozenset({2}))
    dotrag = make_dotrag(g, policy, config=OPEN)
    result = dotrag.retrieve("who acted with Bette Davis")
    assert result.anchors[0].name == "Bette Davis"
    assert [p.type for p in result.stats.pairs] == ["movie"]
    [branch] = result.stats.branches
    assert branch.types == ("movie", "person")
    assert branch.preferred == (2,)
    check_result(g, result, OPEN.budget)
    # preferred depth-2 paths come first, then the depth-1 paths
    depths = [p.depth for p in result.paths]
    assert depths == sorted(depths, reverse=True)
    assert result.paths[0].preferred
    assert not result.paths[-1].preferred
    names = {g.names[i] for i in result.entities}
    assert {"Juarez", "Now, Voyager", "William Dieterle", "Olive Higgins Prouty"} <= names


def test_paths_are_ranked_by_priority_then_preference_then_score() -> None:
    g = movie_graph()
    kismet, juarez = g.index_of("Kismet"), g.index_of("Juarez")
    dieterle = g.index_of("William Dieterle")
    rel = {(g.names[g.heads[j]], g.names[g.tails[j]]): j for j in range(g.num_relations)}
    hop1 = EvidenceHop(
        depth=1,
        type_name="person",
        query="q",
        relations=((rel["Kismet", "William Dieterle"], kismet, dieterle, 0.9),),
    )
    hop2 = EvidenceHop(
        depth=2,
        type_name="movie",
        query="q",
        relations=((rel["Juarez", "William Dieterle"], dieterle, juarez, 0.2),),
    )
    low = assemble_paths(g, anchor=kismet, hops=(hop1, hop2), priority=(1, 0), preferred={1})
    high = assemble_paths(g, anchor=kismet, hops=(hop1,), priority=(0, 0), preferred=set())
    ranked = rank_paths([*low, *high])
    # the duplicate depth-1 path is kept once, at its best position (priority (0, 0))
    assert [(p.priority, p.depth) for p in ranked] == [((0, 0), 1), ((1, 0), 2)]
    context = fill_context(g, ranked, budget=6)
    assert context.tokens <= 6
    assert len(context.relations) == 1


def test_a_dead_end_short_of_the_preferred_depth_is_left_out() -> None:
    b = GraphBuilder()
    for head, tail, label in [
        ("Harland Yard", "Saga", "built"),
        ("Harland Yard", "Nomad", "built"),
        ("Saga", "Bergen", "home_port"),
        ("Nomad", "Tromso", "home_port"),
        ("Harland Yard", "Drift", "built"),  # Drift has no home port
    ]:
        _ = b.add_relation(head, tail, label, create_entities=True)
    g = b.build()
    rel = {(g.names[g.heads[j]], g.names[g.tails[j]]): j for j in range(g.num_relations)}
    yard = g.index_of("Harland Yard")

    def hop(depth: int, pairs: list[tuple[str, str]]) -> EvidenceHop:
        return EvidenceHop(
            depth=depth,
            type_name="entity",
            query="q",
            relations=tuple((rel[h, t], g.index_of(h), g.index_of(t), 0.5) for h, t in pairs),
        )

    ships = hop(1, [("Harland Yard", "Saga"), ("Harland Yard", "Nomad"), ("Harland Yard", "Drift")])
    ports = hop(2, [("Saga", "Bergen"), ("Nomad", "Tromso")])

    asked = {(("built", True), ("home_port", True)): 0.9, (("built", True),): 0.005}

    def ends(
        preferred: set[int],
        hops: tuple[EvidenceHop, ...] = (ships, ports),
        confidences: dict[Steps, float] | None = asked,
    ) -> set[str]:
        paths = assemble_paths(
            g, anchor=yard, hops=hops, priority=(0, 0), preferred=preferred, confidences=confidences
        )
        return {p.hops[-1].target_name for p in paths}

    # the home ports are asked: Drift leads to none, so its path is not the way to an answer
    assert ends({2}) == {"Saga", "Nomad", "Bergen", "Tromso"}
    # unless the ships themselves may be asked (their reading likely enough), or the
    # policy gives no confidences
    likely = {**asked, (("built", True),): 2 * DEAD_END_CONFIDENCE}
    assert "Drift" in ends({2}, confidences=likely)
    assert "Drift" in ends({2}, confidences=None)
    # the ships are asked too (or nothing is preferred): every ship stays
    assert ends({1, 2}) == ends(set()) == {"Saga", "Nomad", "Drift", "Bergen", "Tromso"}
    # the deepest hop has nothing after it: its paths all stay
    assert ends({1}, (ships,)) == {"Saga", "Nomad", "Drift"}
    # a next hop that found nothing: the ships are all the branch has
    nowhere = dataclasses.replace(ports, relations=())
    assert ends({2}, (ships, nowhere)) == {"Saga", "Nomad", "Drift"}
    # a next hop starting elsewhere (no constrained search: fragments) prunes nothing
    tromso, nomad = g.index_of("Tromso"), g.index_of("Nomad")
    fragment = (rel["Nomad", "Tromso"], tromso, nomad, 0.1)
    loose = dataclasses.replace(ports, relations=(ports.relations[0], fragment))
    assert "Drift" in ends({2}, (ships, loose))


class AsyncStub(ScriptedPolicy):
    """The scripted policy with async twins; records how calls were made."""

    async def arank_anchors(self, query: str, anchors: Sequence[AnchorOption]) -> list[int]:
        await asyncio.sleep(0)
        return self.rank_anchors(query, anchors)

    async def arank_trajectories(
        self, query: str, anchor: AnchorOption, trajectories: Sequence[TrajectoryOption]
    ) -> list[int]:
        await asyncio.sleep(0)
        return self.rank_trajectories(query, anchor, trajectories)

    async def aplan_first_hops(
        self, query: str, trajectory: TrajectoryOption, continuation_types: Sequence[str]
    ) -> FirstHopPlan:
        return self.plan_first_hops(query, trajectory, continuation_types)

    async def adecide(self, query: str, state: SearchState, next_types: Sequence[str]) -> Decision:
        return self.decide(query, state, next_types)

    async def areview(self, query: str, state: SearchState) -> Stop:
        return self.review(query, state)


def test_async_matches_sync() -> None:
    g = movie_graph()
    config = dataclasses.replace(OPEN, trajectories_per_anchor=2, pairs_searched=4)
    query = "Ronald Colman and Bette Davis and Kismet"
    sync_result = make_dotrag(
        g, ScriptedPolicy(path=("person",), stop_at=2), config=config
    ).retrieve(query)
    stub = AsyncStub(path=("person",), stop_at=2)
    assert isinstance(stub, AsyncPolicy)
    async_result = asyncio.run(make_dotrag(g, stub, config=config).aretrieve(query))
    assert async_result.context == sync_result.context
    assert [p.hops for p in async_result.paths] == [p.hops for p in sync_result.paths]
    # only Kismet offers more than one trajectory; a single option is not asked about
    assert stub.calls.count("rank_trajectories") == 1
    # a sync policy runs in a thread and gives the same answer
    threaded = asyncio.run(
        make_dotrag(g, ScriptedPolicy(path=("person",), stop_at=2), config=config).aretrieve(query)
    )
    assert threaded.context == sync_result.context


@dataclasses.dataclass
class Counting(ScriptedPolicy):
    """A policy with an LLM-style ``stats.snapshot()``."""

    class Stats:
        def __init__(self) -> None:
            self.calls = 0

        def snapshot(self) -> dict[str, int]:
            return {"calls": self.calls, "total_tokens": 10 * self.calls, "fallbacks": 1}

    def __post_init__(self) -> None:
        self.stats = Counting.Stats()

    def plan_first_hops(
        self, query: str, trajectory: TrajectoryOption, continuation_types: Sequence[str]
    ) -> FirstHopPlan:
        self.stats.calls += 1
        return super().plan_first_hops(query, trajectory, continuation_types)


def test_stats_report_policy_usage_and_stages() -> None:
    g = movie_graph()
    policy = Counting()
    result = make_dotrag(g, policy, config=OPEN).retrieve("Ronald Colman")
    stats = result.stats
    assert stats.policy == "scripted"
    assert (stats.llm_calls, stats.llm_tokens, stats.fallbacks) == (1, 10, 0)
    assert set(stats.seconds) == {
        "embed",
        "seed_search",
        "discovery",
        "ranking",
        "search",
        "path_ranking",
        "total",
    }
    assert stats.anchors == ("Ronald Colman",)
    assert stats.paths == len(result.paths)
    assert stats.context_relations == len(result.context.relations)


def test_policy_ranking_reorders_anchors() -> None:
    g = movie_graph()

    class Reverse(ScriptedPolicy):
        def rank_anchors(self, query: str, anchors: Sequence[AnchorOption]) -> list[int]:
            return list(reversed(range(len(anchors))))

    result = make_dotrag(g, Reverse(), config=OPEN).retrieve("Kismet and Juarez")
    assert sorted(result.stats.anchors) == ["Juarez", "Kismet"]
    assert [p.anchor for p in result.stats.pairs] == list(result.stats.anchors[::-1])


def test_bad_inputs_raise_clear_errors() -> None:
    from graphpaths.errors import QueryError

    g = movie_graph()
    dotrag = make_dotrag(g, RandomPolicy(0))
    with pytest.raises(QueryError, match="query"):
        dotrag.retrieve("  ")
    with pytest.raises(QueryError, match="query"):
        dotrag.retrieve("caf\udcc3 owner")  # undecodable bytes from a shell
    with pytest.raises(ConfigError, match="policy"):
        make_dotrag(g, object())  # type: ignore[arg-type]
    with pytest.raises(ConfigError, match="relations_per_hop"):
        DotRAGConfig(relations_per_hop=0)


@pytest.fixture(scope="module")
def movie_index(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The movie graph indexed once with the fake embedder (Chroma makes this slow-ish)."""
    path = tmp_path_factory.mktemp("dotrag") / "idx"
    build_index(movie_graph(), path, embedder=FakeEmbedder(dimension=16))
    return path


def test_from_index(movie_index: Path) -> None:
    g = movie_graph()
    embedder = FakeEmbedder(dimension=16)
    index = load_index(movie_index)
    dotrag = DotRAG.from_index(index, embedder=embedder, config=OPEN)
    assert isinstance(dotrag.policy, HeuristicPolicy)
    result = dotrag.retrieve("who directed Kismet")
    check_result(g, result, OPEN.budget)
    assert result.stats.llm_calls == 0
    with pytest.raises(ConfigError, match="does not match"):
        DotRAG.from_index(index, embedder=FakeEmbedder(name="other", dimension=16))


def test_from_index_with_an_llm_asks_it_and_falls_back(movie_index: Path) -> None:
    from graphpaths.dotrag.llm import LLMPolicy
    from graphpaths.llm import ScriptedLLM

    llm = ScriptedLLM(lambda messages: "not JSON at all")  # every answer is unusable
    dotrag = DotRAG.from_index(
        movie_index, embedder=FakeEmbedder(dimension=16), llm=llm, config=OPEN
    )
    assert isinstance(dotrag.policy, LLMPolicy)
    result = dotrag.retrieve("who directed Kismet")
    assert result.stats.llm_calls == len(llm.requests) > 0
    assert result.stats.fallbacks > 0  # the heuristic decided instead
    assert (movie_index / "overview.json").exists()  # the graph overview went into prompts
    with pytest.raises(ConfigError, match="llm or a policy"):
        DotRAG.from_index(
            movie_index, embedder=FakeEmbedder(dimension=16), llm=llm, policy=dotrag.policy
        )


def test_no_constrained_search_ablation_uses_global_relations() -> None:
    g = movie_graph()
    config = dataclasses.replace(OPEN, constrained_search=False, relations_per_hop=3)
    result = make_dotrag(g, ScriptedPolicy(stop_at=1), config=config).retrieve("Kismet")
    embedder = FakeEmbedder(dimension=16)
    vectors = InMemoryVectorStore(embedder.embed_documents(g.relation_texts()))
    top, _ = vectors.top_k(embedder.embed_query("hop1 Kismet"), 3)
    assert set(result.context.relations) == set(top.tolist())
    assert np.all(np.isin(list(result.context.relations), np.arange(g.num_relations)))


def test_cli_query_prints_a_tree_and_json(
    movie_index: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import json

    import graphpaths.cli.query
    from graphpaths.cli import main

    monkeypatch.setattr(
        graphpaths.cli.query, "SentenceTransformerEmbedder", lambda **_: FakeEmbedder(dimension=16)
    )
    question = "who directed Kismet"
    # --backend makes a SentenceTransformerEmbedder (faked here); without it DotRAG makes
    # the embedder the index records, which a fake cannot be.
    argv = ["query", str(movie_index), question, "--backend", "onnx"]
    assert main([*argv, "--policy", "random"]) == 0
    out = capsys.readouterr().out
    assert "anchor:   Kismet (movie; named" in out
    assert "context:" in out
    assert "policy random" in out
    assert main([*argv, "--json"]) == 0
    payload = json.loads(capsys.readouterr().out)
    assert payload["query"] == question
    assert payload["stats"]["policy"] == "heuristic"
    assert payload["context"]["tokens"] <= payload["context"]["budget"]
    for path in payload["paths"]:
        assert path["hops"][0]["source"] == path["anchor"]


@pytest.mark.slow
def test_cli_query_uses_the_embedder_the_index_records(
    movie_index_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from graphpaths.cli import main

    assert main(["query", str(movie_index_dir), "Who directed Inception?"]) == 0
    out = capsys.readouterr().out
    assert "anchor:   Inception (movie; named" in out
    assert "Christopher Nolan" in out


# -- the heuristic policy ------------------------------------------------------------------------
class ConceptEmbedder:
    """Words of one concept share a vector; every other text gets a hashed random one."""

    name = "concepts"
    dimension = 32
    CONCEPTS = (("film", "films", "movie", "movies"), ("who", "person"), ("when", "year", "years"))

    def _vector(self, text: str) -> np.ndarray:
        for k, group in enumerate(self.CONCEPTS):
            if text in group:
                v = np.zeros(self.dimension, np.float32)
                v[k] = 1.0
                return v
        return FakeEmbedder(dimension=self.dimension).vector(text)

    def embed_documents(self, texts: Sequence[str], *, progress: object = None) -> np.ndarray:
        return np.stack([self._vector(t) for t in texts]) if texts else np.zeros((0, 32))

    def embed_query(self, text: str) -> np.ndarray:
        return self._vector(text)


def test_heuristic_plans_two_relation_kinds_as_two_hops() -> None:
    g = movie_graph()
    policy = HeuristicPolicy(g, ConceptEmbedder())
    davis = g.index_of("Bette Davis")
    reading = policy.read("who made the pictures Bette Davis starred in", davis, "Bette Davis")
    best = reading.plans[0]
    assert best.labels == ("starred_actors", "directed_by")
    assert best.types == ("movie", "person")
    assert reading.answer_type == "person"
    assert best.queries == ("starred actors person", "directed by person")


def test_heuristic_reads_a_shared_relation_as_a_round_trip() -> None:
    g = movie_graph()
    policy = HeuristicPolicy(g, ConceptEmbedder())
    kismet = g.index_of("Kismet")
    reading = policy.read("which films share the director of Kismet", kismet, "Kismet")
    assert reading.answer_type == "movie"
    assert reading.plans[0].labels == ("directed_by", "directed_by")
    assert reading.plans[0].types == ("person", "movie")
    one_hop = policy.read("who directed Kismet", kismet, "Kismet").plans[0]
    assert one_hop.labels == ("directed_by",)


def test_heuristic_drives_the_search_to_the_planned_depth() -> None:
    g = movie_graph()
    dotrag = make_dotrag(g, HeuristicPolicy(g, ConceptEmbedder()), config=OPEN)
    result = dotrag.retrieve("release years of pictures Bette Davis starred in")
    # the best reading's paths come first: the films' years, two hops from Bette Davis
    top = result.paths[0].confidence
    first = [p for p in result.paths if p.confidence == top]
    assert {p.depth for p in first} == {2}
    assert [h.label_name for h in first[0].hops] == ["starred_actors", "release_year"]
    assert all(b.types[:2] == ("movie", "year") for b in result.stats.branches)
    assert {"1939", "1942"} <= {g.names[i] for i in result.entities}
    assert result.stats.llm_calls == 0


def test_heuristic_knows_nothing_but_the_graph() -> None:
    # Another domain: the same reading from the graph's own labels and types.
    b = GraphBuilder()
    for head, label, tail, types in [
        ("Acme", "founded_by", "Ada", ("company", "person")),
        ("Acme", "makes", "Rockets", ("company", "product")),
        ("Bolt", "founded_by", "Ada", ("company", "person")),
        ("Bolt", "makes", "Cars", ("company", "product")),
    ]:
        b.add_entity(head, types=[types[0]])
        b.add_entity(tail, types=[types[1]])
        b.add_relation(head, tail, label)
    g = b.build()
    policy = HeuristicPolicy(g, None)  # word stems only
    ada = g.index_of("Ada")
    reading = policy.read("what products do the companies founded by Ada make", ada, "Ada")
    assert reading.plans[0].labels == ("founded_by", "makes")
    assert reading.plans[0].types == ("company", "product")


@pytest.mark.parametrize(
    ("question", "answer", "types"),
    [
        ("list pictures William Dieterle directed", "movie", ("movie",)),
        ("release years of pictures by the director of Kismet", "year", None),
    ],
)
def test_heuristic_finds_the_answer_without_or_with_an_interrogative(
    question: str, answer: str, types: tuple[str, ...] | None
) -> None:
    g = movie_graph()
    policy = HeuristicPolicy(g, ConceptEmbedder())
    anchor = "William Dieterle" if "Dieterle" in question else "Kismet"
    reading = policy.read(question, g.index_of(anchor), anchor)
    assert reading.answer_type == answer
    if types is not None:
        assert reading.plans[0].types == types
    assert reading.plans[0].types[-1] == answer


def test_heuristic_validates_its_arguments() -> None:
    with pytest.raises(ConfigError, match="max_depth"):
        HeuristicPolicy(movie_graph(), None, max_depth=0)
    with pytest.raises(ConfigError, match="frontier_names"):
        HeuristicPolicy(movie_graph(), None, frontier_names=-1)


def test_heuristic_ties_are_searched_together_unless_switched_off() -> None:
    g = movie_graph()
    policy = HeuristicPolicy(g, ConceptEmbedder())
    dotrag = make_dotrag(g, policy, config=OPEN)
    # No word of this question names a label or a type: every trajectory ties.
    question = "tell me everything about Kismet"
    discovery = dotrag.search.discover(question, dotrag._embed_query(question), OPEN)
    [anchor] = [a for a in discovery.anchors if a.name == "Kismet"]
    options = discovery.trajectories[discovery.anchors.index(anchor)]
    assert len(options) >= 2
    ranking = policy.rank_trajectories(question, anchor, options)
    assert isinstance(ranking, TiedRanking)
    # the readings the policy is unsure of are hedged: more than one trajectory searched
    assert 2 <= ranking.tied <= len(options)
    searched = dotrag.retrieve(question).stats.pairs
    assert len(searched) == min(ranking.tied, OPEN.pairs_searched)
    assert all(p.anchor == "Kismet" for p in searched)
    single = dotrag.retrieve(question, search_ties=False)
    assert [p.type for p in single.stats.pairs] == [searched[0].type]
    # A question that names its relation is no tie.
    named = dotrag.retrieve("who directed Kismet")
    assert [p.type for p in named.stats.pairs] == ["person"]


def test_an_entity_the_question_names_is_an_anchor_however_far_its_vector() -> None:
    b = GraphBuilder()
    for i in range(30):
        b.add_relation(f"Person {i}", f"Company {i % 3}", "works_for", create_entities=True)
    b.add_relation("Person 0", "Larkspur Systems", "works_for", create_entities=True)
    g = b.build()
    dotrag = make_dotrag(g, HeuristicPolicy(g, None), config=DotRAGConfig(seed_k=2))
    question = "Who works for Larkspur Systems?"
    larkspur = g.index_of("Larkspur Systems")
    seeds, _ = dotrag.search.seed_search(FakeEmbedder(dimension=16).embed_query(question), 2)
    assert larkspur not in seeds.tolist()  # the fake embedder's vectors know no names
    result = dotrag.retrieve(question)
    assert [a.entity for a in result.anchors] == [larkspur]
    assert {g.names[p.hops[-1].target] for p in result.paths} == {"Person 0"}
