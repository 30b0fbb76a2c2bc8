"""DotRAG's retriever: question → anchors → trajectories → hop searches → paths → context.

:class:`DotRAG` wires the stages of :mod:`graphpaths.dotrag.search.hops` and
:mod:`graphpaths.dotrag.search.ranking` to a :class:`~graphpaths.dotrag.protocol.policy.Policy`
(by default the zero-LLM :class:`~graphpaths.dotrag.reading.heuristic.HeuristicPolicy`).
Its collaborators are arguments, so tests pass fakes and users their own:

- ``retrieve(query)`` runs the search with the policy's sync methods;
- ``await aretrieve(query)`` uses an :class:`~graphpaths.dotrag.protocol.policy.AsyncPolicy`'s
  async methods, running each batch of independent decisions (the per-anchor
  trajectory rankings, the pairs' plans and decisions) concurrently with
  ``asyncio.gather``; a sync-only policy runs in a worker thread instead.

Both run one and the same search (a generator of policy calls), so they give
the same result for the same decisions. Query embeddings (the question and
every hop query) are cached across calls in a small LRU.

Each question runs on ``policy.fork()`` when the policy has one (as
:class:`~graphpaths.dotrag.llm.LLMPolicy` does: the same LLM and
fallback, fresh counters that also add into the policy's own), so its usage is
exact even while other questions run concurrently on the same retriever.

**LLM budget.** ``retrieve(q, llm_budget=LLMBudget(calls=8, tokens=6000, seconds=2.0))``
(or the ``llm_budget`` field of :class:`~graphpaths.dotrag.protocol.types.DotRAGConfig`) caps what
one question spends on a policy whose ``fork`` takes a ``budget`` (``LLMPolicy``; a policy
without ``fork`` makes no LLM calls, one whose ``fork`` takes none is refused): its fork
spends the budget, whose clock starts with the question; once a limit runs out the
fallback decides every remaining step, so with a slow LLM a question with ``seconds=2``
returns about 2 s after it started (plus the deterministic rest of the search), with the
decisions the LLM made in time.

The result's ``stats``: ``policy``; the policy's usage for this question, the
difference of its ``stats.snapshot()`` before and after (zeros for a policy
without counters): ``llm_calls`` (LLM calls, answer retries included),
``llm_tokens`` (``llm_prompt_tokens`` + ``llm_completion_tokens``), ``llm_retries``
(second attempts after an invalid answer), ``llm_invalid_answers``, ``llm_errors``
(calls that raised an ``LLMError``), ``llm_transport_retries`` (requests the LLM client
repeated itself), ``fallbacks`` (decisions left to the fallback policy), ``llm_capped``
(decisions left to it because
:attr:`~graphpaths.dotrag.protocol.types.DotRAGConfig.max_llm_calls` was spent),
``llm_budget_stops`` (calls the question's ``llm_budget`` refused or cut short),
``llm_vetoed`` (model picks the graph overruled, see ``PolicyStats``) and
``llm_budget_exhausted`` (the limit that ran out: ``"calls"``, ``"tokens"``,
``"seconds"``, or ``None``) — for a policy without
``fork()``, questions in flight at the same time on it may mix these; ``seconds`` per
stage (``embed``, ``seed_search``, ``discovery``, ``ranking``, ``search``,
``path_ranking``, ``total``); ``anchors``; ``pairs``; ``branches`` (types
searched, preferred depths, relations per hop); ``paths``;
``relations_retained``; ``context_relations``; ``hops_searched``; ``walked`` (the
best path's hops); ``policy_calls``; ``policy_repairs``.
"""

from __future__ import annotations

import asyncio
import dataclasses
import inspect
import logging
import os
import threading
import time
from collections.abc import Callable, Generator, Iterable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypedDict, Unpack, cast

from graphpaths.blas_threads import one_blas_thread
from graphpaths.config import with_overrides
from graphpaths.context import Context, TokenCounter, approximate_tokens
from graphpaths.dotrag.index.graph_index import MANIFEST, GraphIndex, load_index, open_or_build
from graphpaths.dotrag.index.sync import SyncReport, sync_index, sync_state
from graphpaths.dotrag.index.views import DEFAULT_VIEWS_KEPT, Engine, EngineViews
from graphpaths.dotrag.llm import LLMPolicy
from graphpaths.dotrag.llm.overview import overview_for
from graphpaths.dotrag.protocol.calls import (
    PolicyCall,
    RankAnchors,
    RankTrajectories,
    adrive,
    drive,
)
from graphpaths.dotrag.protocol.policy import (
    Abstains,
    AsyncPolicy,
    GraphHopQueries,
    Policy,
    ReadsAhead,
    Steps,
    TiedRanking,
    WeighsOneHop,
)
from graphpaths.dotrag.protocol.types import (
    ABSTAIN_SURE,
    AnchorOption,
    BranchStats,
    DotRAGConfig,
    DotRAGResult,
    DotRAGStats,
    NotFound,
    PairStats,
)
from graphpaths.dotrag.protocol.types import Path as RankedPath
from graphpaths.dotrag.reading.heuristic import HeuristicPolicy
from graphpaths.dotrag.reading.lexicon import Lexicon, policy_with_lexicon, remade_for_graph
from graphpaths.dotrag.search.discovery import (
    Discovery,
    Named,
    Pair,
    named_anchors,
    select_pairs,
)
from graphpaths.dotrag.search.hops import Branch, PathSearch, SearchCounters
from graphpaths.dotrag.search.neighbourhood import (
    Whole,
    doubted,
    neighbourhood_paths,
    shorter_readings,
    unsure,
)
from graphpaths.dotrag.search.ranking import (
    assemble_paths,
    fill_context,
    kept_paths,
    rank_paths,
)
from graphpaths.dotrag.search.repairs import permutation
from graphpaths.embeddings import (
    Embedder,
    FloatArray,
    SentenceTransformerEmbedder,
    StartsQueries,
    recorded_embedder,
)
from graphpaths.errors import ConfigError
from graphpaths.filters import Filter
from graphpaths.graph import TypeInference, from_networkx, load_triples
from graphpaths.llm.budget import BudgetMeter, LLMBudget
from graphpaths.lru import LRUCache
from graphpaths.sources.access import GraphAccess, NeighbourSource, StoreAccess
from graphpaths.sources.cypher import PagedSource
from graphpaths.sources.records import GraphRecords, graph_from_records
from graphpaths.stopwatch import Stopwatch
from graphpaths.validation import check_query
from graphpaths.warmup import warm_up

if TYPE_CHECKING:
    from graphpaths.dotrag.index.graph_index import IndexState, ProgressFn
    from graphpaths.dotrag.reading.lexicon_file import LexiconSource
    from graphpaths.graph import Graph
    from graphpaths.llm import LLM
    from graphpaths.reachability import ReachabilityMap
    from graphpaths.vectors.protocol import VectorStore

__all__ = ["DotRAG", "IndexOptions", "NetworkxOptions", "TriplesOptions", "with_settings"]

logger = logging.getLogger(__name__)

#: Query embeddings kept across calls (the question and hop queries).
DEFAULT_QUERY_CACHE = 4096


class IndexOptions(TypedDict, total=False):
    """The keywords every factory of :class:`DotRAG` over a graph takes, typed once
    (``from_graph``, ``from_triples``, ``from_networkx``, ``from_records``, ``from_store``,
    and what the framework adapters forward). Pass them as keywords, or as one typed dict
    (``options: IndexOptions = {"llm": llm}``, then ``**options``); a keyword the factory
    does not know, or a value of the wrong kind, is a ConfigError before anything is built.

    ``embedder``: embeds the graph's texts and the questions (default: the bundled
    all-MiniLM-L6-v2). ``policy`` or ``llm`` (not both): who decides (default: the
    heuristic policy; an ``llm``: an :class:`~graphpaths.dotrag.llm.LLMPolicy` asking it).
    ``config``: the :class:`DotRAGConfig` of every query. ``progress``: told how the index
    build goes. ``types`` (entity id -> type names) overrides the entity types, and
    ``infer_types=False`` keeps one default type where the input names none
    (:func:`~graphpaths.graph.roles.assign_types`). ``lexicon``: the words people use for
    the labels and types, stored with the index (:mod:`graphpaths.dotrag.reading.lexicon_file`).
    """

    embedder: Embedder | None
    policy: Policy | None
    llm: LLM | None
    config: DotRAGConfig | None
    progress: ProgressFn | None
    types: Mapping[str, str | Iterable[str]] | None
    infer_types: bool
    lexicon: LexiconSource | None


class TriplesOptions(IndexOptions, total=False):
    """:class:`IndexOptions` and the keywords :func:`~graphpaths.graph.load_triples` reads
    the file with."""

    format: str | None
    entities_format: str | None
    lenient: bool
    default_type: str
    type_inference: TypeInference | None


class NetworkxOptions(IndexOptions, total=False):
    """:class:`IndexOptions` and the keywords :func:`~graphpaths.graph.from_networkx`
    converts the graph with."""

    name_attr: str
    types_attr: str
    description_attr: str
    label_attr: str
    edge_description_attr: str
    default_label: str
    default_type: str
    type_inference: TypeInference | None


def _index_options(options: Mapping[str, Any], where: str) -> IndexOptions:
    """The :class:`IndexOptions` among ``options`` (the rest are the input's own: a loader's
    keywords), checked; a ConfigError names ``where`` and the keyword at fault."""
    index = cast(IndexOptions, {k: v for k, v in options.items() if k in _INDEX_KEYWORDS})
    checks: dict[str, tuple[Callable[[Any], bool], str]] = {
        "policy": (lambda v: isinstance(v, Policy), "a Policy"),
        "config": (lambda v: isinstance(v, DotRAGConfig), "a DotRAGConfig"),
        "progress": (callable, "a callable"),
        "types": (lambda v: isinstance(v, Mapping), "a mapping of entity ids to type names"),
    }
    for key, (fits, expected) in checks.items():
        value = index.get(key)
        if value is not None and not fits(value):
            raise ConfigError(f"{where}: {key}: expected {expected}, got {type(value).__name__}")
    if not isinstance(index.get("infer_types", True), bool):
        raise ConfigError(
            f"{where}: infer_types: expected True or False, got {index.get('infer_types')!r}"
        )
    if index.get("policy") is not None and index.get("llm") is not None:
        raise ConfigError("llm: give an llm or a policy, not both")
    return index


def _only_index_options(options: Mapping[str, Any], where: str) -> IndexOptions:
    """``options`` checked as :class:`IndexOptions`, every keyword one of them."""
    unknown = sorted(set(options) - _INDEX_KEYWORDS)
    if unknown:
        raise ConfigError(
            f"{where}: unknown keyword {unknown[0]!r}; expected one of "
            f"{', '.join(sorted(_INDEX_KEYWORDS))} (IndexOptions)"
        )
    return _index_options(options, where)


def with_settings(settings: Mapping[str, Any], **options: Unpack[IndexOptions]) -> IndexOptions:
    """``options`` with the :class:`DotRAGConfig` whose fields ``settings`` gives, as its
    ``config``: what the framework adapters' factories forward (they take the config's
    fields as keywords)."""
    return options | {"config": with_overrides(DotRAGConfig(), settings)}


#: The keys of :class:`IndexOptions`.
_INDEX_KEYWORDS = frozenset(IndexOptions.__optional_keys__)


def _default_policy(
    path: Path, state: IndexState, embedder: Embedder, llm: LLM | None, *, pushed_down: bool
) -> Policy:
    """The heuristic policy over an index's state, asking ``llm`` first when given (with
    the index's graph overview). Pushed down, its label walker reads the reachability
    adjacency (memory-mapped, its pages given back) rather than 16 bytes a relation of keys
    of its own."""
    r = state.reachability
    policy: Policy = HeuristicPolicy(
        state.graph,
        embedder,
        lexicon=state.lexicon,
        adjacency=(r.indptr, r.neighbors, r.relations) if pushed_down else None,
    )
    if llm is not None:
        overview = overview_for(path, state.graph, titles=state.lexicon.titles())
        policy = LLMPolicy(llm, fallback=policy, overview=overview.text)
    return policy


def _typed_by_the_graph(options: IndexOptions) -> IndexOptions:
    """``options`` without ``types``, for a graph that already has them (made by a loader
    that applied them)."""
    return cast(IndexOptions, {k: v for k, v in options.items() if k != "types"})


def _usage(policy: object) -> dict[str, float] | None:
    """The policy's counters (``policy.stats.snapshot()``) as numbers, if it keeps any."""
    stats = getattr(policy, "stats", None)
    snapshot = getattr(stats, "snapshot", None)
    if snapshot is None:
        return None
    value = snapshot()
    if isinstance(value, Mapping):
        raw: Mapping[str, Any] = value
    elif hasattr(value, "as_dict"):
        raw = value.as_dict()
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        raw = dataclasses.asdict(value)
    else:
        return None
    return {
        k: float(v)
        for k, v in raw.items()
        if isinstance(v, int | float) and not isinstance(v, bool)
    }


#: Usage keys of a result's stats, and the policy counters they are read from (first found).
_USAGE_KEYS: dict[str, tuple[str, ...]] = {
    "llm_calls": ("llm_calls", "calls"),
    "llm_retries": ("retries",),
    "llm_invalid_answers": ("invalid_answers",),
    "llm_errors": ("llm_errors", "errors"),
    "llm_transport_retries": ("transport_retries",),
    "fallbacks": ("fallbacks",),
    "llm_prompt_tokens": ("prompt_tokens", "llm_prompt_tokens"),
    "llm_completion_tokens": ("completion_tokens", "llm_completion_tokens"),
    "llm_capped": ("capped", "llm_capped"),
    "llm_budget_stops": ("budget_stops",),
    "llm_vetoed": ("vetoed",),
}


def _delta(before: dict[str, float] | None, after: dict[str, float] | None) -> dict[str, int]:
    if before is None or after is None:
        return {"llm_calls": 0, "llm_tokens": 0} | dict.fromkeys(_USAGE_KEYS, 0)
    d = {k: after[k] - before.get(k, 0.0) for k in after}

    def first(*names: str) -> int:
        for name in names:
            if name in d:
                return round(d[name])
        return 0

    tokens = first("total_tokens", "llm_tokens", "tokens")
    if not tokens and ("prompt_tokens" in d or "completion_tokens" in d):
        tokens = round(d.get("prompt_tokens", 0.0) + d.get("completion_tokens", 0.0))
    usage = {key: first(*names) for key, names in _USAGE_KEYS.items()}
    return {"llm_calls": usage.pop("llm_calls"), "llm_tokens": tokens} | usage


def _for_question(
    policy: Policy, budget: LLMBudget | None = None, max_calls: int | None = None
) -> Policy:
    """The policy one question runs on: ``policy.fork()`` if it has one, else ``policy``.

    With a ``budget`` the fork is ``policy.fork(budget=budget)`` (its calls spend it); with
    ``max_calls`` (``DotRAGConfig.max_llm_calls``) it is ``policy.fork(max_calls=...)``, a
    cap on this question's calls only; both pass together. A policy without ``fork`` makes
    no LLM calls of its own, so neither applies.
    """
    fork = getattr(policy, "fork", None)
    if not callable(fork):
        return policy
    options: dict[str, Any] = {}
    if budget is not None:
        options["budget"] = (budget, "llm_budget")
    if max_calls is not None:
        options["max_calls"] = (max_calls, "max_llm_calls")
    forked = fork(**_fork_options(policy, fork, options))
    if not isinstance(forked, Policy):
        raise ConfigError(
            f"{type(policy).__name__}.fork() must return a Policy, got {type(forked).__name__}"
        )
    return forked


def _fork_options(
    policy: Policy, fork: Callable[..., object], options: Mapping[str, tuple[Any, str]]
) -> dict[str, Any]:
    """``options`` (fork argument -> (value, the DotRAGConfig setting it comes from)) as
    keyword arguments of ``fork``; a ConfigError names a setting the policy cannot apply."""
    if not options:
        return {}
    try:
        params = inspect.signature(fork).parameters
    except (TypeError, ValueError):
        params = {}  # type: ignore[assignment]
    for name, (value, setting) in options.items():
        if name not in params:
            raise ConfigError(
                f"{setting}: {type(policy).__name__}.fork() takes no {name}, so "
                f"{setting}={value!r} cannot apply; leave it None"
            )
    return {name: value for name, (value, _) in options.items()}


def _with_usage(
    result: DotRAGResult, policy: Policy, before: dict[str, float] | None
) -> DotRAGResult:
    usage: dict[str, Any] = _delta(before, _usage(policy))
    meter = getattr(policy, "budget_meter", None)
    if isinstance(meter, BudgetMeter):
        usage["llm_budget_exhausted"] = meter.exhausted
    stats = dataclasses.replace(result.stats, **usage)
    return dataclasses.replace(result, stats=stats)


def _policy_for(policy: Policy, graph: Graph, revision: int, lexicon: object = None) -> Policy:
    """``policy`` made for the graph of an updated index (its ``for_graph``, given the
    index's lexicon when it takes one)."""
    for_graph = getattr(policy, "for_graph", None)
    if not callable(for_graph):
        raise ConfigError(
            f"policy: the index was updated (revision {revision}) and "
            f"{type(policy).__name__} is bound to the old graph; give it a "
            "for_graph(graph) method returning the policy for a new graph, or make a new "
            "DotRAG"
        )
    made = remade_for_graph(for_graph, graph, lexicon)
    if not isinstance(made, Policy):
        raise ConfigError(
            f"{type(policy).__name__}.for_graph() must return a Policy, got {type(made).__name__}"
        )
    return made


class DotRAG:
    """DotRAG retrieval over one indexed graph.

    Args:
        graph, reachability: The graph and its reachability map.
        entity_vectors, relation_vectors: Row ``i`` embeds ``graph.entity_text(i)``,
            row ``j`` ``graph.relation_text(j)``, with ``embedder``.
        embedder: Embeds the question and the hop queries.
        policy: Makes the decisions (heuristic, LLM, random, or your own).
        config: Defaults for every call; override per call with ``config=``.
        counter: Token counter of the context budget.
        lexicon: The words for the graph's labels and types
            (:class:`~graphpaths.dotrag.reading.lexicon.Lexicon`; default: the labels' own words).
            Results, and an LLM policy's prompts, name the types by their titles.
        access: How the hop search reads the graph's edges
            (:class:`~graphpaths.sources.access.GraphAccess`); None: in process.
    """

    def __init__(
        self,
        graph: Graph,
        reachability: ReachabilityMap,
        entity_vectors: VectorStore,
        relation_vectors: VectorStore,
        embedder: Embedder,
        policy: Policy,
        *,
        config: DotRAGConfig | None = None,
        counter: TokenCounter = approximate_tokens,
        query_cache_size: int = DEFAULT_QUERY_CACHE,
        views_kept: int = DEFAULT_VIEWS_KEPT,
        lexicon: Lexicon | None = None,
        access: GraphAccess | None = None,
    ) -> None:
        # PathSearch checks that the matrices and the reachability map fit the graph.
        search = PathSearch(graph, reachability, entity_vectors, relation_vectors, access)
        if not isinstance(policy, Policy):
            raise ConfigError(f"policy: expected a Policy, got {type(policy).__name__}")
        if lexicon is not None and not isinstance(lexicon, Lexicon):
            raise ConfigError(f"lexicon: expected a Lexicon, got {type(lexicon).__name__}")
        bound = (lexicon if lexicon is not None else Lexicon()).for_graph(graph)
        # The engine of the current graph and its filtered views (one cache per revision).
        self._views = EngineViews(
            Engine(
                graph=graph,
                reachability=reachability,
                search=search,
                policy=policy_with_lexicon(policy, bound),
                lexicon=bound,
            ),
            views_kept,
        )
        self._index: GraphIndex | None = None
        self._engine_lock = threading.Lock()
        self.embedder = embedder
        if config is not None and not isinstance(config, DotRAGConfig):
            raise ConfigError(f"config: expected a DotRAGConfig, got {type(config).__name__}")
        self.config = config if config is not None else DotRAGConfig()
        self.counter = counter
        self._query_vectors: LRUCache[str, FloatArray] = LRUCache(query_cache_size)

    @classmethod
    def from_index(
        cls,
        index: GraphIndex | str | os.PathLike[str],
        *,
        embedder: Embedder | None = None,
        policy: Policy | None = None,
        llm: LLM | None = None,
        config: DotRAGConfig | None = None,
        counter: TokenCounter = approximate_tokens,
        warmup: bool = True,
        pushdown: NeighbourSource | None = None,
    ) -> DotRAG:
        """A retriever over an index (a directory, or one loaded with ``load_index``).

        The embedder is the one the index was built with, made again from its manifest;
        pass ``embedder=`` only for one graphpaths cannot make (it must have the same name).
        ``policy=None``: a :class:`~graphpaths.dotrag.reading.heuristic.HeuristicPolicy` (no LLM);
        ``llm=`` (any :class:`~graphpaths.llm.LLM`, e.g. :class:`~graphpaths.OpenAIChatLLM`):
        an :class:`~graphpaths.dotrag.llm.LLMPolicy` asking it, with the index's graph
        overview in its prompts and the heuristic policy as its fallback.
        ``warmup=True`` loads what queries need before returning (:meth:`warmup`);
        ``False`` opens lazily. ``pushdown``: the database holding the index's graph (a
        :class:`~graphpaths.sources.cypher.CypherSource` or
        :class:`~graphpaths.sources.kuzu.KuzuSource`): the hop search reads the edges there
        (:class:`~graphpaths.sources.access.StoreAccess`), one query per frontier batch,
        and finds what it finds in process.
        """

        loaded = index if isinstance(index, GraphIndex) else load_index(index)
        state = loaded.state()
        if state.entity_vectors is None or state.relation_vectors is None:
            raise ConfigError(
                f"index {loaded.path} has no embeddings; rebuild it with an embedder for DotRAG"
            )
        if embedder is None:
            m = loaded.manifest
            embedder = recorded_embedder(
                m.embedder_spec, name=m.embedder, where=f"index {loaded.path}"
            )
        built_with = loaded.manifest.embedder
        if built_with is not None and built_with != embedder.name:
            raise ConfigError(
                f"embedder {embedder.name!r} does not match the one index {loaded.path} was "
                f"built with ({built_with!r})"
            )
        dimension = loaded.manifest.dimension
        if dimension is not None and int(embedder.dimension) != dimension:
            raise ConfigError(
                f"embedder {embedder.name!r} makes vectors of dimension {embedder.dimension}, "
                f"index {loaded.path} holds dimension {dimension}"
            )
        if policy is not None and llm is not None:
            raise ConfigError("llm: give an llm or a policy, not both")
        if policy is None:
            policy = _default_policy(
                loaded.path, state, embedder, llm, pushed_down=pushdown is not None
            )
        dotrag = cls(
            state.graph,
            state.reachability,
            state.entity_vectors,
            state.relation_vectors,
            embedder,
            policy,
            config=config,
            counter=counter,
            lexicon=state.lexicon,
            access=StoreAccess(pushdown, state.graph) if pushdown is not None else None,
        )
        # Follow the index's updates: each query reads its current state (_latest_views).
        dotrag._index = loaded
        dotrag._views = EngineViews(
            dataclasses.replace(dotrag._views.base, revision=state.revision),
            dotrag._views.capacity,
        )
        if warmup:
            dotrag.warmup()
        return dotrag

    @classmethod
    def from_graph(
        cls,
        graph: Graph,
        *,
        index_dir: str | os.PathLike[str],
        pushdown: NeighbourSource | None = None,
        **options: Unpack[IndexOptions],
    ) -> DotRAG:
        """Index ``graph`` into ``index_dir`` (or reuse the index there) and open a retriever.

        The index is built once; later calls load it, and a changed graph is updated in
        place, embedding only new or changed texts. ``options``: :class:`IndexOptions`
        (the embedder, the policy or llm, the config, types and lexicon; a graph without
        entity types gets types inferred from relation roles). ``pushdown``: as for
        :meth:`from_index`.
        """

        checked = _only_index_options(options, "DotRAG.from_graph")
        return cls._indexed(graph, index_dir, pushdown, checked)

    @classmethod
    def _indexed(
        cls,
        graph: Graph,
        index_dir: str | os.PathLike[str],
        pushdown: NeighbourSource | None,
        checked: IndexOptions,
        *,
        sync: Mapping[str, Any] | None = None,
    ) -> DotRAG:
        """:meth:`from_graph` with checked ``options``; ``sync``: the source the graph was
        read from, recorded when the index is built (:meth:`from_store`)."""
        embedder = checked.get("embedder")
        embedder = embedder if embedder is not None else SentenceTransformerEmbedder()
        index = open_or_build(
            graph,
            index_dir,
            embedder=embedder,
            progress=checked.get("progress"),
            types=checked.get("types"),
            infer_types=checked.get("infer_types", True),
            lexicon=checked.get("lexicon"),
            sync=sync,
        )
        return cls.from_index(
            index,
            embedder=embedder,
            policy=checked.get("policy"),
            llm=checked.get("llm"),
            config=checked.get("config"),
            pushdown=pushdown,
        )

    @classmethod
    def from_triples(
        cls,
        triples: str | os.PathLike[str],
        *,
        index_dir: str | os.PathLike[str],
        entities: str | os.PathLike[str] | None = None,
        **options: Unpack[TriplesOptions],
    ) -> DotRAG:
        """:meth:`from_graph` over a triples file (CSV, TSV or JSONL; see ``load_triples``,
        whose keywords ``options`` may hold beside the :class:`IndexOptions`).

        Without an entity table (or without its ``types`` column) the entity types are
        inferred from relation roles; ``infer_types=False`` keeps one default type and
        ``types`` (entity id -> type names) overrides.

        Example:
            >>> import tempfile
            >>> dotrag = DotRAG.from_triples(
            ...     "cookbook/data/movies.csv",
            ...     entities="cookbook/data/movie_entities.csv",
            ...     index_dir=tempfile.mkdtemp() + "/movies",
            ... )  # doctest: +SKIP
        """

        index = _index_options(options, "DotRAG.from_triples")
        load: dict[str, Any] = {k: v for k, v in options.items() if k not in _INDEX_KEYWORDS}
        graph = load_triples(
            triples,
            entities=entities,
            types=index.get("types"),
            infer_types=index.get("infer_types", True),
            **load,
        )
        return cls.from_graph(graph, index_dir=index_dir, **_typed_by_the_graph(index))

    @classmethod
    def from_networkx(
        cls, graph: Any, *, index_dir: str | os.PathLike[str], **options: Unpack[NetworkxOptions]
    ) -> DotRAG:
        """:meth:`from_graph` over a networkx graph (see ``from_networkx`` for attributes,
        whose keywords ``options`` may hold beside the :class:`IndexOptions`; types as in
        :meth:`from_triples`)."""

        index = _index_options(options, "DotRAG.from_networkx")
        convert: dict[str, Any] = {k: v for k, v in options.items() if k not in _INDEX_KEYWORDS}
        return cls.from_graph(
            from_networkx(
                graph,
                types=index.get("types"),
                infer_types=index.get("infer_types", True),
                **convert,
            ),
            index_dir=index_dir,
            **_typed_by_the_graph(index),
        )

    @classmethod
    def from_records(
        cls,
        records: GraphRecords,
        *,
        index_dir: str | os.PathLike[str],
        pushdown: NeighbourSource | None = None,
        **options: Unpack[IndexOptions],
    ) -> DotRAG:
        """:meth:`from_graph` over plain node and relationship records (what the framework
        adapters and the database sources produce; the mapping:
        :mod:`graphpaths.sources.records`). Types as in :meth:`from_triples`; ``options``:
        :class:`IndexOptions`; ``pushdown``: as for :meth:`from_index`.
        Example:
            >>> import tempfile
            >>> from graphpaths.embeddings_hashing import HashingEmbedder
            >>> from graphpaths.sources import GraphRecords, NodeRecord, RelationshipRecord
            >>> records = GraphRecords(
            ...     nodes=(NodeRecord(id="kismet", name="Kismet", types=("movie",)),
            ...            NodeRecord(id="wd", name="William Dieterle", types=("person",))),
            ...     relationships=(
            ...         RelationshipRecord(source="kismet", target="wd", label="directed_by"),),
            ... )
            >>> dotrag = DotRAG.from_records(
            ...     records, index_dir=tempfile.mkdtemp() + "/index", embedder=HashingEmbedder())
            >>> dotrag.retrieve("Who directed Kismet?").paths[0].render()
            'Kismet —directed_by→ William Dieterle'
        """

        index = _only_index_options(options, "DotRAG.from_records")
        graph = graph_from_records(
            records, types=index.get("types"), infer_types=index.get("infer_types", True)
        )
        return cls.from_graph(
            graph, index_dir=index_dir, pushdown=pushdown, **_typed_by_the_graph(index)
        )

    @classmethod
    def from_store(
        cls,
        source: PagedSource,
        *,
        index_dir: str | os.PathLike[str],
        pushdown: bool = False,
        **options: Unpack[IndexOptions],
    ) -> DotRAG:
        """A retriever over the graph of a database ``source`` (a
        :class:`~graphpaths.sources.cypher.CypherSource` or
        :class:`~graphpaths.sources.kuzu.KuzuSource`), indexed into ``index_dir``: built
        from its pages the first time (the graph :meth:`from_records` would build, without
        holding every record: :func:`~graphpaths.sources.streaming.graph_from_pages`;
        the manifest records the source and its highest version, read first, so the
        first sync goes by version), brought up to date by a
        :meth:`sync` (pages of the source; only what changed is embedded) when an index
        is there.

        ``pushdown=True``: the hop search reads the edges in the database, one query per
        frontier batch (:class:`~graphpaths.sources.access.StoreAccess`), with the entity
        table, the vectors, the reachability map, the schema and the lexicon of the index;
        it finds what the in-process search finds on the same graph. ``options``:
        :class:`IndexOptions` (types and lexicon apply when the index is built).
        """
        checked = _only_index_options(options, "DotRAG.from_store")
        hops = source if pushdown else None
        if not isinstance(hops, NeighbourSource | None):
            raise ConfigError(f"pushdown: {type(source).__name__} cannot answer a hop")
        if not (Path(index_dir) / MANIFEST).exists():
            # The mark first: a write during the read has a higher version, so the first
            # sync (by version, from this mark) reads it.
            mark = source.top_version()
            # read a page at a time, never holding every record (PagedSource.graph)
            graph = source.graph(
                types=checked.get("types"), infer_types=checked.get("infer_types", True)
            )
            return cls._indexed(
                graph, index_dir, hops, _typed_by_the_graph(checked), sync=sync_state(source, mark)
            )
        dotrag = cls.from_index(
            index_dir,
            embedder=checked.get("embedder"),
            policy=checked.get("policy"),
            llm=checked.get("llm"),
            config=checked.get("config"),
            pushdown=hops,
        )
        dotrag.sync(source, progress=checked.get("progress"))
        return dotrag

    # -- public API ----------------------------------------------------------------------
    def sync(
        self, source: PagedSource, *, full: bool = False, progress: ProgressFn | None = None
    ) -> SyncReport:
        """Bring the index this retriever follows up to date with the database ``source``
        it was built from (a :class:`~graphpaths.sources.cypher.CypherSource` or
        :class:`~graphpaths.sources.kuzu.KuzuSource`): only what changed is embedded and
        the next query reads the new revision (:func:`~graphpaths.dotrag.index.sync.sync_index`;
        ``full=True`` compares everything even when the source has versions).

        Raises:
            ConfigError: the retriever was not made from an index (``from_index``,
                ``from_graph``, ``from_records``...).
            StoreError: the source cannot be read (the index is left as it was).
        """
        if self._index is None:
            raise ConfigError(
                "sync: this retriever follows no index; make it with DotRAG.from_index, "
                "from_graph or from_records"
            )
        return sync_index(self._index, source, full=full, embedder=self.embedder, progress=progress)

    def retrieve(
        self, query: str, *, filter: Filter | Mapping[str, Any] | None = None, **overrides: Any
    ) -> DotRAGResult:
        """Ranked paths and the budgeted context for ``query``.

        Keyword arguments override :class:`DotRAGConfig` fields for this call
        (``retrieve(q, budget=2000, max_depth=2)``; an LLM policy's spending per question:
        ``retrieve(q, llm_budget=LLMBudget(calls=8, seconds=2.0))``).

        ``filter`` (:mod:`graphpaths.filters`, e.g. ``{"tenant": "acme"}``): the search
        runs on the part of the graph the filter keeps (:mod:`graphpaths.dotrag.index.views`);
        nothing it excludes is visited, shown to the policy or its LLM, or returned, and what
        is shown equals what a graph built without it gives (types and overview included).
        A key no entity or relation carries fails for every item;
        ``stats.unknown_filter_keys`` names the keys no kept item carries (judged on the
        view alone, so it never tells whether a hidden item carries a key). A caller's
        filter under a rule (:func:`~graphpaths.filters.narrow`) is judged on the rule's
        view: as on an index of the rule's part (:mod:`graphpaths.filter_views`).
        """
        cfg = self._config(query, overrides)
        engine = self._engine_for_filter(filter)
        policy = _for_question(engine.policy, cfg.llm_budget, cfg.max_llm_calls)
        return self._run(query, cfg, policy, engine)

    async def aretrieve(
        self, query: str, *, filter: Filter | Mapping[str, Any] | None = None, **overrides: Any
    ) -> DotRAGResult:
        """:meth:`retrieve`, with an async policy's decisions batched concurrently."""
        cfg = self._config(query, overrides)
        engine = (
            self._latest_views().base
            if filter is None
            else await asyncio.to_thread(
                self._engine_for_filter, filter
            )  # a new view takes a moment
        )
        policy = _for_question(engine.policy, cfg.llm_budget, cfg.max_llm_calls)
        if not isinstance(policy, AsyncPolicy):
            return await asyncio.to_thread(self._run, query, cfg, policy, engine)
        before = _usage(policy)
        result = await adrive(self._steps(query, cfg, engine), policy)
        return _with_usage(result, policy, before)

    def warmup(self) -> None:
        """Load now what the first query would otherwise load (:mod:`graphpaths.warmup`):
        the embedder's model, the policy's word tables, the search's name table, on a
        small graph what each anchor's first hops read of the graph
        (:meth:`~graphpaths.dotrag.search.hops.PathSearch.warm_anchors`) and,
        for a policy whose later hops' queries depend on the graph alone
        (:class:`~graphpaths.dotrag.protocol.policy.GraphHopQueries`), their embeddings
        (into the query LRU, each as a question's would be).
        ``from_index`` calls it unless given ``warmup=False``; calling it again costs
        nothing."""
        started = time.perf_counter()
        engine = self._latest_views().base
        warm_up(self.embedder, engine.search, engine.policy)
        engine.search.warm_anchors(self.config)
        if isinstance(engine.policy, GraphHopQueries):
            for text in engine.policy.hop_queries():
                self._embed_query(text)
        logger.info("DotRAG warmed up in %.2f s", time.perf_counter() - started)

    def cache_info(self) -> dict[str, dict[str, int]]:
        """What each cache a long-running retriever keeps holds now, and its bound.

        ``query_vectors`` (question and hop-query embeddings: ``entries``/``capacity``),
        ``reachability`` (layers per anchor: ``bytes``/``max_bytes``), and when they keep
        one: ``entity_vectors`` / ``relation_vectors`` (Chroma row caches:
        ``rows``/``capacity``; composed relations: ``norms``/``capacity``) and ``policy``
        (the heuristic's readings and word vectors, or an LLM policy's fallback's). Every
        one is bounded, so memory stays flat however many questions are asked.
        """
        info: dict[str, dict[str, int]] = {
            "query_vectors": self._query_vectors_info(),
            "reachability": self.reachability.cache_info(),
            "filtered_views": self._views.cache_info(),
        }
        parts: dict[str, object] = {
            "entity_vectors": self.search.entity_vectors,
            "relation_vectors": self.search.relation_vectors,
            "policy": self.policy,
        }
        fallback = getattr(self.policy, "fallback", None)
        if not callable(getattr(self.policy, "cache_info", None)) and fallback is not None:
            parts["policy"] = fallback
        for name, part in parts.items():
            get = getattr(part, "cache_info", None)
            if callable(get):
                info[name] = dict(get())
        return info

    # -- the state queries run on ----------------------------------------------------------
    @property
    def graph(self) -> Graph:
        """The graph queries run on (an index's: its current revision's, as
        :attr:`lexicon`)."""
        return self._latest_views().base.graph

    @property
    def reachability(self) -> ReachabilityMap:
        return self._latest_views().base.reachability

    @property
    def search(self) -> PathSearch:
        return self._latest_views().base.search

    @property
    def policy(self) -> Policy:
        return self._views.base.policy

    @property
    def lexicon(self) -> Lexicon:
        """The words for the current graph's labels and types (an index's: its current
        revision's), bound to the graph."""
        return self._latest_views().base.words()

    def refresh(self) -> bool:
        """Switch to the newest revision of the index now (published by any process: a
        ``graphpaths index --update``, another service), not at the next look of
        :meth:`~graphpaths.dotrag.index.graph_index.GraphIndex.follow`; True when there was
        a newer one. A retriever not made from an index has nothing to follow (False)."""
        index = self._index
        if index is None:
            return False
        changed = index.refresh()
        self._latest_views()
        return changed

    def _latest_views(self) -> EngineViews:
        """The engine of the index's current state and its views (made again after an
        update: a new search and ``policy.for_graph(graph)``, no view kept); a query takes
        it once, so it runs on one revision throughout. The index looks for a revision
        another process published at most once per its ``follow_interval``."""
        views = self._views
        index = self._index
        if index is None:
            return views
        state = index.follow()
        revision = views.base.revision
        if revision is not None and revision == state.revision:
            return views
        with self._engine_lock:
            views = self._views
            if views.base.revision != state.revision:
                before = views.base.search
                views = EngineViews(
                    self._build_engine(state, views.base.policy, before.access_for(state.graph)),
                    views.capacity,
                )
                views.base.search.carry_names(before)
                self._views = views
        return views

    def _engine_for_filter(self, filter: Filter | Mapping[str, Any] | None) -> Engine:
        """The engine a query with ``filter`` runs on: the current one, or its view."""
        views = self._latest_views()
        if filter is None:
            return views.base

        parsed = Filter.parse(filter)
        return views.base if parsed is None or parsed.empty else views.view(parsed)

    @staticmethod
    def _build_engine(
        state: IndexState, policy: Policy, access: GraphAccess | None = None
    ) -> Engine:
        if state.entity_vectors is None or state.relation_vectors is None:
            raise ConfigError(f"index revision {state.revision} has no embeddings")
        search = PathSearch(
            state.graph, state.reachability, state.entity_vectors, state.relation_vectors, access
        )
        return Engine(
            revision=state.revision,
            graph=state.graph,
            reachability=state.reachability,
            search=search,
            policy=policy_with_lexicon(
                _policy_for(policy, state.graph, state.revision, state.lexicon), state.lexicon
            ),
            lexicon=state.lexicon,
        )

    def _embed_query(self, text: str) -> FloatArray:
        """The embedding of a question or hop query, kept in the query LRU."""
        return self._query_vectors.get_or_build(text, lambda: self.embedder.embed_query(text))

    def _query_vectors_info(self) -> dict[str, int]:
        cache = self._query_vectors
        return {"entries": len(cache), "capacity": cache.capacity, "misses": cache.misses}

    # -- internals -----------------------------------------------------------------------
    def _run(self, query: str, cfg: DotRAGConfig, policy: Policy, engine: Engine) -> DotRAGResult:
        before = _usage(policy)
        result = drive(self._steps(query, cfg, engine), policy)
        return _with_usage(result, policy, before)

    def _config(self, query: str, overrides: Mapping[str, Any]) -> DotRAGConfig:
        check_query(query)
        return with_overrides(self.config, overrides)

    def _steps(
        self, query: str, cfg: DotRAGConfig, engine: Engine
    ) -> Generator[list[PolicyCall], list[Any], DotRAGResult]:
        """The search of one question, as a generator of the policy calls it asks
        (:func:`~graphpaths.dotrag.protocol.calls.drive` or ``adrive`` answers them): find
        the anchors, rank them and their trajectories into pairs, search the pairs, rank
        the paths into the context."""
        search: PathSearch = engine.search
        counters = SearchCounters()
        watch = Stopwatch()
        query_vector, named = self._read_question(query, cfg, engine)
        watch.lap("embed")
        seeds = search.seed_search(query_vector, cfg.seed_k)
        watch.lap("seed_search")
        discovery = search.discover(query, query_vector, cfg, seeded=seeds, named=named)
        not_found = _not_found(query, discovery, engine.policy, cfg)
        watch.lap("discovery")
        # the graph does not hold what the question asks of its anchors: nothing to search
        searched = len(discovery.anchors) if not_found is None else 0
        pairs = yield from _ranked_pairs(query, discovery, searched, cfg, counters)
        watch.lap("ranking")
        branches: list[Branch] = yield from search.search_pairs(
            query, pairs, cfg, self._embed_query, counters
        )
        watch.lap("search")
        found = _Found(discovery.anchors, pairs, branches, counters, not_found)
        return self._result(query, cfg, engine, found, watch)

    def _read_question(
        self, query: str, cfg: DotRAGConfig, engine: Engine
    ) -> tuple[FloatArray, Named | None]:
        """The question's vector and, when the policy reads ahead and the embedder starts
        queries (:class:`~graphpaths.embeddings.StartsQueries`), the entities it names.
        Then a vector not kept is computed on the model runtime's own threads while this
        one finds those names and has the policy read the question from the anchors they
        make (the readings ranking asks first): the question's wall time is the longer of
        the two, not their sum. The vector is waited for before this returns."""
        policy = engine.policy
        embedder = self.embedder
        if not isinstance(policy, ReadsAhead) or not isinstance(embedder, StartsQueries):
            return self._embed_query(query), None
        kept = self._query_vectors.get(query)
        pending = embedder.start_query(query) if kept is None else None
        if pending is None:
            return (kept if kept is not None else self._embed_query(query)), None
        try:
            # BLAS on one thread while the model's pool runs: on a small machine the two
            # pools would take each other's cores
            with one_blas_thread():
                named, anchors = self._named_anchors(query, cfg, engine)
                policy.read_ahead(query, [(e, engine.graph.names[e]) for e in anchors])
        finally:
            # nothing of the question runs on after it, whatever happened here
            vector = self._query_vectors.get_or_build(query, pending)
        return vector, named

    def _named_anchors(
        self, query: str, cfg: DotRAGConfig, engine: Engine
    ) -> tuple[Named, list[int]]:
        """The entities the question names, and the anchors they make that hold relations."""
        search = engine.search
        named = search.named(query, cfg.seed_k)
        mentioned = search.name_table.mentioned(query, cfg.seed_k)
        guess = named_anchors(engine.graph, query, mentioned, named.spelled)
        # discovery skips an entity without relations (no trajectory starts there)
        return named, [e for e in guess if search.holds(e)][: cfg.anchor_k]

    def _result(
        self, query: str, cfg: DotRAGConfig, engine: Engine, found: _Found, watch: Stopwatch
    ) -> DotRAGResult:
        """The paths of the branches ``found``, ranked, and the context they fill."""
        graph = engine.graph
        paths = [
            path
            for b in found.branches
            for path in assemble_paths(
                graph,
                anchor=b.pair.anchor.entity,
                hops=b.hops,
                priority=b.pair.priority,
                preferred=b.preferred,
                anchor_confidence=b.pair.anchor.confidence,
                confidences=dict(b.confidences),
            )
        ]
        candidates = rank_paths(paths)
        ranked = kept_paths(
            candidates, score_threshold=cfg.score_threshold, min_confidence=cfg.min_confidence
        )
        if candidates and not ranked and found.not_found is None:
            found = dataclasses.replace(found, not_found=_below_thresholds(candidates, cfg))
        # bounds on the paths kept leave out what no reading chose
        bounded = cfg.score_threshold is not None or cfg.min_confidence is not None
        if cfg.neighbourhood_tokens and not bounded and ranked:
            best = ranked[0]
            odds = self._one_hop_odds(query, engine, found, best) if best.depth == 1 else None
            if unsure(ranked, odds):
                ranked += self._neighbourhood(query, cfg, engine, ranked, odds)
            elif best.depth == 1:
                # odds are given for a doubted path only: a small anchor's relations follow
                if odds is not None:
                    ranked += self._neighbourhood(
                        query, cfg, engine, ranked, odds, whole=Whole.ONLY_IF_SMALL
                    )
            else:
                odds = self._one_hop_odds(query, engine, found, best)
                shorter = shorter_readings(best, odds) if odds is not None else None
                if shorter:
                    ranked += self._neighbourhood(query, cfg, engine, ranked, shorter)
        context = fill_context(
            graph,
            ranked,
            budget=cfg.budget,
            counter=self.counter,
            describe=cfg.include_descriptions,
        )
        watch.lap("path_ranking")
        watch.finish()
        return DotRAGResult(
            query=query,
            paths=tuple(ranked),
            context=context,
            anchors=found.anchors,
            stats=_stats(engine, found, watch.seconds, ranked, context),
            not_found=found.not_found,
        ).titled(engine.words().titles())

    @staticmethod
    def _one_hop_odds(
        query: str, engine: Engine, found: _Found, best: RankedPath
    ) -> dict[Steps, float] | None:
        """The policy's probability of each one-hop reading from ``best``'s anchor, when
        it gives them (:class:`WeighsOneHop`) and ``best`` is doubted (:func:`doubted`): an
        unsure one-hop path's runner-ups, or the shorter readings beside a longer path
        (:func:`shorter_readings`)."""
        policy = engine.policy
        if not isinstance(policy, WeighsOneHop) or not doubted(best):
            return None
        # the policy read the question from the anchor under the name discovery gave it
        anchor = best.anchor
        name = next((a.name for a in found.anchors if a.entity == anchor), best.anchor_name)
        return policy.one_hop_odds(query, anchor, name)

    def _neighbourhood(
        self,
        query: str,
        cfg: DotRAGConfig,
        engine: Engine,
        ranked: list[RankedPath],
        odds: dict[Steps, float] | None,
        *,
        whole: Whole = Whole.IF_SMALL,
    ) -> list[RankedPath]:
        """The rest of the best path's anchor's relations, runner-up readings first (when
        the policy weighs them), then by their similarity to the question; all of them
        when the anchor is :func:`small` (``whole``: :class:`Whole`)."""
        relation_vectors = engine.search.relation_vectors
        return neighbourhood_paths(
            engine.graph,
            engine.search.edges,
            ranked,
            counter=self.counter,
            tokens=cfg.neighbourhood_tokens,
            odds=odds,
            # the question's vector, kept since it was read: asked only for relations left
            similarity=lambda relations: relation_vectors.scores(
                self._embed_query(query), relations
            ),
            whole=whole,
        )


def _below_thresholds(found: list[RankedPath], cfg: DotRAGConfig) -> NotFound:
    """Why no path is kept: every one falls below ``score_threshold`` or ``min_confidence``;
    it names the best scoring path (what came closest)."""
    best = max(found, key=lambda path: path.score)
    bounds = []
    if cfg.score_threshold is not None:
        bounds.append(f"score_threshold {cfg.score_threshold:g} (best score {best.score:.3g})")
    if cfg.min_confidence is not None:
        known = [p.confidence for p in found if p.confidence is not None]
        confidence = f"{max(known):.3g}" if known else "none: the policy gives none"
        bounds.append(f"min_confidence {cfg.min_confidence:g} (best confidence {confidence})")
    return NotFound(
        reason=f"no path reaches {' and '.join(bounds)}",
        anchor=best.anchor_name,
        labels=tuple(hop.label_name for hop in best.hops),
        confidence=best.confidence or 0.0,
    )


def _ranked_pairs(
    query: str,
    discovery: Discovery,
    searched: int,
    cfg: DotRAGConfig,
    counters: SearchCounters,
) -> Generator[list[PolicyCall], list[Any], list[Pair]]:
    """Ask the policy the order of the first ``searched`` anchors, and of each one's
    trajectories; the pairs to search (:func:`~graphpaths.dotrag.search.discovery.select_pairs`)."""
    anchors = discovery.anchors
    anchor_order = list(range(searched))
    if searched > 1:
        [answer] = yield [RankAnchors(query, anchors)]
        counters.policy_calls += 1
        anchor_order, repaired = permutation(answer, len(anchors))
        counters.repairs += repaired
    options_of = discovery.trajectories[:searched]
    trajectory_orders: list[list[int]] = [list(range(len(t))) for t in options_of]
    tied = [1] * len(options_of)
    asks = [i for i, options in enumerate(options_of) if len(options) > 1]
    if asks:
        answers = yield [
            RankTrajectories(query, anchors[i], discovery.trajectories[i]) for i in asks
        ]
        counters.policy_calls += len(asks)
        for i, answer in zip(asks, answers, strict=True):
            trajectory_orders[i], repaired = permutation(answer, len(discovery.trajectories[i]))
            counters.repairs += repaired
            if isinstance(answer, TiedRanking) and not repaired:
                tied[i] = answer.tied
    return select_pairs(discovery, anchor_order, trajectory_orders, cfg, tied)


@dataclasses.dataclass(frozen=True)
class _Found:
    """What the search of one question found: its anchors, the pairs searched, their
    branches, the search's counters, and why nothing was searched (None: it was)."""

    anchors: tuple[AnchorOption, ...]
    pairs: list[Pair]
    branches: list[Branch]
    counters: SearchCounters
    not_found: NotFound | None


def _stats(
    engine: Engine,
    found: _Found,
    seconds: dict[str, float],
    ranked: list[RankedPath],
    context: Context,
) -> DotRAGStats:
    """The stats of one retrieval (the usage of its policy is added after)."""
    anchors, branches, counters = found.anchors, found.branches, found.counters
    retained = {r for b in branches for hop in b.hops for r, *_ in hop.relations}
    return DotRAGStats(
        policy=getattr(engine.policy, "name", type(engine.policy).__name__),
        seconds=seconds,
        anchors=tuple(a.name for a in anchors),
        mentioned=bool(anchors and anchors[0].mentioned),
        pairs=tuple(
            PairStats(anchor=p.anchor.name, type=p.trajectory.type_name, priority=p.priority)
            for p in found.pairs
        ),
        branches=tuple(
            BranchStats(
                anchor=b.pair.anchor.name,
                types=tuple(h.type_name for h in b.hops),
                relations=tuple(len(h.relations) for h in b.hops),
                preferred=tuple(sorted(b.preferred)),
            )
            for b in branches
        ),
        paths=len(ranked),
        relations_retained=len(retained),
        context_relations=len(context.relations),
        context_tokens=context.tokens,
        hops_searched=counters.hops,
        walked=ranked[0].depth if ranked else 0,
        policy_calls=counters.policy_calls,
        policy_repairs=counters.repairs,
        not_found=None if found.not_found is None else found.not_found.reason,
        unknown_filter_keys=engine.unknown_filter_keys,
        revision=engine.revision,
    )


def _not_found(
    query: str, discovery: Discovery, policy: Policy, cfg: DotRAGConfig
) -> NotFound | None:
    """Why the question gets no paths: it names nothing in the graph (discovery), or
    (``cfg.abstain``, a policy that can tell) none of its anchors has a reading its words
    support; None when the search runs."""
    if discovery.not_found is not None:
        return NotFound(reason=discovery.not_found)
    if not discovery.anchors or cfg.abstain is False or not isinstance(policy, Abstains):
        return None
    return policy.unheld(query, discovery.anchors, sure=cfg.abstain == ABSTAIN_SURE)
