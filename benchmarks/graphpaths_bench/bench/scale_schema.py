"""The schema of the store-scale graph: eight typed entity kinds, thirty relation labels.

``graphpaths bench scale`` needs a graph that looks like one a team keeps in a graph
database: several entity types with plausible names, a few dozen relation labels whose type
signatures make sense (a person ``writes`` a paper, a project is ``funded_by`` a funder),
power-law degrees (hubs: big venues, popular fields). :func:`scale_config` is the
:class:`~graphpaths_bench.bench.synthetic.SyntheticGraphConfig` of that graph at any size
(:func:`~graphpaths_bench.bench.synthetic.synthetic_typed_graph` draws it, seeded), and
:data:`SCALE_TEMPLATES` the questions asked of it, 1 to 3 hops.

Names come from :mod:`graphpaths_bench.bench.names`: persons are "Maria J. Kowalski",
papers, projects and datasets are titles, institutions, funders and venues institution
names, fields of study discipline names. Two types of the same kind may share a name (a
project titled like a paper), as real graphs do; within a type names are distinct.

Example:
    >>> config = scale_config(entities=2000, relations=10000, seed=3)
    >>> len(config.types), len(config.schema)
    (8, 30)
    >>> sum(config.label_counts().values())
    10000
"""

from __future__ import annotations

from graphpaths_bench.bench.synthetic import RelationKind, SyntheticGraphConfig
from graphpaths_bench.bench.templates import QuestionTemplate, question_template

__all__ = ["SCALE_NAME_KINDS", "SCALE_RELATIONS", "SCALE_TEMPLATES", "SCALE_TYPES", "scale_config"]

#: (type, share of the entities).
SCALE_TYPES: tuple[tuple[str, float], ...] = (
    ("person", 0.42),
    ("paper", 0.33),
    ("project", 0.07),
    ("dataset", 0.05),
    ("institution", 0.06),
    ("funder", 0.015),
    ("venue", 0.015),
    ("field_of_study", 0.04),
)

#: Which kind of name each type gets (:data:`~graphpaths_bench.bench.names.NAME_KINDS`).
SCALE_NAME_KINDS: dict[str, str] = {
    "person": "person",
    "paper": "paper",
    "project": "paper",
    "dataset": "paper",
    "institution": "institution",
    "funder": "institution",
    "venue": "institution",
    "field_of_study": "field_of_study",
}


def _r(
    label: str, head: str, tail: str, share: float, hs: float = 0.3, ts: float = 0.3
) -> RelationKind:
    return RelationKind(label=label, head=head, tail=tail, share=share, head_skew=hs, tail_skew=ts)


#: The relation labels: (label, head type, tail type, share, head skew, tail skew).
SCALE_RELATIONS: tuple[RelationKind, ...] = (
    _r("writes", "person", "paper", 0.16, 0.6, 0.2),
    _r("cites", "paper", "paper", 0.22, 0.3, 0.8),
    _r("has_field", "paper", "field_of_study", 0.08, 0.1, 1.0),
    _r("published_in", "paper", "venue", 0.04, 0.0, 0.9),
    _r("uses_dataset", "paper", "dataset", 0.04, 0.2, 0.9),
    _r("part_of_project", "paper", "project", 0.03, 0.1, 0.6),
    _r("acknowledges", "paper", "funder", 0.02, 0.2, 0.9),
    _r("extends", "paper", "paper", 0.02, 0.2, 0.6),
    _r("reviews", "person", "paper", 0.04, 0.7, 0.3),
    _r("edits", "person", "venue", 0.005, 0.5, 0.6),
    _r("affiliated_with", "person", "institution", 0.04, 0.0, 0.9),
    _r("studied_at", "person", "institution", 0.03, 0.0, 0.8),
    _r("advised_by", "person", "person", 0.02, 0.1, 0.8),
    _r("collaborates_with", "person", "person", 0.06, 0.6, 0.6),
    _r("works_on_field", "person", "field_of_study", 0.04, 0.2, 1.0),
    _r("leads", "person", "project", 0.01, 0.5, 0.1),
    _r("member_of", "person", "project", 0.04, 0.4, 0.4),
    _r("received_grant_from", "person", "funder", 0.015, 0.5, 0.9),
    _r("funded_by", "project", "funder", 0.015, 0.1, 0.9),
    _r("hosted_by", "project", "institution", 0.015, 0.1, 0.8),
    _r("project_field", "project", "field_of_study", 0.015, 0.1, 0.9),
    _r("released_by", "dataset", "institution", 0.01, 0.1, 0.8),
    _r("dataset_field", "dataset", "field_of_study", 0.01, 0.1, 0.9),
    _r("curated_by", "dataset", "person", 0.01, 0.1, 0.6),
    _r("part_of", "institution", "institution", 0.005, 0.1, 0.9),
    _r("partners_with", "institution", "institution", 0.01, 0.7, 0.7),
    _r("venue_field", "venue", "field_of_study", 0.005, 0.1, 0.9),
    _r("organised_by", "venue", "institution", 0.005, 0.1, 0.8),
    _r("supports", "funder", "institution", 0.005, 0.7, 0.7),
    _r("subfield_of", "field_of_study", "field_of_study", 0.005, 0.0, 1.2),
)


#: Questions over :data:`SCALE_RELATIONS`, used in turn (1, 2, 3 hops, again...).
SCALE_TEMPLATES: tuple[QuestionTemplate, ...] = (
    question_template("Which papers did {anchor} write?", "person", "writes:out"),
    question_template("Which venues published papers written by {anchor}?", "person", "writes:out",
       "published_in:out"),
    question_template("Which institutions do the funders of the projects {anchor} works on support?",
       "person", "member_of:out", "funded_by:out", "supports:out"),
    question_template("Which institution hosts the project {anchor}?", "project", "hosted_by:out"),
    question_template("Which fields of study do the datasets used by {anchor} cover?", "paper",
       "uses_dataset:out", "dataset_field:out"),
    question_template("Who advised the authors of papers citing {anchor}?", "paper", "cites:in",
       "writes:in", "advised_by:out"),
    question_template("Who curated the dataset {anchor}?", "dataset", "curated_by:out"),
    question_template("Which institutions are the collaborators of {anchor} affiliated with?", "person",
       "collaborates_with:out", "affiliated_with:out"),
    question_template("Which fields of study do the papers of projects led by {anchor} belong to?",
       "person", "leads:out", "part_of_project:in", "has_field:out"),
    question_template("Who leads the project {anchor}?", "project", "leads:in"),
    question_template("Which funders did the authors of {anchor} receive grants from?", "paper",
       "writes:in", "received_grant_from:out"),
    question_template("Which venues publish the papers that use datasets released by {anchor}?",
       "institution", "released_by:in", "uses_dataset:in", "published_in:out"),
)  # fmt: skip


def scale_config(*, entities: int, relations: int, seed: int = 0) -> SyntheticGraphConfig:
    """The store-scale graph of ``entities`` and ``relations`` (module docstring)."""
    return SyntheticGraphConfig(
        entities=entities,
        relations=relations,
        seed=seed,
        types=SCALE_TYPES,
        schema=SCALE_RELATIONS,
        name_kinds=SCALE_NAME_KINDS,
        ranked_names=("field_of_study",),
    )
