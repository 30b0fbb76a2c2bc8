"""``graphpaths bench scale``: DotRAG over a graph of millions of relations kept in Kùzu.

The run is a chain of stages, each in its own child process (so each has its own peak
resident set, read from ``os.wait4``'s ``ru_maxrss``, and a stage killed at its time limit
still reports it), each skipped when its report exists in the work folder (so a long run
resumes where it stopped; delete a stage's ``<stage>.json`` to run it again):

``generate``, ``load``
    :mod:`graphpaths_bench.bench.scale_kuzu`: the graph drawn, its CSVs, its questions (with
    answers) and the Kùzu database.
``index``
    The push-down index: the graph read from Kùzu table by table as integers
    (:func:`~graphpaths.sources.kuzu_tables.graph_from_tables`), then
    :func:`~graphpaths.dotrag.index.graph_index.build_index` (reachability, schema,
    lexicon, entity vectors).
``pushdown``
    The questions asked of ``DotRAG.from_index(index, pushdown=KuzuSource(...))``: every
    hop's edges read in Kùzu, the database embedded in the retriever's process with a
    bounded buffer pool (its memory counts in the peak).
``inprocess``
    The same index and questions, the hops in memory: the reference for identical sets.
``import``, ``import-queries``
    Import mode: the index built from ``KuzuSource.graph()`` (what ``DotRAG.from_store``
    reads: each table once, as integers for this mapping), then the questions asked of
    it, compared with ``inprocess`` (identical sets).

Each query stage writes ``<stage>-retrieved.jsonl`` (per question: seconds and the entity
ids retrieved; a stage killed at its limit leaves ``.partial`` and goes on after its last
answered question when run again, its killed pieces reported with it); :func:`run_scale_benchmark` compares them (identical sets) and gathers the
reports into one JSON.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

import graphpaths
import graphpaths_bench
from graphpaths.dotrag.index.graph_index import build_index, load_index
from graphpaths.dotrag.retriever import DotRAG
from graphpaths.embeddings import Embedder
from graphpaths.embeddings_hashing import HashingEmbedder
from graphpaths.errors import ConfigError
from graphpaths.sources.kuzu import KuzuSource
from graphpaths.sources.kuzu_tables import graph_from_tables
from graphpaths.sources.mapping import CypherMapping
from graphpaths_bench.bench.embeddings import make_bench_embedder
from graphpaths_bench.bench.scale import peak_rss_bytes
from graphpaths_bench.bench.scale_kuzu import generate, load, open_database

__all__ = ["STAGES", "ScaleOptions", "run_scale_benchmark", "run_stage"]

STAGES = ("generate", "load", "index", "inprocess", "pushdown", "import", "import-queries")
#: The mapping of the generated database: ``id`` and ``name`` columns, tables as types.
MAPPING = CypherMapping(description_property=None, page_size=10_000)

Progress = Callable[[str], None]


def _options_dict(
    *,
    entities: int,
    relations: int,
    questions: int,
    seed: int,
    embedder: str,
    buffer_pool_mib: int,
    limit_seconds: float,
) -> dict[str, Any]:
    return {
        "entities": entities,
        "relations": relations,
        "questions": questions,
        "seed": seed,
        "embedder": embedder,
        "buffer_pool_mib": buffer_pool_mib,
        "limit_seconds": limit_seconds,
    }


ScaleOptions = dict[str, Any]


def make_embedder(name: str) -> Embedder:
    """``hash:<dimension>`` (hashed words), ``static:<dimension>`` (the static model
    distilled from all-MiniLM-L6-v2) or a backend name (``onnx``: the model itself)."""
    kind, _, size = name.partition(":")
    if kind == "hash":
        return HashingEmbedder(dimension=int(size) if size else 384)
    return make_bench_embedder(name, batch_size=256)


# -- the stages, each run in a child process ----------------------------------------------
def _source(folder: Path, buffer_pool_mib: int) -> Any:
    import kuzu

    database = open_database(folder / "kuzu", read_only=True, buffer_pool_mib=buffer_pool_mib)
    return KuzuSource(kuzu.Connection(database), MAPPING), database


def _build(folder: Path, options: ScaleOptions, *, streamed: bool) -> dict[str, Any]:
    source, _database = _source(folder, options["buffer_pool_mib"])
    target = folder / ("index-pushdown" if streamed else "index-import")
    start = time.perf_counter()
    graph = graph_from_tables(source) if streamed else source.graph()
    read = time.perf_counter() - start
    _mark(folder, "import" if not streamed else "index", "read_graph_seconds", read)
    start = time.perf_counter()
    manifest = build_index(
        graph,
        target,
        embedder=make_embedder(options["embedder"]),
        source=f"kuzu:{folder / 'kuzu'}",
    )
    return {
        "read_graph_seconds": round(read, 2),
        "build_seconds": round(time.perf_counter() - start, 2),
        "build_stages_seconds": {k: round(v, 2) for k, v in manifest.build_seconds.items()},
        "entities": graph.num_entities,
        "relations": graph.num_relations,
        "fingerprint": graph.fingerprint,
        "embedder": manifest.embedder,
    }


def _mark(folder: Path, stage: str, key: str, value: float) -> None:
    """A partial result of a stage that may be killed at its limit (read if it is)."""
    path = folder / f"{stage}.partial.json"
    known = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    known[key] = round(value, 2)
    path.write_text(json.dumps(known), encoding="utf-8")


def _questions(folder: Path) -> list[dict[str, Any]]:
    with open(folder / "questions.jsonl", encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def _ask(folder: Path, options: ScaleOptions, stage: str) -> dict[str, Any]:
    index_dir = folder / ("index-import" if stage == "import-queries" else "index-pushdown")
    start = time.perf_counter()
    source = None
    if stage == "pushdown":
        source, _database = _source(folder, options["buffer_pool_mib"])
    dotrag = DotRAG.from_index(
        load_index(index_dir), embedder=make_embedder(options["embedder"]), pushdown=source
    )
    opened = time.perf_counter() - start
    _mark(folder, stage, "peak_rss_mib_after_open", peak_rss_bytes() / 2**20)
    questions = _questions(folder)
    for row in questions[:3]:  # warm-up, untimed
        dotrag.retrieve(row["question"])
    ids = dotrag.graph.entity_ids
    out = folder / f"{stage}-retrieved.jsonl"
    partial = out.with_suffix(".partial")
    # a piece killed at its limit left the questions it answered: go on after them
    answered = {r["id"] for r in _read_jsonl(partial)} if partial.exists() else set()
    with open(partial, "a", encoding="utf-8") as handle:
        for row in questions:
            if row["id"] in answered:
                continue
            began = time.perf_counter()
            result = dotrag.retrieve(row["question"])
            seconds = time.perf_counter() - began
            found = sorted(ids[i] for i in result.entities)
            answers = set(row["answers"])
            record = {
                "id": row["id"],
                "hops": row["hops"],
                "seconds": round(seconds, 4),
                "entities": found,
                "anchor_found": row["anchor"] in found,
                "answer_recall": len(answers.intersection(found)) / len(answers)
                if answers
                else None,
            }
            handle.write(json.dumps(record) + "\n")
            handle.flush()  # a stage killed at its limit keeps the questions it answered
    partial.replace(out)
    queries = getattr(dotrag.search.edges, "queries", None)  # pushed down: store queries
    return {
        "open_seconds": round(opened, 2),
        "store_queries": queries,
        **_latency(_read_jsonl(out)),
    }


def _read_jsonl(path: Path) -> list[dict[str, Any]]:
    with open(path, encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def _latency(rows: Sequence[dict[str, Any]]) -> dict[str, Any]:
    def summary(seconds: list[float]) -> dict[str, Any]:
        ms = np.asarray(seconds) * 1000
        return {
            "n": len(ms),
            "p50_ms": round(float(np.percentile(ms, 50)), 1),
            "p95_ms": round(float(np.percentile(ms, 95)), 1),
        }

    recalls = [r["answer_recall"] for r in rows if r["answer_recall"] is not None]
    return {
        **summary([r["seconds"] for r in rows]),
        "by_hops": {
            str(h): summary([r["seconds"] for r in rows if r["hops"] == h])
            for h in sorted({r["hops"] for r in rows})
        },
        "anchor_found": round(sum(r["anchor_found"] for r in rows) / max(len(rows), 1), 3),
        "answer_recall_mean": round(float(np.mean(recalls)), 3) if recalls else None,
    }


def run_stage(stage: str, folder: str | Path, options: ScaleOptions) -> dict[str, Any]:
    """Run one stage in this process (the child's side of :func:`run_scale_benchmark`)."""
    root = Path(folder)

    def say(message: str) -> None:
        sys.stderr.write(message + "\n")
        sys.stderr.flush()

    if stage == "generate":
        return generate(
            root,
            entities=options["entities"],
            relations=options["relations"],
            questions=options["questions"],
            seed=options["seed"],
            progress=say,
        )
    if stage == "load":
        return load(root, progress=say)
    if stage in ("index", "import"):
        return _build(root, options, streamed=stage == "index")
    if stage in ("pushdown", "inprocess", "import-queries"):
        return _ask(root, options, stage)
    raise ConfigError(f"stage: expected one of {', '.join(STAGES)}, got {stage!r}")


# -- the parent: stages as children, then the comparison ---------------------------------
def _child(stage: str, folder: Path, options: ScaleOptions, say: Progress) -> dict[str, Any]:
    """Run ``stage`` in a child process; its report, wall time and peak RSS (also when it
    was killed at ``limit_seconds``)."""
    report_file = folder / f"stage-{stage}.json"
    if report_file.exists():
        stored: dict[str, Any] = json.loads(report_file.read_text(encoding="utf-8"))
        say(f"{stage}: done before, skipped")
        return stored
    out = folder / f"{stage}.out.json"
    out.unlink(missing_ok=True)
    load_before = os.getloadavg()
    start = time.perf_counter()
    with open(folder / f"{stage}.log", "w", encoding="utf-8") as log:
        child = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "graphpaths_bench.bench.scale_store",
                stage,
                str(folder),
                json.dumps(options),
            ],
            stdout=log,
            stderr=log,
            env=_child_environment(),
        )
        status, usage, killed = _wait(child.pid, options["limit_seconds"])
    wall = time.perf_counter() - start
    report: dict[str, Any] = {
        "stage": stage,
        "wall_seconds": round(wall, 1),
        "peak_rss_mib": round(usage.ru_maxrss / 1024, 1),
        "cpu_seconds": round(usage.ru_utime + usage.ru_stime, 1),
        "load_average": {"start": list(load_before), "end": list(os.getloadavg())},
        "finished": not killed and status == 0,
    }
    if killed:
        report["stopped"] = f"killed at the {options['limit_seconds']:.0f} s limit"
    partial = folder / f"{stage}.partial.json"
    if partial.exists():
        report["partial"] = json.loads(partial.read_text(encoding="utf-8"))
    if out.exists():
        report["report"] = json.loads(out.read_text(encoding="utf-8"))
    answered = folder / f"{stage}-retrieved.partial"
    if killed and answered.exists():
        report["answered_before_the_limit"] = _latency(_read_jsonl(answered))
    pieces = folder / f"stage-{stage}.pieces.jsonl"
    if killed:
        # kept, so the pieces a resumed stage took are reported with it
        with open(pieces, "a", encoding="utf-8") as handle:
            handle.write(json.dumps(report) + "\n")
    elif pieces.exists():
        report["earlier_pieces"] = _read_jsonl(pieces)
    if report["finished"]:
        report_file.write_text(json.dumps(report, indent=1), encoding="utf-8")
    say(f"{stage}: {report['wall_seconds']} s, peak RSS {report['peak_rss_mib']} MiB")
    return report


def _child_environment() -> dict[str, str]:
    """This process's environment, with the folders this process imports graphpaths and
    the lab from first on the path: the child runs the same code (a worktree beside an
    editable install of another checkout)."""
    roots = [
        str(Path(str(m.__file__)).resolve().parent.parent) for m in (graphpaths, graphpaths_bench)
    ]
    present = os.environ.get("PYTHONPATH", "")
    return {**os.environ, "PYTHONPATH": os.pathsep.join([*roots, *filter(None, [present])])}


def _wait(pid: int, limit: float) -> tuple[int, Any, bool]:
    """Wait for child ``pid`` at most ``limit`` seconds (then kill it, by its id)."""
    deadline = time.monotonic() + limit
    while True:
        done, status, usage = os.wait4(pid, os.WNOHANG)
        if done:
            return status, usage, False
        if time.monotonic() > deadline:
            os.kill(pid, 9)
            _, status, usage = os.wait4(pid, 0)
            return status, usage, True
        time.sleep(0.2)


def identical_sets(folder: Path, first: str, second: str) -> dict[str, Any] | None:
    """How many questions ``first`` and ``second`` retrieved the same entity set for."""

    def answered(stage: str) -> Path:
        done = folder / f"{stage}-retrieved.jsonl"
        return done if done.exists() else done.with_suffix(".partial")

    a, b = answered(first), answered(second)
    if not (a.exists() and b.exists()):
        return None
    left = {r["id"]: r["entities"] for r in _read_jsonl(a)}
    right = {r["id"]: r["entities"] for r in _read_jsonl(b)}
    both = sorted(set(left) & set(right))
    differ = [q for q in both if left[q] != right[q]]
    return {"questions": len(both), "identical": len(both) - len(differ), "differ": differ[:20]}


def run_scale_benchmark(
    folder: str | Path,
    *,
    stages: Sequence[str] = STAGES,
    entities: int = 1_000_000,
    relations: int = 10_000_000,
    questions: int = 200,
    seed: int = 0,
    embedder: str = "static:64",
    buffer_pool_mib: int = 256,
    limit_seconds: float = 1800.0,
    progress: Progress | None = None,
) -> dict[str, Any]:
    """Run ``stages`` (each skipped when done before) in ``folder``; the reports of every
    stage done so far and the identical-set comparisons."""
    root = Path(folder)
    root.mkdir(parents=True, exist_ok=True)
    say = progress or (lambda _m: None)
    options = _options_dict(
        entities=entities,
        relations=relations,
        questions=questions,
        seed=seed,
        embedder=embedder,
        buffer_pool_mib=buffer_pool_mib,
        limit_seconds=limit_seconds,
    )
    for stage in stages:
        if stage not in STAGES:
            raise ConfigError(f"stages: expected some of {', '.join(STAGES)}, got {stage!r}")
        _child(stage, root, options, say)
    reports = {
        stage: json.loads((root / f"stage-{stage}.json").read_text(encoding="utf-8"))
        for stage in STAGES
        if (root / f"stage-{stage}.json").exists()
    }
    unfinished: dict[str, dict[str, Any]] = {}
    for stage in STAGES:
        pieces = root / f"stage-{stage}.pieces.jsonl"
        if stage not in reports and pieces.exists():
            unfinished[stage] = {"killed_pieces": _read_jsonl(pieces)}
            answered = root / f"{stage}-retrieved.partial"
            if answered.exists():
                unfinished[stage]["answered_so_far"] = _latency(_read_jsonl(answered))
    return {
        "options": options,
        "stages": reports,
        "unfinished": unfinished,
        "pending": [s for s in STAGES if s not in reports],
        "pushdown_vs_inprocess": identical_sets(root, "pushdown", "inprocess"),
        "pushdown_vs_import": identical_sets(root, "pushdown", "import-queries"),
        "import_vs_inprocess": identical_sets(root, "import-queries", "inprocess"),
    }


def _main(argv: Sequence[str]) -> int:
    stage, folder, options = argv[0], Path(argv[1]), json.loads(argv[2])
    report = run_stage(stage, folder, options)
    (folder / f"{stage}.out.json").write_text(json.dumps(report, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(_main(sys.argv[1:]))
