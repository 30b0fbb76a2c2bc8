"""Any LlamaIndex ``LLM`` as a graphpaths :class:`~graphpaths.llm.LLM`.

:class:`LlamaIndexLLM` turns ``complete(messages, json_schema=...)`` into ``llm.chat`` (and
``acomplete`` into ``llm.achat``). The JSON schema is asked for in the prompt (appended to
the last message), so every LlamaIndex LLM works; the answer is never trusted here:
:class:`~graphpaths.LLMPolicy` parses and validates it, retries once and falls back.
Token counts come from the response's ``additional_kwargs`` (``prompt_tokens``,
``completion_tokens``, as the OpenAI integrations report them) when present.

Example:
    >>> from llama_index.core.llms import MockLLM
    >>> llm = LlamaIndexLLM(MockLLM())
    >>> llm.complete([{"role": "user", "content": "Rank them"}]).text  # MockLLM echoes
    'user: Rank them\\nassistant: '
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any

from llama_index.core.base.llms.types import ChatMessage, ChatResponse, MessageRole
from llama_index.core.llms import LLM as LlamaLLM

from graphpaths.errors import ConfigError, LLMError
from graphpaths.llm import Completion, Message, coerce_messages, json_instruction
from graphpaths.llm.steps import Call, Request, SteppedLLM, Steps

__all__ = ["LlamaIndexLLM"]


class LlamaIndexLLM(SteppedLLM):
    """A LlamaIndex ``LLM`` with the core's ``complete``/``acomplete`` protocol.

    Args:
        llm: Any LlamaIndex LLM (``OpenAI``, ``OpenAILike``, ``Ollama``, ``MockLLM``, ...).
        errors: Exception types of the LLM's client that mean "this call failed": they
            become :class:`~graphpaths.errors.LLMError`, so the policy falls back instead of
            failing the retrieval. Other exceptions propagate.

    ``max_tokens`` is not sent per call: set the answer cap on the LLM itself.
    """

    def __init__(
        self,
        llm: LlamaLLM,
        *,
        errors: tuple[type[BaseException], ...] = (OSError, TimeoutError),
    ) -> None:
        if not isinstance(llm, LlamaLLM):
            raise ConfigError(f"llm: expected a LlamaIndex LLM, got {type(llm).__name__}")
        self.llm = llm
        self.errors = errors

    def _steps(self, request: Request) -> Steps[Completion]:
        prompt = _to_llama_index(coerce_messages(request.messages), request.json_schema)
        start = time.perf_counter()
        with self._failures():
            response = yield Call(lambda: self.llm.chat(prompt), lambda: self.llm.achat(prompt))
        return _completion(response, time.perf_counter() - start)

    @contextmanager
    def _failures(self) -> Iterator[None]:
        """Turn the client's failures (:attr:`errors`) into :class:`LLMError`."""
        try:
            yield
        except self.errors as err:
            raise LLMError(f"{type(self.llm).__name__}: {err}") from err

    def __repr__(self) -> str:
        return f"LlamaIndexLLM({type(self.llm).__name__})"


def _to_llama_index(
    messages: Sequence[Message], json_schema: Mapping[str, Any] | None
) -> list[ChatMessage]:
    contents = [m.content for m in messages]
    if json_schema is not None:
        contents[-1] += json_instruction(json_schema)
    return [
        ChatMessage(role=MessageRole(m.role), content=text)
        for m, text in zip(messages, contents, strict=True)
    ]


def _completion(response: ChatResponse, latency_s: float) -> Completion:
    extra = response.additional_kwargs
    prompt, completion = extra.get("prompt_tokens"), extra.get("completion_tokens")
    return Completion(
        text=response.message.content or "",
        prompt_tokens=prompt if isinstance(prompt, int) else None,
        completion_tokens=completion if isinstance(completion, int) else None,
        latency_s=latency_s,
    )
