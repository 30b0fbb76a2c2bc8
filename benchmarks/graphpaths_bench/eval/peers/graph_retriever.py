"""The ``graph-retriever`` peer: langchain-graph-retriever over a graphpaths index.

The peer is set up as a LangChain user would set it up on a knowledge graph: every relation
is a LangChain ``Document`` in a Chroma vector store (``langchain_chroma.Chroma``) whose
``page_content`` is the relation text ("Kismet directed by William Dieterle") and whose
metadata holds the entity ids of its endpoints (``head``, ``tail``), its label and its index
in the graph (``relation``). Documents are linked through shared entities — the edge specs
``("head", "head"), ("head", "tail"), ("tail", "head"), ("tail", "tail")`` join two relations
whenever an endpoint of one is an endpoint of the other — and ``GraphRetriever`` traverses
them with the ``Eager`` (breadth-first) strategy:

- ``start_k=10``: relations found by vector search to start from;
- ``adjacent_k=20``: relations kept per traversal step. The library searches each new edge
  for ``adjacent_k`` neighbours by similarity to the question and keeps the ``adjacent_k``
  best of them all, relations already found included (those are then dropped), so a step
  adds fewer than ``adjacent_k`` new relations;
- ``max_depth=2``: relations two steps from a start relation are still reached. A start
  relation usually names the question's entity, so depth 2 covers 3-hop answers
  (anchor-x1, x1-x2, x2-answer), the deepest MetaQA questions;
- ``select_k=40``: at most 40 relations returned, like the 40 relations of VSS and BM25.

The returned relations are added, in the order returned, to the run's
:class:`~graphpaths.context.ContextBuilder` (the 10,000-token budget of every method).
The retriever calls no LLM (``llm_calls=0``).

Vectors are not computed again: the Chroma collection is built once from the index's
precomputed relation vectors, in ``<index>/peers/graph-retriever/`` (the index's own Chroma
collection stores no document texts, so LangChain cannot return Documents from it). Records
are written in batches; an interrupted build resumes with the records still missing, and a
``complete.json`` marker written last says the collection is whole. Query embeddings come
from the run's :class:`~graphpaths.embeddings.Embedder`, wrapped as a LangChain
``Embeddings`` (:func:`langchain_embeddings`).

LangChain, langchain-graph-retriever and langchain-chroma (``pip install 'graphpaths[eval]'``)
are imported only inside the functions that build the peer, so this module (registered with
the other methods) imports without them; a missing one is reported by
:func:`graphpaths_bench.extras.require` with the extra to install.

Two departures from a plain install, both forced:

- langchain-graph-retriever 0.8.0's Chroma adapter fails on chromadb >= 1.2 (it imports the
  removed ``IncludeEnum``); :class:`ChromaAdapter` is the library's adapter with that one
  method fixed (:func:`chroma_adapter`). The bug is datastax/graph-rag#178; its fixes
  (pull requests #180 and #182) are unmerged and 0.8.0 is still the latest release, so the
  patch stays here, with the benchmarks, until a release makes the public adapter work.
- Local Chroma answers a metadata-filtered query by walking its whole HNSW graph when fewer
  records match than the search breadth (chroma-core/chroma#7092): ~0.1-0.3 s per query on
  ~100k relations, and a traversal sends one filtered query per edge (about 50 per
  question), so the faithful setup costs seconds per question. ``store="memory"`` (method
  ``graph-retriever``) runs the same library traversal over :class:`RelationMatrix`, an
  exact in-memory store with inverted lists on the endpoints
  (:func:`relation_matrix_adapter`), in tens of milliseconds; ``graph-retriever-chroma``
  is the Chroma setup.
"""

from __future__ import annotations

import functools
import json
import logging
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

import numpy as np
import numpy.typing as npt

from graphpaths.atomic import atomic_file
from graphpaths.context import DEFAULT_BUDGET, ContextBuilder, TokenCounter, approximate_tokens
from graphpaths.errors import ConfigError, StoreError
from graphpaths.validation import check_int
from graphpaths_bench.eval.base import EvalResources, MethodResult, MethodSpec
from graphpaths_bench.extras import require

if TYPE_CHECKING:
    from collections.abc import Iterable

    from chromadb.api import ClientAPI
    from chromadb.api.models.Collection import Collection
    from graph_retriever.adapters import Adapter
    from graph_retriever.content import Content
    from graph_retriever.edges import Edge
    from langchain_chroma import Chroma
    from langchain_core.embeddings import Embeddings
    from langchain_graph_retriever import GraphRetriever

    from graphpaths.dotrag.index.graph_index import GraphIndex
    from graphpaths.embeddings import Embedder
    from graphpaths.graph import Graph

__all__ = [
    "EDGES",
    "MARKER",
    "METHODS",
    "GraphRetrieverConfig",
    "GraphRetrieverPeer",
    "PeerStore",
    "RelationMatrix",
    "build_peer_store",
    "chroma_adapter",
    "create_graph_retriever",
    "create_graph_retriever_chroma",
    "langchain_embeddings",
    "peer_directory",
    "relation_matrix_adapter",
]

logger = logging.getLogger(__name__)

#: Two relations are adjacent when they share an entity, whichever end it is at.
EDGES: list[tuple[str, str]] = [
    ("head", "head"),
    ("head", "tail"),
    ("tail", "head"),
    ("tail", "tail"),
]
COLLECTION = "graphpaths_relations"
MARKER = "complete.json"
_FORMAT = 1
_FEATURE = "the graph-retriever peer"

#: Called as ``progress(done, total)`` while the collection is written.
PeerProgress = Callable[[int, int], None]


def _require_langchain() -> None:
    """The peer's optional dependencies, or an error naming the ``eval`` extra."""
    for module in ("langchain_core", "langchain_graph_retriever", "langchain_chroma"):
        require(module, "eval", feature=_FEATURE)


@dataclass(frozen=True, kw_only=True)
class GraphRetrieverConfig:
    """The peer's traversal (``Eager``) and where its Chroma collection lives."""

    start_k: int = 10
    adjacent_k: int = 20
    select_k: int = 40
    max_depth: int = 2
    #: ``"chroma"``: the setup of a LangChain user (langchain_chroma.Chroma); ``"memory"``:
    #: the same traversal over :class:`RelationMatrix` (exact, in memory, fast).
    store: Literal["chroma", "memory"] = "chroma"
    #: Records per Chroma write (capped at the client's maximum batch size).
    batch_size: int = 5000
    #: The collection's directory; None: ``<index>/peers/graph-retriever``.
    directory: str | None = None

    def __post_init__(self) -> None:
        for name, low in (
            ("start_k", 1),
            ("adjacent_k", 0),
            ("select_k", 1),
            ("max_depth", 0),
            ("batch_size", 1),
        ):
            check_int("GraphRetrieverConfig", name, getattr(self, name), low=low)
        if self.store not in ("chroma", "memory"):
            raise ConfigError(
                f"GraphRetrieverConfig.store must be 'chroma' or 'memory', got {self.store!r}"
            )
        if self.directory is not None and not str(self.directory).strip():
            raise ConfigError(
                f"GraphRetrieverConfig.directory must be a path or None, got {self.directory!r}"
            )


# -- LangChain types, defined on first use ---------------------------------------------------


@functools.cache
def _embeddings_class() -> type[Embeddings]:
    from langchain_core.embeddings import Embeddings

    class GraphpathsEmbeddings(Embeddings):
        """A graphpaths :class:`~graphpaths.embeddings.Embedder` as a LangChain ``Embeddings``."""

        def __init__(self, embedder: Embedder) -> None:
            self.embedder = embedder

        def embed_documents(self, texts: list[str]) -> list[list[float]]:
            rows: list[list[float]] = self.embedder.embed_documents(texts).tolist()
            return rows

        def embed_query(self, text: str) -> list[float]:
            row: list[float] = self.embedder.embed_query(text).tolist()
            return row

    return GraphpathsEmbeddings


def langchain_embeddings(embedder: Embedder) -> Embeddings:
    """``embedder`` as a LangChain ``Embeddings`` (``embed_documents``/``embed_query``
    return lists of floats), for the peer's vector stores."""
    _require_langchain()
    return _embeddings_class()(embedder)  # type: ignore[call-arg]


def in_fixed_order(edges: Iterable[Edge]) -> set[Edge]:
    """``edges`` sorted by their text, handed over where the library takes a set.

    The traversal passes an adapter's ``adjacent`` its edges as a set, iterated in
    string-hash order, which differs per process; ``top_k`` keeps equal scores in that
    order, so which contents a step keeps would differ per process too. The adapters below
    iterate the edges in this fixed order instead (a list: the library only iterates it).
    """
    return sorted(edges, key=repr)  # type: ignore[return-value]


class EdgesInFixedOrder:
    """Mixed into an ``Adapter``: its ``adjacent`` takes the edges :func:`in_fixed_order`."""

    def adjacent(
        self,
        edges: set[Edge],
        query_embedding: list[float],
        k: int,
        filter: dict[str, Any] | None,
        **kwargs: Any,
    ) -> Iterable[Content]:
        found: Iterable[Content] = super().adjacent(  # type: ignore[misc]
            in_fixed_order(edges), query_embedding, k, filter, **kwargs
        )
        return found


@functools.cache
def _chroma_adapter_class() -> type[Adapter]:
    from langchain_core.documents import Document
    from langchain_graph_retriever._conversion import METADATA_EMBEDDING_KEY
    from langchain_graph_retriever.adapters.chroma import ChromaAdapter as LibraryChromaAdapter

    class ChromaAdapter(EdgesInFixedOrder, LibraryChromaAdapter):
        """langchain-graph-retriever's ``ChromaAdapter``, fixed for chromadb >= 1.2.

        Its ``_search`` imports ``chromadb.api.types.IncludeEnum``, which chromadb 1.2
        removed, and reports the failure as "please `pip install chromadb`"
        (datastax/graph-rag#178; the fix of the open pull requests #180/#182 is not in the
        released 0.8.0). This is the same method with the plain strings chromadb takes now;
        the rest is the library's adapter.
        """

        def _search(
            self,
            embedding: list[float],
            k: int = 4,
            filter: dict[str, str] | None = None,
            **kwargs: Any,
        ) -> list[Document]:
            collection = self.vector_store._collection
            k = min(k, collection.count())
            if k == 0:
                return []
            results = collection.query(
                query_embeddings=embedding,
                n_results=k,
                where=filter,  # type: ignore[arg-type]
                include=["documents", "metadatas", "embeddings"],
                **kwargs,
            )
            return [
                Document(
                    id=doc_id,
                    page_content=content,
                    metadata={METADATA_EMBEDDING_KEY: emb.tolist(), **metadata},
                )
                for content, metadata, doc_id, emb in zip(
                    (results["documents"] or [[]])[0],
                    (results["metadatas"] or [[]])[0],
                    results["ids"][0],
                    (results["embeddings"] or [[]])[0],
                    strict=True,
                )
            ]

    return ChromaAdapter


def chroma_adapter(vector_store: Chroma) -> Adapter:
    """langchain-graph-retriever's Chroma adapter over ``vector_store``, with the chromadb
    >= 1.2 fix described in the module docstring."""
    _require_langchain()
    return _chroma_adapter_class()(vector_store)  # type: ignore[call-arg]


# -- the in-memory store ---------------------------------------------------------------------


_EMPTY: npt.NDArray[np.int64] = np.empty(0, dtype=np.int64)


def _group(keys: npt.NDArray[np.int32], names: Sequence[Any]) -> dict[Any, npt.NDArray[np.int64]]:
    """``names[k] -> positions i with keys[i] == k``, each ascending."""
    order = np.argsort(keys, kind="stable").astype(np.int64)
    bounds = np.searchsorted(keys[order], np.arange(len(names) + 1))
    return {
        names[k]: order[bounds[k] : bounds[k + 1]]
        for k in range(len(names))
        if bounds[k + 1] > bounds[k]
    }


def _relation_metadata(graph: Graph, j: int) -> dict[str, Any]:
    """A relation Document's metadata: its endpoints (the edges), label and index."""
    return {
        "head": graph.entity_ids[graph.heads[j]],
        "tail": graph.entity_ids[graph.tails[j]],
        "label": graph.label_names[graph.relation_labels[j]],
        "relation": j,
    }


class RelationMatrix:
    """The index's relation vectors in memory, searched exactly, with equality filters.

    An equality filter on ``head``, ``tail``, ``label`` or ``relation`` (the filters the
    traversal sends for the edges in :data:`EDGES`) is answered from inverted lists instead
    of a scan. Local Chroma answers a filtered query by scanning its whole HNSW graph when
    few records match (chroma-core/chroma#7092), ~0.1 s per query on 100k relations; over
    this store the same traversal runs at the cost of the traversal itself. Needs no
    LangChain: :func:`relation_matrix_adapter` wraps it as a graph_retriever ``Adapter``.
    """

    def __init__(self, index: GraphIndex) -> None:
        if index.relation_vectors is None:
            raise ConfigError(
                f"index {index.path} has no embeddings (built with embedder=None); "
                "the graph-retriever peer needs its relation vectors"
            )
        self.graph = graph = index.graph
        self.vectors = index.relation_vectors
        self.postings: dict[str, dict[Any, npt.NDArray[np.int64]]] = {
            "head": _group(graph.heads, graph.entity_ids),
            "tail": _group(graph.tails, graph.entity_ids),
            "label": _group(graph.relation_labels, graph.label_names),
        }

    def matching(self, filter: dict[str, Any] | None) -> npt.NDArray[np.int64] | None:
        """The relations matching every ``field: value`` of ``filter`` (None: all)."""
        if not filter:
            return None
        matched: npt.NDArray[np.int64] | None = None
        for field, value in filter.items():
            if field == "relation":
                ok = isinstance(value, int) and 0 <= value < self.graph.num_relations
                rows = np.array([value] if ok else [], dtype=np.int64)
            elif field in self.postings:
                rows = self.postings[field].get(value, _EMPTY)
            else:
                raise ConfigError(
                    f"filter field {field!r} is not supported (use head, tail, label or relation)"
                )
            matched = rows if matched is None else np.intersect1d(matched, rows)
        return matched

    def search(
        self, embedding: Sequence[float], k: int, filter: dict[str, Any] | None = None
    ) -> list[int]:
        """The ``k`` relations most similar to ``embedding`` among those matching ``filter``."""
        rows, _scores = self.vectors.top_k(
            np.asarray(embedding, np.float32), k, candidates=self.matching(filter)
        )
        return [int(j) for j in rows]

    def get(self, ids: Sequence[str], filter: dict[str, Any] | None = None) -> list[int]:
        """The relations named by ``ids`` (document ids ``str(j)``) that match ``filter``,
        in the order given, without repeats; unknown ids are left out."""
        matching = self.matching(filter)
        allowed = None if matching is None else set(matching.tolist())
        out = []
        for item in dict.fromkeys(ids):
            j = int(item) if item.isdigit() else -1
            if 0 <= j < self.graph.num_relations and (allowed is None or j in allowed):
                out.append(j)
        return out

    def metadata(self, j: int) -> dict[str, Any]:
        return _relation_metadata(self.graph, j)


@functools.cache
def _matrix_adapter_class() -> type[Adapter]:
    from graph_retriever.adapters import Adapter
    from graph_retriever.content import Content

    class RelationMatrixAdapter(EdgesInFixedOrder, Adapter):
        """A graph_retriever ``Adapter`` over a :class:`RelationMatrix`. Contents look like
        the Chroma store's Documents: id ``str(j)``, the relation text, its metadata."""

        def __init__(self, matrix: RelationMatrix, embeddings: Embeddings) -> None:
            super().__init__()
            self.matrix = matrix
            self.embeddings = embeddings

        def search_with_embedding(
            self, query: str, k: int = 4, filter: dict[str, Any] | None = None, **kwargs: Any
        ) -> tuple[list[float], list[Content]]:
            embedding = self.embeddings.embed_query(query)
            return embedding, self.search(embedding, k=k, filter=filter, **kwargs)

        def search(
            self,
            embedding: list[float],
            k: int = 4,
            filter: dict[str, Any] | None = None,
            **kwargs: Any,
        ) -> list[Content]:
            return [self._content(j) for j in self.matrix.search(embedding, k, filter)]

        def get(
            self, ids: Sequence[str], filter: dict[str, Any] | None = None, **kwargs: Any
        ) -> list[Content]:
            return [self._content(j) for j in self.matrix.get(ids, filter)]

        def _content(self, j: int) -> Content:
            return Content(
                id=str(j),
                content=self.matrix.graph.relation_text(j),
                embedding=self.matrix.vectors.vectors([j])[0].tolist(),
                metadata=self.matrix.metadata(j),
            )

    return RelationMatrixAdapter


def relation_matrix_adapter(matrix: RelationMatrix, embeddings: Embeddings) -> Adapter:
    """A graph_retriever ``Adapter`` over ``matrix`` (exact search, inverted-list filters)."""
    _require_langchain()
    return _matrix_adapter_class()(matrix, embeddings)  # type: ignore[call-arg]


# -- the Chroma collection ---------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class PeerStore:
    """Where the peer's collection is and what building it did."""

    path: Path
    collection: str
    relations: int
    #: Records written by this call (0 when the collection was already complete).
    added: int


def peer_directory(index: GraphIndex, config: GraphRetrieverConfig | None = None) -> Path:
    """The directory of the peer's Chroma collection for ``index``."""
    if config is not None and config.directory is not None:
        return Path(config.directory)
    return index.path / "peers" / "graph-retriever"


def _open_client(directory: Path) -> ClientAPI:
    import chromadb
    from chromadb.config import Settings

    try:
        directory.mkdir(parents=True, exist_ok=True)
        return chromadb.PersistentClient(
            path=str(directory), settings=Settings(anonymized_telemetry=False)
        )
    except (OSError, ValueError, RuntimeError) as exc:
        raise StoreError(f"cannot open a Chroma database at {directory}: {exc}") from exc


def _identity(index: GraphIndex) -> dict[str, Any]:
    return {
        "format": _FORMAT,
        "graph_fingerprint": index.manifest.graph_fingerprint,
        "embedder": index.manifest.embedder or "",
        "relations": index.graph.num_relations,
        "collection": COLLECTION,
    }


def _read_marker(path: Path) -> dict[str, Any] | None:
    try:
        payload = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except (OSError, json.JSONDecodeError) as exc:
        logger.warning("ignoring unreadable %s (%s); the collection is checked again", path, exc)
        return None
    return payload if isinstance(payload, dict) else None


def _write_marker(path: Path, payload: dict[str, Any]) -> None:
    with atomic_file(path, "w") as stream:
        json.dump(payload, stream, indent=2)


def _stored_ids(collection: Collection, page: int) -> set[str]:
    ids: set[str] = set()
    offset = 0
    while True:
        got = collection.get(include=[], limit=page, offset=offset)["ids"]
        ids.update(got)
        if len(got) < page:
            return ids
        offset += page


def _collection_for(client: ClientAPI, identity: dict[str, Any]) -> Collection:
    """The peer's collection, recreated if it holds records of another graph or embedder."""
    meta = {key: identity[key] for key in ("graph_fingerprint", "embedder")}
    collection = client.get_or_create_collection(
        COLLECTION, metadata=meta, configuration={"hnsw": {"space": "cosine"}}
    )
    stored = dict(collection.metadata or {})
    if any(stored.get(key) != value for key, value in meta.items()):
        logger.info("the peer collection belongs to another index build; rebuilding it")
        client.delete_collection(COLLECTION)
        collection = client.create_collection(
            COLLECTION, metadata=meta, configuration={"hnsw": {"space": "cosine"}}
        )
    return collection


def build_peer_store(
    index: GraphIndex,
    *,
    config: GraphRetrieverConfig | None = None,
    client: ClientAPI | None = None,
    progress: PeerProgress | None = None,
) -> PeerStore:
    """Write the relations of ``index`` into the peer's Chroma collection, once.

    Uses the index's relation vectors (nothing is embedded). Returns at once when the
    collection is complete; after an interruption only the missing records are written.
    """
    from chromadb.errors import ChromaError

    cfg = config or GraphRetrieverConfig()
    vectors = index.relation_vectors
    if vectors is None:
        raise ConfigError(
            f"index {index.path} has no embeddings (built with embedder=None); "
            "the graph-retriever peer needs its relation vectors"
        )
    directory = peer_directory(index, cfg)
    marker = directory / MARKER
    identity = _identity(index)
    graph = index.graph
    total = graph.num_relations
    if _read_marker(marker) == identity:
        return PeerStore(path=directory, collection=COLLECTION, relations=total, added=0)
    client = client or _open_client(directory)
    started = time.perf_counter()
    added = 0
    try:
        collection = _collection_for(client, identity)
        batch = min(cfg.batch_size, int(client.get_max_batch_size()))
        stored = _stored_ids(collection, max(batch, 1000))
        missing = [j for j in range(total) if str(j) not in stored]
        done = total - len(missing)
        if progress is not None:
            progress(done, total)
        for start in range(0, len(missing), batch):
            chunk = missing[start : start + batch]
            collection.add(
                ids=[str(j) for j in chunk],
                embeddings=vectors.vectors(chunk),
                documents=[graph.relation_text(j) for j in chunk],
                metadatas=[_relation_metadata(graph, j) for j in chunk],
            )
            added += len(chunk)
            done += len(chunk)
            if progress is not None:
                progress(done, total)
        count = int(collection.count())
    except (ChromaError, ValueError, OSError) as exc:
        raise StoreError(
            f"{directory}: cannot write the graph-retriever collection: {exc}"
        ) from exc
    if count != total:
        raise StoreError(
            f"{directory}: collection {COLLECTION!r} holds {count} records, expected {total}; "
            f"delete {directory} and run again"
        )
    _write_marker(marker, identity)
    logger.info(
        "graph-retriever collection ready in %s: %d relations, %d written in %.1f s",
        directory,
        total,
        added,
        time.perf_counter() - started,
    )
    return PeerStore(path=directory, collection=COLLECTION, relations=total, added=added)


class GraphRetrieverPeer:
    """``GraphRetriever`` (Eager) over the relations, its answer packed into the budget."""

    def __init__(
        self,
        *,
        index: GraphIndex,
        embedder: Embedder,
        budget: int = DEFAULT_BUDGET,
        counter: TokenCounter = approximate_tokens,
        config: GraphRetrieverConfig | None = None,
        progress: PeerProgress | None = None,
    ) -> None:
        check_int(None, "budget", budget, low=0)
        built_with = index.manifest.embedder
        if built_with is not None and built_with != embedder.name:
            raise ConfigError(
                f"embedder {embedder.name!r} does not match the one index {index.path} was "
                f"built with ({built_with!r}); query and item vectors must come from one model"
            )
        self.graph = index.graph
        self.budget = budget
        self.counter = counter
        self.config = cfg = config or GraphRetrieverConfig()
        _require_langchain()
        from graph_retriever.strategies import Eager
        from langchain_chroma import Chroma
        from langchain_graph_retriever import GraphRetriever

        embeddings = langchain_embeddings(embedder)
        self.store: PeerStore | None = None
        self.vector_store: Chroma | None = None
        adapter: Adapter
        if cfg.store == "memory":
            adapter = relation_matrix_adapter(RelationMatrix(index), embeddings)
        else:
            client = _open_client(peer_directory(index, cfg))
            self.store = build_peer_store(index, config=cfg, client=client, progress=progress)
            self.vector_store = Chroma(
                collection_name=self.store.collection,
                embedding_function=embeddings,
                client=client,
                create_collection_if_not_exists=False,
            )
            adapter = chroma_adapter(self.vector_store)
        self.retriever: GraphRetriever = GraphRetriever(
            store=adapter,
            edges=list(EDGES),
            strategy=Eager(
                select_k=cfg.select_k,
                start_k=cfg.start_k,
                adjacent_k=cfg.adjacent_k,
                max_depth=cfg.max_depth,
            ),
        )

    def relations(self, question: str) -> list[tuple[int, float, int]]:
        """What the retriever returns, in its order: ``(relation, similarity, depth)``."""
        out: list[tuple[int, float, int]] = []
        for doc in self.retriever.invoke(question):
            meta = doc.metadata
            j = meta.get("relation")
            if (
                isinstance(j, bool)
                or not isinstance(j, int)
                or not 0 <= j < self.graph.num_relations
            ):
                raise StoreError(
                    f"graph-retriever returned document {doc.id!r} without a valid 'relation' "
                    f"index (got {j!r}); delete the peer's collection to rebuild it"
                )
            out.append((j, float(meta.get("_similarity_score", 0.0)), int(meta.get("_depth", 0))))
        # The library orders equal scores by set iteration (string hashes differ per process).
        return sorted(out, key=lambda found: (found[2], -found[1], found[0]))

    def retrieve(self, question: str) -> MethodResult:
        start = time.perf_counter()
        found = self.relations(question)
        builder = ContextBuilder(self.graph, budget=self.budget, counter=self.counter)
        added = sum(builder.add_relation(j, score=score) for j, score, _depth in found)
        depths = Counter(depth for _j, _score, depth in found)
        return MethodResult(
            context=builder.build(),
            llm_calls=0,
            stats={
                "returned": len(found),
                "added": added,
                "depths": {str(d): n for d, n in sorted(depths.items())},
                "seconds": time.perf_counter() - start,
            },
        )


def _peer(resources: EvalResources, config: GraphRetrieverConfig) -> GraphRetrieverPeer:
    return GraphRetrieverPeer(
        index=resources.index,
        embedder=resources.embedder,
        budget=resources.budget,
        counter=resources.counter,
        config=config,
    )


def create_graph_retriever(resources: EvalResources) -> GraphRetrieverPeer:
    """The factory of ``graph-retriever``: the peer over the exact in-memory store."""
    return _peer(resources, GraphRetrieverConfig(store="memory"))


def create_graph_retriever_chroma(resources: EvalResources) -> GraphRetrieverPeer:
    """The factory of ``graph-retriever-chroma``: the peer over its Chroma collection."""
    return _peer(resources, GraphRetrieverConfig())


# Its Chroma setup costs ~7 s a question on the full MetaQA graph (filtered Chroma queries
# scan the whole HNSW index: chroma-core/chroma#7092), so the benchmarked `graph-retriever`
# runs the same traversal over the exact in-memory store; `graph-retriever-chroma` is the
# Chroma setup, for measuring that cost on a subsample.
METHODS = (
    MethodSpec(
        name="graph-retriever",
        kind="graph",
        factory=create_graph_retriever,
        description="langchain-graph-retriever, Eager traversal over relations in an exact in-memory store",
    ),
    MethodSpec(
        name="graph-retriever-chroma",
        kind="graph",
        factory=create_graph_retriever_chroma,
        description="langchain-graph-retriever, Eager traversal over relations in Chroma (slow: ~7 s/question)",
    ),
)
