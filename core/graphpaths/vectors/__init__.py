"""Vector stores behind one protocol: exact in-memory matrices and Chroma.

The algorithms read vectors only through :class:`VectorStore` (top-k search, scores of a
candidate set, rows by position). :class:`InMemoryVectorStore`
is the exact numpy implementation, :class:`ChromaCollectionVectorStore` reads a Chroma collection
(embedded or a ``chroma run`` server). :class:`ChromaStore` writes the collections
(incremental :meth:`~ChromaStore.sync`). Importing this package does not import chromadb.

Modules: :mod:`~graphpaths.vectors.protocol`, :mod:`~graphpaths.vectors.memory`,
:mod:`~graphpaths.vectors.chroma` (writing and reading Chroma),
:mod:`~graphpaths.vectors.chroma_client` (connections and errors),
:mod:`~graphpaths.vectors.ids` (stored ids), :mod:`~graphpaths.vectors.cache` (row cache),
:mod:`~graphpaths.vectors.checks` (argument checks), :mod:`~graphpaths.vectors.scoring`
(the dot-product kernel).
"""

from graphpaths.vectors.chroma import (
    KINDS,
    TYPES_KEY,
    ChromaCollectionVectorStore,
    ChromaReadConfig,
    ChromaStore,
    SyncStats,
)
from graphpaths.vectors.chroma_client import ChromaConfig
from graphpaths.vectors.ids import item_id, item_ids
from graphpaths.vectors.memory import (
    InMemoryVectorStore,
    all_rows,
    as_vector_store,
)
from graphpaths.vectors.protocol import VectorStore

__all__ = [
    "KINDS",
    "TYPES_KEY",
    "ChromaCollectionVectorStore",
    "ChromaConfig",
    "ChromaReadConfig",
    "ChromaStore",
    "InMemoryVectorStore",
    "SyncStats",
    "VectorStore",
    "all_rows",
    "as_vector_store",
    "item_id",
    "item_ids",
]
