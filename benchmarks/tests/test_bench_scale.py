"""``graphpaths bench scale`` at a small size: the generator is deterministic and writes
what Kùzu bulk-loads, the questions' answers follow their paths, the push-down index read
from the tables is the graph the records make, push-down and in-process retrieval give the
same sets, and a stage done before is skipped."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytest.importorskip("kuzu")

from graphpaths.sources.cypher import PagedSource
from graphpaths.sources.kuzu import KuzuSource
from graphpaths.sources.kuzu_tables import graph_from_tables
from graphpaths_bench.bench.scale_kuzu import generate, load
from graphpaths_bench.bench.scale_store import (
    MAPPING,
    identical_sets,
    run_scale_benchmark,
    run_stage,
)

SIZE = {"entities": 3000, "relations": 15000, "questions": 12}
OPTIONS = {**SIZE, "seed": 1, "embedder": "hash:64", "buffer_pool_mib": 64}


@pytest.fixture(scope="module")
def loaded(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("scale")
    generate(folder, seed=1, **SIZE)
    load(folder, buffer_pool_mib=64)
    return folder


def test_generator_is_deterministic(loaded: Path, tmp_path: Path) -> None:
    generate(tmp_path, seed=1, **SIZE)
    for name in ("csv/nodes/person.csv", "csv/rels/cites.csv", "questions.jsonl"):
        assert (tmp_path / name).read_bytes() == (loaded / name).read_bytes(), name
    report = json.loads((loaded / "generate.json").read_text())
    assert report["entities"] == 3000
    assert report["relations"] == 15000
    assert len(report["labels"]) == 30
    assert len(report["types"]) == 8


def test_database_holds_the_graph_and_the_answers(loaded: Path) -> None:
    source = KuzuSource(loaded / "kuzu", MAPPING)
    try:
        g = graph_from_tables(source)
        assert g.fingerprint == PagedSource.graph(source).fingerprint
    finally:
        source.close()
    assert (g.num_entities, g.num_relations) == (3000, 15000)
    rows = [json.loads(line) for line in (loaded / "questions.jsonl").open()]
    assert {r["hops"] for r in rows} == {1, 2, 3}
    for row in rows:
        frontier = {row["anchor"]}
        for label, direction in row["path"]:
            j = g.label_index(label)
            step = set()
            for h, t, lab in zip(g.heads, g.tails, g.relation_labels, strict=True):
                head, tail = g.entity_ids[h], g.entity_ids[t]
                if lab == j and (head if direction == "out" else tail) in frontier:
                    step.add(tail if direction == "out" else head)
            frontier = step
        assert sorted(frontier) == sorted(row["answers"]), row["question"]


def test_pushdown_matches_in_process(loaded: Path) -> None:
    index = run_stage("index", loaded, OPTIONS)
    assert index["relations"] == 15000
    pushed = run_stage("pushdown", loaded, OPTIONS)
    run_stage("inprocess", loaded, OPTIONS)
    same = identical_sets(loaded, "pushdown", "inprocess")
    assert same == {"questions": 12, "identical": 12, "differ": []}
    assert pushed["n"] == 12
    assert pushed["anchor_found"] > 0.5


def test_query_stage_resumes_after_a_kill(loaded: Path) -> None:
    """A query stage killed at its limit goes on after the questions it answered."""
    if not (loaded / "index-pushdown").exists():
        run_stage("index", loaded, OPTIONS)
    run_stage("inprocess", loaded, OPTIONS)
    done = loaded / "inprocess-retrieved.jsonl"
    rows = [json.loads(line) for line in done.read_text().splitlines()]
    partial = done.with_suffix(".partial")
    partial.write_text("".join(json.dumps(r) + "\n" for r in rows[:5]))
    done.unlink()
    run_stage("inprocess", loaded, OPTIONS)
    again = [json.loads(line) for line in done.read_text().splitlines()]
    assert [r["id"] for r in again] == [r["id"] for r in rows]
    assert again[:5] == rows[:5]  # kept as answered, not asked again


def test_stages_in_children_resume(tmp_path: Path) -> None:
    first = run_scale_benchmark(tmp_path, stages=("generate", "load"), seed=1, **SIZE)
    assert first["stages"]["load"]["finished"]
    assert first["stages"]["load"]["peak_rss_mib"] > 0
    said: list[str] = []
    again = run_scale_benchmark(
        tmp_path, stages=("generate", "load"), seed=1, progress=said.append, **SIZE
    )
    assert said == ["generate: done before, skipped", "load: done before, skipped"]
    assert again["stages"] == first["stages"]
    assert again["pending"][0] == "index"
