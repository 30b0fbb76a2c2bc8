"""A guided LLM policy asking ``rank_plans``: the model picks one of the heuristic's readings
of the question, shown as whole paths, and the pick steers that question's later decisions
(and no other question's, and not the heuristic's own)."""

from __future__ import annotations

import asyncio
import dataclasses
import re
from collections.abc import Sequence

import pytest

from graphpaths.dotrag.llm import DecisionLog, LLMPolicy
from graphpaths.dotrag.protocol.policy import Continue, Stop
from graphpaths.dotrag.protocol.types import (
    AnchorOption,
    EvidenceHop,
    SearchState,
    TrajectoryOption,
)
from graphpaths.dotrag.reading.heuristic import HeuristicPolicy, QuestionReading
from graphpaths.dotrag.reading.schema import LabelPath
from graphpaths.errors import ConfigError
from graphpaths.graph import Graph, GraphBuilder
from graphpaths.llm import Message, ScriptedLLM

QUESTION = "where were the kids of Gustavo Almeida born"


def family() -> Graph:
    b = GraphBuilder()
    people = ["Gustavo Almeida", "Ana Almeida", "Rui Almeida"]
    for name in people:
        b.add_entity(name, types=["person"])
    for city in ["Porto", "Braga", "Faro"]:
        b.add_entity(city, types=["city"])
    b.add_relation("Ana Almeida", "Gustavo Almeida", "child_of")
    b.add_relation("Rui Almeida", "Gustavo Almeida", "child_of")
    b.add_relation("Gustavo Almeida", "Porto", "born_in")
    b.add_relation("Ana Almeida", "Braga", "born_in")
    b.add_relation("Rui Almeida", "Faro", "born_in")
    b.add_relation("Gustavo Almeida", "Faro", "lives_in")
    return b.build()


def options(graph: Graph) -> tuple[AnchorOption, list[TrajectoryOption]]:
    g = graph.index_of("Gustavo Almeida")
    anchor = AnchorOption(
        entity=g, name="Gustavo Almeida", types=("person",), similarity=1.0, mentioned=True
    )
    trajectories = [
        TrajectoryOption(
            anchor=g,
            anchor_name="Gustavo Almeida",
            type_name="city",
            size=2,
            labels=(("born_in", 1), ("lives_in", 1)),
        ),
        TrajectoryOption(
            anchor=g,
            anchor_name="Gustavo Almeida",
            type_name="person",
            size=2,
            labels=(("child_of", 2),),
        ),
    ]
    return anchor, trajectories


def pick_line(pattern: str) -> ScriptedLLM:
    """A model that picks the numbered option whose line matches ``pattern``."""

    def answer(messages: Sequence[Message]) -> str:
        text = messages[-1].content
        for line in text.splitlines():
            found = re.match(r"(\d+)\. (.*)", line)
            if found and re.search(pattern, found.group(2)):
                return f'{{"pick": {found.group(1)}}}'
        return '{"pick": 1}'

    return ScriptedLLM(answer)


def after_first_hop(graph: Graph) -> SearchState:
    g = graph.index_of("Gustavo Almeida")
    kids = [graph.index_of("Ana Almeida"), graph.index_of("Rui Almeida")]
    return SearchState(
        anchor=g,
        anchor_name="Gustavo Almeida",
        depth=1,
        hops=(
            EvidenceHop(
                depth=1,
                type_name="person",
                query=QUESTION,
                relations=tuple((0, g, k, 0.7) for k in kids),
            ),
        ),
    )


def test_the_picked_path_steers_this_question_only() -> None:
    graph = family()
    heuristic = HeuristicPolicy(graph, None)
    anchor, trajectories = options(graph)
    # Read by word stems alone, "born" names born_in and nothing names child_of: the
    # heuristic's own best reading is the anchor's own birthplace.
    assert heuristic.read(QUESTION, anchor.entity, anchor.name).plans[0].labels == ("born_in",)
    assert heuristic.rank_trajectories(QUESTION, anchor, trajectories)[0] == 0

    llm = pick_line(r"child of -> person -> born in -> city$")
    trace = DecisionLog()
    policy = LLMPolicy(
        llm, fallback=heuristic, mode="guided", ask=("rank_plans",), ask_margin=None, trace=trace
    )
    ranking = policy.rank_trajectories(QUESTION, anchor, trajectories)
    assert ranking[0] == 1  # the person trajectory, through child_of
    prompt = llm.requests[0].messages[-1].content
    assert '"Gustavo Almeida" -> child of -> person -> born in -> city' in prompt
    assert '"Gustavo Almeida" -> born in -> city' in prompt

    # the later decisions of this question follow the picked path: on to the kids' cities,
    # then stop at two hops
    state = after_first_hop(graph)
    decision = policy.decide(QUESTION, state, ["city", "person"])
    assert isinstance(decision, Continue)
    assert decision.next.type_name == "city"
    g = anchor.entity
    kids_cities = ((3, graph.index_of("Ana Almeida"), graph.index_of("Braga"), 0.6),)  # born_in
    done = SearchState(
        anchor=g,
        anchor_name=anchor.name,
        depth=2,
        hops=(
            *state.hops,
            EvidenceHop(depth=2, type_name="city", query="born in", relations=kids_cities),
        ),
    )
    stop = policy.decide(QUESTION, done, ["person"])
    assert isinstance(stop, Stop)
    assert stop.preferred_depths == frozenset({2})
    # the picked reading is the heuristic's certainty now: its paths carry confidence 1
    assert dict(stop.confidences)[(("child_of", False), ("born_in", True))] == 1.0
    assert policy.review(QUESTION, done).preferred_depths == frozenset({2})
    assert len(llm.requests) == 1  # one call per question

    # the heuristic itself, and another question from the same anchor, are unchanged
    assert heuristic.rank_trajectories(QUESTION, anchor, trajectories)[0] == 0
    other = "where was Gustavo Almeida born"
    policy.rank_trajectories(other, anchor, trajectories)
    assert len(llm.requests) == 2  # asked anew, not steered by the first question's pick
    assert llm.requests[1].messages[-1].content.startswith(f"Question: {other}\n")

    # the trace names the shown plans and the pick (judged against the gold walk by the
    # evaluation: benchmarks/tests/test_eval_plan_pick.py)
    record = trace.take()[0]
    assert record["kind"] == "rank_plans"
    picked = record["options"][record["choice"]["ranking"][0]]
    assert picked["labels"] == ["child_of", "born_in"]


def test_a_clear_reading_is_left_to_the_graph_and_async_agrees() -> None:
    graph = family()
    anchor, trajectories = options(graph)
    heuristic = HeuristicPolicy(graph, None)
    reading = heuristic.read(QUESTION, anchor.entity, anchor.name)
    gap = reading.plans[0].score - reading.plans[1].score
    llm = pick_line(r"child of")
    policy = LLMPolicy(llm, fallback=heuristic, mode="guided", ask=("rank_plans",), ask_margin=gap)
    assert policy.rank_trajectories(QUESTION, anchor, trajectories)[0] == 0
    assert llm.requests == []

    policy = LLMPolicy(
        pick_line(r"child of"),
        fallback=heuristic,
        mode="guided",
        ask=("rank_plans",),
        ask_margin=None,
    )
    ranking = asyncio.run(policy.arank_trajectories(QUESTION, anchor, trajectories))
    assert ranking[0] == 1
    decision = asyncio.run(policy.adecide(QUESTION, after_first_hop(graph), ["city"]))
    assert isinstance(decision, Continue)


def test_an_invalid_answer_falls_back_to_the_heuristic_reading() -> None:
    graph = family()
    anchor, trajectories = options(graph)
    heuristic = HeuristicPolicy(graph, None)
    llm = ScriptedLLM(['{"pick": 9}', "no idea"])
    policy = LLMPolicy(llm, fallback=heuristic, mode="guided", ask=("rank_plans",), ask_margin=None)
    assert policy.rank_trajectories(QUESTION, anchor, trajectories)[0] == 0
    assert len(llm.requests) == 2  # one retry
    assert policy.stats.snapshot()["fallbacks"] == 1
    decision = policy.decide(QUESTION, after_first_hop(graph), ["city"])
    assert isinstance(decision, Stop | Continue)


def test_rank_plans_needs_a_fallback_that_reads_plans() -> None:
    class Ranks:
        name = "ranks"

        def rank_anchors(self, q, a):  # type: ignore[no-untyped-def]
            return list(range(len(a)))

        def rank_trajectories(self, q, a, t):  # type: ignore[no-untyped-def]
            return list(range(len(t)))

        def plan_first_hops(self, q, t, c):  # type: ignore[no-untyped-def]
            raise NotImplementedError

        def decide(self, q, s, n):  # type: ignore[no-untyped-def]
            raise NotImplementedError

        def review(self, q, s):  # type: ignore[no-untyped-def]
            raise NotImplementedError

    with pytest.raises(ConfigError, match="rank_plans needs a fallback that reads plans"):
        LLMPolicy(ScriptedLLM([]), fallback=Ranks(), mode="guided", ask=("rank_plans",))
    heuristic = HeuristicPolicy(family(), None)
    stranger = LabelPath(labels=("zz",), types=("t",), queries=("q",), score=0.0)
    with pytest.raises(ConfigError, match="not a plan of this question's reading"):
        heuristic.steered(QUESTION, 0, "Gustavo Almeida", stranger)


def test_the_shortlist_shows_distinct_readings_not_a_label_walked_twice() -> None:
    graph = family()
    anchor, trajectories = options(graph)

    class ReadsBornTwice(HeuristicPolicy):
        """The heuristic, with a second-best reading that walks born_in twice."""

        def read(self, query: str, anchor: int, anchor_name: str) -> QuestionReading:
            def plan(*steps: tuple[str, bool], types: tuple[str, ...]) -> LabelPath:
                return LabelPath(
                    labels=tuple(label for label, _ in steps),
                    types=types,
                    queries=tuple(label for label, _ in steps),
                    score=0.0,
                    forward=tuple(f for _, f in steps),
                )

            plans = (
                plan(("born_in", True), types=("city",)),
                plan(("born_in", True), ("born_in", False), types=("city", "person")),
                plan(("child_of", False), ("born_in", True), types=("person", "city")),
                plan(("lives_in", True), types=("city",)),
            )
            return QuestionReading(residue=(), plans=plans, kept=plans[:1])

    heuristic = ReadsBornTwice(graph, None)
    llm = pick_line(r"child of")
    policy = LLMPolicy(llm, fallback=heuristic, mode="guided", ask=("rank_plans",), ask_margin=None)
    policy.rank_trajectories(QUESTION, anchor, trajectories)
    lines = llm.requests[0].messages[-1].content.splitlines()
    shown = [line for line in lines if re.match(r"\d+\. ", line)]
    assert len(shown) == 3
    assert not any("born in -> city -> born in" in line for line in shown)
    assert shown[0].endswith('"Gustavo Almeida" -> born in -> city')


class ReadsKidsFirst(HeuristicPolicy):
    """The heuristic, reading every question as "child of, then born in" from the anchor
    (what it reads in "where were X's kids born" on a graph that names kids so)."""

    def read(self, query: str, anchor: int, anchor_name: str) -> QuestionReading:
        plans = (
            LabelPath(
                labels=("child_of", "born_in"),
                types=("person", "city"),
                queries=("child of", "born in"),
                score=2.0,
            ),
            LabelPath(labels=("born_in",), types=("city",), queries=("born in",), score=1.5),
        )
        return QuestionReading(residue=(), plans=plans)


@pytest.mark.parametrize("run_async", [False, True])
def test_a_pick_of_the_readings_last_step_is_vetoed(run_async: bool) -> None:
    graph = family()
    anchor, trajectories = options(graph)
    heuristic = ReadsKidsFirst(graph, None)

    def rank(policy: LLMPolicy) -> list[int]:
        if run_async:
            return asyncio.run(policy.arank_trajectories(QUESTION, anchor, trajectories))
        return policy.rank_trajectories(QUESTION, anchor, trajectories)

    assert heuristic.rank_trajectories(QUESTION, anchor, trajectories)[0] == 1  # child_of
    # The model picks "born in" from Gustavo himself: the relation the reading takes last.
    llm = pick_line(r"^born in")
    policy = LLMPolicy(llm, fallback=heuristic, mode="guided", ask_margin=None)
    assert rank(policy)[0] == 1
    assert len(llm.requests) == 1
    assert policy.stats.snapshot()["vetoed"] == 1

    # A pick the reading does not walk later is the model's to make.
    class ReadsOneStep(ReadsKidsFirst):
        def read(self, query: str, anchor: int, anchor_name: str) -> QuestionReading:
            reading = super().read(query, anchor, anchor_name)
            one_step = LabelPath(
                labels=("lives_in",), types=("city",), queries=("lives in",), score=2.5
            )
            return dataclasses.replace(reading, plans=(one_step, *reading.plans))

    policy = LLMPolicy(
        pick_line(r"^child of"), fallback=ReadsOneStep(graph, None), mode="guided", ask_margin=None
    )
    assert rank(policy)[0] == 1
    assert policy.stats.snapshot()["vetoed"] == 0


@pytest.mark.parametrize("run_async", [False, True])
def test_a_disagreeing_pick_stands_only_if_the_reversed_shortlist_repeats_it(
    run_async: bool,
) -> None:
    graph = family()
    anchor, trajectories = options(graph)
    heuristic = HeuristicPolicy(graph, None)
    assert heuristic.rank_trajectories(QUESTION, anchor, trajectories)[0] == 0  # born_in

    def rank(policy: LLMPolicy) -> list[int]:
        if run_async:
            return asyncio.run(policy.arank_trajectories(QUESTION, anchor, trajectories))
        return policy.rank_trajectories(QUESTION, anchor, trajectories)

    # A model that means "child of" picks it wherever it stands: the pick stands.
    llm = pick_line(r"^child of")
    policy = LLMPolicy(llm, fallback=heuristic, mode="guided", ask_margin=None, recheck=True)
    assert rank(policy)[0] == 1
    first, second = (r.messages[-1].content for r in llm.requests)
    assert first.index("1. born in") < first.index("2. child of")
    assert second.index("1. child of") < second.index("2. born in")  # the shortlist rotated
    assert policy.stats.snapshot()["rechecks"] == 1
    assert policy.stats.snapshot()["unconfirmed"] == 0

    # A model that always answers "2" picks by position: the graph's choice stands.
    llm = ScriptedLLM(['{"pick": 2}'] * 2)
    policy = LLMPolicy(llm, fallback=heuristic, mode="guided", ask_margin=None, recheck=True)
    assert rank(policy)[0] == 0
    assert len(llm.requests) == 2
    assert policy.stats.snapshot()["unconfirmed"] == 1

    # Without recheck its first answer is taken; agreeing with the graph asks once.
    llm = ScriptedLLM(['{"pick": 2}'])
    policy = LLMPolicy(llm, fallback=heuristic, mode="guided", ask_margin=None, recheck=False)
    assert rank(policy)[0] == 1
    llm = ScriptedLLM(['{"pick": 1}'])
    policy = LLMPolicy(llm, fallback=heuristic, mode="guided", ask_margin=None, recheck=True)
    assert rank(policy)[0] == 0
    assert len(llm.requests) == 1
    with pytest.raises(ConfigError, match="recheck"):
        LLMPolicy(llm, fallback=heuristic, mode="guided", recheck="yes")  # type: ignore[arg-type]
