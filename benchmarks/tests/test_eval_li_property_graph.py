"""The ``li-property-graph`` peer on the bundled movie graph, against a numpy reference."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("llama_index.core")

from graphpaths.dotrag.index.graph_index import GraphIndex, load_index
from graphpaths.embeddings import SentenceTransformerEmbedder
from graphpaths.errors import ConfigError
from graphpaths_bench.eval.base import EvalResources
from graphpaths_bench.eval.peers.li_property_graph import PropertyGraphPeer, llama_index_embedding
from graphpaths_bench.eval.registry import get_method, registered_methods

QUESTIONS = [
    "Who directed Inception?",
    "Which movies did Leonardo DiCaprio star in?",
    "What genre is Interstellar?",
]


@pytest.fixture(scope="module")
def index(movie_index_dir: Path) -> GraphIndex:
    return load_index(movie_index_dir)


@pytest.fixture(scope="module")
def peer(index: GraphIndex, st_embedder: SentenceTransformerEmbedder) -> PropertyGraphPeer:
    method = get_method("li-property-graph", "graph").create(
        EvalResources(index=index, embedder=st_embedder)
    )
    assert isinstance(method, PropertyGraphPeer)
    return method


def reference(
    index: GraphIndex, st_embedder: SentenceTransformerEmbedder, question: str
) -> set[int]:
    """VectorContextRetriever's defaults by hand: the relations touching the top 4 entities."""
    assert index.entity_vectors is not None
    vectors = index.entity_vectors.vectors(np.arange(len(index.entity_vectors)))
    sims = vectors @ st_embedder.embed_query(question)
    top = set(np.argsort(-sims, kind="stable")[:4].tolist())
    graph = index.graph
    return {
        j
        for j in range(graph.num_relations)
        if int(graph.heads[j]) in top or int(graph.tails[j]) in top
    }


def test_registered() -> None:
    assert "li-property-graph" in registered_methods("graph")


@pytest.mark.parametrize("question", QUESTIONS)
def test_retrieves_the_triples_of_the_top_entities(
    peer: PropertyGraphPeer,
    index: GraphIndex,
    st_embedder: SentenceTransformerEmbedder,
    question: str,
) -> None:
    found, unmapped = peer.relations(question)
    assert unmapped == 0
    expected = reference(index, st_embedder, question)
    assert len(expected) <= 30  # under the retriever's limit: nothing cut in set order
    assert {j for j, _ in found} == expected
    scores = [score for _, score in found]
    assert scores == sorted(scores, reverse=True)


def test_result_is_a_budgeted_context(
    peer: PropertyGraphPeer, index: GraphIndex, st_embedder: SentenceTransformerEmbedder
) -> None:
    result = peer.retrieve("Who directed Inception?")
    assert result.llm_calls == 0
    assert "Inception directed by Christopher Nolan" in result.context.text
    assert result.stats["added"] == len(result.context.relations) == result.stats["returned"]
    small = PropertyGraphPeer(index=index, embedder=st_embedder, budget=12)
    tight = small.retrieve("Who directed Inception?")
    assert tight.context.tokens <= 12 < result.context.tokens


def test_embedding_wrapper_matches_the_embedder(st_embedder: SentenceTransformerEmbedder) -> None:
    wrapped = llama_index_embedding(st_embedder)
    query = wrapped.get_query_embedding("Who directed Inception?")
    np.testing.assert_allclose(query, st_embedder.embed_query("Who directed Inception?"), atol=1e-6)
    [text] = wrapped.get_text_embedding_batch(["Inception (movie)"])
    np.testing.assert_allclose(
        text, st_embedder.embed_documents(["Inception (movie)"])[0], atol=1e-6
    )


def test_rejects_another_embedder(index: GraphIndex) -> None:
    class Other(SentenceTransformerEmbedder):
        @property
        def name(self) -> str:
            return "other-model"

    with pytest.raises(ConfigError, match="other-model"):
        PropertyGraphPeer(index=index, embedder=Other())
