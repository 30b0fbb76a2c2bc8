"""How should the default's ``sure_threshold`` be chosen? (fitted dev rows only.)

Same model as fit_abstain.py (five inputs, logistic, each set alike); only the rule that turns
the answerable questions' log-odds into a threshold differs. Every rule's parameter is chosen on
the training sets by their own leave-one-set-out figures (nested, as fit_abstain.loso_rate), and
each set is counted with the model + threshold fitted without it.

    PYTHONPATH=TREE/core:TREE/benchmarks .venv/bin/python benchmarks/results/lack61b/rules.py \\
        ROWS.jsonl [--probes SIG-relation.jsonl SIG-first-hop.jsonl] [--drop-top 5]

Rules (name: parameter grid, constraint on the inner leave-one-set-out figures):
  rate/setmean  (main's): the in-sample rate of SURE_GRID (order statistic), set mean <= 0.25 %
  rate/pooled   (a): the same, pooled answerable newly abstained <= 0.1 % (1 in 1,000)
  finerate      (c): SURE_GRID + 0.0002..0.0008, set mean <= 0.25 %
  quantile      (b): np.quantile(answerable log-odds, q) (linear), q of QGRID, set mean <= 0.25 %
  q999          (b, fixed): the 99.9th percentile, no nesting
``--drop-top K``: each of the K highest answerable questions (library weights) left out of every
fit and count in turn: how far the nested figures move (robustness to one question).
"""

from __future__ import annotations

import argparse
import importlib.util
import math
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

HERE = Path(__file__).resolve().parent
FIT = HERE.parents[1] / "reader" / "fit_abstain.py"
_spec = importlib.util.spec_from_file_location("fit_abstain", FIT)
assert _spec is not None
assert _spec.loader is not None
fa = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(fa)

FINE = tuple(sorted({*fa.SURE_GRID, 0.0002, 0.0004, 0.0006, 0.0008}))
QGRID = (0.9999, 0.9995, 0.999, 0.998, 0.9975, 0.995, 0.99)


def say(s: str) -> None:
    sys.stdout.write(s + "\n")
    sys.stdout.flush()


class Study:
    def __init__(self, rows: list[dict[str, Any]], scored: Sequence[list[dict[str, Any]]]):
        self.rows = rows
        self.sets = sorted({r["set"] for r in rows})
        self.by_set = {s: [r for r in rows if r["set"] == s] for s in self.sets}
        self.scored = [{s: [r for r in p if r["set"] == s] for s in self.sets} for p in scored]
        self._models: dict[frozenset[str], tuple[np.ndarray, float, np.ndarray]] = {}

    def model(self, out: frozenset[str]) -> tuple[np.ndarray, float, np.ndarray]:
        """Weights, bias and the training rows' answerable log-odds (sorted descending)."""
        if out not in self._models:
            self._models[out] = self._fit(out)
        return self._models[out]

    def _fit(self, out: frozenset[str]) -> tuple[np.ndarray, float, np.ndarray]:
        train = [r for s in self.sets if s not in out for r in self.by_set[s]]
        w, b = fa.logistic(train)
        ans = sorted(
            (v for r in train if not r["lacking"] and (v := fa.odds(r, w, b)) is not None),
            reverse=True,
        )
        return w, b, np.array(ans)

    def counts(self, rows: Sequence[dict[str, Any]], w: np.ndarray, b: float, t: float):
        ans = [v for r in rows if not r["lacking"] and (v := fa.odds(r, w, b)) is not None]
        lac = [fa.odds(r, w, b) for r in rows if r["lacking"]]
        return (
            sum(v >= t for v in ans),
            len(ans),
            sum(v is None or v >= t for v in lac),
            len(lac),
        )

    def loso(self, out: frozenset[str], rule: Callable[[np.ndarray, Any], float], p: Any):
        """Per set left out of the sets not in ``out``: counts with the model fitted without it."""
        res = []
        for s in self.sets:
            if s in out:
                continue
            w, b, ans = self.model(out | {s})
            res.append(self.counts(self.by_set[s], w, b, rule(ans, p)))
        return np.array(res, np.int64).reshape(-1, 4)

    def choose(self, out, rule, grid, ok) -> Any:
        best, most = grid[0], -1
        for p in grid:
            c = self.loso(out, rule, p)
            lac = int(c[:, 2].sum())
            if ok(c) and lac > most:
                best, most = p, lac
        return best

    def nested(self, rule, grid, ok):
        """Per set: (counts, probe counts...), the parameter chosen on the other sets."""
        out, probes, chosen = [], [[] for _ in self.scored], []
        for s in self.sets:
            p = grid[0] if len(grid) == 1 else self.choose(frozenset({s}), rule, grid, ok)
            chosen.append(p)
            w, b, ans = self.model(frozenset({s}))
            t = rule(ans, p)
            out.append(self.counts(self.by_set[s], w, b, t))
            for k, sc in enumerate(self.scored):
                probes[k].append(self.counts(sc[s], w, b, t))
        return (
            np.array(out, np.int64),
            [np.array(x, np.int64).reshape(-1, 4) for x in probes],
            chosen,
        )


def by_rate(ans: np.ndarray, rate: float) -> float:
    allowed = int(np.floor(rate * len(ans)))
    if allowed >= len(ans):
        return -math.inf
    return float(np.nextafter(ans[allowed], math.inf))


def by_quantile(ans: np.ndarray, q: float) -> float:
    return float(np.nextafter(np.quantile(ans, q), math.inf))


def setmean_ok(target: float) -> Callable[[np.ndarray], bool]:
    return lambda c: fa.set_mean(c) <= target + 1e-12


def pooled_ok(target: float) -> Callable[[np.ndarray], bool]:
    return lambda c: c[:, 0].sum() <= target * c[:, 1].sum() + 1e-12


RULES = {
    "rate/setmean (main)": (by_rate, fa.SURE_GRID, setmean_ok(0.0025)),
    "rate/pooled 0.1% (a)": (by_rate, fa.SURE_GRID, pooled_ok(0.001)),
    "rate/pooled 0.25% (a')": (by_rate, fa.SURE_GRID, pooled_ok(0.0025)),
    "finerate/setmean (c)": (by_rate, FINE, setmean_ok(0.0025)),
    "quantile/setmean (b)": (by_quantile, QGRID, setmean_ok(0.0025)),
    "quantile/pooled 0.1% (b)": (by_quantile, QGRID, pooled_ok(0.001)),
    "q99.9 fixed (b)": (by_quantile, (0.999,), None),
    "q99.95 fixed (b)": (by_quantile, (0.9995,), None),
    "rate 0 fixed (max)": (by_rate, (0.0,), None),
    "rate 0.1% fixed (2nd)": (by_rate, (0.001,), None),
}


def share(a: int, b: int) -> str:
    return f"{a}/{b} ({100 * a / b:.1f}%)" if b else "0/0"


def report(study: Study, names: Sequence[str], tag: str, probe_names: Sequence[str]) -> None:
    for name in names:
        rule, grid, ok = RULES[name]
        c, probes, chosen = study.nested(rule, grid, ok)
        t = c.sum(axis=0)
        worst = max(c.tolist(), key=lambda x: x[0] / x[1] if x[1] else 0)
        ans = study.model(frozenset())[2]
        p_all = grid[0] if len(grid) == 1 else study.choose(frozenset(), rule, grid, ok)
        thr = rule(ans, p_all)
        line = (
            f"{tag}| {name} | all-sets param {p_all} thr {thr:.3f} | nested answerable "
            f"{share(int(t[0]), int(t[1]))} set mean {fa.set_mean(c):.2%} worst set "
            f"{worst[0]}/{worst[1]} | lacking {share(int(t[2]), int(t[3]))}"
        )
        for pn, pc in zip(probe_names, probes, strict=True):
            q = pc.sum(axis=0)
            line += f" | {pn}: ans {q[0]}/{q[1]}, probes {share(int(q[2]), int(q[3]))}"
        line += f" | params chosen {sorted(set(chosen))}"
        say(line)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("rows", type=Path)
    ap.add_argument("--probes", type=Path, nargs="*", default=[])
    ap.add_argument("--drop-top", type=int, default=0)
    ap.add_argument("--rules", default="")
    a = ap.parse_args()
    rows = fa.read_rows(a.rows)
    probes = [[r for r in fa.read_rows(p) if r.get("kind") != "own"] for p in a.probes]
    names = [n for n in RULES if not a.rules or any(k in n for k in a.rules.split(","))]
    pn = [p.stem for p in a.probes]
    base = Study(rows, probes)
    report(base, names, "all ", pn)
    if a.drop_top:
        w, b, _ = base.model(frozenset())
        top = sorted(
            (
                (fa.odds(r, w, b), r["set"], r["id"])
                for r in rows
                if not r["lacking"] and r["anchors"]
            ),
            reverse=True,
        )[: a.drop_top]
        for v, s, i in top:
            kept = [r for r in rows if not (r["set"] == s and r["id"] == i)]
            report(Study(kept, probes), names, f"-{s}:{i} ({v:.2f}) ", pn)


if __name__ == "__main__":
    main()
