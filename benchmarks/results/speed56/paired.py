"""speed56's paired measurement in one process (branch code): two retrievers on one index and
embedder, one joining a question's words to its model call (as landed), one not
(``policy.question_words`` answers nothing, so reading embeds them as on main). The order
alternates by question; per question the least of 3 passes, each pass on new retrievers.
Fitted dev sets only (it reads their questions from a baseline run's rows).

    PYTHONPATH=TREE/core:TREE/benchmarks python paired.py TREE BASELINE_RUN SET...
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from typing import Any

from graphpaths.context import approximate_tokens
from graphpaths_bench.cli.resources import open_or_build_index
from graphpaths_bench.eval.dotrag_methods import create_dotrag
from graphpaths_bench.eval.kgqa import load_kgqa_graph
from graphpaths_bench.eval.runner import _resources

KINDS = ("joined", "plain")


def run(tree: str, baseline: str, name: str, repeats: int = 3) -> dict[str, Any]:
    data = f"{tree}/benchmarks/kgqa/{name}"
    index, embedder = open_or_build_index(
        f"/work/idx/kgqa-{name}", lambda: load_kgqa_graph(data), backend=None, source=data
    )
    calls = [0]
    encode = embedder._encode

    def counted(model: Any, texts: list[str]) -> Any:
        calls[0] += 1
        return encode(model, texts)

    embedder._encode = counted  # type: ignore[method-assign]
    with open(f"{baseline}/{name}.questions.jsonl", encoding="utf-8") as rows:
        questions = [json.loads(line)["question"] for line in rows]
    cpu = {k: [1e9] * len(questions) for k in KINDS}
    wall = {k: [1e9] * len(questions) for k in KINDS}
    made_calls = dict.fromkeys(KINDS, 0)
    resources = _resources(index, embedder, 10_000, approximate_tokens, None)
    for rep in range(repeats):
        made = {k: create_dotrag(resources) for k in KINDS}
        made["plain"].dotrag.policy.question_words = lambda query: ()  # type: ignore[attr-defined]
        for method in made.values():
            method.retrieve(questions[0])
        for i, question in enumerate(questions):
            for k in KINDS if (i + rep) % 2 == 0 else KINDS[::-1]:
                before = calls[0]
                started, used = time.perf_counter(), time.process_time()
                made[k].retrieve(question)
                cpu[k][i] = min(cpu[k][i], (time.process_time() - used) * 1e3)
                wall[k][i] = min(wall[k][i], (time.perf_counter() - started) * 1e3)
                if rep == 0:
                    made_calls[k] += calls[0] - before
    out: dict[str, Any] = {
        k: {
            "cpu_p50_ms": round(statistics.median(cpu[k]), 3),
            "wall_p50_ms": round(statistics.median(wall[k]), 3),
            "calls_per_q": round(made_calls[k] / len(questions), 3),
        }
        for k in KINDS
    }
    for measure in ("cpu", "wall"):
        ratio = out["joined"][f"{measure}_p50_ms"] / out["plain"][f"{measure}_p50_ms"]
        out[f"{measure}_p50_change_%"] = round(100 * (ratio - 1), 2)
    return out


if __name__ == "__main__":
    for set_name in sys.argv[3:]:
        sys.stdout.write(f"{set_name} {run(sys.argv[1], sys.argv[2], set_name)}\n")
