"""Test doubles shared by the test modules (import as ``from fakes import ...``)."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

import numpy as np

from graphpaths.embeddings import FloatArray, ProgressCallback, normalize_rows

__all__ = ["FakeEmbedder"]


def rng_normal(seed: int, dimension: int) -> np.ndarray:
    return np.random.default_rng(seed).normal(size=(1, dimension))


class FakeEmbedder:
    """Deterministic vectors from a hash of each text; counts what it embeds."""

    def __init__(self, name: str = "fake-v1", dimension: int = 16, fail_after: int | None = None):
        self.name = name
        self.dimension = dimension
        self.fail_after = fail_after  # raise on the batch after this many
        self.embedded: list[str] = []
        self.batches = 0

    def vector(self, text: str) -> FloatArray:
        seed = int.from_bytes(hashlib.sha256(f"{self.name}|{text}".encode()).digest()[:8], "little")
        row: FloatArray = normalize_rows(rng_normal(seed, self.dimension))[0]
        return row

    def embed_documents(
        self, texts: Sequence[str], *, progress: ProgressCallback | None = None
    ) -> FloatArray:
        if self.fail_after is not None and self.batches >= self.fail_after:
            raise RuntimeError("simulated crash")
        self.batches += 1
        self.embedded.extend(texts)
        if progress is not None:
            progress(len(texts))
        if not texts:
            return np.empty((0, self.dimension), dtype=np.float32)
        return np.stack([self.vector(t) for t in texts])

    def embed_query(self, text: str) -> FloatArray:
        return self.vector(text)
