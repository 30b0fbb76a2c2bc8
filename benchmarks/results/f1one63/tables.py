"""The tables of f1one63's README from decompose.py's rows (fitted dev and MetaQA dev only).

    PYTHONPATH=TREE/core:TREE/benchmarks python tables.py ROWS_DIR PEERS_DIR RUN_DIR

ROWS_DIR holds ``base.jsonl`` (main's code) and ``beta<B>.jsonl`` (the hedge's 1-hop beta
replayed at B). PEERS_DIR: the peers' JSON summaries (``benchmarks/results/peers-s17``);
RUN_DIR: the run the rows were checked against (its JSON summaries give the bars now).
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

from graphpaths_bench.eval.bars import BARS

R_BAR, F1_BAR = BARS[0], BARS[1]


def say(*parts: object) -> None:
    sys.stdout.write(" ".join(str(p) for p in parts) + "\n")


SOURCES = (
    ("anchor", ("anchor",)),
    ("best reading", ("best",)),
    ("hedge runner-ups", ("hedge",)),
    ("onward / worded-longer", ("onward",)),
    ("nbhd: read relations", ("N unsure read", "N small read", "N shorter read")),
    ("nbhd: whole small anchor", ("N unsure whole", "N small whole", "N shorter whole")),
    ("strays", ("stray",)),
    ("other anchors", ("other", "untagged")),
)


def load(path: Path) -> list[dict[str, Any]]:
    return [json.loads(x) for x in path.read_text().splitlines()]


def own(r: float, f1: float) -> dict[str, Any]:
    return {"methods": {"dotrag": {"1": {"recall": r, "f1": f1}}}}


def per_set(
    rows: list[dict[str, Any]], variant: str, gated: bool
) -> dict[str, tuple[float, float, int]]:
    """Set -> (R, F1, n) of the 1-hop rows, the eval's rounding (percent, 2 digits)."""
    acc: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0, 0])
    for row in rows:
        if row["hops"] != 1:
            continue
        m = pick(row, variant, gated)
        a = acc[row["set"]]
        a[0] += m["R"]
        a[1] += m["F1"]
        a[2] += 1
    return {s: (round(100 * r / n, 2), round(100 * f / n, 2), n) for s, (r, f, n) in acc.items()}


def pick(row: dict[str, Any], variant: str, gated: bool) -> dict[str, float]:
    """A row's metrics under ``variant``; ``gated``: only where the best path walks one hop
    (a rule's form: a question read as a longer walk keeps its context)."""
    if gated and row.get("best_depth") != 1:
        return row["variants"]["full"]
    return row["variants"][variant]


def pooled(
    rows: list[dict[str, Any]], variant: str, hops: int, gated: bool
) -> tuple[float, float, int]:
    mine = [pick(r, variant, gated) for r in rows if r["hops"] == hops]
    n = len(mine)
    return 100 * sum(m["R"] for m in mine) / n, 100 * sum(m["F1"] for m in mine) / n, n


def bars(
    sets: dict[str, tuple[float, float, int]], peers: dict[str, Any]
) -> tuple[int, int, int, list[str]]:
    """Sets passing the recall bar, the F1 bar, both; and the sets passing both."""
    r_ok = f_ok = both = 0
    passing = []
    for name, (r, f1, _) in sets.items():
        mine = own(r, f1)
        a = bool(R_BAR.check(mine, peers[name]))
        b = bool(F1_BAR.check(mine, peers[name]))
        r_ok += a
        f_ok += b
        both += a and b
        if a and b:
            passing.append(name)
    return r_ok, f_ok, both, passing


def decomposition(rows: list[dict[str, Any]], label: str) -> list[str]:
    """Precision loss (100 - P, points) split by the source that brings each noise entity."""
    out = []
    groups: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for r in rows:
        if r["hops"] == 1:
            groups[r["set"]].append(r)
    names = [*groups, "pooled"] if label == "fitted dev" else list(groups)
    groups["pooled"] = [r for n in list(groups) for r in groups[n]]
    head = (
        "| set | n | R | P | F1 | entities | "
        + " | ".join(s for s, _ in SOURCES)
        + " | empty context |"
    )
    out.append(head)
    out.append("|" + "---|" * (head.count("|") - 1))
    for name in names:
        g = groups[name]
        n = len(g)
        loss = defaultdict(float)
        for r in g:
            a = r["attribution"]
            size = a["size"]
            if size == 0:
                loss["empty"] += 1
                continue
            for s, keys in SOURCES:
                loss[s] += sum(a["noise"].get(k, 0) for k in keys) / size
        full = [r["variants"]["full"] for r in g]
        cells = [
            f"{100 * sum(m['R'] for m in full) / n:.1f}",
            f"{100 * sum(m['P'] for m in full) / n:.1f}",
            f"{100 * sum(m['F1'] for m in full) / n:.1f}",
            f"{sum(m['n'] for m in full) / n:.1f}",
        ]
        cells += [f"{100 * loss[s] / n:.1f}" for s, _ in SOURCES]
        cells.append(f"{100 * loss['empty'] / n:.1f}")
        shown = f"**{name}**" if name == "pooled" else name
        out.append(f"| {shown} | {n} | " + " | ".join(cells) + " |")
    return out


def removal(rows: list[dict[str, Any]]) -> list[str]:
    """Per source: rows where it brings entities no other source brings, those noise and
    answers, and the pooled F1 / R change if they were taken out of the context."""
    out = [
        "| source | rows with only-entities | noise only it brings | answers only it brings (rows) | out: dF1 / dR |",
        "|---|---|---|---|---|",
    ]
    one = [r for r in rows if r["hops"] == 1]
    n = len(one)
    for s, keys in SOURCES:
        rws = noise = ans = ansrows = 0
        df = dr = 0.0
        for r in one:
            a = r["attribution"]
            k_noise = sum(a["only_noise"].get(k, 0) for k in keys)
            k_ans = sum(a["only_answers"].get(k, 0) for k in keys)
            if k_noise or k_ans:
                rws += 1
            noise += k_noise
            ans += k_ans
            ansrows += bool(k_ans)
            # only_removed is per tag: a source of several tags is the sum (each tag's
            # only-entities are disjoint); exact for one-tag sources
            full = r["variants"]["full"]
            for k in keys:
                m = r["only_removed"].get(k)
                if m is not None:
                    df += m["F1"] - full["F1"]
                    dr += m["R"] - full["R"]
        out.append(
            f"| {s} | {rws} | {noise} | {ans} ({ansrows}) | {100 * df / n:+.2f} / {100 * dr / n:+.2f} |"
        )
    return out


def main() -> int:
    rows_dir, peers_dir, run_dir = (Path(a) for a in sys.argv[1:4])
    base = load(rows_dir / "base.jsonl")
    fitted = [r for r in base if r["set"] != "metaqa"]
    metaqa = [r for r in base if r["set"] == "metaqa"]
    names = sorted({r["set"] for r in fitted})
    peers = {n: json.loads((peers_dir / f"{n}.json").read_text()) for n in names}
    # the bars now, from the run's own JSON (the check of this script's rounding)
    run = {n: json.loads((run_dir / f"{n}.json").read_text()) for n in names}
    now = {
        n: (run[n]["methods"]["dotrag"]["1"]["recall"], run[n]["methods"]["dotrag"]["1"]["f1"], 0)
        for n in names
    }
    mine = per_set(fitted, "full", False)
    assert all(
        abs(mine[n][0] - now[n][0]) < 0.011 and abs(mine[n][1] - now[n][1]) < 0.011 for n in names
    ), (mine, now)
    say("## Bars now (run JSON):", bars(now, peers)[:3])
    say()
    say("## Decomposition of 1-hop precision loss, fitted dev (points of precision; row mean)")
    say("\n".join(decomposition(fitted, "fitted dev")))
    say()
    say("## MetaQA dev 1-hop")
    say("\n".join(decomposition(metaqa, "metaqa")))
    say()
    say("## Taking each source's only-entities out, fitted dev 1-hop")
    say("\n".join(removal(fitted)))
    say()
    say("## MetaQA dev 1-hop")
    say("\n".join(removal(metaqa)))
    say()
    variants = list(base[0]["variants"])
    runs = {"main (hedge beta 4 at 1 hop)": base}
    for b in ("3", "2", "1", "0.5", "0"):
        p = rows_dir / f"beta{b}.jsonl"
        if p.exists():
            runs[f"hedge beta {b} at 1 hop"] = load(p)
    say(
        "## Truncations: fitted dev 1-hop pooled R / F1, sets passing the 1-hop bars (of 25), MetaQA dev 1-hop; 2-3-hop change (rule form)"
    )
    say()
    head = "| hedge | truncation | fitted 1-hop R | F1 | R bar | F1 bar | both | MetaQA 1-hop R | F1 | fitted 2-hop dR / dF1 | fitted 3-hop dR / dF1 | MetaQA 2-hop dR / dF1 | MetaQA 3-hop dR / dF1 |"
    say(head)
    say("|" + "---|" * (head.count("|") - 1))
    ref = {
        (grp, h): pooled(rs, "full", h, False)
        for grp, rs in (("fit", fitted), ("mq", metaqa))
        for h in (1, 2, 3)
    }
    both_sets: dict[str, list[str]] = {}
    for label, rs in runs.items():
        fit = [r for r in rs if r["set"] != "metaqa"]
        mq = [r for r in rs if r["set"] == "metaqa"]
        for v in variants:
            gated = not v.startswith("oracle")
            if label != "main (hedge beta 4 at 1 hop)" and v not in (
                "full",
                "no whole nbhd",
                "no neighbourhood",
                "kind filter (best end's type)",
                "best only if p >= 0.7",
            ):
                continue
            r1, f1, _ = pooled(fit, v, 1, gated)
            s = per_set(fit, v, gated)
            ro, fo, bo, passing = bars(s, peers)
            both_sets[f"{label} / {v}"] = passing
            mr, mf, _ = pooled(mq, v, 1, gated)
            cost = []
            for grp, part in (("fit", fit), ("mq", mq)):
                for h in (2, 3):
                    rr, ff, _ = pooled(part, v, h, gated)
                    cost.append(f"{rr - ref[(grp, h)][0]:+.2f} / {ff - ref[(grp, h)][1]:+.2f}")
            say(
                f"| {label} | {v} | {r1:.2f} | {f1:.2f} | {ro} | {fo} | {bo} | {mr:.2f} | {mf:.2f} | "
                + " | ".join(cost)
                + " |"
            )
    say()
    say("## Sets passing both 1-hop bars")
    base_pass = set(both_sets["main (hedge beta 4 at 1 hop) / full"])
    for k, v in both_sets.items():
        say(
            f"- {k}: {len(v)}; newly: {sorted(set(v) - base_pass)}; lost: {sorted(base_pass - set(v))}"
        )
    say()
    say(
        "## Per set, 1-hop (fitted dev): bars' targets and R / F1 under main and selected truncations"
    )
    sel = [
        ("main (hedge beta 4 at 1 hop)", "full"),
        ("main (hedge beta 4 at 1 hop)", "no whole nbhd"),
        ("main (hedge beta 4 at 1 hop)", "best only if p >= 0.7"),
        ("main (hedge beta 4 at 1 hop)", "best only"),
        ("main (hedge beta 4 at 1 hop)", "oracle gate: full or best only"),
        ("main (hedge beta 4 at 1 hop)", "oracle: answer paths only"),
    ]
    if "hedge beta 1 at 1 hop" in runs:
        sel.append(("hedge beta 1 at 1 hop", "full"))
    head = (
        "| set | n | best peer R - 3 | 1.5 x best peer F1 | "
        + " | ".join(f"{v} ({lab.split(' (')[0].replace('hedge ', '')})" for lab, v in sel)
        + " |"
    )
    say(head)
    say("|" + "---|" * (head.count("|") - 1))
    tables = [
        per_set([r for r in runs[lab] if r["set"] != "metaqa"], v, not v.startswith("oracle"))
        for lab, v in sel
    ]
    for n in names:
        pr = max(
            peers[n]["methods"][m]["1"]["recall"]
            for m in ("vss", "bm25", "graph-retriever", "li-property-graph")
            if m in peers[n]["methods"]
        )
        pf = max(
            peers[n]["methods"][m]["1"]["f1"]
            for m in ("vss", "bm25", "graph-retriever", "li-property-graph")
            if m in peers[n]["methods"]
        )
        cells = []
        for t in tables:
            r, f, _ = t[n]
            ok_r = r >= pr - 3
            ok_f = f >= 1.5 * pf
            cells.append(f"{r:.1f}{'' if ok_r else '✗'} / {f:.1f}{'' if ok_f else '✗'}")
        say(
            f"| {n} | {tables[0][n][2]} | {pr - 3:.1f} | {1.5 * pf:.1f} | "
            + " | ".join(cells)
            + " |"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
