"""Adapter filters: LlamaIndex MetadataFilters translate into graphpaths filters that keep
what LlamaIndex's own evaluation keeps; LangChain's ``filter`` passes through, checked."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from graphpaths import Filter
from graphpaths.errors import FilterError

types = pytest.importorskip("llama_index.core.vector_stores.types")
utils = pytest.importorskip("llama_index.core.vector_stores.utils")
from llama_index_graphpaths.filters import metadata_filters_to_filter  # noqa: E402

FilterCondition = types.FilterCondition
FilterOperator = types.FilterOperator
MetadataFilter = types.MetadataFilter
MetadataFilters = types.MetadataFilters

SUPPORTED = [
    FilterOperator.EQ,
    FilterOperator.NE,
    FilterOperator.GT,
    FilterOperator.GTE,
    FilterOperator.LT,
    FilterOperator.LTE,
    FilterOperator.IN,
    FilterOperator.NIN,
]
TENANTS = ["acme", "globex", "initech", "umbrella"]


def random_rows(rng: np.random.Generator, n: int) -> list[dict[str, Any]]:
    # Every row carries every key, each key one type: there LlamaIndex and graphpaths agree
    # (they differ, on purpose, for a missing key under NE/NIN: graphpaths fails closed).
    return [
        {
            "tenant": str(rng.choice(TENANTS)),
            "year": int(rng.integers(2018, 2026)),
            "score": float(rng.choice([0.1, 0.5, 0.9, 1.0])),
        }
        for _ in range(n)
    ]


def random_leaf(rng: np.random.Generator) -> Any:
    op = SUPPORTED[int(rng.integers(len(SUPPORTED)))]
    key = str(rng.choice(["tenant", "year", "score"]))
    if key == "tenant":
        values: list[Any] = [str(t) for t in rng.choice(TENANTS, size=2, replace=False)]
    elif key == "year":
        values = [int(v) for v in rng.integers(2017, 2027, size=2)]
    else:
        values = [float(v) for v in rng.choice([0.1, 0.5, 0.7, 1.0], size=2)]
    value = values if op in (FilterOperator.IN, FilterOperator.NIN) else values[0]
    return MetadataFilter(key=key, value=value, operator=op)


def rows_of(rows: list[dict[str, Any]]) -> Any:
    return lambda node_id: rows[int(node_id)]


@pytest.mark.parametrize("seed", range(3))
def test_translation_keeps_what_llama_index_keeps(seed: int) -> None:
    rng = np.random.default_rng(seed)
    for _ in range(60):
        rows = random_rows(rng, 30)
        condition = FilterCondition.AND if rng.random() < 0.5 else FilterCondition.OR
        filters = MetadataFilters(
            filters=[random_leaf(rng) for _ in range(int(rng.integers(1, 4)))],
            condition=condition,
        )
        keep = utils.build_metadata_filter_fn(rows_of(rows), filters)
        expected = [keep(str(i)) for i in range(len(rows))]
        spec = metadata_filters_to_filter(filters)
        assert Filter.parse(spec).mask(rows).tolist() == expected, (filters, spec)


def test_nested_filters_and_exact_match() -> None:
    nested = MetadataFilters(
        filters=[
            types.ExactMatchFilter(key="tenant", value="acme"),
            MetadataFilters(
                condition=FilterCondition.OR,
                filters=[
                    MetadataFilter(key="year", value=2024, operator=FilterOperator.GTE),
                    MetadataFilter(key="source", value=["kb"], operator=FilterOperator.NIN),
                ],
            ),
        ]
    )
    spec = metadata_filters_to_filter(nested)
    assert spec == {
        "$and": [
            {"tenant": {"$eq": "acme"}},
            {"$or": [{"year": {"$gte": 2024}}, {"source": {"$nin": ["kb"]}}]},
        ]
    }
    rows = [
        {"tenant": "acme", "year": 2025, "source": "kb"},
        {"tenant": "acme", "year": 2020, "source": "kb"},
        {"tenant": "acme", "year": 2020, "source": "web"},
        {"tenant": "globex", "year": 2025, "source": "web"},
    ]
    assert Filter.parse(spec).mask(rows).tolist() == [True, False, True, False]
    assert metadata_filters_to_filter(None) == {}
    assert metadata_filters_to_filter(MetadataFilters(filters=[])) == {}
    # An empty alternative passes everything, so does its $or; an empty conjunct is dropped.
    empty_or = MetadataFilters(
        condition=FilterCondition.OR,
        filters=[MetadataFilters(filters=[]), MetadataFilter(key="a", value=1)],
    )
    assert metadata_filters_to_filter(empty_or) == {}
    empty_and = MetadataFilters(
        filters=[MetadataFilters(filters=[]), MetadataFilter(key="a", value=1)]
    )
    assert metadata_filters_to_filter(empty_and) == {"a": {"$eq": 1}}


@pytest.mark.parametrize(
    ("filters", "message"),
    [
        (
            MetadataFilters(
                filters=[
                    MetadataFilter(key="a", value=1),
                    MetadataFilter(key="tags", value=["x"], operator=FilterOperator.ANY),
                ]
            ),
            "filters.filters[1].operator: 'any' (on key 'tags') is not supported",
        ),
        (
            MetadataFilters(
                filters=[MetadataFilter(key="t", value="x", operator=FilterOperator.TEXT_MATCH)]
            ),
            "filters.filters[0].operator: 'text_match'",
        ),
        (
            MetadataFilters(
                filters=[MetadataFilter(key="a", value=1)], condition=FilterCondition.NOT
            ),
            "filters.condition: 'not' is not supported",
        ),
        (
            MetadataFilters(filters=[MetadataFilter(key="a", value=1, operator=FilterOperator.IN)]),
            "filters.filters[0].value: operator 'in' takes a list, got 1",
        ),
        (
            MetadataFilters(filters=[MetadataFilter(key="a", value=[1, 2])]),
            "filters.filters[0].value: operator '==' takes one value, got [1, 2]",
        ),
        (
            MetadataFilters(filters=[MetadataFilter(key="a", value=None)]),
            "filters.filters[0].value: operator '==' on key 'a' needs a value",
        ),
        ({"tenant": "acme"}, "filters: expected llama_index MetadataFilters, got dict"),
    ],
)
def test_unsupported_filters_are_named(filters: Any, message: str) -> None:
    with pytest.raises(FilterError) as caught:
        metadata_filters_to_filter(filters)
    assert str(caught.value).startswith(message)


def test_langchain_filter_passes_through_checked() -> None:
    pytest.importorskip("langchain_core")
    from langchain_graphpaths.filters import check_filter, search_filter

    spec = {"tenant": "acme", "year": {"$gte": 2024}}
    assert search_filter({"k": 3, "filter": spec}) == Filter.parse(spec)
    assert search_filter({"k": 3}) is None
    assert search_filter(None) is None
    parsed = Filter.parse(spec)
    assert check_filter(parsed) is parsed
    with pytest.raises(
        FilterError, match=r'^search_kwargs\["filter"\]\["year"\]: unknown operator'
    ):
        search_filter({"filter": {"year": {"$after": 2024}}})
    with pytest.raises(FilterError, match="got a function"):
        check_filter(lambda metadata: True)
    with pytest.raises(FilterError, match=r"^filter: expected a dict .*, got 'tenant'"):
        check_filter("tenant", name="filter")
