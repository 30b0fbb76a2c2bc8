"""Lexical (BM25) scoring of texts, backed by ``bm25s``: GraFine's default features use it.

Example:
    >>> index = BM25Index(["the cat sat", "a dog barked", "cats and dogs"])
    >>> positions, scores = index.top_k("dog", 2)
    >>> positions.tolist()
    [1]
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

from graphpaths.errors import InputError
from graphpaths.topk import top_positive
from graphpaths.validation import check_int

__all__ = ["BM25Index"]


class BM25Index:
    """One ``bm25s`` index over a list of texts, queried for the top-k positive scores."""

    def __init__(self, texts: Sequence[str]) -> None:
        import bm25s  # type: ignore[import-untyped]
        from bm25s.tokenization import Tokenizer  # type: ignore[import-untyped]

        items = list(texts)
        for i, text in enumerate(items):
            if not isinstance(text, str):
                raise InputError(f"texts[{i}]: expected str, got {type(text).__name__}")
        self._size = len(items)
        self._texts = items
        self._tokenizer = Tokenizer(lower=True, stopwords="en", stemmer=None)
        self._retriever = bm25s.BM25()
        if items:
            tokens = self._tokenizer.tokenize(items, return_as="tuple", show_progress=False)
            self._retriever.index(tokens, show_progress=False)
        # The tokenizer maps a text without terms to the empty token; a query must never
        # match those texts through it.
        self._empty = self._tokenizer.get_vocab_dict().get("")

    def __len__(self) -> int:
        return self._size

    def subset(self, positions: npt.ArrayLike) -> BM25Index:
        """A new index over the texts at ``positions`` only (their own term statistics).

        >>> BM25Index(["the cat sat", "a dog barked", "cats and dogs"]).subset([1, 2]).top_k("dog", 2)[0].tolist()
        [0]
        """
        rows = np.asarray(positions, dtype=np.int64).ravel()
        if len(rows) and (int(rows.min()) < 0 or int(rows.max()) >= self._size):
            raise InputError(f"positions: a position is out of range for {self._size} texts")
        return BM25Index([self._texts[i] for i in rows.tolist()])

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
