"""Cypher runners over the official drivers: FalkorDB (``falkordb``) and Bolt (``neo4j``:
Neo4j, Memgraph).

A runner runs one parameterised query, read-only (FalkorDB's ``GRAPH.RO_QUERY``; a Bolt
session in read access mode), and turns the driver's failures (refused connection,
timeout, an error the server answers) into :class:`~graphpaths.errors.StoreError`
naming ``host:port``, the graph or database and the operation. The drivers reconnect by
themselves, so a runner whose server went away answers again once it is back.

The drivers are optional: ``pip install 'graphpaths[falkordb]'`` or
``'graphpaths[neo4j]'``; a missing one is a :class:`~graphpaths.errors.MissingDependencyError`
naming the extra.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from graphpaths.errors import ConfigError, MissingDependencyError, StoreError

__all__ = ["BoltRunner", "FalkorDBRunner"]


class _Runner:
    """What both runners share: the store's name in errors."""

    _location: str

    @property
    def location(self) -> str:
        return self._location


class FalkorDBRunner(_Runner):
    """Read-only queries on the graph ``graph`` of a FalkorDB server (``falkordb`` client).

    ``client``: an existing ``falkordb.FalkorDB`` (else one is made for ``host:port``).
    """

    def __init__(
        self,
        host: str = "localhost",
        port: int = 6379,
        *,
        graph: str,
        username: str | None = None,
        password: str | None = None,
        timeout: float = 10.0,
        client: Any = None,
    ) -> None:
        if not isinstance(graph, str) or not graph:
            raise ConfigError(f"graph: expected the name of a FalkorDB graph, got {graph!r}")
        if isinstance(port, bool) or not isinstance(port, int) or not 0 < port < 65536:
            raise ConfigError(f"port: expected a TCP port, got {port!r}")
        self._location = f"{host}:{port}/{graph}"
        if client is None:
            try:
                from falkordb import FalkorDB
                from redis.exceptions import RedisError
            except ImportError as exc:
                raise MissingDependencyError(
                    f"the falkordb client is not installed ({exc}): "
                    "pip install 'graphpaths[falkordb]'"
                ) from exc
            try:  # the client asks the server what it is (standalone, sentinel, cluster)
                client = FalkorDB(
                    host=host,
                    port=port,
                    username=username,
                    password=password,
                    socket_timeout=timeout,
                    socket_connect_timeout=timeout,
                )
            except (RedisError, OSError) as exc:
                raise StoreError(f"FalkorDB at {self._location}: connecting: {exc}") from exc
        self._graph = client.select_graph(graph)

    def run(
        self, query: str, parameters: Mapping[str, Any], *, operation: str
    ) -> list[Sequence[Any]]:
        from redis.exceptions import RedisError

        try:
            result = self._graph.ro_query(query, dict(parameters))
        except (RedisError, OSError) as exc:
            raise StoreError(f"FalkorDB at {self._location}: {operation}: {exc}") from exc
        return [list(row) for row in result.result_set]

    def close(self) -> None:
        """Nothing to release: the client's connection pool closes with it."""


class BoltRunner(_Runner):
    """Read-only queries over Bolt (the ``neo4j`` driver): Neo4j, Memgraph.

    ``driver``: an existing driver (``neo4j.GraphDatabase.driver(...)``; else one is made
    for ``uri`` with ``auth``); ``database``: the database to read (the server's default
    when None).
    """

    def __init__(
        self,
        uri: str = "bolt://localhost:7687",
        *,
        auth: tuple[str, str] | None = None,
        database: str | None = None,
        timeout: float = 10.0,
        driver: Any = None,
    ) -> None:
        try:
            import neo4j
        except ImportError as exc:
            raise MissingDependencyError(
                f"the neo4j driver is not installed ({exc}): pip install 'graphpaths[neo4j]'"
            ) from exc
        if driver is None:
            try:
                driver = neo4j.GraphDatabase.driver(
                    uri,
                    auth=auth,
                    connection_timeout=timeout,
                    connection_acquisition_timeout=timeout,
                )
            except (neo4j.exceptions.GqlError, ValueError) as exc:
                raise ConfigError(f"uri: cannot make a Bolt driver for {uri!r}: {exc}") from exc
        self._driver = driver
        self._database = database
        self._read = neo4j.READ_ACCESS
        self._errors: tuple[type[BaseException], ...] = (neo4j.exceptions.GqlError, OSError)
        where = uri.split("://", 1)[-1].rstrip("/")
        self._location = f"{where}/{database}" if database else where

    def run(
        self, query: str, parameters: Mapping[str, Any], *, operation: str
    ) -> list[Sequence[Any]]:
        try:
            with self._driver.session(
                database=self._database, default_access_mode=self._read
            ) as session:
                return [list(record.values()) for record in session.run(query, dict(parameters))]
        except self._errors as exc:
            raise StoreError(f"Bolt server at {self._location}: {operation}: {exc}") from exc

    def close(self) -> None:
        self._driver.close()
