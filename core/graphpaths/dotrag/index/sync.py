"""Keeping an index in step with the database it was built from: :func:`sync_index`.

A sync reads the source (a :class:`~graphpaths.sources.cypher.CypherSource` over FalkorDB,
Neo4j or Memgraph, or a :class:`~graphpaths.sources.kuzu.KuzuSource`), compares what it
reads with the index's graph (:class:`~graphpaths.sources.diff.RecordsDiff`) and applies
the differences as one update (:meth:`GraphIndex.apply`, :mod:`graphpaths.dotrag.index.updates`):
only the texts of new or changed entities and relations are embedded, the new revision is
written beside the old one and renamed into place, and a retriever following the index
moves to it between two queries. A sync killed at any point leaves the previous revision
or the new one, never a mix; run it again.

Two ways to find what changed:

- **by version** (the mapping's ``version_property``, a number every write of a node
  raises, and an index synced before from the same source and mapping): the contents of
  the nodes whose version is above the highest one the last sync read (and of nodes
  without a version), then

  - with ``version_covers_relationships`` (the writers also raise an endpoint's version
    when they add, change or delete a relationship): the relationships leaving and
    arriving at those nodes only, compared with the index's relations at them
    (:meth:`RecordsDiff.around`), and one count of the store's node ids: the ids
    themselves are read only when the count says nodes were deleted. What it reads
    follows the changes (and the degree of the changed nodes), not the graph;
  - without: the ids of all nodes (for deletions) and every relationship's endpoints,
    type and mapped attributes (they carry no version).
- **by content** (otherwise, or ``full=True``): every node and relationship, compared
  with the index's graph field by field (no hashes to keep: the index's graph is the
  reference).

Either way the cost of the update (embedding, the vectors written) follows the number of
changes; the graph files and the reachability adjacency are written again whole, as any
update does. The manifest records the source, the mapping and the highest version read
(:attr:`~graphpaths.dotrag.index.files.IndexManifest.sync`), with the revision they
belong to. A write that commits a lower version than one a sync already read (out of
order) is seen by the next ``full=True`` sync.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from graphpaths.dotrag.index.files import ProgressFn
from graphpaths.dotrag.index.graph_index import GraphIndex
from graphpaths.dotrag.index.updates import UpdateReport
from graphpaths.embeddings import Embedder
from graphpaths.graph import Graph
from graphpaths.graph.edit import EntityChange
from graphpaths.sources.cypher import PagedSource
from graphpaths.sources.diff import RecordsDiff

__all__ = ["SyncReport", "sync_index", "sync_state"]


@dataclass(frozen=True, kw_only=True)
class SyncReport:
    """What a sync did: ``mode`` (``"version"`` or ``"content"``), the nodes,
    relationships and bare node ids read, the changes found per kind, the highest version read, and the
    update's report (None when nothing changed: no new revision)."""

    mode: str
    nodes_read: int
    relationships_read: int
    ids_read: int = 0
    counts: dict[str, int]
    mark: float | None
    update: UpdateReport | None
    seconds: float

    @property
    def revision(self) -> int | None:
        return self.update.revision if self.update is not None else None


def sync_index(
    index: GraphIndex,
    source: PagedSource,
    *,
    full: bool = False,
    embedder: Embedder | None = None,
    progress: ProgressFn | None = None,
) -> SyncReport:
    """Bring ``index`` up to date with ``source`` (module docstring); returns what it did.

    Raises:
        StoreError: the source cannot be read (the index is left as it was).
        InputError: a node has no id, or an attribute value is not a scalar.
    """
    start = time.perf_counter()
    mapping = source.mapping
    recorded = index.manifest.sync or {}
    mark: float | None = None
    if (
        not full
        and mapping.version_property is not None
        and recorded.get("source") == source.describe()
        and recorded.get("mapping") == mapping.as_dict()
        and isinstance(recorded.get("mark"), int | float)
    ):
        mark = float(recorded["mark"])
    diff = RecordsDiff(index.graph)
    read = _Read(top=mark)
    if mark is None:
        for page in source.pages():
            diff.nodes(page.nodes)
            diff.relationships(page.relationships)
            read.nodes += len(page.nodes)
            read.relationships += len(page.relationships)
            read.top = _higher(read.top, page.max_version)
    elif mapping.version_covers_relationships:
        _changed_since(source, mark, diff, read, index.graph)
    else:
        source.check_ids()
        for node_page in source.node_pages(since=mark):
            diff.nodes(node_page.nodes)
            read.nodes += len(node_page.nodes)
            read.top = _higher(read.top, node_page.max_version)
        for ids in source.id_pages():
            diff.seen(str(i) for i in ids)
            read.ids += len(ids)
            rels = source.relationships_of(ids)
            diff.relationships(rels)
            read.relationships += len(rels)
    top = read.top
    changes = diff.changes()
    counts: dict[str, int] = {}
    for change in changes:
        kind = "entities" if isinstance(change, EntityChange) else "relations"
        key = f"{kind}_{change.op}"
        counts[key] = counts.get(key, 0) + 1
    state = sync_state(source, top)
    update = None
    if changes or (top is not None and top != recorded.get("mark")):
        update = index.apply(changes, embedder=embedder, progress=progress, sync=state)
    return SyncReport(
        mode="content" if mark is None else "version",
        nodes_read=read.nodes,
        relationships_read=read.relationships,
        ids_read=read.ids,
        counts=counts,
        mark=top,
        update=update,
        seconds=round(time.perf_counter() - start, 6),
    )


def sync_state(source: PagedSource, mark: float | None) -> dict[str, Any]:
    """What an index's manifest records of the ``source`` it is in step with
    (:attr:`~graphpaths.dotrag.index.files.IndexManifest.sync`): the source, its mapping,
    the highest version read (``mark``) and when. A sync by version needs it; an index
    built from a source records it too (``DotRAG.from_store``), so its first sync is by
    version."""
    return {
        "source": source.describe(),
        "mapping": source.mapping.as_dict(),
        "mark": mark,
        "time": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
    }


@dataclass
class _Read:
    """What a sync read so far, and the highest version among it."""

    top: float | None
    nodes: int = 0
    relationships: int = 0
    ids: int = 0


def _changed_since(
    source: PagedSource, mark: float, diff: RecordsDiff, read: _Read, graph: Graph
) -> None:
    """Read into ``diff`` what changed since version ``mark`` when relationship writes
    raise an endpoint's version: the changed nodes, the relationships at them (leaving
    and arriving), and the node ids only when the store counts fewer than the graph
    plus the new nodes (some were deleted)."""
    source.check_ids()
    diff.around(())  # no node changed: no relation is compared
    new: set[str] = set()
    for node_page in source.node_pages(since=mark):
        diff.nodes(node_page.nodes)
        ids = [node.id for node in node_page.nodes]
        diff.around(ids)
        new.update(i for i in ids if not graph.has_entity(i))
        read.nodes += len(node_page.nodes)
        read.top = _higher(read.top, node_page.max_version)
        for rels in (
            source.relationships_of(node_page.raw_ids),
            source.relationships_into(node_page.raw_ids),
        ):
            diff.relationships(rels)
            read.relationships += len(rels)
    if source.count_ids() == graph.num_entities + len(new):
        diff.seen(graph.entity_ids)  # nothing was deleted
        return
    ids = [str(i) for i in source.node_ids()]  # the diff's set holds them all anyway
    diff.seen(ids)
    read.ids = len(ids)


def _higher(top: float | None, version: float | None) -> float | None:
    if version is None:
        return top
    return version if top is None else max(top, version)
