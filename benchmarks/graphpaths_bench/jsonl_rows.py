"""Rows a run appends to a JSON-lines file as it goes, read back to resume it (the question
rows of ``graphpaths eval``, the comparison rows of ``graphpaths bench stores``).

A run writes one JSON value a line, the newline last. Killed, it may leave its last line
cut short (no newline at its end): reading drops that line (its row is computed again) and
rewrites the file without it, atomically, so the resumed run appends after a whole line.
Any other line that does not parse is not what a kill leaves: an error naming the file
and the line.
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from graphpaths.atomic import atomic_file
from graphpaths.errors import GraphFormatError

__all__ = ["read_jsonl_rows"]

logger = logging.getLogger(__name__)

T = TypeVar("T")

#: What a parse function raises for a value that is not one of its rows (a missing key,
#: a wrong type); ``ValueError`` covers invalid JSON and UTF-8 too.
_NOT_A_ROW = (ValueError, KeyError, TypeError)


def read_jsonl_rows(path: str | os.PathLike[str], parse: Callable[[Any], T]) -> list[T]:
    """The rows of ``path`` in file order, each line's JSON value given to ``parse``; a
    missing file has none, blank lines are skipped. A last line cut short (no newline
    after it) that does not parse is dropped, with a warning; the file is rewritten (by
    a rename) when anything was dropped, or the last line lacked its newline.

    Raises:
        GraphFormatError: any other line that is not JSON or that ``parse`` refuses
            (the file, the line and why); a file that cannot be read.
    """
    file = Path(path)
    try:
        data = file.read_bytes()
    except FileNotFoundError:
        return []
    except OSError as exc:
        raise GraphFormatError(f"cannot read the rows: {exc.strerror}", path=str(file)) from None
    *lines, tail = data.split(b"\n")  # tail: what follows the last newline, b"" if nothing
    rows: list[T] = []
    kept: list[bytes] = []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            rows.append(parse(json.loads(line)))
        except _NOT_A_ROW as exc:
            raise GraphFormatError(
                f"not a row ({_why(exc)})", path=str(file), line=number
            ) from None
        kept.append(line + b"\n")
    if tail.strip():
        try:
            rows.append(parse(json.loads(tail)))
            kept.append(tail + b"\n")
        except _NOT_A_ROW:
            logger.warning(
                "%s:%d: a row cut short by an interruption dropped; it will be computed again",
                file,
                len(lines) + 1,
            )
    text = b"".join(kept)
    if text != data:
        with atomic_file(file, "wb") as stream:
            stream.write(text)
    return rows


def _why(exc: Exception) -> str:
    if isinstance(exc, json.JSONDecodeError):
        return f"invalid JSON: {exc.msg} at column {exc.colno}"
    if isinstance(exc, KeyError):
        return f"no field {exc}"
    return f"{type(exc).__name__}: {exc}"
