"""Filtered views: DotRAG run on the part of a graph a filter keeps.

A filter (:mod:`graphpaths.filters`) keeps some entities and relations; the view is the
graph a user would have built from the kept part alone:

- the subgraph of what it keeps (:meth:`~graphpaths.graph.Graph.subgraph`). An entity a
  triple created by naming it (no name, description or attributes of its own:
  :meth:`~graphpaths.graph.Graph.entities_of_their_own`) exists only through its
  relations: it stays when a kept relation names it (or when it is in no relation at
  all), so with ``{"tenant": "acme"}`` on relation attributes an entity that only other
  tenants' relations name is hidden too, as in the graph loaded from acme's triples;
- entity types inferred from relation roles inferred again from the subgraph's own
  relations (:func:`~graphpaths.graph.roles.part_types`), so neither a type's members nor
  its name ("works_on/secretly_acquires target") reflect what the filter hides; given
  types are the entities' own and stay;
- the lexicon's words for a type only where the view holds that type with the same
  defining roles (:meth:`~graphpaths.dotrag.reading.lexicon.Lexicon.for_part`): words
  given for a type partly defined by hidden roles name no type of the view;
- its own reachability map, the kept rows of the entity vectors (an entity's embedded
  text names only its own types, :meth:`~graphpaths.graph.Graph.entity_text`, so its
  vector is the one an index of the kept part holds: nothing is embedded), relation
  vectors composed (or taken) for the kept relations, and the policy rebuilt for the
  subgraph (``for_graph``: question reading, and an LLM policy's overview, see only the
  view).

The search then runs unchanged on the view, so an entity the filter excludes is never an
anchor, never reached by a hop, never counted in a preview or shown in a prompt, and never
returned: the results are those of the graph with the excluded part removed.

Views are built on first use of a filter and kept in a small LRU (:class:`EngineViews`)
keyed by the filter's canonical text, with the attribute columns the filters read; a
filter that keeps everything runs on the base engine.

Example:
    >>> import numpy as np
    >>> from graphpaths.graph import GraphBuilder
    >>> from graphpaths.vectors.memory import InMemoryVectorStore
    >>> from graphpaths.dotrag.reading.heuristic import HeuristicPolicy
    >>> b = GraphBuilder()
    >>> _ = b.add_relation("a", "b", "knows", create_entities=True)
    >>> _ = b.add_relation("b", "c", "knows", create_entities=True)
    >>> g = b.build()
    >>> base = engine_for(g, InMemoryVectorStore(np.eye(3, dtype=np.float32)),
    ...                   InMemoryVectorStore(np.eye(2, 3, dtype=np.float32)),
    ...                   HeuristicPolicy(g, None))
    >>> view = view_engine(base, np.array([True, True, False]), np.ones(2, bool))
    >>> view.graph.entity_ids, view.graph.num_relations
    (['a', 'b'], 1)
"""

from __future__ import annotations

import dataclasses
import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from graphpaths.dotrag.protocol.policy import Policy
from graphpaths.dotrag.reading.lexicon import Lexicon, policy_with_lexicon
from graphpaths.dotrag.search.hops import PathSearch
from graphpaths.errors import ConfigError
from graphpaths.filter_views import Kept, kept_by, report_unknown_in_view
from graphpaths.filters import AttributeTable
from graphpaths.graph.roles import part_types
from graphpaths.lru import LRUCache
from graphpaths.reachability import ReachabilityMap
from graphpaths.validation import check_int
from graphpaths.vectors.composed import ComposedRelationVectors
from graphpaths.vectors.subset import subset_vectors

if TYPE_CHECKING:
    from graphpaths.filters import Filter
    from graphpaths.graph import Graph
    from graphpaths.vectors.protocol import VectorStore

__all__ = [
    "DEFAULT_VIEWS_KEPT",
    "Engine",
    "EngineViews",
    "engine_for",
    "view_engine",
]

#: Filtered views a retriever keeps (each holds a subgraph, its vectors and its caches).
DEFAULT_VIEWS_KEPT = 8


@dataclass(frozen=True, kw_only=True)
class Engine:
    """What one search runs on: a graph, its reachability map, the search over its
    vectors and the policy reading it; ``revision``: the index revision it was made from
    (``None``: not from an index); ``lexicon``: the words for its labels and types, bound
    to ``graph`` (``None``: its labels' own words, :meth:`words` makes them)."""

    graph: Graph
    reachability: ReachabilityMap
    search: PathSearch
    policy: Policy
    revision: int | None = None
    #: The keys of the view's filter that no entity or relation carries (their comparisons
    #: failed for every item); empty for the base engine.
    unknown_filter_keys: tuple[str, ...] = ()
    lexicon: Lexicon | None = None

    def words(self) -> Lexicon:
        """:attr:`lexicon`, or the graph's own words when the engine was made without one."""
        return self.lexicon if self.lexicon is not None else Lexicon.from_graph(self.graph)


def engine_for(
    graph: Graph,
    entity_vectors: VectorStore,
    relation_vectors: VectorStore,
    policy: Policy,
    reachability: ReachabilityMap | None = None,
) -> Engine:
    """An engine over a whole graph (its reachability map built if not given)."""
    reach = reachability if reachability is not None else ReachabilityMap.build(graph)
    return Engine(
        graph=graph,
        reachability=reach,
        search=PathSearch(graph, reach, entity_vectors, relation_vectors),
        policy=policy,
    )


def view_engine(base: Engine, entities: npt.ArrayLike, relations: npt.ArrayLike) -> Engine:
    """The engine over the part of ``base.graph`` the masks keep (a relation also needs
    both its entities kept), its types as the part alone would get them (module
    docstring).

    Raises:
        ConfigError: the policy has no ``for_graph(graph)`` to rebuild it for the view.
    """
    rebuild = getattr(base.policy, "for_graph", None)
    if not callable(rebuild):
        raise ConfigError(
            f"policy: {type(base.policy).__name__} has no for_graph(graph), so it cannot run "
            "on a filtered view; give it one (HeuristicPolicy and LLMPolicy have it)"
        )
    graph, entity_rows, relation_rows = base.graph.subgraph(entities, relations)
    graph = part_types(graph)
    reachability = ReachabilityMap.build(graph, max_hops=base.reachability.max_hops)
    entity_vectors = subset_vectors(base.search.entity_vectors, entity_rows)
    relation_vectors: VectorStore
    if isinstance(base.search.relation_vectors, ComposedRelationVectors):
        relation_vectors = base.search.relation_vectors.restricted(
            entity_vectors, entity_rows, relation_rows
        )
    else:
        relation_vectors = subset_vectors(base.search.relation_vectors, relation_rows)
    policy = rebuild(graph)
    if not isinstance(policy, Policy):
        raise ConfigError(
            f"{type(base.policy).__name__}.for_graph() must return a Policy, "
            f"got {type(policy).__name__}"
        )
    search = PathSearch(
        graph, reachability, entity_vectors, relation_vectors, base.search.access_for(graph)
    )
    if len(entity_rows) == base.graph.num_entities:  # every entity kept: same name weights
        search.share_names(base.search)
    lexicon = base.words().for_part(graph, base.graph)  # the view's labels and types
    return Engine(
        graph=graph,
        reachability=reachability,
        search=search,
        policy=policy_with_lexicon(policy, lexicon),
        revision=base.revision,
        lexicon=lexicon,
    )


class EngineViews:
    """The filtered views of one engine, the ``capacity`` most recently used kept.

    Thread-safe: two threads asking for a new filter at once may both build it; one
    result is kept and both are equal.
    """

    def __init__(self, base: Engine, capacity: int = DEFAULT_VIEWS_KEPT) -> None:
        self.base = base
        self._views: LRUCache[str, Engine] = LRUCache(
            check_int("EngineViews", "capacity", capacity, low=0)
        )
        self._tables: dict[str, AttributeTable] = {}
        self._standing: npt.NDArray[np.bool_] | None = None
        self._lock = threading.Lock()

    def table(self, kind: str) -> AttributeTable:
        """The attribute columns of ``kind`` (``"entities"``/``"relations"``), built once."""

        with self._lock:
            table = self._tables.get(kind)
        if table is None:
            table = AttributeTable(self.base.graph.attribute_rows(kind))
            with self._lock:
                table = self._tables.setdefault(kind, table)
        return table

    def kept(self, flt: Filter) -> Kept:
        """What ``flt`` keeps: each kind by the filter's comparisons on the keys it carries,
        or on keys no item carries (they fail), a narrowed filter's call judged on its
        rule's view (:func:`~graphpaths.filter_views.kept_by`); each step closed
        (:meth:`closed`)."""
        return kept_by(flt, (self.table("entities"), self.table("relations")), self.closed)

    def closed(self, masks: list[np.ndarray]) -> list[np.ndarray]:
        """``[entities, relations]`` made a view: a relation with both its entities kept; an
        entity of no data of its own with a kept relation naming it, or in no relation at
        all (module docstring)."""
        entities, relations = masks
        graph = self.base.graph
        relations = relations & entities[graph.heads] & entities[graph.tails]
        with self._lock:
            standing = self._standing
        if standing is None:  # entities of their own, or in no relation: kept as judged
            standing = graph.entities_of_their_own()
            in_none = np.ones(graph.num_entities, dtype=np.bool_)
            in_none[graph.heads] = False
            in_none[graph.tails] = False
            standing |= in_none
            with self._lock:
                self._standing = standing
        named = np.zeros(graph.num_entities, dtype=np.bool_)
        named[graph.heads[relations]] = True
        named[graph.tails[relations]] = True
        return [entities & (standing | named), relations]

    def view(self, flt: Filter) -> Engine:
        """The engine of the part ``flt`` keeps (cached by ``flt.key``): the base engine
        when it keeps everything and names no unknown key."""
        return self._views.get_or_build(flt.key, lambda: self._build(flt))

    @property
    def capacity(self) -> int:
        return self._views.capacity

    def _build(self, flt: Filter) -> Engine:
        found = self.kept(flt)
        entities, relations = found.masks
        # Over a view only: whether a hidden item carries a key is not the caller's to know.
        tables = (self.table("entities"), self.table("relations"))
        unknown = report_unknown_in_view(flt, tables, found, items="entity or relation")
        if not unknown and entities.all() and relations.all():
            return self.base
        engine = view_engine(self.base, entities, relations)
        return dataclasses.replace(engine, unknown_filter_keys=unknown)

    def cache_info(self) -> dict[str, int]:
        return {"views": len(self._views), "views_capacity": self.capacity}
