"""`graphpaths bench reachability`: our lazy index against the paper's precomputed map.

The reference is what the DotRAG paper describes (§4.1): a bounded BFS from
every entity into a dict of sets, ``map[anchor][hop][type] -> set``, here with
networkx. Building it for every anchor of a large graph takes hours, so it is
measured on a random sample of anchors and extrapolated linearly to all of
them (per-anchor time and bytes times the number of entities). For graphs too
large to hold in networkx here (``reference_max_relations``), the reference
runs on a random graph of the same kind with the same entity:relation ratio
and fewer entities; the per-anchor figures carry over because a uniform
random graph's neighbourhoods depend on its average degree, not its size.

Ours is :class:`~graphpaths.reachability.ReachabilityMap`: queryable once
the adjacency is built; an anchor's layers are computed on first use (cold)
and cached (warm).
"""

from __future__ import annotations

import gc
import random
import time
import tracemalloc
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from graphpaths.errors import InputError
from graphpaths.reachability import ReachabilityMap
from graphpaths.validation import check_int
from graphpaths_bench.extras import require

__all__ = [
    "ArrayGraph",
    "array_graph",
    "run_reachability_benchmark",
    "synthetic_graph",
]

ProgressFn = Callable[[str], None]

#: What needs networkx (the eval extra), for the error when it is missing.
_REFERENCE = "the reachability benchmark's networkx reference"

#: Entity types of STaRK-MAG and their shares, for synthetic graphs at its scale.
MAG_TYPES: tuple[tuple[str, float], ...] = (
    ("paper", 0.38),
    ("author", 0.56),
    ("institution", 0.01),
    ("field_of_study", 0.05),
)


@dataclass(frozen=True, kw_only=True)
class ArrayGraph:
    """The minimum a reachability map needs: edges and entity types as arrays."""

    num_entities: int
    heads: npt.NDArray[np.int32]
    tails: npt.NDArray[np.int32]
    type_indptr: npt.NDArray[np.int64]
    type_indices: npt.NDArray[np.int32]
    type_names: tuple[str, ...]

    @property
    def num_relations(self) -> int:
        return len(self.heads)


def synthetic_graph(num_entities: int, num_relations: int, *, seed: int = 0) -> ArrayGraph:
    """A uniform random multigraph with MAG-like type shares (about 2% of entities get two types)."""
    check_int(None, "num_entities", num_entities, low=2, error=InputError)
    check_int(None, "num_relations", num_relations, error=InputError)
    rng = np.random.default_rng(seed)
    heads = rng.integers(0, num_entities, num_relations, dtype=np.int32)
    tails = rng.integers(0, num_entities, num_relations, dtype=np.int32)
    shares = np.array([share for _, share in MAG_TYPES])
    primary = rng.choice(len(MAG_TYPES), size=num_entities, p=shares / shares.sum()).astype(
        np.int32
    )
    second = rng.random(num_entities) < 0.02
    secondary = (primary + 1) % len(MAG_TYPES)
    counts = 1 + second.astype(np.int64)
    indptr = np.zeros(num_entities + 1, np.int64)
    np.cumsum(counts, out=indptr[1:])
    indices = np.empty(int(indptr[-1]), np.int32)
    indices[indptr[:-1]] = primary
    indices[indptr[:-1][second] + 1] = secondary[second]
    # Keep each entity's types sorted, as the graph model does.
    two = indptr[:-1][second]
    low = np.minimum(indices[two], indices[two + 1])
    high = np.maximum(indices[two], indices[two + 1])
    indices[two], indices[two + 1] = low, high
    return ArrayGraph(
        num_entities=num_entities,
        heads=heads,
        tails=tails,
        type_indptr=indptr,
        type_indices=indices,
        type_names=tuple(name for name, _ in MAG_TYPES),
    )


def _percentiles_ms(seconds: Sequence[float]) -> tuple[float, float]:
    values = np.asarray(seconds) * 1e3
    return float(np.percentile(values, 50)), float(np.percentile(values, 99))


def _sample_queries(
    index: ReachabilityMap, anchors: Sequence[int], rng: random.Random
) -> list[tuple[int, int, int]]:
    """One (anchor, hop, type) query per anchor and hop, the type drawn among those present."""
    queries = []
    for anchor in anchors:
        for hop in range(1, index.max_hops + 1):
            present = index.type_ids_at(anchor, hop)
            type_ = int(rng.choice(list(present))) if len(present) else 0
            queries.append((anchor, hop, type_))
    index.clear_cache()
    return queries


def _measure_ours(
    graph: ArrayGraph, anchors: Sequence[int], max_hops: int, seed: int
) -> dict[str, Any]:
    gc.collect()
    start = time.perf_counter()
    index = ReachabilityMap.from_arrays(
        num_entities=graph.num_entities,
        heads=graph.heads,
        tails=graph.tails,
        type_indptr=graph.type_indptr,
        type_indices=graph.type_indices,
        type_names=graph.type_names,
        max_hops=max_hops,
    )
    ready = time.perf_counter() - start
    structure_bytes = index.nbytes
    queries = _sample_queries(index, anchors, random.Random(seed))
    cold: list[float] = []
    cold_by_hop: dict[int, list[float]] = {h: [] for h in range(1, max_hops + 1)}
    for anchor, hop, type_ in queries:
        index.clear_cache()
        t0 = time.perf_counter()
        index.entities_at(anchor, hop, type_)
        elapsed = time.perf_counter() - t0
        cold.append(elapsed)
        cold_by_hop[hop].append(elapsed)
    warm = []
    for anchor, hop, type_ in queries:  # warm: the same lookup again, its anchor now cached
        index.entities_at(anchor, hop, type_)
        t0 = time.perf_counter()
        index.entities_at(anchor, hop, type_)
        warm.append(time.perf_counter() - t0)
    cold_p50, cold_p99 = _percentiles_ms(cold)
    warm_p50, warm_p99 = _percentiles_ms(warm)
    return {
        "ready_seconds": ready,
        "resident_bytes": index.nbytes,
        "structure_bytes": structure_bytes,
        "cache_max_bytes": index.cache_bytes,
        "lookup_cold_p50_ms": cold_p50,
        "lookup_cold_p99_ms": cold_p99,
        "lookup_warm_p50_ms": warm_p50,
        "lookup_warm_p99_ms": warm_p99,
        "lookup_cold_p99_ms_by_hop": {
            str(h): _percentiles_ms(times)[1] for h, times in cold_by_hop.items()
        },
        "lookups": len(queries),
    }


def _reference_map(
    nx_graph: Any, types: list[list[str]], anchor: int, max_hops: int
) -> dict[int, dict[str, set[int]]]:
    nx = require("networkx", "eval", feature=_REFERENCE)

    by_hop: dict[int, dict[str, set[int]]] = {h: {} for h in range(1, max_hops + 1)}
    for node, dist in nx.single_source_shortest_path_length(
        nx_graph, anchor, cutoff=max_hops
    ).items():
        if dist == 0:
            continue
        for type_name in types[node]:
            by_hop[dist].setdefault(type_name, set()).add(node)
    return by_hop


def _measure_reference(
    graph: ArrayGraph, anchors: Sequence[int], max_hops: int, seed: int, memory_sample: int
) -> dict[str, Any]:
    nx = require("networkx", "eval", feature=_REFERENCE)

    types = [
        [
            graph.type_names[t]
            for t in graph.type_indices[graph.type_indptr[i] : graph.type_indptr[i + 1]]
        ]
        for i in range(graph.num_entities)
    ]
    gc.collect()
    start = time.perf_counter()
    nx_graph = nx.Graph()
    nx_graph.add_nodes_from(range(graph.num_entities))
    nx_graph.add_edges_from(zip(graph.heads.tolist(), graph.tails.tolist(), strict=True))
    graph_seconds = time.perf_counter() - start

    maps: dict[int, dict[int, dict[str, set[int]]]] = {}
    per_anchor: list[float] = []
    for anchor in anchors:
        t0 = time.perf_counter()
        maps[anchor] = _reference_map(nx_graph, types, anchor, max_hops)
        per_anchor.append(time.perf_counter() - t0)

    # Bytes: tracemalloc slows allocation, so it runs apart from the timing.
    tracemalloc.start()
    base = tracemalloc.get_traced_memory()[0]
    sample = list(anchors[:memory_sample])
    kept = [_reference_map(nx_graph, types, a, max_hops) for a in sample]
    map_bytes = (tracemalloc.get_traced_memory()[0] - base) / max(1, len(sample))
    del kept
    base = tracemalloc.get_traced_memory()[0]
    probe = nx.Graph()
    probe.add_nodes_from(range(graph.num_entities))
    probe.add_edges_from(zip(graph.heads.tolist(), graph.tails.tolist(), strict=True))
    graph_bytes = tracemalloc.get_traced_memory()[0] - base
    tracemalloc.stop()
    del probe

    rng = random.Random(seed)
    queries = []
    for anchor in anchors:
        for hop in range(1, max_hops + 1):
            present = sorted(maps[anchor][hop])
            queries.append((anchor, hop, rng.choice(present) if present else graph.type_names[0]))
    lookups = []
    for anchor, hop, type_name in queries:
        t0 = time.perf_counter()
        maps[anchor][hop].get(type_name, set())
        lookups.append(time.perf_counter() - t0)
    p50, p99 = _percentiles_ms(lookups)
    bfs_p50, bfs_p99 = _percentiles_ms(per_anchor)
    n = graph.num_entities
    return {
        "ready_seconds": graph_seconds + float(np.mean(per_anchor)) * n,
        "resident_bytes": int(graph_bytes + map_bytes * n),
        "lookup_cold_p50_ms": p50,
        "lookup_cold_p99_ms": p99,
        "lookup_warm_p50_ms": p50,
        "lookup_warm_p99_ms": p99,
        "networkx_graph_seconds": graph_seconds,
        "networkx_graph_bytes": int(graph_bytes),
        "map_bytes_per_anchor": map_bytes,
        "bfs_per_anchor_p50_ms": bfs_p50,
        "bfs_per_anchor_p99_ms": bfs_p99,
        "anchors_measured": len(anchors),
        "extrapolated_to_anchors": n,
    }


def run_reachability_benchmark(
    graph: ArrayGraph,
    *,
    anchors: int = 200,
    reference_anchors: int = 50,
    memory_sample: int = 10,
    max_hops: int = 3,
    seed: int = 0,
    reference_max_relations: int = 3_000_000,
    progress: ProgressFn | None = None,
) -> dict[str, Any]:
    """Measure ours and the reference on the same graph (or a same-shape stand-in); JSON-ready."""
    say = progress or (lambda _message: None)
    rng = np.random.default_rng(seed)
    sample = rng.choice(
        graph.num_entities, min(anchors, graph.num_entities), replace=False
    ).tolist()
    say(f"ours: building and probing {len(sample)} anchors")
    result: dict[str, Any] = {
        "entities": graph.num_entities,
        "relations": graph.num_relations,
        "max_hops": max_hops,
        "seed": seed,
    }
    result["ours"] = _measure_ours(graph, sample, max_hops, seed)

    reference_graph = graph
    if graph.num_relations > reference_max_relations:
        scale = reference_max_relations / graph.num_relations
        reference_graph = synthetic_graph(
            max(2, int(graph.num_entities * scale)), reference_max_relations, seed=seed + 1
        )
        say(
            f"reference: graph too large for networkx here; measuring on a same-shape "
            f"random graph of {reference_graph.num_entities} entities"
        )
    ref_sample = rng.choice(
        reference_graph.num_entities,
        min(reference_anchors, reference_graph.num_entities),
        replace=False,
    ).tolist()
    say(f"reference: networkx BFS from {len(ref_sample)} anchors")
    reference = _measure_reference(reference_graph, ref_sample, max_hops, seed, memory_sample)
    if reference_graph is not graph:
        # Per-anchor figures carry over; extrapolate to the full graph's size.
        per_relation_graph_bytes = reference["networkx_graph_bytes"] / reference_graph.num_relations
        per_relation_graph_seconds = (
            reference["networkx_graph_seconds"] / reference_graph.num_relations
        )
        n = graph.num_entities
        bfs_mean_seconds = (
            reference["ready_seconds"] - reference["networkx_graph_seconds"]
        ) / reference_graph.num_entities
        reference["ready_seconds"] = (
            per_relation_graph_seconds * graph.num_relations + bfs_mean_seconds * n
        )
        reference["resident_bytes"] = int(
            per_relation_graph_bytes * graph.num_relations + reference["map_bytes_per_anchor"] * n
        )
        reference["extrapolated_to_anchors"] = n
        reference["measured_on"] = {
            "entities": reference_graph.num_entities,
            "relations": reference_graph.num_relations,
            "kind": "uniform random graph, same entity:relation ratio",
        }
    result["reference"] = reference
    ours = result["ours"]
    result["ratios"] = {
        "ready_speedup": reference["ready_seconds"] / max(ours["ready_seconds"], 1e-9),
        "resident_bytes_ratio": reference["resident_bytes"] / max(ours["resident_bytes"], 1),
    }
    return result


def array_graph(graph: Any) -> ArrayGraph:
    """The arrays of a :class:`~graphpaths.graph.Graph`, for the benchmark."""
    return ArrayGraph(
        num_entities=graph.num_entities,
        heads=graph.heads,
        tails=graph.tails,
        type_indptr=graph.entity_type_indptr,
        type_indices=graph.entity_type_indices,
        type_names=tuple(graph.type_names),
    )
