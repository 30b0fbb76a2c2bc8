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
all sets but one and counts on it. ``--sure-target T`` also writes the default's stricter
``sure_threshold`` (the library's file: T = 0.0025): the rate of a grid whose nested
leave-one-set-out figures newly abstain on at most T of each set's answerable questions;
``--sure-quantile Q`` instead puts it just above the Q quantile of the answerable questions'
log-odds (measured in ``benchmarks/results/lack61b``, not the library's: it failed its keep
rule). ``--check`` sets are scored with the model fitted on all (never fitted on).
``--write`` writes the library's weights file with its provenance.

    PYTHONPATH=core:benchmarks python benchmarks/reader/fit_abstain.py collect \\
        --sets academia,aviation,... --index-root /work/idx --out abstain.jsonl
    python benchmarks/reader/fit_abstain.py fit abstain.jsonl --rate 0.02 \\
        --sure-target 0.0025 --check check.jsonl \\
        --write core/graphpaths/dotrag/reading/abstention_weights.json

Only development sets belong here: never the frozen sets or ``biomed``.
"""

from __future__ import annotations

import argparse
import copy
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
#: The in-sample rates a leave-one-set-out target (``--loso-target``) chooses among.
RATE_GRID = tuple(round(0.0025 * k, 4) for k in range(13))
#: The in-sample rates the default's stricter threshold (``--sure-target``: the library's
#: ``sure_threshold``, ``DotRAGConfig(abstain="sure")``) chooses among, and the rates of ``curve``.
SURE_GRID = (0.0, 0.001, 0.0025, 0.005, 0.0075, 0.01)
#: The ``--sure-quantile`` lack61b measured: the 99.9th percentile of the answerable log-odds
#: (about 1 in 1,000 answerable questions newly abstained in sample; not the library's).
SURE_QUANTILE = 0.999
Rows = Sequence[dict[str, Any]]


def _folded(policy: Any, weights: Any) -> Any:
    """``policy`` (a ``HeuristicPolicy``) with other reader weights, every other setting kept
    (its ``for_graph`` copies the settings, its reader made with the weights given)."""
    settings = copy.copy(policy)
    settings.weights = weights
    return settings.for_graph(policy.graph, policy.lexicon)


def collect(sets: Sequence[str], index_root: Path, out: Path, folds: Path | None = None) -> None:
    """The rows of ``sets``; ``folds``: a folder of reader weights files, one per set
    (``fit_reader.py folds``: fitted without that set), each set read with its own, so the
    reader's evidence is out of sample; None: the library's reader weights."""
    from graphpaths.dotrag.reading.heuristic import HeuristicPolicy
    from graphpaths.dotrag.reading.reader import load_reader_weights
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
            reader = "library"
            if folds is not None:
                file = folds / f"{name}.json"
                fold = json.loads(file.read_text(encoding="utf-8"))
                if name in fold["provenance"]["sets"]:
                    raise SystemExit(
                        f"{file}: fitted on {name}, so it does not read it out of sample"
                    )
                policy = _folded(policy, load_reader_weights(file))
                reader = f"left out ({fold['digest'][:12]})"
            for q in load_kgqa_questions(REPO / "benchmarks" / "kgqa" / name):
                if not q.topics:
                    continue  # names nothing in the graph: discovery's business
                vector = dotrag._embed_query(q.text)
                found = dotrag.search.discover(q.text, vector, dotrag.config)
                anchors = []
                for a in found.anchors:
                    s = policy.signals(q.text, a)
                    anchors.append({"leads": bool(s.labels), "x": list(s.vector())})
                row = {
                    "set": name,
                    "id": q.id,
                    "lacking": q.lacking,
                    "reader": reader,
                    "anchors": anchors,
                }
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


def quantile_threshold(rows: Rows, weights: np.ndarray, bias: float, q: float) -> float:
    """Just above the ``q`` quantile (linear between neighbouring questions, ``np.quantile``)
    of the finite log-odds of the answerable questions with an anchor (one whose every anchor
    leads nowhere, +inf in :func:`odds`, is abstained at any threshold: left out). Unlike
    :func:`threshold` at a rate near 0, which is one question's log-odds (the highest, at
    rate 0), it moves by a fraction of the gap between two questions when one is left out."""
    answerable = [v for r in rows if not r["lacking"] and (v := odds(r, weights, bias)) is not None]
    finite = [v for v in answerable if math.isfinite(v)]
    if not finite:
        return math.inf
    return float(np.nextafter(np.quantile(np.array(finite), q), math.inf))


def at_quantile(rows: Rows, model: AbstentionWeights, q: float) -> AbstentionWeights:
    """``model`` with its threshold at the ``q`` quantile of ``rows``' answerable log-odds
    (:func:`quantile_threshold`), never below the fitted one."""
    t = quantile_threshold(rows, np.array(model.weights), model.bias, q)
    return AbstentionWeights(
        weights=model.weights, bias=model.bias, threshold=max(t, model.threshold)
    )


def fit(rows: Rows, rate: float) -> AbstentionWeights:
    weights, bias = logistic(rows)
    t = threshold(rows, weights, bias, rate)
    return AbstentionWeights(weights=tuple(float(v) for v in weights), bias=bias, threshold=t)


def pooled_loso(
    rows: Rows,
    rate: float | None,
    target: float | None = None,
    grid: Sequence[float] = RATE_GRID,
    scored: Rows | None = None,
) -> np.ndarray:
    """Leave one set out: each set counted (:func:`counts`) with the model fitted on the
    others, its threshold at ``rate`` or, with ``target``, at the rate of ``grid``
    :func:`loso_rate` chooses on the others (nested); per set, in the order of their names
    (sets x 4). ``scored``: other rows of the same sets counted instead (the relation-ablation
    probes of ``benchmarks/results/lackp59``), the model still fitted on ``rows``."""
    out = []
    counted = rows if scored is None else scored
    for name in sorted({r["set"] for r in rows}):
        train = [r for r in rows if r["set"] != name]
        chosen = loso_rate(train, target, grid) if target is not None else rate
        assert chosen is not None
        out.append(counts([r for r in counted if r["set"] == name], fit(train, chosen)))
    return np.array(out, np.int64).reshape(-1, 4)


def set_mean(per_set: np.ndarray) -> float:
    """The answerable questions newly abstained, as a share of each set's, averaged over the
    sets alike (as the fit weighs them, and as the acceptance bars are set per set)."""
    shares = [a / n for a, n, _, _ in per_set.tolist() if n]
    return float(np.mean(shares)) if shares else 0.0


def loso_rate(rows: Rows, target: float, grid: Sequence[float] = RATE_GRID) -> float:
    """The rate of ``grid`` (answerable newly abstained in the fit's own rows) whose
    leave-one-set-out figures abstain on the most lacking questions while newly abstaining
    on at most ``target`` of each set's answerable ones, averaged over the sets
    (:func:`set_mean`; ties: the lower rate). The in-sample rate sits below the rate met on
    sets the model was not fitted on."""
    best, most = grid[0], -1
    for rate in grid:
        per_set = pooled_loso(rows, rate)
        lacking = int(per_set[:, 2].sum())
        if set_mean(per_set) <= target + 1e-12 and lacking > most:
            best, most = rate, lacking
    return best


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


def leave_one_set_out(
    rows: Rows, rate: float, target: float | None = None, grid: Sequence[float] = RATE_GRID
) -> dict[str, Any]:
    """Per set and pooled: counted with the model fitted on the others (threshold at
    ``rate``, or with ``target`` at the rate of ``grid`` :func:`loso_rate` chooses on the others)."""
    return _summary(rows, pooled_loso(rows, rate, target, grid))


def quantile_loso(rows: Rows, q: float, rate: float) -> np.ndarray:
    """Leave one set out at a fixed quantile (nothing to choose, so nothing nested): each set
    counted with the model fitted on the others, its sure threshold at the ``q`` quantile of
    their answerable log-odds (:func:`quantile_threshold`), never below their threshold at
    ``rate`` (the fit's); per set in the order of their names (sets x 4, as :func:`counts`)."""
    out = []
    for name in sorted({r["set"] for r in rows}):
        train = [r for r in rows if r["set"] != name]
        sure = at_quantile(train, fit(train, rate), q)
        out.append(counts([r for r in rows if r["set"] == name], sure))
    return np.array(out, np.int64).reshape(-1, 4)


def _summary(rows: Rows, counted: np.ndarray) -> dict[str, Any]:
    names = sorted({r["set"] for r in rows})
    totals = counted.sum(axis=0)
    per_set = {
        name: {"answerable_newly_abstained": _share(c[0], c[1]), "lacking": _share(c[2], c[3])}
        for name, c in zip(names, counted.tolist(), strict=True)
    }
    return {
        "answerable_newly_abstained": _share(int(totals[0]), int(totals[1])),
        "answerable_newly_abstained_set_mean": f"{set_mean(counted):.1%}",
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


def read_rows(path: Path, drop: Sequence[str] = ()) -> list[dict[str, Any]]:
    """The rows of ``path``, the features named in ``drop`` set to 0 (an ablation)."""
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    columns = [FEATURES.index(name) for name in drop]
    for r in rows:
        for a in r["anchors"]:
            if len(a["x"]) != len(FEATURES):
                raise SystemExit(f"{path}: rows of {len(a['x'])} features, expected {FEATURES}")
            for k in columns:
                a["x"][k] = 0.0
    return rows


def _inputs(rows: Rows) -> str:
    """How the rows' reader evidence was read, as the weights file records it."""
    readers = {r.get("reader", "library") for r in rows}
    if readers == {"library"}:
        return "each set read with the library's reader weights (fitted on these sets: in sample)"
    if "library" in readers:
        raise SystemExit("rows mix the library's reader and left-out readers")
    return (
        "each set read with reader weights fitted without it (fit_reader.py folds, then "
        "fit_abstain.py collect --reader-folds): the reader's evidence out of sample"
    )


def run_fit(
    path: Path,
    rate: float,
    check: Path | None,
    write: Path | None,
    target: float | None = None,
    drop: Sequence[str] = (),
    sure_target: float | None = None,
    sure_quantile: float | None = None,
) -> None:
    if sure_target is not None and sure_quantile is not None:
        raise SystemExit("--sure-target and --sure-quantile: one objective for sure_threshold")
    rows = read_rows(path, drop)
    sets = sorted({r["set"] for r in rows})
    bad = [s for s in sets if s.startswith("frozen-") or s in HELD_OUT]
    if bad:
        raise SystemExit(f"{', '.join(bad)}: held out, never fitted on")
    inputs = _inputs(rows)
    if target is not None:
        rate = loso_rate(rows, target)
        say(f"rate {rate:.4f}: leave one set out at most {target:.1%} answerable newly abstained")
    model = fit(rows, rate)
    c = counts(rows, model)
    say(f"fit on {len(sets)} sets: {dict(zip(FEATURES, model.weights, strict=True))}")
    say(f"  bias {model.bias:.4f} threshold {model.threshold:.4f}")
    say(
        f"  answerable newly abstained {_share(c[0], c[1])}, lacking abstained {_share(c[2], c[3])}"
    )
    loso = leave_one_set_out(rows, rate, target)
    for name, row in loso["per_set"].items():
        say(
            f"  held out {name:<12} answerable {row['answerable_newly_abstained']}, lacking {row['lacking']}"
        )
    say(
        f"leave one set out: answerable newly abstained {loso['answerable_newly_abstained']} "
        f"(set mean {loso['answerable_newly_abstained_set_mean']}), "
        f"lacking abstained {loso['lacking_abstained']}"
    )
    sure = None if sure_target is None else _sure(rows, model, sure_target)
    if sure_quantile is not None:
        sure = _sure_quantile(rows, model, sure_quantile, rate)
    checked = None
    if check is not None:
        rows_c = read_rows(check, drop)
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
        **({"sure_threshold": sure["threshold"]} if sure is not None else {}),
        "provenance": {
            "fitted_by": "benchmarks/reader/fit_abstain.py fit",
            "commit": _commit(),
            "written": datetime.date.today().isoformat(),
            "sets": sets,
            "inputs": inputs,
            "objective": (
                "Logistic model of 'the graph lacks the relation asked' over the features "
                "(per anchor that leads somewhere; a question's log-odds is its anchors' "
                f"lowest), L2 {L2} on the weights, each set weighted alike; threshold: the "
                f"most lacking questions abstained with at most {rate:.2%} of the answerable "
                "ones with an anchor newly abstained, pooled over the sets"
                + (
                    f"; that rate is the one of {list(RATE_GRID)} whose leave-one-set-out "
                    f"figures abstain on the most lacking questions with at most {target:.1%} "
                    "of each set's answerable ones newly abstained, averaged over the sets "
                    "alike (the leave-one-set-out figures below choose it on the other sets: "
                    "nested)."
                    if target is not None
                    else "."
                )
            ),
            **({"dropped": list(drop)} if drop else {}),
            "fit": {
                "answerable_newly_abstained": _share(c[0], c[1]),
                "lacking_abstained": _share(c[2], c[3]),
            },
            "leave_one_set_out": loso,
            **({"sure": sure["provenance"]} if sure is not None else {}),
            "check": checked,
        },
    }
    tmp = write.with_suffix(".tmp")
    tmp.write_text(json.dumps(payload, indent=1) + "\n", encoding="utf-8")
    tmp.replace(write)
    say(f"wrote {write}")


def _sure(rows: Rows, model: AbstentionWeights, target: float) -> dict[str, Any]:
    """The default's stricter threshold (``sure_threshold``) for the same model: at the rate
    of :data:`SURE_GRID` whose leave-one-set-out figures abstain on the most lacking
    questions with at most ``target`` of each set's answerable ones newly abstained, averaged
    over the sets (:func:`loso_rate`); never below the fitted ``threshold``."""
    rate = loso_rate(rows, target, SURE_GRID)
    w = np.array(model.weights)
    t = max(threshold(rows, w, model.bias, rate), model.threshold)
    return _sure_figures(
        rows,
        AbstentionWeights(weights=model.weights, bias=model.bias, threshold=t),
        leave_one_set_out(rows, rate, target, SURE_GRID),
        f"sure: rate {rate:.4f} (leave one set out at most {target:.2%}), threshold {t:.4f}",
        (
            "sure_threshold, DotRAGConfig(abstain='sure'), the default: the same model, "
            f"its threshold at the in-sample rate of {list(SURE_GRID)} whose "
            "leave-one-set-out figures abstain on the most lacking questions with at most "
            f"{target:.2%} of each set's answerable ones newly abstained, averaged over "
            "the sets alike (ties: the lower rate; the leave-one-set-out figures below "
            "choose it on the other sets: nested); never below threshold"
        ),
        {"rate": rate},
    )


def _sure_quantile(rows: Rows, model: AbstentionWeights, q: float, rate: float) -> dict[str, Any]:
    """The default's stricter threshold (``sure_threshold``) for the same model at the ``q``
    quantile of the fitted sets' answerable log-odds (:func:`quantile_threshold`), never
    below the fitted ``threshold`` (at ``rate``); its leave-one-set-out figures at the same
    quantile."""
    if not 0.0 < q < 1.0:
        raise SystemExit(f"--sure-quantile {q}: a quantile strictly between 0 and 1")
    sure = at_quantile(rows, model, q)
    return _sure_figures(
        rows,
        sure,
        _summary(rows, quantile_loso(rows, q, rate)),
        f"sure: quantile {q} of the answerable log-odds, threshold {sure.threshold:.4f}",
        (
            "sure_threshold, DotRAGConfig(abstain='sure'), the default: the same model, "
            f"its threshold just above the {q * 100:g}th percentile (numpy's linear "
            "interpolation between neighbouring questions) of the log-odds of the fitted "
            "sets' answerable questions with an anchor, pooled over the sets; never below "
            "threshold. A quantile, not the rate of a grid chosen leave one set out: at "
            "rates near 0 that threshold is one question's log-odds and moves with it "
            "(benchmarks/results/lack61b). The leave-one-set-out figures below put each "
            "set's threshold at the same quantile of the other sets' (fixed: not nested)."
        ),
        {"quantile": q},
    )


def _sure_figures(
    rows: Rows,
    sure: AbstentionWeights,
    loso: dict[str, Any],
    head: str,
    objective: str,
    chosen: dict[str, float],
) -> dict[str, Any]:
    """The sure threshold with its provenance: the objective, what it chose, its figures."""
    c = counts(rows, sure)
    say(head)
    say(f"  fit: answerable newly abstained {_share(c[0], c[1])}, lacking {_share(c[2], c[3])}")
    say(
        f"  leave one set out: answerable newly abstained "
        f"{loso['answerable_newly_abstained']} (set mean "
        f"{loso['answerable_newly_abstained_set_mean']}), lacking {loso['lacking_abstained']}"
    )
    return {
        "threshold": sure.threshold,
        "provenance": {
            "objective": objective,
            **chosen,
            "fit": {
                "answerable_newly_abstained": _share(c[0], c[1]),
                "lacking_abstained": _share(c[2], c[3]),
            },
            "leave_one_set_out": loso,
        },
    }


def curve(path: Path, probes: Sequence[Path] = ()) -> None:
    """Leave one set out at each rate of :data:`SURE_GRID` (not nested): answerable newly
    abstained and lacking abstained; with ``probes`` (rows of the same sets' relation-ablation
    probes, ``benchmarks/results/lackp59``, with ``kind``: answerable / probe / own), the
    probes and their answerable questions counted with the same left-out models."""
    rows = read_rows(path)
    scored = {p: [r for r in read_rows(p) if r.get("kind") != "own"] for p in probes}
    head = "rate    answerable newly (set mean)   lacking"
    say(head + "".join(f"   {p.stem}: answerable / probes" for p in probes))
    for rate in SURE_GRID:
        c = pooled_loso(rows, rate)
        t = c.sum(axis=0)
        line = (
            f"{rate:.4f}  {_share(int(t[0]), int(t[1])):>16} ({set_mean(c):.2%})"
            f"   {_share(int(t[2]), int(t[3])):>16}"
        )
        for p in probes:
            names = {r["set"] for r in scored[p]}
            fitted = [r for r in rows if r["set"] in names]
            q = pooled_loso(fitted, rate, scored=scored[p]).sum(axis=0)
            line += f"   {_share(int(q[0]), int(q[1]))} / {_share(int(q[2]), int(q[3]))}"
        say(line)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    c = sub.add_parser("collect")
    c.add_argument("--sets", required=True)
    c.add_argument("--index-root", type=Path, required=True)
    c.add_argument("--out", type=Path, required=True)
    c.add_argument(
        "--reader-folds",
        type=Path,
        help="a folder of reader weights, one per set fitted without it (fit_reader.py folds)",
    )
    f = sub.add_parser("fit")
    f.add_argument("rows", type=Path)
    f.add_argument("--rate", type=float, default=0.02)
    f.add_argument("--check", type=Path, help="rows of sets scored, never fitted on")
    f.add_argument("--write", type=Path, help="the weights file to write")
    f.add_argument(
        "--loso-target",
        type=float,
        help="choose the rate: leave-one-set-out answerable newly abstained at most this",
    )
    f.add_argument("--drop", default="", help="features set to 0, comma-separated (ablation)")
    f.add_argument(
        "--sure-target",
        type=float,
        help="also the default's sure_threshold: leave-one-set-out newly abstained at most this",
    )
    f.add_argument(
        "--sure-quantile",
        type=float,
        help="also the default's sure_threshold: at this quantile of the answerable log-odds "
        f"(lack61b measured {SURE_QUANTILE}; the library's file uses --sure-target)",
    )
    v = sub.add_parser("curve")
    v.add_argument("rows", type=Path)
    v.add_argument("--probes", type=Path, nargs="*", default=[])
    args = parser.parse_args()
    if args.command == "collect":
        collect(args.sets.split(","), args.index_root, args.out, args.reader_folds)
        return
    if args.command == "curve":
        curve(args.rows, args.probes)
        return
    drop = [d for d in args.drop.split(",") if d]
    unknown = [d for d in drop if d not in FEATURES]
    if unknown:
        raise SystemExit(f"--drop: {', '.join(unknown)}: not among {FEATURES}")
    run_fit(
        args.rows,
        args.rate,
        args.check,
        args.write,
        args.loso_target,
        drop,
        args.sure_target,
        args.sure_quantile,
    )


if __name__ == "__main__":
    main()
