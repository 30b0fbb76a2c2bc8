"""Atomic file writes: a temporary sibling file, synced, then renamed into place (public:
the library's indexes and the benchmarks package write their files through it).

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

import json
import os
import shutil
import socket
import tempfile
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager, suppress
from pathlib import Path
from typing import IO, Any, BinaryIO, Literal, TextIO, overload

from graphpaths.errors import IndexFormatError

__all__ = [
    "abandoned_update",
    "atomic_file",
    "clear_abandoned_update",
    "fresh_update_building",
    "open_building",
    "replace_directory",
]

#: The file an update writes first into its ``.NAME.building`` folder: who is writing it.
_WRITER = ".writer.json"


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


def fresh_update_building(
    target: str | os.PathLike[str],
    manifest: str,
    recover: Callable[[Path], None] | None = None,
) -> Path:
    """An empty ``.NAME.building`` folder for an update of ``target``, recorded as this
    process's (:func:`abandoned_update` tells a live update's folder from one a killed
    update left). An interrupted build's or update's folder is cleared first, after
    ``recover(folder)`` puts back what the update had moved into it.

    Raises:
        IndexFormatError: another live process of this machine is updating ``target``.
    """
    final = Path(target)
    state, pid = _update_state(final.parent / f".{final.name}.building")
    if state == "live":
        raise IndexFormatError(
            f"{final}: process {pid} is updating this index now; try again once it is done"
        )
    building, resumed = open_building(final, manifest)
    if resumed:
        if recover is not None:
            recover(building)
        shutil.rmtree(building)
        building.mkdir()
    payload = {"pid": os.getpid(), "host": socket.gethostname(), "kind": "update"}
    with atomic_file(building / _WRITER, "w") as stream:
        json.dump(payload, stream)
    return building


def clear_abandoned_update(
    target: str | os.PathLike[str],
    manifest: str,
    recover: Callable[[Path], None] | None = None,
) -> bool:
    """Remove the ``.NAME.building`` folder a killed update of ``target`` left (never a
    live process's, nor a build's, which a new build resumes), after putting back what it
    had moved in (``recover(folder)``) and the previous ``target`` if the update was killed
    between the two renames of :func:`replace_directory`. True when it removed one."""
    building = abandoned_update(target)
    if building is None:
        return False
    final = Path(target)
    retired = final.parent / f".{final.name}.old"
    if not final.exists() and (retired / manifest).is_file():
        os.replace(retired, final)
    if recover is not None:
        recover(building)
    shutil.rmtree(building, ignore_errors=True)
    return True


def abandoned_update(target: str | os.PathLike[str]) -> Path | None:
    """The ``.NAME.building`` folder beside ``target`` when an update left it and its
    process is gone (so it may be removed); ``None`` otherwise: no folder, a build's (kept
    to resume), a live process's, another machine's, or one that cannot be told."""
    final = Path(target)
    building = final.parent / f".{final.name}.building"
    return building if _update_state(building)[0] == "abandoned" else None


def _update_state(building: Path) -> tuple[str, int | None]:
    """``("abandoned" | "live" | "unknown", the writer's pid)``; unknown: no update's record,
    unreadable, another machine's or this process's own."""
    try:
        record = json.loads((building / _WRITER).read_text(encoding="utf-8"))
        pid, host, kind = int(record["pid"]), str(record["host"]), record["kind"]
    except (OSError, ValueError, KeyError, TypeError):
        return "unknown", None
    if kind != "update" or host != socket.gethostname() or os.name != "posix":
        return "unknown", pid  # another machine's process (a shared disk) cannot be checked
    if pid == os.getpid():
        return "unknown", pid  # this process's: a failed update of its own, or one in flight
    try:
        os.kill(pid, 0)  # signal 0: is the process there? (nothing is sent)
    except ProcessLookupError:
        return "abandoned", pid
    except PermissionError:
        return "live", pid  # another user's process
    return "live", pid
