"""A graph built from a database source's pages, without holding its records.

:meth:`PagedSource.read() <graphpaths.sources.cypher.PagedSource.read>` collects every
node and relationship record before :func:`~graphpaths.sources.records.graph_from_records`
builds on them, so the whole graph is held twice at the end, as records and as the
builder's columns. :func:`graph_from_pages` reads the same pages once and keeps, of
the relationships, only integers: each page's relationships become ``(source, label,
target)`` numbers as they arrive (entity ids numbered as first met, labels likewise), their
attributes only when they have any. Nodes are kept as merged records, one per id, since the
graph needs their names, descriptions and attributes anyway. At the end the entities are
numbered in the order of their ids and the relations sorted as ``graph_from_records`` sorts
them, so the graph is the same one, fingerprint included (the tests check it).

Memory: the nodes once, three integers and a reference per relationship, one page of
records at a time, then the builder's columns.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Protocol

import numpy as np

from graphpaths.errors import GraphFormatError
from graphpaths.graph import DEFAULT_TYPE, Graph, GraphBuilder, TypeInference, assign_types
from graphpaths.sources.records import NodeRecord, RelationshipRecord, merge_nodes, numbering

__all__ = ["Page", "graph_from_pages"]


class Page(Protocol):
    """A page of a source: nodes and the relationships leaving them
    (:class:`~graphpaths.sources.cypher.RecordsPage`)."""

    @property
    def nodes(self) -> Sequence[NodeRecord]: ...

    @property
    def relationships(self) -> Sequence[RelationshipRecord]: ...


class _Relations:
    """Relationships as integer columns: endpoint numbers (ids in the order first met),
    label numbers (likewise) and, for those that have attributes, the attributes."""

    def __init__(self) -> None:
        self.number: dict[str, int] = {}
        self.labels: dict[str, int] = {}
        self.sources: list[int] = []
        self.targets: list[int] = []
        self.label_ids: list[int] = []
        self.attributes: dict[int, Mapping[str, Any]] = {}

    def _id(self, entity_id: str) -> int:
        return self.number.setdefault(entity_id, len(self.number))

    def add(self, page: Page) -> None:
        for rel in page.relationships:
            if rel.attributes:
                self.attributes[len(self.sources)] = rel.attributes
            self.sources.append(self._id(rel.source))
            self.targets.append(self._id(rel.target))
            self.label_ids.append(self.labels.setdefault(rel.label, len(self.labels)))


def graph_from_pages(
    pages: Iterable[Page],
    *,
    type_order: Iterable[str] = (),
    label_order: Iterable[str] = (),
    default_type: str = DEFAULT_TYPE,
    types: Mapping[str, str | Iterable[str]] | None = None,
    infer_types: bool = True,
    type_inference: TypeInference | None = None,
) -> Graph:
    """The graph :func:`~graphpaths.sources.records.graph_from_records` makes of the
    records of ``pages`` (with ``type_order`` and ``label_order`` as the records'), read
    a page at a time (module docstring).

    Raises:
        GraphFormatError: no node, or a relationship whose source or target is not the
            id of any node read.
    """
    nodes: dict[str, list[NodeRecord]] = {}
    relations = _Relations()
    for page in pages:
        for node in page.nodes:
            nodes.setdefault(node.id, []).append(node)
        relations.add(page)
    if not nodes:
        raise GraphFormatError("the source holds no nodes, nothing to index")
    ids = sorted(nodes)
    merged = [merge_nodes(nodes.pop(entity_id))[0] for entity_id in ids]
    builder = GraphBuilder(default_type=default_type)
    builder.number_first(
        types=numbering({t for node in merged for t in node.types}, type_order),
        labels=numbering(relations.labels, label_order),
    )
    index: dict[str, int] = {}
    for node in merged:
        description = "\n\n".join(t for t in (node.description, node.text) if t is not None)
        index[node.id] = builder.add_entity(
            node.id,
            name=node.name,
            types=node.types,
            description=description or None,
            attributes=node.attributes,
        )
    del merged
    _add_relations(builder, relations, index)
    return assign_types(
        builder.build(), types=types, infer_types=infer_types, inference=type_inference
    )


def _add_relations(builder: GraphBuilder, relations: _Relations, index: dict[str, int]) -> None:
    """Add the relations in the order ``graph_from_records`` sorts them: by source id,
    label, target id, then attributes (as sorted JSON); the entities were numbered in the
    order of their ids, so their numbers sort as their ids do."""
    met = list(relations.number)
    missing = next((entity_id for entity_id in met if entity_id not in index), None)
    if missing is not None:
        raise GraphFormatError(
            f"a relationship names {missing!r} as its source or target, which is not the id "
            "of any node read"
        )
    place = np.array([index[entity_id] for entity_id in met], np.int64)
    label_names = list(relations.labels)
    label_rank = np.argsort(np.argsort(np.array(label_names, dtype=object)))
    heads = place[np.asarray(relations.sources, np.int64)]
    tails = place[np.asarray(relations.targets, np.int64)]
    labels = label_rank[np.asarray(relations.label_ids, np.int64)]
    order = np.lexsort((tails, labels, heads))
    attributes = relations.attributes
    if attributes:
        order = _attributes_last(order, heads, labels, tails, attributes)
    for j in order.tolist():
        builder.add_relation(
            met[relations.sources[j]],
            met[relations.targets[j]],
            label_names[relations.label_ids[j]],
            attributes=attributes.get(j),
        )


def _attributes_last(
    order: np.ndarray,
    heads: np.ndarray,
    labels: np.ndarray,
    tails: np.ndarray,
    attributes: Mapping[int, Mapping[str, Any]],
) -> np.ndarray:
    """``order`` with each run of the same ``(head, label, tail)`` sorted by its
    attributes as sorted JSON (the repeats merge in that order)."""
    key = np.stack((heads[order], labels[order], tails[order]), axis=1)
    starts = np.flatnonzero(np.any(np.diff(key, axis=0) != 0, axis=1)) + 1
    bounds = np.concatenate(([0], starts, [len(order)]))
    out = order.copy()
    for a, b in zip(bounds[:-1].tolist(), bounds[1:].tolist(), strict=True):
        if b - a > 1:
            run = order[a:b].tolist()
            run.sort(
                key=lambda j: json.dumps(
                    dict(attributes.get(j, {})), sort_keys=True, ensure_ascii=False
                )
            )
            out[a:b] = run
    return out
