"""Per-query LLM budgets: :class:`LLMBudget` limits, a :class:`BudgetMeter` spending them, and
:class:`BudgetedLLM`, which refuses or cuts short the calls the budget does not cover.

A budget caps what one query may spend on its LLM: ``calls`` (requests sent, the client's
own transport retries included), ``tokens`` (prompt + answer, as the server reports them, or
estimated with :func:`~graphpaths.context.approximate_tokens` when it does not) and
``seconds`` (wall time from the moment the meter starts, i.e. from the start of the query).
Any limit may be ``None`` (unlimited). When a limit runs out, the call is refused (or, for
``seconds``, abandoned at the deadline) with an :class:`~graphpaths.errors.LLMBudgetError`,
an :class:`~graphpaths.errors.LLMError`: DotRAG's :class:`~graphpaths.dotrag.llm.LLMPolicy`
then lets its deterministic fallback decide, and every later decision of the query too.

How the limits are kept:

- ``calls``: a call is refused when ``calls`` requests were sent; the
  :class:`~graphpaths.llm.OpenAIChatLLM` client asks the meter before each of its own retries
  (timeouts, HTTP 429/5xx), so retries spend the same budget.
- ``tokens``: before a call the prompt's tokens are estimated; the call is refused if the
  estimate does not fit what is left, else its ``max_tokens`` is capped to the rest. The
  reported usage is charged after the call (a server that ignores ``max_tokens`` may
  overshoot once; the next call is refused).
- ``seconds``: the deadline is ``start + seconds``. A call is refused after it; a call in
  flight is abandoned at it (sync calls run in a worker thread that is left to finish on
  its own; async calls are cancelled). The OpenAI client also shortens each request's
  timeout to the deadline and never sleeps a ``Retry-After`` past it.

The meter of the calling code is visible to LLM clients through :func:`current_meter`
(a context variable set around each call), which is how the OpenAI client honours it.

Example:
    >>> from graphpaths.llm.scripted import ScriptedLLM
    >>> llm = BudgetedLLM(ScriptedLLM(['{"ranking": [1]}'] * 3), LLMBudget(calls=2))
    >>> [llm.complete([{"role": "user", "content": "Rank"}]).text for _ in range(2)]
    ['{"ranking": [1]}', '{"ranking": [1]}']
    >>> llm.complete([{"role": "user", "content": "Rank"}])
    Traceback (most recent call last):
    ...
    graphpaths.errors.LLMBudgetError: LLM budget exhausted (calls): 2 of 2 calls used...
    >>> llm.meter.exhausted, llm.meter.usage()["calls"]
    ('calls', 2)
"""

from __future__ import annotations

import asyncio
import contextvars
import dataclasses
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from graphpaths.context import approximate_tokens
from graphpaths.errors import ConfigError, LLMBudgetError
from graphpaths.llm.messages import MessageLike, check_max_tokens, coerce_messages
from graphpaths.llm.protocol import LLM, Completion
from graphpaths.llm.steps import Ask, Request, SteppedLLM, Steps
from graphpaths.validation import check_int, check_number

__all__ = ["BUDGET_LIMITS", "BudgetMeter", "BudgetedLLM", "LLMBudget", "current_meter"]

#: The limits of an :class:`LLMBudget`, as :attr:`BudgetMeter.exhausted` names them.
BUDGET_LIMITS: tuple[str, ...] = ("calls", "tokens", "seconds")

_CURRENT: contextvars.ContextVar[BudgetMeter | None] = contextvars.ContextVar(
    "graphpaths_llm_budget", default=None
)


@dataclass(frozen=True, kw_only=True)
class LLMBudget:
    """What one query may spend on LLM calls; ``None``: no limit.

    Attributes:
        calls: Requests sent (answer retries and the client's transport retries included).
        tokens: Prompt + answer tokens.
        seconds: Wall time from the start of the query (> 0).

    Example:
        >>> LLMBudget(calls=8, seconds=2.0).limited
        True
        >>> LLMBudget(tokens=0)
        Traceback (most recent call last):
        ...
        graphpaths.errors.ConfigError: LLMBudget.tokens: expected an integer >= 1, got 0
    """

    calls: int | None = None
    tokens: int | None = None
    seconds: float | None = None

    def __post_init__(self) -> None:
        if self.calls is not None:
            check_int("LLMBudget", "calls", self.calls, low=0)
        if self.tokens is not None:
            check_int("LLMBudget", "tokens", self.tokens)
        if self.seconds is not None:
            check_number("LLMBudget", "seconds", self.seconds, low=0.0, low_open=True)

    @property
    def limited(self) -> bool:
        """Whether any limit is set."""
        return any(getattr(self, name) is not None for name in BUDGET_LIMITS)


def monotonic_clock() -> float:
    """The clock of a :class:`BudgetMeter` given none: ``time.monotonic()``. Looked up when
    a meter is made, so a test may replace it (``monkeypatch.setattr``) with a fake clock."""
    return time.monotonic()


class BudgetMeter:
    """One query's spending against an :class:`LLMBudget` (thread- and task-safe).

    Args:
        budget: The limits.
        clock: Monotonic seconds; by default :func:`monotonic_clock` (a test may pass its
            own, or replace that function to reach the meters made inside a retriever).
        counter: Estimates tokens when the server reports none.

    The clock starts when the meter is made. :attr:`exhausted` names the first limit that
    refused or cut a call (``None`` while none did).
    """

    def __init__(
        self,
        budget: LLMBudget,
        *,
        clock: Callable[[], float] | None = None,
        counter: Callable[[str], int] = approximate_tokens,
    ) -> None:
        if not isinstance(budget, LLMBudget):
            raise ConfigError(f"budget: expected an LLMBudget, got {type(budget).__name__}")
        self.budget = budget
        clock = monotonic_clock if clock is None else clock
        self._clock = clock
        self._counter = counter
        self._lock = threading.Lock()
        self.started = clock()
        self.deadline = None if budget.seconds is None else self.started + budget.seconds
        self._calls = 0
        self._tokens = 0
        self._refusals = 0
        self._exhausted: str | None = None

    @property
    def exhausted(self) -> str | None:
        with self._lock:
            return self._exhausted

    def remaining_seconds(self) -> float | None:
        """Seconds to the deadline (may be negative); ``None`` without a time limit."""
        return None if self.deadline is None else self.deadline - self._clock()

    def usage(self) -> dict[str, Any]:
        """Spent so far: ``calls``, ``tokens``, ``seconds``, ``refusals``, ``exhausted``."""
        with self._lock:
            return {
                "calls": self._calls,
                "tokens": self._tokens,
                "seconds": self._clock() - self.started,
                "refusals": self._refusals,
                "exhausted": self._exhausted,
            }

    def _refuse(self, limit: str, detail: str, **fields: Any) -> LLMBudgetError:
        """Record the refusal (the lock is held) and make its error."""
        self._refusals += 1
        if self._exhausted is None:
            self._exhausted = limit
        return LLMBudgetError(f"LLM budget exhausted ({limit}): {detail}", limit=limit, **fields)

    def _time_left(self) -> str | None:
        """Why the deadline refuses a request now (the lock is held), or ``None``."""
        left = self.remaining_seconds()
        if left is not None and left <= 0:
            return f"the {self.budget.seconds:g} s allowed have passed"
        return None

    def start_call(self, messages: Sequence[MessageLike], max_tokens: int | None) -> int | None:
        """Charge one call about to be sent; returns its ``max_tokens`` (capped to the token
        budget). Raises :class:`LLMBudgetError` if the budget does not cover it."""
        b = self.budget
        with self._lock:
            late = self._time_left()
            if late is not None:
                raise self._refuse("seconds", late)
            if b.calls is not None and self._calls >= b.calls:
                raise self._refuse("calls", f"{self._calls} of {b.calls} calls used")
            if b.tokens is not None:
                left = b.tokens - self._tokens
                prompt = sum(self._counter(m.content) for m in coerce_messages(messages))
                if prompt >= left:
                    raise self._refuse(
                        "tokens",
                        f"{self._tokens} of {b.tokens} tokens used; the prompt needs ~{prompt}",
                    )
                max_tokens = left - prompt if max_tokens is None else min(max_tokens, left - prompt)
            self._calls += 1
            return max_tokens

    def allow_retry(self, delay_s: float) -> str | None:
        """Charge a transport retry after ``delay_s`` of backoff, if the budget covers it;
        else record the refusal and return the limit that refuses it."""
        b = self.budget
        with self._lock:
            left = self.remaining_seconds()
            if left is not None and left <= delay_s:
                self._refuse("seconds", "no time left for a retry")
                return "seconds"
            if b.calls is not None and self._calls >= b.calls:
                self._refuse("calls", "no call left for a retry")
                return "calls"
            self._calls += 1
            return None

    def charge(self, completion: Completion, messages: Sequence[MessageLike]) -> None:
        """Charge an answer's tokens (estimated when the server reported none)."""
        tokens = completion.total_tokens
        if tokens is None:
            tokens = sum(self._counter(m.content) for m in coerce_messages(messages))
            tokens += self._counter(completion.text)
        with self._lock:
            self._tokens += tokens

    def cut(self, attempts: int = 1) -> LLMBudgetError:
        """The error for a call abandoned at the deadline (recorded as a refusal)."""
        with self._lock:
            return self._refuse(
                "seconds",
                f"the call was abandoned at the {self.budget.seconds:g} s deadline",
                attempts=attempts,
            )

    def __repr__(self) -> str:
        u = self.usage()
        return (
            f"BudgetMeter({self.budget!r}, calls={u['calls']}, tokens={u['tokens']}, "
            f"exhausted={u['exhausted']!r})"
        )


def current_meter() -> BudgetMeter | None:
    """The budget meter of the call in progress (set by :class:`BudgetedLLM`), if any."""
    return _CURRENT.get()


@contextmanager
def _metered(meter: BudgetMeter) -> Iterator[None]:
    token = _CURRENT.set(meter)
    try:
        yield
    finally:
        _CURRENT.reset(token)


@dataclass(frozen=True)
class _Metered:
    """``ask`` run with ``meter`` as :func:`current_meter`; with ``left`` seconds to the
    deadline, abandoned then with the meter's :meth:`~BudgetMeter.cut` error (a sync call in
    a worker thread left to finish on its own, an async call cancelled)."""

    ask: Ask
    meter: BudgetMeter
    left: float | None

    def run(self) -> Completion:
        with _metered(self.meter):
            if self.left is None:
                return self.ask.run()
            return self._run_by_deadline(self.left)

    def _run_by_deadline(self, left: float) -> Completion:
        """``ask.run()`` in a worker thread, waited for until the deadline at most."""
        outcome: list[Completion | BaseException] = []
        done = threading.Event()
        context = contextvars.copy_context()

        def call() -> None:
            try:
                outcome.append(self.ask.run())
            except BaseException as err:  # noqa: BLE001 - handed to the caller's thread
                outcome.append(err)
            finally:
                done.set()

        worker = threading.Thread(
            target=context.run, args=(call,), name="graphpaths-llm-call", daemon=True
        )
        worker.start()
        if not done.wait(max(left, 0.0)):
            raise self.meter.cut()
        result = outcome[0]
        if isinstance(result, BaseException):
            raise result
        return result

    async def arun(self) -> Completion:
        with _metered(self.meter):
            if self.left is None:
                return await self.ask.arun()
            try:
                return await asyncio.wait_for(self.ask.arun(), timeout=max(self.left, 0.0))
            except TimeoutError:
                raise self.meter.cut() from None


class BudgetedLLM(SteppedLLM):
    """Wraps any :class:`LLM` so its calls spend one :class:`BudgetMeter`.

    Args:
        inner: The LLM asked.
        budget: The limits (a fresh meter starts now), or a running :class:`BudgetMeter`
            (shared, e.g. by the decisions of one query).

    Calls the budget does not cover raise :class:`~graphpaths.errors.LLMBudgetError` without
    reaching ``inner``; with a ``seconds`` limit, a call still running at the deadline is
    abandoned with that error (see the module docstring).
    """

    def __init__(self, inner: LLM, budget: LLMBudget | BudgetMeter) -> None:
        if not isinstance(inner, LLM):
            raise ConfigError(
                f"inner: expected an LLM (complete and acomplete), got {type(inner).__name__}"
            )
        self.inner = inner
        self.meter = budget if isinstance(budget, BudgetMeter) else BudgetMeter(budget)

    def _steps(self, request: Request) -> Steps[Completion]:
        check_max_tokens(request.max_tokens)
        cap = self.meter.start_call(request.messages, request.max_tokens)
        ask = Ask(self.inner, dataclasses.replace(request, max_tokens=cap))
        completion: Completion = yield _Metered(ask, self.meter, self.meter.remaining_seconds())
        self.meter.charge(completion, request.messages)
        return completion

    def __repr__(self) -> str:
        return f"BudgetedLLM({self.inner!r}, {self.meter.budget!r})"
