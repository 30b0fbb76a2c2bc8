"""Any LangChain chat model as a graphpaths :class:`~graphpaths.llm.LLM`.

:class:`ChatModelLLM` turns ``complete(messages, json_schema=...)`` into ``model.invoke`` (and
``acomplete`` into ``model.ainvoke``). The JSON schema is asked for in the prompt (appended to
the last message), so every chat model works; the answer is never trusted here:
:class:`~graphpaths.LLMPolicy` parses and validates it, retries once and falls back.
Token counts come from the reply's ``usage_metadata`` when the model reports it.

Example:
    >>> from langchain_core.language_models import FakeListChatModel
    >>> llm = ChatModelLLM(FakeListChatModel(responses=['{"ranking": [1]}']))
    >>> llm.complete([{"role": "user", "content": "Rank them"}]).text
    '{"ranking": [1]}'
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage

from graphpaths.errors import ConfigError, LLMError
from graphpaths.llm import Completion, Message, coerce_messages, json_instruction
from graphpaths.llm.steps import Call, Request, SteppedLLM, Steps

__all__ = ["ChatModelLLM"]

_MESSAGE_TYPES: dict[str, type[BaseMessage]] = {
    "system": SystemMessage,
    "user": HumanMessage,
    "assistant": AIMessage,
}


class ChatModelLLM(SteppedLLM):
    """A LangChain ``BaseChatModel`` with the core's ``complete``/``acomplete`` protocol.

    Args:
        model: Any LangChain chat model (``ChatOpenAI``, ``ChatOllama``, a fake, ...).
        errors: Exception types of the model's client that mean "this call failed" (a
            timeout, a refused connection, ``openai.APIError``...): they become
            :class:`~graphpaths.errors.LLMError`, so the policy falls back instead of
            failing the retrieval. Other exceptions propagate.

    ``max_tokens`` is not sent (not every chat model takes it per call): set the answer cap
    on the model itself (256 tokens is plenty for DotRAG's answers).
    """

    def __init__(
        self,
        model: BaseChatModel,
        *,
        errors: tuple[type[BaseException], ...] = (OSError, TimeoutError),
    ) -> None:
        if not isinstance(model, BaseChatModel):
            raise ConfigError(
                f"llm: expected a LangChain BaseChatModel, got {type(model).__name__}"
            )
        self.model = model
        self.errors = errors

    def _steps(self, request: Request) -> Steps[Completion]:
        prompt = _to_langchain(coerce_messages(request.messages), request.json_schema)
        start = time.perf_counter()
        with self._failures():
            reply = yield Call(
                lambda: self.model.invoke(prompt), lambda: self.model.ainvoke(prompt)
            )
        return _completion(reply, time.perf_counter() - start)

    @contextmanager
    def _failures(self) -> Iterator[None]:
        """Turn the client's failures (:attr:`errors`) into :class:`LLMError`."""
        try:
            yield
        except self.errors as err:
            raise LLMError(f"{type(self.model).__name__}: {err}") from err

    def __repr__(self) -> str:
        return f"ChatModelLLM({type(self.model).__name__})"


def _to_langchain(
    messages: Sequence[Message], json_schema: Mapping[str, Any] | None
) -> list[BaseMessage]:
    contents = [m.content for m in messages]
    if json_schema is not None:
        contents[-1] += json_instruction(json_schema)
    return [
        _MESSAGE_TYPES[m.role](content=text) for m, text in zip(messages, contents, strict=True)
    ]


def _completion(reply: BaseMessage, latency_s: float) -> Completion:
    usage = getattr(reply, "usage_metadata", None) or {}
    meta = reply.response_metadata or {}
    return Completion(
        text=reply.text,
        prompt_tokens=usage.get("input_tokens"),
        completion_tokens=usage.get("output_tokens"),
        model=meta.get("model_name") or meta.get("model"),
        latency_s=latency_s,
        finish_reason=meta.get("finish_reason"),
    )
