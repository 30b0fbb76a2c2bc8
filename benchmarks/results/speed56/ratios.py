"""speed56's A/B: per set and pass, dotrag p50 / vss p50 (median latency_ms of every question
asked, one process per set and tree, from each run's rows); writes ab-ratios.json.

    python benchmarks/results/speed56/ratios.py SETS_FILE RUNS_PREFIX OUT.json
"""

from __future__ import annotations

import json
import statistics
import sys
from pathlib import Path


def p50s(folder: Path, name: str) -> tuple[float, float] | None:
    latencies: dict[str, list[float]] = {"dotrag": [], "vss": []}
    path = folder / f"{name}.questions.jsonl"
    if not path.exists():
        return None
    with path.open(encoding="utf-8") as rows:
        for line in rows:
            row = json.loads(line)
            latencies[row["method"]].append(row["latency_ms"])
    if not latencies["dotrag"] or not latencies["vss"]:
        return None
    return statistics.median(latencies["dotrag"]), statistics.median(latencies["vss"])


def main(sets_file: str, prefix: str, out: str) -> None:
    sets = Path(sets_file).read_text(encoding="utf-8").split()
    passes: dict[str, dict[str, dict[str, dict[str, float]]]] = {}
    for p in ("1", "2"):
        for tree in ("main", "branch"):
            found = {}
            for name in sets:
                pair = p50s(Path(f"{prefix}{p}-{tree}"), name)
                if pair is not None:
                    dotrag, vss = pair
                    found[name] = {
                        "dotrag_p50_ms": round(dotrag, 3),
                        "vss_p50_ms": round(vss, 3),
                        "ratio": round(dotrag / vss, 4),
                    }
            passes.setdefault(p, {})[tree] = found
    summary = {}
    for p, trees in passes.items():
        common = sorted(set(trees["main"]) & set(trees["branch"]))
        for tree, found in trees.items():
            ratios = [found[name]["ratio"] for name in common]
            summary[f"pass {p} {tree}"] = {
                "sets": len(ratios),
                "ratio<=2": sum(r <= 2 for r in ratios),
                "mean ratio": round(statistics.mean(ratios), 4),
                "median ratio": round(statistics.median(ratios), 4),
                "max": max(ratios),
                "over 2": [name for name in common if found[name]["ratio"] > 2],
            }
    result = {
        "definition": "per set: median latency_ms of every question asked, dotrag / vss, "
        "both methods in one process per set and tree",
        "passes": passes,
        "summary": summary,
    }
    Path(out).write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
    sys.stdout.write(json.dumps(summary, indent=1) + "\n")


if __name__ == "__main__":
    main(*sys.argv[1:4])
