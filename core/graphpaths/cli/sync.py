"""``graphpaths sync``: build or bring up to date the index of a graph database.

``graphpaths sync DIR --falkordb HOST:PORT --graph NAME`` (or ``--bolt URI`` for Neo4j and
Memgraph, or ``--kuzu PATH``), with the mapping of ``--mapping FILE`` (a JSON object of
:class:`~graphpaths.sources.mapping.CypherMapping`'s fields): the first run indexes the
graph into DIR, later runs apply what changed since
(:func:`~graphpaths.dotrag.index.sync.sync_index`: by version when the mapping names a
``version_property``, else by content; ``--full`` compares everything). A password is
read from the environment variable ``--password-env`` names, never from the command line.
"""

from __future__ import annotations

import argparse
import json
import os
import time
from pathlib import Path

from graphpaths.cli.index import embedder_of
from graphpaths.cli.output import Subparsers, progress_bars
from graphpaths.dotrag.index.files import MANIFEST
from graphpaths.dotrag.index.graph_index import build_index, load_index
from graphpaths.dotrag.index.sync import sync_index
from graphpaths.errors import ConfigError
from graphpaths.sources.cypher import CypherSource, PagedSource
from graphpaths.sources.drivers import BoltRunner, FalkorDBRunner
from graphpaths.sources.kuzu import KuzuSource
from graphpaths.sources.mapping import CypherMapping

__all__ = ["open_source", "register", "run_sync"]


def register(sub: Subparsers) -> None:
    sync = sub.add_parser(
        "sync",
        help="index a graph database (FalkorDB, Neo4j, Memgraph, Kùzu) or bring its index "
        "up to date",
    )
    sync.add_argument("index", metavar="DIR", help="the index directory (made on first run)")
    store = sync.add_mutually_exclusive_group(required=True)
    store.add_argument("--falkordb", metavar="HOST:PORT", help="a FalkorDB server")
    store.add_argument("--bolt", metavar="URI", help="a Bolt server (bolt://, neo4j://)")
    store.add_argument("--kuzu", metavar="PATH", help="a Kùzu database (opened read-only)")
    sync.add_argument("--graph", help="the FalkorDB graph's name (with --falkordb)")
    sync.add_argument("--database", help="the Bolt database (default: the server's)")
    sync.add_argument("--user", help="user name (FalkorDB ACL user, Bolt basic auth)")
    sync.add_argument(
        "--password-env", metavar="VAR", help="the environment variable holding the password"
    )
    sync.add_argument(
        "--mapping",
        metavar="FILE",
        help="a JSON object of CypherMapping fields (id_property, name_property, "
        "attributes, type_labels, version_property, ...); default: id, name, description",
    )
    sync.add_argument(
        "--full", action="store_true", help="compare everything, even with a version_property"
    )
    sync.add_argument("--max-hops", type=int, default=3, help="for the first build")
    sync.add_argument(
        "--backend",
        default=None,
        help="embedding backend for the first build (as for graphpaths index); later runs "
        "use the index's own embedder",
    )
    sync.add_argument("--model", default=None, help="sentence-transformers model (first build)")
    sync.add_argument("--json", action="store_true", help="print what the sync did as JSON")
    sync.set_defaults(func=run_sync, no_embeddings=False)


def _mapping(path: str | None) -> CypherMapping:
    if path is None:
        return CypherMapping()
    try:
        payload = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise ConfigError(f"--mapping {path}: cannot read it as JSON: {exc}") from None
    return CypherMapping.from_dict(payload, where=f"--mapping {path}")


def _password(args: argparse.Namespace) -> str | None:
    if args.password_env is None:
        return None
    value = os.environ.get(args.password_env)
    if value is None:
        raise ConfigError(
            f"--password-env: the environment variable {args.password_env} is not set"
        )
    return value


def open_source(args: argparse.Namespace) -> PagedSource:
    """The source ``--falkordb`` / ``--bolt`` / ``--kuzu`` names, read with ``--mapping``."""
    mapping = _mapping(args.mapping)
    if args.kuzu:
        return KuzuSource(args.kuzu, mapping)
    password = _password(args)
    if args.bolt:
        auth = (args.user, password or "") if args.user else None
        return CypherSource(BoltRunner(args.bolt, auth=auth, database=args.database), mapping)
    host, _, port = str(args.falkordb).rpartition(":")
    if not host or not port.isdigit():
        raise ConfigError(f"--falkordb: expected HOST:PORT, got {args.falkordb!r}")
    if not args.graph:
        raise ConfigError("--graph: name the FalkorDB graph to read (--falkordb needs it)")
    runner = FalkorDBRunner(
        host, int(port), graph=args.graph, username=args.user, password=password
    )
    return CypherSource(runner, mapping)


def run_sync(args: argparse.Namespace) -> int:
    start = time.perf_counter()
    source = open_source(args)
    progress, close = progress_bars()
    try:
        out = Path(args.index)
        built = False
        if not (out / MANIFEST).exists():
            graph = source.graph()
            embedder = embedder_of(args)
            build_index(
                graph,
                out,
                embedder=embedder,
                max_hops=args.max_hops,
                source=source.describe(),
                progress=progress,
            )
            built = True
            print(f"indexed {graph!r} from {source.describe()} into {out}")
        index = load_index(out)
        embedder = embedder_of(args) if (args.backend or args.model) else None
        report = sync_index(index, source, full=args.full, embedder=embedder, progress=progress)
        index.close()
    finally:
        close()
        source.close()
    if args.json:
        payload = {
            "built": built,
            "mode": report.mode,
            "nodes_read": report.nodes_read,
            "relationships_read": report.relationships_read,
            "counts": report.counts,
            "mark": report.mark,
            "revision": report.revision,
            "embedded": report.update.embedded if report.update is not None else {},
        }
        print(json.dumps(payload, indent=2))
        return 0
    counts = ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in report.counts.items())
    revision = f"revision {report.revision}" if report.revision is not None else "no new revision"
    print(
        f"synced {out} with {source.describe()} by {report.mode} in "
        f"{time.perf_counter() - start:.1f}s: read {report.nodes_read} nodes, "
        f"{report.relationships_read} relationships; {counts or 'nothing changed'}; {revision}"
    )
    return 0
