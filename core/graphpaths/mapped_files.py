"""``.npy`` files mapped read-only, whose pages a reader gives back when it is done.

A memory-mapped array costs no memory until it is read; every page read then stays in the
process's resident set (the kernel counts it there, though it is the page cache's) until
the process ends. A scan of a whole matrix, or a search that walks much of an adjacency,
leaves the whole file resident. :class:`MappedFile` maps the file itself, so that the reader
can give the pages back (``madvise(MADV_DONTNEED)``): they stay in the page cache, the next
read maps them again, and the process holds only what it is reading.

Example:
    >>> import tempfile, pathlib
    >>> path = pathlib.Path(tempfile.mkdtemp()) / "rows.npy"
    >>> np.save(path, np.arange(12, dtype=np.float32).reshape(4, 3))
    >>> array, mapped = load_mapped(path)
    >>> array[2].tolist(), mapped is not None
    ([6.0, 7.0, 8.0], True)
    >>> mapped.release_all(); array[3].tolist()
    [9.0, 10.0, 11.0]
"""

from __future__ import annotations

import mmap
import os
from pathlib import Path
from typing import Any

import numpy as np

__all__ = ["MappedFile", "load_mapped"]


class MappedFile:
    """A ``.npy`` file mapped read-only here: ``offset`` bytes of header, then rows of
    ``row_bytes`` (the items of the first axis)."""

    #: Bytes a scan reads before giving their pages back (see ``block_rows``).
    BLOCK_BYTES = 16 << 20
    #: A file this small keeps its pages: giving back a few pages costs a system call and
    #: a fault per page on each next read, for less memory than one block of a scan.
    KEPT_BYTES = 64 << 10

    def __init__(self, mapped: mmap.mmap, offset: int, row_bytes: int) -> None:
        self.mapped, self.offset = mapped, offset
        self.row_bytes = row_bytes
        #: rows per block of about BLOCK_BYTES
        self.block_rows = max(1, self.BLOCK_BYTES // max(1, row_bytes))
        #: whether the file's pages stay (:data:`KEPT_BYTES`)
        self.kept = len(mapped) <= self.KEPT_BYTES

    @classmethod
    def open(
        cls, source: Path, probe: np.memmap[Any, Any]
    ) -> tuple[np.ndarray[Any, Any], MappedFile | None]:
        """``probe`` (numpy's map of ``source``, its header read) mapped again here, so
        its pages can be given back; ``probe`` itself where that cannot be done (an empty
        or a Fortran-ordered array, a platform without ``MADV_DONTNEED``)."""
        if not probe.size or not probe.flags.c_contiguous or not hasattr(mmap, "MADV_DONTNEED"):
            return probe, None
        with open(source, "rb") as stream:
            mapped = mmap.mmap(stream.fileno(), 0, access=mmap.ACCESS_READ)
        offset = int(probe.offset)
        array = np.frombuffer(mapped, probe.dtype, count=probe.size, offset=offset)
        row_bytes = probe.itemsize * (probe.size // max(1, len(probe)))
        return array.reshape(probe.shape), cls(mapped, offset, row_bytes)

    def release(self, start: int, stop: int) -> None:
        """Give back the pages of rows ``start .. stop`` (those it shares with the rows
        around them too: they come back on the next read); none of a small file's."""
        if self.kept:
            return
        begin = (self.offset + start * self.row_bytes) // mmap.PAGESIZE * mmap.PAGESIZE
        end = self.offset + stop * self.row_bytes
        if end > begin:
            self.mapped.madvise(mmap.MADV_DONTNEED, begin, end - begin)

    def release_all(self) -> None:
        """Give back every page of the file (none of a small file's)."""
        if self.kept:
            return
        self.mapped.madvise(mmap.MADV_DONTNEED, 0, len(self.mapped))


def load_mapped(path: str | os.PathLike[str]) -> tuple[np.ndarray[Any, Any], MappedFile | None]:
    """The array stored at ``path``, memory-mapped read-only, and its :class:`MappedFile`
    (None where its pages cannot be given back).

    Raises:
        OSError, ValueError: as ``numpy.load`` does for a missing or malformed file.
    """
    source = Path(path)
    probe = np.load(source, mmap_mode="r", allow_pickle=False)
    if not isinstance(probe, np.memmap):
        return np.asarray(probe), None
    return MappedFile.open(source, probe)
