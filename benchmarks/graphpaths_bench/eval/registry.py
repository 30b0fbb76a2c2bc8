"""The methods ``graphpaths eval`` knows, by kind and name.

The built-in methods are the ``METHODS`` of the method modules (baselines, DotRAG,
GraFine, the graph-retriever and li-property-graph peers); :func:`register_method` adds one more, so later
retrievers plug in without touching the harness:

    >>> "vss" in registered_methods("graph")
    True
    >>> register_method("my-method", "graph", lambda resources: None, replace=True)
    >>> get_method("my-method", "graph").name
    'my-method'

The registry imports the method modules; they import only :mod:`graphpaths_bench.eval.base`,
never this module, so the imports form no cycle.
"""

from __future__ import annotations

from graphpaths.errors import ConfigError
from graphpaths_bench.eval import baselines, dotrag_methods, grafine_methods
from graphpaths_bench.eval.base import Factory, MethodKind, MethodSpec
from graphpaths_bench.eval.peers import graph_retriever, li_property_graph

__all__ = ["BUILTIN_METHODS", "get_method", "register_method", "registered_methods"]

#: Every built-in method, in the order their modules list them.
BUILTIN_METHODS: tuple[MethodSpec, ...] = (
    *baselines.METHODS,
    *graph_retriever.METHODS,
    *li_property_graph.METHODS,
    *dotrag_methods.METHODS,
    *grafine_methods.METHODS,
)

_REGISTRY: dict[tuple[str, str], MethodSpec] = {
    (spec.kind, spec.name): spec for spec in BUILTIN_METHODS
}


def register_method(
    name: str,
    kind: MethodKind,
    factory: Factory,
    *,
    description: str = "",
    replace: bool = False,
) -> None:
    """Make a method available to ``graphpaths eval`` under ``name``.

    Raises:
        ConfigError: a ``kind`` method of that name exists and ``replace`` is false, or
            the spec is invalid (see :class:`~graphpaths_bench.eval.base.MethodSpec`).
    """
    spec = MethodSpec(name=name, kind=kind, factory=factory, description=description)
    if (kind, name) in _REGISTRY and not replace:
        raise ConfigError(f"a {kind} method named {name!r} is already registered")
    _REGISTRY[(kind, name)] = spec


def registered_methods(kind: MethodKind) -> list[str]:
    """The names of the ``kind`` methods, sorted."""
    return sorted(name for known, name in _REGISTRY if known == kind)


def get_method(name: str, kind: MethodKind) -> MethodSpec:
    """The spec of the ``kind`` method ``name``; :class:`ConfigError` lists the known ones."""
    try:
        return _REGISTRY[(kind, name)]
    except KeyError:
        known = ", ".join(registered_methods(kind))
        raise ConfigError(f"unknown {kind} method {name!r} (known: {known})") from None
