"""Budgeted context: entities and relations packed into a token budget.

Every retriever of a knowledge graph (DotRAG, the baselines) hands its ranked
evidence to one :class:`ContextBuilder`, so all of them are measured on the
same footing: items are added in rank order, each entity and each relation is
counted once however many paths share it, and an item that does not fit is
skipped while smaller ones after it may still fit.

The retrieved set of an evaluation is :attr:`Context.entities`: every entity
named in the final context, whether as an entity item or as the head or tail
of a relation item.

Example:
    >>> from graphpaths.graph import GraphBuilder
    >>> b = GraphBuilder()
    >>> _ = b.add_entity("kismet", name="Kismet", types=["movie"])
    >>> _ = b.add_entity("wd", name="William Dieterle", types=["person"])
    >>> _ = b.add_relation("kismet", "wd", "directed_by")
    >>> builder = ContextBuilder(b.build(), budget=100)
    >>> builder.add_relation(0, score=0.9)
    True
    >>> builder.add_relation(0, score=0.9)  # already in: not counted again
    False
    >>> ctx = builder.build()
    >>> sorted(ctx.entities), ctx.text
    ([0, 1], 'Kismet directed by William Dieterle')
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from graphpaths.validation import check_int

if TYPE_CHECKING:
    from graphpaths.graph import Graph

__all__ = [
    "DEFAULT_BUDGET",
    "Context",
    "ContextBuilder",
    "ContextItem",
    "TokenCounter",
    "approximate_tokens",
]

#: The papers' retrieval budget.
DEFAULT_BUDGET = 10_000

#: Counts the tokens of one text.
TokenCounter = Callable[[str], int]

_TOKEN = re.compile(r"\w+|[^\w\s]", re.UNICODE)


def approximate_tokens(text: str) -> int:
    """Words and punctuation marks: close to a BPE count on English, needs no download.

    >>> approximate_tokens("Kismet directed by William Dieterle.")  # 5 words, ".", line break
    7
    """
    return len(_TOKEN.findall(text)) + 1  # +1 for the line break between items


@dataclass(frozen=True, kw_only=True)
class ContextItem:
    """One line of context: an entity or a relation, with its rank score and cost."""

    kind: Literal["entity", "relation"]
    index: int
    text: str
    tokens: int
    score: float


@dataclass(frozen=True, kw_only=True)
class Context:
    """The budgeted context: items in order, and the sets an evaluation reads."""

    items: tuple[ContextItem, ...]
    budget: int
    tokens: int
    #: Every entity named in the context (entity items and relation endpoints).
    entities: frozenset[int]
    relations: frozenset[int]
    #: Items ranked but left out because they did not fit.
    skipped: int = 0

    @property
    def text(self) -> str:
        return "\n".join(item.text for item in self.items)


class ContextBuilder:
    """Adds ranked entities and relations until the token budget is spent."""

    def __init__(
        self,
        graph: Graph,
        *,
        budget: int = DEFAULT_BUDGET,
        counter: TokenCounter = approximate_tokens,
    ) -> None:
        check_int("ContextBuilder", "budget", budget, low=0)
        self.graph = graph
        self.budget = budget
        self.counter = counter
        self._items: list[ContextItem] = []
        self._entities: set[int] = set()
        self._entity_items: set[int] = set()
        self._relations: set[int] = set()
        self._tokens = 0
        self._skipped = 0

    @property
    def remaining(self) -> int:
        return self.budget - self._tokens

    def _add(
        self, kind: Literal["entity", "relation"], index: int, text: str, score: float
    ) -> bool:
        tokens = self.counter(text)
        if tokens > self.remaining:
            self._skipped += 1
            return False
        self._items.append(
            ContextItem(kind=kind, index=index, text=text, tokens=tokens, score=score)
        )
        self._tokens += tokens
        return True

    def add_entity(self, entity: int, *, score: float = 0.0) -> bool:
        """Add an entity's text; False when it is already in or does not fit."""
        i = int(entity)
        if i in self._entity_items:
            return False
        if not self._add("entity", i, self.graph.entity_text(i, inferred_types=True), score):
            return False
        self._entity_items.add(i)
        self._entities.add(i)
        return True

    def add_relation(self, relation: int, *, score: float = 0.0) -> bool:
        """Add a relation's text (naming both endpoints); False when already in or too big."""
        j = int(relation)
        if j in self._relations:
            return False
        if not self._add("relation", j, self.graph.relation_text(j), score):
            return False
        self._relations.add(j)
        self._entities.update((int(self.graph.heads[j]), int(self.graph.tails[j])))
        return True

    def contains_relation(self, relation: int) -> bool:
        return int(relation) in self._relations

    def contains_entity_item(self, entity: int) -> bool:
        return int(entity) in self._entity_items

    def build(self) -> Context:
        return Context(
            items=tuple(self._items),
            budget=self.budget,
            tokens=self._tokens,
            entities=frozenset(self._entities),
            relations=frozenset(self._relations),
            skipped=self._skipped,
        )
