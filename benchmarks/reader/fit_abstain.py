"""Fit DotRAG's abstention constants (``graphpaths.dotrag.reading.abstention``) on KGQA sets.

``collect``: for every answerable and "relation the graph lacks" question of the given sets,
finds its anchors as DotRAG does (``search.discover``) and, per anchor, the heuristic
policy's readings that lead somewhere (the ``EVIDENCE_READINGS`` most probable) with the
reader's evidence and the question-to-labels similarity of each; one JSON line per question
in ``--out``.

``fit``: over a grid of ``SIMILARITY_OFFSET`` values, the largest ``HELD`` threshold that
newly abstains on at most ``--rate`` of the answerable questions (pooled over the sets;
questions already unanswered because they name no anchor are not counted: the criterion
does not see them), and the share of "lacking" questions it abstains on; the pair with the
most is printed, then a leave-one-set-out estimate (fit on all sets but one, count on it).

    PYTHONPATH=core:benchmarks python benchmarks/reader/fit_abstain.py collect \\
        --sets academia,aviation,... --index-root /work/idx --out abstain.jsonl
    python benchmarks/reader/fit_abstain.py fit abstain.jsonl --rate 0.02

Only development sets belong here: never the frozen sets or ``biomed``.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "core"))
sys.path.insert(0, str(REPO / "benchmarks"))

HELD_OUT = ("biomed",)
OFFSETS = tuple(round(x, 2) for x in np.arange(0.0, 0.45, 0.05))


def collect(sets: Sequence[str], index_root: Path, out: Path) -> None:
    from graphpaths.dotrag.reading.abstention import EVIDENCE_READINGS
    from graphpaths.dotrag.reading.heuristic import HeuristicPolicy
    from graphpaths.dotrag.retriever import DotRAG
    from graphpaths_bench.eval.kgqa import load_kgqa_questions

    with out.open("w", encoding="utf-8") as sink:
        for name in sets:
            if name.startswith("frozen-") or name in HELD_OUT:
                raise SystemExit(f"{name}: held out, never fitted on")
            dotrag = DotRAG.from_index(index_root / f"kgqa-{name}")
            policy = dotrag.policy
            if not isinstance(policy, HeuristicPolicy):
                raise SystemExit(f"{name}: expected the heuristic policy")
            for q in load_kgqa_questions(REPO / "benchmarks" / "kgqa" / name):
                if not q.topics:
                    continue  # names nothing in the graph: discovery's business
                vector = dotrag._embed_query(q.text)
                found = dotrag.search.discover(q.text, vector, dotrag.config)
                anchors = []
                for a in found.anchors:
                    plans = policy.read(q.text, a.entity, a.name).plans[:EVIDENCE_READINGS]
                    sims = policy.reader.label_similarities(
                        q.text, a.name, [p.labels for p in plans]
                    )
                    anchors.append(
                        {
                            "name": a.name,
                            "readings": [
                                {"labels": list(p.labels), "evidence": p.evidence, "similarity": s}
                                for p, s in zip(plans, sims, strict=True)
                            ],
                        }
                    )
                row = {
                    "set": name,
                    "id": q.id,
                    "lacking": q.lacking,
                    "lacks": q.lacks,
                    "anchors": anchors,
                }
                sink.write(json.dumps(row) + "\n")
            sys.stderr.write(f"{name}: done\n")


def value(row: dict[str, Any], offset: float) -> float | None:
    """The question's best reading evidence over its anchors (None: no anchor)."""
    if not row["anchors"]:
        return None
    best = 0.0
    for anchor in row["anchors"]:
        for r in anchor["readings"]:
            best = max(best, r["evidence"] + max(0.0, r["similarity"] - offset))
    return best


def threshold(rows: Sequence[dict[str, Any]], offset: float, rate: float) -> tuple[float, float]:
    """The largest threshold (abstain below it) newly abstaining on at most ``rate`` of the
    answerable questions with an anchor, and the share of lacking ones it abstains on."""
    answerable = sorted(v for r in rows if not r["lacking"] and (v := value(r, offset)) is not None)
    allowed = int(np.floor(rate * len(answerable)))
    # abstain when value < t: t is the (allowed)-th smallest value; ties stay answered
    t = answerable[allowed] if allowed < len(answerable) else float("inf")
    lacking = [value(r, offset) for r in rows if r["lacking"]]
    share = float(np.mean([v is None or v < t for v in lacking])) if lacking else 0.0
    return t, share


def fit(rows: Sequence[dict[str, Any]], rate: float) -> tuple[float, float, float]:
    """``(offset, threshold, lacking share)`` with the most lacking abstained; ties: the
    smaller offset."""
    best = (0.0, 0.0, -1.0)
    for offset in OFFSETS:
        t, share = threshold(rows, offset, rate)
        if share > best[2] + 1e-12:
            best = (offset, t, share)
    return best


def rates(rows: Sequence[dict[str, Any]], offset: float, t: float) -> tuple[int, int, int, int]:
    """(answerable newly abstained, answerable with an anchor, lacking abstained, lacking)."""
    answerable = [value(r, offset) for r in rows if not r["lacking"]]
    answerable = [v for v in answerable if v is not None]
    lacking = [value(r, offset) for r in rows if r["lacking"]]
    return (
        sum(v < t for v in answerable),
        len(answerable),
        sum(v is None or v < t for v in lacking),
        len(lacking),
    )


def say(text: str) -> None:
    sys.stdout.write(text + "\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    c = sub.add_parser("collect")
    c.add_argument("--sets", required=True)
    c.add_argument("--index-root", type=Path, required=True)
    c.add_argument("--out", type=Path, required=True)
    f = sub.add_parser("fit")
    f.add_argument("rows", type=Path)
    f.add_argument("--rate", type=float, default=0.02)
    args = parser.parse_args()
    if args.command == "collect":
        collect(args.sets.split(","), args.index_root, args.out)
        return
    rows = [json.loads(line) for line in args.rows.read_text(encoding="utf-8").splitlines()]
    say("offset  threshold  lacking abstained (pooled fit)")
    for offset in OFFSETS:
        t, share = threshold(rows, offset, args.rate)
        say(f"{offset:6.2f}  {t:9.4f}  {share * 100:5.1f}%")
    offset, t, share = fit(rows, args.rate)
    wrong, n, lacked, m = rates(rows, offset, t)
    say(
        f"fit on all: SIMILARITY_OFFSET={offset} HELD={t:.4f}: answerable newly abstained "
        f"{wrong}/{n} ({wrong / n * 100:.1f}%), lacking abstained {lacked}/{m} "
        f"({lacked / m * 100:.1f}%)"
    )
    totals = np.zeros(4, np.int64)
    for name in sorted({r["set"] for r in rows}):
        train = [r for r in rows if r["set"] != name]
        test = [r for r in rows if r["set"] == name]
        o, th, _ = fit(train, args.rate)
        counts = rates(test, o, th)
        totals += counts
        say(
            f"  held out {name:<12} offset {o:.2f} held {th:.3f}: answerable newly abstained "
            f"{counts[0]}/{counts[1]}, lacking {counts[2]}/{counts[3]}"
        )
    say(
        f"leave one set out: answerable newly abstained {totals[0]}/{totals[1]} "
        f"({totals[0] / totals[1] * 100:.1f}%), lacking abstained {totals[2]}/{totals[3]} "
        f"({totals[2] / totals[3] * 100:.1f}%)"
    )


if __name__ == "__main__":
    main()
