"""The schema's counts in bounded memory (graphpaths.dotrag.reading.schema_counts) are the
counts over every relation at once: steps, their relations and distinct entities at each
end, label fans and most frequent end types, on random graphs with entities of two types,
repeated relationships and self-loops, read in chunks far smaller than the graph."""

from __future__ import annotations

from collections import Counter

import numpy as np
import pytest

from graphpaths.dotrag.reading import schema, schema_counts
from graphpaths.graph import Graph


def _graph(seed: int) -> Graph:
    rng = np.random.default_rng(seed)
    n, m, nt, nl = 40, 300, 4, 5
    types = [
        sorted(set(rng.integers(0, nt, size=int(rng.integers(1, 3))).tolist())) for _ in range(n)
    ]
    heads = rng.integers(0, n, size=m)
    heads[:30] = 3  # a hub
    tails = rng.integers(0, n, size=m)
    tails[30] = heads[30]  # a self-loop
    return Graph(
        entity_ids=[f"e{i}" for i in range(n)],
        names=[f"E{i}" for i in range(n)],
        descriptions=[None] * n,
        type_names=[f"t{i}" for i in range(nt)],
        label_names=[f"l{i}" for i in range(nl)],
        entity_type_indptr=np.concatenate([[0], np.cumsum([len(t) for t in types])]).tolist(),
        entity_type_indices=[t for ts in types for t in ts],
        heads=heads.tolist(),
        tails=tails.tolist(),
        relation_labels=rng.integers(0, nl, size=m).tolist(),
    )


def _expected(graph: Graph) -> tuple[Counter, dict, dict]:
    """Steps' relations and distinct ends, and labels' distinct ends, by loops."""
    rows: Counter = Counter()
    ends: dict = {}
    label_ends: dict = {}
    for r in range(graph.num_relations):
        h, t, j = int(graph.heads[r]), int(graph.tails[r]), int(graph.relation_labels[r])
        label_ends.setdefault(j, (set(), set()))
        label_ends[j][0].add(h)
        label_ends[j][1].add(t)
        for a in graph.entity_type_indices[
            graph.entity_type_indptr[h] : graph.entity_type_indptr[h + 1]
        ]:
            for b in graph.entity_type_indices[
                graph.entity_type_indptr[t] : graph.entity_type_indptr[t + 1]
            ]:
                key = (int(a), j, int(b))
                rows[key] += 1
                ends.setdefault(key, (set(), set()))
                ends[key][0].add(h)
                ends[key][1].add(t)
    return rows, ends, label_ends


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_chunked_counts_equal_the_counts_by_loops(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(schema_counts, "CHUNK", 17)  # many chunks and entity ranges
    graph = _graph(seed)
    nt, nl = len(graph.type_names), len(graph.label_names)
    rows, ends, label_ends = _expected(graph)
    unique, count, distinct = schema_counts.step_counts(graph)
    got = {}
    for k, key in enumerate(unique.tolist()):
        head, rest = divmod(key, nl * nt)
        label, tail = divmod(rest, nt)
        got[(head, label, tail)] = (int(count[k]), int(distinct[0][k]), int(distinct[1][k]))
    assert got == {key: (c, len(ends[key][0]), len(ends[key][1])) for key, c in rows.items()}
    fans = schema.label_fans(graph)
    totals = Counter(graph.relation_labels.tolist())
    assert fans == {
        j: (totals[j] / len(label_ends[j][0]), totals[j] / len(label_ends[j][1]))
        for j in label_ends
    }
    for end in ("head", "tail"):
        table = schema_counts.label_type_table(graph, end=end)
        per_other = np.zeros((nl, nt), np.int64)
        for r in range(graph.num_relations):
            x = int((graph.heads if end == "head" else graph.tails)[r])
            for ty in graph.entity_type_indices[
                graph.entity_type_indptr[x] : graph.entity_type_indptr[x + 1]
            ]:
                per_other[int(graph.relation_labels[r]), int(ty)] += 1
        assert table.tolist() == per_other.tolist()
