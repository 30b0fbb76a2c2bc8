"""Where MetaQA dev's F1 goes, per hop (issue 41, mq54): each row's F1 loss (1 - F1)
split among causes, read again with the library's policy from the row's anchor.

Per row (every row with answers; F1 is a mean over rows):

- **wrong anchor**: the search's first anchor is not the bracketed topic: the row's whole loss;
- **best reading wrong**: the policy's best reading is not the question type's relation
  chain: the row's whole loss (the hedge is what recall there rests on);
- best reading right, the loss split by what the row's F1 gains when one class of its
  retrieved entities (R' = R less gold intermediates that are not answers) is taken out:
  (a) reached only by a kept runner-up reading (the hedge),
  (b) reached by the best reading and no answer (its dead ends, ends off the gold walk),
  (e) reached by no kept reading (other anchors, a hop's similarity picks);
  the anchor itself (always on the paths), and what is left (answers missed).

Also: rows whose context filled the budget, paths per answer reached.

    PYTHONPATH=core:benchmarks python benchmarks/results/mq54/loss_profile.py ROWS [INDEX]
"""

from __future__ import annotations

import json
import sys
from collections import Counter, defaultdict
from pathlib import Path

from graphpaths.dotrag.index.graph_index import load_index
from graphpaths.dotrag.retriever import DotRAG
from graphpaths_bench.eval.gold import gold_sets
from graphpaths_bench.eval.metaqa import load_metaqa_questions
from graphpaths_bench.eval.metrics import retrieval_metrics

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "reader"))
from fit_reader import _metaqa_gold, say

DATA = Path("/work/shared/data")
BUDGET = 10_000


def main() -> int:
    rows_path = Path(sys.argv[1])
    index = load_index(sys.argv[2] if len(sys.argv) > 2 else "/work/idx/metaqa")
    policy = DotRAG.from_index(index).policy
    graph = index.graph
    walker = policy.walker
    topics = {q.id: q.topic for hop in (1, 2, 3) for q in load_metaqa_questions(DATA, hop)}
    loss: dict[int, Counter[str]] = defaultdict(Counter)
    rows_n: Counter[int] = Counter()
    f1_sum: Counter[int] = Counter()
    notes: dict[int, Counter[str]] = defaultdict(Counter)
    for line in rows_path.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        if not row["answers"]:
            continue
        hops = int(row["hops"])
        rows_n[hops] += 1
        f1 = row["metrics"]["f1"]
        f1_sum[hops] += f1
        gap = 1.0 - f1
        topic = topics[row["id"]]
        anchors = row["stats"].get("anchors") or []
        if row.get("context_tokens", 0) >= BUDGET * 0.95:
            notes[hops]["context at the budget"] += 1
        if not anchors or anchors[0] != topic:
            loss[hops]["(c) wrong anchor"] += gap
            notes[hops]["rows wrong anchor"] += 1
            continue
        anchor = graph.index_of(topic)
        answers = {graph.index_of(a) for a in row["answers"]}
        gold = gold_sets(index.reachability, anchor, sorted(answers), hops)
        inter = set(gold.intermediates) - answers
        retrieved = {graph.index_of(n) for n in row["retrieved"]}
        reading = policy.read(row["question"], anchor, topic)
        kept = list(dict.fromkeys(p.steps for p in reading.kept))
        gold_steps = _metaqa_gold(row.get("qtype") or "")
        if not kept or kept[0] != gold_steps:
            loss[hops]["(d) best reading wrong"] += gap
            notes[hops]["rows best reading wrong"] += 1
            if gold_steps in kept:
                notes[hops]["  of which gold kept by the hedge"] += 1
            continue
        reach = []
        for steps in kept:
            seen = {anchor}
            for f in walker.walk(anchor, steps):
                seen.update(int(e) for e in f)
            reach.append(seen)
        best = reach[0]
        others = set().union(*reach[1:]) if len(reach) > 1 else set()
        counted = retrieved - inter
        classes = {
            "(a) runner-up only (hedge)": {
                e
                for e in counted
                if e not in answers and e != anchor and e not in best and e in others
            },
            "(b) best reading, no answer": {
                e for e in counted if e not in answers and e != anchor and e in best
            },
            "(e) no kept reading": {
                e
                for e in counted
                if e not in answers and e != anchor and e not in best and e not in others
            },
            "anchor": {anchor} & counted - answers,
        }
        rest = gap
        for name, ents in classes.items():
            if ents:
                m = retrieval_metrics(retrieved - ents, answers, gold.intermediates)
                gain = m.f1 - f1
                loss[hops][name] += gain
                rest -= gain
                notes[hops][f"rows with {name}"] += 1
        loss[hops]["rest (overlap, answers missed)"] += rest
        notes[hops]["rows best reading right"] += 1
        if len(kept) > 1:
            notes[hops]["  of which hedged"] += 1
        paths = row["stats"].get("paths") or 0
        notes[hops]["paths (best right)"] += paths
        notes[hops]["answers hit (best right)"] += len(answers & retrieved)
    for hops in sorted(rows_n):
        n = rows_n[hops]
        say(
            f"{hops}-hop rows={n} F1 {100 * f1_sum[hops] / n:.2f} loss {100 - 100 * f1_sum[hops] / n:.2f} (F1 points):"
        )
        for k, v in sorted(loss[hops].items()):
            say(f"   {k}: {100 * v / n:.2f}")
        for k, v in sorted(notes[hops].items()):
            say(f"   # {k}: {v}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
