"""CrossEncoderFeatures on a tiny randomly initialised BERT cross-encoder built here.

No reranker weights can be downloaded, so the model is made locally (a
WordPiece vocabulary in a temporary folder, BertConfig with hidden size 32, two
layers, two heads, one label), saved, and loaded back as a sentence-transformers
CrossEncoder. With alpha = 0 GraFine must reproduce the model's own scores.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest

from graphpaths.grafine import (
    CorpusGraph,
    CrossEncoderFeatures,
    FeatureCache,
    GraFine,
    GraFineConfig,
    gsr_scores,
    propagation_matrix,
)

torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")
sentence_transformers = pytest.importorskip("sentence_transformers")

WORDS = [
    "aspirin",
    "thins",
    "blood",
    "heart",
    "attack",
    "risk",
    "the",
    "a",
    "of",
    "is",
    "drug",
    "cancer",
    "cells",
    "vitamin",
    "lowers",
    "raises",
    "statin",
    "cholesterol",
    "trial",
    "patients",
    "dose",
]
TEXTS = [
    "aspirin thins blood",
    "heart attack risk of patients",
    "vitamin of cancer cells",
    "the drug lowers cholesterol",
    "statin trial dose",
    "a heart trial raises risk",
    "blood cells",
    "cancer patients",
]
QUERY = "aspirin lowers heart attack risk"


@pytest.fixture(scope="module")
def model_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("tiny-bert")
    vocab = root / "vocab.txt"
    vocab.write_text("\n".join(["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", *WORDS]) + "\n")
    tokenizer = transformers.BertTokenizer(str(vocab))
    torch.manual_seed(0)
    config = transformers.BertConfig(
        vocab_size=5 + len(WORDS),
        hidden_size=32,
        num_hidden_layers=2,
        num_attention_heads=2,
        intermediate_size=64,
        max_position_embeddings=64,
        num_labels=1,
    )
    model = transformers.BertForSequenceClassification(config)
    with torch.no_grad():  # spread the scores so the ranking is not a near-tie
        model.classifier.weight.normal_(0.0, 1.0)
    out = root / "model"
    model.save_pretrained(out)
    tokenizer.save_pretrained(out)
    return out


@pytest.fixture(scope="module")
def cross_encoder(model_dir: Path) -> Any:
    return sentence_transformers.CrossEncoder(str(model_dir), local_files_only=True, device="cpu")


def own_scores(cross_encoder: Any, nodes: list[int]) -> np.ndarray:
    pairs = [[QUERY, TEXTS[i]] for i in nodes]
    return np.asarray(cross_encoder.predict(pairs, activation_fn=torch.nn.Identity()))


def test_head_of_features_equals_the_models_own_scores(cross_encoder: Any) -> None:
    features = CrossEncoderFeatures(cross_encoder, TEXTS).for_query(QUERY, np.zeros(1))
    nodes = np.arange(len(TEXTS))
    h = features.encode(nodes)
    assert h.shape == (len(TEXTS), 32)
    assert np.allclose(features.head(h), own_scores(cross_encoder, list(nodes)), atol=1e-5)


@pytest.mark.slow
def test_grafine_with_alpha_zero_reproduces_the_cross_encoders_ranking(cross_encoder: Any) -> None:
    n = len(TEXTS)
    vectors = np.eye(n, dtype=np.float32)
    graph = CorpusGraph.from_edges(n, np.arange(n - 1), np.arange(1, n))  # a path
    gf = GraFine(
        graph=graph,
        vectors=vectors,
        features=CrossEncoderFeatures(cross_encoder, TEXTS, batch_size=3),
        config=GraFineConfig(batch=2, b_max=n, k=n, alpha=0.0),
    )
    result = gf.retrieve_vector(QUERY, vectors[0])
    assert result.retrieved == n
    assert result.encoded == n
    got = {node.index: node.score for node in result.nodes}
    expected = own_scores(cross_encoder, list(range(n)))
    assert np.allclose([got[i] for i in range(n)], expected, atol=1e-5)
    assert [node.index for node in result.nodes] == np.argsort(-expected, kind="stable").tolist()


def test_gsr_smooths_the_cls_features_before_the_models_head(
    model_dir: Path, cross_encoder: Any
) -> None:
    # A plain Hugging Face model with its tokenizer works the same way.
    model = transformers.BertForSequenceClassification.from_pretrained(model_dir)
    tokenizer = transformers.BertTokenizer.from_pretrained(model_dir)
    provider = CrossEncoderFeatures(model, TEXTS, tokenizer=tokenizer)
    nodes = np.array([4, 0, 2, 5, 1])
    graph = CorpusGraph.from_edges(len(TEXTS), [0, 2, 5], [4, 5, 1])
    cache = FeatureCache.start(provider, QUERY, np.zeros(1, np.float32))
    h = cache.get(nodes)
    p = propagation_matrix(graph.subgraph(nodes))
    with torch.no_grad():
        smoothed = torch.from_numpy(0.7 * h + 0.3 * p @ h)
        pooled = model.bert.pooler(smoothed[:, None, :])
        expected = model.classifier(pooled)[:, 0].numpy()
    assert np.allclose(gsr_scores(cache, graph, nodes, 0.3), expected, atol=1e-5)
    assert np.allclose(
        gsr_scores(cache, graph, nodes, 0.0), own_scores(cross_encoder, nodes.tolist()), atol=1e-5
    )
    assert cache.encoded == len(nodes)
