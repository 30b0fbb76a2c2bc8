"""Shared by the adapter tests: the bundled data, and a scripted policy responder."""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Any

__all__ = ["MOVIES", "NOTES", "PolicyResponder", "load_notes"]

DATA = Path(__file__).resolve().parents[1] / "cookbook" / "data"
MOVIES = {"triples": DATA / "movies.csv", "entities": DATA / "movie_entities.csv"}
NOTES = DATA / "project_notes.jsonl"


def load_notes() -> list[dict[str, Any]]:
    """The 30 linked notes about the fictional Kestrel project: id, title, text, links."""
    return [json.loads(line) for line in NOTES.read_text(encoding="utf-8").splitlines()]


class PolicyResponder:
    """Answers DotRAG's prompts like a model that only ranks: a ranking request (its JSON
    schema, appended to the prompt by the wrappers, asks for ``"ranking"``) gets the valid
    answer ``{"ranking": [1]}``; every other request gets text that is not JSON, so the
    policy retries once and then falls back. Counts what it answered."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.valid = 0
        self.invalid = 0

    @property
    def calls(self) -> int:
        return self.valid + self.invalid

    def __call__(self, prompt: str) -> str:
        ranking = '"ranking"' in prompt.rsplit("JSON Schema", 1)[-1]
        with self._lock:
            if ranking:
                self.valid += 1
            else:
                self.invalid += 1
        return '{"ranking": [1]}' if ranking else "I think the first one."
