"""Small graphs written in a test, built into DotRAG with the bundled embedder.

``tests/conftest.py`` offers the fixtures: ``small_dotrag`` builds one
(``small_dotrag("club", ROWS, TYPES, typed=typed, config=...)``) in a fresh folder, and
``typed`` runs each test using it twice, on the graph built typed and untyped. The helpers
read a result: :func:`context_names`, and :func:`not_found_ceiling` for a "not found".
"""

from __future__ import annotations

import math
import os
from pathlib import Path
from typing import Protocol

import numpy as np
import pytest

from graphpaths import DotRAG, DotRAGConfig
from graphpaths.dotrag.protocol.types import DotRAGResult
from graphpaths.dotrag.reading.abstention import load_abstention_weights
from graphpaths.embeddings import Embedder, SentenceTransformerEmbedder
from graphpaths.graph import Graph, GraphBuilder

__all__ = [
    "SmallDotRAG",
    "build_dotrag",
    "context_names",
    "hub_graph",
    "not_found_ceiling",
    "small_dotrag",
    "typed",
]

# The bundled model is read from its folder: never ask the hub (the tests run offline).
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")


def hub_graph(
    rng: np.random.Generator, *, relations: int, entities: int, labels: int, zipf: float
) -> Graph:
    """A random graph with hubs (heads drawn from a Zipf law), self-loops (one relation in
    20) and repeated relations, over entities ``e0..`` and labels ``l0..``."""
    b = GraphBuilder()
    for _ in range(relations):
        head = int(rng.zipf(zipf)) % entities
        tail = head if rng.random() < 0.05 else int(rng.integers(0, entities))
        b.add_relation(f"e{head}", f"e{tail}", f"l{rng.integers(0, labels)}", create_entities=True)
    return b.build()


def build_dotrag(
    folder: Path,
    rows: list[tuple[str, str, str]],
    types: dict[str, str],
    *,
    typed: bool,
    embedder: Embedder,
    config: DotRAGConfig | None = None,
) -> DotRAG:
    """``rows`` (head, relation, tail by name) as a triples file and DotRAG over it. Typed:
    ids ``e0, e1, ...`` and an entity table with names and ``types``; untyped: the names are
    the ids, no table (types inferred from relation roles); ``config``: DotRAG's settings."""
    ids = {name: f"e{i}" for i, name in enumerate(types)} if typed else {n: n for n in types}
    triples = folder / "triples.tsv"
    triples.write_text(
        "head\trelation\ttail\n" + "".join(f"{ids[h]}\t{r}\t{ids[t]}\n" for h, r, t in rows),
        encoding="utf-8",
    )
    entities = None
    if typed:
        entities = folder / "entities.tsv"
        entities.write_text(
            "id\tname\ttypes\n" + "".join(f"{ids[n]}\t{n}\t{t}\n" for n, t in types.items()),
            encoding="utf-8",
        )
    return DotRAG.from_triples(
        triples, entities=entities, index_dir=folder / "index", embedder=embedder, config=config
    )


class SmallDotRAG(Protocol):
    """What the ``small_dotrag`` fixture is: :func:`build_dotrag` into a fresh folder
    (named after ``name`` and the build) with the bundled embedder."""

    def __call__(
        self,
        name: str,
        rows: list[tuple[str, str, str]],
        types: dict[str, str],
        *,
        typed: bool,
        config: DotRAGConfig | None = None,
    ) -> DotRAG: ...


@pytest.fixture(scope="module")
def small_dotrag(
    tmp_path_factory: pytest.TempPathFactory, st_embedder: SentenceTransformerEmbedder
) -> SmallDotRAG:
    def build(
        name: str,
        rows: list[tuple[str, str, str]],
        types: dict[str, str],
        *,
        typed: bool,
        config: DotRAGConfig | None = None,
    ) -> DotRAG:
        folder = tmp_path_factory.mktemp(f"{name}-{'typed' if typed else 'untyped'}")
        return build_dotrag(folder, rows, types, typed=typed, embedder=st_embedder, config=config)

    return build


@pytest.fixture(scope="module", params=["typed", "untyped"])
def typed(request: pytest.FixtureRequest) -> bool:
    """Built with an entity table giving names and types (``typed``), or as bare triples
    whose ids are the names, types inferred from relation roles (``untyped``)."""
    return bool(request.param == "typed")


def context_names(dotrag: DotRAG, result: DotRAGResult) -> set[str]:
    """The names of the entities in ``result``'s context."""
    return {dotrag.graph.names[e] for e in result.context.entities}


def not_found_ceiling() -> float:
    """The highest confidence a "not found" can carry (that the graph holds what was asked):
    the abstention model's at its threshold."""
    return 1.0 / (1.0 + math.exp(load_abstention_weights().threshold))
