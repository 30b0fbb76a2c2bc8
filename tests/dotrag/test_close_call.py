"""The lead a reading holds over the next (:func:`reading_lead`): what decides whether a
question is read again with the model's own phrase vectors (:func:`close_call`)."""

from __future__ import annotations

import math

from graphpaths.dotrag.reading.heuristic import (
    APPROXIMATION_MARGIN,
    close_call,
    reading_lead,
    runner_up,
)
from graphpaths.dotrag.reading.schema import LabelPath


def plan(labels: tuple[str, ...], score: float, probability: float, evidence: float) -> LabelPath:
    return LabelPath(
        labels=labels,
        types=("thing",) * len(labels),
        queries=labels,
        score=score,
        forward=(True,) * len(labels),
        probability=probability,
        evidence=evidence,
    )


def test_the_lead_is_the_log_odds_in_score_units() -> None:
    plans = [plan(("leads",), 2.0, 0.6, 1.0), plan(("funds",), 1.5, 0.3, 0.8)]
    assert math.isclose(reading_lead(plans, 2.0), 2.0 * math.log(2.0))
    phrased = frozenset({("funds", True)})
    assert not close_call(plans, 2.0, phrased)
    assert close_call(plans, APPROXIMATION_MARGIN / 2 / math.log(2.0), phrased)


def test_readings_no_vector_separates_are_passed_over() -> None:
    top = plan(("leads",), 2.0, 0.4, 1.0)
    same_steps = plan(("leads",), 1.9, 0.4, 0.9)  # the same steps through other types
    twin = plan(("partners_with",), 2.0, 0.4, 1.0)  # scored and supported alike
    rival = plan(("funds",), 1.0, 0.1, 0.5)
    assert math.isclose(reading_lead([top, same_steps, twin, rival], 1.0), math.log(4.0))
    assert reading_lead([top, same_steps, twin], 1.0) == math.inf
    assert reading_lead([], 1.0) == math.inf
    assert reading_lead([top, plan(("funds",), 1.0, 0.0, 0.5)], 1.0) == math.inf


def test_a_close_call_needs_a_phrased_step() -> None:
    """Two readings whose steps no two-word phrase speaks for score the same with either
    vectors: no second reading."""
    plans = [plan(("leads",), 2.0, 0.51, 1.0), plan(("funds",), 1.9, 0.49, 0.8)]
    assert close_call(plans, 1.0, frozenset({("leads", True)}))
    assert close_call(plans, 1.0, frozenset({("funds", True)}))
    assert not close_call(plans, 1.0, frozenset({("funds", False), ("owns", True)}))
    assert runner_up(plans) == plans[1]
