"""The exception tree of graphpaths.

Every error the library raises on purpose derives from :class:`GraphPathsError`,
so callers can catch the whole family with one ``except`` clause while the
subclasses keep the built-in base a caller would expect (``KeyError`` for an
unknown id, ``ValueError`` for malformed input)::

    GraphPathsError
    ├── ConfigError          a setting is invalid: a config field, a constructor argument or
    │   │                    collaborator, the choice of what to run (methods, backends)
    │   └── FilterError      a filter (``retrieve(..., filter=...)``) is not valid
    ├── InputError           what a call works on is invalid: the data given or read (texts,
    │                        vectors, files) or a per-call value (k, hops, a split name)
    │   ├── QueryError       the query is not usable text (empty, not a str, not UTF-8)
    │   ├── GraphFormatError a file or object cannot be read as a graph
    │   └── LexiconError     a lexicon file or value (the words for labels and types) is invalid
    ├── NodeNotFoundError    an entity or node id is unknown   (also a KeyError)
    ├── TypeNotFoundError    an entity type is unknown         (also a KeyError)
    ├── IndexFormatError     an index directory is missing, incomplete or corrupt
    ├── IndexWriteError      an index cannot be written: a read-only folder, a full disk
    │   ├── IndexLockedError another process held the index's writer lock too long
    │   └── StaleIndexError  the index moved on from the revision a writer started from
    ├── StoreError           a store (the vector store, a graph database) cannot be reached,
    │                        opened, read or written; the message names it and the operation
    ├── EmbeddingError       an embedding model cannot be loaded or gave unusable vectors
    ├── LLMError             a language-model call failed
    │   └── LLMBudgetError   the query's LLM budget (calls, tokens, seconds) ran out
    ├── LLMAnswerError       an LLM's answer is not valid
    └── ScriptExhaustedError a ScriptedLLM ran out of answers

Messages name the field, argument, file or line and the value that was wrong.

Example:
    >>> from graphpaths.validation import check_query
    >>> try:
    ...     check_query("   ")
    ... except InputError as err:
    ...     print(type(err).__name__, err)
    QueryError query: expected a question with some text, got '   '
"""

from __future__ import annotations

__all__ = [
    "ConfigError",
    "EmbeddingError",
    "FilterError",
    "GraphFormatError",
    "GraphPathsError",
    "IndexFormatError",
    "IndexLockedError",
    "IndexWriteError",
    "InputError",
    "LLMAnswerError",
    "LLMBudgetError",
    "LLMCacheMissError",
    "LLMError",
    "LexiconError",
    "MissingDependencyError",
    "NodeNotFoundError",
    "QueryError",
    "ScriptExhaustedError",
    "StaleIndexError",
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


class ConfigError(GraphPathsError, ValueError):
    """A setting is invalid: a config field or a constructor argument; the message names it.

    Values passed to a call (a query, ``k``, vectors) and data read from files raise
    :class:`InputError` instead.
    """


class FilterError(ConfigError):
    """A filter is not valid; the message names the place in the filter and the value,
    e.g. ``filter["$and"][1]["year"]: unknown operator '$gtt'``."""


class InputError(GraphPathsError, ValueError):
    """A value passed at call time, or data read, is invalid; the message names it and why."""


class QueryError(InputError):
    """A query is not usable text: not a ``str``, empty, or not encodable as UTF-8."""


class GraphFormatError(InputError):
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


class LexiconError(InputError):
    """A graph lexicon (a user's file, a stored one, or the values given) is invalid; the
    message names the file, the key and the value."""


class MissingDependencyError(GraphPathsError, ImportError):
    """An optional dependency is not installed; the message names what to install.

    Raised by ``graphpaths eval|bench|data|report`` without the benchmarks package
    (:mod:`graphpaths.cli.plugins`) and by that package for a missing extra. It is an
    :class:`ImportError` too, so code that guards an optional import with
    ``except ImportError`` keeps working.
    """


class IndexFormatError(GraphPathsError):
    """An index directory is missing, incomplete (an interrupted build) or corrupt."""


class IndexWriteError(GraphPathsError):
    """An index cannot be updated or built: the file system refused a write (a read-only
    folder, a full disk: the message names the index and the file), or another writer is in
    the way (the subclasses). Nothing was published: the previous revision stays loadable."""


class IndexLockedError(IndexWriteError):
    """Another writer (a process, or another open index of this one) held the index's writer
    lock for longer than ``lock_timeout``; the message names it (pid and host)."""


class StaleIndexError(IndexWriteError):
    """A writer was about to publish over a revision it did not start from: the index moved
    on meanwhile. The message names both revisions; nothing was published.

    Attributes:
        path: The index directory.
        expected: The revision the writer started from (or was told to expect).
        found: The revision the index is at now.
    """

    def __init__(self, message: str, *, path: str, expected: int, found: int) -> None:
        super().__init__(message)
        self.path = path
        self.expected = expected
        self.found = found


class StoreError(GraphPathsError):
    """A store cannot be reached, opened, read or written: the vector store (Chroma) or a
    graph database a source reads (:mod:`graphpaths.sources`). The message names the store
    (``host:port``, a path) and what was being done."""


class EmbeddingError(GraphPathsError):
    """An embedding model cannot be loaded or returned unusable vectors."""


class LLMError(GraphPathsError):
    """A language-model call failed: after its retries, or with an error not worth retrying.

    Attributes:
        url: The endpoint called, when known.
        status: The last HTTP status, or ``None`` (timeout, connection error, bad body).
        attempts: Requests sent for this call (1 + retries).
    """

    def __init__(
        self,
        message: str,
        *,
        url: str | None = None,
        status: int | None = None,
        attempts: int = 1,
    ) -> None:
        super().__init__(message)
        self.url = url
        self.status = status
        self.attempts = attempts

    @property
    def retries(self) -> int:
        return max(0, self.attempts - 1)


class LLMBudgetError(LLMError):
    """A call was refused or cut short because the query's LLM budget ran out.

    An :class:`LLMError`, so code that falls back on LLM failures (DotRAG's
    :class:`~graphpaths.dotrag.llm.LLMPolicy`) falls back on it too.

    Attributes:
        limit: The limit that ran out: ``"calls"``, ``"tokens"`` or ``"seconds"``.
        attempts: Requests sent for this call (0: refused before sending).
    """

    def __init__(
        self,
        message: str,
        *,
        limit: str,
        url: str | None = None,
        status: int | None = None,
        attempts: int = 0,
    ) -> None:
        super().__init__(message, url=url, status=status, attempts=attempts)
        self.limit = limit


class LLMAnswerError(GraphPathsError, ValueError):
    """An LLM's answer is not valid JSON, or not a valid choice among the options offered.

    The message names the problem in words an LLM can act on (it is sent back in the retry).
    """


class LLMCacheMissError(GraphPathsError, LookupError):
    """A strict replay (:class:`~graphpaths.llm.CachedLLM`, ``mode="replay"``) was asked a
    request its cache file holds no answer for; the message names the file and the request.

    Not an :class:`LLMError` either: a replay that silently fell back to a deterministic
    policy would no longer replay the recorded run.
    """


class ScriptExhaustedError(GraphPathsError, RuntimeError):
    """A :class:`~graphpaths.llm.ScriptedLLM` was asked more often than its script answers.

    Deliberately not an :class:`LLMError`: code that falls back on LLM failures must not
    hide a test whose script is too short.
    """
