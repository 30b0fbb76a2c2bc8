"""``graphpaths info``: counts, types, relation labels and sizes of an index (a DotRAG
graph index, or a GraFine corpus index: documents, links and metadata)."""

from __future__ import annotations

import argparse
import json
from typing import Any

from graphpaths.cli.lexicon import relation_lines
from graphpaths.cli.output import Subparsers, human_bytes, index_kind
from graphpaths.dotrag.index.graph_index import load_index
from graphpaths.grafine.corpus_index import load_corpus_index

__all__ = ["register", "run_info"]


def register(sub: Subparsers) -> None:
    info = sub.add_parser(
        "info", help="what an index holds: counts, types or links, sizes (either kind)"
    )
    info.add_argument("index", metavar="DIR")
    info.add_argument("--json", action="store_true", help="print JSON")
    info.add_argument(
        "--verify",
        action="store_true",
        help="check every file's sha256 against the manifest (default: sizes, and the "
        "checksums of files up to 16 MiB)",
    )
    info.set_defaults(func=run_info)


def _type_source(info: dict[str, Any]) -> str:
    source = info["type_source"]
    if source == "inferred":
        settings = ", ".join(f"{k}={v}" for k, v in info["type_parameters"].items())
        return f"inferred from relation roles ({info['type_method']}; {settings})"
    if source == "default":
        return "none given (one default type)"
    return "given by the input"


def run_info(args: argparse.Namespace) -> int:

    verify = "full" if args.verify else "quick"
    corpus = index_kind(args.index) == "corpus"
    index = (
        load_corpus_index(args.index, verify=verify)
        if corpus
        else load_index(args.index, verify=verify)
    )
    info = index.describe()
    if args.verify:
        checked = len(index.manifest.sha256)
        info["verified"] = {"files": len(index.manifest.files), "sha256": checked}
    if args.json:
        print(json.dumps(info, indent=2))
        return 0
    if corpus:
        _print_corpus(info)
        return 0
    print(f"index      {info['path']}")
    print(f"source     {info['source']}")
    print(f"entities   {info['entities']:,}")
    print(f"relations  {info['relations']:,}")
    print(f"max hops   {info['max_hops']}")
    print(f"embedder   {info['embedder'] or '(none: reachability only)'}  dim={info['dimension']}")
    print(f"chroma     {info['chroma']}  (collections {info['collection_prefix']}_*)")
    read = "in memory (embeddings/*.npy)" if info["vectors"] == "memory" else "from Chroma"
    print(f"vectors    read {read} by default")
    print(f"types:     {_type_source(info)}")
    width = max([24, *(len(d["title"]) for d in info["type_details"])])
    for detail in info["type_details"]:
        named = f"  (type {detail['name']!r})" if detail["title"] != detail["name"] else ""
        print(f"  {detail['title']:<{width}} {detail['count']:>10,}{named}")
        if detail["examples"]:
            print(f"      e.g. {', '.join(detail['examples'])}")
        if detail["roles"]:
            print(f"      roles: {', '.join(detail['roles'])}")
        if detail["words"]:
            words = ", ".join(f"{w['phrase']} [{w['source']}]" for w in detail["words"])
            print(f"      words: {words}")
    print("relation labels:")
    for name, count in sorted(info["labels"].items(), key=lambda kv: -kv[1]):
        print(f"  {name:<24} {count:>10,}")
    lexicon = info["lexicon"]
    entries = ", ".join(f"{k} {v}" for k, v in lexicon["entries"].items())
    print(f"lexicon    {entries} (stored: {lexicon['file'] or 'none'})")
    for line in relation_lines(lexicon):
        print(f"  {line}")
    for kind, counts in info.get("attributes", {}).items():
        if counts:  # what filters can read (graphpaths.filters)
            names = ", ".join(f"{name} ({count:,})" for name, count in counts.items())
            print(f"attributes of {kind}: {names}")
    _print_footer(info)
    return 0


def _print_corpus(info: dict[str, Any]) -> None:
    """A corpus index (GraFine) in words."""
    graph = {
        "links": "your links",
        "knn-bm25": "each document to its BM25 nearest neighbours",
        "knn-embeddings": "each document to its nearest neighbours by embedding",
    }.get(info["graph"], info["graph"])
    print(f"index      {info['path']} (corpus index: GraFine)")
    print(f"source     {info['source']}")
    print(f"documents  {info['documents']:,}  e.g. {', '.join(info['examples'])}")
    print(
        f"links      {info['edges']:,} ({graph}); {info['linked_documents']:,} documents "
        "have at least one"
    )
    print(f"embedder   {info['embedder']}  dim={info['dimension']}")
    where = (
        "in memory (vectors.npy)"
        if info["vectors"] == "memory"
        else f"from Chroma at {info['chroma']}"
    )
    print(f"vectors    read {where}")
    counts = info["attributes"]["documents"]
    if counts:  # what filters can read (graphpaths.filters)
        names = ", ".join(f"{name} ({count:,})" for name, count in counts.items())
        print(f"metadata   {names}")
    _print_footer(info)


def _print_footer(info: dict[str, Any]) -> None:
    """Revision, verification and sizes: the same for both kinds."""
    if info.get("revision"):
        print(f"revision   {info['revision']} (updates applied since the build)")
    if "verified" in info:
        files, hashed = info["verified"]["files"], info["verified"]["sha256"]
        what = f"{hashed} sha256 match" if hashed else "sizes match (no checksums recorded)"
        print(f"verified   {files} files: {what}")
    print("sizes:")
    for part, size in info["bytes"].items():
        print(f"  {part:<24} {human_bytes(size):>10}")
    print(f"  {'total':<24} {human_bytes(info['total_bytes']):>10}")
