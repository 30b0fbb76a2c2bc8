"""OpenAIChatLLM: an :class:`~graphpaths.llm.LLM` over any OpenAI-compatible endpoint.

It talks to ``/chat/completions`` (OpenAI, vLLM, llama.cpp's server, ...) through the
``openai`` SDK, imported on first use. It retries timeouts, connection errors, HTTP 429
and 5xx itself (exponential backoff with jitter, honouring ``Retry-After``); the SDK's own
retries are off, so every request is counted in an :class:`~graphpaths.llm.LLMStats`.
Other failures, and retries running out, raise :class:`~graphpaths.errors.LLMError`.

Inside a per-query budget (a :class:`~graphpaths.llm.budget.BudgetedLLM` around it, as
DotRAG's ``llm_budget`` setting makes), each retry spends one call of the budget and each
request's timeout is cut to the budget's deadline; a ``Retry-After`` or backoff that would
end past the deadline, or a retry with no call left, raises
:class:`~graphpaths.errors.LLMBudgetError` (an ``LLMError``) instead of waiting.

Example:
    >>> llm = OpenAIChatLLM(OpenAIChatConfig(model="m", base_url="http://127.0.0.1:8080/v1"))
    >>> llm.endpoint
    'http://127.0.0.1:8080/v1/chat/completions'
    >>> llm.request_kwargs([{"role": "user", "content": "Hi"}], max_tokens=5)["max_tokens"]
    5
"""

from __future__ import annotations

import asyncio
import logging
import math
import os
import random
import re
import threading
import time
import weakref
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Literal

from graphpaths.errors import ConfigError, LLMBudgetError, LLMError, MissingDependencyError
from graphpaths.llm.budget import BudgetMeter, current_meter
from graphpaths.llm.messages import MessageLike, check_max_tokens, coerce_messages, coerce_schema
from graphpaths.llm.protocol import Completion
from graphpaths.llm.steps import Call, Pause, Request, SteppedLLM, Steps
from graphpaths.llm.usage import LLMStats
from graphpaths.validation import check_choice, check_int, check_number

if TYPE_CHECKING:
    from openai import AsyncOpenAI, OpenAI

__all__ = ["JSON_MODES", "MAX_TOKENS_PARAMS", "OpenAIChatConfig", "OpenAIChatLLM"]

log = logging.getLogger(__name__)

JsonMode = Literal["json_schema", "json_object", "json_object_schema", "none"]
JSON_MODES: tuple[str, ...] = ("json_schema", "json_object", "json_object_schema", "none")
MaxTokensParam = Literal["max_tokens", "max_completion_tokens"]
MAX_TOKENS_PARAMS: tuple[str, ...] = ("max_tokens", "max_completion_tokens")
_SCHEMA_NAME = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


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
        check_number(None, "timeout", self.timeout, low=0.0, low_open=True)
        check_int(None, "max_retries", self.max_retries, low=0)
        check_number(None, "backoff_initial_s", self.backoff_initial_s, low=0.0)
        check_number(None, "backoff_max_s", self.backoff_max_s, low=0.0)
        if self.backoff_max_s < self.backoff_initial_s:
            raise ConfigError(
                f"backoff_max_s: expected >= backoff_initial_s ({self.backoff_initial_s!r}), "
                f"got {self.backoff_max_s!r}"
            )
        check_number(None, "temperature", self.temperature, low=0.0)
        if self.max_tokens is not None:
            check_int(None, "max_tokens", self.max_tokens)
        check_choice(None, "max_tokens_param", self.max_tokens_param, MAX_TOKENS_PARAMS)
        if self.seed is not None:
            check_int(None, "seed", self.seed, low=None)
        check_choice(None, "json_mode", self.json_mode, JSON_MODES)
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


class OpenAIChatLLM(SteppedLLM):
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
        check_max_tokens(max_tokens)
        schema = coerce_schema(json_schema)
        kwargs: dict[str, Any] = {
            "model": c.model,
            "messages": [
                {"role": m.role, "content": _encodable(m.content)}
                for m in coerce_messages(messages)
            ],
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

    def _classify(self, err: Exception, timeout: float | None = None) -> _Failure:
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
            after = self.config.timeout if timeout is None else timeout
            return _Failure(True, None, url, f"timed out after {after:g} s", None)
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

    def _after_failure(
        self,
        err: Exception,
        attempt: int,
        start: float,
        meter: BudgetMeter | None = None,
        timeout: float | None = None,
    ) -> float:
        """The delay before retrying after ``err``; raises (and counts) the LLMError if not
        (an :class:`LLMBudgetError` when only the query's budget forbids the retry)."""
        failure = self._classify(err, timeout)
        if not failure.retryable or attempt >= self.config.max_retries:
            error = self._error(failure, attempt + 1)
            self.stats.record_error(error, latency_s=time.perf_counter() - start)
            raise error from err
        delay = self._delay(attempt, failure.retry_after)
        limit = meter.allow_retry(delay) if meter is not None else None
        if limit is not None:
            plain = self._error(failure, attempt + 1)
            error = LLMBudgetError(
                f"{plain}; the query's LLM budget ({limit}) allows no retry",
                limit=limit,
                url=failure.url,
                status=failure.status,
                attempts=attempt + 1,
            )
            self.stats.record_error(error, latency_s=time.perf_counter() - start)
            raise error from err
        log.info(
            "LLM request %d/%d to %s failed (%s); retrying in %.2f s",
            attempt + 1,
            self.config.max_retries + 1,
            failure.url,
            f"HTTP {failure.status}" if failure.status is not None else failure.description,
            delay,
        )
        return delay

    def _timeout(self, meter: BudgetMeter | None, attempt: int, start: float) -> float | None:
        """This request's timeout when a budget's deadline is nearer than the configured one
        (``None``: the configured one); raises the budget error when the deadline passed."""
        left = meter.remaining_seconds() if meter is not None else None
        if left is None or left >= self.config.timeout:
            return None
        if left <= 0:
            error = LLMBudgetError(
                f"POST {self.endpoint} not sent: the query's LLM budget (seconds) has run out",
                limit="seconds",
                url=self.endpoint,
                attempts=attempt,
            )
            self.stats.record_error(error, latency_s=time.perf_counter() - start)
            raise error
        return left

    def _post(self, kwargs: dict[str, Any]) -> Call[object]:
        """One request to ``/chat/completions``: through the sync client, or through the
        async client of the running event loop."""
        return Call(
            lambda: self._sync_client().chat.completions.create(**kwargs),
            lambda: self._async_client().chat.completions.create(**kwargs),
        )

    # -- the call -----------------------------------------------------------------------
    def _steps(self, request: Request) -> Steps[Completion]:
        try:
            import openai
        except ImportError as exc:  # every call starts here, so the clients find it installed
            raise MissingDependencyError(
                f"OpenAIChatLLM needs the openai package ({exc}): pip install 'graphpaths[openai]'"
            ) from exc

        kwargs = self.request_kwargs(
            request.messages, json_schema=request.json_schema, max_tokens=request.max_tokens
        )
        meter = current_meter()
        start = time.perf_counter()
        attempt = 0
        try:
            while True:
                timeout = self._timeout(meter, attempt, start)
                try:
                    response = yield self._post(_with_timeout(kwargs, timeout))
                    completion = self._completion(
                        response, latency_s=time.perf_counter() - start, retries=attempt
                    )
                except (openai.OpenAIError, _BadAnswer) as err:
                    delay = self._after_failure(err, attempt, start, meter, timeout)
                else:
                    self.stats.record_success(completion)
                    return completion
                yield Pause(delay)
                attempt += 1
        except asyncio.CancelledError:  # only ever raised in acomplete
            self.stats.record_cancelled(retries=attempt, latency_s=time.perf_counter() - start)
            raise


def _encodable(text: str) -> str:
    """``text`` with lone surrogates (which no UTF-8 request body takes: they come from
    ``\\udXXX`` escapes in a model's own JSON answer, echoed in a retry, or from graph text
    decoded with ``surrogateescape``) replaced by ``?``."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return text.encode("utf-8", "replace").decode("utf-8")
    return text


def _with_timeout(kwargs: dict[str, Any], timeout: float | None) -> dict[str, Any]:
    return kwargs if timeout is None else {**kwargs, "timeout": timeout}


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
