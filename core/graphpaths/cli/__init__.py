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
import os
import sys
from collections.abc import Sequence

from graphpaths.cli import index, info, lexicon, plugins, query, sync
from graphpaths.errors import GraphPathsError

__all__ = ["COMMANDS", "EXIT_BROKEN_PIPE", "build_parser", "main"]

#: The library's command modules, in the order ``graphpaths --help`` lists them (the
#: benchmarks package's commands follow).
COMMANDS = (index, info, query, lexicon, sync)
#: The exit code when the reader of the output goes away (``graphpaths query ... | head -1``):
#: 128 + SIGPIPE, what a shell reports for a tool the closed pipe stopped; no traceback.
EXIT_BROKEN_PIPE = 141


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


def _quiet_stdout() -> None:
    """Point the standard output at the null device, so the interpreter's last flush of
    what the closed pipe did not take does not fail again at the exit."""
    try:
        fd = sys.stdout.fileno()
    except (AttributeError, OSError, ValueError):  # not a file (a test's capture): nothing
        return
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, fd)
    os.close(devnull)


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
        sys.stdout.flush()  # a reader gone (`| head -1`) shows here, not at the exit
    except GraphPathsError as exc:
        return _error(exc)
    except BrokenPipeError:
        _quiet_stdout()
        return EXIT_BROKEN_PIPE
    except KeyboardInterrupt:
        print("graphpaths: interrupted; run the same command again to resume", file=sys.stderr)
        return 130
    return code
