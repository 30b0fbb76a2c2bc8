"""Exact filter semantics (issue 39): the numpy mask, ``Filter.matches`` and a plain-Python
reference agree on every row, over ints beyond 64 bits, floats near 2**53, booleans, strings,
None and missing keys, for every operator and nested ``$and``/``$or``; and nesting is limited.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np
import pytest
from filter_reference import reference_mask
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from graphpaths.errors import FilterError
from graphpaths.filters import MAX_DEPTH, AttributeTable, Filter

KEYS = ("a", "b", "c")
#: Ints where float64 and int64 stop being exact: 2**53, the int64 and uint64 ends, and
#: around the largest float (2**1024 is beyond every float).
EDGES = [2**53, 2**63, 2**64, 2**1023, 2**1024]
INTS = sorted({s * (e + d) for e in EDGES for d in (-1, 0, 1) for s in (1, -1)} | {0, 1, -1, 2})
FLOATS = sorted(
    {float(e) for e in EDGES[:4]}
    | {math.nextafter(float(e), math.inf) for e in EDGES[:4]}
    | {math.nextafter(float(e), -math.inf) for e in EDGES[:4]}
    | {0.0, 0.5, 1.0, -1.0, 2.0, 1.5, math.ulp(0.0), 1.7976931348623157e308}
)
FLOATS += [-x for x in FLOATS]
STRINGS = ["", "1", "a", "ab", "2024-06-01"]

numbers = st.one_of(
    st.sampled_from(INTS),
    st.integers(min_value=-(2**66), max_value=2**66),
    st.sampled_from(FLOATS),
    st.floats(allow_nan=False, allow_infinity=False),
)
scalars = st.one_of(numbers, numbers, st.booleans(), st.sampled_from(STRINGS))
#: What an item may carry: also None (absent), infinities, NaN and a list (other values).
carried = st.one_of(
    scalars,
    st.none(),
    st.sampled_from([math.inf, -math.inf, math.nan, [1, 2]]),
)
rows = st.lists(st.dictionaries(st.sampled_from(KEYS), carried, max_size=3), max_size=14)
order_operands = st.one_of(numbers, st.sampled_from(STRINGS))


@st.composite
def conditions(draw: st.DrawFn) -> dict[str, Any]:
    """One key's condition: a plain value or one or two operators."""
    key = draw(st.sampled_from((*KEYS, "z")))  # "z": no item carries it
    ops = draw(
        st.lists(
            st.sampled_from(("$eq", "$ne", "$in", "$nin", "$gt", "$gte", "$lt", "$lte")),
            min_size=0,
            max_size=2,
            unique=True,
        )
    )
    if not ops:
        return {key: draw(scalars)}
    spec: dict[str, Any] = {}
    for op in ops:
        if op in ("$in", "$nin"):
            spec[op] = draw(st.lists(scalars, max_size=4))
        elif op in ("$eq", "$ne"):
            spec[op] = draw(scalars)
        else:
            spec[op] = draw(order_operands)
    if draw(st.booleans()) and len(ops) == 1:
        spec["$exists"] = draw(st.booleans())
    return {key: spec}


filters = st.recursive(
    conditions(),
    lambda inner: st.builds(
        lambda op, parts: {op: parts},
        st.sampled_from(("$and", "$or")),
        st.lists(inner, min_size=1, max_size=3),
    ),
    max_leaves=6,
)


@pytest.mark.slow
@settings(
    max_examples=300,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(rows=rows, spec=filters)
def test_mask_matches_and_the_reference_agree_exactly(
    rows: list[dict[str, Any]], spec: dict[str, Any]
) -> None:
    f = Filter.parse(spec)
    expected = reference_mask(spec, rows)
    table = AttributeTable(rows)
    assert f.mask(table).tolist() == expected
    columns = AttributeTable.from_columns(len(rows), {k: [r.get(k) for r in rows] for k in KEYS})
    assert f.mask(columns).tolist() == expected
    assert [f.matches(row) for row in rows] == expected
    assert Filter.parse(f.spec) == f  # the canonical form is exact too
    known = {*KEYS, "z"}
    assert f.mask(table, known=known).tolist() == reference_mask(spec, rows, known)


# -- the cases of the issue, one by one ------------------------------------------------------


@pytest.mark.parametrize(
    ("stored", "asked"),
    [
        (2**63 - 1, 2**63),
        (2**63, 2**63 - 1),
        (2**64, 2**64 + 1),
        (2**53 + 1, float(2**53)),
        (float(2**53), 2**53 + 1),
        (2**63 - 1, float(2**63)),  # float(2**63 - 1) == 2**63
        (-(2**63), -(2**63) - 1),
        (True, 1),
        (1, True),
        (0, False),
    ],
)
def test_values_that_float64_confuses_differ(stored: Any, asked: Any) -> None:
    rows = [{"tenant": stored}]
    for op, expected in (("$eq", False), ("$ne", True), ("$in", False), ("$nin", True)):
        operand = [asked] if op in ("$in", "$nin") else asked
        f = Filter.parse({"tenant": {op: operand}})
        assert f.mask(rows).tolist() == [expected], (op, stored, asked)
        assert f.matches(rows[0]) is expected, (op, stored, asked)


@pytest.mark.parametrize(
    ("stored", "asked"),
    [(2**63 - 1, 2**63), (2**64, 2**64 + 1), (float(2**53), 2**53 + 1), (2**53 - 1, 2.0**53)],
)
def test_order_is_exact(stored: Any, asked: Any) -> None:
    """``stored < asked`` at sizes where float64 rounds both to one number."""
    rows = [{"n": stored}]
    for op, expected in (("$lt", True), ("$lte", True), ("$gt", False), ("$gte", False)):
        f = Filter.parse({"n": {op: asked}})
        assert f.mask(rows).tolist() == [expected], (op, stored, asked)
        assert f.matches(rows[0]) is expected, (op, stored, asked)


def test_int64_columns_stay_exact_in_numpy() -> None:
    """An ordinary column (ints within int64) compared with big ints and floats."""
    table = AttributeTable([{"n": i} for i in (-(2**63), -1, 0, 2**53 + 1, 2**63 - 1)])
    assert Filter.parse({"n": {"$gte": 2**63 - 1}}).mask(table).tolist() == [0, 0, 0, 0, 1]
    assert Filter.parse({"n": {"$lt": 2**63}}).mask(table).all()
    assert not Filter.parse({"n": {"$gt": 2**64}}).mask(table).any()
    assert Filter.parse({"n": {"$gt": -(2**64)}}).mask(table).all()
    assert Filter.parse({"n": {"$lte": -0.5}}).mask(table).tolist() == [1, 1, 0, 0, 0]
    assert Filter.parse({"n": 2.0**53}).mask(table).tolist() == [0, 0, 0, 0, 0]
    assert Filter.parse({"n": {"$in": [2.0**53 + 2, -0.0]}}).mask(table).tolist() == [0, 0, 1, 0, 0]
    assert Filter.parse({"n": {"$gt": 2.0**63}}).mask(table).tolist() == [0, 0, 0, 0, 0]


def test_numpy_scalars_compare_as_their_python_values() -> None:
    rows = [
        {"n": np.uint64(2**63)},
        {"n": np.int64(2**63 - 1)},
        {"n": np.float32(0.5)},
        {"n": np.bool_(True)},
        {"n": np.longdouble(2.0**53)},
    ]
    plain = [{"n": float(row["n"]) if i == 4 else row["n"].item()} for i, row in enumerate(rows)]
    for spec in (
        {"n": 2**63},
        {"n": 2**63 - 1},
        {"n": {"$gt": 2**63 - 1}},
        {"n": {"$lte": 2.0**63}},
        {"n": 0.5},
        {"n": True},
        {"n": 1},
        {"n": {"$in": [2**53, 2**53 + 1]}},
    ):
        f = Filter.parse(spec)
        expected = reference_mask(spec, plain)
        assert f.mask(rows).tolist() == expected, spec
        assert [f.matches(row) for row in rows] == expected, spec


# -- nesting ---------------------------------------------------------------------------------


def nested(depth: int) -> dict[str, Any]:
    """A filter ``depth`` levels deep: ``{"$and": [{"$or": [... {"tenant": "a"} ...]}]}``."""
    spec: dict[str, Any] = {"tenant": "a"}
    for level in range(depth - 1):
        spec = {"$and" if level % 2 else "$or": [spec, {"year": {"$gte": level}}]}
    return spec


def test_a_filter_nested_too_deep_is_refused_naming_the_depth() -> None:
    with pytest.raises(FilterError, match=rf"nested more than {MAX_DEPTH} levels deep"):
        Filter.parse(nested(3000))
    with pytest.raises(FilterError, match=rf"nested more than {MAX_DEPTH} levels deep"):
        Filter.parse(nested(MAX_DEPTH + 1))


def test_a_filter_nested_up_to_the_limit_works() -> None:
    spec = nested(MAX_DEPTH)
    rows = [{"tenant": "a", "year": 0}, {"tenant": "b", "year": 100}, {"year": 5}]
    f = Filter.parse(spec)
    expected = reference_mask(spec, rows)
    assert expected[1]  # year 100 passes every level
    assert f.mask(rows).tolist() == expected
    assert [f.matches(row) for row in rows] == expected
    assert Filter.parse(f.spec) == f
