"""The on-disk corpus index of GraFine: documents, their vectors and the corpus graph.

Layout of a corpus index directory::

    manifest.json        written last; without it the directory is not an index
    documents.jsonl      one {"id", "text", "metadata"} per line, row i = node i
    vectors.npy          row i embeds document i
    graph.npz            the corpus graph (your links, or a kNN graph)

:func:`build_corpus_index` writes into a hidden sibling directory and renames it into
place when every part is written, so an interrupted build never leaves an index that
:func:`load_corpus_index` accepts. :func:`read_documents` and :func:`read_links` read the
files ``graphpaths index --docs corpus.jsonl --links edges.tsv`` takes.

Example (a fake embedder, so it runs without a model):
    >>> import tempfile, pathlib, numpy as np
    >>> class Tiny:
    ...     name, dimension, spec = "tiny", 2, None
    ...     def embed_documents(self, texts, **_):
    ...         return np.array([[1.0, 0.0]] * len(texts), dtype=np.float32)
    ...     def embed_query(self, text):
    ...         return np.array([1.0, 0.0], dtype=np.float32)
    >>> out = pathlib.Path(tempfile.mkdtemp()) / "corpus"
    >>> _ = build_corpus_index(["a b", "b c"], out, ids=["x", "y"], links=[("x", "y")],
    ...                        embedder=Tiny())
    >>> index = load_corpus_index(out)
    >>> index.ids, index.graph.num_edges
    (['x', 'y'], 2)
"""

from __future__ import annotations

import json
import os
import shutil
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from graphpaths._files import replace_directory
from graphpaths.errors import GraphFormatError, IndexFormatError

if TYPE_CHECKING:
    from graphpaths.embeddings import Embedder
    from graphpaths.grafine.corpus_graph import CorpusGraph
    from graphpaths.vectors.memory import EmbeddingMatrix

__all__ = [
    "CorpusIndex",
    "CorpusManifest",
    "Document",
    "build_corpus_index",
    "load_corpus_index",
    "read_documents",
    "read_links",
]

MANIFEST = "manifest.json"
FORMAT_VERSION = 1
KIND = "corpus"


@dataclass(frozen=True, kw_only=True)
class Document:
    """One document of a corpus: its id, text, metadata and the ids it links to."""

    id: str
    text: str
    metadata: Mapping[str, Any] = field(default_factory=dict)
    links: tuple[str, ...] = ()


@dataclass(frozen=True, kw_only=True)
class CorpusManifest:
    """What a corpus index holds; the last file a build writes."""

    format_version: int
    kind: str
    documents: int
    edges: int
    graph: str
    embedder: str
    embedder_spec: dict[str, Any] | None
    dimension: int
    build_seconds: dict[str, float] = field(default_factory=dict)
    source: str | None = None

    @classmethod
    def read(cls, directory: Path) -> CorpusManifest:
        path = directory / MANIFEST
        if not path.is_file():
            raise IndexFormatError(
                f"{directory}: not a complete corpus index ({MANIFEST} is missing)"
            )
        try:
            manifest = cls(**json.loads(path.read_text(encoding="utf-8")))
        except (json.JSONDecodeError, TypeError) as exc:
            raise IndexFormatError(f"{path}: not a corpus index manifest: {exc}") from None
        if manifest.kind != KIND or manifest.format_version != FORMAT_VERSION:
            raise IndexFormatError(
                f"{path}: kind {manifest.kind!r} version {manifest.format_version} is not a "
                f"corpus index of version {FORMAT_VERSION}; rebuild it"
            )
        return manifest


@dataclass(frozen=True, kw_only=True)
class CorpusIndex:
    """A loaded corpus index: what :meth:`GraFine.from_index` takes."""

    path: Path
    manifest: CorpusManifest
    ids: list[str]
    texts: list[str]
    metadatas: list[dict[str, Any]]
    vectors: EmbeddingMatrix
    graph: CorpusGraph

    def embedder(self) -> Embedder:
        """The embedder the index was built with, made again from the manifest."""
        from graphpaths.embeddings import recorded_embedder

        m = self.manifest
        return recorded_embedder(
            m.embedder_spec, name=m.embedder, where=f"corpus index {self.path}"
        )


def read_documents(path: str | os.PathLike[str]) -> list[Document]:
    """Documents from a JSONL file: ``{"id", "text"}`` per line, optional ``metadata`` (an
    object) and ``links`` (a list of ids); errors name the file, line and field."""
    source = Path(path)
    lines = _lines(source)
    documents: list[Document] = []
    seen: dict[str, int] = {}
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        where = f"{source}:{number}"
        try:
            record = json.loads(line)
        except json.JSONDecodeError as exc:
            raise GraphFormatError(f"{where}: not a JSON object: {exc.msg}") from None
        if not isinstance(record, dict):
            raise GraphFormatError(f"{where}: expected a JSON object, got {type(record).__name__}")
        doc_id, text = record.get("id"), record.get("text")
        if not isinstance(doc_id, str | int) or isinstance(doc_id, bool) or str(doc_id) == "":
            raise GraphFormatError(
                f"{where}: field 'id' must be a non-empty string, got {doc_id!r}"
            )
        if not isinstance(text, str):
            raise GraphFormatError(f"{where}: field 'text' must be a string, got {text!r}")
        metadata = record.get("metadata", {})
        if not isinstance(metadata, dict):
            raise GraphFormatError(f"{where}: field 'metadata' must be an object")
        links = record.get("links", [])
        if not isinstance(links, list) or not all(isinstance(x, str | int) for x in links):
            raise GraphFormatError(f"{where}: field 'links' must be a list of ids")
        key = str(doc_id)
        if key in seen:
            raise GraphFormatError(f"{where}: id {key!r} repeats line {seen[key]}")
        seen[key] = number
        documents.append(
            Document(id=key, text=text, metadata=metadata, links=tuple(str(x) for x in links))
        )
    if not documents:
        raise GraphFormatError(f"{source}: no documents")
    return documents


def read_links(path: str | os.PathLike[str]) -> list[tuple[str, str]]:
    """``(source id, target id)`` pairs from a two-column TSV (optional ``source<TAB>target``
    header); errors name the file and line."""
    source = Path(path)
    lines = _lines(source)
    links: list[tuple[str, str]] = []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        fields = line.rstrip("\r\n").split("\t")
        if number == 1 and [f.strip().lower() for f in fields] == ["source", "target"]:
            continue
        if len(fields) != 2 or not all(f.strip() for f in fields):
            raise GraphFormatError(
                f"{source}:{number}: expected 'source<TAB>target', got {len(fields)} field(s)"
            )
        links.append((fields[0].strip(), fields[1].strip()))
    return links


def build_corpus_index(
    texts: Sequence[str],
    directory: str | os.PathLike[str],
    *,
    embedder: Embedder,
    ids: Sequence[str] | None = None,
    metadatas: Sequence[Mapping[str, Any]] | None = None,
    links: Iterable[tuple[str, str]] | None = None,
    knn: str = "bm25",
    knn_k: int | None = None,
    source: str | None = None,
) -> CorpusManifest:
    """Embed ``texts``, link them (``links``, else a kNN graph) and write the index."""
    from graphpaths.grafine.retriever import DEFAULT_GRAPH_K, GraFine

    target = Path(directory)
    building = target.parent / f".{target.name}.building"
    if building.exists():
        shutil.rmtree(building)
    building.mkdir(parents=True)
    seconds: dict[str, float] = {}
    start = time.perf_counter()
    vectors = embedder.embed_documents(list(texts))
    seconds["embeddings"] = time.perf_counter() - start
    start = time.perf_counter()
    grafine = GraFine.from_vectors(
        vectors,
        texts,
        ids=ids,
        metadatas=metadatas,
        links=links,
        embedder=embedder,
        knn=knn,
        knn_k=DEFAULT_GRAPH_K if knn_k is None else knn_k,
    )
    seconds["graph"] = time.perf_counter() - start
    doc_ids = grafine.doc_ids or []
    rows = grafine.metadatas or [{} for _ in doc_ids]
    with (building / "documents.jsonl").open("w", encoding="utf-8") as stream:
        for doc_id, text, metadata in zip(doc_ids, texts, rows, strict=True):
            record = {"id": doc_id, "text": text, "metadata": metadata}
            stream.write(json.dumps(record, ensure_ascii=False) + "\n")
    np.save(building / "vectors.npy", np.asarray(vectors, dtype=np.float32))
    grafine.graph.save(building / "graph.npz")
    manifest = CorpusManifest(
        format_version=FORMAT_VERSION,
        kind=KIND,
        documents=len(doc_ids),
        edges=grafine.graph.num_edges,
        graph=str(grafine.graph.meta.get("kind", "links")),
        embedder=embedder.name,
        embedder_spec=_spec_of(embedder),
        dimension=int(np.asarray(vectors).shape[1]),
        build_seconds=seconds,
        source=source,
    )
    (building / MANIFEST).write_text(json.dumps(manifest.__dict__, indent=2), encoding="utf-8")
    replace_directory(building, target)
    return manifest


def load_corpus_index(directory: str | os.PathLike[str]) -> CorpusIndex:
    """Open a corpus index; an incomplete or corrupt one raises :class:`IndexFormatError`."""
    from graphpaths.grafine.corpus_graph import CorpusGraph
    from graphpaths.vectors.memory import EmbeddingMatrix

    path = Path(directory)
    if not path.is_dir():
        raise IndexFormatError(f"{path}: no such corpus index directory")
    manifest = CorpusManifest.read(path)
    try:
        documents = read_documents(path / "documents.jsonl")
    except GraphFormatError as exc:
        raise IndexFormatError(f"{path}: corrupt documents: {exc}") from None
    vectors = EmbeddingMatrix.load(path / "vectors.npy")
    graph = CorpusGraph.load(path / "graph.npz")
    for what, count in (("vectors", len(vectors)), ("graph nodes", graph.num_nodes)):
        if count != len(documents):
            raise IndexFormatError(
                f"{path}: {count} {what} for {len(documents)} documents; rebuild the index"
            )
    return CorpusIndex(
        path=path,
        manifest=manifest,
        ids=[d.id for d in documents],
        texts=[d.text for d in documents],
        metadatas=[dict(d.metadata) for d in documents],
        vectors=vectors,
        graph=graph,
    )


def _lines(source: Path) -> list[str]:
    try:
        return source.read_text(encoding="utf-8").splitlines()
    except UnicodeDecodeError as exc:
        raise GraphFormatError(
            f"{source}: not UTF-8 text ({exc.reason} at byte {exc.start})"
        ) from None
    except OSError as exc:
        raise GraphFormatError(f"{source}: cannot read: {exc.strerror}") from None


def _spec_of(embedder: Embedder) -> dict[str, Any] | None:
    spec = getattr(embedder, "spec", None)
    return dict(spec) if isinstance(spec, dict) else None
