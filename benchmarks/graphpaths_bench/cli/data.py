"""``graphpaths data metaqa-docs``: build benchmark data sets from the shared data."""

from __future__ import annotations

import argparse

from graphpaths.cli.output import Subparsers
from graphpaths_bench.eval.metaqa_docs import write_metaqa_docs

__all__ = ["register", "run_data_metaqa_docs"]


def register(sub: Subparsers) -> None:
    data = sub.add_parser("data", help="build benchmark data sets")
    data_sub = data.add_subparsers(dest="data", required=True)
    docs = data_sub.add_parser(
        "metaqa-docs",
        help="MetaQA as a BEIR corpus of movie documents with shared-people links (edges.tsv)",
    )
    docs.add_argument(
        "--data", required=True, metavar="DIR", help="folder holding metaqa/ (or metaqa/ itself)"
    )
    docs.add_argument("--split", default="dev")
    docs.add_argument("--out", required=True, metavar="DIR")
    docs.set_defaults(func=run_data_metaqa_docs)


def run_data_metaqa_docs(args: argparse.Namespace) -> int:

    report = write_metaqa_docs(args.data, args.out, split=args.split)
    types = ", ".join(f"{name} {count}" for name, count in report.by_type.items())
    print(
        f"wrote {report.out}: {report.documents:,} movie documents, {report.edges:,} links, "
        f"{report.queries:,} queries ({types}), {report.qrels:,} qrels"
    )
    if report.skipped_queries or report.unknown_answers:
        print(
            f"left out {report.skipped_queries} question(s) without a movie answer, "
            f"{report.unknown_answers} answer(s) that are not movies"
        )
    return 0
