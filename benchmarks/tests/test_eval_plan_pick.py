"""The evaluation's judge of a ``rank_plans`` decision (``--trace``): a guided policy's pick
of the heuristic's readings, judged against the gold walk (the pick itself is tested in
``tests/dotrag/test_llm_plan_pick.py``)."""

from __future__ import annotations

from test_llm_plan_pick import QUESTION, family, options, pick_line

from graphpaths.dotrag.llm import DecisionLog, LLMPolicy
from graphpaths.dotrag.reading.heuristic import HeuristicPolicy
from graphpaths_bench.eval.trace import DecisionJudge, QuestionGold


def test_the_judge_finds_the_picked_path_right_and_the_heuristics_wrong() -> None:
    graph = family()
    anchor, trajectories = options(graph)
    trace = DecisionLog()
    policy = LLMPolicy(
        pick_line(r"child of -> person -> born in -> city$"),
        fallback=HeuristicPolicy(graph, None),
        mode="guided",
        ask=("rank_plans",),
        ask_margin=None,
        trace=trace,
    )
    assert policy.rank_trajectories(QUESTION, anchor, trajectories)[0] == 1
    record = trace.take()[0]
    assert record["kind"] == "rank_plans"
    gold = QuestionGold(
        topics=frozenset({anchor.entity}),
        answers=frozenset({graph.index_of("Braga"), graph.index_of("Faro")}),
        hops=2,
    )
    assert DecisionJudge(graph).judge(record, gold) == {
        "model_right": True,
        "heuristic_right": False,
    }
