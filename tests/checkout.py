"""Python in a fresh interpreter on this checkout's code, not an editable install's
(``from checkout import run_python``): the library, the adapters and the benchmarks package."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

__all__ = [
    "EXTRAS",
    "ROOT",
    "SOURCE_PATHS",
    "checkout_env",
    "import_light",
    "run_python",
    "run_without_extras",
]

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


#: What a fresh interpreter of :func:`run_without_extras` cannot import: the frameworks and
#: the other packages of the ``eval`` extra.
EXTRAS = ("langchain", "llama_index", "graph_retriever", "matplotlib", "networkx")

_WITHOUT_EXTRAS = """
import importlib, sys
BLOCKED = BLOCKED_NAMES

class Blocked:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0].startswith(BLOCKED):
            raise ModuleNotFoundError(f"No module named {name!r} (blocked)", name=name)
        return None

sys.meta_path.insert(0, Blocked())

def import_all(names):
    for name in names:
        importlib.import_module(name)
    loaded = sorted(m for m in sys.modules if m.split(".")[0].startswith(BLOCKED))
    assert not loaded, loaded

"""


def run_without_extras(
    code: str, blocked: Sequence[str] = EXTRAS
) -> subprocess.CompletedProcess[str]:
    """``python -c code`` on this checkout's code, in an interpreter where no package named
    in ``blocked`` (a prefix of the top-level name) can be imported; ``code`` may call
    ``import_all(names)``: imports each module and asserts none of ``blocked`` got loaded."""
    prelude = _WITHOUT_EXTRAS.replace("BLOCKED_NAMES", repr(tuple(blocked)))
    return run_python("-c", prelude + code)


def import_light(*imports: str) -> subprocess.CompletedProcess[str]:
    """Run the ``import`` lines ``imports`` in a fresh interpreter; it exits 1 (the offenders
    printed) when they loaded a framework, an adapter, torch, chromadb or
    sentence-transformers."""
    code = (
        "import sys\n"
        + "".join(f"{line}\n" for line in imports)
        + "bad = sorted(m for m in sys.modules if m.split('.')[0] in "
        "('langchain', 'langchain_core', 'llama_index', 'langchain_graphpaths', "
        "'llama_index_graphpaths'))\n"
        "heavy = sorted(m for m in ('torch', 'chromadb', 'sentence_transformers') "
        "if m in sys.modules)\n"
        "print(bad, heavy)\n"
        "raise SystemExit(1 if bad or heavy else 0)\n"
    )
    return run_python("-c", code)
