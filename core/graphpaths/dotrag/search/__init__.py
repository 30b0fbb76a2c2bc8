"""The search, in the pipeline's order: anchors (``anchors``), trajectory discovery with
previews (``discovery``), hop-by-hop constrained search (``hops``) with the repairs of a
policy's answers (``repairs``), and path ranking into a token budget (``ranking``).

May import ``dotrag.reading`` (text and mentions), ``dotrag.protocol`` and the shared
library modules; never ``index``, ``llm`` or the retriever. The policy is asked through
:mod:`graphpaths.dotrag.protocol.calls`, never imported.
"""
