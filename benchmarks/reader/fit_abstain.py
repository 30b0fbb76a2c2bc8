"""Fit DotRAG's abstention model (``graphpaths.dotrag.reading.abstention``) on KGQA sets.

``collect``: for every answerable and "relation the graph lacks" question of the given sets,
finds its anchors as DotRAG does (``search.discover``) and, per anchor, the heuristic
policy's signals (``HeuristicPolicy.signals``: the best reading's evidence and how well the
graph explains the least explained word where the question asks); one JSON line per
question in ``--out``.

``fit``: a logistic model of "the graph lacks what the question asks" over the signals
(per anchor; a question's log-odds is its anchors' lowest, as the library decides), fitted
by L2-regularised maximum likelihood with each set weighted alike; then the objective:
the threshold that abstains on the most "lacking" questions while newly abstaining on at
most ``--rate`` of the answerable ones with an anchor (pooled over the sets; questions
naming no anchor are discovery's business). The leave-one-set-out estimate refits both on
all sets but one and counts on it. ``--check`` sets are scored with the model fitted on all
(never fitted on). ``--write`` writes the library's weights file with its provenance.

    PYTHONPATH=core:benchmarks python benchmarks/reader/fit_abstain.py collect \\
        --sets academia,aviation,... --index-root /work/idx --out abstain.jsonl
    python benchmarks/reader/fit_abstain.py fit abstain.jsonl --rate 0.02 \\
        --check check.jsonl --write core/graphpaths/dotrag/reading/abstention_weights.json

Only development sets belong here: never the frozen sets or ``biomed``.
"""

from __future__ import annotations

import argparse
import datetime
import json
import math
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "core"))
sys.path.insert(0, str(REPO / "benchmarks"))

from graphpaths.dotrag.reading.abstention import (  # noqa: E402
    FEATURES,
    WEIGHTS_FORMAT,
    AbstentionWeights,
)

HELD_OUT = ("biomed",)
#: L2 penalty on the weights (not the bias), in units of one set's summed weight: enough to
#: keep the weights finite on separable sets, small against the data.
L2 = 0.01
Rows = Sequence[dict[str, Any]]


def collect(sets: Sequence[str], index_root: Path, out: Path) -> None:
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
                    s = policy.signals(q.text, a)
                    anchors.append({"leads": bool(s.labels), "x": list(s.vector())})
                row = {"set": name, "id": q.id, "lacking": q.lacking, "anchors": anchors}
                sink.write(json.dumps(row) + "\n")
            sys.stderr.write(f"{name}: done\n")


def _samples(rows: Rows) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Per anchor that leads somewhere: its signals, its label (1: lacking) and its
    weight (each set's anchors weigh 1 together, each question's anchors share one)."""
    sets = sorted({r["set"] for r in rows})
    per_set = {s: sum(1 for r in rows if r["set"] == s and r["anchors"]) for s in sets}
    xs, ys, ws = [], [], []
    for r in rows:
        leading = [a for a in r["anchors"] if a["leads"]]
        for a in leading:
            xs.append(a["x"])
            ys.append(float(r["lacking"]))
            ws.append(1.0 / (len(leading) * per_set[r["set"]]))
    return np.array(xs, np.float64), np.array(ys), np.array(ws)


def logistic(rows: Rows) -> tuple[np.ndarray, float]:
    """Weights and bias maximising the weighted log-likelihood less ``L2`` (Newton steps)."""
    x, y, w = _samples(rows)
    design = np.hstack([x, np.ones((len(x), 1))])
    beta = np.zeros(design.shape[1])
    penalty = np.diag([L2] * x.shape[1] + [0.0])
    for _ in range(100):
        p = 1.0 / (1.0 + np.exp(-(design @ beta)))
        gradient = design.T @ (w * (y - p)) - penalty @ beta
        hessian = design.T @ (design * (w * p * (1 - p))[:, None]) + penalty
        step = np.linalg.solve(hessian, gradient)
        beta += step
        if np.abs(step).max() < 1e-10:
            break
    return beta[:-1], float(beta[-1])


def odds(row: dict[str, Any], weights: np.ndarray, bias: float) -> float | None:
    """The question's log-odds of lacking: its anchors' lowest (an anchor no reading of
    which leads anywhere: +inf); None without an anchor."""
    if not row["anchors"]:
        return None
    return min(
        (float(bias + np.dot(weights, a["x"])) if a["leads"] else math.inf) for a in row["anchors"]
    )


def threshold(rows: Rows, weights: np.ndarray, bias: float, rate: float) -> float:
    """The lowest threshold (abstain at or above it) newly abstaining on at most ``rate``
    of the answerable questions with an anchor: the most lacking ones abstained."""
    answerable = sorted(
        (v for r in rows if not r["lacking"] and (v := odds(r, weights, bias)) is not None),
        reverse=True,
    )
    allowed = int(np.floor(rate * len(answerable)))
    # abstain when value >= t: just above the (allowed + 1)-th highest answerable value
    if allowed >= len(answerable):
        return -math.inf
    return float(np.nextafter(answerable[allowed], math.inf))


def fit(rows: Rows, rate: float) -> AbstentionWeights:
    weights, bias = logistic(rows)
    t = threshold(rows, weights, bias, rate)
    return AbstentionWeights(weights=tuple(float(v) for v in weights), bias=bias, threshold=t)


def counts(rows: Rows, model: AbstentionWeights) -> tuple[int, int, int, int]:
    """(answerable newly abstained, answerable with an anchor, lacking abstained, lacking)."""
    w = np.array(model.weights)
    answerable = [v for r in rows if not r["lacking"] and (v := odds(r, w, model.bias)) is not None]
    lacking = [odds(r, w, model.bias) for r in rows if r["lacking"]]
    return (
        sum(v >= model.threshold for v in answerable),
        len(answerable),
        sum(v is None or v >= model.threshold for v in lacking),
        len(lacking),
    )


def _share(a: int, b: int) -> str:
    return f"{a}/{b} ({a / b * 100:.1f}%)" if b else "0/0"


def leave_one_set_out(rows: Rows, rate: float) -> dict[str, Any]:
    totals = np.zeros(4, np.int64)
    per_set = {}
    for name in sorted({r["set"] for r in rows}):
        model = fit([r for r in rows if r["set"] != name], rate)
        c = counts([r for r in rows if r["set"] == name], model)
        totals += c
        per_set[name] = {
            "answerable_newly_abstained": _share(c[0], c[1]),
            "lacking": _share(c[2], c[3]),
        }
    return {
        "answerable_newly_abstained": _share(int(totals[0]), int(totals[1])),
        "lacking_abstained": _share(int(totals[2]), int(totals[3])),
        "per_set": per_set,
    }


def say(text: str) -> None:
    sys.stdout.write(text + "\n")


def _commit() -> str:
    try:
        out = subprocess.run(
            ["git", "-C", str(REPO), "rev-parse", "HEAD"],
            capture_output=True,
            text=True,
            check=True,
        )
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return out.stdout.strip()


def run_fit(path: Path, rate: float, check: Path | None, write: Path | None) -> None:
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    sets = sorted({r["set"] for r in rows})
    bad = [s for s in sets if s.startswith("frozen-") or s in HELD_OUT]
    if bad:
        raise SystemExit(f"{', '.join(bad)}: held out, never fitted on")
    model = fit(rows, rate)
    c = counts(rows, model)
    say(f"fit on {len(sets)} sets: {dict(zip(FEATURES, model.weights, strict=True))}")
    say(f"  bias {model.bias:.4f} threshold {model.threshold:.4f}")
    say(
        f"  answerable newly abstained {_share(c[0], c[1])}, lacking abstained {_share(c[2], c[3])}"
    )
    loso = leave_one_set_out(rows, rate)
    for name, row in loso["per_set"].items():
        say(
            f"  held out {name:<12} answerable {row['answerable_newly_abstained']}, lacking {row['lacking']}"
        )
    say(
        f"leave one set out: answerable newly abstained {loso['answerable_newly_abstained']}, "
        f"lacking abstained {loso['lacking_abstained']}"
    )
    checked = None
    if check is not None:
        rows_c = [json.loads(line) for line in check.read_text(encoding="utf-8").splitlines()]
        cc = counts(rows_c, model)
        checked = {
            "sets": sorted({r["set"] for r in rows_c}),
            "answerable_newly_abstained": _share(cc[0], cc[1]),
            "lacking_abstained": _share(cc[2], cc[3]),
        }
        say(
            f"check sets {checked['sets']}: answerable {checked['answerable_newly_abstained']}, lacking {checked['lacking_abstained']}"
        )
    if write is None:
        return
    payload = {
        "format": WEIGHTS_FORMAT,
        "features": list(FEATURES),
        "weights": dict(zip(FEATURES, model.weights, strict=True)),
        "bias": model.bias,
        "threshold": model.threshold,
        "provenance": {
            "fitted_by": "benchmarks/reader/fit_abstain.py fit",
            "commit": _commit(),
            "written": datetime.date.today().isoformat(),
            "sets": sets,
            "objective": (
                "Logistic model of 'the graph lacks the relation asked' over the features "
                "(per anchor that leads somewhere; a question's log-odds is its anchors' "
                f"lowest), L2 {L2} on the weights, each set weighted alike; threshold: the "
                f"most lacking questions abstained with at most {rate:.1%} of the answerable "
                "ones with an anchor newly abstained, pooled over the sets."
            ),
            "fit": {
                "answerable_newly_abstained": _share(c[0], c[1]),
                "lacking_abstained": _share(c[2], c[3]),
            },
            "leave_one_set_out": loso,
            "check": checked,
        },
    }
    tmp = write.with_suffix(".tmp")
    tmp.write_text(json.dumps(payload, indent=1) + "\n", encoding="utf-8")
    tmp.replace(write)
    say(f"wrote {write}")


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
    f.add_argument("--check", type=Path, help="rows of sets scored, never fitted on")
    f.add_argument("--write", type=Path, help="the weights file to write")
    args = parser.parse_args()
    if args.command == "collect":
        collect(args.sets.split(","), args.index_root, args.out)
        return
    run_fit(args.rows, args.rate, args.check, args.write)


if __name__ == "__main__":
    main()
