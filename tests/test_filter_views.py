"""``kept_by``: a narrowed filter's call is judged on its rule's view, never on hidden items.

On random tables of two kinds of items and random rules and calls: what
``narrow(rule, call)`` keeps equals what ``call`` keeps of a table of the rule's part alone
(projection included), its unknown keys are the rule's and the call's keys that part does
not carry, and neither changes when hidden items carry any key.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from test_filters import random_filter, random_rows

from graphpaths.filter_views import kept_by
from graphpaths.filters import AttributeTable, Filter, narrow

#: A key the rules never compare; calls may, and hidden items may carry it.
SECRET = "f"


def tables_of(kinds: list[list[dict[str, Any]]]) -> list[AttributeTable]:
    return [AttributeTable(rows) for rows in kinds]


def part(kinds: list[list[dict[str, Any]]], masks: Any) -> list[list[dict[str, Any]]]:
    """The rows each mask keeps: the tables of the kept part alone."""
    return [
        [row for row, keep in zip(rows, mask, strict=True) if keep]
        for rows, mask in zip(kinds, masks, strict=True)
    ]


def random_call(rng: np.random.Generator) -> dict[str, Any]:
    call = random_filter(rng)
    if rng.random() < 0.4:
        call[SECRET] = {"$exists": bool(rng.integers(2))} if rng.random() < 0.5 else 1
    return call


@pytest.mark.parametrize("seed", range(12))
def test_a_call_under_a_rule_is_judged_on_the_rules_part_alone(seed: int) -> None:
    rng = np.random.default_rng(seed)
    for _ in range(40):
        kinds = [random_rows(rng, int(rng.integers(1, 12))) for _ in range(2)]
        rule, call = Filter.parse(random_filter(rng)), Filter.parse(random_call(rng))
        both = narrow(rule, call)
        assert both is not None
        found = kept_by(both, tables_of(kinds))
        ruled = kept_by(rule, tables_of(kinds))
        # What the call keeps of the rule's part alone, as a plain filter on its tables.
        alone = tables_of(part(kinds, ruled.masks))
        every = frozenset().union(*(table.keys for table in alone))
        for mask, scope, table in zip(found.masks, ruled.masks, alone, strict=True):
            expected = np.zeros(len(mask), dtype=np.bool_)
            expected[scope] = call.mask(table, known=every)
            assert mask.tolist() == expected.tolist(), (rule, call)
        assert found.unknown == tuple(sorted({*ruled.unknown, *call.unknown_keys(every)}))
        # Whatever hidden items carry, the call keeps and names the same.
        for rows, scope in zip(kinds, ruled.masks, strict=True):
            for row, keep in zip(rows, scope, strict=True):
                if not keep and rng.random() < 0.7:
                    row[SECRET] = int(rng.integers(2))
        again = kept_by(both, tables_of(kinds))
        assert [m.tolist() for m in again.masks] == [m.tolist() for m in found.masks]
        assert again.unknown == found.unknown


def test_narrowing_twice_judges_each_call_on_the_view_before_it() -> None:
    kinds = [
        [{"tenant": "a", "team": "x"}, {"tenant": "a"}, {"tenant": "b", SECRET: 1}],
        [{"tenant": "a", "year": 2024}, {"tenant": "b", "team": "x"}],
    ]
    first = narrow({"tenant": "a"}, {"team": "x"})
    found = kept_by(narrow(first, {SECRET: 1, "year": 2024}), tables_of(kinds))
    # team: carried by a's entities only, so a's relations keep; SECRET: by no item of a's.
    assert [m.tolist() for m in found.masks] == [[False, False, False], [False, False]]
    assert found.unknown == (SECRET,)
    found = kept_by(narrow(first, {"year": 2024}), tables_of(kinds))
    assert [m.tolist() for m in found.masks] == [[True, False, False], [True, False]]
    assert found.unknown == ()


def test_a_narrowed_filter_is_the_and_of_its_parts_as_a_whole() -> None:
    both = narrow({"tenant": "a"}, {"year": 2024})
    joined = Filter.parse({"tenant": "a", "year": 2024})
    assert both is not None
    assert both.rule == Filter.parse({"tenant": "a"})
    assert both.call == Filter.parse({"year": 2024})
    assert both.spec == joined.spec
    assert both.keys == joined.keys
    assert both.matches({"tenant": "a", "year": 2024})
    assert not both.matches({"tenant": "a"})
    assert both != joined
    assert both.key != joined.key
    assert joined.rule is None
    assert joined.call is joined
    assert narrow({"tenant": "a"}, {}) == Filter.parse({"tenant": "a"})  # nothing to judge
