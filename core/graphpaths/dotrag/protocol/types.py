"""DotRAG's configuration, the options shown to a policy, and the result.

All plain frozen dataclasses: the search builds them, policies read them, the
adapters translate the result. Entities and relations are dense graph indices;
names and texts ride along so a policy needs no graph access.
"""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final, Literal

from graphpaths.context import DEFAULT_BUDGET, Context
from graphpaths.drawing import paths_to_networkx
from graphpaths.errors import ConfigError
from graphpaths.llm.budget import LLMBudget
from graphpaths.records import copied
from graphpaths.validation import check_choice, check_int, check_number

__all__ = [
    "ABSTAIN_SURE",
    "NEIGHBOURHOOD_TOKENS",
    "REACH_MODES",
    "AnchorOption",
    "BranchStats",
    "DotRAGConfig",
    "DotRAGResult",
    "DotRAGStats",
    "EvidenceHop",
    "NotFound",
    "PairStats",
    "Path",
    "PathHop",
    "Preview",
    "SearchState",
    "TrajectoryOption",
]

#: :attr:`DotRAGConfig.abstain`'s default: say "not found" for a relation the graph lacks
#: only where the abstention model is sure (its fitted ``sure_threshold``).
ABSTAIN_SURE: Final = "sure"
#: Values of :attr:`DotRAGConfig.reach`.
REACH_MODES: tuple[str, ...] = ("exact", "within")
#: The runner-up readings' relations added after an unsure reading's paths stop at this many
#: tokens (:attr:`DotRAGConfig.neighbourhood_tokens`). Objective: fitted dev 1-hop recall up
#: >= 1.5 with 2-3-hop F1 within 0.3. Sweep (19 fitted dev kgqa sets, eval_all, 1-hop
#: recall / F1 from 95.9 / 42.5): 80: 97.1 / 42.0; 150: 97.5 / 42.0; 300: 97.5 / 41.9.
#: An anchor's whole neighbourhood is 49 tokens at the median, 113 at the 90th percentile.
NEIGHBOURHOOD_TOKENS = 150


@dataclass(frozen=True, kw_only=True)
class DotRAGConfig:
    """DotRAG's knobs, defaults from the paper's Appendix D.

    Override per call with keyword arguments of the field names:
    ``dotrag.retrieve(question, budget=2000, max_depth=2)``.
    """

    #: Global seed search: k entities.
    seed_k: int = 40
    #: k_a: candidate anchors when the query names none of the seeds.
    anchor_k: int = 5
    #: An anchor the question does not name in full needs this confidence (partial name,
    #: or seed similarity); with none left the result says "not found" (our addition;
    #: 0 keeps the paper's behaviour: the top seeds whatever their similarity).
    min_anchor_confidence: float = 0.5
    #: k_p: preview relations per trajectory.
    preview_k: int = 3
    #: k_π: trajectories kept per anchor.
    trajectories_per_anchor: int = 1
    #: k_τ: anchor-trajectory pairs sent to path search.
    pairs_searched: int = 3
    #: Keep every trajectory a policy ranks as tied at the top (a
    #: :class:`~graphpaths.dotrag.protocol.policy.TiedRanking`) instead of
    #: ``trajectories_per_anchor``: all of the first anchor's, past ``pairs_searched`` if
    #: need be, the others' within it (our addition; the paper's LLM never ties).
    search_ties: bool = True
    #: k_s: relations kept per hop.
    relations_per_hop: int = 40
    #: Relations below this similarity to the hop's query are dropped.
    min_similarity: float = 0.30
    #: H: maximum search depth.
    max_depth: int = 3
    #: Context budget in tokens.
    budget: int = DEFAULT_BUDGET
    #: Where a hop's constrained search may end: ``"exact"`` (the paper: entities exactly
    #: h hops from the anchor) or ``"within"`` (1..h hops: a walk of h relations may end
    #: nearer, as the genres of a director's other films include the anchor film's own;
    #: our default, measured in BENCHMARKS.md "Reach").
    reach: str = "within"
    #: Ablations (paper Table 7).
    use_preview: bool = True
    constrained_search: bool = True
    #: At most this many LLM calls per question (answer retries included); the decisions
    #: after that are the fallback (deterministic) policy's. ``None``: no cap. Applies to a
    #: policy whose ``fork`` takes ``max_calls`` (:class:`~graphpaths.dotrag.llm.LLMPolicy`).
    max_llm_calls: int | None = None
    #: What one question may spend on its LLM policy's calls (:class:`~graphpaths.llm.LLMBudget`:
    #: ``calls``, ``tokens``, ``seconds`` from the start of the question); once a limit
    #: runs out the deterministic fallback decides the rest, and ``stats.llm_budget_exhausted``
    #: names the limit. ``None``: no limit. Policies that make no LLM calls ignore it.
    llm_budget: LLMBudget | None = None
    #: Say "not found" when the graph does not hold what the question asks of every named
    #: anchor ("how old is X" of a graph without ages), by a policy that can tell
    #: (:class:`~graphpaths.dotrag.protocol.policy.Abstains`: the heuristic one, by the
    #: fitted model of :mod:`graphpaths.dotrag.reading.abstention`; our addition):
    #:
    #: - ``"sure"`` (:data:`ABSTAIN_SURE`, the default): only where the model is sure (its
    #:   ``sure_threshold``, fitted to newly abstain on at most 0.25 % of the development
    #:   sets' answerable questions, each set left out): a share of such questions, the
    #:   answerable ones almost never;
    #: - ``True``: at the model's fitted threshold: about half of such questions, at the cost
    #:   of 2-5 % of answerable ones left unanswered on sets it was not fitted on;
    #: - ``False``: never (a question naming an entity of the graph always gets its paths).
    #:
    #: Figures: ``benchmarks/results/lack60`` and ``docs/evaluation.md`` "Abstention".
    abstain: bool | Literal["sure"] = ABSTAIN_SURE
    #: Keep only the paths whose score is at least this (``Path.score``: the policy's
    #: confidence when it gives one, else the hops' summed similarity); the context is
    #: filled from those alone. ``None``: keep every path. When the search found paths and
    #: none is kept, the result says why (``not_found``).
    score_threshold: float | None = None
    #: Keep only the paths whose confidence is at least this, in [0, 1]; a path without a
    #: confidence (an LLM policy's) is not kept. ``None``: no condition.
    min_confidence: float | None = None
    #: Add the descriptions of the entities on the paths (the entity table's
    #: ``description`` column) to the context, each after the first path reaching its
    #: entity, within the same ``budget``. Off by default: the relations name every entity.
    include_descriptions: bool = False
    #: When the best reading is unsure (a policy giving confidences, the heuristic one), the
    #: rest of its anchor's relations follow the chosen paths, best evidence first, within
    #: this many tokens (:mod:`graphpaths.dotrag.search.neighbourhood`; our addition). 0: never.
    neighbourhood_tokens: int = NEIGHBOURHOOD_TOKENS

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
            check_int("DotRAGConfig", name, getattr(self, name))
        check_int("DotRAGConfig", "neighbourhood_tokens", self.neighbourhood_tokens, low=0)
        if self.max_llm_calls is not None:
            check_int("DotRAGConfig", "max_llm_calls", self.max_llm_calls, low=0)
        check_number("DotRAGConfig", "min_similarity", self.min_similarity, low=-1.0, high=1.0)
        check_choice("DotRAGConfig", "reach", self.reach, REACH_MODES)
        check_number(
            "DotRAGConfig", "min_anchor_confidence", self.min_anchor_confidence, low=0.0, high=1.0
        )
        if not isinstance(self.abstain, bool) and self.abstain != ABSTAIN_SURE:
            raise ConfigError(
                f"DotRAGConfig.abstain: expected True, False or {ABSTAIN_SURE!r}, "
                f"got {self.abstain!r}"
            )
        if not isinstance(self.include_descriptions, bool):
            raise ConfigError(
                "DotRAGConfig.include_descriptions: expected True or False, "
                f"got {self.include_descriptions!r}"
            )
        if self.score_threshold is not None:
            check_number("DotRAGConfig", "score_threshold", self.score_threshold)
        if self.min_confidence is not None:
            check_number("DotRAGConfig", "min_confidence", self.min_confidence, low=0.0, high=1.0)
        if self.llm_budget is not None and not isinstance(self.llm_budget, LLMBudget):
            raise ConfigError(
                "DotRAGConfig.llm_budget: expected an LLMBudget or None, "
                f"got {type(self.llm_budget).__name__}"
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
    #: How sure discovery is that the question means this entity: 1 when it names it in
    #: full, less for a partial name or a similarity alone (see ``min_anchor_confidence``).
    confidence: float = 1.0
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
    """One relation of a path, walked from the previous entity (``source``) to the next.

    ``forward`` says whether the stored triple runs the same way (``source —label→ target``)
    or against it (the triple is ``target —label→ source``); :meth:`render` shows the
    triple's true direction either way.
    """

    relation: int
    #: The relation label in words ("directed by"); ``label_name`` is the label as stored.
    label: str
    label_name: str
    text: str
    source: int
    target: int
    source_id: str
    target_id: str
    source_name: str
    target_name: str
    target_types: tuple[str, ...]
    similarity: float
    forward: bool = True

    def render(self) -> str:
        """``"—label→ target"`` or, for a hop against the triple, ``"←label— target"``."""
        if self.forward:
            return f"—{self.label_name}→ {self.target_name}"
        return f"←{self.label_name}— {self.target_name}"


@dataclass(frozen=True, kw_only=True)
class Path:
    """A connected path from an anchor, with the priority it inherited."""

    anchor: int
    anchor_id: str
    anchor_name: str
    hops: tuple[PathHop, ...]
    #: (anchor rank, trajectory rank), 0-based; lower is better.
    priority: tuple[int, int]
    preferred: bool
    #: What the path is ranked by: its :attr:`confidence` when the policy gave one, else
    #: its :attr:`similarity`.
    score: float
    #: The anchor's confidence (1 when the question names it in full).
    anchor_confidence: float = 1.0
    #: Sum of the hops' similarities to their queries.
    similarity: float = 0.0
    #: How likely the question asks for what this path reaches: the policy's calibrated
    #: probability of the reading the path follows, times the anchor's confidence; None
    #: when the policy gives none (an LLM's, a random one).
    confidence: float | None = None

    @property
    def depth(self) -> int:
        return len(self.hops)

    @property
    def entities(self) -> tuple[int, ...]:
        return (self.anchor, *(hop.target for hop in self.hops))

    def render(self) -> str:
        """The path as text, each hop in its triple's true direction.

        ``"Christopher Nolan —directed→ Inception ←starred_in— Leonardo DiCaprio"``.
        """
        return " ".join([self.anchor_name, *(hop.render() for hop in self.hops)])


@dataclass(frozen=True, kw_only=True)
class PairStats:
    """An anchor-trajectory pair sent to path search."""

    anchor: str
    type: str
    priority: tuple[int, int]


@dataclass(frozen=True, kw_only=True)
class BranchStats:
    """What the search of one pair reached: the types per hop and relations kept per hop."""

    anchor: str
    types: tuple[str, ...]
    relations: tuple[int, ...]
    preferred: tuple[int, ...]


@dataclass(frozen=True, kw_only=True)
class DotRAGStats:
    """What one question cost and what the search did.

    ``llm_*`` and ``fallbacks`` are the policy's usage for this question (zeros for a
    policy without counters); ``seconds`` holds the wall time per stage (``embed``,
    ``seed_search``, ``discovery``, ``ranking``, ``search``, ``path_ranking``, ``total``).
    """

    policy: str
    seconds: Mapping[str, float]
    anchors: tuple[str, ...]
    #: Whether the question names the first anchor.
    mentioned: bool
    pairs: tuple[PairStats, ...]
    branches: tuple[BranchStats, ...]
    paths: int
    relations_retained: int
    context_relations: int
    context_tokens: int
    hops_searched: int
    policy_calls: int
    policy_repairs: int
    #: Hops of the best-ranked path (the reading the retriever trusts most), 0 with no path:
    #: set against the hops a question asks, it tells a walk cut short from one walked to
    #: its end.
    walked: int = 0
    #: Why nothing was searched: the question names nothing in the graph (then
    #: ``anchors`` is empty and so are the paths), or what it names has no relation the
    #: question asks for (:class:`NotFound`); None when the search ran.
    not_found: str | None = None
    llm_calls: int = 0
    llm_tokens: int = 0
    llm_prompt_tokens: int = 0
    llm_completion_tokens: int = 0
    #: Decisions handed to the fallback policy because ``max_llm_calls`` was spent.
    llm_capped: int = 0
    llm_retries: int = 0
    llm_invalid_answers: int = 0
    llm_errors: int = 0
    llm_transport_retries: int = 0
    fallbacks: int = 0
    #: Decisions the question's ``llm_budget`` refused an LLM call (or cut one short), so the
    #: fallback decided them; ``llm_budget_exhausted``: the limit that ran out first
    #: (``"calls"``, ``"tokens"``, ``"seconds"``), ``None`` if none did.
    llm_budget_stops: int = 0
    #: Picks of a guided model the graph overruled (``PolicyStats`` ``vetoed``).
    llm_vetoed: int = 0
    llm_budget_exhausted: str | None = None
    #: The keys of the query's filter that no entity or relation it keeps carries (a
    #: misspelt ``"tennant"``), judged on the view alone, never on hidden items
    #: (:mod:`graphpaths.filters`).
    unknown_filter_keys: tuple[str, ...] = ()
    #: The index revision the retrieval ran on, all of it (None: not made from an index).
    revision: int | None = None

    def as_dict(self) -> dict[str, Any]:
        """The stats as JSON-ready data."""
        data = _plain(self)
        assert isinstance(data, dict)
        data["seconds"] = dict(self.seconds)
        return data


@dataclass(frozen=True, kw_only=True)
class NotFound:
    """Why a question got no paths: it names nothing in the graph, or what it names has no
    relation the question's words support (the graph does not hold what it asks).

    ``anchor``, ``labels`` and ``confidence`` say what came closest: the entity the
    question names (or the most similar one), the labels of its best reading (the graph's
    closest relations; empty when nothing was read) and how strongly the question's words
    support that reading (:mod:`graphpaths.dotrag.reading.abstention`; for a question naming
    nothing, the closest entity's anchor confidence).
    """

    reason: str
    anchor: str | None = None
    labels: tuple[str, ...] = ()
    confidence: float = 0.0


@dataclass(frozen=True, kw_only=True)
class DotRAGResult:
    """Ranked paths, the budgeted context built from them, and what it cost.

    ``not_found``: why the result is empty, when DotRAG says the graph does not hold an
    answer (``stats.not_found`` holds its ``reason``); None otherwise."""

    query: str
    paths: tuple[Path, ...]
    context: Context
    anchors: tuple[AnchorOption, ...]
    stats: DotRAGStats
    not_found: NotFound | None = None

    @property
    def entities(self) -> frozenset[int]:
        """Every entity named in the context (the evaluation's retrieved set)."""
        return self.context.entities

    def to_networkx(self, k: int | None = None) -> Any:
        """The best ``k`` paths (all: None) as a ``networkx.DiGraph``, one node per entity
        and one edge per relation as stored (:func:`graphpaths.drawing.paths_to_networkx`;
        draw it with :func:`graphpaths.drawing.draw`). Needs networkx
        (``pip install 'graphpaths[notebooks]'``)."""
        paths = self.paths if k is None else self.paths[:k]
        anchor_types = {a.entity: a.types for a in self.anchors}
        picture = paths_to_networkx(paths, anchor_types=anchor_types)
        picture.graph["query"] = self.query
        return picture

    def titled(self, titles: Mapping[str, str]) -> DotRAGResult:
        """This result with every type named by its title (type name -> word name,
        :func:`~graphpaths.dotrag.reading.lexicon.type_titles`): the anchors' types, the paths'
        target types and the stats' types, as users (and the adapters' metadata) see them."""
        if not titles or all(titles.get(t, t) == t for t in titles):
            return self

        # records are remade by :func:`copied`: none of a result's records checks or
        # derives anything in __init__
        titled_types: dict[tuple[str, ...], tuple[str, ...]] = {}

        def words(types: tuple[str, ...]) -> tuple[str, ...]:
            # a result's hops repeat a few type tuples: each titled once
            out = titled_types.get(types)
            if out is None:
                out = titled_types[types] = tuple(titles.get(t, t) for t in types)
            return out

        remade: dict[int, PathHop] = {}  # by id: paths share their prefixes' hops

        def titled_hop(h: PathHop) -> PathHop:
            # a hop is remade only where a title changes it (most hops of a graph whose
            # types are already words stay as they are)
            out = remade.get(id(h))
            if out is None:
                named = words(h.target_types)
                out = h if named == h.target_types else copied(h, target_types=named)
                remade[id(h)] = out
            return out

        def titled_path(p: Path) -> Path:
            hops = tuple(titled_hop(h) for h in p.hops)
            return p if hops == p.hops else copied(p, hops=hops)

        anchors = tuple(
            copied(a, types=words(a.types), first_hop_types=words(a.first_hop_types))
            for a in self.anchors
        )
        paths = tuple(titled_path(p) for p in self.paths)
        stats = copied(
            self.stats,
            pairs=tuple(copied(x, type=titles.get(x.type, x.type)) for x in self.stats.pairs),
            branches=tuple(copied(b, types=words(b.types)) for b in self.stats.branches),
        )
        return copied(self, anchors=anchors, paths=paths, stats=stats)

    def as_dict(self) -> dict[str, Any]:
        """The result as JSON-ready data: anchors, paths (rendered, with hops), context, stats."""
        return {
            "query": self.query,
            "anchors": [dataclasses.asdict(a) for a in self.anchors],
            "paths": [
                {
                    "text": p.render(),
                    "anchor": p.anchor,
                    "anchor_id": p.anchor_id,
                    "anchor_name": p.anchor_name,
                    "priority": list(p.priority),
                    "preferred": p.preferred,
                    "score": p.score,
                    "similarity": p.similarity,
                    "confidence": p.confidence,
                    "hops": [dataclasses.asdict(h) for h in p.hops],
                }
                for p in self.paths
            ],
            "context": {
                "tokens": self.context.tokens,
                "budget": self.context.budget,
                "relations": sorted(self.context.relations),
                "entities": sorted(self.context.entities),
                "skipped": self.context.skipped,
                "text": self.context.text,
            },
            "stats": self.stats.as_dict(),
            "not_found": None if self.not_found is None else dataclasses.asdict(self.not_found),
        }


#: Field names per record class (``dataclasses.fields`` reads them anew on every call).
_FIELD_NAMES: dict[type, tuple[str, ...]] = {}
_ATOMS = (int, float, str, bool, type(None))


def _plain(value: Any) -> Any:
    """``dataclasses.asdict`` of ``value``, the same data: the stats of every question
    are converted, and their numbers and strings need no deep copy."""
    cls = type(value)
    if cls in _ATOMS:
        return value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        names = _FIELD_NAMES.get(cls)
        if names is None:
            names = _FIELD_NAMES[cls] = tuple(f.name for f in dataclasses.fields(value))
        return {name: _plain(getattr(value, name)) for name in names}
    if isinstance(value, tuple) and hasattr(value, "_fields"):  # a named tuple
        return cls(*[_plain(v) for v in value])
    if isinstance(value, list | tuple):
        return cls(_plain(v) for v in value)
    if isinstance(value, dict):
        return cls((_plain(k), _plain(v)) for k, v in value.items())
    return copy.deepcopy(value)
