"""Summarise a folder of `graphpaths bench latency` JSONs named SET-ARM-PASS.json (ARM A: main,
B: the branch): per set, dotrag's CPU p50 per pass, the medians, the ratio to vss and the model
calls a question, as the Markdown rows of the README.

    python benchmarks/results/lack60/latsum.py benchmarks/results/lack60/latency
"""

from __future__ import annotations

import json
import statistics
import sys
from pathlib import Path
from typing import Any


def main() -> None:
    runs: dict[str, dict[str, list[dict[str, Any]]]] = {}
    for file in sorted(Path(sys.argv[1]).glob("*.json")):
        name, arm, _ = file.stem.rsplit("-", 2)
        methods = json.loads(file.read_text(encoding="utf-8"))["methods"]
        runs.setdefault(name, {}).setdefault(arm, []).append(methods)
    out = [
        "set | n passes | dotrag CPU p50 A (main) per pass | B (branch) per pass"
        " | median A -> B | ratio to vss A -> B | model calls/q A -> B"
    ]
    for name, arms in runs.items():
        a, b = ([m["dotrag"]["cpu_p50_ms"] for m in arms[k]] for k in "AB")
        ra, rb = ([m["dotrag"]["cpu_p50_ratio"] for m in arms[k]] for k in "AB")
        ca, cb = (arms[k][0]["dotrag"]["model_calls_per_question"] for k in "AB")
        ma, mb = statistics.median(a), statistics.median(b)
        out.append(
            f"{name} | {len(a)} | {' '.join(f'{x:.2f}' for x in a)}"
            f" | {' '.join(f'{x:.2f}' for x in b)} | {ma:.2f} -> {mb:.2f}"
            f" ({(mb / ma - 1) * 100:+.1f} %) | {statistics.median(ra):.2f} ->"
            f" {statistics.median(rb):.2f} | {ca:.2f} -> {cb:.2f}"
        )
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
