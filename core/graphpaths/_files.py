"""Atomic file writes (internal): a temporary sibling file, synced, then renamed into place.

A reader never sees a half-written file: until the rename, the target is the old file
(or absent); an error (or an interruption) leaves it untouched and the temporary file
removed.

Example:
    >>> import json, tempfile
    >>> from pathlib import Path
    >>> target = Path(tempfile.mkdtemp()) / "sub" / "data.json"
    >>> with atomic_file(target, "w") as stream:
    ...     json.dump({"a": 1}, stream)
    >>> target.read_text(encoding="utf-8"), sorted(p.name for p in target.parent.iterdir())
    ('{"a": 1}', ['data.json'])
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager, suppress
from pathlib import Path
from typing import IO, Any, BinaryIO, Literal, TextIO, overload

__all__ = ["atomic_file", "open_building", "replace_directory"]


@overload
def atomic_file(
    path: str | os.PathLike[str], mode: Literal["w"]
) -> AbstractContextManager[TextIO]: ...


@overload
def atomic_file(
    path: str | os.PathLike[str], mode: Literal["wb"]
) -> AbstractContextManager[BinaryIO]: ...


def atomic_file(
    path: str | os.PathLike[str], mode: Literal["w", "wb"]
) -> AbstractContextManager[IO[Any]]:
    """A stream to write ``path`` through; the file appears when the ``with`` block ends.

    The parent folder is created; the file is written to a temporary file beside it
    (``mode``: ``"w"``, UTF-8 text, or ``"wb"``), flushed, synced to disk, given mode
    0o644 and renamed over ``path``. On an error nothing is renamed and the temporary
    file is removed; the error (an ``OSError`` for the file system's) propagates.
    """
    return _write(Path(path), mode)


@contextmanager
def _write(target: Path, mode: Literal["w", "wb"]) -> Iterator[IO[Any]]:
    target.parent.mkdir(parents=True, exist_ok=True)
    handle, temp_name = tempfile.mkstemp(
        prefix=f".{target.name}.", suffix=".tmp", dir=target.parent
    )
    temp = Path(temp_name)
    try:
        encoding = "utf-8" if mode == "w" else None
        with os.fdopen(handle, mode, encoding=encoding) as stream:
            yield stream
            stream.flush()
            os.fsync(stream.fileno())
        temp.chmod(0o644)  # mkstemp makes it private
        os.replace(temp, target)
    finally:
        with suppress(FileNotFoundError):
            temp.unlink()


def open_building(target: str | os.PathLike[str], manifest: str) -> tuple[Path, bool]:
    """The directory a build of ``target`` writes into (``.NAME.building`` beside it) and
    whether it is resumed: a new, empty one, or the one an interrupted build left.

    Recovers from a crash between the two renames of :func:`replace_directory` (the
    previous ``target``, complete with its ``manifest``, is moved back). A resumed
    directory loses its ``manifest`` (written by a run killed just before the rename; the
    files it lists are written again) and the temporary files and folders of interrupted
    writes (hidden folders at its top, ``.*.tmp`` files anywhere); partial results the
    build resumes from (other hidden files) stay.
    """
    final = Path(target)
    building = final.parent / f".{final.name}.building"
    retired = final.parent / f".{final.name}.old"
    if not final.exists() and (retired / manifest).is_file():
        os.replace(retired, final)
    if not building.exists():
        building.mkdir(parents=True)
        return building, False
    (building / manifest).unlink(missing_ok=True)
    for leftover in building.glob(".*"):
        if leftover.is_dir():
            shutil.rmtree(leftover)
    for leftover in building.glob("**/.*.tmp"):
        leftover.unlink(missing_ok=True)
    return building, True


def replace_directory(building: str | os.PathLike[str], target: str | os.PathLike[str]) -> None:
    """Move the complete directory ``building`` to ``target``, retiring an old ``target``.

    Each step is a rename, so ``target`` is always either the old or the new directory
    (absent only for the instant between the two renames when it existed before).
    """
    new, final = Path(building), Path(target)
    if not final.exists():
        os.replace(new, final)
        return
    retired = final.parent / f".{final.name}.old"
    if retired.exists():
        shutil.rmtree(retired)
    os.replace(final, retired)
    os.replace(new, final)
    shutil.rmtree(retired, ignore_errors=True)
