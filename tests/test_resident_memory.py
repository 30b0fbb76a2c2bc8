"""What a retriever over a large index keeps resident: the pages of a mapped matrix a full
scan or the load's check read are given back, the composed relation vectors and the
reachability map share the graph's own columns and id table, and the label walker's keys
are built a block at a time into 32-bit arrays, identical to one sort of them all."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from small_graphs import hub_graph

from graphpaths import reachability as reachability_module
from graphpaths.dotrag.reading.label_walks import LabelWalker, sorted_keys
from graphpaths.errors import StoreError
from graphpaths.graph import Graph, GraphBuilder
from graphpaths.mapped_files import MappedFile
from graphpaths.reachability import ReachabilityMap
from graphpaths.vectors import InMemoryVectorStore
from graphpaths.vectors import memory as memory_module
from graphpaths.vectors.composed import ComposedRelationVectors

linux_only = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="reads /proc/self/smaps"
)


def resident_kib(path: Path) -> int:
    """KiB of ``path``'s mappings resident in this process (/proc/self/smaps)."""
    total, inside = 0, False
    with open("/proc/self/smaps", encoding="utf-8") as smaps:
        for line in smaps:
            fields = line.split()
            if fields and "-" in fields[0] and len(fields) >= 5:
                inside = len(fields) >= 6 and fields[-1] == str(path)
            elif inside and fields[0] == "Rss:":
                total += int(fields[1])
    return total


def saved_matrix(tmp_path: Path, rows: int = 8192, dimension: int = 128) -> tuple[Path, np.ndarray]:
    rng = np.random.default_rng(0)
    matrix = rng.standard_normal((rows, dimension)).astype(np.float32)  # 4 MiB
    path = tmp_path / "entities.npy"
    InMemoryVectorStore(matrix).save(path)
    return path, matrix


@linux_only
def test_a_full_scan_of_a_mapped_matrix_leaves_its_pages_unresident(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(MappedFile, "BLOCK_BYTES", 64 << 10)
    path, matrix = saved_matrix(tmp_path)
    store = InMemoryVectorStore.load(path)
    assert resident_kib(path) < 512  # the load's finite check read the file, not the map
    query = matrix[3]
    positions, scores = store.top_k(query, 5)
    assert resident_kib(path) < 512  # 4 MiB scanned, a block or two resident at most
    in_memory = InMemoryVectorStore(matrix)
    expected_positions, expected_scores = in_memory.top_k(query, 5)
    assert positions.tolist() == expected_positions.tolist()
    assert scores.tobytes() == expected_scores.tobytes()  # bit for bit
    assert store.scores(query).tobytes() == in_memory.scores(query).tobytes()
    # rows read by position stay readable, as before
    assert store.vectors(np.array([7, 2])).tobytes() == matrix[[7, 2]].tobytes()


def test_a_mapped_matrix_with_a_nan_row_names_the_row(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(memory_module, "_CHECK_BYTES", 4096)  # several blocks
    path, matrix = saved_matrix(tmp_path, rows=100, dimension=16)
    matrix[77, 5] = np.nan
    np.save(path, matrix)
    with pytest.raises(StoreError, match=r"entities\.npy: vectors: row 77 has a NaN"):
        InMemoryVectorStore.load(path)
    assert InMemoryVectorStore.load(path, check_finite=False).shape == (100, 16)


def line_graph() -> Graph:
    b = GraphBuilder()
    edges = [("a", "b", "x"), ("b", "c", "y"), ("c", "a", "x"), ("a", "a", "y"), ("a", "b", "x")]
    for head, tail, label in edges:
        b.add_relation(head, tail, label, create_entities=True)
    return b.build()


def test_composed_relation_vectors_keep_the_graphs_own_columns() -> None:
    g = line_graph()
    entities = InMemoryVectorStore(np.eye(g.num_entities, 4, dtype=np.float32))
    composed = ComposedRelationVectors(
        entities,
        np.ones((len(g.label_names), 4), np.float32),
        heads=g.heads,
        tails=g.tails,
        labels_of=g.relation_labels,
    )
    for mine, graphs in zip(
        (composed._heads, composed._tails, composed._labels_of),
        (g.heads, g.tails, g.relation_labels),
        strict=True,
    ):
        assert np.shares_memory(mine, graphs)  # not an int64 copy of 8 bytes a relation
    assert composed.top_k(np.ones(4, np.float32), 2)[0].shape == (2,)


def test_the_reachability_map_shares_the_graphs_id_table() -> None:
    g = line_graph()
    reach = ReachabilityMap.build(g)
    assert reach._id_index is not None
    assert not isinstance(reach._id_index, dict)
    assert reach.layer("b", 1).tolist() == reach.layer(g.index_of("b"), 1).tolist()


def one_sort(g: Graph) -> tuple[np.ndarray, np.ndarray]:
    """The keys as one sort of them all (what the walker built before)."""
    heads, tails = g.heads.astype(np.int64), g.tails.astype(np.int64)
    labels = g.relation_labels.astype(np.int64)
    width = 2 * max(1, len(g.label_names))
    keys = np.concatenate([heads * width + 2 * labels + 1, tails * width + 2 * labels])
    order = np.argsort(keys, kind="stable")
    return keys[order], np.concatenate([tails, heads])[order]


@pytest.mark.parametrize("block", [1, 3, 1 << 21])
def test_label_walker_keys_built_in_blocks_equal_one_sort(block: int) -> None:
    rng = np.random.default_rng(1)
    b = GraphBuilder()
    for _ in range(400):
        head, tail = rng.integers(0, 60, 2)
        b.add_relation(f"e{head}", f"e{tail}", f"l{rng.integers(0, 5)}", create_entities=True)
    g = b.build()
    keys, neighbours = sorted_keys(g, block=block)
    expected_keys, expected_neighbours = one_sort(g)
    assert keys.dtype == np.int32
    assert neighbours.dtype == np.int32
    assert keys.tolist() == expected_keys.tolist()
    assert neighbours.tolist() == expected_neighbours.tolist()


def test_label_walker_over_32_bit_keys_walks_as_before() -> None:
    g = line_graph()
    walker = LabelWalker(g)
    a = g.index_of("a")
    assert [g.entity_ids[i] for i in walker.ends(a, [("x", True)])] == ["b"]
    assert [g.entity_ids[i] for i in walker.ends(a, [("y", True)])] == ["a"]
    assert walker.relations(a, [("x", True), ("y", True)]) == [1, 1]
    assert [g.entity_ids[i] for i in walker.ends(a, [("x", False)])] == ["c"]


@linux_only
def test_an_anchors_walk_gives_the_adjacency_pages_back(tmp_path: Path) -> None:
    rng = np.random.default_rng(2)
    n, m = 20_000, 400_000  # adjacency: 800,000 neighbours, 3 MiB a file
    built = ReachabilityMap.from_arrays(
        num_entities=n,
        heads=rng.integers(0, n, m),
        tails=rng.integers(0, n, m),
        type_indptr=np.arange(n + 1),
        type_indices=np.zeros(n, np.int32),
        type_names=["t"],
    )
    built.save(tmp_path / "reach")
    loaded = ReachabilityMap.load(tmp_path / "reach")
    neighbours = tmp_path / "reach" / "adjacency_neighbors.npy"
    layer = loaded.layer(5, 3)  # reaches nearly every entity: reads the whole adjacency
    assert len(layer) > n // 2
    assert resident_kib(neighbours) < 256
    assert layer.tolist() == built.layer(5, 3).tolist()


@pytest.mark.parametrize("rows", [1, 7, 100])
def test_a_walk_read_a_slice_at_a_time_reaches_the_same_layers(
    rows: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    rng = np.random.default_rng(3)
    n, m = 3000, 9000
    arrays: dict[str, Any] = {
        "num_entities": n,
        "heads": rng.integers(0, n, m),
        "tails": rng.integers(0, n, m),
        "type_indptr": np.arange(n + 1),
        "type_indices": rng.integers(0, 3, n).astype(np.int32),
        "type_names": ["a", "b", "c"],
    }
    whole = ReachabilityMap.from_arrays(**arrays)
    expected = {(e, h): whole.layer(e, h).tolist() for e in (0, 17, 2999) for h in (1, 2, 3)}
    monkeypatch.setattr(reachability_module, "_EXPAND_ROWS", rows)
    sliced = ReachabilityMap.from_arrays(**arrays)
    for (e, h), layer in expected.items():
        assert sliced.layer(e, h).tolist() == layer
        assert sliced.entities_at(e, h, "b").tolist() == whole.entities_at(e, h, "b").tolist()


def test_the_walkers_frontiers_are_bounded_in_bytes() -> None:
    b = GraphBuilder()
    for i in range(200):  # a hub: one step reaches 200 entities (800 bytes)
        b.add_relation("hub", f"leaf{i}", "x", create_entities=True)
    for i in range(10):
        b.add_relation(f"other{i}", "hub", "y", create_entities=True)
    g = b.build()
    walker = LabelWalker(g, frontiers_kept=100, frontier_bytes=2000)
    hub = g.index_of("hub")
    assert len(walker.ends(hub, [("x", True)])) == 200
    for i in range(10):  # small frontiers: 20 bytes each, weighed 2000 // 100
        assert len(walker.ends(g.index_of(f"other{i}"), [("y", True)])) == 1
    assert walker._frontiers.total_weight <= 2000
    assert len(walker.ends(hub, [("x", True)])) == 200  # dropped, walked again


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_the_walker_over_the_adjacency_walks_as_over_its_keys(seed: int) -> None:
    rng = np.random.default_rng(seed)
    g = hub_graph(rng, relations=600, entities=80, labels=4, zipf=1.6)
    reach = ReachabilityMap.build(g)
    keyed = LabelWalker(g)
    adjacent = LabelWalker(g, adjacency=(reach.indptr, reach.neighbors, reach.relations))
    labels = [*g.label_names, "missing"]
    for _ in range(200):
        anchor = int(rng.integers(0, g.num_entities))
        steps = [
            (labels[int(rng.integers(0, len(labels)))], bool(rng.random() < 0.5))
            for _ in range(int(rng.integers(1, 4)))
        ]
        assert [f.tolist() for f in adjacent.walk(anchor, steps)] == [
            f.tolist() for f in keyed.walk(anchor, steps)
        ]
        assert adjacent.relations(anchor, steps) == keyed.relations(anchor, steps)
    assert adjacent._arrays is None  # no keys of its own
