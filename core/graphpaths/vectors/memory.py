"""The exact in-memory :class:`~graphpaths.vectors.protocol.VectorStore`: a float32 matrix.

:class:`InMemoryVectorStore` holds one float32 row per item (row ``i`` is entity, relation
or node ``i``) and answers exact top-k queries with numpy; it saves to and loads from
``.npy`` (memory-mapped by default). :func:`as_vector_store` turns an array (or a store)
into a store, and :func:`all_rows` a store (or an array) into one matrix.

Example:
    >>> import numpy as np
    >>> store = InMemoryVectorStore(np.eye(3, dtype=np.float32))
    >>> positions, scores = store.top_k(np.array([0.6, 0.8, 0.0], dtype=np.float32), 2)
    >>> positions.tolist(), scores.tolist()
    ([1, 0], [0.800000011920929, 0.6000000238418579])
    >>> store.vectors([2]).tolist()
    [[0.0, 0.0, 1.0]]
"""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import numpy.typing as npt

from graphpaths.atomic import atomic_file
from graphpaths.embeddings import FloatArray
from graphpaths.errors import EmbeddingError, StoreError
from graphpaths.mapped_files import MappedFile
from graphpaths.topk import top_k
from graphpaths.vectors.checks import IndexArray, check_k, check_positions, check_query
from graphpaths.vectors.protocol import VectorStore
from graphpaths.vectors.scoring import dot_scores

__all__ = [
    "InMemoryVectorStore",
    "all_rows",
    "as_vector_store",
    "into_memory",
]


class InMemoryVectorStore:
    """A read-only float32 ``(n, d)`` matrix, row ``i`` the vector of item ``i``; exact search.

    Scores are dot products, i.e. cosine similarities when rows and query have unit norm
    (as embedders return them).
    """

    __slots__ = ("_mapping", "_matrix")

    def __init__(self, vectors: npt.ArrayLike, *, check_finite: bool = True) -> None:
        array = np.asarray(vectors)
        if array.ndim != 2:
            raise EmbeddingError(f"vectors: expected a 2-D (n, d) array, got shape {array.shape}")
        if array.dtype != np.float32:
            array = array.astype(np.float32)
        if check_finite and not np.isfinite(array).all():
            row = int(np.flatnonzero(~np.isfinite(array).all(axis=1))[0])
            raise EmbeddingError(f"vectors: row {row} has a NaN or infinite value")
        view = array.view()
        view.flags.writeable = False
        self._matrix: FloatArray = view
        self._mapping: MappedFile | None = None  # set by load: a file mapped here

    @property
    def matrix(self) -> FloatArray:
        """All rows, as one read-only array."""
        return self._matrix

    @property
    def dimension(self) -> int:
        return int(self._matrix.shape[1])

    @property
    def shape(self) -> tuple[int, int]:
        rows, columns = self._matrix.shape
        return int(rows), int(columns)

    def __len__(self) -> int:
        return int(self._matrix.shape[0])

    def __repr__(self) -> str:
        return f"InMemoryVectorStore(n={len(self)}, d={self.dimension})"

    def vectors(self, positions: npt.ArrayLike) -> FloatArray:
        """The rows at ``positions``, in the order given (a copy)."""
        rows: FloatArray = self._matrix[check_positions(positions, len(self), name="positions")]
        return rows

    def scores(self, query: npt.ArrayLike, candidates: npt.ArrayLike | None = None) -> FloatArray:
        """Dot products of ``query`` with the rows ``candidates`` (all rows if None), in the
        order given."""
        vector = check_query(query, self.dimension)
        if candidates is None:
            return self._all_scores(vector)
        return dot_scores(self._matrix[check_positions(candidates, len(self))], vector)

    def _all_scores(self, vector: FloatArray) -> FloatArray:
        """Every row's score; over a mapped file, a block at a time, each block's pages
        given back once scored (a full scan leaves none resident: the same scores, as
        :func:`dot_scores` scores each row on its own)."""
        mapping = self._mapping
        if mapping is None:
            return dot_scores(self._matrix, vector)
        rows = len(self)
        out: FloatArray = np.empty(rows, np.float32)
        for start in range(0, rows, mapping.block_rows):
            stop = min(rows, start + mapping.block_rows)
            out[start:stop] = dot_scores(self._matrix[start:stop], vector)
            mapping.release(start, stop)
        # what the kernel mapped around a block's first read (its fault-around window
        # reaches into the block before) goes too
        mapping.release(0, rows)
        return out

    def top_k(
        self, query: npt.ArrayLike, k: int, candidates: npt.ArrayLike | None = None
    ) -> tuple[IndexArray, FloatArray]:
        """The ``k`` rows (among ``candidates``, if given) most similar to ``query``.

        Returns ``(positions, scores)`` sorted by decreasing score, ties broken by the lower
        position, so results are deterministic; fewer than ``k`` when fewer rows are
        searched. Duplicate candidates count once.
        """
        k = check_k(k)
        vector = check_query(query, self.dimension)
        if candidates is None:
            return top_k(self._all_scores(vector), k)
        positions = np.unique(check_positions(candidates, len(self)))
        return top_k(dot_scores(self._matrix[positions], vector), k, positions)

    def save(self, path: str | os.PathLike[str]) -> Path:
        """Write the matrix to ``path`` as ``.npy``, atomically (temp file, then rename)."""
        target = Path(path)
        try:
            with atomic_file(target, "wb") as stream:
                np.save(stream, np.ascontiguousarray(self._matrix), allow_pickle=False)
        except OSError as exc:
            raise StoreError(f"cannot write embedding matrix {target}: {exc}") from exc
        return target

    @classmethod
    def load(
        cls, path: str | os.PathLike[str], *, mmap: bool = True, check_finite: bool = True
    ) -> InMemoryVectorStore:
        """Read a matrix written by :meth:`save`; memory-mapped read-only unless ``mmap=False``."""
        source = Path(path)
        mapping: MappedFile | None = None
        try:
            array = np.load(source, mmap_mode="r" if mmap else None, allow_pickle=False)
            if isinstance(array, np.memmap):
                array, mapping = MappedFile.open(source, array)
        except (OSError, ValueError) as exc:
            raise StoreError(f"cannot read embedding matrix {source}: {exc}") from exc
        if not isinstance(array, np.ndarray) or array.ndim != 2 or array.dtype != np.float32:
            what = (
                f"a float32 array of shape {array.shape} and type {array.dtype}"
                if isinstance(array, np.ndarray)
                else type(array).__name__
            )
            raise StoreError(
                f"{source} is not an embedding matrix (expected a 2-D float32 array, got {what})"
            )
        try:
            if check_finite and mapping is not None:
                # read from the file, not through the map: the rows checked do not stay
                # resident in this process (a 1M x 64 matrix is 245 MiB)
                _check_finite_file(source, array, mapping.offset)
                check_finite = False
            store = cls(array, check_finite=check_finite)
            store._mapping = mapping
            return store
        except EmbeddingError as exc:
            raise StoreError(f"{source}: {exc}") from exc
        except OSError as exc:
            raise StoreError(f"cannot read embedding matrix {source}: {exc}") from exc


#: Bytes of a matrix file checked at a time.
_CHECK_BYTES = 16 << 20


def _check_finite_file(source: Path, array: FloatArray, offset: int) -> None:
    """Raise :class:`EmbeddingError` (as the in-memory check words it) when a row of the
    memory-mapped ``array`` stored in ``source`` from byte ``offset`` holds a NaN or an infinite value, reading
    the file in blocks of about ``_CHECK_BYTES``."""
    rows, columns = array.shape
    step = max(1, _CHECK_BYTES // max(1, columns * array.itemsize))
    with open(source, "rb") as stream:
        stream.seek(offset)
        for start in range(0, rows, step):
            count = min(step, rows - start)
            block = np.fromfile(stream, dtype=array.dtype, count=count * columns)
            if len(block) != count * columns:
                raise EmbeddingError(
                    f"vectors: the file ends at row {start + len(block) // columns}"
                )
            finite = np.isfinite(block.reshape(count, columns)).all(axis=1)
            if not finite.all():
                row = start + int(np.flatnonzero(~finite)[0])
                raise EmbeddingError(f"vectors: row {row} has a NaN or infinite value")


def as_vector_store(vectors: VectorStore | npt.ArrayLike) -> VectorStore:
    """``vectors`` itself when it is a :class:`VectorStore`, else an in-memory store of it."""
    if isinstance(vectors, VectorStore):
        return vectors
    return InMemoryVectorStore(vectors)


def all_rows(vectors: VectorStore | npt.ArrayLike) -> FloatArray:
    """Every row of ``vectors`` (a store or an array) as one float32 ``(n, d)`` matrix.

    Free for an in-memory store or an array; any other store fetches all its rows.
    """
    if isinstance(vectors, InMemoryVectorStore):
        return vectors.matrix
    if isinstance(vectors, VectorStore):
        return vectors.vectors(np.arange(len(vectors), dtype=np.int64))
    matrix = np.asarray(vectors, dtype=np.float32)
    if matrix.ndim != 2:
        raise EmbeddingError(f"vectors: expected a 2-D (n, d) array, got shape {matrix.shape}")
    return matrix


def into_memory(vectors: VectorStore) -> InMemoryVectorStore:
    """Every row of ``vectors`` fetched once into an in-memory store; the source is closed."""
    matrix = InMemoryVectorStore(all_rows(vectors), check_finite=False)
    close = getattr(vectors, "close", None)
    if close is not None:
        close()
    return matrix
