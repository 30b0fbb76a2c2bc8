"""LLM access for the core: the :class:`LLM` protocol, an OpenAI-compatible client, counting.

Everything in graphpaths that asks a language model something (DotRAG's policy, evaluation
judges) takes an object with the :class:`LLM` protocol: ``complete(messages, *,
json_schema=None, max_tokens=None) -> Completion`` and its ``async`` twin ``acomplete``.
Messages are :class:`Message` objects or plain ``{"role", "content"}`` dicts.

- :class:`OpenAIChatLLM` talks to any OpenAI-compatible ``/chat/completions`` endpoint
  (OpenAI, vLLM, llama.cpp's server, ...) through the ``openai`` SDK, imported on first use.
  It retries timeouts, connection errors, HTTP 429 and 5xx itself (exponential backoff with
  jitter, honouring ``Retry-After``); the SDK's own retries are off, so every request is
  counted. Other failures, and retries running out, raise :class:`LLMError`.
- :class:`ScriptedLLM` answers from a list or a function: a test and demo double.
- :class:`CountingLLM` wraps any LLM and counts its calls exactly as :class:`OpenAIChatLLM`
  counts its own, in an :class:`LLMStats`; :meth:`LLMStats.snapshot` returns a frozen
  :class:`LLMUsage`, and two snapshots subtract into a delta.

:class:`LLMError` and :class:`ScriptExhaustedError` live in :mod:`graphpaths.errors` (the
exception tree) and are re-exported here, so ``from graphpaths.llm import LLMError`` works.

A :class:`Completion` is the model's raw text. Nothing here parses or trusts it, even when a
``json_schema`` was requested: validating an answer belongs to the code that asked.

Example:
    >>> llm = CountingLLM(ScriptedLLM(['{"choice": 2}', "done"]))
    >>> llm.complete([{"role": "user", "content": "Pick one"}]).text
    '{"choice": 2}'
    >>> before = llm.stats.snapshot()
    >>> llm.complete([Message(role="user", content="And now?")]).text
    'done'
    >>> (llm.stats.snapshot() - before).calls, llm.stats.snapshot().calls
    (1, 2)
    >>> llm.complete([Message(role="user", content="More?")])
    Traceback (most recent call last):
    ...
    graphpaths.errors.ScriptExhaustedError: ScriptedLLM: script exhausted after 2 answers...
"""

from __future__ import annotations

import asyncio
import json
import logging
import math
import os
import random
import re
import threading
import time
import weakref
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, fields
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Literal, Protocol, TypeAlias, cast, runtime_checkable

from graphpaths.errors import ConfigError, LLMError, ScriptExhaustedError

if TYPE_CHECKING:
    from openai import AsyncOpenAI, OpenAI

__all__ = [
    "LLM",
    "Completion",
    "CountingLLM",
    "LLMError",
    "LLMStats",
    "LLMUsage",
    "Message",
    "MessageLike",
    "OpenAIChatConfig",
    "OpenAIChatLLM",
    "ScriptExhaustedError",
    "ScriptedLLM",
    "ScriptedRequest",
    "coerce_messages",
]

log = logging.getLogger(__name__)

Role = Literal["system", "user", "assistant"]
ROLES: tuple[str, ...] = ("system", "user", "assistant")
JsonMode = Literal["json_schema", "json_object", "json_object_schema", "none"]
JSON_MODES: tuple[str, ...] = ("json_schema", "json_object", "json_object_schema", "none")
MaxTokensParam = Literal["max_tokens", "max_completion_tokens"]
MAX_TOKENS_PARAMS: tuple[str, ...] = ("max_tokens", "max_completion_tokens")
_SCHEMA_NAME = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


# -- messages and completions ------------------------------------------------------------
@dataclass(frozen=True, kw_only=True)
class Message:
    """One chat message."""

    role: Role
    content: str

    def __post_init__(self) -> None:
        if self.role not in ROLES:
            raise ConfigError(f"role: expected one of {', '.join(ROLES)}, got {self.role!r}")
        if not isinstance(self.content, str):
            raise ConfigError(f"content: expected str, got {type(self.content).__name__}")

    def to_dict(self) -> dict[str, str]:
        return {"role": self.role, "content": self.content}


MessageLike: TypeAlias = Message | Mapping[str, str]


def coerce_messages(messages: Sequence[MessageLike]) -> tuple[Message, ...]:
    """``messages`` as :class:`Message` objects; dicts need exactly ``role`` and ``content``.

    Raises :class:`~graphpaths.errors.ConfigError` naming the index and field of a bad one.
    """
    if isinstance(messages, str | bytes | Mapping) or not isinstance(messages, Sequence):
        raise ConfigError(
            f"messages: expected a sequence of messages, got {type(messages).__name__}"
        )
    if not messages:
        raise ConfigError("messages: expected at least one message, got an empty sequence")
    out: list[Message] = []
    for i, item in enumerate(messages):
        if isinstance(item, Message):
            out.append(item)
            continue
        if not isinstance(item, Mapping):
            raise ConfigError(
                f"messages[{i}]: expected a Message or a dict, got {type(item).__name__}"
            )
        keys = set(item)
        if keys != {"role", "content"}:
            missing = sorted({"role", "content"} - keys)
            extra = sorted(str(k) for k in keys - {"role", "content"})
            problem = f"missing {missing}" if missing else f"unexpected keys {extra}"
            raise ConfigError(f"messages[{i}]: expected keys 'role' and 'content', {problem}")
        try:
            out.append(Message(role=cast(Role, item["role"]), content=item["content"]))
        except ConfigError as err:
            raise ConfigError(f"messages[{i}].{err}") from None
    return tuple(out)


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


# -- the protocol ------------------------------------------------------------------------
@runtime_checkable
class LLM(Protocol):
    """A chat model: messages in, one :class:`Completion` out, sync or async.

    ``json_schema`` asks for an answer matching that JSON Schema (how strictly depends on the
    backend; the answer is never trusted). ``max_tokens`` caps the answer's length. Failures
    raise :class:`LLMError`.
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


def _check_max_tokens(value: object, name: str = "max_tokens") -> None:
    if value is not None and (isinstance(value, bool) or not isinstance(value, int) or value < 1):
        raise ConfigError(f"{name}: expected a positive integer or None, got {value!r}")


def _plain_schema(json_schema: Mapping[str, Any] | None) -> dict[str, Any] | None:
    if json_schema is None:
        return None
    if not isinstance(json_schema, Mapping):
        raise ConfigError(f"json_schema: expected a mapping, got {type(json_schema).__name__}")
    try:
        plain = json.loads(json.dumps(json_schema))
    except (TypeError, ValueError) as err:
        raise ConfigError(f"json_schema: not JSON-serialisable ({err})") from None
    if not isinstance(plain, dict):  # pragma: no cover - a Mapping always dumps to an object
        raise ConfigError("json_schema: expected a JSON object")
    return plain


# -- usage accounting --------------------------------------------------------------------
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


class CountingLLM:
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

    def complete(
        self,
        messages: Sequence[MessageLike],
        *,
        json_schema: Mapping[str, Any] | None = None,
        max_tokens: int | None = None,
    ) -> Completion:
        start = time.perf_counter()
        try:
            completion = self.inner.complete(
                messages, json_schema=json_schema, max_tokens=max_tokens
            )
        except LLMError as err:
            self.stats.record_error(err, latency_s=time.perf_counter() - start)
            raise
        self.stats.record_success(completion, latency_s=time.perf_counter() - start)
        return completion

    async def acomplete(
        self,
        messages: Sequence[MessageLike],
        *,
        json_schema: Mapping[str, Any] | None = None,
        max_tokens: int | None = None,
    ) -> Completion:
        start = time.perf_counter()
        try:
            completion = await self.inner.acomplete(
                messages, json_schema=json_schema, max_tokens=max_tokens
            )
        except LLMError as err:
            self.stats.record_error(err, latency_s=time.perf_counter() - start)
            raise
        except asyncio.CancelledError:
            self.stats.record_cancelled(retries=0, latency_s=time.perf_counter() - start)
            raise
        self.stats.record_success(completion, latency_s=time.perf_counter() - start)
        return completion

    def __repr__(self) -> str:
        return f"CountingLLM({self.inner!r})"


# -- the scripted double -----------------------------------------------------------------
@dataclass(frozen=True, kw_only=True)
class ScriptedRequest:
    """What a :class:`ScriptedLLM` was asked (kept in :attr:`ScriptedLLM.requests`)."""

    messages: tuple[Message, ...]
    json_schema: dict[str, Any] | None
    max_tokens: int | None


ScriptItem: TypeAlias = str | BaseException
Responder: TypeAlias = Callable[[Sequence[Message]], str]


class ScriptedLLM:
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

    def complete(
        self,
        messages: Sequence[MessageLike],
        *,
        json_schema: Mapping[str, Any] | None = None,
        max_tokens: int | None = None,
    ) -> Completion:
        start = time.perf_counter()
        coerced = coerce_messages(messages)
        _check_max_tokens(max_tokens)
        request = ScriptedRequest(
            messages=coerced, json_schema=_plain_schema(json_schema), max_tokens=max_tokens
        )
        with self._lock:
            self._requests.append(request)
            if self._responder is None:
                if self._position >= len(self._answers):
                    last = coerced[-1].content
                    asked = last if len(last) <= 80 else last[:77] + "..."
                    raise ScriptExhaustedError(
                        f"ScriptedLLM: script exhausted after {len(self._answers)} answers; "
                        f"request {len(self._requests)} asked {asked!r}"
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

    async def acomplete(
        self,
        messages: Sequence[MessageLike],
        *,
        json_schema: Mapping[str, Any] | None = None,
        max_tokens: int | None = None,
    ) -> Completion:
        return self.complete(messages, json_schema=json_schema, max_tokens=max_tokens)

    def __repr__(self) -> str:
        source = "function" if self._responder is not None else f"{len(self._answers)} answers"
        return f"ScriptedLLM({source}, model={self.model!r})"


# -- the OpenAI-compatible client --------------------------------------------------------
def _check_number(name: str, value: object, *, low: float, inclusive: bool = True) -> None:
    ok = (
        isinstance(value, int | float)
        and not isinstance(value, bool)
        and math.isfinite(value)
        and (value >= low if inclusive else value > low)
    )
    if not ok:
        bound = f">= {low:g}" if inclusive else f"> {low:g}"
        raise ConfigError(f"{name}: expected a finite number {bound}, got {value!r}")


@dataclass(frozen=True, kw_only=True)
class OpenAIChatConfig:
    """Settings of an :class:`OpenAIChatLLM`; change one with ``dataclasses.replace``.

    Attributes:
        model: The model name sent with each request (local servers often ignore it).
        base_url: E.g. ``"http://127.0.0.1:8080/v1"``; ``None``: the SDK's default
            (``$OPENAI_BASE_URL``, else OpenAI's API).
        api_key: ``None``: ``$OPENAI_API_KEY``, else ``"not-needed"`` (local servers).
        timeout: Seconds per request before it counts as timed out (and is retried).
        max_retries: Repeats after a timeout, connection error, HTTP 429 or 5xx.
        backoff_initial_s, backoff_max_s: Retry ``k`` (from 0) waits a random time between
            half and all of ``min(backoff_max_s, backoff_initial_s * 2**k)``, or the server's
            ``Retry-After`` if longer (capped at ``backoff_max_s``).
        temperature: Sampling temperature (0: as deterministic as the server allows).
        max_tokens: Default answer cap, overridden per call.
        max_tokens_param: The request field carrying it: ``"max_tokens"`` (vLLM, llama.cpp,
            most servers) or ``"max_completion_tokens"`` (OpenAI's reasoning models).
        seed: Sent when given (servers that support it sample reproducibly).
        json_mode: How a call's ``json_schema`` is sent: ``"json_schema"`` as
            ``response_format={"type": "json_schema", "json_schema": {"name", "schema",
            "strict"}}`` (OpenAI, vLLM, llama.cpp); ``"json_object"`` as
            ``{"type": "json_object"}`` (the schema is not sent: put it in the prompt);
            ``"json_object_schema"`` as ``{"type": "json_object", "schema": ...}`` (the
            llama-cpp-python server, which constrains its grammar to the schema this way
            and rejects ``"json_schema"``); ``"none"``: no ``response_format`` at all.
        schema_name: The ``name`` sent with a JSON schema.
        strict_schema: The ``strict`` flag sent with a JSON schema.
        extra_body: Extra request fields, passed through (e.g. ``{"top_k": 1}``).
    """

    model: str
    base_url: str | None = None
    api_key: str | None = field(default=None, repr=False)
    timeout: float = 60.0
    max_retries: int = 3
    backoff_initial_s: float = 0.5
    backoff_max_s: float = 8.0
    temperature: float = 0.0
    max_tokens: int | None = None
    max_tokens_param: MaxTokensParam = "max_tokens"
    seed: int | None = None
    json_mode: JsonMode = "json_schema"
    schema_name: str = "response"
    strict_schema: bool = True
    extra_body: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not isinstance(self.model, str) or not self.model.strip():
            raise ConfigError(f"model: expected a non-empty model name, got {self.model!r}")
        if self.base_url is not None and (
            not isinstance(self.base_url, str)
            or not self.base_url.startswith(("http://", "https://"))
        ):
            raise ConfigError(
                f"base_url: expected an http:// or https:// URL, got {self.base_url!r}"
            )
        if self.api_key is not None and not isinstance(self.api_key, str):
            raise ConfigError(f"api_key: expected str or None, got {type(self.api_key).__name__}")
        _check_number("timeout", self.timeout, low=0.0, inclusive=False)
        if (
            isinstance(self.max_retries, bool)
            or not isinstance(self.max_retries, int)
            or self.max_retries < 0
        ):
            raise ConfigError(
                f"max_retries: expected a non-negative integer, got {self.max_retries!r}"
            )
        _check_number("backoff_initial_s", self.backoff_initial_s, low=0.0)
        _check_number("backoff_max_s", self.backoff_max_s, low=0.0)
        if self.backoff_max_s < self.backoff_initial_s:
            raise ConfigError(
                f"backoff_max_s: expected >= backoff_initial_s ({self.backoff_initial_s!r}), "
                f"got {self.backoff_max_s!r}"
            )
        _check_number("temperature", self.temperature, low=0.0)
        _check_max_tokens(self.max_tokens)
        if self.max_tokens_param not in MAX_TOKENS_PARAMS:
            raise ConfigError(
                f"max_tokens_param: expected one of {', '.join(MAX_TOKENS_PARAMS)}, "
                f"got {self.max_tokens_param!r}"
            )
        if self.seed is not None and (
            isinstance(self.seed, bool) or not isinstance(self.seed, int)
        ):
            raise ConfigError(f"seed: expected an integer or None, got {self.seed!r}")
        if self.json_mode not in JSON_MODES:
            raise ConfigError(
                f"json_mode: expected one of {', '.join(JSON_MODES)}, got {self.json_mode!r}"
            )
        if not isinstance(self.schema_name, str) or not _SCHEMA_NAME.match(self.schema_name):
            raise ConfigError(
                f"schema_name: expected 1-64 letters, digits, '_' or '-', got {self.schema_name!r}"
            )
        if not isinstance(self.strict_schema, bool):
            raise ConfigError(f"strict_schema: expected a bool, got {self.strict_schema!r}")
        if not isinstance(self.extra_body, Mapping) or not all(
            isinstance(k, str) for k in self.extra_body
        ):
            raise ConfigError(
                f"extra_body: expected a mapping with str keys, got {self.extra_body!r}"
            )
        # A read-only copy: the config is frozen, so its body must not change under it.
        object.__setattr__(self, "extra_body", MappingProxyType(dict(self.extra_body)))

    def resolved_api_key(self) -> str:
        return self.api_key or os.environ.get("OPENAI_API_KEY") or "not-needed"


class _BadAnswer(Exception):
    """A 200 response without a usable message (internal; becomes an LLMError)."""


@dataclass(frozen=True)
class _Failure:
    retryable: bool
    status: int | None
    url: str | None
    description: str
    retry_after: float | None


class OpenAIChatLLM:
    """An :class:`LLM` over an OpenAI-compatible ``/chat/completions`` endpoint.

    Args:
        config: The settings (:class:`OpenAIChatConfig`).
        stats: Where calls are counted; default: a fresh :class:`LLMStats`. Pass one to
            share totals between clients.

    The SDK clients are created on first use: one sync client, shared by all threads, and
    one async client per event loop (an async HTTP client cannot move between loops). Calls
    may run concurrently from threads and tasks. :meth:`close` / :meth:`aclose` release the
    connections; the object also works as a (sync or async) context manager.
    """

    def __init__(self, config: OpenAIChatConfig, *, stats: LLMStats | None = None) -> None:
        if not isinstance(config, OpenAIChatConfig):
            raise ConfigError(f"config: expected an OpenAIChatConfig, got {type(config).__name__}")
        self.config = config
        self.stats = stats if stats is not None else LLMStats()
        self._lock = threading.Lock()
        self._sync: OpenAI | None = None
        self._async: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, AsyncOpenAI] = (
            weakref.WeakKeyDictionary()
        )
        self._random = random.Random()

    def __repr__(self) -> str:
        c = self.config
        return f"OpenAIChatLLM(model={c.model!r}, base_url={c.base_url!r})"

    @property
    def endpoint(self) -> str:
        """The chat completions URL (best effort before the first call)."""
        base = (
            self.config.base_url or os.environ.get("OPENAI_BASE_URL") or "https://api.openai.com/v1"
        )
        return base.rstrip("/") + "/chat/completions"

    # -- clients ------------------------------------------------------------------------
    def _client_args(self) -> dict[str, Any]:
        args: dict[str, Any] = {
            "api_key": self.config.resolved_api_key(),
            "timeout": self.config.timeout,
            "max_retries": 0,  # we retry ourselves, so every request is counted
        }
        if self.config.base_url is not None:
            args["base_url"] = self.config.base_url
        return args

    def _sync_client(self) -> OpenAI:
        with self._lock:
            if self._sync is None:
                from openai import OpenAI

                self._sync = OpenAI(**self._client_args())
            return self._sync

    def _async_client(self) -> AsyncOpenAI:
        loop = asyncio.get_running_loop()
        with self._lock:
            client = self._async.get(loop)
            if client is None:
                from openai import AsyncOpenAI

                client = AsyncOpenAI(**self._client_args())
                self._async[loop] = client
            return client

    def close(self) -> None:
        """Close the sync client and forget the async ones (use :meth:`aclose` in a loop)."""
        with self._lock:
            sync, self._sync = self._sync, None
            self._async.clear()
        if sync is not None:
            sync.close()

    async def aclose(self) -> None:
        """Close this event loop's async client and the sync client."""
        loop = asyncio.get_running_loop()
        with self._lock:
            client = self._async.pop(loop, None)
        if client is not None:
            await client.close()
        self.close()

    def __enter__(self) -> OpenAIChatLLM:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    async def __aenter__(self) -> OpenAIChatLLM:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    # -- request and response -----------------------------------------------------------
    def request_kwargs(
        self,
        messages: Sequence[MessageLike],
        *,
        json_schema: Mapping[str, Any] | None = None,
        max_tokens: int | None = None,
    ) -> dict[str, Any]:
        """The keyword arguments given to ``chat.completions.create`` for this call."""
        c = self.config
        _check_max_tokens(max_tokens)
        schema = _plain_schema(json_schema)
        kwargs: dict[str, Any] = {
            "model": c.model,
            "messages": [m.to_dict() for m in coerce_messages(messages)],
            "temperature": c.temperature,
        }
        cap = max_tokens if max_tokens is not None else c.max_tokens
        if cap is not None:
            kwargs[c.max_tokens_param] = cap
        if c.seed is not None:
            kwargs["seed"] = c.seed
        if schema is not None and c.json_mode == "json_schema":
            kwargs["response_format"] = {
                "type": "json_schema",
                "json_schema": {"name": c.schema_name, "schema": schema, "strict": c.strict_schema},
            }
        elif schema is not None and c.json_mode == "json_object":
            kwargs["response_format"] = {"type": "json_object"}
        elif schema is not None and c.json_mode == "json_object_schema":
            kwargs["response_format"] = {"type": "json_object", "schema": schema}
        if c.extra_body:
            kwargs["extra_body"] = dict(c.extra_body)
        return kwargs

    @staticmethod
    def _completion(response: object, *, latency_s: float, retries: int) -> Completion:
        # The server is not trusted: a 200 may carry any JSON (or none), so look, don't assume.
        choices = getattr(response, "choices", None)
        if not isinstance(choices, list) or not choices:
            raise _BadAnswer(f"response has no choices: {str(response)[:200]!r}")
        message = getattr(choices[0], "message", None)
        content = getattr(message, "content", None)
        finish = getattr(choices[0], "finish_reason", None)
        if not isinstance(content, str):
            refusal = getattr(message, "refusal", None)
            why = f"refusal {refusal!r}" if refusal else f"finish_reason {finish!r}"
            raise _BadAnswer(f"response message has no text content ({why})")
        usage = getattr(response, "usage", None)
        model = getattr(response, "model", None)
        return Completion(
            text=content,
            prompt_tokens=_count(getattr(usage, "prompt_tokens", None)),
            completion_tokens=_count(getattr(usage, "completion_tokens", None)),
            model=model if isinstance(model, str) else None,
            latency_s=latency_s,
            finish_reason=finish if isinstance(finish, str) else None,
            retries=retries,
        )

    def _classify(self, err: Exception) -> _Failure:
        import openai

        url = self.endpoint
        if isinstance(err, openai.APIError):
            url = str(err.request.url)
        if isinstance(err, openai.APIStatusError):
            status = err.status_code
            retry_after = _retry_after(err.response.headers.get("retry-after"))
            return _Failure(
                status == 429 or status >= 500, status, url, _short(err.message), retry_after
            )
        if isinstance(err, openai.APITimeoutError):
            return _Failure(True, None, url, f"timed out after {self.config.timeout:g} s", None)
        if isinstance(err, openai.APIConnectionError):
            cause = err.__cause__
            detail = f" ({type(cause).__name__}: {_short(str(cause))})" if cause else ""
            return _Failure(True, None, url, f"connection error{detail}", None)
        if isinstance(err, _BadAnswer):
            return _Failure(False, 200, url, str(err), None)
        return _Failure(False, None, url, f"{type(err).__name__}: {_short(str(err))}", None)

    def _delay(self, retry: int, retry_after: float | None) -> float:
        c = self.config
        base = min(c.backoff_max_s, c.backoff_initial_s * 2.0**retry)
        delay = base * (0.5 + 0.5 * self._random.random())
        if retry_after is not None:
            delay = max(delay, min(retry_after, c.backoff_max_s))
        return delay

    def _error(self, failure: _Failure, attempts: int) -> LLMError:
        status = f"HTTP {failure.status}" if failure.status is not None else "no HTTP status"
        tries = f"{attempts} attempt" + ("s" if attempts != 1 else "")
        return LLMError(
            f"POST {failure.url} failed after {tries} ({status}): {failure.description}",
            url=failure.url,
            status=failure.status,
            attempts=attempts,
        )

    def _after_failure(self, err: Exception, attempt: int, start: float) -> float:
        """The delay before retrying after ``err``; raises (and counts) the LLMError if not."""
        failure = self._classify(err)
        if not failure.retryable or attempt >= self.config.max_retries:
            error = self._error(failure, attempt + 1)
            self.stats.record_error(error, latency_s=time.perf_counter() - start)
            raise error from err
        delay = self._delay(attempt, failure.retry_after)
        log.info(
            "LLM request %d/%d to %s failed (%s); retrying in %.2f s",
            attempt + 1,
            self.config.max_retries + 1,
            failure.url,
            f"HTTP {failure.status}" if failure.status is not None else failure.description,
            delay,
        )
        return delay

    # -- the calls ----------------------------------------------------------------------
    def complete(
        self,
        messages: Sequence[MessageLike],
        *,
        json_schema: Mapping[str, Any] | None = None,
        max_tokens: int | None = None,
    ) -> Completion:
        import openai

        kwargs = self.request_kwargs(messages, json_schema=json_schema, max_tokens=max_tokens)
        client = self._sync_client()
        start = time.perf_counter()
        attempt = 0
        while True:
            try:
                response = client.chat.completions.create(**kwargs)
                completion = self._completion(
                    response, latency_s=time.perf_counter() - start, retries=attempt
                )
            except (openai.OpenAIError, _BadAnswer) as err:
                delay = self._after_failure(err, attempt, start)
            else:
                self.stats.record_success(completion)
                return completion
            time.sleep(delay)
            attempt += 1

    async def acomplete(
        self,
        messages: Sequence[MessageLike],
        *,
        json_schema: Mapping[str, Any] | None = None,
        max_tokens: int | None = None,
    ) -> Completion:
        import openai

        kwargs = self.request_kwargs(messages, json_schema=json_schema, max_tokens=max_tokens)
        client = self._async_client()
        start = time.perf_counter()
        attempt = 0
        try:
            while True:
                try:
                    response = await client.chat.completions.create(**kwargs)
                    completion = self._completion(
                        response, latency_s=time.perf_counter() - start, retries=attempt
                    )
                except (openai.OpenAIError, _BadAnswer) as err:
                    delay = self._after_failure(err, attempt, start)
                else:
                    self.stats.record_success(completion)
                    return completion
                await asyncio.sleep(delay)
                attempt += 1
        except asyncio.CancelledError:
            self.stats.record_cancelled(retries=attempt, latency_s=time.perf_counter() - start)
            raise


def _count(value: object) -> int | None:
    if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
        return value
    return None


def _retry_after(value: str | None) -> float | None:
    if value is None:
        return None
    try:
        seconds = float(value)
    except ValueError:
        return None  # an HTTP date: rare from model servers; use our own backoff
    return seconds if math.isfinite(seconds) and seconds >= 0 else None


def _short(text: str, limit: int = 300) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."
