"""A real ``chroma run`` server on 127.0.0.1 and a free port, for the tests that need one."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

CHROMA = Path(sys.executable).parent / "chroma"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


@contextmanager
def running_chroma(folder: Path) -> Iterator[int]:
    """Start ``chroma run`` with its data in ``folder``; yields the port, stops it after.

    Skips the test when the ``chroma`` command is not installed beside the interpreter.
    """
    if not CHROMA.exists():
        pytest.skip(f"the chroma server command is not installed at {CHROMA}")
    port = free_port()
    folder.mkdir(parents=True, exist_ok=True)
    log_path = folder / "chroma.log"
    log = open(log_path, "wb")  # noqa: SIM115
    process = subprocess.Popen(
        [
            str(CHROMA),
            "run",
            "--path",
            str(folder / "db"),
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
        ],
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                    break
            except OSError:
                if process.poll() is not None or time.monotonic() > deadline:
                    pytest.fail(f"chroma server did not start: {log_path.read_text()[-2000:]}")
                time.sleep(0.2)
        yield port
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=10)
        log.close()
