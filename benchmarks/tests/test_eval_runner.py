"""The evaluation runs and the `graphpaths eval` / `report` commands, on small data."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from fakes import FakeEmbedder
from samples import write_toy_metaqa

from graphpaths.cli import main
from graphpaths.dotrag.index.graph_index import build_index, load_index
from graphpaths_bench.eval.base import MethodResult
from graphpaths_bench.eval.beir import corpus_graph, load_beir
from graphpaths_bench.eval.metaqa_kb import load_metaqa_kb
from graphpaths_bench.eval.registry import register_method
from graphpaths_bench.eval.report import render_report
from graphpaths_bench.eval.runner import run_beir, run_metaqa


@pytest.fixture
def metaqa(tmp_path: Path) -> tuple[Path, object]:
    data = write_toy_metaqa(tmp_path)
    out = tmp_path / "idx"
    embedder = FakeEmbedder()
    build_index(load_metaqa_kb(data / "kb.txt"), out, embedder=embedder)
    return data.parent, load_index(out)


def test_metaqa_run_shape_metrics_and_jsonl(metaqa: tuple[Path, object], tmp_path: Path) -> None:
    data, index = metaqa
    jsonl = tmp_path / "rows.jsonl"
    result = run_metaqa(
        index, FakeEmbedder(), data_dir=data, methods=["vss", "bm25"], hops=[1, 2], jsonl=jsonl
    )
    assert result["dataset"] == "metaqa"
    assert set(result["methods"]) == {"vss", "bm25"}
    for by_hop in result["methods"].values():
        assert set(by_hop) == {"1", "2"}
        one = by_hop["1"]
        keys = {
            "n",
            "recall",
            "precision",
            "f1",
            "gp",
            "llm_calls",
            "latency_p50_ms",
            "latency_p95_ms",
        }
        assert keys <= one.keys()
        assert one["n"] == 3
        # The whole toy graph fits in the budget: every answer is retrieved.
        assert one["recall"] == 100.0
        assert one["gp"] is None  # 1-hop questions have no intermediates
        assert by_hop["2"]["gp"] == 100.0
        assert {"n", "recall", "precision", "f1", "gp"} <= one["answerable"].keys()
    rows = [json.loads(line) for line in jsonl.read_text().splitlines()]
    assert len(rows) == 2 * 5
    first = rows[0]
    assert first["question"] == "who directed Kismet"
    assert "William Dieterle" in first["retrieved"]
    assert first["answers"] == ["William Dieterle"]


class CountingMethod:
    calls = 0

    def __init__(self, resources: object) -> None:
        from graphpaths.context import ContextBuilder

        self._builder_for = lambda: ContextBuilder(resources.index.graph, budget=50)  # type: ignore[attr-defined]

    def retrieve(self, question: str) -> MethodResult:
        type(self).calls += 1
        return MethodResult(context=self._builder_for().build(), llm_calls=2)


register_method("counting-test", "graph", CountingMethod, replace=True)


def test_resume_reuses_rows_and_samples_are_seeded(
    metaqa: tuple[Path, object], tmp_path: Path
) -> None:
    data, index = metaqa
    jsonl = tmp_path / "rows.jsonl"
    CountingMethod.calls = 0
    first = run_metaqa(
        index,
        FakeEmbedder(),
        data_dir=data,
        methods=["counting-test"],
        hops=[1, 2],
        limit=2,
        seed=3,
        jsonl=jsonl,
    )
    assert CountingMethod.calls == 1 + 4  # warm-up + 2 per hop
    assert first["methods"]["counting-test"]["1"]["llm_calls"] == 2.0
    assert first["methods"]["counting-test"]["1"]["recall"] == 0.0
    ids = [json.loads(line)["id"] for line in jsonl.read_text().splitlines()]
    # Cut the last row short, as an interruption would, then resume.
    lines = jsonl.read_text().splitlines()
    jsonl.write_text("\n".join(lines[:-1]) + "\n" + lines[-1][:10], encoding="utf-8")
    CountingMethod.calls = 0
    again = run_metaqa(
        index,
        FakeEmbedder(),
        data_dir=data,
        methods=["counting-test"],
        hops=[1, 2],
        limit=2,
        seed=3,
        jsonl=jsonl,
        resume=True,
    )
    assert CountingMethod.calls == 1 + 1  # warm-up + the one lost row
    for hop in ("1", "2"):
        before, after = (
            first["methods"]["counting-test"][hop],
            again["methods"]["counting-test"][hop],
        )
        for key in ("n", "recall", "precision", "f1", "gp", "llm_calls"):
            assert after[key] == before[key]
    rows = [json.loads(line)["id"] for line in jsonl.read_text().splitlines()]
    assert sorted(rows) == sorted(ids)


def test_beir_run_and_report(tmp_path: Path) -> None:
    root = tmp_path / "corpus"
    (root / "qrels").mkdir(parents=True)
    docs = [
        {"_id": "d1", "title": "Graphs", "text": "paths between entities"},
        {"_id": "d2", "title": "Cats", "text": "cats sleep a lot"},
        {"_id": "d3", "title": "Dogs", "text": "dogs bark at cats"},
    ]
    (root / "corpus.jsonl").write_text("\n".join(json.dumps(d) for d in docs), encoding="utf-8")
    queries = [{"_id": "q1", "text": "do cats sleep"}, {"_id": "q2", "text": "graph paths"}]
    (root / "queries.jsonl").write_text("\n".join(json.dumps(q) for q in queries), encoding="utf-8")
    (root / "qrels" / "train.tsv").write_text("query-id\tcorpus-id\tscore\nq1\td2\t1\nq2\td1\t1\n")
    (root / "edges.tsv").write_text("d2\td3\n")
    dataset = load_beir(root)
    graph = corpus_graph(dataset)
    assert graph.num_relations == 1
    assert graph.entity_text(0) == "Graphs: paths between entities"
    build_index(graph, tmp_path / "idx", embedder=FakeEmbedder())
    index = load_index(tmp_path / "idx")
    from graphpaths_bench.eval.base import CorpusResources

    resources = CorpusResources(
        doc_ids=list(graph.entity_ids),
        texts=graph.entity_texts(),
        embedder=FakeEmbedder(),
        vectors=index.entity_vectors,
        edges=dataset.edges,
    )
    result = run_beir(dataset, resources, methods=["bm25", "vector"], jsonl=tmp_path / "rows.jsonl")
    bm25 = result["methods"]["bm25"]
    assert bm25["n"] == 2
    assert bm25["recall@10"] == 100.0
    assert bm25["ndcg@10"] == 100.0  # each query's only relevant document ranks first
    text = render_report({**result, "data": str(root)}, png=tmp_path / "plot.png")
    assert "| bm25 (ours) | 2 | 100.00 | 100.00 |" in text
    assert (tmp_path / "plot.png").stat().st_size > 1000


def test_metaqa_report_has_paper_rows(tmp_path: Path) -> None:
    payload = {
        "dataset": "metaqa",
        "split": "dev",
        "hops": [1, 2],
        "methods": {
            "vss": {
                h: {
                    "n": 1,
                    "recall": 50.0,
                    "precision": 10.0,
                    "f1": 16.67,
                    "gp": None,
                    "llm_calls": 0.0,
                    "latency_p50_ms": 3.0,
                    "latency_p95_ms": 4.0,
                    "answerable": {
                        "n": 1,
                        "recall": 50.0,
                        "precision": 10.0,
                        "f1": 16.67,
                        "gp": None,
                    },
                }
                for h in ("1", "2")
            }
        },
    }
    text = render_report(payload, png=tmp_path / "p.png")
    # The command writes beside the result, keeping dots in its name ("qwen1.5b").
    result = tmp_path / "run-qwen1.5b-5.json"
    result.write_text(json.dumps(payload), encoding="utf-8")
    assert main(["report", str(result)]) == 0
    assert (tmp_path / "run-qwen1.5b-5.md").read_text(encoding="utf-8").strip() == text.strip()
    assert (tmp_path / "run-qwen1.5b-5.png").exists()
    assert "| vss (ours) | 50.00 | 16.67 | n/a | 0.00 | 50.00 | 16.67 | n/a | 0.00 | 3.0 |" in text
    assert "| VSS (paper) | 99.02 | 4.26 | n/a | 0.00 | 34.74 | 2.08 | 96.59 | 0.00 | — |" in text
    assert (tmp_path / "p.png").exists()
