"""The changes that bring a graph in step with the records of its source.

:class:`RecordsDiff` compares a :class:`~graphpaths.graph.Graph` (the graph an index
holds) with records read from its source, page by page, and collects the
:class:`~graphpaths.graph.edit.EntityChange` / :class:`~graphpaths.graph.edit.RelationChange`
list whose edit (:func:`~graphpaths.graph.edit.edit_graph`) makes the graph hold what
:func:`~graphpaths.sources.records.graph_from_records` would build from the records:

- a node is compared by its name (the id when it has none), description (and text),
  attributes and types, in any order (a node without types matches an entity holding
  only the default or inferred ones); a changed one becomes an update naming only what
  changed (an attribute it no longer has is removed). Records repeating an id (a Kùzu
  entity of two types is a node in each type's table) merge first, as
  :func:`~graphpaths.sources.records.merge_nodes` merges them for a build;
- a relationship by ``(source, label, target)`` and its attributes;
- what the graph holds and the source no longer does is deleted (the caller says which
  node ids the source holds: every id it read, or, when it read only the nodes changed
  since a version, the ids it listed apart);
- when the relationships were read only at some nodes (:meth:`RecordsDiff.around`: those
  leaving and arriving at the nodes whose version rose), only the graph's relations at
  those nodes are compared; the others are kept as they are.

Nothing is compared by re-embedding: only the records that differ become changes, so an
index update embeds only their texts.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import numpy as np

from graphpaths.graph import DEFAULT_TYPE, Graph
from graphpaths.graph.edit import EntityChange, RelationChange
from graphpaths.sources.records import NodeRecord, RelationshipRecord, merge_nodes

__all__ = ["RecordsDiff"]

RelationKey = tuple[str, str, str]


class RecordsDiff:
    """Collects the changes from ``graph`` to the records given to :meth:`nodes` and
    :meth:`relationships`; :meth:`changes` lists them, in an order
    :func:`~graphpaths.graph.edit.edit_graph` applies (deletions, updates, additions)."""

    def __init__(self, graph: Graph) -> None:
        self.graph = graph
        self._updates: list[EntityChange] = []
        self._added: list[EntityChange] = []
        self._relation_updates: list[RelationChange] = []
        self._relation_adds: list[RelationChange] = []
        self._seen_ids: set[str] = set()
        self._nodes: dict[str, list[NodeRecord]] = {}
        self._relations: dict[RelationKey, dict[str, Any]] = {}
        self._around: set[str] | None = None

    # -- nodes ------------------------------------------------------------------------
    def nodes(self, records: Iterable[NodeRecord]) -> None:
        """Collect node records (all of them must come before :meth:`changes`); records
        repeating an id merge before they are compared with the graph's entities."""
        for node in records:
            self._seen_ids.add(node.id)
            self._nodes.setdefault(node.id, []).append(node)

    def _compare_nodes(self) -> None:
        g = self.graph
        groups, self._nodes = self._nodes, {}
        for node in merge_nodes(n for group in groups.values() for n in group):
            description = "\n\n".join(t for t in (node.description, node.text) if t) or None
            if not g.has_entity(node.id):
                fields: dict[str, Any] = {"attributes": dict(node.attributes)}
                if node.name:
                    fields["name"] = node.name
                if node.types:
                    fields["types"] = node.types
                if description:
                    fields["description"] = description
                self._added.append(EntityChange(op="add", id=node.id, fields=fields))
                continue
            entity = g.entity(node.id)
            changed: dict[str, Any] = {}
            name = node.name or node.id
            if entity.name != name:
                changed["name"] = name
            if entity.description != description:
                changed["description"] = description
            attributes = _changed_attributes(g.entity_attributes(node.id), node.attributes)
            if attributes:
                changed["attributes"] = attributes
            types = self._changed_types(node)
            if types is not None:
                changed["types"] = types
            if changed:
                self._updates.append(EntityChange(op="update", id=node.id, fields=changed))

    def _changed_types(self, node: NodeRecord) -> tuple[str, ...] | None:
        g = self.graph
        own = g.own_types_of(node.id)
        if node.types:
            return None if set(g.types_of(node.id)) == set(node.types) else node.types
        if own in ((), (DEFAULT_TYPE,)) or g.type_origin.source == "inferred":
            return None
        return (DEFAULT_TYPE,)

    def seen(self, ids: Iterable[str]) -> None:
        """Node ids the source holds whose records were not read (unchanged since a
        version): they are not deleted."""
        self._seen_ids.update(ids)

    # -- relationships ----------------------------------------------------------------
    def relationships(self, records: Iterable[RelationshipRecord]) -> None:
        """Collect relationship records (all of them must come before :meth:`changes`)."""
        for rel in records:
            own = self._relations.setdefault((rel.source, rel.label, rel.target), {})
            for key, value in rel.attributes.items():
                own.setdefault(key, value)

    def around(self, ids: Iterable[str]) -> None:
        """Relationships are read only at these node ids (every one leaving or arriving
        at them): the graph's relations with neither end among them are kept. Called
        again, the ids add up."""
        if self._around is None:
            self._around = set()
        self._around.update(ids)

    def _compared_relations(self) -> Iterable[int]:
        """The rows of the graph's relations to compare: all, or those at :meth:`around`."""
        g = self.graph
        if self._around is None:
            return range(g.num_relations)
        rows = np.fromiter((g.index_of(e) for e in self._around if g.has_entity(e)), dtype=np.int64)
        at = np.isin(np.asarray(g.heads), rows) | np.isin(np.asarray(g.tails), rows)
        return (int(j) for j in np.flatnonzero(at))

    # -- the result ---------------------------------------------------------------------
    def changes(self) -> list[EntityChange | RelationChange]:
        """Every change, deletions first, then updates, then additions."""
        self._compare_nodes()
        g = self.graph
        ids = g.entity_ids
        deleted_entities = [EntityChange(op="delete", id=e) for e in ids if e not in self._seen_ids]
        gone = {c.id for c in deleted_entities}
        relation_deletes: list[RelationChange] = []
        known: set[RelationKey] = set()
        for j in self._compared_relations():
            r = g.relation(j)
            key = (ids[r.head], r.label, ids[r.tail])
            known.add(key)
            wanted = self._relations.get(key)
            if wanted is None:
                if key[0] not in gone and key[2] not in gone:
                    relation_deletes.append(
                        RelationChange(op="delete", head=key[0], relation=key[1], tail=key[2])
                    )
                continue
            attributes = _changed_attributes(g.relation_attributes(j), wanted)
            if attributes:
                self._relation_updates.append(
                    RelationChange(
                        op="update",
                        head=key[0],
                        relation=key[1],
                        tail=key[2],
                        fields={"attributes": attributes},
                    )
                )
        relation_adds = [
            RelationChange(
                op="add", head=h, relation=lab, tail=t, fields={"attributes": dict(attrs)}
            )
            for (h, lab, t), attrs in self._relations.items()
            if (h, lab, t) not in known
        ]
        return [
            *relation_deletes,
            *deleted_entities,
            *self._updates,
            *self._relation_updates,
            *self._added,
            *relation_adds,
        ]


def _changed_attributes(old: Mapping[str, Any], new: Mapping[str, Any]) -> dict[str, Any] | None:
    """The attribute update turning ``old`` into ``new`` (a removed key -> None), or None
    when they are equal."""
    if dict(old) == dict(new):
        return None
    changed: dict[str, Any] = {k: v for k, v in new.items() if old.get(k, _MISSING) != v}
    changed.update({k: None for k in old if k not in new})
    return changed


_MISSING = object()
