"""Relations found by (head, label, tail) (graphpaths.sources.relation_keys): in place for a
graph in key order, through sorted keys otherwise; the same relations as a scan either way,
repeated relationships and self-loops included, keys the graph lacks found nowhere."""

from __future__ import annotations

import numpy as np
import pytest

from graphpaths.graph import Graph
from graphpaths.sources.relation_keys import RelationKeys


def _graph(heads: list[int], labels: list[int], tails: list[int], n: int) -> Graph:
    return Graph(
        entity_ids=[f"e{i}" for i in range(n)],
        names=[f"E{i}" for i in range(n)],
        descriptions=[None] * n,
        type_names=["t"],
        label_names=["a", "b", "c"],
        entity_type_indptr=list(range(n + 1)),
        entity_type_indices=[0] * n,
        heads=heads,
        tails=tails,
        relation_labels=labels,
    )


@pytest.mark.parametrize("in_key_order", [True, False])
def test_ranges_name_every_relation_with_the_key(in_key_order: bool) -> None:
    rng = np.random.default_rng(0)
    n, m = 12, 80
    rows = rng.integers(0, [n, 3, n], size=(m, 3))
    rows[:5] = rows[5]  # a relationship repeated
    rows[6] = [4, 1, 4]  # a self-loop
    if in_key_order:
        rows = rows[np.lexsort((rows[:, 2], rows[:, 1], rows[:, 0]))]
    graph = _graph(rows[:, 0].tolist(), rows[:, 1].tolist(), rows[:, 2].tolist(), n)
    keys = RelationKeys(graph)
    assert keys.in_place is in_key_order
    asked = rng.integers(0, [n, 3, n], size=(200, 3))
    asked[:20] = rows[:20]
    lo, width = keys.ranges(asked[:, 0], asked[:, 1], asked[:, 2])
    for (h, j, t), start, count in zip(asked, lo, width, strict=True):
        expected = np.flatnonzero((rows[:, 0] == h) & (rows[:, 1] == j) & (rows[:, 2] == t))
        got = keys.relations(start + np.arange(count)) if count else np.zeros(0, np.int64)
        assert sorted(got.tolist()) == expected.tolist()
