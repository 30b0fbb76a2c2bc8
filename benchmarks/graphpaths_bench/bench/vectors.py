"""Query time with in-memory vectors against vectors read from Chroma (DotRAG or GraFine).

``graphpaths bench vectors`` loads one index once per backend (:func:`~graphpaths.dotrag.index.graph_index.
load_index` or, for a GraFine corpus index, :func:`~graphpaths.grafine.corpus_index.load_corpus_index`,
with ``vectors=...``) and answers the same questions on each with
``DotRAG.from_index(index, embedder)`` (the heuristic policy) or
``GraFine.from_index(index, embedder)`` (its defaults):

- ``memory``: exact in-memory matrices (the ``.npy`` files, or every row fetched once from
  the index's Chroma store when it has no ``.npy``);
- ``chroma``: :class:`~graphpaths.vectors.chroma.ChromaCollectionVectorStore` over the index's Chroma
  store (embedded, or the server in the manifest or given), read as ``chroma`` says
  (:class:`~graphpaths.vectors.chroma.ChromaReadConfig`: row cache, HNSW oversampling);
- ``chroma-nocache``: the same with the row cache off (every row read from Chroma);
- ``chroma-exact``: the same with ``search="exact"`` (seed search scans every row, through
  the cache).

What is timed is ``retrieve(question)`` with every text already embedded: a first untimed
pass over all questions on the first backend fills a shared embedding memo, so the times
compare the vector stores, not the embedding model. ``warmup`` questions per backend run
untimed first; then the questions are asked in order, each of them of every backend in turn,
so a slow spell of the machine hits all backends alike (the warm-up questions are asked
again there). Every backend's answers are compared with the first backend's
(:func:`compare_results`: the same paths, anchors and context, scores within
``tolerance``).

Example (the percentile helper):
    >>> latency([1.0, 2.0, 3.0, 4.0])["p50_ms"]
    2.5
"""

from __future__ import annotations

import dataclasses
import json
import os
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import numpy as np

from graphpaths.dotrag.index.graph_index import GraphIndex, load_index
from graphpaths.dotrag.retriever import DotRAG
from graphpaths.embeddings import Embedder, FloatArray, ProgressCallback
from graphpaths.errors import ConfigError
from graphpaths.grafine.corpus_index import CorpusIndex, load_corpus_index
from graphpaths.grafine.corpus_index_files import KIND, MANIFEST
from graphpaths.grafine.retriever import GraFine
from graphpaths.vectors.chroma import ChromaReadConfig
from graphpaths.vectors.protocol import VectorStore

__all__ = ["BACKENDS", "compare_results", "latency", "run_vectors_benchmark"]

#: Backends :func:`run_vectors_benchmark` knows.
BACKENDS: tuple[str, ...] = ("memory", "chroma", "chroma-nocache", "chroma-exact")
Progress = Callable[..., None]
#: Differences kept per backend in the JSON.
MAX_DIFFERENCES = 10


class _MemoEmbedder:
    """An embedder that embeds each text once and remembers it (for every backend)."""

    def __init__(self, embedder: Embedder) -> None:
        self._embedder = embedder
        self._memo: dict[str, FloatArray] = {}

    @property
    def name(self) -> str:
        return self._embedder.name

    @property
    def dimension(self) -> int:
        return self._embedder.dimension

    def embed_documents(
        self, texts: Sequence[str], *, progress: ProgressCallback | None = None
    ) -> FloatArray:
        missing = [t for t in dict.fromkeys(texts) if t not in self._memo]
        if missing:
            for text, row in zip(missing, self._embedder.embed_documents(missing), strict=True):
                self._memo[text] = row
        if progress is not None:
            progress(len(texts))
        if not texts:
            return np.empty((0, self.dimension), dtype=np.float32)
        return np.stack([self._memo[t] for t in texts])

    def embed_query(self, text: str) -> FloatArray:
        row = self._memo.get(text)
        if row is None:
            row = self._memo[text] = self._embedder.embed_query(text)
        return row


def latency(ms: Sequence[float]) -> dict[str, float]:
    """p50, p95 and mean of ``ms`` (milliseconds), rounded to microseconds."""
    values = np.asarray(ms, dtype=float)
    if not len(values):
        return {"p50_ms": 0.0, "p95_ms": 0.0, "mean_ms": 0.0}
    return {
        "p50_ms": round(float(np.percentile(values, 50)), 3),
        "p95_ms": round(float(np.percentile(values, 95)), 3),
        "mean_ms": round(float(values.mean()), 3),
    }


def compare_results(want: object, got: object, tolerance: float) -> tuple[str | None, float]:
    """The first difference between two results (None: equal) and the largest float gap.

    Results are compared as data (``dataclasses.asdict`` of a dataclass): every float within
    ``tolerance``, everything else (ids, names, relation positions, context text) exactly;
    ``stats`` and ``seconds`` (timings) are left out. Example:

    >>> compare_results({"a": [1.0, "x"]}, {"a": [1.0 + 1e-7, "x"]}, 1e-5)[0] is None
    True
    >>> compare_results({"a": [1.0, "x"]}, {"a": [1.0, "y"]}, 1e-5)[0]
    "a[1]: 'x' != 'y'"
    """
    gap = [0.0]

    def walk(a: object, b: object, where: str) -> str | None:
        if isinstance(a, float) and isinstance(b, float):
            gap[0] = max(gap[0], abs(a - b))
            return None if abs(a - b) <= tolerance else f"{where}: {a!r} != {b!r}"
        if isinstance(a, Mapping) and isinstance(b, Mapping):
            if list(a) != list(b):
                return f"{where}: keys {list(a)} != {list(b)}"
            for key in a:
                if key not in ("stats", "seconds"):  # timings
                    found = walk(a[key], b[key], f"{where}.{key}" if where else str(key))
                    if found is not None:
                        return found
            return None
        if isinstance(a, list | tuple) and isinstance(b, list | tuple):
            if len(a) != len(b):
                return f"{where}: {len(a)} items != {len(b)}"
            for i, (x, y) in enumerate(zip(a, b, strict=True)):
                found = walk(x, y, f"{where}[{i}]")
                if found is not None:
                    return found
            return None
        return None if a == b else f"{where}: {a!r} != {b!r}"

    def data(value: object) -> object:
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            return dataclasses.asdict(value)
        return value

    return walk(data(want), data(got), ""), gap[0]


@dataclasses.dataclass(frozen=True, kw_only=True)
class _Backend:
    """One loaded index and the retriever over it."""

    index: GraphIndex | CorpusIndex
    retrieve: Callable[[str], Any]

    def stage_seconds(self, result: Any) -> Mapping[str, float]:
        if isinstance(self.index, CorpusIndex):
            return dict(result.seconds)
        return dict(result.stats.seconds)

    def cache_info(self) -> dict[str, Any]:
        """The Chroma row caches' counters (empty for in-memory vectors)."""
        named: dict[str, VectorStore | None]
        if isinstance(self.index, CorpusIndex):
            named = {"node": self.index.vectors}
        else:
            named = {"relation": self.index.relation_vectors, "entity": self.index.entity_vectors}
        info: dict[str, Any] = {}
        for name, vectors in named.items():
            counters = getattr(vectors, "cache_info", None)
            if counters is not None:
                info[f"{name}_cache"] = counters()
                info["chroma"] = getattr(vectors, "location", None)
        return info


def _is_corpus_index(index_dir: str | os.PathLike[str]) -> bool:

    path = os.path.join(index_dir, MANIFEST)
    try:
        with open(path, encoding="utf-8") as stream:
            return bool(json.load(stream).get("kind") == KIND)
    except (OSError, json.JSONDecodeError, AttributeError):
        return False  # load_index reports what is wrong with it


def _open_backend(
    index_dir: str | os.PathLike[str], vectors: str, read: ChromaReadConfig, embedder: Embedder
) -> _Backend:
    if _is_corpus_index(index_dir):
        corpus = load_corpus_index(index_dir, vectors=vectors, chroma=read)
        return _Backend(
            index=corpus, retrieve=GraFine.from_index(corpus, embedder=embedder).retrieve
        )
    graph = load_index(index_dir, vectors=vectors, chroma=read)
    return _Backend(index=graph, retrieve=DotRAG.from_index(graph, embedder=embedder).retrieve)


def run_vectors_benchmark(
    index_dir: str | os.PathLike[str],
    questions: Mapping[str, Sequence[str]],
    *,
    embedder: Embedder,
    backends: Sequence[str] = ("memory", "chroma"),
    chroma: ChromaReadConfig | None = None,
    warmup: int = 5,
    tolerance: float = 1e-5,
    progress: Progress | None = None,
) -> dict[str, Any]:
    """Time DotRAG (a graph index) or GraFine (a corpus index) on each backend over
    ``questions`` (group name -> texts); the JSON summary.

    Per backend: load seconds, p50/p95/mean query time over all questions and per group,
    p50 per DotRAG stage, and (Chroma) the row cache's counters; per backend after the
    first, how many answers equal the first backend's and the first differences.
    """
    names = list(dict.fromkeys(backends))
    unknown = [b for b in names if b not in BACKENDS]
    if not names or unknown:
        raise ConfigError(
            f"backends: expected some of {', '.join(BACKENDS)}, got {list(backends)!r}"
        )
    if isinstance(warmup, bool) or not isinstance(warmup, int) or warmup < 0:
        raise ConfigError(f"warmup: expected an integer >= 0, got {warmup!r}")
    asked = [(group, text) for group, texts in questions.items() for text in texts]
    if not asked:
        raise ConfigError("questions: expected at least one question")
    memo = _MemoEmbedder(embedder)
    loaded: dict[str, _Backend] = {}
    load_seconds: dict[str, float] = {}
    for name in names:
        start = time.perf_counter()
        read = chroma if chroma is not None else ChromaReadConfig()
        if name == "chroma-nocache":
            read = dataclasses.replace(read, cache_rows=0)
        elif name == "chroma-exact":
            read = dataclasses.replace(read, search="exact")
        vectors = "memory" if name == "memory" else "chroma"
        loaded[name] = _open_backend(index_dir, vectors, read, memo)
        load_seconds[name] = round(time.perf_counter() - start, 3)
    first = names[0]
    total = len(asked) * (len(names) + 1)
    done = 0
    # Untimed: every text the questions need is embedded once, into the shared memo.
    for _, text in asked:
        loaded[first].retrieve(text)
        done += 1
        if progress is not None:
            progress("bench vectors", done, total=total)
    for name in names:
        for _, text in asked[:warmup]:
            loaded[name].retrieve(text)
    times: dict[str, list[float]] = {name: [] for name in names}
    stages: dict[str, dict[str, list[float]]] = {name: {} for name in names}
    identical = dict.fromkeys(names[1:], 0)
    worst = dict.fromkeys(names[1:], 0.0)
    differences: dict[str, list[dict[str, str]]] = {name: [] for name in names[1:]}
    for group, text in asked:
        results: dict[str, Any] = {}
        for name in names:
            start = time.perf_counter()
            results[name] = loaded[name].retrieve(text)
            times[name].append((time.perf_counter() - start) * 1e3)
            for stage, seconds in loaded[name].stage_seconds(results[name]).items():
                stages[name].setdefault(stage, []).append(1e3 * float(seconds))
            done += 1
            if progress is not None:
                progress("bench vectors", done, total=total)
        for name in names[1:]:
            problem, gap = compare_results(results[first], results[name], tolerance)
            worst[name] = max(worst[name], gap)
            if problem is None:
                identical[name] += 1
            elif len(differences[name]) < MAX_DIFFERENCES:
                differences[name].append({"group": group, "question": text, "difference": problem})
    groups = list(questions)
    summary: dict[str, Any] = {}
    for name in names:
        positions = {g: [i for i, (q, _) in enumerate(asked) if q == g] for g in groups}
        row: dict[str, Any] = {
            "load_seconds": load_seconds[name],
            **latency(times[name]),
            "per_group": {g: latency([times[name][i] for i in positions[g]]) for g in groups},
            "stages_p50_ms": {
                stage: round(float(np.percentile(values, 50)), 3)
                for stage, values in stages[name].items()
            },
        }
        row.update(loaded[name].cache_info())
        summary[name] = row
    for backend in loaded.values():
        backend.index.close()
    reference = loaded[first].index
    if isinstance(reference, CorpusIndex):
        size = {
            "retriever": "grafine",
            "documents": len(reference.ids),
            "edges": reference.graph.num_edges,
        }
    else:
        size = {
            "retriever": "dotrag",
            "entities": reference.graph.num_entities,
            "relations": reference.graph.num_relations,
        }
    return {
        "index": os.fspath(index_dir),
        **size,
        "embedder": embedder.name,
        "index_vectors": reference.manifest.vectors,
        "questions": {g: len(questions[g]) for g in groups},
        "warmup": warmup,
        "chroma_read": dataclasses.asdict(chroma if chroma is not None else ChromaReadConfig()),
        "backends": summary,
        "agreement": {
            name: {
                "reference": first,
                "questions": len(asked),
                "identical": identical[name],
                "max_score_difference": worst[name],
                "tolerance": tolerance,
                "differences": differences[name],
            }
            for name in names[1:]
        },
    }
