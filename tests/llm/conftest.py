"""Fixtures of the LLM tests."""

from __future__ import annotations

import pytest

from graphpaths.llm.steps import Pause


@pytest.fixture
def pauses(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    """The backoff pauses of LLM calls (the OpenAI client's retries), recorded instead of
    slept: what a test asserts instead of timing the calls."""
    slept: list[float] = []
    monkeypatch.setattr(Pause, "run", lambda self: slept.append(self.seconds))
    return slept
