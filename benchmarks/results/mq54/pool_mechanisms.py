"""Pools mechanisms.py outputs over sets: per hop and mechanism, the question-weighted
mean change in F1 and recall when its own entities are taken out.

    python benchmarks/results/mq54/pool_mechanisms.py OUT...
"""

from __future__ import annotations

import re
import sys
from collections import defaultdict
from pathlib import Path

HEAD = re.compile(r"(\S+) (\d)-hop rows=(\d+) ")
LINE = re.compile(
    r"\s+(.+)-only out: rows (\d+), dF1 ([-+.\d]+) dR ([-+.\d]+); noise (\d+), answers (\d+)"
)


def main() -> int:
    rows: dict[int, int] = defaultdict(int)
    acc: dict[tuple[int, str], list[float]] = defaultdict(lambda: [0.0, 0.0, 0.0, 0.0, 0.0])
    for name in sys.argv[1:]:
        hop = n = 0
        for line in Path(name).read_text(encoding="utf-8").splitlines():
            if m := HEAD.match(line):
                hop, n = int(m[2]), int(m[3])
                rows[hop] += n
            elif m := LINE.match(line):
                a = acc[(hop, m[1])]
                a[0] += int(m[2])
                a[1] += float(m[3]) * n
                a[2] += float(m[4]) * n
                a[3] += int(m[5])
                a[4] += int(m[6])
    for (hop, kind), a in sorted(acc.items()):
        n = rows[hop]
        sys.stdout.write(
            f"{hop}-hop n={n} {kind}-only out: rows {a[0]:.0f} dF1 {a[1] / n:+.2f} dR {a[2] / n:+.2f} noise {a[3]:.0f} answers {a[4]:.0f}\n"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
