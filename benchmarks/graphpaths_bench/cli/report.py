"""``graphpaths report``: the Markdown table and PNG plot of an evaluation's JSON."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from graphpaths.cli.output import Subparsers
from graphpaths_bench.eval.report import render_report

__all__ = ["register", "run_report"]


def register(sub: Subparsers) -> None:
    report = sub.add_parser("report", help="Markdown table and PNG plot of an eval JSON")
    report.add_argument("result", metavar="OUT.json")
    report.add_argument("--markdown", default=None, metavar="FILE")
    report.add_argument("--png", default=None, metavar="FILE")
    report.set_defaults(func=run_report)


def run_report(args: argparse.Namespace) -> int:

    payload = json.loads(Path(args.result).read_text(encoding="utf-8"))
    result_path = Path(args.result)  # "run.1.5b.json" -> "run.1.5b.md": only the last suffix goes
    markdown = Path(args.markdown) if args.markdown else result_path.with_suffix(".md")
    png = Path(args.png) if args.png else result_path.with_suffix(".png")
    text = render_report(payload, png=png)
    markdown.write_text(text, encoding="utf-8")
    print(text)
    print(f"wrote {markdown} and {png}")
    return 0
