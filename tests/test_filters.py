"""The filter language: numpy evaluation against a plain per-item reference, and its errors."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from filter_reference import reference_mask

from graphpaths import ConfigError, Filter
from graphpaths.errors import FilterError
from graphpaths.filters import AttributeTable, narrow

KEYS = ["a", "b", "c", "d"]
# "e" is never carried by any item: comparisons on it fail (unknown key), unless another kind
# of item carries it (``known``), then they are projected away.
FILTER_KEYS = [*KEYS, "e"]
OPS = ["$eq", "$ne", "$in", "$nin", "$gt", "$gte", "$lt", "$lte", "$exists"]
STRINGS = ["", "a", "ab", "b", "2024-01-01", "2024-06-01", "2025-01-01", "Z", "é"]


# -- random tables and filters -----------------------------------------------------------------


def _value(rng: np.random.Generator) -> Any:
    pick = rng.integers(10)
    if pick < 3:
        return int(rng.integers(-3, 4))
    if pick < 5:
        return float(rng.choice([-1.5, 0.0, 0.5, 1.0, 2.0, 2.5]))
    if pick < 8:
        return str(rng.choice(STRINGS))
    return bool(rng.integers(2))


def _row_value(rng: np.random.Generator) -> Any:
    pick = rng.integers(40)
    if pick == 0:
        return None
    if pick == 1:
        return [1, 2]
    if pick == 2:
        return float("nan")
    return _value(rng)


def random_rows(rng: np.random.Generator, n: int) -> list[dict[str, Any]]:
    present = KEYS[: int(rng.integers(1, len(KEYS) + 1))]
    rows = []
    for _ in range(n):
        rows.append({k: _row_value(rng) for k in present if rng.random() < 0.8})
    return rows


def _operand(rng: np.random.Generator, op: str) -> Any:
    if op == "$exists":
        return bool(rng.integers(2))
    if op in ("$in", "$nin"):
        return [_value(rng) for _ in range(int(rng.integers(0, 4)))]
    if op in ("$gt", "$gte", "$lt", "$lte"):
        value = _value(rng)
        return value if not isinstance(value, bool) else int(value)
    return _value(rng)


def random_filter(rng: np.random.Generator, depth: int = 0) -> dict[str, Any]:
    spec: dict[str, Any] = {}
    for _ in range(int(rng.integers(1, 3))):
        if depth < 2 and rng.random() < 0.35:
            op = "$and" if rng.random() < 0.5 else "$or"
            spec[op] = [random_filter(rng, depth + 1) for _ in range(int(rng.integers(1, 4)))]
            continue
        key = str(rng.choice(FILTER_KEYS))
        if rng.random() < 0.3:
            spec[key] = _value(rng)
        else:
            ops = rng.choice(OPS, size=int(rng.integers(1, 3)), replace=False)
            spec[key] = {str(op): _operand(rng, str(op)) for op in ops}
    return spec


@pytest.mark.parametrize("seed", range(6))
def test_mask_equals_the_reference_on_random_tables_and_filters(seed: int) -> None:
    rng = np.random.default_rng(seed)
    checked = 0
    for _ in range(8):
        rows = random_rows(rng, int(rng.integers(0, 60)))
        table = AttributeTable(rows)
        columns = AttributeTable.from_columns(
            len(rows), {k: [row.get(k) for row in rows] for k in KEYS}
        )
        for _ in range(10):
            spec = random_filter(rng)
            f = Filter.parse(spec)
            expected = reference_mask(spec, rows)
            assert f.mask(table).tolist() == expected, spec
            assert f.mask(columns).tolist() == expected, spec
            # matches() has no projection: it agrees with the mask of one kind of item.
            assert [f.matches(row) for row in rows] == expected, spec
            # Keys another kind carries are projected away.
            known = set(FILTER_KEYS)
            expected = reference_mask(spec, rows, known)
            assert f.mask(table, known=known).tolist() == expected, spec
            kind = f.for_kind(table.keys, known)
            assert [kind.matches(row) for row in rows] == expected, spec
            # The canonical form parses back to the same filter.
            assert Filter.parse(f.spec) == f
            checked += 1
    assert checked == 80


def test_matches_without_projection_fails_closed() -> None:
    f = Filter.parse({"tenant": "a"})
    assert f.matches({"tenant": "a"})
    assert not f.matches({})
    assert not f.matches({"tenant": None})
    assert not Filter.parse({"tenant": {"$ne": "a"}}).matches({})
    assert not Filter.parse({"tenant": {"$nin": ["a"]}}).matches({})
    assert Filter.parse({"tenant": {"$exists": False}}).matches({})
    assert Filter.parse({"tenant": {"$ne": "a"}}).matches({"tenant": 3})


def test_semantics_of_kinds() -> None:
    rows: list[dict[str, Any]] = [
        {"x": 1},
        {"x": 1.0},
        {"x": True},
        {"x": "1"},
        {"x": "2024-06-01"},
        {"x": [1]},
        {},
    ]
    table = AttributeTable(rows)

    def passing(spec: dict[str, Any]) -> list[int]:
        return np.flatnonzero(Filter.parse(spec).mask(table)).tolist()

    assert passing({"x": 1}) == [0, 1]  # numbers by value; a bool is not a number
    assert passing({"x": True}) == [2]
    assert passing({"x": {"$gte": 1}}) == [0, 1]
    assert passing({"x": {"$gt": "2024-01-01"}}) == [4]  # strings order by code point
    assert passing({"x": {"$lt": "2024-01-01"}}) == [3]
    assert passing({"x": {"$ne": 1}}) == [2, 3, 4]  # absent and non-scalar values fail
    assert passing({"x": {"$exists": True}}) == [0, 1, 2, 3, 4, 5]
    assert passing({"x": {"$in": []}}) == []
    assert passing({"x": {"$nin": []}}) == [0, 1, 2, 3, 4]
    big = 2**62 + 1
    ints = AttributeTable([{"n": big}, {"n": big - 1}])
    assert Filter.parse({"n": {"$gt": big - 1}}).mask(ints).tolist() == [True, False]
    assert Filter.parse({"n": big}).mask(ints).tolist() == [True, False]
    huge = AttributeTable([{"n": 2**70}, {"n": np.int32(5)}, {"n": np.str_("x")}, {"n": 1}])
    assert Filter.parse({"n": {"$gt": 2**64}}).mask(huge).tolist() == [True, False, False, False]
    assert Filter.parse({"n": {"$in": [2**70, 5, "x"]}}).mask(huge).tolist() == [True] * 3 + [False]


def test_projection_is_per_table() -> None:
    f = Filter.parse({"tenant": "a", "$or": [{"year": {"$gte": 2024}}, {"public": True}]})
    entities = AttributeTable([{"tenant": "a", "public": False}, {"tenant": "b", "public": True}])
    relations = AttributeTable([{"year": 2023}, {"year": 2024}, {}])
    known = entities.keys | relations.keys
    assert f.mask(entities, known=known).tolist() == [False, False]  # $or keeps only public
    assert f.mask(relations, known=known).tolist() == [False, True, False]  # tenant dropped
    assert f.mask(AttributeTable([{}, {}]), known=known).tolist() == [True, True]
    assert f.mask([], known=known).tolist() == []
    # Alone, a table fails the comparisons on keys it lacks: nothing says they are another's.
    assert f.mask(relations).tolist() == [False, False, False]
    assert f.unknown_keys(relations.keys) == ("public", "tenant")
    assert f.unknown_keys(known) == ()
    assert Filter.parse({}).empty
    assert Filter.parse({}).mask([{"a": 1}]).tolist() == [True]
    assert f.projected(["year"]).key == Filter.parse({"$or": [{"year": {"$gte": 2024}}]}).key


def test_key_is_canonical() -> None:
    one = Filter.parse({"tenant": "a", "year": {"$gte": 2020, "$lt": 2025}})
    two = Filter.parse({"year": {"$lt": 2025, "$gte": 2020}, "tenant": {"$eq": "a"}})
    assert one == two
    assert one.key == two.key
    assert hash(one) == hash(two)
    assert Filter.parse({"t": {"$in": ["b", "a", "a"]}}) == Filter.parse({"t": {"$in": ["a", "b"]}})
    assert Filter.parse({"t": 1}) != Filter.parse({"t": True})
    assert one.keys == {"tenant", "year"}
    assert Filter.parse(one) is one
    assert Filter.parse(None) is None
    assert Filter.parse({"t": np.int64(3)}) == Filter.parse({"t": 3})


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        (
            {"$and": [{"a": 1}, {"year": {"$gtt": 1}}]},
            """filter["$and"][1]["year"]: unknown operator '$gtt'""",
        ),
        ({"$not": {"a": 1}}, "filter: unknown operator '$not'"),
        ({"$or": []}, """filter["$or"]: expected a non-empty list of filters, got []"""),
        ({"$or": [{}]}, """filter["$or"][0]: expected at least one condition, got {}"""),
        ({"$or": {"a": 1}}, """filter["$or"]: expected a non-empty list of filters"""),
        ({"a": None}, """filter["a"]: null is not a value"""),
        ({"a": [1, 2]}, """filter["a"]: expected a string, number or boolean, got [1, 2]"""),
        ({"a": {"b": 1}}, """filter["a"]: expected a value or {'$operator': value}"""),
        ({"a": {}}, """filter["a"]: expected a value or {'$operator': value}, got {}"""),
        ({"a": {"$gt": True}}, """filter["a"]["$gt"]: order comparisons take a number"""),
        ({"a": {"$lt": [1]}}, """filter["a"]["$lt"]: expected a number or a string, got [1]"""),
        ({"a": {"$in": "ab"}}, """filter["a"]["$in"]: expected a list of values, got 'ab'"""),
        ({"a": {"$in": [1, None]}}, """filter["a"]["$in"][1]: null is not a value"""),
        ({"a": {"$exists": 1}}, """filter["a"]["$exists"]: expected True or False, got 1"""),
        ({"a": float("nan")}, """filter["a"]: expected a finite number, got nan"""),
        ({1: "a"}, "filter: expected attribute names or '$and'/'$or', got 1"),
        (["a"], "filter: expected a dict of conditions, got ['a']"),
        ({"$or": [{"a": 1}, "b"]}, """filter["$or"][1]: expected a dict of conditions"""),
    ],
)
def test_errors_name_the_place_and_the_value(spec: Any, message: str) -> None:
    with pytest.raises(FilterError) as caught:
        Filter.parse(spec)
    assert str(caught.value).startswith(message)
    assert isinstance(caught.value, ConfigError)


def test_parse_names_the_argument() -> None:
    with pytest.raises(FilterError, match=r'^where\["a"\]: null'):
        Filter.parse({"a": None}, name="where")


def test_columns_are_cached_and_sized() -> None:
    table = AttributeTable([{"a": 1}, {"a": 2}])
    assert table.column("a") is table.column("a")
    assert len(table.column("missing").kind) == 2
    with pytest.raises(FilterError, match=r"columns\['a'\]: expected 2 values, got 1"):
        AttributeTable.from_columns(2, {"a": [1]})


@pytest.mark.parametrize(
    "spec",
    [
        {"tennant": "acme"},
        {"Tenant": "acme"},
        {"tenant": "acme", "colour": "red"},
        {"colour": {"$ne": "red"}},
        {"colour": {"$nin": ["red"]}},
        {"$or": [{"colour": "red"}, {"shade": {"$exists": True}}]},
    ],
)
def test_a_key_no_item_carries_keeps_nothing(spec: dict[str, Any]) -> None:
    entities = AttributeTable([{"tenant": "acme"}, {"tenant": "globex"}, {}])
    relations = AttributeTable([{"year": 2024}, {}])
    known = entities.keys | relations.keys
    f = Filter.parse(spec)
    assert not f.mask(entities, known=known).any()
    assert not f.mask(relations, known=known).any()
    assert f.unknown_keys(known)


def test_an_unknown_key_in_one_alternative_fails_that_alternative_only() -> None:
    table = AttributeTable([{"tenant": "acme"}, {"tenant": "globex"}])
    f = Filter.parse({"$or": [{"tenant": "acme"}, {"public": True}]})
    assert f.mask(table).tolist() == [True, False]
    assert Filter.parse({"public": {"$exists": False}}).mask(table).tolist() == [True, True]


RULES = [{"tenant": "acme"}, {"$or": [{"tenant": "acme"}, {"year": {"$gte": 2024}}]}, {}]
EXTRAS = [
    None,
    {},
    {"tenant": "globex"},
    {"tenant": {"$in": ["acme", "globex"]}},
    {"$or": [{"tenant": "globex"}, {"tenant": {"$exists": False}}]},
    {"year": {"$lt": 2024}},
    {"colour": "red"},
]


@pytest.mark.parametrize("rule", RULES)
@pytest.mark.parametrize("extra", EXTRAS)
def test_narrow_never_widens_the_rule(rule: dict[str, Any], extra: Any) -> None:
    entities = AttributeTable([{"tenant": "acme"}, {"tenant": "globex"}, {}])
    relations = AttributeTable([{"year": 2024}, {"year": 2020}, {}])
    known = entities.keys | relations.keys
    both = narrow(rule, extra)
    for table in (entities, relations):
        alone = Filter.parse(rule).mask(table, known=known)
        joined = both.mask(table, known=known) if both is not None else alone
        assert not (joined & ~alone).any(), (rule, extra)
        if extra is not None:
            asked = Filter.parse(extra).mask(table, known=known)
            assert not (joined & ~asked).any(), (rule, extra)


def test_narrow_names_the_side_in_errors() -> None:
    with pytest.raises(FilterError, match=r'^rule\["year"\]: unknown operator'):
        narrow({"year": {"$gtt": 1}}, None, names=("rule", "extra"))
    with pytest.raises(FilterError, match=r"^extra: expected a dict"):
        narrow({"tenant": "a"}, "acme", names=("rule", "extra"))  # type: ignore[arg-type]
    assert narrow(None, None) is None
    assert narrow({}, {}) is None
    f = Filter.parse({"tenant": "a"})
    assert narrow(f, None) is f
