"""The harness methods over a corpus graph (rerank, gar, grafine, ablations) and metaqa-docs."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from fakes import FakeEmbedder

from graphpaths.errors import ConfigError, InputError
from graphpaths.grafine import CorpusGraph
from graphpaths_bench.eval.base import CorpusResources
from graphpaths_bench.eval.beir import load_beir
from graphpaths_bench.eval.grafine_methods import shared_corpus
from graphpaths_bench.eval.metaqa_docs import write_metaqa_docs
from graphpaths_bench.eval.registry import get_method, registered_methods

METHODS = ["rerank", "gar", "grafine", "grafine-no-gsr", "grafine-sim-only", "grafine-graph-only"]

TEXTS = [
    f"{topic} study number {i} about {topic} and {other}"
    for i, (topic, other) in enumerate(
        (t, o)
        for t in ("aspirin", "statins", "vitamin", "insulin", "malaria", "sleep")
        for o in ("blood", "heart", "cells", "trial", "risk", "dose", "mice", "cohort")
    )
]


def resources(tmp_path: Path, edges: list[tuple[str, str]] | None = None) -> CorpusResources:
    embedder = FakeEmbedder(dimension=12)
    doc_ids = [f"d{i}" for i in range(len(TEXTS))]
    return CorpusResources(
        doc_ids=doc_ids,
        texts=TEXTS,
        embedder=embedder,
        vectors=embedder.embed_documents(TEXTS),
        edges=edges,
        index_dir=tmp_path,
    )


def test_methods_are_registered() -> None:
    assert set(METHODS) <= set(registered_methods("corpus"))


@pytest.mark.parametrize("name", METHODS)
def test_methods_rank_documents(tmp_path: Path, name: str) -> None:
    method = get_method(name, "corpus").create(resources(tmp_path))
    ranked = method.rank("aspirin blood trial", 5)
    assert 1 <= len(ranked) <= 5
    assert all(isinstance(d, str) and isinstance(s, float) for d, s in ranked)
    assert [s for _, s in ranked] == sorted((s for _, s in ranked), reverse=True)
    assert method.rank("aspirin blood trial", 5) == ranked
    assert method.rank("aspirin", 0) == []
    with pytest.raises(InputError, match="k"):
        method.rank("aspirin", -1)


def test_the_built_graph_is_saved_with_the_index_and_shared(tmp_path: Path) -> None:
    res = resources(tmp_path)
    shared = shared_corpus(res)
    assert shared_corpus(res) is shared  # one graph and provider per resources
    saved = tmp_path / "corpus_graphs" / "knn-bm25-k16.npz"
    assert saved.exists()
    assert shared.graph.meta["kind"] == "knn-bm25"
    again = shared_corpus(resources(tmp_path))  # a new run reads it back
    assert np.array_equal(again.graph.indices, shared.graph.indices)
    assert CorpusGraph.load(saved).meta["fingerprint"] == shared.graph.meta["fingerprint"]


def test_explicit_edges_are_the_graph(tmp_path: Path) -> None:
    res = resources(tmp_path, edges=[("d0", "d9"), ("d9", "d20")])
    graph = shared_corpus(res).graph
    assert graph.neighbors(9).tolist() == [0, 20]
    assert graph.num_edges == 4
    assert (tmp_path / "corpus_graphs" / "edges.npz").exists()


def write_kb(root: Path) -> None:
    (root / "2-hop").mkdir(parents=True)
    (root / "kb.txt").write_text(
        "Kismet|directed_by|William Dieterle\n"
        "Kismet|starred_actors|Ronald Colman\n"
        "Juarez|directed_by|William Dieterle\n"
        "Juarez|in_language|English\n"
        "Random Harvest|starred_actors|Ronald Colman\n"
        "Rope|directed_by|Alfred Hitchcock\n",
        encoding="utf-8",
    )
    (root / "2-hop" / "qa_dev.txt").write_text(
        "name films with the same director as [Kismet]\tJuarez\n"
        "who appeared in pictures made by [Alfred Hitchcock]\tJames Stewart\n"
        "name films with an actor in common with [Kismet]\tRandom Harvest|Nobody\n",
        encoding="utf-8",
    )
    (root / "2-hop" / "qa_dev_qtype.txt").write_text(
        "movie_to_director_to_movie\ndirector_to_movie_to_actor\nmovie_to_actor_to_movie\n",
        encoding="utf-8",
    )


def test_metaqa_docs_layout(tmp_path: Path) -> None:
    write_kb(tmp_path / "metaqa")
    report = write_metaqa_docs(tmp_path, tmp_path / "out")
    assert (report.documents, report.edges, report.queries, report.qrels) == (4, 2, 2, 2)
    assert report.unknown_answers == 1
    assert report.by_type["movie_to_actor_to_movie"] == 1
    data = load_beir(tmp_path / "out", split="dev")
    titles = {d.title: d.id for d in data.corpus.values()}
    assert data.corpus[titles["Juarez"]].text == "Directed by William Dieterle. In English."
    assert sorted(data.edges or []) == sorted(
        [(titles["Kismet"], titles["Juarez"]), (titles["Kismet"], titles["Random Harvest"])]
    )
    assert [q.text for q in data.queries] == [
        "name films with the same director as Kismet",
        "name films with an actor in common with Kismet",
    ]
    assert data.qrels["2hop-dev-3"] == {titles["Random Harvest"]: 1}
    with pytest.raises(ConfigError, match="question_types"):
        write_metaqa_docs(tmp_path, tmp_path / "x", question_types=["actor_to_movie"])


def test_metaqa_docs_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from graphpaths.cli import main

    write_kb(tmp_path / "metaqa")
    code = main(["data", "metaqa-docs", "--data", str(tmp_path), "--out", str(tmp_path / "o")])
    assert code == 0
    assert "4 movie documents, 2 links, 2 queries" in capsys.readouterr().out
    first = json.loads((tmp_path / "o" / "corpus.jsonl").read_text().splitlines()[0])
    assert first == {
        "_id": "m00000",
        "title": "Kismet",
        "text": "Directed by William Dieterle. Starring Ronald Colman.",
    }


def test_b_max_sweep_and_plot(tmp_path: Path) -> None:
    from graphpaths_bench.bench.grafine import plot_sweep, run_grafine_sweep
    from graphpaths_bench.eval.beir import BeirDataset, BeirDocument, BeirQuery

    res = resources(tmp_path)
    dataset = BeirDataset(
        corpus={
            d: BeirDocument(id=d, title="", text=t) for d, t in zip(res.doc_ids, TEXTS, strict=True)
        },
        queries=(BeirQuery(id="q1", text="aspirin heart"), BeirQuery(id="q2", text="sleep mice")),
        qrels={"q1": {"d1": 1}, "q2": {"d41": 1}},
        edges=None,
        split="test",
    )
    result = run_grafine_sweep(dataset, res, budgets=[5, 10, 20], limit=None)
    assert [r["b_max"] for r in result["methods"]["grafine"]] == [5, 10, 20]
    assert set(result["methods"]) == {"grafine", "gar", "rerank"}
    assert set(result["grafine_time_fit"]) == {"slope_ms_per_node", "intercept_ms", "r2"}
    assert plot_sweep(result, tmp_path / "sweep.png").stat().st_size > 1000
    with pytest.raises(InputError, match=r"budgets\[0\]: expected an integer >= 1, got 0"):
        run_grafine_sweep(dataset, res, budgets=[0])
