"""Trajectory discovery (DotRAG §4.2, steps 1-4): anchors among the seeds, their first-hop
trajectories, and the anchor-trajectory pairs sent to path search.

- **Anchors** — the seeds the query names (:mod:`graphpaths.dotrag.search.anchors`), longer
  mentions first, then by similarity (confidence 1). When it names none in full, the
  seeds it names in part (confidence: the named share of the name's token weight) or,
  failing that, the seeds most similar to it (confidence ``(similarity - 0.4) / 0.4``,
  clipped to [0, 1]) of whose name it spells a distinctive token, nearly (a typo, another
  ending: :func:`~graphpaths.dotrag.reading.text.nearly_spells`), or that are as similar as
  0.8, best first; only those reaching ``min_anchor_confidence`` become anchors. None
  left means the question names nothing in the graph: :attr:`Discovery.not_found` says
  so, with the closest seed. Seeds with no neighbour are skipped.
- **Trajectories** — per anchor, one per entity type present one hop away, with its size,
  the relation labels leading there and (``use_preview``) the ``preview_k`` first-hop
  relations most similar to the query.
- **Pairs** — given the policy's anchor ranking (α) and per-anchor trajectory rankings
  (ρ), each anchor keeps ``trajectories_per_anchor`` trajectories, pairs are ordered by
  ``(α, ρ)`` and the first ``pairs_searched`` are searched (:func:`select_pairs`).

The vector searches themselves (seeds, preview similarities) run in
:class:`~graphpaths.dotrag.search.hops.PathSearch`; this module shapes their results.

Example:
    >>> anchor_order("who directed Kismet", ["Casablanca", "Kismet"], [0.9, 0.8])
    ([1], True)
    >>> anchor_order("who directed it", ["Casablanca", "Kismet"], [0.9, 0.8])
    ([0, 1], False)
    >>> [round(similarity_confidence(s), 2) for s in (0.8, 0.5, 0.3)]
    [1.0, 0.25, 0.0]
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from graphpaths.arrays import csr_positions
from graphpaths.dotrag.protocol.types import AnchorOption, DotRAGConfig, Preview, TrajectoryOption
from graphpaths.dotrag.reading.mentions import Mention, case_beaten, find_mentions
from graphpaths.dotrag.search.anchors import NameMatcher
from graphpaths.dotrag.search.spelling import Spelled
from graphpaths.graph import Graph
from graphpaths.sources.access import GraphAccess

__all__ = [
    "Discovery",
    "Named",
    "Pair",
    "TrajectoryBlock",
    "anchor_confidences",
    "anchor_order",
    "discover_anchors",
    "first_hop",
    "named_anchors",
    "select_pairs",
    "similarity_confidence",
    "trajectory_blocks",
    "trajectory_options",
]

IntArray = npt.NDArray[np.int64]
#: Seed similarity that gives no confidence at all, and the span over which it grows to 1.
#: Measured on the project's KGQA sets (benchmarks/kgqa): questions naming nothing in the
#: graph reach at most 0.59 with all-MiniLM-L6-v2; see BENCHMARKS.md ("Not found").
SIMILARITY_FLOOR = 0.4
SIMILARITY_SPAN = 0.4
#: Seed similarity at which a seed is an anchor even when the query spells no distinctive
#: token of its name (an abbreviation, a name in other words): full confidence.
UNSPELLED_SIMILARITY = SIMILARITY_FLOOR + SIMILARITY_SPAN
#: Score a loose spelling of a longer name needs to beat an exact mention of a shorter one:
#: more of its word weight spelled than not (it must also be spelled by more query words).
SPELLED_OVER_EXACT = 0.5


def similarity_confidence(similarity: float) -> float:
    """Confidence in an anchor the query does not name, from its seed similarity alone."""
    return float(min(1.0, max(0.0, (similarity - SIMILARITY_FLOOR) / SIMILARITY_SPAN)))


@dataclass(frozen=True, kw_only=True)
class Discovery:
    """Seeds, candidate anchors and each anchor's first-hop trajectories."""

    seeds: tuple[int, ...]
    seed_scores: tuple[float, ...]
    anchors: tuple[AnchorOption, ...]
    #: ``trajectories[i]`` belong to ``anchors[i]``.
    trajectories: tuple[tuple[TrajectoryOption, ...], ...]
    #: Why there is no anchor (the question names nothing in the graph), else None.
    not_found: str | None = None


@dataclass(frozen=True)
class Named:
    """The entities a question names, read from its words alone (no vector): those it names
    in full, written as names, in the order it names them
    (:meth:`~graphpaths.dotrag.search.anchors.NameTable.named`), and those it spells
    loosely (:meth:`~graphpaths.dotrag.search.spelling.NameSpeller.spelled`)."""

    full: tuple[int, ...]
    spelled: tuple[Spelled, ...]

    def entities(self) -> list[int]:
        """Every entity named, in full first, each once."""
        return list(dict.fromkeys([*self.full, *(s.entity for s in self.spelled)]))


@dataclass(frozen=True, kw_only=True)
class Pair:
    """An anchor-trajectory pair sent to path search, with its priority (α, ρ), 0-based."""

    anchor: AnchorOption
    trajectory: TrajectoryOption
    priority: tuple[int, int]


def first_hop(graph: Graph, edges: GraphAccess, anchor: int) -> tuple[IntArray, IntArray, IntArray]:
    """``(relations, neighbours, type ids)`` of every relation at the anchor (read through
    ``edges``), one row per type of the neighbour; self-loops left out. Ordered by type,
    then relation."""
    at = edges.incident(np.array([anchor]))
    neighbours = np.asarray(at.neighbours, np.int64)
    relations = np.asarray(at.relations, np.int64)
    keep = neighbours != anchor
    neighbours, relations = neighbours[keep], relations[keep]
    type_positions = csr_positions(graph.entity_type_indptr, neighbours)
    counts = np.diff(graph.entity_type_indptr)[neighbours]
    types = np.asarray(graph.entity_type_indices[type_positions], np.int64)
    relations = np.repeat(relations, counts)
    neighbours = np.repeat(neighbours, counts)
    order = np.lexsort((neighbours, relations, types))
    return relations[order], neighbours[order], types[order]


def anchor_order(
    query: str,
    names: Sequence[str],
    scores: Sequence[float],
    spelled: Sequence[Spelled | None] = (),
) -> tuple[list[int], bool]:
    """The order in which seeds (their ``names`` and similarity ``scores``) become anchors,
    and whether the query mentions any: the mentioned seeds only, longer mentions first,
    then by similarity; else every seed in its order. A seed the query spells loosely
    (``spelled[i]``, :mod:`graphpaths.dotrag.search.spelling`) with more query words than
    the exact mentions it overlaps hold together counts as mentioned and drops those
    mentions: "brackwater pumpng station" names "Brackwater Pumping Station", not the town
    "Brackwater"; "dunmore hills solar" with names "Dunmore Hills" and "solar" still names
    those two, not "Dunmore Hills Solar Farm"."""
    return _anchor_order(query, names, scores, spelled, find_mentions(query, list(names)))


def _anchor_order(
    query: str,
    names: Sequence[str],
    scores: Sequence[float],
    spelled: Sequence[Spelled | None],
    mentions: Sequence[Mention],
) -> tuple[list[int], bool]:
    """:func:`anchor_order`, the query's exact ``mentions`` of ``names`` found already."""
    if not mentions:
        return list(range(len(names))), False
    spans = {m.candidate: (m.start, m.end) for m in mentions}
    longer = {}
    for c, s in enumerate(spelled):
        if s is None or c in spans or s.score < SPELLED_OVER_EXACT:
            continue
        over = [end - start for start, end in spans.values() if _overlap(s, start, end)]
        if over and s.words > sum(over):
            longer[c] = s
    beaten = {
        m.candidate for m in mentions if any(_overlap(s, m.start, m.end) for s in longer.values())
    } | case_beaten(query, names, mentions)
    ranked = sorted(
        [
            (m.length, 1.0, scores[m.candidate], m.candidate)
            for m in mentions
            if m.candidate not in beaten
        ]
        + [(s.words, s.score, scores[c], c) for c, s in longer.items()],
        key=lambda x: (-x[0], -x[1], -x[2], x[3]),
    )
    return [c for *_, c in ranked], True


def _overlap(spelled: Spelled, start: int, end: int) -> bool:
    return spelled.start < end and start < spelled.end


def named_anchors(
    graph: Graph, query: str, entities: Sequence[int], spelled: Sequence[Spelled] = ()
) -> list[int]:
    """Those of ``entities`` (or of the entities ``spelled`` loosely) the query mentions
    that :func:`discover_anchors` makes its anchors, best first (none when it mentions
    none: then similarity decides), found before the query's vector: a guess, since the
    vector orders mentions of one length and its seeds may add or leave out some."""
    candidates = list(dict.fromkeys([*entities, *(s.entity for s in spelled)]))
    names = [graph.names[e] for e in candidates]
    by_entity = {s.entity: s for s in spelled}
    loose = [by_entity.get(e) for e in candidates]
    mentions = find_mentions(query, names)
    order, mentioned = _anchor_order(query, names, [0.0] * len(names), loose, mentions)
    return [candidates[c] for c in order] if mentioned else []


def anchor_confidences(
    query: str,
    names: Sequence[str],
    scores: Sequence[float],
    matcher: NameMatcher | None,
    spelled: Sequence[Spelled | None] = (),
) -> tuple[list[int], list[float], bool]:
    """Candidate anchors among seeds (``names``, similarity ``scores``), best first, with
    their confidences, and whether the query names any in full (then only those count);
    ``spelled[i]``: how the query spells seed ``i`` loosely, if it does."""
    mentions = find_mentions(query, list(names))
    if matcher is not None and mentions:
        # a name inside a longer run of words written as names names none of the seeds
        inside = matcher.inside_longer_names(
            query, [(names[m.candidate], m.start, m.end) for m in mentions], names
        )
        inside_spans = {
            m.candidate: (m.start, m.end) for m, x in zip(mentions, inside, strict=True) if x
        }
        mentions = [m for m in mentions if m.candidate not in inside_spans]
        # nor does the same name spelled there (loosely: in full, at the same words)
        spelled = [
            None if s is not None and c in inside_spans and _overlap(s, *inside_spans[c]) else s
            for c, s in enumerate(spelled)
        ]
    order, mentioned = _anchor_order(query, names, scores, spelled, mentions)
    loose = [s.score if s is not None else 0.0 for s in spelled] + [0.0] * (
        len(names) - len(spelled)
    )
    if mentioned:
        exact = {m.candidate for m in mentions}
        return order, [1.0 if c in exact else loose[c] for c in order], True
    partial = matcher.partials(query, names) if matcher is not None else [0.0] * len(names)
    # a seed merely similar to the query counts when the query spells a distinctive token
    # of its name (nearly), or when it is as similar as a name said in other words can be
    spelled_token = (
        matcher.spells_distinct(query, names) if matcher is not None else [True] * len(names)
    )
    similar = [
        similarity_confidence(scores[c])
        if spelled_token[c] or scores[c] >= UNSPELLED_SIMILARITY
        else 0.0
        for c in range(len(names))
    ]
    confidence = [max(similar[c], partial[c], loose[c]) for c in range(len(names))]
    ranked = sorted(range(len(names)), key=lambda c: (-confidence[c], -scores[c], c))
    return ranked, [confidence[c] for c in ranked], False


def discover_anchors(
    graph: Graph,
    query: str,
    seeds: npt.NDArray[Any],
    scores: npt.NDArray[Any],
    *,
    anchor_k: int,
    trajectories: Callable[[int], tuple[TrajectoryOption, ...]],
    min_confidence: float = 0.0,
    matcher: NameMatcher | None = None,
    spelled: Sequence[Spelled] = (),
) -> Discovery:
    """Up to ``anchor_k`` anchors among ``seeds`` whose confidence reaches
    ``min_confidence`` (by :func:`anchor_confidences`, partial names weighed by
    ``matcher``, loose spellings ``spelled`` of any entity), each with its
    ``trajectories(entity)``; seeds without any are skipped."""
    seed_list = [int(s) for s in seeds]
    score_list = [float(s) for s in scores]
    names = [graph.names[s] for s in seed_list]
    by_entity = {s.entity: s for s in spelled}
    order, confidences, mentioned = anchor_confidences(
        query, names, score_list, matcher, [by_entity.get(e) for e in seed_list]
    )
    anchors: list[AnchorOption] = []
    found: list[tuple[TrajectoryOption, ...]] = []
    for c, confidence in zip(order, confidences, strict=True):
        if len(anchors) >= anchor_k or confidence < min_confidence:
            break
        entity = seed_list[c]
        options = trajectories(entity)
        if not options:
            continue
        anchors.append(
            AnchorOption(
                entity=entity,
                name=graph.names[entity],
                types=graph.types_of(entity),
                similarity=score_list[c],
                mentioned=mentioned,
                confidence=round(confidence, 4),
                first_hop_types=tuple(o.type_name for o in options),
            )
        )
        found.append(options)
    not_found = None
    if not anchors and seed_list and confidences[0] >= min_confidence:
        best = order[0]  # named, but an isolated entity: no path starts there
        not_found = (
            f"{names[best]!r} is named in the question (confidence {confidences[0]:.2f}) but "
            "has no relations in the graph"
        )
    elif not anchors and seed_list:
        best = order[0]
        not_found = (
            f"no entity of the graph is named in the question (closest: {names[best]!r}, "
            f"similarity {score_list[best]:.2f}, confidence {confidences[0]:.2f} < "
            f"{min_confidence:.2f})"
        )
    elif not anchors:
        not_found = "the graph has no entities to search"
    return Discovery(
        seeds=tuple(seed_list),
        seed_scores=tuple(score_list),
        anchors=tuple(anchors),
        trajectories=tuple(found),
        not_found=not_found,
    )


@dataclass(frozen=True)
class TrajectoryBlock:
    """One type block of an anchor's :func:`first_hop` rows, ``start:end``: what its
    trajectory says whatever the question (the neighbours' type, how many there are, the
    labels and their counts, most frequent first)."""

    start: int
    end: int
    type_name: str
    size: int
    labels: tuple[tuple[str, int], ...]


def trajectory_blocks(
    graph: Graph, relations: IntArray, neighbours: IntArray, types: IntArray
) -> tuple[TrajectoryBlock, ...]:
    """The type blocks of an anchor's :func:`first_hop` rows (fixed by the graph: a
    search keeps them per anchor)."""
    labels = graph.relation_labels
    label_names = graph.label_names
    bounds = np.flatnonzero(np.diff(types)) + 1
    starts = np.concatenate(([0], bounds))
    ends = np.concatenate((bounds, [len(types)]))
    blocks = []
    for start, end in zip(starts.tolist(), ends.tolist(), strict=True):
        counts = np.bincount(labels[relations[start:end]], minlength=len(label_names))
        present = np.flatnonzero(counts)
        label_counts = sorted(
            ((label_names[i], int(counts[i])) for i in present), key=lambda x: (-x[1], x[0])
        )
        blocks.append(
            TrajectoryBlock(
                start=start,
                end=end,
                type_name=graph.type_names[int(types[start])],
                size=len(np.unique(neighbours[start:end])),
                labels=tuple(label_counts),
            )
        )
    return tuple(blocks)


def trajectory_options(
    graph: Graph,
    anchor: int,
    relations: IntArray,
    neighbours: IntArray,
    types: IntArray,
    similarities: npt.NDArray[Any] | None,
    *,
    preview_k: int,
    blocks: Sequence[TrajectoryBlock] | None = None,
) -> tuple[TrajectoryOption, ...]:
    """One trajectory per type block of the anchor's :func:`first_hop` rows (``blocks``:
    their :func:`trajectory_blocks`, made here when not given); with ``similarities`` (of
    each row's relation to the query) it previews the ``preview_k`` most similar distinct
    relations."""
    if blocks is None:
        blocks = trajectory_blocks(graph, relations, neighbours, types)
    options: list[TrajectoryOption] = []
    for b in blocks:
        previews: tuple[Preview, ...] = ()
        if similarities is not None:
            block = relations[b.start : b.end]
            sims = similarities[b.start : b.end]
            best = np.lexsort((block, -sims))
            picked: list[Preview] = []
            for i in best.tolist():
                j = int(block[i])
                if any(p.relation == j for p in picked):
                    continue
                picked.append(
                    Preview(relation=j, text=graph.relation_text(j), similarity=float(sims[i]))
                )
                if len(picked) >= preview_k:
                    break
            previews = tuple(picked)
        options.append(
            TrajectoryOption(
                anchor=anchor,
                anchor_name=graph.names[anchor],
                type_name=b.type_name,
                size=b.size,
                previews=previews,
                labels=b.labels,
            )
        )
    return tuple(options)


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
    ranked them as tied: :class:`~graphpaths.dotrag.protocol.policy.TiedRanking`); the
    first anchor's tied trajectories are all searched, more than ``pairs_searched`` if
    need be (a policy ties those its readings go through, and bounds how many).
    """
    pairs: list[Pair] = []
    limit = config.pairs_searched
    for alpha, a in enumerate(anchor_order):
        options = discovery.trajectories[a]
        keep = config.trajectories_per_anchor
        if config.search_ties and a < len(tied):
            keep = max(keep, tied[a])
            if alpha == 0:
                limit = max(limit, keep)
        for rho, t in enumerate(trajectory_orders[a][:keep]):
            pairs.append(
                Pair(anchor=discovery.anchors[a], trajectory=options[t], priority=(alpha, rho))
            )
    pairs.sort(key=lambda p: p.priority)
    return pairs[:limit]
