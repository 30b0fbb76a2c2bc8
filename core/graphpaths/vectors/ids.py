"""Content-derived ids of stored items: equal for equal (embedder, key, text).

A :class:`~graphpaths.vectors.chroma.ChromaStore` stores each item under
``item_id(embedder name, key, text)``, so an item whose text did not change is found again
(and not re-embedded), and a reader can compute the id of every row without asking Chroma.

Example:
    >>> item_id("m", "k", "t") == item_ids("m", ["k"], ["t"])[0]
    True
    >>> item_id("m", "ab", "c") != item_id("m", "a", "bc")
    True
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence
from pathlib import Path

__all__ = ["collection_prefix", "item_id", "item_ids"]


def item_id(embedder_name: str, key: str, text: str) -> str:
    """The content-derived id of one item: equal for equal (embedder, key, text)."""
    digest = hashlib.sha256()
    for part in (embedder_name, key, text):
        encoded = part.encode("utf-8")
        # Length-prefixed, so no choice of strings can make two triples collide.
        digest.update(len(encoded).to_bytes(8, "little"))
        digest.update(encoded)
    return digest.hexdigest()[:32]


def item_ids(embedder_name: str, keys: Sequence[str], texts: Sequence[str]) -> list[str]:
    """:func:`item_id` of each ``(keys[i], texts[i])``, in order."""
    return [item_id(embedder_name, key, text) for key, text in zip(keys, texts, strict=True)]


def collection_prefix(directory: Path) -> str:
    """The default Chroma collection prefix of an index directory: stable across rebuilds,
    so an update finds the collections it wrote before (``gp_`` + the folder's name)."""
    name = re.sub(r"[^A-Za-z0-9._-]+", "-", directory.resolve().name).strip("-._")
    return f"gp_{name or 'index'}"[:60].rstrip("-._")
