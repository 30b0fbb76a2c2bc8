"""Relation vectors composed on the fly: :class:`ComposedRelationVectors`.

Embedding one sentence per relation ("<head> <label words> <tail>") is what made indexing
cost grow with the number of relations (128k sentences for MetaQA, 39.8M for STaRK-MAG).
A relation's vector is composed instead from vectors the index has anyway, the embeddings of
its two entities and of its label (labels are few)::

    v(h, r, t) = normalise(e[h] + label_weight * l[r] + e[t])

computed only for the rows a query asks about (a constrained hop's candidate relations).
MiniLM mean-pools token vectors, so the sum of the parts' vectors points close to the
sentence's vector (cosine 0.80 on average over MetaQA's relations); what matters is that
retrieval ranks the same, which ``BENCHMARKS.md`` measures (issue 12).

The entity vectors are any :class:`~graphpaths.vectors.protocol.VectorStore` (in memory or
a Chroma collection), so composed relations work with every vector backend.

Example:
    >>> import numpy as np
    >>> from graphpaths.vectors.memory import InMemoryVectorStore
    >>> entities = InMemoryVectorStore(np.eye(3, dtype=np.float32))
    >>> labels = np.array([[0.0, 0.0, 1.0]], dtype=np.float32)
    >>> relations = ComposedRelationVectors(
    ...     entities, labels, heads=[0, 1], tails=[1, 0], labels_of=[0, 0]
    ... )
    >>> [round(float(x), 3) for x in relations.vectors([0])[0]]
    [0.577, 0.577, 0.577]
    >>> positions, scores = relations.top_k(np.array([1.0, 0.0, 0.0], dtype=np.float32), 1)
    >>> positions.tolist()
    [0]
"""

from __future__ import annotations

import threading
from typing import Any

import numpy as np
import numpy.typing as npt

from graphpaths.embeddings import FloatArray
from graphpaths.errors import EmbeddingError, InputError
from graphpaths.topk import top_k
from graphpaths.vectors.checks import IndexArray, check_k, check_positions, check_query
from graphpaths.vectors.memory import InMemoryVectorStore
from graphpaths.vectors.protocol import VectorStore
from graphpaths.vectors.scoring import dot_scores

__all__ = ["DEFAULT_LABEL_WEIGHT", "ComposedRelationVectors"]

#: Weight of the label's vector against each entity's (1: the three parts count alike).
DEFAULT_LABEL_WEIGHT = 1.0

#: Rows composed at once when a search covers every relation (bounded memory).
_BLOCK_ROWS = 65_536
#: Candidate relations at most scored without deduplicating their entities first (a hop's
#: few: ``np.unique`` costs more than the repeated rows it saves).
FEW_ROWS = 64


class ComposedRelationVectors:
    """A :class:`~graphpaths.vectors.protocol.VectorStore` over relations whose row ``j`` is
    ``normalise(entities[heads[j]] + label_weight * labels[labels_of[j]] + entities[tails[j]])``.

    Nothing per relation is stored beyond the graph's own arrays; rows are composed when
    asked for. Searching every relation (``top_k`` without candidates) composes them in
    blocks, so it works at any size but costs a pass over the graph.
    """

    __slots__ = (
        "_entities",
        "_heads",
        "_label_weight",
        "_labels",
        "_labels_of",
        "_lock",
        "_norms",
        "_tails",
    )

    def __init__(
        self,
        entities: VectorStore,
        labels: npt.ArrayLike,
        *,
        heads: npt.ArrayLike,
        tails: npt.ArrayLike,
        labels_of: npt.ArrayLike,
        label_weight: float = DEFAULT_LABEL_WEIGHT,
    ) -> None:
        label_rows = np.asarray(labels, dtype=np.float32)
        if label_rows.ndim != 2 or label_rows.shape[1] != entities.dimension:
            raise EmbeddingError(
                f"labels: expected an (n, {entities.dimension}) array matching the entity "
                f"vectors, got shape {label_rows.shape}"
            )
        if not np.isfinite(label_rows).all():
            raise EmbeddingError("labels: has a NaN or infinite value")
        # the graph's own integer columns, not int64 copies (3 x 8 bytes a relation)
        head_ids, tail_ids, label_ids = (_integers(a) for a in (heads, tails, labels_of))
        if not head_ids.shape == tail_ids.shape == label_ids.shape or head_ids.ndim != 1:
            raise InputError(
                "heads, tails, labels_of: expected three 1-D arrays of one length, got shapes "
                f"{head_ids.shape}, {tail_ids.shape}, {label_ids.shape}"
            )
        if len(head_ids):
            check_positions(head_ids, len(entities), name="heads")
            check_positions(tail_ids, len(entities), name="tails")
            check_positions(label_ids, len(label_rows), name="labels_of")
        if not np.isfinite(label_weight) or label_weight < 0:
            raise InputError(f"label_weight: expected a finite number >= 0, got {label_weight!r}")
        self._entities = entities
        self._labels: FloatArray = label_rows
        self._heads = head_ids
        self._tails = tail_ids
        self._labels_of = label_ids
        self._label_weight = float(label_weight)
        self._norms: FloatArray | None = None  # see _cached_norms
        self._lock = threading.Lock()

    @property
    def dimension(self) -> int:
        return self._entities.dimension

    @property
    def entities(self) -> VectorStore:
        """The entity vectors the rows are composed from."""
        return self._entities

    def __len__(self) -> int:
        return len(self._heads)

    def __repr__(self) -> str:
        return (
            f"ComposedRelationVectors(n={len(self)}, d={self.dimension}, "
            f"labels={len(self._labels)}, label_weight={self._label_weight})"
        )

    def restricted(
        self, entities: VectorStore, entity_rows: npt.ArrayLike, relation_rows: npt.ArrayLike
    ) -> ComposedRelationVectors:
        """The relations ``relation_rows`` composed from ``entities``, the vectors of this
        index's entities ``entity_rows`` renumbered (what a subgraph's relations read);
        every kept relation's entities must be kept."""
        kept = np.asarray(entity_rows, dtype=np.int64)
        relations = np.asarray(relation_rows, dtype=np.int64)
        if len(kept) != len(entities):
            raise InputError(
                f"entities: expected {len(kept)} rows (one per kept entity), got {len(entities)}"
            )
        position = np.full(len(self._entities), -1, np.int64)
        position[kept] = np.arange(len(kept))
        heads, tails = position[self._heads[relations]], position[self._tails[relations]]
        if len(relations) and (heads.min() < 0 or tails.min() < 0):
            raise InputError("relation_rows: a kept relation has an entity not in entity_rows")
        return ComposedRelationVectors(
            entities,
            self._labels,
            heads=heads,
            tails=tails,
            labels_of=self._labels_of[relations],
            label_weight=self._label_weight,
        )

    def cache_info(self) -> dict[str, int]:
        """``{"norms", "capacity"}``: relation norms computed so far (kept: 4 bytes each),
        and the most there can be (one per relation: bounded by the graph, not the queries)."""
        norms = self._norms
        done = 0 if norms is None else int(len(norms) - np.count_nonzero(np.isnan(norms)))
        return {"norms": done, "capacity": len(self)}

    def vectors(self, positions: npt.ArrayLike) -> FloatArray:
        """The composed rows at ``positions``, in the order given."""
        return self._compose(check_positions(positions, len(self), name="positions"))

    def scores(self, query: npt.ArrayLike, candidates: npt.ArrayLike) -> FloatArray:
        """The score of each row in ``candidates``, in the order given."""
        vector = check_query(query, self.dimension)
        return self._candidate_scores(vector, check_positions(candidates, len(self)))

    def top_k(
        self, query: npt.ArrayLike, k: int, candidates: npt.ArrayLike | None = None
    ) -> tuple[IndexArray, FloatArray]:
        """The ``k`` rows (among ``candidates``, if given) most similar to ``query``."""
        k = check_k(k)
        vector = check_query(query, self.dimension)
        if candidates is not None:
            positions = np.unique(check_positions(candidates, len(self)))
            return top_k(self._candidate_scores(vector, positions), k, positions)
        # score(j) = (q.e[h] + w q.l[r] + q.e[t]) / |e[h] + w l[r] + e[t]|: one product per
        # entity and label instead of one composed row per relation.
        entity_scores = self._all_entity_scores(vector)
        label_scores = dot_scores(self._labels, vector)
        norms = self._all_norms()
        scores = np.empty(len(self), dtype=np.float32)
        for start in range(0, len(self), _BLOCK_ROWS):
            block = slice(start, min(start + _BLOCK_ROWS, len(self)))
            scores[block] = (
                entity_scores[self._heads[block]]
                + entity_scores[self._tails[block]]
                + self._label_weight * label_scores[self._labels_of[block]]
            ) / norms[block]
        return top_k(scores, k)

    def _all_entity_scores(self, vector: FloatArray) -> FloatArray:
        entities = self._entities
        if isinstance(entities, InMemoryVectorStore):
            return dot_scores(entities.matrix, vector)
        out = np.empty(len(entities), dtype=np.float32)
        for start in range(0, len(entities), _BLOCK_ROWS):
            block = np.arange(start, min(start + _BLOCK_ROWS, len(entities)), dtype=np.int64)
            out[start : start + len(block)] = entities.scores(vector, block)
        return out

    def _candidate_scores(self, vector: FloatArray, positions: IndexArray) -> FloatArray:
        """Scores of the rows at ``positions`` from one product per distinct entity: a hub's
        thousands of relations cost one fetch and one product for the hub."""
        if not len(positions):
            return np.empty(0, dtype=np.float32)
        n = len(positions)
        ends = np.concatenate([self._heads[positions], self._tails[positions]])
        if n <= FEW_ROWS and isinstance(self._entities, InMemoryVectorStore):
            # a few rows: scored as they come (a row's score is its own whatever the others,
            # :func:`dot_scores`), not deduplicated first
            rows, where = self._entity_rows(ends), np.arange(2 * n)
        else:
            needed, where = np.unique(ends, return_inverse=True)
            rows = self._entity_rows(needed)
        entity_scores = dot_scores(rows, vector)
        norms = self._cached_norms()
        unknown = np.isnan(norms[positions])
        if unknown.any():
            first = np.flatnonzero(unknown)
            total = rows[where[first]] + rows[where[n + first]]
            total += self._label_weight * self._labels[self._labels_of[positions[first]]]
            norms[positions[first]] = np.maximum(np.linalg.norm(total, axis=1), 1e-12)
        label_scores = dot_scores(self._labels, vector)
        sums = (
            entity_scores[where[:n]]
            + entity_scores[where[n:]]
            + self._label_weight * label_scores[self._labels_of[positions]]
        )
        out: FloatArray = (sums / norms[positions]).astype(np.float32, copy=False)
        return out

    def _entity_rows(self, needed: IndexArray) -> FloatArray:
        """The entity rows at ``needed`` (relation ends, in range by construction: read
        straight from an in-memory matrix, without the store's argument checks)."""
        entities = self._entities
        if isinstance(entities, InMemoryVectorStore):
            return np.asarray(entities.matrix[needed], dtype=np.float32)
        return np.asarray(entities.vectors(needed), dtype=np.float32)

    def _cached_norms(self) -> FloatArray:
        """Each row's norm before normalising, NaN until first computed (4 bytes a relation,
        allocated once, under a lock, at the first query: threads share one table, and
        concurrent fillers write the same values into it)."""
        norms = self._norms
        if norms is None:
            with self._lock:
                if self._norms is None:
                    self._norms = np.full(len(self), np.nan, dtype=np.float32)
                norms = self._norms
        return norms

    def _all_norms(self) -> FloatArray:
        """Every row's norm: the missing ones computed in one pass over the graph, at the
        first search over all relations."""
        norms = self._cached_norms()
        for start in range(0, len(self), _BLOCK_ROWS):
            block = np.arange(start, min(start + _BLOCK_ROWS, len(self)), dtype=np.int64)
            unknown = block[np.isnan(norms[block])]
            if len(unknown):
                norms[unknown] = np.maximum(np.linalg.norm(self._sum(unknown), axis=1), 1e-12)
        return norms

    def _compose(self, positions: IndexArray) -> FloatArray:
        composed = self._sum(positions)
        norms = np.linalg.norm(composed, axis=1, keepdims=True)
        np.maximum(norms, np.float32(1e-12), out=norms)
        out: FloatArray = (composed / norms).astype(np.float32, copy=False)
        return out

    def _sum(self, positions: IndexArray) -> FloatArray:
        """``e[h] + w l[r] + e[t]`` of each row at ``positions``, not normalised."""
        if not len(positions):
            return np.empty((0, self.dimension), dtype=np.float32)
        heads, tails = self._heads[positions], self._tails[positions]
        # Each entity fetched once: a hub's relations share its row (and a Chroma round trip).
        needed, where = np.unique(np.concatenate([heads, tails]), return_inverse=True)
        rows = np.asarray(self._entities.vectors(needed), dtype=np.float32)
        n = len(positions)
        total: FloatArray = rows[where[:n]] + rows[where[n:]]
        total += self._label_weight * self._labels[self._labels_of[positions]]
        return total


def _integers(values: npt.ArrayLike) -> npt.NDArray[np.integer[Any]]:
    """``values`` as an integer array: an integer one as it is (no copy), else as int64."""
    array = np.asarray(values)
    if np.issubdtype(array.dtype, np.integer):
        return array
    return array.astype(np.int64)
