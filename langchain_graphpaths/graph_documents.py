"""LangChain ``GraphDocument`` objects (``LLMGraphTransformer``'s output) as graphpaths
records (:mod:`graphpaths.sources.records`); no logic but the mapping.

=================================  =========================================================
GraphDocument                      graphpaths
=================================  =========================================================
``Node.id``                        the entity id (``str(id)``: an int id becomes its digits)
``Node.type``                      the entity type (LangChain's default ``"Node"``: none, so
                                   DotRAG infers types from relation roles when no node has
                                   any)
``Node.properties["name"]``        the entity name (absent: the id)
``Node.properties["description"]`` the entity description
other ``Node.properties``          the entity attributes (strings, numbers, booleans; dates
                                   as ISO strings; lists, objects and ``None`` left out)
``Relationship.type``              the relation label
``Relationship.properties``        the relation attributes (as for nodes)
``GraphDocument.source``           provenance: each entity keeps the ids of the documents it
                                   was read from, ``Document.id`` or, without one,
                                   ``"sha256:"`` + the first 16 hex digits of the SHA-256 of
                                   its ``page_content``
=================================  =========================================================

A relationship's endpoints are entities even when its document's ``nodes`` omit them; a
node repeated across documents merges (:func:`graphpaths.sources.records.merge_nodes`).
The objects are read by their attributes (``nodes``, ``relationships``, ``source``), so
``langchain_community`` is needed only to make them.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from typing import Any

from graphpaths.errors import GraphFormatError
from graphpaths.sources.records import (
    GraphRecords,
    NodeRecord,
    RelationshipRecord,
    scalar_attributes,
)

__all__ = ["UNTYPED", "document_id", "records_from_graph_documents"]

#: ``Node.type`` when LangChain was given none: the entity gets no type of its own.
UNTYPED = "Node"
_OWN = ("name", "description")


def document_id(document: Any) -> str:
    """The provenance id of a source ``Document``: its ``id``, or ``"sha256:"`` and the
    first 16 hex digits of the SHA-256 of its ``page_content``."""
    given = getattr(document, "id", None)
    if isinstance(given, str) and given.strip():
        return given
    text = getattr(document, "page_content", None)
    if not isinstance(text, str):
        raise GraphFormatError(f"GraphDocument.source: expected a Document, got {document!r}")
    return "sha256:" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def _node_record(node: Any, where: str) -> NodeRecord:
    node_id = getattr(node, "id", None)
    if isinstance(node_id, bool) or not isinstance(node_id, str | int):
        raise GraphFormatError(
            f"{where}: Node.id: expected a string or an integer, got {node_id!r}"
        )
    properties = getattr(node, "properties", None) or {}
    node_type = getattr(node, "type", None)
    name, description = properties.get("name"), properties.get("description")
    try:
        return NodeRecord(
            id=str(node_id),
            name=name if isinstance(name, str) else None,
            types=(node_type,) if node_type and node_type != UNTYPED else (),
            description=description if isinstance(description, str) else None,
            attributes=scalar_attributes(properties, skip=_OWN),
        )
    except GraphFormatError as exc:
        raise GraphFormatError(f"{where}: {exc}") from None


def _relationship_record(rel: Any, head: str, tail: str, where: str) -> RelationshipRecord:
    try:
        return RelationshipRecord(
            source=head,
            target=tail,
            label=getattr(rel, "type", None),  # type: ignore[arg-type]  # checked there
            attributes=scalar_attributes(getattr(rel, "properties", None) or {}),
        )
    except GraphFormatError as exc:
        raise GraphFormatError(f"{where}: {exc}") from None


def records_from_graph_documents(documents: Iterable[Any]) -> GraphRecords:
    """The records of ``documents`` (LangChain ``GraphDocument`` objects; the mapping: see
    the module).

    Raises:
        GraphFormatError: naming the document (by its index) and the node or relationship
            that cannot be read.
    """
    nodes: list[NodeRecord] = []
    relationships: list[RelationshipRecord] = []
    provenance: dict[str, list[str]] = {}
    for i, doc in enumerate(documents):
        where = f"graph document {i}"
        source = getattr(doc, "source", None)
        doc_id = document_id(source) if source is not None else None
        read: list[NodeRecord] = []
        for j, node in enumerate(getattr(doc, "nodes", None) or ()):
            read.append(_node_record(node, f"{where}, nodes[{j}]"))
        for j, rel in enumerate(getattr(doc, "relationships", None) or ()):
            at = f"{where}, relationships[{j}]"
            head = _node_record(getattr(rel, "source", None), f"{at}.source")
            tail = _node_record(getattr(rel, "target", None), f"{at}.target")
            read += [head, tail]
            relationships.append(_relationship_record(rel, head.id, tail.id, at))
        nodes += read
        if doc_id is not None:
            for node in read:
                ids = provenance.setdefault(node.id, [])
                if doc_id not in ids:
                    ids.append(doc_id)
    return GraphRecords(
        nodes=tuple(nodes),
        relationships=tuple(relationships),
        provenance={k: tuple(sorted(v)) for k, v in provenance.items()},
    )
