"""Editing a graph: add, update and delete entities and relations, as a new :class:`Graph`.

A :class:`~graphpaths.graph.model.Graph` is immutable; :func:`edit_graph` applies a list
of changes (in order) and returns the edited graph with, per row, where it came from, so
an index can keep the vectors of every row whose text did not change
(:meth:`GraphIndex.add <graphpaths.dotrag.index.graph_index.GraphIndex.add>` and friends use it).

The changes are parsed from plain Python values by :func:`parse_entities` and
:func:`parse_relations`, the same records the loaders read:

- a relation: ``{"head", "relation", "tail"}`` (ids and label), optional ``description``
  and ``attributes``; or a tuple ``(head, relation, tail[, description])``;
- an entity: ``{"id"}``, optional ``name``, ``types`` (a name or a list), ``description``
  and ``attributes``; or a plain id (to add with defaults, or to delete).

Semantics, in the order the changes come:

- **add**: a new entity (its id must not be in the graph) or a new relation (its
  ``(head, relation, tail)`` must not be; an endpoint not in the graph is created, named
  after its id). An entity added without ``types`` gets, when the graph's types were
  inferred from relation roles, every type owning one of the roles it holds in the edited
  graph (:attr:`TypeOrigin.roles`), else :data:`~graphpaths.graph.model.DEFAULT_TYPE`.
  Existing entities keep their types.
- **update**: the fields given replace the entity's (``name``, ``types``,
  ``description``; ``description: None`` clears it) or the relation's (``description``);
  ``attributes`` are merged, a ``None`` value removing that key.
- **delete**: a relation, or an entity with every relation it takes part in. An entity
  that a deleted relation leaves in no relation and that carries nothing of its own (no
  name other than its id, no description, no attributes:
  :meth:`~graphpaths.graph.Graph.entities_of_their_own`) is deleted with it: it existed
  only through the relations naming it, as a triple creates an endpoint, and a graph
  loaded from the remaining triples would not hold it (give it a name, a description or
  an attribute to keep it).

Rows keep their order: the surviving rows first, as they were, then the added ones, so
adding rows and deleting them again gives back the original graph (same fingerprint).
A type or label that an edit leaves without entities or relations is dropped.

Example:
    >>> from graphpaths.graph import GraphBuilder
    >>> b = GraphBuilder()
    >>> _ = b.add_relation("kismet", "dieterle", "directed_by", create_entities=True)
    >>> g = b.build()
    >>> changes = parse_relations("add", [("jaws", "directed_by", "spielberg")])
    >>> edit = edit_graph(g, changes)
    >>> edit.graph.num_relations, edit.entity_source.tolist()
    (2, [0, 1, -1, -1])
    >>> back = edit_graph(edit.graph, parse_entities("delete", ["jaws", "spielberg"]))
    >>> back.graph.fingerprint == g.fingerprint
    True
"""

from __future__ import annotations

import math
import os
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from graphpaths.arrays import csr_positions
from graphpaths.errors import GraphFormatError, InputError
from graphpaths.graph.loaders import csv_dict_reader, json_lines
from graphpaths.graph.model import DEFAULT_TYPE, Graph

__all__ = [
    "OPERATIONS",
    "EntityChange",
    "GraphEdit",
    "RelationChange",
    "edit_graph",
    "parse_entities",
    "parse_relations",
    "read_changes",
]

#: The operations of an edit.
OPERATIONS: tuple[str, ...] = ("add", "update", "delete")

_ENTITY_FIELDS = ("id", "name", "types", "description", "attributes")
_RELATION_FIELDS = ("head", "relation", "tail", "description", "attributes")

IntArray = npt.NDArray[np.int64]


@dataclass(frozen=True, kw_only=True)
class EntityChange:
    """One change of an entity; ``fields`` holds the fields given (not ``id``)."""

    op: str
    id: str
    fields: Mapping[str, Any] = field(default_factory=dict)
    #: Where the change came from (``entities[3]``, ``ops.jsonl:12``), for errors.
    where: str = ""


@dataclass(frozen=True, kw_only=True)
class RelationChange:
    """One change of a relation ``(head, relation, tail)``; ``fields``: ``description``,
    ``attributes``."""

    op: str
    head: str
    relation: str
    tail: str
    fields: Mapping[str, Any] = field(default_factory=dict)
    where: str = ""


@dataclass(frozen=True, kw_only=True)
class GraphEdit:
    """An edited graph and where its rows come from.

    ``entity_source[i]`` / ``relation_source[j]`` / ``label_source[l]``: the row's index
    in the graph before the edit, or -1 for a new row. ``dirty_entities`` /
    ``dirty_relations``: rows (of the edited graph) kept from before whose text may have
    changed (a new name, types or description; a relation whose endpoint was renamed);
    new rows are not listed.
    """

    graph: Graph
    entity_source: IntArray
    relation_source: IntArray
    label_source: IntArray
    dirty_entities: IntArray
    dirty_relations: IntArray
    #: Counts per change: ``entities_added``, ``relations_deleted``, ...
    counts: dict[str, int]


# -- parsing ---------------------------------------------------------------------------


def parse_entities(
    op: str,
    items: Iterable[Any],
    *,
    name: str = "entities",
    where: Sequence[str] | None = None,
) -> list[EntityChange]:
    """Entity records (dicts, or plain ids for ``add``/``delete``) as changes; an
    :class:`~graphpaths.errors.InputError` names the item (``where[i]``, else
    ``name[i]``) and the field."""
    _check_op(op)
    changes = []
    for i, item in enumerate(items):
        at = where[i] if where is not None else f"{name}[{i}]"
        if isinstance(item, str):
            if op == "update":
                raise InputError(
                    f"{at}: an update needs a record with 'id' and the fields to change"
                )
            record: Mapping[str, Any] = {"id": item}
        elif isinstance(item, Mapping):
            record = item
        else:
            raise InputError(f"{at}: expected an entity record (a dict) or an id, got {item!r}")
        unknown = [k for k in record if k not in _ENTITY_FIELDS]
        if unknown:
            raise InputError(
                f"{at}: unknown field {unknown[0]!r} (an entity has {', '.join(_ENTITY_FIELDS)})"
            )
        entity_id = _text(at, "id", record.get("id"))
        fields: dict[str, Any] = {}
        if op != "delete":
            if "name" in record:
                fields["name"] = _text(at, "name", record["name"])
            if "types" in record:
                fields["types"] = _types(at, record["types"])
            if "description" in record:
                fields["description"] = _optional_text(at, "description", record["description"])
            if "attributes" in record:
                fields["attributes"] = _attributes(at, record["attributes"], op)
            if op == "update" and not fields:
                raise InputError(
                    f"{at}: an update of entity {entity_id!r} names no field to change "
                    "(name, types, description, attributes)"
                )
        changes.append(EntityChange(op=op, id=entity_id, fields=fields, where=at))
    return changes


def parse_relations(
    op: str,
    items: Iterable[Any],
    *,
    name: str = "triples",
    where: Sequence[str] | None = None,
) -> list[RelationChange]:
    """Relation records (dicts or ``(head, relation, tail[, description])`` tuples) as
    changes; an :class:`~graphpaths.errors.InputError` names the item and the field."""
    _check_op(op)
    changes = []
    for i, item in enumerate(items):
        at = where[i] if where is not None else f"{name}[{i}]"
        if isinstance(item, Mapping):
            record: Mapping[str, Any] = item
            unknown = [k for k in record if k not in _RELATION_FIELDS]
            if unknown:
                raise InputError(
                    f"{at}: unknown field {unknown[0]!r} (a relation has "
                    f"{', '.join(_RELATION_FIELDS)})"
                )
        elif isinstance(item, tuple | list) and len(item) in (3, 4):
            record = dict(zip(_RELATION_FIELDS, item, strict=False))
        else:
            raise InputError(
                f"{at}: expected a relation record (a dict with head, relation, tail) or a "
                f"(head, relation, tail[, description]) tuple, got {item!r}"
            )
        head = _text(at, "head", record.get("head"))
        relation = _text(at, "relation", record.get("relation"))
        tail = _text(at, "tail", record.get("tail"))
        fields: dict[str, Any] = {}
        if op != "delete":
            if "description" in record:
                fields["description"] = _optional_text(at, "description", record["description"])
            if "attributes" in record:
                fields["attributes"] = _attributes(at, record["attributes"], op)
            if op == "update" and not fields:
                raise InputError(
                    f"{at}: an update of relation ({head!r}, {relation!r}, {tail!r}) names no "
                    "field to change (description, attributes)"
                )
        changes.append(
            RelationChange(op=op, head=head, relation=relation, tail=tail, fields=fields, where=at)
        )
    return changes


def _check_op(op: str) -> None:
    if op not in OPERATIONS:
        raise InputError(f"op: expected one of {', '.join(OPERATIONS)}, got {op!r}")


def _text(at: str, key: str, value: Any) -> str:
    if not isinstance(value, str) or not value.strip():
        raise InputError(f"{at}: field {key!r} must be a non-empty string, got {value!r}")
    return value


def _optional_text(at: str, key: str, value: Any) -> str | None:
    if value is None or value == "":
        return None
    if not isinstance(value, str):
        raise InputError(f"{at}: field {key!r} must be a string or null, got {value!r}")
    return value


def _types(at: str, value: Any) -> tuple[str, ...]:
    names = [value] if isinstance(value, str) else value
    if not isinstance(names, list | tuple) or not names:
        raise InputError(
            f"{at}: field 'types' must be a type name or a non-empty list, got {value!r}"
        )
    for t in names:
        if not isinstance(t, str) or not t.strip():
            raise InputError(f"{at}: field 'types' holds {t!r}, not a non-empty type name")
    return tuple(dict.fromkeys(names))


def _attributes(at: str, value: Any, op: str) -> dict[str, Any]:
    if not isinstance(value, Mapping):
        raise InputError(f"{at}: field 'attributes' must be an object, got {value!r}")
    out: dict[str, Any] = {}
    for key, item in value.items():
        if not isinstance(key, str) or not key:
            raise InputError(f"{at}: attributes: keys must be non-empty strings, got {key!r}")
        if item is None and op == "update":
            out[key] = None  # removes the key
            continue
        if isinstance(item, float) and not math.isfinite(item):
            raise InputError(f"{at}: attributes[{key!r}]: {item!r} is not a finite number")
        if not isinstance(item, str | int | float | bool):
            raise InputError(
                f"{at}: attributes[{key!r}] must be a string, number or boolean, got {item!r}"
            )
        out[key] = item
    return out


# -- applying --------------------------------------------------------------------------


class _GraphDraft:
    """A graph being edited: the old graph's rows (alive or deleted, perhaps overridden)
    followed by new rows, addressed by draft index."""

    def __init__(self, graph: Graph) -> None:
        self.graph = graph
        self.n_old = graph.num_entities
        self.m_old = graph.num_relations
        self.ids: list[str] = list(graph.entity_ids)
        self.alive = [True] * self.n_old
        self.index: dict[str, int] = {e: i for i, e in enumerate(self.ids)}
        self.entity_fields: dict[int, dict[str, Any]] = {}
        self.given_types: set[int] = set()
        self.renamed: set[int] = set()
        self.rel_alive = np.ones(self.m_old, dtype=bool)
        self.new_relations: list[tuple[int, str, int]] = []
        self.new_alive: list[bool] = []
        self.relation_fields: dict[int, dict[str, Any]] = {}  # draft relation index
        self.new_keys: dict[tuple[int, str, int], int] = {}
        #: Entities a deleted relation named (draft indices).
        self.unlinked: set[int] = set()
        self._sorted: tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]] | None = None
        self.counts = dict.fromkeys(
            (
                f"{kind}_{op}"
                for kind in ("entities", "relations")
                for op in ("added", "updated", "deleted")
            ),
            0,
        )

    # relations are addressed by draft index: old j < m_old, new m_old + k
    def find(self, h: int, label: str, t: int) -> int | None:
        """The draft index of relation ``(h, label, t)`` (the latest added), or None."""
        r = self.new_keys.get((h, label, t))
        if r is not None or h >= self.n_old or t >= self.n_old:
            return r
        g = self.graph
        if label not in g.label_names:
            return None
        return self._old(h, g.label_index(label), t)

    def _old(self, h: int, lab: int, t: int) -> int | None:
        """An old relation by its endpoints and label: a binary search in the relations'
        packed (head, label, tail) keys, sorted once (numpy; no Python dict of every
        relation, which would hold the GIL against concurrent readers)."""
        g = self.graph
        n, labels = max(self.n_old, 1), max(len(g.label_names), 1)
        if self._sorted is None:
            packed = (g.heads.astype(np.int64) * labels + g.relation_labels) * n + g.tails
            order = np.argsort(packed, kind="stable")
            self._sorted = (packed[order], order)
        keys, order = self._sorted
        key = (h * labels + lab) * n + t
        at = int(np.searchsorted(keys, key))
        if at < len(keys) and int(keys[at]) == key:
            return int(order[at])
        return None

    def endpoint(self, entity_id: str, create: bool, at: str) -> int:
        i = self.index.get(entity_id)
        if i is not None:
            return i
        if not create:
            raise InputError(f"{at}: entity {entity_id!r} is not in the graph")
        return self.add_entity(entity_id, {})

    def add_entity(self, entity_id: str, fields: Mapping[str, Any]) -> int:
        i = len(self.ids)
        self.ids.append(entity_id)
        self.alive.append(True)
        self.index[entity_id] = i
        self.entity_fields[i] = dict(fields)
        if "types" in fields:
            self.given_types.add(i)
        self.counts["entities_added"] += 1
        return i

    def relation(self, change: RelationChange) -> int | None:
        h = self.index.get(change.head)
        t = self.index.get(change.tail)
        if h is None or t is None:
            return None
        return self.find(h, change.relation, t)

    def relation_alive(self, r: int) -> bool:
        return bool(self.rel_alive[r]) if r < self.m_old else self.new_alive[r - self.m_old]

    def delete_relation(self, r: int) -> None:
        if r < self.m_old:
            self.rel_alive[r] = False
            self.unlinked.update((int(self.graph.heads[r]), int(self.graph.tails[r])))
        else:
            self.new_alive[r - self.m_old] = False
            h, _, t = self.new_relations[r - self.m_old]
            self.unlinked.update((h, t))
        self.counts["relations_deleted"] += 1

    def delete_entity(self, i: int) -> None:
        self.alive[i] = False
        del self.index[self.ids[i]]
        self.counts["entities_deleted"] += 1

    def carries_own(self, i: int) -> bool:
        """Whether entity ``i`` carries something of its own after the changes so far: a
        name other than its id, a description or attributes
        (:meth:`~graphpaths.graph.Graph.entities_of_their_own`)."""
        own = self.entity_fields.get(i, {})
        old = i < self.n_old
        name = own.get("name", self.graph.names[i] if old else self.ids[i])
        description = own.get("description", self.graph._descriptions[i] if old else None)
        return name != self.ids[i] or bool(description) or bool(_entity_attributes(self, i))

    def drop_unlinked(self) -> None:
        """Delete the entities the deleted relations left in no relation that carry
        nothing of their own (module docstring)."""
        candidates = sorted(i for i in self.unlinked if self.alive[i])
        if not candidates:
            return
        g = self.graph
        degree = np.bincount(
            np.concatenate((g.heads[self.rel_alive], g.tails[self.rel_alive])),
            minlength=len(self.ids),
        )
        for k, (h, _, t) in enumerate(self.new_relations):
            if self.new_alive[k]:
                degree[h] += 1
                degree[t] += 1
        for i in candidates:
            if not degree[i] and not self.carries_own(i):
                self.delete_entity(i)

    def relations_of(self, i: int) -> list[int]:
        found: list[int] = []
        if i < self.n_old:
            g = self.graph
            found = np.flatnonzero(((g.heads == i) | (g.tails == i)) & self.rel_alive).tolist()
        for k, (h, _, t) in enumerate(self.new_relations):
            if self.new_alive[k] and (h == i or t == i):
                found.append(self.m_old + k)
        return found


def edit_graph(
    graph: Graph,
    changes: Sequence[EntityChange | RelationChange],
    *,
    drop_unlinked: bool = True,
) -> GraphEdit:
    """Apply ``changes`` in order to ``graph`` (see the module docstring); an
    :class:`~graphpaths.errors.InputError` names the change (its ``where``) that cannot
    apply, and nothing is applied then. ``drop_unlinked=False`` keeps the entities the
    deleted relations leave alone (a sync: the source says which entities exist)."""
    draft = _GraphDraft(graph)
    for change in changes:
        if isinstance(change, EntityChange):
            _apply_entity(draft, change)
        else:
            _apply_relation(draft, change)
    if drop_unlinked:
        draft.drop_unlinked()
    return _edit_from_draft(draft)


def _apply_entity(draft: _GraphDraft, change: EntityChange) -> None:
    i = draft.index.get(change.id)
    if change.op == "add":
        if i is not None:
            raise InputError(
                f"{change.where}: entity {change.id!r} is already in the graph (use update to "
                "change it)"
            )
        fields = dict(change.fields)
        fields.setdefault("name", change.id)
        draft.add_entity(change.id, fields)
        return
    if i is None:
        raise InputError(f"{change.where}: entity {change.id!r} is not in the graph")
    if change.op == "delete":
        for r in draft.relations_of(i):
            draft.delete_relation(r)
        draft.delete_entity(i)
        return
    own = draft.entity_fields.setdefault(i, {})
    for key, value in change.fields.items():
        if key == "attributes":
            own["attributes"] = _merged(_entity_attributes(draft, i), value)
            continue
        own[key] = value
        if key == "name":
            draft.renamed.add(i)
        if key == "types":
            draft.given_types.add(i)
    draft.counts["entities_updated"] += 1


def _apply_relation(draft: _GraphDraft, change: RelationChange) -> None:
    r = draft.relation(change)
    what = f"relation ({change.head!r}, {change.relation!r}, {change.tail!r})"
    if change.op == "add":
        if r is not None and draft.relation_alive(r):
            raise InputError(
                f"{change.where}: {what} is already in the graph (use update to change it)"
            )
        h = draft.endpoint(change.head, True, change.where)
        t = draft.endpoint(change.tail, True, change.where)
        r = draft.m_old + len(draft.new_relations)
        draft.new_relations.append((h, change.relation, t))
        draft.new_alive.append(True)
        draft.new_keys[(h, change.relation, t)] = r
        draft.relation_fields[r] = dict(change.fields)
        draft.counts["relations_added"] += 1
        return
    if r is None or not draft.relation_alive(r):
        raise InputError(f"{change.where}: {what} is not in the graph")
    if change.op == "delete":
        draft.delete_relation(r)
        return
    own = draft.relation_fields.setdefault(r, {})
    for key, value in change.fields.items():
        if key == "attributes":
            own["attributes"] = _merged(_relation_attributes(draft, r), value)
        else:
            own[key] = value
    draft.counts["relations_updated"] += 1


def _merged(old: Mapping[str, Any], change: Mapping[str, Any]) -> dict[str, Any]:
    out = dict(old)
    for key, value in change.items():
        if value is None:
            out.pop(key, None)
        else:
            out[key] = value
    return out


def _entity_attributes(draft: _GraphDraft, i: int) -> Mapping[str, Any]:
    own = draft.entity_fields.get(i, {})
    if "attributes" in own:
        return dict(own["attributes"])
    if i < draft.n_old:
        return _old_attributes(draft.graph, "entities", i)
    return {}


def _relation_attributes(draft: _GraphDraft, r: int) -> Mapping[str, Any]:
    own = draft.relation_fields.get(r, {})
    if "attributes" in own:
        return dict(own["attributes"])
    if r < draft.m_old:
        return _old_attributes(draft.graph, "relations", r)
    return {}


def _old_attributes(graph: Graph, kind: str, i: int) -> Mapping[str, Any]:
    """The attributes of an existing row (empty for a graph without attributes)."""
    if kind == "entities":
        return dict(graph.entity_attributes(i))
    return dict(graph.relation_attributes(i))


def _attribute_rows(
    graph: Graph, kind: str, rows: list[int], old_count: int, own: Mapping[int, Mapping[str, Any]]
) -> list[Mapping[str, Any]] | None:
    """The attributes of each kept row (draft indices ``rows``): changed, old or none."""
    old = graph.attribute_rows(kind) if graph.has_attributes else None
    if old is None and not any("attributes" in f for f in own.values()):
        return None
    out: list[Mapping[str, Any]] = []
    for r in rows:
        fields = own.get(r)
        if fields is not None and "attributes" in fields:
            out.append(fields["attributes"])
        elif r < old_count and old is not None:
            out.append(old[r])
        else:
            out.append({})
    return out


def _edit_from_draft(draft: _GraphDraft) -> GraphEdit:
    g = draft.graph
    alive = np.array(draft.alive, dtype=bool)
    kept = np.flatnonzero(alive)  # the draft index of each entity of the edited graph
    final_of = np.full(len(alive), -1, np.int64)
    final_of[kept] = np.arange(len(kept))
    entity_source = np.where(kept < draft.n_old, kept, -1).astype(np.int64)
    rel = _final_relations(draft, final_of)
    label_names, label_source, labels = _final_labels(g, rel.old_kept, rel.added_labels)
    type_names, indptr, indices = _final_types(
        draft, kept, rel.heads, rel.tails, labels, label_names
    )
    names, descriptions = _entity_texts(draft, kept, final_of)
    relation_descriptions = _relation_descriptions(draft, rel)
    edited = Graph(
        entity_ids=[draft.ids[i] for i in kept.tolist()],
        names=names,
        descriptions=descriptions,
        type_names=type_names,
        entity_type_indptr=indptr,
        entity_type_indices=indices,
        label_names=label_names,
        heads=rel.heads,
        tails=rel.tails,
        relation_labels=labels,
        relation_descriptions=relation_descriptions if any(relation_descriptions) else None,
        load_report=g.load_report,
        type_origin=g.type_origin,
        entity_attributes=_attribute_rows(
            g, "entities", kept.tolist(), draft.n_old, draft.entity_fields
        ),
        relation_attributes=_attribute_rows(
            g, "relations", rel.draft_index.tolist(), draft.m_old, draft.relation_fields
        ),
    )
    dirty_entities, dirty_relations = _dirty_rows(draft, alive, final_of, rel)
    return GraphEdit(
        graph=edited,
        entity_source=entity_source,
        relation_source=rel.source,
        label_source=label_source,
        dirty_entities=dirty_entities,
        dirty_relations=dirty_relations,
        counts=dict(draft.counts),
    )


@dataclass(frozen=True)
class _FinalRelations:
    """The relations of the edited graph: the surviving old ones in order (``old_kept``),
    then the surviving new ones (``added_labels``); each one's ends (final entity indices),
    old index (``source``, -1: new) and draft index (``draft_index``, ascending)."""

    old_kept: IntArray
    added_labels: list[str]
    heads: IntArray
    tails: IntArray
    source: IntArray
    draft_index: IntArray


def _final_relations(draft: _GraphDraft, final_of: IntArray) -> _FinalRelations:
    g = draft.graph
    old_kept = np.flatnonzero(draft.rel_alive)
    new_kept = np.flatnonzero(np.array(draft.new_alive, dtype=bool)).tolist()
    added = [draft.new_relations[k] for k in new_kept]
    heads = np.concatenate(
        (final_of[g.heads[old_kept]], final_of[np.array([a[0] for a in added], np.int64)])
    )
    tails = np.concatenate(
        (final_of[g.tails[old_kept]], final_of[np.array([a[2] for a in added], np.int64)])
    )
    source = np.concatenate((old_kept, np.full(len(added), -1))).astype(np.int64)
    draft_index = np.concatenate((old_kept, draft.m_old + np.array(new_kept, np.int64))).astype(
        np.int64
    )
    return _FinalRelations(old_kept, [a[1] for a in added], heads, tails, source, draft_index)


def _entity_texts(
    draft: _GraphDraft, kept: IntArray, final_of: IntArray
) -> tuple[list[str], list[str | None]]:
    """The names and descriptions of the kept entities, the edit's own ones applied.

    Plain list copies (same package: the graph's own lists), then the few changed rows:
    little Python per row, so concurrent readers are not held up by the GIL.
    """
    g = draft.graph
    kept_list = kept.tolist()
    n_kept_old = int(np.searchsorted(kept, draft.n_old))
    old_rows = kept_list[:n_kept_old]
    names = [g.names[i] for i in old_rows] + [draft.ids[i] for i in kept_list[n_kept_old:]]
    descriptions: list[str | None] = [g._descriptions[i] for i in old_rows]
    descriptions += [None] * (len(kept_list) - n_kept_old)
    for i, own in draft.entity_fields.items():
        f = int(final_of[i])
        if f >= 0 and own:
            names[f] = own.get("name", names[f])
            descriptions[f] = own.get("description", descriptions[f])
    return names, descriptions


def _final_position(rel: _FinalRelations, r: int) -> int | None:
    """Where the draft relation ``r`` is in the edited graph (``None``: deleted)."""
    at = int(np.searchsorted(rel.draft_index, r))  # draft_index is ascending
    return at if at < len(rel.draft_index) and int(rel.draft_index[at]) == r else None


def _relation_descriptions(draft: _GraphDraft, rel: _FinalRelations) -> list[str | None]:
    old = draft.graph._relation_descriptions
    out: list[str | None] = (
        [old[j] for j in rel.old_kept.tolist()] if old is not None else [None] * len(rel.old_kept)
    )
    out += [None] * len(rel.added_labels)
    for r, own in draft.relation_fields.items():
        if own and "description" in own:
            at = _final_position(rel, r)
            if at is not None:
                out[at] = own["description"]
    return out


def _dirty_rows(
    draft: _GraphDraft, alive: npt.NDArray[np.bool_], final_of: IntArray, rel: _FinalRelations
) -> tuple[IntArray, IntArray]:
    """The kept old entities and relations whose text changed (final indices, ascending):
    changed fields, and the relations of a renamed entity."""
    dirty_entities = sorted(
        int(final_of[i])
        for i, own in draft.entity_fields.items()
        if i < draft.n_old and alive[i] and own
    )
    dirty_relations: set[int] = set()
    for r, own in draft.relation_fields.items():
        at = _final_position(rel, r)
        if r < draft.m_old and own and at is not None:
            dirty_relations.add(at)
    renamed = [int(final_of[i]) for i in draft.renamed if alive[i]]
    if renamed:
        touched = np.isin(rel.heads, renamed) | np.isin(rel.tails, renamed)
        dirty_relations.update(np.flatnonzero(touched & (rel.source >= 0)).tolist())
    return np.array(dirty_entities, np.int64), np.array(sorted(dirty_relations), np.int64)


def _final_labels(
    g: Graph, old_kept: IntArray, added: list[str]
) -> tuple[list[str], IntArray, IntArray]:
    """Label names (the old ones not emptied by the edit, then new ones), each label's old
    index (-1: new) and each relation's label."""
    count = len(g.label_names)
    before = np.bincount(g.relation_labels, minlength=count)
    after = np.bincount(g.relation_labels[old_kept], minlength=count)
    keep = (after > 0) | (before == 0)
    for name in added:
        if name in g.label_names:
            keep[g.label_index(name)] = True
    source = np.flatnonzero(keep).tolist()
    names = [g.label_names[lab] for lab in source]
    position = {name: k for k, name in enumerate(names)}
    for name in added:
        if name not in position:
            position[name] = len(names)
            names.append(name)
            source.append(-1)
    remap = np.full(count, -1, np.int64)
    remap[np.flatnonzero(keep)] = np.arange(int(keep.sum()))
    labels = np.concatenate(
        (remap[g.relation_labels[old_kept]], np.array([position[x] for x in added], np.int64))
    )
    return names, np.array(source, np.int64), labels


def _final_types(
    draft: _GraphDraft,
    kept: IntArray,
    heads: IntArray,
    tails: IntArray,
    labels: IntArray,
    label_names: list[str],
) -> tuple[list[str], IntArray, npt.NDArray[np.int32]]:
    """Type names and the entity -> type CSR of the edited graph: kept entities keep their
    types unless an update gave new ones; new ones get theirs (given, from the roles they
    hold, or the default)."""
    g = draft.graph
    special: dict[int, tuple[str, ...]] = {}  # final index -> type names
    untyped: list[int] = []
    for f, i in enumerate(kept.tolist()):
        if i in draft.given_types:
            special[f] = tuple(draft.entity_fields[i]["types"])
        elif i >= draft.n_old:
            untyped.append(f)
    if untyped:
        special.update(_role_types(g, untyped, heads, tails, labels, label_names))
    type_names = list(g.type_names)
    index = {name: t for t, name in enumerate(type_names)}
    for names in special.values():
        for name in names:
            if name not in index:
                index[name] = len(type_names)
                type_names.append(name)
    n = len(kept)
    is_special = np.zeros(n, dtype=bool)
    is_special[list(special)] = True
    regular = np.flatnonzero(~is_special)
    counts = np.zeros(n, np.int64)
    old_counts = np.diff(g.entity_type_indptr)
    counts[regular] = old_counts[kept[regular]]
    for f, names in special.items():
        counts[f] = len(names)
    indptr = np.zeros(n + 1, np.int64)
    np.cumsum(counts, out=indptr[1:])
    indices = np.empty(int(indptr[-1]), np.int64)
    indices[csr_positions(indptr, regular)] = g.entity_type_indices[
        csr_positions(g.entity_type_indptr, kept[regular])
    ]
    for f, names in special.items():
        indices[indptr[f] : indptr[f + 1]] = sorted(index[name] for name in names)
    # Drop the types this edit emptied (renumbering the rest).
    before = np.bincount(g.entity_type_indices, minlength=len(type_names))
    after = np.bincount(indices, minlength=len(type_names))
    drop = (after == 0) & (before > 0)
    if drop.any():
        remap = np.cumsum(~drop) - 1
        indices = remap[indices]
        type_names = [name for t, name in enumerate(type_names) if not drop[t]]
    return type_names, indptr, indices.astype(np.int32)


def _role_types(
    g: Graph,
    entities: list[int],
    heads: IntArray,
    tails: IntArray,
    labels: IntArray,
    label_names: list[str],
) -> dict[int, tuple[str, ...]]:
    """Types of new entities given none: with inferred types, those owning a role the
    entity holds (:attr:`TypeOrigin.roles`); else (or holding no owned role) the default."""
    roles = g.type_origin.roles if g.type_origin.source == "inferred" else {}
    out: dict[int, tuple[str, ...]] = dict.fromkeys(entities, (DEFAULT_TYPE,))
    if not roles:
        return out
    owners: dict[str, list[str]] = {}
    for type_name, owned in roles.items():
        for role in owned:
            owners.setdefault(role, []).append(type_name)
    size = max(int(heads.max(initial=-1)), int(tails.max(initial=-1)), *entities) + 1
    wanted = np.zeros(size, dtype=bool)
    wanted[entities] = True
    held: dict[int, set[str]] = {f: set() for f in entities}
    for side, ends in (("source", heads), ("target", tails)):
        for j in np.flatnonzero(wanted[ends]).tolist():
            role = f"{label_names[int(labels[j])]} {side}"
            held[int(ends[j])].update(owners.get(role, ()))
    for f, types in held.items():
        if types:
            out[f] = tuple(t for t in g.type_names if t in types) + tuple(
                sorted(t for t in types if t not in g.type_names)
            )
    return out


def read_changes(path: str | os.PathLike[str]) -> list[EntityChange | RelationChange]:
    """The changes of an update file (``graphpaths index --update FILE``), in order.

    JSONL: one object per line, ``{"op": "add"|"update"|"delete", ...}`` with a relation's
    fields (``head``, ``relation``, ``tail``, ``description``, ``attributes``) or an
    entity's (``id``, ``name``, ``types``, ``description``, ``attributes``). CSV (a
    ``.csv`` file with a header): the same names as columns, empty cells left out,
    ``types`` split on ``|``. Errors name the file, the line and the field.

    Example:
        >>> import tempfile, pathlib
        >>> ops = pathlib.Path(tempfile.mkdtemp()) / "ops.jsonl"
        >>> _ = ops.write_text('{"op": "add", "head": "a", "relation": "r", "tail": "b"}\\n'
        ...                    '{"op": "delete", "id": "c"}\\n')
        >>> [(c.op, type(c).__name__) for c in read_changes(ops)]
        [('add', 'RelationChange'), ('delete', 'EntityChange')]
    """
    source = Path(path)
    try:
        text = source.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        raise GraphFormatError(f"{source}: cannot read: {exc}") from None
    records: list[tuple[str, Any]] = []
    if source.suffix.lower() == ".csv":
        reader = csv_dict_reader(text)
        for number, row in enumerate(reader, start=2):
            record: dict[str, Any] = {k: v for k, v in row.items() if k and v not in (None, "")}
            if "types" in record:
                record["types"] = [t for t in str(record["types"]).split("|") if t]
            records.append((f"{source}:{number}", record))
    else:
        records.extend(json_lines(text, source))
    changes: list[EntityChange | RelationChange] = []
    for where, record in records:
        if not isinstance(record, dict):
            raise GraphFormatError(f"{where}: expected a JSON object, got {record!r}")
        fields = dict(record)
        op = fields.pop("op", None)
        if op not in OPERATIONS:
            raise GraphFormatError(
                f"{where}: field 'op' must be one of {', '.join(OPERATIONS)}, got {op!r}"
            )
        if "head" in fields or "relation" in fields or "tail" in fields:
            changes += parse_relations(op, [fields], where=[where])
        elif "id" in fields:
            changes += parse_entities(op, [fields], where=[where])
        else:
            raise GraphFormatError(
                f"{where}: a change names a relation (head, relation, tail) or an entity (id)"
            )
    if not changes:
        raise GraphFormatError(f"{source}: no changes")
    return changes
