"""Argument checks shared by the whole library: one wording for every "expected ..., got ...".

Each check returns the value it accepted (normalised: an ``int``, a ``float``, a ``str``)
or raises an error naming where the value came from (``owner.name``, or ``name`` alone)
and the value itself. Settings raise :class:`~graphpaths.errors.ConfigError` (the
default); a value passed at call time is checked with ``error=InputError``; a query with
:func:`check_query`, which raises :class:`~graphpaths.errors.QueryError`.

Example:
    >>> check_int("DotRAGConfig", "seed_k", 40)
    40
    >>> check_int("DotRAGConfig", "seed_k", 0)
    Traceback (most recent call last):
    ...
    graphpaths.errors.ConfigError: DotRAGConfig.seed_k: expected an integer >= 1, got 0
    >>> check_number(None, "alpha", 0.2, low=0.0, high=1.0)
    0.2
    >>> check_query("who directed Kismet?")
    'who directed Kismet?'
    >>> check_query(b"\\xff\\xfe".decode("utf-8", "surrogateescape"))
    Traceback (most recent call last):
    ...
    graphpaths.errors.QueryError: query: not valid text: character 1 of 2 is '\\udcff', ...
"""

from __future__ import annotations

import math
from collections.abc import Collection

import numpy as np

from graphpaths.errors import ConfigError, GraphPathsError, QueryError

__all__ = ["check_choice", "check_int", "check_number", "check_query"]


def _where(owner: str | None, name: str) -> str:
    return f"{owner}.{name}" if owner else name


def check_int(
    owner: str | None,
    name: str,
    value: object,
    *,
    low: int | None = 1,
    high: int | None = None,
    error: type[GraphPathsError] = ConfigError,
) -> int:
    """``value`` as an ``int`` in ``[low, high]`` (``None``: unbounded); ``bool`` is refused.

    NumPy integers are accepted. Raises ``error`` naming ``owner.name`` and the value.
    """
    if isinstance(value, int | np.integer) and not isinstance(value, bool):
        number = int(value)
        if (low is None or number >= low) and (high is None or number <= high):
            return number
    if low is not None and high is not None:
        wanted = f"an integer in {low}..{high}"
    elif low is not None:
        wanted = f"an integer >= {low}"
    elif high is not None:
        wanted = f"an integer <= {high}"
    else:
        wanted = "an integer"
    raise error(f"{_where(owner, name)}: expected {wanted}, got {value!r}")


def check_number(
    owner: str | None,
    name: str,
    value: object,
    *,
    low: float = -math.inf,
    high: float = math.inf,
    low_open: bool = False,
    finite: bool = True,
    error: type[GraphPathsError] = ConfigError,
) -> float:
    """``value`` as a ``float`` in ``[low, high]`` (``(low, high]`` with ``low_open``).

    ``bool`` and NaN are refused, and so are infinities unless ``finite=False`` (then
    ``high=math.inf`` admits ``inf``). Raises ``error`` naming ``owner.name`` and the value.
    """
    if isinstance(value, int | float | np.integer | np.floating) and not isinstance(value, bool):
        number = float(value)
        above = number > low if low_open else number >= low
        if (
            not math.isnan(number)
            and (math.isfinite(number) or not finite)
            and above
            and number <= high
        ):
            return number
    opening, sign = ("(", ">") if low_open else ("[", ">=")
    if low > -math.inf and high < math.inf:
        bound = f" in {opening}{low:g}, {high:g}]"
    elif low > -math.inf:
        bound = f" {sign} {low:g}"
    elif high < math.inf:
        bound = f" <= {high:g}"
    else:
        bound = ""
    wanted = f"a finite number{bound}" if finite else f"a number{bound} (inf allowed)"
    raise error(f"{_where(owner, name)}: expected {wanted}, got {value!r}")


def check_choice(
    owner: str | None,
    name: str,
    value: object,
    choices: Collection[str],
    *,
    error: type[GraphPathsError] = ConfigError,
) -> str:
    """``value`` if it is one of ``choices`` (listed in the error, in their order)."""
    if isinstance(value, str) and value in choices:
        return value
    raise error(f"{_where(owner, name)}: expected one of {', '.join(choices)}, got {value!r}")


def check_query(query: object, *, name: str = "query") -> str:
    """``query`` if it is usable text: a ``str`` with some non-blank character, encodable
    as UTF-8; else a :class:`~graphpaths.errors.QueryError` saying what is wrong.

    A ``str`` that cannot be encoded holds lone surrogates: bytes that were not UTF-8,
    e.g. a shell argument in another encoding, which Python keeps as ``'\\udcff'``.
    """
    if not isinstance(query, str):
        what = type(query).__name__
        hint = " (decode it first: query.decode('utf-8'))" if isinstance(query, bytes) else ""
        raise QueryError(f"{name}: expected a str, got {what}{hint}")
    if not query.strip():
        raise QueryError(f"{name}: expected a question with some text, got {query!r}")
    try:
        query.encode("utf-8")
    except UnicodeEncodeError as err:
        bad = query[err.start]
        raise QueryError(
            f"{name}: not valid text: character {err.start + 1} of {len(query)} is {bad!r}, "
            "a byte that was not UTF-8 (e.g. a shell argument in another encoding); "
            "pass UTF-8 text"
        ) from None
    return query
