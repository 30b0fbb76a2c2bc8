"""Replays of ``profile.py`` dumps (hops61, issue 41; fitted dev and MetaQA dev only).

Each question's retrieved set is simulated as the anchor and every entity the searched
readings walk through (no budget, no caps; a reading's entities on its way neither hits nor
noise, as in the evaluation); recall and F1 are question means per hop.

``breadth DUMP``: rules replayed on main's readings: keep more readings of the best one's
length, or of one hop more, when its word evidence is low (bound x readings added x a
content word count, a fan-out bound or a probability bound).

``margin BASE DUMP [DUMP ...]``: dumps of the branch's code at several ``UNSURE_LONGER``
(``dump-at``) with the branch's words rule undone where it did not hold: how many more
content words than the best reading's hops the rule needs (1, 2, 3).

``factor BASE DUMP [DUMP ...]``: change per hop of each dump's searched readings against
BASE's (questions touched, recall up / down).

``dump-at FACTOR ARGS...``: ``profile.py dump ARGS`` with ``heuristic.UNSURE_LONGER = FACTOR``.

    PYTHONPATH=core:benchmarks python benchmarks/results/hops61/replay.py breadth /tmp/base.jsonl
    PYTHONPATH=core:benchmarks python benchmarks/results/hops61/replay.py dump-at 5 \
        dump RUN /tmp/f5.jsonl SET... --sample 0
    PYTHONPATH=core:benchmarks python benchmarks/results/hops61/replay.py factor /tmp/base.jsonl /tmp/f5.jsonl
"""

from __future__ import annotations

import collections
import json
import runpy
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from profile import _sim, say  # noqa: E402

Record = dict[str, Any]
Rule = Callable[[Record, list[Record]], list[Record]]


def _records(path: str) -> list[Record]:
    return [json.loads(x) for x in Path(path).read_text(encoding="utf-8").splitlines()]


def _run(records: list[Record], label: str, rule: Rule) -> None:
    agg: dict[int, list[float]] = collections.defaultdict(lambda: [0.0, 0.0, 0, 0, 0])
    for r in records:
        plans = r["plans"]
        if not plans:
            continue
        kept = [p for p in plans if p["kept"]]
        added = rule(r, plans)
        more = kept + [p for p in added if p not in kept]
        rc, f1 = _sim(r, more)
        rc0, _ = _sim(r, kept)
        a = agg[r["hops"]]
        a[0] += rc
        a[1] += f1
        a[2] += 1
        a[3] += bool(added)
        a[4] += rc > rc0 + 1e-9
    say(
        f"{label:34s}"
        + " | ".join(
            f"{h}h R {100 * a[0] / a[2]:5.1f} F1 {100 * a[1] / a[2]:5.1f} t {a[3]:3.0f} up {a[4]:3.0f}"
            for h, a in sorted(agg.items())
        )
    )


def breadth(path: str) -> None:
    records = _records(path)
    _run(records, "main", lambda r, plans: [])
    for bound in (0.25, 0.5, 0.75, 1.0):
        for extra in (1, 2, 3):
            for words in (True, False):

                def longer(
                    r: Record, plans: list[Record], b=bound, k=extra, w=words
                ) -> list[Record]:
                    best = plans[0]
                    if best["ev"] >= b or (w and r["words"] <= best["len"]):
                        return []
                    return [p for p in plans if p["len"] == best["len"] + 1 and not p["kept"]][:k]

                _run(records, f"one hop more ev<{bound} +{extra} words>len {words}", longer)
    for bound in (0.5, 0.75):
        for extra in (1, 2):
            for most in (3, 5, 10, 30):

                def few(r: Record, plans: list[Record], b=bound, k=extra, e=most) -> list[Record]:
                    best = plans[0]
                    if best["ev"] >= b or r["words"] <= best["len"]:
                        return []
                    n = best["len"] + 1
                    return [
                        p for p in plans if p["len"] == n and not p["kept"] and 0 < p["ends"] <= e
                    ][:k]

                _run(records, f"one hop more ev<{bound} +{extra} ends<={most}", few)
            for share in (0.02, 0.05, 0.1, 0.2):

                def likely(
                    r: Record, plans: list[Record], b=bound, k=extra, s=share
                ) -> list[Record]:
                    best = plans[0]
                    if best["ev"] >= b or r["words"] <= best["len"]:
                        return []
                    n = best["len"] + 1
                    return [
                        p
                        for p in plans
                        if p["len"] == n and not p["kept"] and p["p"] >= s * best["p"]
                    ][:k]

                _run(records, f"one hop more ev<{bound} +{extra} p>={share}best", likely)


def _compare(base: str, path: str, holds: Callable[[Record], bool]) -> str:
    before = {(r["set"], r["id"]): r for r in _records(base)}
    out: dict[int, list[float]] = collections.defaultdict(lambda: [0.0] * 8)
    for r in _records(path):
        b = before[(r["set"], r["id"])]
        if not r["plans"]:
            continue
        use = r if holds(r) else b
        kb = [p for p in b["plans"] if p["kept"]]
        k = [p for p in use["plans"] if p["kept"]]
        r0, f0 = _sim(b, kb)
        r1, f1 = _sim(use, k)
        a = out[r["hops"]]
        for i, v in enumerate(
            (r0, f0, r1, f1, 1, len(k) != len(kb), r1 > r0 + 1e-9, r1 < r0 - 1e-9)
        ):
            a[i] += v
    return " | ".join(
        f"{h}h R {100 * a[0] / a[4]:.1f}{100 * (a[2] - a[0]) / a[4]:+.2f}"
        f" F1 {100 * a[1] / a[4]:.1f}{100 * (a[3] - a[1]) / a[4]:+.2f}"
        f" touched {a[5]:.0f} up {a[6]:.0f} down {a[7]:.0f}"
        for h, a in sorted(out.items())
    )


def main(argv: list[str]) -> int:
    mode, rest = argv[0], argv[1:]
    if mode == "breadth":
        breadth(rest[0])
    elif mode == "factor":
        for path in rest[1:]:
            say(f"{path}: {_compare(rest[0], path, lambda r: True)}")
    elif mode == "margin":
        for path in rest[1:]:
            for m in (1, 2, 3):

                def holds(r: Record, m: int = m) -> bool:
                    return r["words"] - r["plans"][0]["len"] >= m

                say(f"{path} words - best hops >= {m}: {_compare(rest[0], path, holds)}")
    elif mode == "dump-at":
        from graphpaths.dotrag.reading import heuristic

        heuristic.UNSURE_LONGER = float(rest[0])
        sys.argv = [str(HERE / "profile.py"), *rest[1:]]
        runpy.run_path(str(HERE / "profile.py"), run_name="__main__")
    else:
        raise SystemExit(f"unknown mode {mode}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
