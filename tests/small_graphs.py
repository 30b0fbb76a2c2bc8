"""Small graphs written in a test, built into DotRAG (``from small_graphs import build_dotrag``)."""

from __future__ import annotations

from pathlib import Path

from graphpaths import DotRAG, DotRAGConfig
from graphpaths.embeddings import Embedder


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
