"""Helpers of the LlamaIndex adapter tests (import as ``from llama_index_support import ...``;
import it after ``pytest.importorskip("llama_index.core")``)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import llama_index.core.instrumentation as instrument
from llama_index.core.base.llms.types import CompletionResponse, LLMMetadata
from llama_index.core.instrumentation.event_handlers import BaseEventHandler
from llama_index.core.instrumentation.events import BaseEvent
from llama_index.core.llms import CustomLLM
from pydantic import Field

__all__ = ["Recorder", "ScriptedLLM", "recorded_events"]


class Recorder(BaseEventHandler):
    """Keeps every instrumentation event it handles."""

    events: list[BaseEvent] = Field(default_factory=list)

    def handle(self, event: BaseEvent, **kwargs: Any) -> None:
        self.events.append(event)


@contextmanager
def recorded_events() -> Iterator[list[BaseEvent]]:
    """The events the root dispatcher sends while the block runs."""
    root = instrument.get_dispatcher()
    recorder = Recorder()
    root.add_event_handler(recorder)
    try:
        yield recorder.events
    finally:
        root.event_handlers.remove(recorder)


class ScriptedLLM(CustomLLM):
    """A LlamaIndex LLM answering from a function of the prompt."""

    respond: Callable[[str], str]

    @property
    def metadata(self) -> LLMMetadata:
        return LLMMetadata(is_chat_model=False)

    def complete(self, prompt: str, formatted: bool = False, **kw: Any) -> CompletionResponse:
        return CompletionResponse(text=self.respond(prompt))

    def stream_complete(
        self, prompt: str, formatted: bool = False, **kw: Any
    ) -> Iterator[CompletionResponse]:
        yield self.complete(prompt)
