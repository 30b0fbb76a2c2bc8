"""Tracing an LLM policy's decisions (issue 13, point 1): ``DecisionLog`` (the judge and
``--trace`` of the evaluation: benchmarks/tests/test_eval_llm.py)."""

from __future__ import annotations

import json

from test_dotrag_retriever import make_dotrag
from test_dotrag_search import OPEN, movie_graph
from test_llm_cost import QUESTION, respond
from test_llm_policy import StubPolicy

from graphpaths.dotrag.llm import DecisionLog, LLMPolicy
from graphpaths.llm import LLMError, ScriptedLLM


def test_every_llm_decision_is_logged_with_the_heuristic_choice() -> None:
    log = DecisionLog()
    policy = LLMPolicy(ScriptedLLM(respond), fallback=StubPolicy(), trace=log)
    result = make_dotrag(movie_graph(), policy, config=OPEN).retrieve(QUESTION)
    records = log.take()
    assert len(records) == result.stats.llm_calls > 0
    assert len(log) == 0
    for r in records:
        assert r["source"] == "llm"
        assert r["prompt"][0]["role"] == "system"
        assert r["answers"]
        assert r["kind"] in ("rank_anchors", "rank_trajectories", "plan_first_hops", "decide")
        assert "choice" in r
        assert "heuristic" in r
        if r["kind"] == "plan_first_hops":
            # the stub plans no continuation; the model's plan had none either
            assert r["heuristic"]["continuations"] == []
            assert r["heuristic"]["query"].startswith("fallback ")
    json.dumps(records)  # JSON-ready


def test_fallbacks_and_capped_decisions_are_logged_as_such() -> None:
    log = DecisionLog()
    llm = ScriptedLLM(["bad", "worse", LLMError("down")])
    policy = LLMPolicy(llm, fallback=StubPolicy(), trace=log, max_calls=3)
    dotrag = make_dotrag(movie_graph(), policy, config=OPEN)
    dotrag.retrieve(QUESTION)
    sources = [r["source"] for r in log.take()]
    assert sources[:2] == ["fallback", "fallback"]
    assert set(sources[2:]) == {"capped"}


# -- the guided mode: the graph decides, the model picks among its shortlist -------------------
class Ranked(StubPolicy):
    """A fallback ranking trajectories in reverse offered order (ties as told), continuing
    once to ``movie`` then stopping."""

    def __init__(self, tied: int = 1) -> None:
        super().__init__()
        self.tied = tied

    def rank_trajectories(self, query, anchor, trajectories):  # type: ignore[no-untyped-def]
        from graphpaths.dotrag.protocol.policy import TiedRanking

        self.asked.append("rank_trajectories")
        order = list(reversed(range(len(trajectories))))
        return TiedRanking(order, tied=self.tied) if self.tied > 1 else order

    def decide(self, query, state, next_types):  # type: ignore[no-untyped-def]
        from graphpaths.dotrag.protocol.policy import Continue, Stop, TypeQuery

        self.asked.append("decide")
        if state.depth == 1 and "movie" in next_types:
            return Continue(next=TypeQuery(type_name="movie", query="directed"))
        return Stop(preferred_depths=frozenset({state.depth}))


def guided_answers(pick: int) -> object:
    def answer(messages):  # type: ignore[no-untyped-def]
        assert messages[0].content.startswith("You help search a knowledge graph")
        assert "Graph overview" not in messages[0].content
        return json.dumps({"pick": pick})

    return answer


def test_guided_trajectories_pick_within_the_shortlist_and_keep_the_ties() -> None:
    from graphpaths.dotrag.protocol.policy import TiedRanking
    from graphpaths.dotrag.protocol.types import AnchorOption, TrajectoryOption

    anchor = AnchorOption(entity=0, name="Kismet", types=("movie",), similarity=1.0, mentioned=True)
    options = [
        TrajectoryOption(anchor=0, anchor_name="Kismet", type_name=t, size=1)
        for t in ("person", "year", "genre", "tag")
    ]
    log = DecisionLog()
    llm = ScriptedLLM(guided_answers(2))
    policy = LLMPolicy(llm, fallback=Ranked(), mode="guided", trace=log, shortlist=3, recheck=False)
    ranking = policy.rank_trajectories("q", anchor, options)
    # the fallback's order is 3, 2, 1, 0; the model picked its 2nd (2); the rest keep order
    assert ranking == [2, 3, 1, 0]
    prompt = llm.requests[0].messages[-1].content
    assert "1. tag" in prompt
    assert "3. year" in prompt
    assert "person" not in prompt  # outside the shortlist: vetoed by the graph
    [record] = log.take()
    assert record["options"] == [{"type": t, "size": 1} for t in ("tag", "genre", "year")]
    assert (record["choice"], record["heuristic"]) == ({"ranking": [1]}, {"ranking": [0]})
    tied = LLMPolicy(
        ScriptedLLM(guided_answers(4)), fallback=Ranked(tied=4), mode="guided", recheck=False
    )
    ranking = tied.rank_trajectories("q", anchor, options)
    assert isinstance(ranking, TiedRanking)
    assert ranking.tied == 4
    assert list(ranking) == [0, 3, 2, 1]  # all four tied ones offered; the model's first


def test_guided_mode_asks_only_the_kinds_it_is_told() -> None:
    llm = ScriptedLLM(guided_answers(1))
    fallback = Ranked()
    policy = LLMPolicy(llm, fallback=fallback, mode="guided", ask=("rank_trajectories",))
    dotrag = make_dotrag(movie_graph(), policy, config=OPEN)
    result = dotrag.retrieve(QUESTION)
    kinds = {r.messages[-1].content.split("\n")[1][:20] for r in llm.requests}
    assert result.stats.llm_calls == len(llm.requests) >= 1
    assert all("first step" in r.messages[-1].content for r in llm.requests), kinds
    s = policy.stats.snapshot()
    assert s["by_graph"] >= 2  # plan, decide, review: the graph's
    assert s["decisions_by_kind"]["plan_first_hops"] >= 1


def test_guided_decide_asks_only_whether_to_follow_the_graph() -> None:
    from graphpaths.dotrag.protocol.policy import Continue, Stop
    from graphpaths.dotrag.protocol.types import SearchState

    state = SearchState(anchor=0, anchor_name="Kismet", depth=1)
    go = LLMPolicy(
        ScriptedLLM(guided_answers(1)), fallback=Ranked(), mode="guided", ask=("decide",)
    )
    assert isinstance(go.decide("q", state, ["movie", "year"]), Continue)
    stop = LLMPolicy(
        ScriptedLLM(guided_answers(2)), fallback=Ranked(), mode="guided", ask=("decide",)
    )
    assert stop.decide("q", state, ["movie"]) == Stop(preferred_depths=frozenset({1}))
    llm = ScriptedLLM([])  # the graph stops: nothing to ask
    quiet = LLMPolicy(llm, fallback=Ranked(), mode="guided", ask=("decide",))
    deep = SearchState(anchor=0, anchor_name="Kismet", depth=2)
    assert quiet.decide("q", deep, ["movie"]) == Stop(preferred_depths=frozenset({2}))
    assert quiet.stats.snapshot()["by_graph"] == 1


def test_guided_settings_are_checked() -> None:
    import pytest

    from graphpaths.errors import ConfigError

    for kwargs in (
        {"mode": "hybrid"},
        {"ask": ("plan_first_hops",)},
        {"ask": "decide"},
        {"shortlist": 1},
    ):
        with pytest.raises(ConfigError):
            LLMPolicy(ScriptedLLM([]), fallback=StubPolicy(), **kwargs)  # type: ignore[arg-type]
