"""A LlamaIndex property graph store as graphpaths records (:mod:`graphpaths.sources.records`),
read through the public API of ``PropertyGraphStore`` (``get`` and ``get_triplets``), so any
store works (``SimplePropertyGraphStore``, Kùzu, Neo4j, ...); no logic but the mapping.

==================================  ========================================================
LlamaIndex                          graphpaths
==================================  ========================================================
``EntityNode.id``                   the entity id (LlamaIndex's: the name, ``"`` as a space)
``EntityNode.name``                 the entity name
``EntityNode.label``                the entity type (LlamaIndex's default ``"entity"``: none,
                                    so DotRAG infers types from relation roles when no node
                                    has any)
``properties["description"]``       the entity description
other ``EntityNode.properties``     the entity attributes (strings, numbers, booleans; dates
                                    as ISO strings; lists, objects, ``None`` and LlamaIndex's
                                    bookkeeping keys left out; Kùzu's ``e.`` prefix dropped)
``Relation.label``                  the relation label
``Relation.properties``             the relation attributes (as for entities)
``ChunkNode`` mentioning an entity  that entity's text (``chunk_text=True``): the chunks
                                    whose id an entity's or a relation's
                                    ``triplet_source_id`` names, joined in the order of
                                    their ids
provenance                          each entity keeps the ids of those chunks (the
                                    LlamaIndex node ids the extractors read it from)
==================================  ========================================================

``ChunkNode`` objects are no entities, and triplets touching one are left out. The triplets
are asked for one entity at a time (``get_triplets(ids=[id])``): a store may cap one
answer (Kùzu's returns at most 100 triplets), and the cap then applies per entity.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from llama_index.core.graph_stores.types import ChunkNode, PropertyGraphStore

from graphpaths.errors import GraphFormatError
from graphpaths.sources.records import (
    GraphRecords,
    NodeRecord,
    RelationshipRecord,
    scalar_attributes,
)

__all__ = ["UNTYPED", "records_from_property_graph_store"]

#: ``EntityNode.label`` when LlamaIndex was given none: the entity gets no type of its own.
UNTYPED = "entity"
#: LlamaIndex's bookkeeping, never an attribute: the source chunk, the node's own fields,
#: a chunk's metadata about its document.
SOURCE_KEY = "triplet_source_id"
_BOOKKEEPING = (
    SOURCE_KEY,
    "id",
    "name",
    "label",
    "text",
    "embedding",
    "description",
    "_node_content",
    "_node_type",
    "document_id",
    "doc_id",
    "ref_doc_id",
)
#: How Kùzu's ``get()`` names a node's properties (``RETURN e.*``).
_CYPHER_PREFIX = "e."


def _properties(node_or_relation: Any) -> dict[str, Any]:
    """Its properties, with Kùzu's ``e.`` prefix dropped when every name has it."""
    properties = dict(getattr(node_or_relation, "properties", None) or {})
    if properties and all(isinstance(k, str) and k.startswith(_CYPHER_PREFIX) for k in properties):
        properties = {k.removeprefix(_CYPHER_PREFIX): v for k, v in properties.items()}
    return properties


def _entity(node: Any) -> NodeRecord:
    properties = _properties(node)
    label = getattr(node, "label", None)
    description = properties.get("description")
    try:
        return NodeRecord(
            id=node.id,
            name=getattr(node, "name", None),
            types=(label,) if label and label != UNTYPED else (),
            description=description if isinstance(description, str) else None,
            attributes=scalar_attributes(properties, skip=_BOOKKEEPING),
        )
    except GraphFormatError as exc:
        raise GraphFormatError(f"property graph store, node {node!r}: {exc}") from None


def _source(properties: Mapping[str, Any]) -> str | None:
    value = properties.get(SOURCE_KEY)
    return value if isinstance(value, str) and value else None


def records_from_property_graph_store(
    store: PropertyGraphStore, *, chunk_text: bool = True
) -> GraphRecords:
    """The records of everything in ``store`` (the mapping: see the module).

    ``chunk_text=False`` leaves the chunks' text out of the entities' texts (their ids stay
    the provenance).

    Raises:
        GraphFormatError: naming the node or the triplet that cannot be read.
    """
    chunks: dict[str, str] = {}
    entities: dict[str, NodeRecord] = {}
    mentions: dict[str, set[str]] = {}
    for node in store.get():
        if isinstance(node, ChunkNode):
            chunks[node.id] = node.text
            continue
        record = _entity(node)
        entities.setdefault(record.id, record)
        source = _source(_properties(node))
        if source is not None:
            mentions.setdefault(record.id, set()).add(source)
    relationships: dict[tuple[str, str, str], RelationshipRecord] = {}
    for entity_id in sorted(entities):
        for head, relation, tail in store.get_triplets(ids=[entity_id]):
            if isinstance(head, ChunkNode) or isinstance(tail, ChunkNode):
                continue
            ends = []
            for node in (head, tail):
                record = _entity(node)
                entities.setdefault(record.id, record)  # a store's get() may have missed it
                ends.append(record.id)
            properties = _properties(relation)
            key = (ends[0], str(relation.label), ends[1])
            if key in relationships:
                continue
            try:
                relationships[key] = RelationshipRecord(
                    source=ends[0],
                    target=ends[1],
                    label=relation.label,
                    attributes=scalar_attributes(properties, skip=_BOOKKEEPING),
                )
            except GraphFormatError as exc:
                raise GraphFormatError(f"property graph store, triplet {key!r}: {exc}") from None
            source = _source(properties)
            if source is not None:
                for end in ends:
                    mentions.setdefault(end, set()).add(source)
    nodes = []
    for entity_id, record in sorted(entities.items()):
        texts = [chunks[c] for c in sorted(mentions.get(entity_id, ())) if c in chunks]
        if chunk_text and texts:
            joined = "\n\n".join(t for t in texts if t.strip())
            record = dataclasses.replace(record, text=joined or None)
        nodes.append(record)
    return GraphRecords(
        nodes=tuple(nodes),
        relationships=tuple(relationships.values()),
        provenance={k: tuple(sorted(v)) for k, v in mentions.items() if k in entities},
    )
