"""Python in a fresh interpreter on this checkout's code, not an editable install's
(``from checkout import run_python``): the library, the adapters and the benchmarks package."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

__all__ = ["ROOT", "SOURCE_PATHS", "checkout_env", "run_python"]

ROOT = Path(__file__).resolve().parents[1]
#: Where this checkout's packages are imported from: core/ (graphpaths), the root (the
#: adapters) and benchmarks/ (graphpaths_bench).
SOURCE_PATHS = (ROOT / "core", ROOT, ROOT / "benchmarks")


def checkout_env(paths: Sequence[Path] = SOURCE_PATHS) -> dict[str, str]:
    """This process's environment with ``PYTHONPATH`` set to ``paths``."""
    return {**os.environ, "PYTHONPATH": os.pathsep.join(str(path) for path in paths)}


def run_python(
    *args: str, paths: Sequence[Path] = SOURCE_PATHS
) -> subprocess.CompletedProcess[str]:
    """``python *args`` (``-c CODE``, ``-m MODULE ...``) importing from ``paths``; its output
    captured as text, its exit code left to the caller."""
    return subprocess.run(
        [sys.executable, *args],
        capture_output=True,
        text=True,
        check=False,
        env=checkout_env(paths),
    )
