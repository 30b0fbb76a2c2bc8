"""Tests of the static embedding backend (graphpaths.embeddings_static and backend="static").

The fast tests distil from a stand-in forward pass (a fixed random vector per token, pooled
like the model) over the bundled model's real tokenizer, so the recipe, the cache and the
inference run in milliseconds. The slow test checks the real ONNX forward pass on a small
part of the vocabulary; distilling the whole vocabulary is a ``bench`` test.
"""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pytest

from graphpaths import embeddings_static as es
from graphpaths.embeddings import (
    CACHE_ENV,
    SentenceTransformerEmbedder,
    default_model_path,
    embedder_from_spec,
)
from graphpaths.embeddings_static import (
    StaticConfig,
    StaticModel,
    distill_static,
    pca_project,
    sif_weights,
)
from graphpaths.errors import ConfigError, EmbeddingError, QueryError

pytestmark = pytest.mark.slow  # the static table distilled from the real model

os.environ.setdefault("HF_HUB_OFFLINE", "1")

TEXTS = [
    "Kismet directed by William Dieterle",
    "William Dieterle (person)",
    "Casablanca starred actors Humphrey Bogart",
    "drama (genre)",
    "Which people directed films featuring Humphrey Bogart?",
]
# A small config: 16 components of the stand-in model's 24.
SMALL = StaticConfig(dimension=16)
MODEL_DIM = 24


def _tokenizer_file() -> Path:
    model = default_model_path()
    assert model is not None
    return model / "tokenizer.json"


class FakeForward:
    """A stand-in model: a fixed random vector per token id, mean-pooled over a row."""

    def __init__(self, seed: int = 0) -> None:
        rng = np.random.default_rng(seed)
        self.vectors = rng.normal(size=(31_000, MODEL_DIM)).astype(np.float32)
        self.calls = 0

    def __call__(self, ids: np.ndarray) -> np.ndarray:
        self.calls += 1
        out: np.ndarray = self.vectors[ids].mean(axis=1)
        return out


@pytest.fixture
def fake_source(monkeypatch: pytest.MonkeyPatch) -> FakeForward:
    """Every SentenceTransformerEmbedder distils from FakeForward (no ONNX export)."""
    forward = FakeForward()

    def source(self: SentenceTransformerEmbedder) -> tuple[Path, FakeForward]:
        return _tokenizer_file(), forward

    monkeypatch.setattr(SentenceTransformerEmbedder, "_distill_source", source)
    return forward


@pytest.fixture(scope="module")
def distilled(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A cache directory holding the SMALL table distilled from FakeForward (once)."""
    cache = tmp_path_factory.mktemp("static-cache")
    forward = FakeForward()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(
            SentenceTransformerEmbedder,
            "_distill_source",
            lambda self: (_tokenizer_file(), forward),
        )
        _static(cache).load()
    return cache


def _static(cache: Path, config: StaticConfig = SMALL) -> SentenceTransformerEmbedder:
    return SentenceTransformerEmbedder(backend="static", static=config, cache_dir=cache)


# -- settings and identity --------------------------------------------------------------


def test_config_is_validated() -> None:
    with pytest.raises(ConfigError, match=r"StaticConfig\.dimension: expected an integer >= 1"):
        StaticConfig(dimension=0)
    with pytest.raises(ConfigError, match=r"StaticConfig\.sif_coefficient"):
        StaticConfig(sif_coefficient=0.0)
    with pytest.raises(ConfigError, match=r"StaticConfig\.vocabulary_limit"):
        StaticConfig(vocabulary_limit=-3)
    with pytest.raises(ConfigError, match=r"StaticConfig\.max_tokens"):
        StaticConfig(max_tokens=0)
    with pytest.raises(ConfigError, match="unknown keys"):
        StaticConfig.from_dict({"dimension": 8, "pca": True})
    with pytest.raises(ConfigError, match="static: settings of the static backend"):
        SentenceTransformerEmbedder(backend="onnx", static=SMALL)


def test_name_changes_with_every_setting(tmp_path: Path) -> None:
    configs = [
        StaticConfig(),
        StaticConfig(dimension=384),
        StaticConfig(sif_coefficient=1e-3),
        StaticConfig(sif_coefficient=None),
        StaticConfig(vocabulary_limit=2000),
        StaticConfig(max_tokens=128),
    ]
    names = [_static(tmp_path, c).name for c in configs]
    assert len(set(names)) == len(names)
    assert names[0].endswith(f"/static-d256-sif0.0001-r{es.RECIPE}")
    onnx = SentenceTransformerEmbedder(backend="onnx", cache_dir=tmp_path).name
    assert names[0].split("/static")[0] == onnx.rsplit("/", 1)[0]  # same model and digest
    assert _static(tmp_path, StaticConfig()).name == names[0]  # stable
    default = SentenceTransformerEmbedder(backend="static", cache_dir=tmp_path)
    assert default.static == StaticConfig()
    assert default.name == names[0]


def test_spec_makes_the_same_embedder_again(tmp_path: Path) -> None:
    embedder = _static(tmp_path, StaticConfig(dimension=384, sif_coefficient=None))
    assert embedder.dimension == 384
    assert not embedder.loaded  # dimension and name need no table
    again = embedder_from_spec(embedder.spec)
    assert again.name == embedder.name
    assert again.static == embedder.static
    # The other backends' specs are unchanged (no "static" key).
    assert "static" not in SentenceTransformerEmbedder(backend="onnx").spec
    with pytest.raises(ConfigError, match="static must be a mapping"):
        embedder_from_spec({"kind": "sentence-transformers", "backend": "static", "static": 3})


# -- the recipe's kernels against references ----------------------------------------------


def test_pca_matches_an_svd_reference() -> None:
    rng = np.random.default_rng(1)
    data = rng.normal(size=(200, 12)) @ rng.normal(size=(12, 12)) + 3.0
    mean, axes = pca_project(data, 5)
    np.testing.assert_allclose(mean, data.mean(axis=0))
    centred = data - data.mean(axis=0)
    _, _, vt = np.linalg.svd(centred, full_matrices=False)
    reference = centred @ vt[:5].T
    ours = centred @ axes
    # Same components up to sign; our sign puts each axis' largest coordinate positive.
    np.testing.assert_allclose(np.abs(ours), np.abs(reference), atol=1e-8)
    assert np.all(axes[np.argmax(np.abs(axes), axis=0), np.arange(5)] > 0)
    with pytest.raises(ConfigError, match="cannot keep 13"):
        pca_project(data, 13)


def test_sif_weights_follow_model2vec() -> None:
    # Model2Vec: inv_rank = 1 / arange(2, n + 2); proba = inv_rank / sum; a / (a + proba).
    n, a = 1000, 1e-4
    proba = (1 / np.arange(2, n + 2)) / np.sum(1 / np.arange(2, n + 2))
    np.testing.assert_allclose(sif_weights(n, a), a / (a + proba))


# -- distillation and inference -------------------------------------------------------------


def test_vectors_are_unit_rows_of_the_configured_dimension(distilled: Path) -> None:
    embedder = _static(distilled)
    vectors = embedder.embed_documents(TEXTS)
    assert vectors.shape == (len(TEXTS), SMALL.dimension)
    assert vectors.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-6)
    query = embedder.embed_query(TEXTS[2])
    assert query.shape == (SMALL.dimension,)
    np.testing.assert_array_equal(query, vectors[2])
    assert embedder.embed_documents([]).shape == (0, SMALL.dimension)
    with pytest.raises(QueryError):
        embedder.embed_query(" ")


def test_a_text_is_the_normalised_sum_of_its_token_rows(
    distilled: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    embedder = _static(distilled)
    model = StaticModel.load(next(distilled.glob(f"models/*/{SMALL.tag}")))
    tokenizer = es._load_tokenizer(_tokenizer_file(), SMALL.max_tokens)
    unknown = tokenizer.token_to_id("[UNK]")
    long_text = " ".join(["Humphrey Bogart starred in Casablanca"] * 40)
    monkeypatch.setattr(es, "_SUM_GROUP", 3)  # several groups of several lengths
    texts = [*TEXTS, long_text, "drama \u2603 drama"]
    for text, vector in zip(texts, embedder.embed_documents(texts), strict=True):
        ids = [i for i in tokenizer.encode(text, add_special_tokens=False).ids if i != unknown]
        expected = model.table[ids].astype(np.float64).sum(axis=0)
        np.testing.assert_allclose(vector, expected / np.linalg.norm(expected), atol=1e-5)


def test_texts_without_tokens_get_the_empty_text_vector(distilled: Path) -> None:
    embedder = _static(distilled)
    # "" has no token; the snowman and the emoji are unknown to the WordPiece vocabulary.
    vectors = embedder.embed_documents(["", "\u2603", "\U0001f600 \U0001f600", "drama"])
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-6)
    np.testing.assert_array_equal(vectors[0], vectors[1])
    np.testing.assert_array_equal(vectors[0], vectors[2])
    assert float(vectors[0] @ vectors[3]) < 0.99  # a known word gets its own vector
    np.testing.assert_array_equal(embedder.embed_query("\u2603"), vectors[0])


def test_deterministic_across_instances_caches_and_batches(
    tmp_path: Path, fake_source: FakeForward
) -> None:
    first = _static(tmp_path / "a").embed_documents(TEXTS)
    second = _static(tmp_path / "b").embed_documents(TEXTS)  # distilled again, elsewhere
    np.testing.assert_array_equal(first, second)
    tables = [np.load(p) for p in sorted(tmp_path.glob("*/models/*/static-*/table.npy"))]
    assert len(tables) == 2
    np.testing.assert_array_equal(tables[0], tables[1])
    # A text's vector does not depend on the other texts of its call.
    embedder = _static(tmp_path / "a")
    for i, text in enumerate(TEXTS):
        np.testing.assert_array_equal(embedder.embed_documents([text])[0], first[i])
    np.testing.assert_array_equal(embedder.embed_documents(TEXTS[::-1]), first[::-1])


def test_the_cached_table_is_reused(
    tmp_path: Path, fake_source: FakeForward, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[tuple[int, int]] = []
    embedder = _static(tmp_path)
    embedder.load(progress=lambda done, total: seen.append((done, total)))
    assert embedder.loaded
    calls = fake_source.calls
    assert calls > 1
    total = seen[-1][1]
    assert seen[-1] == (total, total)
    assert [d for d, _ in seen] == sorted(d for d, _ in seen)
    # Not the [unusedN] tokens: BERT's vocabulary has 30,522 entries, 994 of them unused.
    assert total == 30_522 - 994
    final = next(tmp_path.glob(f"models/*/{SMALL.tag}"))
    assert {p.name for p in final.iterdir()} >= {*es.STATIC_FILES, "graphpaths-export.json"}
    assert [p.name for p in final.parent.iterdir() if p.name.startswith(".")] == []
    vectors = embedder.embed_documents(TEXTS)

    def fail(self: SentenceTransformerEmbedder) -> None:
        raise AssertionError("distilled again")

    monkeypatch.setattr(SentenceTransformerEmbedder, "_distill_source", fail)
    again = _static(tmp_path)
    np.testing.assert_array_equal(again.embed_documents(TEXTS), vectors)
    assert fake_source.calls == calls
    # Other settings are another table, made from the cached token vectors (no forward).
    other = _static(tmp_path, StaticConfig(dimension=8, sif_coefficient=None))
    assert other.embed_documents(TEXTS).shape == (len(TEXTS), 8)
    assert fake_source.calls == calls
    tables = sorted(p.name for p in final.parent.iterdir())
    assert tables == sorted([SMALL.tag, other.name.rsplit("/", 1)[1], SMALL.tokens_tag])
    # ... unless they change the tokens distilled.
    with pytest.raises(AssertionError, match="distilled again"):
        _static(tmp_path, StaticConfig(dimension=8, vocabulary_limit=2000)).load()


def test_progress_of_embedding_counts_texts(tmp_path: Path, fake_source: FakeForward) -> None:
    embedder = SentenceTransformerEmbedder(
        backend="static", static=SMALL, cache_dir=tmp_path, batch_size=5000
    )
    seen: list[int] = []
    texts = TEXTS * 1100  # 5,500 texts: two calls of at least batch_size
    vectors = embedder.embed_documents(texts, progress=seen.append)
    assert seen == [5000, 5500]
    np.testing.assert_array_equal(vectors[5000], vectors[0])


def test_vocabulary_limit_and_truncation(tmp_path: Path, fake_source: FakeForward) -> None:
    limited = _static(tmp_path, StaticConfig(dimension=16, vocabulary_limit=1200))
    # Ids below 1,200 are punctuation, digits and single characters; "drama" is beyond.
    vectors = limited.embed_documents(["drama", "", "a", "b"])
    np.testing.assert_array_equal(vectors[0], vectors[1])
    assert float(vectors[2] @ vectors[3]) < 0.99
    short = _static(tmp_path, StaticConfig(dimension=16, max_tokens=2))
    long = short.embed_documents(["drama comedy thriller", "drama comedy"])
    np.testing.assert_allclose(long[0], long[1], atol=1e-6)
    # Ids below 110: [PAD], [UNK], [CLS], [SEP], [MASK] (the rest are [unusedN]).
    with pytest.raises(ConfigError, match="exceeds the 5 tokens distilled"):
        _static(tmp_path, StaticConfig(dimension=20, vocabulary_limit=110)).load()
    with pytest.raises(ConfigError, match="at most the model's 24"):
        _static(tmp_path, StaticConfig(dimension=25)).load()


def test_a_damaged_cache_entry_is_an_embedding_error(
    tmp_path: Path, fake_source: FakeForward
) -> None:
    _static(tmp_path).load()
    final = next(tmp_path.glob(f"models/*/{SMALL.tag}"))
    (final / "empty.npy").write_bytes(b"not numpy")
    with pytest.raises(EmbeddingError, match="cannot read the static model"):
        _static(tmp_path).load()
    tokens = final.parent / SMALL.tokens_tag
    (tokens / "ids.npy").write_bytes(b"not numpy")
    with pytest.raises(EmbeddingError, match="cannot read the token vectors"):
        _static(tmp_path, StaticConfig(dimension=4)).load()
    with pytest.raises(EmbeddingError, match="tokenizer file"):
        distill_static(tmp_path / "missing.json", fake_source, SMALL)


def test_an_index_built_with_it_makes_it_again(
    tmp_path: Path, fake_source: FakeForward, monkeypatch: pytest.MonkeyPatch
) -> None:
    from graphpaths import DotRAG
    from graphpaths.dotrag.index.graph_index import build_index, load_index
    from graphpaths.graph import load_triples

    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "cache"))  # where the spec's embedder looks
    data = Path(__file__).resolve().parents[2] / "cookbook" / "data"
    graph = load_triples(data / "movies.csv", entities=data / "movie_entities.csv")
    embedder = SentenceTransformerEmbedder(backend="static", static=SMALL)
    build_index(graph, tmp_path / "index", embedder=embedder)
    index = load_index(tmp_path / "index")
    assert index.manifest.embedder == embedder.name
    assert index.entity_vectors is not None
    assert index.entity_vectors.dimension == SMALL.dimension
    dotrag = DotRAG.from_index(index)  # the embedder made again from the manifest's spec
    result = dotrag.retrieve("who directed Inception")
    assert result.paths
    assert fake_source.calls > 0


# -- the real model -------------------------------------------------------------------------


@pytest.fixture(scope="module")
def cache_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    # Reuse a configured cache (fast, warm) or export into a fresh one (tests the export).
    configured = os.environ.get(CACHE_ENV)
    return Path(configured) if configured else tmp_path_factory.mktemp("graphpaths-cache")


@pytest.mark.slow
def test_token_forward_is_the_models_own_embedding(cache_dir: Path) -> None:
    """The distillation's forward pass of ``[CLS] t [SEP]`` is the sentence embedding the
    onnx backend gives the text ``t`` (same pooling, before normalisation)."""
    onnx = SentenceTransformerEmbedder(backend="onnx", cache_dir=cache_dir)
    words = ["a", "kismet", "directed", "bogart"]
    reference = onnx.embed_documents(words)
    tokenizer_file, forward = SentenceTransformerEmbedder(
        backend="static", cache_dir=cache_dir
    )._distill_source()
    tokenizer = es._load_tokenizer(tokenizer_file, 512)
    for word, expected in zip(words, reference, strict=True):
        ids = np.asarray([tokenizer.encode(word).ids], dtype=np.int64)
        pooled = forward(ids)[0]
        assert float(pooled @ expected / np.linalg.norm(pooled)) > 0.9999
    # A small real distillation end to end: ids below 1,200 (206 tokens), 32 components.
    small = SentenceTransformerEmbedder(
        backend="static",
        static=StaticConfig(dimension=32, vocabulary_limit=1200),
        cache_dir=cache_dir,
    )
    vectors = small.embed_documents(["1", "2", "a", "?"])
    assert float(vectors[0] @ vectors[1]) > float(vectors[0] @ vectors[3])


@pytest.mark.bench
def test_full_vocabulary_distillation(cache_dir: Path) -> None:
    """The whole vocabulary (minutes on 2 cores): related texts land near each other."""
    embedder = SentenceTransformerEmbedder(backend="static", cache_dir=cache_dir)
    vectors = embedder.embed_documents(TEXTS)
    query = embedder.embed_query("Who directed Kismet?")
    assert int(np.argmax(vectors @ query)) == 0
    sims = vectors @ vectors.T
    assert sims[2, 4] > sims[2, 3]  # the Bogart sentences
