"""Runner-up readings taken out offline (one58): over ``by_mechanism.py --rows`` of main's run, the
recall and F1 change per hop (fitted dev kgqa, MetaQA dev) when the best reading walks one hop
and is at least SURE likely and a runner-up the hedge weighed is below SHARE of its probability,
and the same runner-ups split by kind (the README's tables).

    python sim.py ROWS.jsonl
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "reader"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from by_mechanism import _metrics
from fit_reader import say

Rule = Callable[[dict[str, Any], dict[str, Any]], bool]


def simulate(rows: list[dict[str, Any]], drop: Rule) -> str:
    out: dict[tuple[str, int], list[float]] = defaultdict(lambda: [0, 0.0, 0.0])
    for r in rows:
        s = r["sets"]
        per = [set(x) for x in s["per"]]
        rest, ans, inter = set(s["rest"]), set(s["answers"]), set(s["inter"])
        base = _metrics(rest.union(*per), ans, inter)
        rd = r["readings"]
        keep = [i for i in range(len(rd)) if i == 0 or not drop(rd[0], rd[i])]
        got = _metrics(rest.union(*(per[i] for i in keep)), ans, inter)
        o = out[("metaqa" if r["set"] == "metaqa" else "kgqa", int(r["hops"]))]
        o[0] += 1
        o[1] += got[0] - base[0]
        o[2] += got[1] - base[1]
    return "  ".join(
        f"{k[0]} {k[1]}: R {100 * v[1] / v[0]:+.2f} F1 {100 * v[2] / v[0]:+.2f}"
        for k, v in sorted(out.items())
    )


def main() -> int:
    rows = [json.loads(x) for x in Path(sys.argv[1]).read_text().splitlines()]
    rows = [r for r in rows if "sets" in r]
    for sure in (0.6, 0.65, 0.7, 0.75):
        for share in (0.1, 0.15, 0.2):

            def drop(
                b: dict[str, Any], q: dict[str, Any], t: float = sure, x: float = share
            ) -> bool:
                return (
                    b["depth"] == 1
                    and b["p"] >= t
                    and q["p"] < x * b["p"]
                    and q["source"] == "hedge"
                )

            say(f"sure {sure} share {share}: {simulate(rows, drop)}")
    kinds: dict[tuple[str, ...], list[int]] = defaultdict(lambda: [0, 0, 0, 0])
    for r in rows:
        if r["set"] == "metaqa" or r["hops"] != 1 or not r["readings"]:
            continue
        b = r["readings"][0]
        for q in r["readings"][1:]:
            k = (
                "best 1 hop" if b["depth"] == 1 else "best 2+ hops",
                "sure" if b["p"] >= 0.7 else "unsure",
                "near" if q["p"] >= 0.15 * b["p"] else "far",
                q["source"],
            )
            a = kinds[k]
            a[0] += 1
            a[1] += q["noise_only"]
            a[2] += q["answers_only"]
            a[3] += q["answers_only"] > 0
    say("fitted dev 1-hop runner-ups: readings, noise only, answers only, rows buying")
    for k, v in sorted(kinds.items()):
        say(f"  {' / '.join(k)}: {v}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
