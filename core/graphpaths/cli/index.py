"""``graphpaths index``: load a graph and build its index directory (reachability, embeddings)."""

from __future__ import annotations

import argparse
import functools
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from graphpaths.cli.output import Subparsers, progress_bars
from graphpaths.cli.plugins import BENCH_GRAPH_FORMATS, graph_format
from graphpaths.dotrag.index.graph_index import build_index, load_index
from graphpaths.embeddings import SentenceTransformerEmbedder
from graphpaths.embeddings_hashing import HashingEmbedder
from graphpaths.errors import ConfigError, GraphFormatError
from graphpaths.grafine.corpus_index import (
    build_corpus_index,
    load_corpus_index,
    read_documents,
    read_links,
)
from graphpaths.grafine.corpus_index_update import read_corpus_changes
from graphpaths.graph import TypeInference, infer_types, load_triples
from graphpaths.graph.edit import read_changes

if TYPE_CHECKING:
    from graphpaths.graph import Graph

__all__ = ["embedder_of", "load_graph", "register", "run_corpus_index", "run_index", "run_update"]


def register(sub: Subparsers) -> None:
    index = sub.add_parser(
        "index", help="build graph, reachability map and embeddings into a directory"
    )
    _add_inputs(index)
    _add_index_options(index)
    _add_vector_options(index)
    _add_reading_options(index)
    index.add_argument(
        "--collection-prefix",
        default=None,
        help="Chroma collection prefix (default: gp_ and the directory's name); reuse a "
        "copied index's prefix to embed only what changed",
    )
    index.set_defaults(func=run_index)


def _add_inputs(index: argparse.ArgumentParser) -> None:
    """What is indexed (one source) and where the index goes."""
    source = index.add_mutually_exclusive_group(required=True)
    source.add_argument("--triples", metavar="FILE", help="triples as CSV, TSV or JSONL")
    for name, (metavar, help_line) in BENCH_GRAPH_FORMATS.items():
        source.add_argument(f"--{name}", metavar=metavar, help=f"{help_line} (graphpaths-bench)")
    source.add_argument(
        "--update",
        metavar="FILE",
        help='apply changes to the index of --out: JSONL {"op": "add"|"update"|"delete", '
        "head, relation, tail | id, ...} per line, or a CSV with those columns; only new or "
        "changed texts are embedded",
    )
    source.add_argument(
        "--docs",
        metavar="FILE",
        help='a GraFine corpus as JSONL: {"id", "text", "metadata", "links"} per line',
    )
    index.add_argument(
        "--links",
        metavar="FILE",
        help="links for --docs: source<TAB>target per line (default: links in the JSONL, "
        "else a BM25 kNN graph)",
    )
    index.add_argument(
        "--entities",
        metavar="FILE",
        help="entity table for --triples (id, name, types, description)",
    )
    index.add_argument(
        "--out", required=True, metavar="DIR", help="index directory (written atomically)"
    )


def _add_index_options(index: argparse.ArgumentParser) -> None:
    """The reachability map and the embeddings."""
    index.add_argument("--max-hops", type=int, default=3)
    index.add_argument(
        "--precompute", action="store_true", help="precompute the full reachability map"
    )
    index.add_argument(
        "--no-embeddings", action="store_true", help="skip embeddings (reachability only)"
    )
    index.add_argument(
        "--model",
        default=None,
        help="sentence-transformers model (default: all-MiniLM-L6-v2, offline)",
    )
    index.add_argument(
        "--backend",
        default=None,
        help="embedding backend: onnx (default), onnx-int8, torch, or static (a table "
        "distilled from the model once, ~100x faster, far less accurate: for graphs too big "
        "to embed otherwise); hash: no model, hashed bags of words (tests, cost "
        "measurements)",
    )
    index.add_argument(
        "--batch-size",
        type=int,
        default=None,
        help="texts embedded between two writes (default 256 into Chroma, 8192 into .npy)",
    )


def _add_vector_options(index: argparse.ArgumentParser) -> None:
    """Where the vectors live and how relation vectors are made."""
    index.add_argument(
        "--vectors",
        choices=("memory", "chroma"),
        default=None,
        help="where retrieval reads the vectors: .npy matrices (default) or a Chroma store "
        "(embedded, or the server of --chroma-host, the default with one)",
    )
    index.add_argument(
        "--relation-vectors",
        choices=("composed", "embedded"),
        default=None,
        help="composed from entity and label vectors at query time (default), or one "
        "embedded text per relation (the default when relations carry descriptions)",
    )
    index.add_argument(
        "--chroma-host", default=None, help="use a Chroma server instead of the embedded store"
    )
    index.add_argument("--chroma-port", type=int, default=8000)


def _add_reading_options(index: argparse.ArgumentParser) -> None:
    """How the input is read: bad lines, the lexicon, entity types."""
    index.add_argument("--lenient", action="store_true", help="skip and count bad input lines")
    index.add_argument(
        "--lexicon",
        metavar="FILE",
        help="the words people use for the labels and types (a JSON or YAML file, see "
        "graphpaths.dotrag.reading.lexicon_file), stored with the index",
    )
    types = index.add_mutually_exclusive_group()
    types.add_argument(
        "--infer-types",
        action="store_true",
        help="derive entity types from relation roles even where the input names some "
        "(--metaqa: instead of its movie schema); untyped input gets them anyway",
    )
    types.add_argument(
        "--no-types",
        action="store_true",
        help="untyped input: one default type instead of types inferred from relation roles",
    )
    index.add_argument(
        "--max-types",
        type=int,
        default=None,
        metavar="N",
        help="at most N inferred types (default 16)",
    )


def load_graph(args: argparse.Namespace) -> tuple[Graph, str]:
    """The graph named by ``--metaqa`` or ``--triples``/``--entities``, and its source,
    typed as ``--infer-types`` / ``--no-types`` / ``--max-types`` say."""

    max_types = getattr(args, "max_types", None)
    inference = TypeInference(max_types=max_types) if max_types is not None else None
    given = next((name for name in BENCH_GRAPH_FORMATS if getattr(args, name, None)), None)
    if given is not None:
        graph, source = graph_format(given)(getattr(args, given), lenient=args.lenient)
    else:
        graph = load_triples(
            args.triples,
            entities=args.entities,
            lenient=args.lenient,
            infer_types=not getattr(args, "no_types", False),
            type_inference=inference,
        )
        source = str(args.triples)
    if getattr(args, "infer_types", False):
        graph = infer_types(graph, inference)
    return graph, source


def embedder_of(args: argparse.Namespace) -> Any:
    """The embedder ``--backend`` / ``--model`` / ``--no-embeddings`` name."""
    if args.no_embeddings:
        return None
    if args.backend == "hash":
        if args.model:
            raise ConfigError(f"--model {args.model!r}: the hashing backend uses no model")
        return HashingEmbedder()

    kwargs: dict[str, Any] = {}
    if args.backend:
        kwargs["backend"] = args.backend
    return SentenceTransformerEmbedder(args.model, **kwargs)


def _load_with_progress(embedder: Any, progress: Any) -> None:
    """Load the model before the build, so a first static distillation (about 1.5 min, once
    per model and settings) or word table (under a minute, once per model: what questions
    read their words from, :mod:`graphpaths.word_table`) shows a bar instead of a silent
    pause."""
    if embedder is not None and hasattr(embedder, "load"):
        embedder.load(progress=lambda done, total: progress("distilling", done, total=total))
    if getattr(embedder, "backend", None) == "onnx" and hasattr(embedder, "load_word_table"):
        embedder.load_word_table(
            progress=lambda done, total: progress("word table", done, total=total)
        )


def run_index(args: argparse.Namespace) -> int:

    if args.lexicon and (args.docs or args.update):
        raise ConfigError(
            "--lexicon: the words for a graph's labels and types go with a graph index "
            "(--triples or --metaqa); to change an existing index's: graphpaths lexicon DIR "
            "--file FILE"
        )
    if args.docs:
        return run_corpus_index(args)
    if args.update:
        return run_update(args)
    start = time.perf_counter()
    try:
        graph, source = load_graph(args)
    except GraphFormatError as exc:
        if args.lenient or exc.line is None:
            raise
        # A bad line of a triples or MetaQA file: say how to go past it.
        raise GraphFormatError(f"{exc} (--lenient skips bad lines and counts them)") from None
    load_seconds = time.perf_counter() - start
    report = graph.load_report
    if report is not None and report.skipped:
        print(
            f"skipped {report.skipped} bad line(s) of {source} (lenient); first: {report.problems[:3]}"
        )
    print(f"loaded {graph!r} from {source} in {load_seconds:.1f}s")
    progress, close = progress_bars()
    try:
        embedder = embedder_of(args)
        _load_with_progress(embedder, progress)
        manifest = build_index(
            graph,
            args.out,
            embedder=embedder,
            max_hops=args.max_hops,
            chroma_host=args.chroma_host,
            chroma_port=args.chroma_port,
            precompute=args.precompute,
            batch_size=args.batch_size,
            source=source,
            progress=progress,
            collection_prefix=args.collection_prefix,
            infer_types=not args.no_types,
            vectors=args.vectors,
            relation_vectors=args.relation_vectors,
            lexicon=args.lexicon,
        )
    finally:
        close()
    if manifest.types is not None and manifest.types.get("source") == "inferred":
        titles = load_index(args.out, verify="sizes").lexicon.titles()
        print(f"entity types inferred from relation roles: {'; '.join(titles.values())}")
    total = time.perf_counter() - start
    stages = ", ".join(f"{k} {v:.1f}s" for k, v in manifest.build_seconds.items())
    print(f"index written to {args.out} in {total:.1f}s ({stages})")
    if manifest.embedded_texts:
        embedded = ", ".join(f"{k} {v}" for k, v in manifest.embedded_texts.items())
        print(f"texts embedded (the rest reused): {embedded}")
    return 0


def run_corpus_index(args: argparse.Namespace) -> int:
    """``--docs``: a GraFine corpus index (documents, vectors, corpus graph)."""

    start = time.perf_counter()
    documents = read_documents(args.docs)
    links: list[tuple[str, str]] | None = [(d.id, t) for d in documents for t in d.links]
    if args.links:
        links = (links or []) + read_links(args.links)
    embedder = embedder_of(args)
    if embedder is None:
        print(
            "graphpaths: error: a corpus index needs embeddings (drop --no-embeddings)",
            file=sys.stderr,
        )
        return 2
    print(f"read {len(documents)} documents from {args.docs}")
    progress, close = progress_bars()
    try:
        _load_with_progress(embedder, progress)
        manifest = build_corpus_index(
            [d.text for d in documents],
            args.out,
            embedder=embedder,
            ids=[d.id for d in documents],
            metadatas=[d.metadata for d in documents],
            links=links or None,
            source=str(args.docs),
            chroma_host=args.chroma_host,
            chroma_port=args.chroma_port,
            batch_size=args.batch_size,
            progress=functools.partial(progress, "documents", total=len(documents)),
        )
    finally:
        close()
    print(
        f"corpus index written to {args.out} in {time.perf_counter() - start:.1f}s "
        f"({manifest.documents} documents, {manifest.edges} edges, graph: {manifest.graph})"
    )
    return 0


def run_update(args: argparse.Namespace) -> int:
    """``--update FILE``: apply a file of changes to the index of ``--out`` (one revision):
    triples and entities for a graph index, documents and links for a corpus index."""
    import json

    manifest = Path(args.out) / "manifest.json"
    try:
        kind = json.loads(manifest.read_text(encoding="utf-8")).get("kind")
    except (OSError, ValueError):
        kind = None  # load_index names what is wrong
    if kind == "corpus":
        return _update_corpus(args)

    start = time.perf_counter()
    changes = read_changes(args.update)
    index = load_index(args.out)
    embedder = embedder_of(args) if (args.backend or args.model) else None
    print(f"read {len(changes)} change(s) from {args.update}; updating {args.out}")
    progress, close = progress_bars()
    try:
        report = index.apply(changes, embedder=embedder, progress=progress)
    finally:
        close()
        index.close()
    counts = ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in report.counts.items() if v)
    embedded = ", ".join(f"{k} {v}" for k, v in report.embedded.items()) or "none"
    print(
        f"index {args.out} updated to revision {report.revision} in "
        f"{time.perf_counter() - start:.1f}s ({counts}); texts embedded: {embedded}"
    )
    return 0


def _update_corpus(args: argparse.Namespace) -> int:

    start = time.perf_counter()
    changes = read_corpus_changes(args.update)
    index = load_corpus_index(args.out)
    embedder = embedder_of(args) if (args.backend or args.model) else None
    print(f"read {len(changes)} change(s) from {args.update}; updating corpus {args.out}")
    try:
        report = index.apply(changes, embedder=embedder)
    finally:
        index.close()
    counts = ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in report.counts.items() if v)
    print(
        f"corpus index {args.out} updated to revision {report.revision} in "
        f"{time.perf_counter() - start:.1f}s ({counts}); documents embedded: {report.embedded}"
    )
    return 0
