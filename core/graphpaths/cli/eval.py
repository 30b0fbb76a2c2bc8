"""``graphpaths eval metaqa|beir``: evaluate retrieval methods on benchmark data (JSON out)."""

from __future__ import annotations

import argparse

from graphpaths.cli.output import (
    Subparsers,
    command_line,
    jsonl_beside,
    progress_bars,
    write_json,
)
from graphpaths.cli.resources import beir_resources, metaqa_kb, open_or_build_index

__all__ = ["register", "run_eval_beir", "run_eval_metaqa"]


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
    metaqa.add_argument("--budget", type=int, default=10_000, help="context budget in tokens")
    metaqa.add_argument("--backend", default=None, help="embedding backend of the index")
    metaqa.add_argument("--json", required=True, metavar="OUT")
    metaqa.add_argument(
        "--resume", action="store_true", help="reuse rows already in OUT's .questions.jsonl"
    )
    metaqa.set_defaults(func=run_eval_metaqa, record_argv=True)

    beir = eval_sub.add_parser("beir", help="a BEIR-layout corpus: nDCG@10 and Recall@10")
    beir.add_argument("--data", required=True, metavar="DIR")
    beir.add_argument("--split", default="train")
    beir.add_argument("--methods", default="vector,bm25")
    beir.add_argument(
        "--index", required=True, metavar="IDX", help="index dir (built on first use)"
    )
    beir.add_argument("--backend", default=None, help="embedding backend of the index")
    beir.add_argument("--json", required=True, metavar="OUT")
    beir.set_defaults(func=run_eval_beir, record_argv=True)


def run_eval_metaqa(args: argparse.Namespace) -> int:
    from graphpaths.eval.runner import run_metaqa
    from graphpaths.graph import load_metaqa_kb

    kb = metaqa_kb(args.data)
    index, embedder = open_or_build_index(
        args.index, lambda: load_metaqa_kb(kb), backend=args.backend, source=str(kb)
    )
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
        )
    finally:
        close()
    result["command"] = command_line() if args.record_argv else None
    for name, by_hop in result["methods"].items():
        for hop, row in by_hop.items():
            gp = "n/a" if row["gp"] is None else f"{row['gp']:.2f}"
            print(
                f"{name:<16} {hop}-hop n={row['n']:<4} R={row['recall']:.2f} P={row['precision']:.2f} "
                f"F1={row['f1']:.2f} GP={gp} calls={row['llm_calls']} "
                f"p50={row['latency_p50_ms']:.1f}ms p95={row['latency_p95_ms']:.1f}ms"
            )
    write_json(args.json, result)
    print(f"per-question rows: {jsonl}")
    return 0


def run_eval_beir(args: argparse.Namespace) -> int:
    from graphpaths.eval.runner import run_beir

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
