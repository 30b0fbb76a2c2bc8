"""``graphpaths bench vectors``: in-memory against Chroma vectors, timed and compared."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from fakes import FakeEmbedder

from graphpaths.cli import main
from graphpaths.dotrag.index.graph_index import build_index
from graphpaths.errors import ConfigError
from graphpaths.graph import load_triples
from graphpaths_bench.bench.vectors import compare_results, latency, run_vectors_benchmark

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

DATA = Path(__file__).resolve().parents[2] / "cookbook" / "data"
QUESTIONS = {
    "people": ["Who directed Inception?", "Which actors starred in Titanic?"],
    "years": ["When was The Prestige released?"],
}


@pytest.fixture
def movies() -> object:
    return load_triples(DATA / "movies.csv", entities=DATA / "movie_entities.csv")


def test_memory_and_chroma_agree_and_are_timed(movies: object, tmp_path: Path) -> None:
    embedder = FakeEmbedder(dimension=32)
    build_index(movies, tmp_path / "idx", embedder=embedder, vectors="chroma")  # type: ignore[arg-type]
    result = run_vectors_benchmark(
        tmp_path / "idx",
        QUESTIONS,
        embedder=embedder,
        backends=["memory", "chroma", "chroma-nocache"],
        warmup=1,
    )
    assert result["questions"] == {"people": 2, "years": 1}
    assert set(result["backends"]) == {"memory", "chroma", "chroma-nocache"}
    for row in result["backends"].values():
        assert 0 < row["p50_ms"] <= row["p95_ms"]
        assert set(row["per_group"]) == {"people", "years"}
        assert "seed_search" in row["stages_p50_ms"]
    # Relations are composed from the entity rows, which are what Chroma is asked for.
    assert result["backends"]["chroma-nocache"]["entity_cache"]["rows"] == 0
    assert result["backends"]["chroma"]["entity_cache"]["misses"] > 0
    for name in ("chroma", "chroma-nocache"):
        agreement = result["agreement"][name]
        assert agreement["identical"] == agreement["questions"] == 3, agreement["differences"]
    with pytest.raises(ConfigError, match="backends"):
        run_vectors_benchmark(tmp_path / "idx", QUESTIONS, embedder=embedder, backends=["disk"])


def test_compare_results_finds_the_first_difference() -> None:
    a = {"paths": [{"score": 0.5, "hops": [1, 2]}], "stats": {"seconds": 1.0}}
    same = {"paths": [{"score": 0.5 + 1e-7, "hops": [1, 2]}], "stats": {"seconds": 9.0}}
    assert compare_results(a, same, 1e-5)[0] is None
    assert compare_results(a, same, 1e-5)[1] == pytest.approx(1e-7)
    moved = {"paths": [{"score": 0.5, "hops": [1, 3]}], "stats": {}}
    assert compare_results(a, moved, 1e-5)[0] == "paths[0].hops[1]: 2 != 3"
    assert "score" in str(
        compare_results(a, {"paths": [{"score": 0.6, "hops": [1, 2]}], "stats": {}}, 1e-5)[0]
    )
    assert latency([]) == {"p50_ms": 0.0, "p95_ms": 0.0, "mean_ms": 0.0}


def test_cli_writes_the_json(
    movies: object, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from graphpaths.embeddings import SentenceTransformerEmbedder

    build_index(movies, tmp_path / "idx", embedder=SentenceTransformerEmbedder(), vectors="chroma")  # type: ignore[arg-type]
    questions = tmp_path / "questions.txt"
    questions.write_text("Who directed Inception?\n\nWhat genre is Dune?\n", encoding="utf-8")
    out = tmp_path / "bench.json"
    code = main(
        [
            "bench",
            "vectors",
            str(tmp_path / "idx"),
            "--questions",
            str(questions),
            "--json",
            str(out),
        ]
    )
    assert code == 0
    payload = json.loads(out.read_text())
    assert payload["questions"] == {"questions.txt": 2}
    assert payload["agreement"]["chroma"]["identical"] == 2
    assert "identical to memory: 2/2" in capsys.readouterr().out
    assert main(["bench", "vectors", str(tmp_path / "idx"), "--json", str(out)]) == 2


def test_a_corpus_index_benchmarks_grafine(tmp_path: Path) -> None:
    from graphpaths.grafine.corpus_index import build_corpus_index

    texts = [
        f"document {i} about {'graphs' if i % 2 else 'vectors'} and topic {i % 5}"
        for i in range(40)
    ]
    embedder = FakeEmbedder(dimension=16)
    build_corpus_index(texts, tmp_path / "corpus", embedder=embedder)
    result = run_vectors_benchmark(
        tmp_path / "corpus",
        {"queries": ["graphs topic 3", "vectors topic 1"]},
        embedder=embedder,
        backends=["memory"],
        warmup=1,
    )
    assert result["retriever"] == "grafine"
    assert result["documents"] == 40
    row = result["backends"]["memory"]
    assert 0 < row["p50_ms"] <= row["p95_ms"]
    assert "total" in row["stages_p50_ms"]
    assert result["agreement"] == {}
