"""The examples in the adapters' docstrings run and hold."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "langchain_graphpaths",
    "langchain_graphpaths.base",
    "langchain_graphpaths.dotrag",
    "langchain_graphpaths.embeddings",
    "langchain_graphpaths.filters",
    "langchain_graphpaths.grafine",
    "langchain_graphpaths.llm",
    "llama_index_graphpaths",
    "llama_index_graphpaths.base",
    "llama_index_graphpaths.dotrag",
    "llama_index_graphpaths.embeddings",
    "llama_index_graphpaths.filters",
    "llama_index_graphpaths.grafine",
    "llama_index_graphpaths.llm",
]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0, f"{result.failed} docstring example(s) failed in {name}"
