"""A plain-Python reference of the filter language, one item at a time, straight from the
spec dict (no code of :mod:`graphpaths.filters`): what the numpy mask and ``Filter.matches``
are checked against (``from filter_reference import reference_mask``).

Numbers compare as Python compares them: exactly, an int with an int or a float at any size
(``2**53 + 1 != float(2**53)``, ``2**63 != 2**63 - 1``); a boolean is not a number.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

import numpy as np

from graphpaths.graph import Graph, GraphBuilder

__all__ = ["rebuild_kept", "reference", "reference_mask"]


def _kind(x: Any) -> str:
    if x is None:
        return "missing"
    if isinstance(x, bool):
        return "bool"
    if isinstance(x, int):
        return "num"
    if isinstance(x, float):
        return "other" if math.isnan(x) else "num"
    if isinstance(x, str):
        return "str"
    return "other"


def _eq(x: Any, v: Any) -> bool:
    return _kind(x) == _kind(v) and x == v


def _compare(attrs: Mapping[str, Any], key: str, op: str, v: Any) -> bool:
    x = attrs.get(key)
    kind = _kind(x)
    if op == "$exists":
        return (kind != "missing") == v
    if kind in ("missing", "other"):
        return False
    if op == "$eq":
        return _eq(x, v)
    if op == "$ne":
        return not _eq(x, v)
    if op == "$in":
        return any(_eq(x, item) for item in v)
    if op == "$nin":
        return not any(_eq(x, item) for item in v)
    if kind != _kind(v):
        return False
    return {"$gt": x > v, "$gte": x >= v, "$lt": x < v, "$lte": x <= v}[op]


def reference(spec: Mapping[str, Any], attrs: Mapping[str, Any], dropped: set[str]) -> bool | None:
    """True/False, or None when projection drops the whole (sub)filter."""
    results = []
    for name, value in spec.items():
        if name in ("$and", "$or"):
            parts = [reference(child, attrs, dropped) for child in value]
            kept = [p for p in parts if p is not None]
            if kept:
                results.append(all(kept) if name == "$and" else any(kept))
        elif name not in dropped:
            ops = value if isinstance(value, dict) else {"$eq": value}
            results.append(all(_compare(attrs, name, op, v) for op, v in ops.items()))
    return all(results) if results else None


def reference_mask(
    spec: Mapping[str, Any], rows: list[dict[str, Any]], known: set[str] | None = None
) -> list[bool]:
    """Comparisons on keys another kind carries (``known`` but not these rows) are dropped;
    the others are evaluated, an unknown key failing like any absent one."""
    carried = {k for row in rows for k, v in row.items() if v is not None}
    dropped = (known or set()) - carried
    return [reference(spec, row, dropped) in (True, None) for row in rows]


def rebuild_kept(g: Graph, keep: np.ndarray, keep_relations: np.ndarray) -> Graph:
    """The kept part of ``g`` (entities ``keep``; relations ``keep_relations`` whose two
    entities are kept), built again from scratch with a GraphBuilder: the reference a
    filtered view or a subgraph is compared with."""
    b = GraphBuilder(default_type=None)
    for i in np.flatnonzero(keep):
        b.add_entity(
            g.entity_ids[i],
            name=g.names[i],
            types=g.types_of(int(i)),
            attributes=g.entity_attributes(int(i)),
        )
    for j in range(g.num_relations):
        h, t = int(g.heads[j]), int(g.tails[j])
        if keep_relations[j] and keep[h] and keep[t]:
            b.add_relation(
                g.entity_ids[h],
                g.entity_ids[t],
                g.label_names[g.relation_labels[j]],
                attributes=g.relation_attributes(j),
            )
    return b.build()
