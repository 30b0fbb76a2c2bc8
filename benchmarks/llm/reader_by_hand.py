"""A reader loop written by hand, to check `graphpaths eval kgqa --reader-...` figures.

It shares nothing with the harness's reader but the methods' contexts: the prompt is typed
out here, the server is called with plain HTTP, and a reply is scored by plain lowercase
comparison of its comma/line/"and"-separated parts with the gold answers' names. It reads
the questions (ids, text, gold answer ids) from a run's per-question rows, rebuilds each
method's context on the same index, asks the server, and prints per method and hop the
answer hit and "unknown" rates beside the harness's, and how many replies were identical.

    python benchmarks/llm/reader_by_hand.py --data benchmarks/kgqa/company \
        --index .cache/kgqa-company-index --rows out.questions.jsonl \
        --url http://127.0.0.1:8089/v1 --model qwen2.5-coder-1.5b-instruct
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import urllib.request
from collections import defaultdict

from graphpaths_bench.cli.resources import open_or_build_index
from graphpaths_bench.eval.base import EvalResources
from graphpaths_bench.eval.kgqa import load_kgqa_graph
from graphpaths_bench.eval.registry import get_method

SYSTEM = (
    "You answer questions from the given context only. Reply with the names of the answer "
    "entities, exactly as the context writes them, separated by commas, and nothing else. If "
    "the context does not give the answer, reply with the single word: unknown"
)


def ask(url: str, model: str, question: str, context: str) -> str:
    user = f"Context:\n{context or '(empty)'}\n\nQuestion: {question}\nAnswer:"
    body = {
        "model": model,
        "messages": [{"role": "system", "content": SYSTEM}, {"role": "user", "content": user}],
        "temperature": 0.0,
        "max_tokens": 200,
    }
    request = urllib.request.Request(
        url.rstrip("/") + "/chat/completions",
        data=json.dumps(body).encode(),
        headers={"Content-Type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=900) as response:
        return str(json.load(response)["choices"][0]["message"]["content"])


def plain(text: str) -> str:
    return " ".join(re.sub(r"[^\w\s]", " ", text.lower()).split())


def main() -> None:
    parser = argparse.ArgumentParser()
    for flag in ("--data", "--index", "--rows", "--url", "--model"):
        parser.add_argument(flag, required=True)
    args = parser.parse_args()
    index, embedder = open_or_build_index(
        args.index, lambda: load_kgqa_graph(args.data), backend=None, source=args.data
    )
    graph = index.graph
    resources = EvalResources(index=index, embedder=embedder)
    methods = {}
    mine: dict[tuple[str, int], list[tuple[bool, bool]]] = defaultdict(list)
    theirs: dict[tuple[str, int], list[tuple[bool, bool]]] = defaultdict(list)
    same: dict[tuple[str, int], int] = defaultdict(int)
    with open(args.rows, encoding="utf-8") as rows:
        for line in rows:
            row = json.loads(line)
            if row["not_found"] or row.get("reader") is None:
                continue
            name = row["method"]
            if name not in methods:
                methods[name] = get_method(name, "graph").create(resources)
            context = methods[name].retrieve(row["question"]).context.text
            reply = ask(args.url, args.model, row["question"], context)
            gold = {plain(graph.names[graph.index_of(a)]) for a in row["answers"]}
            said = {plain(p) for p in re.split(r",|;|\n|\band\b", reply) if plain(p)}
            key = (name, row["hops"])
            mine[key].append((bool(said & gold), said <= {"unknown"}))
            theirs[key].append((row["reader"]["hit"], row["reader"]["unknown"]))
            same[key] += reply == row["reader"]["reply"]
    lines = [
        "| method | hop | n | hit by hand | hit harness | unknown by hand | unknown harness "
        "| identical replies |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for key in sorted(mine):
        n = len(mine[key])
        hit_mine, hit_theirs, unknown_mine, unknown_theirs = (
            f"{100.0 * sum(v[i] for v in values) / n:.1f}"
            for values, i in ((mine[key], 0), (theirs[key], 0), (mine[key], 1), (theirs[key], 1))
        )
        lines.append(
            f"| {key[0]} | {key[1]} | {n} | {hit_mine} | {hit_theirs} | {unknown_mine} "
            f"| {unknown_theirs} | {same[key]}/{n} |"
        )
    sys.stdout.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
