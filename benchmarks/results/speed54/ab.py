"""Summarise speed54's latency A/B: ``bench latency`` JSONs named ``TREE-PASS-SET.json``
(TREE ``main`` or ``br``) in the directories given; per set the dotrag / vss CPU p50 ratio
of each pass and the median over passes, and the model calls a question.

Run: ``python benchmarks/results/speed54/ab.py DIR [DIR ...]``.
"""

from __future__ import annotations

import collections
import json
import statistics
import sys
from pathlib import Path


def main() -> None:
    ratios: dict[tuple[str, str], list[float]] = collections.defaultdict(list)
    dot: dict[tuple[str, str], list[float]] = collections.defaultdict(list)
    calls: dict[tuple[str, str], list[float]] = collections.defaultdict(list)
    for folder in sys.argv[1:]:
        for path in sorted(Path(folder).glob("*-*-*.json")):
            tree, _, name = path.stem.split("-", 2)
            figures = json.loads(path.read_text())["methods"]["dotrag"]
            ratios[(tree, name)].append(figures["cpu_p50_ratio"])
            dot[(tree, name)].append(figures["cpu_p50_ms"])
            calls[(tree, name)].append(figures["model_calls_per_question"])
    names = sorted({n for _, n in ratios})
    out = sys.stdout
    out.write(
        f"{'set':16} {'main ratios':24} {'branch ratios':24} median main -> br  dotrag ms  calls\n"
    )
    for n in names:
        m, b = ratios[("main", n)], ratios[("br", n)]
        if not m or not b:
            continue
        line = (
            f"{n:16} {' '.join(f'{x:.3f}' for x in m):24} {' '.join(f'{x:.3f}' for x in b):24} "
            f"{statistics.median(m):.3f} -> {statistics.median(b):.3f} "
            f"({statistics.median(b) - statistics.median(m):+.3f})  "
            f"{statistics.median(dot[('main', n)]):.2f} -> {statistics.median(dot[('br', n)]):.2f}  "
            f"{statistics.median(calls[('main', n)]):.3f} -> {statistics.median(calls[('br', n)]):.3f}\n"
        )
        out.write(line)


if __name__ == "__main__":
    main()
