"""How a property graph in a database maps onto graphpaths' entities and relations.

One mapping, :class:`CypherMapping`, serves every database source (the openCypher one over
FalkorDB, Neo4j or Memgraph, :mod:`graphpaths.sources.cypher`, and Kùzu,
:mod:`graphpaths.sources.kuzu`): which node property is the entity id, which its name and
description, which properties become the attributes filters read (a tenant, a region),
which node labels are entity types, which nodes and relationship types are read at all,
and which property (if any) holds a version number for :func:`~graphpaths.dotrag.index.sync.sync_index`.

A node becomes a :class:`~graphpaths.sources.records.NodeRecord`:

- ``id``: the ``id_property``, as a string (``42`` -> ``"42"``). A node without it is an
  error naming the node (its labels and properties) and the property: there is no id to
  fall back on;
- ``name``: the ``name_property``; a node without it (or with an empty one) is named
  after its id;
- ``description``: the ``description_property``, if any;
- ``types``: its labels, those of ``type_labels`` only when that is given;
- ``attributes``: the properties of ``attributes`` the node has (strings, numbers,
  booleans; another value is an error naming the node and the property).

A relationship becomes a :class:`~graphpaths.sources.records.RelationshipRecord`: its
endpoints' ids, its type as the label, and the ``relationship_attributes`` it has.

Property names and labels that a query must name are checked against
:data:`IDENTIFIER` (letters, digits and ``_``, not starting with a digit) and written
backtick-quoted; everything else a query needs (ids, versions, relationship types, page
bounds) travels as a parameter. Labels, names and values read from the store are data:
a label named ``"A`) DETACH DELETE n //"`` becomes that type, never query text.

Example:
    >>> CypherMapping(id_property="uid", attributes=("tenant",)).quoted("uid")
    '`uid`'
    >>> CypherMapping(id_property="uid`) DETACH DELETE n //")
    Traceback (most recent call last):
    ...
    graphpaths.errors.ConfigError: CypherMapping.id_property: 'uid`) DETACH DELETE n //' is not a plain identifier (letters, digits and _, not starting with a digit)
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from graphpaths.errors import ConfigError, InputError
from graphpaths.sources.records import NodeRecord, RelationshipRecord

__all__ = [
    "IDENTIFIER",
    "CypherMapping",
    "node_record",
    "quote_identifier",
    "relationship_record",
    "version_of",
]

#: What a label or property name named in a query may look like (it is then backtick-quoted).
IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,127}")

#: The most rows a page may hold.
MAX_PAGE = 100_000


def quote_identifier(name: Any, where: str) -> str:
    """``name`` backtick-quoted, after checking it is a plain identifier; a
    :class:`~graphpaths.errors.ConfigError` names ``where`` and the value otherwise."""
    if not isinstance(name, str) or IDENTIFIER.fullmatch(name) is None:
        raise ConfigError(
            f"{where}: {name!r} is not a plain identifier (letters, digits and _, not "
            "starting with a digit)"
        )
    return f"`{name}`"


@dataclass(frozen=True, kw_only=True)
class CypherMapping:
    """Which properties and labels of a property graph make the entities and relations.

    Attributes:
        id_property: The node property holding the entity id (required on every node read).
        name_property: The node property holding the name (a node without it is named
            after its id); None: every entity is named after its id.
        description_property: The node property holding a description, or None.
        attributes: Node properties copied into the entity's attributes (what
            ``retrieve(..., filter=...)`` reads: a tenant, a region).
        relationship_attributes: Relationship properties copied into the relation's.
        type_labels: The node labels that are entity types; None: every label is one.
            A node with none of them gets the graph's default (or inferred) types. Types
            are numbered in this order, the others by name (ties in the search go by
            these numbers: :mod:`graphpaths.sources.records`).
        node_labels: Read only nodes with one of these labels (and relationships
            between such nodes); empty: every node.
        relationship_types: Read only relationships of these types; empty: all. Labels
            are numbered in this order, the others by name.
        version_property: A numeric node property that grows whenever a node changes
            (a counter, or epoch milliseconds such as Cypher's ``timestamp()``); with it
            a sync reads only the nodes changed since the last one. None: a sync
            compares everything.
        version_covers_relationships: The store's writers promise that a write adding,
            changing or deleting a relationship also raises the ``version_property`` of
            one of its endpoints (deleting a node deletes its relationships: no other
            node's version need rise). A sync then reads only the relationships of the
            nodes whose version rose, and the node ids only when the store counts fewer
            than it expects (deletions); its cost follows the changes, not the graph.
            False: a sync by version reads every relationship (they carry no version).
        page_size: Rows per query (nodes per page; relationships are read for a page
            of nodes at a time).
    """

    id_property: str = "id"
    name_property: str | None = "name"
    description_property: str | None = "description"
    attributes: tuple[str, ...] = ()
    relationship_attributes: tuple[str, ...] = ()
    type_labels: tuple[str, ...] | None = None
    node_labels: tuple[str, ...] = ()
    relationship_types: tuple[str, ...] = ()
    version_property: str | None = None
    version_covers_relationships: bool = False
    page_size: int = 1000

    def __post_init__(self) -> None:
        for name in ("attributes", "relationship_attributes", "node_labels", "relationship_types"):
            value = getattr(self, name)
            if isinstance(value, str) or not isinstance(value, Sequence):
                raise ConfigError(f"CypherMapping.{name}: expected a list of names, got {value!r}")
            object.__setattr__(self, name, tuple(value))
        if self.type_labels is not None:
            if isinstance(self.type_labels, str) or not isinstance(self.type_labels, Sequence):
                raise ConfigError(
                    f"CypherMapping.type_labels: expected a list of labels or None, "
                    f"got {self.type_labels!r}"
                )
            object.__setattr__(self, "type_labels", tuple(self.type_labels))
        quote_identifier(self.id_property, "CypherMapping.id_property")
        for name in ("name_property", "description_property", "version_property"):
            value = getattr(self, name)
            if value is not None:
                quote_identifier(value, f"CypherMapping.{name}")
        for name in ("attributes", "relationship_attributes", "node_labels"):
            for i, value in enumerate(getattr(self, name)):
                quote_identifier(value, f"CypherMapping.{name}[{i}]")
        own = {self.id_property, self.name_property, self.description_property}
        for i, value in enumerate(self.attributes):
            if value in own:
                raise ConfigError(
                    f"CypherMapping.attributes[{i}]: {value!r} is already mapped as the id, "
                    "name or description"
                )
        # Relationship types and type labels are compared as data (parameters), never
        # written into a query: any non-empty string will do.
        for name in ("relationship_types", "type_labels"):
            for i, value in enumerate(getattr(self, name) or ()):
                if not isinstance(value, str) or not value:
                    raise ConfigError(
                        f"CypherMapping.{name}[{i}]: expected a non-empty string, got {value!r}"
                    )
        if not isinstance(self.version_covers_relationships, bool):
            raise ConfigError(
                "CypherMapping.version_covers_relationships: expected true or false, "
                f"got {self.version_covers_relationships!r}"
            )
        if self.version_covers_relationships and self.version_property is None:
            raise ConfigError(
                "CypherMapping.version_covers_relationships: needs a version_property "
                "(the version the relationship writes raise)"
            )
        if (
            isinstance(self.page_size, bool)
            or not isinstance(self.page_size, int)
            or not 1 <= self.page_size <= MAX_PAGE
        ):
            raise ConfigError(
                f"CypherMapping.page_size: expected an integer in 1..{MAX_PAGE}, "
                f"got {self.page_size!r}"
            )

    def quoted(self, name: str) -> str:
        """A property name or label of this mapping, backtick-quoted (checked again)."""
        return quote_identifier(name, "property or label")

    def node_properties(self) -> tuple[str, ...]:
        """The node properties read, the id first: id, name, description, attributes,
        version (those set; no repeats)."""
        names = [
            self.id_property,
            self.name_property,
            self.description_property,
            *self.attributes,
            self.version_property,
        ]
        return tuple(dict.fromkeys(n for n in names if n is not None))

    def as_dict(self) -> dict[str, Any]:
        """The mapping as JSON values (stored with a synced index; ``version_covers_relationships``
        only when set, so an index synced before it existed keeps syncing by version)."""
        values: dict[str, Any] = {
            "id_property": self.id_property,
            "name_property": self.name_property,
            "description_property": self.description_property,
            "attributes": list(self.attributes),
            "relationship_attributes": list(self.relationship_attributes),
            "type_labels": None if self.type_labels is None else list(self.type_labels),
            "node_labels": list(self.node_labels),
            "relationship_types": list(self.relationship_types),
            "version_property": self.version_property,
        }
        if self.version_covers_relationships:
            values["version_covers_relationships"] = True
        return values

    @classmethod
    def from_dict(cls, payload: Any, *, where: str = "mapping") -> CypherMapping:
        """A mapping from JSON values (a file's content); unknown keys are errors."""
        if not isinstance(payload, Mapping):
            raise ConfigError(f"{where}: expected an object, got {payload!r}")
        known = {*cls().as_dict(), "version_covers_relationships", "page_size"}
        unknown = sorted(set(payload) - known)
        if unknown:
            raise ConfigError(
                f"{where}: unknown key {unknown[0]!r} (a mapping has {', '.join(sorted(known))})"
            )
        options = dict(payload)
        if options.get("type_labels") is not None:
            options["type_labels"] = tuple(options["type_labels"])
        return cls(**options)


def _describe(labels: Sequence[Any], properties: Mapping[str, Any]) -> str:
    shown = ", ".join(f"{k}: {v!r}" for k, v in list(properties.items())[:4])
    return f"(:{':'.join(str(label) for label in labels)} {{{shown}}})"


def _scalar(value: Any, what: str) -> str | int | float | bool:
    if isinstance(value, str | bool | int):
        return value
    if isinstance(value, float) and math.isfinite(value):
        return value
    raise InputError(f"{what}: expected a string, number or boolean, got {value!r}")


def node_record(
    mapping: CypherMapping, labels: Sequence[Any], properties: Mapping[str, Any]
) -> NodeRecord:
    """The record of a node with ``labels`` and ``properties`` (those the mapping reads,
    or all of them; a missing one is absent or None)."""
    raw_id = properties.get(mapping.id_property)
    if raw_id is None or raw_id == "":
        raise InputError(
            f"node {_describe(labels, properties)} has no {mapping.id_property!r} property "
            "(the mapping's id_property): every node read needs an id"
        )
    node_id = str(raw_id)
    label_names = [str(label) for label in labels]
    wanted = mapping.type_labels
    types = tuple(dict.fromkeys(lab for lab in label_names if wanted is None or lab in wanted))
    name = properties.get(mapping.name_property) if mapping.name_property else None
    description = (
        properties.get(mapping.description_property) if mapping.description_property else None
    )
    attributes = {
        key: _scalar(properties[key], f"node {node_id!r}, property {key!r}")
        for key in mapping.attributes
        if properties.get(key) is not None
    }
    return NodeRecord(
        id=node_id,
        name=str(name) if name not in (None, "") else None,
        types=types,
        description=str(description) if description not in (None, "") else None,
        attributes=attributes,
    )


def relationship_record(
    mapping: CypherMapping,
    source: Any,
    label: Any,
    target: Any,
    properties: Mapping[str, Any],
) -> RelationshipRecord:
    """The record of a relationship ``source -[label]-> target`` (endpoint ids as read)."""
    attributes = {
        key: _scalar(
            properties[key], f"relationship ({source!r})-[{label}]->({target!r}), property {key!r}"
        )
        for key in mapping.relationship_attributes
        if properties.get(key) is not None
    }
    return RelationshipRecord(
        source=str(source), target=str(target), label=str(label), attributes=attributes
    )


def version_of(mapping: CypherMapping, node_id: str, value: Any) -> float | None:
    """A node's version (the ``version_property``) as a number, None when it has none; a
    value that is not a number is an error naming the node."""
    if value is None or mapping.version_property is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise InputError(
            f"node {node_id!r}, property {mapping.version_property!r} (the mapping's "
            f"version_property): expected a number, got {value!r}"
        )
    return float(value)
