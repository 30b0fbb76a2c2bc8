"""ScriptedLLM: a test and demo double that answers from a script, with no model behind it.

Example (a function as the script: it sees every request's messages):
    >>> llm = ScriptedLLM(lambda messages: messages[-1].content.upper())
    >>> llm.complete([{"role": "user", "content": "echo"}]).text
    'ECHO'
    >>> [r.messages[-1].content for r in llm.requests], llm.remaining
    (['echo'], None)
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, TypeAlias

from graphpaths.errors import ConfigError, ScriptExhaustedError
from graphpaths.llm.messages import (
    Message,
    check_max_tokens,
    coerce_messages,
    coerce_schema,
)
from graphpaths.llm.protocol import Completion
from graphpaths.llm.steps import Request, SteppedLLM, Steps

__all__ = ["Responder", "ScriptItem", "ScriptedLLM", "ScriptedRequest"]


@dataclass(frozen=True, kw_only=True)
class ScriptedRequest:
    """What a :class:`ScriptedLLM` was asked (kept in :attr:`ScriptedLLM.requests`)."""

    messages: tuple[Message, ...]
    json_schema: dict[str, Any] | None
    max_tokens: int | None


ScriptItem: TypeAlias = str | BaseException
Responder: TypeAlias = Callable[[Sequence[Message]], str]


class ScriptedLLM(SteppedLLM):
    """A test and demo double: answers from a script, with no model behind it.

    Args:
        script: Either answers in order (a string is returned as the completion's text; an
            exception instance, e.g. an :class:`LLMError`, is raised instead), or a function
            ``(messages) -> str`` called for every request (it may raise :class:`LLMError`).
        model: Reported as :attr:`Completion.model`.
        token_counter: If given, ``token_counter(text)`` fills the completion's token counts
            (prompt: summed over the messages); else they are ``None``.

    Thread- and task-safe; :attr:`requests` records every request, failed ones included.
    Asking past the end of a list raises :class:`ScriptExhaustedError`.
    """

    def __init__(
        self,
        script: Iterable[ScriptItem] | Responder,
        *,
        model: str = "scripted",
        token_counter: Callable[[str], int] | None = None,
    ) -> None:
        self._responder: Responder | None
        self._answers: tuple[ScriptItem, ...]
        if callable(script):
            self._responder, self._answers = script, ()
        elif isinstance(script, str | bytes):
            raise ConfigError("script: expected a list of answers or a function, got a string")
        else:
            answers = tuple(script)
            for i, item in enumerate(answers):
                if not isinstance(item, str | BaseException):
                    raise ConfigError(
                        f"script[{i}]: expected str or an exception, got {type(item).__name__}"
                    )
            self._responder, self._answers = None, answers
        self.model = model
        self._token_counter = token_counter
        self._lock = threading.Lock()
        self._position = 0
        self._requests: list[ScriptedRequest] = []

    @property
    def requests(self) -> list[ScriptedRequest]:
        """Every request so far, in order (a copy)."""
        with self._lock:
            return list(self._requests)

    @property
    def remaining(self) -> int | None:
        """Answers left in a list script; ``None`` for a function."""
        if self._responder is not None:
            return None
        with self._lock:
            return len(self._answers) - self._position

    def _steps(self, request: Request) -> Steps[Completion]:
        yield from ()  # answered at once: nothing to wait on
        start = time.perf_counter()
        coerced = coerce_messages(request.messages)
        check_max_tokens(request.max_tokens)
        asked = ScriptedRequest(
            messages=coerced,
            json_schema=coerce_schema(request.json_schema),
            max_tokens=request.max_tokens,
        )
        with self._lock:
            self._requests.append(asked)
            if self._responder is None:
                if self._position >= len(self._answers):
                    last = coerced[-1].content
                    shown = last if len(last) <= 80 else last[:77] + "..."
                    raise ScriptExhaustedError(
                        f"ScriptedLLM: script exhausted after {len(self._answers)} answers; "
                        f"request {len(self._requests)} asked {shown!r}"
                    )
                item = self._answers[self._position]
                self._position += 1
        if self._responder is not None:
            item = self._responder(coerced)
            if not isinstance(item, str):
                raise ConfigError(
                    f"script: the function returned {type(item).__name__}, expected str"
                )
        if isinstance(item, BaseException):
            raise item
        count = self._token_counter
        return Completion(
            text=item,
            prompt_tokens=sum(count(m.content) for m in coerced) if count else None,
            completion_tokens=count(item) if count else None,
            model=self.model,
            latency_s=time.perf_counter() - start,
            finish_reason="stop",
        )

    def __repr__(self) -> str:
        source = "function" if self._responder is not None else f"{len(self._answers)} answers"
        return f"ScriptedLLM({source}, model={self.model!r})"
