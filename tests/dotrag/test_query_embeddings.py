"""What a question costs the embedding model, and that the caches change no result.

A later hop's query is its label and usual tail type in words (the heuristic policy's
default, ``frontier_names=0``): it depends on the graph alone, so the retriever embeds every
one when it warms up. A question then calls the model for its own text and, at most once
more, for its words the reader has not seen yet (one batch); asked again, not at all.

The graph is a small company written here; a counting embedder wraps the hashing one.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from small_graphs import build_dotrag

from graphpaths import DotRAG
from graphpaths.dotrag.reading.heuristic import HeuristicPolicy
from graphpaths.dotrag.search import hops
from graphpaths.embeddings import FloatArray, ProgressCallback
from graphpaths.embeddings_hashing import HashingEmbedder

ROWS = [
    ("Nora Vale", "works_in", "Design"),
    ("Omar Reyes", "works_in", "Design"),
    ("Pia Lund", "works_in", "Sales"),
    ("Design", "led_by", "Quinn Hale"),
    ("Sales", "led_by", "Rosa Tam"),
    ("Quinn Hale", "lives_in", "Harbor City"),
    ("Rosa Tam", "lives_in", "Pine Falls"),
    ("Nora Vale", "lives_in", "Pine Falls"),
    ("Design", "located_in", "Harbor City"),
    ("Sales", "located_in", "Pine Falls"),
]
TYPES = {
    **dict.fromkeys(["Nora Vale", "Omar Reyes", "Pia Lund", "Quinn Hale", "Rosa Tam"], "person"),
    **dict.fromkeys(["Design", "Sales"], "department"),
    **dict.fromkeys(["Harbor City", "Pine Falls"], "city"),
}
QUESTIONS = (
    "which department does Nora Vale work in",
    "who leads the department Nora Vale works in",
    "where does the leader of Pia Lund's department live",
    "which city is the department of Omar Reyes located in",
)


class CountingEmbedder(HashingEmbedder):
    """The hashing embedder, keeping the texts of each call (one list per call)."""

    def __init__(self) -> None:
        super().__init__(dimension=64)
        self.calls: list[list[str]] = []

    def embed_documents(
        self, texts: Sequence[str], *, progress: ProgressCallback | None = None
    ) -> FloatArray:
        self.calls.append(list(texts))
        return super().embed_documents(texts, progress=progress)

    def embed_query(self, text: str) -> Any:
        self.calls.append([text])
        return super().embed_query(text)


def hop_queries(dotrag: DotRAG) -> set[str]:
    policy = dotrag.policy
    assert isinstance(policy, HeuristicPolicy)
    return set(policy.hop_queries())


def outcome(dotrag: DotRAG, question: str) -> tuple[Any, ...]:
    result = dotrag.retrieve(question)
    return (
        [[(h.source_id, h.label_name, h.target_id) for h in p.hops] for p in result.paths],
        [round(p.score, 6) for p in result.paths],
        result.context.text,
        sorted(result.entities),
        result.stats.walked,
    )


@pytest.fixture
def company(tmp_path: Path) -> tuple[DotRAG, CountingEmbedder]:
    embedder = CountingEmbedder()
    return build_dotrag(tmp_path, ROWS, TYPES, typed=True, embedder=embedder), embedder


def test_hop_queries_are_embedded_at_warm_up_not_at_a_question(
    company: tuple[DotRAG, CountingEmbedder],
) -> None:
    dotrag, embedder = company
    warmed = {text for call in embedder.calls for text in call}
    assert hop_queries(dotrag) <= warmed
    for question in QUESTIONS:
        embedder.calls.clear()
        result = dotrag.retrieve(question)
        asked = [text for call in embedder.calls for text in call]
        assert not hop_queries(dotrag) & set(asked), question
        # no hop query with names in front of it either: the question and its new words
        assert len(embedder.calls) <= 2, (question, embedder.calls)
        assert embedder.calls[0] == [question]
        assert not any("," in text for text in asked)  # no frontier named
        if question != QUESTIONS[0]:
            assert result.stats.hops_searched > 1  # later hops were searched
        embedder.calls.clear()
        dotrag.retrieve(question)
        assert embedder.calls == []  # asked again: everything is cached


def test_the_caches_change_no_result(
    tmp_path: Path, company: tuple[DotRAG, CountingEmbedder]
) -> None:
    warm, _ = company
    answers = [outcome(warm, q) for q in QUESTIONS * 2]  # the second round from the caches
    for k, question in enumerate(QUESTIONS * 2):
        # a fresh retriever on the same index, opened lazily: nothing embedded ahead
        cold = DotRAG.from_index(tmp_path / "index", embedder=CountingEmbedder(), warmup=False)
        assert outcome(cold, question) == answers[k], question


def test_warm_up_fills_in_every_anchors_first_hops(
    tmp_path: Path, company: tuple[DotRAG, CountingEmbedder], monkeypatch: pytest.MonkeyPatch
) -> None:
    """What an anchor's first hops read of the graph is made at warm-up on a small graph
    (:meth:`PathSearch.warm_anchors`), the same as a question makes it
    (``test_the_caches_change_no_result`` asks the warm and a cold retriever alike)."""
    warm, _ = company
    search = warm._latest_views().base.search
    entities = search.graph.num_entities
    assert len(search._first_hop_rows) == len(search._trajectory_blocks) == entities
    # each anchor's hop-2 types of each of its first-hop types
    assert len(search._continuation_types) >= entities
    assert len(search._layer_masks) == entities * (search.reachability.max_hops - 1)
    cold = DotRAG.from_index(tmp_path / "index", embedder=CountingEmbedder(), warmup=False)
    lazy = cold._latest_views().base.search
    assert len(lazy._continuation_types) == 0
    outcome(cold, QUESTIONS[1])
    kept = {k: v for k, (v, _) in lazy._continuation_types._items.items()}
    assert kept
    assert all(search._continuation_types.get(k) == v for k, v in kept.items())
    monkeypatch.setattr(hops, "ANCHORS_WARMED", entities - 1)  # too many entities: none
    other = DotRAG.from_index(tmp_path / "index", embedder=CountingEmbedder(), warmup=False)
    assert other._latest_views().base.search.warm_anchors(other.config) == 0
    assert len(other._latest_views().base.search._first_hop_rows) == 0
