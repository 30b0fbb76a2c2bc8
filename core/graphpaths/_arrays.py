"""Small NumPy helpers shared by the retrievers (internal).

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

__all__ = ["csr_positions"]


def csr_positions(indptr: npt.NDArray[Any], rows: npt.NDArray[Any]) -> npt.NDArray[np.int64]:
    """Positions in a CSR data array covered by ``rows``, row after row (int64).

    One ``arange`` shifted per row: each row's run starts at its ``indptr`` entry, and
    subtracting the running total of the earlier rows' lengths lines the runs up.
    """
    rows = np.asarray(rows, np.int64)
    starts = np.asarray(indptr[rows], np.int64)
    counts = np.asarray(indptr[rows + 1], np.int64) - starts
    total = int(counts.sum())
    if total == 0:
        return np.zeros(0, np.int64)
    shift = starts - (np.cumsum(counts) - counts)
    return np.repeat(shift, counts) + np.arange(total, dtype=np.int64)
