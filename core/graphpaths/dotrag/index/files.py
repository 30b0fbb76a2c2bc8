"""What a graph index directory holds and how its parts are opened: the manifest, the state a
query reads, the vectors.

Shared by :mod:`graphpaths.dotrag.index.graph_index` (build and load) and :mod:`graphpaths.dotrag.index.updates`
(add, change, delete), so neither imports the other's internals.

Example:
    >>> import tempfile, pathlib
    >>> from graphpaths.graph import GraphBuilder
    >>> from graphpaths.dotrag.index.graph_index import build_index
    >>> b = GraphBuilder()
    >>> _ = b.add_relation("a", "b", "knows", create_entities=True)
    >>> out = pathlib.Path(tempfile.mkdtemp()) / "idx"
    >>> _ = build_index(b.build(), out, embedder=None)
    >>> IndexManifest.read(out).relations, item_texts(b.build(), "labels")
    (1, (['knows'], ['knows']))
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from graphpaths.atomic import atomic_file
from graphpaths.checksums import file_sha256, verify_files
from graphpaths.dotrag.reading.lexicon import Lexicon
from graphpaths.errors import IndexFormatError, LexiconError
from graphpaths.graph import Graph
from graphpaths.graph.model import label_words
from graphpaths.reachability import ReachabilityMap
from graphpaths.vectors.chroma import ChromaCollectionVectorStore, ChromaReadConfig, ChromaStore
from graphpaths.vectors.composed import ComposedRelationVectors
from graphpaths.vectors.ids import item_ids
from graphpaths.vectors.memory import InMemoryVectorStore, all_rows, into_memory

if TYPE_CHECKING:
    from graphpaths.vectors.protocol import VectorStore

__all__ = [
    "FORMAT_VERSION",
    "LEXICON_DIR",
    "MANIFEST",
    "RELATION_VECTORS",
    "TEXT_VERSION",
    "UPDATE_LOG",
    "VECTOR_BACKENDS",
    "IndexManifest",
    "IndexState",
    "ProgressFn",
    "item_metadata",
    "item_texts",
    "open_store",
    "open_vectors",
    "read_lexicon",
    "write_lexicon",
]

MANIFEST = "manifest.json"
FORMAT_VERSION = 1
#: How the embedded texts are made (:attr:`IndexManifest.text_version`). 2: an entity's
#: text names its own types, not those inferred from relation roles
#: (:meth:`~graphpaths.graph.Graph.entity_text`); 1 (before): every type.
TEXT_VERSION = 2
#: The folder of the stored lexicon (one file, named by its content).
LEXICON_DIR = "lexicon"
#: Entries of a manifest's ``update_log`` (the most recent updates).
UPDATE_LOG = 50
#: Where retrieval reads vectors: the ``.npy`` matrices in memory, or the Chroma store.
VECTOR_BACKENDS: tuple[str, ...] = ("memory", "chroma")
#: How relation vectors are made: composed from entity and label vectors, or embedded.
RELATION_VECTORS: tuple[str, ...] = ("composed", "embedded")


class ProgressFn(Protocol):
    """Called as ``progress(stage, done, total=...)``; ``total`` may be None."""

    def __call__(self, stage: str, done: int, total: int | None = None) -> None: ...


@dataclass(frozen=True, kw_only=True)
class IndexManifest:
    """What an index holds; the last file a build writes."""

    format_version: int
    graph_fingerprint: str
    entities: int
    relations: int
    max_hops: int
    embedder: str | None
    dimension: int | None
    #: How to make the embedder again (``SentenceTransformerEmbedder.spec``); None for an
    #: embedder graphpaths cannot make, which then has to be passed to the retrievers.
    embedder_spec: dict[str, Any] | None = None
    collection_prefix: str
    chroma_host: str | None = None
    chroma_port: int | None = None
    build_seconds: dict[str, float] = field(default_factory=dict)
    #: Texts this build embedded, per kind (the rest were reused from the store or the
    #: previous index); empty in manifests written before this field existed.
    embedded_texts: dict[str, int] = field(default_factory=dict)
    #: Bytes of each file (path relative to the index directory).
    files: dict[str, int] = field(default_factory=dict)
    source: str | None = None
    #: The read path of the vectors (:data:`VECTOR_BACKENDS`); manifests written before
    #: this field existed always had the ``.npy`` matrices, hence the default.
    vectors: str = "memory"
    #: Where the entity types come from (:meth:`TypeOrigin.to_dict`: ``source`` given,
    #: default or inferred, and for inferred types the method, its settings and each type's
    #: defining roles); None in manifests written before this field existed.
    types: dict[str, Any] | None = None
    #: How relation vectors are made (:data:`RELATION_VECTORS`); manifests written before
    #: this field existed always embedded them.
    relation_vectors: str = "embedded"
    #: The weight of a label's vector in a composed relation vector.
    label_weight: float = 1.0
    #: SHA-256 of each file of ``files``; empty in manifests written before this field
    #: existed (their files are verified by size).
    sha256: dict[str, str] = field(default_factory=dict)
    #: Updates applied since the build (:meth:`GraphIndex.add` and friends); 0 for a build.
    revision: int = 0
    #: The last updates (at most :data:`UPDATE_LOG`): revision, time, counts, texts embedded.
    update_log: list[dict[str, Any]] = field(default_factory=list)
    #: The stored lexicon's file (``lexicon/<sha>.json``: the user's and the LLM's words for
    #: the labels and types, :mod:`graphpaths.dotrag.reading.lexicon`), listed in ``files`` too;
    #: None when the index has none (manifests written before it existed: the lexicon is
    #: then the labels' own words, derived on load).
    lexicon: str | None = None
    #: How the embedded texts were made (:data:`TEXT_VERSION`); 1 in manifests written
    #: before this field existed.
    text_version: int = 1
    #: Where the index was last brought in step with its source
    #: (:func:`~graphpaths.dotrag.index.sync.sync_index`): the source, its mapping, the
    #: highest version read and when; None for an index never synced.
    sync: dict[str, Any] | None = None

    @property
    def stale_entity_texts(self) -> bool:
        """Whether the entity vectors embed texts this version makes otherwise: an index
        with inferred types built before :data:`TEXT_VERSION` 2 (its texts name the
        inferred types; given and default types read the same in both versions)."""
        return (
            self.text_version < 2
            and self.embedder is not None
            and (self.types or {}).get("source") == "inferred"
        )

    @classmethod
    def read(cls, directory: Path) -> IndexManifest:
        """The manifest of the index at ``directory``, checked: its fields, and every file
        it lists present with its recorded size (:meth:`verify` checks more)."""
        path = directory / MANIFEST
        if not directory.is_dir():
            raise IndexFormatError(f"{directory}: no such index directory")
        if not path.exists():
            raise IndexFormatError(
                f"{directory}: not a complete index ({MANIFEST} is missing; an interrupted "
                "build is resumed by running `graphpaths index` again)"
            )
        try:
            payload = json.loads(path.read_text(encoding="utf-8"))
            # A graph index's manifest names no kind; a corpus index's says "corpus".
            if isinstance(payload, dict) and "kind" in payload:
                raise IndexFormatError(
                    f"{directory}: a {payload['kind']} index (documents for GraFine), not a "
                    "graph index; open it with GraFine.from_index or load_corpus_index"
                )
            manifest = cls(**payload)
        except (json.JSONDecodeError, TypeError) as exc:
            raise IndexFormatError(f"{path}: corrupt manifest: {exc}") from None
        if manifest.format_version != FORMAT_VERSION:
            raise IndexFormatError(
                f"{path}: format_version {manifest.format_version} is not {FORMAT_VERSION}; rebuild the index"
            )
        if manifest.relation_vectors not in RELATION_VECTORS:
            raise IndexFormatError(
                f"{path}: corrupt manifest: relation_vectors {manifest.relation_vectors!r} is "
                f"not one of {', '.join(RELATION_VECTORS)}"
            )
        if manifest.vectors not in VECTOR_BACKENDS:
            raise IndexFormatError(
                f"{path}: corrupt manifest: vectors {manifest.vectors!r} is not one of "
                f"{', '.join(VECTOR_BACKENDS)}"
            )
        manifest.verify(directory, "sizes")
        return manifest

    def verify(self, directory: Path, verify: str = "quick") -> None:
        """Check the index's files against the sizes and checksums recorded here, as
        ``verify`` says (:data:`~graphpaths.checksums.VERIFY_MODES`); an
        :class:`IndexFormatError` names the first file that differs."""
        verify_files(directory, self.files, self.sha256, verify=verify)

    def write(self, directory: Path) -> None:
        """Write ``manifest.json`` into ``directory`` atomically (a synced temporary file,
        then a rename)."""
        with atomic_file(directory / MANIFEST, "w") as stream:
            json.dump(self.__dict__, stream, indent=2)


@dataclass(frozen=True, kw_only=True)
class IndexState:
    """One immutable state of a :class:`GraphIndex`: what a query reads, all of a piece.

    An update builds a new state and swaps it in; a reader takes the state once
    (:meth:`GraphIndex.state`) and reads only it, so it never mixes two revisions.
    """

    revision: int
    manifest: IndexManifest
    graph: Graph
    reachability: ReachabilityMap
    entity_vectors: VectorStore | None
    relation_vectors: VectorStore | None
    #: The lexicon bound to ``graph`` (:meth:`~graphpaths.dotrag.reading.lexicon.Lexicon.for_graph`:
    #: the labels' own words and the stored entries).
    lexicon: Lexicon


def read_lexicon(path: Path, manifest: IndexManifest) -> Lexicon:
    """The lexicon stored in the index at ``path`` (not bound to a graph; empty when the
    index stores none). Its file was verified with the others (:meth:`IndexManifest.verify`)."""
    if manifest.lexicon is None:
        return Lexicon()
    file = path / manifest.lexicon
    try:
        payload = json.loads(file.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise IndexFormatError(f"{file}: cannot read the stored lexicon: {exc}") from None
    try:
        return Lexicon.from_dict(payload, where=str(file))
    except LexiconError as exc:
        raise IndexFormatError(f"corrupt stored lexicon: {exc}") from None


def write_lexicon(directory: Path, lexicon: Lexicon) -> tuple[str, int, str] | None:
    """Write the user and llm entries of ``lexicon`` into ``directory``'s
    :data:`LEXICON_DIR` as ``<fingerprint>.json`` (atomically; a new content, a new name,
    so the file an older manifest lists stays as it was); returns its relative name, size
    and SHA-256, or None when there is nothing to store."""
    payload = lexicon.to_dict()
    if not payload["relations"] and not payload["types"]:
        return None
    text = json.dumps(payload, indent=1, ensure_ascii=False, sort_keys=True)
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
    name = f"{LEXICON_DIR}/{digest[:16]}.json"
    with atomic_file(directory / name, "w") as stream:
        stream.write(text)
    return name, (directory / name).stat().st_size, file_sha256(directory / name)


def open_store(path: Path, host: str | None, port: int, prefix: str) -> ChromaStore:

    if host is not None:
        return ChromaStore(host=host, port=port, prefix=prefix)
    return ChromaStore(path / "chroma", prefix=prefix)


def _entity_metadata(graph: Graph, i: int) -> dict[str, Any]:
    return {"name": graph.names[i], "types": list(graph.types_of(i))}


def _relation_metadata(graph: Graph, j: int) -> dict[str, Any]:
    return {
        "label": graph.label_names[graph.relation_labels[j]],
        "head": graph.entity_ids[graph.heads[j]],
        "tail": graph.entity_ids[graph.tails[j]],
    }


def item_metadata(graph: Graph, kind: str, i: int) -> dict[str, Any]:
    if kind == "entities":
        return _entity_metadata(graph, i)
    if kind == "relations":
        return _relation_metadata(graph, i)
    return {"label": graph.label_names[i]}


def item_texts(graph: Graph, kind: str) -> tuple[list[str], list[str]]:
    """The store keys and texts of ``kind``: entity ids, label names (texts: their words),
    or relation positions as strings."""
    if kind == "entities":
        return list(graph.entity_ids), graph.entity_texts()
    if kind == "labels":
        names = list(graph.label_names)
        return names, [label_words(n) for n in names]
    return [str(j) for j in range(graph.num_relations)], graph.relation_texts()


def open_vectors(
    path: Path,
    manifest: IndexManifest,
    graph: Graph,
    backend: str,
    *,
    mmap: bool = True,
    chroma: ChromaReadConfig | None = None,
) -> tuple[VectorStore | None, VectorStore | None]:
    """The entity and relation vectors of the index at ``path``, read as ``backend`` says
    (:func:`load_index`); ``(None, None)`` without embeddings."""
    if manifest.embedder is None:
        return None, None
    kinds = _stored_kinds(manifest)
    opened: list[VectorStore]
    if manifest.vectors == "chroma":
        read = chroma if chroma is not None else _chroma_read_config()
        if backend == "memory":  # rows fetched only to be copied into memory
            read = dataclasses.replace(read, cache_rows=0)
        opened = _chroma_vectors(path, manifest, graph, read, kinds)
        if backend == "memory":
            opened = [into_memory(v) for v in opened]
    elif backend == "chroma":
        raise IndexFormatError(
            f"{path}: its vectors are .npy matrices (built with vectors='memory'), there is "
            "no Chroma store to read; load it with vectors='memory' or rebuild it with "
            "vectors='chroma'"
        )
    else:
        opened = [_matrix(path, kind, graph, manifest, mmap=mmap) for kind in kinds]
    entity_vectors, relation_vectors = opened
    if manifest.relation_vectors == "composed":
        relation_vectors = _composed(manifest, graph, entity_vectors, relation_vectors)
    return entity_vectors, relation_vectors


def _stored_kinds(manifest: IndexManifest) -> tuple[str, str]:
    """The vectors retrieval reads: the entities', then the relations' (embedded) or the
    labels' (to compose the relations' from)."""
    return ("entities", "relations" if manifest.relation_vectors == "embedded" else "labels")


def _composed(
    manifest: IndexManifest, graph: Graph, entities: VectorStore, labels: VectorStore
) -> VectorStore:

    label_rows = all_rows(labels)
    close = getattr(labels, "close", None)
    if close is not None:
        close()  # a few rows, read once
    return ComposedRelationVectors(
        entities,
        label_rows,
        heads=graph.heads,
        tails=graph.tails,
        labels_of=graph.relation_labels,
        label_weight=manifest.label_weight,
    )


def _matrix(
    path: Path, kind: str, graph: Graph, manifest: IndexManifest, *, mmap: bool
) -> VectorStore:

    matrix = InMemoryVectorStore.load(path / "embeddings" / f"{kind}.npy", mmap=mmap)
    count = {
        "entities": graph.num_entities,
        "relations": graph.num_relations,
        "labels": len(graph.label_names),
    }[kind]
    if len(matrix) != count:
        raise IndexFormatError(
            f"{path}: embeddings/{kind}.npy has {len(matrix)} rows, expected {count}"
        )
    if matrix.dimension != manifest.dimension:
        raise IndexFormatError(
            f"{path}: embeddings/{kind}.npy has vectors of dimension {matrix.dimension}, the "
            f"manifest says {manifest.dimension} ({manifest.embedder}); rebuild the index"
        )
    return matrix


def _chroma_read_config() -> ChromaReadConfig:

    return ChromaReadConfig()


def _chroma_vectors(
    path: Path,
    manifest: IndexManifest,
    graph: Graph,
    read: ChromaReadConfig,
    kinds: tuple[str, str],
) -> list[VectorStore]:
    """The ``kinds`` collections of the index's Chroma store, as vector stores."""

    host = read.host if read.host is not None else manifest.chroma_host
    port = read.port or (manifest.chroma_port if read.host is None else None) or 8000
    if host is None and not (path / "chroma").is_dir():
        raise IndexFormatError(
            f"{path}: no embedded Chroma store (chroma/) to read vectors from; "
            'load it with vectors="memory" or rebuild the index'
        )
    embedder = str(manifest.embedder)
    opened: list[VectorStore] = []
    for kind in kinds:
        keys, texts = item_texts(graph, kind)
        common: dict[str, Any] = {
            "dimension": manifest.dimension,
            "cache_rows": read.cache_rows,
            "oversample": read.oversample,
            "search": read.search,
            "extra_rows": manifest.revision > 0,  # an update keeps other revisions' rows
        }
        collection = f"{manifest.collection_prefix}_{kind}"
        ids = item_ids(embedder, keys, texts)
        if host is not None:
            opened.append(
                ChromaCollectionVectorStore(collection, ids, host=host, port=port, **common)
            )
        else:
            opened.append(
                ChromaCollectionVectorStore(collection, ids, path=path / "chroma", **common)
            )
    return opened
