"""Benchmark of entity-type inference: agreement with a hand-made schema, and time vs size.

On a typed graph (MetaQA with its movie schema) the types are dropped and inferred again
from relation roles (:func:`~graphpaths.graph.roles.infer_types`); the inferred types are
compared with the schema (:func:`~graphpaths_bench.eval.type_agreement.type_agreement`), and the
inference is timed on the graph and on ``scales`` disjoint copies of it (to show the time
grows linearly with the relations).

Example:
    >>> from graphpaths.graph import GraphBuilder
    >>> b = GraphBuilder()
    >>> _ = b.add_entity("k", types=["movie"]); _ = b.add_entity("w", types=["person"])
    >>> _ = b.add_relation("k", "w", "directed_by")
    >>> result = run_types_benchmark(b.build(), scales=(1, 2), repeats=1)
    >>> result["agreement"]["purity"], [row["relations"] for row in result["timing"]]
    (1.0, [1, 2])
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

import numpy as np

from graphpaths.graph import DEFAULT_TYPE, Graph, TypeInference, TypeOrigin, infer_types
from graphpaths_bench.eval.type_agreement import type_agreement

__all__ = ["replicate", "run_types_benchmark"]


def replicate(graph: Graph, copies: int) -> Graph:
    """``copies`` disjoint copies of ``graph`` (ids suffixed ``#k``), untyped."""
    n = graph.num_entities
    ids = [f"{e}#{k}" if k else e for k in range(copies) for e in graph.entity_ids]
    offsets = np.repeat(np.arange(copies, dtype=np.int64) * n, graph.num_relations)
    total = n * copies
    return Graph(
        entity_ids=ids,
        names=ids,
        descriptions=[None] * total,
        type_names=[DEFAULT_TYPE],
        entity_type_indptr=np.arange(total + 1, dtype=np.int64),
        entity_type_indices=np.zeros(total, np.int32),
        label_names=graph.label_names,
        heads=np.tile(graph.heads.astype(np.int64), copies) + offsets,
        tails=np.tile(graph.tails.astype(np.int64), copies) + offsets,
        relation_labels=np.tile(graph.relation_labels, copies),
        type_origin=TypeOrigin(source="default"),
    )


def _best_seconds(graph: Graph, config: TypeInference, repeats: int) -> float:
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        infer_types(graph, config)
        best = min(best, time.perf_counter() - start)
    return best


def run_types_benchmark(
    graph: Graph,
    *,
    config: TypeInference | None = None,
    scales: Sequence[int] = (1, 4, 16),
    repeats: int = 3,
) -> dict[str, Any]:
    """Agreement of the types inferred on ``graph`` with its own types, and timings.

    ``timing`` holds, per scale, the entities, relations and the best of ``repeats``
    inference times on that many disjoint copies of ``graph``.
    """
    cfg = config if config is not None else TypeInference()
    start = time.perf_counter()
    inferred = infer_types(graph, cfg)
    seconds = time.perf_counter() - start
    agreement = type_agreement(inferred, graph)
    timing = []
    for copies in scales:
        big = replicate(graph, copies) if copies > 1 else graph
        timing.append(
            {
                "copies": copies,
                "entities": big.num_entities,
                "relations": big.num_relations,
                "seconds": round(_best_seconds(big, cfg, repeats), 4),
            }
        )
    return {
        "config": inferred.type_origin.parameters,
        "seconds": round(seconds, 4),
        "agreement": agreement,
        "roles": {name: list(r) for name, r in inferred.type_origin.roles.items()},
        "timing": timing,
    }
