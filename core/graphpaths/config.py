"""Per-call settings: a frozen config with some fields replaced, the one way both retrievers
take overrides (``dotrag.retrieve(q, budget=2000)``, ``grafine.retrieve(q, k=5, b_max=50)``).

Example:
    >>> from graphpaths.dotrag.protocol.types import DotRAGConfig
    >>> with_overrides(DotRAGConfig(), {"budget": 2000}).budget
    2000
    >>> with_overrides(DotRAGConfig(), {"budjet": 2000})
    Traceback (most recent call last):
    ...
    graphpaths.errors.ConfigError: unknown DotRAGConfig setting 'budjet' (known: ...)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any, TypeVar

from graphpaths.errors import ConfigError

__all__ = ["setting_names", "with_overrides"]

C = TypeVar("C")


def setting_names(config: object) -> tuple[str, ...]:
    """The field names of a config dataclass (instance or class), in declaration order."""
    return tuple(f.name for f in dataclasses.fields(config))  # type: ignore[arg-type]


def with_overrides(config: C, overrides: Mapping[str, Any]) -> C:
    """``config`` with ``overrides`` replaced (validated again); unknown names raise."""
    if not overrides:
        return config
    known = setting_names(config)
    unknown = sorted(set(overrides) - set(known))
    if unknown:
        raise ConfigError(
            f"unknown {type(config).__name__} setting {', '.join(map(repr, unknown))} "
            f"(known: {', '.join(known)})"
        )
    return dataclasses.replace(config, **overrides)  # type: ignore[type-var]
