"""BLAS on one thread for a window, given back when its last holder leaves."""

from __future__ import annotations

import threading

from threadpoolctl import threadpool_info, threadpool_limits

from graphpaths.blas_threads import _OneBlasThread, one_blas_thread


def blas_threads() -> set[int]:
    return {lib["num_threads"] for lib in threadpool_info() if lib["user_api"] == "blas"}


def test_the_window_holds_blas_to_one_thread_and_gives_the_limit_back() -> None:
    with threadpool_limits(limits=2, user_api="blas"):
        assert blas_threads() == {2}
        with one_blas_thread():
            assert blas_threads() == {1}
            with one_blas_thread():  # nested: still one, still held after it
                assert blas_threads() == {1}
            assert blas_threads() == {1}
        assert blas_threads() == {2}


def test_an_error_inside_gives_the_limit_back() -> None:
    with threadpool_limits(limits=2, user_api="blas"):
        try:
            with one_blas_thread():
                raise KeyError("inside")
        except KeyError:
            pass
        assert blas_threads() == {2}


class FakeBlas:
    """A BLAS library's controller that keeps its thread count (OpenBLAS may ignore a
    count set from a thread other than the main one: the window's counting is tested here)."""

    def __init__(self, threads: int) -> None:
        self.num_threads = threads

    def set_num_threads(self, threads: int) -> None:
        self.num_threads = threads


def test_holders_on_two_threads_give_it_back_when_the_last_leaves() -> None:
    lib = FakeBlas(4)
    window = _OneBlasThread([lib])
    entered, release = threading.Event(), threading.Event()
    seen: list[int] = []

    def hold() -> None:
        with window.held():
            entered.set()
            release.wait(timeout=5.0)

    other = threading.Thread(target=hold)
    other.start()
    assert entered.wait(timeout=5.0)
    with window.held():
        seen.append(lib.num_threads)
    seen.append(lib.num_threads)  # the other thread still holds the window
    release.set()
    other.join()
    seen.append(lib.num_threads)
    assert seen == [1, 1, 4]
