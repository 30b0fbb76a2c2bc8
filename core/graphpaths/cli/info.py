"""``graphpaths info``: counts, types, relation labels and sizes of an index."""

from __future__ import annotations

import argparse
import json

from graphpaths.cli.output import Subparsers, human_bytes

__all__ = ["register", "run_info"]


def register(sub: Subparsers) -> None:
    info = sub.add_parser("info", help="counts, types, relation labels and sizes of an index")
    info.add_argument("index", metavar="DIR")
    info.add_argument("--json", action="store_true", help="print JSON")
    info.set_defaults(func=run_info)


def run_info(args: argparse.Namespace) -> int:
    from graphpaths.index import load_index

    info = load_index(args.index).describe()
    if args.json:
        print(json.dumps(info, indent=2))
        return 0
    print(f"index      {info['path']}")
    print(f"source     {info['source']}")
    print(f"entities   {info['entities']:,}")
    print(f"relations  {info['relations']:,}")
    print(f"max hops   {info['max_hops']}")
    print(f"embedder   {info['embedder'] or '(none: reachability only)'}  dim={info['dimension']}")
    print(f"chroma     {info['chroma']}  (collections {info['collection_prefix']}_*)")
    print("types:")
    for name, count in sorted(info["types"].items(), key=lambda kv: -kv[1]):
        print(f"  {name:<24} {count:>10,}")
    print("relation labels:")
    for name, count in sorted(info["labels"].items(), key=lambda kv: -kv[1]):
        print(f"  {name:<24} {count:>10,}")
    print("sizes:")
    for part, size in info["bytes"].items():
        print(f"  {part:<24} {human_bytes(size):>10}")
    print(f"  {'total':<24} {human_bytes(info['total_bytes']):>10}")
    return 0
