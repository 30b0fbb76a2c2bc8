"""One index, many processes (internal): the writers' lock, write errors, the readers' stamp.

- :func:`writer_lock`: the lock every writer of an index holds while it updates or builds
  it, across processes: an OS lock (``fcntl.flock``; ``msvcrt.locking`` on Windows) on the
  file ``.NAME.lock`` beside the index, which records the holder's pid and host. A second
  writer waits up to ``timeout`` seconds (:data:`DEFAULT_LOCK_TIMEOUT`), then gets
  :class:`~graphpaths.errors.IndexLockedError` naming the holder. The OS drops the lock of
  a killed process, so a crash never leaves the index locked. The file is removed when the
  lock is released (a waiter that locked the removed file tries again on the new one).
- :func:`index_writes`: what the file system refuses while an update or a build writes (a
  read-only folder, a full disk) becomes :class:`~graphpaths.errors.IndexWriteError`
  naming the index and the file, never a raw ``OSError``; the previous revision stays.
- :func:`stamp`: what a reader compares to notice a new revision: one ``os.stat`` of the
  index's manifest (a revision is published by renaming a new directory, or a new
  manifest, into place, so its inode and time change).
- :func:`read_consistently`: a reader reads one whole revision however fast writers
  publish: it reads optimistically (the manifest's stamp and revision unchanged across
  the read), and after :data:`READ_ATTEMPTS` reads that a publication interrupted it
  reads once more holding the writers' lock, between two publications (waiting at most
  its ``lock_timeout`` for the update in progress). A writer reading its own index under
  the lock reads once.

Example:
    >>> import tempfile
    >>> from pathlib import Path
    >>> target = Path(tempfile.mkdtemp()) / "idx"
    >>> with writer_lock(target, timeout=1.0):
    ...     sorted(p.name for p in target.parent.iterdir())
    ['.idx.lock']
    >>> sorted(p.name for p in target.parent.iterdir())
    []
"""

from __future__ import annotations

import errno
import json
import logging
import math
import os
import socket
import sys
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any, Generic, Protocol, TypeVar

from graphpaths.errors import (
    ConfigError,
    GraphPathsError,
    IndexFormatError,
    IndexLockedError,
    IndexWriteError,
    StaleIndexError,
)

__all__ = [
    "DEFAULT_FOLLOW_INTERVAL",
    "DEFAULT_LOCK_TIMEOUT",
    "FOLLOW_LOCK_WAIT",
    "READ_ATTEMPTS",
    "FollowsRevisions",
    "Revisions",
    "Stamp",
    "check_follow_interval",
    "check_lock_timeout",
    "check_not_stale",
    "holds_writer_lock",
    "index_writes",
    "lock_file",
    "published_revision",
    "read_consistently",
    "revision_entry",
    "stamp",
    "try_writer_lock",
    "writer_lock",
]

logger = logging.getLogger(__name__)

#: Seconds a writer waits for another process's update (or build) of the same index.
DEFAULT_LOCK_TIMEOUT = 60.0
#: Seconds between a reader's looks for a newer revision (one ``os.stat`` per look).
DEFAULT_FOLLOW_INTERVAL = 1.0
#: Seconds a query's look for a newer revision waits for a writer's update in progress
#: before it keeps the revision it holds (and looks again at the next query).
FOLLOW_LOCK_WAIT = 1.0
#: Optimistic reads of a revision (each interrupted by a publication) before a reader
#: reads under the writers' lock.
READ_ATTEMPTS = 5
#: Seconds between two attempts to take a held lock.
_POLL = 0.02
#: The lock files this thread holds (absolute paths): a writer's own reads take no lock.
_held = threading.local()

#: What :func:`stamp` returns: device, inode, size and modification time of the manifest.
Stamp = tuple[int, int, int, int]


def check_lock_timeout(value: object, where: str = "lock_timeout") -> float:
    """``value`` as a lock timeout (seconds, 0 or more); ConfigError names ``where``."""
    if isinstance(value, bool) or not isinstance(value, int | float) or not value >= 0:
        raise ConfigError(f"{where}: expected seconds (a number, 0 or more), got {value!r}")
    if math.isinf(value):
        return math.inf
    return float(value)


def check_follow_interval(value: object, where: str = "follow_interval") -> float | None:
    """``value`` as a follow interval (seconds, 0 to 1; ``None``: never look by itself)."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value <= 1:
        raise ConfigError(
            f"{where}: expected seconds between 0 and 1, or None (follow only on refresh()), "
            f"got {value!r}"
        )
    return float(value)


def lock_file(target: str | os.PathLike[str]) -> Path:
    """The lock file of the index at ``target``: ``.NAME.lock`` beside it."""
    final = Path(target)
    return final.parent / f".{final.name}.lock"


def stamp(manifest: Path) -> Stamp | None:
    """The identity of the file ``manifest`` now (``None`` while it is absent: between the
    two renames of a publication, or no index)."""
    try:
        st = os.stat(manifest)
    except OSError:
        return None
    return (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns)


@contextmanager
def index_writes(target: str | os.PathLike[str], what: str = "index") -> Iterator[None]:
    """Turn the file system's refusals inside the block into :class:`IndexWriteError`
    naming ``target`` and the file (``what``: the words for the index in the message)."""
    try:
        yield
    except OSError as exc:
        raise IndexWriteError(_write_message(Path(target), exc, what)) from exc


def _write_message(target: Path, exc: OSError, what: str) -> str:
    reason = {
        errno.ENOSPC: "the disk is full",
        errno.EDQUOT: "the disk quota is exhausted",
        errno.EROFS: "the file system is read-only",
        errno.EACCES: "permission denied (a read-only folder?)",
        errno.EPERM: "operation not permitted (a read-only folder?)",
    }.get(exc.errno or 0, exc.strerror or type(exc).__name__)
    file = f" ({exc.filename})" if exc.filename else ""
    return (
        f"{what} {target}: cannot write{file}: {reason}; nothing was published, the index "
        "is as it was"
    )


@contextmanager
def writer_lock(target: str | os.PathLike[str], *, timeout: float) -> Iterator[None]:
    """Hold the writers' lock of the index at ``target`` for the block (module docstring).

    Raises:
        IndexLockedError: another process (or another open index of this one) held it
            for ``timeout`` seconds; the message names it.
        IndexWriteError: the lock file cannot be made (a read-only folder, a full disk).
    """
    path = lock_file(target)
    deadline = time.monotonic() + timeout
    with index_writes(target):
        fd = _acquire(path, deadline, Path(target))
    held = _holding()
    held.add(os.path.abspath(path))
    try:
        yield
    finally:
        held.discard(os.path.abspath(path))
        _release(path, fd)


def _holding() -> set[str]:
    """The lock files this thread holds now."""
    held: set[str] | None = getattr(_held, "paths", None)
    if held is None:
        held = _held.paths = set()
    return held


def holds_writer_lock(target: str | os.PathLike[str]) -> bool:
    """Whether this thread holds the writers' lock of the index at ``target``."""
    return os.path.abspath(lock_file(target)) in _holding()


@contextmanager
def try_writer_lock(target: str | os.PathLike[str]) -> Iterator[bool]:
    """The writers' lock if it is free now (True), else nothing (False): also when the lock
    file cannot be made (a reader of a read-only folder)."""
    path = lock_file(target)
    fd: int | None = None
    with suppress(IndexLockedError, OSError):
        fd = _acquire(path, time.monotonic(), Path(target))
    if fd is None:
        yield False
        return
    try:
        yield True
    finally:
        _release(path, fd)


def _acquire(path: Path, deadline: float, target: Path) -> int:
    """Lock the file at ``path`` (made if absent), waiting until ``deadline``; its fd."""
    path.parent.mkdir(parents=True, exist_ok=True)
    while True:
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
        held = False
        try:
            locked = _try_lock(fd)
            if locked and _same_file(fd, path):
                payload = {"pid": os.getpid(), "host": socket.gethostname(), "since": time.time()}
                os.ftruncate(fd, 0)
                os.pwrite(fd, json.dumps(payload).encode(), 0)
                held = True
                return fd
        finally:
            if not held:  # held by another writer, or locked after its holder removed it
                os.close(fd)
        if locked:
            continue
        if time.monotonic() >= deadline:
            raise IndexLockedError(
                f"index {target}: {_holder(path)} is writing it (lock {path}); gave up "
                "waiting; try again once it is done, or give a longer lock_timeout"
            )
        time.sleep(_POLL)


def _same_file(fd: int, path: Path) -> bool:
    """Whether ``path`` still names the file open as ``fd`` (not removed by its holder)."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return False
    mine = os.fstat(fd)
    return (st.st_dev, st.st_ino) == (mine.st_dev, mine.st_ino)


def _holder(path: Path) -> str:
    """Who holds the lock, as its file says."""
    try:
        record = json.loads(path.read_text(encoding="utf-8"))
        pid, host = int(record["pid"]), str(record["host"])
    except (OSError, ValueError, KeyError, TypeError):
        return "another process"
    here = " (this process)" if pid == os.getpid() and host == socket.gethostname() else ""
    return f"process {pid} on {host}{here}"


def _release(path: Path, fd: int) -> None:
    try:
        with suppress(FileNotFoundError):
            path.unlink()  # while held: a waiter that locked it sees it gone and retries
    finally:
        _unlock(fd)
        os.close(fd)


if sys.platform == "win32":  # pragma: no cover - the suite runs on Linux
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        with suppress(OSError):
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


def published_revision(manifest: Path) -> int | None:
    """The revision the manifest at ``manifest`` records now (``None``: no readable one)."""
    try:
        payload = json.loads(manifest.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    revision = payload.get("revision", 0) if isinstance(payload, dict) else None
    return revision if isinstance(revision, int) else None


def check_not_stale(target: Path, manifest: str, base: int | None) -> None:
    """The compare-and-swap before a publication: the index at ``target`` must still be
    at revision ``base`` (``None``: no index yet), the one the writer started from.

    Raises:
        StaleIndexError: another writer published meanwhile (one that did not take the
            lock: another host's on a shared disk without working locks, an older version).
    """
    found = published_revision(target / manifest)
    if found != base:
        raise StaleIndexError(
            f"index {target}: this update started from revision {base}, but revision "
            f"{found} was published meanwhile; nothing was written over it (apply the "
            "change again to the newest revision)",
            path=str(target),
            expected=-1 if base is None else base,
            found=-1 if found is None else found,
        )


class _Revisioned(Protocol):
    @property
    def revision(self) -> int: ...


S = TypeVar("S", bound=_Revisioned)


def read_consistently(
    directory: Path,
    manifest: str,
    read: Callable[[], S],
    *,
    lock_timeout: float = DEFAULT_LOCK_TIMEOUT,
) -> tuple[S, Stamp | None]:
    """``read()`` (the state of the index at ``directory``) and the :func:`stamp` of the
    manifest it was read from, all of one revision, however fast other processes publish:

    1. up to :data:`READ_ATTEMPTS` optimistic reads, each kept when the manifest has the
       same stamp, and records the revision read, after the read as before (a publication
       renames a new manifest into place);
    2. then one read holding the writers' lock (:func:`writer_lock`, waiting at most
       ``lock_timeout`` seconds for the update in progress), when no publication can
       happen; in a folder where the lock file cannot be made (read-only: no writer of
       ours can publish there either) optimistic reads go on until ``lock_timeout``.

    A thread holding the lock (a writer reading its own index) reads once.

    Raises:
        GraphPathsError: what ``read`` raised (``IndexFormatError``, or the error of the
            part that failed: ``StoreError`` for a matrix...) when the index did not move
            meanwhile (it is missing, incomplete or corrupt); an ``OSError`` becomes
            ``IndexFormatError``, and so does an index that kept moving in a folder
            without a lock file for ``lock_timeout`` seconds.
        IndexLockedError: a writer held the lock for ``lock_timeout`` seconds while
            reads kept being interrupted.
    """
    where = directory / manifest
    if holds_writer_lock(directory):
        return _read_locked(directory, where, read)
    for attempt in range(READ_ATTEMPTS):
        done = _read_once(directory, where, read, final=False)
        if done is not None:
            return done
        time.sleep(0.01 * (attempt + 1))
    deadline = time.monotonic() + lock_timeout
    if directory.parent.is_dir():
        try:
            with writer_lock(directory, timeout=lock_timeout):
                return _read_locked(directory, where, read)
        except IndexLockedError:
            raise
        except IndexWriteError:
            pass  # no lock file here (a read-only folder): optimistic reads until the deadline
    while True:
        last = time.monotonic() >= deadline
        done = _read_once(directory, where, read, final=last, absent_settles=True)
        if done is not None:
            return done
        if last:  # pragma: no cover - a read-only folder whose index keeps moving
            raise IndexFormatError(
                f"{directory}: a new revision was published during each read for "
                f"{lock_timeout:g} s; try again"
            )
        time.sleep(_POLL * 5)


def _read_once(
    directory: Path,
    where: Path,
    read: Callable[[], S],
    *,
    final: bool,
    absent_settles: bool = False,
) -> tuple[S, Stamp | None] | None:
    """One read of the state at ``directory`` with its manifest's stamp; ``None`` when a
    publication interrupted it. The read's error is raised when the manifest did not move
    meanwhile (the index is broken; ``absent_settles``: or missing, not just between the
    two renames of a publication), or when ``final``."""
    before = stamp(where)
    try:
        state = read()
    except (GraphPathsError, OSError) as exc:  # any part may be of the next revision
        settled = stamp(where) == before and (before is not None or absent_settles)
        if final or settled:
            if isinstance(exc, OSError):
                raise IndexFormatError(f"{directory}: cannot read the index: {exc}") from exc
            raise
        return None
    # The revision too: a stamp can repeat when a later manifest reuses a freed inode.
    if stamp(where) == before and published_revision(where) == state.revision:
        return state, before
    return None


def _read_locked(directory: Path, where: Path, read: Callable[[], S]) -> tuple[S, Stamp | None]:
    """One read under the writers' lock, which no publication of ours interrupts."""
    done = _read_once(directory, where, read, final=True)
    if done is None:
        raise IndexFormatError(
            f"{directory}: the index changed while it was read under the writers' lock (a "
            "writer that ignores the lock?); try again"
        )
    return done


class Revisions(Generic[S]):
    """The current state of an open index and how it follows the revisions on disk.

    ``read(lock_timeout)`` reads the revision on disk (with :func:`read_consistently`,
    waiting at most ``lock_timeout`` seconds for a writer's update in progress: up to
    :data:`FOLLOW_LOCK_WAIT` in :meth:`follow`, a query's look; up to the ``lock_timeout``
    given to :meth:`refresh`). Thread-safe: a state is swapped in by one
    reference assignment, and only forward (a newer revision replaces an older one, never
    the reverse).
    """

    def __init__(
        self,
        directory: Path,
        manifest: str,
        state: S,
        seen: Stamp | None,
        read: Callable[[float], tuple[S, Stamp | None]],
    ) -> None:
        self.directory = directory
        self.manifest = directory / manifest
        self.current = state
        self.seen = seen
        self.read = read
        #: Seconds between looks (:meth:`follow`); None: only :meth:`refresh`.
        self.interval: float | None = DEFAULT_FOLLOW_INTERVAL
        self._looked = time.monotonic()
        self._looking = threading.Lock()
        self._swapping = threading.Lock()

    def follow(self) -> S:
        """The current state, after a look for a newer revision when the last look is
        ``interval`` seconds old or more (one ``os.stat``); a newer revision is read and
        swapped in first. A failed read is logged, the state kept and the read tried again
        at the next look."""
        interval = self.interval
        if interval is None or time.monotonic() - self._looked < interval:
            return self.current
        if not self._looking.acquire(blocking=False):
            return self.current  # another thread is reading the newer revision
        try:
            self._looked = time.monotonic()
            now = stamp(self.manifest)
            if now is None:
                self._looked = 0.0  # mid-publication: look again at the next call
            elif now != self.seen:
                try:
                    self._load_newest(FOLLOW_LOCK_WAIT)
                except GraphPathsError as exc:  # unreadable or locked: keep the state held
                    logger.warning(
                        "%s: a newer revision cannot be read yet: %s", self.directory, exc
                    )
        finally:
            self._looking.release()
        return self.current

    def refresh(self, lock_timeout: float = DEFAULT_LOCK_TIMEOUT) -> bool:
        """Read the revision on disk now if it is not the one held; True when a newer one
        was swapped in. Raises IndexFormatError when it cannot be read, IndexLockedError
        when a writer's update kept it from being read for ``lock_timeout`` seconds."""
        with self._looking:
            self._looked = time.monotonic()
            return self._load_newest(lock_timeout)

    def _load_newest(self, lock_timeout: float) -> bool:
        seen = stamp(self.manifest)
        if published_revision(self.manifest) == self.current.revision:
            self.seen = seen  # written by this object, or only touched: nothing to read
            return False
        return self.swap(*self.read(lock_timeout))

    def swap(self, state: S, seen: Stamp | None) -> bool:
        """Make ``state`` (read when the manifest was ``seen``) the current one, unless a
        newer one is held already; True when it was."""
        with self._swapping:
            if state.revision < self.current.revision:
                return False
            self.current, self.seen = state, seen
            return True

    def newest_for_writing(self, expected: int | None) -> S:
        """The newest revision on disk, swapped in if another writer published it; the
        caller holds the writers' lock, so it cannot move before the caller publishes.

        Raises:
            StaleIndexError: ``expected`` is given and is not the newest revision.
        """
        if stamp(self.manifest) != self.seen:
            found = published_revision(self.manifest)
            if found is None or found != self.current.revision:
                self.swap(*self.read(DEFAULT_LOCK_TIMEOUT))  # one read: the caller holds the lock
        state = self.current
        if expected is not None and state.revision != expected:
            raise StaleIndexError(
                f"index {self.directory}: expected revision {expected}, but it is at revision "
                f"{state.revision}; nothing was written (read it again and decide anew)",
                path=str(self.directory),
                expected=expected,
                found=state.revision,
            )
        return state

    def published(self, state: S) -> None:
        """Swap in ``state``, which the caller (holding the writers' lock) just published."""
        self.swap(state, stamp(self.manifest))


class FollowsRevisions(Generic[S]):
    """The reading side an open index (graph or corpus) shares: its current state and how it
    follows the revisions any process publishes (:class:`Revisions`, in ``_revisions``).

    Subclasses set ``_revisions`` and ``lock_timeout`` in their ``__init__``.
    """

    _revisions: Revisions[S]
    #: Seconds a write (or a :meth:`refresh` kept interrupted) waits for a writer's lock.
    lock_timeout: float

    @property
    def _state(self) -> S:
        return self._revisions.current

    def state(self) -> S:
        """The current state (one reference read: a query taking it sees one revision)."""
        return self._revisions.current

    def follow(self) -> S:
        """The current state, after a look for a newer revision on disk (published by any
        process) when the last look is ``follow_interval`` seconds old or more: one
        ``os.stat`` of the manifest; a newer revision is loaded and swapped in before
        returning (a failed load is logged and the state kept, tried again at the next
        look). A query takes it once, so it runs on one revision."""
        return self._revisions.follow()

    def refresh(self) -> bool:
        """Load the revision on disk now if it is not the one held (published by another
        process, or another open index); True when a newer one was swapped in.

        A read interrupted by publications is done again, then under the writers' lock
        (waiting at most :attr:`lock_timeout` for an update in progress), so a fast writer
        never makes it fail (:func:`read_consistently`).

        Raises:
            IndexFormatError: the revision on disk cannot be read.
            IndexLockedError: a writer held the lock for :attr:`lock_timeout` seconds while
                publications kept interrupting the read.
        """
        return self._revisions.refresh(self.lock_timeout)

    @property
    def follow_interval(self) -> float | None:
        """Seconds between :meth:`follow`'s looks for a newer revision (0 to 1; ``None``:
        only :meth:`refresh` loads one)."""
        return self._revisions.interval

    @follow_interval.setter
    def follow_interval(self, value: float | None) -> None:
        self._revisions.interval = check_follow_interval(value)

    @property
    def revision(self) -> int:
        """The index's revision: 0 for a fresh build, one more for each update (and each
        rebuild over it)."""
        return self._revisions.current.revision


def revision_entry(revision: int, counts: Mapping[str, int], **fields: Any) -> dict[str, Any]:
    """One entry of an index's revision history: the revision, when (UTC), the change's
    non-zero counts, then ``fields``."""
    return {
        "revision": revision,
        "time": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "counts": {k: v for k, v in counts.items() if v},
        **fields,
    }
