"""The knowledge graph and its loaders: typed entities, labelled relations; entity types
inferred from relation roles for graphs that name none."""

from graphpaths.graph.loaders import from_networkx, load_triples
from graphpaths.graph.model import (
    DEFAULT_TYPE,
    Entity,
    Graph,
    GraphBuilder,
    LoadReport,
    Relation,
    TypeOrigin,
    label_words,
)
from graphpaths.graph.roles import TypeInference, assign_types, infer_types

__all__ = [
    "DEFAULT_TYPE",
    "Entity",
    "Graph",
    "GraphBuilder",
    "LoadReport",
    "Relation",
    "TypeInference",
    "TypeOrigin",
    "assign_types",
    "from_networkx",
    "infer_types",
    "label_words",
    "load_triples",
]
