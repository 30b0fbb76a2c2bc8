"""A question's embedding overlaps the reading of the anchors it names, and changes nothing.

While the model embeds a question on threads of its own, the retriever finds the entities
the question names and has the heuristic policy read the question from the anchors they make
(``DotRAG._read_question``, ``HeuristicPolicy.read_ahead``), when the embedder starts
queries (``StartsQueries``: the ONNX backend runs them on ONNX Runtime's own threads). The graph is the small company
of ``test_query_embeddings``; the hashing embedder stands in for the model.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from small_graphs import build_dotrag
from test_query_embeddings import ROWS, TYPES, outcome
from threadpoolctl import threadpool_info, threadpool_limits

from graphpaths import DotRAG
from graphpaths.dotrag.protocol.policy import ReadsAhead
from graphpaths.dotrag.reading.heuristic import HeuristicPolicy
from graphpaths.dotrag.search.discovery import named_anchors
from graphpaths.embeddings import FloatArray, StartsQueries
from graphpaths.embeddings_hashing import HashingEmbedder
from graphpaths.errors import EmbeddingError
from graphpaths.graph import GraphBuilder

QUESTIONS = (
    "which department does Nora Vale work in",
    "who leads the department Nora Vale works in",
    "where does the leader of Pia Lund's department live",
    "which city is the department of Omar Reyes located in",
    "where do the people of the design department live",  # names nothing as a name
)


class WaitingEmbedder(HashingEmbedder):
    """The hashing embedder, which starts a query's vector on a thread of its own
    (``start_query``, as ONNX Runtime's pool runs the model); embedding a question waits
    until the policy has read it ahead (``read``, set by the test), at most a few seconds,
    and notes whether it had, and on which thread it ran."""

    def __init__(self) -> None:
        super().__init__(dimension=64)
        self.read = threading.Event()
        self.waiting = False
        self.read_first: list[bool] = []
        self.threads: list[str] = []
        self.fail = False

    def embed_query(self, text: str) -> FloatArray:
        self.threads.append(threading.current_thread().name)
        if self.fail:
            raise EmbeddingError("the model is gone")
        if self.waiting:
            self.read_first.append(self.read.wait(timeout=5.0))
        return super().embed_query(text)

    def start_query(self, text: str) -> Callable[[], FloatArray]:
        done: list[FloatArray] = []
        failed: list[EmbeddingError] = []

        def run() -> None:
            try:
                done.append(self.embed_query(text))
            except EmbeddingError as exc:
                failed.append(exc)

        thread = threading.Thread(target=run, name="model-runtime")
        thread.start()

        def vector() -> FloatArray:
            thread.join()
            if failed:
                raise failed[0]
            return done[0]

        return vector


@pytest.fixture
def company(tmp_path: Path) -> tuple[DotRAG, WaitingEmbedder]:
    embedder = WaitingEmbedder()
    dotrag = build_dotrag(tmp_path, ROWS, TYPES, typed=True, embedder=embedder)
    embedder.threads.clear()  # the hop queries, embedded at warm-up
    return dotrag, embedder


def recorded(
    dotrag: DotRAG, monkeypatch: pytest.MonkeyPatch, done: threading.Event
) -> list[list[tuple[int, str]]]:
    """The anchors the retriever's policy is asked to read ahead, a list per question;
    ``done`` is set after each reading."""
    policy = dotrag.policy
    assert isinstance(policy, HeuristicPolicy)
    assert isinstance(policy, ReadsAhead)
    read = policy.read_ahead
    asked: list[list[tuple[int, str]]] = []

    def read_ahead(query: str, anchors: Any) -> None:
        asked.append(list(anchors))
        read(query, anchors)
        done.set()

    monkeypatch.setattr(policy, "read_ahead", read_ahead)
    return asked


def test_the_named_anchors_are_read_while_the_question_is_embedded(
    company: tuple[DotRAG, WaitingEmbedder], monkeypatch: pytest.MonkeyPatch
) -> None:
    dotrag, embedder = company
    asked = recorded(dotrag, monkeypatch, embedder.read)
    embedder.waiting = True
    result = dotrag.retrieve(QUESTIONS[0])
    # the model's call waited for the reading, on another thread: they ran at once
    assert embedder.read_first == [True]
    assert embedder.threads == ["model-runtime"]
    nora = next(a for a in result.anchors if a.name == "Nora Vale")
    assert asked == [[(nora.entity, "Nora Vale")]]
    policy = dotrag.policy
    assert isinstance(policy, HeuristicPolicy)
    assert policy._readings.get((QUESTIONS[0], nora.entity, "Nora Vale")) is not None


def test_the_reading_ahead_runs_on_one_blas_thread(
    company: tuple[DotRAG, WaitingEmbedder], monkeypatch: pytest.MonkeyPatch
) -> None:
    dotrag, _ = company
    policy = dotrag.policy
    assert isinstance(policy, HeuristicPolicy)
    read = policy.read_ahead
    during: list[set[int]] = []

    def blas_threads() -> set[int]:
        return {lib["num_threads"] for lib in threadpool_info() if lib["user_api"] == "blas"}

    def read_ahead(query: str, anchors: Any) -> None:
        during.append(blas_threads())
        read(query, anchors)

    monkeypatch.setattr(policy, "read_ahead", read_ahead)
    with threadpool_limits(limits=2, user_api="blas"):
        assert dotrag.retrieve(QUESTIONS[0]).paths
        # the model's pool and BLAS do not share the cores while both run; after, as before
        assert during == [{1}]
        assert blas_threads() == {2}


def test_reading_ahead_changes_no_result(
    tmp_path: Path, company: tuple[DotRAG, WaitingEmbedder]
) -> None:
    ahead, _ = company
    # an embedder that cannot start a query: the question is embedded, then read
    plain = DotRAG.from_index(
        tmp_path / "index", embedder=HashingEmbedder(dimension=64), warmup=False
    )
    assert not isinstance(plain.embedder, StartsQueries)
    assert isinstance(ahead.embedder, StartsQueries)
    for question in QUESTIONS * 2:  # the second round from the caches
        assert outcome(ahead, question) == outcome(plain, question), question


def test_nothing_is_read_ahead_without_a_started_query(
    tmp_path: Path, company: tuple[DotRAG, WaitingEmbedder], monkeypatch: pytest.MonkeyPatch
) -> None:
    plain = DotRAG.from_index(
        tmp_path / "index", embedder=HashingEmbedder(dimension=64), warmup=False
    )
    asked = recorded(plain, monkeypatch, threading.Event())
    assert plain.retrieve(QUESTIONS[0]).paths
    assert asked == []


def test_no_thread_outlives_a_question(company: tuple[DotRAG, WaitingEmbedder]) -> None:
    dotrag, embedder = company
    before = set(threading.enumerate())
    for question in QUESTIONS:
        dotrag.retrieve(question)
        assert set(threading.enumerate()) == before
    # each question's model call ran on the embedder's thread (none kept for the next)
    assert set(embedder.threads) == {"model-runtime"}


def test_an_embedding_error_reaches_the_caller(company: tuple[DotRAG, WaitingEmbedder]) -> None:
    dotrag, embedder = company
    before = set(threading.enumerate())
    embedder.fail = True
    with pytest.raises(EmbeddingError, match="the model is gone"):
        dotrag.retrieve("which city is Nora Vale's department in")
    assert set(threading.enumerate()) == before
    embedder.fail = False
    assert dotrag.retrieve("which city is Nora Vale's department in").paths


def _names(*names: str) -> Any:
    b = GraphBuilder()
    for name in names:
        b.add_entity(name, types=["thing"])
    return b.build()


def test_named_anchors_follow_the_mentions_longest_first() -> None:
    graph = _names("Thin Man", "The Thin Man", "Kismet")
    query = "who directed The Thin Man and Kismet"
    assert named_anchors(graph, query, [0, 1, 2]) == [1, 2]  # "Thin Man" is inside the longer
    assert named_anchors(graph, "who directed it", [0, 1, 2]) == []


def test_a_name_in_lower_case_is_read_ahead_too(
    company: tuple[DotRAG, WaitingEmbedder], monkeypatch: pytest.MonkeyPatch
) -> None:
    dotrag, embedder = company
    asked = recorded(dotrag, monkeypatch, embedder.read)
    result = dotrag.retrieve("which department does nora vale work in")
    assert [name for _, name in asked[0]] == ["Nora Vale"]
    assert [a.name for a in result.anchors] == ["Nora Vale"]
