"""DotRAG: relational path search over a typed knowledge graph (Moore et al. 2026)."""
