"""Asks an LLM one decision, written once as steps: prompt, parse, validate, retry once, fall
back to the deterministic policy, and count every outcome."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Any, TypeVar

from graphpaths.dotrag.llm.prompts import Prompt, retry_messages
from graphpaths.dotrag.llm.stats import PolicyStats
from graphpaths.dotrag.llm.trace import DecisionLog, decision_choice
from graphpaths.errors import LLMAnswerError, LLMBudgetError, LLMError
from graphpaths.llm import LLM, Ask, Completion, Request, Steps

__all__ = ["Asker"]

log = logging.getLogger(__name__)

T = TypeVar("T")


class Asker:
    """Asks ``llm`` the decisions of one policy and counts them in ``stats``.

    :meth:`ask` is a generator of :class:`~graphpaths.llm.Ask` steps (run it with
    :func:`~graphpaths.llm.run_steps` or :func:`~graphpaths.llm.arun_steps`):

    1. it sends the prompt; the answer is parsed and validated against the options offered
       (``prompt.parse``);
    2. if the answer is invalid, it sends one retry carrying the bad answer and the error;
    3. if that is invalid too, or the LLM raised :class:`~graphpaths.errors.LLMError` (no
       second attempt then), ``fallback()`` decides; with the call cap spent, ``fallback()``
       decides without a call (counted as ``capped``).

    Args:
        llm: The LLM asked.
        fallback_name: The deterministic policy's name, for the log.
        max_tokens: Answer cap per call.
        stats: Where every outcome is counted.
        trace: Receives a record of each decision asked, with the fallback's choice.
        max_calls: At most this many calls over the asker's life (``None``: no cap).
    """

    def __init__(
        self,
        llm: LLM,
        *,
        fallback_name: str,
        max_tokens: int,
        stats: PolicyStats,
        trace: DecisionLog | None,
        max_calls: int | None,
    ) -> None:
        self.llm = llm
        self.fallback_name = fallback_name
        self.max_tokens = max_tokens
        self.stats = stats
        self.trace = trace
        self.max_calls = max_calls
        #: Calls the cap still allows (``None``: no cap).
        self.calls_left = max_calls
        self._lock = threading.Lock()

    def ask(
        self, prompt: Prompt[T], fallback: Callable[[], T], options: dict[str, Any] | None = None
    ) -> Steps[T]:
        """The decision ``prompt`` asks for, as steps; ``options`` describe what was offered
        for the trace (``None``: not traced)."""
        self.stats.record_decision(prompt.kind)
        messages = prompt.messages
        answers: list[str] = []
        outcome: tuple[str, T] | None = None
        for attempt in range(2):
            if not self._take_call():
                outcome = ("capped", fallback())
                break
            try:
                completion: Completion = yield Ask(
                    self.llm, Request(messages, prompt.schema, self.max_tokens)
                )
            except LLMError as err:
                self._on_llm_error(prompt, err)
                break
            answers.append(completion.text)
            checked = self._check(prompt, completion, attempt)
            if isinstance(checked, tuple):
                outcome = ("llm", checked[0])
                break
            messages = retry_messages(prompt.messages, completion.text, checked)
        return self._decided(prompt, fallback, options, answers, outcome)

    def rank_without_asking(self, kind: str, count: int) -> list[int]:
        """The ranking of ``count`` (at most one) options, counted as a trivial decision."""
        self.stats.record_decision(kind, trivial=True)
        return list(range(count))

    def _take_call(self) -> bool:
        """Whether the cap leaves a call to send (and, if so, spend it)."""
        with self._lock:
            if self.calls_left is None:
                return True
            if self.calls_left <= 0:
                return False
            self.calls_left -= 1
            return True

    def _check(
        self, prompt: Prompt[T], completion: Completion, attempt: int
    ) -> tuple[T] | LLMAnswerError:
        """``(decision,)`` if the answer is valid, else the validation error (counted)."""
        self.stats.record_completion(completion)
        try:
            return (prompt.parse(completion.text),)
        except LLMAnswerError as err:
            self.stats.record_invalid(retrying=attempt == 0)
            log.info("%s: invalid LLM answer (attempt %d): %s", prompt.kind, attempt + 1, err)
            return err

    def _on_llm_error(self, prompt: Prompt[T], err: LLMError) -> None:
        if isinstance(err, LLMBudgetError):
            self.stats.record_budget_stop(err)
            log.info("%s: %s; the fallback decides", prompt.kind, err)
            return
        self.stats.record_llm_error(err)
        log.warning("%s: LLM call failed, the fallback decides: %s", prompt.kind, err)

    def _decided(
        self,
        prompt: Prompt[T],
        fallback: Callable[[], T],
        options: dict[str, Any] | None,
        answers: list[str],
        outcome: tuple[str, T] | None,
    ) -> T:
        """The decision (the LLM's, else the fallback's), counted, and traced if asked."""
        if outcome is None:
            self.stats.record_fallback(prompt.kind)
            log.info("%s: decided by the fallback policy %r", prompt.kind, self.fallback_name)
            decision = fallback()
            source = "fallback"
        else:
            source, decision = outcome
            if source == "capped":
                self.stats.record_capped()
                log.info("%s: LLM call cap spent, the fallback decides", prompt.kind)
        if self.trace is not None and options is not None:
            heuristic = decision if source != "llm" else fallback()
            self.trace.add(
                {
                    "kind": prompt.kind,
                    **options,
                    "prompt": [m.to_dict() for m in prompt.messages],
                    "answers": answers,
                    "source": source,
                    "choice": decision_choice(decision),
                    "heuristic": decision_choice(heuristic),
                }
            )
        return decision
