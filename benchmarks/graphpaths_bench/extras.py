"""Optional dependencies: import one, or fail with the ``pip install`` line that adds it.

graphpaths keeps what only some users need in extras (``pip install 'graphpaths[eval]'``
for the evaluation harness, its plots and its LangChain peer). Code that needs such a
module imports it through :func:`require` at the point of use, never at module level, so
``import graphpaths`` works without it and a user who calls the feature is told what to
install instead of reading a bare ``ModuleNotFoundError``:

    >>> import json
    >>> require("json", "eval") is json
    True
    >>> require("no_such_module_xyz", "eval", feature="the example")
    Traceback (most recent call last):
    ...
    graphpaths.errors.MissingDependencyError: the example needs no_such_module_xyz, which is not installed: pip install 'graphpaths[eval]'
"""

from __future__ import annotations

import importlib
from types import ModuleType

from graphpaths.errors import ConfigError, MissingDependencyError

__all__ = ["EXTRAS", "require"]

#: The extras of ``pyproject.toml`` that :func:`require` may name.
EXTRAS = frozenset({"eval", "langchain", "llama-index", "all"})


def require(module: str, extra: str, *, feature: str | None = None) -> ModuleType:
    """Import ``module``; when it (or one of its own dependencies) is missing, raise
    :class:`~graphpaths.errors.MissingDependencyError` naming ``graphpaths[extra]``.

    Args:
        module: the dotted module name, e.g. ``"matplotlib.pyplot"``.
        extra: the extra that installs it, one of :data:`EXTRAS`.
        feature: what needs it, for the message (default: ``"graphpaths"``).

    Callers that want typed names import them normally right after the call: the module
    is then in ``sys.modules`` and the import is free.
    """
    if extra not in EXTRAS:
        raise ConfigError(f"extra must be one of {sorted(EXTRAS)}, got {extra!r}")
    try:
        return importlib.import_module(module)
    except ImportError as exc:
        what = feature or "graphpaths"
        missing = exc.name or module
        if not isinstance(exc, ModuleNotFoundError):
            problem = f"cannot be imported ({exc})"
        elif module == missing or module.startswith(missing + "."):
            problem = "is not installed"
        else:
            problem = f"is not installed ({module} needs {missing})"
        raise MissingDependencyError(
            f"{what} needs {module}, which {problem}: pip install 'graphpaths[{extra}]'",
            name=module,
        ) from exc
