"""Benchmark of a cold start: what a new process pays to open an index and answer.

:func:`run_startup_benchmark` starts ``repeats`` fresh Python processes (after one untimed,
which also leaves the files in the page cache, as on a machine that just built the index).
Each one times, in order: importing the retriever (``DotRAG``, or ``GraFine`` for a corpus
index), opening the index lazily (``from_index(..., warmup=False)``), the warm-up
(:mod:`graphpaths.warmup`; ``from_index`` does both by default), the first question and a
second one (:func:`measure_in_process`), and lists the heavy modules it imported (torch,
sentence-transformers, chromadb, ...). Then it times ``repeats`` runs of ``graphpaths query`` from the parent
(process start to exit) for a graph index. Every figure is the median over the processes,
with min and max; the machine's load average before and after says how busy it was.


Example (no model: an index without embeddings cannot answer, so only the import is timed):
    >>> summary = summarise([{"import_s": 0.2}, {"import_s": 0.4}, {"import_s": 0.3}])
    >>> summary["import_s"]
    {'median': 0.3, 'min': 0.2, 'max': 0.4}
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from graphpaths.errors import ConfigError
from graphpaths.validation import check_int

__all__ = [
    "DEFAULT_QUESTIONS",
    "HEAVY_MODULES",
    "measure_in_process",
    "run_startup_benchmark",
    "summarise",
]

#: The demo index's questions (``graphpaths index --triples cookbook/data/movies.csv ...``).
DEFAULT_QUESTIONS = (
    "which actors starred in movies directed by Christopher Nolan",
    "who directed Inception",
)
#: Modules whose import alone costs a cold start seconds; a query should need none.
HEAVY_MODULES = (
    "torch",
    "sentence_transformers",
    "transformers",
    "optimum",
    "chromadb",
    "matplotlib",
    "langchain_core",
    "llama_index",
)
_CHILD_TIMEOUT = 600


def _kind(index: Path) -> str:
    try:
        manifest = json.loads((index / "manifest.json").read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise ConfigError(f"{index}: not an index ({exc})") from exc
    return "corpus" if isinstance(manifest, dict) and manifest.get("kind") == "corpus" else "graph"


def measure_in_process(
    retriever_class: Any,
    index: str | os.PathLike[str],
    questions: Sequence[str],
    *,
    import_s: float,
) -> dict[str, Any]:
    """Seconds of each step of a cold start in this process (see the module docstring);
    ``retriever_class`` (``DotRAG`` or ``GraFine``) was just imported, in ``import_s``."""
    if len(questions) < 2:
        raise ConfigError("questions: expected two (the first question and a second one)")
    clock = time.perf_counter
    started = clock()
    retriever = retriever_class.from_index(Path(index), warmup=False)
    opened = clock()
    retriever.warmup()
    warm = clock()
    first = retriever.retrieve(questions[0])
    answered = clock()
    retriever.retrieve(questions[1])
    second = clock()
    stats = getattr(first, "stats", None)
    stages = first.seconds if stats is None else stats.seconds
    return {
        "import_s": import_s,
        "open_lazy_s": opened - started,
        "warmup_s": warm - opened,
        "open_s": warm - started,
        "first_retrieve_s": answered - warm,
        "open_and_first_s": answered - started,
        "import_open_and_first_s": import_s + answered - started,
        "second_retrieve_s": second - answered,
        "first_stages_ms": {k: round(1e3 * v, 2) for k, v in stages.items()},
        "heavy_modules": sorted(m for m in HEAVY_MODULES if m in sys.modules),
    }


def summarise(runs: Sequence[Mapping[str, Any]]) -> dict[str, dict[str, float]]:
    """Median, min and max (rounded to ms) of every numeric field of ``runs``."""
    keys = [k for k, v in runs[0].items() if isinstance(v, int | float)]
    return {
        k: {
            "median": round(statistics.median(r[k] for r in runs), 3),
            "min": round(min(r[k] for r in runs), 3),
            "max": round(max(r[k] for r in runs), 3),
        }
        for k in keys
    }


# What each measuring process runs: the import timed first, nothing of ours loaded before.
_CHILD = (
    "import json, sys, time\n"
    "started = time.perf_counter()\n"
    "import graphpaths\n"
    "retriever_class = getattr(graphpaths, sys.argv[1])\n"
    "imported = time.perf_counter() - started\n"
    "from graphpaths_bench.bench.startup import measure_in_process\n"
    "result = measure_in_process(retriever_class, sys.argv[2], sys.argv[3:], import_s=imported)\n"
    "print(json.dumps(result))\n"
)


def _child(kind: str, index: Path, questions: Sequence[str]) -> dict[str, Any]:
    retriever = "GraFine" if kind == "corpus" else "DotRAG"
    command = [sys.executable, "-c", _CHILD, retriever, str(index), *questions]
    done = subprocess.run(
        command, capture_output=True, text=True, timeout=_CHILD_TIMEOUT, check=False
    )
    if done.returncode != 0:
        raise ConfigError(f"the measuring process failed: {done.stderr.strip()[-2000:]}")
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def _cli_seconds(index: Path, question: str) -> float:
    command = [sys.executable, "-m", "graphpaths.cli", "query", str(index), question]
    started = time.perf_counter()
    done = subprocess.run(
        command, capture_output=True, text=True, timeout=_CHILD_TIMEOUT, check=False
    )
    elapsed = time.perf_counter() - started
    if done.returncode != 0:
        raise ConfigError(f"graphpaths query failed: {done.stderr.strip()[-2000:]}")
    return elapsed


def _load() -> list[float] | None:
    try:
        return [round(x, 2) for x in os.getloadavg()]
    except OSError:
        return None


def run_startup_benchmark(
    index: str | os.PathLike[str],
    *,
    questions: Sequence[str] = DEFAULT_QUESTIONS,
    repeats: int = 5,
    cli: bool = True,
) -> dict[str, Any]:
    """Cold-start figures of ``repeats`` fresh processes over ``index`` (module docstring);
    ``cli``: also time ``graphpaths query`` (graph indexes only)."""
    check_int(None, "repeats", repeats, low=1)
    path = Path(index)
    kind = _kind(path)
    load_before = _load()
    _child(kind, path, questions)  # untimed: the page cache warm
    runs = [_child(kind, path, questions) for _ in range(repeats)]
    result: dict[str, Any] = {
        "index": str(path),
        "kind": kind,
        "questions": list(questions),
        "repeats": repeats,
        "in_process": summarise(runs),
        "first_stages_ms": runs[len(runs) // 2]["first_stages_ms"],
        "heavy_modules": sorted({m for r in runs for m in r["heavy_modules"]}),
    }
    if cli and kind == "graph":
        walls = [_cli_seconds(path, questions[0]) for _ in range(repeats)]
        result["cli_query_s"] = {
            "median": round(statistics.median(walls), 3),
            "min": round(min(walls), 3),
            "max": round(max(walls), 3),
        }
    result["load_average"] = {"before": load_before, "after": _load()}
    return result
