"""What a guided LLM policy takes from the graph's question reader (:class:`PlanReader`): its
plans through the offered trajectories, the veto, and the policy steered to a picked plan.

This is the one place the LLM policy reads the fallback's readings of a question
(:class:`~graphpaths.dotrag.reading.heuristic.HeuristicPolicy`'s ``read`` and ``steered``,
:class:`~graphpaths.dotrag.reading.schema.LabelPath` and :func:`~graphpaths.dotrag.reading.heuristic.best_plan`).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from graphpaths.dotrag.protocol.policy import Policy
from graphpaths.dotrag.protocol.types import AnchorOption, TrajectoryOption
from graphpaths.dotrag.reading.heuristic import best_plan

if TYPE_CHECKING:
    from graphpaths.dotrag.reading.schema import LabelPath

__all__ = ["PlanReader", "plan_options", "plans_to_ask", "shown_plans", "steer", "vetoes"]


@runtime_checkable
class PlanReader(Protocol):
    """A fallback policy that reads a question into ranked plans and can be steered to one
    (:class:`~graphpaths.dotrag.reading.heuristic.HeuristicPolicy`): what ``rank_plans`` needs."""

    def read(self, query: str, anchor: int, anchor_name: str) -> Any: ...

    def steered(self, query: str, anchor: int, anchor_name: str, plan: LabelPath) -> Policy: ...


def plans_to_ask(
    reader: PlanReader,
    query: str,
    anchor: AnchorOption,
    trajectories: Sequence[TrajectoryOption],
    *,
    most: int,
    ask_margin: float | None,
) -> list[LabelPath] | None:
    """The reader's best plans (at most ``most``) that start with an offered trajectory, to
    show the model; ``None`` when the graph decides alone (fewer than two plans, or the best
    leads the next by ``ask_margin`` or more)."""
    offered = {(t.type_name, label) for t in trajectories for label, _ in t.labels}
    plans: list[LabelPath] = []
    for plan in reader.read(query, anchor.entity, anchor.name).plans:
        if (plan.types[0], plan.labels[0]) not in offered:
            continue
        # distinct readings: not a shown one with a label walked again ("reports to ->
        # reports to"), which a small model takes for the more thorough answer
        if plans and _repeats(plan.labels) and not _repeats(plans[0].labels):
            continue
        # one reading through another type (the same labels and directions) is not another
        if any(_steps(p) == _steps(plan) for p in plans):
            continue
        plans.append(plan)
        if len(plans) == most:
            break
    if len(plans) < 2:
        return None
    if ask_margin is not None and plans[0].score - plans[1].score >= ask_margin:
        return None
    return plans


def shown_plans(plans: Sequence[LabelPath]) -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    """The plans as a prompt shows them: their labels and types."""
    return [(p.labels, p.types) for p in plans]


def plan_options(anchor: AnchorOption, plans: Sequence[LabelPath]) -> dict[str, Any]:
    """The plans offered, as a trace record's fields."""
    return {
        "anchor": anchor.entity,
        "options": [
            {"labels": list(p.labels), "types": list(p.types), "score": round(p.score, 3)}
            for p in plans
        ],
    }


def steer(reader: PlanReader, query: str, anchor: AnchorOption, plan: LabelPath) -> Policy:
    """The reader's policy for ``query`` from ``anchor``, steered to ``plan``."""
    return reader.steered(query, anchor.entity, anchor.name, plan)


def vetoes(
    fallback: Policy,
    query: str,
    anchor: AnchorOption,
    shown: Sequence[TrajectoryOption],
    pick: int,
) -> bool:
    """Whether the graph overrules the model's ``pick`` among ``shown`` (the fallback's best
    first): the fallback reads the question as a walk of two or more steps through its own
    first choice, and the picked relation is one of that walk's later steps. A small model
    takes "where were X's kids born" for "born in" from X; the reading already gets there,
    after "child of"."""
    if pick == 0 or not isinstance(fallback, PlanReader):
        return False
    top = shown[0]
    reading = fallback.read(query, anchor.entity, anchor.name)
    plan = best_plan(reading.plans, [top.type_name], [label for label, _ in top.labels])
    if plan is None or len(plan.labels) < 2:
        return False
    later = set(plan.labels[1:])
    return any(label in later for label, _ in shown[pick].labels)


def _steps(plan: LabelPath) -> tuple[tuple[str, ...], tuple[bool, ...]]:
    return plan.labels, plan.forward


def _repeats(labels: Sequence[str]) -> bool:
    """Whether a walk takes one label twice in a row."""
    return any(a == b for a, b in itertools.pairwise(labels))
