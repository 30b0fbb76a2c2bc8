"""The index directory: atomic builds, resumption, validation on load."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import numpy as np
import pytest
from fakes import FakeEmbedder

from graphpaths.errors import ConfigError, IndexFormatError
from graphpaths.graph import Graph, GraphBuilder
from graphpaths.index import MANIFEST, build_index, load_index
from graphpaths.reachability import ReachabilityIndex


def small_graph(extra: int = 0) -> Graph:
    b = GraphBuilder()
    for name, type_ in [("a", "person"), ("b", "org"), ("c", "product"), ("d", "product")]:
        b.add_entity(name, types=[type_])
    b.add_relation("a", "b", "founded")
    b.add_relation("b", "c", "makes")
    b.add_relation("b", "d", "makes")
    for i in range(extra):
        b.add_relation("c", f"x{i}", "part_of", create_entities=True)
    return b.build()


def test_build_then_load_round_trip(tmp_path: Path) -> None:
    out = tmp_path / "idx"
    manifest = build_index(small_graph(), out, embedder=None, source="unit")
    index = load_index(out)
    assert index.graph.fingerprint == manifest.graph_fingerprint
    assert index.reachability.types_at("a", 2) == ["product"]
    assert index.reachability.entities_at("a", 2, "product").tolist() == [2, 3]
    assert index.entity_vectors is None
    info = index.describe()
    assert info["entities"] == 4
    assert info["relations"] == 3
    assert info["labels"] == {"founded": 1, "makes": 2}
    assert info["source"] == "unit"
    assert not (tmp_path / ".idx.building").exists()


def test_interrupted_build_never_loads_and_resumes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "idx"
    real_save = ReachabilityIndex.save

    def crash(self: ReachabilityIndex, directory: Path) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(ReachabilityIndex, "save", crash)
    with pytest.raises(KeyboardInterrupt):
        build_index(small_graph(), out, embedder=None)
    assert not out.exists()
    building = tmp_path / ".idx.building"
    assert building.is_dir()
    with pytest.raises(IndexFormatError, match=r"manifest\.json is missing"):
        load_index(building)
    with pytest.raises(IndexFormatError, match="no such index directory"):
        load_index(out)

    monkeypatch.setattr(ReachabilityIndex, "save", real_save)
    build_index(small_graph(), out, embedder=None)
    assert load_index(out).graph.num_entities == 4
    assert not building.exists()


def test_rebuild_replaces_an_existing_index(tmp_path: Path) -> None:
    out = tmp_path / "idx"
    build_index(small_graph(), out, embedder=None)
    build_index(small_graph(extra=3), out, embedder=None)
    index = load_index(out)
    assert index.graph.num_relations == 6
    assert sorted(p.name for p in tmp_path.iterdir()) == ["idx"]


def test_truncated_file_is_detected(tmp_path: Path) -> None:
    out = tmp_path / "idx"
    build_index(small_graph(), out, embedder=None)
    target = out / "reachability" / "adjacency_neighbors.npy"
    target.write_bytes(target.read_bytes()[:-4])
    with pytest.raises(
        IndexFormatError, match=r"adjacency_neighbors\.npy is missing or has changed size"
    ):
        load_index(out)


def test_corrupt_or_foreign_manifest(tmp_path: Path) -> None:
    out = tmp_path / "idx"
    build_index(small_graph(), out, embedder=None)
    manifest = out / MANIFEST
    payload = json.loads(manifest.read_text())
    manifest.write_text(json.dumps({**payload, "format_version": 99}))
    with pytest.raises(IndexFormatError, match="format_version 99"):
        load_index(out)
    manifest.write_text("{not json")
    with pytest.raises(IndexFormatError, match="corrupt manifest"):
        load_index(out)


def test_graph_swapped_under_the_manifest_is_detected(tmp_path: Path) -> None:
    out = tmp_path / "idx"
    build_index(small_graph(), out, embedder=None)
    other = tmp_path / "other"
    build_index(small_graph(extra=1), other, embedder=None)
    for name in ("graph.json", "graph.npz"):
        (out / "graph" / name).write_bytes((other / "graph" / name).read_bytes())
    manifest = json.loads((out / MANIFEST).read_text())
    for name in ("graph/graph.json", "graph/graph.npz"):
        manifest["files"][name] = (out / name).stat().st_size
    (out / MANIFEST).write_text(json.dumps(manifest))
    with pytest.raises(IndexFormatError, match="does not match the manifest"):
        load_index(out)


def test_embeddings_are_stored_and_aligned(tmp_path: Path) -> None:
    embedder = FakeEmbedder()
    graph = small_graph()
    out = tmp_path / "idx"
    build_index(graph, out, embedder=embedder)
    index = load_index(out)
    assert index.manifest.embedder == embedder.name
    assert index.entity_vectors is not None
    assert index.relation_vectors is not None
    for j in range(graph.num_relations):
        expected = embedder.vector(graph.relation_text(j))
        assert np.allclose(index.relation_vectors.vectors([j])[0], expected, atol=1e-6)
    for i in range(graph.num_entities):
        assert np.allclose(
            index.entity_vectors.vectors([i])[0], embedder.vector(graph.entity_text(i)), atol=1e-6
        )
    hits = index.store().search("entities", embedder.vector(graph.entity_text(2)), 1)
    assert hits[0][0] == "c"


def test_interrupted_embedding_resumes_without_redoing_work(tmp_path: Path) -> None:
    graph = small_graph(extra=40)
    out = tmp_path / "idx"
    crashing = FakeEmbedder(fail_after=2)
    with pytest.raises(RuntimeError, match="simulated crash"):
        build_index(graph, out, embedder=crashing, batch_size=8)
    assert not out.exists()
    done_before = len(crashing.embedded)
    assert 0 < done_before < graph.num_entities + graph.num_relations

    resumed = FakeEmbedder()
    build_index(graph, out, embedder=resumed, batch_size=8)
    total = graph.num_entities + graph.num_relations
    assert len(resumed.embedded) == total - done_before
    assert load_index(out).relation_vectors is not None


def test_rebuild_embeds_only_what_changed(tmp_path: Path) -> None:
    out = tmp_path / "idx"
    build_index(small_graph(extra=5), out, embedder=FakeEmbedder())
    again = FakeEmbedder()
    build_index(small_graph(extra=6), out, embedder=again)
    # One new relation and its new tail entity "x5".
    assert sorted(again.embedded) == sorted(["x5 (entity)", "c part of x5"])
    assert load_index(out).graph.num_relations == 9


def test_embedded_index_reads_npy_by_default_and_its_chroma_store_on_request(
    tmp_path: Path,
) -> None:
    from graphpaths.vectors import ChromaVectorIndex, InMemoryVectorIndex

    graph = small_graph(extra=3)
    out = tmp_path / "idx"
    manifest = build_index(graph, out, embedder=FakeEmbedder())
    assert manifest.vectors == "memory"
    assert sorted(p.name for p in (out / "embeddings").iterdir()) == [
        "entities.npy",
        "relations.npy",
    ]
    memory = load_index(out)
    assert memory.vectors == "memory"
    assert isinstance(memory.entity_vectors, InMemoryVectorIndex)
    assert memory.describe()["vectors"] == "memory"
    with load_index(out, vectors="chroma") as chroma:
        assert chroma.vectors == "chroma"
        for kind in ("entity_vectors", "relation_vectors"):
            got, want = getattr(chroma, kind), getattr(memory, kind)
            assert isinstance(got, ChromaVectorIndex)
            rows = np.arange(len(want))
            assert np.array_equal(got.vectors(rows), want.vectors(rows))  # bit for bit
            query = want.vectors([1])[0]
            assert np.array_equal(got.top_k(query, 3)[0], want.top_k(query, 3)[0])


def test_manifest_without_a_vectors_field_reads_the_npy_files(tmp_path: Path) -> None:
    out = tmp_path / "idx"
    build_index(small_graph(), out, embedder=FakeEmbedder())
    payload = json.loads((out / MANIFEST).read_text())
    del payload["vectors"]  # as written before the field existed
    (out / MANIFEST).write_text(json.dumps(payload))
    index = load_index(out)
    assert index.manifest.vectors == "memory"
    assert index.relation_vectors is not None
    assert len(index.relation_vectors) == 3


def test_bad_vector_backends_are_named(tmp_path: Path) -> None:
    out = tmp_path / "idx"
    build_index(small_graph(), out, embedder=FakeEmbedder())
    with pytest.raises(ConfigError, match="vectors: expected one of memory, chroma, got 'disk'"):
        load_index(out, vectors="disk")
    payload = json.loads((out / MANIFEST).read_text())
    payload["vectors"] = "tape"
    (out / MANIFEST).write_text(json.dumps(payload))
    with pytest.raises(IndexFormatError, match="vectors 'tape'"):
        load_index(out)
    payload["vectors"] = "memory"
    (out / MANIFEST).write_text(json.dumps(payload))
    shutil.rmtree(out / "chroma")
    with pytest.raises(IndexFormatError, match=r"no embedded Chroma store \(chroma/\)"):
        load_index(out, vectors="chroma")
