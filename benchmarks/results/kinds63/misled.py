"""kinds63: the fitted dev 2-3-hop misses (untyped, with answer words) whose best reading
ends at a type the answer words name above every gold answer type (kinds_profile.py dump): how
well the gold types are named, and how many answer words there are.

    python benchmarks/results/kinds63/misled.py DUMP.jsonl
"""

from __future__ import annotations

import collections
import json
import sys
from pathlib import Path

import numpy as np


def main(path: str) -> None:
    c: collections.Counter[str] = collections.Counter()
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        r = json.loads(line)
        if not r["inferred"] or not r["words"] or r["hops"] < 2 or r["recall"] >= 1:
            continue
        e = np.array(r["v"]["now"]).max(0)
        gold = [t for t in r["end_types"] if t in set(r["answer_types"])]
        c["misses with answer words"] += 1
        if not gold:
            c["no reading ends at a gold type"] += 1
            continue
        ge, be = max(e[t] for t in gold), e[r["best_end"]]
        if be <= ge + 1e-6:
            continue
        c["best end named above every gold type"] += 1
        c["  gold type named < 0.1"] += ge < 0.1
        c["  gold type named 0.1-0.3"] += 0.1 <= ge < 0.3
        c["  gold type named >= 0.3"] += ge >= 0.3
        c["  best end named >= 0.3"] += be >= 0.3
        c["  two or more answer words"] += len(r["words"]) > 1
    for k, v in c.items():
        sys.stdout.write(f"{k}: {v}\n")


if __name__ == "__main__":
    main(sys.argv[1])
