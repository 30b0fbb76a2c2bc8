"""Where a graph comes from: plain node and relationship records (:mod:`.records`), which
the framework adapters (LangChain GraphDocuments, LlamaIndex property graph stores) and the
database sources produce, turned into a :class:`~graphpaths.graph.Graph` by the graph's
own builder.

What it may import: :mod:`graphpaths.graph` and :mod:`graphpaths.errors` (the layers
below it), never a retriever, an index nor a framework (LangChain, LlamaIndex): an adapter
converts its framework's objects into records, and the core reads only records. Database
drivers, when a source needs one, are imported inside the function that connects.

The database sources: :mod:`.mapping` (:class:`CypherMapping`, which properties and
labels make the entities), :mod:`.cypher` (:class:`CypherSource`, FalkorDB, Neo4j and
Memgraph over a runner of :mod:`.drivers`), :mod:`.kuzu` (:class:`KuzuSource`) and
:mod:`.diff` (the changes from an index's graph to its source, for a sync); :mod:`.streaming`
makes a source's graph page by page, without holding its records (the first build).

How the hop search reads edges: :mod:`.access` (:class:`GraphAccess`; in process over the
reachability map's adjacency, :class:`InProcessAccess`, or pushed down to one of these
databases, :class:`StoreAccess`: ``DotRAG.from_store(source, index_dir=..., pushdown=True)``).
"""

from graphpaths.sources.access import GraphAccess, InProcessAccess, StoreAccess
from graphpaths.sources.cypher import CypherSource
from graphpaths.sources.drivers import BoltRunner, FalkorDBRunner
from graphpaths.sources.kuzu import KuzuSource
from graphpaths.sources.mapping import CypherMapping
from graphpaths.sources.records import (
    GraphRecords,
    NodeRecord,
    RelationshipRecord,
    graph_from_records,
)

__all__ = [
    "BoltRunner",
    "CypherMapping",
    "CypherSource",
    "FalkorDBRunner",
    "GraphAccess",
    "GraphRecords",
    "InProcessAccess",
    "KuzuSource",
    "NodeRecord",
    "RelationshipRecord",
    "StoreAccess",
    "graph_from_records",
]
