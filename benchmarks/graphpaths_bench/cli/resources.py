"""What the eval and bench commands open: MetaQA's kb.txt, an index built on first use,
a BEIR dataset with its corpus resources."""

from __future__ import annotations

import argparse
import dataclasses
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from graphpaths.cli.output import progress_bars
from graphpaths.dotrag.index.graph_index import MANIFEST, IndexManifest, build_index, load_index
from graphpaths.embeddings import DEFAULT_BACKEND, SentenceTransformerEmbedder
from graphpaths.errors import ConfigError
from graphpaths_bench.eval.base import CorpusResources
from graphpaths_bench.eval.beir import corpus_graph, load_beir

if TYPE_CHECKING:
    from graphpaths.dotrag.index.graph_index import GraphIndex
    from graphpaths.graph import Graph
    from graphpaths_bench.eval.beir import BeirDataset

__all__ = ["beir_resources", "metaqa_kb", "open_or_build_index"]


def metaqa_kb(path: str | Path) -> Path:
    """MetaQA's ``kb.txt``: ``path`` itself when it is a file, else ``path/kb.txt`` or
    ``path/metaqa/kb.txt`` (the data folder's layout)."""
    path = Path(path)
    if not path.is_dir():
        return path
    return path / "kb.txt" if (path / "kb.txt").exists() else path / "metaqa" / "kb.txt"


def open_or_build_index(
    directory: str, build: Callable[[], Graph], *, backend: str | None, source: str
) -> tuple[GraphIndex, SentenceTransformerEmbedder]:
    """Load the index at ``directory``, building it from ``build()`` first when it does not
    exist yet, holds another graph or embeds entity texts of an older version (then only
    new or changed texts are embedded); the embedder is checked against the one the index
    was built with."""

    embedder = SentenceTransformerEmbedder(backend=backend or DEFAULT_BACKEND)
    graph = build()
    stale = not (Path(directory) / MANIFEST).exists()
    if stale:
        print(f"no index at {directory} yet: building it from {source} (once; reused later)")
    else:
        manifest = IndexManifest.read(Path(directory))
        if manifest.graph_fingerprint != graph.fingerprint:
            stale = True
            print(f"{directory} holds another version of {source}: updating it")
        elif manifest.stale_entity_texts:
            stale = True
            print(f"{directory} embeds entity texts of an older version: updating it")
    if stale:
        progress, close = progress_bars()
        try:
            build_index(graph, directory, embedder=embedder, source=source, progress=progress)
        finally:
            close()
    index = load_index(directory)
    if index.manifest.embedder != embedder.name:
        raise ConfigError(
            f"{directory} was embedded with {index.manifest.embedder!r}, not {embedder.name!r}; "
            "pass the matching --backend or rebuild the index"
        )
    return index, embedder


def beir_resources(
    args: argparse.Namespace, progress: Callable[..., None]
) -> tuple[BeirDataset, CorpusResources]:
    """The BEIR dataset of ``args.data`` and its :class:`CorpusResources` over ``args.index``."""

    dataset = load_beir(args.data, split=args.split)
    # The index embeds the documents only: links reach the methods as resources.edges
    # (embedding every link as a relation text would cost more than the corpus itself).
    documents = dataclasses.replace(dataset, edges=None)
    index, embedder = open_or_build_index(
        args.index, lambda: corpus_graph(documents), backend=args.backend, source=str(args.data)
    )
    resources = CorpusResources(
        doc_ids=list(index.graph.entity_ids),
        texts=index.graph.entity_texts(),
        embedder=embedder,
        vectors=index.entity_vectors,
        edges=dataset.edges,
        index_dir=index.path,  # corpus graphs are saved beside the index and reused
        progress=progress,
    )
    return dataset, resources
