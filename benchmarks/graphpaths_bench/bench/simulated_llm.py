"""A simulated LLM for load benchmarks and tests: a fixed latency, schema-shaped answers.

:class:`SimulatedLLM` stands in for a chat model behind a network: every call waits
``latency`` seconds (``time.sleep`` in :meth:`~SimulatedLLM.complete`, ``asyncio.sleep`` in
:meth:`~SimulatedLLM.acomplete`, so concurrent async calls overlap their waits as real
requests do) and answers with :func:`schema_answer` of the JSON Schema the request carries:
the smallest answer of that shape (each enum's first option, one item per array), which
the LLM policy accepts as a valid decision. No model, no network: what it measures is the
retriever's own concurrency, not a model's quality.

Example:
    >>> schema = {"type": "object", "required": ["ranking"], "properties": {
    ...     "ranking": {"type": "array", "items": {"type": "integer", "enum": [1, 2]}}}}
    >>> schema_answer(schema)
    {'ranking': [1]}
    >>> schema_answer({"type": "object", "properties": {"query": {"type": "string"}}})
    {'query': 'related'}
    >>> SimulatedLLM(latency=0.0).complete([{"role": "user", "content": "hi"}],
    ...                                     json_schema=schema).text
    '{"ranking": [1]}'
"""

from __future__ import annotations

import asyncio
import json
import random
import threading
import time
from collections.abc import Mapping, Sequence
from typing import Any

from graphpaths.errors import ConfigError
from graphpaths.llm.messages import MessageLike, coerce_messages
from graphpaths.llm.protocol import Completion

__all__ = ["SimulatedLLM", "schema_answer"]


def schema_answer(schema: Mapping[str, Any] | None, text: str = "related") -> Any:
    """The smallest value of ``schema``'s shape: an enum's (or ``anyOf``'s) first option,
    every property of an object, ``minItems`` (at least one) items of an array, ``text``
    for a free string, ``0``, ``False`` or ``None`` for other scalars (``None`` without a
    schema)."""
    if not schema:
        return None
    if "const" in schema:
        return schema["const"]
    if schema.get("enum"):
        return schema["enum"][0]
    for key in ("anyOf", "oneOf", "allOf"):
        if schema.get(key):
            return schema_answer(schema[key][0], text)
    kind = schema.get("type")
    if isinstance(kind, list):
        kind = next((k for k in kind if k != "null"), "null")
    if kind == "object" or "properties" in schema:
        properties = schema.get("properties", {})
        return {name: schema_answer(properties.get(name), text) for name in properties}
    if kind == "array":
        item = schema_answer(schema.get("items"), text)
        return [item] * max(int(schema.get("minItems", 1)), 1)
    if kind in ("integer", "number"):
        return schema.get("minimum", 0)
    if kind == "boolean":
        return False
    if kind == "string":
        return text
    return None


class SimulatedLLM:
    """An :class:`~graphpaths.llm.LLM` that waits ``latency`` seconds (plus up to ``jitter``,
    drawn with ``seed``) and answers :func:`schema_answer` of the request's schema as JSON,
    ``text`` for its free strings (plain ``text`` without a schema). Thread- and task-safe;
    :attr:`calls` counts requests."""

    def __init__(
        self,
        *,
        latency: float = 0.3,
        jitter: float = 0.0,
        seed: int = 0,
        text: str = "related",
        model: str = "simulated",
    ) -> None:
        for name, value in (("latency", latency), ("jitter", jitter)):
            if not isinstance(value, int | float) or not value >= 0:
                raise ConfigError(f"SimulatedLLM.{name}: expected seconds >= 0, got {value!r}")
        self.latency = float(latency)
        self.jitter = float(jitter)
        self.text = text
        self.model = model
        self._random = random.Random(seed)
        self._lock = threading.Lock()
        self.calls = 0

    def _start(self, messages: Sequence[MessageLike]) -> float:
        coerce_messages(messages)
        with self._lock:
            self.calls += 1
            extra = self._random.uniform(0.0, self.jitter) if self.jitter else 0.0
        return self.latency + extra

    def _answer(self, json_schema: Mapping[str, Any] | None, waited: float) -> Completion:
        text = json.dumps(schema_answer(json_schema, self.text)) if json_schema else self.text
        return Completion(text=text, model=self.model, latency_s=waited, finish_reason="stop")

    def complete(
        self,
        messages: Sequence[MessageLike],
        *,
        json_schema: Mapping[str, Any] | None = None,
        max_tokens: int | None = None,
    ) -> Completion:
        wait = self._start(messages)
        start = time.perf_counter()
        time.sleep(wait)
        return self._answer(json_schema, time.perf_counter() - start)

    async def acomplete(
        self,
        messages: Sequence[MessageLike],
        *,
        json_schema: Mapping[str, Any] | None = None,
        max_tokens: int | None = None,
    ) -> Completion:
        wait = self._start(messages)
        start = time.perf_counter()
        await asyncio.sleep(wait)
        return self._answer(json_schema, time.perf_counter() - start)

    def __repr__(self) -> str:
        return f"SimulatedLLM(latency={self.latency}, jitter={self.jitter})"
