"""DotRAG's graph index: building and loading it (``graph_index``), its files on disk
(``files``), live updates (``updates``) and filtered views (``views``).

May import ``dotrag.search``, ``dotrag.reading``, ``dotrag.protocol`` and the shared library
modules; never ``llm`` or the retriever.
"""
