"""Seconds per stage of one piece of work (an update, a retrieval), for its stats.

Example:
    >>> ticks = iter([0.0, 0.5, 2.0, 2.25])
    >>> watch = Stopwatch(clock=lambda: next(ticks))
    >>> watch.lap("embed"); watch.lap("search"); watch.finish()
    >>> watch.seconds
    {'embed': 0.5, 'search': 1.5, 'total': 2.25}
"""

from __future__ import annotations

import time
from collections.abc import Callable

__all__ = ["Stopwatch"]


class Stopwatch:
    """Started when made; :meth:`lap` records the seconds since the previous lap under a
    stage's name, :meth:`finish` the seconds since the start as ``"total"`` (both rounded
    to microseconds, as the stats report them)."""

    def __init__(self, *, clock: Callable[[], float] = time.perf_counter) -> None:
        self._clock = clock
        self._start = self._last = clock()
        self.seconds: dict[str, float] = {}

    def lap(self, stage: str) -> None:
        now = self._clock()
        self.seconds[stage] = round(now - self._last, 6)
        self._last = now

    def finish(self) -> None:
        self.seconds["total"] = round(self._clock() - self._start, 6)
