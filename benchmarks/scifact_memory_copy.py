"""Materialise a corpus index whose vectors live in a Chroma server as an in-memory one.

Used by BENCHMARKS.md (issue 15, GraFine updates): ``/work/bench-data/scifact-server`` keeps
its vectors in a Chroma server; with the server down, its rows are read from a *copy* of
the server's database directory (never the original) and written with the documents and
graph settings as a ``vectors.npy`` corpus index, no embedding.

    cp -r /work/bench-data/chroma-server /tmp/gp-upd/chroma-copy
    python benchmarks/scifact_memory_copy.py /work/bench-data/scifact-server \\
        /tmp/gp-upd/chroma-copy /tmp/gp-upd/scifact-memory
"""

from __future__ import annotations

import json
import sys

import chromadb
import numpy as np
from chromadb.config import Settings

from graphpaths.grafine.corpus_index import build_corpus_index, read_documents
from graphpaths.vectors.ids import item_ids


def main(source: str, database: str, out: str) -> None:
    with open(f"{source}/manifest.json", encoding="utf-8") as stream:
        manifest = json.load(stream)
    docs = read_documents(f"{source}/documents.jsonl")
    client = chromadb.PersistentClient(database, settings=Settings(anonymized_telemetry=False))
    collection = client.get_collection(f"{manifest['collection_prefix']}_nodes")
    ids = item_ids(manifest["embedder"], [d.id for d in docs], [d.text for d in docs])
    rows: dict[str, np.ndarray] = {}
    for start in range(0, len(ids), 500):
        got = collection.get(ids=ids[start : start + 500], include=["embeddings"])
        rows.update(zip(got["ids"], np.asarray(got["embeddings"], np.float32), strict=True))
    by_text = {d.text: rows[i] for i, d in zip(ids, docs, strict=True)}

    class Stored:
        """Hands back the stored vector of each text (the index's embedder's name)."""

        name, dimension, spec = (
            manifest["embedder"],
            manifest["dimension"],
            manifest["embedder_spec"],
        )

        def embed_documents(self, texts: list[str], progress: object = None) -> np.ndarray:
            return np.stack([by_text[t] for t in texts])

    build_corpus_index(
        [d.text for d in docs],
        out,
        ids=[d.id for d in docs],
        metadatas=[d.metadata for d in docs],
        embedder=Stored(),  # type: ignore[arg-type]
        source=source,
    )


if __name__ == "__main__":
    main(*sys.argv[1:4])
