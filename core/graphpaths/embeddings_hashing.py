"""A model-free embedder for measuring the pipeline's cost: hashed bags of words.

:class:`HashingEmbedder` maps each lower-cased word of a text to one of ``dimension``
buckets with a sign (from a CRC32 of the word) and L2-normalises the sum. Texts that share
words are near, others are near-orthogonal: a lexical stand-in, good enough for DotRAG to
find its anchors and paths on the synthetic graphs of ``graphpaths bench index``, and fast
(no model to load). It measures the cost of building and querying an index, not the
quality of an embedding model; quality figures come from the real models.

Example:
    >>> e = HashingEmbedder(dimension=64)
    >>> v = e.embed_documents(["Graph Kernels for Protein Folding", "protein folding"])
    >>> v.shape, round(float(v[0] @ v[1]), 2) > 0.5
    ((2, 64), True)
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Sequence
from typing import Any

import numpy as np

from graphpaths.embeddings import FloatArray, ProgressCallback
from graphpaths.errors import ConfigError
from graphpaths.validation import check_int

__all__ = ["HashingEmbedder"]

_WORD = re.compile(r"\w+")


class HashingEmbedder:
    """Hashed bag-of-words vectors (see the module); ``name`` is ``hashing-<dimension>``."""

    def __init__(self, *, dimension: int = 384, batch_size: int = 8192) -> None:
        check_int("HashingEmbedder", "dimension", dimension, low=2, error=ConfigError)
        check_int("HashingEmbedder", "batch_size", batch_size, low=1, error=ConfigError)
        self._dimension = dimension
        self._batch_size = batch_size
        self._buckets: dict[str, int] = {}

    @property
    def name(self) -> str:
        return f"hashing-{self._dimension}"

    @property
    def dimension(self) -> int:
        return self._dimension

    @property
    def spec(self) -> dict[str, Any]:
        """What an index records of this embedder; ``graphpaths query`` makes it again from
        this (the library's :func:`~graphpaths.embeddings.embedder_from_spec` does not)."""
        return {"kind": "hashing", "dimension": self._dimension}

    def _bucket(self, word: str) -> int:
        """``(bucket + 1) * sign`` of a word, cached (names repeat their words)."""
        code = self._buckets.get(word)
        if code is None:
            h = zlib.crc32(word.encode())
            code = (h % self._dimension + 1) * (1 if (h >> 31) & 1 else -1)
            if len(self._buckets) < 1_000_000:
                self._buckets[word] = code
        return code

    def _embed(self, texts: Sequence[str]) -> FloatArray:
        rows: list[int] = []
        codes: list[int] = []
        for i, text in enumerate(texts):
            for word in _WORD.findall(text.lower()):
                rows.append(i)
                codes.append(self._bucket(word))
        out = np.zeros((len(texts), self._dimension), np.float32)
        if codes:
            code = np.asarray(codes, np.int64)
            np.add.at(out, (np.asarray(rows, np.int64), np.abs(code) - 1), np.sign(code))
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        empty = norms[:, 0] == 0
        out[empty, 0] = 1.0  # a text without words: one fixed unit vector
        norms[empty] = 1.0
        result: FloatArray = out / norms
        return result

    def embed_documents(
        self, texts: Sequence[str], *, progress: ProgressCallback | None = None
    ) -> FloatArray:
        parts = []
        for start in range(0, len(texts), self._batch_size):
            batch = texts[start : start + self._batch_size]
            parts.append(self._embed(batch))
            if progress is not None:
                progress(len(batch))
        if not parts:
            return np.empty((0, self._dimension), np.float32)
        return np.concatenate(parts)

    def embed_query(self, text: str) -> FloatArray:
        row: FloatArray = self._embed([text])[0]
        return row
