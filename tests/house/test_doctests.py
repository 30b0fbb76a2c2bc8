"""The examples in the core's docstrings run and hold."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import graphpaths

# Docstring examples that load the embedding model are slow; they run in their own tests.
SLOW = {"graphpaths.embeddings"}


def _modules() -> list[str]:
    names = []
    for info in pkgutil.walk_packages(graphpaths.__path__, prefix="graphpaths."):
        if info.name not in SLOW:
            names.append(info.name)
    return sorted(names)


@pytest.mark.parametrize("name", _modules())
def test_docstring_examples(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0, f"{result.failed} docstring example(s) failed in {name}"


@pytest.mark.slow
def test_embedding_docstring_examples() -> None:
    module = importlib.import_module("graphpaths.embeddings")
    assert doctest.testmod(module).failed == 0
