"""``graphpaths query``: one question over an index.

A DotRAG graph index (``graphpaths index --triples`` / ``--metaqa``) answers with the paths
it found, drawn as a tree, and their context; a GraFine corpus index (``graphpaths index
--docs``) with its best documents, each with its text and the retrieved documents it links
to. Scores, priorities and timings are shown with ``--verbose``.
"""

from __future__ import annotations

import argparse
import json
import textwrap
from typing import TYPE_CHECKING, Any

from graphpaths.cli.output import Subparsers, index_kind
from graphpaths.dotrag.index.graph_index import load_index
from graphpaths.dotrag.protocol.random_policy import RandomPolicy
from graphpaths.dotrag.protocol.types import DotRAGConfig
from graphpaths.dotrag.retriever import DotRAG
from graphpaths.dotrag.search.ranking import render_paths
from graphpaths.embeddings import SentenceTransformerEmbedder
from graphpaths.embeddings_hashing import HashingEmbedder
from graphpaths.errors import ConfigError, FilterError
from graphpaths.filters import MAX_DEPTH, Filter
from graphpaths.grafine.corpus_index import load_corpus_index
from graphpaths.grafine.retriever import GraFine
from graphpaths.validation import check_query

if TYPE_CHECKING:
    from graphpaths.grafine.retriever import GraFineResult

__all__ = ["register", "run_query"]

#: Characters of a document's text shown per result (the rest is elided).
TEXT_SHOWN = 300
#: The ``query`` options that set GraFine's settings (fields of GraFineConfig).
GRAFINE_OPTIONS = ("batch", "b_max", "alpha", "beta")


def register(sub: Subparsers) -> None:
    query = sub.add_parser(
        "query",
        help="one question: DotRAG's paths on a graph index, GraFine's documents on a corpus index",
    )
    query.add_argument("index", metavar="DIR")
    query.add_argument("question")
    query.add_argument(
        "--policy", choices=("heuristic", "random"), default="heuristic", help="DotRAG's policy"
    )
    query.add_argument("--seed", type=int, default=0, help="seed of --policy random")
    query.add_argument("--budget", type=int, default=10_000, help="context budget in tokens")
    query.add_argument(
        "--max-paths", type=_at_least_one, default=30, help="paths shown in the tree (>= 1)"
    )
    query.add_argument("-k", type=_at_least_one, default=5, help="documents shown (corpus index)")
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
    grafine = query.add_argument_group(
        "GraFine (corpus index)", "GraFine's settings (graphpaths.GraFineConfig); default: its own"
    )
    grafine.add_argument(
        "--batch",
        type=_at_least_one,
        default=None,
        help="documents seeded, then added per round (default: a quarter of the corpus, at most 10)",
    )
    grafine.add_argument(
        "--b-max", type=_at_least_one, default=None, help="documents read at most (default 100)"
    )
    grafine.add_argument(
        "--alpha", type=float, default=None, help="GSR's smoothing over links, 0..1 (default 0.2)"
    )
    grafine.add_argument(
        "--beta",
        type=float,
        default=None,
        help="SPX's weight of similarity against links, >= 0 (default 1)",
    )
    # Also accepted after the subcommand; SUPPRESS keeps the global -v when not given here.
    query.add_argument(
        "-v",
        "--verbose",
        action="store_true",
        default=argparse.SUPPRESS,
        help="show scores, priorities and timings (and log at INFO level)",
    )
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

    check_query(args.question, name="question")
    where = _filter(args.filter)
    if index_kind(args.index) == "corpus":
        return _run_grafine(args, where)
    given = [
        f"--{name.replace('_', '-')}" for name in GRAFINE_OPTIONS if getattr(args, name) is not None
    ]
    if given:
        raise ConfigError(
            f"{', '.join(given)}: GraFine's settings apply to a corpus index; {args.index} "
            "is a graph index"
        )
    return _run_dotrag(args, where)


def _filter(given: str | None) -> Filter | None:
    if given is None:
        return None

    try:
        parsed: Any = json.loads(given)
    except json.JSONDecodeError as exc:
        raise FilterError(f"--filter: not JSON ({exc.msg} at column {exc.colno})") from None
    except RecursionError:  # json gives up long before the stack would
        raise FilterError(
            f"--filter: the filter is nested more than {MAX_DEPTH} levels deep (the limit "
            "is graphpaths.filters.MAX_DEPTH)"
        ) from None
    if not isinstance(parsed, dict):  # null would run unfiltered: the rule must be a rule
        shown = given if len(given) <= 60 else given[:57] + "..."
        raise FilterError(
            f"--filter: expected a JSON object of conditions, got {shown} "
            """(e.g. '{"tenant": "acme"}'; '{}' keeps everything)"""
        )
    return Filter.parse(parsed, name="--filter")


def _embedder(args: argparse.Namespace, spec: dict[str, Any] | None) -> Any:
    """The embedder ``--backend`` names; None: the one the index records (made by the
    retriever), except a hashing one, which only the benchmarks' module makes."""
    if args.backend == "hash" or (args.backend is None and (spec or {}).get("kind") == "hashing"):
        return HashingEmbedder(dimension=int((spec or {}).get("dimension", 384)))
    if args.backend:
        return SentenceTransformerEmbedder(backend=args.backend)
    return None


def _run_dotrag(args: argparse.Namespace, where: Filter | None) -> int:

    index = load_index(args.index)
    embedder = _embedder(args, index.manifest.embedder_spec)
    policy: Any = None
    if args.policy == "random":
        policy = RandomPolicy(seed=args.seed)
    # from_index warms up (loads the model): the stats time the retrieval alone.
    dotrag = DotRAG.from_index(
        index, embedder=embedder, policy=policy, config=DotRAGConfig(budget=args.budget)
    )
    result = dotrag.retrieve(args.question, filter=where)
    if args.json:
        print(json.dumps(result.as_dict(), indent=2, ensure_ascii=False))
        return 0
    verbose = bool(args.verbose)
    stats = result.stats
    print(f"question: {result.query}")
    if stats.not_found is not None:
        print(f"not found: {stats.not_found}")
    for a in result.anchors:
        how = "named" if a.mentioned else f"not named, confidence {a.confidence:.2f}"
        similarity = f", similarity {a.similarity:.2f}" if verbose else ""
        print(f"anchor:   {a.name} ({', '.join(a.types)}; {how}{similarity})")
    legend = "  (* = preferred depth)" if verbose else ""
    print(f"paths:    {len(result.paths)}, best first{legend}")
    print(render_paths(result.paths, limit=args.max_paths, details=verbose) or "  (none)")
    print(
        f"context:  {result.context.tokens} of {result.context.budget} tokens, "
        f"{len(result.context.relations)} relations, {len(result.context.entities)} entities"
    )
    line = f"stats:    policy {stats.policy}, llm calls {stats.llm_calls}"
    if verbose:
        seconds = ", ".join(f"{k} {1e3 * v:.1f}" for k, v in stats.seconds.items())
        line += f", relations retained {stats.relations_retained}; ms: {seconds}"
    print(line)
    return 0


def _run_grafine(args: argparse.Namespace, where: Filter | None) -> int:

    index = load_corpus_index(args.index)
    grafine = GraFine.from_index(index, embedder=_embedder(args, index.manifest.embedder_spec))
    settings = {
        name: value for name in GRAFINE_OPTIONS if (value := getattr(args, name)) is not None
    }
    result = grafine.retrieve(args.question, args.k, filter=where, **settings)
    if args.json:
        print(json.dumps(result.as_dict(), indent=2, ensure_ascii=False))
        return 0
    print(render_documents(args.question, result, verbose=bool(args.verbose)))
    return 0


def render_documents(question: str, result: GraFineResult, *, verbose: bool = False) -> str:
    """GraFine's documents, best first: id, text (shortened), metadata, and the retrieved
    documents each links to; ``verbose`` adds scores, rounds and timings."""
    rounds = "round" if result.iterations == 1 else "rounds"
    lines = [
        f"question:  {question}",
        f"documents: {len(result.nodes)} shown of {result.retrieved} read "
        f"({result.iterations} {rounds} of following links), best first",
    ]
    for rank, node in enumerate(result.nodes, start=1):
        head = f"{rank}. {node.id}"
        if node.supported_by:
            head += f"  (reached through {', '.join(node.supported_by)})"
        if verbose:
            head += f"  [score {node.score:.3f}, round {node.iteration}]"
        lines.append(head)
        text = textwrap.shorten(node.text or "", TEXT_SHOWN, placeholder=" ...")
        if text:
            lines.extend(textwrap.wrap(text, 88, initial_indent="   ", subsequent_indent="   "))
        if node.metadata:
            shown = ", ".join(f"{k}={v}" for k, v in node.metadata.items())
            lines.append(f"   metadata: {textwrap.shorten(shown, 80, placeholder=' ...')}")
        if node.neighbors:
            lines.append(f"   links to: {', '.join(node.neighbors)}")
    if not result.nodes:
        lines.append("  (none)")
    if verbose:
        seconds = ", ".join(f"{k} {1e3 * v:.1f}" for k, v in result.seconds.items())
        lines.append(f"stats:     {result.encoded} documents scored; ms: {seconds}")
    return "\n".join(lines)
