"""The graph's schema as DotRAG's heuristic plans over it: which labels join which types.

A *schema step* ``(source type, label, target type, direction)`` is realised by relations
of the graph: walked forward (from the triple's head to its tail) or backward; a label
joining a type to itself has a step each way. A :class:`LabelPath` is a reading of a
question: a walk over such steps. The
schema is read from the arrays alone: no dataset's label or type names are known here.

Example:
    >>> from graphpaths.graph import GraphBuilder
    >>> b = GraphBuilder()
    >>> _ = b.add_entity("k", name="Kismet", types=["movie"])
    >>> _ = b.add_entity("w", name="William Dieterle", types=["person"])
    >>> _ = b.add_relation("k", "w", "directed_by")
    >>> schema = GraphSchema.from_graph(b.build())
    >>> [(schema.type_names[s.source], schema.label_names[s.label], schema.type_names[s.target],
    ...   s.forward) for s in schema.steps]
    [('movie', 'directed_by', 'person', True), ('person', 'directed_by', 'movie', False)]
    >>> schema.type_names[schema.tails[0]]
    'person'
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from graphpaths.dotrag.reading.schema_counts import (
    distinct_per_group,
    label_type_table,
    step_counts,
)

if TYPE_CHECKING:
    from graphpaths.graph import Graph

__all__ = [
    "GraphSchema",
    "LabelPath",
    "SchemaStep",
    "label_fans",
    "label_tail_types",
    "schema_steps",
]

#: A type pair holding less than this share of a label's relations is not schema.
MIN_SHARE = 0.1
#: A step back over the label just walked fanning out to at most this many entities on
#: average returns where the walk started (:meth:`GraphSchema.returns`).
ROUND_TRIP_FAN = 1.05


@dataclass(frozen=True)
class SchemaStep:
    """One step of the schema: relations with ``label`` lead from ``source`` to ``target``
    (type indices; ``count`` relations realise it), from their head to their tail
    (``forward``) or back."""

    label: int
    source: int
    target: int
    count: int
    forward: bool = True


@dataclass(frozen=True, kw_only=True)
class LabelPath:
    """A reading of a question: a walk over the schema (labels, their directions and the
    types reached), with its hop queries, its score and its probability among the
    readings of the question from one anchor."""

    labels: tuple[str, ...]
    types: tuple[str, ...]
    queries: tuple[str, ...]
    score: float
    #: Per hop, whether it walks its label from head to tail (empty: either way).
    forward: tuple[bool, ...] = ()
    #: The reading's calibrated probability among the anchor's readings (0: not read so).
    probability: float = 0.0
    #: What the question's words say for the reading's relations, whatever the other
    #: readings: its aligned words' support plus how well the words naming the answer match
    #: the type it ends at (the reader's ``support`` and ``answer`` features; 0: not read so).
    evidence: float = 0.0
    #: It stops at or before the end of the chain around the anchor while a word outside
    #: the chain that names neither the answer nor the anchor is said by none of its hops
    #: (:meth:`~graphpaths.dotrag.reading.reader.Reader.read`; not compared: a reading is
    #: its walk).
    past_chain: bool = field(default=False, compare=False)

    @functools.cached_property
    def steps(self) -> tuple[tuple[str, bool], ...]:
        """``(label, forward)`` per hop (forward where :attr:`forward` does not say; made
        once per reading: a policy asks it of each reading many times)."""
        forward = self.forward or (True,) * len(self.labels)
        return tuple(zip(self.labels, forward, strict=True))


@dataclass(frozen=True, kw_only=True, eq=False)
class GraphSchema:
    """A graph's type and label names, its schema steps and each label's usual tail type."""

    type_names: tuple[str, ...]
    label_names: tuple[str, ...]
    steps: tuple[SchemaStep, ...]
    #: label index -> its most frequent tail type index (labels without relations absent).
    tails: Mapping[int, int]
    #: label index -> its most frequent head type index.
    heads: Mapping[int, int] = field(default_factory=dict)
    #: label index -> (relations per distinct head, relations per distinct tail): how
    #: far a step over the label fans out from either end.
    fans: Mapping[int, tuple[float, float]] = field(default_factory=dict)
    _by_source: Mapping[int, tuple[SchemaStep, ...]] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        by_source: dict[int, list[SchemaStep]] = {}
        for step in self.steps:
            by_source.setdefault(step.source, []).append(step)
        object.__setattr__(self, "_by_source", {t: tuple(steps) for t, steps in by_source.items()})

    @classmethod
    def from_graph(cls, graph: Graph, *, min_share: float = MIN_SHARE) -> GraphSchema:
        return cls(
            type_names=tuple(graph.type_names),
            label_names=tuple(graph.label_names),
            steps=tuple(schema_steps(graph, min_share)),
            tails=label_tail_types(graph),
            heads=label_tail_types(graph, end="head"),
            fans=label_fans(graph),
        )

    def reverses(self, first: SchemaStep, second: SchemaStep) -> bool:
        """Whether ``second`` walks ``first``'s label straight back ("the films that share a
        director with X": directed by, then back to the films)."""
        return (
            first.label == second.label
            and first.forward != second.forward
            and second.source == first.target
            and second.target == first.source
        )

    def returns(self, first: SchemaStep, second: SchemaStep) -> bool:
        """Whether ``second`` walks ``first``'s label straight back to where ``first``
        started, almost always: a capital's country has one capital, so "city
        -capital_of-> country -capital_of-> city" is no hop (unlike siblings through a
        parent)."""
        if not self.reverses(first, second):
            return False
        per_head, per_tail = self.fans.get(first.label, (2.0, 2.0))
        return (per_tail if first.forward else per_head) <= ROUND_TRIP_FAN

    def steps_from(self, source: int) -> tuple[SchemaStep, ...]:
        """The steps leaving type ``source`` (an index), in :attr:`steps` order."""
        return self._by_source.get(source, ())


def schema_steps(graph: Graph, min_share: float = MIN_SHARE) -> list[SchemaStep]:
    """The (source type, label, target type) steps relations realise, forward and backward
    (a label joining a type to itself too: "reports to" and "is reported to by" are two
    readings).

    A type pair holding less than ``min_share`` of a label's relations is left out, unless
    at least that share of each type's members takes part in it: a small kind of thing
    all of whose members have the relation (the six depots of a railway, each in a town,
    among hundreds of stations) is schema, a few entities with an odd extra type are not.
    """
    if graph.num_relations == 0:
        return []
    nt, nl = len(graph.type_names), len(graph.label_names)
    # counted in chunks of relations, in bounded memory (schema_counts)
    unique, count, ends = step_counts(graph)
    label_totals = np.bincount((unique // nt) % nl, weights=count, minlength=nl)
    sizes = np.bincount(graph.entity_type_indices, minlength=nt)
    steps: list[SchemaStep] = []
    for k, (key, c) in enumerate(zip(unique.tolist(), count.tolist(), strict=True)):
        head, rest = divmod(key, nl * nt)
        label, tail = divmod(rest, nt)
        members = min(ends[0][k] / max(sizes[head], 1), ends[1][k] / max(sizes[tail], 1))
        if c < min_share * label_totals[label] and members < min_share:
            continue  # a stray type pair (an entity with an odd extra type), not the schema
        steps.append(SchemaStep(label=label, source=head, target=tail, count=c))
        steps.append(SchemaStep(label=label, source=tail, target=head, count=c, forward=False))
    return steps


def label_fans(graph: Graph) -> dict[int, tuple[float, float]]:
    """Per label, ``(relations / distinct heads, relations / distinct tails)``."""
    if graph.num_relations == 0:
        return {}
    nl = len(graph.label_names)
    totals = np.bincount(graph.relation_labels, minlength=nl)
    out: dict[int, tuple[float, float]] = {}

    def by_label(
        relations: npt.NDArray[np.int64],
    ) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
        return graph.relation_labels[relations].astype(np.int64), relations

    distinct = [
        distinct_per_group(graph, ends, by_label, nl) for ends in (graph.heads, graph.tails)
    ]
    for j in np.flatnonzero(totals).tolist():
        out[j] = (float(totals[j] / distinct[0][j]), float(totals[j] / distinct[1][j]))
    return out


def label_tail_types(graph: Graph, *, end: str = "tail") -> dict[int, int]:
    """Each label's most frequent tail type (over every type of every tail); ``end="head"``:
    its most frequent head type."""
    nt, nl = len(graph.type_names), len(graph.label_names)
    if graph.num_relations == 0 or nt == 0:
        return {}
    table = label_type_table(graph, end=end)
    return {j: int(np.argmax(table[j])) for j in range(nl) if table[j].any()}
