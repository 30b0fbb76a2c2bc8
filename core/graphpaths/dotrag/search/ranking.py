"""Relational path ranking: search branches → ranked paths → budgeted context (DotRAG §4.2).

**Assembly.** A branch's hops hold oriented relations ``(relation, u, v,
similarity)``; hop ``d``'s sources lie in hop ``d-1``'s targets (the anchor for
``d = 1``). Every retained relation ends one path: the best-scoring path that
reaches its source (ties: the earliest retained), extended by it. So a branch
of depth 2 yields its depth-1 paths and its depth-2 paths, every path is
connected and starts at the anchor, and the number of paths is at most the
number of retained relations (no combinatorial blow-up). When the policy names
the depths it prefers and its confidence in each reading, a path ending at another
depth is kept as the way to a deeper one: one whose end the next hop does not leave
(a ship with no home port, when the home ports of the ships of the anchor's yard
are asked) reaches no answer, and unless its own reading is likely enough
(:data:`DEAD_END_CONFIDENCE`) it is left out. Without constrained search a
relation may not touch the previous frontier; it then starts a fragment whose
``anchor`` is its own source.

**Ranking.** Exact duplicates (same oriented relations, from any branch) are
kept once, at their best position. When the policy reports its confidence in each
reading of the question (the heuristic does), a path's score is the confidence of
the reading it follows, and paths are ordered by it first. Then by the priority
inherited from their pair ``(anchor rank, trajectory rank)``, paths at a preferred
depth before the others, cumulative similarity (the sum of the hops' similarities
to their queries, higher first), shorter first, then by their hops'
``(source id, label, target id)``: the order is total, deterministic, and the same
whatever order a source numbered the graph's entities and relations in (a file in its
line order, a database in its own), so every source of one graph gives the same ranking.

**Context.** Paths are added in rank order through one
:class:`~graphpaths.context.ContextBuilder`: each path contributes its
relations, hop by hop (a relation already added by a better path costs
nothing); a hop that does not fit ends that path, so the context never holds a
relation without the prefix leading to it. Entity texts are not added: every
entity on a path is named by a relation's text, so they would only repeat
names at a cost. Paths at non-preferred depths come later in the order and so
fill whatever space is left.

Example:
    >>> from graphpaths.dotrag.protocol.types import EvidenceHop
    >>> from graphpaths.graph import GraphBuilder
    >>> b = GraphBuilder()
    >>> for h, t, l in [("a", "m", "acted_in"), ("m", "y", "release_year")]:
    ...     _ = b.add_relation(h, t, l, create_entities=True)
    >>> g = b.build()
    >>> hops = (EvidenceHop(depth=1, type_name="entity", query="q", relations=((0, 0, 1, 0.5),)),
    ...         EvidenceHop(depth=2, type_name="entity", query="q", relations=((1, 1, 2, 0.4),)))
    >>> paths = assemble_paths(g, anchor=0, hops=hops, priority=(0, 0), preferred={2})
    >>> [(p.depth, p.preferred, round(p.score, 2)) for p in rank_paths(paths)]
    [(2, True, 0.9), (1, False, 0.5)]
    >>> fill_context(g, rank_paths(paths), budget=100).text
    'a acted in m\\nm release year y'
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence, Set
from typing import Any

from graphpaths.context import DEFAULT_BUDGET, Context, ContextBuilder, TokenCounter
from graphpaths.context import approximate_tokens as _approximate_tokens
from graphpaths.dotrag.protocol.policy import Steps
from graphpaths.dotrag.protocol.types import EvidenceHop, Path, PathHop
from graphpaths.graph import Graph

__all__ = [
    "DEAD_END_CONFIDENCE",
    "assemble_paths",
    "fill_context",
    "kept_paths",
    "path_hop",
    "path_key",
    "rank_paths",
    "render_paths",
]


#: A dead end (a path at a depth the policy does not prefer, whose end the next hop does
#: not leave) is left out when its own reading's confidence is below this: the largest of
#: (0.001, 0.003, 0.01, 0.03) losing no answer on the fitted dev sets and MetaQA dev
#: (benchmarks/results/mq50: the least likely dead end holding a lost answer had 0.016).
DEAD_END_CONFIDENCE = 0.01


def path_hop(graph: Graph, relation: int, source: int, target: int, similarity: float) -> PathHop:
    """The hop over ``relation`` from ``source`` to ``target``, with its texts and names."""
    label = graph.relation_labels[relation]
    label_name = graph.label_names[label]
    return PathHop(
        relation=relation,
        label=graph.label_texts[label],
        label_name=label_name,
        text=graph.relation_text(relation),
        source=source,
        target=target,
        source_id=graph.entity_ids[source],
        target_id=graph.entity_ids[target],
        source_name=graph.names[source],
        target_name=graph.names[target],
        target_types=graph.types_of(target),
        similarity=similarity,
        forward=int(graph.heads[relation]) == source,
    )


def assemble_paths(
    graph: Graph,
    *,
    anchor: int,
    hops: Sequence[EvidenceHop],
    priority: tuple[int, int],
    preferred: Set[int] = frozenset(),
    anchor_confidence: float = 1.0,
    confidences: Mapping[Steps, float] | None = None,
) -> list[Path]:
    """One path per retained relation of a branch, each extending the best path to its source;
    with ``preferred`` depths and ``confidences``, none ending at another depth on an entity
    the next hop does not leave (a dead end: the way to no deeper path) whose confidence is
    below :data:`DEAD_END_CONFIDENCE`.

    With ``confidences`` (the policy's probability per reading, as ``(label, forward)``
    steps) a path's confidence is its steps' probability (0 for steps it does not list)
    times ``anchor_confidence``, and its score that confidence; without, its score is its
    similarity."""
    # per entity reached, the best chain to it, its score and its (label, forward) steps
    best: dict[int, tuple[tuple[PathHop, ...], float, Steps]] = {anchor: ((), 0.0, ())}
    paths: list[Path] = []
    for depth, hop in enumerate(hops, start=1):
        reached: dict[int, tuple[tuple[PathHop, ...], float, Steps]] = {}
        # a path at a depth the policy does not prefer is the way to a deeper one: where
        # the next hop leaves none of its ends it leads to no answer (a dead end)
        way_on = (
            {source for _, source, _, _ in hops[depth].relations}
            if confidences and preferred and depth not in preferred and depth < len(hops)
            else None
        )
        if not way_on or not way_on <= {target for _, _, target, _ in hop.relations}:
            # a next hop that found nothing leaves the branch's walk all it has; one
            # starting elsewhere makes fragments of its own (no constrained search)
            way_on = None
        for relation, source, target, similarity in hop.relations:
            prefix, prefix_score, prefix_steps = best.get(source, ((), 0.0, ()))
            last_step = (
                graph.label_names[graph.relation_labels[relation]],
                int(graph.heads[relation]) == source,
            )
            steps = (*prefix_steps, last_step)
            confidence = None
            if confidences:
                confidence = round(confidences.get(steps, 0.0) * anchor_confidence, 6)
            if (
                way_on is not None
                and target not in way_on
                and confidence is not None
                and confidence < DEAD_END_CONFIDENCE
            ):
                continue  # a dead end, unlikely to be what is asked itself
            start = prefix[0].source if prefix else source
            last = path_hop(graph, relation, source, target, similarity)
            chain = (*prefix, last)
            score = prefix_score + similarity
            paths.append(
                Path(
                    anchor=start,
                    anchor_id=graph.entity_ids[start],
                    anchor_name=graph.names[start],
                    hops=chain,
                    priority=priority,
                    preferred=depth in preferred,
                    score=score if confidence is None else confidence,
                    anchor_confidence=anchor_confidence,
                    similarity=score,
                    confidence=confidence,
                )
            )
            held = reached.get(target)
            if held is None or score > held[1]:
                reached[target] = (chain, score, steps)
        best = reached
    return paths


def path_key(path: Path) -> tuple[tuple[int, int, int], ...]:
    """What makes two paths the same: their oriented relations."""
    return tuple((h.relation, h.source, h.target) for h in path.hops)


def rank_paths(paths: Iterable[Path]) -> list[Path]:
    """Paths by confidence (when the policy gives one), then (priority, preferred first,
    similarity desc, depth, the hops' (source id, label, target id)); duplicates once, at
    their best place."""
    ordered = sorted(
        paths,
        key=lambda p: (
            0.0 if p.confidence is None else -p.confidence,
            p.priority,
            not p.preferred,
            -(p.score if p.confidence is None else p.similarity),
            p.depth,
            tuple((h.source_id, h.label_name, h.target_id, h.relation) for h in p.hops),
        ),
    )
    seen: set[tuple[tuple[int, int, int], ...]] = set()
    out: list[Path] = []
    for path in ordered:
        key = path_key(path)
        if key in seen:
            continue
        seen.add(key)
        out.append(path)
    return out


def fill_context(
    graph: Graph,
    ranked: Iterable[Path],
    *,
    budget: int = DEFAULT_BUDGET,
    counter: TokenCounter = _approximate_tokens,
    describe: bool = False,
) -> Context:
    """The budgeted context of ranked paths: their relations, each counted once; with
    ``describe``, after each path's relations the texts of its entities that have a
    description (``"name (types): description"``), each once, as the budget allows."""
    builder = ContextBuilder(graph, budget=budget, counter=counter)
    described: set[int] = set()  # tried once: one that did not fit is not counted again
    for path in ranked:
        reached: list[int] = []
        for hop in path.hops:
            if not builder.contains_relation(hop.relation) and not builder.add_relation(
                hop.relation, score=path.score
            ):
                break
            reached += [hop.source, hop.target]
        if describe:
            for entity in dict.fromkeys(reached):
                if entity not in described and graph.entity(entity).description:
                    described.add(entity)
                    builder.add_entity(entity, score=path.score)
    return builder.build()


def kept_paths(
    ranked: Iterable[Path],
    *,
    score_threshold: float | None = None,
    min_confidence: float | None = None,
) -> list[Path]:
    """The paths scoring at least ``score_threshold`` whose confidence is at least
    ``min_confidence`` (a path without one is left out), in their order; None: no bound."""
    return [
        path
        for path in ranked
        if (score_threshold is None or path.score >= score_threshold)
        and (
            min_confidence is None
            or (path.confidence is not None and path.confidence >= min_confidence)
        )
    ]


def render_paths(paths: Sequence[Path], *, limit: int | None = None, details: bool = False) -> str:
    """The paths as a readable tree: anchor → hop → hop, shared prefixes drawn once.

    Each hop shows its label and target (and types); with ``details`` also its similarity,
    and each path's last hop its cumulative score, its priority and ``*`` when it lies at a
    preferred depth (``graphpaths query --verbose``).

    A hop walked against its triple shows the arrow reversed (``←directed_by—``):

    >>> from graphpaths.dotrag.protocol.types import PathHop
    >>> hop = PathHop(relation=0, label="directed by", label_name="directed_by", text="",
    ...               source=0, target=1, source_id="k", target_id="w", source_name="Kismet",
    ...               target_name="William Dieterle", target_types=("person",),
    ...               similarity=0.61)
    >>> paths = [Path(anchor=0, anchor_id="k", anchor_name="Kismet", hops=(hop,),
    ...                priority=(0, 0), preferred=True, score=0.61)]
    >>> print(render_paths(paths))
    Kismet
    └── —directed_by→ William Dieterle (person)
    >>> print(render_paths(paths, details=True))
    Kismet
    └── —directed_by→ William Dieterle (person)  sim 0.61  [score 0.61, priority (0, 0), *]
    """
    shown = list(paths if limit is None else paths[:limit])
    lines: list[str] = []
    trie: dict[int, dict[tuple[int, int, int], Any]] = {}
    anchors: dict[int, str] = {}
    ends: dict[tuple[tuple[int, int, int], ...], Path] = {}
    for path in shown:
        anchors.setdefault(path.anchor, path.anchor_name)
        node = trie.setdefault(path.anchor, {})
        for hop in path.hops:
            node = node.setdefault((hop.relation, hop.source, hop.target), {})
        ends.setdefault(path_key(path), path)
    hops_by_key = {(h.relation, h.source, h.target): h for p in shown for h in p.hops}

    def walk(
        node: dict[tuple[int, int, int], Any], prefix: tuple[tuple[int, int, int], ...], indent: str
    ) -> None:
        items = list(node.items())
        for i, (key, child) in enumerate(items):
            last = i == len(items) - 1
            hop = hops_by_key[key]
            types = f" ({', '.join(hop.target_types)})" if hop.target_types else ""
            line = f"{indent}{'└── ' if last else '├── '}{hop.render()}{types}"
            path = ends.get((*prefix, key))
            if details:
                line += f"  sim {hop.similarity:.2f}"
            if details and path is not None:
                star = ", *" if path.preferred else ""
                line += f"  [score {path.score:.2f}, priority {path.priority}{star}]"
            lines.append(line)
            walk(child, (*prefix, key), indent + ("    " if last else "│   "))

    for anchor, node in trie.items():
        lines.append(anchors[anchor])
        walk(node, (), "")
    if limit is not None and len(paths) > limit:
        lines.append(f"... {len(paths) - limit} more paths")
    return "\n".join(lines)
