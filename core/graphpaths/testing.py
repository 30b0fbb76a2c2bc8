"""Test doubles for code built on graphpaths: no model, no server, the same protocols.

- :class:`ScriptedLLM` answers DotRAG's policy (or anything taking an :class:`~graphpaths.llm.LLM`)
  from a list or a function and keeps every request it was sent; it raises
  :class:`ScriptExhaustedError` when the list runs out.
- :class:`HashingEmbedder` embeds texts as hashed bags of words: deterministic, instant, no
  model to load (``graphpaths index --backend hash`` uses it too).

Example:
    >>> llm = ScriptedLLM(['{"ranking": [1]}'])
    >>> llm.complete([{"role": "user", "content": "Rank the anchors"}]).text
    '{"ranking": [1]}'
    >>> [request.messages[-1].content for request in llm.requests]
    ['Rank the anchors']
    >>> HashingEmbedder(dimension=8).embed_query("who directed Kismet").shape
    (8,)
"""

from graphpaths.embeddings_hashing import HashingEmbedder
from graphpaths.errors import ScriptExhaustedError
from graphpaths.llm.scripted import Responder, ScriptedLLM, ScriptedRequest, ScriptItem

__all__ = [
    "HashingEmbedder",
    "Responder",
    "ScriptExhaustedError",
    "ScriptItem",
    "ScriptedLLM",
    "ScriptedRequest",
]
