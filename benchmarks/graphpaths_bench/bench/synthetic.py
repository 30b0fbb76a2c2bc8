"""A synthetic typed knowledge graph shaped like MAG: names, labels and power-law degrees.

:func:`synthetic_typed_graph` makes a :class:`~graphpaths.graph.Graph` of any size (up to
the 1.87M entities / 39.8M relations of STaRK-MAG and beyond) in numpy, without a Python
call per relation:

- entity types with MAG's shares (:data:`~graphpaths_bench.bench.reachability.MAG_TYPES`: paper,
  author, institution, field_of_study), each type one block of entity indices;
- relations only between the types the schema allows (:data:`MAG_RELATIONS`: author
  ``writes`` paper, paper ``cites`` paper, paper ``has_field`` field_of_study, author
  ``affiliated_with`` institution), each label its share of the relations;
- a power-law degree distribution: each end of a label draws its entities with Zipf
  weights ``rank ** -skew`` over a seeded random ranking, so hubs exist (a few fields of
  study hold a large part of the ``has_field`` relations, famous papers most citations);
- no duplicate ``(head, label, tail)`` and no self-citation (drawn again until the count
  is reached);
- readable, distinct names from seeded word lists (:mod:`graphpaths_bench.bench.names`): "Maria
  J. Kowalski", "Sparse Kernels for Protein Folding", "University of Northvale"; fields of
  study are named by degree, so the biggest hubs get the plain names ("Computer Science").

The same config gives the same graph (names, arrays and fingerprint).

Example:
    >>> g = synthetic_typed_graph(SyntheticGraphConfig(entities=2000, relations=8000, seed=1))
    >>> g.num_entities, g.num_relations, g.type_names
    (2000, 8000, ('paper', 'author', 'institution', 'field_of_study'))
    >>> sorted(g.label_names)
    ['affiliated_with', 'cites', 'has_field', 'writes']
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt

from graphpaths.errors import ConfigError, InputError
from graphpaths.graph import Graph
from graphpaths.validation import check_int
from graphpaths_bench.bench.names import NAME_KINDS, capacity, distinct_names
from graphpaths_bench.bench.reachability import MAG_TYPES

__all__ = [
    "MAG_NAME_KINDS",
    "MAG_RELATIONS",
    "RelationKind",
    "SyntheticGraphConfig",
    "synthetic_typed_graph",
]

#: ``progress(stage, done, total=...)``, as in :mod:`graphpaths.dotrag.index.graph_index`.
Progress = Callable[..., None]


@dataclass(frozen=True, kw_only=True)
class RelationKind:
    """One relation label of the schema: its end types, share of the relations and skews.

    ``head_skew`` / ``tail_skew`` are the Zipf exponents of the ends (0: uniform; 1: a few
    hubs hold much of the label).
    """

    label: str
    head: str
    tail: str
    share: float
    head_skew: float = 0.3
    tail_skew: float = 0.3

    def __post_init__(self) -> None:
        if not self.label:
            raise ConfigError("RelationKind.label must be non-empty")
        if not self.share > 0:
            raise ConfigError(f"RelationKind.share must be > 0, got {self.share!r}")
        for name in ("head_skew", "tail_skew"):
            value = getattr(self, name)
            if not 0 <= value <= 3:
                raise ConfigError(f"RelationKind.{name} must be in [0, 3], got {value!r}")


#: MAG's relation labels between its types (STaRK-MAG's schema), with shares and skews:
#: citations concentrate on famous papers, fields of study and institutions are hubs.
MAG_RELATIONS: tuple[RelationKind, ...] = (
    RelationKind(label="cites", head="paper", tail="paper", share=0.60, tail_skew=0.8),
    RelationKind(label="writes", head="author", tail="paper", share=0.15, head_skew=0.5),
    RelationKind(label="has_field", head="paper", tail="field_of_study", share=0.20, tail_skew=1.0),
    RelationKind(
        label="affiliated_with", head="author", tail="institution", share=0.05, tail_skew=0.9
    ),
)

#: Which kind of name (:data:`~graphpaths_bench.bench.names.NAME_KINDS`) each MAG type gets.
MAG_NAME_KINDS: dict[str, str] = {
    "paper": "paper",
    "author": "person",
    "institution": "institution",
    "field_of_study": "field_of_study",
}


@dataclass(frozen=True, kw_only=True)
class SyntheticGraphConfig:
    """What :func:`synthetic_typed_graph` makes.

    ``types``: (type, share of the entities); ``schema``: the relation labels;
    ``name_kinds``: type -> kind of name; ``ranked_names``: the types named by degree
    (largest first gets the first, shortest name); ``chunk``: draws per numpy batch
    (bounds the memory of drawing).
    """

    entities: int
    relations: int
    seed: int = 0
    types: tuple[tuple[str, float], ...] = MAG_TYPES
    schema: tuple[RelationKind, ...] = MAG_RELATIONS
    name_kinds: Mapping[str, str] = field(default_factory=lambda: dict(MAG_NAME_KINDS))
    ranked_names: tuple[str, ...] = ("field_of_study",)
    chunk: int = 2_000_000

    def __post_init__(self) -> None:
        owner = "SyntheticGraphConfig"
        check_int(owner, "entities", self.entities, low=len(self.types), error=ConfigError)
        check_int(owner, "relations", self.relations, low=0, error=ConfigError)
        check_int(owner, "seed", self.seed, low=0, error=ConfigError)
        check_int(owner, "chunk", self.chunk, low=1, error=ConfigError)
        names = [name for name, _ in self.types]
        if not names or len(set(names)) != len(names):
            raise ConfigError(f"{owner}.types must name distinct types, got {names!r}")
        if any(not share > 0 for _, share in self.types):
            raise ConfigError(f"{owner}.types: every share must be > 0, got {self.types!r}")
        if not self.schema:
            raise ConfigError(f"{owner}.schema must hold at least one RelationKind")
        labels = [kind.label for kind in self.schema]
        if len(set(labels)) != len(labels):
            raise ConfigError(f"{owner}.schema: labels must be distinct, got {labels!r}")
        for kind in self.schema:
            for end in (kind.head, kind.tail):
                if end not in names:
                    raise ConfigError(
                        f"{owner}.schema: {kind.label!r} joins type {end!r}, not one of {names}"
                    )
        for name in names:
            kind_name = self.name_kinds.get(name)
            if kind_name not in NAME_KINDS:
                raise ConfigError(
                    f"{owner}.name_kinds: type {name!r} needs one of {', '.join(NAME_KINDS)}, "
                    f"got {kind_name!r}"
                )
        for name in self.ranked_names:
            if name not in names:
                raise ConfigError(f"{owner}.ranked_names: {name!r} is not one of {names}")
        object.__setattr__(self, "name_kinds", dict(self.name_kinds))

    def type_counts(self) -> dict[str, int]:
        """Entities per type: the shares of ``entities``, each at least one."""
        return _split(self.entities, [share for _, share in self.types], [n for n, _ in self.types])

    def label_counts(self) -> dict[str, int]:
        """Relations per label: the shares of ``relations``."""
        return _split(
            self.relations,
            [kind.share for kind in self.schema],
            [kind.label for kind in self.schema],
            low=0,
        )


def _split(total: int, shares: list[float], names: list[str], *, low: int = 1) -> dict[str, int]:
    weights = np.asarray(shares, float) / sum(shares)
    counts = np.maximum(np.floor(weights * total).astype(np.int64), low)
    counts[int(np.argmax(weights))] += total - int(counts.sum())
    return {name: int(c) for name, c in zip(names, counts, strict=True)}


class _ZipfSampler:
    """Draws entity positions ``0..n-1`` with weight ``rank ** -skew`` over a seeded ranking."""

    def __init__(self, n: int, skew: float, rng: np.random.Generator) -> None:
        weights = np.arange(1, n + 1, dtype=np.float64) ** -skew
        self._cdf = np.cumsum(weights)
        self._cdf /= self._cdf[-1]
        self._ranking = rng.permutation(n).astype(np.int64)
        self._n = n

    def draw(self, rng: np.random.Generator, k: int) -> npt.NDArray[np.int64]:
        ranks = np.searchsorted(self._cdf, rng.random(k), side="right")
        np.minimum(ranks, self._n - 1, out=ranks)
        return self._ranking[ranks]


def _draw_label(
    kind: RelationKind,
    count: int,
    sizes: Mapping[str, int],
    rng: np.random.Generator,
    chunk: int,
) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
    """``count`` distinct (head, tail) positions within their types' blocks, sorted."""
    nh, nt = sizes[kind.head], sizes[kind.tail]
    same = kind.head == kind.tail
    space = nh * nt - (nh if same else 0)
    if count > space:
        raise InputError(
            f"{count} {kind.label!r} relations asked for, but {kind.head} x {kind.tail} "
            f"holds only {space} distinct pairs at this size"
        )
    heads = _ZipfSampler(nh, kind.head_skew, rng)
    tails = _ZipfSampler(nt, kind.tail_skew, rng)
    keys = np.empty(0, np.int64)
    want = count
    for _ in range(64):
        drawn = []
        for start in range(0, want, chunk):
            k = min(chunk, want - start)
            h, t = heads.draw(rng, k), tails.draw(rng, k)
            if same:
                keep = h != t
                h, t = h[keep], t[keep]
            drawn.append(h * nt + t)
        keys = _sorted_unique(np.concatenate([keys, *drawn]))
        missing = count - len(keys)
        if missing <= 0:
            break
        want = missing + missing // 4 + 64
    else:
        raise InputError(
            f"could not draw {count} distinct {kind.label!r} relations (got {len(keys)}); "
            "lower the relations or the skews"
        )
    if len(keys) > count:
        keys = np.delete(keys, rng.choice(len(keys), len(keys) - count, replace=False))
    return keys // nt, keys % nt


def synthetic_typed_graph(
    config: SyntheticGraphConfig, *, progress: Progress | None = None
) -> Graph:
    """The graph ``config`` describes (deterministic per ``config.seed``).

    ``progress(stage, done, total=...)`` is called as each label's relations are drawn
    (stage ``"generate"``, counting relations) and when the names are made.
    """
    report: Progress = progress or (lambda *_a, **_k: None)
    rng = np.random.default_rng(config.seed)
    type_names = tuple(name for name, _ in config.types)
    sizes = config.type_counts()
    offsets: dict[str, int] = {}
    start = 0
    for name in type_names:
        offsets[name] = start
        start += sizes[name]
    for name in type_names:
        name_kind = config.name_kinds[name]
        if sizes[name] > capacity(name_kind):
            raise InputError(
                f"{sizes[name]} {name} entities asked for; the {name_kind} names run out at "
                f"{capacity(name_kind)}"
            )

    label_counts = config.label_counts()
    total = sum(label_counts.values())
    heads = np.empty(total, np.int32)
    tails = np.empty(total, np.int32)
    labels = np.empty(total, np.int32)
    done = 0
    report("generate", 0, total=total)
    for label_id, kind in enumerate(config.schema):
        count = label_counts[kind.label]
        h, t = _draw_label(kind, count, sizes, rng, config.chunk)
        heads[done : done + count] = h + offsets[kind.head]
        tails[done : done + count] = t + offsets[kind.tail]
        labels[done : done + count] = label_id
        done += count
        report("generate", done, total=total)

    ids: list[str] = []
    names: list[str] = []
    for type_id, name in enumerate(type_names):
        n = sizes[name]
        ids.extend(f"{name}:{j}" for j in range(n))
        ranked = name in config.ranked_names
        made = distinct_names(
            config.name_kinds[name], n, seed=config.seed + 7919 * type_id, ordered=ranked
        )
        if ranked:
            lo = offsets[name]
            degree = _block_degree(heads, tails, lo, n)
            order = np.argsort(-degree, kind="stable")
            placed = [""] * n
            for rank, position in enumerate(order.tolist()):
                placed[position] = made[rank]
            made = placed
        names.extend(made)
    report("names", len(names), total=len(names))
    n = len(ids)
    type_of = np.repeat(np.arange(len(type_names), dtype=np.int32), [sizes[t] for t in type_names])
    return Graph(
        entity_ids=ids,
        names=names,
        descriptions=[None] * n,
        type_names=type_names,
        entity_type_indptr=np.arange(n + 1, dtype=np.int64),
        entity_type_indices=type_of,
        label_names=[kind.label for kind in config.schema],
        heads=heads,
        tails=tails,
        relation_labels=labels,
    )


def _sorted_unique(keys: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
    """The distinct values of ``keys``, ascending (sort-based: faster here than np.unique's
    hash table on tens of millions of keys)."""
    keys.sort()
    if len(keys) < 2:
        return keys
    keep = np.empty(len(keys), bool)
    keep[0] = True
    np.not_equal(keys[1:], keys[:-1], out=keep[1:])
    return keys[keep]


def _block_degree(
    heads: npt.NDArray[np.int32], tails: npt.NDArray[np.int32], lo: int, n: int
) -> npt.NDArray[np.int64]:
    """Degree (both directions) of the entities ``lo..lo+n-1``."""
    degree = np.zeros(n, np.int64)
    for ends in (heads, tails):
        inside = ends[(ends >= lo) & (ends < lo + n)] - lo
        degree += np.bincount(inside, minlength=n)
    return degree
