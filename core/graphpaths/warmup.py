"""Loading ahead: what a retriever's first query would otherwise load, done at open.

A part that loads lazily (an embedder's model, a policy's word tables, a search's name
index) may define ``warmup()``: load it now, so no later call pays for it. Nothing else is
asked of it, and a part without one is left alone (a user's own embedder, a test double).

``DotRAG.from_index``, ``GraFine.from_index`` and the adapters' ``from_index`` warm up by
default: a service opens an index once and answers many questions, and the first question
should take as long as the others. Pass ``warmup=False`` for a lazy open (a script that
only inspects an index) and call ``warmup()`` on the retriever later, or never.

Example:
    >>> class Lazy:
    ...     loaded = False
    ...     def warmup(self):
    ...         self.loaded = True
    >>> part = Lazy()
    >>> warm_up(part, object())
    >>> part.loaded
    True
"""

from __future__ import annotations

__all__ = ["warm_up"]


def warm_up(*parts: object) -> None:
    """Call ``warmup()`` on each part that has one, in order."""
    for part in parts:
        hook = getattr(part, "warmup", None)
        if callable(hook):
            hook()
