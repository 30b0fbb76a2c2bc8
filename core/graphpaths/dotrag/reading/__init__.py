"""Reading a question: text normalisation (``text``), which names it mentions
(``mentions``), the general English the reader knows (``english``), the graph's lexicon of
label and type words (``lexicon``, ``lexicon_file``), the label paths a graph offers
(``schema``, ``label_walks``), the scorer over candidate readings (``reader``), hedging
between close readings (``hedging``), the fitted weights files (``weights_file``) and the
deterministic policy built on them
(``heuristic``).

May import ``dotrag.protocol`` and the shared library modules; never ``search``, ``index``,
``llm`` or the retriever.
"""
