"""Does a sixth input help the abstention model? (collect.py's rows, fitted dev only.)

    PYTHONPATH=TREE/core:TREE/benchmarks .venv/bin/python benchmarks/results/lack61/analyze.py \\
        auc DEV.jsonl SIG-relation.jsonl SIG-first-hop.jsonl
    ... analyze.py curve DEV.jsonl SIG-relation.jsonl SIG-first-hop.jsonl [--with a,b] [--fit-probes]

``auc``: per input (the five and each candidate of collect.EXTRAS), the deciding anchor's value
(the anchor of lowest library log-odds among those leading somewhere), AUC = P(lacking value >
answerable value), for own lacking questions (dev rows), the own "none for entity:" ones, and
each probe variant.

``curve``: fit_abstain.py's leave-one-set-out figures with the five inputs plus the candidates
``--with`` (comma-separated; empty: the five): per in-sample rate of SURE_GRID (threshold fitted
on the other 23 sets), answerable newly abstained (set mean) and lacking abstained, the probes
counted with the same left-out models; then nested (the rate chosen on the other sets) at
targets 0.25 % and 1 % (fit_abstain.loso_rate: SURE_GRID and RATE_GRID). ``--fit-probes``: the
probes and their answerable questions join the fitted rows of the other sets (their own rows:
relation and first-hop variants), each set still scored on its own questions and probes.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from graphpaths.dotrag.reading.abstention import FEATURES, load_abstention_weights

HERE = Path(__file__).resolve().parent
FIT = HERE.parents[1] / "reader" / "fit_abstain.py"
_spec = importlib.util.spec_from_file_location("fit_abstain", FIT)
assert _spec is not None
assert _spec.loader is not None
fa = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(fa)
sys.path.insert(0, str(HERE))
from collect import EXTRAS  # noqa: E402

REPO = HERE.parents[2]


def say(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def load(path: Path, extra: Sequence[str]) -> list[dict[str, Any]]:
    rows = [json.loads(x) for x in path.read_text().splitlines()]
    for r in rows:
        for a in r["anchors"]:
            a["x"] = list(a["x"]) + [a["extra"][k] for k in extra]
    return rows


def lacks_of(rows: list[dict[str, Any]]) -> dict[tuple[str, str], str]:
    from graphpaths_bench.eval.kgqa import load_kgqa_questions

    out = {}
    for name in sorted({r["set"] for r in rows}):
        for q in load_kgqa_questions(REPO / "benchmarks" / "kgqa" / name):
            if q.lacking:
                out[(name, q.id)] = q.lacks or ""
    return out


# -- a model of any number of inputs (fit_abstain's, without AbstentionWeights' check) ------
class Model:
    def __init__(self, weights: np.ndarray, bias: float, threshold: float) -> None:
        self.weights, self.bias, self.threshold = weights, bias, threshold


def fit(rows: Sequence[dict[str, Any]], rate: float) -> Model:
    w, b = fa.logistic(rows)
    return Model(w, b, fa.threshold(rows, w, b, rate))


def counts(rows: Sequence[dict[str, Any]], m: Model) -> tuple[int, int, int, int]:
    answerable = [
        v for r in rows if not r["lacking"] and (v := fa.odds(r, m.weights, m.bias)) is not None
    ]
    lacking = [fa.odds(r, m.weights, m.bias) for r in rows if r["lacking"]]
    return (
        sum(v >= m.threshold for v in answerable),
        len(answerable),
        sum(v is None or v >= m.threshold for v in lacking),
        len(lacking),
    )


def loso(
    rows: Sequence[dict[str, Any]],
    rate: float | None,
    target: float | None = None,
    grid: Sequence[float] = fa.SURE_GRID,
    scored: Sequence[Sequence[dict[str, Any]]] = (),
    extra_train: Sequence[dict[str, Any]] = (),
) -> list[np.ndarray]:
    """Per set (sorted), counts on its rows and on each ``scored`` list's rows of that set,
    the model fitted on the other sets' rows (plus ``extra_train`` of the other sets)."""
    names = sorted({r["set"] for r in rows})
    out: list[list[tuple[int, int, int, int]]] = [[] for _ in range(1 + len(scored))]
    for name in names:
        train = [r for r in rows if r["set"] != name]
        more = [r for r in extra_train if r["set"] != name]
        chosen = loso_rate(train, target, grid, more) if target is not None else rate
        assert chosen is not None
        m = fit([*train, *more], 0.0)
        # the threshold at the rate over the own answerable rows (as the library's objective)
        m.threshold = fa.threshold(train, m.weights, m.bias, chosen)
        out[0].append(counts([r for r in rows if r["set"] == name], m))
        for k, s in enumerate(scored):
            out[k + 1].append(counts([r for r in s if r["set"] == name], m))
    return [np.array(o, np.int64).reshape(-1, 4) for o in out]


def loso_rate(
    rows: Sequence[dict[str, Any]],
    target: float,
    grid: Sequence[float],
    extra_train: Sequence[dict[str, Any]] = (),
) -> float:
    best, most = grid[0], -1
    for rate in grid:
        per_set = loso(rows, rate, extra_train=extra_train)[0]
        lacking = int(per_set[:, 2].sum())
        if fa.set_mean(per_set) <= target + 1e-12 and lacking > most:
            best, most = rate, lacking
    return best


def share(a: int, b: int) -> str:
    return f"{a}/{b} ({100 * a / b:.1f}%)" if b else "0/0"


def auc(pos: list[float], neg: list[float]) -> float:
    if not pos or not neg:
        return float("nan")
    p, n = np.array(pos)[:, None], np.array(neg)[None, :]
    return float(((p > n).sum() + 0.5 * (p == n).sum()) / (p.size * n.size))


def run_auc(dev: Path, probes: Sequence[Path]) -> None:
    names = list(FEATURES) + list(EXTRAS)
    model = load_abstention_weights()
    w, b = np.array(model.weights), model.bias

    def deciding(r: dict[str, Any]) -> list[float] | None:
        leading = [a for a in r["anchors"] if a["leads"]]
        if not leading:
            return None
        best = min(leading, key=lambda a: float(b + np.dot(w, a["x"][: len(FEATURES)])))
        return best["x"]

    rows = load(dev, EXTRAS)
    lacks = lacks_of(rows)
    groups: dict[str, list[list[float]]] = {
        "answerable": [],
        "own": [],
        "own none-for-entity": [],
        "own other": [],
    }
    for r in rows:
        x = deciding(r)
        if x is None:
            continue
        if not r["lacking"]:
            groups["answerable"].append(x)
            continue
        groups["own"].append(x)
        entity = lacks.get((r["set"], r["id"]), "").startswith("none for entity")
        groups["own none-for-entity" if entity else "own other"].append(x)
    columns = ["own", "own none-for-entity", "own other"]
    for p in probes:
        prow = load(p, EXTRAS)
        groups[f"{p.stem} answerable"] = [
            x for r in prow if r["kind"] == "answerable" and (x := deciding(r)) is not None
        ]
        groups[f"{p.stem} probe"] = [
            x for r in prow if r["kind"] == "probe" and (x := deciding(r)) is not None
        ]
        columns.append(f"{p.stem} probe")
    say("n: " + ", ".join(f"{k} {len(v)}" for k, v in groups.items()))
    say(
        "| input | mean answerable | "
        + " | ".join(f"mean {c}" for c in columns)
        + " | "
        + " | ".join(f"AUC {c}" for c in columns)
        + " |"
    )
    say("|---" * (2 + 2 * len(columns)) + "|")
    for k, name in enumerate(names):
        base = [x[k] for x in groups["answerable"]]
        means = [float(np.mean([x[k] for x in groups[c]])) for c in columns]
        aucs = []
        for c in columns:
            neg = base
            if c.endswith(" probe"):
                neg = [x[k] for x in groups[c.replace(" probe", " answerable")]]
            aucs.append(auc([x[k] for x in groups[c]], neg))
        say(
            f"| {name} | {np.mean(base):.3f} | "
            + " | ".join(f"{m:.3f}" for m in means)
            + " | "
            + " | ".join(f"{a:.3f}" for a in aucs)
            + " |"
        )


def run_curve(
    dev: Path,
    probes: Sequence[Path],
    extra: Sequence[str],
    fit_probes: bool,
    drop: Sequence[str] = (),
) -> None:
    rows = [r for r in load(dev, extra) if f"{r['set']}:{r['id']}" not in drop]
    scored = []
    for p in probes:
        prow = [r for r in load(p, extra) if r["kind"] != "own"]
        scored.append(prow)
    train_more: list[dict[str, Any]] = []
    if fit_probes:
        for s in scored:
            train_more += s
    sets = sorted({r["set"] for r in rows})
    scored = [[r for r in s if r["set"] in sets] for s in scored]
    w, b = fa.logistic([*rows, *train_more])
    say(
        f"inputs: {list(FEATURES) + list(extra)}; fit on all: "
        + ", ".join(f"{x:.2f}" for x in w)
        + f"; bias {b:.2f}"
    )
    head = "rate    answerable newly (set mean)   lacking" + "".join(
        f"   {p.stem}: answerable / probes" for p in probes
    )
    say(head)
    for rate in fa.SURE_GRID:
        got = loso(rows, rate, scored=scored, extra_train=train_more)
        t = got[0].sum(axis=0)
        line = f"{rate:.4f}  {share(int(t[0]), int(t[1])):>16} ({fa.set_mean(got[0]):.2%})   {share(int(t[2]), int(t[3])):>16}"
        for g in got[1:]:
            q = g.sum(axis=0)
            line += f"   {share(int(q[0]), int(q[1]))} / {share(int(q[2]), int(q[3]))}"
        say(line)
    for target, grid in ((0.0025, fa.SURE_GRID), (0.01, fa.RATE_GRID[:7])):
        got = loso(rows, None, target, grid, scored=scored, extra_train=train_more)
        t = got[0].sum(axis=0)
        line = (
            f"nested target {target:.2%}: answerable {share(int(t[0]), int(t[1]))} "
            f"(set mean {fa.set_mean(got[0]):.2%}), lacking {share(int(t[2]), int(t[3]))}"
        )
        for p, g in zip(probes, got[1:], strict=True):
            q = g.sum(axis=0)
            line += f"; {p.stem}: answerable {share(int(q[0]), int(q[1]))}, probes {share(int(q[2]), int(q[3]))}"
        say(line)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("mode", choices=("auc", "curve"))
    parser.add_argument("dev", type=Path)
    parser.add_argument("probes", type=Path, nargs="*")
    parser.add_argument("--with", dest="extra", default="")
    parser.add_argument("--fit-probes", action="store_true")
    parser.add_argument(
        "--drop", default="", help="set:id of dev questions left out (comma-separated): robustness"
    )
    args = parser.parse_args()
    if args.mode == "auc":
        run_auc(args.dev, args.probes)
        return
    extra = [e for e in args.extra.split(",") if e]
    bad = [e for e in extra if e not in EXTRAS]
    if bad:
        raise SystemExit(f"unknown: {bad}")
    run_curve(args.dev, args.probes, extra, args.fit_probes, [d for d in args.drop.split(",") if d])


if __name__ == "__main__":
    main()
