"""hops63: replay on a profile dump (profile.py dump) rules that add one reading to what
main searched, per hop: touched questions, misses gained, hits touched, recall / F1 change
(question means; the run's retrieved entities plus the added reading's ends; no budget).

    python benchmarks/results/hops63/rules.py DUMP.jsonl
"""

from __future__ import annotations

import collections
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

Rule = Callable[[dict[str, Any]], list[dict[str, Any]]]


def _prf(retrieved: set[int], answers: set[int]) -> tuple[float, float]:
    hits = len(retrieved & answers)
    if not hits or not answers:
        return 0.0, 0.0
    p, r = hits / len(retrieved), hits / len(answers)
    return r, 2 * p * r / (p + r)


def brief_ext(t: float, m: float) -> Rule:
    """The brief's rule: the answer words name a kind (>= t) the best's end is named less
    (by m): the most probable reading extending the best to a type named within m / 2."""

    def rule(r: dict[str, Any]) -> list[dict[str, Any]]:
        if r["asked"] < t or r["best_kind"] > r["asked"] - m:
            return []
        return [
            e for e in r["ext"] if e["plan"] and not e["kept"] and e["kind"] >= r["asked"] - m / 2
        ][:1]

    return rule


def brief_any(t: float, m: float) -> Rule:
    """As brief_ext, any longer reading (not only extensions of the best)."""

    def rule(r: dict[str, Any]) -> list[dict[str, Any]]:
        if r["asked"] < t or r["best_kind"] > r["asked"] - m:
            return []
        n = len(r["best"])
        return [
            e for e in r["plans"]
            if e["len"] > n and not e["kept"] and e["kind"] >= r["asked"] - m / 2
        ][:1]  # fmt: skip

    return rule


def same_kind(t: float, m: float, words: int) -> Rule:
    """The best ends at the kind the answer words name (>= t, within m of the best named);
    the question has more than ``words`` content words beyond the best's hops: the most
    probable longer reading ending at a type named as well."""

    def rule(r: dict[str, Any]) -> list[dict[str, Any]]:
        n = len(r["best"])
        if r["asked"] < t or r["best_kind"] < r["asked"] - m or r["words"] <= n + words:
            return []
        return [
            e for e in r["plans"]
            if e["len"] > n and not e["kept"] and e["kind"] >= r["asked"] - m
        ][:1]  # fmt: skip

    return rule


def replay(records: list[dict[str, Any]], rule: Rule) -> str:
    by_hop: dict[int, list[dict[str, Any]]] = collections.defaultdict(list)
    for r in records:
        by_hop[min(r["hops"], 3)].append(r)
    out = []
    for h in (1, 2, 3):
        touched = gained = hit_touched = 0
        dr = df = 0.0
        for r in by_hop[h]:
            add = rule(r)
            base = set(r["retrieved"])
            r0, f0 = _prf(base, set(r["answers"]))
            got = base.union(*(set(e["ends_ids"]) for e in add)) if add else base
            r1, f1 = _prf(got, set(r["answers"]))
            touched += bool(add)
            gained += r1 > r0 + 1e-9
            hit_touched += bool(add) and r0 >= 1
            dr += r1 - r0
            df += f1 - f0
        n = max(len(by_hop[h]), 1)
        out.append(
            f"{h}h touched {touched:3d} gained {gained:2d} hits touched {hit_touched:3d} "
            f"R {100 * dr / n:+.2f} F1 {100 * df / n:+.2f}"
        )
    return " | ".join(out)


def main() -> None:
    records = [json.loads(x) for x in Path(sys.argv[1]).read_text(encoding="utf-8").splitlines()]
    rules: dict[str, Rule] = {}
    for t in (0.2, 0.3, 0.4, 0.5):
        for m in (0.05, 0.1, 0.2):
            rules[f"brief, extensions: asked >= {t}, best named less by {m}"] = brief_ext(t, m)
            rules[f"brief, any longer: asked >= {t}, best named less by {m}"] = brief_any(t, m)
    for t in (0.3, 0.4, 0.5):
        for w in (0, 1, 2):
            rules[f"same kind longer: asked >= {t}, words > hops + {w}"] = same_kind(t, 0.05, w)
    for name, rule in rules.items():
        sys.stdout.write(f"{name}\n    {replay(records, rule)}\n")


if __name__ == "__main__":
    main()
