"""hops63: where the best reading ends against the kind of the gold answers, per hop and
run outcome, on a profile dump (profile.py dump; fitted dev). "asked": the type the answer
words name best (reader evidence, Reader internals as profile.py reads them); "answer
type": a type of a gold answer (the graph's types column, or its inferred types).

    python benchmarks/results/hops63/kinds.py DUMP.jsonl
"""

from __future__ import annotations

import collections
import json
import sys
from pathlib import Path


def main() -> None:
    c: collections.Counter[str] = collections.Counter()
    for line in Path(sys.argv[1]).read_text(encoding="utf-8").splitlines():
        r = json.loads(line)
        if r["hops"] < 2:
            continue
        at = set(r["answer_types"])
        outcome = "miss" if r["recall"] < 1 else "hit"
        short = r["hops"] == 3 and outcome == "miss" and (r["walked"] or 0) < 3
        for key in [f"{r['hops']}h {outcome}"] + (["3h miss walked < 3"] if short else []):
            c[(key, "all")] += 1
            c[(key, "answer words name a kind (asked >= 0.3)")] += r["asked"] >= 0.3
            c[(key, "best ends at an answer type")] += r["best_end"] in at
            c[(key, "best ends at the asked type")] += (
                r["best_kind"] >= r["asked"] - 1e-6 and r["asked"] > 0
            )
            c[(key, "answer type named (>= 0.3)")] += r["answer_kind"] >= 0.3
            c[(key, "answer type named better than best's end (+0.1)")] += (
                r["answer_kind"] > r["best_kind"] + 0.1
            )
            c[(key, "gold walk extends the best")] += bool(r["gold_extends"])
    keys = sorted({k for k, _ in c})
    cols = sorted({v for _, v in c}, key=lambda v: (v != "all", v))
    sys.stdout.write("| " + " | ".join(["count", *keys]) + " |\n")
    sys.stdout.write("|" + "---|" * (len(keys) + 1) + "\n")
    for v in cols:
        sys.stdout.write("| " + " | ".join([v, *(str(c[(k, v)]) for k in keys)]) + " |\n")


if __name__ == "__main__":
    main()
