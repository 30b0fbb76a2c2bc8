"""kinds63: replay the reader with other kind vectors for inferred types (fitted dev only).

Per answerable question of a sweep whose gold topic was anchored: the policy's searched
readings (``kept``) from the gold topic, their walks' ends as the retrieved entities (no
budget, no second anchor), recall and F1 against the gold answers; once per variant of the
prototypes (``now``: main's, the mean of 40 member names' vectors; ``centred``: that mean
less the mean of every type's member vectors; ``none``: no prototypes). Question means per
hop, and the questions whose simulated recall changes.

    PYTHONPATH=core:benchmarks python benchmarks/results/kinds63/replay.py RUN SET...
"""

from __future__ import annotations

import collections
import json
import sys
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from kinds_profile import READABLE, REPO, gold_topic, kind_vectors, say


def prf(got: set[int], answers: set[int]) -> tuple[float, float]:
    hits = len(got & answers)
    if not hits:
        return 0.0, 0.0
    p, r = hits / len(got), hits / len(answers)
    return r, 2 * p * r / (p + r)


def main(run: str, names: list[str]) -> None:
    from graphpaths.dotrag.index.graph_index import load_index
    from graphpaths.dotrag.reading.heuristic import HeuristicPolicy
    from graphpaths_bench.eval.kgqa import load_kgqa_questions

    variants = ("now", "centred", "none")
    sums: dict[Any, list[float]] = collections.defaultdict(list)
    moved: collections.Counter[Any] = collections.Counter()
    for name in names:
        if name not in READABLE:
            raise SystemExit(f"{name}: not a fitted dev set")
        index = load_index(f"/work/idx/kgqa-{name}")
        graph = index.graph
        if graph.type_origin.source != "inferred":
            continue
        emb = index.embedder()
        HeuristicPolicy(graph, emb, lexicon=index.lexicon).reader.warmup()  # loads the model
        kv = kind_vectors(graph, emb, 40)
        gold = {q.id: q for q in load_kgqa_questions(REPO / "benchmarks" / "kgqa" / name)}
        rows = [
            json.loads(x) for x in Path(run, f"{name}.questions.jsonl").read_text().splitlines()
        ]
        per: dict[str, dict[str, tuple[float, float]]] = collections.defaultdict(dict)
        for v in variants:
            policy = HeuristicPolicy(graph, emb, lexicon=index.lexicon)
            reader = policy.reader
            reader._fixed()
            reader._prototypes = (
                None
                if v == "none"
                else np.asarray(kv["centred" if v == "centred" else "mean"], np.float32)
            )
            reader._wh_focus = {}
            for row in rows:
                anchors = row["stats"].get("anchors") or []
                if not row["answerable"] or not anchors:
                    continue
                topic = gold_topic(graph, gold[row["id"]], anchors)
                if topic is None:
                    continue
                answers = {graph.index_of(a) for a in row["answers"]}
                reading = policy.read(row["question"], topic, graph.names[topic])
                got: set[int] = set()
                for p in reading.kept:
                    fr = policy.walker.walk(topic, p.steps)
                    if len(fr) == len(p.steps):
                        got |= set(fr[-1].tolist())
                per[row["id"]][v] = (*prf(got, answers), row["hops"])  # type: ignore[assignment]
        for _qid, res in per.items():
            h = res["now"][2]  # type: ignore[misc]
            for v in variants:
                sums[(h, v, "R")].append(res[v][0])
                sums[(h, v, "F1")].append(res[v][1])
                if v != "now":
                    d = res[v][0] - res["now"][0]
                    moved[(h, v, "gained" if d > 0 else "lost" if d < 0 else "same")] += 1
    for h in (1, 2, 3):
        n = len(sums[(h, "now", "R")])
        say(f"{h}h (n={n}): " + " | ".join(
            f"{v} R {100 * np.mean(sums[(h, v, 'R')]):.2f} F1 {100 * np.mean(sums[(h, v, 'F1')]):.2f}"
            for v in variants))  # fmt: skip
        for v in variants[1:]:
            say(f"   {v}: recall gained {moved[(h, v, 'gained')]}, lost {moved[(h, v, 'lost')]}")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2:])
