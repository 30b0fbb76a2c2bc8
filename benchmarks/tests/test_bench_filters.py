"""graphpaths bench filters: rows per scope and fraction, against unfiltered, on tiny data."""

from __future__ import annotations

import numpy as np
from fakes import FakeEmbedder

from graphpaths.dotrag.index.graph_index import build_index
from graphpaths.grafine.corpus_index import build_corpus_index
from graphpaths.graph import GraphBuilder
from graphpaths_bench.bench.filters import (
    FilterBenchConfig,
    run_dotrag_filters,
    run_grafine_filters,
)


def test_dotrag_and_grafine_filter_rows(tmp_path):
    rng = np.random.default_rng(0)
    b = GraphBuilder()
    for i in range(60):
        b.add_relation(f"p{i}", f"c{rng.integers(8)}", "works_for", create_entities=True)
        b.add_relation(f"p{i}", f"p{rng.integers(60)}", "knows", create_entities=True)
    e = FakeEmbedder()
    build_index(b.build(), tmp_path / "kg", embedder=e)
    config = FilterBenchConfig(fractions=(0.1, 0.5), queries=4, warmup=1)
    questions = [f"Who does p{i} work for?" for i in range(5)]
    result = run_dotrag_filters(str(tmp_path / "kg"), questions, config=config, embedder=e)
    rows = result["rows"]
    assert [(r["scope"], r["fraction"]) for r in rows] == [
        ("relations", 0.1),
        ("relations", 0.5),
        ("entities", 0.1),
        ("entities", 0.5),
    ]
    relations = result["relations"]
    assert (
        rows[0]["relations_kept"] == round(relations * 0.1)
        or abs(rows[0]["relations_kept"] - relations * 0.1) <= 1
    )
    assert rows[2]["entities_kept"] < rows[3]["entities_kept"] < result["entities"]
    assert all(r["ratio_p50"] > 0 for r in rows)

    texts = [f"document {i} about topic {i % 7}" for i in range(50)]
    build_corpus_index(texts, tmp_path / "corpus", ids=[str(i) for i in range(50)], embedder=e)
    docs = run_grafine_filters(
        str(tmp_path / "corpus"), ["topic 3", "topic 5"], config=config, embedder=e
    )
    assert [r["documents_kept"] for r in docs["rows"]] == [5, 25]
