"""A graph as plain records: nodes, relationships and where each entity was read from.

:class:`NodeRecord`, :class:`RelationshipRecord` and :class:`GraphRecords` are what a source
hands over, whatever it reads (a LangChain ``GraphDocument``, a LlamaIndex property graph
store, a Cypher database): frozen values, checked when made, with errors naming the record
and the field. :func:`graph_from_records` turns them into the
:class:`~graphpaths.graph.Graph` DotRAG indexes, through the graph's own
:class:`~graphpaths.graph.GraphBuilder` and type assignment, as the file and networkx loaders
do (:meth:`graphpaths.DotRAG.from_records` indexes them in one call).

The mapping (a record field -> what the graph holds):

============================  ==============================================================
``NodeRecord.id``             the entity id
``NodeRecord.name``           the entity name; ``None`` or blank: the id
``NodeRecord.types``          the entity types (none on any node: inferred from relation
                              roles, or one default type; some nodes typed: the others get
                              the default type, as in ``load_triples``)
``NodeRecord.description``    the entity description (embedded and shown with the entity)
``NodeRecord.text``           appended to the description after a blank line (e.g. the
                              chunks that mention the entity)
``NodeRecord.attributes``     the entity attributes (what ``retrieve(q, filter=...)`` reads)
``RelationshipRecord``        a relation ``source -label-> target`` with its attributes;
                              its text is the sentence "<source name> <label words>
                              <target name>"
``GraphRecords.provenance``   not in the graph: entity id -> the ids of the documents it
                              was read from, kept with the records for the caller (the
                              adapters put it into their results' metadata)
``GraphRecords.type_order``,  the order types and labels are numbered in (below); a
``GraphRecords.label_order``  database source passes its mapping's ``type_labels`` and
                              ``relationship_types``
============================  ==============================================================

**Deterministic.** The same records give the same graph, and so the same index (its
fingerprint is equal): nodes are taken in the order of their ids, relationships in the order
of ``(source, label, target, attributes)``, so the order a store or a database returns them
in does not matter. Types and labels are numbered in one documented order
(:func:`numbering`): those ``type_order`` / ``label_order`` list first, in that order, then
the others by name. Where the search meets a tie (two readings of a question found equally
likely, say) it keeps the lower number, so this order decides ties: a graph read from a
store retrieves what the same graph loaded from a file does when its order is the file's
(the file loaders number types and labels as they first appear in the file). Records repeating a node id merge (:func:`merge_nodes`: the first name
and description win, types and attributes are united, the first value of an attribute
winning, distinct texts are joined in order); a repeated relationship (same source, label
and target) is kept once, its attributes merged the same way.

Example:
    >>> records = GraphRecords(
    ...     nodes=(
    ...         NodeRecord(id="kismet", name="Kismet", types=("movie",)),
    ...         NodeRecord(id="dieterle", name="William Dieterle", types=("person",),
    ...                    attributes={"born": 1893}),
    ...         NodeRecord(id="kismet-1944"),
    ...     ),
    ...     relationships=(
    ...         RelationshipRecord(source="kismet", target="dieterle", label="directed_by"),
    ...     ),
    ...     provenance={"kismet": ("doc-1",)},
    ... )
    >>> g = graph_from_records(records)
    >>> g.relation_text(0), g.entity_text("dieterle"), g.entity("kismet-1944").name
    ('Kismet directed by William Dieterle', 'William Dieterle (person)', 'kismet-1944')
    >>> dict(g.entity_attributes("dieterle")), g.types_of("kismet-1944")
    ({'born': 1893}, ('entity',))
    >>> RelationshipRecord(source="kismet", target="x", label=" ")
    Traceback (most recent call last):
    ...
    graphpaths.errors.GraphFormatError: RelationshipRecord 'kismet' -> 'x': field 'label': expected a non-empty string, got ' '
"""

from __future__ import annotations

import datetime
import json
import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from graphpaths.errors import GraphFormatError
from graphpaths.graph import DEFAULT_TYPE, Graph, GraphBuilder, TypeInference, assign_types
from graphpaths.graph.model import check_attributes

__all__ = [
    "GraphRecords",
    "NodeRecord",
    "RelationshipRecord",
    "graph_from_records",
    "merge_nodes",
    "numbering",
    "provenance_of",
    "scalar_attributes",
]

_NO_ATTRIBUTES: Mapping[str, Any] = MappingProxyType({})


def _required_text(where: str, name: str, value: Any) -> str:
    if not isinstance(value, str) or not value.strip():
        raise GraphFormatError(
            f"{where}: field {name!r}: expected a non-empty string, got {value!r}"
        )
    return value


def _optional_text(where: str, name: str, value: Any) -> str | None:
    """``value`` if it is a non-blank string; ``None`` for ``None`` or a blank one."""
    if value is None:
        return None
    if not isinstance(value, str):
        raise GraphFormatError(f"{where}: field {name!r}: expected a string or None, got {value!r}")
    return value if value.strip() else None


def _strings(where: str, name: str, values: Any) -> tuple[str, ...]:
    """A tuple of non-empty strings, repeats dropped (a bare string is refused: it would
    read as its letters)."""
    if isinstance(values, str) or not isinstance(values, Iterable):
        raise GraphFormatError(
            f"{where}: field {name!r}: expected a tuple of strings, got {values!r}"
            + (f" (write ({values!r},))" if isinstance(values, str) else "")
        )
    kept: list[str] = []
    for value in values:
        _required_text(where, name, value)
        if value not in kept:
            kept.append(value)
    return tuple(kept)


def _attributes(where: str, attributes: Any) -> Mapping[str, Any]:
    checked = check_attributes(attributes, f"{where}: field 'attributes'")
    return MappingProxyType(checked) if checked else _NO_ATTRIBUTES


@dataclass(frozen=True, kw_only=True)
class NodeRecord:
    """One node: an entity of the graph.

    ``name`` falls back to ``id`` (``None`` or blank); ``types`` are the entity types;
    ``description`` and ``text`` (extra text, e.g. the chunks mentioning the entity) are
    embedded with it; ``attributes`` (names to strings, numbers or booleans) are what filters
    read, kept as a read-only copy.

    Raises:
        GraphFormatError: naming the record and the field (an empty id, types that are not
            strings, an attribute that is not a scalar...).
    """

    id: str
    name: str | None = None
    types: tuple[str, ...] = ()
    description: str | None = None
    text: str | None = None
    attributes: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        _required_text("NodeRecord", "id", self.id)
        where = f"NodeRecord {self.id!r}"
        object.__setattr__(self, "name", _optional_text(where, "name", self.name))
        object.__setattr__(self, "types", _strings(where, "types", self.types))
        object.__setattr__(
            self, "description", _optional_text(where, "description", self.description)
        )
        object.__setattr__(self, "text", _optional_text(where, "text", self.text))
        object.__setattr__(self, "attributes", _attributes(where, self.attributes))


@dataclass(frozen=True, kw_only=True)
class RelationshipRecord:
    """One relationship ``source -label-> target`` between node ids, with its attributes
    (read-only copy).

    Raises:
        GraphFormatError: naming the record and the field (an empty endpoint or label, an
            attribute that is not a scalar).
    """

    source: str
    target: str
    label: str
    attributes: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        _required_text("RelationshipRecord", "source", self.source)
        _required_text(f"RelationshipRecord {self.source!r}", "target", self.target)
        where = f"RelationshipRecord {self.source!r} -> {self.target!r}"
        _required_text(where, "label", self.label)
        where = f"RelationshipRecord {self.source!r} -{self.label}-> {self.target!r}"
        object.__setattr__(self, "attributes", _attributes(where, self.attributes))


@dataclass(frozen=True, kw_only=True)
class GraphRecords:
    """A whole graph as records: its nodes, its relationships, ``provenance`` (entity
    id -> the ids of the source documents it was read from; read-only), and the order its
    types and labels are numbered in (``type_order``, ``label_order``: those listed first,
    in this order, then the others by name; a name nothing carries is left out).

    Node ids may repeat (the records merge, :func:`merge_nodes`); every relationship
    endpoint and every provenance key must be a node's id.

    Raises:
        GraphFormatError: naming the record (``relationships[3]``) and the unknown id, or
            the provenance entry that is not a tuple of strings.
    """

    nodes: tuple[NodeRecord, ...]
    relationships: tuple[RelationshipRecord, ...] = ()
    provenance: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    type_order: tuple[str, ...] = ()
    label_order: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        for name in ("type_order", "label_order"):
            object.__setattr__(self, name, _strings("GraphRecords", name, getattr(self, name)))
        nodes = _records_of("nodes", self.nodes, NodeRecord)
        relationships = _records_of("relationships", self.relationships, RelationshipRecord)
        ids = {node.id for node in nodes}
        for i, rel in enumerate(relationships):
            for end in ("source", "target"):
                value = getattr(rel, end)
                if value not in ids:
                    raise GraphFormatError(
                        f"GraphRecords.relationships[{i}] ({rel.source!r} -{rel.label}-> "
                        f"{rel.target!r}): {end} {value!r} is not the id of any node"
                    )
        if not isinstance(self.provenance, Mapping):
            raise GraphFormatError(
                f"GraphRecords.provenance: expected a mapping of entity ids to document ids, "
                f"got {self.provenance!r}"
            )
        provenance: dict[str, tuple[str, ...]] = {}
        for entity_id, documents in self.provenance.items():
            if entity_id not in ids:
                raise GraphFormatError(
                    f"GraphRecords.provenance: key {entity_id!r} is not the id of any node"
                )
            provenance[entity_id] = _strings(
                f"GraphRecords.provenance[{entity_id!r}]", "documents", documents
            )
        object.__setattr__(self, "nodes", nodes)
        object.__setattr__(self, "relationships", relationships)
        object.__setattr__(self, "provenance", MappingProxyType(provenance))


def _records_of(name: str, values: Any, kind: type[Any]) -> tuple[Any, ...]:
    if isinstance(values, str | bytes) or not isinstance(values, Iterable):
        raise GraphFormatError(
            f"GraphRecords.{name}: expected a tuple of {kind.__name__}, got {values!r}"
        )
    records = tuple(values)
    for i, record in enumerate(records):
        if not isinstance(record, kind):
            raise GraphFormatError(
                f"GraphRecords.{name}[{i}]: expected a {kind.__name__}, got {type(record).__name__}"
            )
    return records


def merge_nodes(nodes: Iterable[NodeRecord]) -> tuple[NodeRecord, ...]:
    """One record per node id, in the order of the ids.

    Records repeating an id merge in the order given: the first name and description win,
    types are united in order, attributes too (the first value of a name winning), and
    distinct texts are joined by a blank line.

    Example:
        >>> merged = merge_nodes([
        ...     NodeRecord(id="b", types=("person",), text="Ann met Bob."),
        ...     NodeRecord(id="a"),
        ...     NodeRecord(id="b", name="Bob", types=("actor",), text="Bob acts."),
        ... ])
        >>> [(n.id, n.name, n.types, n.text) for n in merged]
        [('a', None, (), None), ('b', 'Bob', ('person', 'actor'), 'Ann met Bob.\\n\\nBob acts.')]
    """
    groups: dict[str, list[NodeRecord]] = {}
    for node in nodes:
        groups.setdefault(node.id, []).append(node)
    return tuple(_merged(groups[entity_id]) for entity_id in sorted(groups))


def _merged(group: list[NodeRecord]) -> NodeRecord:
    if len(group) == 1:
        return group[0]
    types: list[str] = []
    texts: list[str] = []
    attributes: dict[str, Any] = {}
    for node in group:
        types += [t for t in node.types if t not in types]
        if node.text is not None and node.text not in texts:
            texts.append(node.text)
        for key, value in node.attributes.items():
            attributes.setdefault(key, value)
    return NodeRecord(
        id=group[0].id,
        name=next((n.name for n in group if n.name is not None), None),
        types=tuple(types),
        description=next((n.description for n in group if n.description is not None), None),
        text="\n\n".join(texts) or None,
        attributes=attributes,
    )


def numbering(present: Iterable[str], order: Iterable[str] = ()) -> list[str]:
    """The order types (or labels) are numbered in: those of ``order`` that are
    ``present``, in that order, then the other ``present`` ones by name.

    Example:
        >>> numbering({"year", "movie", "tag", "person"}, ("movie", "person", "genre"))
        ['movie', 'person', 'tag', 'year']
    """
    have = set(present)
    first = [name for name in dict.fromkeys(order) if name in have]
    return first + sorted(have.difference(first))


def _relationship_key(rel: RelationshipRecord) -> tuple[str, str, str, str]:
    attributes = json.dumps(dict(rel.attributes), sort_keys=True, ensure_ascii=False)
    return (rel.source, rel.label, rel.target, attributes)


def graph_from_records(
    records: GraphRecords,
    *,
    default_type: str = DEFAULT_TYPE,
    types: Mapping[str, str | Iterable[str]] | None = None,
    infer_types: bool = True,
    type_inference: TypeInference | None = None,
) -> Graph:
    """The :class:`~graphpaths.graph.Graph` of ``records`` (the mapping: see the module).

    Types as in :func:`~graphpaths.graph.load_triples`: when no node names any, they are
    inferred from relation roles (``infer_types=False``: every entity gets
    ``default_type``); ``types`` (entity id -> type names) overrides.

    Raises:
        GraphFormatError: ``records`` is not a :class:`GraphRecords`, or holds no node.
    """
    if not isinstance(records, GraphRecords):
        raise GraphFormatError(f"records: expected GraphRecords, got {type(records).__name__}")
    if not records.nodes:
        raise GraphFormatError("GraphRecords.nodes: no nodes, nothing to index")
    builder = GraphBuilder(default_type=default_type)
    nodes = merge_nodes(records.nodes)
    builder.number_first(
        types=numbering({t for node in nodes for t in node.types}, records.type_order),
        labels=numbering({rel.label for rel in records.relationships}, records.label_order),
    )
    for node in nodes:
        description = "\n\n".join(t for t in (node.description, node.text) if t is not None)
        builder.add_entity(
            node.id,
            name=node.name,
            types=node.types,
            description=description or None,
            attributes=node.attributes,
        )
    for rel in sorted(records.relationships, key=_relationship_key):
        builder.add_relation(rel.source, rel.target, rel.label, attributes=rel.attributes)
    return assign_types(
        builder.build(), types=types, infer_types=infer_types, inference=type_inference
    )


def scalar_attributes(properties: Mapping[Any, Any], *, skip: Iterable[str] = ()) -> dict[str, Any]:
    """The properties a filter can read, from a framework's or a database's node or
    relationship: strings, finite numbers and booleans as they are, dates and times as
    ISO 8601 strings (which compare as dates); ``None``, lists, mappings (an embedding, a
    nested object), NaN and names that are not non-empty strings are left out, and so are
    the names in ``skip``.

    Example:
        >>> import datetime
        >>> scalar_attributes({"year": 1944, "born": datetime.date(1893, 7, 15),
        ...                    "embedding": [0.1, 0.2], "note": None, "id": "x"}, skip=["id"])
        {'year': 1944, 'born': '1893-07-15'}
    """
    skipped = set(skip)
    kept: dict[str, Any] = {}
    for key, value in properties.items():
        if not isinstance(key, str) or not key.strip() or key in skipped:
            continue
        if isinstance(value, datetime.date | datetime.time):
            kept[key] = value.isoformat()
        elif isinstance(value, str | bool | int) or (
            isinstance(value, float) and math.isfinite(value)
        ):
            kept[key] = value
    return kept


def provenance_of(
    provenance: Mapping[str, Iterable[str]], entity_ids: Iterable[str]
) -> tuple[str, ...]:
    """The documents the given entities were read from (``GraphRecords.provenance``):
    each once, sorted; what the adapters attach to a retrieved path.

    Example:
        >>> provenance_of({"a": ("d2", "d1"), "b": ("d1",)}, ["a", "b", "c"])
        ('d1', 'd2')
    """
    return tuple(sorted({d for entity_id in entity_ids for d in provenance.get(entity_id, ())}))
