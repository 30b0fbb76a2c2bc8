"""The exception tree of graphpaths.

Every error the library raises on purpose derives from :class:`GraphPathsError`,
so callers can catch the whole family with one ``except`` clause while the
subclasses keep the built-in base a caller would expect (``KeyError`` for an
unknown id, ``ValueError`` for malformed input).
"""

from __future__ import annotations

__all__ = [
    "ConfigError",
    "EmbeddingError",
    "GraphFormatError",
    "GraphPathsError",
    "IndexFormatError",
    "NodeNotFoundError",
    "StoreError",
    "TypeNotFoundError",
]


class GraphPathsError(Exception):
    """Base class of every error raised by graphpaths."""


class _KeyLookupError(GraphPathsError, KeyError):
    # KeyError.__str__ wraps the message in quotes; keep it readable.
    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""


class NodeNotFoundError(_KeyLookupError):
    """An entity (or corpus node) id or index is not in the graph."""


class TypeNotFoundError(_KeyLookupError):
    """An entity type name or index is not in the graph."""


class GraphFormatError(GraphPathsError, ValueError):
    """An input file or object cannot be read as a graph.

    The message names the file and line (or the field) and what was wrong.
    """

    def __init__(self, message: str, *, path: str | None = None, line: int | None = None) -> None:
        where = ""
        if path is not None:
            where = f"{path}:{line}: " if line is not None else f"{path}: "
        super().__init__(where + message)
        self.path = path
        self.line = line


class ConfigError(GraphPathsError, ValueError):
    """A configuration field has an invalid value; the message names the field."""


class IndexFormatError(GraphPathsError):
    """An index directory is missing, incomplete (an interrupted build) or corrupt."""


class StoreError(GraphPathsError):
    """The vector store cannot be opened, read or written."""


class EmbeddingError(GraphPathsError):
    """An embedding model cannot be loaded or returned unusable vectors."""
