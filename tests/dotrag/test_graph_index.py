"""The index directory: atomic builds, resumption, validation on load."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import numpy as np
import pytest
from fakes import FakeEmbedder

from graphpaths.checksums import file_sha256
from graphpaths.dotrag.index.graph_index import MANIFEST, build_index, load_index
from graphpaths.errors import ConfigError, IndexFormatError
from graphpaths.graph import Graph, GraphBuilder
from graphpaths.reachability import ReachabilityMap


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
    real_save = ReachabilityMap.save

    def crash(self: ReachabilityMap, directory: Path) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(ReachabilityMap, "save", crash)
    with pytest.raises(KeyboardInterrupt):
        build_index(small_graph(), out, embedder=None)
    assert not out.exists()
    building = tmp_path / ".idx.building"
    assert building.is_dir()
    with pytest.raises(IndexFormatError, match=r"manifest\.json is missing"):
        load_index(building)
    with pytest.raises(IndexFormatError, match="no such index directory"):
        load_index(out)

    monkeypatch.setattr(ReachabilityMap, "save", real_save)
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
    size = target.stat().st_size
    target.write_bytes(target.read_bytes()[:-4])
    with pytest.raises(
        IndexFormatError,
        match=rf"adjacency_neighbors\.npy: {size - 4} bytes, the index manifest records {size}",
    ):
        load_index(out)
    target.unlink()
    with pytest.raises(IndexFormatError, match=r"adjacency_neighbors\.npy: missing"):
        load_index(out, verify="sizes")


def test_tampered_files_are_detected_by_their_checksums(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from graphpaths import checksums

    out = tmp_path / "idx"
    manifest = build_index(small_graph(extra=3), out, embedder=FakeEmbedder())
    assert set(manifest.sha256) == set(manifest.files)
    assert "embeddings/entities.npy" in manifest.sha256
    assert load_index(out, verify="full").graph.num_entities == 7

    def flip_last_byte(name: str) -> None:
        data = bytearray((out / name).read_bytes())
        data[-1] ^= 0xFF
        (out / name).write_bytes(bytes(data))

    flip_last_byte("graph/graph.npz")  # same size: only the checksum tells
    with pytest.raises(IndexFormatError, match=r"graph/graph\.npz: its sha256 \w+ is not"):
        load_index(out)
    flip_last_byte("graph/graph.npz")
    assert load_index(out).graph.num_entities == 7

    # A file above the quick limit is checked by size only, unless verify="full".
    flip_last_byte("embeddings/entities.npy")
    monkeypatch.setattr(checksums, "QUICK_HASH_BYTES", 64)
    assert load_index(out).graph.num_entities == 7
    with pytest.raises(IndexFormatError, match=r"embeddings/entities\.npy: its sha256"):
        load_index(out, verify="full")
    monkeypatch.setattr(checksums, "QUICK_HASH_BYTES", 2**20)
    with pytest.raises(IndexFormatError, match=r"embeddings/entities\.npy: its sha256"):
        load_index(out)
    with pytest.raises(ConfigError, match="verify: expected one of sizes, quick, full"):
        load_index(out, verify="some")


def test_manifest_without_checksums_is_verified_by_size(tmp_path: Path) -> None:
    out = tmp_path / "idx"
    build_index(small_graph(), out, embedder=FakeEmbedder())
    payload = json.loads((out / MANIFEST).read_text())
    del payload["sha256"]  # as written before the field existed
    (out / MANIFEST).write_text(json.dumps(payload))
    assert load_index(out, verify="full").manifest.sha256 == {}


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
    with pytest.raises(IndexFormatError, match=r"graph/graph\.\w+: (its sha256|\d+ bytes)"):
        load_index(out)
    # Even with sizes and checksums forged to match, the graph's fingerprint tells.
    manifest = json.loads((out / MANIFEST).read_text())
    for name in ("graph/graph.json", "graph/graph.npz"):
        manifest["files"][name] = (out / name).stat().st_size
        manifest["sha256"][name] = file_sha256(out / name)
    (out / MANIFEST).write_text(json.dumps(manifest))
    with pytest.raises(IndexFormatError, match="does not match the manifest"):
        load_index(out)


def test_embeddings_are_stored_and_aligned(tmp_path: Path) -> None:
    embedder = FakeEmbedder()
    graph = small_graph()
    out = tmp_path / "idx"
    build_index(graph, out, embedder=embedder, relation_vectors="embedded")
    index = load_index(out)
    assert index.manifest.embedder == embedder.name
    assert index.manifest.relation_vectors == "embedded"
    assert index.entity_vectors is not None
    assert index.relation_vectors is not None
    for j in range(graph.num_relations):
        expected = embedder.vector(graph.relation_text(j))
        assert np.allclose(index.relation_vectors.vectors([j])[0], expected, atol=1e-6)
    for i in range(graph.num_entities):
        assert np.allclose(
            index.entity_vectors.vectors([i])[0], embedder.vector(graph.entity_text(i)), atol=1e-6
        )


def test_relations_are_composed_by_default_from_entity_and_label_vectors(tmp_path: Path) -> None:
    from graphpaths.graph.model import label_words
    from graphpaths.vectors.composed import ComposedRelationVectors

    embedder = FakeEmbedder()
    graph = small_graph(extra=3)
    out = tmp_path / "idx"
    manifest = build_index(graph, out, embedder=embedder)
    assert manifest.relation_vectors == "composed"
    # Only the entities and the labels were embedded, never a relation sentence.
    label_texts = [label_words(n) for n in graph.label_names]
    assert sorted(embedder.embedded) == sorted(graph.entity_texts() + label_texts)
    assert sorted(p.name for p in (out / "embeddings").iterdir()) == [
        "entities.ids.npy",
        "entities.npy",
        "labels.ids.npy",
        "labels.npy",
    ]
    index = load_index(out)
    assert isinstance(index.relation_vectors, ComposedRelationVectors)
    assert index.describe()["relation_vectors"] == "composed"
    for j in range(graph.num_relations):
        total = (
            embedder.vector(graph.entity_text(int(graph.heads[j])))
            + embedder.vector(label_texts[int(graph.relation_labels[j])])
            + embedder.vector(graph.entity_text(int(graph.tails[j])))
        )
        expected = total / np.linalg.norm(total)
        assert np.allclose(index.relation_vectors.vectors([j])[0], expected, atol=1e-6)


def test_relations_with_descriptions_are_embedded_by_default(tmp_path: Path) -> None:
    from graphpaths.graph import GraphBuilder

    builder = GraphBuilder()
    builder.add_relation("a", "b", "knows", create_entities=True, description="a met b in 1999")
    embedder = FakeEmbedder()
    manifest = build_index(builder.build(), tmp_path / "idx", embedder=embedder)
    assert manifest.relation_vectors == "embedded"
    assert "a met b in 1999" in embedder.embedded


@pytest.mark.parametrize("relation_vectors", ["composed", "embedded"])
def test_interrupted_embedding_resumes_without_redoing_work(
    tmp_path: Path, relation_vectors: str
) -> None:
    graph = small_graph(extra=40)
    out = tmp_path / "idx"
    # Calls: labels, then entities in chunks of 8, then relations: the third call crashes.
    crashing = FakeEmbedder(fail_after=3)
    with pytest.raises(RuntimeError, match="simulated crash"):
        build_index(graph, out, embedder=crashing, batch_size=8, relation_vectors=relation_vectors)
    assert not out.exists()
    done_before = len(crashing.embedded)
    texts = graph.num_entities + len(graph.label_names)
    if relation_vectors == "embedded":
        texts += graph.num_relations
    assert 0 < done_before < texts

    resumed = FakeEmbedder()
    build_index(graph, out, embedder=resumed, batch_size=8, relation_vectors=relation_vectors)
    assert len(resumed.embedded) == texts - done_before
    assert not set(resumed.embedded) & set(crashing.embedded)
    assert load_index(out).relation_vectors is not None


@pytest.mark.parametrize("vectors", ["memory", "chroma"])
def test_rebuild_embeds_only_what_changed(tmp_path: Path, vectors: str) -> None:
    out = tmp_path / "idx"
    build_index(small_graph(extra=5), out, embedder=FakeEmbedder(), vectors=vectors)
    again = FakeEmbedder()
    manifest = build_index(small_graph(extra=6), out, embedder=again, vectors=vectors)
    # One new relation: only its new tail entity "x5" (the relation itself is composed).
    assert again.embedded == ["x5 (entity)"]
    assert manifest.embedded_texts == {"labels": 0, "entities": 1}
    index = load_index(out)
    assert index.graph.num_relations == 9
    assert index.relation_vectors is not None
    assert len(index.relation_vectors) == 9


def test_rebuild_with_embedded_relations_embeds_only_the_new_sentence(tmp_path: Path) -> None:
    out = tmp_path / "idx"
    build_index(small_graph(extra=5), out, embedder=FakeEmbedder(), relation_vectors="embedded")
    again = FakeEmbedder()
    build_index(small_graph(extra=6), out, embedder=again, relation_vectors="embedded")
    assert sorted(again.embedded) == sorted(["x5 (entity)", "c part of x5"])


def test_default_index_writes_only_npy_and_a_chroma_index_only_chroma(tmp_path: Path) -> None:
    from graphpaths.vectors import ChromaCollectionVectorStore, InMemoryVectorStore
    from graphpaths.vectors.chroma import ChromaReadConfig

    graph = small_graph(extra=3)
    memory_dir, chroma_dir = tmp_path / "memory", tmp_path / "chroma-idx"
    manifest = build_index(graph, memory_dir, embedder=FakeEmbedder())
    assert manifest.vectors == "memory"
    assert not (memory_dir / "chroma").exists()  # nothing written that retrieval does not read
    memory = load_index(memory_dir)
    assert memory.vectors == "memory"
    assert isinstance(memory.entity_vectors, InMemoryVectorStore)
    assert memory.describe()["vectors"] == "memory"
    with pytest.raises(IndexFormatError, match="no Chroma store"):
        load_index(memory_dir, vectors="chroma")
    with pytest.raises(IndexFormatError, match="no Chroma store to open"):
        memory.store()

    assert build_index(graph, chroma_dir, embedder=FakeEmbedder(), vectors="chroma").vectors == (
        "chroma"
    )
    assert not (chroma_dir / "embeddings" / "entities.npy").exists()
    with load_index(chroma_dir, chroma=ChromaReadConfig(cache_rows=2)) as chroma:
        assert chroma.vectors == "chroma"
        assert chroma.entity_vectors.cache_info()["capacity"] == 2  # type: ignore[union-attr]
        assert isinstance(chroma.entity_vectors, ChromaCollectionVectorStore)
        for kind in ("entity_vectors", "relation_vectors"):
            got, want = getattr(chroma, kind), getattr(memory, kind)
            rows = np.arange(len(want))
            # Chroma hands float32 rows back through float lists: equal to ~1 ulp.
            assert np.allclose(got.vectors(rows), want.vectors(rows), atol=1e-6)
            query = want.vectors([1])[0]
            assert np.array_equal(got.top_k(query, 3)[0], want.top_k(query, 3)[0])
        hits = chroma.store().search("entities", FakeEmbedder().vector(graph.entity_text(2)), 1)
        assert hits[0][0] == "c"
    fetched = load_index(chroma_dir, vectors="memory")
    assert isinstance(fetched.entity_vectors, InMemoryVectorStore)


def test_manifest_without_new_fields_reads_embedded_npy_files(tmp_path: Path) -> None:
    out = tmp_path / "idx"
    build_index(small_graph(), out, embedder=FakeEmbedder(), relation_vectors="embedded")
    payload = json.loads((out / MANIFEST).read_text())
    for name in ("vectors", "relation_vectors", "label_weight"):
        del payload[name]  # as written before the fields existed
    (out / MANIFEST).write_text(json.dumps(payload))
    index = load_index(out)
    assert index.manifest.vectors == "memory"
    assert index.manifest.relation_vectors == "embedded"
    assert index.relation_vectors is not None
    assert len(index.relation_vectors) == 3


def untyped_graph() -> Graph:
    b = GraphBuilder()
    for film, person in [("kismet", "wd"), ("jaws", "ss")]:
        b.add_relation(film, person, "directed_by", create_entities=True)
    return b.build()


def as_built_before_text_version_2(out: Path, graph: Graph) -> None:
    """Make the index at ``out`` look built before entity texts left inferred types out:
    no ``text_version`` in its manifest, entity ids made of the texts naming every type."""
    from graphpaths.vectors.ids import item_ids

    payload = json.loads((out / MANIFEST).read_text())
    assert payload.pop("text_version") == 2
    ids_file = "embeddings/entities.ids.npy"
    old_texts = [graph.entity_text(i, inferred_types=True) for i in range(graph.num_entities)]
    np.save(out / ids_file, np.array(item_ids("fake-v1", list(graph.entity_ids), old_texts)))
    payload["sha256"][ids_file] = file_sha256(out / ids_file)
    payload["files"][ids_file] = (out / ids_file).stat().st_size
    (out / MANIFEST).write_text(json.dumps(payload))


def test_an_old_index_of_inferred_types_is_refused_and_rebuilt(tmp_path: Path) -> None:
    from graphpaths.dotrag.index.graph_index import open_or_build
    from graphpaths.graph import assign_types

    out = tmp_path / "idx"
    build_index(untyped_graph(), out, embedder=FakeEmbedder())  # types inferred
    graph = load_index(out).graph
    assert graph.types_of("kismet") == ("directed_by source",)
    assert graph.entity_texts() == ["kismet", "wd", "jaws", "ss"]
    as_built_before_text_version_2(out, graph)
    with pytest.raises(IndexFormatError, match=r"inferred from relation roles.*rebuild it"):
        load_index(out)
    again = FakeEmbedder()
    index = open_or_build(untyped_graph(), out, embedder=again)
    assert sorted(again.embedded) == ["jaws", "kismet", "ss", "wd"]  # label vectors reused
    assert index.manifest.text_version == 2
    assert np.allclose(index.entity_vectors.vectors([0])[0], again.vector("kismet"))  # type: ignore[union-attr]
    assert assign_types(untyped_graph()).fingerprint == index.graph.fingerprint


def test_an_old_index_of_given_types_loads_and_an_update_records_the_text_version(
    tmp_path: Path,
) -> None:
    out = tmp_path / "idx"
    build_index(small_graph(), out, embedder=FakeEmbedder())
    as_built_before_text_version_2(out, small_graph())  # given types: the same texts
    index = load_index(out)
    assert index.manifest.text_version == 1
    index.add(triples=[("a", "founded", "d")], embedder=FakeEmbedder())
    assert index.manifest.text_version == 2


def test_bad_vector_options_are_named(tmp_path: Path) -> None:
    out = tmp_path / "idx"
    build_index(small_graph(), out, embedder=FakeEmbedder())
    with pytest.raises(ConfigError, match="vectors: expected one of memory, chroma, got 'disk'"):
        load_index(out, vectors="disk")
    with pytest.raises(ConfigError, match="vectors: expected one of memory, chroma, got 'disk'"):
        build_index(small_graph(), tmp_path / "x", embedder=FakeEmbedder(), vectors="disk")
    with pytest.raises(ConfigError, match="relation_vectors: expected one of composed, embedded"):
        build_index(small_graph(), tmp_path / "x", embedder=None, relation_vectors="summed")
    with pytest.raises(ConfigError, match="chroma_host 'h' would be unused"):
        build_index(small_graph(), tmp_path / "x", embedder=None, vectors="memory", chroma_host="h")
    payload = json.loads((out / MANIFEST).read_text())
    payload["vectors"] = "tape"
    (out / MANIFEST).write_text(json.dumps(payload))
    with pytest.raises(IndexFormatError, match="vectors 'tape'"):
        load_index(out)
    payload["vectors"], payload["relation_vectors"] = "memory", "glued"
    (out / MANIFEST).write_text(json.dumps(payload))
    with pytest.raises(IndexFormatError, match="relation_vectors 'glued'"):
        load_index(out)


def test_a_chroma_index_without_its_store_is_named(tmp_path: Path) -> None:
    out = tmp_path / "idx"
    build_index(small_graph(), out, embedder=FakeEmbedder(), vectors="chroma")
    shutil.rmtree(out / "chroma")
    with pytest.raises(IndexFormatError, match=r"no embedded Chroma store \(chroma/\)"):
        load_index(out)


def test_chroma_read_config_is_checked() -> None:
    from graphpaths.vectors.chroma import ChromaReadConfig

    with pytest.raises(ConfigError, match=r"ChromaReadConfig.cache_rows: .* got -1"):
        ChromaReadConfig(cache_rows=-1)
    with pytest.raises(ConfigError, match=r"ChromaReadConfig.oversample: .* got 0"):
        ChromaReadConfig(oversample=0)
    with pytest.raises(ConfigError, match=r"ChromaReadConfig.port: .* got 70000"):
        ChromaReadConfig(host="h", port=70000)
    with pytest.raises(ConfigError, match=r"ChromaReadConfig.host"):
        ChromaReadConfig(host=" ")
