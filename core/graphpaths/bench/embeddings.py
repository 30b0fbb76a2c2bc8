"""Embedding backend benchmark: throughput and agreement with the torch backend.

Every backend embeds the same texts with the same batch size after a warm-up batch that is
not timed; load time (including a first ONNX export, if the cache is cold) is reported
separately. Agreement is the cosine between each text's vector and the torch vector of the
same text (mean and minimum over texts).

The recommended backend is the fastest one whose mean agreement is at least
``min_cosine`` (0.99); torch always qualifies.

Usage (loads every backend, so it takes a minute)::

    from graphpaths.bench.embeddings import run_embedding_benchmark, sample_graph_texts
    result = run_embedding_benchmark(sample_graph_texts(graph, 2000), repeats=5)

Example:
    >>> from graphpaths.bench.embeddings import recommend_backend
    >>> recommend_backend({
    ...     "torch": {"texts_per_second": 340.0},
    ...     "onnx": {"texts_per_second": 360.0, "cosine_vs_torch_mean": 1.0},
    ...     "onnx-int8": {"texts_per_second": 420.0, "cosine_vs_torch_mean": 0.985},
    ... })
    'onnx'
"""

from __future__ import annotations

import gc
import logging
import os
import platform
import random
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import numpy as np

from graphpaths.embeddings import BACKENDS, DEFAULT_BACKEND, FloatArray, SentenceTransformerEmbedder
from graphpaths.errors import ConfigError, InputError
from graphpaths.validation import check_int

if TYPE_CHECKING:
    from graphpaths.graph import Graph

__all__ = ["BenchProgress", "recommend_backend", "run_embedding_benchmark", "sample_graph_texts"]

#: Called with (backend, texts embedded so far in its timed run).
BenchProgress = Callable[[str, int], None]

logger = logging.getLogger(__name__)


def sample_graph_texts(graph: Graph, n: int = 2000, *, seed: int = 0) -> list[str]:
    """Up to ``n`` texts from ``graph``: half relation sentences, half entity texts.

    A seeded sample without replacement, so repeated runs embed the same texts.
    """
    check_int(None, "n", n, low=0, error=InputError)
    rng = random.Random(seed)
    relations = rng.sample(range(graph.num_relations), min(graph.num_relations, n - n // 2))
    entities = rng.sample(range(graph.num_entities), min(graph.num_entities, n // 2))
    return [graph.relation_text(j) for j in relations] + [graph.entity_text(i) for i in entities]


def recommend_backend(results: dict[str, dict[str, Any]], *, min_cosine: float = 0.99) -> str:
    """The fastest backend in ``results`` whose mean cosine vs torch is at least ``min_cosine``.

    A backend without an agreement figure (torch itself, or no torch reference) counts as
    agreeing only if it is torch.
    """
    eligible = [
        name
        for name, row in results.items()
        if name == "torch"
        or (
            row.get("cosine_vs_torch_mean") is not None
            and row["cosine_vs_torch_mean"] >= min_cosine
        )
    ]
    if not eligible:
        return "torch"
    return max(eligible, key=lambda name: float(results[name]["texts_per_second"]))


def run_embedding_benchmark(
    texts: Sequence[str],
    *,
    backends: Sequence[str] = BACKENDS,
    batch_size: int = 64,
    model: str | os.PathLike[str] | None = None,
    cache_dir: str | os.PathLike[str] | None = None,
    repeats: int = 3,
    min_cosine: float = 0.99,
    progress: BenchProgress | None = None,
) -> dict[str, Any]:
    """Time each backend on ``texts`` and compare its vectors with torch's.

    Each backend is loaded (``load_seconds``: includes a first ONNX export and, for the
    first backend, importing sentence-transformers) and warmed up on one batch; then
    ``repeats`` rounds embed all texts with every backend in turn. ``texts_per_second`` is
    from the fastest round, ``texts_per_second_median`` from the median one.

    Returns a JSON-ready dict::

        {"texts": n, "batch_size": 64, "repeats": 3, "model": "...", "threads": 2,
         "machine": "...",
         "backends": {name: {"name", "texts_per_second", "texts_per_second_median",
                             "load_seconds", "embed_seconds": [per round],
                             "cosine_vs_torch_mean", "cosine_vs_torch_min"}},
         "default_backend": <recommended by this run>, "library_default": DEFAULT_BACKEND}

    The cosine fields are None when ``"torch"`` is not among ``backends``.
    """
    items = list(texts)
    if not items:
        raise InputError("texts: expected at least one text to benchmark")
    unknown = [b for b in backends if b not in BACKENDS]
    if unknown or not backends:
        raise ConfigError(f"backends: expected some of {', '.join(BACKENDS)}, got {backends!r}")
    check_int(None, "repeats", repeats, error=InputError)
    # torch first: it is the reference the others are compared with.
    order = sorted(dict.fromkeys(backends), key=lambda b: b != "torch")
    embedders: dict[str, SentenceTransformerEmbedder] = {}
    rows: dict[str, dict[str, Any]] = {}
    for backend in order:
        embedder = SentenceTransformerEmbedder(
            model, backend=backend, batch_size=batch_size, cache_dir=cache_dir
        )
        started = time.perf_counter()
        embedder.load()
        load_seconds = time.perf_counter() - started
        embedder.embed_documents(items[:batch_size])  # warm-up: allocations, kernel choice
        embedders[backend] = embedder
        rows[backend] = {
            "name": embedder.name,
            "load_seconds": round(load_seconds, 3),
            "embed_seconds": [],
        }
    # Rounds interleave the backends so that a burst of load from elsewhere on the machine
    # slows all of them alike; the best round is the least disturbed one.
    vectors: dict[str, FloatArray] = {}
    for _ in range(repeats):
        for backend, embedder in embedders.items():
            on_batch = None if progress is None else _bind(progress, backend)
            started = time.perf_counter()
            vectors[backend] = embedder.embed_documents(items, progress=on_batch)
            rows[backend]["embed_seconds"].append(round(time.perf_counter() - started, 3))
    for backend, row in rows.items():
        seconds = row["embed_seconds"]
        row["texts_per_second"] = round(len(items) / min(seconds), 2)
        row["texts_per_second_median"] = round(len(items) / float(np.median(seconds)), 2)
        row["cosine_vs_torch_mean"] = None
        row["cosine_vs_torch_min"] = None
        logger.info("%s: %.1f texts/s (best of %d)", backend, row["texts_per_second"], repeats)
    model_name = next(iter(embedders.values())).name.rsplit("/", 1)[0]
    del embedders
    gc.collect()
    if "torch" in vectors:
        reference = vectors["torch"]
        for backend, matrix in vectors.items():
            cosines = np.einsum("ij,ij->i", matrix.astype(np.float64), reference.astype(np.float64))
            rows[backend]["cosine_vs_torch_mean"] = round(float(cosines.mean()), 6)
            rows[backend]["cosine_vs_torch_min"] = round(float(cosines.min()), 6)
    return {
        "texts": len(items),
        "batch_size": batch_size,
        "repeats": repeats,
        "model": model_name,
        "threads": _torch_threads(),
        "machine": f"{platform.machine()}, {os.cpu_count()} CPUs",
        "backends": {b: rows[b] for b in backends if b in rows},
        "default_backend": recommend_backend(rows, min_cosine=min_cosine),
        "library_default": DEFAULT_BACKEND,
    }


def _bind(progress: BenchProgress, backend: str) -> Callable[[int], None]:
    def report(done: int) -> None:
        progress(backend, done)

    return report


def _torch_threads() -> int | None:
    try:
        import torch
    except ImportError:
        return None
    threads = torch.get_num_threads()
    return int(threads)
