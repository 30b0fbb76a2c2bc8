"""DotRAG's configuration, the options shown to a policy, and the result.

All plain frozen dataclasses: the search builds them, policies read them, the
adapters translate the result. Entities and relations are dense graph indices;
names and texts ride along so a policy needs no graph access.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from graphpaths.context import DEFAULT_BUDGET, Context
from graphpaths.errors import ConfigError

__all__ = [
    "AnchorOption",
    "DotRAGConfig",
    "DotRAGResult",
    "EvidenceHop",
    "Path",
    "PathHop",
    "Preview",
    "SearchState",
    "TrajectoryOption",
]


def _positive(name: str, value: object) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ConfigError(f"DotRAGConfig.{name} must be an integer >= 1, got {value!r}")


@dataclass(frozen=True, kw_only=True)
class DotRAGConfig:
    """DotRAG's knobs, defaults from the paper's Appendix D.

    Override per call with ``dataclasses.replace(config, ...)``.
    """

    #: Global seed search: k entities.
    seed_k: int = 40
    #: k_a: candidate anchors when the query names none of the seeds.
    anchor_k: int = 5
    #: k_p: preview relations per trajectory.
    preview_k: int = 3
    #: k_π: trajectories kept per anchor.
    trajectories_per_anchor: int = 1
    #: k_τ: anchor-trajectory pairs sent to path search.
    pairs_searched: int = 3
    #: Keep every trajectory a policy ranks as tied at the top (a
    #: :class:`~graphpaths.dotrag.policy.TiedRanking`), up to ``pairs_searched``, instead
    #: of ``trajectories_per_anchor`` (our addition; the paper's LLM never ties).
    search_ties: bool = True
    #: k_s: relations kept per hop.
    relations_per_hop: int = 40
    #: Relations below this similarity to the hop's query are dropped.
    min_similarity: float = 0.30
    #: H: maximum search depth.
    max_depth: int = 3
    #: Context budget in tokens.
    budget: int = DEFAULT_BUDGET
    #: Ablations (paper Table 7).
    use_preview: bool = True
    constrained_search: bool = True

    def __post_init__(self) -> None:
        for name in (
            "seed_k",
            "anchor_k",
            "preview_k",
            "trajectories_per_anchor",
            "pairs_searched",
            "relations_per_hop",
            "max_depth",
            "budget",
        ):
            _positive(name, getattr(self, name))
        if not -1.0 <= float(self.min_similarity) <= 1.0:
            raise ConfigError(
                f"DotRAGConfig.min_similarity must lie in [-1, 1], got {self.min_similarity!r}"
            )


@dataclass(frozen=True, kw_only=True)
class Preview:
    """One first-hop relation shown as an example of a trajectory."""

    relation: int
    text: str
    similarity: float


@dataclass(frozen=True, kw_only=True)
class AnchorOption:
    """A candidate anchor: a seed entity the query names, or a top seed."""

    entity: int
    name: str
    types: tuple[str, ...]
    #: Similarity of the entity's text to the query (seed search).
    similarity: float
    #: Whether the query mentions the entity's name.
    mentioned: bool
    #: The entity types present one hop away.
    first_hop_types: tuple[str, ...] = ()


@dataclass(frozen=True, kw_only=True)
class TrajectoryOption:
    """A first-hop trajectory (anchor → entities of one type), with its previews."""

    anchor: int
    anchor_name: str
    type_name: str
    #: How many entities of the type lie one hop away.
    size: int
    previews: tuple[Preview, ...] = ()
    #: Relation labels linking the anchor to this type, with counts.
    labels: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True, kw_only=True)
class EvidenceHop:
    """What one hop of a search retrieved."""

    depth: int
    type_name: str
    query: str
    #: Retained relations: (relation, source entity, target entity, similarity).
    relations: tuple[tuple[int, int, int, float], ...]
    #: A few retained relation texts, best first, for a policy to read.
    samples: tuple[str, ...] = ()


@dataclass(frozen=True, kw_only=True)
class SearchState:
    """The evidence of one anchor-trajectory search so far."""

    anchor: int
    anchor_name: str
    depth: int
    hops: tuple[EvidenceHop, ...] = ()


@dataclass(frozen=True, kw_only=True)
class PathHop:
    """One relation of a path, oriented from the previous entity to the next."""

    relation: int
    label: str
    text: str
    source: int
    target: int
    source_name: str
    target_name: str
    target_types: tuple[str, ...]
    similarity: float


@dataclass(frozen=True, kw_only=True)
class Path:
    """A connected path from an anchor, with the priority it inherited."""

    anchor: int
    anchor_name: str
    hops: tuple[PathHop, ...]
    #: (anchor rank, trajectory rank), 0-based; lower is better.
    priority: tuple[int, int]
    preferred: bool
    #: Sum of the hops' similarities to their queries.
    score: float

    @property
    def depth(self) -> int:
        return len(self.hops)

    @property
    def entities(self) -> tuple[int, ...]:
        return (self.anchor, *(hop.target for hop in self.hops))


@dataclass(frozen=True, kw_only=True)
class DotRAGResult:
    """Ranked paths, the budgeted context built from them, and what it cost."""

    query: str
    paths: tuple[Path, ...]
    context: Context
    anchors: tuple[AnchorOption, ...]
    #: LLM calls, tokens, fallbacks, seconds per stage, policy name...
    stats: dict[str, Any] = field(default_factory=dict)

    @property
    def entities(self) -> frozenset[int]:
        """Every entity named in the context (the evaluation's retrieved set)."""
        return self.context.entities
