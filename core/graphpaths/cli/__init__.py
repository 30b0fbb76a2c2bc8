"""The ``graphpaths`` command: index, info, query, lexicon, sync.

A thin layer over the library: it parses arguments, shows progress bars and
prints results; the work happens in :mod:`graphpaths.dotrag.index.graph_index` and the retrievers.

Each command lives in its own module with a ``register(sub)`` that adds its parser
(and its subcommands) and points ``func`` at the function that runs it; adding a
subcommand is a change to that one module. A new top-level command is a new module
listed in :data:`COMMANDS`. ``bench``, ``eval``, ``data`` and ``report`` come with the
benchmarks package (graphpaths-bench, ``benchmarks/``): :mod:`graphpaths.cli.plugins`
finds them when one runs.
"""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Sequence

from graphpaths.cli import index, info, lexicon, plugins, query, sync
from graphpaths.errors import GraphPathsError

__all__ = ["COMMANDS", "build_parser", "main"]

#: The library's command modules, in the order ``graphpaths --help`` lists them (the
#: benchmarks package's commands follow).
COMMANDS = (index, info, query, lexicon, sync)


def build_parser(argv: Sequence[str] = ()) -> argparse.ArgumentParser:
    """The argument parser of every command; the full one of a benchmarks command only
    when ``argv`` runs it (its package is imported then, not for the others).

    Raises:
        MissingDependencyError: ``argv`` runs a benchmarks command that is not installed.
    """
    parser = argparse.ArgumentParser(prog="graphpaths", description=__doc__.splitlines()[0])
    parser.add_argument("-v", "--verbose", action="store_true", help="log at INFO level")
    sub = parser.add_subparsers(dest="command", required=True)
    for command in COMMANDS:
        command.register(sub)
    plugins.add_commands(sub, plugins.command_of(list(argv)))
    return parser


def _error(exc: GraphPathsError) -> int:
    """Bad input or settings: one line, no traceback, exit code 2."""
    message = " ".join(str(exc).split("\n"))
    print(f"graphpaths: error: {message}", file=sys.stderr)
    return 2


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``graphpaths`` with ``argv`` (default: the process's); returns the exit code."""
    argv = sys.argv[1:] if argv is None else list(argv)
    try:
        parser = build_parser(argv)
    except GraphPathsError as exc:  # a benchmarks command without its package
        return _error(exc)
    args = parser.parse_args(argv)
    level = logging.INFO if args.verbose else logging.WARNING
    root = logging.getLogger()
    before = set(root.handlers)
    logging.basicConfig(level=level, format="%(levelname)s %(name)s: %(message)s")
    for handler in set(root.handlers) - before:
        # Some libraries set their own loggers to DEBUG (bm25s); our handler keeps them quiet.
        handler.setLevel(level)
    try:
        code: int = args.func(args)
    except GraphPathsError as exc:
        return _error(exc)
    except KeyboardInterrupt:
        print("graphpaths: interrupted; run the same command again to resume", file=sys.stderr)
        return 130
    return code
