"""The counters of an LLM policy: :class:`PolicyStats` (thread-safe; a fork's counts add into
its parent's)."""

from __future__ import annotations

import threading
from collections.abc import Mapping
from typing import Any

from graphpaths.dotrag.llm.prompts import DECISION_KINDS
from graphpaths.errors import ConfigError, LLMBudgetError, LLMError
from graphpaths.llm import Completion

__all__ = ["PolicyStats"]

_COUNTERS: tuple[str, ...] = (
    "decisions",
    "trivial",
    "calls",
    "llm_errors",
    "invalid_answers",
    "retries",
    "transport_retries",
    "fallbacks",
    "budget_stops",
    "prompt_tokens",
    "completion_tokens",
    "missing_usage",
    "vetoed",
    "rechecks",
    "unconfirmed",
    "capped",
    "by_graph",
)


class PolicyStats:
    """Thread-safe counters of an :class:`~graphpaths.dotrag.llm.LLMPolicy`; :meth:`snapshot` gives them as a dict.

    Counters (all integers but ``latency_s``):

    - ``decisions``: decisions asked; ``trivial``: those answered without a call (one option).
    - ``calls``: LLM calls sent (retries included; a call that raised ``LLMError`` too).
    - ``llm_errors``: calls that raised :class:`~graphpaths.errors.LLMError` (the client's
      own transport retries are counted by the LLM's stats, not here).
    - ``invalid_answers``: answers that failed parsing or validation.
    - ``retries``: second attempts after an invalid answer.
    - ``transport_retries``: requests the LLM client repeated itself within those calls
      (timeouts, HTTP 429/5xx; :attr:`~graphpaths.llm.Completion.retries` of an answer,
      :attr:`~graphpaths.errors.LLMError.retries` of a failure).
    - ``budget_stops``: calls the question's LLM budget refused or cut short (an
      :class:`~graphpaths.errors.LLMBudgetError`; counted in ``calls`` only if a request was
      sent, never in ``llm_errors``); the fallback decided those steps.
    - ``fallbacks``: decisions made by the fallback policy; ``fallbacks_by_kind`` and
      ``decisions_by_kind`` split them by decision (``rank_anchors``, ...).
    - ``by_graph``: decisions a guided policy left to the fallback without asking (kinds
      not in its ``ask``, or nothing to choose among its shortlist).
    - ``capped``: decisions made by the fallback policy because the per-question call cap
      (``fork(max_calls=...)``, :attr:`~graphpaths.dotrag.protocol.types.DotRAGConfig.max_llm_calls`)
      was spent (not counted as ``fallbacks``).
    - ``vetoed``: a guided model's trajectory picks the graph overruled: the pick's
      relation is a later step of the fallback's own best reading (the model took the
      question's last relation for its first), so the fallback's first step stands.
    - ``rechecks``: a guided model's trajectory picks asked again with the shortlist
      rotated (``recheck``); ``unconfirmed``: those the second answer did not repeat, so
      the fallback's first step stands.
    - ``prompt_tokens``, ``completion_tokens``: as the LLM reported them;
      ``missing_usage``: successful calls that reported none. ``latency_s``: summed.

    ``parent``: another :class:`PolicyStats` that every count is added to as well (what
    :meth:`~graphpaths.dotrag.llm.LLMPolicy.fork` uses for per-question counters next to the totals).
    """

    def __init__(self, *, parent: PolicyStats | None = None) -> None:
        if parent is not None and not isinstance(parent, PolicyStats):
            raise ConfigError(f"parent: expected a PolicyStats, got {type(parent).__name__}")
        self._parent = parent
        self._lock = threading.Lock()
        self._counts = dict.fromkeys(_COUNTERS, 0)
        self._by_kind: dict[str, dict[str, int]] = {
            "decisions_by_kind": dict.fromkeys(DECISION_KINDS, 0),
            "fallbacks_by_kind": dict.fromkeys(DECISION_KINDS, 0),
        }
        self._latency_s = 0.0

    def _add(
        self, counts: Mapping[str, int], kind: str | None = None, latency_s: float = 0.0
    ) -> None:
        with self._lock:
            for name, value in counts.items():
                self._counts[name] += value
                if kind is not None and name in ("decisions", "fallbacks"):
                    table = self._by_kind[f"{name}_by_kind"]
                    table[kind] = table.get(kind, 0) + value
            self._latency_s += latency_s
        if self._parent is not None:
            self._parent._add(counts, kind, latency_s)

    def record_decision(self, kind: str, *, trivial: bool = False) -> None:
        self._add({"decisions": 1, "trivial": int(trivial)}, kind)

    def record_completion(self, completion: Completion) -> None:
        missing = completion.prompt_tokens is None or completion.completion_tokens is None
        self._add(
            {
                "calls": 1,
                "transport_retries": completion.retries,
                "prompt_tokens": completion.prompt_tokens or 0,
                "completion_tokens": completion.completion_tokens or 0,
                "missing_usage": int(missing),
            },
            latency_s=completion.latency_s,
        )

    def record_llm_error(self, error: LLMError) -> None:
        self._add({"calls": 1, "llm_errors": 1, "transport_retries": error.retries})

    def record_budget_stop(self, error: LLMBudgetError) -> None:
        sent = error.attempts > 0
        self._add({"calls": int(sent), "budget_stops": 1, "transport_retries": error.retries})

    def record_invalid(self, *, retrying: bool) -> None:
        self._add({"invalid_answers": 1, "retries": int(retrying)})

    def record_fallback(self, kind: str) -> None:
        self._add({"fallbacks": 1}, kind)

    def record_capped(self) -> None:
        self._add({"capped": 1})

    def record_veto(self) -> None:
        self._add({"vetoed": 1})

    def record_recheck(self, *, confirmed: bool) -> None:
        self._add({"rechecks": 1, "unconfirmed": int(not confirmed)})

    def record_by_graph(self, kind: str) -> None:
        self._add({"decisions": 1, "by_graph": 1}, kind)

    def snapshot(self) -> dict[str, Any]:
        """The counters now, as a JSON-ready dict (a copy)."""
        with self._lock:
            out: dict[str, Any] = dict(self._counts)
            out["latency_s"] = self._latency_s
            for name, table in self._by_kind.items():
                out[name] = dict(table)
        return out

    @staticmethod
    def delta(after: Mapping[str, Any], before: Mapping[str, Any]) -> dict[str, Any]:
        """``after - before`` for two :meth:`snapshot` dicts (nested dicts too)."""
        out: dict[str, Any] = {}
        for key, value in after.items():
            old = before.get(key, 0)
            if isinstance(value, Mapping):
                inner = old if isinstance(old, Mapping) else {}
                out[key] = {k: v - inner.get(k, 0) for k, v in value.items()}
            else:
                out[key] = value - old
        return out

    def __repr__(self) -> str:
        s = self.snapshot()
        return (
            f"PolicyStats(decisions={s['decisions']}, calls={s['calls']}, "
            f"retries={s['retries']}, fallbacks={s['fallbacks']}, llm_errors={s['llm_errors']})"
        )
