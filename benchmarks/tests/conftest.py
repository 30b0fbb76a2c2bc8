"""The benchmarks package's shared fixtures: those of the library's tests
(``tests/data_fixtures.py``) and the MetaQA graph loaded once through the package's reader."""

from __future__ import annotations

from pathlib import Path

import pytest
from data_fixtures import data_dir, metaqa_dir, movie_index_dir, st_embedder

from graphpaths.graph import Graph
from graphpaths_bench.eval.metaqa_kb import load_metaqa_kb

__all__ = ["data_dir", "metaqa_dir", "metaqa_graph", "movie_index_dir", "st_embedder"]


@pytest.fixture(scope="session")
def metaqa_graph(metaqa_dir: Path) -> Graph:
    """The MetaQA kb.txt as a Graph, loaded once per session (a missing kb.txt fails)."""
    return load_metaqa_kb(metaqa_dir / "kb.txt")
