"""noise.py's runs, with every reading of the questions named in $TRACE_QUESTIONS (one a line)
written to $TRACE_OUT as JSON lines: the reader's plans (steps, probability, evidence,
score) and those kept, the hedge's candidates and values; to find which decision flips."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import noise  # patches the embedder first

from graphpaths.dotrag.reading import hedging, heuristic

heuristic.hedging = hedging

WANTED = set(Path(os.environ["TRACE_QUESTIONS"]).read_text().splitlines())
OUT = open(os.environ["TRACE_OUT"], "a", encoding="utf-8")  # noqa: SIM115
_read = heuristic.HeuristicPolicy._read


def _plan(p):  # type: ignore[no-untyped-def]
    return {
        "steps": repr(p.steps),
        "probability": p.probability,
        "evidence": getattr(p, "evidence", None),
        "score": getattr(p, "score", None),
    }


def _traced(self, query, anchor, anchor_name):  # type: ignore[no-untyped-def]
    _current.clear()
    reading = _read(self, query, anchor, anchor_name)
    if query in WANTED:
        row = {
            "query": query,
            "anchor": anchor_name,
            "plans": [_plan(p) for p in reading.plans[:24]],
            "kept": [repr(p.steps) for p in reading.kept],
            "hedges": list(_current),
            "plans_all": [repr(p.steps) for p in reading.plans],
        }
        OUT.write(json.dumps(row) + "\n")
        OUT.flush()
    return reading


_hedge = heuristic.hedge
_current: list[dict] = []


def _traced_hedge(candidates, *, beta, limit):  # type: ignore[no-untyped-def]
    kept = _hedge(candidates, beta=beta, limit=limit)
    expected = heuristic.hedging._Expected(candidates, beta)
    steps, retrieved = [], candidates[0].visited
    for i in kept[1:]:
        gains = sorted(
            (expected(retrieved | c.visited) - expected(retrieved), j)
            for j, c in enumerate(candidates)
            if j not in kept[: kept.index(i)]
        )[-3:]
        steps.append(gains)
        retrieved = retrieved | candidates[i].visited
    rest = sorted(
        (expected(retrieved | c.visited) - expected(retrieved), j)
        for j, c in enumerate(candidates)
        if j not in kept
    )[-2:]
    _current.append(
        {
            "kept": kept,
            "limit": limit,
            "gains": steps,
            "next": rest,
            "p": [c.probability for c in candidates],
        }
    )
    return kept


heuristic.hedge = _traced_hedge
heuristic.HeuristicPolicy._read = _traced  # type: ignore[method-assign]

if __name__ == "__main__":
    sys.exit(noise.main(sys.argv[1:]))
