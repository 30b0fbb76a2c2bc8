"""Summarise back-to-back latency A/Bs (``/work/runs/s10/lat-ab.sh BASE NEW OUT``): per set
dotrag's CPU p50 in both trees, its ratio to vss, its model calls and CPU outside the model;
over the sets the medians, the change of dotrag's p50 median and the sets > 5 % slower.

Usage: python latency_ab.py NAME_A NAME_B OUT [OUT ...] > latency-ab.json
(each OUT holds a/ and b/ with latency-SET.json files)
"""

from __future__ import annotations

import json
import statistics
import sys
from pathlib import Path
from typing import Any


def figures(path: Path) -> dict[str, float]:
    """dotrag's figures of one latency JSON."""
    dotrag = json.loads(path.read_text(encoding="utf-8"))["methods"]["dotrag"]
    return {
        "dotrag_cpu_p50_ms": dotrag["cpu_p50_ms"],
        "cpu_p50_ratio": dotrag["cpu_p50_ratio"],
        "model_calls_per_question": dotrag["model_calls_per_question"],
        "dotrag_model_cpu_mean_ms": dotrag["model_cpu_mean_ms"],
        "dotrag_rest_cpu_mean_ms": dotrag["rest_cpu_mean_ms"],
    }


def run(out: Path, names: tuple[str, str]) -> dict[str, Any]:
    """One A/B's per-set figures and summary."""
    sets: dict[str, Any] = {}
    for a in sorted((out / "a").glob("latency-*.json")):
        name = a.stem.removeprefix("latency-")
        pair = {names[0]: figures(a), names[1]: figures(out / "b" / a.name)}
        before, after = (pair[n]["dotrag_cpu_p50_ms"] for n in names)
        pair["dotrag_p50_change_pct"] = round(100 * (after / before - 1), 1)
        sets[name] = pair
    summary: dict[str, Any] = {}
    for n in names:
        rows = [s[n] for s in sets.values()]
        summary[n] = {
            "dotrag_cpu_p50_ms_median": statistics.median(r["dotrag_cpu_p50_ms"] for r in rows),
            "cpu_p50_ratio_median": statistics.median(r["cpu_p50_ratio"] for r in rows),
            "cpu_p50_ratio_max": max(r["cpu_p50_ratio"] for r in rows),
            "sets_at_most_2": sum(r["cpu_p50_ratio"] <= 2 for r in rows),
            "model_calls_mean": round(
                statistics.mean(r["model_calls_per_question"] for r in rows), 4
            ),
            "rest_cpu_mean_ms_median": statistics.median(
                r["dotrag_rest_cpu_mean_ms"] for r in rows
            ),
        }
    before, after = (summary[n]["dotrag_cpu_p50_ms_median"] for n in names)
    summary["dotrag_p50_median_change_pct"] = round(100 * (after / before - 1), 1)
    summary["sets_slower_over_5pct"] = [
        s for s, v in sets.items() if v["dotrag_p50_change_pct"] > 5
    ]
    return {"summary": summary, "sets": sets}


def main(argv: list[str]) -> None:
    names = (argv[1], argv[2])
    runs = {Path(out).name: run(Path(out), names) for out in argv[3:]}
    json.dump({"runs": runs}, sys.stdout, indent=1)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main(sys.argv)
