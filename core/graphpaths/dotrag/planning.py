"""Planning label paths for a question: every schema walk from the anchor, scored.

Given what a question mentions (labels, with their strength, count and expected order)
and the answer type it names, :class:`Planner` enumerates the walks of 1..``max_depth``
steps over the :class:`~graphpaths.dotrag.schema.GraphSchema` from the anchor's types and
scores each (see :mod:`graphpaths.dotrag.heuristic` for the reasoning):
+ each mention it covers, − each mention it misses (a word mentioning several labels is
one mention with alternatives: covering one of them is enough, covering two earns no
more), − each hop over a label nobody mentioned, − a repetition of a label mentioned once, ± whether it ends at the
answer type, − each mentioned hop out of the order of the mentions, − length.

Example (a schema with one label, ``movie -directed_by-> person``):
    >>> from graphpaths.dotrag.schema import GraphSchema, SchemaStep
    >>> schema = GraphSchema(type_names=("movie", "person"), label_names=("directed_by",),
    ...     steps=(SchemaStep(0, 0, 1, 1), SchemaStep(0, 1, 0, 1)), tails={0: 1})
    >>> plans = Planner(schema, max_depth=2).plans(
    ...     [0], {"directed_by": (0.9, 1, 0.5)}, ("directed_by",), None)
    >>> [(p.types, p.queries, p.score) for p in plans]  # doctest: +NORMALIZE_WHITESPACE
    [(('person',), ('directed by person',), 0.9),
     (('person', 'movie'), ('directed by person', 'directed by person'), 0.65)]
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from graphpaths.dotrag.schema import GraphSchema, LabelPath, SchemaStep
from graphpaths.graph import label_words

__all__ = ["MentionGroups", "Mentions", "Planner", "Weights", "best_plan", "hop_query"]

#: label name -> (strength, number of mentions, order key of the nearest mention).
Mentions = dict[str, tuple[float, int, float]]
#: Per mentioning word, the labels it may mean and their strengths: ``(label, strength)``.
MentionGroups = tuple[tuple[tuple[str, float], ...], ...]


@dataclass(frozen=True, kw_only=True)
class Weights:
    """The plan score's weights and the question reading's thresholds (see
    :mod:`graphpaths.dotrag.heuristic`)."""

    #: A word mentions a label at this similarity (embedding or shared stem).
    label_threshold: float = 0.57
    #: A word names a type at this similarity.
    type_threshold: float = 0.45
    #: ... for the first content word after the interrogative ("what types are ...").
    first_type_threshold: float = 0.38
    #: Similarity granted to a shared word stem.
    stem_similarity: float = 0.8
    #: A type name closer to the word than the label by this much takes the word; an
    #: answer type must lead the next type by this much.
    type_margin: float = 0.05
    #: Per hop over a label not mentioned.
    unmentioned: float = 0.35
    #: Per extra hop over a label mentioned only once.
    repeated: float = 0.1
    #: Ending at / away from the detected answer type.
    answer: float = 0.6
    #: ... plus this much more as the answer type's confidence rises from 0.5 to 1 (a
    #: question naming its answer's type outright, "in which city", outweighs a stem match).
    answer_sure: float = 0.6
    #: Per hop beyond the first.
    length: float = 0.15
    #: Per mentioned hop out of the mentions' order (by distance from the anchor's name).
    order: float = 0.1


def hop_query(label: str, tail_type: str) -> str:
    """The semantic query of a hop over ``label``: its words, then its tail type."""
    return f"{label_words(label)} {label_words(tail_type)}"


def best_plan(
    plans: Sequence[LabelPath], types: Sequence[str], labels: Sequence[str] = ()
) -> LabelPath | None:
    """The first of ``plans`` starting with ``types`` (and a first label among ``labels``,
    if given)."""
    n = len(types)
    for plan in plans:
        if plan.types[:n] == tuple(types) and (not labels or plan.labels[0] in labels):
            return plan
    return None


class Planner:
    """Enumerates and scores the schema walks of 1..``max_depth`` steps.

    Args:
        schema: The graph's schema.
        weights: The score's weights.
        max_depth: Longest walk considered.
        max_plans: Walks kept per depth (a beam over large schemas).
        named_types: The types are given names (a schema's), so a question word equal to one
            names it outright and earns ``Weights.answer_sure``; inferred types are read
            from their members' names, a likeness that earns no more than ``answer``.
    """

    def __init__(
        self,
        schema: GraphSchema,
        *,
        weights: Weights | None = None,
        max_depth: int = 3,
        max_plans: int = 2000,
        named_types: bool = True,
    ) -> None:
        self.named_types = named_types
        self.schema = schema
        self.weights = weights or Weights()
        self.max_depth = max_depth
        self.max_plans = max_plans

    def plans(
        self,
        anchor_types: Sequence[int],
        mentions: Mentions,
        order: tuple[str, ...],
        answer: tuple[int, float] | None,
        groups: MentionGroups | None = None,
        answer_also: int | None = None,
        shared: int | None = None,
        answer_labels: Sequence[str] = (),
    ) -> list[LabelPath]:
        """Every walk from ``anchor_types`` (indices), best first; one per label and type
        sequence. ``order``: the mentioned labels in their expected hop order; ``answer``:
        ``(type index, confidence)`` of the answer type, if one was read; ``groups``: the
        mentions as alternatives per word (default: each label a mention of its own);
        ``shared``: the question asks what shares something with the anchor ("the same team
        as X"): walks of two steps or more, through that type when it is given (>= 0)."""
        if groups is None:
            groups = tuple(((name, m[0]),) for name, m in mentions.items())
        out: list[LabelPath] = []
        walks: list[tuple[SchemaStep, ...]] = []
        frontier: list[tuple[SchemaStep, ...]] = [()]
        for _depth in range(self.max_depth):
            grown: list[tuple[SchemaStep, ...]] = []
            for path in frontier:
                here = path[-1].target if path else None
                sources = [here] if here is not None else list(dict.fromkeys(anchor_types))
                for source in sources:
                    for step in self.schema.steps_from(source):
                        grown.append((*path, step))
            scored = [
                (
                    self.score(
                        path, mentions, order, answer, groups, answer_also, shared, answer_labels
                    ),
                    path,
                )
                for path in grown
            ]
            out += [plan for plan, _ in scored]
            walks += [path for _, path in scored]
            if len(scored) > self.max_plans:  # a beam, for schemas with many labels
                scored.sort(key=lambda x: -x[0].score)
                scored = scored[: self.max_plans]
            frontier = [path for _, path in scored]
            if not frontier:
                break
        best: dict[tuple[tuple[str, ...], tuple[str, ...]], LabelPath] = {}
        support: dict[tuple[tuple[str, ...], tuple[str, ...]], int] = {}
        for plan, path in zip(out, walks, strict=True):
            key = (plan.labels, plan.types)
            if key not in best or plan.score > best[key].score:
                best[key] = plan
            support[key] = max(support.get(key, 0), min(step.count for step in path))
        # Equal plans: the one over more relations first (a label nobody mentioned is
        # likelier the one the question skipped when more of the graph uses it).
        return sorted(
            best.values(),
            key=lambda p: (
                -p.score,
                len(p.labels),
                -support[(p.labels, p.types)],
                p.labels,
                p.types,
            ),
        )

    def score(
        self,
        path: tuple[SchemaStep, ...],
        mentions: Mentions,
        order: tuple[str, ...],
        answer: tuple[int, float] | None,
        groups: MentionGroups | None = None,
        answer_also: int | None = None,
        shared: int | None = None,
        answer_labels: Sequence[str] = (),
    ) -> LabelPath:
        """``path`` as a :class:`~graphpaths.dotrag.schema.LabelPath` with its score."""
        w = self.weights
        schema = self.schema
        labels = tuple(schema.label_names[s.label] for s in path)
        types = tuple(schema.type_names[s.target] for s in path)
        if groups is None:
            groups = tuple(((name, m[0]),) for name, m in mentions.items())
        score = 0.0
        uses: dict[str, int] = {}
        for name in labels:
            uses[name] = uses.get(name, 0) + 1
            if name not in mentions:
                score -= w.unmentioned
        # Groups of the same labels are separate mentions ("the children of X's parents"):
        # each wants a hop of its own.
        spare = dict(uses)
        sets = [frozenset(name for name, _ in group) for group in groups]
        repeats = Counter(sets)
        for group, names in zip(groups, sets, strict=True):
            covered = [(strength, name) for name, strength in group if spare.get(name, 0) > 0]
            if covered:
                strength, name = max(covered)
                score += strength
                if repeats[names] > 1:
                    spare[name] -= 1
            else:
                score -= max(strength for _, strength in group)
        for name, used in uses.items():
            if name in mentions:
                score -= w.repeated * max(0, used - mentions[name][1])
        if answer is not None:
            target, confidence = answer
            reached = path[-1].target in (target, answer_also)
            weight = w.answer
            if self.named_types:
                weight += w.answer_sure * min(1.0, max(0.0, 2.0 * confidence - 1.0))
            score += weight * (1.0 if reached else -1.0)
        score -= w.length * (len(path) - 1)
        if shared is not None:
            # what shares a thing with the anchor lies past that thing: two steps or more
            score -= w.answer if len(path) < 2 else 0.0
            if shared >= 0:
                passes = any(step.target == shared for step in path[:-1])
                score += w.answer * (1.0 if passes else -1.0)
        if answer_labels:
            # "the capital of the country X lives in": the answer's noun names the last
            # hop, which walks on (not straight back over the hop before it).
            if labels[-1] not in answer_labels:
                score -= w.order
            if len(path) > 1 and schema.returns(path[-2], path[-1]):
                score -= w.unmentioned
        mentioned_hops = tuple(n for n in labels if n in mentions)
        score -= w.order * (min(len(mentioned_hops), len(order)) - _lcs(mentioned_hops, order))
        queries = tuple(
            hop_query(
                schema.label_names[s.label],
                schema.type_names[schema.tails.get(s.label, s.target)],
            )
            for s in path
        )
        return LabelPath(labels=labels, types=types, queries=queries, score=round(score, 6))


def _lcs(a: Sequence[str], b: Sequence[str]) -> int:
    """Length of the longest common subsequence."""
    row = [0] * (len(b) + 1)
    for x in a:
        previous = 0
        for k, y in enumerate(b, start=1):
            current = row[k]
            row[k] = previous + 1 if x == y else max(row[k], row[k - 1])
            previous = current
    return row[-1]
