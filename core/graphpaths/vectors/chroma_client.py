"""Connecting to Chroma, and turning its failures into :class:`~graphpaths.errors.StoreError`.

Shared by the writing and the reading side of :mod:`graphpaths.vectors.chroma`: where a
store lives (:class:`ChromaConfig`: an embedded directory or a ``chroma run`` server),
opening its client, reading the client's batch limit, finding a collection and checking that
it is in the cosine space. ``chromadb`` is imported
only when a client is opened.

Example:
    >>> ChromaConfig(host="127.0.0.1", port=8123).location
    '127.0.0.1:8123'
"""

from __future__ import annotations

import re
import warnings
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from graphpaths.errors import ConfigError, StoreError
from graphpaths.validation import check_int

if TYPE_CHECKING:
    from chromadb.api import ClientAPI
    from chromadb.api.models.Collection import Collection

__all__ = [
    "ChromaConfig",
    "check_space",
    "chroma_errors",
    "find_collection",
    "max_batch_size",
    "open_client",
    "quiet_chroma",
    "release_client",
]

# Chroma collection names: 3-512 of [a-zA-Z0-9._-], starting and ending alphanumeric.
_PREFIX_RE = re.compile(r"^[A-Za-z0-9](?:[A-Za-z0-9._-]{0,490}[A-Za-z0-9])?$")
#: Records per call when the server does not say.
_FALLBACK_BATCH = 5000


@dataclass(frozen=True, kw_only=True)
class ChromaConfig:
    """Where a Chroma store lives: a local ``path`` or a server ``host``:``port``."""

    path: str | None = None
    host: str | None = None
    port: int = 8000
    ssl: bool = False
    prefix: str = "graphpaths"

    def __post_init__(self) -> None:
        if self.host is None and not self.path:
            raise ConfigError("path: a Chroma directory is required when no host is given")
        if self.host is not None and self.path is not None:
            raise ConfigError(
                f"path: give either path ({self.path!r}) or host ({self.host!r}), not both"
            )
        if self.host is not None and not self.host.strip():
            raise ConfigError("host: expected a host name, got ''")
        check_int(None, "port", self.port, low=1, high=65535)
        if not isinstance(self.prefix, str) or not _PREFIX_RE.match(self.prefix):
            raise ConfigError(
                f"prefix: expected letters, digits, '.', '_' or '-' (starting and ending with a "
                f"letter or digit), got {self.prefix!r}"
            )

    @property
    def location(self) -> str:
        """``host:port`` or the path, for messages."""
        return f"{self.host}:{self.port}" if self.host is not None else str(self.path)


def open_client(config: ChromaConfig) -> ClientAPI:
    """A ``chromadb.HttpClient`` (with a host) or ``PersistentClient`` for ``config``.

    Raises StoreError naming the path or ``host:port`` when Chroma cannot be opened.
    """
    try:
        import chromadb
        from chromadb.config import Settings
        from chromadb.errors import ChromaError
    except ImportError as exc:
        raise StoreError(f"chromadb is not installed: {exc}") from exc
    settings = Settings(anonymized_telemetry=False)
    if config.host is not None:
        try:
            return chromadb.HttpClient(
                host=config.host, port=config.port, ssl=config.ssl, settings=settings
            )
        except (ChromaError, ValueError, OSError) as exc:
            raise StoreError(f"cannot reach the Chroma server at {config.location}: {exc}") from exc
    path = Path(str(config.path))
    if path.exists() and not path.is_dir():
        raise StoreError(f"cannot open a Chroma database at {path}: it is not a directory")
    try:
        return chromadb.PersistentClient(path=str(path), settings=settings)
    except (ChromaError, ValueError, OSError, RuntimeError) as exc:
        raise StoreError(f"cannot open a Chroma database at {path}: {exc}") from exc


def release_client(client: ClientAPI) -> None:
    """Close ``client`` (an embedded one releases its database files once its last user
    closes it; Chroma counts them). Idempotent; clients without ``close`` are left alone."""
    close = getattr(client, "close", None)
    if close is not None:
        close()


@contextmanager
def quiet_chroma() -> Iterator[None]:
    """Silence Chroma's warning about ``embedding_function=None``.

    Chroma 1.5 records it as a "legacy" function and warns on every access; passing None is
    deliberate (our own embedders make every vector).
    """
    with warnings.catch_warnings():
        warnings.filterwarnings(
            "ignore", message="legacy embedding function config", category=DeprecationWarning
        )
        yield


@contextmanager
def chroma_errors(location: str, what: str) -> Iterator[None]:
    """Re-raise Chroma's failures inside the block as ``StoreError("{location}: {what}: ...")``.

    Covers Chroma's own errors, bad arguments it reports as ``ValueError``, disk errors and,
    for a server, failed HTTP requests (``httpx``: refused connection, timeout).
    """
    import httpx
    from chromadb.errors import ChromaError

    try:
        with quiet_chroma():
            yield
    except httpx.HTTPError as exc:
        raise StoreError(f"{location}: {what}: the Chroma server did not answer: {exc}") from exc
    except (ChromaError, ValueError, OSError) as exc:
        raise StoreError(f"{location}: {what}: {exc}") from exc


def max_batch_size(client: ClientAPI, location: str) -> int:
    """The most records ``client`` takes in one call."""
    with chroma_errors(location, "cannot read the maximum batch size"):
        size = int(client.get_max_batch_size())
    return size if size > 0 else _FALLBACK_BATCH  # servers that do not say answer -1


def find_collection(client: ClientAPI, name: str, location: str) -> Collection | None:
    """The collection ``name`` (checked to be in the cosine space), or None if it is absent."""
    import httpx
    from chromadb.errors import ChromaError, NotFoundError

    try:
        with quiet_chroma():
            collection = client.get_collection(name, embedding_function=None)
    except NotFoundError:
        return None
    except httpx.HTTPError as exc:
        raise StoreError(
            f"{location}: cannot open collection {name!r}: the Chroma server did not answer: {exc}"
        ) from exc
    except (ChromaError, ValueError, OSError) as exc:
        # Older servers report a missing collection as a ValueError.
        if "does not exist" in str(exc):
            return None
        raise StoreError(f"{location}: cannot open collection {name!r}: {exc}") from exc
    check_space(collection, location)
    return collection


def check_space(collection: Collection, location: str) -> None:
    """Raise StoreError unless ``collection`` measures cosine distance (or does not say)."""
    with quiet_chroma():
        configuration = getattr(collection, "configuration", None) or {}
    hnsw = configuration.get("hnsw") if isinstance(configuration, Mapping) else None
    space = hnsw.get("space") if isinstance(hnsw, Mapping) else None
    if space is not None and space != "cosine":
        raise StoreError(
            f"{location}: collection {collection.name!r} uses the {space!r} space, not cosine; "
            "drop it and sync again"
        )
