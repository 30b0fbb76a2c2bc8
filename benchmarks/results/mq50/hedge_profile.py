"""Where DotRAG's precision goes on MetaQA dev (issue 41, mq50): per question of an
eval run's rows, the retrieved entities split by the reading that brought them.

Each answerable question is read again from its gold topic with the library's policy;
every retrieved entity (``R'``: gold intermediates that are not answers left out, as the
metric does) is put in the first class it falls in: an answer, the anchor, reached by the
best reading, reached only by a kept runner-up, reached by no kept reading (the search's
own: another anchor, a hop's similarity pick); the best reading's are split into its
dead ends (entities its walk passes that its next step does not leave) and the rest. Prints, per hop, the counts, the mean F1
of the rows and the mean F1 they would have with the runner-ups' entities left out.

    PYTHONPATH=core:benchmarks python benchmarks/results/mq50/hedge_profile.py ROWS [INDEX]
"""

from __future__ import annotations

import json
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from graphpaths.dotrag.index.graph_index import load_index
from graphpaths.dotrag.retriever import DotRAG
from graphpaths_bench.eval.gold import gold_sets
from graphpaths_bench.eval.metrics import retrieval_metrics

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "reader"))
from fit_reader import _metaqa_gold, say


def main() -> int:
    rows_path = Path(sys.argv[1])
    index = load_index(sys.argv[2] if len(sys.argv) > 2 else "/work/idx/metaqa")
    policy = DotRAG.from_index(index).policy
    graph = index.graph
    walker = policy.walker
    classes: dict[int, Counter[str]] = defaultdict(Counter)
    f1: dict[int, list[tuple[float, float, float, float]]] = defaultdict(list)
    causes: dict[int, Counter[str]] = defaultdict(Counter)
    for line in rows_path.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        if not row.get("answerable") or not row["answers"]:
            continue
        hops = int(row["hops"])
        anchors = row["stats"].get("anchors") or []
        if not anchors:
            continue
        anchor = graph.index_of(anchors[0])
        answers = {graph.index_of(a) for a in row["answers"]}
        gold = gold_sets(index.reachability, anchor, sorted(answers), hops)
        inter = set(gold.intermediates) - answers
        retrieved = {graph.index_of(n) for n in row["retrieved"]}
        reading = policy.read(row["question"], anchor, anchors[0])
        kept = list(dict.fromkeys(p.steps for p in reading.kept))
        reach = []
        for steps in kept:
            seen = {anchor}
            for f in walker.walk(anchor, steps):
                seen.update(int(e) for e in f)
            reach.append(seen)
        best = reach[0] if reach else {anchor}
        dead = _dead_ends(walker, anchor, kept[0]) if kept else set()
        others = set().union(*reach[1:]) if len(reach) > 1 else set()
        counted = retrieved - inter
        for e in counted:
            if e in answers:
                classes[hops]["answer"] += 1
            elif e == anchor:
                classes[hops]["anchor"] += 1
            elif e in dead:
                classes[hops]["best reading's dead end (walk goes no further)"] += 1
            elif e in best:
                classes[hops]["best reading, not an answer"] += 1
            elif e in others:
                classes[hops]["runner-up only"] += 1
            else:
                classes[hops]["no kept reading"] += 1
        m = retrieval_metrics(retrieved, answers, gold.intermediates)
        trimmed = retrieved - (others - best)
        t = retrieval_metrics(trimmed, answers, gold.intermediates)
        f1[hops].append((m.recall, m.f1, t.recall, t.f1))
        gold_steps = _metaqa_gold(row.get("qtype") or "")
        best_steps = reading.kept[0].steps if reading.kept else ()
        right = gold_steps is not None and best_steps == gold_steps
        gold_kept = gold_steps is not None and any(p.steps == gold_steps for p in reading.kept)
        n = len(kept)
        key = (
            "best = gold" if right else ("gold a runner-up" if gold_kept else "gold not kept")
        ) + (", alone" if n == 1 else ", hedged")
        causes[hops][key] += 1
        if m.f1 < 1 and len(counted) > len(answers) + 1:
            causes[hops]["F1<1 with R' > answers+anchor"] += 1
    for hops in sorted(f1):
        rows = f1[hops]
        n = len(rows)
        r0, f0, r1, f1t = (100 * sum(x[k] for x in rows) / n for k in range(4))
        say(
            f"{hops}-hop n={n}: rows R {r0:.2f} F1 {f0:.2f}; runner-up-only entities out: R {r1:.2f} F1 {f1t:.2f}"
        )
        total = sum(classes[hops].values())
        for k, v in classes[hops].most_common():
            say(f"   R' entities {k}: {v} ({100 * v / total:.1f} %)")
        for k, v in sorted(causes[hops].items()):
            say(f"   questions {k}: {v}")
    return 0


def _dead_ends(walker: Any, anchor: int, steps: tuple[tuple[str, bool], ...]) -> set[int]:
    """The entities the walk of ``steps`` passes that its next step does not leave."""
    frontiers = walker.walk(anchor, steps)
    if len(frontiers) < len(steps):
        return set()
    live = {int(e) for e in frontiers[-1]}
    dead: set[int] = set()
    for i in range(len(steps) - 2, -1, -1):
        on = set()
        for e in frontiers[i].tolist():
            walked = walker.walk(int(e), steps[i + 1 : i + 2])
            if walked and {int(x) for x in walked[-1]} & live:
                on.add(int(e))
            else:
                dead.add(int(e))
        live = on
    return dead


if __name__ == "__main__":
    raise SystemExit(main())
