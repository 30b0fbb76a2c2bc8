"""Lexical (BM25) scoring of texts, backed by ``bm25s``: GraFine's default features use it.

Example:
    >>> index = BM25Index(["the cat sat", "a dog barked", "cats and dogs"])
    >>> positions, scores = index.top_k("dog", 2)
    >>> positions.tolist()
    [1]
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import chain
from typing import Any

import numpy as np
import numpy.typing as npt

from graphpaths.errors import InputError
from graphpaths.topk import top_positive
from graphpaths.validation import check_int

__all__ = ["BM25Index"]


def _tokenizer() -> Any:
    from bm25s.tokenization import Tokenizer  # type: ignore[import-untyped]

    return Tokenizer(lower=True, stopwords="en", stemmer=None)


class BM25Index:
    """One ``bm25s`` index over a list of texts, queried for the top-k positive scores."""

    def __init__(self, texts: Sequence[str]) -> None:
        items = list(texts)
        for i, text in enumerate(items):
            if not isinstance(text, str):
                raise InputError(f"texts[{i}]: expected str, got {type(text).__name__}")
        tokenizer = _tokenizer()
        ids: list[list[int]] = []
        if items:
            ids = tokenizer.tokenize(items, return_as="ids", show_progress=False)
        self._setup(items, tokenizer, ids)

    def _setup(self, items: list[str], tokenizer: Any, ids: list[list[int]]) -> None:
        import bm25s  # type: ignore[import-untyped]
        from bm25s.tokenization import Tokenized

        self._size = len(items)
        self._texts = items
        self._tokenizer = tokenizer
        self._retriever = bm25s.BM25()
        if items:
            vocab = tokenizer.get_vocab_dict()
            self._retriever.index(Tokenized(ids=ids, vocab=vocab), show_progress=False)
        # Each text's token ids, flat (for subset: re-indexing without tokenising again).
        lengths = np.fromiter(map(len, ids), np.int64, len(ids))
        self._offsets = np.zeros(len(ids) + 1, dtype=np.int64)
        np.cumsum(lengths, out=self._offsets[1:])
        self._tokens = np.fromiter(chain.from_iterable(ids), np.int32, int(self._offsets[-1]))
        self._words: npt.NDArray[np.object_] | None = None
        # The tokenizer maps a text without terms to the empty token; a query must never
        # match those texts through it.
        self._empty = tokenizer.get_vocab_dict().get("")

    def __len__(self) -> int:
        return self._size

    def subset(self, positions: npt.ArrayLike) -> BM25Index:
        """A new index over the texts at ``positions`` only, with their own term statistics:
        the index ``BM25Index([texts[i] for i in positions])`` would be, made from the
        tokens already read (no tokenising again).

        >>> BM25Index(["the cat sat", "a dog barked", "cats and dogs"]).subset([1, 2]).top_k("dog", 2)[0].tolist()
        [0]
        """
        rows = np.asarray(positions, dtype=np.int64).ravel()
        if len(rows) and (int(rows.min()) < 0 or int(rows.max()) >= self._size):
            raise InputError(f"positions: a position is out of range for {self._size} texts")
        starts = self._offsets[rows]
        lengths = self._offsets[rows + 1] - starts
        total = int(lengths.sum())
        run_starts = np.cumsum(lengths) - lengths
        gather = np.arange(total, dtype=np.int64) - np.repeat(run_starts - starts, lengths)
        used, renamed = np.unique(self._tokens[gather], return_inverse=True)
        if self._words is None:
            words = np.empty(len(self._tokenizer.get_vocab_dict()), dtype=object)
            for word, wid in self._tokenizer.get_vocab_dict().items():
                words[wid] = word
            self._words = words
        vocab = {str(word): i for i, word in enumerate(self._words[used].tolist())}
        vocab.setdefault("", len(vocab))  # a fresh tokenizer always holds the empty token
        tokenizer = _tokenizer()
        tokenizer.word_to_id = vocab
        bounds = np.cumsum(lengths)[:-1]
        ids = [part.tolist() for part in np.split(renamed.astype(np.int64), bounds)]
        out = BM25Index.__new__(BM25Index)
        out._setup([self._texts[i] for i in rows.tolist()], tokenizer, ids if len(rows) else [])
        return out

    def scores(self, query: str) -> npt.NDArray[np.float32]:
        """The BM25 score of every text for ``query`` (0 for texts sharing no term)."""
        if self._size == 0:
            return np.zeros(0, dtype=np.float32)
        (ids,) = self._tokenizer.tokenize(
            [query], update_vocab=False, return_as="ids", show_progress=False
        )
        terms = [t for t in ids if t != self._empty]
        if not terms:
            return np.zeros(self._size, dtype=np.float32)
        return np.asarray(self._retriever.get_scores_from_ids(terms), dtype=np.float32)

    def top_k(self, query: str, k: int) -> tuple[npt.NDArray[np.int64], list[float]]:
        """Positions and scores of the ``k`` best texts scoring > 0, best first."""
        check_int(None, "k", k, low=0, error=InputError)
        return top_positive(self.scores(query), k)
