"""The reader metric: does an LLM answer the question from the context a method retrieved?

Retrieval metrics judge the entities a context holds; a RAG user cares whether their LLM
answers right from it, and at what cost. With a reader (``graphpaths eval metaqa|kgqa
--reader-base-url URL --reader-model NAME``), every method's budgeted context
(``context.text``, the one the retrieval metrics judge) is handed to one LLM with one
prompt, :data:`READER_SYSTEM` and :data:`READER_USER` (version
:data:`READER_PROMPT_VERSION`, stored in the result), at temperature 0; the reply is scored
against the gold answers by name (:mod:`graphpaths_bench.eval.answers`).

The model is opened through :func:`graphpaths_bench.eval.endpoint.open_chat_llm`, the same client,
timeout (``GRAPHPATHS_LLM_TIMEOUT``) and record/replay cache (:class:`~graphpaths.llm.CachedLLM`,
``--reader-cache FILE --reader-cache-mode record|replay|auto``) as the ``dotrag-llm``
policies. A strict replay needs no server. Reader seconds are the client's wall time of each
call (:attr:`~graphpaths.llm.Completion.latency_s`, waits in a shared server's queue
included); a call answered from the cache carries the time of the recorded call, and
:func:`summarize_reader` says what share of calls were replayed.

A call that fails after the client's retries (:class:`~graphpaths.errors.LLMError`) is
counted under ``errors`` and left out of the rates; it is not recorded, so running the same
command again asks it again.

Example:
    >>> from graphpaths.llm import ScriptedLLM
    >>> from graphpaths_bench.eval.answers import AnswerNames
    >>> reader = Reader(ScriptedLLM(["Juarez, Kismet"]))
    >>> call = reader.read("which movies did William Dieterle direct", "Kismet directed by ...")
    >>> call.reply, call.error
    ('Juarez, Kismet', None)
    >>> names = AnswerNames({"Kismet": [0], "Juarez": [1]})
    >>> record = ReaderRecord.scored(call, names, answers={0, 1}, context={0, 1, 2})
    >>> record.hit, record.recall, record.precision, record.gold_in_context
    (True, 1.0, 1.0, True)
"""

from __future__ import annotations

import logging
import os
from collections.abc import Collection, Sequence
from dataclasses import asdict, dataclass, replace
from typing import Any

import numpy as np

from graphpaths.errors import ConfigError, LLMError
from graphpaths.llm import CACHE_MODES, LLM, CachedLLM
from graphpaths.validation import check_choice
from graphpaths_bench.eval.answers import AnswerNames, score_reply
from graphpaths_bench.eval.endpoint import open_chat_llm, resolve_base_url

__all__ = [
    "EMPTY_CONTEXT",
    "READER_MAX_TOKENS",
    "READER_PROMPT_VERSION",
    "READER_SYSTEM",
    "READER_USER",
    "Reader",
    "ReaderCall",
    "ReaderOptions",
    "ReaderRecord",
    "reader_messages",
    "summarize_reader",
]

log = logging.getLogger(__name__)

#: Bump when the prompt or the answer cap changes: figures of two versions do not compare.
READER_PROMPT_VERSION = 1
READER_SYSTEM = (
    "You answer questions from the given context only. Reply with the names of the answer "
    "entities, exactly as the context writes them, separated by commas, and nothing else. If "
    "the context does not give the answer, reply with the single word: unknown"
)
#: The user message; ``{context}`` is the method's context text, or :data:`EMPTY_CONTEXT`.
READER_USER = "Context:\n{context}\n\nQuestion: {question}\nAnswer:"
#: What the prompt shows for a method that retrieved nothing (and the no-context baseline).
EMPTY_CONTEXT = "(empty)"
#: The reply's cap in tokens: room for a list of some 40 names.
READER_MAX_TOKENS = 200


def reader_messages(question: str, context: str) -> list[dict[str, str]]:
    """The reader's chat messages for ``question`` over ``context`` (a context's text)."""
    shown = context if context.strip() else EMPTY_CONTEXT
    return [
        {"role": "system", "content": READER_SYSTEM},
        {"role": "user", "content": READER_USER.format(context=shown, question=question)},
    ]


@dataclass(frozen=True, kw_only=True)
class ReaderOptions:
    """Which model reads the contexts, and where its answers are recorded.

    Attributes:
        model: The model name sent with each request (it keys the cache too).
        base_url: The OpenAI-compatible endpoint, e.g. ``http://127.0.0.1:8089/v1``; may be
            left out for a strict replay (``cache`` with ``cache_mode="replay"``).
        cache: Record every answer to / replay it from this JSONL file
            (:class:`~graphpaths.llm.CachedLLM`); ``cache_mode``: ``"auto"``, ``"record"`` or
            ``"replay"`` (strict: a request the file lacks is an error).
    """

    model: str
    base_url: str | None = None
    cache: str | os.PathLike[str] | None = None
    cache_mode: str = "auto"

    def __post_init__(self) -> None:
        if not isinstance(self.model, str) or not self.model.strip():
            raise ConfigError(f"ReaderOptions.model: expected a model name, got {self.model!r}")
        check_choice("ReaderOptions", "cache_mode", self.cache_mode, CACHE_MODES)
        if resolve_base_url(self.base_url, self.cache, self.cache_mode) is None:
            raise ConfigError(
                "ReaderOptions.base_url: the reader needs an OpenAI-compatible endpoint "
                "(--reader-base-url URL), unless it replays a cache strictly "
                "(--reader-cache FILE --reader-cache-mode replay)"
            )

    def describe(self) -> dict[str, Any]:
        """The reader's settings and prompt, as stored in an evaluation's JSON."""
        return {
            "prompt_version": READER_PROMPT_VERSION,
            "system": READER_SYSTEM,
            "user": READER_USER,
            "empty_context": EMPTY_CONTEXT,
            "max_tokens": READER_MAX_TOKENS,
            "temperature": 0.0,
            "model": self.model,
            "base_url": resolve_base_url(self.base_url, self.cache, self.cache_mode),
            "cache": str(self.cache) if self.cache is not None else None,
            "cache_mode": self.cache_mode,
        }


@dataclass(frozen=True, kw_only=True)
class ReaderCall:
    """One reader call: the reply (``None`` when the call failed, with ``error``) and its cost.

    ``seconds`` is the call's wall time, or the recorded call's when ``replayed``.
    """

    reply: str | None
    seconds: float = 0.0
    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    finish_reason: str | None = None
    replayed: bool = False
    error: str | None = None


class Reader:
    """Asks ``llm`` each question over a context with the reader prompt.

    Args:
        llm: Any :class:`~graphpaths.llm.LLM`; a :class:`~graphpaths.llm.CachedLLM` (as
            :meth:`open` makes) marks the calls it answers from its file as replayed.
    """

    def __init__(self, llm: LLM) -> None:
        self.llm = llm

    @classmethod
    def open(cls, options: ReaderOptions) -> Reader:
        """The reader :class:`ReaderOptions` describe, over the shared OpenAI-compatible client."""
        base_url = resolve_base_url(options.base_url, options.cache, options.cache_mode)
        if base_url is None:  # pragma: no cover - ReaderOptions checked it
            raise ConfigError("ReaderOptions.base_url: no endpoint")
        return cls(
            open_chat_llm(
                model=options.model,
                base_url=base_url,
                cache=options.cache,
                cache_mode=options.cache_mode,
            )
        )

    def read(self, question: str, context: str) -> ReaderCall:
        """The reply to ``question`` over ``context``; a failed call comes back with ``error``.

        Raises:
            LLMCacheMissError: a strict replay lacks this request (the run must stop: it would
                no longer be the recorded one).
        """
        cache = self.llm if isinstance(self.llm, CachedLLM) else None
        hits = cache.hits if cache is not None else 0
        try:
            completion = self.llm.complete(
                reader_messages(question, context), max_tokens=READER_MAX_TOKENS
            )
        except LLMError as err:
            log.warning("reader call failed for %r: %s", question, err)
            return ReaderCall(reply=None, error=str(err))
        return ReaderCall(
            reply=completion.text,
            seconds=completion.latency_s,
            prompt_tokens=completion.prompt_tokens,
            completion_tokens=completion.completion_tokens,
            finish_reason=completion.finish_reason,
            replayed=cache is not None and cache.hits > hits,
        )


@dataclass(frozen=True, kw_only=True)
class ReaderRecord(ReaderCall):
    """One question's reader call, its reply scored, and what the context held (JSON-ready).

    ``gold_in_context``: some gold answer is among the context's entities (``None`` for a
    question with no answer in the graph). The scores are those of
    :class:`~graphpaths_bench.eval.answers.AnswerScore`; a failed call has ``error`` and no scores.
    """

    items: tuple[str, ...] = ()
    hit: bool = False
    recall: float = 0.0
    precision: float | None = None
    unknown: bool = False
    in_graph: int = 0
    gold_in_context: bool | None = None

    @classmethod
    def scored(
        cls,
        call: ReaderCall,
        names: AnswerNames,
        *,
        answers: Collection[int],
        context: Collection[int],
    ) -> ReaderRecord:
        """``call``'s reply read against ``names`` and scored against ``answers`` (entity
        indices; empty for a question whose topic is not in the graph); ``context``: the
        entities of the context the reader was given."""
        in_context = bool(set(answers) & set(context)) if answers else None
        record = cls(
            **{**asdict(call), "seconds": round(call.seconds, 4)}, gold_in_context=in_context
        )
        if call.reply is None:
            return record
        read = names.read(call.reply)
        score = score_reply(read, answers)
        return replace(
            record,
            items=read.items,
            hit=score.hit,
            recall=round(score.recall, 6),
            precision=round(score.precision, 6) if score.precision is not None else None,
            unknown=score.unknown,
            in_graph=score.in_graph,
        )

    def to_json(self) -> dict[str, Any]:
        payload = asdict(self)
        payload["items"] = list(self.items)
        return payload

    @classmethod
    def from_json(cls, payload: dict[str, Any]) -> ReaderRecord:
        """A record of a per-question JSONL row (``KeyError``/``TypeError`` when it is not one)."""
        fields = dict(payload)
        fields["items"] = tuple(fields["items"])
        return cls(**fields)


def _percent(part: int, whole: int) -> float | None:
    return round(100.0 * part / whole, 2) if whole else None


def _mean(values: Sequence[float], digits: int = 2) -> float | None:
    return round(float(np.mean(values)), digits) if values else None


def summarize_reader(records: Sequence[ReaderRecord]) -> dict[str, Any]:
    """The reader's figures over ``records`` (one method, one hop); rates in percent.

    ``n`` replies read (failed calls, ``errors``, are left out of every rate); ``hit``,
    ``recall`` (mean per question), ``precision`` (mean over the ``n_named`` replies naming
    something); ``unknown``, and split by whether a gold answer was in the context:
    ``unknown_gold_in_context`` (of ``n_gold_in_context`` questions; the reader missed an
    answer it was given) and ``unknown_gold_absent`` (of the others; an honest abstention),
    with ``hit_gold_in_context``; ``named`` (mean items per reply), ``in_graph`` (share of
    items naming an entity of the graph), ``truncated`` (replies cut at the token cap);
    ``seconds`` (mean per call), ``seconds_total``, ``replayed`` (share of calls answered
    from the cache: their seconds are the recording's), ``prompt_tokens`` and
    ``completion_tokens`` (means, as the server counted them).
    """
    done = [r for r in records if r.error is None]
    n = len(done)
    named = [r for r in done if r.items]
    with_gold = [r for r in done if r.gold_in_context]
    without_gold = [r for r in done if r.gold_in_context is False]
    return {
        "n": n,
        "errors": len(records) - n,
        "hit": _percent(sum(r.hit for r in done), n),
        "recall": _mean([100.0 * r.recall for r in done]),
        "precision": _mean([100.0 * r.precision for r in named if r.precision is not None]),
        "n_named": len(named),
        "unknown": _percent(sum(r.unknown for r in done), n),
        "n_gold_in_context": len(with_gold),
        "unknown_gold_in_context": _percent(sum(r.unknown for r in with_gold), len(with_gold)),
        "hit_gold_in_context": _percent(sum(r.hit for r in with_gold), len(with_gold)),
        "unknown_gold_absent": _percent(sum(r.unknown for r in without_gold), len(without_gold)),
        "named": _mean([len(r.items) for r in done]),
        "in_graph": _percent(sum(r.in_graph for r in done), sum(len(r.items) for r in done)),
        "truncated": sum(r.finish_reason == "length" for r in done),
        "seconds": _mean([r.seconds for r in done], 3),
        "seconds_total": round(sum(r.seconds for r in done), 2),
        "replayed": _percent(sum(r.replayed for r in done), n),
        "prompt_tokens": _mean([r.prompt_tokens for r in done if r.prompt_tokens is not None], 1),
        "completion_tokens": _mean(
            [r.completion_tokens for r in done if r.completion_tokens is not None], 1
        ),
    }
