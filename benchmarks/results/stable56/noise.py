"""Run `graphpaths ...` with float noise on the embedder's vectors (test-only, not library code).

    NOISE=1e-6 NOISE_SEED=1 NOISE_ON=query python noise.py eval kgqa ...
    NOISE=0 NOISE_COMMANDS=commands.txt python noise.py   # one `graphpaths` command a line

NOISE_ON: ``query``: every vector the model makes in this process (the question and hop
queries, the reader's phrase and type vectors, and the word table's rows); ``index``: the
entity and relation vectors stored in the index (.npy), as a rebuild on another CPU would
make them. Each vector v becomes v * (1 + NOISE * z), z ~ N(0, 1) per component, seeded by
(NOISE_SEED, the text or file), then renormalised: a text's noise is the same on every call,
as one machine's rounding is.
"""

from __future__ import annotations

import hashlib
import os
import sys
from pathlib import Path

import numpy as np

from graphpaths import embeddings
from graphpaths.cli import main
from graphpaths.vectors import memory

SIZE = float(os.environ.get("NOISE", "1e-6"))
SEED = os.environ.get("NOISE_SEED", "0")
ON = set(os.environ.get("NOISE_ON", "query").split(",")) if SIZE else set()


def _rng(key: str) -> np.random.Generator:
    digest = hashlib.sha256(f"{SEED}\0{key}".encode()).digest()
    return np.random.default_rng(int.from_bytes(digest[:8], "little"))


def _noisy(rows: np.ndarray, keys: list[str]) -> np.ndarray:
    out = np.array(rows, dtype=np.float64, copy=True)
    for i, key in enumerate(keys):
        out[i] *= 1.0 + SIZE * _rng(key).standard_normal(out.shape[1])
    norms = np.linalg.norm(out, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    return (out / norms).astype(np.float32)


if "query" in ON:
    _encode = embeddings.SentenceTransformerEmbedder._encode
    _words = embeddings.SentenceTransformerEmbedder.word_vectors

    def _noisy_encode(self, model, texts, *args, **kwargs):  # type: ignore[no-untyped-def]
        return _noisy(_encode(self, model, texts, *args, **kwargs), list(texts))

    def _noisy_words(self, words):  # type: ignore[no-untyped-def]
        found = _words(self, words)
        if found is None:
            return None
        vectors, known = found
        return _noisy(vectors, [f"word:{w}" for w in words]), known

    embeddings.SentenceTransformerEmbedder._encode = _noisy_encode  # type: ignore[method-assign]
    embeddings.SentenceTransformerEmbedder.word_vectors = _noisy_words  # type: ignore[method-assign]

if "index" in ON:
    _load = memory.InMemoryVectorStore.load.__func__  # type: ignore[attr-defined]

    def _noisy_load(cls, path, *args, **kwargs):  # type: ignore[no-untyped-def]
        store = _load(cls, path, *args, **kwargs)
        matrix = store.matrix
        keys = [f"{Path(path).name}:{i}" for i in range(matrix.shape[0])]
        return cls(_noisy(matrix, keys))

    memory.InMemoryVectorStore.load = classmethod(_noisy_load)  # type: ignore[method-assign]

if __name__ == "__main__":
    # Several commands in one process (each a line of the file named by $NOISE_COMMANDS,
    # else one command from argv): one import of the model and library for all of them.
    commands = (
        [line.split() for line in Path(os.environ["NOISE_COMMANDS"]).read_text().splitlines()]
        if "NOISE_COMMANDS" in os.environ
        else [sys.argv[1:]]
    )
    sys.exit(max(main(command) for command in commands if command))
