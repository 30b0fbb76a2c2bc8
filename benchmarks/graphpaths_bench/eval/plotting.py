"""matplotlib for the reports and benchmark plots: an optional dependency (the ``eval`` extra).

:func:`pyplot` imports ``matplotlib.pyplot`` on the non-interactive ``Agg`` backend (plots
are written to files, never shown), or raises
:class:`~graphpaths.errors.MissingDependencyError` naming ``pip install 'graphpaths[eval]'``.
"""

from __future__ import annotations

from types import ModuleType

from graphpaths_bench.extras import require

__all__ = ["pyplot"]


def pyplot(feature: str = "plotting") -> ModuleType:
    """``matplotlib.pyplot`` on the ``Agg`` backend; ``feature`` names the caller in the
    error raised when matplotlib is missing."""
    matplotlib = require("matplotlib", "eval", feature=feature)
    matplotlib.use("Agg")
    return require("matplotlib.pyplot", "eval", feature=feature)
