"""The ``li-property-graph`` peer: LlamaIndex's ``PropertyGraphIndex`` over the same triples.

What a LlamaIndex user would pick instead of DotRAG for a knowledge graph they already have,
set up as the LlamaIndex documentation shows, without an LLM:

- a ``SimplePropertyGraphStore`` filled directly with one ``EntityNode`` per entity (its name
  is the graph's entity id, its label the entity's first type) and one ``Relation`` per
  triple (its label the relation label): no LLM extraction;
- the entity nodes' vectors in the index's vector store (a ``SimpleVectorStore``, as
  ``PropertyGraphIndex`` uses when the graph store has no vector search). They are the
  index's own entity vectors (``graph.entity_text(i)`` embedded by the run's embedder, the
  vectors every method of the harness reads), not computed again; the question is embedded
  by the same embedder, wrapped as a LlamaIndex ``BaseEmbedding``;
- retrieval by ``PropertyGraphIndex.as_retriever`` with one ``VectorContextRetriever`` at
  the library's defaults (``similarity_top_k=4`` entity nodes, ``path_depth=1``,
  ``limit=30`` triples), ``include_text=False`` (the nodes carry no source text).

Each retrieved node's text is ``"<head id> -> <label> -> <tail id>"``; it maps back to the
graph relation with exactly those endpoints and label (a lookup table, not a parse), and the
relations are added in the order returned to the run's
:class:`~graphpaths.context.ContextBuilder`. The retriever calls no LLM.

Two properties of the library show in the figures: ``get_rel_map`` cuts the triples of the
top entities at ``limit`` *before* ranking them, in the store's set order (which depends on
Python's string hashing, so a hub entity's kept triples can differ between processes); and
both stores are scanned in Python on every query (seconds per question on MetaQA).

llama-index-core is imported only when the method is created (``pip install 'graphpaths[eval]'``).
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

import numpy as np

from graphpaths.context import DEFAULT_BUDGET, ContextBuilder, TokenCounter, approximate_tokens
from graphpaths.errors import ConfigError
from graphpaths.validation import check_int
from graphpaths_bench.eval.base import EvalResources, MethodResult, MethodSpec
from graphpaths_bench.extras import require

if TYPE_CHECKING:
    from graphpaths.dotrag.index.graph_index import GraphIndex
    from graphpaths.embeddings import Embedder

__all__ = ["METHODS", "PropertyGraphPeer", "create_li_property_graph", "llama_index_embedding"]

_FEATURE = "the li-property-graph peer"


def llama_index_embedding(embedder: Embedder) -> Any:
    """``embedder`` as a LlamaIndex ``BaseEmbedding`` (queries and texts alike)."""
    require("llama_index.core", "eval", feature=_FEATURE)
    from llama_index.core.base.embeddings.base import BaseEmbedding, Embedding
    from pydantic import PrivateAttr

    class GraphpathsEmbedding(BaseEmbedding):
        _embedder: Any = PrivateAttr()

        def __init__(self, inner: Embedder) -> None:
            super().__init__(model_name=inner.name)
            self._embedder = inner

        def _get_query_embedding(self, query: str) -> Embedding:
            row: Embedding = self._embedder.embed_query(query).tolist()
            return row

        async def _aget_query_embedding(self, query: str) -> Embedding:
            return self._get_query_embedding(query)

        def _get_text_embedding(self, text: str) -> Embedding:
            return self._get_text_embeddings([text])[0]

        def _get_text_embeddings(self, texts: list[str]) -> list[Embedding]:
            rows: list[Embedding] = self._embedder.embed_documents(texts).tolist()
            return rows

    return GraphpathsEmbedding(embedder)


class PropertyGraphPeer:
    """``PropertyGraphIndex`` + ``VectorContextRetriever`` as a graph method."""

    def __init__(
        self,
        *,
        index: GraphIndex,
        embedder: Embedder,
        budget: int = DEFAULT_BUDGET,
        counter: TokenCounter = approximate_tokens,
    ) -> None:
        require("llama_index.core", "eval", feature=_FEATURE)
        from llama_index.core import PropertyGraphIndex
        from llama_index.core.graph_stores import SimplePropertyGraphStore
        from llama_index.core.graph_stores.types import VECTOR_SOURCE_KEY, EntityNode, Relation
        from llama_index.core.indices.property_graph import (
            ImplicitPathExtractor,
            VectorContextRetriever,
        )
        from llama_index.core.schema import TextNode
        from llama_index.core.vector_stores import SimpleVectorStore

        check_int(None, "budget", budget, low=0)
        vectors = index.entity_vectors
        if vectors is None:
            raise ConfigError(
                f"index {index.path} has no embeddings (built with embedder=None); "
                "the li-property-graph peer needs its entity vectors"
            )
        built_with = index.manifest.embedder
        if built_with is not None and built_with != embedder.name:
            raise ConfigError(
                f"embedder {embedder.name!r} does not match the one index {index.path} was "
                f"built with ({built_with!r}); query and entity vectors must come from one model"
            )
        graph = self.graph = index.graph
        self.budget = budget
        self.counter = counter
        nodes = [
            EntityNode(name=graph.entity_ids[i], label=(graph.types_of(i) or ("entity",))[0])
            for i in range(graph.num_entities)
        ]
        store = SimplePropertyGraphStore()
        store.upsert_nodes(nodes)
        store.upsert_relations(
            [
                Relation(
                    label=graph.label_names[graph.relation_labels[j]],
                    source_id=nodes[graph.heads[j]].id,
                    target_id=nodes[graph.tails[j]].id,
                )
                for j in range(graph.num_relations)
            ]
        )
        #: The text of a retrieved triple -> its relation in the graph.
        self.relation_of: dict[str, int] = {
            f"{nodes[graph.heads[j]].id} -> {graph.label_names[graph.relation_labels[j]]} -> "
            f"{nodes[graph.tails[j]].id}": j
            for j in range(graph.num_relations)
        }
        vector_store = SimpleVectorStore()
        matrix = np.asarray(vectors.vectors(np.arange(len(vectors))), dtype=np.float32)
        vector_store.add(
            [
                TextNode(
                    id_=node.id,
                    text=graph.entity_text(i),
                    metadata={VECTOR_SOURCE_KEY: node.id},
                    embedding=matrix[i].tolist(),
                )
                for i, node in enumerate(nodes)
            ]
        )
        embed_model = llama_index_embedding(embedder)
        pg_index = PropertyGraphIndex.from_existing(
            property_graph_store=store,
            vector_store=vector_store,
            embed_model=embed_model,
            # No LLM: the default extractors would ask Settings.llm for one.
            kg_extractors=[ImplicitPathExtractor()],
            use_async=False,
        )
        self.retriever = pg_index.as_retriever(
            sub_retrievers=[
                VectorContextRetriever(
                    pg_index.property_graph_store,
                    vector_store=pg_index.vector_store,
                    embed_model=embed_model,
                    include_text=False,
                )
            ],
            include_text=False,
        )

    def relations(self, question: str) -> tuple[list[tuple[int, float]], int]:
        """The retrieved triples as ``(relation, score)`` in the retriever's order, and how
        many retrieved texts named no relation of the graph."""
        found: list[tuple[int, float]] = []
        unmapped = 0
        for hit in self.retriever.retrieve(question):
            j = self.relation_of.get(hit.node.get_content())
            if j is None:
                unmapped += 1
            else:
                found.append((j, float(hit.score or 0.0)))
        return found, unmapped

    def retrieve(self, question: str) -> MethodResult:
        start = time.perf_counter()
        found, unmapped = self.relations(question)
        builder = ContextBuilder(self.graph, budget=self.budget, counter=self.counter)
        added = sum(builder.add_relation(j, score=score) for j, score in found)
        return MethodResult(
            context=builder.build(),
            llm_calls=0,
            stats={
                "returned": len(found) + unmapped,
                "unmapped": unmapped,
                "added": added,
                "seconds": time.perf_counter() - start,
            },
        )


def create_li_property_graph(resources: EvalResources) -> PropertyGraphPeer:
    """The factory ``graphpaths eval`` calls for the method ``li-property-graph``."""
    return PropertyGraphPeer(
        index=resources.index,
        embedder=resources.embedder,
        budget=resources.budget,
        counter=resources.counter,
    )


METHODS = (
    MethodSpec(
        name="li-property-graph",
        kind="graph",
        factory=create_li_property_graph,
        description="LlamaIndex PropertyGraphIndex, VectorContextRetriever at its defaults (no LLM)",
    ),
)
