"""A scripted OpenAI-compatible chat server on 127.0.0.1, for tests (``from llm_server import ...``).

Each ``POST /v1/chat/completions`` takes the next :class:`Step` of the script (in arrival
order) and answers with it: a chat completion (with ``usage``), an HTTP error, or either of
them after a delay (longer than the client's timeout, to simulate a hung server). Every
request body is recorded, so a test can check what the client sent::

    from llm_server import answer, serve, server_error

    def test_retry() -> None:
        with serve([server_error(), answer("hi")]) as server:
            llm = OpenAIChatLLM(OpenAIChatConfig(model="m", base_url=server.base_url))
            assert llm.complete([{"role": "user", "content": "hello"}]).text == "hi"
            assert len(server.requests) == 2

The server binds an ephemeral port on 127.0.0.1 only and runs in daemon threads; leaving the
``with`` block stops it within about a second, waking any handler still in a delay. A request
that arrives after the script ran out gets an HTTP 400 naming the problem (so a client does
not retry it), unless a ``default`` step was given; :attr:`ScriptedServer.unscripted` counts
those requests.
"""

from __future__ import annotations

import dataclasses
import json
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

__all__ = [
    "ScriptedServer",
    "Step",
    "answer",
    "bad_request",
    "http_error",
    "json_answer",
    "malformed_json",
    "rate_limited",
    "serve",
    "server_error",
    "stall",
]

HOST = "127.0.0.1"


@dataclass(frozen=True, kw_only=True)
class Step:
    """One scripted answer.

    ``status`` 200 sends a chat completion whose message content is ``content``; any other
    status sends an OpenAI-style error body with ``error``. ``delay_s`` is waited before
    answering. ``raw_body`` (with ``content_type``) replaces the body verbatim.
    """

    status: int = 200
    content: str = ""
    error: str = "scripted error"
    delay_s: float = 0.0
    prompt_tokens: int | None = None  # default: words in the request's messages
    completion_tokens: int | None = None  # default: words in content
    usage: bool = True
    finish_reason: str = "stop"
    model: str = "scripted-model"
    retry_after: float | None = None
    raw_body: bytes | None = None
    content_type: str = "application/json"


ScriptItem = Step | Callable[[dict[str, Any]], Step]


def answer(content: str, **fields: Any) -> Step:
    """A 200 chat completion with this message content (``fields``: other :class:`Step` fields)."""
    return Step(content=content, **fields)


def json_answer(value: Any, **fields: Any) -> Step:
    """A 200 chat completion whose content is ``value`` as JSON."""
    return Step(content=json.dumps(value), **fields)


def malformed_json(**fields: Any) -> Step:
    """A 200 chat completion whose content looks like JSON but does not parse."""
    return Step(content='{"choice": 2, "reason": "trunc', **fields)


def http_error(status: int, error: str | None = None, **fields: Any) -> Step:
    """An HTTP error answer with an OpenAI-style ``{"error": {...}}`` body."""
    return Step(status=status, error=error or f"scripted HTTP {status}", **fields)


def server_error(**fields: Any) -> Step:
    return http_error(500, **fields)


def rate_limited(**fields: Any) -> Step:
    return http_error(429, **fields)


def bad_request(**fields: Any) -> Step:
    return http_error(400, **fields)


def stall(seconds: float, then: Step | None = None) -> Step:
    """Wait ``seconds`` (longer than the client's timeout) before answering ``then``."""
    return dataclasses.replace(then if then is not None else answer("too late"), delay_s=seconds)


def _words(text: str) -> int:
    return len(text.split())


class ScriptedServer:
    """The running server: :attr:`base_url` for the client, :attr:`requests` for assertions."""

    def __init__(self, script: Iterable[ScriptItem], *, default: Step | None = None) -> None:
        self._script: deque[ScriptItem] = deque(script)
        self._default = default
        self._lock = threading.Lock()
        self._stopping = threading.Event()
        self._requests: list[dict[str, Any]] = []
        self._arrivals: list[float] = []
        self._in_flight = 0
        self.max_in_flight = 0
        self.unscripted = 0
        self._httpd = ThreadingHTTPServer((HOST, 0), self._handler_class())
        self._httpd.daemon_threads = True
        self._httpd.block_on_close = False
        self._thread = threading.Thread(
            target=self._httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )

    # -- public view --------------------------------------------------------------------
    @property
    def port(self) -> int:
        return int(self._httpd.server_address[1])

    @property
    def base_url(self) -> str:
        """``http://127.0.0.1:<port>/v1``, what an OpenAI client takes as ``base_url``."""
        return f"http://{HOST}:{self.port}/v1"

    @property
    def requests(self) -> list[dict[str, Any]]:
        """The parsed JSON body of every chat request so far, in arrival order (a copy)."""
        with self._lock:
            return list(self._requests)

    @property
    def arrivals(self) -> list[float]:
        """``time.monotonic()`` of each chat request's arrival."""
        with self._lock:
            return list(self._arrivals)

    @property
    def remaining(self) -> int:
        """Scripted steps not yet used."""
        with self._lock:
            return len(self._script)

    # -- lifecycle ----------------------------------------------------------------------
    def start(self) -> None:
        self._thread.start()

    def close(self) -> None:
        """Stop serving; wakes delayed handlers, waits at most ~1 s for the loop to end."""
        self._stopping.set()
        self._httpd.shutdown()
        self._httpd.server_close()
        self._thread.join(timeout=1.0)

    # -- request handling ---------------------------------------------------------------
    def _next_step(self, body: dict[str, Any]) -> Step:
        with self._lock:
            self._requests.append(body)
            self._arrivals.append(time.monotonic())
            item = self._script.popleft() if self._script else None
            if item is None:
                self.unscripted += 1
                count = len(self._requests)
        if item is None:
            if self._default is not None:
                return self._default
            return http_error(400, f"llm_server: script exhausted, request {count} is unscripted")
        return item(body) if callable(item) else item

    def _enter(self) -> None:
        with self._lock:
            self._in_flight += 1
            self.max_in_flight = max(self.max_in_flight, self._in_flight)

    def _leave(self) -> None:
        with self._lock:
            self._in_flight -= 1

    def _handler_class(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.0"  # one request per connection: nothing lingers

            def log_message(self, format: str, *args: Any) -> None:
                return

            def _send(
                self, status: int, body: bytes, content_type: str, extra: dict[str, str]
            ) -> None:
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", content_type)
                    self.send_header("Content-Length", str(len(body)))
                    for key, value in extra.items():
                        self.send_header(key, value)
                    self.end_headers()
                    self.wfile.write(body)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up (its timeout); nothing to answer

            def _send_json(self, status: int, value: Any) -> None:
                self._send(status, json.dumps(value).encode(), "application/json", {})

            def do_GET(self) -> None:
                if self.path.rstrip("/") == "/v1/models":
                    self._send_json(
                        200,
                        {"object": "list", "data": [{"id": "scripted-model", "object": "model"}]},
                    )
                else:
                    self._send_json(404, {"error": {"message": f"no route {self.path}"}})

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length)
                if self.path.rstrip("/") != "/v1/chat/completions":
                    self._send_json(404, {"error": {"message": f"no route {self.path}"}})
                    return
                try:
                    body = json.loads(raw)
                except json.JSONDecodeError:
                    self._send_json(400, {"error": {"message": "llm_server: body is not JSON"}})
                    return
                server._enter()
                try:
                    self._answer(server._next_step(body), body)
                finally:
                    server._leave()

            def _answer(self, step: Step, body: dict[str, Any]) -> None:
                if step.delay_s > 0 and server._stopping.wait(step.delay_s):
                    return  # shutting down: drop the connection
                extra = {} if step.retry_after is None else {"Retry-After": f"{step.retry_after:g}"}
                if step.raw_body is not None:
                    self._send(step.status, step.raw_body, step.content_type, extra)
                    return
                if step.status != 200:
                    error = {"message": step.error, "type": "scripted", "code": str(step.status)}
                    self._send(
                        step.status, json.dumps({"error": error}).encode(), step.content_type, extra
                    )
                    return
                messages = body.get("messages") or []
                prompt = sum(
                    _words(str(m.get("content", ""))) for m in messages if isinstance(m, dict)
                )
                payload: dict[str, Any] = {
                    "id": f"chatcmpl-{len(server.requests)}",
                    "object": "chat.completion",
                    "created": int(time.time()),
                    "model": step.model,
                    "choices": [
                        {
                            "index": 0,
                            "message": {"role": "assistant", "content": step.content},
                            "finish_reason": step.finish_reason,
                        }
                    ],
                }
                if step.usage:
                    p = step.prompt_tokens if step.prompt_tokens is not None else prompt
                    c = (
                        step.completion_tokens
                        if step.completion_tokens is not None
                        else _words(step.content)
                    )
                    payload["usage"] = {
                        "prompt_tokens": p,
                        "completion_tokens": c,
                        "total_tokens": p + c,
                    }
                self._send(200, json.dumps(payload).encode(), step.content_type, extra)

        return Handler


@contextmanager
def serve(script: Iterable[ScriptItem], *, default: Step | None = None) -> Iterator[ScriptedServer]:
    """Run a :class:`ScriptedServer` for the ``with`` block; stopped on exit, even on error."""
    server = ScriptedServer(script, default=default)
    server.start()
    try:
        yield server
    finally:
        server.close()
