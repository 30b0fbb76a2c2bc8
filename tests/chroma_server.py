"""A real ``chroma run`` server on 127.0.0.1 and a free port, for the tests that need one.

:class:`ChromaServer` can be stopped and started again on the same port and data directory
(a server that went away and came back); :func:`running_chroma` starts one for a block.
"""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO

import pytest

CHROMA = Path(sys.executable).parent / "chroma"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


class ServerProcess:
    """A server process on 127.0.0.1:``port`` (a free one) logging into ``folder``; a
    subclass says how to launch it (:meth:`command`) and when it is ready (:meth:`ready`).
    It can be stopped and started again on the same port."""

    name = "server"

    def __init__(self, folder: Path, port: int | None = None) -> None:
        self.folder = folder
        self.port = port if port is not None else free_port()
        self._process: subprocess.Popen[bytes] | None = None
        self._log: IO[bytes] | None = None

    @property
    def log_path(self) -> Path:
        return self.folder / f"{self.name}.log"

    def command(self) -> list[str]:
        raise NotImplementedError

    def ready(self) -> bool:
        """Whether the server accepts connections."""
        with socket.create_connection(("127.0.0.1", self.port), timeout=0.5):
            return True

    def start(self, timeout: float = 120.0) -> None:
        """Start the server and wait until it is ready (fails the test if not)."""
        self.folder.mkdir(parents=True, exist_ok=True)
        self._log = open(self.log_path, "ab")  # noqa: SIM115
        self._process = subprocess.Popen(self.command(), stdout=self._log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + timeout
        while True:
            try:
                if self.ready():
                    return
            except OSError:
                pass
            if self._process.poll() is not None or time.monotonic() > deadline:
                self.stop()
                pytest.fail(f"{self.name} did not start: {self.log_path.read_text()[-2000:]}")
            time.sleep(0.2)

    def stop(self) -> None:
        """Stop the server (terminate, then kill after 10 s). Idempotent."""
        process, self._process = self._process, None
        if process is not None:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(timeout=10)
        if self._log is not None:
            self._log.close()
            self._log = None


class ChromaServer(ServerProcess):
    """``chroma run`` with its data in ``folder / "db"`` on 127.0.0.1:``port`` (a free one).

    Skips the test when the ``chroma`` command is not installed beside the interpreter.
    """

    name = "chroma"

    def __init__(self, folder: Path, port: int | None = None) -> None:
        if not CHROMA.exists():
            pytest.skip(f"the chroma server command is not installed at {CHROMA}")
        super().__init__(folder, port)

    def command(self) -> list[str]:
        return [
            str(CHROMA),
            "run",
            "--path",
            str(self.folder / "db"),
            "--host",
            "127.0.0.1",
            "--port",
            str(self.port),
        ]


@contextmanager
def running_chroma(folder: Path) -> Iterator[int]:
    """Start ``chroma run`` with its data in ``folder``; yields the port, stops it after."""
    server = ChromaServer(folder)
    server.start()
    try:
        yield server.port
    finally:
        server.stop()
