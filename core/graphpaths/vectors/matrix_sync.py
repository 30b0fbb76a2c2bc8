"""Embedding matrices on disk that embed only what changed: :func:`sync_matrix`.

The in-memory counterpart of :meth:`ChromaStore.sync
<graphpaths.vectors.chroma.ChromaStore.sync>`, for the embedded default where
retrieval reads ``.npy`` matrices and nothing else has to be written. Next to
``{kind}.npy`` (row ``i`` = item ``i``) it keeps ``{kind}.ids.npy``, each row's
content-derived id (:func:`~graphpaths.vectors.ids.item_id`: embedder, key and text). A
rebuild finds the rows it can reuse by id in the matrices it is given (the previous index),
so changing 1% of a graph re-embeds about 1% of its texts.

Embedding goes into a memory-mapped ``.{kind}.partial.npy`` in chunks; after each chunk
(flushed) a mask of the rows done is saved atomically, so an interrupted build (even a
SIGKILL) resumes where it stopped, embedding no row of a finished chunk again. The
finished matrix is renamed into place, so ``{kind}.npy`` is never half-written.

Example (a toy embedder; the second sync embeds only the changed text):
    >>> import tempfile, pathlib, numpy as np
    >>> class Toy:
    ...     name, dimension, calls = "toy", 2, 0
    ...     def embed_documents(self, texts, *, progress=None):
    ...         Toy.calls += len(texts)
    ...         return np.array([[1.0, 0.0] if "a" in t else [0.0, 1.0] for t in texts], np.float32)
    >>> folder = pathlib.Path(tempfile.mkdtemp())
    >>> sync_matrix(folder / "v1", "items", ["k1", "k2"], ["a", "b"], Toy()).matrix.shape
    (2, 2)
    >>> m = sync_matrix(folder / "v2", "items", ["k1", "k2"], ["a", "c"], Toy(), reuse=[folder / "v1"])
    >>> Toy.calls, m.embedded
    (3, 1)
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from graphpaths.atomic import atomic_file
from graphpaths.errors import EmbeddingError, StoreError
from graphpaths.validation import check_int
from graphpaths.vectors.ids import item_ids

if TYPE_CHECKING:
    from graphpaths.embeddings import Embedder, FloatArray

__all__ = ["SyncedMatrix", "matrix_files", "sync_matrix"]

logger = logging.getLogger(__name__)

#: Rows embedded between two saves of the resume mask.
DEFAULT_CHECKPOINT_ROWS = 8192
#: numpy dtype of the stored ids (32 hex characters each).
_ID_DTYPE = "S32"


@dataclass(frozen=True, kw_only=True)
class SyncedMatrix:
    """What :func:`sync_matrix` wrote: the matrix (memory-mapped, read-only) and how many of
    its rows this call embedded (the rest were reused)."""

    matrix: FloatArray
    embedded: int


def matrix_files(directory: Path, kind: str) -> tuple[Path, Path]:
    """The matrix and the ids file of ``kind`` in ``directory``."""
    return directory / f"{kind}.npy", directory / f"{kind}.ids.npy"


def sync_matrix(
    directory: str | os.PathLike[str],
    kind: str,
    keys: Sequence[str],
    texts: Sequence[str],
    embedder: Embedder,
    *,
    reuse: Sequence[str | os.PathLike[str]] = (),
    checkpoint_rows: int = DEFAULT_CHECKPOINT_ROWS,
    progress: Callable[[int], None] | None = None,
) -> SyncedMatrix:
    """Write ``directory/{kind}.npy`` holding the embedding of each of ``texts`` (row ``i`` =
    ``texts[i]``) and ``{kind}.ids.npy``; return the matrix (memory-mapped, read-only) and
    the number of rows embedded.

    Rows whose id (embedder name, key, text) is found in ``directory`` itself (an earlier
    or interrupted run) or in a ``{kind}.npy`` of a ``reuse`` directory are copied, the rest
    embedded, longest texts first, ``checkpoint_rows`` at a time. ``progress`` gets the
    number of rows ready: once after the reuse, then as the embedder reports its batches.
    """
    check_int(None, "checkpoint_rows", checkpoint_rows, low=1)
    folder = Path(directory)
    folder.mkdir(parents=True, exist_ok=True)
    target, target_ids = matrix_files(folder, kind)
    wanted = np.array(item_ids(embedder.name, keys, texts), dtype=_ID_DTYPE)
    n, dimension = len(wanted), int(embedder.dimension)
    partial = folder / f".{kind}.partial.npy"
    mask_file = folder / f".{kind}.done.npy"

    matrix, done = _resume(partial, mask_file, folder / f".{kind}.partial.ids.npy", wanted)
    if matrix is None or matrix.shape != (n, dimension):
        # Another run's mask must not survive into this one (a crash before the first
        # save of the new mask would otherwise pair it with the new ids).
        mask_file.unlink(missing_ok=True)
        with atomic_file(folder / f".{kind}.partial.ids.npy", "wb") as stream:
            np.save(stream, wanted, allow_pickle=False)
        matrix = np.lib.format.open_memmap(
            partial, mode="w+", dtype=np.float32, shape=(n, dimension)
        )
        done = np.zeros(n, dtype=bool)
    for source in [folder, *(Path(p) for p in reuse)]:
        if done.all():
            break
        _copy_known(source, kind, wanted, matrix, done)
    if progress is not None:
        progress(int(done.sum()))

    missing = np.flatnonzero(~done)
    lengths = np.fromiter((len(texts[int(i)]) for i in missing), np.int64, len(missing))
    missing = missing[np.argsort(-lengths, kind="stable")]
    for start in range(0, len(missing), checkpoint_rows):
        rows = missing[start : start + checkpoint_rows]
        ready = int(done.sum())
        within = None if progress is None else _offset(progress, ready)
        vectors = np.asarray(
            embedder.embed_documents([texts[int(i)] for i in rows], progress=within), np.float32
        )
        if vectors.shape != (len(rows), dimension):
            raise EmbeddingError(
                f"{embedder.name}: returned shape {vectors.shape} for {len(rows)} texts of "
                f"dimension {dimension}"
            )
        matrix[rows] = vectors
        matrix.flush()
        done[rows] = True
        _save(mask_file, done)
        if progress is not None:
            progress(int(done.sum()))

    matrix.flush()
    del matrix
    with atomic_file(target_ids, "wb") as stream:
        np.save(stream, wanted, allow_pickle=False)
    os.replace(partial, target)
    for leftover in (mask_file, folder / f".{kind}.partial.ids.npy"):
        leftover.unlink(missing_ok=True)
    result: FloatArray = np.load(target, mmap_mode="r")
    return SyncedMatrix(matrix=result, embedded=len(missing))


def _resume(
    partial: Path, mask_file: Path, partial_ids: Path, wanted: npt.NDArray[np.bytes_]
) -> tuple[np.memmap | None, npt.NDArray[np.bool_]]:
    """The interrupted run's matrix and mask, when it was embedding exactly ``wanted``."""
    empty = np.zeros(len(wanted), dtype=bool)
    if not (partial.exists() and mask_file.exists() and partial_ids.exists()):
        return None, empty
    try:
        ids = np.load(partial_ids, allow_pickle=False)
        done = np.load(mask_file, allow_pickle=False)
        matrix = np.lib.format.open_memmap(partial, mode="r+")
    except (OSError, ValueError) as exc:
        logger.info("%s: cannot resume (%s); starting afresh", partial, exc)
        return None, empty
    if ids.shape != wanted.shape or not np.array_equal(ids, wanted) or done.shape != wanted.shape:
        return None, empty
    logger.info("%s: resuming with %d of %d rows done", partial, int(done.sum()), len(wanted))
    return matrix, done.astype(bool)


def _copy_known(
    source: Path,
    kind: str,
    wanted: npt.NDArray[np.bytes_],
    matrix: np.memmap,
    done: npt.NDArray[np.bool_],
) -> None:
    """Copy into ``matrix`` the rows not ``done`` whose ids ``source`` already holds."""
    stored_file, ids_file = matrix_files(source, kind)
    if not (stored_file.exists() and ids_file.exists()):
        return
    try:
        stored_ids = np.load(ids_file, allow_pickle=False)
        stored = np.load(stored_file, mmap_mode="r", allow_pickle=False)
    except (OSError, ValueError) as exc:
        raise StoreError(f"cannot read stored vectors {stored_file}: {exc}") from exc
    if stored.ndim != 2 or stored.shape[1] != matrix.shape[1] or len(stored) != len(stored_ids):
        return  # another embedder's dimension, or not ours: nothing to reuse
    order = np.argsort(stored_ids, kind="stable")
    sorted_ids = stored_ids[order]
    rows = np.flatnonzero(~done)
    at = np.searchsorted(sorted_ids, wanted[rows])
    at = np.minimum(at, len(sorted_ids) - 1) if len(sorted_ids) else at
    found = sorted_ids[at] == wanted[rows] if len(sorted_ids) else np.zeros(len(rows), dtype=bool)
    if found.any():
        matrix[rows[found]] = stored[order[at[found]]]
        done[rows[found]] = True


def _offset(progress: Callable[[int], None], base: int) -> Callable[[int], None]:
    """``progress`` for the texts of one chunk: their count added to the rows ready before."""
    return lambda done: progress(base + done)


def _save(path: Path, array: npt.NDArray[np.bool_]) -> None:
    with atomic_file(path, "wb") as stream:
        np.save(stream, array, allow_pickle=False)
