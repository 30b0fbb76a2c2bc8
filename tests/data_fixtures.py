"""The fixtures the library's tests and the benchmarks package's tests share: where the
benchmark data lives, the bundled embedder and the bundled movie graph indexed. Each
``conftest.py`` imports the ones it offers (``from data_fixtures import ...``)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from graphpaths.dotrag.index.graph_index import build_index
from graphpaths.embeddings import SentenceTransformerEmbedder
from graphpaths.graph import load_triples

__all__ = [
    "DATA_ENV",
    "REPO_ROOT",
    "data_dir",
    "metaqa_dir",
    "movie_index_dir",
    "shared_data_dir",
    "st_embedder",
]

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
