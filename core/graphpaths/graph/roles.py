"""Entity types for untyped graphs, derived from relation roles.

A graph read from plain triples names no entity types; DotRAG still needs some (its
reachability map groups entities by type, its overview and prompts name them). Entities
that play the same roles are of one kind: the heads of ``directed_by`` are films, its tails
are people. :func:`infer_types` reads that from the arrays alone:

1. An entity's *signature* is the set of roles it takes part in, a role being a relation
   label on one side: ``(label, head)`` or ``(label, tail)``.
2. Signatures are clustered by their role profiles (the share of members holding each
   role): the ``max_signatures`` most common signatures start as clusters, and the two with
   the most similar profiles (cosine) merge while that similarity reaches
   ``merge_similarity``. A cluster is a type only if it *owns* a role: it holds more of the
   role's entities than any other cluster and at least half its members hold it. Clusters
   owning none are mixtures and fold into their most similar cluster. Past ``max_types``,
   the smallest type folds into its most similar one. The rarer signatures join the type
   whose profile they resemble most.
3. An entity's types are its cluster's plus the type owning any role it holds that is
   foreign to its cluster (held by under half of it): a film whose title is also a tag
   is a film and a tag, as a hand-made schema would have it.
4. A type is named after the (at most two) roles it owns most widely, as the relation
   labels read: ``"directed_by target"`` (tails of ``directed_by``), ``"written_by/
   directed_by target"``, ``"release_year/directed_by source"`` (heads of both).

Entities in no relation, or holding only roles that no type owns, get
:data:`~graphpaths.graph.model.DEFAULT_TYPE`. Everything is deterministic (ties break on
indices) and linear in the relations apart from one sort; the clustering works on at most
``max_signatures`` profiles whatever the graph's size.

Example:
    >>> from graphpaths.graph import GraphBuilder
    >>> b = GraphBuilder()
    >>> for film, person, year in [("kismet", "wd", "1944"), ("jaws", "ss", "1975"),
    ...                            ("duel", "ss", "1971")]:
    ...     _ = b.add_relation(film, person, "directed_by", create_entities=True)
    ...     _ = b.add_relation(film, year, "release_year", create_entities=True)
    >>> g = infer_types(b.build())
    >>> g.types_of("jaws"), g.types_of("ss"), g.types_of("1975")
    (('directed_by/release_year source',), ('directed_by target',), ('release_year target',))
    >>> g.type_origin.roles["directed_by target"]
    ('directed_by target',)
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from dataclasses import asdict, dataclass, fields

import numpy as np
import numpy.typing as npt

from graphpaths.errors import ConfigError, GraphFormatError, NodeNotFoundError
from graphpaths.graph.model import DEFAULT_TYPE, Graph, TypeOrigin

__all__ = [
    "INFERENCE_METHOD",
    "TypeInference",
    "assign_types",
    "infer_types",
    "part_types",
    "role_name",
    "unique_name",
]

#: The name recorded in :attr:`TypeOrigin.method` for types made by :func:`infer_types`.
INFERENCE_METHOD = "relation-roles"
#: A role held by at least this share of a cluster's members is native to it.
_NATIVE_SHARE = 0.5
#: Rows of the (rare signatures x types) score matrix computed at once.
_CHUNK = 1 << 16

FloatArray = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]


@dataclass(frozen=True, kw_only=True)
class TypeInference:
    """How :func:`infer_types` groups entities into types.

    Attributes:
        max_types: At most this many inferred types (plus :data:`DEFAULT_TYPE` for entities
            in no relation).
        merge_similarity: Clusters whose role profiles have at least this cosine similarity
            merge into one type.
        max_signatures: The most common signatures clustered directly; rarer ones join the
            nearest type afterwards (bounds the clustering's cost on big graphs). A role held
            only by rarer signatures defines no type: its holders like no type get
            :data:`DEFAULT_TYPE` (MetaQA has 250 signatures in all).
        roles_in_name: How many of a type's roles its name lists.
    """

    max_types: int = 16
    merge_similarity: float = 0.3
    max_signatures: int = 512
    roles_in_name: int = 2

    def __post_init__(self) -> None:
        for name, low in (("max_types", 1), ("max_signatures", 1), ("roles_in_name", 1)):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < low:
                raise ConfigError(f"TypeInference.{name}: expected an int >= {low}, got {value!r}")
        value = self.merge_similarity
        if (
            isinstance(value, bool)
            or not isinstance(value, int | float)
            or not 0.0 < float(value) <= 1.0
        ):
            raise ConfigError(
                f"TypeInference.merge_similarity: expected a number in (0, 1], got {value!r}"
            )


def role_name(label: str, role: int) -> str:
    """A role as people read it: ``role_name("directed_by", 1)`` -> ``"directed_by target"``."""
    return f"{label} {'target' if role else 'source'}"


def infer_types(graph: Graph, config: TypeInference | None = None) -> Graph:
    """``graph`` with entity types derived from relation roles (see the module docstring).

    Whatever types ``graph`` had are replaced; :attr:`Graph.type_origin` records
    ``source="inferred"``, the method, the settings and the roles defining each type.
    """
    return _infer(graph, config)


def _infer(graph: Graph, config: TypeInference | None) -> Graph:
    cfg = config if config is not None else TypeInference()
    if not isinstance(cfg, TypeInference):
        raise ConfigError(f"config: expected a TypeInference, got {type(cfg).__name__}")
    n = graph.num_entities
    if graph.num_relations == 0:
        origin = TypeOrigin(
            source="inferred", method=INFERENCE_METHOD, parameters=asdict(cfg), roles={}
        )
        everyone = np.arange(n + 1, dtype=np.int64)
        return graph.with_types([DEFAULT_TYPE], everyone, np.zeros(n, np.int32), origin=origin)
    pairs = _role_pairs(graph)
    return _typed(graph, pairs, _role_types(pairs, n, cfg), cfg)


@dataclass(frozen=True)
class _RolePairs:
    """The (entity, role) pairs of a graph, unique, sorted by entity then role; role
    ``f = 2 * label + side`` (side 1: the target)."""

    entity: IntArray
    feature: IntArray
    num_features: int


@dataclass(frozen=True)
class _RoleTypes:
    """The types found: ``columns`` (the roles the common signatures hold; ``column_of``
    maps a role to its column, -1 for none), each type's ``profiles`` (share of members
    holding each column's role) and member ``counts``, the ``holders`` of each column's
    role, and each entity's ``primary`` type (-1: in no relation)."""

    columns: IntArray
    column_of: IntArray
    holders: FloatArray
    profiles: FloatArray
    counts: FloatArray
    primary: IntArray


def _role_pairs(graph: Graph) -> _RolePairs:
    num_features = 2 * len(graph.label_names)
    entities = np.concatenate([graph.heads, graph.tails]).astype(np.int64)
    features = np.concatenate(
        [2 * graph.relation_labels.astype(np.int64), 2 * graph.relation_labels.astype(np.int64) + 1]
    )
    pairs = _unique(entities * num_features + features)
    return _RolePairs(pairs // num_features, pairs % num_features, num_features)


def _role_types(pairs: _RolePairs, n: int, cfg: TypeInference) -> _RoleTypes:
    """Cluster the common role signatures into types; give every entity the type of its
    signature (a rare one: the nearest type by cosine)."""
    pair_entity, pair_feature, num_features = pairs.entity, pairs.feature, pairs.num_features
    signature_of, signature_counts, signature_first = _signatures(
        pair_entity, pair_feature, n, num_features
    )
    has_roles = np.zeros(n, np.bool_)
    has_roles[pair_entity] = True
    # Signatures by frequency (ties: first entity holding it), the common ones clustered;
    # the empty signature (entities in no relation) is none.
    ranked = np.lexsort((signature_first, -signature_counts))
    ranked = ranked[has_roles[signature_first[ranked]]]
    top = ranked[: cfg.max_signatures]
    top_rank = np.full(len(signature_counts), -1, np.int64)
    top_rank[top] = np.arange(len(top))
    holds = top_rank[signature_of[pair_entity]]
    first_pair = signature_first[signature_of[pair_entity]] == pair_entity
    chosen = first_pair & (holds >= 0)
    # Columns: the roles the common signatures hold (few, whatever the number of labels).
    columns = _unique(pair_feature[chosen])
    column_of = np.full(num_features, -1, np.int64)
    column_of[columns] = np.arange(len(columns))
    rows = np.zeros((len(top), len(columns)), np.float64)
    rows[holds[chosen], column_of[pair_feature[chosen]]] = 1.0
    sizes = signature_counts[top].astype(np.float64)
    # Rare roles say more about an entity than common ones: profiles are compared with
    # every role weighted by its inverse holder frequency (smoothed: 1 + log(N / holders)).
    holders = np.bincount(pair_feature, minlength=num_features).astype(np.float64)[columns]
    weight = 1.0 + np.log(int(has_roles.sum()) / np.maximum(holders, 1.0))
    cluster_of_top = _cluster(rows, sizes, weight, cfg)

    # Profiles of the final clusters (share of members holding each role).
    clusters = np.unique(cluster_of_top)
    k = len(clusters)
    member = np.searchsorted(clusters, cluster_of_top)
    totals = np.zeros((k, len(columns)))
    np.add.at(totals, member, rows * sizes[:, None])
    counts: FloatArray = np.bincount(member, weights=sizes, minlength=k).astype(np.float64)
    profiles = totals / counts[:, None]

    # Every signature's cluster: the common ones as clustered, the rare ones by cosine.
    signature_type = np.full(len(signature_counts), -1, np.int64)
    signature_type[top] = member
    rest = ranked[cfg.max_signatures :]
    if len(rest):
        signature_type[rest] = _nearest(
            rest,
            signature_of,
            pair_entity,
            column_of[pair_feature],
            signature_first,
            profiles,
            weight,
        )
    primary = np.full(n, -1, np.int64)
    primary[has_roles] = signature_type[signature_of[has_roles]]
    return _RoleTypes(columns, column_of, holders, profiles, counts, primary)


def _typed(graph: Graph, pairs: _RolePairs, found: _RoleTypes, cfg: TypeInference) -> Graph:
    """``graph`` with the types ``found``: each entity its primary type, plus the owner's
    type of each foreign role it holds; named by their roles."""
    n, k = graph.num_entities, len(found.counts)
    profiles, column_of, primary = found.profiles, found.column_of, found.primary
    owner = _owners(profiles, found.counts)
    labels = [graph.label_names[int(f) // 2] for f in found.columns]
    sides = [int(f) % 2 for f in found.columns]
    names, roles = _names(
        profiles, found.counts, owner, found.holders, labels, sides, cfg.roles_in_name
    )

    # Foreign roles add their owner's type (roles outside the columns are owned by none).
    pair_entity, pair_feature = pairs.entity, pairs.feature
    pair_primary, pair_column = primary[pair_entity], column_of[pair_feature]
    known = np.flatnonzero((pair_primary >= 0) & (pair_column >= 0))
    pc, pp = pair_column[known], pair_primary[known]
    own = owner[pc]
    foreign = known[(own >= 0) & (own != pp) & (profiles[pp, pc] < _NATIVE_SHARE)]
    extra_entity, extra_type = pair_entity[foreign], owner[pair_column[foreign]]

    default = k  # index of DEFAULT_TYPE, kept only if used
    all_entities = np.concatenate([np.arange(n, dtype=np.int64), extra_entity])
    all_types = np.concatenate([np.where(primary >= 0, primary, default), extra_type])
    keys = _unique(all_entities * (k + 1) + all_types)
    owner_entity, owner_type = keys // (k + 1), keys % (k + 1)
    type_names = list(names)
    if (owner_type == default).any():
        type_names.append(unique_name(DEFAULT_TYPE, type_names))
    indptr = np.zeros(n + 1, np.int64)
    np.cumsum(np.bincount(owner_entity, minlength=n), out=indptr[1:])
    origin = TypeOrigin(
        source="inferred", method=INFERENCE_METHOD, parameters=asdict(cfg), roles=roles
    )
    return graph.with_types(type_names, indptr, owner_type.astype(np.int32), origin=origin)


def assign_types(
    graph: Graph,
    *,
    types: Mapping[str, str | Iterable[str]] | None = None,
    infer_types: bool = True,
    inference: TypeInference | None = None,
) -> Graph:
    """The graph with the types the public constructors promise.

    - A graph whose input named types keeps them (``type_origin.source == "given"``).
    - An untyped one gets types inferred from relation roles (:func:`infer_types`), or,
      with ``infer_types=False``, the single :data:`DEFAULT_TYPE` (inferred types are
      dropped again).
    - ``types`` (entity id -> type name or names) overrides the types of the entities it
      lists; the others keep theirs. An id not in the graph raises
      :class:`~graphpaths.errors.NodeNotFoundError`.
    """
    source = graph.type_origin.source
    if infer_types and source == "default":
        graph = _infer(graph, inference)
    elif not infer_types and source == "inferred":
        n = graph.num_entities
        graph = graph.with_types(
            [DEFAULT_TYPE],
            np.arange(n + 1, dtype=np.int64),
            np.zeros(n, np.int32),
            origin=TypeOrigin(source="default"),
        )
    elif inference is not None and source == "inferred":
        graph = _infer(graph, inference)
    if types:
        graph = _override(graph, types)
    return graph


def part_types(part: Graph) -> Graph:
    """``part`` (a part of a graph, such as a filtered view's :meth:`Graph.subgraph`) with the
    types it would get had it been loaded on its own.

    Inferred types are inferred again from the part's own relations, with the settings the
    graph recorded, so that nothing outside the part shows in them: neither which entities
    share a type nor the roles that name it. An entity whose types were given rather than
    inferred (:meth:`~graphpaths.graph.Graph.own_types_of`: a ``types=`` override, or an
    update naming its types) keeps them. Given and default types are the entities' own:
    the part is returned as it is.

    Example (``c``'s only relation is cut, so it is no longer a ``likes target``):
        >>> import numpy as np
        >>> from graphpaths.graph import GraphBuilder
        >>> b = GraphBuilder()
        >>> _ = b.add_relation("a", "b", "knows", create_entities=True)
        >>> _ = b.add_relation("b", "c", "likes", create_entities=True)
        >>> g = infer_types(b.build())
        >>> g.types_of("b")
        ('knows target, likes source',)
        >>> part, _, _ = g.subgraph(np.ones(3, bool), np.array([True, False]))
        >>> part.types_of("b"), part_types(part).types_of("b"), part_types(part).types_of("c")
        (('knows target, likes source',), ('knows target',), ('entity',))
    """
    origin = part.type_origin
    if origin.source != "inferred":
        return part
    recorded = origin.parameters
    settings = {f.name: recorded[f.name] for f in fields(TypeInference) if f.name in recorded}
    given = {
        part.entity_ids[i]: types
        for i in range(part.num_entities)
        if (types := part.own_types_of(i))
    }
    retyped = _infer(part, TypeInference(**settings))
    return _override(retyped, given) if given else retyped


# -- steps -------------------------------------------------------------------------------------
def _signatures(
    pair_entity: IntArray, pair_feature: IntArray, n: int, num_features: int
) -> tuple[IntArray, IntArray, IntArray]:
    """``(signature of each entity, entities per signature, first entity per signature)``.

    Signatures are compared by a 64-bit sum of per-role random codes (fixed seed); entities
    in no relation share the empty signature.
    """
    codes = (
        np.random.default_rng(0x7E57)
        .integers(1, np.iinfo(np.int64).max, size=max(num_features, 1), dtype=np.int64)
        .astype(np.uint64)
    )
    keys = np.zeros(n, np.uint64)
    if len(pair_entity):  # pairs are sorted by entity: one sum per run
        starts = np.flatnonzero(np.diff(pair_entity, prepend=-1))
        keys[pair_entity[starts]] = np.add.reduceat(codes[pair_feature], starts)
    _, first, inverse, counts = np.unique(
        keys, return_index=True, return_inverse=True, return_counts=True
    )
    return inverse.astype(np.int64), counts.astype(np.int64), first.astype(np.int64)


def _unique(values: IntArray) -> IntArray:
    """Sorted distinct values (a sort and a mask: faster than ``np.unique`` on big arrays)."""
    ordered = np.sort(values)
    keep = np.ones(len(ordered), np.bool_)
    keep[1:] = ordered[1:] != ordered[:-1]
    return ordered[keep]


def _native_units(totals: FloatArray, sizes: FloatArray, weight: FloatArray) -> FloatArray:
    """Unit vectors of the clusters' native profiles: the share of members holding each role
    where at least half hold it (0 elsewhere: a few members' odd roles do not make two
    clusters alike), times the role's weight."""
    profiles = totals / sizes[:, None]
    profiles = np.where(profiles >= _NATIVE_SHARE, profiles, 0.0) * weight
    norms = np.linalg.norm(profiles, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    unit: FloatArray = profiles / norms
    return unit


def _cluster(
    rows: FloatArray, sizes: FloatArray, weight: FloatArray, cfg: TypeInference
) -> IntArray:
    """Cluster label (a row index) of every signature row.

    Mixtures (signatures owning no role) fold into their nearest owning cluster; owning
    clusters merge while alike (``merge_similarity``); mixtures that result fold again;
    past ``max_types`` the smallest cluster folds into its nearest.
    """
    m = len(rows)
    totals = rows * sizes[:, None]
    weights = sizes.copy()
    label = np.arange(m, dtype=np.int64)
    alive = np.ones(m, np.bool_)
    if m == 0:
        return label
    unit = _native_units(totals, weights, weight)
    sims = unit @ unit.T
    np.fill_diagonal(sims, -1.0)

    def merge(a: int, b: int) -> None:
        # The smaller cluster joins the larger (ties: the lower index survives).
        if (weights[a], -a) > (weights[b], -b):
            a, b = b, a
        totals[b] += totals[a]
        weights[b] += weights[a]
        alive[a] = False
        label[label == a] = b
        sims[a] = -1.0
        sims[:, a] = -1.0
        unit[b] = _native_units(totals[b : b + 1], weights[b : b + 1], weight)[0]
        row = unit @ unit[b]
        row[~alive] = -1.0
        row[b] = -1.0
        sims[b] = row
        sims[:, b] = row

    def fold_mixtures() -> None:
        while True:
            live = np.flatnonzero(alive)
            owns = _owning(totals[live], weights[live])
            owners, idle = live[owns], live[~owns]
            if len(owners) == 0 or len(idle) == 0:
                return
            # Each mixture to its most similar owning cluster (all at once, smallest first).
            targets = owners[np.argmax(sims[np.ix_(idle, owners)], axis=1)]
            moved = False
            for c, target in sorted(
                zip(idle.tolist(), targets.tolist(), strict=True),
                key=lambda p: (weights[p[0]], p[0]),
            ):
                if alive[c] and alive[target] and sims[c, target] > 0.0:
                    merge(c, target)
                    moved = True
            if not moved:  # mixtures like no owner: kept as they are
                return

    fold_mixtures()
    while alive.sum() > 1:
        flat = int(np.argmax(sims))
        a, b = divmod(flat, m)
        if sims[a, b] < cfg.merge_similarity:
            break
        merge(a, b)
    fold_mixtures()
    while int(alive.sum()) > cfg.max_types:
        live = np.flatnonzero(alive)
        c = int(min(live, key=lambda i: (weights[i], i)))
        merge(c, int(np.argmax(sims[c])))
    return label


def _owning(totals: FloatArray, weights: FloatArray) -> npt.NDArray[np.bool_]:
    """Whether each cluster owns a role: holds the most of its entities, and natively."""
    owner = np.argmax(totals, axis=0)
    held = totals.max(axis=0) > 0
    native = totals / weights[:, None] >= _NATIVE_SHARE
    owns = np.zeros(len(totals), np.bool_)
    for f in np.flatnonzero(held):
        if native[owner[f], f]:
            owns[owner[f]] = True
    return owns


def _owners(profiles: FloatArray, counts: FloatArray) -> IntArray:
    """The type owning each role (most holders, held natively), or -1."""
    totals = profiles * counts[:, None]
    owner = np.argmax(totals, axis=0).astype(np.int64)
    ok = (totals.max(axis=0) > 0) & (profiles[owner, np.arange(profiles.shape[1])] >= _NATIVE_SHARE)
    return np.where(ok, owner, -1)


def _nearest(
    signatures: IntArray,
    signature_of: IntArray,
    pair_entity: IntArray,
    pair_feature: IntArray,
    signature_first: IntArray,
    profiles: FloatArray,
    weight: FloatArray,
) -> IntArray:
    """The type whose profile is most similar (cosine, roles weighted) to each signature
    (``pair_feature`` holds role columns, -1 for roles outside them); -1 if none is."""
    unit = _native_units(profiles, np.ones(len(profiles)), weight)
    position = np.full(len(signature_first), -1, np.int64)
    position[signatures] = np.arange(len(signatures))
    representative = signature_first[signature_of[pair_entity]] == pair_entity
    rows = position[signature_of[pair_entity]]
    keep = representative & (rows >= 0) & (pair_feature >= 0)
    rows, feats = rows[keep], pair_feature[keep]
    best = np.full(len(signatures), -1, np.int64)
    score = np.zeros(len(signatures))
    for t in range(len(unit)):  # one column at a time: O(pairs) memory, O(pairs x types) time
        column = np.bincount(
            rows, weights=unit[t, feats] * weight[feats], minlength=len(signatures)
        )
        better = column > score
        best[better] = t
        score[better] = column[better]
    return best


def _names(
    profiles: FloatArray,
    counts: FloatArray,
    owner: IntArray,
    holders: FloatArray,
    labels: list[str],
    sides: list[int],
    roles_in_name: int,
) -> tuple[list[str], dict[str, tuple[str, ...]]]:
    """Each type's name and the roles defining it (owned natively): the roles most of its
    members hold first, then those most entities hold, then by label (so that the names do
    not depend on the order of the input)."""
    names: list[str] = []
    defining: list[tuple[str, ...]] = []
    for t in range(len(profiles)):
        owned = np.flatnonzero(owner == t)
        if len(owned) == 0:  # owns nothing (a bounded merge): named after its commonest roles
            owned = np.flatnonzero(profiles[t] > 0)
        ranked = sorted(
            (int(c) for c in owned),
            key=lambda c: (-round(float(profiles[t, c]), 9), -holders[c], labels[c], sides[c]),
        )
        roles = [(labels[c], sides[c]) for c in ranked]
        defining.append(tuple(role_name(label, side) for label, side in roles))
        shown = roles[:roles_in_name]
        if len({side for _, side in shown}) == 1:
            name = role_name("/".join(label for label, _ in shown), shown[0][1])
        else:
            name = ", ".join(role_name(label, side) for label, side in shown)
        names.append(unique_name(name, names))
    ranking = sorted(range(len(names)), key=lambda t: (-counts[t], t))
    return names, {names[t]: defining[t] for t in ranking}


def unique_name(name: str, taken: Collection[str]) -> str:
    """``name``, or ``name`` and the first number from 2 that makes it unlike ``taken``."""
    if name not in taken:
        return name
    k = 2
    while f"{name} {k}" in taken:
        k += 1
    return f"{name} {k}"


def _override(graph: Graph, types: Mapping[str, str | Iterable[str]]) -> Graph:
    """``graph`` with the entities in ``types`` given those types (others unchanged)."""
    if not isinstance(types, Mapping):
        raise GraphFormatError(f"types: expected a mapping of entity id -> types, got {types!r}")
    names = list(graph.type_names)
    index = {name: i for i, name in enumerate(names)}
    replaced: dict[int, list[int]] = {}
    for entity_id, value in types.items():
        try:
            i = graph.index_of(str(entity_id))
        except NodeNotFoundError:
            raise NodeNotFoundError(f"types: entity id {entity_id!r} is not in the graph") from None
        given = [value] if isinstance(value, str) else list(value)
        if not given or not all(isinstance(v, str) and v.strip() for v in given):
            raise GraphFormatError(
                f"types[{entity_id!r}]: expected a type name or a list of them, got {value!r}"
            )
        own: list[int] = []
        for name in given:
            t = index.setdefault(name.strip(), len(names))
            if t == len(names):
                names.append(name.strip())
            if t not in own:
                own.append(t)
        replaced[i] = sorted(own)
    indptr = graph.entity_type_indptr
    per_entity = [
        replaced.get(i, graph.entity_type_indices[indptr[i] : indptr[i + 1]].tolist())
        for i in range(graph.num_entities)
    ]
    used = sorted({t for own in per_entity for t in own})
    kept = set(used)
    remap = {t: k for k, t in enumerate(used)}
    new_indptr = np.zeros(graph.num_entities + 1, np.int64)
    np.cumsum([len(own) for own in per_entity], out=new_indptr[1:])
    indices = np.asarray([remap[t] for own in per_entity for t in own], np.int32)
    origin = graph.type_origin
    overridden = TypeOrigin(
        source="given" if origin.source == "given" else origin.source,
        method=origin.method,
        parameters={**origin.parameters, "overridden_entities": len(replaced)},
        roles={name: roles for name, roles in origin.roles.items() if index.get(name, -1) in kept},
    )
    return graph.with_types([names[t] for t in used], new_indptr, indices, origin=overridden)
