"""What the commands share for output: progress bars, JSON files, sizes, the command line.

>>> human_bytes(512), human_bytes(3 * 1024**2)
('512 B', '3.0 MiB')
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeAlias

from graphpaths.atomic import atomic_file
from graphpaths.grafine.corpus_index_files import KIND, MANIFEST

__all__ = [
    "Subparsers",
    "command_line",
    "human_bytes",
    "index_kind",
    "jsonl_beside",
    "progress_bars",
    "write_json",
]

#: What each command module's ``register(sub)`` receives: ``parser.add_subparsers()``.
Subparsers: TypeAlias = "argparse._SubParsersAction[argparse.ArgumentParser]"


def progress_bars() -> tuple[Callable[..., None], Callable[[], None]]:
    """A ``progress(stage, done, total=None)`` callback drawing one tqdm bar per stage,
    and the function that closes the bars.

    On a terminal the bars redraw in place; when stderr is a file or a pipe (a log, CI)
    tqdm draws nothing (``disable=None``), so no cursor codes land in the log, and each
    stage writes one plain line when it closes instead.
    """
    from tqdm import tqdm

    bars: dict[str, Any] = {}

    def update(stage: str, done: int, total: int | None = None) -> None:
        bar = bars.get(stage)
        if bar is None:
            bar = bars[stage] = tqdm(
                total=total, desc=stage, unit="item", dynamic_ncols=True, disable=None
            )
        if bar.disable:
            bar.n = done  # tqdm counts nothing once disabled; the closing line reads it
        else:
            bar.update(done - bar.n)

    def close() -> None:
        for stage, bar in bars.items():
            if bar.disable:
                of = f" of {bar.total:,}" if bar.total is not None else ""
                print(f"{stage}: {bar.n:,}{of} done", file=sys.stderr)
            bar.close()

    return update, close


def index_kind(directory: str | os.PathLike[str]) -> str:
    """``"corpus"`` for a GraFine corpus index (``graphpaths index --docs``), ``"graph"``
    for anything else (a DotRAG index, or no index: its loader then says what is wrong)."""

    try:
        manifest = json.loads((Path(directory) / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return "graph"
    return "corpus" if isinstance(manifest, dict) and manifest.get("kind") == KIND else "graph"


def write_json(path: str | os.PathLike[str], payload: dict[str, Any]) -> None:
    """Write ``payload`` to ``path`` atomically (parents created) and say so."""

    out = Path(path)
    with atomic_file(out, "w") as stream:
        json.dump(payload, stream, indent=2)
    print(f"wrote {out}")


def human_bytes(n: float) -> str:
    """``n`` bytes in B, KiB, MiB or GiB."""
    for unit in ("B", "KiB", "MiB", "GiB"):
        if n < 1024 or unit == "GiB":
            return f"{n:.1f} {unit}" if unit != "B" else f"{int(n)} B"
        n /= 1024
    return f"{n:.1f} GiB"


def jsonl_beside(json_path: str) -> Path:
    """The per-question JSONL written beside an evaluation's JSON: ``out.questions.jsonl``."""
    path = Path(json_path)
    return path.with_name(path.stem + ".questions.jsonl")


def command_line() -> str:
    """``graphpaths <arguments>`` as this process was run, for a result's JSON."""
    return "graphpaths " + " ".join(sys.argv[1:])
