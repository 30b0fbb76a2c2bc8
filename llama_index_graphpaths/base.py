"""What both LlamaIndex retrievers share: ``k``, filters, the nodes' form, the not-found
signal and stage events.

``filters`` restrict every retrieval to what they keep, as LlamaIndex vector retrievers'
``filters`` do: a ``MetadataFilters`` (translated by
:func:`~llama_index_graphpaths.filters.metadata_filters_to_filter`) or a dict in the
graphpaths filter language (:mod:`graphpaths.filters`); DotRAG reads entity and relation
attributes, GraFine document metadata. They are the retriever's access rule: given to the
constructor or assigned later (``retriever.filters = ...``, checked at once), they hold
for every retrieval from then on (LlamaIndex's ``retrieve`` takes no per-call filter; a
caller's filter under a rule is ``filters=graphpaths.filters.narrow(rule, caller_filter)``,
judged on the rule's view alone).

A subclass says how to retrieve (sync and async) and how a result becomes nodes;
:class:`GraphpathsRetriever` runs it inside LlamaIndex's ``retrieve`` span and sends one
:class:`GraphpathsStageEvent` per stage of the retrieval (its seconds) through the
``llama_index.core.instrumentation`` dispatcher, after the retrieval.

What the nodes hold (:mod:`graphpaths.presentation`) is set by constructor keywords (the
factories take them too): ``include_stats=True`` adds the full retrieval figures to the
small default metadata; ``content="sentence"`` or ``"context"`` (DotRAG) changes the node
text. Thresholds are the algorithms' settings, given to the constructor or a factory:
``score_threshold`` (both) and ``min_confidence`` (DotRAG). LlamaIndex's ``retrieve``
takes a query only, so none of these changes per call.

**Nothing found.** The retriever returns an empty list and sends one
:class:`GraphpathsNotFoundEvent` (``retriever``, ``query``, ``reason``) through the
dispatcher, as it sends the stage events: an event handler on the root dispatcher receives
it. With ``not_found_node=True`` it returns one node instead, scored 0, whose text is
``"Not found: <reason>"`` and whose metadata has ``not_found`` (True) and ``reason``.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Mapping
from typing import Any

from llama_index.core.callbacks import CallbackManager
from llama_index.core.instrumentation.events import BaseEvent
from llama_index.core.retrievers import BaseRetriever
from llama_index.core.schema import NodeWithScore, QueryBundle, TextNode
from llama_index_instrumentation import get_dispatcher

from graphpaths.config import with_overrides
from graphpaths.errors import ConfigError
from graphpaths.filters import Filter
from graphpaths.presentation import Piece, Presentation, empty_reason, not_found_piece
from llama_index_graphpaths.filters import metadata_filters_to_filter

__all__ = [
    "GraphpathsNotFoundEvent",
    "GraphpathsRetriever",
    "GraphpathsStageEvent",
    "as_filter",
    "scored_node",
    "take_options",
    "text_node",
]

#: This package's names of the presentation options (the rest as they are).
OPTION_NAMES = {"not_found_node": "not_found"}
#: The keywords that set the nodes' form rather than the algorithm.
OPTION_KEYS = ("content", "include_stats", "not_found_node")

dispatcher = get_dispatcher(__name__)


class GraphpathsStageEvent(BaseEvent):
    """One stage of a graphpaths retrieval and the seconds it took."""

    retriever: str
    stage: str
    seconds: float

    @classmethod
    def class_name(cls) -> str:
        return "GraphpathsStageEvent"


class GraphpathsNotFoundEvent(BaseEvent):
    """A retrieval returned no node: the query and why."""

    retriever: str
    query: str
    reason: str

    @classmethod
    def class_name(cls) -> str:
        return "GraphpathsNotFoundEvent"


def take_options(settings: dict[str, Any]) -> dict[str, Any]:
    """The nodes' options among a factory's keywords (removed from ``settings``, which then
    holds the algorithm's only), for the constructor."""
    return {key: settings.pop(key) for key in OPTION_KEYS if key in settings}


def text_node(node_id: str, text: str, metadata: dict[str, Any]) -> TextNode:
    """A node whose metadata stays out of the LLM prompt and of embeddings (it is for you)."""
    return TextNode(
        id_=node_id,
        text=text,
        metadata=metadata,
        excluded_llm_metadata_keys=list(metadata),
        excluded_embed_metadata_keys=list(metadata),
    )


def as_filter(filters: Any) -> Filter | None:
    """``filters`` (LlamaIndex ``MetadataFilters``, a graphpaths filter dict or
    :class:`~graphpaths.filters.Filter`, or None) as a checked graphpaths filter."""
    if filters is None or isinstance(filters, Filter):
        return filters
    if isinstance(filters, Mapping):
        return Filter.parse(filters, name="filters")
    return Filter.parse(metadata_filters_to_filter(filters))


class GraphpathsRetriever(BaseRetriever):
    """A LlamaIndex retriever over a graphpaths algorithm (see the subclasses)."""

    def __init__(
        self,
        *,
        config: Any,
        k: int = 10,
        filters: Any = None,
        callback_manager: CallbackManager | None = None,
        **settings: Any,
    ) -> None:
        if isinstance(k, bool) or not isinstance(k, int) or k < 1:
            raise ConfigError(f"k: expected an integer >= 1, got {k!r}")
        self.k = k
        self.filters = filters
        #: The nodes' form: ``content``, ``include_stats``, ``not_found`` (``not_found_node``).
        self.options = Presentation.take(settings, names=OPTION_NAMES)
        with_overrides(config, settings)  # a bad setting fails here, not at the first query
        #: The algorithm's settings (``config``'s fields) every retrieval overrides.
        self.settings = settings
        super().__init__(callback_manager=callback_manager)

    @property
    def filters(self) -> Any:
        """The filters as given (``MetadataFilters``, a filter dict, or None)."""
        return self._filters

    @filters.setter
    def filters(self, value: Any) -> None:
        # Checked (and translated) here, so a bad filter fails at the assignment and every
        # later retrieval runs with the new one.
        parsed = as_filter(value)
        self._filters = value
        self._filter = parsed

    @property
    def filter(self) -> Filter | None:
        """The checked graphpaths filter every retrieval runs with."""
        return self._filter

    @abstractmethod
    def _run(self, query: str) -> Any: ...

    @abstractmethod
    async def _arun(self, query: str) -> Any: ...

    @abstractmethod
    def _pieces(self, result: Any) -> list[Piece]: ...

    @abstractmethod
    def _seconds(self, result: Any) -> Mapping[str, float]: ...

    def _retrieve(self, query_bundle: QueryBundle) -> list[NodeWithScore]:
        query = query_bundle.query_str
        result = self._run(query)
        pieces, events = self._outcome(query, result)
        for event in events:
            dispatcher.event(event)
        return [scored_node(piece) for piece in pieces]

    async def _aretrieve(self, query_bundle: QueryBundle) -> list[NodeWithScore]:
        query = query_bundle.query_str
        result = await self._arun(query)
        pieces, events = self._outcome(query, result)
        for event in events:
            await dispatcher.aevent(event)
        return [scored_node(piece) for piece in pieces]

    def _outcome(self, query: str, result: Any) -> tuple[list[Piece], list[BaseEvent]]:
        """The pieces of ``result`` and the events to send: one per stage, and when no
        piece is left the reason (then the not-found piece, if asked for)."""
        name = type(self).__name__
        events: list[BaseEvent] = [
            GraphpathsStageEvent(retriever=name, stage=stage, seconds=float(seconds))
            for stage, seconds in self._seconds(result).items()
        ]
        pieces = self._pieces(result)
        if not pieces:
            reason = empty_reason(result)
            events.append(GraphpathsNotFoundEvent(retriever=name, query=query, reason=reason))
            if self.options.not_found:
                pieces = [not_found_piece(result, reason)]
        return pieces, events


def scored_node(piece: Piece) -> NodeWithScore:
    """A piece (:mod:`graphpaths.presentation`) as a scored node."""
    return NodeWithScore(node=text_node(piece.id, piece.text, piece.metadata), score=piece.score)
