"""What a corpus index directory holds: its manifest, its documents and the state a query
reads.

Shared by :mod:`graphpaths.grafine.corpus_index` (build, load) and
:mod:`graphpaths.grafine.corpus_index_update` (add, change, delete), so neither imports the
other.

Example:
    >>> Document(id="d1", text="a note").links
    ()
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from graphpaths.atomic import atomic_file
from graphpaths.errors import IndexFormatError

if TYPE_CHECKING:
    from graphpaths.grafine.corpus_graph import CorpusGraph
    from graphpaths.vectors.protocol import VectorStore

__all__ = [
    "FILES",
    "FORMAT_VERSION",
    "KIND",
    "MANIFEST",
    "NODES",
    "VECTOR_BACKENDS",
    "CorpusManifest",
    "CorpusState",
    "Document",
    "write_documents",
]

MANIFEST = "manifest.json"
FORMAT_VERSION = 1
KIND = "corpus"
#: The Chroma collection kind of a corpus index's documents.
NODES = "nodes"
#: Where retrieval reads vectors: the ``.npy`` matrix in memory, or a Chroma server.
VECTOR_BACKENDS: tuple[str, ...] = ("memory", "chroma")
#: The files of a corpus index the manifest records (size and checksum).
FILES = ("documents.jsonl", "vectors.npy", "vectors.ids.npy", "graph.npz")


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
    #: ``"memory"`` (vectors.npy) or ``"chroma"`` (a server's collection, no .npy).
    vectors: str = "memory"
    chroma_host: str | None = None
    chroma_port: int | None = None
    collection_prefix: str | None = None
    #: Documents this build embedded (the rest were reused); None in older manifests.
    embedded: int | None = None
    #: Bytes and SHA-256 of each file (:mod:`graphpaths.checksums`); empty in manifests
    #: written before these fields existed.
    files: dict[str, int] = field(default_factory=dict)
    sha256: dict[str, str] = field(default_factory=dict)
    #: Updates applied since the build (:meth:`CorpusIndex.add` and friends).
    revision: int = 0
    #: The last updates: revision, time, counts, documents embedded.
    update_log: list[dict[str, Any]] = field(default_factory=list)

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
        if manifest.vectors not in VECTOR_BACKENDS or (
            manifest.vectors == "chroma" and not manifest.chroma_host
        ):
            raise IndexFormatError(
                f"{path}: corrupt manifest: vectors {manifest.vectors!r} "
                f"(chroma_host {manifest.chroma_host!r}); rebuild the index"
            )
        return manifest

    def write(self, directory: Path) -> None:
        """Write the manifest into ``directory`` (the last file of a build or update)."""
        with atomic_file(directory / MANIFEST, "w") as stream:
            json.dump(self.__dict__, stream, indent=2)


def write_documents(
    directory: Path,
    ids: Sequence[str],
    texts: Sequence[str],
    metadatas: Sequence[Mapping[str, Any]],
) -> None:
    """Write ``documents.jsonl`` into ``directory``: one document (id, text, metadata) a line."""
    with atomic_file(directory / "documents.jsonl", "w") as stream:
        for doc_id, text, metadata in zip(ids, texts, metadatas, strict=True):
            record = {"id": doc_id, "text": text, "metadata": metadata}
            stream.write(json.dumps(record, ensure_ascii=False) + "\n")


@dataclass(frozen=True, kw_only=True)
class CorpusState:
    """One immutable state of a :class:`CorpusIndex` (what one query reads)."""

    revision: int
    manifest: CorpusManifest
    ids: list[str]
    texts: list[str]
    metadatas: list[dict[str, Any]]
    vectors: VectorStore
    graph: CorpusGraph
