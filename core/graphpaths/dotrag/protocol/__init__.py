"""DotRAG's contract between its stages: configs, the options a policy is offered and the
results it returns (``types``), the :class:`Policy` protocol and its decisions (``policy``),
the typed calls through which the search asks a policy and the drivers that answer them
(``calls``), and the random baseline policy (``random_policy``).

The lowest room of ``dotrag/``: it imports nothing of ``dotrag`` but itself, only the
shared library modules below (``errors``, ``context``, ``llm.budget``, ``validation``).
"""
