"""Helpers of the LlamaIndex adapter tests (import as ``from llama_index_support import ...``;
import it after ``pytest.importorskip("llama_index.core")``)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from llama_index.core.base.llms.types import CompletionResponse, LLMMetadata
from llama_index.core.llms import CustomLLM

__all__ = ["ScriptedLLM"]


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
