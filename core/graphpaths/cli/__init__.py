"""The ``graphpaths`` command: index, info, query, lexicon, bench, eval, data, report.

A thin layer over the library: it parses arguments, shows progress bars and
prints results; the work happens in :mod:`graphpaths.index`, :mod:`graphpaths.eval`
and :mod:`graphpaths.bench`.

Each command lives in its own module with a ``register(sub)`` that adds its parser
(and its subcommands) and points ``func`` at the function that runs it; adding a
subcommand is a change to that one module. A new top-level command is a new module
listed in :data:`COMMANDS`.
"""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Sequence

from graphpaths.cli import bench, data, index, info, lexicon, query, report
from graphpaths.cli import eval as evaluate
from graphpaths.errors import GraphPathsError

__all__ = ["COMMANDS", "build_parser", "main"]

#: The command modules, in the order ``graphpaths --help`` lists them.
COMMANDS = (index, info, query, lexicon, bench, evaluate, data, report)


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of every command."""
    parser = argparse.ArgumentParser(prog="graphpaths", description=__doc__.splitlines()[0])
    parser.add_argument("-v", "--verbose", action="store_true", help="log at INFO level")
    sub = parser.add_subparsers(dest="command", required=True)
    for command in COMMANDS:
        command.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``graphpaths`` with ``argv`` (default: the process's); returns the exit code."""
    args = build_parser().parse_args(argv)
    level = logging.INFO if args.verbose else logging.WARNING
    root = logging.getLogger()
    before = set(root.handlers)
    logging.basicConfig(level=level, format="%(levelname)s %(name)s: %(message)s")
    for handler in set(root.handlers) - before:
        # Some libraries set their own loggers to DEBUG (bm25s); our handler keeps them quiet.
        handler.setLevel(level)
    try:
        code: int = args.func(args)
    except GraphPathsError as exc:  # bad input or settings: one line, no traceback
        message = " ".join(str(exc).split("\n"))
        print(f"graphpaths: error: {message}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("graphpaths: interrupted; run the same command again to resume", file=sys.stderr)
        return 130
    return code
