"""Where a graph comes from: plain node and relationship records (:mod:`.records`), which
the framework adapters (LangChain GraphDocuments, LlamaIndex property graph stores) and the
database sources produce, turned into a :class:`~graphpaths.graph.Graph` by the graph's
own builder.

What it may import: :mod:`graphpaths.graph` and :mod:`graphpaths.errors` (the layers
below it), never a retriever, an index nor a framework (LangChain, LlamaIndex): an adapter
converts its framework's objects into records, and the core reads only records. Database
drivers, when a source needs one, are imported inside the function that connects.
"""

from graphpaths.sources.records import (
    GraphRecords,
    NodeRecord,
    RelationshipRecord,
    graph_from_records,
)

__all__ = ["GraphRecords", "NodeRecord", "RelationshipRecord", "graph_from_records"]
