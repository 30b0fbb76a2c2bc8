"""DotRAG: relational path search over a typed knowledge graph (Moore et al. 2026).

Its rooms, top to bottom (each imports only the rooms below it; the import-graph test
enforces the order):

- ``retriever``: the coordinator (:class:`~graphpaths.dotrag.retriever.DotRAG`);
- ``llm/``: the decisions an LLM makes (policy, prompts by decision, overview, lexicon words);
- ``index/``: the graph index, its files, updates and filtered views;
- ``search/``: anchors, trajectory discovery, hop-by-hop constrained search, path ranking;
- ``reading/``: text, mentions, English, the lexicon, schema, the reader and hedging, and
  the deterministic policy built on them;
- ``protocol/``: configs, options and results, the policy protocol and its typed calls.
"""
