"""lat61: a markdown table of abstain_ab.py / oracle_ab.py output (JSON lines), per set the two
arms' wall p50, their change, the ratios to vss, (abstain_ab) the thread CPU p50s, and the
load at the start and end of the set; then the medians.

    python summary.py FILE.jsonl
"""

from __future__ import annotations

import json
import statistics
import sys


def main() -> None:
    with open(sys.argv[1]) as f:
        rows = [json.loads(line) for line in f if line.strip()]
    a, b = list(rows[0]["p50_ms"])[:2]
    cpu = "thread_cpu_p50_ms" in rows[0]
    head = f"| set | {a} p50 ms | {b} p50 ms | {a} vs {b} % | vss p50 ms | {a}/vss | {b}/vss |"
    head += f" {a} / {b} thread CPU p50 ms (%) |" if cpu else ""
    sys.stdout.write(head + " load |\n" + "|---" * (head.count("|")) + "|\n")
    changes, cpu_changes, ra, rb = [], [], [], []
    for r in rows:
        p = r["p50_ms"]
        change = 100 * (p[a] / p[b] - 1)
        changes.append(change)
        ra.append(p[a] / p["vss"])
        rb.append(p[b] / p["vss"])
        line = f"| {r['set']} | {p[a]:.2f} | {p[b]:.2f} | {change:+.1f} | {p['vss']:.2f} | {ra[-1]:.3f} | {rb[-1]:.3f} |"
        if cpu:
            c = r["thread_cpu_p50_ms"]
            cc = 100 * (c[a] / c[b] - 1)
            cpu_changes.append(cc)
            line += f" {c[a]:.2f} / {c[b]:.2f} ({cc:+.1f}) |"
        load = r["load"]
        sys.stdout.write(line + f" {load[0]:.1f}-{max(load):.1f} |\n")
    higher = sum(c > 0 for c in changes)
    sys.stdout.write(
        f"\nmedian {a} vs {b}: {statistics.median(changes):+.2f} % ({a} higher on {higher} of {len(rows)});"
        f" median ratio {a} {statistics.median(ra):.3f}, {b} {statistics.median(rb):.3f}"
    )
    if cpu:
        up = sum(c > 0 for c in cpu_changes)
        sys.stdout.write(
            f"; thread CPU median {statistics.median(cpu_changes):+.2f} % ({a} higher on {up} of {len(rows)})"
        )
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
