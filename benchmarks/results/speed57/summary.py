"""The keep rule's figures from ``paired.py``'s lines (one JSON object per set): the sets whose
dotrag / vss wall p50 ratio fell, and the median ratio of each arm.

    python summary.py ab-1.jsonl
"""

from __future__ import annotations

import json
import statistics
import sys

with open(sys.argv[1], encoding="utf-8") as lines:
    rows = [json.loads(line) for line in lines if line.strip()]
down = [r["set"] for r in rows if r["ratio_branch"] < r["ratio_main"]]
main = statistics.median(r["ratio_main"] for r in rows)
branch = statistics.median(r["ratio_branch"] for r in rows)
loads = [x for r in rows for x in r["load"]]
sys.stdout.write(
    f"sets {len(rows)}; ratio down on {len(down)} ({' '.join(down)})\n"
    f"median ratio main {main:.3f} branch {branch:.3f} ({100 * (branch / main - 1):+.2f} %)\n"
    f"median dotrag p50 change {statistics.median(r['dotrag_change_%'] for r in rows):+.2f} %\n"
    f"sets <= 2: main {sum(r['ratio_main'] <= 2 for r in rows)}, "
    f"branch {sum(r['ratio_branch'] <= 2 for r in rows)}\n"
    f"load average {min(loads):.1f}-{max(loads):.1f}\n"
)
