"""Opening an index loads what queries need (graphpaths.warmup): the embedder's model, the
policy's word tables, the search's name table; ``warmup=False`` keeps the open lazy."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest
from fakes import FakeEmbedder
from test_dotrag_search import movie_graph

from graphpaths import DotRAG, GraFine
from graphpaths.dotrag.index.graph_index import build_index
from graphpaths.dotrag.reading.heuristic import HeuristicPolicy
from graphpaths.embeddings import FloatArray, ProgressCallback, SentenceTransformerEmbedder

QUESTION = "who directed Kismet"


class LoadingEmbedder(FakeEmbedder):
    """A fake embedder with a model to load: counts warm-ups, embeds only once loaded."""

    def __init__(self) -> None:
        super().__init__(dimension=16)
        self.warmups = 0

    def warmup(self) -> None:
        self.warmups += 1

    def embed_documents(
        self, texts: Sequence[str], *, progress: ProgressCallback | None = None
    ) -> FloatArray:
        assert self.warmups, "embedded before the model was loaded"
        return super().embed_documents(texts, progress=progress)


@pytest.fixture(scope="module")
def fake_index(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("warmup") / "idx"
    build_index(movie_graph(), path, embedder=FakeEmbedder(dimension=16))
    return path


def _warm_parts(dotrag: DotRAG) -> tuple[bool, int]:
    """Whether the search built its name table, and how many words the reader holds."""
    policy = dotrag.policy
    assert isinstance(policy, HeuristicPolicy)
    return "name_table" in vars(dotrag.search), policy.reader.cache_info()["words"]


def test_from_index_warms_up_by_default(fake_index: Path) -> None:
    embedder = LoadingEmbedder()
    dotrag = DotRAG.from_index(fake_index, embedder=embedder)
    assert embedder.warmups == 1
    named, words = _warm_parts(dotrag)
    assert named
    assert words > 0  # the label and type words are embedded already
    embedded = len(embedder.embedded)
    dotrag.retrieve(QUESTION)
    # The first question embeds only its own texts (question, its words, hop queries).
    assert len(embedder.embedded) - embedded <= 8


def test_lazy_open_loads_nothing_until_warmup(fake_index: Path) -> None:
    embedder = LoadingEmbedder()
    lazy = DotRAG.from_index(fake_index, embedder=embedder, warmup=False)
    assert embedder.warmups == 0
    assert _warm_parts(lazy) == (False, 0)
    lazy.warmup()
    assert embedder.warmups == 1
    assert _warm_parts(lazy)[0]
    words = _warm_parts(lazy)[1]
    lazy.warmup()  # again: nothing new is built
    assert _warm_parts(lazy)[1] == words


def test_warm_and_lazy_retrievers_answer_alike(fake_index: Path) -> None:
    warm = DotRAG.from_index(fake_index, embedder=FakeEmbedder(dimension=16))
    lazy = DotRAG.from_index(fake_index, embedder=FakeEmbedder(dimension=16), warmup=False)
    for question in (QUESTION, "which movies did Dieterle direct", "Kismet"):
        a, b = warm.retrieve(question), lazy.retrieve(question)
        assert a.paths == b.paths
        assert a.context == b.context


def test_llm_policy_warms_its_fallback_without_calling_the_llm(fake_index: Path) -> None:
    from graphpaths.llm import ScriptedLLM

    llm = ScriptedLLM(lambda messages: "{}")
    dotrag = DotRAG.from_index(fake_index, embedder=FakeEmbedder(dimension=16), llm=llm)
    fallback = dotrag.policy.fallback  # type: ignore[attr-defined]
    assert isinstance(fallback, HeuristicPolicy)
    assert fallback.reader.cache_info()["words"] > 0
    assert not llm.requests


@pytest.mark.slow
def test_real_model_is_loaded_at_open(movie_index_dir: Path) -> None:
    lazy = DotRAG.from_index(movie_index_dir, warmup=False)
    assert isinstance(lazy.embedder, SentenceTransformerEmbedder)
    assert not lazy.embedder.loaded
    warm = DotRAG.from_index(movie_index_dir)
    assert isinstance(warm.embedder, SentenceTransformerEmbedder)
    assert warm.embedder.loaded
    question = "which actors starred in movies directed by Christopher Nolan"
    assert warm.retrieve(question).paths == lazy.retrieve(question).paths


@pytest.mark.slow
def test_grafine_and_adapters_warm_up(tmp_path: Path, movie_index_dir: Path) -> None:
    from graphpaths.grafine.corpus_index import build_corpus_index
    from langchain_graphpaths import DotRAGRetriever as LangChainDotRAG
    from llama_index_graphpaths import DotRAGRetriever as LlamaDotRAG
    from llama_index_graphpaths import GraFineRetriever as LlamaGraFine

    corpus = tmp_path / "corpus"
    build_corpus_index(
        ["Comet is built by the platform team.", "The platform team works in Lisbon."],
        corpus,
        embedder=SentenceTransformerEmbedder(),
        ids=["comet", "team"],
        links=[("comet", "team")],
    )
    for lazy, warm in (
        (GraFine.from_index(corpus, warmup=False), GraFine.from_index(corpus)),
        (
            LlamaGraFine.from_index(corpus, warmup=False).grafine,
            LlamaGraFine.from_index(corpus).grafine,
        ),
        (
            LangChainDotRAG.from_index(movie_index_dir, warmup=False).dotrag,
            LangChainDotRAG.from_index(movie_index_dir).dotrag,
        ),
        (
            LlamaDotRAG.from_index(movie_index_dir, warmup=False).dotrag,
            LlamaDotRAG.from_index(movie_index_dir).dotrag,
        ),
    ):
        assert isinstance(lazy.embedder, SentenceTransformerEmbedder)
        assert isinstance(warm.embedder, SentenceTransformerEmbedder)
        assert (lazy.embedder.loaded, warm.embedder.loaded) == (False, True)
