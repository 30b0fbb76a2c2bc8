"""Vector stores behind one protocol: exact in-memory matrices and Chroma.

The algorithms read vectors only through :class:`VectorIndex` (top-k search, scores of a
candidate set, rows by position). :class:`InMemoryVectorIndex` (formerly ``EmbeddingMatrix``)
is the exact numpy implementation, :class:`ChromaVectorIndex` reads a Chroma collection
(embedded or a ``chroma run`` server). :class:`ChromaStore` writes the collections
(incremental :meth:`~ChromaStore.sync`). Importing this package does not import chromadb.

Modules: :mod:`~graphpaths.vectors.protocol`, :mod:`~graphpaths.vectors.memory`,
:mod:`~graphpaths.vectors.chroma` (reading), :mod:`~graphpaths.vectors.chroma_store`
(writing), :mod:`~graphpaths.vectors.chroma_client` (connections and errors),
:mod:`~graphpaths.vectors.ids` (stored ids), :mod:`~graphpaths.vectors.cache` (row cache),
:mod:`~graphpaths.vectors.checks` (argument checks), :mod:`~graphpaths.vectors.scoring`
(the dot-product kernel).
"""

from graphpaths.vectors.chroma import ChromaVectorIndex
from graphpaths.vectors.chroma_client import ChromaConfig
from graphpaths.vectors.chroma_store import KINDS, TYPES_KEY, ChromaStore, SyncStats
from graphpaths.vectors.ids import item_id, item_ids
from graphpaths.vectors.memory import (
    EmbeddingMatrix,
    InMemoryVectorIndex,
    all_rows,
    as_vector_index,
)
from graphpaths.vectors.protocol import VectorIndex

__all__ = [
    "KINDS",
    "TYPES_KEY",
    "ChromaConfig",
    "ChromaStore",
    "ChromaVectorIndex",
    "EmbeddingMatrix",
    "InMemoryVectorIndex",
    "SyncStats",
    "VectorIndex",
    "all_rows",
    "as_vector_index",
    "item_id",
    "item_ids",
]
