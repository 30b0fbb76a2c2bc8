"""The trace of an LLM policy: :class:`DecisionLog` records, and decisions and their options as
JSON data."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any

from graphpaths.dotrag.protocol.policy import Continue, FirstHopPlan, Stop
from graphpaths.dotrag.protocol.types import AnchorOption, SearchState, TrajectoryOption
from graphpaths.errors import ConfigError

__all__ = [
    "DecisionLog",
    "anchor_options",
    "decision_choice",
    "state_options",
    "trajectory_options",
]


def decision_choice(decision: object) -> dict[str, Any]:
    """A decision as JSON data: ``{"ranking"}``, ``{"query", "continuations"}`` (a plan),
    ``{"action": "stop", "preferred_depths"}`` or ``{"action": "continue", "next_type",
    "query"}``.

    Example:
        >>> decision_choice(Stop(preferred_depths=frozenset({2, 1})))
        {'action': 'stop', 'preferred_depths': [1, 2]}
    """
    if isinstance(decision, FirstHopPlan):
        return {
            "query": decision.query,
            "continuations": [c.type_name for c in decision.continuations],
        }
    if isinstance(decision, Stop):
        return {"action": "stop", "preferred_depths": sorted(decision.preferred_depths)}
    if isinstance(decision, Continue):
        return {
            "action": "continue",
            "next_type": decision.next.type_name,
            "query": decision.next.query,
        }
    if isinstance(decision, list):
        return {"ranking": [int(i) for i in decision]}
    if isinstance(decision, int) and not isinstance(decision, bool):
        return {"ranking": [decision]}  # a guided pick among the options shown
    raise ConfigError(f"decision: not a DotRAG decision: {decision!r}")


class DecisionLog:
    """A thread-safe list of the decisions an LLM policy asked its LLM (the trace).

    Each record is JSON data: ``kind``; ``options`` (what was offered, with the graph
    indices a judge needs); ``prompt`` (the messages of the first attempt); ``answers``
    (the raw answer texts, a retry's too); ``source`` (``"llm"``, ``"fallback"`` after
    invalid answers or an LLM error, ``"capped"`` after the call cap); ``choice`` (the
    decision taken, :func:`decision_choice`) and ``heuristic`` (what the fallback policy
    decides for the same options). :meth:`take` empties it (one question's decisions).
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._records: list[dict[str, Any]] = []

    def add(self, record: dict[str, Any]) -> None:
        with self._lock:
            self._records.append(record)

    def take(self) -> list[dict[str, Any]]:
        """The records so far (oldest first), removed from the log."""
        with self._lock:
            records, self._records = self._records, []
        return records

    def __len__(self) -> int:
        with self._lock:
            return len(self._records)


def anchor_options(anchors: Sequence[AnchorOption]) -> dict[str, Any]:
    """The anchors offered, as a trace record's fields (so are the functions below)."""
    return {"options": [{"entity": a.entity, "name": a.name} for a in anchors]}


def trajectory_options(
    anchor: AnchorOption, trajectories: Sequence[TrajectoryOption]
) -> dict[str, Any]:
    return {
        "anchor": anchor.entity,
        "options": [{"type": t.type_name, "size": t.size} for t in trajectories],
    }


def state_options(state: SearchState, next_types: Sequence[str]) -> dict[str, Any]:
    return {
        "anchor": state.anchor,
        "depth": state.depth,
        "types": [h.type_name for h in sorted(state.hops, key=lambda h: h.depth)],
        "options": list(next_types),
    }
