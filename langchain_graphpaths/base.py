"""What both LangChain retrievers share: per-call settings, ``k``, and the stage events.

A subclass says how to retrieve (sync and async) and how a result becomes Documents;
:class:`GraphpathsRetriever` passes the keyword arguments of ``invoke`` through
(``retriever.invoke(q, k=3, budget=2000)``: ``k`` is the number of Documents, an integer
>= 1, the rest are settings of the algorithm's config, checked by the core) over the
retriever's ``search_kwargs`` (its defaults for every call, as a LangChain vector store
retriever's: ``search_kwargs={"k": 5, "filter": {"tenant": "acme"}}``), and reports the
result's time per stage to the callbacks as custom events named ``graphpaths_stage``
(``{"retriever", "stage", "seconds"}``, one per stage, after the retrieval), which
``astream_events`` and any callback handler's ``on_custom_event`` receive.

Filters (:mod:`graphpaths.filters`) are the exception to "a call's keyword wins": the
``filter`` of ``search_kwargs`` is an access rule, and a per-call ``filter`` can only
narrow it (both must hold: :func:`graphpaths.filters.narrow`). ``invoke(q, filter=None)``,
``filter={}`` or another tenant's filter never see more than the configured rule allows.
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
from graphpaths.validation import check_int
from langchain_graphpaths.filters import check_filter

__all__ = ["STAGE_EVENT", "GraphpathsRetriever"]

#: The name of the custom event sent once per stage of a retrieval.
STAGE_EVENT = "graphpaths_stage"


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
    def _documents(self, result: Any, k: int) -> list[Document]: ...

    @abstractmethod
    def _seconds(self, result: Any) -> Mapping[str, float]: ...

    def _settings(self, given: dict[str, Any]) -> tuple[int, dict[str, Any]]:
        """``(k, the algorithm's keywords)`` of one call: ``given`` over ``search_kwargs``,
        the filter both of theirs (the call's only narrows the configured one)."""
        settings = {**self.search_kwargs, **given}
        k = check_int(None, "k", settings.pop("k", self.k), error=ConfigError)
        rule = check_filter(self.search_kwargs.get("filter"))
        asked = check_filter(given.get("filter"), name="filter")
        settings["filter"] = narrow(rule, asked)
        return k, settings

    def _get_relevant_documents(
        self, query: str, *, run_manager: CallbackManagerForRetrieverRun, **settings: Any
    ) -> list[Document]:
        k, settings = self._settings(settings)
        result = self._retrieve(query, k, settings)
        config = {"callbacks": run_manager.get_child()}
        for data in self._stage_events(result):
            dispatch_custom_event(STAGE_EVENT, data, config=config)  # type: ignore[arg-type]
        return self._documents(result, k)

    async def _aget_relevant_documents(
        self, query: str, *, run_manager: AsyncCallbackManagerForRetrieverRun, **settings: Any
    ) -> list[Document]:
        k, settings = self._settings(settings)
        result = await self._aretrieve(query, k, settings)
        config = {"callbacks": run_manager.get_child()}
        for data in self._stage_events(result):
            await adispatch_custom_event(STAGE_EVENT, data, config=config)  # type: ignore[arg-type]
        return self._documents(result, k)

    def _stage_events(self, result: Any) -> list[dict[str, Any]]:
        name = self.get_name()
        return [
            {"retriever": name, "stage": stage, "seconds": float(seconds)}
            for stage, seconds in self._seconds(result).items()
        ]
