"""Embedding backend benchmark: throughput and agreement with a reference backend.

Every backend embeds the same texts with the same batch size after a warm-up batch that is
not timed; load time (including a first ONNX export or static distillation, if the cache is
cold) is reported separately. Texts may come in named groups (say MetaQA's relation
sentences and entity names), timed separately as well as together.

Agreement with the reference (torch if it runs, else onnx), over all texts:

- ``cosine_vs_torch_mean`` / ``_min``: the cosine between each text's vector and the torch
  vector of the same text; only for backends in torch's vector space (not ``static``, whose
  vectors live in their own PCA space), and only when torch runs.
- ``neighbours_at10``: for each text, the share of its 10 nearest other texts under the
  reference that are also among its 10 nearest under this backend (mean over texts): a
  ranking agreement that any backend can be compared by.

The recommended backend is the fastest one whose mean cosine agreement is at least
``min_cosine`` (0.99); torch always qualifies, the static backend never does (its vectors
are another model's: choose it by a retrieval evaluation, see ``BENCHMARKS.md``).

A backend is a name of :data:`~graphpaths.embeddings.BACKENDS` or ``"static:<dimension>"``
(the static backend with that many PCA components instead of 256).

Usage (loads every backend, so it takes a minute)::

    from graphpaths_bench.bench.embeddings import run_embedding_benchmark, sample_graph_texts
    result = run_embedding_benchmark(sample_graph_texts(graph, 2000), repeats=5)

Example:
    >>> from graphpaths_bench.bench.embeddings import recommend_backend
    >>> recommend_backend({
    ...     "torch": {"texts_per_second": 340.0},
    ...     "onnx": {"texts_per_second": 360.0, "cosine_vs_torch_mean": 1.0},
    ...     "onnx-int8": {"texts_per_second": 420.0, "cosine_vs_torch_mean": 0.985},
    ...     "static": {"texts_per_second": 30000.0, "cosine_vs_torch_mean": None},
    ... })
    'onnx'
"""

from __future__ import annotations

import gc
import logging
import os
import platform
import random
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import numpy as np

from graphpaths.embeddings import BACKENDS, DEFAULT_BACKEND, FloatArray, SentenceTransformerEmbedder
from graphpaths.embeddings_static import StaticConfig
from graphpaths.errors import ConfigError, InputError
from graphpaths.validation import check_int

if TYPE_CHECKING:
    from graphpaths.graph import Graph

__all__ = [
    "BenchProgress",
    "make_bench_embedder",
    "neighbour_overlap",
    "recommend_backend",
    "run_embedding_benchmark",
    "sample_graph_texts",
]

#: Called with (stage, done, total): ``"distil <backend>"`` while a static table is
#: distilled (tokens), ``"embed <backend>"`` while a backend embeds (texts, all rounds).
BenchProgress = Callable[[str, int, int], None]

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


def make_bench_embedder(
    backend: str,
    *,
    model: str | os.PathLike[str] | None = None,
    batch_size: int = 64,
    cache_dir: str | os.PathLike[str] | None = None,
) -> SentenceTransformerEmbedder:
    """The embedder a benchmark label names: a backend, or ``"static:<dimension>"``."""
    static = None
    name = backend
    if backend.startswith("static:"):
        name, _, size = backend.partition(":")
        if not size.isdigit():
            raise ConfigError(f"backends: expected static:<dimension>, got {backend!r}")
        static = StaticConfig(dimension=int(size))
    if name not in BACKENDS:
        raise ConfigError(
            f"backends: expected some of {', '.join(BACKENDS)} or static:<dimension>, "
            f"got {backend!r}"
        )
    return SentenceTransformerEmbedder(
        model, backend=name, batch_size=batch_size, cache_dir=cache_dir, static=static
    )


def neighbour_overlap(vectors: FloatArray, reference: FloatArray, *, k: int = 10) -> float:
    """Mean share of each row's ``k`` nearest other rows under ``reference`` that are also
    among its ``k`` nearest under ``vectors`` (rows of unit length, any dimensions).

    Example:
        >>> import numpy as np
        >>> rng = np.random.default_rng(0)
        >>> x = rng.normal(size=(50, 8)).astype(np.float32)
        >>> x /= np.linalg.norm(x, axis=1, keepdims=True)
        >>> neighbour_overlap(x, x, k=5)
        1.0
    """
    n = len(vectors)
    if len(reference) != n or n <= k:
        raise InputError(
            f"neighbour_overlap: need the same n > k={k} rows, got {n} and {len(reference)}"
        )

    def nearest(matrix: FloatArray) -> np.ndarray:
        sims = matrix.astype(np.float64) @ matrix.astype(np.float64).T
        np.fill_diagonal(sims, -np.inf)
        order = np.argsort(-sims, axis=1, kind="stable")[:, :k]
        return order

    ours, theirs = nearest(vectors), nearest(reference)
    shared = [len(set(a.tolist()) & set(b.tolist())) for a, b in zip(ours, theirs, strict=True)]
    return float(np.mean(shared) / k)


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
    texts: Sequence[str] | Mapping[str, Sequence[str]],
    *,
    backends: Sequence[str] = BACKENDS,
    batch_size: int = 64,
    model: str | os.PathLike[str] | None = None,
    cache_dir: str | os.PathLike[str] | None = None,
    repeats: int = 3,
    min_cosine: float = 0.99,
    progress: BenchProgress | None = None,
) -> dict[str, Any]:
    """Time each backend on ``texts`` and compare its vectors with the reference's.

    ``texts`` is one list or named groups of texts (``{"relations": [...], "entities":
    [...]}``), each group timed on its own. Each backend is loaded (``load_seconds``:
    includes a first ONNX export or static distillation and, for the first backend,
    importing sentence-transformers) and warmed up on one batch; then ``repeats`` rounds
    embed every group with every backend in turn. ``texts_per_second`` is from the fastest
    round (of the group, or of the sum over groups), ``texts_per_second_median`` from the
    median one.

    Returns a JSON-ready dict::

        {"texts": n, "groups": {name: n}, "batch_size": 64, "repeats": 3, "model": "...",
         "threads": 2, "machine": "...", "reference": "torch",
         "backends": {label: {"name", "dimension", "texts_per_second",
                              "texts_per_second_median", "load_seconds",
                              "embed_seconds": [per round], "groups": {name: {"texts",
                              "texts_per_second", "texts_per_second_median"}},
                              "cosine_vs_torch_mean", "cosine_vs_torch_min",
                              "neighbours_at10"}},
         "default_backend": <recommended by this run>, "library_default": DEFAULT_BACKEND}

    The cosine fields are None when ``"torch"`` is not among ``backends`` and for static
    backends; ``neighbours_at10`` is None without a reference or with 10 texts or fewer.
    """
    groups = {"texts": list(texts)} if not isinstance(texts, Mapping) else dict(texts)
    groups = {name: list(items) for name, items in groups.items()}
    items = [text for group in groups.values() for text in group]
    if not items or not all(groups.values()):
        raise InputError("texts: expected at least one text (in every group) to benchmark")
    if not backends:
        raise ConfigError(f"backends: expected some of {', '.join(BACKENDS)}, got {backends!r}")
    check_int(None, "repeats", repeats, error=InputError)
    labels = list(dict.fromkeys(backends))
    made = {
        label: make_bench_embedder(label, model=model, batch_size=batch_size, cache_dir=cache_dir)
        for label in labels
    }
    # torch first: it is the reference the others are compared with.
    order = sorted(labels, key=lambda b: b != "torch")
    embedders: dict[str, SentenceTransformerEmbedder] = {}
    rows: dict[str, dict[str, Any]] = {}
    for label in order:
        embedder = made[label]
        distil = None if progress is None else _bind(progress, f"distil {label}")
        started = time.perf_counter()
        embedder.load(progress=distil)
        load_seconds = time.perf_counter() - started
        embedder.embed_documents(items[:batch_size])  # warm-up: allocations, kernel choice
        embedders[label] = embedder
        rows[label] = {
            "name": embedder.name,
            "dimension": embedder.dimension,
            "load_seconds": round(load_seconds, 3),
            "embed_seconds": [],
            "groups": {
                name: {"texts": len(group), "seconds": []} for name, group in groups.items()
            },
        }
    # Rounds interleave the backends so that a burst of load from elsewhere on the machine
    # slows all of them alike; the best round is the least disturbed one.
    vectors: dict[str, FloatArray] = {}
    sizes = [len(group) for group in groups.values()]
    starts = dict(zip(groups, np.cumsum([0, *sizes[:-1]]).tolist(), strict=True))
    for round_ in range(repeats):
        for label, embedder in embedders.items():
            parts = []
            total = 0.0
            for name, group in groups.items():
                offset = round_ * len(items) + starts[name]
                on_batch = (
                    None
                    if progress is None
                    else _bind(progress, f"embed {label}", offset, repeats * len(items))
                )
                started = time.perf_counter()
                parts.append(embedder.embed_documents(group, progress=on_batch))
                seconds = time.perf_counter() - started
                total += seconds
                rows[label]["groups"][name]["seconds"].append(round(seconds, 4))
            rows[label]["embed_seconds"].append(round(total, 4))
            vectors[label] = np.concatenate(parts)
    for label, row in rows.items():
        row["texts_per_second"], row["texts_per_second_median"] = _rates(
            len(items), row["embed_seconds"]
        )
        for group in row["groups"].values():
            group["texts_per_second"], group["texts_per_second_median"] = _rates(
                group["texts"], group.pop("seconds")
            )
        row["cosine_vs_torch_mean"] = None
        row["cosine_vs_torch_min"] = None
        row["neighbours_at10"] = None
        logger.info("%s: %.1f texts/s (best of %d)", label, row["texts_per_second"], repeats)
    model_name = next(iter(embedders.values())).name.rsplit("/", 1)[0]
    static = {label for label, e in embedders.items() if e.static is not None}
    del embedders
    gc.collect()
    reference = next((b for b in ("torch", "onnx") if b in vectors), None)
    if "torch" in vectors:
        torch_vectors = vectors["torch"].astype(np.float64)
        for label, matrix in vectors.items():
            if label in static:
                continue
            cosines = np.einsum("ij,ij->i", matrix.astype(np.float64), torch_vectors)
            rows[label]["cosine_vs_torch_mean"] = round(float(cosines.mean()), 6)
            rows[label]["cosine_vs_torch_min"] = round(float(cosines.min()), 6)
    if reference is not None and len(items) > 10:
        for label, matrix in vectors.items():
            overlap = neighbour_overlap(matrix, vectors[reference], k=10)
            rows[label]["neighbours_at10"] = round(overlap, 4)
    return {
        "texts": len(items),
        "groups": {name: len(group) for name, group in groups.items()},
        "batch_size": batch_size,
        "repeats": repeats,
        "model": model_name,
        "threads": _torch_threads(),
        "machine": f"{platform.machine()}, {os.cpu_count()} CPUs",
        "reference": reference,
        "backends": {b: rows[b] for b in labels},
        "default_backend": recommend_backend(rows, min_cosine=min_cosine),
        "library_default": DEFAULT_BACKEND,
    }


def _rates(n: int, seconds: Sequence[float]) -> tuple[float, float]:
    """Texts per second of the fastest and of the median round."""
    best = max(min(seconds), 1e-9)
    median = max(float(np.median(seconds)), 1e-9)
    return round(n / best, 2), round(n / median, 2)


def _bind(
    progress: BenchProgress, stage: str, offset: int = 0, total: int | None = None
) -> Callable[..., None]:
    def report(done: int, of: int | None = None) -> None:
        progress(stage, offset + done, total if total is not None else (of or 0))

    return report


def _torch_threads() -> int | None:
    """Torch's thread count when a torch backend ran (importing torch costs seconds)."""
    torch = sys.modules.get("torch")
    if torch is None:
        return None
    return int(torch.get_num_threads())
