"""Main's code (``33209e9``) of what speed58 changes, copied verbatim, :func:`as_main`,
which puts it back into one retriever's objects, and :func:`main_modules`, which puts main's
module functions in place while the ``main`` arm answers: ``paired.py``'s ``main`` arm is
the branch's retriever running main's code where the branch changed it (the other arm runs
the branch's). One function per cut."""

from __future__ import annotations

import contextlib
import types
from collections.abc import Iterator, Mapping, Sequence, Set
from typing import Any

import numpy as np

from graphpaths.dotrag.protocol.policy import Steps
from graphpaths.dotrag.protocol.types import EvidenceHop, Path, PathHop
from graphpaths.dotrag.reading.english import consonants_kept, contracts, shares_stem
from graphpaths.dotrag.reading.reader import STEM_SIMILARITY, Reader, _WordMatch
from graphpaths.dotrag.reading.text import inflections, word_forms
from graphpaths.dotrag.search.ranking import DEAD_END_CONFIDENCE
from graphpaths.graph import Graph


def _match_word(self: Any, word: str) -> _WordMatch:  # main's Reader._match_word (cut 1)
    group = inflections(word)
    # the graph's lemmas sharing a stem with a form of the word, each tried once (many
    # phrases share their lemmas)
    stemmed = {c for c in self._all_lemmas if any(shares_stem(f, c) for f in group)}
    # the graph's opaque lemmas the word or its singular contracts ("mgr" of
    # "managers"), each as near as the consonants it keeps; not its dictionary form: a
    # label abbreviates a noun, and a verb's stem fits too many ("clb" of "climbed")
    nouns = word_forms(word)
    short = {}
    for c in self._opaque - stemmed:
        kept = [consonants_kept(c, f) for f in nouns if contracts(c, f)]
        if kept:
            short[c] = max(kept)
    stems = np.zeros(len(self._phrases), np.float32)
    hits = []
    index = self._word_index
    # the phrases with a word of one of the forms, in phrase order
    held = sorted({p for f in group for p in index.form_phrases.get(f, ())})
    for p in held:
        words = self._phrases[p].words
        hit = [k for k, w in enumerate(words) if not w.isdisjoint(group)]
        hits.append((p, tuple(w for k, w in enumerate(words) if k not in hit)))
    types_ = np.zeros(len(self._types), np.float32)
    # weakest evidence first, each stronger kind written over it: a contraction, a
    # shared stem, then (phrases) a hit, which scores no stem, or (types) the word itself
    for c, share in short.items():
        at = index.lemma_phrases.get(c, [])
        stems[at] = np.maximum(stems[at], STEM_SIMILARITY * share)
        at = index.lemma_types.get(c, [])
        types_[at] = np.maximum(types_[at], STEM_SIMILARITY * share)
    for c in stemmed:
        stems[index.lemma_phrases.get(c, [])] = STEM_SIMILARITY
        types_[index.lemma_types.get(c, [])] = STEM_SIMILARITY
    stems[held] = 0.0
    for f in group:
        types_[index.lemma_types.get(f, [])] = 1.0
    return _WordMatch(stems=stems, hits=tuple(hits), types=types_)


# main's path_hop and assemble_paths (cut 2), verbatim: records made by their __init__
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


def as_main(dotrag: Any, made: list[Any]) -> None:
    """Main's code into ``dotrag``'s objects (``made``: the readers and heuristic policies
    it made)."""
    readers = [o for o in made if isinstance(o, Reader)]
    if len(readers) != 1:
        raise SystemExit(f"{len(readers)} readers made by one retriever")
    for reader in readers:
        reader._match_word = types.MethodType(_match_word, reader)


@contextlib.contextmanager
def main_modules() -> Iterator[None]:
    """Main's module functions in place (cut 2: paths made by their records' __init__)."""
    from graphpaths.dotrag import retriever
    from graphpaths.dotrag.search import neighbourhood, ranking

    swapped = [
        (retriever, "assemble_paths", assemble_paths),
        (ranking, "assemble_paths", assemble_paths),
        (ranking, "path_hop", path_hop),
        (neighbourhood, "path_hop", path_hop),
    ]
    kept = [(module, name, getattr(module, name)) for module, name, _ in swapped]
    for module, name, function in swapped:
        setattr(module, name, function)
    try:
        yield
    finally:
        for module, name, function in kept:
            setattr(module, name, function)
