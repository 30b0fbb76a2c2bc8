"""The library's shared fixtures: the data folders, the bundled embedder and movie index
(``data_fixtures``), small graphs written in a test built into DotRAG (``small_graphs``),
and the MetaQA graph loaded once, read here with the library's GraphBuilder (the library's
tests never import the benchmarks package)."""

from __future__ import annotations

from pathlib import Path

import pytest
from data_fixtures import data_dir, metaqa_dir, movie_index_dir, st_embedder
from small_graphs import small_dotrag, typed

from graphpaths.graph import Graph, GraphBuilder

__all__ = [
    "data_dir",
    "metaqa_dir",
    "metaqa_graph",
    "movie_index_dir",
    "small_dotrag",
    "st_embedder",
    "typed",
]

#: MetaQA names no entity types: every head is a movie, the tail of these a person, the
#: tail of any other label what the label names (``release_year``: a year).
PEOPLE = ("directed_by", "written_by", "starred_actors")


@pytest.fixture(scope="session")
def metaqa_graph(metaqa_dir: Path) -> Graph:
    """The MetaQA kb.txt (``head|relation|tail`` per line) as a Graph with the types of its
    relation roles, loaded once per session (a missing kb.txt fails)."""
    builder = GraphBuilder(default_type=None)
    for line in (metaqa_dir / "kb.txt").read_text(encoding="utf-8").splitlines():
        if line.strip():
            head, relation, tail = (part.strip() for part in line.split("|"))
            builder.add_entity(head, types=["movie"])
            kind = "person" if relation in PEOPLE else relation.split("_", 1)[1]
            builder.add_entity(tail, types=[kind])
            builder.add_relation(head, tail, relation)
    return builder.build()
