"""The OpenAI-compatible model an evaluation talks to: one way to open it, for every use.

Both users of a model in ``graphpaths eval`` open it here: the ``dotrag-llm`` policies
(endpoint from ``GRAPHPATHS_LLM_BASE_URL`` / ``GRAPHPATHS_LLM_MODEL``, cache from
``--llm-cache``) and the answer reader (``--reader-base-url`` / ``--reader-model``,
``--reader-cache``, :mod:`graphpaths_bench.eval.reader`). :func:`open_chat_llm` builds an
:class:`~graphpaths.llm.OpenAIChatLLM` with the run's JSON mode and timeout
(``GRAPHPATHS_LLM_JSON_MODE``, ``GRAPHPATHS_LLM_TIMEOUT``) and wraps it in a
:class:`~graphpaths.llm.CachedLLM` when a cache file is given. A strict replay
(``cache_mode="replay"``) needs no endpoint: :func:`resolve_base_url` then names
:data:`REPLAY_BASE_URL`, which is never contacted.

Example:
    >>> resolve_base_url("", "calls.jsonl", "replay") == REPLAY_BASE_URL
    True
    >>> resolve_base_url(None, "calls.jsonl", "auto") is None  # a miss would need a model
    True
"""

from __future__ import annotations

import os

from graphpaths.errors import ConfigError
from graphpaths.llm import CACHE_MODES, LLM, CachedLLM, OpenAIChatConfig, OpenAIChatLLM
from graphpaths.validation import check_choice

__all__ = [
    "DEFAULT_TIMEOUT",
    "LLM_JSON_MODE_ENV",
    "LLM_TIMEOUT_ENV",
    "REPLAY_BASE_URL",
    "open_chat_llm",
    "resolve_base_url",
]

#: The endpoint a strict replay names when none is set (never contacted).
REPLAY_BASE_URL = "http://127.0.0.1:9/v1"
#: Optional: how JSON schemas are sent (:attr:`~graphpaths.llm.OpenAIChatConfig.json_mode`).
LLM_JSON_MODE_ENV = "GRAPHPATHS_LLM_JSON_MODE"
#: Optional: seconds per request (a small local model on 2 cores needs more than the default).
LLM_TIMEOUT_ENV = "GRAPHPATHS_LLM_TIMEOUT"
DEFAULT_TIMEOUT = 60.0


def resolve_base_url(
    base_url: str | None, cache: str | os.PathLike[str] | None, cache_mode: str
) -> str | None:
    """``base_url`` if given; :data:`REPLAY_BASE_URL` for a strict replay of ``cache``
    (no request is sent); else ``None`` (the caller says which setting is missing)."""
    if base_url and base_url.strip():
        return base_url.strip()
    if cache is not None and cache_mode == "replay":
        return REPLAY_BASE_URL
    return None


def _timeout() -> float:
    text = os.environ.get(LLM_TIMEOUT_ENV, "").strip()
    if not text:
        return DEFAULT_TIMEOUT
    try:
        return float(text)
    except ValueError:
        raise ConfigError(f"{LLM_TIMEOUT_ENV} must be a number of seconds, got {text!r}") from None


def open_chat_llm(
    *,
    model: str,
    base_url: str,
    cache: str | os.PathLike[str] | None = None,
    cache_mode: str = "auto",
) -> LLM:
    """An :class:`~graphpaths.llm.OpenAIChatLLM` for ``model`` at ``base_url`` (temperature 0,
    the environment's JSON mode and timeout), recording to / replaying from ``cache``.

    Raises:
        ConfigError: a bad setting (the message names it).
    """
    check_choice(None, "cache_mode", cache_mode, CACHE_MODES)
    json_mode = os.environ.get(LLM_JSON_MODE_ENV, "").strip() or "json_schema"
    llm: LLM = OpenAIChatLLM(
        OpenAIChatConfig(
            model=model,
            base_url=base_url,
            json_mode=json_mode,  # type: ignore[arg-type]  # validated by the config
            timeout=_timeout(),
        )
    )
    if cache is not None:
        llm = CachedLLM(llm, cache, mode=cache_mode)  # type: ignore[arg-type]  # checked above
    return llm
