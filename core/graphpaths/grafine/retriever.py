"""GraFine: retrieval-time refinement on a corpus graph (GraFine §4.2, Algorithm 1).

Given a query, its vector ``v_q``, the node vectors ``V`` and a corpus graph:

1. (L1) ``N_ret`` = the top ``batch`` nodes by dot product ``v_q . V_n``.
2. (L2) GSR scores ``N_ret`` (:mod:`graphpaths.grafine.gsr`).
3. (L3-L7) while ``|N_ret| < b_max``: SPX (:mod:`graphpaths.grafine.spx`)
   proposes neighbours of ``N_ret`` given the current GSR ranking; the best
   ``min(batch, b_max - |N_ret|)`` join ``N_ret``; GSR rescores it. The loop
   also stops when SPX has nothing to propose.
4. The top ``k`` of ``N_ret`` by the last GSR scores are returned.

A query thus runs ``T`` SPX and ``T + 1`` GSR calls and encodes each retrieved
node's features once. Defaults (§5.1.1): ``batch = 10``, ``b_max = 100``,
``alpha = 0.2``, ``beta = 1``, ``k = 10``, in a frozen :class:`GraFineConfig`;
override per call with keyword arguments: ``retrieve(query, k=5, b_max=50)``. The default
batch adapts to a small corpus (:meth:`GraFineConfig.batch_for`: a quarter of its
documents, at most 10), so that seeding does not take every note of it and links are
followed; should the links run out before ``k`` documents, the next by vector search join
(as the paper's 10 seeds would have held them). From 40 documents on it is the paper's 10,
which seeds ``k`` (10) documents at once: nothing changes there.

Example (a path graph 0-1-2-3; the seed is node 2, SPX then adds its neighbour 3):
    >>> import numpy as np
    >>> from graphpaths.grafine.corpus_graph import CorpusGraph
    >>> from graphpaths.grafine.features import BiEncoderFeatures
    >>> v = np.eye(4, dtype=np.float32)
    >>> g = CorpusGraph.from_edges(4, [0, 1, 2], [1, 2, 3])
    >>> gf = GraFine(graph=g, vectors=v, features=BiEncoderFeatures(v),
    ...              config=GraFineConfig(batch=1, b_max=2, k=2))
    >>> result = gf.retrieve_vector("q", np.array([0, 0, 0.8, 0.6], dtype=np.float32))
    >>> [(n.index, n.iteration, n.supported_by) for n in result.nodes]
    [(2, 0, ()), (3, 1, ('2',))]
"""

from __future__ import annotations

import asyncio
import dataclasses
import os
import threading
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from graphpaths.config import with_overrides
from graphpaths.embeddings import SentenceTransformerEmbedder
from graphpaths.errors import ConfigError, InputError
from graphpaths.filter_views import kept_by, report_unknown_in_view
from graphpaths.filters import AttributeTable, Filter
from graphpaths.grafine.corpus_graph import DEFAULT_KNN, CorpusGraph, corpus_graph, node_vectors
from graphpaths.grafine.corpus_index import CorpusIndex, load_corpus_index
from graphpaths.grafine.features import DenseLexicalFeatures, FeatureProvider
from graphpaths.grafine.gsr import FeatureCache, gsr_scores
from graphpaths.grafine.spx import QuerySimilarities, expand
from graphpaths.grafine.view import (
    DEFAULT_VIEWS,
    restrict_features,
    view_graph,
    view_metadatas,
)
from graphpaths.lexical import BM25Index
from graphpaths.lru import LRUCache
from graphpaths.validation import check_int, check_number, check_query
from graphpaths.vectors.subset import subset_vectors
from graphpaths.warmup import warm_up

if TYPE_CHECKING:
    from graphpaths.embeddings import Embedder
    from graphpaths.vectors.protocol import VectorStore

__all__ = ["DEFAULT_BATCH", "GraFine", "GraFineConfig", "GraFineResult", "RetrievedNode"]

FloatArray = npt.NDArray[np.float32]
IndexArray = npt.NDArray[np.int64]

#: GraFine's batch (§5.1.1) on a corpus of 40 documents or more.
DEFAULT_BATCH = 10


@dataclass(frozen=True, kw_only=True)
class GraFineConfig:
    """GraFine's hyperparameters (paper defaults).

    ``batch``: nodes seeded by vector search and added per iteration (``None``, the
    default: :meth:`batch_for` the corpus, 10 from 40 documents on); ``b_max``: the node budget (size cap of ``N_ret``); ``alpha``: GSR's
    smoothing factor in [0, 1] (0 = the provider's own scores); ``beta``: SPX's
    weight of similarity against structure, >= 0 (``math.inf`` = similarity
    only, 0 = structure only); ``k``: nodes returned; ``score_threshold``: of those,
    only the nodes whose GSR score is at least this (``None``: all).
    """

    batch: int | None = None
    b_max: int = 100
    alpha: float = 0.2
    beta: float = 1.0
    k: int = 10
    score_threshold: float | None = None

    def __post_init__(self) -> None:
        for name in ("batch", "b_max", "k"):
            if name != "batch" or self.batch is not None:
                check_int("GraFineConfig", name, getattr(self, name))
        if self.score_threshold is not None:
            check_number("GraFineConfig", "score_threshold", self.score_threshold)
        check_number("GraFineConfig", "alpha", self.alpha, low=0.0, high=1.0)
        check_number("GraFineConfig", "beta", self.beta, low=0.0, finite=False)

    def batch_for(self, documents: int) -> int:
        """The batch on a corpus of ``documents``: :attr:`batch` when given, else a quarter
        of the corpus, between 1 and :data:`DEFAULT_BATCH` (a batch of 10 on a 10-note
        corpus would seed every note, and no link would ever be followed).

        Example:
            >>> [GraFineConfig().batch_for(n) for n in (3, 10, 39, 40, 5183)]
            [1, 2, 9, 10, 10]
            >>> GraFineConfig(batch=10).batch_for(10)
            10
        """
        if self.batch is not None:
            return self.batch
        return min(DEFAULT_BATCH, max(1, documents // 4))


@dataclass(frozen=True, kw_only=True)
class RetrievedNode:
    """One returned node.

    ``index`` is its row in the corpus; ``id`` its document id (the index as a
    string when the retriever has no ids); ``score`` its final GSR score;
    ``iteration`` when it entered ``N_ret`` (0 = seed by vector search);
    ``supported_by`` the ids of the retrieved nodes whose edges led SPX to it
    (empty for seeds); ``neighbors`` the ids of its neighbours in the final
    retrieved subgraph, whose features GSR smoothed into its score; ``text`` and
    ``metadata`` the document's (None and empty when the retriever was given none).
    """

    index: int
    id: str
    score: float
    iteration: int
    supported_by: tuple[str, ...] = ()
    neighbors: tuple[str, ...] = ()
    text: str | None = None
    metadata: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, kw_only=True)
class GraFineResult:
    """The ranked nodes and what the query cost."""

    nodes: tuple[RetrievedNode, ...]
    #: Size of the final N_ret.
    retrieved: int
    #: SPX iterations run (T).
    iterations: int
    #: Nodes whose features were encoded (each once).
    encoded: int
    config: GraFineConfig
    #: Seconds per stage: embed, seed, spx, gsr, total.
    seconds: Mapping[str, float] = field(default_factory=dict)
    #: The keys of the query's filter that no document it keeps carries (a misspelt
    #: ``"tennant"``), judged on the kept documents only (:mod:`graphpaths.filters`).
    unknown_filter_keys: tuple[str, ...] = ()

    @property
    def ids(self) -> list[str]:
        return [node.id for node in self.nodes]

    def as_dict(self) -> dict[str, Any]:
        """The result as JSON-ready data (metadata values must be JSON-ready themselves)."""
        return {
            "nodes": [
                {**dataclasses.asdict(node), "metadata": dict(node.metadata)} for node in self.nodes
            ],
            "retrieved": self.retrieved,
            "iterations": self.iterations,
            "encoded": self.encoded,
            "config": dataclasses.asdict(self.config),
            "seconds": dict(self.seconds),
            "unknown_filter_keys": list(self.unknown_filter_keys),
        }


class GraFine:
    """The GraFine retriever over one corpus graph.

    Most users start from :meth:`from_texts` (embed, index and link a list of texts in one
    call), :meth:`from_vectors` (reuse stored vectors) or :meth:`from_index` (a corpus index
    written by :func:`~graphpaths.grafine.corpus_index.build_corpus_index` or ``graphpaths index
    --docs``). The constructor takes the collaborators themselves: ``graph`` (a
    :class:`CorpusGraph` whose node ``i`` is row ``i`` of ``vectors``), ``vectors`` (unit-norm
    node embeddings: a :class:`~graphpaths.vectors.protocol.VectorStore`, in memory or Chroma,
    or an array held in memory), ``features`` (a :class:`FeatureProvider` for GSR), ``embedder`` (needed
    by :meth:`retrieve` to embed the query; :meth:`retrieve_vector` takes the vector instead)
    and optional ``doc_ids``, ``texts`` and ``metadatas`` carried into the results;
    ``links_key``: the metadata key that lists a document's links as ids (None: none does),
    from which the results of a filtered query leave out the hidden documents' ids.

    Per-call settings are keyword overrides of :class:`GraFineConfig` fields:
    ``retrieve(query, k=5, b_max=50)``.
    """

    def __init__(
        self,
        *,
        graph: CorpusGraph,
        vectors: VectorStore | npt.ArrayLike,
        features: FeatureProvider,
        embedder: Embedder | None = None,
        doc_ids: Sequence[str] | None = None,
        texts: Sequence[str] | None = None,
        metadatas: Sequence[Mapping[str, Any]] | None = None,
        config: GraFineConfig | None = None,
        links_key: str | None = None,
    ) -> None:
        index = node_vectors(graph, vectors)
        for name, given in (("doc_ids", doc_ids), ("texts", texts), ("metadatas", metadatas)):
            if given is not None and len(given) != graph.num_nodes:
                raise ConfigError(f"{name}: expected {graph.num_nodes} items, got {len(given)}")
        if config is not None and not isinstance(config, GraFineConfig):
            raise ConfigError(f"config: expected a GraFineConfig, got {type(config).__name__}")
        self.graph = graph
        self.vectors = index
        self.features = features
        self.embedder = embedder
        self.doc_ids = list(doc_ids) if doc_ids is not None else None
        self.texts = list(texts) if texts is not None else None
        self.metadatas = [dict(m) for m in metadatas] if metadatas is not None else None
        self.config = config or GraFineConfig()
        if links_key is not None and not isinstance(links_key, str):
            raise ConfigError(
                f"links_key: expected a metadata key (str) or None, got {links_key!r}"
            )
        #: The metadata key listing each document's links (ids), if one does: a filtered
        #: query's results leave hidden documents out of it (:func:`view_metadatas`).
        self.links_key = links_key
        # Filtered views (retrieve(..., filter=...)), one per filter, and the documents'
        # metadata as columns; both are built on first use.
        self._views: LRUCache[str, _View] = LRUCache(DEFAULT_VIEWS)
        self._attributes: tuple[object, AttributeTable] | None = None
        # From an index: follow its updates (_latest_engine); the engine of its latest state.
        self._index: CorpusIndex | None = None
        self._revision = 0
        self._engine: GraFine = self
        self._engine_lock = threading.Lock()

    # -- one-call constructors -----------------------------------------------------------
    @classmethod
    def from_texts(
        cls,
        texts: Sequence[str],
        *,
        ids: Sequence[str] | None = None,
        metadatas: Sequence[Mapping[str, Any]] | None = None,
        links: Iterable[tuple[str, str]] | None = None,
        embedder: Embedder | None = None,
        config: GraFineConfig | None = None,
        knn: str = "bm25",
        knn_k: int = DEFAULT_KNN,
        links_key: str | None = None,
    ) -> GraFine:
        """Embed ``texts``, link them and return a retriever, in one call.

        ``ids`` default to ``"0"``, ``"1"``, ...; ``links`` are ``(id, id)`` pairs (your
        hyperlinks, citations, parent/child...). Without links, each text is linked to its
        ``knn_k`` nearest texts by ``knn``: ``"bm25"`` (lexical; the default, best measured on
        SciFact) or ``"embeddings"``. ``embedder=None``: the bundled all-MiniLM-L6-v2.
        Relevance features: cosine + 0.35 x max-normalised BM25 (:class:`DenseLexicalFeatures`).
        ``links_key``: the metadata key that lists each document's links, if one does (a
        filtered query's results leave the hidden documents' ids out of it).
        """
        items = _texts(texts)
        embedder = _default_embedder(embedder)
        vectors = embedder.embed_documents(items)
        return cls.from_vectors(
            vectors,
            items,
            ids=ids,
            metadatas=metadatas,
            links=links,
            embedder=embedder,
            config=config,
            knn=knn,
            knn_k=knn_k,
            links_key=links_key,
        )

    @classmethod
    def from_vectors(
        cls,
        vectors: VectorStore | npt.ArrayLike,
        texts: Sequence[str],
        *,
        ids: Sequence[str] | None = None,
        metadatas: Sequence[Mapping[str, Any]] | None = None,
        links: Iterable[tuple[str, str]] | None = None,
        embedder: Embedder | None = None,
        config: GraFineConfig | None = None,
        knn: str = "bm25",
        knn_k: int = DEFAULT_KNN,
        links_key: str | None = None,
    ) -> GraFine:
        """:meth:`from_texts` over vectors already computed (e.g. read back from a store).

        Row ``i`` of ``vectors`` must embed ``texts[i]`` with ``embedder`` (which embeds the
        queries; ``None``: the bundled model, so it must be the one that made the vectors).
        """

        items = _texts(texts)
        doc_ids = [str(i) for i in range(len(items))] if ids is None else [str(i) for i in ids]
        if len(set(doc_ids)) != len(doc_ids):
            raise InputError("ids: every document needs its own id; some ids repeat")
        bm25 = BM25Index(items)
        graph = corpus_graph(
            doc_ids, links=links, vectors=vectors, bm25=bm25, texts=items, knn=knn, k=knn_k
        )
        index = node_vectors(graph, vectors)  # one index, read by the retriever and features
        return cls(
            graph=graph,
            vectors=index,
            features=DenseLexicalFeatures(index, bm25),
            embedder=_default_embedder(embedder),
            doc_ids=doc_ids,
            texts=items,
            metadatas=metadatas,
            config=config,
            links_key=links_key,
        )

    @classmethod
    def from_index(
        cls,
        index: CorpusIndex | str | os.PathLike[str],
        *,
        embedder: Embedder | None = None,
        config: GraFineConfig | None = None,
        warmup: bool = True,
    ) -> GraFine:
        """A retriever over a corpus index (a directory, or one loaded with
        :func:`~graphpaths.grafine.corpus_index.load_corpus_index`); the embedder is the one the index
        recorded, made again (pass ``embedder=`` only for one graphpaths cannot make).
        ``warmup=True`` loads the embedder's model before returning (:meth:`warmup`);
        ``False`` opens lazily."""

        loaded = index if isinstance(index, CorpusIndex) else load_corpus_index(index)
        state = loaded.state()
        embedder = embedder if embedder is not None else loaded.embedder()
        if embedder.name != loaded.manifest.embedder:
            raise ConfigError(
                f"embedder {embedder.name!r} does not match the one corpus index "
                f"{loaded.path} was built with ({loaded.manifest.embedder!r})"
            )
        if int(embedder.dimension) != loaded.manifest.dimension:
            raise ConfigError(
                f"embedder {embedder.name!r} makes vectors of dimension {embedder.dimension}, "
                f"corpus index {loaded.path} holds dimension {loaded.manifest.dimension}"
            )
        made = cls(
            graph=state.graph,
            vectors=state.vectors,
            features=DenseLexicalFeatures(state.vectors, BM25Index(state.texts)),
            embedder=embedder,
            doc_ids=state.ids,
            texts=state.texts,
            metadatas=state.metadatas,
            config=config,
        )
        made._index, made._revision = loaded, state.revision
        if warmup:
            made.warmup()
        return made

    def warmup(self) -> None:
        """Load the embedder's model now, not at the first query (:mod:`graphpaths.warmup`);
        ``from_index`` calls it unless given ``warmup=False``."""
        warm_up(self.embedder)

    def refresh(self) -> bool:
        """Switch to the newest revision of the corpus index now (published by any
        process), not at the next look of
        :meth:`~graphpaths.grafine.corpus_index.CorpusIndex.follow`; True when there was a
        newer one. A retriever not made from an index has nothing to follow (False)."""
        index = self._index
        if index is None:
            return False
        changed = index.refresh()
        self._latest_engine()
        return changed

    def _latest_engine(self) -> GraFine:
        """The retriever of the index's current state: this one, or (after an update) one
        made for the new state; a query takes it once, so it reads one revision."""
        index = self._index
        if index is None:
            return self
        state = index.follow()
        engine = self._engine
        if engine._revision == state.revision:
            return engine
        with self._engine_lock:
            engine = self._engine
            if engine._revision != state.revision:
                engine = GraFine(
                    graph=state.graph,
                    vectors=state.vectors,
                    features=DenseLexicalFeatures(state.vectors, BM25Index(state.texts)),
                    embedder=self.embedder,
                    doc_ids=state.ids,
                    texts=state.texts,
                    metadatas=state.metadatas,
                    config=self.config,
                )
                engine._revision = state.revision
                self._engine = engine
        return engine

    # -- retrieval -----------------------------------------------------------------------
    def _id(self, index: int) -> str:
        return self.doc_ids[index] if self.doc_ids is not None else str(index)

    def retrieve(
        self,
        query: str,
        k: int | None = None,
        *,
        filter: Filter | Mapping[str, Any] | None = None,
        **overrides: Any,
    ) -> GraFineResult:
        """Embed ``query`` and refine; keyword overrides (``b_max=50``) replace config fields.

        ``filter`` (a dict in the language of :mod:`graphpaths.filters`, or a
        :class:`~graphpaths.filters.Filter`) restricts the query to the documents whose
        metadata passes it: the algorithm runs on the corpus of those documents alone (their
        vectors, the links between them or, for a kNN graph, their nearest neighbours among
        them, BM25 statistics of their texts), so a hidden document is never seeded,
        expanded into, scored or returned, and changes no visible document's score. A key
        no document carries fails for every document; ``unknown_filter_keys`` names the
        keys the filter compares that no document it keeps carries, or, for a caller's
        filter under a rule (:func:`~graphpaths.filters.narrow`), that no document the rule
        keeps carries (never telling whether a hidden document carries one).
        Views are cached per filter (the first query with a new filter builds one).

        >>> import numpy as np
        >>> from graphpaths.grafine.corpus_graph import CorpusGraph
        >>> from graphpaths.grafine.features import BiEncoderFeatures
        >>> class Axes:  # a toy embedder: the query names a coordinate axis
        ...     def embed_query(self, text):
        ...         return np.eye(3, dtype=np.float32)[int(text[-1])]
        >>> v = np.eye(3, dtype=np.float32)
        >>> gf = GraFine(graph=CorpusGraph.from_edges(3, [0, 1], [1, 2]), vectors=v,
        ...              features=BiEncoderFeatures(v), embedder=Axes(),
        ...              metadatas=[{"tenant": "a"}, {"tenant": "b"}, {"tenant": "a"}],
        ...              config=GraFineConfig(batch=1, b_max=3, k=3))
        >>> gf.retrieve("axis 1").ids
        ['1', '0', '2']
        >>> gf.retrieve("axis 1", filter={"tenant": "a"}).ids  # 1 is hidden, so is its links
        ['0']
        """
        engine = self._latest_engine()
        if engine is not self:
            return engine.retrieve(query, k, filter=filter, **overrides)
        if self.embedder is None:
            raise ConfigError("embedder: GraFine.retrieve needs one; or call retrieve_vector")
        check_query(query)
        cfg = _settings(self.config, k, overrides)
        parsed = Filter.parse(filter)
        start = time.perf_counter()
        vector = np.asarray(self.embedder.embed_query(query), dtype=np.float32)
        return self._filtered(query, vector, cfg, parsed, embed_seconds=time.perf_counter() - start)

    async def aretrieve(
        self,
        query: str,
        k: int | None = None,
        *,
        filter: Filter | Mapping[str, Any] | None = None,
        **overrides: Any,
    ) -> GraFineResult:
        """:meth:`retrieve` in a worker thread, so an event loop is not blocked."""
        return await asyncio.to_thread(self.retrieve, query, k, filter=filter, **overrides)

    def retrieve_vector(
        self,
        query: str,
        query_vector: npt.ArrayLike,
        k: int | None = None,
        *,
        filter: Filter | Mapping[str, Any] | None = None,
        **overrides: Any,
    ) -> GraFineResult:
        """Algorithm 1 for an already embedded query (``query`` is what the features read);
        ``filter`` as in :meth:`retrieve`."""
        engine = self._latest_engine()
        if engine is not self:
            return engine.retrieve_vector(query, query_vector, k, filter=filter, **overrides)
        cfg = _settings(self.config, k, overrides)
        return self._filtered(query, query_vector, cfg, Filter.parse(filter))

    # -- filtered views --------------------------------------------------------------------
    def _filtered(
        self,
        query: str,
        query_vector: npt.ArrayLike,
        cfg: GraFineConfig,
        spec: Filter | None,
        *,
        embed_seconds: float = 0.0,
    ) -> GraFineResult:
        """Algorithm 1 on the view of ``spec`` (the whole corpus when it hides nothing)."""
        if spec is None or spec.empty:
            return self._refine(query, query_vector, cfg, embed_seconds=embed_seconds)
        begin = time.perf_counter()
        view = self._view(spec)
        view_seconds = time.perf_counter() - begin
        if view.retriever is None and len(view.rows):  # the filter hides nothing
            result = self._refine(query, query_vector, cfg, embed_seconds=embed_seconds)
            return dataclasses.replace(result, unknown_filter_keys=view.unknown)
        if view.retriever is None:
            vector = np.asarray(query_vector, dtype=np.float32)
            if vector.shape != (self.vectors.dimension,):
                raise ConfigError(
                    f"query_vector: expected shape ({self.vectors.dimension},), got {vector.shape}"
                )
            seconds = {"embed": embed_seconds, "seed": 0.0, "spx": 0.0, "gsr": 0.0}
            seconds["total"] = embed_seconds + time.perf_counter() - begin
            return GraFineResult(
                nodes=(),
                retrieved=0,
                iterations=0,
                encoded=0,
                config=cfg,
                seconds=seconds,
                unknown_filter_keys=view.unknown,
            )
        result = view.retriever._refine(query, query_vector, cfg, embed_seconds=embed_seconds)
        rows = view.rows
        nodes = tuple(dataclasses.replace(n, index=int(rows[n.index])) for n in result.nodes)
        seconds = {**result.seconds, "filter": view_seconds}
        seconds["total"] += view_seconds
        return dataclasses.replace(
            result, nodes=nodes, seconds=seconds, unknown_filter_keys=view.unknown
        )

    def _view(self, spec: Filter) -> _View:
        """The documents ``spec`` keeps and the retriever over them alone (cached)."""
        graph = self.graph
        cached = self._views.get_or_build(spec.key, lambda: self._build_view(spec, graph))
        if cached.source is not graph:  # the corpus changed since: build it again
            self._views.clear()
            cached = self._views.get_or_build(spec.key, lambda: self._build_view(spec, self.graph))
        return cached

    def _build_view(self, spec: Filter, graph: CorpusGraph) -> _View:
        metadatas = self.metadatas
        cached = self._attributes
        if cached is not None and cached[0] is metadatas:
            table = cached[1]
        else:
            rows = metadatas if metadatas is not None else [{}] * graph.num_nodes
            table = AttributeTable(rows)
            self._attributes = (metadatas, table)
        found = kept_by(spec, [table])
        (passed,) = found.masks
        # Over a view only: whether a hidden document carries a key is not the caller's.
        unknown = report_unknown_in_view(spec, [table], found, items="document")
        kept: IndexArray = np.flatnonzero(passed).astype(np.int64)
        if len(kept) in (0, graph.num_nodes):
            return _View(source=graph, rows=kept, retriever=None, unknown=unknown)
        picked = kept.tolist()
        ids = [self._id(i) for i in picked]
        vectors = subset_vectors(self.vectors, kept)
        texts = [self.texts[i] for i in picked] if self.texts is not None else None
        features = restrict_features(self.features, kept, vectors=(self.vectors, vectors))
        retriever = GraFine(
            graph=view_graph(
                graph,
                kept,
                texts=texts,
                vectors=vectors,
                lexical=getattr(features, "lexical", None),
            ),
            vectors=vectors,
            features=features,
            embedder=self.embedder,
            doc_ids=ids,
            texts=texts,
            metadatas=(
                view_metadatas(self.metadatas, picked, ids, self.links_key)
                if self.metadatas is not None
                else None
            ),
            config=self.config,
            links_key=self.links_key,
        )
        return _View(source=graph, rows=kept, retriever=retriever, unknown=unknown)

    def _refine(
        self,
        query: str,
        query_vector: npt.ArrayLike,
        cfg: GraFineConfig,
        *,
        embed_seconds: float = 0.0,
    ) -> GraFineResult:
        begin = time.perf_counter()
        vector = np.asarray(query_vector, dtype=np.float32)
        if vector.shape != (self.vectors.dimension,):
            raise ConfigError(
                f"query_vector: expected shape ({self.vectors.dimension},), got {vector.shape}"
            )
        adaptive = cfg.batch is None
        batch = cfg.batch_for(len(self.vectors))
        cfg = dataclasses.replace(cfg, batch=batch)  # the result records the batch that ran
        # L1: seed by vector search (exact in memory; HNSW, rescored exactly, in Chroma).
        seeds, _ = self.vectors.top_k(vector, min(batch, cfg.b_max))
        sims = QuerySimilarities(self.vectors, vector)
        seed_seconds = time.perf_counter() - begin
        cache = FeatureCache.start(self.features, query, vector, capacity=cfg.b_max)
        retrieved = seeds
        entered = {int(i): 0 for i in seeds}
        support: dict[int, tuple[int, ...]] = {}
        spx_seconds = 0.0
        # L2: GSR over the seeds. The subgraph's edges (as positions in `retrieved`) are
        # kept up to date incrementally: each node's out-edges are scanned once.
        tick = time.perf_counter()
        subgraph = self.graph.subgraph_edges(retrieved)
        scores = gsr_scores(cache, self.graph, retrieved, cfg.alpha, subgraph=subgraph)
        gsr_seconds = time.perf_counter() - tick
        iteration = 0
        while len(retrieved) < cfg.b_max:
            ranked = retrieved[_order(scores, retrieved)]
            # L4: SPX proposes neighbours of the ranked retrieved set.
            tick = time.perf_counter()
            room = min(batch, cfg.b_max - len(retrieved))
            proposal = expand(self.graph, ranked, sims, beta=cfg.beta, limit=room)
            spx_seconds += time.perf_counter() - tick
            added, supporters = proposal.nodes, proposal.supporters
            if len(added) == 0 and adaptive and len(retrieved) < cfg.k:
                # The links ran out before k documents: an adapted (small) batch takes the
                # next by vector search, as the paper's 10 seeds would have held them.
                added = self._next_seeds(vector, retrieved, room)
                supporters = tuple(np.empty(0, np.int64) for _ in range(len(added)))
            if len(added) == 0:
                break
            iteration += 1
            for i, node in enumerate(added.tolist()):
                entered[node] = iteration
                if len(supporters[i]):
                    support[node] = tuple(supporters[i].tolist())
            # L5-L6: add up to `batch` nodes, within the budget; L7: GSR again.
            tick = time.perf_counter()
            subgraph = self._grow(subgraph, retrieved, added, supporters)
            retrieved = np.concatenate([retrieved, added])
            scores = gsr_scores(cache, self.graph, retrieved, cfg.alpha, subgraph=subgraph)
            gsr_seconds += time.perf_counter() - tick
        order = _order(scores, retrieved)[: cfg.k]
        if cfg.score_threshold is not None:
            order = order[scores[order] >= cfg.score_threshold]
        nodes = self._nodes(retrieved, scores, order, entered, support)
        return GraFineResult(
            nodes=nodes,
            retrieved=len(retrieved),
            iterations=iteration,
            encoded=cache.encoded,
            config=cfg,
            seconds={
                "embed": embed_seconds,
                "seed": seed_seconds,
                "spx": spx_seconds,
                "gsr": gsr_seconds,
                "total": embed_seconds + time.perf_counter() - begin,
            },
        )

    def _next_seeds(self, vector: FloatArray, retrieved: IndexArray, room: int) -> IndexArray:
        """The ``room`` documents nearest ``vector`` that are not in ``retrieved``."""
        ids, _ = self.vectors.top_k(vector, min(len(self.vectors), len(retrieved) + room))
        fresh = np.asarray(ids, dtype=np.int64)
        return fresh[~np.isin(fresh, retrieved)][:room]

    def _grow(
        self,
        subgraph: tuple[IndexArray, IndexArray],
        retrieved: IndexArray,
        added: IndexArray,
        supporters: Sequence[IndexArray],
    ) -> tuple[IndexArray, IndexArray]:
        """The subgraph edges once ``added`` joins ``retrieved`` (positions in the union).

        Old -> new edges are the SPX supporters; new -> any edges come from one scan
        of the added nodes' out-edges.
        """
        m = len(retrieved)
        union = np.concatenate([retrieved, added])
        order = np.argsort(union, kind="stable")
        ranked = union[order]

        def positions(nodes: npt.NDArray[Any]) -> tuple[IndexArray, npt.NDArray[np.bool_]]:
            pos = np.searchsorted(ranked, nodes)
            pos[pos == len(ranked)] = 0
            found = ranked[pos] == nodes
            return order[pos].astype(np.int64), found

        lengths = [len(s) for s in supporters]
        old_nodes = np.concatenate(supporters) if supporters else np.empty(0, np.int64)
        old_src, _ = positions(old_nodes)
        old_dst = np.repeat(np.arange(m, m + len(added), dtype=np.int64), lengths)
        owner, targets = self.graph.edges_from(added)
        new_dst, inside = positions(targets)
        sources = np.concatenate([subgraph[0], old_src, m + owner[inside]])
        targets_out = np.concatenate([subgraph[1], old_dst, new_dst[inside]])
        return sources, targets_out

    def _nodes(
        self,
        retrieved: IndexArray,
        scores: FloatArray,
        order: IndexArray,
        entered: dict[int, int],
        support: dict[int, tuple[int, ...]],
    ) -> tuple[RetrievedNode, ...]:
        adjacency = self.graph.subgraph(retrieved)
        linked = np.maximum(adjacency, adjacency.T) > 0
        out: list[RetrievedNode] = []
        for position in order.tolist():
            node = int(retrieved[position])
            neighbours = retrieved[np.flatnonzero(linked[position])]
            out.append(
                RetrievedNode(
                    index=node,
                    id=self._id(node),
                    score=float(scores[position]),
                    iteration=entered[node],
                    supported_by=tuple(self._id(s) for s in support.get(node, ())),
                    neighbors=tuple(self._id(int(s)) for s in neighbours),
                    text=self.texts[node] if self.texts is not None else None,
                    metadata=self.metadatas[node] if self.metadatas is not None else {},
                )
            )
        return tuple(out)


@dataclass(frozen=True, kw_only=True, eq=False)
class _View:
    """The documents a filter keeps (``rows``, original positions, increasing) and the
    retriever over them alone; ``retriever`` is None when the filter keeps every document,
    or none. ``source``: the corpus graph it was made from."""

    source: CorpusGraph
    rows: IndexArray
    retriever: GraFine | None
    #: The filter's keys no document carries.
    unknown: tuple[str, ...] = ()


def _settings(config: GraFineConfig, k: int | None, overrides: dict[str, Any]) -> GraFineConfig:
    return with_overrides(config, overrides if k is None else {**overrides, "k": k})


def _texts(texts: Sequence[str]) -> list[str]:
    items = list(texts)
    for i, text in enumerate(items):
        if not isinstance(text, str):
            raise InputError(f"texts[{i}]: expected str, got {type(text).__name__}")
    if not items:
        raise InputError("texts: expected at least one text, got none")
    return items


def _default_embedder(embedder: Embedder | None) -> Embedder:
    if embedder is not None:
        return embedder

    return SentenceTransformerEmbedder()


def _order(scores: FloatArray, nodes: IndexArray) -> IndexArray:
    """Positions of ``nodes`` by decreasing score, ties to the lower node index."""
    out: IndexArray = np.lexsort((nodes, -scores)).astype(np.int64)
    return out
