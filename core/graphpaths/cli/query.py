"""``graphpaths query``: DotRAG's paths and context for one question over an index."""

from __future__ import annotations

import argparse
import json
from typing import Any

from graphpaths.cli.output import Subparsers

__all__ = ["register", "run_query"]


def register(sub: Subparsers) -> None:
    query = sub.add_parser("query", help="DotRAG: the paths and context for one question")
    query.add_argument("index", metavar="DIR")
    query.add_argument("question")
    query.add_argument("--policy", choices=("heuristic", "random"), default="heuristic")
    query.add_argument("--seed", type=int, default=0, help="seed of --policy random")
    query.add_argument("--budget", type=int, default=10_000, help="context budget in tokens")
    query.add_argument(
        "--max-paths", type=_at_least_one, default=30, help="paths shown in the tree (>= 1)"
    )
    query.add_argument(
        "--backend",
        default=None,
        help="embedding backend (default: the one the index was built with; hash for an "
        "index built with --backend hash)",
    )
    query.add_argument(
        "--filter",
        default=None,
        metavar="JSON",
        help='search only what this filter keeps, e.g. \'{"tenant": "acme"}\' '
        "(the language of graphpaths.filters)",
    )
    query.add_argument("--json", action="store_true", help="print JSON")
    query.set_defaults(func=run_query)


def _at_least_one(value: str) -> int:
    """An argument that must be an integer >= 1 (argparse names the option on error)."""
    try:
        number = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected an integer >= 1, got {value!r}") from None
    if number < 1:
        raise argparse.ArgumentTypeError(f"expected an integer >= 1, got {number}")
    return number


def run_query(args: argparse.Namespace) -> int:
    from graphpaths.dotrag.ranking import render_paths
    from graphpaths.dotrag.retriever import DotRAG
    from graphpaths.dotrag.types import DotRAGConfig
    from graphpaths.embeddings import SentenceTransformerEmbedder
    from graphpaths.index import load_index
    from graphpaths.validation import check_query

    check_query(args.question, name="question")
    where = None
    if args.filter is not None:
        from graphpaths.errors import FilterError
        from graphpaths.filters import Filter

        try:
            given = json.loads(args.filter)
        except json.JSONDecodeError as exc:
            raise FilterError(f"--filter: not JSON ({exc.msg} at column {exc.colno})") from None
        where = Filter.parse(given, name="--filter")
    index = load_index(args.index)
    # Without --backend, DotRAG makes the embedder the index records (e.g. a static one).
    embedder: Any = None
    spec = index.manifest.embedder_spec or {}
    if args.backend == "hash" or (args.backend is None and spec.get("kind") == "hashing"):
        from graphpaths.bench.hashing import HashingEmbedder  # graphpaths index --backend hash

        embedder = HashingEmbedder(dimension=int(spec.get("dimension", 384)))
    elif args.backend:
        embedder = SentenceTransformerEmbedder(backend=args.backend)
    policy: Any = None
    if args.policy == "random":
        from graphpaths.dotrag.random_policy import RandomPolicy

        policy = RandomPolicy(seed=args.seed)
    dotrag = DotRAG.from_index(
        index, embedder=embedder, policy=policy, config=DotRAGConfig(budget=args.budget)
    )
    dotrag.embedder.embed_documents(["warm-up"])  # load the model: the stats time the retrieval
    result = dotrag.retrieve(args.question, filter=where)
    if args.json:
        print(json.dumps(result.as_dict(), indent=2, ensure_ascii=False))
        return 0
    stats = result.stats
    print(f"question: {result.query}")
    if stats.not_found is not None:
        print(f"not found: {stats.not_found}")
    for a in result.anchors:
        how = "named" if a.mentioned else f"not named, confidence {a.confidence:.2f}"
        print(f"anchor:   {a.name} ({', '.join(a.types)}; {how}, similarity {a.similarity:.2f})")
    print(f"paths:    {len(result.paths)}  (* = preferred depth)")
    print(render_paths(result.paths, limit=args.max_paths) or "  (none)")
    print(
        f"context:  {result.context.tokens} of {result.context.budget} tokens, "
        f"{len(result.context.relations)} relations, {len(result.context.entities)} entities"
    )
    seconds = ", ".join(f"{k} {1e3 * v:.1f}" for k, v in stats.seconds.items())
    print(
        f"stats:    policy {stats.policy}, llm calls {stats.llm_calls}, "
        f"relations retained {stats.relations_retained}; ms: {seconds}"
    )
    return 0
