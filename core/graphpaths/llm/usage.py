"""Usage accounting for LLM calls: :class:`LLMUsage` counters, :class:`LLMStats` running
totals, :class:`CountingLLM` (any LLM's calls counted as the OpenAI client counts its own).

Example:
    >>> from graphpaths.llm.scripted import ScriptedLLM
    >>> llm = CountingLLM(ScriptedLLM(["one", "two"]))
    >>> before = llm.stats.snapshot()
    >>> llm.complete([{"role": "user", "content": "Hi"}]).text
    'one'
    >>> (llm.stats.snapshot() - before).calls
    1
"""

from __future__ import annotations

import asyncio
import threading
import time
from dataclasses import dataclass, fields

from graphpaths.errors import ConfigError, LLMError
from graphpaths.llm.protocol import LLM, Completion
from graphpaths.llm.steps import Ask, Request, SteppedLLM, Steps

__all__ = ["CountingLLM", "LLMStats", "LLMUsage"]


@dataclass(frozen=True, kw_only=True)
class LLMUsage:
    """Counters at one moment (from :meth:`LLMStats.snapshot`); subtract two for a delta.

    Attributes:
        calls: Calls finished, successful or not.
        errors: Calls that raised :class:`LLMError`.
        cancelled: Async calls cancelled before they finished (e.g. by ``asyncio.wait_for``).
        retries: Requests repeated (so ``calls + retries`` requests were started).
        prompt_tokens, completion_tokens: Summed over successful calls that reported them.
        missing_usage: Successful calls whose token counts were not reported.
        latency_s: Summed wall time of all calls, retries and backoff included.
    """

    calls: int = 0
    errors: int = 0
    cancelled: int = 0
    retries: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    missing_usage: int = 0
    latency_s: float = 0.0

    @property
    def successes(self) -> int:
        return self.calls - self.errors - self.cancelled

    @property
    def requests(self) -> int:
        return self.calls + self.retries

    @property
    def total_tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens

    def __add__(self, other: LLMUsage) -> LLMUsage:
        return LLMUsage(
            **{f.name: getattr(self, f.name) + getattr(other, f.name) for f in fields(self)}
        )

    def __sub__(self, other: LLMUsage) -> LLMUsage:
        return LLMUsage(
            **{f.name: getattr(self, f.name) - getattr(other, f.name) for f in fields(self)}
        )

    def as_dict(self) -> dict[str, int | float]:
        """The counters plus ``successes``, ``requests`` and ``total_tokens``, for reports."""
        out: dict[str, int | float] = {f.name: getattr(self, f.name) for f in fields(self)}
        out.update(successes=self.successes, requests=self.requests, total_tokens=self.total_tokens)
        return out


class LLMStats:
    """Thread-safe running totals of LLM calls; see :class:`LLMUsage` for the counters.

    Calls are recorded when they finish, so a snapshot never shows half a call. For
    per-question numbers while questions run concurrently on one LLM, wrap the shared LLM in
    a :class:`CountingLLM` per question instead of subtracting snapshots of a shared one.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._usage = LLMUsage()

    def record_success(self, completion: Completion, *, latency_s: float | None = None) -> None:
        """Count a successful call (``latency_s`` defaults to the completion's own)."""
        missing = completion.prompt_tokens is None or completion.completion_tokens is None
        delta = LLMUsage(
            calls=1,
            retries=completion.retries,
            prompt_tokens=completion.prompt_tokens or 0,
            completion_tokens=completion.completion_tokens or 0,
            missing_usage=int(missing),
            latency_s=completion.latency_s if latency_s is None else latency_s,
        )
        with self._lock:
            self._usage = self._usage + delta

    def record_error(self, error: LLMError, *, latency_s: float) -> None:
        """Count a call that raised ``error``."""
        delta = LLMUsage(calls=1, errors=1, retries=error.retries, latency_s=latency_s)
        with self._lock:
            self._usage = self._usage + delta

    def record_cancelled(self, *, retries: int, latency_s: float) -> None:
        """Count an async call cancelled after ``retries`` repeated requests."""
        delta = LLMUsage(calls=1, cancelled=1, retries=retries, latency_s=latency_s)
        with self._lock:
            self._usage = self._usage + delta

    def snapshot(self) -> LLMUsage:
        with self._lock:
            return self._usage

    def reset(self) -> LLMUsage:
        """Zero the counters; returns the totals they held (atomically)."""
        with self._lock:
            usage, self._usage = self._usage, LLMUsage()
            return usage

    def __repr__(self) -> str:
        return f"LLMStats({self.snapshot()!r})"


class CountingLLM(SteppedLLM):
    """Wraps any :class:`LLM`, counting its calls in :attr:`stats` like :class:`OpenAIChatLLM`.

    Only :class:`LLMError` counts as an error; a cancelled ``acomplete`` counts as cancelled
    (with no retries: the wrapper cannot see them); other exceptions (bugs, a
    :class:`ScriptExhaustedError`) pass through uncounted. Latency is the wrapper's own wall
    time. The wrapped LLM's own counters (if any) still count too, so a per-question
    ``CountingLLM(shared_llm)`` gives exact per-question numbers next to the shared totals.
    """

    def __init__(self, inner: LLM, *, stats: LLMStats | None = None) -> None:
        if not isinstance(inner, LLM):
            raise ConfigError(
                f"inner: expected an LLM (complete and acomplete), got {type(inner).__name__}"
            )
        self.inner = inner
        self.stats = stats if stats is not None else LLMStats()

    def _steps(self, request: Request) -> Steps[Completion]:
        start = time.perf_counter()
        try:
            completion: Completion = yield Ask(self.inner, request)
        except LLMError as err:
            self.stats.record_error(err, latency_s=time.perf_counter() - start)
            raise
        except asyncio.CancelledError:  # only ever raised in acomplete
            self.stats.record_cancelled(retries=0, latency_s=time.perf_counter() - start)
            raise
        self.stats.record_success(completion, latency_s=time.perf_counter() - start)
        return completion

    def __repr__(self) -> str:
        return f"CountingLLM({self.inner!r})"
