"""Tests of the reachability map against networkx BFS and brute-force enumeration."""

from __future__ import annotations

import json
import random
import tempfile
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import networkx as nx
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from graphpaths.errors import (
    ConfigError,
    GraphPathsError,
    IndexFormatError,
    InputError,
    NodeNotFoundError,
    TypeNotFoundError,
)
from graphpaths.graph import Graph, GraphBuilder
from graphpaths.reachability import FrontierEdges, ReachabilityMap

SETTINGS = settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

# -- a random multi-typed graph and its brute-force reference -------------------------------


@dataclass(frozen=True)
class Case:
    """A graph as plain lists: relation j joins heads[j] and tails[j]; types[i] are type indices."""

    n: int
    heads: tuple[int, ...]
    tails: tuple[int, ...]
    types: tuple[tuple[int, ...], ...]
    type_names: tuple[str, ...]
    max_hops: int

    def index(self, **kwargs: object) -> ReachabilityMap:
        indptr = np.concatenate(([0], np.cumsum([len(t) for t in self.types])))
        indices = [t for own in self.types for t in own]
        return ReachabilityMap.from_arrays(
            num_entities=self.n,
            heads=list(self.heads),
            tails=list(self.tails),
            type_indptr=indptr,
            type_indices=np.asarray(indices, np.int32),
            type_names=self.type_names,
            max_hops=self.max_hops,
            **kwargs,  # type: ignore[arg-type]
        )


class Reference:
    """Shortest-hop layers from networkx on the undirected multigraph."""

    def __init__(self, case: Case) -> None:
        self.case = case
        graph = nx.MultiGraph()
        graph.add_nodes_from(range(case.n))
        graph.add_edges_from(zip(case.heads, case.tails, strict=True))
        self.dist = [
            nx.single_source_shortest_path_length(graph, a, cutoff=case.max_hops)
            for a in range(case.n)
        ]

    def layer(self, anchor: int, hop: int) -> list[int]:
        return sorted(v for v, d in self.dist[anchor].items() if d == hop)

    def block(self, anchor: int, hop: int, type_: int) -> list[int]:
        return [v for v in self.layer(anchor, hop) if type_ in self.case.types[v]]

    def type_ids(self, anchor: int, hop: int) -> list[int]:
        return sorted({t for v in self.layer(anchor, hop) for t in self.case.types[v]})

    def edges_into(
        self, anchor: int, hop: int, type_: int, frontier: Sequence[int]
    ) -> list[tuple[int, int, int]]:
        block, sources = set(self.block(anchor, hop, type_)), set(frontier)
        rows = []
        for j, (u, v) in enumerate(zip(self.case.heads, self.case.tails, strict=True)):
            if u in sources and v in block:
                rows.append((j, u, v))
            if v in sources and u in block:
                rows.append((j, v, u))
        return sorted(rows)


def rows_of(edges: FrontierEdges) -> list[tuple[int, int, int]]:
    assert edges.relations.dtype == edges.sources.dtype == edges.targets.dtype == np.int32
    return list(
        zip(edges.relations.tolist(), edges.sources.tolist(), edges.targets.tolist(), strict=True)
    )


@st.composite
def cases(draw: st.DrawFn, max_n: int = 14) -> Case:
    n = draw(st.integers(1, max_n))
    num_types = draw(st.integers(1, 4))
    types = tuple(
        tuple(
            draw(st.lists(st.integers(0, num_types - 1), max_size=min(3, num_types), unique=True))
        )
        for _ in range(n)
    )
    node = st.integers(0, n - 1)
    pairs = draw(st.lists(st.tuples(node, node), max_size=2 * n))
    if pairs:  # parallel edges, sometimes reversed
        extra = draw(st.lists(st.sampled_from(pairs), max_size=3))
        pairs += [p if draw(st.booleans()) else (p[1], p[0]) for p in extra]
    pairs += [(v, v) for v in draw(st.lists(node, max_size=2))]  # self-loops
    pairs = draw(st.permutations(pairs))
    return Case(
        n=n,
        heads=tuple(p[0] for p in pairs),
        tails=tuple(p[1] for p in pairs),
        types=types,
        type_names=tuple(f"t{k}" for k in range(num_types)),
        max_hops=draw(st.integers(1, 4)),
    )


def check_against_reference(
    index: ReachabilityMap, case: Case, ref: Reference, ids: Sequence[str] | None = None
) -> None:
    for a in range(case.n):
        anchor: int | str = ids[a] if ids is not None else a
        for h in range(1, case.max_hops + 1):
            layer = ref.layer(a, h)
            assert index.layer(anchor, h).tolist() == layer, (a, h)
            present = ref.type_ids(a, h)
            assert index.type_ids_at(anchor, h).tolist() == present
            assert index.types_at(anchor, h) == [case.type_names[t] for t in present]
            assert index.type_counts_at(anchor, h) == {
                case.type_names[t]: len(ref.block(a, h, t)) for t in present
            }
            for t, name in enumerate(case.type_names):
                block = ref.block(a, h, t)
                assert index.entities_at(anchor, h, t).tolist() == block, (a, h, t)
                assert index.entities_at(anchor, h, name).tolist() == block


# -- the core property: equal to networkx ---------------------------------------------------


@SETTINGS
@given(cases())
def test_from_arrays_matches_networkx(case: Case) -> None:
    ref = Reference(case)
    check_against_reference(case.index(), case, ref)


@SETTINGS
@given(cases(), st.sampled_from([None, "entity"]), st.data())
def test_build_from_graph_matches_networkx(
    case: Case, default_type: str | None, data: st.DataObject
) -> None:
    b = GraphBuilder(default_type=default_type)
    for i, own in enumerate(case.types):
        b.add_entity(f"e{i}", types=[case.type_names[t] for t in own])
    for h, t in zip(case.heads, case.tails, strict=True):
        b.add_relation(f"e{h}", f"e{t}", data.draw(st.sampled_from(["r", "s"])))
    graph = b.build()
    # The reference follows the graph: duplicates dropped, the default type added.
    graph_case = Case(
        n=graph.num_entities,
        heads=tuple(graph.heads.tolist()),
        tails=tuple(graph.tails.tolist()),
        types=tuple(tuple(graph.type_ids_of(i).tolist()) for i in range(graph.num_entities)),
        type_names=graph.type_names,
        max_hops=case.max_hops,
    )
    if default_type is not None:
        untyped = [i for i, own in enumerate(case.types) if not own]
        assert all(graph.types_of(i) == (default_type,) for i in untyped)
    index = ReachabilityMap.build(graph, max_hops=case.max_hops)
    check_against_reference(index, graph_case, Reference(graph_case), ids=list(graph.entity_ids))


@pytest.mark.slow
@SETTINGS
@given(cases(), st.data())
def test_edges_into_matches_brute_force(case: Case, data: st.DataObject) -> None:
    ref = Reference(case)
    index = case.index()
    frontiers = data.draw(
        st.lists(st.lists(st.integers(0, case.n - 1), max_size=case.n + 2), min_size=1, max_size=3)
    )
    for a in range(case.n):
        for h in range(1, case.max_hops + 1):
            previous = ref.layer(a, h - 1) if h > 1 else [a]
            for t in range(len(case.type_names)):
                for frontier in [previous, list(range(case.n)), *frontiers]:
                    got = index.edges_into(a, h, t, frontier)
                    expected = ref.edges_into(a, h, t, frontier)
                    assert rows_of(got) == expected, (a, h, t, frontier)
                    assert len(got) == len(expected)
                got = index.edges_into(a, h, case.type_names[t], np.asarray(previous, np.int64))
                assert rows_of(got) == ref.edges_into(a, h, t, previous)


def test_edges_into_small_example() -> None:
    # 0 -r0- 1 -r1- 2, 1 -r2- 3, 2 -r3- 3, a parallel 1 -r4- 2 (reversed) and a self-loop on 2.
    case = Case(
        n=4,
        heads=(0, 1, 1, 2, 2, 2),
        tails=(1, 2, 3, 3, 1, 2),
        types=((0,), (0,), (1,), (0, 1)),
        type_names=("a", "b"),
        max_hops=2,
    )
    index = case.index()
    assert index.layer(0, 2).tolist() == [2, 3]
    assert index.entities_at(0, 2, "b").tolist() == [2, 3]
    assert rows_of(index.edges_into(0, 2, "b", [1])) == [(1, 1, 2), (2, 1, 3), (4, 1, 2)]
    # Both frontier and block: the relation appears once each way; the self-loop twice.
    assert rows_of(index.edges_into(0, 2, "b", [3, 2, 2])) == [
        (3, 2, 3),
        (3, 3, 2),
        (5, 2, 2),
        (5, 2, 2),
    ]
    assert rows_of(index.edges_into(0, 2, "a", [1])) == [(2, 1, 3)]  # 3 is typed a and b
    assert rows_of(index.edges_into(0, 2, "b", [])) == []
    assert index.degree(2) == 5  # r1, r3, r4 and the self-loop (r5) counted from both ends


# -- lazy, precomputed and saved indexes agree ------------------------------------------------


def snapshot(
    index: ReachabilityMap, case: Case, order: Sequence[tuple[int, int]]
) -> dict[tuple[int, int], Any]:
    """Every answer of the index, queried in ``order``."""
    result: dict[tuple[int, int], Any] = {}
    for a, h in order:
        frontier = index.layer(a, h - 1) if h > 1 else [a]
        result[a, h] = (
            index.layer(a, h).tolist(),
            index.type_ids_at(a, h).tolist(),
            index.type_counts_at(a, h),
            [index.entities_at(a, h, t).tolist() for t in range(len(case.type_names))],
            [rows_of(index.edges_into(a, h, t, frontier)) for t in range(len(case.type_names))],
        )
        info = index.cache_info()
        assert info["bytes"] <= info["max_bytes"] == index.cache_bytes
    return result


@pytest.mark.slow
@settings(
    max_examples=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(cases(), st.data())
def test_lazy_precomputed_and_saved_agree(case: Case, data: st.DataObject) -> None:
    pairs = [(a, h) for a in range(case.n) for h in range(1, case.max_hops + 1)]
    expected = snapshot(case.index(), case, pairs)
    ref = Reference(case)
    assert all(expected[a, h][0] == ref.layer(a, h) for a, h in pairs)

    shuffled = data.draw(st.permutations(pairs))
    tiny = data.draw(st.integers(1, 400))
    variants: list[Callable[[], ReachabilityMap]] = [
        lambda: case.index(cache_bytes=0),
        lambda: case.index(cache_bytes=tiny),
    ]
    for make in variants:
        assert snapshot(make(), case, shuffled) == expected
        assert snapshot(make(), case, pairs) == expected

    # Partially filled (a shallow hop first, then deeper), cleared midway, then everything.
    partial = case.index()
    warm = data.draw(st.lists(st.sampled_from(pairs), max_size=6))
    snapshot(partial, case, warm)
    assert snapshot(partial, case, shuffled) == expected
    partial.clear_cache()
    assert partial.cache_info()["anchors"] == partial.cache_info()["bytes"] == 0
    assert snapshot(partial, case, pairs) == expected

    lazy = case.index()
    pre = case.index()
    ticks: list[int] = []
    pre.precompute(progress=ticks.append)
    assert pre.is_precomputed
    assert not lazy.is_precomputed
    assert ticks == list(range(1, case.n + 1))
    assert snapshot(pre, case, shuffled) == expected
    assert pre.cache_info()["anchors"] == 0

    with tempfile.TemporaryDirectory() as tmp:
        for source in (lazy, pre):
            path = Path(tmp) / ("pre" if source.is_precomputed else "lazy")
            source.save(path)
            for mmap in (True, False):
                loaded = ReachabilityMap.load(path, mmap=mmap, cache_bytes=tiny)
                assert loaded.is_precomputed == source.is_precomputed
                assert loaded.max_hops == case.max_hops
                assert loaded.type_names == case.type_names
                assert snapshot(loaded, case, shuffled) == expected
                del loaded


# -- cache behaviour ------------------------------------------------------------------------------


def ring(n: int = 20, max_hops: int = 3, **kwargs: object) -> ReachabilityMap:
    """A cycle: every anchor's layers have the same size, so cache sizes are predictable."""
    heads = np.arange(n)
    return ReachabilityMap.from_arrays(
        num_entities=n,
        heads=heads,
        tails=(heads + 1) % n,
        type_indptr=np.arange(n + 1),
        type_indices=heads % 2,
        type_names=["even", "odd"],
        max_hops=max_hops,
        **kwargs,  # type: ignore[arg-type]
    )


def test_cache_lru_eviction_and_hits() -> None:
    probe = ring()
    probe.layer(0, 3)
    per_anchor = probe.cache_info()["bytes"]
    assert per_anchor > 0

    index = ring(cache_bytes=2 * per_anchor)
    assert index.layer(0, 3).tolist() == [3, 17]
    index.layer(1, 3)
    info = index.cache_info()
    assert (info["anchors"], info["bytes"], info["hits"], info["misses"]) == (
        2,
        2 * per_anchor,
        0,
        2,
    )
    index.layer(0, 2)  # hit: 0 becomes most recent
    index.layer(2, 1)  # miss: computes hop 1 only, evicts 1 (least recent)
    index.layer(2, 3)  # miss: extends anchor 2 to 3 hops; 0 and 2 fill the cache
    info = index.cache_info()
    assert info["bytes"] <= 2 * per_anchor
    assert (info["anchors"], info["hits"], info["misses"]) == (2, 1, 4)
    index.layer(0, 1)  # still cached
    assert index.cache_info()["hits"] == 2
    index.layer(1, 1)  # was evicted
    assert index.cache_info()["misses"] == 5
    assert index.nbytes >= index.cache_info()["bytes"]


def test_cache_zero_bytes_keeps_nothing() -> None:
    index = ring(cache_bytes=0)
    for a in range(20):
        assert index.layer(a, 2).tolist() == sorted({(a + 2) % 20, (a - 2) % 20})
        assert index.entities_at(a, 1, "odd").tolist() == (
            sorted({(a + 1) % 20, (a - 1) % 20}) if a % 2 == 0 else []
        )
    info = index.cache_info()
    assert (info["anchors"], info["bytes"], info["hits"]) == (0, 0, 0)
    assert info["misses"] == 40


def test_cache_stays_bounded_under_many_anchors() -> None:
    rng = np.random.default_rng(7)
    n = 500
    index = ReachabilityMap.from_arrays(
        num_entities=n,
        heads=rng.integers(0, n, 1500),
        tails=rng.integers(0, n, 1500),
        type_indptr=np.arange(n + 1),
        type_indices=rng.integers(0, 3, n),
        type_names=["a", "b", "c"],
        cache_bytes=20_000,
    )
    for a in rng.integers(0, n, 300).tolist():
        index.entities_at(a, int(rng.integers(1, 4)), "a")
        assert index.cache_info()["bytes"] <= 20_000
    assert 0 < index.cache_info()["anchors"] < 300


# -- errors ---------------------------------------------------------------------------------------


def small_graph() -> Graph:
    b = GraphBuilder()
    for name, types in [("a", ["x"]), ("b", ["y"]), ("c", ["x", "y"]), ("d", [])]:
        b.add_entity(name, types=types)
    b.add_relation("a", "b", "r")
    b.add_relation("b", "c", "r")
    return b.build()


def test_lookup_errors() -> None:
    index = ReachabilityMap.build(small_graph(), max_hops=2)
    for bad_hop in (0, 3, -1):
        with pytest.raises(InputError, match=rf"hop: expected an integer in 1\.\.2, got {bad_hop}"):
            index.layer("a", bad_hop)
        with pytest.raises(InputError):
            index.entities_at("a", bad_hop, "x")
        with pytest.raises(InputError):
            index.types_at("a", bad_hop)
    with pytest.raises(InputError):
        index.layer("a", 1.0)  # type: ignore[arg-type]
    with pytest.raises(NodeNotFoundError, match="'zz' is not in the graph") as info:
        index.layer("zz", 1)
    assert isinstance(info.value, KeyError)
    for bad in (4, -1):
        with pytest.raises(NodeNotFoundError, match="out of range"):
            index.entities_at(bad, 1, "x")
    with pytest.raises(TypeNotFoundError, match="'zz' is not in the graph") as tinfo:
        index.entities_at("a", 1, "zz")
    assert isinstance(tinfo.value, KeyError)
    with pytest.raises(TypeNotFoundError, match="out of range"):
        index.entities_at("a", 1, 3)
    with pytest.raises(TypeNotFoundError):
        index.edges_into("a", 1, "zz", [0])
    with pytest.raises(NodeNotFoundError, match="frontier"):
        index.edges_into("a", 1, "y", [0, 4])
    with pytest.raises(NodeNotFoundError, match="frontier"):
        index.edges_into("a", 1, "y", [-1])
    assert index.types_at("a", 1) == ["y"]
    assert index.types_at("a", 2) == ["x", "y"]
    assert index.type_counts_at("a", 2) == {"x": 1, "y": 1}
    assert index.layer("d", 1).tolist() == []
    assert index.types_at("d", 2) == []


def test_construction_errors() -> None:
    graph = small_graph()
    with pytest.raises(ConfigError, match="max_hops"):
        ReachabilityMap.build(graph, max_hops=0)
    with pytest.raises(ConfigError, match="cache_bytes"):
        ReachabilityMap.build(graph, cache_bytes=-1)
    common = {"type_indptr": [0, 0, 0], "type_indices": [], "type_names": []}
    with pytest.raises(InputError, match="equal length"):
        ReachabilityMap.from_arrays(num_entities=2, heads=[0, 1], tails=[1], **common)  # type: ignore[arg-type]
    with pytest.raises(NodeNotFoundError, match=r"0\.\.1"):
        ReachabilityMap.from_arrays(num_entities=2, heads=[0], tails=[2], **common)  # type: ignore[arg-type]
    no_ids = ReachabilityMap.from_arrays(num_entities=2, heads=[0], tails=[1], **common)  # type: ignore[arg-type]
    with pytest.raises(NodeNotFoundError, match="without ids"):
        no_ids.layer("a", 1)
    assert no_ids.layer(0, 1).tolist() == [1]
    assert no_ids.types_at(0, 1) == []


def test_precompute_over_budget_stays_lazy() -> None:
    graph = small_graph()
    index = ReachabilityMap.build(graph, max_hops=2)
    assert index.layer("a", 2).tolist() == [2]
    with pytest.raises(ConfigError, match="max_bytes=10"):
        index.precompute(max_bytes=10)
    assert not index.is_precomputed
    assert index.cache_info()["anchors"] == 1  # the cache survived
    assert index.entities_at("a", 2, "y").tolist() == [2]
    assert index.layer("d", 1).tolist() == []
    assert index.cache_info()["anchors"] == 2  # and still caches
    index.precompute()
    assert index.is_precomputed
    assert index.cache_info()["anchors"] == 0
    assert index.entities_at("a", 2, "y").tolist() == [2]
    assert index.nbytes > 0


def test_save_and_load_errors(tmp_path: Path) -> None:
    graph = small_graph()
    index = ReachabilityMap.build(graph, max_hops=2)
    with pytest.raises(IndexFormatError, match=r"reachability\.json is missing"):
        ReachabilityMap.load(tmp_path)
    with pytest.raises(IndexFormatError):
        ReachabilityMap.load(tmp_path / "nowhere")

    target = tmp_path / "index"
    index.save(target)
    index.precompute()
    index.save(target)  # overwrites in place
    assert sorted(p.name for p in tmp_path.iterdir()) == ["index"]  # no temp dir left behind
    loaded = ReachabilityMap.load(target, entity_ids=graph.entity_ids)
    assert loaded.is_precomputed
    assert loaded.entities_at("a", 2, "x").tolist() == [2]
    with pytest.raises(NodeNotFoundError, match="without ids"):
        ReachabilityMap.load(target).layer("a", 1)
    with pytest.raises(IndexFormatError, match="3 ids were given"):
        ReachabilityMap.load(target, entity_ids=["a", "b", "c"])

    meta_path = target / "reachability.json"
    meta = json.loads(meta_path.read_text())
    meta_path.write_text(json.dumps({**meta, "num_entities": 9}))
    with pytest.raises(IndexFormatError, match="meta says 9"):
        ReachabilityMap.load(target)
    meta_path.write_text(json.dumps({**meta, "format_version": 2}))
    with pytest.raises(IndexFormatError, match="format_version 2"):
        ReachabilityMap.load(target)
    meta_path.write_text("{")
    with pytest.raises(IndexFormatError, match="invalid JSON"):
        ReachabilityMap.load(target)
    meta_path.write_text(json.dumps(meta))
    (target / "pre_blocks.npy").unlink()
    with pytest.raises(IndexFormatError, match=r"pre_blocks\.npy cannot be read"):
        ReachabilityMap.load(target)
    (target / "adjacency_neighbors.npy").write_bytes(b"garbage")
    with pytest.raises(IndexFormatError, match=r"adjacency_neighbors\.npy"):
        ReachabilityMap.load(target, mmap=False)
    assert issubclass(IndexFormatError, GraphPathsError)


def test_empty_arrays_survive_save_and_load(tmp_path: Path) -> None:
    b = GraphBuilder()
    b.add_entity("x")
    b.add_entity("y")
    index = ReachabilityMap.build(b.build(), max_hops=2)
    index.precompute()
    index.save(tmp_path / "i")
    for mmap in (True, False):
        loaded = ReachabilityMap.load(tmp_path / "i", mmap=mmap)
        assert loaded.layer(0, 1).tolist() == []
        assert loaded.types_at(1, 2) == []
        assert len(loaded.edges_into(0, 1, 0, [0, 1])) == 0


# -- returned arrays are read-only ---------------------------------------------------------------


def test_returned_arrays_are_read_only(tmp_path: Path) -> None:
    graph = small_graph()
    lazy = ReachabilityMap.build(graph, max_hops=2)
    pre = ReachabilityMap.build(graph, max_hops=2)
    pre.precompute()
    pre.save(tmp_path / "pre")
    lazy.save(tmp_path / "lazy")
    indexes = [
        lazy,
        pre,
        ReachabilityMap.load(tmp_path / "pre", mmap=True),
        ReachabilityMap.load(tmp_path / "pre", mmap=False),
        ReachabilityMap.load(tmp_path / "lazy", mmap=False),
    ]
    for index in indexes:
        for array in (index.layer(0, 1), index.layer(0, 2), index.entities_at(0, 2, "y")):
            assert len(array) == 1
            assert not array.flags.writeable
            with pytest.raises(ValueError, match="read-only"):
                array[0] = 3
        assert index.layer(0, 2).tolist() == [2]
        # Fresh arrays may be written without touching the index.
        index.type_ids_at(0, 2)[:] = 0
        assert index.type_ids_at(0, 2).tolist() == [0, 1]


# -- thread safety --------------------------------------------------------------------------------


def test_concurrent_lookups_match_sequential() -> None:
    rng = np.random.default_rng(3)
    n, m = 2000, 5000
    args = {
        "num_entities": n,
        "heads": rng.integers(0, n, m),
        "tails": rng.integers(0, n, m),
        "type_indptr": np.arange(n + 1),
        "type_indices": rng.integers(0, 3, n),
        "type_names": ["a", "b", "c"],
    }
    queries = [(a, h) for a in rng.choice(n, 150, replace=False).tolist() for h in (1, 2, 3)]
    sequential = ReachabilityMap.from_arrays(cache_bytes=0, **args)  # type: ignore[arg-type]

    def answer(index: ReachabilityMap, a: int, h: int) -> tuple[list[int], ...]:
        return (
            index.layer(a, h).tolist(),
            index.entities_at(a, h, "a").tolist(),
            index.entities_at(a, h, 2).tolist(),
            index.type_ids_at(a, h).tolist(),
        )

    expected = {q: answer(sequential, *q) for q in queries}
    shared = ReachabilityMap.from_arrays(cache_bytes=60_000, **args)  # type: ignore[arg-type]
    threads = 8
    barrier = threading.Barrier(threads)

    def worker(seed: int) -> dict[tuple[int, int], tuple[list[int], ...]]:
        order = list(queries)
        random.Random(seed).shuffle(order)  # hop 3 may come before hop 1: extensions race too
        barrier.wait()
        return {q: answer(shared, *q) for q in order}

    with ThreadPoolExecutor(threads) as pool:
        results = list(pool.map(worker, range(threads)))
    for result in results:
        assert result == expected
    info = shared.cache_info()
    assert info["bytes"] <= 60_000
    assert info["hits"] + info["misses"] >= threads * len(queries)


# -- the real MetaQA kb --------------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.data
def test_metaqa_spot_checks_against_networkx(metaqa_graph: Graph) -> None:
    graph = metaqa_graph
    index = ReachabilityMap.build(graph, max_hops=3)
    nxg = nx.Graph()
    nxg.add_nodes_from(range(graph.num_entities))
    nxg.add_edges_from(zip(graph.heads.tolist(), graph.tails.tolist(), strict=True))
    types = [set(graph.type_ids_of(i).tolist()) for i in range(graph.num_entities)]
    anchors = [*random.Random(0).sample(range(graph.num_entities), 5), graph.index_of("Kismet")]
    for a in anchors:
        dist = nx.single_source_shortest_path_length(nxg, a, cutoff=3)
        for h in (1, 2, 3):
            layer = sorted(v for v, d in dist.items() if d == h)
            assert index.layer(a, h).tolist() == layer
            present = sorted({t for v in layer for t in types[v]})
            assert index.types_at(graph.entity_ids[a], h) == [graph.type_names[t] for t in present]
            for t, name in enumerate(graph.type_names):
                assert index.entities_at(a, h, name).tolist() == [v for v in layer if t in types[v]]
            # edges_into from the previous layer, against a vectorised brute force.
            frontier = np.array([a]) if h == 1 else index.layer(a, h - 1)
            for t in present[:2]:
                block = np.zeros(graph.num_entities, bool)
                block[index.entities_at(a, h, t)] = True
                source = np.zeros(graph.num_entities, bool)
                source[frontier] = True
                heads, tails = graph.heads, graph.tails
                forward = np.flatnonzero(source[heads] & block[tails])
                backward = np.flatnonzero(source[tails] & block[heads])
                expected = sorted(
                    [(j, int(heads[j]), int(tails[j])) for j in forward.tolist()]
                    + [(j, int(tails[j]), int(heads[j])) for j in backward.tolist()]
                )
                assert rows_of(index.edges_into(a, h, t, frontier)) == expected
    kismet_people = index.entities_at("Kismet", 1, "person").tolist()
    assert graph.index_of("William Dieterle") in kismet_people
