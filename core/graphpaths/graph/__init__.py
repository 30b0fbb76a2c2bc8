"""Graph model and loaders: typed entities, labelled relations, corpus nodes."""

from graphpaths.graph.loaders import (
    METAQA_HEAD_TYPE,
    METAQA_TAIL_TYPES,
    from_networkx,
    load_metaqa_kb,
    load_triples,
)
from graphpaths.graph.model import (
    DEFAULT_TYPE,
    Entity,
    Graph,
    GraphBuilder,
    LoadReport,
    Relation,
    label_words,
)

__all__ = [
    "DEFAULT_TYPE",
    "METAQA_HEAD_TYPE",
    "METAQA_TAIL_TYPES",
    "Entity",
    "Graph",
    "GraphBuilder",
    "LoadReport",
    "Relation",
    "from_networkx",
    "label_words",
    "load_metaqa_kb",
    "load_triples",
]
