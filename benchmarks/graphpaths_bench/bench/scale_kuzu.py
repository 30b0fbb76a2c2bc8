"""The store-scale graph on disk: Kùzu bulk-load CSVs, questions with answers, the database.

Two stages, each skipped when its output exists (so a long run resumes where it stopped),
each writing into a ``.partial`` name first and renaming when done:

1. :func:`generate` draws the graph (:func:`~graphpaths_bench.bench.scale_schema.scale_config`,
   seeded) and writes, under ``folder/csv``, one node CSV per type (``id,name``) and one
   relationship CSV per label (``from,to``: the endpoints' ids), the shapes Kùzu's
   ``COPY FROM`` reads; and ``folder/questions.jsonl``: template questions of 1-3 hops
   with their answers (entity ids) computed on the generated arrays.
2. :func:`load` creates the database ``folder/kuzu``: a node table per type (``id STRING``
   primary key, ``name STRING``), a relationship table per label (``FROM head TO tail``),
   then ``COPY``\\ s the CSVs, nodes first.

Kùzu, not FalkorDB: Kùzu's ``COPY FROM`` bulk-loads a CSV of 10M relationships in minutes;
FalkorDB has no bulk loader in its Python client (``falkordb-bulk-loader`` is a separate
tool) and takes its relationships through ``UNWIND ... MATCH ... CREATE`` queries, which for
MetaQA's 128k ran at about 13k a second on this machine (``graphpaths bench stores``): 10M
would take ~13 min at idle, several times that on the shared machine, with the whole graph
in the server's memory.
"""

from __future__ import annotations

import csv
import json
import os
import shutil
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

from graphpaths.errors import InputError
from graphpaths.graph import Graph
from graphpaths.sources.mapping import quote_identifier
from graphpaths_bench.bench.scale_schema import SCALE_RELATIONS, SCALE_TEMPLATES, scale_config
from graphpaths_bench.bench.synthetic import synthetic_typed_graph
from graphpaths_bench.bench.templates import path_answers, template_questions

__all__ = ["generate", "load", "open_database"]

Progress = Callable[[str], None]
#: Rows written per chunk of a relationship CSV.
_CHUNK = 500_000


def _finish(partial: Path, final: Path) -> None:
    if final.exists():
        shutil.rmtree(final) if final.is_dir() else final.unlink()
    partial.rename(final)


def _fresh(path: Path) -> Path:
    if path.is_dir():
        shutil.rmtree(path)
    elif path.exists():
        path.unlink()
    return path


def generate(
    folder: str | Path,
    *,
    entities: int,
    relations: int,
    questions: int,
    seed: int = 0,
    progress: Progress | None = None,
) -> dict[str, Any]:
    """Stage 1 (module docstring); returns (and stores in ``folder/generate.json``) what it
    made and how long it took. Skipped, returning the stored report, when done before."""
    root = Path(folder)
    report_file = root / "generate.json"
    if report_file.exists():
        stored: dict[str, Any] = json.loads(report_file.read_text(encoding="utf-8"))
        return stored
    say = progress or (lambda _m: None)
    root.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    config = scale_config(entities=entities, relations=relations, seed=seed)
    graph = synthetic_typed_graph(config)
    drawn = time.perf_counter() - started
    say(
        f"drawn {graph.num_entities:,} entities, {graph.num_relations:,} relations in {drawn:.0f} s"
    )
    partial = _fresh(root / "csv.partial")
    (partial / "nodes").mkdir(parents=True)
    (partial / "rels").mkdir()
    _write_nodes(graph, partial / "nodes")
    _write_relations(graph, partial / "rels", say)
    _finish(partial, root / "csv")
    asked = _write_questions(graph, root / "questions.jsonl", questions, seed)
    report = {
        "entities": graph.num_entities,
        "relations": graph.num_relations,
        "types": list(graph.type_names),
        "labels": list(graph.label_names),
        "questions": asked,
        "seed": seed,
        "draw_seconds": round(drawn, 2),
        "seconds": round(time.perf_counter() - started, 2),
    }
    report_file.write_text(json.dumps(report, indent=1), encoding="utf-8")
    return report


def _write_nodes(graph: Graph, folder: Path) -> None:
    ids, names = graph.entity_ids, graph.names
    for type_name in graph.type_names:
        members = graph.entities_of_type(type_name).tolist()
        with open(folder / f"{type_name}.csv", "w", encoding="utf-8", newline="") as handle:
            writer = csv.writer(handle)
            writer.writerow(("id", "name"))
            writer.writerows((ids[i], names[i]) for i in members)


def _write_relations(graph: Graph, folder: Path, say: Progress) -> None:
    ids = np.asarray(graph.entity_ids, dtype=object)
    for j, label in enumerate(graph.label_names):
        rows = np.flatnonzero(graph.relation_labels == j)
        with open(folder / f"{label}.csv", "w", encoding="utf-8", newline="") as handle:
            handle.write("from,to\n")
            for start in range(0, len(rows), _CHUNK):
                part = rows[start : start + _CHUNK]
                heads, tails = ids[graph.heads[part]], ids[graph.tails[part]]
                handle.write("".join(f"{h},{t}\n" for h, t in zip(heads, tails, strict=True)))
        say(f"wrote {label}: {len(rows):,} relations")


def _write_questions(graph: Graph, path: Path, count: int, seed: int) -> int:
    by_text = {template.text: template for template in SCALE_TEMPLATES}
    asked = template_questions(graph, count, templates=SCALE_TEMPLATES, seed=seed)
    partial = path.with_name(path.name + ".partial")
    with open(partial, "w", encoding="utf-8") as handle:
        for number, question in enumerate(asked):
            template = by_text[question.template]
            answers = path_answers(graph, question.anchor, template.path)
            row = {
                "id": f"q{number}",
                "question": question.text,
                "anchor": graph.entity_ids[question.anchor],
                "hops": question.hops,
                "path": [list(step) for step in template.path],
                "answers": [graph.entity_ids[i] for i in answers.tolist()],
            }
            handle.write(json.dumps(row, ensure_ascii=False) + "\n")
    partial.replace(path)
    return len(asked)


def open_database(path: str | Path, *, read_only: bool, buffer_pool_mib: int) -> Any:
    """A ``kuzu.Database`` at ``path`` with a bounded buffer pool (Kùzu's default takes
    most of the machine's memory) and at most two threads (the machine is shared)."""
    import kuzu

    return kuzu.Database(
        str(path),
        read_only=read_only,
        buffer_pool_size=buffer_pool_mib * 1024 * 1024,
        max_num_threads=2,
    )


def _literal(path: Path) -> str:
    """``path`` as a Cypher string literal (COPY takes no parameter for its file)."""
    text = os.fspath(path.resolve())
    if any(c in text for c in "'\"\\\n"):
        raise InputError(f"{text}: a path for COPY may not hold quotes or backslashes")
    return f"'{text}'"


def load(
    folder: str | Path, *, buffer_pool_mib: int = 2048, progress: Progress | None = None
) -> dict[str, Any]:
    """Stage 2 (module docstring); returns (and stores in ``folder/load.json``) the seconds
    per table. Skipped, returning the stored report, when done before.

    Raises:
        InputError: stage 1 has not run (no ``folder/csv``).
    """
    import kuzu

    root = Path(folder)
    report_file = root / "load.json"
    if report_file.exists():
        stored: dict[str, Any] = json.loads(report_file.read_text(encoding="utf-8"))
        return stored
    csv_folder = root / "csv"
    if not (csv_folder / "nodes").is_dir():
        raise InputError(f"{csv_folder}: no CSVs; run the generate stage first")
    say = progress or (lambda _m: None)
    partial = _fresh(root / "kuzu.partial")
    _fresh(root / "kuzu.partial.wal")
    database = open_database(partial, read_only=False, buffer_pool_mib=buffer_pool_mib)
    connection = kuzu.Connection(database)
    seconds: dict[str, float] = {}
    started = time.perf_counter()
    types = [p.stem for p in sorted((csv_folder / "nodes").glob("*.csv"))]
    for name in types:
        table = quote_identifier(name, "type")
        connection.execute(f"CREATE NODE TABLE {table}(id STRING, name STRING, PRIMARY KEY(id))")
    signatures = {kind.label: (kind.head, kind.tail) for kind in SCALE_RELATIONS}
    labels = [p.stem for p in sorted((csv_folder / "rels").glob("*.csv"))]
    for label in labels:
        head, tail = signatures[label]
        connection.execute(
            f"CREATE REL TABLE {quote_identifier(label, 'label')}"
            f"(FROM {quote_identifier(head, 'type')} TO {quote_identifier(tail, 'type')})"
        )
    for kind, names in (("nodes", types), ("rels", labels)):
        for name in names:
            began = time.perf_counter()
            source = _literal(csv_folder / kind / f"{name}.csv")
            connection.execute(
                f"COPY {quote_identifier(name, 'table')} FROM {source} (HEADER=true)"
            )
            seconds[name] = round(time.perf_counter() - began, 2)
            say(f"copied {kind} {name} in {seconds[name]:.1f} s")
    connection.close()
    database.close()
    _finish(partial, root / "kuzu")
    report = {
        "seconds": round(time.perf_counter() - started, 2),
        "tables": seconds,
        "buffer_pool_mib": buffer_pool_mib,
    }
    report_file.write_text(json.dumps(report, indent=1), encoding="utf-8")
    return report
