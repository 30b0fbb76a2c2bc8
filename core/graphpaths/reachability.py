"""Reachability map: exact shortest-hop layers by entity type (DotRAG §4.1).

For an anchor entity ``e`` the index answers, up to ``max_hops``:

- ``types_at(e, h)``: the entity types present among entities exactly ``h``
  hops from ``e`` on the undirected graph;
- ``entities_at(e, h, t)``: those entities of type ``t`` (a multi-typed
  entity appears under each of its types);
- ``edges_into(e, h, t, frontier)``: every relation ``(u, v)`` with ``u`` in a
  frontier and ``v`` in ``entities_at(e, h, t)``, the candidate set of
  DotRAG's constrained search.

The paper precomputes this map for every entity (its cost and ours on MetaQA are
compared in ``BENCHMARKS.md``, section "Reachability map"). Here the graph is a compressed sparse adjacency in numpy and an
anchor's layers are computed on first use by a vectorised BFS (a few
milliseconds), then kept in a byte-bounded LRU cache. :meth:`precompute`
fills the full map when the graph is small enough to want it.

Example:
    >>> from graphpaths.graph import GraphBuilder
    >>> b = GraphBuilder()
    >>> for e, t in [("musk", "person"), ("tesla", "org"), ("ev", "product")]:
    ...     _ = b.add_entity(e, types=[t])
    >>> _ = b.add_relation("musk", "tesla", "founded")
    >>> _ = b.add_relation("tesla", "ev", "makes")
    >>> reach = ReachabilityMap.build(b.build())
    >>> reach.types_at("musk", 2)
    ['product']
    >>> reach.entities_at("musk", 2, "product").tolist()
    [2]
    >>> reach.within("musk", 2).tolist(), reach.entities_within("musk", 2, "org").tolist()
    ([1, 2], [1])
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
import threading
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from graphpaths.arrays import csr_positions
from graphpaths.errors import (
    ConfigError,
    IndexFormatError,
    InputError,
    NodeNotFoundError,
    TypeNotFoundError,
)
from graphpaths.lru import LRUCache
from graphpaths.mapped_files import MappedFile, load_mapped
from graphpaths.sources.access import InProcessAccess
from graphpaths.validation import check_int

if TYPE_CHECKING:
    from graphpaths.graph import Graph

__all__ = ["FrontierEdges", "ReachabilityMap"]

IntArray = npt.NDArray[np.int32]
Int64Array = npt.NDArray[np.int64]

DEFAULT_MAX_HOPS = 3
#: Neighbours a walk reads at a time from a large frontier (bounds its temporaries).
_EXPAND_ROWS = 1 << 20
DEFAULT_CACHE_BYTES = 16 * 2**20  # ~250 anchors of MetaQA at 3 hops; keeps the index small
_FORMAT_VERSION = 1
_META = "reachability.json"
_EMPTY = np.zeros(0, np.int32)
_EMPTY.flags.writeable = False


@dataclass(frozen=True, kw_only=True)
class FrontierEdges:
    """Relations from a frontier into one (anchor, hop, type) block.

    Row ``i`` is relation ``relations[i]`` joining ``sources[i]`` (in the
    frontier) to ``targets[i]`` (in the block). Rows are ordered by relation id.
    """

    relations: IntArray
    sources: IntArray
    targets: IntArray

    def __len__(self) -> int:
        return len(self.relations)


class _Layers:
    """One anchor's BFS layers, each grouped into per-type blocks."""

    __slots__ = ("blocks", "layers", "nbytes", "offsets")

    def __init__(self) -> None:
        self.layers: list[IntArray] = []  # hop h at [h-1], sorted entity ids
        self.blocks: list[IntArray] = []  # same entities expanded by type, grouped by type
        self.offsets: list[Int64Array] = []  # type t's block is blocks[h-1][off[t]:off[t+1]]
        self.nbytes = 0

    def add(self, layer: IntArray, block: IntArray, offsets: Int64Array) -> None:
        for array in (layer, block, offsets):
            array.flags.writeable = False
        self.layers.append(layer)
        self.blocks.append(block)
        self.offsets.append(offsets)
        self.nbytes += layer.nbytes + block.nbytes + offsets.nbytes


def _layers_bytes(layers: _Layers) -> int:
    return int(layers.nbytes)


class ReachabilityMap:
    """Shortest-hop layers by type around any anchor, on the undirected graph.

    Build it with :meth:`build` (from a :class:`~graphpaths.graph.Graph`),
    :meth:`from_arrays` (from plain edge and type arrays) or :meth:`load`.
    Lookups accept entity ids (``str``, resolved through the graph) or dense
    indices (``int``), and types by name or index. Thread-safe.
    """

    def __init__(
        self,
        *,
        adjacency_indptr: Int64Array,
        adjacency_neighbors: IntArray,
        adjacency_relations: IntArray,
        type_indptr: Int64Array,
        type_indices: IntArray,
        type_names: Sequence[str],
        max_hops: int = DEFAULT_MAX_HOPS,
        cache_bytes: int = DEFAULT_CACHE_BYTES,
        entity_ids: Sequence[str] | Mapping[str, int] | None = None,
    ) -> None:
        check_int("ReachabilityMap", "max_hops", max_hops)
        check_int("ReachabilityMap", "cache_bytes", cache_bytes, low=0)
        self.indptr = adjacency_indptr
        self.neighbors = adjacency_neighbors
        self.relations = adjacency_relations
        self.type_indptr = type_indptr
        self.type_indices = type_indices
        self.type_names = tuple(type_names)
        self.max_hops = max_hops
        self.cache_bytes = cache_bytes
        self.num_entities = len(adjacency_indptr) - 1
        self._type_index = {name: i for i, name in enumerate(self.type_names)}
        # a mapping (a graph's own id_index) is shared, a sequence indexed here
        self._id_index: Mapping[str, int] | None = (
            entity_ids
            if isinstance(entity_ids, Mapping)
            else {entity_id: i for i, entity_id in enumerate(entity_ids)}
            if entity_ids is not None
            else None
        )
        # Each anchor's layers, least recently used dropped past cache_bytes.
        self._cache: LRUCache[int, _Layers] = LRUCache(cache_bytes, weight=_layers_bytes)
        self._lock = threading.Lock()  # the hit and miss counts
        self._precomputed: _Precomputed | None = None
        #: the files load mapped: their pages given back after each anchor's walk
        self._mapped: tuple[MappedFile, ...] = ()
        self.cache_hits = 0
        self.cache_misses = 0

    # -- construction ------------------------------------------------------------
    @classmethod
    def build(
        cls,
        graph: Graph,
        *,
        max_hops: int = DEFAULT_MAX_HOPS,
        cache_bytes: int = DEFAULT_CACHE_BYTES,
    ) -> ReachabilityMap:
        """Index a graph (sub-second on MetaQA: only the adjacency is built up front)."""
        return cls.from_arrays(
            num_entities=graph.num_entities,
            heads=graph.heads,
            tails=graph.tails,
            type_indptr=graph.entity_type_indptr,
            type_indices=graph.entity_type_indices,
            type_names=graph.type_names,
            max_hops=max_hops,
            cache_bytes=cache_bytes,
            entity_ids=graph.id_index,
        )

    @classmethod
    def from_arrays(
        cls,
        *,
        num_entities: int,
        heads: npt.ArrayLike,
        tails: npt.ArrayLike,
        type_indptr: npt.ArrayLike,
        type_indices: npt.ArrayLike,
        type_names: Sequence[str],
        max_hops: int = DEFAULT_MAX_HOPS,
        cache_bytes: int = DEFAULT_CACHE_BYTES,
        entity_ids: Sequence[str] | Mapping[str, int] | None = None,
    ) -> ReachabilityMap:
        """Index relation ``j`` = ``(heads[j], tails[j])`` with entity types in CSR form."""
        h = np.asarray(heads, np.int32)
        t = np.asarray(tails, np.int32)
        if h.shape != t.shape or h.ndim != 1:
            raise InputError(
                f"heads, tails: expected 1-d arrays of equal length, got shapes {h.shape}, {t.shape}"
            )
        indptr, neighbors, relations = _undirected_csr(num_entities, h, t)
        return cls(
            adjacency_indptr=indptr,
            adjacency_neighbors=neighbors,
            adjacency_relations=relations,
            type_indptr=np.asarray(type_indptr, np.int64),
            type_indices=np.asarray(type_indices, np.int32),
            type_names=type_names,
            max_hops=max_hops,
            cache_bytes=cache_bytes,
            entity_ids=entity_ids,
        )

    # -- resolution ----------------------------------------------------------------
    def _entity(self, entity: int | str | np.integer) -> int:
        if isinstance(entity, str):
            if self._id_index is None:
                raise NodeNotFoundError(f"entity id {entity!r}: this index was built without ids")
            try:
                return self._id_index[entity]
            except KeyError:
                raise NodeNotFoundError(f"entity id {entity!r} is not in the graph") from None
        i = int(entity)
        if not 0 <= i < self.num_entities:
            raise NodeNotFoundError(
                f"entity index {i} is out of range ({self.num_entities} entities)"
            )
        return i

    def _type(self, type_: int | str | np.integer) -> int:
        if isinstance(type_, str):
            try:
                return self._type_index[type_]
            except KeyError:
                known = ", ".join(self.type_names)
                raise TypeNotFoundError(
                    f"type {type_!r} is not in the graph (types: {known})"
                ) from None
        t = int(type_)
        if not 0 <= t < len(self.type_names):
            raise TypeNotFoundError(
                f"type index {t} is out of range ({len(self.type_names)} types)"
            )
        return t

    def _hop(self, hop: int) -> int:
        return check_int(None, "hop", hop, low=1, high=self.max_hops, error=InputError)

    # -- queries -------------------------------------------------------------------
    def layer(self, anchor: int | str, hop: int) -> IntArray:
        """All entities exactly ``hop`` hops from ``anchor``, ascending."""
        a, h = self._entity(anchor), self._hop(hop)
        if self._precomputed is not None:
            return self._precomputed.layer(a, h)
        return self._layers(a, h).layers[h - 1]

    def type_ids_at(self, anchor: int | str, hop: int) -> IntArray:
        """Indices of the types present at ``hop``, ascending."""
        offsets = self._offsets(self._entity(anchor), self._hop(hop))
        return np.flatnonzero(np.diff(offsets)).astype(np.int32)

    def types_at(self, anchor: int | str, hop: int) -> list[str]:
        """Names of the types present at ``hop`` (in type-index order)."""
        return [self.type_names[t] for t in self.type_ids_at(anchor, hop)]

    def type_counts_at(self, anchor: int | str, hop: int) -> dict[str, int]:
        """How many entities of each present type lie at ``hop``."""
        counts = np.diff(self._offsets(self._entity(anchor), self._hop(hop)))
        return {self.type_names[t]: int(counts[t]) for t in np.flatnonzero(counts)}

    def entities_at(self, anchor: int | str, hop: int, type_: int | str) -> IntArray:
        """Entities of ``type_`` exactly ``hop`` hops from ``anchor``: one block, ascending.

        Raises:
            NodeNotFoundError: unknown anchor.
            TypeNotFoundError: unknown type.
            InputError: ``hop`` outside ``1..max_hops``.
        """
        a, h, t = self._entity(anchor), self._hop(hop), self._type(type_)
        if self._precomputed is not None:
            return self._precomputed.block(a, h, t)
        layers = self._layers(a, h)
        offsets = layers.offsets[h - 1]
        return layers.blocks[h - 1][offsets[t] : offsets[t + 1]]

    def entities_within(self, anchor: int | str, hop: int, type_: int | str) -> IntArray:
        """Entities of ``type_`` 1..``hop`` hops from ``anchor`` (the anchor left out), ascending."""
        blocks = [self.entities_at(anchor, h, type_) for h in range(1, self._hop(hop) + 1)]
        return np.sort(np.concatenate(blocks)) if blocks else _EMPTY

    def within(self, anchor: int | str, hop: int) -> IntArray:
        """All entities 1..``hop`` hops from ``anchor``, ascending."""
        return np.sort(
            np.concatenate([self.layer(anchor, h) for h in range(1, self._hop(hop) + 1)])
        )

    def edges_into(
        self,
        anchor: int | str,
        hop: int,
        type_: int | str,
        frontier: npt.ArrayLike,
        *,
        within: bool = False,
    ) -> FrontierEdges:
        """Relations ``(u, v)`` with ``u`` in ``frontier`` and ``v`` in ``entities_at(anchor, hop, type_)``.

        The constrained candidate set of one DotRAG hop; each relation appears once
        per frontier endpoint it touches (a relation between two frontier
        entities that both lie in the block appears twice, once each way). With
        ``within``, ``v`` may lie 1..``hop`` hops from the anchor
        (:meth:`entities_within`): a walk of ``hop`` steps can end nearer than ``hop``.
        """
        targets = (
            self.entities_within(anchor, hop, type_)
            if within
            else self.entities_at(anchor, hop, type_)
        )
        rows = InProcessAccess(self.indptr, self.neighbors, self.relations).incident(
            np.asarray(frontier), targets=targets
        )
        return FrontierEdges(
            relations=rows.relations, sources=rows.sources, targets=rows.neighbours
        )

    def degree(self, entity: int | str) -> int:
        i = self._entity(entity)
        return int(self.indptr[i + 1] - self.indptr[i])

    # -- lazy layers with an LRU cache ------------------------------------------------
    def _offsets(self, anchor: int, hop: int) -> Int64Array:
        if self._precomputed is not None:
            return self._precomputed.offsets(anchor, hop)
        return self._layers(anchor, hop).offsets[hop - 1]

    def _layers(self, anchor: int, hop: int) -> _Layers:
        layers = self._cache.get(anchor)
        if layers is not None and len(layers.layers) >= hop:
            with self._lock:
                self.cache_hits += 1
            return layers
        with self._lock:
            self.cache_misses += 1
        # Too few hops: taken out while extended. Computed outside any lock: two threads may
        # both compute one anchor, harmlessly.
        if layers is not None:
            self._cache.pop(anchor)
        layers = layers or _Layers()
        self._extend(anchor, layers, hop)
        self._release()
        return self._cache.put(anchor, layers)

    def _release(self) -> None:
        """Give the mapped files' pages back: a walk of a few hops reads much of the
        adjacency, whose pages would otherwise stay resident walk after walk (the next
        read maps them again)."""
        for mapping in self._mapped:
            mapping.release_all()

    def _extend(self, anchor: int, layers: _Layers, hop: int) -> None:
        visited = np.zeros(self.num_entities, np.bool_)
        visited[anchor] = True
        for layer in layers.layers:
            visited[layer] = True
        frontier = layers.layers[-1] if layers.layers else np.array([anchor], np.int32)
        while len(layers.layers) < hop:
            if len(frontier):
                frontier = self._next_layer(frontier, visited)
                visited[frontier] = True
            block, offsets = self._typed_block(frontier)
            layers.add(frontier, block, offsets)

    def _next_layer(self, frontier: IntArray, visited: npt.NDArray[np.bool_]) -> IntArray:
        """The entities adjacent to ``frontier`` not ``visited``, sorted, each once; a
        large frontier read a slice at a time (about ``_EXPAND_ROWS`` neighbours), so its
        temporaries stay bounded however much of the graph it reaches."""
        ends = np.cumsum(self.indptr[frontier + 1] - self.indptr[frontier])
        mark = None
        start = 0
        while start < len(frontier):
            # the frontier's entities from start whose neighbours fit in one slice
            stop = int(np.searchsorted(ends, ends[start] + _EXPAND_ROWS, side="left"))
            stop = min(len(frontier), max(start + 1, stop))
            reached = self.neighbors[csr_positions(self.indptr, frontier[start:stop])]
            reached = reached[~visited[reached]]
            if start == 0 and stop == len(frontier) and len(reached) * 64 < self.num_entities:
                return np.unique(reached).astype(np.int32)
            if mark is None:  # a mask dedupes and sorts large sets in O(n)
                mark = np.zeros(self.num_entities, np.bool_)
            mark[reached] = True
            self._release()  # a slice's pages, not the whole layer's, resident at a time
            start = stop
        if mark is None:
            return np.zeros(0, np.int32)
        return np.flatnonzero(mark).astype(np.int32)

    def _typed_block(self, layer: IntArray) -> tuple[IntArray, Int64Array]:
        positions = csr_positions(self.type_indptr, layer)
        types = self.type_indices[positions]
        owners = np.repeat(layer, self.type_indptr[layer + 1] - self.type_indptr[layer])
        # A stable sort keeps owners ascending inside a type; on small integer
        # keys numpy's stable sort is a linear-time radix sort.
        narrow = np.uint8 if len(self.type_names) <= 256 else np.uint16
        keys = types.astype(narrow) if len(self.type_names) <= 65536 else types
        order = np.argsort(keys, kind="stable")
        counts = np.bincount(types, minlength=len(self.type_names))
        offsets = np.zeros(len(self.type_names) + 1, np.int64)
        np.cumsum(counts, out=offsets[1:])
        return owners[order].astype(np.int32, copy=False), offsets

    def cache_info(self) -> dict[str, int]:
        with self._lock:
            hits, misses = self.cache_hits, self.cache_misses
        return {
            "anchors": len(self._cache),
            "bytes": self._cache.total_weight,
            "max_bytes": self.cache_bytes,
            "hits": hits,
            "misses": misses,
        }

    def clear_cache(self) -> None:
        self._cache.clear()

    @property
    def nbytes(self) -> int:
        """Bytes held by the index: adjacency, types, cache and any precomputed map."""
        arrays = (self.indptr, self.neighbors, self.relations, self.type_indptr, self.type_indices)
        total = sum(int(a.nbytes) for a in arrays) + self._cache.total_weight
        if self._precomputed is not None:
            total += self._precomputed.nbytes
        return total

    # -- full precompute ---------------------------------------------------------------
    @property
    def is_precomputed(self) -> bool:
        return self._precomputed is not None

    def precompute(
        self,
        *,
        max_bytes: int = 2 * 2**30,
        progress: Callable[[int], None] | None = None,
    ) -> None:
        """Compute every anchor's layers up front (the paper's full map).

        ``progress`` is called with the number of anchors done so far.

        Raises:
            ConfigError: the map would exceed ``max_bytes``; the index stays lazy.
        """
        chunks: list[tuple[IntArray, Int64Array, IntArray, Int64Array]] = []
        used = 0
        for anchor in range(self.num_entities):
            layers = _Layers()
            self._extend(anchor, layers, self.max_hops)
            used += layers.nbytes
            if used > max_bytes:
                raise ConfigError(
                    f"precompute would exceed max_bytes={max_bytes} (reached at anchor {anchor} of "
                    f"{self.num_entities}); keep the index lazy or raise max_bytes"
                )
            chunks.append(
                (
                    np.concatenate(layers.layers),
                    np.array([len(x) for x in layers.layers], np.int64),
                    np.concatenate(layers.blocks),
                    np.stack(layers.offsets),
                )
            )
            if progress is not None:
                progress(anchor + 1)
        self._precomputed = _Precomputed.from_chunks(chunks, self.max_hops, len(self.type_names))
        self.clear_cache()

    # -- persistence ------------------------------------------------------------------
    def _arrays(self) -> dict[str, np.ndarray]:
        arrays: dict[str, np.ndarray] = {
            "adjacency_indptr": self.indptr,
            "adjacency_neighbors": self.neighbors,
            "adjacency_relations": self.relations,
            "type_indptr": self.type_indptr,
            "type_indices": self.type_indices,
        }
        if self._precomputed is not None:
            arrays.update(self._precomputed.arrays())
        return arrays

    def save(self, directory: str | os.PathLike[str]) -> None:
        """Write the index into ``directory`` atomically (a sibling temp dir, then a rename)."""
        target = Path(directory)
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(prefix=f".{target.name}.", dir=target.parent))
        tmp.chmod(0o755)  # mkdtemp makes it private; the index is read by others too
        try:
            for name, array in self._arrays().items():
                np.save(tmp / f"{name}.npy", array)
            meta = {
                "format_version": _FORMAT_VERSION,
                "num_entities": self.num_entities,
                "max_hops": self.max_hops,
                "type_names": list(self.type_names),
                "precomputed": self._precomputed is not None,
            }
            (tmp / _META).write_text(json.dumps(meta), encoding="utf-8")
            if target.exists():
                shutil.rmtree(target)
            os.replace(tmp, target)
        finally:
            if tmp.exists():
                shutil.rmtree(tmp, ignore_errors=True)

    @classmethod
    def load(
        cls,
        directory: str | os.PathLike[str],
        *,
        entity_ids: Sequence[str] | Mapping[str, int] | None = None,
        cache_bytes: int = DEFAULT_CACHE_BYTES,
        mmap: bool = True,
    ) -> ReachabilityMap:
        """Read an index written by :meth:`save` (memory-mapped by default)."""
        path = Path(directory)
        try:
            meta = json.loads((path / _META).read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise IndexFormatError(f"{path}: not a reachability map ({_META} is missing)") from None
        except json.JSONDecodeError as exc:
            raise IndexFormatError(f"{path / _META}: invalid JSON: {exc}") from None
        if meta.get("format_version") != _FORMAT_VERSION:
            raise IndexFormatError(
                f"{path / _META}: unsupported format_version {meta.get('format_version')!r}"
            )

        mapped: list[MappedFile] = []

        def read(name: str) -> np.ndarray:
            try:
                if not mmap:
                    array: np.ndarray = np.load(path / f"{name}.npy")
                    return array
                array, mapping = load_mapped(path / f"{name}.npy")
            except (FileNotFoundError, ValueError) as exc:
                raise IndexFormatError(f"{path}: {name}.npy cannot be read: {exc}") from None
            if mapping is not None:
                mapped.append(mapping)
            return array

        index = cls(
            adjacency_indptr=read("adjacency_indptr"),
            adjacency_neighbors=read("adjacency_neighbors"),
            adjacency_relations=read("adjacency_relations"),
            type_indptr=read("type_indptr"),
            type_indices=read("type_indices"),
            type_names=meta["type_names"],
            max_hops=meta["max_hops"],
            cache_bytes=cache_bytes,
            entity_ids=entity_ids,
        )
        if index.num_entities != meta["num_entities"]:
            raise IndexFormatError(
                f"{path}: adjacency has {index.num_entities} entities, meta says {meta['num_entities']}"
            )
        if entity_ids is not None and len(entity_ids) != index.num_entities:
            raise IndexFormatError(
                f"{path}: index has {index.num_entities} entities but {len(entity_ids)} ids were given"
            )
        if meta.get("precomputed"):
            index._precomputed = _Precomputed(**{name: read(name) for name in _Precomputed.FIELDS})
        index._mapped = tuple(mapped)
        return index


class _Precomputed:
    """The full map as flat arrays: anchor -> hop -> type -> block."""

    FIELDS = ("pre_layer_ptr", "pre_layers", "pre_block_ptr", "pre_blocks", "pre_offsets")

    def __init__(
        self,
        *,
        pre_layer_ptr: Int64Array,
        pre_layers: IntArray,
        pre_block_ptr: Int64Array,
        pre_blocks: IntArray,
        pre_offsets: Int64Array,
    ) -> None:
        # layer_ptr/block_ptr: (num_entities, max_hops + 1) starts into layers/blocks;
        # offsets: (num_entities, max_hops, num_types + 1), relative to the hop's block start.
        # Read-only, so the views handed out by layer()/block() cannot corrupt the map.
        self.layer_ptr = _readonly(pre_layer_ptr)
        self.layers = _readonly(pre_layers)
        self.block_ptr = _readonly(pre_block_ptr)
        self.blocks = _readonly(pre_blocks)
        self.offsets_table = _readonly(pre_offsets)

    @classmethod
    def from_chunks(
        cls,
        chunks: Iterable[tuple[IntArray, Int64Array, IntArray, Int64Array]],
        max_hops: int,
        num_types: int,
    ) -> _Precomputed:
        chunk_list = list(chunks)
        n = len(chunk_list)
        layer_ptr = np.zeros((n, max_hops + 1), np.int64)
        block_ptr = np.zeros((n, max_hops + 1), np.int64)
        offsets = np.zeros((n, max_hops, num_types + 1), np.int64)
        layer_base = block_base = 0
        for a, (layers, sizes, blocks, offs) in enumerate(chunk_list):
            layer_ptr[a] = layer_base + np.concatenate(([0], np.cumsum(sizes)))
            hop_block_sizes = offs[:, -1]
            block_ptr[a] = block_base + np.concatenate(([0], np.cumsum(hop_block_sizes)))
            offsets[a] = offs
            layer_base += len(layers)
            block_base += len(blocks)
        return cls(
            pre_layer_ptr=layer_ptr,
            pre_layers=np.concatenate([c[0] for c in chunk_list]) if n else _EMPTY,
            pre_block_ptr=block_ptr,
            pre_blocks=np.concatenate([c[2] for c in chunk_list]) if n else _EMPTY,
            pre_offsets=offsets,
        )

    def arrays(self) -> dict[str, np.ndarray]:
        return {
            "pre_layer_ptr": self.layer_ptr,
            "pre_layers": self.layers,
            "pre_block_ptr": self.block_ptr,
            "pre_blocks": self.blocks,
            "pre_offsets": self.offsets_table,
        }

    @property
    def nbytes(self) -> int:
        return sum(int(a.nbytes) for a in self.arrays().values())

    def layer(self, anchor: int, hop: int) -> IntArray:
        return self.layers[self.layer_ptr[anchor, hop - 1] : self.layer_ptr[anchor, hop]]

    def offsets(self, anchor: int, hop: int) -> Int64Array:
        row: Int64Array = self.offsets_table[anchor, hop - 1]
        return row

    def block(self, anchor: int, hop: int, type_: int) -> IntArray:
        start = self.block_ptr[anchor, hop - 1]
        offsets = self.offsets_table[anchor, hop - 1]
        return self.blocks[start + offsets[type_] : start + offsets[type_ + 1]]


def _readonly(array: np.ndarray) -> np.ndarray:
    if array.flags.writeable:
        array.flags.writeable = False
    return array


def _undirected_csr(
    num_entities: int, heads: IntArray, tails: IntArray
) -> tuple[Int64Array, IntArray, IntArray]:
    """Both directions of every relation, grouped by source entity."""
    m = len(heads)
    if m and (min(heads.min(), tails.min()) < 0 or max(heads.max(), tails.max()) >= num_entities):
        raise NodeNotFoundError(f"relation endpoints must lie in 0..{num_entities - 1}")
    # Sorting one packed int64 key (source, position) is several times faster
    # than an argsort; the position says which relation and which direction.
    sources = np.concatenate((heads, tails)).astype(np.int64)
    keys = (sources << 32) | np.arange(2 * m, dtype=np.int64)
    del sources
    keys.sort()
    positions = keys & 0xFFFFFFFF
    counts = (
        np.bincount(keys >> 32, minlength=num_entities) if m else np.zeros(num_entities, np.int64)
    )
    del keys
    indptr = np.zeros(num_entities + 1, np.int64)
    np.cumsum(counts, out=indptr[1:])
    forward = positions < m
    relations = np.where(forward, positions, positions - m).astype(np.int32)
    neighbors = np.where(forward, tails[relations], heads[relations]).astype(np.int32)
    return indptr, neighbors, relations
