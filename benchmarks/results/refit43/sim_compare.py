"""Per question of the fitted sets: the recall fit_reader's simulation gives with two weights
files (and their hedges), beside the recall ``eval kgqa`` gave in two runs.

    PYTHONPATH=core:benchmarks python benchmarks/results/refit43/sim_compare.py \\
        W_A H_A W_B H_B RUN_A RUN_B --index-root DIR --reads-cache DIR --vectors FILE
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np

from graphpaths.dotrag.reading.reader import load_reader_weights

# Example: the reads cache pickles it as fit_reader's __main__ wrote it
from reader.fit_reader import DEFAULT_SETS, CachingEmbedder, Example, read_all, say, simulate

__all__ = ["Example"]


def _betas(path: str) -> tuple[float, float, float]:
    b = json.loads(Path(path).read_text(encoding="utf-8"))["beta_by_hops"]
    return float(b[0]), float(b[1]), float(b[2])


def _eval_recall(run: str, name: str) -> dict[str, float]:
    rows = Path(run) / f"{name}.questions.jsonl"
    out = {}
    for line in rows.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        if row["method"] == "dotrag" and row.get("answerable"):
            out[row["id"]] = float(row["metrics"]["recall"])
    return out


def main() -> int:
    p = argparse.ArgumentParser()
    for name in ("wa", "ha", "wb", "hb", "run_a", "run_b"):
        p.add_argument(name)
    p.add_argument("--sets", default=DEFAULT_SETS + ",bloodlines")
    p.add_argument("--index-root", required=True)
    p.add_argument("--metaqa-index", default="")
    p.add_argument("--reads-cache", required=True)
    p.add_argument("--vectors", required=True)
    args = p.parse_args()
    from graphpaths.embeddings import SentenceTransformerEmbedder

    embedder = CachingEmbedder(SentenceTransformerEmbedder(), Path(args.vectors))
    wa, wb = load_reader_weights(args.wa), load_reader_weights(args.wb)
    ba, bb = _betas(args.ha), _betas(args.hb)
    table = {h: np.zeros(4) for h in (1, 2, 3)}
    agree = 0
    flips = 0
    for spec in args.sets.split(","):
        reads = [r for r in read_all(spec, args, embedder) if r.example.answers]
        sa = simulate(reads, wa.vector(), wa.temperature, ba)
        sb = simulate(reads, wb.vector(), wb.temperature, bb)
        ea, eb = _eval_recall(args.run_a, spec), _eval_recall(args.run_b, spec)
        for r, a, b in zip(reads, sa, sb, strict=True):
            qid = r.example.qid
            if qid not in ea or qid not in eb:
                continue
            table[a[0]] += (a[2], b[2], ea[qid], eb[qid])
            ds, de = b[2] - a[2], eb[qid] - ea[qid]
            if abs(de) > 1e-9:
                flips += 1
                agree += int(np.sign(ds) == np.sign(de))
                say(
                    f"{spec} {qid} hops {a[0]} sim {a[2]:.2f}->{b[2]:.2f} eval {ea[qid]:.2f}->{eb[qid]:.2f}"
                )
    for h, v in table.items():
        say(
            f"{h} hops: sum of recall sim A {v[0]:.1f} B {v[1]:.1f}  eval A {v[2]:.1f} B {v[3]:.1f}"
        )
    say(f"eval changes: {flips}, the simulation moves the same way on {agree}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
