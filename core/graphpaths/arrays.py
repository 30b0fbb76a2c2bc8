"""Small NumPy helpers shared by the retrievers, the reachability map and the benchmarks
package (public: its gold sets walk the same CSR layout).

Example:
    >>> import numpy as np
    >>> indptr = np.array([0, 2, 2, 5])  # row 0: data[0:2], row 1: empty, row 2: data[2:5]
    >>> csr_positions(indptr, np.array([2, 0])).tolist()
    [2, 3, 4, 0, 1]
"""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt

__all__ = ["csr_positions", "run_positions"]


def csr_positions(
    indptr: npt.NDArray[Any], rows: npt.NDArray[Any]
) -> npt.NDArray[np.signedinteger[Any]]:
    """Positions in a CSR data array covered by ``rows``, row after row.

    int32 when the data array is short enough (it halves the memory traffic), else int64.
    One ``arange`` shifted per row: each row's run starts at its ``indptr`` entry, and
    subtracting the running total of the earlier rows' lengths lines the runs up.
    """
    rows = np.asarray(rows)
    starts = np.asarray(indptr[rows], np.int64)
    counts = np.asarray(indptr[rows + 1], np.int64) - starts
    dtype = np.int32 if len(indptr) == 0 or int(indptr[-1]) < 2**31 else np.int64
    return run_positions(starts, counts, dtype)


def run_positions(
    starts: npt.NDArray[Any], counts: npt.NDArray[Any], dtype: Any = np.int64
) -> npt.NDArray[np.signedinteger[Any]]:
    """Positions of the runs ``starts[k] .. starts[k] + counts[k]``, run after run, in
    ``dtype``.

    Example:
        >>> run_positions(np.array([5, 0]), np.array([2, 3])).tolist()
        [5, 6, 0, 1, 2]
    """
    total = int(counts.sum())
    if total == 0:
        return np.zeros(0, dtype)
    shift = (np.asarray(starts, np.int64) - (np.cumsum(counts) - counts)).astype(dtype)
    return np.repeat(shift, counts) + np.arange(total, dtype=dtype)
