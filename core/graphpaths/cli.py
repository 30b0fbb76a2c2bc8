"""The ``graphpaths`` command: index, info, query, bench, eval, report.

A thin layer over the library: it parses arguments, shows progress bars and
prints results; the work happens in :mod:`graphpaths.index` and
:mod:`graphpaths.bench`.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import logging
import os
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from graphpaths.errors import GraphPathsError

__all__ = ["main"]

logger = logging.getLogger("graphpaths.cli")


def _progress_bars() -> tuple[Callable[..., None], Callable[[], None]]:
    """A ``progress(stage, done, total=None)`` callback drawing one tqdm bar per stage."""
    from tqdm import tqdm

    bars: dict[str, Any] = {}

    def update(stage: str, done: int, total: int | None = None) -> None:
        bar = bars.get(stage)
        if bar is None:
            bar = bars[stage] = tqdm(total=total, desc=stage, unit="item", dynamic_ncols=True)
        bar.update(done - bar.n)

    def close() -> None:
        for bar in bars.values():
            bar.close()

    return update, close


def _load_graph(args: argparse.Namespace) -> tuple[Any, str]:
    from graphpaths.graph import load_metaqa_kb, load_triples

    if args.metaqa:
        path = Path(args.metaqa)
        if path.is_dir():
            path = path / "kb.txt"
        return load_metaqa_kb(path, lenient=args.lenient), str(path)
    return (
        load_triples(args.triples, entities=args.entities, lenient=args.lenient),
        str(args.triples),
    )


def _embedder(args: argparse.Namespace) -> Any:
    if args.no_embeddings:
        return None
    from graphpaths.embeddings import SentenceTransformerEmbedder

    kwargs: dict[str, Any] = {}
    if args.backend:
        kwargs["backend"] = args.backend
    return SentenceTransformerEmbedder(args.model, **kwargs)


def cmd_index(args: argparse.Namespace) -> int:
    from graphpaths.index import build_index

    start = time.perf_counter()
    graph, source = _load_graph(args)
    load_seconds = time.perf_counter() - start
    report = graph.load_report
    if report is not None and report.skipped:
        print(
            f"skipped {report.skipped} bad line(s) of {source} (lenient); first: {report.problems[:3]}"
        )
    print(f"loaded {graph!r} from {source} in {load_seconds:.1f}s")
    progress, close = _progress_bars()
    try:
        manifest = build_index(
            graph,
            args.out,
            embedder=_embedder(args),
            max_hops=args.max_hops,
            chroma_host=args.chroma_host,
            chroma_port=args.chroma_port,
            precompute=args.precompute,
            batch_size=args.batch_size,
            source=source,
            progress=progress,
        )
    finally:
        close()
    total = time.perf_counter() - start
    stages = ", ".join(f"{k} {v:.1f}s" for k, v in manifest.build_seconds.items())
    print(f"index written to {args.out} in {total:.1f}s ({stages})")
    return 0


def _human_bytes(n: float) -> str:
    for unit in ("B", "KiB", "MiB", "GiB"):
        if n < 1024 or unit == "GiB":
            return f"{n:.1f} {unit}" if unit != "B" else f"{int(n)} B"
        n /= 1024
    return f"{n:.1f} GiB"


def cmd_info(args: argparse.Namespace) -> int:
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
        print(f"  {part:<24} {_human_bytes(size):>10}")
    print(f"  {'total':<24} {_human_bytes(info['total_bytes']):>10}")
    return 0


def cmd_query(args: argparse.Namespace) -> int:
    from graphpaths.dotrag.ranking import render_paths
    from graphpaths.dotrag.retriever import DotRAG
    from graphpaths.dotrag.types import DotRAGConfig
    from graphpaths.embeddings import DEFAULT_BACKEND, SentenceTransformerEmbedder
    from graphpaths.index import load_index

    index = load_index(args.index)
    embedder = SentenceTransformerEmbedder(backend=args.backend or DEFAULT_BACKEND)
    policy: Any = None
    if args.policy == "random":
        from graphpaths.dotrag.random_policy import RandomPolicy

        policy = RandomPolicy(seed=args.seed)
    dotrag = DotRAG.from_index(
        index, embedder=embedder, policy=policy, config=DotRAGConfig(budget=args.budget)
    )
    embedder.embed_documents(["warm-up"])  # load the model first: the stats time the retrieval
    result = dotrag.retrieve(args.question)
    if args.json:
        print(json.dumps(result.as_dict(), indent=2, ensure_ascii=False))
        return 0
    stats = result.stats
    print(f"question: {result.query}")
    for a in result.anchors:
        how = "mentioned" if a.mentioned else "seed"
        print(f"anchor:   {a.name} ({', '.join(a.types)}; {how}, similarity {a.similarity:.2f})")
    print(f"paths:    {len(result.paths)}  (* = preferred depth)")
    print(render_paths(result.paths, limit=args.max_paths) or "  (none)")
    print(
        f"context:  {result.context.tokens} of {result.context.budget} tokens, "
        f"{len(result.context.relations)} relations, {len(result.context.entities)} entities"
    )
    seconds = ", ".join(f"{k} {1e3 * v:.1f}" for k, v in stats.seconds.items())
    print(
        f"stats:    policy {stats.policy}, llm calls {stats.llm_calls}, "
        f"relations retained {stats.relations_retained}; ms: {seconds}"
    )
    return 0


def _write_json(path: str, payload: dict[str, Any]) -> None:
    out = Path(path)
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_name(f".{out.name}.tmp")
    tmp.write_text(json.dumps(payload, indent=2), encoding="utf-8")
    os.replace(tmp, out)
    print(f"wrote {out}")


def _machine() -> dict[str, Any]:
    import platform

    return {
        "cpus": os.cpu_count(),
        "machine": platform.machine(),
        "python": platform.python_version(),
        "processor": platform.processor() or platform.machine(),
    }


def _parse_synthetic(value: str) -> tuple[int, int]:
    try:
        entities, relations = (int(part.replace("_", "")) for part in value.split(":"))
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"--synthetic expects N_ENTITIES:N_RELATIONS, e.g. 1870000:39800000, got {value!r}"
        ) from None
    return entities, relations


def cmd_bench_reachability(args: argparse.Namespace) -> int:
    from graphpaths.bench.reachability import (
        array_graph,
        run_reachability_benchmark,
        synthetic_graph,
    )

    if args.synthetic:
        entities, relations = args.synthetic
        graph = synthetic_graph(entities, relations, seed=args.seed)
        source = f"synthetic uniform random graph {entities}:{relations} (seed {args.seed})"
    elif args.data:
        from graphpaths.graph import load_metaqa_kb

        path = Path(args.data)
        if path.is_dir():
            path = path / "kb.txt" if (path / "kb.txt").exists() else path / "metaqa" / "kb.txt"
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
    result["machine"] = _machine()
    ours, ref = result["ours"], result["reference"]
    print(
        f"ours: ready {ours['ready_seconds']:.2f}s, {_human_bytes(ours['resident_bytes'])}, "
        f"cold p50/p99 {ours['lookup_cold_p50_ms']:.2f}/{ours['lookup_cold_p99_ms']:.2f} ms, "
        f"warm p99 {ours['lookup_warm_p99_ms']:.4f} ms"
    )
    print(
        f"reference: ready {ref['ready_seconds']:.1f}s, {_human_bytes(ref['resident_bytes'])} "
        f"(extrapolated from {ref['anchors_measured']} anchors)"
    )
    _write_json(args.json, result)
    return 0


def cmd_bench_embeddings(args: argparse.Namespace) -> int:
    from graphpaths.bench.embeddings import run_embedding_benchmark
    from graphpaths.graph import load_metaqa_kb

    path = Path(args.data)
    if path.is_dir():
        path = path / "kb.txt" if (path / "kb.txt").exists() else path / "metaqa" / "kb.txt"
    graph = load_metaqa_kb(path)
    import random

    rng = random.Random(args.seed)
    half = args.texts // 2
    texts = [graph.relation_text(j) for j in rng.sample(range(graph.num_relations), half)]
    texts += [
        graph.entity_text(i) for i in rng.sample(range(graph.num_entities), args.texts - half)
    ]
    result = run_embedding_benchmark(texts, backends=args.backends.split(","), progress=print)
    result["source"] = str(path)
    result["machine"] = _machine()
    for name, row in result["backends"].items():
        print(f"{name}: {row}")
    _write_json(args.json, result)
    return 0


def _open_or_build_index(
    directory: str, build: Callable[[], Any], *, backend: str | None, source: str
) -> tuple[Any, Any]:
    """Load the index at ``directory``, building it first when it does not exist yet."""
    from graphpaths.embeddings import DEFAULT_BACKEND, SentenceTransformerEmbedder
    from graphpaths.errors import ConfigError
    from graphpaths.index import MANIFEST, build_index, load_index

    embedder = SentenceTransformerEmbedder(backend=backend or DEFAULT_BACKEND)
    if not (Path(directory) / MANIFEST).exists():
        print(f"no index at {directory} yet: building it from {source} (once; reused later)")
        progress, close = _progress_bars()
        try:
            build_index(build(), directory, embedder=embedder, source=source, progress=progress)
        finally:
            close()
    index = load_index(directory)
    if index.manifest.embedder != embedder.name:
        raise ConfigError(
            f"{directory} was embedded with {index.manifest.embedder!r}, not {embedder.name!r}; "
            "pass the matching --backend or rebuild the index"
        )
    return index, embedder


def _metaqa_kb(data: Path) -> Path:
    for candidate in (data / "kb.txt", data / "metaqa" / "kb.txt"):
        if candidate.exists():
            return candidate
    return data / "metaqa" / "kb.txt"


def _jsonl_beside(json_path: str) -> Path:
    path = Path(json_path)
    return path.with_name(path.stem + ".questions.jsonl")


def cmd_eval_metaqa(args: argparse.Namespace) -> int:
    from graphpaths.eval.runner import run_metaqa
    from graphpaths.graph import load_metaqa_kb

    kb = _metaqa_kb(Path(args.data))
    index, embedder = _open_or_build_index(
        args.index, lambda: load_metaqa_kb(kb), backend=args.backend, source=str(kb)
    )
    progress, close = _progress_bars()
    jsonl = _jsonl_beside(args.json)
    try:
        result = run_metaqa(
            index,
            embedder,
            data_dir=args.data,
            methods=args.methods.split(","),
            hops=[int(h) for h in args.hops.split(",")],
            split=args.split,
            limit=args.limit,
            seed=args.seed,
            budget=args.budget,
            jsonl=jsonl,
            resume=args.resume,
            progress=progress,
            paraphrases=args.paraphrases,
        )
    finally:
        close()
    result["command"] = "graphpaths " + " ".join(sys.argv[1:]) if args.record_argv else None
    for name, by_hop in result["methods"].items():
        for hop, row in by_hop.items():
            gp = "n/a" if row["gp"] is None else f"{row['gp']:.2f}"
            print(
                f"{name:<16} {hop}-hop n={row['n']:<4} R={row['recall']:.2f} P={row['precision']:.2f} "
                f"F1={row['f1']:.2f} GP={gp} calls={row['llm_calls']} "
                f"p50={row['latency_p50_ms']:.1f}ms p95={row['latency_p95_ms']:.1f}ms"
            )
    _write_json(args.json, result)
    print(f"per-question rows: {jsonl}")
    return 0


def _beir_resources(args: argparse.Namespace, progress: Any) -> tuple[Any, Any]:
    """The BEIR dataset of ``args.data`` and its :class:`CorpusResources` over ``args.index``."""
    from graphpaths.eval.base import CorpusResources
    from graphpaths.eval.beir import corpus_graph, load_beir

    dataset = load_beir(args.data, split=args.split)
    # The index embeds the documents only: links reach the methods as resources.edges
    # (embedding every link as a relation text would cost more than the corpus itself).
    documents = dataclasses.replace(dataset, edges=None)
    index, embedder = _open_or_build_index(
        args.index, lambda: corpus_graph(documents), backend=args.backend, source=str(args.data)
    )
    resources = CorpusResources(
        doc_ids=list(index.graph.entity_ids),
        texts=index.graph.entity_texts(),
        embedder=embedder,
        vectors=index.entity_vectors,
        edges=dataset.edges,
        index_dir=index.path,  # corpus graphs are saved beside the index and reused
        progress=progress,
    )
    return dataset, resources


def cmd_eval_beir(args: argparse.Namespace) -> int:
    from graphpaths.eval.runner import run_beir

    progress, close = _progress_bars()
    try:
        dataset, resources = _beir_resources(args, progress)
        result = run_beir(
            dataset,
            resources,
            methods=args.methods.split(","),
            progress=progress,
            jsonl=_jsonl_beside(args.json),
        )
    finally:
        close()
    result["data"] = str(args.data)
    result["command"] = "graphpaths " + " ".join(sys.argv[1:]) if args.record_argv else None
    for name, row in result["methods"].items():
        print(
            f"{name:<16} n={row['n']} nDCG@10={row['ndcg@10']:.2f} R@10={row['recall@10']:.2f} "
            f"p50={row['latency_p50_ms']:.1f}ms"
        )
    _write_json(args.json, result)
    return 0


def cmd_bench_grafine(args: argparse.Namespace) -> int:
    from graphpaths.bench.grafine import plot_sweep, run_grafine_sweep

    progress, close = _progress_bars()
    try:
        dataset, resources = _beir_resources(args, progress)
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
    result["machine"] = _machine()
    result["command"] = "graphpaths " + " ".join(sys.argv[1:])
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
    _write_json(args.json, result)
    png = args.png or str(Path(args.json).with_suffix(".png"))
    print(f"wrote {plot_sweep(result, png)}")
    return 0


def cmd_data_metaqa_docs(args: argparse.Namespace) -> int:
    from graphpaths.eval.metaqa_docs import write_metaqa_docs

    report = write_metaqa_docs(args.data, args.out, split=args.split)
    types = ", ".join(f"{name} {count}" for name, count in report.by_type.items())
    print(
        f"wrote {report.out}: {report.documents:,} movie documents, {report.edges:,} links, "
        f"{report.queries:,} queries ({types}), {report.qrels:,} qrels"
    )
    if report.skipped_queries or report.unknown_answers:
        print(
            f"left out {report.skipped_queries} question(s) without a movie answer, "
            f"{report.unknown_answers} answer(s) that are not movies"
        )
    return 0


def cmd_report(args: argparse.Namespace) -> int:
    from graphpaths.eval.report import render_report

    payload = json.loads(Path(args.result).read_text(encoding="utf-8"))
    result_path = Path(args.result)  # "run.1.5b.json" -> "run.1.5b.md": only the last suffix goes
    markdown = Path(args.markdown) if args.markdown else result_path.with_suffix(".md")
    png = Path(args.png) if args.png else result_path.with_suffix(".png")
    text = render_report(payload, png=png)
    markdown.write_text(text, encoding="utf-8")
    print(text)
    print(f"wrote {markdown} and {png}")
    return 0


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="graphpaths", description=__doc__.splitlines()[0])
    parser.add_argument("-v", "--verbose", action="store_true", help="log at INFO level")
    sub = parser.add_subparsers(dest="command", required=True)

    index = sub.add_parser(
        "index", help="build graph, reachability index and embeddings into a directory"
    )
    source = index.add_mutually_exclusive_group(required=True)
    source.add_argument("--metaqa", metavar="KB", help="MetaQA kb.txt (or its folder)")
    source.add_argument("--triples", metavar="FILE", help="triples as CSV, TSV or JSONL")
    index.add_argument(
        "--entities",
        metavar="FILE",
        help="entity table for --triples (id, name, types, description)",
    )
    index.add_argument(
        "--out", required=True, metavar="DIR", help="index directory (written atomically)"
    )
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
        "--backend", default=None, help="embedding backend: onnx-int8, onnx or torch"
    )
    index.add_argument("--batch-size", type=int, default=256)
    index.add_argument(
        "--chroma-host", default=None, help="use a Chroma server instead of the embedded store"
    )
    index.add_argument("--chroma-port", type=int, default=8000)
    index.add_argument("--lenient", action="store_true", help="skip and count bad input lines")
    index.set_defaults(func=cmd_index)

    info = sub.add_parser("info", help="counts, types, relation labels and sizes of an index")
    info.add_argument("index", metavar="DIR")
    info.add_argument("--json", action="store_true", help="print JSON")
    info.set_defaults(func=cmd_info)

    query = sub.add_parser("query", help="DotRAG: the paths and context for one question")
    query.add_argument("index", metavar="DIR")
    query.add_argument("question")
    query.add_argument("--policy", choices=("heuristic", "random"), default="heuristic")
    query.add_argument("--seed", type=int, default=0, help="seed of --policy random")
    query.add_argument("--budget", type=int, default=10_000, help="context budget in tokens")
    query.add_argument("--max-paths", type=int, default=30, help="paths shown in the tree")
    query.add_argument("--backend", default=None, help="embedding backend of the index")
    query.add_argument("--json", action="store_true", help="print JSON")
    query.set_defaults(func=cmd_query)

    bench = sub.add_parser("bench", help="benchmarks that write JSON")
    bench_sub = bench.add_subparsers(dest="bench", required=True)
    reach = bench_sub.add_parser(
        "reachability", help="our reachability index vs the paper's precomputed map"
    )
    reach.add_argument("--data", metavar="PATH", help="MetaQA kb.txt or its folder")
    reach.add_argument("--synthetic", type=_parse_synthetic, metavar="N_ENTITIES:N_RELATIONS")
    reach.add_argument("--json", required=True, metavar="OUT")
    reach.add_argument("--anchors", type=int, default=200, help="anchors probed for our lookups")
    reach.add_argument(
        "--reference-anchors", type=int, default=50, help="anchors the reference BFS runs from"
    )
    reach.add_argument("--seed", type=int, default=0)
    reach.set_defaults(func=cmd_bench_reachability)

    emb = bench_sub.add_parser("embeddings", help="embedding throughput and agreement per backend")
    emb.add_argument("--data", required=True, metavar="PATH", help="MetaQA kb.txt or its folder")
    emb.add_argument("--json", required=True, metavar="OUT")
    emb.add_argument("--texts", type=int, default=2000)
    emb.add_argument("--backends", default="torch,onnx,onnx-int8")
    emb.add_argument("--seed", type=int, default=0)
    emb.set_defaults(func=cmd_bench_embeddings)
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
    sweep.set_defaults(func=cmd_bench_grafine)
    evaluate = sub.add_parser("eval", help="evaluate retrievers on benchmark data (writes JSON)")
    eval_sub = evaluate.add_subparsers(dest="eval", required=True)
    metaqa = eval_sub.add_parser(
        "metaqa", help="MetaQA questions: recall, precision, F1, GP per hop"
    )
    metaqa.add_argument(
        "--data", required=True, metavar="DIR", help="folder holding metaqa/ (or metaqa/ itself)"
    )
    metaqa.add_argument("--hops", default="1,2,3")
    metaqa.add_argument("--split", default="dev")
    metaqa.add_argument("--limit", type=int, default=None, help="questions per hop (seeded sample)")
    metaqa.add_argument("--seed", type=int, default=0)
    metaqa.add_argument(
        "--paraphrases",
        default=None,
        metavar="FILE",
        help="ask the questions in this file's wordings (question type<TAB>template with {topic})",
    )
    metaqa.add_argument("--methods", default="vss,bm25,graph-retriever")
    metaqa.add_argument(
        "--index", required=True, metavar="IDX", help="index dir (built on first use)"
    )
    metaqa.add_argument("--budget", type=int, default=10_000, help="context budget in tokens")
    metaqa.add_argument("--backend", default=None, help="embedding backend of the index")
    metaqa.add_argument("--json", required=True, metavar="OUT")
    metaqa.add_argument(
        "--resume", action="store_true", help="reuse rows already in OUT's .questions.jsonl"
    )
    metaqa.set_defaults(func=cmd_eval_metaqa, record_argv=True)

    beir = eval_sub.add_parser("beir", help="a BEIR-layout corpus: nDCG@10 and Recall@10")
    beir.add_argument("--data", required=True, metavar="DIR")
    beir.add_argument("--split", default="train")
    beir.add_argument("--methods", default="vector,bm25")
    beir.add_argument(
        "--index", required=True, metavar="IDX", help="index dir (built on first use)"
    )
    beir.add_argument("--backend", default=None, help="embedding backend of the index")
    beir.add_argument("--json", required=True, metavar="OUT")
    beir.set_defaults(func=cmd_eval_beir, record_argv=True)

    data = sub.add_parser("data", help="build benchmark data sets")
    data_sub = data.add_subparsers(dest="data", required=True)
    docs = data_sub.add_parser(
        "metaqa-docs",
        help="MetaQA as a BEIR corpus of movie documents with shared-people links (edges.tsv)",
    )
    docs.add_argument(
        "--data", required=True, metavar="DIR", help="folder holding metaqa/ (or metaqa/ itself)"
    )
    docs.add_argument("--split", default="dev")
    docs.add_argument("--out", required=True, metavar="DIR")
    docs.set_defaults(func=cmd_data_metaqa_docs)

    report = sub.add_parser("report", help="Markdown table and PNG plot of an eval JSON")
    report.add_argument("result", metavar="OUT.json")
    report.add_argument("--markdown", default=None, metavar="FILE")
    report.add_argument("--png", default=None, metavar="FILE")
    report.set_defaults(func=cmd_report)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    logging.basicConfig(
        level=logging.INFO if args.verbose else logging.WARNING,
        format="%(levelname)s %(name)s: %(message)s",
    )
    try:
        code: int = args.func(args)
    except GraphPathsError as exc:
        print(f"graphpaths: error: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("graphpaths: interrupted; run the same command again to resume", file=sys.stderr)
        return 130
    return code


if __name__ == "__main__":
    sys.exit(main())
