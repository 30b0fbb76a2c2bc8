"""LLM access for the core: the :class:`LLM` protocol, an OpenAI-compatible client, counting.

Everything in graphpaths that asks a language model something (DotRAG's policy, evaluation
judges) takes an object with the :class:`LLM` protocol: ``complete(messages, *,
json_schema=None, max_tokens=None) -> Completion`` and its ``async`` twin ``acomplete``.
Messages are :class:`Message` objects or plain ``{"role", "content"}`` dicts.

The package's modules, one job each (every public name is re-exported here):

- :mod:`graphpaths.llm.protocol`: :class:`LLM` and its answer, :class:`Completion` (the
  model's raw text: nothing here parses or trusts it, even when a ``json_schema`` was
  requested; validating an answer belongs to the code that asked).
- :mod:`graphpaths.llm.messages`: :class:`Message`, :func:`coerce_messages` and the other
  checks of a request.
- :mod:`graphpaths.llm.steps`: a call written once as a generator of steps (:class:`Ask` an
  LLM a :class:`Request`, :class:`Pause`), run sync by :func:`run_steps` and async by :func:`arun_steps`;
  :class:`SteppedLLM`, the base of the LLMs below, whose ``complete`` and ``acomplete`` run
  one such generator.
- :mod:`graphpaths.llm.usage`: :class:`CountingLLM` wraps any LLM and counts its calls
  exactly as :class:`OpenAIChatLLM` counts its own, in an :class:`LLMStats`;
  :meth:`LLMStats.snapshot` returns a frozen :class:`LLMUsage`, and two snapshots subtract
  into a delta.
- :mod:`graphpaths.llm.budget`: per-query limits, :class:`LLMBudget` (calls, tokens,
  seconds); :class:`BudgetedLLM` wraps any LLM and refuses or cuts short what the budget
  does not cover with :class:`LLMBudgetError` (an :class:`LLMError`), spending a
  :class:`BudgetMeter`.
- :mod:`graphpaths.llm.scripted`: :class:`ScriptedLLM` answers from a list or a function:
  a test and demo double.
- :mod:`graphpaths.llm.replay`: :class:`CachedLLM` records every answer of a wrapped LLM
  to an append-only JSONL file and replays them, bit for bit, without the model.
- :mod:`graphpaths.llm.openai_chat`: :class:`OpenAIChatLLM` talks to any OpenAI-compatible
  ``/chat/completions`` endpoint (OpenAI, vLLM, llama.cpp's server, ...) through the
  ``openai`` SDK, imported on first use, retrying timeouts, connection errors, HTTP 429 and
  5xx itself.

:class:`LLMError`, :class:`LLMBudgetError` and :class:`ScriptExhaustedError` live in :mod:`graphpaths.errors` (the
exception tree) and are re-exported here, so ``from graphpaths.llm import LLMError`` works.

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

from graphpaths.errors import LLMBudgetError, LLMError, ScriptExhaustedError
from graphpaths.llm.budget import (
    BUDGET_LIMITS,
    BudgetedLLM,
    BudgetMeter,
    LLMBudget,
    current_meter,
)
from graphpaths.llm.messages import (
    ROLES,
    Message,
    MessageLike,
    Role,
    check_max_tokens,
    coerce_messages,
    coerce_schema,
    json_instruction,
)
from graphpaths.llm.openai_chat import (
    JSON_MODES,
    MAX_TOKENS_PARAMS,
    OpenAIChatConfig,
    OpenAIChatLLM,
)
from graphpaths.llm.protocol import LLM, Completion
from graphpaths.llm.replay import CACHE_MODES, CachedLLM, CacheMode, request_key
from graphpaths.llm.scripted import Responder, ScriptedLLM, ScriptedRequest, ScriptItem
from graphpaths.llm.steps import (
    Ask,
    Call,
    Pause,
    Request,
    Step,
    SteppedLLM,
    Steps,
    arun_steps,
    run_steps,
)
from graphpaths.llm.usage import CountingLLM, LLMStats, LLMUsage

__all__ = [
    "BUDGET_LIMITS",
    "CACHE_MODES",
    "JSON_MODES",
    "LLM",
    "MAX_TOKENS_PARAMS",
    "ROLES",
    "Ask",
    "BudgetMeter",
    "BudgetedLLM",
    "CacheMode",
    "CachedLLM",
    "Call",
    "Completion",
    "CountingLLM",
    "LLMBudget",
    "LLMBudgetError",
    "LLMError",
    "LLMStats",
    "LLMUsage",
    "Message",
    "MessageLike",
    "OpenAIChatConfig",
    "OpenAIChatLLM",
    "Pause",
    "Request",
    "Responder",
    "Role",
    "ScriptExhaustedError",
    "ScriptItem",
    "ScriptedLLM",
    "ScriptedRequest",
    "Step",
    "SteppedLLM",
    "Steps",
    "arun_steps",
    "check_max_tokens",
    "coerce_messages",
    "coerce_schema",
    "current_meter",
    "json_instruction",
    "request_key",
    "run_steps",
]
