"""Whether each question got the same result in two runs over the same questions in other
orders (orders.sh): its retrieved entities in order, metrics, anchors, abstention and path
count, matched by hop count, question text and answers (MetaQA's ids are line numbers).

Usage: python compare_orders.py A.questions.jsonl B.questions.jsonl [more pairs...]
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict
from pathlib import Path


def outcomes(path: Path) -> dict[tuple[object, ...], list[str]]:
    """Each question's outcomes (a question asked twice has two), by its key."""
    out: dict[tuple[object, ...], list[str]] = defaultdict(list)
    for line in path.read_text().splitlines():
        row = json.loads(line)
        stats = row["stats"]
        seen = [
            row["retrieved"],
            row["metrics"],
            stats["anchors"],
            stats["not_found"],
            stats["paths"],
        ]
        out[(row["hops"], row["question"], *sorted(row["answers"]))].append(json.dumps(seen))
    return {key: sorted(values) for key, values in out.items()}


def main(paths: list[str]) -> int:
    total = differ = 0
    for first, second in zip(paths[::2], paths[1::2], strict=True):
        a, b = outcomes(Path(first)), outcomes(Path(second))
        if a.keys() != b.keys():
            raise SystemExit(f"{first} and {second} hold other questions")
        total += len(a)
        differ += sum(a[key] != b[key] for key in a)
    sys.stdout.write(f"{differ} of {total} questions differ\n")
    return 1 if differ else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
