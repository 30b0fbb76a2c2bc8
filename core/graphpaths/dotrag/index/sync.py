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
  without a version), the ids of all nodes (for deletions) and every relationship's
  endpoints, type and mapped attributes (they carry no version). The nodes' contents,
  their descriptions above all, are what a sync reads the least of.
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
from graphpaths.graph.edit import EntityChange
from graphpaths.sources.cypher import PagedSource
from graphpaths.sources.diff import RecordsDiff

__all__ = ["SyncReport", "sync_index"]


@dataclass(frozen=True, kw_only=True)
class SyncReport:
    """What a sync did: ``mode`` (``"version"`` or ``"content"``), the nodes and
    relationships read, the changes found per kind, the highest version read, and the
    update's report (None when nothing changed: no new revision)."""

    mode: str
    nodes_read: int
    relationships_read: int
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
    nodes = relationships = 0
    top = mark
    if mark is None:
        for page in source.pages():
            diff.nodes(page.nodes)
            diff.relationships(page.relationships)
            nodes += len(page.nodes)
            relationships += len(page.relationships)
            top = _higher(top, page.max_version)
    else:
        source.check_ids()
        for node_page in source.node_pages(since=mark):
            diff.nodes(node_page.nodes)
            nodes += len(node_page.nodes)
            top = _higher(top, node_page.max_version)
        for ids in source.id_pages():
            diff.seen(str(i) for i in ids)
            rels = source.relationships_of(ids)
            diff.relationships(rels)
            relationships += len(rels)
    changes = diff.changes()
    counts: dict[str, int] = {}
    for change in changes:
        kind = "entities" if isinstance(change, EntityChange) else "relations"
        key = f"{kind}_{change.op}"
        counts[key] = counts.get(key, 0) + 1
    state: dict[str, Any] = {
        "source": source.describe(),
        "mapping": mapping.as_dict(),
        "mark": top,
        "time": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
    }
    update = None
    if changes or (top is not None and top != recorded.get("mark")):
        update = index.apply(changes, embedder=embedder, progress=progress, sync=state)
    return SyncReport(
        mode="content" if mark is None else "version",
        nodes_read=nodes,
        relationships_read=relationships,
        counts=counts,
        mark=top,
        update=update,
        seconds=round(time.perf_counter() - start, 6),
    )


def _higher(top: float | None, version: float | None) -> float | None:
    if version is None:
        return top
    return version if top is None else max(top, version)
