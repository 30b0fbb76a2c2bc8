"""LangChain filters: the ``filter`` of ``search_kwargs`` is a graphpaths filter dict.

LangChain vector-store retrievers take a metadata filter in their ``search_kwargs``
(``vectorstore.as_retriever(search_kwargs={"k": 4, "filter": {...}})``) or per call
(``retriever.invoke(q, filter={...})``), in the Chroma/Mongo ``where`` style that
:mod:`graphpaths.filters` speaks, so it passes through unchanged and is checked here.
:func:`search_filter` reads it from ``search_kwargs``; :func:`check_filter` checks a value.

Example:
    >>> search_filter({"k": 4, "filter": {"tenant": {"$in": ["acme", "globex"]}}})
    Filter({"$and":[{"tenant":{"$in":["acme","globex"]}}]})
    >>> search_filter({"k": 4}) is None
    True
    >>> check_filter(lambda metadata: True)
    Traceback (most recent call last):
    ...
    graphpaths.errors.FilterError: search_kwargs["filter"]: expected a dict in the graphpaths filter language (e.g. {"tenant": "acme"}), got a function
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from graphpaths.errors import FilterError
from graphpaths.filters import Filter

__all__ = ["check_filter", "search_filter"]

_NAME = 'search_kwargs["filter"]'


def check_filter(value: Any, *, name: str = _NAME) -> Filter | None:
    """``value`` (a filter dict, a :class:`~graphpaths.filters.Filter` or ``None``) as a
    checked filter; errors name ``name`` and the place inside the filter."""
    if value is None or isinstance(value, Filter):
        return value
    if not isinstance(value, Mapping):
        what = "a function" if callable(value) else repr(value)
        raise FilterError(
            f"{name}: expected a dict in the graphpaths filter language "
            f'(e.g. {{"tenant": "acme"}}), got {what}'
        )
    return Filter.parse(value, name=name)


def search_filter(search_kwargs: Mapping[str, Any] | None) -> Filter | None:
    """The checked ``filter`` of LangChain ``search_kwargs`` (None when there is none)."""
    if not search_kwargs:
        return None
    return check_filter(search_kwargs.get("filter"))
