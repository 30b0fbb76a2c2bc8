"""The words a question's reading would embed go into the question's own model call
(:meth:`Reader.question_words`, :class:`EmbedsQuestionWords`): the same vectors and results
as embedding them while reading, one call fewer. Graphs and questions written here."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from small_graphs import build_dotrag
from test_query_embeddings import ROWS, TYPES, CountingEmbedder, outcome

from graphpaths import DotRAG
from graphpaths.dotrag.protocol.policy import EmbedsQuestionWords
from graphpaths.dotrag.reading.heuristic import HeuristicPolicy
from graphpaths.embeddings import FloatArray
from graphpaths.word_table import build_word_table

#: Words the fake's table holds: not "toil" nor "zorbish", nor the names' words.
TABLE = ["which", "who", "does", "in", "work", "works", "where", "live", "lives", "city"]


class TableEmbedder(CountingEmbedder):
    """The counting hashing embedder with a table of its own vectors of :data:`TABLE`."""

    def __init__(self) -> None:
        super().__init__()
        self.table = build_word_table(
            TABLE, TABLE, lambda ws: super(CountingEmbedder, self).embed_documents(ws), pairs=1
        )

    def word_vectors(self, words: Sequence[str]) -> tuple[FloatArray, Any]:
        return self.table.lookup(words)

    def phrase_parts(self, vectors: FloatArray) -> FloatArray:
        return self.table.phrase_parts(vectors)


def policy_of(dotrag: DotRAG) -> HeuristicPolicy:
    policy = dotrag.policy
    assert isinstance(policy, HeuristicPolicy)
    assert isinstance(policy, EmbedsQuestionWords)
    return policy


@pytest.fixture
def company(tmp_path: Path) -> tuple[DotRAG, TableEmbedder]:
    embedder = TableEmbedder()
    return build_dotrag(tmp_path, ROWS, TYPES, typed=True, embedder=embedder), embedder


def test_the_words_a_reading_embeds_come_with_the_question(
    tmp_path: Path, company: tuple[DotRAG, TableEmbedder]
) -> None:
    dotrag, embedder = company
    question = "which department does Nora Vale toil in"
    embedder.calls.clear()
    batched = outcome(dotrag, question)
    # one call: the question, then the word no table or cache holds
    assert embedder.calls == [[question, "toil"]]
    kept = policy_of(dotrag).reader._words.get("toil")
    assert kept is not None
    assert np.array_equal(kept, embedder.embed_documents(["toil"])[0])
    # a retriever that embeds the word while reading: two calls, the same result
    plain = TableEmbedder()
    cold = DotRAG.from_index(tmp_path / "index", embedder=plain)
    policy = policy_of(cold)
    policy.question_words = lambda query, embedder: []  # type: ignore[method-assign]
    plain.calls.clear()
    assert outcome(cold, question) == batched
    assert plain.calls == [[question], ["toil"]]
    embedder.calls.clear()
    dotrag.retrieve(question)
    assert embedder.calls == []  # asked again: all cached


def test_names_numbers_and_known_words_are_left_out(
    tmp_path: Path, company: tuple[DotRAG, TableEmbedder]
) -> None:
    dotrag, embedder = company
    policy = policy_of(dotrag)
    # "nora", "vale", "42": a name's words (embedded at warm-up) and a number; "city": the table's
    assert policy.question_words("which city does Nora Vale's 42 zorbish", embedder) == ["zorbish"]
    # another embedder (its vectors are not the reader's) or one without a table: none
    assert policy.question_words("which city zorbish", TableEmbedder()) == []
    plain = CountingEmbedder()
    (tmp_path / "plain").mkdir()
    other = build_dotrag(tmp_path / "plain", ROWS, TYPES, typed=True, embedder=plain)
    assert policy_of(other).question_words("which city zorbish", plain) == []
    plain.calls.clear()
    other.retrieve("which city zorbish is Nora Vale in")
    assert plain.calls[0] == ["which city zorbish is Nora Vale in"]
