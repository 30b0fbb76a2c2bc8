"""The knowledge graph DotRAG searches: typed entities joined by labelled relations, each
with its texts and attributes.

GraFine's corpus graph is another structure
(:class:`~graphpaths.grafine.corpus_graph.CorpusGraph`, kept in a corpus index).

The graph is immutable and columnar: strings in Python lists, everything else
in numpy arrays, so the reachability map and the stores can work on arrays
without touching Python objects per entity.

Example:
    >>> from graphpaths.graph import GraphBuilder
    >>> b = GraphBuilder()
    >>> b.add_entity("kismet", name="Kismet", types=["movie"])
    0
    >>> b.add_entity("dieterle", name="William Dieterle", types=["person"])
    1
    >>> b.add_relation("kismet", "dieterle", "directed_by")
    0
    >>> g = b.build()
    >>> g.relation_text(0)
    'Kismet directed by William Dieterle'
    >>> g.entity_text(1)
    'William Dieterle (person)'
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any

import numpy as np
import numpy.typing as npt

from graphpaths.atomic import atomic_file
from graphpaths.errors import (
    GraphFormatError,
    IndexFormatError,
    NodeNotFoundError,
    TypeNotFoundError,
)

__all__ = [
    "DEFAULT_TYPE",
    "Entity",
    "Graph",
    "GraphBuilder",
    "LoadReport",
    "Relation",
    "TypeOrigin",
    "check_attributes",
    "label_words",
]

#: Type given to entities when the input names none.
DEFAULT_TYPE = "entity"

IntArray = npt.NDArray[np.int32]

_GRAPH_JSON = "graph.json"
_GRAPH_NPZ = "graph.npz"
_FORMAT_VERSION = 1
#: Where a graph's entity types come from (:attr:`TypeOrigin.source`).
TYPE_SOURCES = ("given", "default", "inferred")


#: The JSON scalars an attribute value may be.
_ATTRIBUTE_TYPES = (str, int, float, bool)
Attributes = Mapping[str, Any]


def check_attributes(attributes: Any, where: str) -> dict[str, Any]:
    """``attributes`` as a plain dict, checked: string keys, JSON scalar values.

    Raises:
        GraphFormatError: naming ``where`` (e.g. ``"entity 'x'"``), the key and the value.

    Example:
        >>> check_attributes({"tenant": "acme", "year": 2020}, "entity 'x'")
        {'tenant': 'acme', 'year': 2020}
    """
    if attributes is None:
        return {}
    if not isinstance(attributes, Mapping):
        raise GraphFormatError(
            f"{where}: attributes must be a mapping of names to values, got {attributes!r}"
        )
    checked: dict[str, Any] = {}
    for key, value in attributes.items():
        if not isinstance(key, str) or not key.strip():
            raise GraphFormatError(
                f"{where}: attribute names must be non-empty strings, got {key!r}"
            )
        if not isinstance(value, _ATTRIBUTE_TYPES) or (
            isinstance(value, float) and not np.isfinite(value)
        ):
            raise GraphFormatError(
                f"{where}: attribute {key!r} must be a string, number or boolean, got {value!r}"
            )
        checked[key] = value
    return checked


_LABEL_SEGMENT = re.compile(r"[/#]")
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")


def label_words(label: str) -> str:
    """Turn a relation label into words, as a sentence would spell them.

    Underscores, hyphens and camel case separate words; a URI or a dotted path
    (``http://dbpedia.org/ontology/birthPlace``, ``people.person.place_of_birth``) keeps
    its last segment, the relation's own name.

    Example:
        >>> [label_words(x) for x in ["directed_by", "authoredBy", "has-part", "partOf"]]
        ['directed by', 'authored by', 'has part', 'part of']
        >>> label_words("http://dbpedia.org/ontology/birthPlace"), label_words("ns:film.film.genre")
        ('birth place', 'genre')
    """
    text = label.strip()
    segments = [s for s in _LABEL_SEGMENT.split(text) if s.strip()]
    if len(segments) > 1:
        text = segments[-1]
    if " " not in text and "." in text.strip("."):
        text = text.rstrip(".").rsplit(".", 1)[-1]
    if ":" in text and " " not in text:
        text = text.rsplit(":", 1)[-1] or text
    words = []
    for word in text.replace("_", " ").replace("-", " ").split():
        parts = _CAMEL.sub(" ", word).split()
        if len(parts) > 1:  # camel case reads as lower-case words; acronyms stay
            parts = [p if p.isupper() and len(p) > 1 else p.lower() for p in parts]
        words += parts
    return " ".join(words) or label


@dataclass(frozen=True, kw_only=True)
class Entity:
    """One entity as a plain value."""

    index: int
    id: str
    name: str
    types: tuple[str, ...]
    description: str | None = None


@dataclass(frozen=True, kw_only=True)
class Relation:
    """One relation as a plain value; ``head`` and ``tail`` are entity indices."""

    index: int
    head: int
    tail: int
    label: str
    description: str | None = None


@dataclass(frozen=True, kw_only=True)
class TypeOrigin:
    """Where a graph's entity types come from.

    ``source`` is ``"given"`` (the input named them), ``"default"`` (the input named none:
    every entity has :data:`DEFAULT_TYPE`) or ``"inferred"`` (derived from relation roles by
    :func:`graphpaths.graph.roles.infer_types`; ``method`` and ``parameters`` say how, and
    ``roles`` lists, per type, the ``"<label> source|target"`` roles that define it).
    """

    source: str = "given"
    method: str | None = None
    parameters: dict[str, Any] = field(default_factory=dict)
    roles: dict[str, tuple[str, ...]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.source not in TYPE_SOURCES:
            raise GraphFormatError(
                f"TypeOrigin.source must be one of {', '.join(TYPE_SOURCES)}, got {self.source!r}"
            )
        roles = {str(k): tuple(str(r) for r in v) for k, v in dict(self.roles).items()}
        object.__setattr__(self, "roles", roles)
        object.__setattr__(self, "parameters", dict(self.parameters))

    def to_dict(self) -> dict[str, Any]:
        return {
            "source": self.source,
            "method": self.method,
            "parameters": dict(self.parameters),
            "roles": {k: list(v) for k, v in self.roles.items()},
        }

    @classmethod
    def from_dict(cls, payload: Any) -> TypeOrigin:
        if not isinstance(payload, dict):
            raise GraphFormatError(f"type_origin must be a JSON object, got {payload!r}")
        try:
            return cls(
                source=payload.get("source", "given"),
                method=payload.get("method"),
                parameters=payload.get("parameters") or {},
                roles=payload.get("roles") or {},
            )
        except (TypeError, ValueError) as exc:
            raise GraphFormatError(f"type_origin is malformed: {exc}") from None


@dataclass(frozen=True, kw_only=True)
class LoadReport:
    """What a loader read: lines seen, items kept, and lines skipped in lenient mode."""

    source: str
    lines: int = 0
    relations: int = 0
    duplicates: int = 0
    skipped: int = 0
    #: The first few skipped lines as ``(line number, reason)``.
    problems: tuple[tuple[int, str], ...] = field(default_factory=tuple)


class Graph:
    """An immutable entity-relation graph in columnar form.

    Entities are addressed by a dense index ``0..num_entities-1`` or by their
    string id; types and relation labels by name or by index. Build one with
    :class:`GraphBuilder`, a loader in :mod:`graphpaths.graph.loaders`, or
    :meth:`Graph.load`.
    """

    def __init__(
        self,
        *,
        entity_ids: Sequence[str],
        names: Sequence[str],
        descriptions: Sequence[str | None],
        type_names: Sequence[str],
        entity_type_indptr: npt.ArrayLike,
        entity_type_indices: npt.ArrayLike,
        label_names: Sequence[str],
        heads: npt.ArrayLike,
        tails: npt.ArrayLike,
        relation_labels: npt.ArrayLike,
        relation_descriptions: Sequence[str | None] | None = None,
        load_report: LoadReport | None = None,
        type_origin: TypeOrigin | None = None,
        entity_attributes: Sequence[Attributes | None] | None = None,
        relation_attributes: Sequence[Attributes | None] | None = None,
    ) -> None:
        self._ids = list(entity_ids)
        self._names = list(names)
        self._descriptions = list(descriptions)
        self._type_names = tuple(type_names)
        self._label_names = tuple(label_names)
        #: per label, its words (label_words), as a sentence spells it
        self._label_texts = tuple(label_words(name) for name in self._label_names)
        self.entity_type_indptr: IntArray = _readonly(np.asarray(entity_type_indptr, np.int64))
        self.entity_type_indices: IntArray = _readonly(np.asarray(entity_type_indices, np.int32))
        self.heads: IntArray = _readonly(np.asarray(heads, np.int32))
        self.tails: IntArray = _readonly(np.asarray(tails, np.int32))
        self.relation_labels: IntArray = _readonly(np.asarray(relation_labels, np.int32))
        self._relation_descriptions = (
            list(relation_descriptions) if relation_descriptions is not None else None
        )
        self.load_report = load_report
        #: Where the entity types come from (given, default or inferred from roles).
        self.type_origin = type_origin if type_origin is not None else TypeOrigin()
        self._entity_attributes = _attribute_rows(entity_attributes, self._ids, "entity")
        self._relation_attributes = _attribute_rows(
            relation_attributes, range(len(self.heads)), "relation"
        )
        self._validate()
        self._index_of = {entity_id: i for i, entity_id in enumerate(self._ids)}
        if len(self._index_of) != len(self._ids):
            raise GraphFormatError("entity ids are not unique")
        self._type_index = {name: i for i, name in enumerate(self._type_names)}
        self._label_index = {name: i for i, name in enumerate(self._label_names)}
        self._type_members: tuple[IntArray, ...] | None = None
        self._inferred_types: npt.NDArray[np.bool_] | None = None  # per type (own_types_of)
        self._fingerprint: str | None = None

    def _validate(self) -> None:
        n = len(self._ids)
        if len(self._names) != n or len(self._descriptions) != n:
            raise GraphFormatError("entity_ids, names and descriptions differ in length")
        if self.entity_type_indptr.shape != (n + 1,) or (n and self.entity_type_indptr[0] != 0):
            raise GraphFormatError("entity_type_indptr must have num_entities + 1 entries from 0")
        if self.entity_type_indptr[-1] != len(self.entity_type_indices):
            raise GraphFormatError("entity_type_indptr does not end at len(entity_type_indices)")
        _check_range("entity_type_indices", self.entity_type_indices, len(self._type_names))
        m = len(self.heads)
        if len(self.tails) != m or len(self.relation_labels) != m:
            raise GraphFormatError("heads, tails and relation_labels differ in length")
        if self._relation_descriptions is not None and len(self._relation_descriptions) != m:
            raise GraphFormatError("relation_descriptions differs in length from heads")
        _check_range("heads", self.heads, n)
        _check_range("tails", self.tails, n)
        _check_range("relation_labels", self.relation_labels, len(self._label_names))

    # -- sizes and names -------------------------------------------------
    @property
    def num_entities(self) -> int:
        return len(self._ids)

    @property
    def num_relations(self) -> int:
        return len(self.heads)

    @property
    def type_names(self) -> tuple[str, ...]:
        return self._type_names

    @property
    def label_names(self) -> tuple[str, ...]:
        return self._label_names

    @property
    def label_texts(self) -> tuple[str, ...]:
        """Per label, its words as a sentence spells them (:func:`label_words`)."""
        return self._label_texts

    @property
    def entity_ids(self) -> Sequence[str]:
        return self._ids

    @property
    def names(self) -> Sequence[str]:
        return self._names

    # -- lookups -----------------------------------------------------------
    def index_of(self, entity: int | str) -> int:
        """The dense index of an entity given by id or index.

        Raises:
            NodeNotFoundError: the id or index is not in the graph.
        """
        if isinstance(entity, str):
            try:
                return self._index_of[entity]
            except KeyError:
                raise NodeNotFoundError(f"entity id {entity!r} is not in the graph") from None
        i = int(entity)
        if not 0 <= i < len(self._ids):
            raise NodeNotFoundError(
                f"entity index {i} is out of range (graph has {len(self._ids)} entities)"
            )
        return i

    def has_entity(self, entity_id: str) -> bool:
        return entity_id in self._index_of

    @property
    def id_index(self) -> Mapping[str, int]:
        """Entity id -> index, read-only (the graph's own table: share it rather than
        copy it; a million ids take about 60 MiB)."""
        return MappingProxyType(self._index_of)

    def type_index(self, type_: int | str) -> int:
        """The index of an entity type given by name or index."""
        if isinstance(type_, str):
            try:
                return self._type_index[type_]
            except KeyError:
                known = ", ".join(self._type_names)
                raise TypeNotFoundError(
                    f"type {type_!r} is not in the graph (types: {known})"
                ) from None
        t = int(type_)
        if not 0 <= t < len(self._type_names):
            raise TypeNotFoundError(
                f"type index {t} is out of range ({len(self._type_names)} types)"
            )
        return t

    def label_index(self, label: str) -> int:
        try:
            return self._label_index[label]
        except KeyError:
            raise GraphFormatError(f"relation label {label!r} is not in the graph") from None

    def entity(self, entity: int | str) -> Entity:
        i = self.index_of(entity)
        return Entity(
            index=i,
            id=self._ids[i],
            name=self._names[i],
            types=self.types_of(i),
            description=self._descriptions[i],
        )

    def relation(self, index: int) -> Relation:
        j = int(index)
        if not 0 <= j < self.num_relations:
            raise GraphFormatError(f"relation index {j} is out of range ({self.num_relations})")
        return Relation(
            index=j,
            head=int(self.heads[j]),
            tail=int(self.tails[j]),
            label=self._label_names[self.relation_labels[j]],
            description=self._relation_description(j),
        )

    # -- attributes ----------------------------------------------------------
    @property
    def has_attributes(self) -> bool:
        """Whether any entity or relation carries attributes."""
        return self._entity_attributes is not None or self._relation_attributes is not None

    def entities_of_their_own(self) -> npt.NDArray[np.bool_]:
        """Per entity, whether it carries something of its own: a name other than its id, a
        description or attributes. An entity a triple created by naming it carries none:
        it exists only through the relations naming it (what a filtered view keeps of it).

        Example:
            >>> b = GraphBuilder()
            >>> _ = b.add_entity("ana", name="Ana")
            >>> _ = b.add_relation("ana", "comet", "works_on", create_entities=True)
            >>> b.build().entities_of_their_own().tolist()
            [True, False]
        """
        rows = self._entity_attributes
        return np.fromiter(
            (
                name != entity_id or bool(description) or bool(rows is not None and rows[i])
                for i, (entity_id, name, description) in enumerate(
                    zip(self._ids, self._names, self._descriptions, strict=True)
                )
            ),
            dtype=np.bool_,
            count=len(self._ids),
        )

    def entity_attributes(self, entity: int | str) -> Attributes:
        """An entity's attributes (empty when it has none)."""
        rows = self._entity_attributes
        return MappingProxyType(rows[self.index_of(entity)]) if rows is not None else _NO_ATTRIBUTES

    def relation_attributes(self, index: int) -> Attributes:
        """A relation's attributes (empty when it has none)."""
        j = int(index)
        if not 0 <= j < self.num_relations:
            raise IndexError(f"relation index {index} out of range 0..{self.num_relations - 1}")
        rows = self._relation_attributes
        return MappingProxyType(rows[j]) if rows is not None else _NO_ATTRIBUTES

    def attribute_rows(self, kind: str) -> Sequence[Attributes]:
        """Every entity's (``kind="entities"``) or relation's (``"relations"``) attributes,
        row ``i`` for item ``i``: what a filter reads (:mod:`graphpaths.filters`). Read only."""
        if kind == "entities":
            rows, n = self._entity_attributes, self.num_entities
        elif kind == "relations":
            rows, n = self._relation_attributes, self.num_relations
        else:
            raise ValueError(f"kind must be 'entities' or 'relations', got {kind!r}")
        return rows if rows is not None else [_NO_ATTRIBUTES] * n

    def subgraph(
        self, entities: npt.ArrayLike, relations: npt.ArrayLike | None = None
    ) -> tuple[Graph, IntArray, IntArray]:
        """The graph with only the kept part: ``(graph, entity_rows, relation_rows)``.

        ``entities`` and ``relations`` are boolean masks (``relations=None``: all). A
        relation is kept when its mask says so and both its entities are kept. Entities,
        relations, types and labels keep their relative order; types no kept entity has and
        labels no kept relation has are dropped. ``entity_rows[i]`` / ``relation_rows[j]``
        are the original indices of the new entity ``i`` / relation ``j``.

        Example:
            >>> import numpy as np
            >>> b = GraphBuilder()
            >>> _ = b.add_relation("a", "b", "knows", create_entities=True)
            >>> _ = b.add_relation("b", "c", "likes", create_entities=True)
            >>> sub, rows, rels = b.build().subgraph(np.array([True, True, False]))
            >>> sub.entity_ids, sub.label_names, rels.tolist()
            (['a', 'b'], ('knows',), [0])
        """
        keep = np.asarray(entities, dtype=bool)
        if keep.shape != (self.num_entities,):
            raise ValueError(
                f"entities: expected {self.num_entities} flags, got shape {keep.shape}"
            )
        kept_relations = keep[self.heads] & keep[self.tails]
        if relations is not None:
            mask = np.asarray(relations, dtype=bool)
            if mask.shape != (self.num_relations,):
                raise ValueError(
                    f"relations: expected {self.num_relations} flags, got shape {mask.shape}"
                )
            kept_relations &= mask
        entity_rows = np.flatnonzero(keep).astype(np.int32)
        relation_rows = np.flatnonzero(kept_relations).astype(np.int32)
        new_index = np.full(self.num_entities, -1, np.int64)
        new_index[entity_rows] = np.arange(len(entity_rows))

        starts = self.entity_type_indptr[entity_rows]
        ends = self.entity_type_indptr[entity_rows + 1]
        counts = ends - starts
        indptr = np.zeros(len(entity_rows) + 1, np.int64)
        np.cumsum(counts, out=indptr[1:])
        positions = np.repeat(starts - indptr[:-1], counts) + np.arange(int(indptr[-1]))
        old_types = self.entity_type_indices[positions]
        type_order = _first_seen(old_types)
        type_map = np.full(len(self._type_names), -1, np.int64)
        type_map[type_order] = np.arange(len(type_order))
        new_types = type_map[old_types]
        # Each entity's types in increasing new index, as a GraphBuilder writes them.
        owner = np.repeat(np.arange(len(entity_rows)), counts)
        new_types = new_types[np.lexsort((new_types, owner))]

        old_labels = self.relation_labels[relation_rows]
        label_order = _first_seen(old_labels)
        label_map = np.full(len(self._label_names), -1, np.int64)
        label_map[label_order] = np.arange(len(label_order))

        def pick(values: Sequence[Any] | None, rows: IntArray) -> list[Any] | None:
            return None if values is None else [values[int(i)] for i in rows]

        graph = Graph(
            entity_ids=[self._ids[int(i)] for i in entity_rows],
            names=[self._names[int(i)] for i in entity_rows],
            descriptions=[self._descriptions[int(i)] for i in entity_rows],
            type_names=[self._type_names[int(t)] for t in type_order],
            entity_type_indptr=indptr,
            entity_type_indices=new_types,
            label_names=[self._label_names[int(t)] for t in label_order],
            heads=new_index[self.heads[relation_rows]],
            tails=new_index[self.tails[relation_rows]],
            relation_labels=label_map[old_labels],
            relation_descriptions=pick(self._relation_descriptions, relation_rows),
            type_origin=self.type_origin,
            entity_attributes=pick(self._entity_attributes, entity_rows),
            relation_attributes=pick(self._relation_attributes, relation_rows),
        )
        return graph, entity_rows, relation_rows

    def type_ids_of(self, entity: int | str) -> IntArray:
        i = self.index_of(entity)
        return self.entity_type_indices[self.entity_type_indptr[i] : self.entity_type_indptr[i + 1]]

    def types_of(self, entity: int | str) -> tuple[str, ...]:
        return tuple(self._type_names[t] for t in self.type_ids_of(entity))

    def entities_of_type(self, type_: int | str) -> IntArray:
        """All entities of one type, ascending: the type's block."""
        if self._type_members is None:
            self._type_members = _invert_types(
                self.entity_type_indptr, self.entity_type_indices, len(self._type_names)
            )
        return self._type_members[self.type_index(type_)]

    def type_counts(self) -> dict[str, int]:
        counts = np.bincount(self.entity_type_indices, minlength=len(self._type_names))
        return {name: int(c) for name, c in zip(self._type_names, counts, strict=True)}

    def with_types(
        self,
        type_names: Sequence[str],
        entity_type_indptr: npt.ArrayLike,
        entity_type_indices: npt.ArrayLike,
        *,
        origin: TypeOrigin,
    ) -> Graph:
        """This graph with other entity types (type names and the entity -> type CSR)."""
        return Graph(
            entity_ids=self._ids,
            names=self._names,
            descriptions=self._descriptions,
            type_names=type_names,
            entity_type_indptr=entity_type_indptr,
            entity_type_indices=entity_type_indices,
            label_names=self._label_names,
            heads=self.heads,
            tails=self.tails,
            relation_labels=self.relation_labels,
            relation_descriptions=self._relation_descriptions,
            load_report=self.load_report,
            type_origin=origin,
            entity_attributes=self._entity_attributes,
            relation_attributes=self._relation_attributes,
        )

    def label_counts(self) -> dict[str, int]:
        counts = np.bincount(self.relation_labels, minlength=len(self._label_names))
        return {name: int(c) for name, c in zip(self._label_names, counts, strict=True)}

    def own_types_of(self, entity: int | str) -> tuple[str, ...]:
        """An entity's types that do not come from other relations: all its types, unless
        the graph's types were inferred from relation roles (:attr:`type_origin`); then
        only types given to it (a ``types=`` override, an update naming them), which
        replace its inferred ones. An entity holding only inferred types (those
        :attr:`TypeOrigin.roles` names, or :data:`DEFAULT_TYPE`) has none of its own.

        Example:
            >>> from graphpaths.graph.roles import assign_types
            >>> b = GraphBuilder()
            >>> _ = b.add_relation("kismet", "wd", "directed_by", create_entities=True)
            >>> g = assign_types(b.build(), types={"wd": "person"})
            >>> g.types_of("kismet"), g.own_types_of("kismet"), g.own_types_of("wd")
            (('directed_by source',), (), ('person',))
        """
        i = self.index_of(entity)
        types = self.types_of(i)
        if self.type_origin.source != "inferred":
            return types
        if self._inferred_types is None:
            inferred = set(self.type_origin.roles) | {DEFAULT_TYPE}
            self._inferred_types = np.fromiter(
                (name in inferred for name in self._type_names), np.bool_, len(self._type_names)
            )
        return () if self._inferred_types[self.type_ids_of(i)].all() else types

    # -- texts ---------------------------------------------------------------
    def entity_text(self, entity: int | str, *, inferred_types: bool = False) -> str:
        """An entity's text: ``"name (types): description"`` (no types, no description:
        the name alone).

        The text embedded (the default) names only the entity's own types
        (:meth:`own_types_of`): types inferred from relation roles depend on the other
        relations, which a part of the graph (a filtered view) may not hold, and an
        entity's vector must be the same in any part that keeps it. ``inferred_types=True``
        names every type, as a context or a prompt shows the entity.
        """
        i = self.index_of(entity)
        types = self.types_of(i) if inferred_types else self.own_types_of(i)
        text = f"{self._names[i]} ({', '.join(types)})" if types else self._names[i]
        description = self._descriptions[i]
        return f"{text}: {description}" if description else text

    def relation_text(self, index: int) -> str:
        """A relation's description, or the sentence "<head> <label words> <tail>"."""
        j = int(index)
        description = self._relation_description(j)
        if description:
            return description
        head, tail = self.heads[j], self.tails[j]
        label = self._label_texts[self.relation_labels[j]]
        return f"{self._names[head]} {label} {self._names[tail]}"

    def entity_texts(self) -> list[str]:
        """Every entity's text as embedded (:meth:`entity_text`), in entity order."""
        return [self.entity_text(i) for i in range(self.num_entities)]

    @property
    def has_relation_descriptions(self) -> bool:
        """Whether any relation carries its own description (else its text is a sentence
        made of its entities' names and its label)."""
        return self._relation_descriptions is not None and any(self._relation_descriptions)

    def relation_texts(self) -> list[str]:
        return [self.relation_text(j) for j in range(self.num_relations)]

    def _relation_description(self, j: int) -> str | None:
        if self._relation_descriptions is None:
            return None
        return self._relation_descriptions[j]

    # -- identity and persistence ---------------------------------------------
    @property
    def fingerprint(self) -> str:
        """A content hash: equal graphs have equal fingerprints."""
        if self._fingerprint is None:
            digest = hashlib.sha256()
            digest.update(json.dumps(self._json_payload(), sort_keys=True).encode())
            for array in self._arrays().values():
                digest.update(np.ascontiguousarray(array).tobytes())
            self._fingerprint = digest.hexdigest()[:32]
        return self._fingerprint

    def _json_payload(self) -> dict[str, object]:
        payload: dict[str, object] = {
            "format_version": _FORMAT_VERSION,
            "entity_ids": self._ids,
            "names": None if self._names == self._ids else self._names,
            "descriptions": None if not any(self._descriptions) else self._descriptions,
            "type_names": list(self._type_names),
            "label_names": list(self._label_names),
            "relation_descriptions": self._relation_descriptions
            if self._relation_descriptions is not None and any(self._relation_descriptions)
            else None,
        }
        if self.type_origin.source != "given":  # given types: the payload of old indexes
            payload["type_origin"] = self.type_origin.to_dict()
        # Only graphs with attributes name them, so older fingerprints stay valid.
        if self._entity_attributes is not None:
            payload["entity_attributes"] = [dict(a) for a in self._entity_attributes]
        if self._relation_attributes is not None:
            payload["relation_attributes"] = [dict(a) for a in self._relation_attributes]
        return payload

    def _arrays(self) -> dict[str, np.ndarray]:
        return {
            "entity_type_indptr": self.entity_type_indptr,
            "entity_type_indices": self.entity_type_indices,
            "heads": self.heads,
            "tails": self.tails,
            "relation_labels": self.relation_labels,
        }

    def save(self, directory: str | os.PathLike[str]) -> None:
        """Write the graph into ``directory`` (created if needed), each file atomically
        (a temporary file, then a rename)."""
        path = Path(directory)
        with atomic_file(path / _GRAPH_JSON, "w") as f:
            f.write(json.dumps(self._json_payload(), ensure_ascii=False))  # C encoder: ~5x dump
        with atomic_file(path / _GRAPH_NPZ, "wb") as stream:
            np.savez(stream, **self._arrays())  # type: ignore[arg-type]

    @classmethod
    def load(cls, directory: str | os.PathLike[str]) -> Graph:
        """Read a graph written by :meth:`save`."""
        path = Path(directory)
        try:
            with open(path / _GRAPH_JSON, encoding="utf-8") as f:
                payload = json.load(f)
            arrays = dict(np.load(path / _GRAPH_NPZ))
        except FileNotFoundError as exc:
            raise IndexFormatError(f"{path}: no saved graph ({exc.filename} is missing)") from None
        except (ValueError, OSError) as exc:
            raise IndexFormatError(f"{path}: saved graph cannot be read: {exc}") from None
        if payload.get("format_version") != _FORMAT_VERSION:
            raise IndexFormatError(
                f"{path / _GRAPH_JSON}: format_version {payload.get('format_version')!r} "
                f"is not {_FORMAT_VERSION}"
            )
        ids = payload["entity_ids"]
        n = len(ids)
        origin = payload.get("type_origin")
        try:
            type_origin = TypeOrigin.from_dict(origin) if origin is not None else None
        except GraphFormatError as exc:
            raise IndexFormatError(f"{path / _GRAPH_JSON}: {exc}") from None
        return cls(
            entity_ids=ids,
            names=payload["names"] or ids,
            descriptions=payload["descriptions"] or [None] * n,
            type_names=payload["type_names"],
            label_names=payload["label_names"],
            relation_descriptions=payload["relation_descriptions"],
            type_origin=type_origin,
            entity_attributes=payload.get("entity_attributes"),
            relation_attributes=payload.get("relation_attributes"),
            **arrays,
        )

    def __repr__(self) -> str:
        return (
            f"Graph(entities={self.num_entities}, relations={self.num_relations}, "
            f"types={len(self._type_names)}, labels={len(self._label_names)})"
        )


class GraphBuilder:
    """Collects entities and relations, then builds an immutable :class:`Graph`.

    Adding an entity id twice merges its types and attributes; a name or description
    given later fills in one left empty before. Exact duplicate relations (same head,
    label and tail) are kept once and counted; their attributes merge, the first value
    of a name winning.
    """

    def __init__(self, *, default_type: str | None = DEFAULT_TYPE) -> None:
        self._default_type = default_type
        self._ids: list[str] = []
        self._index_of: dict[str, int] = {}
        self._names: list[str] = []
        self._descriptions: list[str | None] = []
        self._types: list[list[int]] = []
        self._type_index: dict[str, int] = {}
        self._label_index: dict[str, int] = {}
        self._heads: list[int] = []
        self._tails: list[int] = []
        self._labels: list[int] = []
        self._relation_descriptions: list[str | None] = []
        self._entity_attributes: list[dict[str, Any]] = []
        self._relation_attributes: list[dict[str, Any]] = []
        self._seen_relations: dict[tuple[int, int, int], int] = {}
        self.duplicates = 0

    @property
    def num_entities(self) -> int:
        return len(self._ids)

    def has_entity(self, entity_id: str) -> bool:
        return entity_id in self._index_of

    def number_first(self, *, types: Iterable[str] = (), labels: Iterable[str] = ()) -> None:
        """Number these types and labels first, in this order, before any an entity or a
        relation brings (which follow in the order they first appear). A name listed here
        is a type or label of the graph even if nothing carries it: list only those in use.

        Example:
            >>> b = GraphBuilder()
            >>> b.number_first(types=["person", "movie"])
            >>> _ = b.add_entity("k", types=["movie"]); _ = b.add_entity("w", types=["person"])
            >>> b.build().type_names
            ('person', 'movie')
        """
        for name in types:
            if not isinstance(name, str) or not name:
                raise GraphFormatError(f"a type name must be a non-empty string, got {name!r}")
            self._type_index.setdefault(name, len(self._type_index))
        for name in labels:
            if not isinstance(name, str) or not name:
                raise GraphFormatError(f"a label must be a non-empty string, got {name!r}")
            self._label_index.setdefault(name, len(self._label_index))

    def add_entity(
        self,
        entity_id: str,
        *,
        name: str | None = None,
        types: Iterable[str] = (),
        description: str | None = None,
        attributes: Attributes | None = None,
    ) -> int:
        """Add (or merge into) an entity; returns its index.

        ``attributes``: names to JSON scalars (``{"tenant": "acme"}``), what filters read.
        """
        if not isinstance(entity_id, str) or not entity_id.strip():
            raise GraphFormatError(f"entity id must be a non-empty string, got {entity_id!r}")
        checked = check_attributes(attributes, f"entity {entity_id!r}")
        i = self._index_of.get(entity_id)
        if i is None:
            i = len(self._ids)
            self._index_of[entity_id] = i
            self._ids.append(entity_id)
            self._names.append(name if name else entity_id)
            self._descriptions.append(description or None)
            self._types.append([])
            self._entity_attributes.append(checked)
        else:
            self._entity_attributes[i].update(checked)
            if name and self._names[i] == entity_id:
                self._names[i] = name
            if description and not self._descriptions[i]:
                self._descriptions[i] = description
        own = self._types[i]
        for type_name in types:
            if not type_name:
                raise GraphFormatError(f"entity {entity_id!r} has an empty type name")
            t = self._type_index.setdefault(type_name, len(self._type_index))
            if t not in own:
                own.append(t)
        return i

    def add_relation(
        self,
        head: str,
        tail: str,
        label: str,
        *,
        description: str | None = None,
        create_entities: bool = False,
        attributes: Attributes | None = None,
    ) -> int | None:
        """Add a relation between two entity ids; returns its index, or None for a duplicate.

        Raises:
            NodeNotFoundError: an endpoint is unknown and ``create_entities`` is false.
        """
        if not label:
            raise GraphFormatError(f"relation {head!r} -> {tail!r} has an empty label")
        checked = check_attributes(attributes, f"relation {head!r} {label} {tail!r}")
        h = self._endpoint(head, create_entities)
        t = self._endpoint(tail, create_entities)
        lab = self._label_index.setdefault(label, len(self._label_index))
        key = (h, lab, t)
        seen = self._seen_relations.get(key)
        if seen is not None:
            self.duplicates += 1
            own = self._relation_attributes[seen]
            for name, value in checked.items():
                own.setdefault(name, value)
            return None
        self._seen_relations[key] = len(self._heads)
        self._relation_attributes.append(checked)
        self._heads.append(h)
        self._tails.append(t)
        self._labels.append(lab)
        self._relation_descriptions.append(description or None)
        return len(self._heads) - 1

    def _endpoint(self, entity_id: str, create: bool) -> int:
        i = self._index_of.get(entity_id)
        if i is not None:
            return i
        if not create:
            raise NodeNotFoundError(f"unknown entity id {entity_id!r}")
        return self.add_entity(entity_id)

    def build(self, *, load_report: LoadReport | None = None) -> Graph:
        type_names = list(self._type_index)
        origin = TypeOrigin(source="given" if type_names else "default")
        default_t: int | None = None
        indptr = np.zeros(len(self._ids) + 1, np.int64)
        indices: list[int] = []
        for i, own in enumerate(self._types):
            if not own and self._default_type is not None:
                if default_t is None:
                    default_t = self._type_index.setdefault(self._default_type, len(type_names))
                    if default_t == len(type_names):
                        type_names.append(self._default_type)
                own = [default_t]
            indices.extend(sorted(own))
            indptr[i + 1] = len(indices)
        descriptions = self._relation_descriptions
        return Graph(
            entity_ids=self._ids,
            names=self._names,
            descriptions=self._descriptions,
            type_names=type_names,
            entity_type_indptr=indptr,
            entity_type_indices=np.asarray(indices, np.int32),
            label_names=list(self._label_index),
            heads=np.asarray(self._heads, np.int32),
            tails=np.asarray(self._tails, np.int32),
            relation_labels=np.asarray(self._labels, np.int32),
            relation_descriptions=descriptions if any(descriptions) else None,
            load_report=load_report,
            type_origin=origin,
            entity_attributes=self._entity_attributes,
            relation_attributes=self._relation_attributes,
        )


_NO_ATTRIBUTES: Attributes = MappingProxyType({})
_EMPTY: dict[str, Any] = {}


def _attribute_rows(
    rows: Sequence[Attributes | None] | None, items: Sequence[Any], kind: str
) -> tuple[dict[str, Any], ...] | None:
    """Checked attribute rows, one per item; None when no item has any."""
    if rows is None:
        return None
    rows = list(rows)
    if len(rows) != len(items):
        raise GraphFormatError(f"{kind}_attributes has {len(rows)} rows for {len(items)} {kind}s")
    # Plain dicts (a Graph pickles); the accessors hand out read-only views.
    checked = tuple(
        check_attributes(row, f"{kind} {item!r}") if row else _EMPTY
        for row, item in zip(rows, items, strict=True)
    )
    return checked if any(checked) else None


def _first_seen(values: np.ndarray) -> np.ndarray:
    """The distinct ``values`` in the order they first occur."""
    distinct, first = np.unique(values, return_index=True)
    ordered: np.ndarray = distinct[np.argsort(first, kind="stable")]
    return ordered


def _readonly(array: np.ndarray) -> np.ndarray:
    array = np.ascontiguousarray(array)
    array.flags.writeable = False
    return array


def _check_range(field_name: str, values: np.ndarray, bound: int) -> None:
    if len(values) and (values.min() < 0 or values.max() >= bound):
        bad = int(values.max()) if values.max() >= bound else int(values.min())
        raise GraphFormatError(f"{field_name} holds {bad}, outside 0..{bound - 1}")


def _invert_types(indptr: np.ndarray, indices: np.ndarray, num_types: int) -> tuple[IntArray, ...]:
    owners = np.repeat(np.arange(len(indptr) - 1, dtype=np.int32), np.diff(indptr))
    order = np.argsort(indices, kind="stable")
    bounds = np.searchsorted(indices[order], np.arange(num_types + 1))
    members = owners[order]
    return tuple(_readonly(members[bounds[t] : bounds[t + 1]]) for t in range(num_types))
