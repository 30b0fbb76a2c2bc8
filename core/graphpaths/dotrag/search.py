"""Trajectory discovery and constrained relational path search (DotRAG §4.2).

The stages, in the order a query meets them:

1. **Seed search** — the ``seed_k`` entities most similar to the query.
2. **Anchors** — the seeds the query names (:mod:`graphpaths.dotrag.anchors`),
   longer mentions first, then by similarity; when it names none, the top
   ``anchor_k`` seeds. Seeds with no neighbour are skipped.
3. **Trajectories** — per anchor, one per entity type present one hop away,
   with its size, the relation labels leading there and (``use_preview``) the
   ``preview_k`` first-hop relations most similar to the query.
4. **Pairs** — the policy ranks anchors (α) and, per anchor, trajectories (ρ);
   each anchor keeps ``trajectories_per_anchor`` trajectories, pairs are ordered
   by ``(α, ρ)`` and the first ``pairs_searched`` are searched.
5. **Path search** — per pair the policy plans hop 1's query and any hop-2
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
generator that yields batches of :class:`PolicyCall` and receives their
answers, so :func:`drive` (sync) and :func:`adrive` (async, each batch
gathered concurrently) run one and the same search. Answers are validated
against the options offered; anything invalid is repaired (an incomplete
ranking completed in the offered order, an unknown type read as Stop) and
counted in :attr:`SearchCounters.repairs`.

Example:
    >>> from graphpaths.graph import GraphBuilder
    >>> from graphpaths.reachability import ReachabilityIndex
    >>> from graphpaths.vectors import InMemoryVectorIndex
    >>> import numpy as np
    >>> b = GraphBuilder()
    >>> _ = b.add_entity("k", name="Kismet", types=["movie"])
    >>> _ = b.add_entity("w", name="William Dieterle", types=["person"])
    >>> _ = b.add_relation("k", "w", "directed_by")
    >>> g = b.build()
    >>> search = PathSearch(g, ReachabilityIndex.build(g),
    ...     InMemoryVectorIndex(np.eye(2)), InMemoryVectorIndex(np.ones((1, 2)) / np.sqrt(2)))
    >>> hop = search.search_hop(0, 1, "person", np.array([0]), np.array([1.0, 0.0]),
    ...     query="who directed Kismet", config=DotRAGConfig())
    >>> [(r, s, t) for r, s, t, _ in hop.relations]
    [(0, 0, 1)]
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, TypeVar, cast

import numpy as np
import numpy.typing as npt

from graphpaths._arrays import csr_positions
from graphpaths.dotrag.anchors import find_mentions
from graphpaths.dotrag.policy import (
    AsyncPolicy,
    Continue,
    Decision,
    FirstHopPlan,
    Policy,
    Stop,
    TypeQuery,
)
from graphpaths.dotrag.types import (
    AnchorOption,
    DotRAGConfig,
    EvidenceHop,
    Preview,
    SearchState,
    TrajectoryOption,
)
from graphpaths.embeddings import FloatArray
from graphpaths.errors import ConfigError
from graphpaths.graph import Graph
from graphpaths.reachability import ReachabilityIndex
from graphpaths.vectors.protocol import VectorIndex

__all__ = [
    "Branch",
    "Discovery",
    "Pair",
    "PathSearch",
    "PolicyCall",
    "SearchCounters",
    "adrive",
    "drive",
    "select_pairs",
]

IntArray = npt.NDArray[np.int64]
Embed = Callable[[str], FloatArray]
Method = Literal["rank_anchors", "rank_trajectories", "plan_first_hops", "decide", "review"]

#: Retained relation texts shown to a policy per hop.
SAMPLES_PER_HOP = 5


@dataclass(frozen=True)
class PolicyCall:
    """One policy decision the search asks for: ``getattr(policy, method)(*args)``."""

    method: Method
    args: tuple[Any, ...]


@dataclass(kw_only=True)
class SearchCounters:
    """Policy answers that had to be repaired, and hops searched."""

    repairs: int = 0
    hops: int = 0
    policy_calls: int = 0


@dataclass(frozen=True, kw_only=True)
class Discovery:
    """Seeds, candidate anchors and each anchor's first-hop trajectories."""

    seeds: tuple[int, ...]
    seed_scores: tuple[float, ...]
    anchors: tuple[AnchorOption, ...]
    #: ``trajectories[i]`` belong to ``anchors[i]``.
    trajectories: tuple[tuple[TrajectoryOption, ...], ...]


@dataclass(frozen=True, kw_only=True)
class Pair:
    """An anchor-trajectory pair sent to path search, with its priority (α, ρ), 0-based."""

    anchor: AnchorOption
    trajectory: TrajectoryOption
    priority: tuple[int, int]


@dataclass(frozen=True, kw_only=True)
class Branch:
    """One finished search line of a pair: its hops and the preferred depths."""

    pair: Pair
    hops: tuple[EvidenceHop, ...]
    preferred: frozenset[int] = field(default_factory=frozenset)

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


def _top(scores: npt.NDArray[Any], k: int, min_similarity: float) -> IntArray:
    """Positions of the ``k`` best scores >= ``min_similarity``; ties to lower positions."""
    keep = np.flatnonzero(scores >= np.float32(min_similarity))
    if not len(keep):
        return keep.astype(np.int64)
    order = np.lexsort((keep, -scores[keep]))[:k]
    return keep[order].astype(np.int64)


def permutation(answer: object, n: int) -> tuple[list[int], bool]:
    """``answer`` as a permutation of ``range(n)``: invalid or missing items repaired.

    Returns the order and whether a repair was needed: unknown, repeated or
    non-integer items are dropped and the missing indices appended in order.
    """
    seen: list[int] = []
    repaired = not isinstance(answer, list | tuple)
    for item in answer if isinstance(answer, list | tuple) else ():
        if isinstance(item, bool) or not isinstance(item, int | np.integer):
            repaired = True
            continue
        i = int(item)
        if not 0 <= i < n or i in seen:
            repaired = True
            continue
        seen.append(i)
    if len(seen) < n:
        repaired = True
        seen.extend(i for i in range(n) if i not in seen)
    return seen, repaired


def select_pairs(
    discovery: Discovery,
    anchor_order: Sequence[int],
    trajectory_orders: Sequence[Sequence[int]],
    config: DotRAGConfig,
    tied: Sequence[int] = (),
) -> list[Pair]:
    """The top ``pairs_searched`` pairs by (anchor rank, trajectory rank).

    Each anchor contributes its first ``trajectories_per_anchor`` trajectories, or
    its first ``tied[a]`` when larger and ``config.search_ties`` is set (the policy
    ranked them as tied: :class:`~graphpaths.dotrag.policy.TiedRanking`).
    """
    pairs: list[Pair] = []
    for alpha, a in enumerate(anchor_order):
        options = discovery.trajectories[a]
        keep = config.trajectories_per_anchor
        if config.search_ties and a < len(tied):
            keep = max(keep, tied[a])
        for rho, t in enumerate(trajectory_orders[a][:keep]):
            pairs.append(
                Pair(anchor=discovery.anchors[a], trajectory=options[t], priority=(alpha, rho))
            )
    pairs.sort(key=lambda p: p.priority)
    return pairs[: config.pairs_searched]


@dataclass
class _Open:
    """A branch still being searched; ``index`` orders the finished branches."""

    index: int
    pair: Pair
    hops: list[EvidenceHop]
    frontier: IntArray


@dataclass(frozen=True, eq=False)
class PathSearch:
    """Discovery and hop searches over one graph; stateless between queries.

    ``relation_vectors`` row ``j`` embeds ``graph.relation_text(j)``;
    ``entity_vectors`` row ``i`` embeds ``graph.entity_text(i)``; both are read through
    the :class:`~graphpaths.vectors.protocol.VectorIndex` protocol (in memory or Chroma).

    Raises:
        ConfigError: a vector index is not a VectorIndex, its row count or the reachability
            index's entity count does not match the graph, or the two dimensions differ.
    """

    graph: Graph
    reachability: ReachabilityIndex
    entity_vectors: VectorIndex
    relation_vectors: VectorIndex

    def __post_init__(self) -> None:
        g = self.graph
        for what, vectors, count in (
            ("entity_vectors", self.entity_vectors, g.num_entities),
            ("relation_vectors", self.relation_vectors, g.num_relations),
        ):
            if not isinstance(vectors, VectorIndex):
                raise ConfigError(
                    f"{what}: expected a VectorIndex (e.g. InMemoryVectorIndex), "
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

    @property
    def _type_names(self) -> tuple[str, ...]:
        return self.graph.type_names

    # -- discovery ---------------------------------------------------------------------
    def seed_search(self, query_vector: FloatArray, k: int) -> tuple[IntArray, FloatArray]:
        """The ``k`` entities most similar to the query, best first."""
        return self.entity_vectors.top_k(query_vector, k)

    def first_hop(self, anchor: int) -> tuple[IntArray, IntArray, IntArray]:
        """``(relations, neighbours, type ids)`` of every relation at the anchor, one row
        per type of the neighbour; self-loops left out. Ordered by type, then relation."""
        r = self.reachability
        positions = csr_positions(r.indptr, np.array([anchor]))
        neighbours = np.asarray(r.neighbors[positions], np.int64)
        relations = np.asarray(r.relations[positions], np.int64)
        keep = neighbours != anchor
        neighbours, relations = neighbours[keep], relations[keep]
        g = self.graph
        type_positions = csr_positions(g.entity_type_indptr, neighbours)
        counts = np.diff(g.entity_type_indptr)[neighbours]
        types = np.asarray(g.entity_type_indices[type_positions], np.int64)
        relations = np.repeat(relations, counts)
        neighbours = np.repeat(neighbours, counts)
        order = np.lexsort((neighbours, relations, types))
        return relations[order], neighbours[order], types[order]

    def discover(
        self,
        query: str,
        query_vector: FloatArray,
        config: DotRAGConfig,
        *,
        seeded: tuple[IntArray, FloatArray] | None = None,
    ) -> Discovery:
        """Anchors among the seeds (searched here unless ``seeded``) and their trajectories."""
        seeds, scores = (
            seeded if seeded is not None else self.seed_search(query_vector, config.seed_k)
        )
        seed_list = [int(s) for s in seeds]
        score_list = [float(s) for s in scores]
        mentions = find_mentions(query, [self.graph.names[s] for s in seed_list])
        if mentions:
            ranked = sorted(
                ((m.length, score_list[m.candidate], m.candidate) for m in mentions),
                key=lambda x: (-x[0], -x[1], x[2]),
            )
            order = [c for _, _, c in ranked]
            mentioned = True
        else:
            order = list(range(len(seed_list)))
            mentioned = False
        anchors: list[AnchorOption] = []
        trajectories: list[tuple[TrajectoryOption, ...]] = []
        for c in order:
            if len(anchors) >= config.anchor_k:
                break
            entity = seed_list[c]
            options = self._trajectories(entity, query_vector, config)
            if not options:
                continue
            anchors.append(
                AnchorOption(
                    entity=entity,
                    name=self.graph.names[entity],
                    types=self.graph.types_of(entity),
                    similarity=score_list[c],
                    mentioned=mentioned,
                    first_hop_types=tuple(o.type_name for o in options),
                )
            )
            trajectories.append(options)
        return Discovery(
            seeds=tuple(seed_list),
            seed_scores=tuple(score_list),
            anchors=tuple(anchors),
            trajectories=tuple(trajectories),
        )

    def _trajectories(
        self, anchor: int, query_vector: FloatArray, config: DotRAGConfig
    ) -> tuple[TrajectoryOption, ...]:
        relations, neighbours, types = self.first_hop(anchor)
        if not len(relations):
            return ()
        similarities = (
            self.relation_vectors.scores(query_vector, relations) if config.use_preview else None
        )
        labels = self.graph.relation_labels
        label_names = self.graph.label_names
        bounds = np.flatnonzero(np.diff(types)) + 1
        starts = np.concatenate(([0], bounds))
        ends = np.concatenate((bounds, [len(types)]))
        options: list[TrajectoryOption] = []
        for start, end in zip(starts.tolist(), ends.tolist(), strict=True):
            block = relations[start:end]
            counts = np.bincount(labels[block], minlength=len(label_names))
            present = np.flatnonzero(counts)
            label_counts = sorted(
                ((label_names[i], int(counts[i])) for i in present), key=lambda x: (-x[1], x[0])
            )
            previews: tuple[Preview, ...] = ()
            if similarities is not None:
                sims = similarities[start:end]
                best = np.lexsort((block, -sims))
                picked: list[Preview] = []
                for i in best.tolist():
                    j = int(block[i])
                    if any(p.relation == j for p in picked):
                        continue
                    picked.append(
                        Preview(
                            relation=j,
                            text=self.graph.relation_text(j),
                            similarity=float(sims[i]),
                        )
                    )
                    if len(picked) >= config.preview_k:
                        break
                previews = tuple(picked)
            options.append(
                TrajectoryOption(
                    anchor=anchor,
                    anchor_name=self.graph.names[anchor],
                    type_name=self._type_names[int(types[start])],
                    size=len(np.unique(neighbours[start:end])),
                    previews=previews,
                    labels=tuple(label_counts),
                )
            )
        return tuple(options)

    # -- hops --------------------------------------------------------------------------
    def adjacent_types(
        self, anchor: int, hop: int, frontier: npt.NDArray[Any], *, constrained: bool = True
    ) -> list[str]:
        """Types of entities adjacent to ``frontier``; constrained: only those at ``hop``."""
        r = self.reachability
        if not len(frontier) or (constrained and hop > r.max_hops):
            return []
        neighbours = np.asarray(r.neighbors[csr_positions(r.indptr, np.unique(frontier))], np.int64)
        if constrained:
            neighbours = neighbours[_members(r.layer(anchor, hop), neighbours)]
        if not len(neighbours):
            return []
        neighbours = np.unique(neighbours)
        g = self.graph
        type_ids = np.unique(g.entity_type_indices[csr_positions(g.entity_type_indptr, neighbours)])
        return [self._type_names[int(t)] for t in type_ids]

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
    ) -> EvidenceHop:
        """One hop: the retained relations from ``frontier`` towards ``type_name``."""
        if config.constrained_search:
            if depth > self.reachability.max_hops:
                relations = sources = targets = np.zeros(0, np.int64)
            else:
                edges = self.reachability.edges_into(anchor, depth, type_name, frontier)
                relations = edges.relations.astype(np.int64)
                sources = edges.sources.astype(np.int64)
                targets = edges.targets.astype(np.int64)
            if len(relations):
                similarities = self.relation_vectors.scores(query_vector, relations)
                chosen = _top(similarities, config.relations_per_hop, config.min_similarity)
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
            for j, u, v, s in zip(relations, sources, targets, kept, strict=True)
        )
        return EvidenceHop(
            depth=depth,
            type_name=type_name,
            query=query,
            relations=rows,
            samples=tuple(self.graph.relation_text(j) for j, *_ in rows[:SAMPLES_PER_HOP]),
        )

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
    ) -> Generator[list[PolicyCall], list[object], list[Branch]]:
        """Search every pair in lock-step rounds; yields policy calls, returns the branches.

        Branches come back ordered by pair, then by the policy's continuation order.
        """
        counts = counters if counters is not None else SearchCounters()
        max_depth = (
            min(config.max_depth, self.reachability.max_hops)
            if config.constrained_search
            else config.max_depth
        )
        constrained = config.constrained_search
        continuation_options = [
            self._continuations(p, max_depth, constrained=constrained) for p in pairs
        ]
        plans = yield [
            PolicyCall("plan_first_hops", (query, p.trajectory, tuple(options)))
            for p, options in zip(pairs, continuation_options, strict=True)
        ]
        counts.policy_calls += len(pairs)
        open_: list[_Open] = []
        for pair, options, answer in zip(pairs, continuation_options, plans, strict=True):
            plan = self._check_plan(answer, query, options, counts)
            anchor = pair.anchor.entity
            hop1 = self._hop(
                anchor, 1, pair.trajectory.type_name, np.array([anchor]), plan.query, config, embed
            )
            counts.hops += 1
            frontier1 = _frontier(hop1)
            if not plan.continuations:
                open_.append(_Open(index=len(open_), pair=pair, hops=[hop1], frontier=frontier1))
            for continuation in plan.continuations:
                hop2 = self._hop(
                    anchor, 2, continuation.type_name, frontier1, continuation.query, config, embed
                )
                counts.hops += 1
                open_.append(
                    _Open(index=len(open_), pair=pair, hops=[hop1, hop2], frontier=_frontier(hop2))
                )
        finished: list[tuple[int, Branch]] = []
        while open_:
            calls: list[PolicyCall] = []
            offered: list[list[str]] = []
            for b in open_:
                depth = len(b.hops)
                state = _state(b)
                next_types = (
                    self.adjacent_types(
                        b.pair.anchor.entity, depth + 1, b.frontier, constrained=constrained
                    )
                    if depth < max_depth
                    else []
                )
                offered.append(next_types)
                if next_types:
                    calls.append(PolicyCall("decide", (query, state, tuple(next_types))))
                else:
                    calls.append(PolicyCall("review", (query, state)))
            answers = yield calls
            counts.policy_calls += len(calls)
            still: list[_Open] = []
            for b, call, next_types, answer in zip(open_, calls, offered, answers, strict=True):
                decision = self._check_decision(
                    answer, call.method, query, next_types, len(b.hops), counts
                )
                if isinstance(decision, Continue):
                    depth = len(b.hops) + 1
                    hop = self._hop(
                        b.pair.anchor.entity,
                        depth,
                        decision.next.type_name,
                        b.frontier,
                        decision.next.query,
                        config,
                        embed,
                    )
                    counts.hops += 1
                    still.append(
                        _Open(
                            index=b.index,
                            pair=b.pair,
                            hops=[*b.hops, hop],
                            frontier=_frontier(hop),
                        )
                    )
                else:
                    finished.append(
                        (
                            b.index,
                            Branch(
                                pair=b.pair, hops=tuple(b.hops), preferred=decision.preferred_depths
                            ),
                        )
                    )
            open_ = still
        finished.sort(key=lambda x: x[0])
        return [b for _, b in finished]

    def _continuations(self, pair: Pair, max_depth: int, *, constrained: bool) -> list[str]:
        """Hop-2 types adjacent to the whole first-hop type block."""
        if max_depth < 2:
            return []
        anchor = pair.anchor.entity
        _relations, neighbours, types = self.first_hop(anchor)
        block = np.unique(neighbours[types == self.graph.type_index(pair.trajectory.type_name)])
        return self.adjacent_types(anchor, 2, block, constrained=constrained)

    def _hop(
        self,
        anchor: int,
        depth: int,
        type_name: str,
        frontier: npt.NDArray[Any],
        query: str,
        config: DotRAGConfig,
        embed: Embed,
    ) -> EvidenceHop:
        return self.search_hop(
            anchor, depth, type_name, frontier, embed(query), query=query, config=config
        )

    @staticmethod
    def _check_plan(
        answer: object, query: str, options: Sequence[str], counts: SearchCounters
    ) -> FirstHopPlan:
        if not isinstance(answer, FirstHopPlan):
            counts.repairs += 1
            return FirstHopPlan(query=query)
        hop_query = answer.query
        if not hop_query.strip():
            counts.repairs += 1
            hop_query = query
        kept: list[TypeQuery] = []
        for c in answer.continuations:
            if c.type_name not in options or any(k.type_name == c.type_name for k in kept):
                counts.repairs += 1
                continue
            if not c.query.strip():
                counts.repairs += 1
                c = TypeQuery(type_name=c.type_name, query=query)
            kept.append(c)
        return FirstHopPlan(query=hop_query, continuations=tuple(kept))

    @staticmethod
    def _check_decision(
        answer: object,
        method: str,
        query: str,
        next_types: Sequence[str],
        depth: int,
        counts: SearchCounters,
    ) -> Decision:
        if isinstance(answer, Continue) and method == "decide":
            if answer.next.type_name in next_types:
                if answer.next.query.strip():
                    return answer
                counts.repairs += 1
                return Continue(next=TypeQuery(type_name=answer.next.type_name, query=query))
            counts.repairs += 1
            return Stop()
        if isinstance(answer, Stop):
            preferred = frozenset(d for d in answer.preferred_depths if 1 <= d <= depth)
            if preferred != answer.preferred_depths:
                counts.repairs += 1
            return Stop(preferred_depths=preferred)
        counts.repairs += 1
        return Stop()


def _frontier(hop: EvidenceHop) -> IntArray:
    return np.unique(np.array([v for _, _, v, _ in hop.relations], np.int64))


def _state(b: _Open) -> SearchState:
    return SearchState(
        anchor=b.pair.anchor.entity,
        anchor_name=b.pair.anchor.name,
        depth=len(b.hops),
        hops=tuple(b.hops),
    )


# -- drivers -------------------------------------------------------------------------------
R = TypeVar("R")


def drive(steps: Generator[list[PolicyCall], list[object], R], policy: Policy) -> R:
    """Run a search generator, answering each call with the sync ``policy``."""
    try:
        calls = next(steps)
        while True:
            answers: list[object] = [getattr(policy, c.method)(*c.args) for c in calls]
            calls = steps.send(answers)
    except StopIteration as done:
        return cast(R, done.value)


async def adrive(steps: Generator[list[PolicyCall], list[object], R], policy: AsyncPolicy) -> R:
    """Run a search generator with an async policy; each batch of calls runs concurrently."""
    try:
        calls = next(steps)
        while True:
            answers = list(
                await asyncio.gather(*(getattr(policy, "a" + c.method)(*c.args) for c in calls))
            )
            calls = steps.send(answers)
    except StopIteration as done:
        return cast(R, done.value)
