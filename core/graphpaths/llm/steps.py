"""LLM calls written once, as generators of steps, and run sync or async.

A call that waits on the outside world (asks an LLM, posts an HTTP request, pauses before a
retry) is written once as a generator: it yields a :class:`Step` (:class:`Ask`,
:class:`Pause`, or any :class:`Call`) and is sent the step's
result, or has the step's exception raised at its ``yield``, as a direct call would.
:func:`run_steps` does each step in this thread (``step.run()``); :func:`arun_steps` awaits
it (``await step.arun()``). Both run one and the same logic, so a sync and an async call
send the same requests in the same order. :class:`SteppedLLM` is an
:class:`~graphpaths.llm.LLM` written this way: ``complete`` and ``acomplete`` run its
``_steps``.

Example:
    >>> import asyncio
    >>> from graphpaths.llm.scripted import ScriptedLLM
    >>> def two_questions(llm):
    ...     first = yield Ask(llm, Request([{"role": "user", "content": "One?"}]))
    ...     second = yield Ask(llm, Request([{"role": "user", "content": f"{first.text}, two?"}]))
    ...     return [first.text, second.text]
    >>> run_steps(two_questions(ScriptedLLM(["one", "two"])))
    ['one', 'two']
    >>> asyncio.run(arun_steps(two_questions(ScriptedLLM(["one", "two"]))))
    ['one', 'two']
"""

from __future__ import annotations

import asyncio
import time
from abc import ABC, abstractmethod
from collections.abc import Awaitable, Callable, Generator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from graphpaths.llm.messages import MessageLike
from graphpaths.llm.protocol import LLM, Completion

__all__ = [
    "Ask",
    "Call",
    "Pause",
    "Request",
    "Step",
    "SteppedLLM",
    "Steps",
    "arun_steps",
    "run_steps",
]

R = TypeVar("R")
T = TypeVar("T")
T_co = TypeVar("T_co", covariant=True)


class Step(Protocol[T_co]):
    """One wait on the outside world, with a sync and an async way to do it."""

    def run(self) -> T_co: ...

    def arun(self) -> Awaitable[T_co]: ...


#: A call written as steps: yields :class:`Step` objects, is sent their results, returns ``R``.
Steps = Generator[Step[Any], Any, R]


@dataclass(frozen=True)
class Request:
    """What one LLM call asks: the ``messages``, a ``json_schema`` and the answer cap."""

    messages: Sequence[MessageLike]
    json_schema: Mapping[str, Any] | None = None
    max_tokens: int | None = None


@dataclass(frozen=True)
class Ask:
    """``request`` sent to ``llm``: ``llm.complete`` run sync, ``llm.acomplete`` async."""

    llm: LLM
    request: Request

    def run(self) -> Completion:
        r = self.request
        return self.llm.complete(r.messages, json_schema=r.json_schema, max_tokens=r.max_tokens)

    async def arun(self) -> Completion:
        r = self.request
        return await self.llm.acomplete(
            r.messages, json_schema=r.json_schema, max_tokens=r.max_tokens
        )


@dataclass(frozen=True)
class Call(Generic[T]):
    """A call given in both forms: ``run()`` sync, ``await arun()`` async (e.g. a client's
    ``invoke`` and ``ainvoke``)."""

    run: Callable[[], T]
    arun: Callable[[], Awaitable[T]]


@dataclass(frozen=True)
class Pause:
    """A wait of ``seconds`` (a retry's backoff): ``time.sleep`` or ``asyncio.sleep``."""

    seconds: float

    def run(self) -> None:
        time.sleep(self.seconds)

    async def arun(self) -> None:
        await asyncio.sleep(self.seconds)


def run_steps(steps: Steps[R]) -> R:
    """Run ``steps`` in this thread; returns what the generator returns."""
    try:
        step = next(steps)
        while True:
            step = _resume(steps, *_outcome(step.run))
    except StopIteration as done:
        return done.value  # type: ignore[no-any-return]


async def arun_steps(steps: Steps[R]) -> R:
    """Run ``steps`` awaiting each step (a cancellation too is raised at the ``yield``)."""
    try:
        step = next(steps)
        while True:
            step = _resume(steps, *await _aoutcome(step.arun))
    except StopIteration as done:
        return done.value  # type: ignore[no-any-return]


def _outcome(run: Callable[[], Any]) -> tuple[Any, BaseException | None]:
    try:
        return run(), None
    except BaseException as err:  # noqa: BLE001 - raised again at the generator's yield
        return None, err


async def _aoutcome(arun: Callable[[], Awaitable[Any]]) -> tuple[Any, BaseException | None]:
    try:
        return await arun(), None
    except BaseException as err:  # noqa: BLE001 - raised again at the generator's yield
        return None, err


def _resume(steps: Steps[Any], result: Any, error: BaseException | None) -> Step[Any]:
    """The generator's next step: sent ``result``, or with ``error`` raised at its ``yield``
    (``StopIteration`` when it returns)."""
    return steps.send(result) if error is None else steps.throw(error)


class SteppedLLM(ABC):
    """An :class:`~graphpaths.llm.LLM` whose call is written once, in :meth:`_steps`:
    :meth:`complete` runs it with :func:`run_steps`, :meth:`acomplete` with :func:`arun_steps`."""

    @abstractmethod
    def _steps(self, request: Request) -> Steps[Completion]:
        """The call, as steps."""

    def complete(
        self,
        messages: Sequence[MessageLike],
        *,
        json_schema: Mapping[str, Any] | None = None,
        max_tokens: int | None = None,
    ) -> Completion:
        return run_steps(self._steps(Request(messages, json_schema, max_tokens)))

    async def acomplete(
        self,
        messages: Sequence[MessageLike],
        *,
        json_schema: Mapping[str, Any] | None = None,
        max_tokens: int | None = None,
    ) -> Completion:
        return await arun_steps(self._steps(Request(messages, json_schema, max_tokens)))
