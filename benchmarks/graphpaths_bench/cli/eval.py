"""``graphpaths eval metaqa|kgqa|beir``: evaluate retrieval methods on benchmark data (JSON out)."""

from __future__ import annotations

import argparse
from typing import Any

from graphpaths.cli.output import (
    Subparsers,
    command_line,
    jsonl_beside,
    progress_bars,
    write_json,
)
from graphpaths.errors import ConfigError, InputError
from graphpaths.graph import Graph, infer_types
from graphpaths_bench.cli.resources import beir_resources, metaqa_kb, open_or_build_index
from graphpaths_bench.eval.kgqa import load_kgqa_graph
from graphpaths_bench.eval.metaqa_kb import load_metaqa_kb
from graphpaths_bench.eval.reader import ReaderOptions
from graphpaths_bench.eval.runner import LLMOptions, run_beir, run_kgqa, run_metaqa

__all__ = ["register", "run_eval_beir", "run_eval_kgqa", "run_eval_metaqa"]


def register(sub: Subparsers) -> None:
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
    metaqa.add_argument(
        "--infer-types",
        action="store_true",
        help="drop MetaQA's schema and infer entity types from relation roles (as for any "
        "untyped graph); the index must be one built that way",
    )
    metaqa.add_argument("--budget", type=int, default=10_000, help="context budget in tokens")
    metaqa.add_argument("--backend", default=None, help="embedding backend of the index")
    metaqa.add_argument("--json", required=True, metavar="OUT")
    metaqa.add_argument(
        "--resume", action="store_true", help="reuse rows already in OUT's .questions.jsonl"
    )
    _llm_arguments(metaqa)
    _reader_arguments(metaqa)
    metaqa.set_defaults(func=run_eval_metaqa, record_argv=True)

    kgqa = eval_sub.add_parser(
        "kgqa",
        help="a KGQA folder (triples.tsv, entities.tsv, questions.jsonl): R, P, F1, GP per hop",
    )
    kgqa.add_argument(
        "--data",
        required=True,
        metavar="DIR",
        help="folder holding triples.tsv, entities.tsv and questions.jsonl",
    )
    kgqa.add_argument(
        "--hops", default=None, help="keep these hop counts, e.g. 1,2 (default: every one)"
    )
    kgqa.add_argument("--limit", type=int, default=None, help="questions per hop (seeded sample)")
    kgqa.add_argument("--seed", type=int, default=0)
    kgqa.add_argument("--methods", default="dotrag,vss,bm25")
    kgqa.add_argument(
        "--index", required=True, metavar="IDX", help="index dir (built on first use)"
    )
    kgqa.add_argument("--budget", type=int, default=10_000, help="context budget in tokens")
    kgqa.add_argument("--backend", default=None, help="embedding backend of the index")
    kgqa.add_argument("--json", required=True, metavar="OUT")
    kgqa.add_argument(
        "--resume", action="store_true", help="reuse rows already in OUT's .questions.jsonl"
    )
    _llm_arguments(kgqa)
    _reader_arguments(kgqa)
    kgqa.set_defaults(func=run_eval_kgqa, record_argv=True)

    beir = eval_sub.add_parser("beir", help="a BEIR-layout corpus: nDCG@10 and Recall@10")
    beir.add_argument("--data", required=True, metavar="DIR")
    beir.add_argument("--split", default="train")
    beir.add_argument("--methods", default="vector,bm25")
    beir.add_argument(
        "--index", required=True, metavar="IDX", help="index dir (built on first use)"
    )
    beir.add_argument("--backend", default=None, help="embedding backend of the index")
    beir.add_argument("--json", required=True, metavar="OUT")
    _reader_arguments(beir)
    beir.set_defaults(func=run_eval_beir, record_argv=True)


def _cache_arguments(group: argparse._ArgumentGroup, flag: str, what: str) -> None:
    """``flag FILE`` and ``flag-mode auto|record|replay``: a CachedLLM file and its mode."""
    group.add_argument(
        flag,
        default=None,
        metavar="FILE",
        help=f"record every {what} to this JSONL file and replay it from there",
    )
    group.add_argument(
        f"{flag}-mode",
        default="auto",
        choices=("auto", "record", "replay"),
        help="auto: replay what the file holds, record the rest; replay: strict, a request "
        "the file lacks is an error (no model needed); record: always ask the model",
    )


def _llm_arguments(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("LLM methods (dotrag-llm)")
    _cache_arguments(group, "--llm-cache", "LLM answer")
    group.add_argument(
        "--trace",
        default=None,
        metavar="FILE",
        help="write each LLM decision, with the heuristic's and whether each was right, "
        "to this JSONL file (summary per decision kind in the JSON)",
    )
    group.add_argument(
        "--max-llm-calls",
        type=int,
        default=None,
        metavar="N",
        help="at most N LLM calls per question; the heuristic decides the rest",
    )


def _reader_arguments(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group(
        "reader LLM (answer metrics: does an LLM answer right from each method's context?)"
    )
    group.add_argument(
        "--reader-base-url",
        default=None,
        metavar="URL",
        help="OpenAI-compatible endpoint of the reader, e.g. http://127.0.0.1:8089/v1 "
        "(not needed to replay a --reader-cache strictly)",
    )
    group.add_argument(
        "--reader-model", default=None, metavar="NAME", help="the reader's model name"
    )
    _cache_arguments(group, "--reader-cache", "reader answer")


def _reader_options(args: argparse.Namespace) -> Any:
    """The run's :class:`~graphpaths_bench.eval.reader.ReaderOptions`, or None without a reader."""

    if args.reader_model is None:
        if args.reader_base_url is not None or args.reader_cache is not None:
            raise ConfigError("--reader-model: name the reader's model (it keys its cache too)")
        return None
    return ReaderOptions(
        model=args.reader_model,
        base_url=args.reader_base_url,
        cache=args.reader_cache,
        cache_mode=args.reader_cache_mode,
    )


def _llm_options(args: argparse.Namespace) -> Any:

    return LLMOptions(
        cache=args.llm_cache,
        cache_mode=args.llm_cache_mode,
        trace=args.trace,
        max_llm_calls=args.max_llm_calls,
    )


def run_eval_metaqa(args: argparse.Namespace) -> int:

    kb = metaqa_kb(args.data)
    reader = _reader_options(args)

    def graph() -> Graph:
        loaded = load_metaqa_kb(kb)
        return infer_types(loaded) if args.infer_types else loaded

    index, embedder = open_or_build_index(args.index, graph, backend=args.backend, source=str(kb))
    progress, close = progress_bars()
    jsonl = jsonl_beside(args.json)
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
            llm=_llm_options(args),
            reader=reader,
        )
    finally:
        close()
    result["command"] = command_line() if args.record_argv else None
    _print_graph_summary(result)
    write_json(args.json, result)
    print(f"per-question rows: {jsonl}")
    return 0


def run_eval_kgqa(args: argparse.Namespace) -> int:

    try:
        hops = [int(h) for h in args.hops.split(",")] if args.hops else None
    except ValueError:
        raise InputError(f"--hops: expected hop counts such as 1,2,3, got {args.hops!r}") from None
    reader = _reader_options(args)
    index, embedder = open_or_build_index(
        args.index, lambda: load_kgqa_graph(args.data), backend=args.backend, source=str(args.data)
    )
    progress, close = progress_bars()
    jsonl = jsonl_beside(args.json)
    try:
        result = run_kgqa(
            index,
            embedder,
            data_dir=args.data,
            methods=args.methods.split(","),
            hops=hops,
            limit=args.limit,
            seed=args.seed,
            budget=args.budget,
            jsonl=jsonl,
            resume=args.resume,
            progress=progress,
            llm=_llm_options(args),
            reader=reader,
        )
    finally:
        close()
    result["command"] = command_line() if args.record_argv else None
    _print_graph_summary(result)
    write_json(args.json, result)
    print(f"per-question rows: {jsonl}")
    return 0


def _fmt(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.2f}"


def _print_graph_summary(result: dict[str, Any]) -> None:
    for name, by_hop in result["methods"].items():
        for hop, row in by_hop.items():
            print(
                f"{name:<16} {hop}-hop n={row['n']:<4} R={_fmt(row['recall'])} "
                f"P={_fmt(row['precision'])} F1={_fmt(row['f1'])} GP={_fmt(row['gp'])} "
                f"calls={row['llm_calls']} "
                f"tokens={row.get('llm_prompt_tokens', 0):g}+{row.get('llm_completion_tokens', 0):g} "
                f"p50={row['latency_p50_ms']:.1f}ms p95={row['latency_p95_ms']:.1f}ms "
                f"wrongly abstained={_fmt(row.get('wrongly_abstained'))}%"
            )
    for name, by_hop in result.get("trace", {}).get("methods", {}).items():
        for hop, kinds in by_hop.items():
            for kind, row in kinds.items():
                print(
                    f"{name:<16} {hop}-hop {kind:<18} decisions={row['decisions']:<4} "
                    f"model right={_fmt(row['model_right'])}% "
                    f"heuristic right={_fmt(row['heuristic_right'])}% agree={_fmt(row['agree'])}%"
                )
    for name, by_hop in result["methods"].items():
        for hop, row in by_hop.items():
            read = row.get("reader")
            if read is not None:
                print(
                    f"{name:<16} {hop}-hop reader n={read['n']:<4} hit={_fmt(read['hit'])}% "
                    f"recall={_fmt(read['recall'])}% precision={_fmt(read['precision'])}% "
                    f"unknown={_fmt(read['unknown'])}% context={row['context_tokens']:g} tokens "
                    f"reader={_fmt(read['seconds'])}s errors={read['errors']}"
                )
    for kind, label in (("not_found", "not found"), ("lacking", "lacking")):
        for name, row in result.get(kind, {}).items():
            print(
                f"{name:<16} {label} n={row['n']:<4} abstained={_fmt(row['abstained'])}% "
                f"mean entities returned={_fmt(row['mean_retrieved'])}"
            )


def run_eval_beir(args: argparse.Namespace) -> int:

    if any(v is not None for v in (args.reader_model, args.reader_base_url, args.reader_cache)):
        raise ConfigError(
            "eval beir: no reader metric: a BEIR set judges documents' relevance and has no "
            "answer entities to score a reply against (the reader runs on eval metaqa and kgqa)"
        )
    progress, close = progress_bars()
    try:
        dataset, resources = beir_resources(args, progress)
        result = run_beir(
            dataset,
            resources,
            methods=args.methods.split(","),
            progress=progress,
            jsonl=jsonl_beside(args.json),
        )
    finally:
        close()
    result["data"] = str(args.data)
    result["command"] = command_line() if args.record_argv else None
    for name, row in result["methods"].items():
        print(
            f"{name:<16} n={row['n']} nDCG@10={row['ndcg@10']:.2f} R@10={row['recall@10']:.2f} "
            f"p50={row['latency_p50_ms']:.1f}ms"
        )
    write_json(args.json, result)
    return 0
