"""ChromaStore: incremental syncing into Chroma collections, search, errors, item ids."""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest
from fakes import FakeEmbedder

from graphpaths.embeddings import Embedder, FloatArray, ProgressCallback
from graphpaths.errors import ConfigError, EmbeddingError, StoreError
from graphpaths.vectors import ChromaConfig, ChromaStore, InMemoryVectorStore, item_id

os.environ.setdefault("HF_HUB_OFFLINE", "1")


ENTITIES = {
    "kismet": ("Kismet (movie)", ["movie"]),
    "dieterle": ("William Dieterle (person)", ["person"]),
    "casablanca": ("Casablanca (movie)", ["movie"]),
    "bogart": ("Humphrey Bogart (person)", ["person"]),
    "1944": ("1944 (year)", ["year"]),
    "curtiz": ("Michael Curtiz (person, writer)", ["person", "writer"]),
}


@pytest.fixture
def store(tmp_path: Path) -> ChromaStore:
    return ChromaStore(tmp_path / "chroma", prefix="test")


def sync_entities(
    store: ChromaStore, embedder: Embedder, items: dict[str, tuple[str, list[str]]], **kw: object
) -> InMemoryVectorStore:
    keys = list(items)
    return store.sync(
        "entities",
        keys,
        [items[k][0] for k in keys],
        embedder=embedder,
        metadatas=[{"types": items[k][1]} for k in keys],
        **kw,  # type: ignore[arg-type]
    )


def expected(embedder: FakeEmbedder, texts: Sequence[str]) -> FloatArray:
    return np.stack([embedder.vector(t) for t in texts])


# -- ChromaStore: syncing -------------------------------------------------------------------


def test_sync_then_resync_embeds_nothing(store: ChromaStore) -> None:
    embedder = FakeEmbedder()
    first = sync_entities(store, embedder, ENTITIES)
    texts = [t for t, _ in ENTITIES.values()]
    assert sorted(embedder.embedded) == sorted(texts)
    np.testing.assert_allclose(first.matrix, expected(embedder, texts), atol=1e-6)
    assert store.count("entities") == len(ENTITIES)

    again = FakeEmbedder()
    second = sync_entities(store, again, ENTITIES)
    assert again.embedded == []
    np.testing.assert_allclose(second.matrix, first.matrix, atol=1e-6)
    assert store.last_sync is not None
    assert (store.last_sync.reused, store.last_sync.embedded, store.last_sync.deleted) == (6, 0, 0)

    # A new store object on the same directory sees the same data.
    reopened = ChromaStore(store.config.path, prefix="test")
    third = FakeEmbedder()
    sync_entities(reopened, third, ENTITIES)
    assert third.embedded == []


def test_sync_returns_exactly_what_a_reader_of_the_collection_gets(store: ChromaStore) -> None:
    # Chroma may change the last bit of a stored float32; sync reads its writes back, so
    # the .npy matrix an index saves and the Chroma collection hold the same values.
    embedder = FakeEmbedder(dimension=384)
    keys = [f"r{i}" for i in range(300)]
    texts = [f"relation text {i}" for i in range(300)]
    matrix = store.sync("relations", keys, texts, embedder=embedder, batch_size=128)
    reader = store.vector_store("relations", keys, texts, embedder_name=embedder.name)
    assert np.array_equal(reader.vectors(np.arange(300)), matrix.matrix)
    np.testing.assert_allclose(matrix.matrix, expected(embedder, texts), atol=1e-6)
    again = store.sync("relations", keys, texts, embedder=FakeEmbedder(dimension=384))
    assert np.array_equal(again.matrix, matrix.matrix)


def test_sync_without_keeping_vectors_holds_none_and_stores_the_same(store: ChromaStore) -> None:
    embedder = FakeEmbedder(dimension=32)
    keys = [f"r{i}" for i in range(300)]
    texts = [f"relation text {i}" for i in range(300)]
    kept = store.sync("relations", keys[:100], texts[:100], embedder=embedder)
    assert store.sync("relations", keys, texts, embedder=embedder, keep_vectors=False) is None
    assert len(embedder.embedded) == 300  # the first 100 reused, not embedded again
    reader = store.vector_store("relations", keys, texts, embedder_name=embedder.name)
    np.testing.assert_allclose(reader.vectors(np.arange(100)), kept.matrix, atol=1e-6)
    np.testing.assert_allclose(reader.vectors(np.arange(300)), expected(embedder, texts), atol=1e-6)
    assert store.last_sync is not None
    assert (store.last_sync.reused, store.last_sync.embedded) == (100, 200)


def test_changing_one_text_reembeds_only_it(store: ChromaStore) -> None:
    sync_entities(store, FakeEmbedder(), ENTITIES)
    changed = dict(ENTITIES)
    changed["kismet"] = ("Kismet (movie): a 1944 film", ["movie"])
    embedder = FakeEmbedder()
    matrix = sync_entities(store, embedder, changed)
    assert embedder.embedded == ["Kismet (movie): a 1944 film"]
    np.testing.assert_allclose(
        matrix.matrix[0], embedder.vector("Kismet (movie): a 1944 film"), atol=1e-6
    )
    assert store.count("entities") == len(ENTITIES)  # the old version was deleted
    assert store.last_sync is not None
    assert store.last_sync.deleted == 1


def test_interrupted_sync_resumes_with_the_remainder(store: ChromaStore) -> None:
    keys = [f"e{i}" for i in range(10)]
    texts = [f"entity number {i}" for i in range(10)]
    crashing = FakeEmbedder(fail_after=2)
    with pytest.raises(RuntimeError, match="simulated crash"):
        store.sync("entities", keys, texts, embedder=crashing, batch_size=4)
    assert store.count("entities") == 8  # the two finished batches were kept

    resumed = FakeEmbedder()
    seen: list[int] = []
    matrix = store.sync(
        "entities", keys, texts, embedder=resumed, batch_size=4, progress=seen.append
    )
    assert resumed.embedded == texts[8:]
    assert seen == [8, 10]
    np.testing.assert_allclose(matrix.matrix, expected(resumed, texts), atol=1e-6)


def test_stale_items_are_deleted(store: ChromaStore) -> None:
    embedder = FakeEmbedder()
    sync_entities(store, embedder, ENTITIES)
    kept = {k: ENTITIES[k] for k in ("kismet", "bogart", "1944")}
    again = FakeEmbedder()
    matrix = sync_entities(store, again, kept)
    assert again.embedded == []
    assert matrix.shape == (3, 16)
    assert store.count("entities") == 3
    keys = {key for key, _ in store.search("entities", embedder.vector("Casablanca (movie)"), 10)}
    assert keys == set(kept)


def test_new_embedder_replaces_everything_even_with_another_dimension(store: ChromaStore) -> None:
    sync_entities(store, FakeEmbedder(), ENTITIES)
    other = FakeEmbedder(name="fake-v2", dimension=8)
    matrix = sync_entities(store, other, ENTITIES)
    assert len(other.embedded) == len(ENTITIES)
    assert matrix.shape == (6, 8)
    assert store.count("entities") == len(ENTITIES)
    hits = store.search("entities", other.vector("Kismet (movie)"), 1)
    assert hits[0][0] == "kismet"
    assert hits[0][1] == pytest.approx(1.0, abs=1e-5)


def test_sync_respects_the_chroma_batch_limit(store: ChromaStore) -> None:
    store._max_batch = 3  # as a small server would report
    keys = [f"n{i}" for i in range(11)]
    texts = [f"node {i}" for i in range(11)]
    embedder = FakeEmbedder()
    store.sync("nodes", keys, texts, embedder=embedder, batch_size=100)
    assert embedder.batches == 4
    assert store.count("nodes") == 11
    again = FakeEmbedder()
    matrix = store.sync("nodes", keys[2:], texts[2:], embedder=again)
    assert again.embedded == []
    assert store.count("nodes") == 9
    np.testing.assert_allclose(matrix.matrix, expected(again, texts[2:]), atol=1e-6)


def test_empty_sync_and_kinds_are_separate(store: ChromaStore) -> None:
    embedder = FakeEmbedder()
    sync_entities(store, embedder, ENTITIES)
    matrix = store.sync("relations", [], [], embedder=embedder)
    assert matrix.shape == (0, 16)
    assert store.count("relations") == 0
    assert store.count("entities") == 6
    assert store.count("nodes") == 0
    store.drop("entities")
    assert store.count("entities") == 0


def test_metadata_change_updates_without_reembedding(store: ChromaStore) -> None:
    embedder = FakeEmbedder()
    sync_entities(store, embedder, ENTITIES)
    retyped = dict(ENTITIES)
    retyped["bogart"] = ("Humphrey Bogart (person)", ["actor"])
    again = FakeEmbedder()
    sync_entities(store, again, retyped)
    assert again.embedded == []
    assert store.last_sync is not None
    assert store.last_sync.metadata_updated == 1
    q = embedder.vector("Humphrey Bogart (person)")
    assert [k for k, _ in store.search("entities", q, 10, types=["actor"])] == ["bogart"]
    assert "bogart" not in [k for k, _ in store.search("entities", q, 10, types="person")]


# -- ChromaStore: searching -----------------------------------------------------------------


def test_search_returns_keys_and_cosines(store: ChromaStore) -> None:
    embedder = FakeEmbedder()
    matrix = sync_entities(store, embedder, ENTITIES)
    q = embedder.vector("Casablanca (movie)")
    hits = store.search("entities", q, 3)
    assert hits[0][0] == "casablanca"
    assert hits[0][1] == pytest.approx(1.0, abs=1e-5)
    exact_idx, exact_scores = matrix.top_k(q, 3)
    keys = list(ENTITIES)
    assert [k for k, _ in hits] == [keys[i] for i in exact_idx]
    assert [s for _, s in hits] == pytest.approx(exact_scores.tolist(), abs=1e-5)
    assert store.search("entities", q, 0) == []
    assert len(store.search("entities", q, 100)) == len(ENTITIES)


def test_search_type_filter_matches_any_given_type(store: ChromaStore) -> None:
    embedder = FakeEmbedder()
    sync_entities(store, embedder, ENTITIES)
    q = embedder.vector("Kismet (movie)")
    movies = {k for k, _ in store.search("entities", q, 10, types=["movie"])}
    assert movies == {"kismet", "casablanca"}
    people_or_years = {k for k, _ in store.search("entities", q, 10, types=["person", "year"])}
    assert people_or_years == {"dieterle", "bogart", "curtiz", "1944"}
    writers = {k for k, _ in store.search("entities", q, 10, types="writer")}
    assert writers == {"curtiz"}
    combined = store.search("entities", q, 10, types=["person"], where={"key": {"$ne": "bogart"}})
    assert {k for k, _ in combined} == {"dieterle", "curtiz"}
    assert store.search("entities", q, 10, types=[]) == []
    assert store.search("entities", q, 10, types=["nothing"]) == []


def test_search_before_sync_is_a_store_error(store: ChromaStore) -> None:
    with pytest.raises(StoreError, match=r"test_relations.*sync relations first"):
        store.search("relations", np.ones(16, dtype=np.float32), 3)


# -- ChromaStore: errors --------------------------------------------------------------------


def test_bad_arguments_are_config_errors(store: ChromaStore) -> None:
    embedder = FakeEmbedder()
    with pytest.raises(ConfigError, match="kind"):
        store.sync("things", ["a"], ["a"], embedder=embedder)
    with pytest.raises(ConfigError, match="texts: expected 2"):
        store.sync("entities", ["a", "b"], ["a"], embedder=embedder)
    with pytest.raises(ConfigError, match="duplicate key 'a'"):
        store.sync("entities", ["a", "a"], ["x", "y"], embedder=embedder)
    with pytest.raises(ConfigError, match=r"metadatas\[0\]\['key'\]"):
        store.sync("entities", ["a"], ["x"], embedder=embedder, metadatas=[{"key": "b"}])
    with pytest.raises(ConfigError, match=r"metadatas\[0\]\['when'\]"):
        store.sync("entities", ["a"], ["x"], embedder=embedder, metadatas=[{"when": object()}])
    with pytest.raises(ConfigError, match="batch_size"):
        store.sync("entities", ["a"], ["x"], embedder=embedder, batch_size=0)
    with pytest.raises(ConfigError, match="prefix"):
        ChromaConfig(path="x", prefix="-bad prefix")
    with pytest.raises(ConfigError, match="port"):
        ChromaConfig(host="localhost", port=0)
    with pytest.raises(ConfigError, match="path"):
        ChromaConfig()
    assert embedder.embedded == []


def test_embedder_returning_wrong_shape_is_an_embedding_error(store: ChromaStore) -> None:
    class Broken(FakeEmbedder):
        def embed_documents(
            self, texts: Sequence[str], *, progress: ProgressCallback | None = None
        ) -> FloatArray:
            return np.ones((len(texts), 3), dtype=np.float32)

    with pytest.raises(EmbeddingError, match=r"returned shape \(2, 3\)"):
        store.sync("entities", ["a", "b"], ["x", "y"], embedder=Broken())


def test_unopenable_path_names_the_path(tmp_path: Path) -> None:
    not_a_dir = tmp_path / "file.txt"
    not_a_dir.write_text("x")
    with pytest.raises(StoreError, match=r"file.txt"):
        ChromaStore(not_a_dir)


def test_unreachable_server_names_host_and_port() -> None:
    with pytest.raises(StoreError, match=r"127.0.0.1:9"):
        ChromaStore(host="127.0.0.1", port=9)


def test_item_ids_are_content_derived() -> None:
    assert item_id("m", "k", "t") == item_id("m", "k", "t")
    assert (
        len(
            {
                item_id("m", "k", "t"),
                item_id("m2", "k", "t"),
                item_id("m", "k2", "t"),
                item_id("m", "k", "t2"),
            }
        )
        == 4
    )
    assert item_id("m", "ab", "c") != item_id("m", "a", "bc")


# -- with the real model --------------------------------------------------------------------


@pytest.mark.slow
def test_real_model_sync_and_search(tmp_path: Path) -> None:
    from graphpaths.embeddings import SentenceTransformerEmbedder

    embedder = SentenceTransformerEmbedder(backend="torch")
    keys = ["r0", "r1", "r2", "r3"]
    texts = [
        "Kismet directed by William Dieterle",
        "Casablanca starred actors Humphrey Bogart",
        "Kismet release year 1944",
        "The Science of Sleep in language French",
    ]
    store = ChromaStore(tmp_path / "chroma")
    matrix = store.sync("relations", keys, texts, embedder=embedder)
    assert matrix.shape == (4, 384)
    query = embedder.embed_query("Who directed Kismet?")
    assert store.search("relations", query, 1)[0][0] == "r0"
    assert matrix.top_k(query, 1)[0].tolist() == [0]


def test_new_collections_get_the_denser_hnsw_settings(store: ChromaStore) -> None:
    from graphpaths.vectors.chroma import (
        HNSW_EF_CONSTRUCTION,
        HNSW_EF_SEARCH,
        HNSW_MAX_NEIGHBORS,
    )
    from graphpaths.vectors.chroma_client import quiet_chroma

    sync_entities(store, FakeEmbedder(), ENTITIES)
    with quiet_chroma():
        hnsw = store.client.get_collection("test_entities").configuration["hnsw"]
    assert hnsw["space"] == "cosine"
    assert (hnsw["max_neighbors"], hnsw["ef_construction"], hnsw["ef_search"]) == (
        HNSW_MAX_NEIGHBORS,
        HNSW_EF_CONSTRUCTION,
        HNSW_EF_SEARCH,
    )
