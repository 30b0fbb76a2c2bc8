"""Tests of graphpaths.embeddings_bert: the ONNX export written from safetensors weights
without torch computes BERT (a numpy forward pass of a small random model here, everywhere;
sentence-transformers on 10,000 texts where the ``[torch]`` extra is installed), and the
default embedder makes it with sentence-transformers unimportable."""

from __future__ import annotations

import importlib.util
import json
import math
import sys
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
import pytest

from graphpaths.embeddings import SentenceTransformerEmbedder, default_model_path
from graphpaths.embeddings_bert import (
    bert_config,
    bert_onnx_bytes,
    export_bert_onnx,
    read_safetensors,
    write_safetensors,
)
from graphpaths.errors import EmbeddingError

Array = npt.NDArray[Any]
HIDDEN, HEADS, LAYERS, VOCAB, POSITIONS, INNER = 16, 4, 2, 40, 24, 32
EPS = 1e-12


# -- safetensors ---------------------------------------------------------------------------


def test_safetensors_round_trip(tmp_path: Path) -> None:
    tensors = {
        "f32": np.arange(6, dtype=np.float32).reshape(2, 3),
        "f16": np.array([0.5, -2.0], dtype=np.float16),
        "i64": np.arange(4, dtype=np.int64),
    }
    write_safetensors(tmp_path / "w.safetensors", tensors)
    read = read_safetensors(tmp_path / "w.safetensors")
    assert sorted(read) == sorted(tensors)
    for name, tensor in tensors.items():
        assert read[name].dtype == tensor.dtype
        np.testing.assert_array_equal(read[name], tensor)


def test_safetensors_reads_bfloat16(tmp_path: Path) -> None:
    values = np.array([1.0, -0.15625, 2.0**100], dtype=np.float32)  # exact in bfloat16
    raw = (values.view(np.uint32) >> 16).astype("<u2").tobytes()
    header = json.dumps({"b": {"dtype": "BF16", "shape": [3], "data_offsets": [0, 6]}}).encode()
    (tmp_path / "b.safetensors").write_bytes(len(header).to_bytes(8, "little") + header + raw)
    np.testing.assert_array_equal(read_safetensors(tmp_path / "b.safetensors")["b"], values)


def test_a_broken_weights_file_names_itself(tmp_path: Path) -> None:
    broken = tmp_path / "model.safetensors"
    broken.write_bytes(b"\x10\x00\x00\x00\x00\x00\x00\x00not json at all!")
    with pytest.raises(EmbeddingError, match=r"model\.safetensors is not a valid safetensors"):
        read_safetensors(broken)
    with pytest.raises(EmbeddingError, match="cannot read the weights"):
        read_safetensors(tmp_path / "missing.safetensors")


# -- a small random BERT against a numpy forward pass ---------------------------------------


def _config(**overrides: object) -> dict[str, object]:
    return {
        "model_type": "bert",
        "hidden_act": "gelu",
        "hidden_size": HIDDEN,
        "num_attention_heads": HEADS,
        "num_hidden_layers": LAYERS,
        "intermediate_size": INNER,
        "layer_norm_eps": EPS,
        "max_position_embeddings": POSITIONS,
        "vocab_size": VOCAB,
        **overrides,
    }


def _random_bert(directory: Path, seed: int = 0) -> dict[str, Array]:
    rng = np.random.default_rng(seed)

    def w(*shape: int) -> Array:
        return rng.normal(0.0, 0.5, size=shape).astype(np.float32)

    tensors: dict[str, Array] = {
        "embeddings.word_embeddings.weight": w(VOCAB, HIDDEN),
        "embeddings.position_embeddings.weight": w(POSITIONS, HIDDEN),
        "embeddings.token_type_embeddings.weight": w(2, HIDDEN),
        "embeddings.LayerNorm.weight": 1 + w(HIDDEN),
        "embeddings.LayerNorm.bias": w(HIDDEN),
        "pooler.dense.weight": w(HIDDEN, HIDDEN),  # not part of last_hidden_state
    }
    for i in range(LAYERS):
        p = f"encoder.layer.{i}"
        for name, (out, inp) in {
            "attention.self.query": (HIDDEN, HIDDEN),
            "attention.self.key": (HIDDEN, HIDDEN),
            "attention.self.value": (HIDDEN, HIDDEN),
            "attention.output.dense": (HIDDEN, HIDDEN),
            "intermediate.dense": (INNER, HIDDEN),
            "output.dense": (HIDDEN, INNER),
        }.items():
            tensors[f"{p}.{name}.weight"] = w(out, inp)
            tensors[f"{p}.{name}.bias"] = w(out)
        for norm in ("attention.output.LayerNorm", "output.LayerNorm"):
            tensors[f"{p}.{norm}.weight"] = 1 + w(HIDDEN)
            tensors[f"{p}.{norm}.bias"] = w(HIDDEN)
    directory.mkdir(parents=True, exist_ok=True)
    (directory / "config.json").write_text(json.dumps(_config()))
    write_safetensors(directory / "model.safetensors", tensors)
    return tensors


def _reference(t: dict[str, Array], ids: Array, mask: Array, types: Array) -> Array:
    """Hugging Face's BertModel.forward, written out in float64 numpy."""
    t = {k: v.astype(np.float64) for k, v in t.items()}

    def norm(x: Array, p: str) -> Array:
        mean = x.mean(-1, keepdims=True)
        var = ((x - mean) ** 2).mean(-1, keepdims=True)
        return (x - mean) / np.sqrt(var + EPS) * t[f"{p}.weight"] + t[f"{p}.bias"]

    def dense(x: Array, p: str) -> Array:
        return x @ t[f"{p}.weight"].T + t[f"{p}.bias"]

    batch, length = ids.shape
    x = (
        t["embeddings.word_embeddings.weight"][ids]
        + t["embeddings.position_embeddings.weight"][np.arange(length)]
        + t["embeddings.token_type_embeddings.weight"][types]
    )
    x = norm(x, "embeddings.LayerNorm")
    size = HIDDEN // HEADS
    erf = np.vectorize(math.erf)
    for i in range(LAYERS):
        p = f"encoder.layer.{i}"

        def split(y: Array) -> Array:
            return y.reshape(batch, length, HEADS, size).transpose(0, 2, 1, 3)

        q, k, v = (split(dense(x, f"{p}.attention.self.{n}")) for n in ("query", "key", "value"))
        scores = q @ k.transpose(0, 1, 3, 2) / math.sqrt(size)
        scores = np.where(mask[:, None, None, :] > 0, scores, -np.inf)
        probs = np.exp(scores - scores.max(-1, keepdims=True))
        probs /= probs.sum(-1, keepdims=True)
        context = (probs @ v).transpose(0, 2, 1, 3).reshape(batch, length, HIDDEN)
        x = norm(
            dense(context, f"{p}.attention.output.dense") + x, f"{p}.attention.output.LayerNorm"
        )
        inner = dense(x, f"{p}.intermediate.dense")
        gelu = 0.5 * inner * (1 + erf(inner / math.sqrt(2)))
        x = norm(dense(gelu, f"{p}.output.dense") + x, f"{p}.output.LayerNorm")
    return x


def test_the_export_computes_bert(tmp_path: Path) -> None:
    import onnxruntime

    tensors = _random_bert(tmp_path / "model")
    assert export_bert_onnx(tmp_path / "model", tmp_path / "out" / "model.onnx")
    session = onnxruntime.InferenceSession(
        str(tmp_path / "out" / "model.onnx"), providers=["CPUExecutionProvider"]
    )
    rng = np.random.default_rng(1)
    ids = rng.integers(0, VOCAB, size=(3, 7), dtype=np.int64)
    mask = np.array([[1] * 7, [1] * 4 + [0] * 3, [1] + [0] * 6], dtype=np.int64)
    types = np.zeros_like(ids)
    types[0, 4:] = 1  # a second segment
    feed = {"input_ids": ids, "attention_mask": mask, "token_type_ids": types}
    (hidden,) = session.run(["last_hidden_state"], feed)
    assert hidden.shape == (3, 7, HIDDEN)
    assert hidden.dtype == np.float32
    expected = _reference(tensors, ids, mask, types)
    kept = mask.astype(bool)  # padded positions are never pooled
    np.testing.assert_allclose(hidden[kept], expected[kept], atol=2e-5)
    # A task model's "bert." prefix is read the same.
    prefixed = {f"bert.{k}": v for k, v in tensors.items()}
    graph = bert_onnx_bytes(bert_config(tmp_path / "model"), prefixed, source=tmp_path)  # type: ignore[arg-type]
    (again,) = onnxruntime.InferenceSession(graph, providers=["CPUExecutionProvider"]).run(
        None, feed
    )
    np.testing.assert_array_equal(again, hidden)


def test_what_it_cannot_export_is_left_to_sentence_transformers(tmp_path: Path) -> None:
    _random_bert(tmp_path / "ok")
    config = bert_config(tmp_path / "ok")
    assert config is not None
    assert (config.hidden_size, config.num_heads) == (HIDDEN, HEADS)
    for name, overrides in {
        "roberta": {"model_type": "roberta"},
        "tanh": {"hidden_act": "gelu_new"},
        "relative": {"position_embedding_type": "relative_key"},
        "odd-heads": {"num_attention_heads": 5},
    }.items():
        directory = tmp_path / name
        directory.mkdir()
        (directory / "config.json").write_text(json.dumps(_config(**overrides)))
        (directory / "model.safetensors").write_bytes(b"")
        assert bert_config(directory) is None, name
        assert not export_bert_onnx(directory, tmp_path / f"{name}.onnx")
        assert not (tmp_path / f"{name}.onnx").exists()
    no_weights = tmp_path / "bin"
    no_weights.mkdir()
    (no_weights / "config.json").write_text(json.dumps(_config()))
    assert bert_config(no_weights) is None
    assert bert_config(tmp_path / "missing") is None


def test_a_missing_tensor_is_named(tmp_path: Path) -> None:
    tensors = _random_bert(tmp_path / "model")
    del tensors["encoder.layer.1.output.dense.bias"]
    write_safetensors(tmp_path / "model" / "model.safetensors", tensors)
    with pytest.raises(EmbeddingError, match=r"no tensor 'encoder\.layer\.1\.output\.dense\.bias'"):
        export_bert_onnx(tmp_path / "model", tmp_path / "model.onnx")


# -- the bundled model ----------------------------------------------------------------------


def test_the_default_embedder_exports_without_sentence_transformers(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What a light install does on its first index: no sentence-transformers, no torch."""
    for name in ("sentence_transformers", "torch", "optimum", "transformers"):
        monkeypatch.setitem(sys.modules, name, None)  # importing them fails
    embedder = SentenceTransformerEmbedder(cache_dir=tmp_path / "cache")
    vectors = embedder.embed_documents(["Kismet directed by William Dieterle", "Kismet"])
    assert vectors.shape == (2, 384)
    assert 0.5 < float(vectors[0] @ vectors[1]) < 0.99
    export = next((tmp_path / "cache" / "models").glob("*/onnx"))
    assert (export / "onnx" / "model.onnx").is_file()
    assert (export / "tokenizer.json").is_file()
    assert not list(export.rglob("*.safetensors"))  # the weights live in the graph


EDGE_CASES = ["", "a", "Ünïcödé naïve café, 東京 and Zürich", "graph " * 300]  # 300: truncated


def _texts(count: int, vocabulary: Path) -> list[str]:
    """``count`` texts of 1-8 whole words of the model's vocabulary (one token each, so
    10,000 texts embed in seconds on 2 idle cores)."""
    words = [
        w for w in vocabulary.read_text(encoding="utf-8").split() if w.isalpha() and len(w) > 2
    ]
    assert len(words) > 10_000
    rng = np.random.default_rng(42)
    return [
        " ".join(words[i] for i in rng.choice(len(words), size=int(rng.integers(1, 9))))
        for _ in range(count)
    ]


@pytest.mark.slow
@pytest.mark.skipif(
    importlib.util.find_spec("sentence_transformers") is None,
    reason="sentence-transformers is not installed (the [torch] extra)",
)
def test_vectors_equal_sentence_transformers_on_10000_texts(tmp_path: Path) -> None:
    from sentence_transformers import SentenceTransformer

    source = default_model_path()
    assert source is not None
    embedder = SentenceTransformerEmbedder(cache_dir=tmp_path, batch_size=256)
    reference = SentenceTransformer(str(source), device="cpu", local_files_only=True)
    for texts in (_texts(10_000, source / "vocab.txt"), EDGE_CASES):
        mine = embedder.embed_documents(texts)
        theirs = reference.encode(texts, batch_size=256, convert_to_numpy=True)
        cosines = np.sum(mine * theirs, axis=1) / np.linalg.norm(theirs, axis=1)
        assert float(cosines.min()) >= 0.9999, texts[int(np.argmin(cosines))]
        assert float(np.abs(mine - theirs).max()) < 1e-5
