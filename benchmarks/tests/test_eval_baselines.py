"""The VSS and BM25 baselines on a small synthetic index, checked against brute force."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import numpy.typing as npt
import pytest
from fakes import FakeEmbedder

from graphpaths.context import Context
from graphpaths.dotrag.index.graph_index import GraphIndex, build_index, load_index
from graphpaths.embeddings import Embedder, ProgressCallback
from graphpaths.errors import ConfigError, InputError
from graphpaths.graph import Graph, GraphBuilder
from graphpaths.vectors import InMemoryVectorStore
from graphpaths_bench.eval.base import (
    CorpusMethod,
    CorpusResources,
    EvalResources,
    GraphMethod,
)
from graphpaths_bench.eval.baselines import (
    BM25CorpusMethod,
    BM25GraphMethod,
    GraphBaselineConfig,
    VectorCorpusMethod,
    VSSGraphMethod,
    interleave,
)
from graphpaths_bench.eval.registry import get_method, registered_methods

DIM = 32


def hash_embedder(name: str = "fake-hash-32") -> FakeEmbedder:
    """The shared hash embedder at this file's dimension."""
    return FakeEmbedder(name=name, dimension=DIM)


def movie_graph() -> Graph:
    b = GraphBuilder()
    movies = {
        "Kismet": ("William Dieterle", ["Marlene Dietrich", "Ronald Colman"], "Drama", "1944"),
        "The Thin Man": ("W. S. Van Dyke", ["Myrna Loy", "William Powell"], "Comedy", "1934"),
        "Casablanca": ("Michael Curtiz", ["Humphrey Bogart", "Ingrid Bergman"], "Drama", "1942"),
        "Mildred Pierce": ("Michael Curtiz", ["Joan Crawford"], "Drama", "1945"),
        "After the Thin Man": ("W. S. Van Dyke", ["Myrna Loy", "James Stewart"], "Comedy", "1936"),
        "Shanghai Express": ("Josef von Sternberg", ["Marlene Dietrich"], "Adventure", "1932"),
        "Random Harvest": ("Mervyn LeRoy", ["Ronald Colman", "Greer Garson"], "Romance", "1942"),
    }
    for movie, (director, actors, genre, year) in movies.items():
        b.add_entity(movie, types=["movie"])
        for person in (director, *actors):
            b.add_entity(person, types=["person"])
        b.add_entity(genre, types=["genre"])
        b.add_entity(year, types=["year"])
        b.add_relation(movie, director, "directed_by")
        for actor in actors:
            b.add_relation(movie, actor, "starred_actors")
        b.add_relation(movie, genre, "has_genre")
        b.add_relation(movie, year, "release_year")
    return b.build()


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> GraphIndex:
    out = tmp_path_factory.mktemp("baselines") / "idx"
    build_index(movie_graph(), out, embedder=hash_embedder())
    return load_index(out)


@pytest.fixture(scope="module")
def resources(index: GraphIndex) -> EvalResources:
    return EvalResources(index=index, embedder=hash_embedder())


def brute_force(texts: list[str], query: str, k: int) -> list[tuple[int, float]]:
    embedder = hash_embedder()
    scores = embedder.embed_documents(texts) @ embedder.embed_query(query)
    order = sorted(range(len(texts)), key=lambda i: (-scores[i], i))[:k]
    return [(i, float(scores[i])) for i in order]


def check_context(context: Context, graph: Graph, budget: int) -> None:
    assert context.tokens <= budget
    assert context.tokens == sum(item.tokens for item in context.items)
    for item in context.items:
        if item.kind == "relation":
            assert int(graph.heads[item.index]) in context.entities
            assert int(graph.tails[item.index]) in context.entities
        else:
            assert item.index in context.entities


# -- registry -------------------------------------------------------------------------------


def test_baselines_are_registered() -> None:
    assert {"vss", "bm25", "graph-retriever"} <= set(registered_methods("graph"))
    assert {"vector", "bm25"} <= set(registered_methods("corpus"))


def test_registry_creates_graph_methods(resources: EvalResources) -> None:
    for name in ("vss", "bm25"):
        method = get_method(name, "graph").create(resources)
        assert isinstance(method, GraphMethod)
        result = method.retrieve("Who directed Kismet?")
        assert result.llm_calls == 0
        assert result.context.items


# -- vss ------------------------------------------------------------------------------------


@pytest.mark.parametrize("question", ["Who directed Kismet?", "films with Myrna Loy", "1942"])
def test_vss_returns_the_brute_force_top_k(resources: EvalResources, question: str) -> None:
    graph = resources.index.graph
    config = GraphBaselineConfig(entity_k=5, relation_k=7)
    method = VSSGraphMethod.from_resources(resources, config)
    ranked = method.rank(question)
    entities = [(i, s) for kind, i, s in ranked if kind == "entity"]
    relations = [(j, s) for kind, j, s in ranked if kind == "relation"]
    want_e = brute_force(graph.entity_texts(), question, 5)
    # Relations: the index's vectors (composed from entity and label vectors), by brute force.
    relation_vectors = resources.index.relation_vectors
    assert relation_vectors is not None
    rows = relation_vectors.vectors(np.arange(graph.num_relations))
    relation_scores = rows @ hash_embedder().embed_query(question)
    order = sorted(range(graph.num_relations), key=lambda j: (-relation_scores[j], j))[:7]
    want_r = [(j, float(relation_scores[j])) for j in order]
    assert [i for i, _ in entities] == [i for i, _ in want_e]
    assert [j for j, _ in relations] == [j for j, _ in want_r]
    np.testing.assert_allclose([s for _, s in entities], [s for _, s in want_e], rtol=1e-5)
    np.testing.assert_allclose([s for _, s in relations], [s for _, s in want_r], rtol=1e-5)
    scores = [s for _, _, s in ranked]
    assert scores == sorted(scores, reverse=True)
    # Everything ranked fits the default budget and goes in, in rank order.
    items = method.retrieve(question).context.items
    assert [(item.kind, item.index) for item in items] == [(k, i) for k, i, _ in ranked]


def test_vss_default_is_forty_and_forty(resources: EvalResources) -> None:
    assert GraphBaselineConfig() == GraphBaselineConfig(entity_k=40, relation_k=40)
    graph = resources.index.graph
    ranked = VSSGraphMethod.from_resources(resources).rank("Casablanca")
    assert len(ranked) == min(40, graph.num_entities) + min(40, graph.num_relations)


class _FixedEmbedder:
    name = "fixed"
    dimension = 2

    def embed_documents(
        self, texts: Sequence[str], *, progress: ProgressCallback | None = None
    ) -> npt.NDArray[np.float32]:
        return np.tile(self.embed_query(""), (len(texts), 1))

    def embed_query(self, text: str) -> npt.NDArray[np.float32]:
        return np.array([1.0, 0.0], dtype=np.float32)


def test_vss_ties_put_relations_first() -> None:
    b = GraphBuilder()
    b.add_relation("a", "b", "knows", create_entities=True)
    graph = b.build()
    embedder: Embedder = _FixedEmbedder()
    method = VSSGraphMethod(
        graph=graph,
        entity_vectors=InMemoryVectorStore(np.array([[1, 0], [0, 1]], dtype=np.float32)),
        relation_vectors=InMemoryVectorStore(np.array([[1, 0]], dtype=np.float32)),
        embedder=embedder,
    )
    assert method.rank("a?") == [("relation", 0, 1.0), ("entity", 0, 1.0), ("entity", 1, 0.0)]


def test_vss_per_call_config_override(resources: EvalResources) -> None:
    method = VSSGraphMethod.from_resources(resources)
    narrow = dataclasses.replace(method.config, entity_k=0, relation_k=2)
    ranked = method.rank("Kismet", config=narrow)
    assert [kind for kind, _, _ in ranked] == ["relation", "relation"]


def test_vss_rejects_a_different_embedder(resources: EvalResources) -> None:
    with pytest.raises(ConfigError, match="other-model"):
        VSSGraphMethod.from_resources(
            EvalResources(index=resources.index, embedder=hash_embedder("other-model"))
        )


def test_vss_needs_embeddings(tmp_path: Path) -> None:
    build_index(movie_graph(), tmp_path / "idx", embedder=None)
    bare = load_index(tmp_path / "idx")
    with pytest.raises(ConfigError, match="no embeddings"):
        VSSGraphMethod.from_resources(EvalResources(index=bare, embedder=hash_embedder()))


@pytest.mark.parametrize(
    ("field", "value"), [("entity_k", -1), ("relation_k", True), ("relation_k", 2.5)]
)
def test_config_is_validated(field: str, value: object) -> None:
    with pytest.raises(ConfigError, match=rf"{field}.*{value!r}"):
        GraphBaselineConfig(**{field: value})  # type: ignore[arg-type]


# -- bm25 -----------------------------------------------------------------------------------


def test_bm25_ranks_an_exact_match_first(resources: EvalResources) -> None:
    graph = resources.index.graph
    method = BM25GraphMethod.from_resources(resources)
    for j in (0, 5, graph.num_relations - 1):
        text = graph.relation_text(j)
        ranked = method.rank(text)
        assert ranked[0][:2] == ("relation", j), text
    i = graph.index_of("Ingrid Bergman")
    entity_ranks = [
        idx for kind, idx, _ in method.rank("Ingrid Bergman person") if kind == "entity"
    ]
    assert entity_ranks[0] == i


def test_bm25_interleaves_by_rank(resources: EvalResources) -> None:
    method = BM25GraphMethod.from_resources(resources)
    ranked = method.rank("Michael Curtiz Drama")
    kinds = [kind for kind, _, _ in ranked]
    n = min(kinds.count("entity"), kinds.count("relation"))
    assert kinds[: 2 * n] == ["relation", "entity"] * n
    for kind in ("entity", "relation"):
        scores = [s for k, _, s in ranked if k == kind]
        assert scores == sorted(scores, reverse=True)
        assert all(s > 0 for s in scores)


def test_bm25_leaves_out_texts_without_a_shared_term(resources: EvalResources) -> None:
    method = BM25GraphMethod.from_resources(resources)
    assert method.rank("what is the of a") == []  # stopwords only
    assert method.retrieve("zebra quantum").context.items == ()
    # Only texts naming Casablanca (its relations and the entity itself) match.
    graph = resources.index.graph
    ranked = method.rank("Casablanca")
    casablanca = graph.index_of("Casablanca")
    assert {i for k, i, _ in ranked if k == "entity"} == {casablanca}
    assert all(casablanca == graph.heads[j] for k, j, _ in ranked if k == "relation")


# -- budget ---------------------------------------------------------------------------------


@pytest.mark.parametrize("budget", [0, 7, 25, 60, 10_000])
@pytest.mark.parametrize("name", ["vss", "bm25"])
def test_context_respects_the_budget(index: GraphIndex, name: str, budget: int) -> None:
    resources = EvalResources(index=index, embedder=hash_embedder(), budget=max(budget, 1))
    method = get_method(name, "graph").create(resources)
    context = method.retrieve("Who starred in films directed by Michael Curtiz?").context
    check_context(context, index.graph, resources.budget)
    if resources.budget < 10_000:
        assert context.skipped > 0


def test_budget_is_checked(index: GraphIndex) -> None:
    with pytest.raises(ConfigError, match="budget"):
        BM25GraphMethod(graph=index.graph, budget=-1)


# -- corpus methods -------------------------------------------------------------------------

DOCS = {
    "kismet": "Kismet is a 1944 film directed by William Dieterle.",
    "thin-man": "The Thin Man is a comedy starring Myrna Loy and William Powell.",
    "casablanca": "Casablanca is a 1942 drama directed by Michael Curtiz.",
    "harvest": "Random Harvest stars Ronald Colman and Greer Garson.",
    "empty": "",
}


@pytest.fixture(scope="module")
def corpus() -> CorpusResources:
    embedder = hash_embedder()
    texts = list(DOCS.values())
    return CorpusResources(
        doc_ids=list(DOCS),
        texts=texts,
        embedder=embedder,
        vectors=InMemoryVectorStore(embedder.embed_documents(texts)),
    )


def test_corpus_methods_are_created_by_the_registry(corpus: CorpusResources) -> None:
    for name in ("vector", "bm25"):
        method = get_method(name, "corpus").create(corpus)
        assert isinstance(method, CorpusMethod)


@pytest.mark.parametrize("query", ["Who directed Casablanca?", "Myrna Loy", DOCS["harvest"]])
def test_vector_corpus_matches_brute_force(corpus: CorpusResources, query: str) -> None:
    method = VectorCorpusMethod.from_resources(corpus)
    got = method.rank(query, 3)
    want = brute_force(list(corpus.texts), query, 3)
    assert [doc for doc, _ in got] == [corpus.doc_ids[i] for i, _ in want]
    np.testing.assert_allclose([s for _, s in got], [s for _, s in want], rtol=1e-5)
    assert method.rank(query, 0) == []
    assert len(method.rank(query, 100)) == len(DOCS)


def test_vector_corpus_accepts_a_plain_array(corpus: CorpusResources) -> None:
    plain = dataclasses.replace(
        corpus, vectors=np.asarray(corpus.vectors.vectors(np.arange(len(corpus.vectors))))
    )
    assert VectorCorpusMethod.from_resources(plain).rank(
        "Kismet", 2
    ) == VectorCorpusMethod.from_resources(corpus).rank("Kismet", 2)


def test_bm25_corpus_ranks_the_matching_document_first(corpus: CorpusResources) -> None:
    method = BM25CorpusMethod.from_resources(corpus)
    assert method.rank("Who directed Casablanca?", 5)[0][0] == "casablanca"
    assert method.rank(DOCS["thin-man"], 1)[0][0] == "thin-man"
    ranked = method.rank("William", 5)  # in two documents, nowhere else
    assert {doc for doc, _ in ranked} == {"kismet", "thin-man"}
    assert method.rank("William", 0) == []
    assert method.rank("", 5) == []


def test_corpus_inputs_are_checked(corpus: CorpusResources) -> None:
    with pytest.raises(InputError, match="doc_ids"):
        BM25CorpusMethod(doc_ids=["a"], texts=["x", "y"])
    with pytest.raises(InputError, match="k"):
        BM25CorpusMethod.from_resources(corpus).rank("x", -1)
    assert BM25CorpusMethod(doc_ids=[], texts=[]).rank("anything", 3) == []


def test_interleave() -> None:
    assert interleave([], [1, 2]) == [1, 2]
    assert interleave(["r1", "r2", "r3"], ["e1"]) == ["r1", "e1", "r2", "r3"]
