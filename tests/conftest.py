"""Shared fixtures: where the benchmark data lives, and the MetaQA graph loaded once."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from graphpaths import DotRAG
from graphpaths.dotrag.index.graph_index import build_index
from graphpaths.embeddings import SentenceTransformerEmbedder
from graphpaths.graph import Graph, load_triples
from graphpaths_bench.eval.metaqa_kb import load_metaqa_kb

REPO_ROOT = Path(__file__).resolve().parents[1]
DATA_ENV = "GRAPHPATHS_DATA"


def shared_data_dir() -> Path:
    """``$GRAPHPATHS_DATA`` if set, else ``<repo>/../shared/data`` (it may not exist)."""
    given = os.environ.get(DATA_ENV)
    return Path(given) if given else REPO_ROOT.parent / "shared" / "data"


@pytest.fixture(scope="session")
def data_dir() -> Path:
    """The shared benchmark data folder; skips the test when it does not exist."""
    path = shared_data_dir()
    if not path.is_dir():
        source = f"${DATA_ENV}" if os.environ.get(DATA_ENV) else "<repo>/../shared/data"
        pytest.skip(f"benchmark data not found at {path} ({source}); see ../shared/data/README.md")
    return path


@pytest.fixture(scope="session")
def metaqa_dir(data_dir: Path) -> Path:
    """``<data>/metaqa``; skips when that folder does not exist."""
    path = data_dir / "metaqa"
    if not path.is_dir():
        pytest.skip(f"MetaQA data not found at {path}")
    return path


@pytest.fixture(scope="session")
def metaqa_graph(metaqa_dir: Path) -> Graph:
    """The MetaQA kb.txt as a Graph, loaded once per session (a missing kb.txt fails)."""
    return load_metaqa_kb(metaqa_dir / "kb.txt")


@pytest.fixture(scope="session")
def st_embedder() -> SentenceTransformerEmbedder:
    """The bundled all-MiniLM-L6-v2, loaded once per session."""
    return SentenceTransformerEmbedder()


@pytest.fixture(scope="module")
def movie_index_dir(
    tmp_path_factory: pytest.TempPathFactory, st_embedder: SentenceTransformerEmbedder
) -> Path:
    """The bundled movie graph (cookbook/data) indexed once per test module."""
    directory = tmp_path_factory.mktemp("movies") / "index"
    data = REPO_ROOT / "cookbook" / "data"
    build_index(
        load_triples(data / "movies.csv", entities=data / "movie_entities.csv"),
        directory,
        embedder=st_embedder,
    )
    return directory


KGQA_SETS = REPO_ROOT / "benchmarks" / "kgqa"


def kgqa_dotrag(name: str, folder: Path, embedder: SentenceTransformerEmbedder) -> DotRAG:
    """DotRAG over one of the project's KGQA sets (``benchmarks/kgqa/<name>``), indexed
    into ``folder``."""
    return DotRAG.from_triples(
        KGQA_SETS / name / "triples.tsv",
        entities=KGQA_SETS / name / "entities.tsv",
        index_dir=folder / "index",
        embedder=embedder,
    )
