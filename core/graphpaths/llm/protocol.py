"""The :class:`LLM` protocol and its answer, the :class:`Completion`.

Everything in graphpaths that asks a language model something takes an object with
``complete(messages, *, json_schema=None, max_tokens=None) -> Completion`` and its
``async`` twin ``acomplete``. A :class:`Completion` is the model's raw text: nothing here
parses or trusts it, even when a ``json_schema`` was requested.

Example:
    >>> Completion(text="ok", prompt_tokens=3, completion_tokens=1).total_tokens
    4
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from graphpaths.llm.messages import MessageLike

__all__ = ["LLM", "Completion"]


@dataclass(frozen=True, kw_only=True)
class Completion:
    """A model's answer and what it cost.

    Attributes:
        text: The message content, untouched (not parsed, not trusted).
        prompt_tokens, completion_tokens: As reported by the server; ``None`` if it did not.
        model: The model that answered, as reported by the server.
        latency_s: Wall time of the whole call, retries and backoff included.
        finish_reason: ``"stop"``, ``"length"`` (cut off by ``max_tokens``), ... or ``None``.
        retries: Requests repeated for this call.
    """

    text: str
    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    model: str | None = None
    latency_s: float = 0.0
    finish_reason: str | None = None
    retries: int = 0

    @property
    def total_tokens(self) -> int | None:
        if self.prompt_tokens is None or self.completion_tokens is None:
            return None
        return self.prompt_tokens + self.completion_tokens


@runtime_checkable
class LLM(Protocol):
    """A chat model: messages in, one :class:`Completion` out, sync or async.

    ``json_schema`` asks for an answer matching that JSON Schema (how strictly depends on the
    backend; the answer is never trusted). ``max_tokens`` caps the answer's length. Failures
    raise :class:`~graphpaths.errors.LLMError`.
    """

    def complete(
        self,
        messages: Sequence[MessageLike],
        *,
        json_schema: Mapping[str, Any] | None = None,
        max_tokens: int | None = None,
    ) -> Completion: ...

    async def acomplete(
        self,
        messages: Sequence[MessageLike],
        *,
        json_schema: Mapping[str, Any] | None = None,
        max_tokens: int | None = None,
    ) -> Completion: ...
