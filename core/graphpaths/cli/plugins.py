"""The commands and graph formats the benchmarks package adds to ``graphpaths``.

graphpaths-bench (``benchmarks/``, installed beside the library by ``make install``) provides
``graphpaths eval|bench|data|report`` and ``graphpaths index --metaqa``, declared as entry
points of its ``pyproject.toml`` (groups :data:`COMMAND_GROUP` and :data:`GRAPH_FORMAT_GROUP`).
Their names are listed here, so ``graphpaths --help`` shows them without importing the
package or reading any package metadata; the entry point is looked up and its module
imported only when one of them runs, and a missing package is an error naming the install.
"""

from __future__ import annotations

from importlib.metadata import EntryPoint, entry_points
from typing import TYPE_CHECKING, Protocol

from graphpaths.cli.output import Subparsers
from graphpaths.errors import MissingDependencyError

if TYPE_CHECKING:
    from graphpaths.graph import Graph

__all__ = [
    "BENCH_COMMANDS",
    "BENCH_GRAPH_FORMATS",
    "BENCH_INSTALL",
    "COMMAND_GROUP",
    "GRAPH_FORMAT_GROUP",
    "GraphFormat",
    "add_commands",
    "command_of",
    "graph_format",
]

COMMAND_GROUP = "graphpaths.commands"
GRAPH_FORMAT_GROUP = "graphpaths.graph_formats"
BENCH_INSTALL = "pip install ./benchmarks in a graphpaths checkout (make install does it)"

#: The benchmarks package's commands, in the order ``graphpaths --help`` lists them, and
#: their help lines (the package's own parsers say the same; a test compares them).
BENCH_COMMANDS: dict[str, str] = {
    "bench": "benchmarks that write JSON",
    "eval": "evaluate retrievers on benchmark data (writes JSON)",
    "data": "build benchmark data sets",
    "report": "Markdown table and PNG plot of an eval JSON",
}

#: The benchmarks package's graph formats: ``graphpaths index --<name> <metavar>``.
BENCH_GRAPH_FORMATS: dict[str, tuple[str, str]] = {
    "metaqa": ("KB", "MetaQA kb.txt (or its folder)"),
}


class GraphFormat(Protocol):
    """What a graph format's entry point names: ``(path, lenient=) -> (graph, source)``,
    the source being what the index records (the file read)."""

    def __call__(self, path: str, *, lenient: bool) -> tuple[Graph, str]: ...


def _entry_point(group: str, name: str, what: str) -> EntryPoint:
    found = sorted(entry_points(group=group, name=name), key=lambda point: point.value)
    if not found:
        raise MissingDependencyError(
            f"{what} comes with the benchmarks package (graphpaths-bench), which is not "
            f"installed: {BENCH_INSTALL}",
            name="graphpaths_bench",
        )
    return found[0]


def add_commands(sub: Subparsers, wanted: str | None) -> None:
    """Add the benchmarks package's commands to ``sub``: the full parser of ``wanted`` (its
    module is imported through the entry point), a one-line entry for ``--help`` for the
    others.

    Raises:
        MissingDependencyError: ``wanted`` is one of them and the package is not installed.
    """
    for name, help_line in BENCH_COMMANDS.items():
        if name == wanted:
            module = _entry_point(COMMAND_GROUP, name, f"graphpaths {name}").load()
            module.register(sub)
        else:
            # Never parsed: a command that runs is the full parser above.
            sub.add_parser(name, help=help_line, add_help=False)


def graph_format(name: str) -> GraphFormat:
    """The loader of ``graphpaths index --<name>`` (one of :data:`BENCH_GRAPH_FORMATS`).

    Raises:
        MissingDependencyError: the benchmarks package is not installed.
    """
    loader: GraphFormat = _entry_point(
        GRAPH_FORMAT_GROUP, name, f"graphpaths index --{name}"
    ).load()
    return loader


def command_of(argv: list[str]) -> str | None:
    """The command ``argv`` names: its first word that is not an option (the top-level
    parser's options take no values)."""
    return next((word for word in argv if not word.startswith("-")), None)
