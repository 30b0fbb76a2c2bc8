"""Peer retrievers from other libraries, set up as their users would, for ``graphpaths eval``.

Each peer imports its library (LangChain and friends: ``pip install 'graphpaths[eval]'``)
only inside the functions that build it, so the evaluation harness imports without them.
"""

__all__: list[str] = []
