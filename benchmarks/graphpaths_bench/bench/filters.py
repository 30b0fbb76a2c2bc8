"""``graphpaths bench filters``: query latency with filters keeping 1%, 10% and 50% of a
graph or corpus, against the unfiltered query in the same run (issue 15).

The benchmark tags the data itself, with a seeded permutation, so any index serves:

- DotRAG, scope ``relations``: relation ``j`` gets ``rshard`` (0..999); the filter
  ``{"rshard": {"$lt": 1000 * fraction}}`` keeps that fraction of the relations (entities
  carry no ``rshard``, so all stay, as anchors and seeds);
- DotRAG, scope ``entities``: entity ``i`` gets ``shard``; ``{"shard": {"$lt": ...}}``
  keeps that fraction of the entities, and the relations between kept entities only (about
  the fraction squared of them: reported as ``relations_kept``);
- GraFine: document ``d`` gets ``shard`` in its metadata, and the same filter keeps that
  fraction of the documents (and the links between them).

Each filter's first query builds its view (``view_build_s``, reported apart); then every
question is timed with the filter (warm view) and without (the reference), in the same
run. ``ratio_p50`` / ``ratio_p95`` are filtered over unfiltered latency; ``answered``
counts the questions with at least one path or node.

Example:
    >>> FilterBenchConfig(fractions=(0.1,), queries=5).fractions
    (0.1,)
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, Any

import numpy as np

from graphpaths.dotrag.index.graph_index import load_index
from graphpaths.dotrag.retriever import DotRAG
from graphpaths.errors import ConfigError
from graphpaths.grafine.retriever import GraFine
from graphpaths.graph import Graph
from graphpaths.validation import check_int

if TYPE_CHECKING:
    from graphpaths.embeddings import Embedder

__all__ = ["FilterBenchConfig", "run_dotrag_filters", "run_grafine_filters", "shard_filter"]

Progress = Callable[..., None]
#: Shards a benchmark tag takes: a filter keeps ``1000 * fraction`` of them.
SHARDS = 1000


@dataclass(frozen=True, kw_only=True)
class FilterBenchConfig:
    """``fractions`` kept by the filters; ``queries`` timed per filter; ``warmup``
    untimed questions first; ``seed`` of the tags."""

    fractions: tuple[float, ...] = (0.01, 0.1, 0.5)
    queries: int = 200
    warmup: int = 5
    seed: int = 0

    def __post_init__(self) -> None:
        name = "FilterBenchConfig"
        if not self.fractions or not all(
            isinstance(f, float | int) and 0 < f <= 1 for f in self.fractions
        ):
            raise ConfigError(f"{name}.fractions: expected numbers in (0, 1], got {self.fractions}")
        check_int(name, "queries", self.queries)
        check_int(name, "warmup", self.warmup, low=0)
        check_int(name, "seed", self.seed, low=0)


def shard_filter(key: str, fraction: float) -> dict[str, Any]:
    """The filter keeping ``fraction`` of the items tagged by :func:`_shards` under ``key``.

    >>> shard_filter("shard", 0.1)
    {'shard': {'$lt': 100}}
    """
    return {key: {"$lt": round(SHARDS * fraction)}}


def _shards(n: int, seed: int) -> np.ndarray:
    """Shard ``0..SHARDS-1`` per item, in equal shares, by a seeded permutation."""
    return np.random.default_rng(seed).permutation(n) * SHARDS // max(n, 1)


def _latency(seconds: Sequence[float]) -> dict[str, float]:
    ms = np.asarray(seconds, dtype=np.float64) * 1000.0
    return {
        "p50_ms": round(float(np.percentile(ms, 50)), 2),
        "p95_ms": round(float(np.percentile(ms, 95)), 2),
    }


def _in_turn(
    plain: Callable[[str], bool], filtered: Callable[[str], bool], questions: Sequence[str]
) -> tuple[list[float], list[float], int, int]:
    """Each question asked unfiltered, then filtered, in turn (so drift and other load
    affect both alike): the seconds of each side, and how many found something."""
    reference: list[float] = []
    seconds: list[float] = []
    answered_plain = answered = 0
    for q in questions:
        begin = time.perf_counter()
        answered_plain += plain(q)
        middle = time.perf_counter()
        answered += filtered(q)
        reference.append(middle - begin)
        seconds.append(time.perf_counter() - middle)
    return reference, seconds, answered_plain, answered


def _row(
    filtered: Sequence[float], reference: Sequence[float], answered: int, **extra: Any
) -> dict[str, Any]:
    f, r = _latency(filtered), _latency(reference)
    return {
        **extra,
        "filtered": f,
        "unfiltered": r,
        "ratio_p50": round(f["p50_ms"] / r["p50_ms"], 3),
        "ratio_p95": round(f["p95_ms"] / r["p95_ms"], 3),
        "answered": answered,
    }


def run_dotrag_filters(
    index_path: str,
    questions: Sequence[str],
    *,
    config: FilterBenchConfig,
    embedder: Embedder | None = None,
    progress: Progress | None = None,
) -> dict[str, Any]:
    """DotRAG latency per (scope, fraction) filter, against unfiltered, on one index
    (``embedder``: the index's, made from its manifest, unless given)."""

    index = load_index(index_path)
    g = index.graph
    entity_shards = _shards(g.num_entities, config.seed)
    relation_shards = _shards(g.num_relations, config.seed + 1)
    tagged = Graph(
        entity_ids=g.entity_ids,
        names=g.names,
        descriptions=[g.entity(i).description for i in range(g.num_entities)],
        type_names=g.type_names,
        entity_type_indptr=g.entity_type_indptr,
        entity_type_indices=g.entity_type_indices,
        label_names=g.label_names,
        heads=g.heads,
        tails=g.tails,
        relation_labels=g.relation_labels,
        type_origin=g.type_origin,
        entity_attributes=[{"shard": int(s)} for s in entity_shards],
        relation_attributes=[{"rshard": int(s)} for s in relation_shards],
    )
    base = DotRAG.from_index(index, embedder=embedder)

    def fresh() -> DotRAG:
        # Every pass starts cold (query vectors, readings): none reuses another's work.
        return DotRAG(
            tagged,
            index.reachability,
            base.search.entity_vectors,
            base.search.relation_vectors,
            base.embedder,
            base.policy.for_graph(tagged),  # type: ignore[attr-defined]
        )

    asked = list(questions[: config.queries])
    warm = list(questions[config.queries : config.queries + config.warmup]) or asked[:1]

    def paired(spec: dict[str, Any]) -> tuple[list[float], list[float], int, int, Any, float]:
        """Each question timed on a fresh unfiltered retriever, then on a fresh filtered
        one, in turn, so drift and other load affect both alike."""
        plain, filtered = fresh(), fresh()
        start = time.perf_counter()
        view = filtered._engine_for_filter(spec)
        build = time.perf_counter() - start
        for q in warm:  # untimed: loads the model, builds the name tables
            plain.retrieve(q)
            filtered.retrieve(q, filter=spec)
        reference, seconds, answered_plain, answered = _in_turn(
            lambda q: bool(plain.retrieve(q).paths),
            lambda q: bool(filtered.retrieve(q, filter=spec).paths),
            asked,
        )
        return seconds, reference, answered, answered_plain, view, build

    rows: list[dict[str, Any]] = []
    for scope, key in (("relations", "rshard"), ("entities", "shard")):
        for fraction in config.fractions:
            spec = shard_filter(key, fraction)
            seconds, reference, answered, answered_plain, view, build = paired(spec)
            rows.append(
                _row(
                    seconds,
                    reference,
                    answered,
                    scope=scope,
                    fraction=fraction,
                    filter=spec,
                    answered_unfiltered=answered_plain,
                    entities_kept=view.graph.num_entities,
                    relations_kept=view.graph.num_relations,
                    view_build_s=round(build, 3),
                )
            )
            if progress is not None:
                progress("dotrag filters", len(rows), 2 * len(config.fractions))
    return {
        "index": str(index_path),
        "entities": g.num_entities,
        "relations": g.num_relations,
        "queries": len(asked),
        "config": asdict(config),
        "rows": rows,
    }


def run_grafine_filters(
    corpus_path: str,
    questions: Sequence[str],
    *,
    config: FilterBenchConfig,
    embedder: Embedder | None = None,
    progress: Progress | None = None,
) -> dict[str, Any]:
    """GraFine latency per fraction filter on the documents, against unfiltered."""

    loaded = GraFine.from_index(corpus_path, embedder=embedder)
    n = loaded.graph.num_nodes
    shards = _shards(n, config.seed)
    grafine = GraFine(
        graph=loaded.graph,
        vectors=loaded.vectors,
        features=loaded.features,
        embedder=loaded.embedder,
        doc_ids=loaded.doc_ids,
        texts=loaded.texts,
        metadatas=[{"shard": int(s)} for s in shards],
        config=loaded.config,
    )
    asked = list(questions[: config.queries])
    for q in questions[config.queries : config.queries + config.warmup] or asked[:1]:
        grafine.retrieve(q)
    rows: list[dict[str, Any]] = []
    for fraction in config.fractions:
        spec = shard_filter("shard", fraction)
        start = time.perf_counter()
        grafine.retrieve(asked[0], filter=spec)
        build = time.perf_counter() - start
        reference, seconds, answered_plain, answered = _in_turn(
            lambda q: bool(grafine.retrieve(q).nodes),
            lambda q: bool(grafine.retrieve(q, filter=spec).nodes),  # noqa: B023
            asked,
        )
        rows.append(
            _row(
                seconds,
                reference,
                answered,
                scope="documents",
                fraction=fraction,
                filter=spec,
                answered_unfiltered=answered_plain,
                documents_kept=int(np.sum(shards < round(SHARDS * fraction))),
                first_query_s=round(build, 3),
            )
        )
        if progress is not None:
            progress("grafine filters", len(rows), len(config.fractions))
    return {
        "corpus": str(corpus_path),
        "documents": n,
        "queries": len(asked),
        "config": asdict(config),
        "rows": rows,
    }
