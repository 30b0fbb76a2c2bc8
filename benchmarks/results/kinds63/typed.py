"""kinds63: on typed graphs (given type names), what adding the member-name prototype to a
type's own words would do to the kind the answer words name: ``now`` (the reader's, type
words only), ``with names`` (the better of the two, as inferred types read prototypes),
``names only``. Rank measures among the types the policy's readings end at. Profile dump of
fitted dev (company, the one typed set) or MetaQA dev.

    python benchmarks/results/kinds63/typed.py DUMP.jsonl
"""

from __future__ import annotations

import collections
import json
import sys
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from kinds_profile import ev, rank_counts, table


def main(path: str) -> None:
    c: collections.Counter[Any] = collections.Counter()
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        r = json.loads(line)
        if r["inferred"] or not r["words"]:
            continue
        key = f"{r['hops']}h {'hit' if r['recall'] >= 1 else 'miss'}"
        c[(key, "n (focus words)")] += 1
        gold = set(r["answer_types"])
        now = np.array(r["v"]["now"])
        names = ev(r["v"]["mean"])
        c[(key, "best ends at a gold type")] += r["best_end"] in gold
        for v, e in (("now", now.max(0)), ("with names", np.maximum(now, names).max(0)),
                     ("names only", names.max(0))):  # fmt: skip
            rank_counts(c, key, v, e, r)
    table(c, "typed")


if __name__ == "__main__":
    main(sys.argv[1])
