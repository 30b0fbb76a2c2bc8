"""One BLAS thread while a question's model call runs beside the caller's own NumPy work.

DotRAG reads a question while ONNX Runtime embeds it on its own thread pool
(``DotRAG._read_question``). NumPy's BLAS (OpenBLAS) then starts threads of its own for the
reading's matrix products, and on a small machine the two pools take the same cores from
each other: the question waits longer than either alone. :func:`one_blas_thread` holds BLAS
to one thread for that window only and gives back the limits it found when the last
holder leaves (holders on several threads count; nested ones too). BLAS products on one
thread give the same values here (``benchmarks/results/latency-kgqa-s19-blas58.json``:
every row equal on the 64 kgqa sets and MetaQA dev); the limits are the process's, so
another thread's BLAS work runs on one thread during the window too. The BLAS libraries
are found once, on first use (`threadpoolctl`), not at import. threadpoolctl (3.8) lets
only the first thread that sets OpenBLAS's count set it again while that thread lives, and
ignores the others without a word: after a window on one thread, a window on another (the
main thread's, then ``DotRAG.aretrieve``'s asyncio worker's, or the reverse) changes
nothing, answers included (``benchmarks/results/async59/``).

Example:
    >>> from threadpoolctl import threadpool_info
    >>> def blas_threads():
    ...     return {lib["num_threads"] for lib in threadpool_info() if lib["user_api"] == "blas"}
    >>> with one_blas_thread():
    ...     inside = blas_threads()
    >>> inside <= {1}
    True
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator
from typing import Any

from threadpoolctl import ThreadpoolController

__all__ = ["one_blas_thread"]


class _OneBlasThread:
    """The window's holders, counted under a lock: the first sets BLAS to one thread, the
    last gives back what the first found."""

    def __init__(self, blas: list[Any] | None = None) -> None:
        self._lock = threading.Lock()
        self._holders = 0
        #: threadpoolctl's controllers of the loaded BLAS libraries, found on first use
        self._blas = blas
        self._found: list[tuple[Any, int]] = []

    @contextlib.contextmanager
    def held(self) -> Iterator[None]:
        self._enter()
        try:
            yield
        finally:
            self._leave()

    def _enter(self) -> None:
        with self._lock:
            if self._holders == 0:
                if self._blas is None:
                    self._blas = ThreadpoolController().select(user_api="blas").lib_controllers
                self._found = [(lib, lib.num_threads) for lib in self._blas]
                for lib, _ in self._found:
                    lib.set_num_threads(1)
            self._holders += 1

    def _leave(self) -> None:
        with self._lock:
            self._holders -= 1
            if self._holders == 0:
                for lib, threads in self._found:
                    lib.set_num_threads(threads)
                self._found = []


_WINDOW = _OneBlasThread()


def one_blas_thread() -> contextlib.AbstractContextManager[None]:
    """A context in which NumPy's BLAS runs on one thread (see the module's docstring)."""
    return _WINDOW.held()
