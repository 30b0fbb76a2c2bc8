"""LlamaIndex ``MetadataFilters`` as graphpaths filters (:mod:`graphpaths.filters`).

LlamaIndex retrievers take their metadata filters as
``llama_index.core.vector_stores.types.MetadataFilters``;
:func:`metadata_filters_to_filter` translates one into the graphpaths filter dict:

==============================  ================================
LlamaIndex                      graphpaths
==============================  ================================
``FilterOperator.EQ`` (``==``)  ``{"key": {"$eq": value}}``
``NE``, ``GT``, ``GTE``,        ``$ne``, ``$gt``, ``$gte``,
``LT``, ``LTE``                 ``$lt``, ``$lte``
``IN``, ``NIN`` (a list)        ``$in``, ``$nin``
``ExactMatchFilter``            ``$eq``
``FilterCondition.AND``/``OR``  ``$and``/``$or`` (nested ``MetadataFilters`` too)
==============================  ================================

Other operators (``ANY``, ``ALL``, ``CONTAINS``, ``TEXT_MATCH``, ``IS_EMPTY``...), the
``NOT`` condition and filters nested more than :data:`graphpaths.filters.MAX_DEPTH` levels
deep raise :class:`~graphpaths.errors.FilterError` naming the filter. One
difference in meaning, on purpose: graphpaths filters fail closed, so a node *without* the
key fails ``NE`` and ``NIN`` (LlamaIndex's in-memory store lets it pass).

Example:
    >>> from llama_index.core.vector_stores.types import (
    ...     FilterCondition, FilterOperator, MetadataFilter, MetadataFilters)
    >>> filters = MetadataFilters(filters=[
    ...     MetadataFilter(key="tenant", value="acme"),
    ...     MetadataFilters(condition=FilterCondition.OR, filters=[
    ...         MetadataFilter(key="year", value=2024, operator=FilterOperator.GTE),
    ...         MetadataFilter(key="source", value=["kb", "wiki"], operator=FilterOperator.IN),
    ...     ]),
    ... ])
    >>> metadata_filters_to_filter(filters)  # doctest: +NORMALIZE_WHITESPACE
    {'$and': [{'tenant': {'$eq': 'acme'}},
              {'$or': [{'year': {'$gte': 2024}}, {'source': {'$in': ['kb', 'wiki']}}]}]}
"""

from __future__ import annotations

from typing import Any

from graphpaths.errors import FilterError
from graphpaths.filters import MAX_DEPTH, Filter

__all__ = ["metadata_filters_to_filter"]

#: LlamaIndex operator value -> graphpaths operator.
OPERATORS: dict[str, str] = {
    "==": "$eq",
    "!=": "$ne",
    ">": "$gt",
    ">=": "$gte",
    "<": "$lt",
    "<=": "$lte",
    "in": "$in",
    "nin": "$nin",
}
_LISTS = ("$in", "$nin")


def metadata_filters_to_filter(filters: Any, *, name: str = "filters") -> dict[str, Any]:
    """The graphpaths filter dict of a LlamaIndex ``MetadataFilters`` (``None``: ``{}``,
    which passes everything); checked with :meth:`Filter.parse
    <graphpaths.filters.Filter.parse>`. Errors name the place (``filters.filters[1]``)."""
    if filters is None:
        return {}
    spec = _translate(filters, name)
    out = spec if spec is not None else {}
    Filter.parse(out, name=f"{name} (translated)")
    return out


def _translate(filters: Any, path: str, depth: int = 1) -> dict[str, Any] | None:
    """One ``MetadataFilters`` at level ``depth`` of the nesting (None when it has no
    condition: it passes everything)."""
    if depth > MAX_DEPTH:
        raise FilterError(
            f"{path}: the filters are nested more than {MAX_DEPTH} levels deep (the limit "
            "is graphpaths.filters.MAX_DEPTH)"
        )
    items = getattr(filters, "filters", None)
    if not isinstance(items, list):
        raise FilterError(
            f"{path}: expected llama_index MetadataFilters, got {type(filters).__name__}"
        )
    condition = _value(getattr(filters, "condition", None)) or "and"
    if condition not in ("and", "or"):
        raise FilterError(
            f"{path}.condition: {condition!r} is not supported by graphpaths filters "
            "(supported: and, or)"
        )
    parts: list[dict[str, Any]] = []
    for i, item in enumerate(items):
        here = f"{path}.filters[{i}]"
        part = _translate(item, here, depth + 1) if hasattr(item, "filters") else _one(item, here)
        if part is None:
            if condition == "or":
                return None  # one alternative passes everything: so does the whole
            continue
        parts.append(part)
    if not parts:
        return None
    if len(parts) == 1:
        return parts[0]
    return {f"${condition}": parts}


def _one(item: Any, path: str) -> dict[str, Any]:
    key = getattr(item, "key", None)
    if not isinstance(key, str) or not key:
        raise FilterError(f"{path}: expected a MetadataFilter with a key, got {item!r}")
    operator = _value(getattr(item, "operator", "=="))  # ExactMatchFilter: equality
    op = OPERATORS.get(operator)
    if op is None:
        raise FilterError(
            f"{path}.operator: {operator!r} (on key {key!r}) is not supported by graphpaths "
            f"filters (supported: {', '.join(OPERATORS)})"
        )
    value = item.value
    if value is None:
        raise FilterError(f"{path}.value: operator {operator!r} on key {key!r} needs a value")
    if op in _LISTS and not isinstance(value, list):
        raise FilterError(f"{path}.value: operator {operator!r} takes a list, got {value!r}")
    if op not in _LISTS and isinstance(value, list):
        raise FilterError(f"{path}.value: operator {operator!r} takes one value, got {value!r}")
    return {key: {op: list(value) if isinstance(value, list) else value}}


def _value(member: Any) -> Any:
    """An enum member's value (``FilterOperator.EQ`` -> ``"=="``), anything else as is."""
    return getattr(member, "value", member)
