"""The update benchmark (``graphpaths bench updates``): incremental updates of a live index.

On a copy of a graph index (the original is never touched) it measures:

1. the answers and query latency (p50/p95) of a fixed question set, no writer (after an
   untimed pass, so every timed pass runs with the same warm caches);
2. adding ``triples`` synthetic triples (new films with new names, each directed, written
   and acted by existing people) through :meth:`GraphIndex.add
   <graphpaths.dotrag.index.graph_index.GraphIndex.add>`: seconds, triples/s, and the texts the embedder was
   handed (only the new films' entity texts should be);
3. deleting them again (:meth:`~graphpaths.dotrag.index.graph_index.GraphIndex.delete` of the new films):
   seconds, whether the graph's fingerprint is the original's and whether every answer of
   the question set equals the one before the add (exactly);
4. query latency while a writer thread keeps adding and deleting batches of triples (and
   again without it afterwards), and whether every answer then is the answer of the old
   state or of the new one.

Example (a tiny graph, the hashing embedder):
    >>> import tempfile, pathlib
    >>> from graphpaths.embeddings_hashing import HashingEmbedder
    >>> from graphpaths.graph import GraphBuilder
    >>> from graphpaths.dotrag.index.graph_index import build_index
    >>> b = GraphBuilder()
    >>> for i in range(6):
    ...     _ = b.add_entity(f"m{i}", name=f"Movie {i}", types=["movie"])
    ...     _ = b.add_entity(f"p{i}", name=f"Person {i}", types=["person"])
    ...     _ = b.add_relation(f"m{i}", f"p{i}", "directed_by")
    >>> out = pathlib.Path(tempfile.mkdtemp()) / "idx"
    >>> _ = build_index(b.build(), out, embedder=HashingEmbedder())
    >>> r = run_updates_benchmark(out, ["who directed Movie 1"], triples=8,
    ...                           embedder=HashingEmbedder(), writer_batches=2)
    >>> r["add"]["embedded_texts"], r["delete"]["answers_equal"], r["delete"]["fingerprint_equal"]
    (8, True, True)
"""

from __future__ import annotations

import shutil
import tempfile
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from graphpaths.dotrag.index.graph_index import load_index
from graphpaths.dotrag.retriever import DotRAG
from graphpaths.errors import ConfigError
from graphpaths.grafine.corpus_index import load_corpus_index
from graphpaths.grafine.retriever import GraFine

if TYPE_CHECKING:
    from graphpaths.dotrag.protocol.types import DotRAGResult
    from graphpaths.embeddings import Embedder, FloatArray, ProgressCallback
    from graphpaths.graph import Graph

__all__ = [
    "latency_summary",
    "run_corpus_updates_benchmark",
    "run_updates_benchmark",
    "synthetic_films",
]

#: Relations of a synthetic film: one director, one writer, two actors.
_ROLES = ("directed_by", "written_by", "starred_actors", "starred_actors")


class _Counting:
    """An embedder wrapper counting the texts it is handed."""

    def __init__(self, inner: Embedder) -> None:
        self.inner = inner
        self.name = inner.name
        self.dimension = inner.dimension
        self.texts: list[str] = []

    def embed_documents(
        self, texts: Sequence[str], *, progress: ProgressCallback | None = None
    ) -> FloatArray:
        self.texts.extend(texts)
        return self.inner.embed_documents(texts, progress=progress)

    def embed_query(self, text: str) -> FloatArray:
        return self.inner.embed_query(text)


def synthetic_films(
    graph: Graph, triples: int, *, seed: int = 0, tag: str = "a"
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """``(entities, triples)``: new films (ids and names nobody has) related to existing
    people by the labels of :data:`_ROLES` that the graph has (people: the tails of those
    labels), ``triples`` triples in all."""
    rng = np.random.default_rng(seed)
    roles = [r for r in _ROLES if r in graph.label_names] or [graph.label_names[0]]
    people = np.unique(
        np.concatenate([graph.tails[graph.relation_labels == graph.label_index(r)] for r in roles])
    )
    films = -(-triples // len(roles))
    entities: list[dict[str, Any]] = []
    out: list[dict[str, Any]] = []
    movie_type = ["movie"] if "movie" in graph.type_names else None
    for k in range(films):
        film = f"synthetic film {tag}{k}"
        record: dict[str, Any] = {"id": film, "name": f"Zyxwv {tag.upper()}{k} Quillon"}
        if movie_type is not None:
            record["types"] = movie_type
        entities.append(record)
        picked = rng.choice(people, size=len(roles), replace=False)
        for role, person in zip(roles, picked.tolist(), strict=True):
            if len(out) < triples:
                out.append({"head": film, "relation": role, "tail": graph.entity_ids[person]})
    return entities, out


def _answer(result: DotRAGResult) -> tuple[Any, ...]:
    paths = tuple(
        (p.anchor_id, round(p.score, 6), tuple((h.relation, h.source, h.target) for h in p.hops))
        for p in result.paths
    )
    return paths, result.context.text


def _answers(dotrag: DotRAG, questions: Sequence[str]) -> tuple[list[Any], list[float]]:
    answers, seconds = [], []
    for q in questions:
        start = time.perf_counter()
        answers.append(_answer(dotrag.retrieve(q)))
        seconds.append(time.perf_counter() - start)
    return answers, seconds


def latency_summary(seconds: Sequence[float]) -> dict[str, float]:
    """``queries``, ``p50_ms`` and ``p95_ms`` of durations in seconds."""
    ms = np.asarray(seconds, dtype=np.float64) * 1000.0
    return {
        "queries": len(ms),
        "p50_ms": round(float(np.percentile(ms, 50)), 2),
        "p95_ms": round(float(np.percentile(ms, 95)), 2),
    }


def run_updates_benchmark(
    index_dir: str | Path,
    questions: Sequence[str],
    *,
    triples: int = 1000,
    embedder: Embedder | None = None,
    writer_batches: int = 10,
    writer_triples: int = 100,
    work_dir: str | Path | None = None,
    seed: int = 0,
) -> dict[str, Any]:
    """Run the benchmark on a copy of the index at ``index_dir`` (module docstring)."""

    if not questions:
        raise ConfigError("questions: the benchmark needs at least one question")
    work = Path(tempfile.mkdtemp(prefix="gp-bench-updates-", dir=work_dir))
    copy = work / "index"
    try:
        start = time.perf_counter()
        shutil.copytree(index_dir, copy)
        copy_seconds = time.perf_counter() - start
        index = load_index(copy)
        counting = _Counting(embedder if embedder is not None else index.embedder())
        dotrag = DotRAG.from_index(index, embedder=counting)
        original = index.graph.fingerprint
        _answers(dotrag, questions)  # warm: model, query embeddings, caches
        before, base_seconds = _answers(dotrag, questions)

        entities, new = synthetic_films(index.graph, triples, seed=seed)
        counting.texts.clear()
        t0 = time.perf_counter()
        report = index.add(triples=new, entities=entities, embedder=counting)
        add_seconds = time.perf_counter() - t0
        added_texts = list(counting.texts)
        expected = sorted(index.graph.entity_text(e["id"]) for e in entities)
        after_add, _ = _answers(dotrag, questions)
        counting.texts.clear()
        t0 = time.perf_counter()
        removed = index.delete(entities=[e["id"] for e in entities], embedder=counting)
        delete_seconds = time.perf_counter() - t0
        deleted_texts = len(counting.texts)
        after_delete, _ = _answers(dotrag, questions)

        # Queries while a writer adds and deletes batches of films.
        writer_entities, writer_new = synthetic_films(
            index.graph, writer_triples, seed=seed + 1, tag="w"
        )
        index.add(triples=writer_new, entities=writer_entities, embedder=counting)
        with_writer_state, _ = _answers(dotrag, questions)
        index.delete(entities=[e["id"] for e in writer_entities], embedder=counting)
        updates: list[float] = []
        stop = threading.Event()

        def write() -> None:
            for _ in range(writer_batches):
                if stop.is_set():
                    return
                t0 = time.perf_counter()
                index.add(triples=writer_new, entities=writer_entities, embedder=counting)
                index.delete(entities=[e["id"] for e in writer_entities], embedder=counting)
                updates.append(time.perf_counter() - t0)

        writer = threading.Thread(target=write)
        during: list[float] = []
        mixed = 0
        writer.start()
        rounds = 0
        while writer.is_alive() or rounds == 0:
            answers, seconds = _answers(dotrag, questions)
            during += seconds
            mixed += sum(
                a not in (b, w) for a, b, w in zip(answers, before, with_writer_state, strict=True)
            )
            rounds += 1
        stop.set()
        writer.join()
        _, after_seconds = _answers(dotrag, questions)  # the machine's load may drift
        return {
            "index": str(index_dir),
            "entities": index.graph.num_entities,
            "relations": index.graph.num_relations,
            "questions": len(questions),
            "copy_seconds": round(copy_seconds, 3),
            "add": {
                "triples": len(new),
                "new_entities": len(entities),
                "seconds": round(add_seconds, 3),
                "stages": report.seconds,
                "triples_per_second": round(len(new) / add_seconds, 1),
                "embedded_texts": len(added_texts),
                "embedded_only_new_texts": sorted(added_texts) == expected,
                "embedded_by_kind": report.embedded,
                "answers_changed": sum(a != b for a, b in zip(after_add, before, strict=True)),
            },
            "delete": {
                "seconds": round(delete_seconds, 3),
                "stages": removed.seconds,
                "triples_per_second": round(len(new) / delete_seconds, 1),
                "embedded_texts": deleted_texts,
                "fingerprint_equal": index.graph.fingerprint == original,
                "answers_equal": after_delete == before,
            },
            "latency": {
                "no_writer": latency_summary(base_seconds),
                "with_writer": latency_summary(during),
                "no_writer_after": latency_summary(after_seconds),
                "writer_updates": len(updates) * 2,
                "writer_update_seconds_mean": round(float(np.mean(updates)) / 2, 3)
                if updates
                else None,
                "writer_triples_per_update": len(writer_new),
                "answers_neither_old_nor_new": mixed,
            },
            "revision": index.revision,
        }
    finally:
        shutil.rmtree(work, ignore_errors=True)


def run_corpus_updates_benchmark(
    index_dir: str | Path,
    queries: Sequence[str],
    *,
    documents: int = 100,
    embedder: Embedder | None = None,
    writer_cycles: int = 5,
    writer_documents: int = 20,
    work_dir: str | Path | None = None,
    knn_update: str = "exact",
) -> dict[str, Any]:
    """GraFine's counterpart on a copy of a corpus index: delete its last ``documents``
    documents, add them back (seconds, documents/s, texts embedded; the index is then
    byte-for-byte the original and every answer of ``queries`` equal), and query latency
    while a writer deletes and re-adds ``writer_documents`` documents."""

    if not queries:
        raise ConfigError("queries: the benchmark needs at least one query")
    work = Path(tempfile.mkdtemp(prefix="gp-bench-corpus-updates-", dir=work_dir))
    copy = work / "index"
    try:
        shutil.copytree(index_dir, copy)
        index = load_corpus_index(copy)
        counting = _Counting(embedder if embedder is not None else index.embedder())
        grafine = GraFine.from_index(index, embedder=counting)

        def ask() -> tuple[list[Any], list[float]]:
            answers, seconds = [], []
            for q in queries:
                t0 = time.perf_counter()
                answers.append(tuple(grafine.retrieve(q, k=10).ids))
                seconds.append(time.perf_counter() - t0)
            return answers, seconds

        ask()  # warm: model, query embeddings
        before, base_seconds = ask()
        files = {p.name: p.read_bytes() for p in copy.iterdir() if p.name != "manifest.json"}
        shutil.copy(copy / "vectors.npy", work / "original-vectors.npy")
        n = len(index.ids)
        records = [
            {"id": index.ids[i], "text": index.texts[i], "metadata": index.metadatas[i]}
            for i in range(n - documents, n)
        ]
        t0 = time.perf_counter()
        deleted = index.delete([r["id"] for r in records], embedder=counting, knn_update=knn_update)
        delete_seconds = time.perf_counter() - t0
        counting.texts.clear()
        t0 = time.perf_counter()
        added = index.add(records, embedder=counting, knn_update=knn_update)
        add_seconds = time.perf_counter() - t0
        embedded = len(counting.texts)
        after, _ = ask()
        restored = {name: (copy / name).read_bytes() == data for name, data in files.items()}
        # A model embeds a text in another batch with float differences of ~1e-7 (padding),
        # so vectors.npy is compared by value too.
        original_vectors = np.load(work / "original-vectors.npy")
        vector_diff = float(np.abs(np.load(copy / "vectors.npy") - original_vectors).max())

        cycle = records[-writer_documents:]
        updates: list[float] = []

        def write() -> None:
            for _ in range(writer_cycles):
                t1 = time.perf_counter()
                index.delete([r["id"] for r in cycle], embedder=counting, knn_update=knn_update)
                index.add(cycle, embedder=counting, knn_update=knn_update)
                updates.append(time.perf_counter() - t1)

        writer = threading.Thread(target=write)
        during: list[float] = []
        writer.start()
        rounds = 0
        while writer.is_alive() or rounds == 0:
            during += ask()[1]
            rounds += 1
        writer.join()
        after_seconds = ask()[1]
        return {
            "index": str(index_dir),
            "documents": n,
            "queries": len(queries),
            "graph": index.graph.meta.get("kind"),
            "knn_update": knn_update,
            "delete": {
                "documents": documents,
                "seconds": round(delete_seconds, 3),
                "documents_per_second": round(documents / delete_seconds, 1),
                "stages": deleted.seconds,
            },
            "add": {
                "documents": documents,
                "seconds": round(add_seconds, 3),
                "documents_per_second": round(documents / add_seconds, 1),
                "embedded_texts": embedded,
                "stages": added.seconds,
            },
            "restored_files_equal": restored,
            "restored_vectors_max_abs_diff": vector_diff,
            "answers_equal": after == before,
            "answers_equal_count": sum(a == b for a, b in zip(after, before, strict=True)),
            "latency": {
                "no_writer": latency_summary(base_seconds),
                "with_writer": latency_summary(during),
                "no_writer_after": latency_summary(after_seconds),
                "writer_updates": 2 * len(updates),
                "writer_documents_per_update": writer_documents,
                "writer_update_seconds_mean": round(float(np.mean(updates)) / 2, 3)
                if updates
                else None,
            },
            "revision": index.revision,
        }
    finally:
        shutil.rmtree(work, ignore_errors=True)
