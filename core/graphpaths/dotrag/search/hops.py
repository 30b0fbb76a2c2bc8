"""Constrained relational path search (DotRAG §4.2): discovery and hop searches over one graph.

:class:`PathSearch` holds the graph, its reachability map and the entity and relation
vectors, and runs the stages that read them, in the order a query meets them:

1. **Seed search** — the ``seed_k`` entities most similar to the query.
2. **Discovery** — anchors among the seeds and their first-hop trajectories, with
   previews (:mod:`graphpaths.dotrag.search.discovery` shapes them); the policy ranks them and
   :func:`~graphpaths.dotrag.search.discovery.select_pairs` picks the pairs to search.
3. **Path search** — per pair the policy plans hop 1's query and any hop-2
   continuations (each a branch of its own); a hop keeps the
   ``relations_per_hop`` relations ``(u, v)`` with ``u`` in the frontier and
   ``v`` in ``entities_at(anchor, hop, type)``, ranked by the similarity of
   the relation's description to the hop's query (those below
   ``min_similarity`` dropped). After each round the policy stops (naming its
   preferred depths) or continues towards a type adjacent to the retained
   frontier; at ``max_depth``, or when no type is left, it reviews.

With ``constrained_search=False`` (the paper's "No Constrained Search"
ablation) a hop keeps the global top relations by similarity instead, with no
reachability or frontier constraint.

The policy is never called here: :meth:`PathSearch.search_pairs` is a
generator that yields batches of typed calls (:mod:`graphpaths.dotrag.protocol.calls`) and
receives their answers, so :func:`~graphpaths.dotrag.protocol.calls.drive` (sync) and
:func:`~graphpaths.dotrag.protocol.calls.adrive` (async) run one and the same search. Answers are
validated against the options offered; anything invalid is repaired
(:mod:`graphpaths.dotrag.search.repairs`) and counted in :attr:`SearchCounters.repairs`.

Example:
    >>> from graphpaths.graph import GraphBuilder
    >>> from graphpaths.reachability import ReachabilityMap
    >>> from graphpaths.vectors import InMemoryVectorStore
    >>> import numpy as np
    >>> b = GraphBuilder()
    >>> _ = b.add_entity("k", name="Kismet", types=["movie"])
    >>> _ = b.add_entity("w", name="William Dieterle", types=["person"])
    >>> _ = b.add_relation("k", "w", "directed_by")
    >>> g = b.build()
    >>> search = PathSearch(g, ReachabilityMap.build(g),
    ...     InMemoryVectorStore(np.eye(2)), InMemoryVectorStore(np.ones((1, 2)) / np.sqrt(2)))
    >>> hop = search.search_hop(0, 1, "person", np.array([0]), np.array([1.0, 0.0]),
    ...     query="who directed Kismet", config=DotRAGConfig())
    >>> [(r, s, t) for r, s, t, _ in hop.relations]
    [(0, 0, 1)]
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import numpy.typing as npt

from graphpaths.arrays import csr_positions
from graphpaths.dotrag.protocol.calls import Decide, PlanFirstHops, PolicyCall, Review
from graphpaths.dotrag.protocol.policy import Continue, FirstHopPlan, Steps, TypeQuery
from graphpaths.dotrag.protocol.types import (
    DotRAGConfig,
    EvidenceHop,
    SearchState,
    TrajectoryOption,
)
from graphpaths.dotrag.search.anchors import NameMatcher, NameTable
from graphpaths.dotrag.search.discovery import (
    Discovery,
    Named,
    Pair,
    TrajectoryBlock,
    discover_anchors,
    first_hop,
    trajectory_blocks,
    trajectory_options,
)
from graphpaths.dotrag.search.repairs import repair_decision, repair_plan
from graphpaths.dotrag.search.spelling import NameSpeller
from graphpaths.embeddings import FloatArray
from graphpaths.errors import ConfigError
from graphpaths.graph import Graph
from graphpaths.lru import LRUCache
from graphpaths.reachability import ReachabilityMap
from graphpaths.sources.access import GraphAccess, InProcessAccess
from graphpaths.topk import top_indices_keyed
from graphpaths.vectors.protocol import VectorStore

__all__ = ["SAMPLES_PER_HOP", "Branch", "PathSearch", "SearchCounters"]

IntArray = npt.NDArray[np.int64]
_EMPTY = np.zeros(0, np.int64)
Embed = Callable[[str], FloatArray]

#: Retained relation texts shown to a policy per hop.
SAMPLES_PER_HOP = 5
#: Relations a hop keeps at most, however many its policy expects (``TypeQuery.expected``).
MAX_EXPECTED = 2000
#: Added to the similarity of a relation the policy's walks take (``TypeQuery.leaving``)
#: when a hop must cut: more than any similarity (at most 1), so those are kept first.
WALKED_FIRST = 2.0
#: Bytes of anchors' first-hop rows a search keeps (a hub's rows run to megabytes).
FIRST_HOP_BYTES = 16 << 20
#: Bytes of masks of the entities some hops from an anchor a search keeps (one byte an
#: entity each: on a graph of more entities than this, none is kept).
LAYER_MASK_BYTES = 16 << 20
#: Anchors (and their first-hop types) whose trajectory blocks and hop-2 continuation types
#: a search keeps (a few strings and numbers each).
ANCHORS_KEPT = 4096
#: Most entities of a graph whose every anchor :meth:`PathSearch.warm_anchors` fills in: a
#: quarter of :data:`ANCHORS_KEPT`, so an anchor's few first-hop types all stay kept.
ANCHORS_WARMED = ANCHORS_KEPT // 4


@dataclass(kw_only=True)
class SearchCounters:
    """Policy answers that had to be repaired, and hops searched."""

    repairs: int = 0
    hops: int = 0
    policy_calls: int = 0


@dataclass(frozen=True, kw_only=True)
class Branch:
    """One finished search line of a pair: its hops and the preferred depths."""

    pair: Pair
    hops: tuple[EvidenceHop, ...]
    preferred: frozenset[int] = field(default_factory=frozenset)
    #: The policy's confidence per reading of the question (``Stop.confidences``).
    confidences: tuple[tuple[Steps, float], ...] = ()

    @property
    def depth(self) -> int:
        return len(self.hops)

    def state(self) -> SearchState:
        return SearchState(
            anchor=self.pair.anchor.entity,
            anchor_name=self.pair.anchor.name,
            depth=len(self.hops),
            hops=self.hops,
        )


def _members(sorted_ids: npt.NDArray[Any], values: npt.NDArray[Any]) -> npt.NDArray[np.bool_]:
    """Which ``values`` lie in the ascending array ``sorted_ids``."""
    if not len(sorted_ids) or not len(values):
        return np.zeros(len(values), np.bool_)
    at = np.searchsorted(sorted_ids, values)
    at[at >= len(sorted_ids)] = 0
    return np.asarray(sorted_ids[at] == values)


@dataclass
class _Open:
    """A branch still being searched; ``index`` orders the finished branches (a hedged
    continuation's after its parent's first)."""

    index: tuple[int, ...]
    pair: Pair
    hops: list[EvidenceHop]
    frontier: IntArray


@dataclass(frozen=True, kw_only=True)
class _Run:
    """One :meth:`PathSearch.search_pairs`: the question, the settings and the counters its
    rounds share."""

    query: str
    config: DotRAGConfig
    embed: Embed
    counts: SearchCounters
    #: The deepest hop searched (the reachability map's bound, with constrained search).
    max_depth: int

    @property
    def constrained(self) -> bool:
        return self.config.constrained_search

    @property
    def within(self) -> bool:
        return self.config.reach == "within"


@dataclass(frozen=True, eq=False)
class PathSearch:
    """Discovery and hop searches over one graph; stateless between queries.

    ``relation_vectors`` row ``j`` embeds ``graph.relation_text(j)``;
    ``entity_vectors`` row ``i`` embeds ``graph.entity_text(i)``; both are read through
    the :class:`~graphpaths.vectors.protocol.VectorStore` protocol (in memory or Chroma).

    Raises:
        ConfigError: a vector store is not a VectorStore, its row count or the reachability
            index's entity count does not match the graph, or the two dimensions differ.
    """

    graph: Graph
    reachability: ReachabilityMap
    entity_vectors: VectorStore
    relation_vectors: VectorStore
    #: How the hops read the graph's edges (:mod:`graphpaths.sources.access`); None: in
    #: process, from the reachability map's adjacency.
    access: GraphAccess | None = None
    _first_hop_rows: LRUCache[int, tuple[IntArray, IntArray, IntArray]] = field(
        init=False, repr=False
    )
    _continuation_types: LRUCache[tuple[int, str, int, bool, bool], tuple[str, ...]] = field(
        init=False, repr=False
    )
    _trajectory_blocks: LRUCache[int, tuple[TrajectoryBlock, ...]] = field(init=False, repr=False)
    _layer_masks: LRUCache[tuple[int, int, bool], npt.NDArray[np.bool_]] = field(
        init=False, repr=False
    )

    def __post_init__(self) -> None:
        g = self.graph
        if self.access is not None and not isinstance(self.access, GraphAccess):
            raise ConfigError(f"access: expected a GraphAccess, got {type(self.access).__name__}")
        for what, vectors, count in (
            ("entity_vectors", self.entity_vectors, g.num_entities),
            ("relation_vectors", self.relation_vectors, g.num_relations),
        ):
            if not isinstance(vectors, VectorStore):
                raise ConfigError(
                    f"{what}: expected a VectorStore (e.g. InMemoryVectorStore), "
                    f"got {type(vectors).__name__}"
                )
            if len(vectors) != count:
                raise ConfigError(f"{what} has {len(vectors)} rows, the graph {count} items")
        if self.entity_vectors.dimension != self.relation_vectors.dimension:
            raise ConfigError(
                f"entity_vectors have {self.entity_vectors.dimension} dimensions, "
                f"relation_vectors {self.relation_vectors.dimension}"
            )
        if self.reachability.num_entities != g.num_entities:
            raise ConfigError(
                f"reachability covers {self.reachability.num_entities} entities, "
                f"the graph {g.num_entities}"
            )
        # What depends on the anchor and this graph alone, asked again by every question
        # naming it; kept only when the edges are read in process (their arrays never
        # change: an update makes a new search), never through a store written live.
        in_process = self.access is None
        first_hops: LRUCache[int, tuple[IntArray, IntArray, IntArray]] = LRUCache(
            FIRST_HOP_BYTES if in_process else 0,
            weight=lambda rows: max(1, sum(a.nbytes for a in rows)),
        )
        object.__setattr__(self, "_first_hop_rows", first_hops)
        object.__setattr__(self, "_continuation_types", LRUCache(ANCHORS_KEPT if in_process else 0))
        object.__setattr__(self, "_trajectory_blocks", LRUCache(ANCHORS_KEPT if in_process else 0))
        # from the reachability map, fixed per index revision whatever the edges' access
        masks: LRUCache[tuple[int, int, bool], npt.NDArray[np.bool_]] = LRUCache(
            LAYER_MASK_BYTES, weight=lambda mask: max(1, mask.nbytes)
        )
        object.__setattr__(self, "_layer_masks", masks)

    @property
    def _type_names(self) -> tuple[str, ...]:
        return self.graph.type_names

    @functools.cached_property
    def edges(self) -> GraphAccess:
        """The access the hops read edges through (:attr:`access`, or in process)."""
        if self.access is not None:
            return self.access
        r = self.reachability
        return InProcessAccess(r.indptr, r.neighbors, r.relations)

    def access_for(self, graph: Graph) -> GraphAccess | None:
        """The access a search over ``graph`` (a new revision, a filtered view) reads the
        same edges through: this one's, made for that graph; None: in process."""
        return self.access.for_graph(graph) if self.access is not None else None

    @functools.cached_property
    def _label_ids(self) -> dict[str, int]:
        return {name: i for i, name in enumerate(self.graph.label_names)}

    # -- discovery ---------------------------------------------------------------------
    def seed_search(self, query_vector: FloatArray, k: int) -> tuple[IntArray, FloatArray]:
        """The ``k`` entities most similar to the query, best first."""
        return self.entity_vectors.top_k(query_vector, k)

    def first_hop(self, anchor: int) -> tuple[IntArray, IntArray, IntArray]:
        """``(relations, neighbours, type ids)`` of every relation at the anchor, one row
        per type of the neighbour; self-loops left out. Ordered by type, then relation
        (kept per anchor, read-only)."""
        return self._first_hop_rows.get_or_build(anchor, lambda: self._read_first_hop(anchor))

    def holds(self, anchor: int) -> bool:
        """Whether a trajectory starts at ``anchor``: it has a relation (a self-loop aside)."""
        return len(self.first_hop(anchor)[0]) > 0

    def _read_first_hop(self, anchor: int) -> tuple[IntArray, IntArray, IntArray]:
        rows = first_hop(self.graph, self.edges, anchor)
        for array in rows:
            array.flags.writeable = False  # shared by every question naming the anchor
        return rows

    def discover(
        self,
        query: str,
        query_vector: FloatArray,
        config: DotRAGConfig,
        *,
        seeded: tuple[IntArray, FloatArray] | None = None,
        named: Named | None = None,
    ) -> Discovery:
        """Anchors among the seeds (searched here unless ``seeded``) and the entities the
        query names (read here unless ``named``, :meth:`named`), and their trajectories."""
        seeds, scores = (
            seeded if seeded is not None else self.seed_search(query_vector, config.seed_k)
        )
        if named is None:
            named = self.named(query, config.seed_k)
        seeds, scores = self._with_named(query_vector, seeds, scores, named)
        return discover_anchors(
            self.graph,
            query,
            seeds,
            scores,
            anchor_k=config.anchor_k,
            trajectories=lambda entity: self._trajectories(entity, query_vector, config),
            min_confidence=config.min_anchor_confidence,
            matcher=self.name_matcher,
            spelled=named.spelled,
        )

    def named(self, query: str, limit: int) -> Named:
        """The entities ``query`` names: up to ``limit`` in full, and those it spells
        loosely (no vector needed)."""
        return Named(
            tuple(self.name_table.named(query, limit)), tuple(self.name_speller.spelled(query))
        )

    def _with_named(
        self, query_vector: FloatArray, seeds: IntArray, scores: FloatArray, named: Named
    ) -> tuple[IntArray, FloatArray]:
        """The seeds, then the entities the query names in full, then those it spelled
        loosely, that they miss (with their similarity to the query): a name the question
        writes out is a candidate anchor."""
        known = set(np.asarray(seeds).tolist())
        extra_named = [e for e in named.entities() if e not in known]
        if not extra_named:
            return seeds, scores
        extra = np.asarray(extra_named, np.int64)
        extra_scores = np.asarray(self.entity_vectors.scores(query_vector, extra), np.float32)
        return (
            np.concatenate([np.asarray(seeds, np.int64), extra]),
            np.concatenate([np.asarray(scores, np.float32), extra_scores]),
        )

    @functools.cached_property
    def name_table(self) -> NameTable:
        """Every entity name by its first two tokens (built on first use, then kept)."""
        return NameTable(self.graph.names)

    @functools.cached_property
    def name_matcher(self) -> NameMatcher:
        """Token weights over every entity name (built on first use, then kept)."""
        return NameMatcher(self.graph.names)

    @functools.cached_property
    def name_speller(self) -> NameSpeller:
        """Every name word by first letter, for loose spellings (built on first use)."""
        return NameSpeller(self.graph.names, self.name_matcher)

    def warmup(self) -> None:
        """Build the name table, matcher and speller now, not at the first question."""
        _ = self.name_table, self.name_matcher, self.name_speller

    def carry_names(self, before: PathSearch) -> None:
        """Make the name table from ``before``'s, if it built one and this graph's names
        extend or shorten its graph's (a live update): an update's first question does
        not pay for indexing every name again."""
        built = before.__dict__.get("name_table")
        if isinstance(built, NameTable):
            carried = built.for_names(self.graph.names)
            if carried is not None:
                self.__dict__["name_table"] = carried

    def share_names(self, other: PathSearch) -> None:
        """Use ``other``'s name matcher and name table (built now if they were not) when both
        graphs have the same entity names (a filtered view that keeps every entity): the
        weights and keys are the same."""
        if other.graph.names == self.graph.names:
            self.__dict__["name_matcher"] = other.name_matcher
            self.__dict__["name_table"] = other.name_table
            self.__dict__["name_speller"] = other.name_speller

    def _trajectories(
        self, anchor: int, query_vector: FloatArray, config: DotRAGConfig
    ) -> tuple[TrajectoryOption, ...]:
        relations, neighbours, types = self.first_hop(anchor)
        if not len(relations):
            return ()
        similarities = (
            self.relation_vectors.scores(query_vector, relations) if config.use_preview else None
        )
        blocks = self._blocks(anchor, relations, neighbours, types)
        return trajectory_options(
            self.graph,
            anchor,
            relations,
            neighbours,
            types,
            similarities,
            preview_k=config.preview_k,
            blocks=blocks,
        )

    def _blocks(
        self, anchor: int, relations: IntArray, neighbours: IntArray, types: IntArray
    ) -> tuple[TrajectoryBlock, ...]:
        """The trajectory blocks of ``anchor``'s first hop (its :meth:`first_hop`), kept
        per anchor."""
        return self._trajectory_blocks.get_or_build(
            anchor, lambda: trajectory_blocks(self.graph, relations, neighbours, types)
        )

    # -- hops --------------------------------------------------------------------------
    def adjacent_types(
        self,
        anchor: int,
        hop: int,
        frontier: npt.NDArray[Any],
        *,
        constrained: bool = True,
        within: bool = False,
    ) -> list[str]:
        """Types of entities adjacent to ``frontier``; constrained: only those at ``hop``
        (``within``: 1..``hop``) hops from the anchor."""
        r = self.reachability
        if not len(frontier) or (constrained and hop > r.max_hops):
            return []
        neighbours = self.edges.neighbours(frontier)
        # Boolean masks over the entities, not sorts: from a hub the neighbours and the
        # layers run to millions, and a mask dedupes and intersects them in linear time.
        seen = np.zeros(r.num_entities, np.bool_)
        seen[neighbours] = True
        if constrained:
            seen &= self._layer_mask(anchor, hop, within)
        neighbours = np.flatnonzero(seen)
        if not len(neighbours):
            return []
        g = self.graph
        type_ids = np.unique(g.entity_type_indices[csr_positions(g.entity_type_indptr, neighbours)])
        return [self._type_names[int(t)] for t in type_ids]

    def _layer_mask(self, anchor: int, hop: int, within: bool) -> npt.NDArray[np.bool_]:
        """Which entities lie ``hop`` (``within``: 1..``hop``) hops from the anchor, as a
        mask over the entities (kept per anchor and hop, read-only)."""

        def build() -> npt.NDArray[np.bool_]:
            r = self.reachability
            allowed = np.zeros(r.num_entities, np.bool_)
            for h in range(1, hop + 1) if within else (hop,):
                allowed[r.layer(anchor, h)] = True
            allowed.flags.writeable = False
            return allowed

        return self._layer_masks.get_or_build((anchor, hop, within), build)

    def search_hop(
        self,
        anchor: int,
        depth: int,
        type_name: str,
        frontier: npt.NDArray[Any],
        query_vector: FloatArray,
        *,
        query: str,
        config: DotRAGConfig,
        labels: Sequence[str] = (),
        directions: Sequence[bool] = (),
        exclusive: bool = False,
        expected: int = 0,
        leaving: Sequence[Sequence[int]] = (),
    ) -> EvidenceHop:
        """One hop: the retained relations from ``frontier`` towards ``type_name`` (only
        those with one of ``labels``, walked in its direction when ``directions`` gives
        one, when any candidate has one, or always when ``exclusive``; when more than the
        hop keeps, those from the entities ``leaving`` gives the label first; see
        :class:`~graphpaths.dotrag.protocol.policy.TypeQuery`)."""
        if config.constrained_search:
            within = config.reach == "within"
            # Pushed down, the labelled relations are asked for first, all only if none is kept.
            pushed = self._pushed_labels(labels) if self.edges.filters_labels else None
            relations, sources, targets = self._candidates(
                anchor, depth, type_name, frontier, within=within, labels=pushed
            )
            floor: float | None = config.min_similarity
            labelled = self._label_mask(relations, sources, labels, directions)
            if labelled is None and pushed is not None and not exclusive:
                relations, sources, targets = self._candidates(
                    anchor, depth, type_name, frontier, within=within
                )
            if labelled is None and exclusive and labels:
                labelled = np.zeros(len(relations), np.bool_)
            if labelled is not None:
                relations, sources, targets = (
                    relations[labelled],
                    sources[labelled],
                    targets[labelled],
                )
                floor = None  # the label is the evidence; the query only ranks
            keep = max(config.relations_per_hop, min(expected, MAX_EXPECTED))
            if len(relations):
                similarities = self.relation_vectors.scores(query_vector, relations)
                walked = None
                if leaving and len(relations) > keep:
                    walked = self._label_mask(relations, sources, labels, directions, leaving)
                chosen = self._top(relations, sources, targets, similarities, keep, floor, walked)
                relations, sources, targets = relations[chosen], sources[chosen], targets[chosen]
                kept = similarities[chosen]
            else:
                kept = np.zeros(0, np.float32)
        else:
            relations, kept = self.relation_vectors.top_k(query_vector, config.relations_per_hop)
            above = kept >= np.float32(config.min_similarity)
            relations, kept = relations[above], kept[above]
            sources, targets = self._orient(relations, frontier)
        rows = tuple(
            (int(j), int(u), int(v), float(s))
            for j, u, v, s in zip(
                np.asarray(relations).tolist(),  # Python numbers, not one numpy scalar each
                np.asarray(sources).tolist(),
                np.asarray(targets).tolist(),
                np.asarray(kept).tolist(),
                strict=True,
            )
        )
        return EvidenceHop(
            depth=depth,
            type_name=type_name,
            query=query,
            relations=rows,
            samples=tuple(self.graph.relation_text(j) for j, *_ in rows[:SAMPLES_PER_HOP]),
        )

    def _top(
        self,
        relations: IntArray,
        sources: IntArray,
        targets: IntArray,
        similarities: FloatArray,
        keep: int,
        floor: float | None,
        walked: npt.NDArray[np.bool_] | None,
    ) -> IntArray:
        """The positions of the ``keep`` relations most similar to the hop's query (at least
        ``floor``), in that order; when ``walked`` marks some, those first (a cut keeps the
        policy's own walks)."""
        ranked = similarities
        if walked is not None:
            ranked = similarities + np.where(walked, WALKED_FIRST, 0).astype(similarities.dtype)
        chosen = top_indices_keyed(
            ranked,
            keep,
            lambda rows: self._row_keys(relations[rows], sources[rows], targets[rows]),
            min_score=None if floor is None else np.float32(floor),
        )
        if walked is not None:  # kept in the order of their similarity
            chosen = chosen[np.argsort(-similarities[chosen], kind="stable")]
        return chosen

    def _row_keys(
        self, relations: IntArray, sources: IntArray, targets: IntArray
    ) -> list[tuple[str, str, str, int]]:
        """What equal similarities are ordered by: ``(source id, label, target id)``, the
        same whatever order a source numbered the graph's entities and relations in (then
        the relation number, for repeats of one triple)."""
        g = self.graph
        ids, labels, names = g.entity_ids, g.relation_labels, g.label_names
        return [
            (ids[u], names[int(labels[j])], ids[v], j)
            for j, u, v in zip(relations.tolist(), sources.tolist(), targets.tolist(), strict=True)
        ]

    def _candidates(
        self,
        anchor: int,
        depth: int,
        type_name: str,
        frontier: npt.NDArray[Any],
        *,
        within: bool,
        labels: Sequence[int] | None = None,
    ) -> tuple[IntArray, IntArray, IntArray]:
        """``(relations, sources, targets)`` from ``frontier`` into the anchor's
        ``type_name`` block at ``depth`` (``within``: 1..``depth``), self-loops left out;
        only those of ``labels`` (label ids) when given."""
        r = self.reachability
        if depth > r.max_hops:
            return _EMPTY, _EMPTY, _EMPTY
        block = (
            r.entities_within(anchor, depth, type_name)
            if within
            else r.entities_at(anchor, depth, type_name)
        )
        edges = self.edges.incident(frontier, targets=block, labels=labels)
        loops = edges.sources == edges.neighbours  # a self-loop leads nowhere new
        return (
            edges.relations[~loops].astype(np.int64),
            edges.sources[~loops].astype(np.int64),
            edges.neighbours[~loops].astype(np.int64),
        )

    def _pushed_labels(self, labels: Sequence[str]) -> list[int] | None:
        """The ids of ``labels`` the graph has (None: no labels asked for)."""
        if not labels:
            return None
        return sorted({self._label_ids[n] for n in labels if n in self._label_ids})

    def _label_mask(
        self,
        relations: IntArray,
        sources: IntArray,
        labels: Sequence[str],
        directions: Sequence[bool] = (),
        leaving: Sequence[Sequence[int]] = (),
    ) -> npt.NDArray[np.bool_] | None:
        """Which ``relations`` (walked from ``sources``) carry one of ``labels``, in its
        direction when ``directions`` are given, from one of its ``leaving`` entities when
        those are given; None when none does (or no labels)."""
        if not len(relations) or not labels:
            return None
        have = self.graph.relation_labels[relations]
        if directions:
            forward = np.asarray(self.graph.heads[relations], np.int64) == sources
            mask = np.zeros(len(relations), np.bool_)
            for k, (name, way) in enumerate(zip(labels, directions, strict=True)):
                j = self._label_ids.get(name)
                if j is not None:
                    step = (have == j) & (forward == way)
                    if leaving:
                        step &= np.isin(sources, np.asarray(leaving[k], np.int64))
                    mask |= step
        else:
            known = [self._label_ids[n] for n in labels if n in self._label_ids]
            if not known:
                return None
            mask = np.isin(have, np.asarray(known, np.int32))
        return mask if mask.any() else None

    def _orient(self, relations: IntArray, frontier: npt.NDArray[Any]) -> tuple[IntArray, IntArray]:
        """Unconstrained hops: leave from the endpoint in the frontier, else from the head."""
        heads = np.asarray(self.graph.heads[relations], np.int64)
        tails = np.asarray(self.graph.tails[relations], np.int64)
        front = np.unique(np.asarray(frontier, np.int64))
        flip = ~_members(front, heads) & _members(front, tails)
        return np.where(flip, tails, heads), np.where(flip, heads, tails)

    # -- the search loop ---------------------------------------------------------------
    def search_pairs(
        self,
        query: str,
        pairs: Sequence[Pair],
        config: DotRAGConfig,
        embed: Embed,
        counters: SearchCounters | None = None,
    ) -> Generator[list[PolicyCall], list[Any], list[Branch]]:
        """Search every pair in lock-step rounds; yields policy calls, returns the branches.

        Branches come back ordered by pair, then by the policy's continuation order.
        """
        counts = counters if counters is not None else SearchCounters()
        max_depth = self._max_depth(config)
        run = _Run(query=query, config=config, embed=embed, counts=counts, max_depth=max_depth)
        open_ = yield from self._first_hops(run, pairs)
        finished: list[tuple[tuple[int, ...], Branch]] = []
        while open_:
            open_ = yield from self._round(run, open_, finished)
        finished.sort(key=lambda x: x[0])
        return [b for _, b in finished]

    def _first_hops(
        self, run: _Run, pairs: Sequence[Pair]
    ) -> Generator[list[PolicyCall], list[Any], list[_Open]]:
        """Ask the policy to plan each pair's first hops, search them; the open branches."""
        continuation_options = [
            self._continuations(p, run.max_depth, constrained=run.constrained, within=run.within)
            for p in pairs
        ]
        plans = yield [
            PlanFirstHops(run.query, p.trajectory, tuple(options))
            for p, options in zip(pairs, continuation_options, strict=True)
        ]
        run.counts.policy_calls += len(pairs)
        open_: list[_Open] = []
        for pair, options, answer in zip(pairs, continuation_options, plans, strict=True):
            plan, repairs = repair_plan(answer, run.query, options)
            run.counts.repairs += repairs
            self._open_pair(run, pair, plan, open_)
        return open_

    def _open_pair(self, run: _Run, pair: Pair, plan: FirstHopPlan, open_: list[_Open]) -> None:
        """Search ``pair``'s first hop as ``plan`` says and each of its continuations, and
        add the branches this opens to ``open_``."""
        anchor = pair.anchor.entity
        first = TypeQuery(
            type_name=pair.trajectory.type_name,
            query=plan.query,
            labels=plan.labels,
            directions=plan.directions,
            exclusive=plan.exclusive,
            expected=plan.expected,
        )
        hop1 = self._hop(
            anchor, 1, pair.trajectory.type_name, np.array([anchor]), first, run.config, run.embed
        )
        run.counts.hops += 1
        frontier1 = _frontier(hop1)
        if not plan.continuations:
            open_.append(_Open(index=(len(open_),), pair=pair, hops=[hop1], frontier=frontier1))
        for continuation in plan.continuations:
            hop2 = self._hop(
                anchor, 2, continuation.type_name, frontier1, continuation, run.config, run.embed
            )
            run.counts.hops += 1
            open_.append(
                _Open(index=(len(open_),), pair=pair, hops=[hop1, hop2], frontier=_frontier(hop2))
            )

    def _round(
        self, run: _Run, open_: list[_Open], finished: list[tuple[tuple[int, ...], Branch]]
    ) -> Generator[list[PolicyCall], list[Any], list[_Open]]:
        """One round: ask the policy about every open branch (continue, or stop), search
        the next hops of those that continue, add those that stop to ``finished``; the
        branches still open."""
        calls, offered = self._next_calls(run, open_)
        answers = yield calls
        run.counts.policy_calls += len(calls)
        still: list[_Open] = []
        for b, call, next_types, answer in zip(open_, calls, offered, answers, strict=True):
            decision, repairs = repair_decision(
                answer, isinstance(call, Decide), run.query, next_types, len(b.hops)
            )
            run.counts.repairs += repairs
            if isinstance(decision, Continue):
                still += self._continued(run, b, decision)
            else:
                branch = Branch(
                    pair=b.pair,
                    hops=tuple(b.hops),
                    preferred=decision.preferred_depths,
                    confidences=decision.confidences,
                )
                finished.append((b.index, branch))
        return still

    def _next_calls(
        self, run: _Run, open_: list[_Open]
    ) -> tuple[list[PolicyCall], list[list[str]]]:
        """Per open branch, the call to ask (:class:`Decide` among the types its next hop
        can reach; :class:`Review` at the maximum depth or where none is) and those types."""
        calls: list[PolicyCall] = []
        offered: list[list[str]] = []
        for b in open_:
            depth = len(b.hops)
            state = _state(b)
            next_types = (
                self.adjacent_types(
                    b.pair.anchor.entity,
                    depth + 1,
                    b.frontier,
                    constrained=run.constrained,
                    within=run.within,
                )
                if depth < run.max_depth
                else []
            )
            offered.append(next_types)
            if next_types:
                calls.append(Decide(run.query, state, tuple(next_types)))
            else:
                calls.append(Review(run.query, state))
        return calls, offered

    def _continued(self, run: _Run, b: _Open, decision: Continue) -> list[_Open]:
        """The branches ``b`` continues into: one per type ``decision`` names (a hedged
        continuation is a branch of its own, ordered after this one)."""
        depth = len(b.hops) + 1
        still: list[_Open] = []
        for k, nxt in enumerate((decision.next, *decision.also)):
            hop = self._hop(
                b.pair.anchor.entity, depth, nxt.type_name, b.frontier, nxt, run.config, run.embed
            )
            run.counts.hops += 1
            still.append(
                _Open(
                    index=(*b.index, k), pair=b.pair, hops=[*b.hops, hop], frontier=_frontier(hop)
                )
            )
        return still

    def _max_depth(self, config: DotRAGConfig) -> int:
        """The deepest hop searched (the reachability map's bound, with constrained search)."""
        if config.constrained_search:
            return min(config.max_depth, self.reachability.max_hops)
        return config.max_depth

    def warm_anchors(self, config: DotRAGConfig) -> int:
        """Fill in now, for every entity as an anchor, what depends on the anchor and the
        graph alone and ``config``'s search: its first-hop rows, their trajectory blocks,
        each block's hop-2 continuation types and the masks of the entities 2 hops and
        more from it (constrained search); a question naming an anchor first
        builds them otherwise. Only for a graph of at most :data:`ANCHORS_WARMED`
        entities whose edges are read in process (the caches kept). Returns the anchors
        filled in."""
        if self.graph.num_entities > ANCHORS_WARMED or self.access is not None:
            return 0
        max_depth = self._max_depth(config)
        constrained, within = config.constrained_search, config.reach == "within"
        for anchor in range(self.graph.num_entities):
            relations, neighbours, types = self.first_hop(anchor)
            if not len(relations):
                continue
            for block in self._blocks(anchor, relations, neighbours, types):
                self._continuation_types_of(
                    anchor, block.type_name, max_depth, constrained=constrained, within=within
                )
            if constrained:  # the masks the types a later hop can reach are read through
                for hop in range(2, max_depth + 1):
                    self._layer_mask(anchor, hop, within)
        return self.graph.num_entities

    def _continuations(
        self, pair: Pair, max_depth: int, *, constrained: bool, within: bool
    ) -> list[str]:
        """Hop-2 types adjacent to the whole first-hop type block (kept per anchor and type)."""
        return self._continuation_types_of(
            pair.anchor.entity,
            pair.trajectory.type_name,
            max_depth,
            constrained=constrained,
            within=within,
        )

    def _continuation_types_of(
        self, anchor: int, type_name: str, max_depth: int, *, constrained: bool, within: bool
    ) -> list[str]:
        if max_depth < 2:
            return []

        def adjacent() -> tuple[str, ...]:
            _relations, neighbours, types = self.first_hop(anchor)
            block = np.unique(neighbours[types == self.graph.type_index(type_name)])
            return tuple(
                self.adjacent_types(anchor, 2, block, constrained=constrained, within=within)
            )

        key = (anchor, type_name, max_depth, constrained, within)
        return list(self._continuation_types.get_or_build(key, adjacent))

    def _hop(
        self,
        anchor: int,
        depth: int,
        type_name: str,
        frontier: npt.NDArray[Any],
        next_hop: TypeQuery,
        config: DotRAGConfig,
        embed: Embed,
    ) -> EvidenceHop:
        return self.search_hop(
            anchor,
            depth,
            type_name,
            frontier,
            embed(next_hop.query),
            query=next_hop.query,
            config=config,
            labels=next_hop.labels,
            directions=next_hop.directions,
            exclusive=next_hop.exclusive,
            expected=next_hop.expected,
            leaving=next_hop.leaving,
        )


def _frontier(hop: EvidenceHop) -> IntArray:
    return np.unique(np.array([v for _, _, v, _ in hop.relations], np.int64))


def _state(b: _Open) -> SearchState:
    return SearchState(
        anchor=b.pair.anchor.entity,
        anchor_name=b.pair.anchor.name,
        depth=len(b.hops),
        hops=tuple(b.hops),
    )
