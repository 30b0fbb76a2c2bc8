"""Record and replay LLM calls: :class:`CachedLLM`, an append-only JSONL cache of answers.

:class:`CachedLLM` wraps any :class:`~graphpaths.llm.LLM`. Every request is keyed by a
SHA-256 of its exact content: the messages, the JSON schema and the answer cap, plus the
wrapped LLM's model and sampling settings (for an :class:`~graphpaths.llm.OpenAIChatLLM`,
everything its ``request_kwargs`` would send: model, temperature, seed, response format,
extra body; the endpoint URL and the API key are not part of the key). Modes:

- ``"record"``: every call goes to the wrapped LLM and its answer is appended to the file;
- ``"replay"``: every call is answered from the file and the wrapped LLM is never called;
  a request the file does not hold raises :class:`~graphpaths.errors.LLMCacheMissError`
  (strict: a replay must not silently diverge from the recorded run);
- ``"auto"``: answered from the file when it holds the request, else recorded.

A request asked several times gets the answers recorded for it in the order they were
recorded (the last one repeats), so a replay is bit for bit the recorded run even where the
server answered the same request differently twice. The answer comes back with the recorded
text, token counts, model, finish reason and latency. Failed calls
(:class:`~graphpaths.errors.LLMError`) are not recorded.

The file is JSON Lines, one ``{"key", "request", "answer"}`` object per call, appended and
flushed as each answer arrives, so an interrupted run keeps every answer it got; a last line
cut short by the interruption is dropped (and cut off the file) when the cache is opened
again. Safe to share between threads and tasks of one process.

Example:
    >>> import tempfile, pathlib
    >>> from graphpaths.llm import ScriptedLLM
    >>> path = pathlib.Path(tempfile.mkdtemp()) / "calls.jsonl"
    >>> asked = [{"role": "user", "content": "Pick one"}]
    >>> recorder = CachedLLM(ScriptedLLM(['{"choice": 2}']), path, mode="record")
    >>> recorder.complete(asked).text
    '{"choice": 2}'
    >>> replayer = CachedLLM(ScriptedLLM([]), path, mode="replay")  # never asked
    >>> replayer.complete(asked).text
    '{"choice": 2}'
    >>> replayer.complete([{"role": "user", "content": "Another"}])
    Traceback (most recent call last):
    ...
    graphpaths.errors.LLMCacheMissError: ...calls.jsonl holds no answer for this request...
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import threading
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Literal

from graphpaths.errors import ConfigError, InputError, LLMCacheMissError
from graphpaths.graph.loaders import json_lines
from graphpaths.llm.messages import MessageLike, check_max_tokens, coerce_messages, coerce_schema
from graphpaths.llm.protocol import LLM, Completion
from graphpaths.llm.steps import Ask, Request, SteppedLLM, Steps
from graphpaths.validation import check_choice

__all__ = ["CACHE_MODES", "CacheMode", "CachedLLM", "request_key"]

log = logging.getLogger(__name__)

CacheMode = Literal["record", "replay", "auto"]
CACHE_MODES: tuple[str, ...] = ("record", "replay", "auto")

#: Fields of a :class:`Completion` kept in the file (``retries`` is not: a replay repeats none).
_ANSWER_FIELDS = (
    "text",
    "prompt_tokens",
    "completion_tokens",
    "model",
    "finish_reason",
    "latency_s",
)


def _request(
    llm: object,
    messages: Sequence[MessageLike],
    json_schema: Mapping[str, Any] | None,
    max_tokens: int | None,
) -> dict[str, Any]:
    """The request as plain JSON data: what the wrapped LLM would send, or the call itself."""
    request_kwargs = getattr(llm, "request_kwargs", None)
    if callable(request_kwargs):
        built = request_kwargs(messages, json_schema=json_schema, max_tokens=max_tokens)
        if isinstance(built, Mapping):
            return dict(built)
    check_max_tokens(max_tokens)
    return {
        "llm": type(llm).__name__,
        "model": getattr(llm, "model", None),
        "messages": [m.to_dict() for m in coerce_messages(messages)],
        "json_schema": coerce_schema(json_schema),
        "max_tokens": max_tokens,
    }


def _canonical(data: Any) -> str:
    return json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":"), default=str)


def request_key(
    llm: object,
    messages: Sequence[MessageLike],
    *,
    json_schema: Mapping[str, Any] | None = None,
    max_tokens: int | None = None,
) -> str:
    """The cache key of a request to ``llm``: a SHA-256 (hex) of its canonical JSON.

    Example:
        >>> from graphpaths.llm import ScriptedLLM
        >>> a = request_key(ScriptedLLM([]), [{"role": "user", "content": "Hi"}])
        >>> a == request_key(ScriptedLLM([]), [{"role": "user", "content": "Hi"}])
        True
        >>> a == request_key(ScriptedLLM([]), [{"role": "user", "content": "Hi"}], max_tokens=5)
        False
    """
    payload = _canonical(_request(llm, messages, json_schema, max_tokens))
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()


def _completion(answer: object, where: str) -> Completion:
    if not isinstance(answer, Mapping) or not isinstance(answer.get("text"), str):
        raise InputError(f"{where}: answer: expected an object with a text, got {answer!r}")
    kwargs: dict[str, Any] = {
        name: answer.get(name) for name in _ANSWER_FIELDS if answer.get(name) is not None
    }
    try:
        return Completion(**kwargs)
    except TypeError as err:
        raise InputError(f"{where}: answer: {err}") from None


class CachedLLM(SteppedLLM):
    """An :class:`~graphpaths.llm.LLM` that records answers to, or replays them from, a file.

    Args:
        inner: The LLM asked on a miss (``"record"``, ``"auto"``); in ``"replay"`` it is
            never called but still gives the model and sampling settings that key a request
            (pass the same client, e.g. an ``OpenAIChatLLM`` with the recorded config).
        path: The JSONL cache file (created on the first answer recorded).
        mode: ``"record"``, ``"replay"`` (strict) or ``"auto"``; see the module doc.

    Attributes:
        hits, misses: Calls answered from the file, and calls sent to ``inner``.
    """

    def __init__(
        self, inner: LLM, path: str | os.PathLike[str], *, mode: CacheMode = "auto"
    ) -> None:
        if not isinstance(inner, LLM):
            raise ConfigError(
                f"inner: expected an LLM (complete and acomplete), got {type(inner).__name__}"
            )
        check_choice(None, "mode", mode, CACHE_MODES)
        self.inner = inner
        self.path = Path(path)
        self.mode: CacheMode = mode
        self._lock = threading.Lock()
        self._answers: dict[str, list[Completion]] = {}
        self._served: dict[str, int] = {}
        self.hits = 0
        self.misses = 0
        if self.path.exists():
            self._load()
        elif mode == "replay":
            raise ConfigError(f"{self.path}: no such LLM cache file to replay")

    def __repr__(self) -> str:
        return f"CachedLLM({self.inner!r}, {str(self.path)!r}, mode={self.mode!r})"

    @property
    def recorded(self) -> int:
        """Answers the file holds."""
        with self._lock:
            return sum(len(v) for v in self._answers.values())

    def _load(self) -> None:
        raw = self.path.read_bytes()
        good = raw.rfind(b"\n") + 1
        if good < len(raw):
            # An interrupted append: drop the partial line so later appends stay whole.
            log.warning("%s: dropping a cut-off last line (%d bytes)", self.path, len(raw) - good)
            with open(self.path, "r+b") as f:
                f.truncate(good)
            raw = raw[:good]
        for where, entry in json_lines(raw.decode("utf-8"), self.path, error=InputError):
            key = entry.get("key")
            if not isinstance(key, str):
                raise InputError(f"{where}: key: expected a string, got {key!r}")
            self._answers.setdefault(key, []).append(_completion(entry.get("answer"), where))

    def _lookup(self, key: str) -> Completion | None:
        with self._lock:
            answers = self._answers.get(key)
            if not answers:
                return None
            served = self._served.get(key, 0)
            self._served[key] = served + 1
            self.hits += 1
            return answers[min(served, len(answers) - 1)]

    def _miss(self, key: str, request: Mapping[str, Any]) -> None:
        if self.mode != "replay":
            return
        messages = request.get("messages") or [{}]
        last = str(messages[-1].get("content", "")) if isinstance(messages[-1], Mapping) else ""
        shown = last if len(last) <= 200 else last[:197] + "..."
        raise LLMCacheMissError(
            f"{self.path} holds no answer for this request (key {key[:12]}, model "
            f"{request.get('model')!r}, {self.recorded} answers recorded); the prompt or the "
            f"settings differ from the recorded run. Last message: {shown!r}"
        )

    def _record(self, key: str, request: Mapping[str, Any], completion: Completion) -> None:
        answer = {name: getattr(completion, name) for name in _ANSWER_FIELDS}
        line = _canonical({"key": key, "request": request, "answer": answer}) + "\n"
        with self._lock:
            self.misses += 1
            self._answers.setdefault(key, []).append(completion)
            # A recorded answer counts as served: a later identical request in this run
            # gets the next answer recorded for it (or this one again).
            self._served[key] = len(self._answers[key])
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with open(self.path, "a", encoding="utf-8") as f:
                f.write(line)
                f.flush()

    def _steps(self, request: Request) -> Steps[Completion]:
        sent = _request(self.inner, request.messages, request.json_schema, request.max_tokens)
        key = hashlib.sha256(_canonical(sent).encode("utf-8")).hexdigest()
        found = None if self.mode == "record" else self._lookup(key)
        if found is not None:
            return found
        self._miss(key, sent)
        completion: Completion = yield Ask(self.inner, request)
        self._record(key, sent, completion)
        return completion
