"""How often a reading at a given probability is the gold one, per group and hop, on mq50's
``runner_ups.py dump`` files (mq54): the best reading by tenths, the runner-ups (kept by the
hedge or not) by bins of probability.

    python benchmarks/results/mq54/calibration.py DUMP_DIR
"""

from __future__ import annotations

import pickle
import sys
from collections import defaultdict
from pathlib import Path

BINS = (0.02, 0.05, 0.1, 0.2)


def main() -> int:
    acc: dict[tuple[str, int, str, int], list[float]] = defaultdict(lambda: [0, 0.0, 0])
    for dump in sorted(Path(sys.argv[1]).glob("*.pkl")):
        group = "metaqa" if dump.stem == "metaqa" else "kgqa"
        for q in pickle.loads(dump.read_bytes()):
            if q["gold"] is None:
                continue
            for i, c in enumerate(q["cands"]):
                role = "best" if i == 0 else ("kept" if c["kept"] else "not kept")
                p = c["p"]
                b = min(int(p * 10), 9) if role == "best" else sum(p >= x for x in BINS)
                a = acc[(group, q["hops"], role, b)]
                a[0] += 1
                a[1] += p
                a[2] += c["steps"] == q["gold"]
    for key in sorted(acc):
        n, p, right = acc[key]
        if n >= 10:
            sys.stdout.write(f"{key} n={n:.0f} mean p {p / n:.3f} right {right / n:.3f}\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
