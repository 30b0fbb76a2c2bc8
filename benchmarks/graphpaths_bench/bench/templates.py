"""Questions from templates over a typed graph: 1 to 3 hops from a named anchor.

A :class:`QuestionTemplate` is a question with an ``{anchor}`` slot, the anchor's type and
the relation path it asks along (labels with a direction: ``"out"`` follows head -> tail,
``"in"`` tail -> head). :func:`template_questions` fills the templates in turn (so the hop
counts alternate) with anchors drawn uniformly, with a seed, among the entities that have
the path's first relation. :data:`MAG_TEMPLATES` fit the schema of
:mod:`graphpaths_bench.bench.synthetic`.

Example:
    >>> from graphpaths_bench.bench.synthetic import SyntheticGraphConfig, synthetic_typed_graph
    >>> g = synthetic_typed_graph(SyntheticGraphConfig(entities=500, relations=2000))
    >>> qs = template_questions(g, 3, seed=0)
    >>> [q.hops for q in qs]
    [1, 2, 3]
    >>> qs[0].text == f"Which papers did {qs[0].anchor_name} write?"
    True
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from graphpaths.errors import ConfigError, InputError
from graphpaths.graph import Graph
from graphpaths.validation import check_int

__all__ = [
    "MAG_TEMPLATES",
    "QuestionTemplate",
    "TemplateQuestion",
    "path_answers",
    "question_template",
    "template_questions",
]

DIRECTIONS = ("out", "in")


@dataclass(frozen=True, kw_only=True)
class QuestionTemplate:
    """A question asked from an anchor of ``anchor_type`` along ``path``."""

    text: str
    anchor_type: str
    path: tuple[tuple[str, str], ...]

    def __post_init__(self) -> None:
        if "{anchor}" not in self.text:
            raise ConfigError(f"QuestionTemplate.text needs an {{anchor}} slot: {self.text!r}")
        if not self.path:
            raise ConfigError(f"QuestionTemplate.path is empty for {self.text!r}")
        for label, direction in self.path:
            if direction not in DIRECTIONS:
                raise ConfigError(
                    f"QuestionTemplate.path: direction of {label!r} must be 'out' or 'in', "
                    f"got {direction!r}"
                )

    @property
    def hops(self) -> int:
        return len(self.path)


@dataclass(frozen=True, kw_only=True)
class TemplateQuestion:
    """One filled template: the question, its anchor (entity index and name), its hops."""

    text: str
    anchor: int
    anchor_name: str
    hops: int
    template: str


def question_template(text: str, anchor_type: str, *path: str) -> QuestionTemplate:
    """A template from ``"label:direction"`` steps."""
    steps = tuple((step.split(":")[0], step.split(":")[1]) for step in path)
    return QuestionTemplate(text=text, anchor_type=anchor_type, path=steps)


#: Questions over the MAG-like schema (:data:`graphpaths_bench.bench.synthetic.MAG_RELATIONS`),
#: in the order they are used: 1, 2, 3 hops, then again with other templates.
MAG_TEMPLATES: tuple[QuestionTemplate, ...] = (
    question_template("Which papers did {anchor} write?", "author", "writes:out"),
    question_template("Which fields of study do papers by {anchor} belong to?", "author", "writes:out",
       "has_field:out"),
    question_template("Which institutions are the authors of papers citing {anchor} affiliated with?",
       "paper", "cites:in", "writes:in", "affiliated_with:out"),
    question_template("Who wrote {anchor}?", "paper", "writes:in"),
    question_template("Who wrote papers citing {anchor}?", "paper", "cites:in", "writes:in"),
    question_template("Which fields of study do the papers cited by papers of {anchor} belong to?",
       "author", "writes:out", "cites:out", "has_field:out"),
    question_template("Which fields of study does {anchor} belong to?", "paper", "has_field:out"),
    question_template("Which institutions are the authors of {anchor} affiliated with?", "paper",
       "writes:in", "affiliated_with:out"),
    question_template("Which fields of study do papers by authors of {anchor} belong to?", "institution",
       "affiliated_with:in", "writes:out", "has_field:out"),
    question_template("Which institution is {anchor} affiliated with?", "author", "affiliated_with:out"),
    question_template("Which papers are cited by papers of {anchor}?", "author", "writes:out", "cites:out"),
    question_template("Who wrote the papers cited by {anchor}?", "paper", "cites:out", "writes:in"),
    question_template("Which papers cite {anchor}?", "paper", "cites:in"),
)  # fmt: skip


def _first_step_entities(graph: Graph, label: str, direction: str) -> npt.NDArray[np.int64]:
    """The entities that have a ``label`` relation on the ``direction`` side, ascending."""
    mask = graph.relation_labels == graph.label_index(label)
    side = graph.heads if direction == "out" else graph.tails
    present = np.bincount(side[mask], minlength=graph.num_entities) > 0
    return np.flatnonzero(present)


def template_questions(
    graph: Graph,
    count: int,
    *,
    templates: tuple[QuestionTemplate, ...] = MAG_TEMPLATES,
    seed: int = 0,
) -> list[TemplateQuestion]:
    """``count`` questions: template ``i % len(templates)`` for question ``i``, anchored on
    an entity drawn (seeded) among those with the template's first relation. A template
    whose first relation no entity of its type has (a tiny graph) is left out.

    Raises:
        InputError: a template's type or label is not in the graph, or no template is left.
    """
    check_int(None, "count", count, low=0, error=InputError)
    if not templates:
        raise InputError("templates: expected at least one QuestionTemplate")
    rng = np.random.default_rng(seed)
    candidates: dict[tuple[str, str, str], npt.NDArray[np.int64]] = {}
    usable = []
    for template in templates:
        graph.type_index(template.anchor_type)
        for label, _ in template.path:
            graph.label_index(label)
        label, direction = template.path[0]
        key = (template.anchor_type, label, direction)
        if key not in candidates:
            found = _first_step_entities(graph, label, direction)
            of_type = graph.entities_of_type(template.anchor_type)
            candidates[key] = found[np.isin(found, of_type, assume_unique=True)]
        if len(candidates[key]):
            usable.append(template)
    if not usable:
        raise InputError(
            "no template can be asked: no entity has the first relation of any of them"
        )
    questions = []
    for i in range(count):
        template = usable[i % len(usable)]
        label, direction = template.path[0]
        pool = candidates[(template.anchor_type, label, direction)]
        anchor = int(pool[rng.integers(len(pool))])
        name = graph.names[anchor]
        questions.append(
            TemplateQuestion(
                text=template.text.format(anchor=name),
                anchor=anchor,
                anchor_name=name,
                hops=template.hops,
                template=template.text,
            )
        )
    return questions


def path_answers(
    graph: Graph, anchor: int, path: tuple[tuple[str, str], ...]
) -> npt.NDArray[np.int64]:
    """The entities reached from ``anchor`` along ``path`` (a template's labels and
    directions), ascending: a question's answers as the graph holds them."""
    frontier = np.asarray([anchor], np.int64)
    for label, direction in path:
        mask = graph.relation_labels == graph.label_index(label)
        start, end = (
            (graph.heads, graph.tails) if direction == "out" else (graph.tails, graph.heads)
        )
        member = np.zeros(graph.num_entities, np.bool_)
        member[frontier] = True
        frontier = np.unique(end[mask][member[start[mask]]]).astype(np.int64)
    return frontier
