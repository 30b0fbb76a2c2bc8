"""How the abstention model's inputs separate lacking from answerable questions: the relation
probes vs the sets' own "relation the graph lacks" questions (profile.py collect's rows).

    PYTHONPATH=TREE/core:TREE/benchmarks .venv/bin/python benchmarks/results/lackp59/separate.py \
        ROWS.jsonl [ROWS.jsonl ...]

Per question, the anchor deciding the library's model (the lowest log-odds of those leading
somewhere; a question whose anchors none lead anywhere has +inf and is left out of the feature
figures). AUC: the chance a lacking question's value is above an answerable one's (ties half).
Then the library model (fitted on the sets' own lacking questions), and models fitted the
same way (``fit_abstain.fit``, rate 2 %) on the other sets' own lacking questions, their
probes, or both (leave one set out), scored on each set's own lacking questions and probes.
No-anchor questions count as abstained in the leave-one-set-out figures (``fit_abstain.counts``)
and are left out of the library model's.
"""

from __future__ import annotations

import importlib.util
import json
import math
import sys
from pathlib import Path
from typing import Any

import numpy as np

from graphpaths.dotrag.reading.abstention import FEATURES, load_abstention_weights

FIT = Path(__file__).resolve().parents[2] / "reader" / "fit_abstain.py"
_spec = importlib.util.spec_from_file_location("fit_abstain", FIT)
assert _spec is not None
assert _spec.loader is not None
fit_abstain = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(fit_abstain)


def say(line: str) -> None:
    sys.stdout.write(line + "\n")


def auc(pos: list[float], neg: list[float]) -> float:
    if not pos or not neg:
        return float("nan")
    p, n = np.array(pos)[:, None], np.array(neg)[None, :]
    return float(((p > n).sum() + 0.5 * (p == n).sum()) / (p.size * n.size))


def deciding(row: dict[str, Any], w: np.ndarray, b: float) -> list[float] | None:
    leading = [a for a in row["anchors"] if a["leads"]]
    if not leading:
        return None
    return min(leading, key=lambda a: float(b + np.dot(w, a["x"])))["x"]


def pct(a: int, n: int) -> str:
    return f"{100 * a / n:.1f} % ({a}/{n})" if n else "-"


def main() -> None:
    for file in sys.argv[1:]:
        rows = [json.loads(x) for x in Path(file).read_text().splitlines()]
        model = load_abstention_weights()
        w, b = np.array(model.weights), model.bias
        say(f"## {file}")
        by_kind: dict[str, list[dict[str, Any]]] = {}
        for r in rows:
            by_kind.setdefault(r["kind"], []).append(r)
        for kind, group in sorted(by_kind.items()):
            none = sum(1 for r in group if not r["anchors"])
            dead = sum(
                1 for r in group if r["anchors"] and not any(a["leads"] for a in r["anchors"])
            )
            say(f"{kind}: {len(group)} questions, no anchor {none}, no anchor leading {dead}")
        # per feature, the deciding anchor's value
        vals: dict[str, list[list[float]]] = {}
        for kind, group in by_kind.items():
            vals[kind] = [x for r in group if (x := deciding(r, w, b)) is not None]
        say(
            "| feature | mean answerable | mean probe | mean own | AUC probe vs answerable "
            "| AUC own vs answerable |"
        )
        say("|---|---|---|---|---|---|")
        for i, f in enumerate(FEATURES):
            col = {k: [v[i] for v in vs] for k, vs in vals.items()}
            say(
                f"| {f} | {np.mean(col['answerable']):.3f} | {np.mean(col['probe']):.3f} | "
                f"{np.mean(col['own']):.3f} | {auc(col['probe'], col['answerable']):.3f} | "
                f"{auc(col['own'], col['answerable']):.3f} |"
            )
        odds = {
            k: [o for r in g if (o := fit_abstain.odds(r, w, b)) is not None]
            for k, g in by_kind.items()
        }
        finite = {k: [o if math.isfinite(o) else 1e9 for o in v] for k, v in odds.items()}
        say(
            f"library model log-odds AUC: probe vs answerable "
            f"{auc(finite['probe'], finite['answerable']):.3f}, own vs answerable "
            f"{auc(finite['own'], finite['answerable']):.3f}"
        )
        for k, v in odds.items():
            say(
                f"library model at its threshold, {k} abstained {pct(sum(o >= model.threshold for o in v), len(v))} (with an anchor)"
            )
        kgqa = Path(__file__).resolve().parents[2] / "kgqa"
        lacks = {}
        for name in sorted({r["set"] for r in rows}):
            for line in (kgqa / name / "questions.jsonl").read_text().splitlines():
                q = json.loads(line)
                lacks[(name, q["id"])] = q.get("lacks", "")
        for label, none_for in (("'none for entity'", True), ("other", False)):
            part = [
                o if math.isfinite(o) else 1e9
                for r in by_kind["own"]
                if lacks[(r["set"], r["id"])].startswith("none for entity") == none_for
                and (o := fit_abstain.odds(r, w, b)) is not None
            ]
            say(
                f"library model log-odds AUC, own lacking {label} vs answerable: "
                f"{auc(part, finite['answerable']):.3f} (n {len(part)}), abstained "
                f"{pct(sum(o >= model.threshold for o in part), len(part))}"
            )
        if by_kind.get("probe"):
            for step in (1, 2, 3):
                part = [
                    o if math.isfinite(o) else 1e9
                    for r in by_kind["probe"]
                    if r["step"] == step and (o := fit_abstain.odds(r, w, b)) is not None
                ]
                if part:
                    say(
                        f"library model log-odds AUC, probes removed at step {step} vs "
                        f"answerable: {auc(part, finite['answerable']):.3f} (n {len(part)})"
                    )
        # leave one set out, scored on each set's own lacking questions, fitted on the other
        # sets' own lacking questions, their probes, or both (answerable always)
        sets = sorted({r["set"] for r in rows})
        for train_kinds in (("own",), ("probe",), ("own", "probe")):
            tally = np.zeros(8, np.int64)
            for name in sets:
                train = [
                    dict(r, lacking=r["kind"] != "answerable")
                    for r in rows
                    if r["set"] != name and r["kind"] in (*train_kinds, "answerable")
                ]
                fitted = fit_abstain.fit(train, 0.02)
                test = [r for r in rows if r["set"] == name]
                own = [dict(r, lacking=True) for r in test if r["kind"] == "own"]
                probes = [dict(r, lacking=True) for r in test if r["kind"] == "probe"]
                answerable = [dict(r, lacking=False) for r in test if r["kind"] == "answerable"]
                nfe = [r for r in own if lacks[(r["set"], r["id"])].startswith("none for")]
                a, n, lo, no = fit_abstain.counts(answerable + own, fitted)
                _, _, lp, np_ = fit_abstain.counts(probes, fitted)
                _, _, ln, nn = fit_abstain.counts(nfe, fitted)
                tally += np.array([a, n, lo, no, lp, np_, ln, nn])
            say(
                f"fitted on {' + '.join(train_kinds)} (rate 2 %, leave one set out): answerable "
                f"newly abstained {pct(int(tally[0]), int(tally[1]))}, own lacking abstained "
                f"{pct(int(tally[2]), int(tally[3]))} ('none for entity' "
                f"{pct(int(tally[6]), int(tally[7]))}), probes abstained "
                f"{pct(int(tally[4]), int(tally[5]))}"
            )
        weights, bias = fit_abstain.logistic(
            [dict(r, lacking=r["kind"] == "probe") for r in rows if r["kind"] != "own"]
        )
        say(
            "probe-fitted weights (all sets): "
            + ", ".join(f"{f} {v:+.2f}" for f, v in zip(FEATURES, weights, strict=True))
            + f", bias {bias:+.2f}"
        )
        say(
            "library weights: "
            + ", ".join(f"{f} {v:+.2f}" for f, v in zip(FEATURES, model.weights, strict=True))
            + f", bias {model.bias:+.2f}"
        )


if __name__ == "__main__":
    main()
