"""What both LlamaIndex retrievers share: ``k``, filters, node conversion hooks and stage
events.

``filters`` restrict every retrieval to what they keep, as LlamaIndex vector retrievers'
``filters`` do: a ``MetadataFilters`` (translated by
:func:`~llama_index_graphpaths.filters.metadata_filters_to_filter`) or a dict in the
graphpaths filter language (:mod:`graphpaths.filters`); DotRAG reads entity and relation
attributes, GraFine document metadata. They are the retriever's access rule: given to the
constructor or assigned later (``retriever.filters = ...``, checked at once), they hold
for every retrieval from then on (LlamaIndex's ``retrieve`` takes no per-call filter).

A subclass says how to retrieve (sync and async) and how a result becomes nodes;
:class:`GraphpathsRetriever` runs it inside LlamaIndex's ``retrieve`` span and sends one
:class:`GraphpathsStageEvent` per stage of the retrieval (its seconds) through the
``llama_index.core.instrumentation`` dispatcher, after the retrieval.
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

from graphpaths.errors import ConfigError
from graphpaths.filters import Filter
from llama_index_graphpaths.filters import metadata_filters_to_filter

__all__ = ["GraphpathsRetriever", "GraphpathsStageEvent", "as_filter", "text_node"]

dispatcher = get_dispatcher(__name__)


class GraphpathsStageEvent(BaseEvent):
    """One stage of a graphpaths retrieval and the seconds it took."""

    retriever: str
    stage: str
    seconds: float

    @classmethod
    def class_name(cls) -> str:
        return "GraphpathsStageEvent"


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
        k: int = 10,
        filters: Any = None,
        callback_manager: CallbackManager | None = None,
    ) -> None:
        if isinstance(k, bool) or not isinstance(k, int) or k < 1:
            raise ConfigError(f"k: expected an integer >= 1, got {k!r}")
        self.k = k
        self.filters = filters
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
    def _nodes(self, result: Any) -> list[NodeWithScore]: ...

    @abstractmethod
    def _seconds(self, result: Any) -> Mapping[str, float]: ...

    def _retrieve(self, query_bundle: QueryBundle) -> list[NodeWithScore]:
        result = self._run(query_bundle.query_str)
        for event in self._stage_events(result):
            dispatcher.event(event)
        return self._nodes(result)

    async def _aretrieve(self, query_bundle: QueryBundle) -> list[NodeWithScore]:
        result = await self._arun(query_bundle.query_str)
        for event in self._stage_events(result):
            await dispatcher.aevent(event)
        return self._nodes(result)

    def _stage_events(self, result: Any) -> list[GraphpathsStageEvent]:
        name = type(self).__name__
        return [
            GraphpathsStageEvent(retriever=name, stage=stage, seconds=float(seconds))
            for stage, seconds in self._seconds(result).items()
        ]
