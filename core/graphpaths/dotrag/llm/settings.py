"""The LLM policy's modes and defaults, and :class:`GuidedSettings`, what a guided policy asks
its LLM and when."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from graphpaths.errors import ConfigError
from graphpaths.validation import check_int

__all__ = [
    "DEFAULT_ASK_MARGIN",
    "DEFAULT_MAX_TOKENS",
    "DEFAULT_RECHECK",
    "GUIDED_ASK",
    "GUIDED_KINDS",
    "POLICY_MODES",
    "GuidedSettings",
]

#: Values of ``LLMPolicy(mode=...)``.
POLICY_MODES: tuple[str, ...] = ("pure", "guided")
#: The decisions a guided policy asks its LLM by default (the others are the graph's).
GUIDED_ASK: tuple[str, ...] = ("rank_trajectories",)
#: Decision kinds a guided policy can ask (``rank_plans`` needs a fallback that reads plans).
GUIDED_KINDS: tuple[str, ...] = ("rank_anchors", "rank_trajectories", "rank_plans", "decide")
#: A guided policy's ``ask_margin``: the fallback's evidence margin from which it decides alone.
DEFAULT_ASK_MARGIN = 1.0
#: A guided policy's ``recheck``: whether a pick against the fallback's is asked again.
DEFAULT_RECHECK = False
#: Answer cap per call: the longest answer (a plan with a few continuations) needs ~80.
DEFAULT_MAX_TOKENS = 256


@dataclass(frozen=True, kw_only=True)
class GuidedSettings:
    """What a guided policy asks its LLM and when (see
    :class:`~graphpaths.dotrag.llm.LLMPolicy` for each setting).

    Example:
        >>> GuidedSettings(ask=["decide"]).ask
        ('decide',)
        >>> GuidedSettings(shortlist=1)
        Traceback (most recent call last):
        ...
        graphpaths.errors.ConfigError: shortlist: expected an integer >= 2, got 1
    """

    ask: Sequence[str] = GUIDED_ASK
    shortlist: int = 3
    ask_margin: float | None = DEFAULT_ASK_MARGIN
    recheck: bool = DEFAULT_RECHECK

    def __post_init__(self) -> None:
        ask = self.ask
        if isinstance(ask, str) or not all(isinstance(k, str) for k in ask):
            raise ConfigError(f"ask: expected decision kind names, got {ask!r}")
        unknown = [k for k in ask if k not in GUIDED_KINDS]
        if unknown:
            raise ConfigError(
                f"ask: a guided policy can ask {', '.join(GUIDED_KINDS)}, got {unknown!r}"
            )
        object.__setattr__(self, "ask", tuple(ask))
        check_int(None, "shortlist", self.shortlist, low=2)
        margin = self.ask_margin
        if margin is not None and not (
            isinstance(margin, int | float) and margin >= 0 and margin == margin
        ):
            raise ConfigError(f"ask_margin: expected a number >= 0 or None, got {margin!r}")
        if not isinstance(self.recheck, bool):
            raise ConfigError(f"recheck: expected True or False, got {self.recheck!r}")
