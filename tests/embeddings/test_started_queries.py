"""A query embedded on ONNX Runtime's own threads (``OnnxSentenceEncoder.start``,
``SentenceTransformerEmbedder.start_query``) while the caller works on: the same rows as
``encode`` / ``embed_query``, errors raised to the caller, and ``None`` where the session
cannot run that way. The fast tests run a fake session; the slow ones the bundled model."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import pytest

from graphpaths.embeddings import SentenceTransformerEmbedder
from graphpaths.embeddings_onnx import EncoderLayout, OnnxSentenceEncoder
from graphpaths.errors import EmbeddingError, QueryError

os.environ.setdefault("HF_HUB_OFFLINE", "1")

TEXTS = ["Kismet directed by William Dieterle", "who wrote it", "drama (genre)", "a"]


@dataclass
class _Encoding:
    ids: list[int]
    attention_mask: list[int]


class _Tokenizer:
    """Each character a token, padded with zeros to the longest text."""

    def encode_batch(self, texts: list[str], add_special_tokens: bool) -> list[_Encoding]:
        width = max(len(t) for t in texts)
        return [
            _Encoding(
                [ord(c) for c in t] + [0] * (width - len(t)), [1] * len(t) + [0] * (width - len(t))
            )
            for t in texts
        ]


@dataclass
class _Port:
    name: str
    shape: tuple[int, ...] = (1, 1, 3)


class _Session:
    """Hidden states made from the ids alone; ``run_async`` answers on a thread of its
    own (or refuses, or reports an error, as told)."""

    def __init__(self, *, refuse: bool = False, error: str = "") -> None:
        self.refuse, self.error = refuse, error
        self.threads: list[threading.Thread] = []

    def get_inputs(self) -> list[_Port]:
        return [_Port("input_ids"), _Port("attention_mask")]

    def get_outputs(self) -> list[_Port]:
        return [_Port("last_hidden_state")]

    def run(self, names: Sequence[str], feed: dict[str, Any]) -> list[Any]:
        ids = feed["input_ids"].astype(np.float32)
        return [np.stack([ids, ids % 7 + 1, np.ones_like(ids)], axis=2)]

    def run_async(
        self, names: Sequence[str], feed: dict[str, Any], callback: Callable[..., None], data: Any
    ) -> None:
        if self.refuse:
            raise RuntimeError("the intra-op thread pool has no thread to run on")
        if self.error:
            target = lambda: callback([], data, self.error)  # noqa: E731
        else:
            target = lambda: callback(self.run(names, feed), data, "")  # noqa: E731
        thread = threading.Thread(target=target)
        self.threads.append(thread)
        thread.start()


def _encoder(session: _Session) -> OnnxSentenceEncoder:
    return OnnxSentenceEncoder(session, _Tokenizer(), EncoderLayout(max_length=64, normalize=True))  # type: ignore[arg-type]


def test_started_rows_equal_the_encoded_ones() -> None:
    session = _Session()
    encoder = _encoder(session)
    pending = encoder.start(TEXTS)
    assert pending is not None
    assert np.array_equal(pending.result(), encoder.encode(TEXTS))
    for thread in session.threads:
        thread.join()


def test_a_session_that_cannot_start_says_so_once() -> None:
    session = _Session(refuse=True)
    encoder = _encoder(session)
    assert encoder.start(TEXTS) is None
    session.refuse = False
    assert encoder.start(TEXTS) is None  # not asked again
    assert encoder.encode(TEXTS).shape == (len(TEXTS), 3)


def test_an_error_of_the_run_reaches_the_waiting_caller() -> None:
    encoder = _encoder(_Session(error="out of memory"))
    pending = encoder.start(TEXTS)
    assert pending is not None
    with pytest.raises(EmbeddingError, match="out of memory"):
        pending.result()


# -- slow: the bundled model -----------------------------------------------------------------


@pytest.mark.slow
def test_a_started_query_is_embed_query_bit_for_bit() -> None:
    embedder = SentenceTransformerEmbedder()
    questions = [*TEXTS, "Which people directed films featuring Humphrey Bogart?", "graph " * 300]
    for text in questions:
        vector = embedder.start_query(text)
        assert vector is not None
        assert np.array_equal(vector(), embedder.embed_query(text)), text
    with pytest.raises(QueryError, match="some text"):
        embedder.start_query("   ")


@pytest.mark.slow
def test_no_start_on_the_int8_backend() -> None:
    assert SentenceTransformerEmbedder(backend="onnx-int8").start_query("who wrote it") is None


def test_one_started_call_at_a_time() -> None:
    """A second call started while one runs is not queued behind it on the pool's thread:
    the caller runs it itself (``encode``)."""
    session = _Session()
    hold = threading.Event()
    run = session.run

    def slow_run(names: Sequence[str], feed: dict[str, Any]) -> list[Any]:
        hold.wait(timeout=5.0)
        return run(names, feed)

    session.run = slow_run  # type: ignore[method-assign]
    encoder = _encoder(session)
    first = encoder.start(TEXTS)
    assert first is not None
    assert encoder.start(TEXTS) is None  # the first still runs
    hold.set()
    first.result()
    for thread in session.threads:
        thread.join()
    again = encoder.start(TEXTS)  # the first is done: the next may start
    assert again is not None
    again.result()
