"""What both LangChain retrievers share: per-call settings, ``k``, the Documents' form, the
not-found signal and the stage events.

A subclass says how to retrieve (sync and async) and how a result becomes Documents;
:class:`GraphpathsRetriever` passes the keyword arguments of ``invoke`` through
(``retriever.invoke(q, k=3, budget=2000)``: ``k`` is the number of Documents, an integer
>= 1, the rest are settings of the algorithm's config, checked by the core) over the
retriever's ``search_kwargs`` (its defaults for every call, as a LangChain vector store
retriever's: ``search_kwargs={"k": 5, "filter": {"tenant": "acme"}}``), and reports the
result's time per stage to the callbacks as custom events named ``graphpaths_stage``
(``{"retriever", "stage", "seconds"}``, one per stage, after the retrieval), which
``astream_events`` and any callback handler's ``on_custom_event`` receive.

What the Documents hold (:mod:`graphpaths.presentation`) is set by keywords taken like the
others (``search_kwargs`` or per call): ``include_stats=True`` adds the full retrieval
figures to the small default metadata; ``content="sentence"`` or ``"context"`` (DotRAG)
changes ``page_content``. Thresholds are the algorithms' settings: ``score_threshold``
(both) and ``min_confidence`` (DotRAG).

**Nothing found.** The retriever returns an empty list, and sends the reason to the
callbacks as one custom event named ``graphpaths_not_found``
(``{"retriever", "query", "reason"}``), which ``astream_events`` and ``on_custom_event``
receive. With ``not_found_document=True`` it returns one Document instead, whose
``page_content`` is ``"Not found: <reason>"`` and whose metadata has ``not_found`` (True)
and ``reason`` (:func:`graphpaths.presentation.not_found_piece`).

Filters (:mod:`graphpaths.filters`) are the exception to "a call's keyword wins": the
``filter`` of ``search_kwargs`` is an access rule, and a per-call ``filter`` can only
narrow it (both must hold: :func:`graphpaths.filters.narrow`). ``invoke(q, filter=None)``,
``filter={}`` or another tenant's filter never see more than the configured rule allows,
and the call's filter is judged on the rule's view alone (its unknown keys, which kind of
item carries a key), as on an index of the rule's part.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Mapping
from typing import Any

from langchain_core.callbacks import (
    AsyncCallbackManagerForRetrieverRun,
    CallbackManagerForRetrieverRun,
    adispatch_custom_event,
    dispatch_custom_event,
)
from langchain_core.documents import Document
from langchain_core.retrievers import BaseRetriever
from pydantic import ConfigDict, Field, field_validator

from graphpaths.errors import ConfigError
from graphpaths.filters import narrow
from graphpaths.presentation import Piece, Presentation, empty_reason, not_found_piece
from graphpaths.validation import check_int
from langchain_graphpaths.filters import check_filter

__all__ = [
    "NOT_FOUND_EVENT",
    "STAGE_EVENT",
    "GraphpathsRetriever",
    "piece_document",
    "search_defaults",
]

#: The name of the custom event sent once per stage of a retrieval.
STAGE_EVENT = "graphpaths_stage"
#: The name of the custom event sent when a retrieval returns no Document: why.
NOT_FOUND_EVENT = "graphpaths_not_found"
#: This package's names of the presentation options (the rest as they are).
OPTION_NAMES = {"not_found_document": "not_found"}
#: The keywords that set the Documents' form rather than the algorithm.
OPTION_KEYS = ("content", "include_stats", "not_found_document")


def search_defaults(
    search_kwargs: Mapping[str, Any] | None, settings: dict[str, Any]
) -> dict[str, Any]:
    """A factory's ``search_kwargs`` with the Documents' options given among its other
    keywords moved in (and out of ``settings``, which then holds the algorithm's only):
    ``from_index(path, include_stats=True)`` works as ``search_kwargs=...`` does."""
    moved = {key: settings.pop(key) for key in OPTION_KEYS if key in settings}
    return {**moved, **(search_kwargs or {})}


class GraphpathsRetriever(BaseRetriever):
    """A LangChain retriever over a graphpaths algorithm (see the subclasses)."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    #: Documents returned per query (override per call: ``invoke(q, k=3)``).
    k: int = Field(default=10, ge=1)
    #: Defaults of every call's keywords (``k``, config fields), a keyword given to
    #: ``invoke`` winning; and the access rule ``filter``, which a call's ``filter`` only
    #: narrows.
    search_kwargs: dict[str, Any] = Field(default_factory=dict)

    @field_validator("search_kwargs")
    @classmethod
    def _checked_filter(cls, value: dict[str, Any]) -> dict[str, Any]:
        check_filter(value.get("filter"))  # a bad filter fails here, not at the first call
        return value

    @abstractmethod
    def _retrieve(self, query: str, k: int, settings: dict[str, Any]) -> Any: ...

    @abstractmethod
    async def _aretrieve(self, query: str, k: int, settings: dict[str, Any]) -> Any: ...

    @abstractmethod
    def _pieces(self, result: Any, k: int, options: Presentation) -> list[Piece]: ...

    @abstractmethod
    def _seconds(self, result: Any) -> Mapping[str, float]: ...

    def _settings(self, given: dict[str, Any]) -> tuple[int, Presentation, dict[str, Any]]:
        """``(k, the Documents' form, the algorithm's keywords)`` of one call: ``given``
        over ``search_kwargs``, the filter both of theirs (the call's only narrows the
        configured one)."""
        settings = {**self.search_kwargs, **given}
        k = check_int(None, "k", settings.pop("k", self.k), error=ConfigError)
        options = Presentation.take(settings, names=OPTION_NAMES)
        rule = check_filter(self.search_kwargs.get("filter"))
        asked = check_filter(given.get("filter"), name="filter")
        settings["filter"] = narrow(rule, asked)
        return k, options, settings

    def _get_relevant_documents(
        self, query: str, *, run_manager: CallbackManagerForRetrieverRun, **settings: Any
    ) -> list[Document]:
        k, options, settings = self._settings(settings)
        result = self._retrieve(query, k, settings)
        pieces, events = self._outcome(query, result, k, options)
        config = {"callbacks": run_manager.get_child()}
        for name, data in events:
            dispatch_custom_event(name, data, config=config)  # type: ignore[arg-type]
        return [piece_document(piece) for piece in pieces]

    async def _aget_relevant_documents(
        self, query: str, *, run_manager: AsyncCallbackManagerForRetrieverRun, **settings: Any
    ) -> list[Document]:
        k, options, settings = self._settings(settings)
        result = await self._aretrieve(query, k, settings)
        pieces, events = self._outcome(query, result, k, options)
        config = {"callbacks": run_manager.get_child()}
        for name, data in events:
            await adispatch_custom_event(name, data, config=config)  # type: ignore[arg-type]
        return [piece_document(piece) for piece in pieces]

    def _outcome(
        self, query: str, result: Any, k: int, options: Presentation
    ) -> tuple[list[Piece], list[tuple[str, dict[str, Any]]]]:
        """The pieces of ``result`` and the events to send: one per stage, and when no
        piece is left the reason (then the not-found piece, if asked for)."""
        name = self.get_name()
        events: list[tuple[str, dict[str, Any]]] = [
            (STAGE_EVENT, {"retriever": name, "stage": stage, "seconds": float(seconds)})
            for stage, seconds in self._seconds(result).items()
        ]
        pieces = self._pieces(result, k, options)
        if not pieces:
            reason = empty_reason(result)
            events.append((NOT_FOUND_EVENT, {"retriever": name, "query": query, "reason": reason}))
            if options.not_found:
                pieces = [not_found_piece(result, reason)]
        return pieces, events


def piece_document(piece: Piece) -> Document:
    """A piece (:mod:`graphpaths.presentation`) as a Document."""
    return Document(id=piece.id, page_content=piece.text, metadata=piece.metadata)
