"""The three A/B runs together: per set the median over the runs of each arm's ratio, the sets
whose median fell, and the median of the 12 medians.

    python runs.py ab-1.jsonl ab-2.jsonl ab-3.jsonl
"""

from __future__ import annotations

import json
import statistics
import sys
from collections import defaultdict

ratios: dict[str, dict[str, list[float]]] = defaultdict(lambda: {"main": [], "branch": []})
for name in sys.argv[1:]:
    with open(name, encoding="utf-8") as lines:
        for line in lines:
            row = json.loads(line)
            ratios[row["set"]]["main"].append(row["ratio_main"])
            ratios[row["set"]]["branch"].append(row["ratio_branch"])
medians = {s: {k: statistics.median(v) for k, v in arms.items()} for s, arms in ratios.items()}
for s, m in medians.items():
    sys.stdout.write(f"{s} {m['main']:.3f} -> {m['branch']:.3f}\n")
down = [s for s, m in medians.items() if m["branch"] < m["main"]]
main = statistics.median(m["main"] for m in medians.values())
branch = statistics.median(m["branch"] for m in medians.values())
sys.stdout.write(
    f"down on {len(down)} of {len(medians)}; median ratio {main:.3f} -> {branch:.3f} "
    f"({100 * (branch / main - 1):+.2f} %)\n"
)
