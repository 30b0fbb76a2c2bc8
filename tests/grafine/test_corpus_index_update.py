"""Corpus index updates: documents and links added, changed and deleted; only new or
changed texts embedded; GraFine.from_index follows the updates."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from fakes import FakeEmbedder

from graphpaths import GraFine
from graphpaths.errors import ConfigError, InputError
from graphpaths.grafine.corpus_index import build_corpus_index, load_corpus_index

TEXTS = {
    "a": "graph retrieval with paths",
    "b": "vector search over documents",
    "c": "paths between entities in a knowledge graph",
    "d": "dense retrieval and reranking",
    "e": "token budgets for context windows",
}
LINKS = [("a", "c"), ("b", "d"), ("a", "b"), ("d", "e")]
QUESTIONS = ["graph paths", "dense vector retrieval", "context budget"]


def build(
    tmp_path: Path,
    texts: dict[str, str],
    name: str,
    links: list[tuple[str, str]] | None,
    metadatas: dict[str, dict[str, Any]] | None = None,
) -> Path:
    out = tmp_path / name
    build_corpus_index(
        list(texts.values()),
        out,
        ids=list(texts),
        links=links,
        metadatas=[(metadatas or {}).get(k, {}) for k in texts],
        embedder=FakeEmbedder(),
    )
    return out


def answers(grafine: GraFine) -> list[list[str]]:
    return [grafine.retrieve(q, k=3).ids for q in QUESTIONS]


def same_index(got: Path, want: Path) -> None:
    for name in ("documents.jsonl", "vectors.npy", "vectors.ids.npy", "graph.npz"):
        assert (got / name).read_bytes() == (want / name).read_bytes(), name


@pytest.mark.parametrize("linked", [True, False])
def test_add_then_delete_documents(tmp_path: Path, linked: bool) -> None:
    links = LINKS if linked else None
    out = build(tmp_path, TEXTS, "idx", links)
    index = load_corpus_index(out)
    grafine = GraFine.from_index(index, embedder=FakeEmbedder())
    before = answers(grafine)
    embedder = FakeEmbedder()
    new = {"f": "graph paths and dense vectors together", "g": "budgets of paths"}
    records = [{"id": k, "text": v, "metadata": {"tenant": "acme"}} for k, v in new.items()]
    if linked:
        records[0]["links"] = ["a"]
    report = index.add(records, links=[("g", "e")] if linked else [], embedder=embedder)
    assert sorted(embedder.embedded) == sorted(new.values())
    assert report.embedded == 2
    assert index.revision == 1
    assert index.metadatas[-1] == {"tenant": "acme"}
    new_links = [*LINKS, ("f", "a"), ("g", "e")] if linked else None
    tenants = {key: {"tenant": "acme"} for key in new}
    same_index(out, build(tmp_path, {**TEXTS, **new}, "fresh", new_links, tenants))
    assert answers(grafine) != before or linked  # followed (kNN answers change for sure)
    assert answers(grafine) == answers(
        GraFine.from_index(tmp_path / "fresh", embedder=FakeEmbedder())
    )
    again = FakeEmbedder()
    index.delete(["f", "g"], embedder=again)
    assert again.embedded == []
    same_index(out, build(tmp_path, TEXTS, "again", links))
    assert answers(grafine) == before
    assert load_corpus_index(out, verify="full").revision == 2


def test_update_text_and_metadata(tmp_path: Path) -> None:
    out = build(tmp_path, TEXTS, "idx", LINKS)
    index = load_corpus_index(out)
    embedder = FakeEmbedder()
    index.update(
        [{"id": "b", "text": "sparse search"}, {"id": "c", "metadata": {"year": 2024}}],
        embedder=embedder,
    )
    assert embedder.embedded == ["sparse search"]
    assert index.metadatas[2] == {"year": 2024}
    same_index(
        out, build(tmp_path, {**TEXTS, "b": "sparse search"}, "fresh", LINKS, {"c": {"year": 2024}})
    )
    index.update([{"id": "c", "metadata": {"year": None}}], embedder=embedder)
    assert index.metadatas[2] == {}
    index.delete(links=[("b", "a")], embedder=embedder)
    assert index.graph.num_edges == 2 * (len(LINKS) - 1)


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda i: i.add([{"id": "a", "text": "x"}]), r"documents\[0\]: document 'a' is already"),
        (lambda i: i.add([{"id": "z"}]), r"documents\[0\]: field 'text'"),
        (lambda i: i.add([{"id": "z", "text": "x", "links": ["nobody"]}]), r"unknown id 'nobody'"),
        (lambda i: i.update([{"id": "zz", "text": "x"}]), r"documents\[0\]: document 'zz' is not"),
        (
            lambda i: i.delete(links=[("a", "e")]),
            r"links\[0\]: link \('a', 'e'\) is not in the graph",
        ),
        (
            lambda i: i.add([{"id": "z", "text": "x", "metadata": {"k": [1]}}]),
            r"documents\[0\].*'k'",
        ),
    ],
)
def test_bad_changes_are_named(tmp_path: Path, call: object, message: str) -> None:
    index = load_corpus_index(build(tmp_path, TEXTS, "idx", LINKS))
    with pytest.raises(InputError, match=message):
        call(index)  # type: ignore[operator]
    assert index.revision == 0


@pytest.mark.slow
def test_readers_see_the_old_or_the_new_corpus(tmp_path: Path) -> None:
    out = build(tmp_path, TEXTS, "idx", None)
    index = load_corpus_index(out)
    grafine = GraFine.from_index(index, embedder=FakeEmbedder())
    new = [{"id": "f", "text": "graph paths dense budget"}]
    old = answers(grafine)
    index.add(new, embedder=FakeEmbedder())
    added = answers(grafine)
    index.delete(["f"], embedder=FakeEmbedder())
    assert old != added
    seen: list[tuple[int, list[str]]] = []
    stop = threading.Event()

    def read() -> None:
        while not stop.is_set():
            for k, q in enumerate(QUESTIONS):
                seen.append((k, grafine.retrieve(q, k=3).ids))

    readers = [threading.Thread(target=read) for _ in range(2)]
    for t in readers:
        t.start()
    try:
        for _ in range(4):
            index.add(new, embedder=FakeEmbedder())
            index.delete(["f"], embedder=FakeEmbedder())
    finally:
        stop.set()
        for t in readers:
            t.join()
    assert seen
    assert all(ids in (old[k], added[k]) for k, ids in seen)
    assert np.asarray(index.vectors.vectors([0])).shape == (1, 16)


def test_incremental_knn_update_recomputes_only_the_rows_it_may_change(tmp_path: Path) -> None:
    from graphpaths.lexical import BM25Index

    texts = {f"d{i}": f"topic {i % 4} word{i} shared words {'x' * (i % 3)}" for i in range(30)}
    out = build(tmp_path, texts, "idx", None)
    index = load_corpus_index(out)
    before = index.graph
    new = {"n1": "topic 1 word7 brand new", "n2": "topic 2 entirely novel text"}
    index.add(
        [{"id": k, "text": v} for k, v in new.items()],
        embedder=FakeEmbedder(),
        knn_update="incremental",
    )
    graph = index.graph
    all_texts = [*texts.values(), *new.values()]
    bm25 = BM25Index(all_texts)
    k = int(graph.meta["k"])

    def fresh_row(i: int) -> list[int]:
        found, _ = bm25.top_k(all_texts[i], k + 1)
        return [int(j) for j in found if j != i][:k]

    recomputed = {30, 31} | {int(j) for i in (30, 31) for j in fresh_row(i)}
    for i in range(32):
        want = fresh_row(i) if i in recomputed else before.neighbors(i).tolist()
        assert graph.neighbors(i).tolist() == want, i
    assert any(30 in graph.neighbors(i).tolist() for i in range(30))  # reachable
    removed = load_corpus_index(out)
    removed.delete(["n1", "n2"], embedder=FakeEmbedder(), knn_update="incremental")
    assert removed.graph.num_nodes == 30
    with pytest.raises(ConfigError, match="knn_update"):
        removed.delete(["d1"], knn_update="approximate")
