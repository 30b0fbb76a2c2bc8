"""What the hedge's runner-ups bring, and what dropping them would cost (mq50, issue 41).

``dump ROWS INDEX OUT [KGQA_FOLDER]``: per answerable question of an eval run's rows, the
readings the library's policy shortlists from the gold topic (probability, ends, the
entities passed, kept or not), the gold reading, answers, gold intermediates and what
the run retrieved, pickled to OUT. ``simulate OUT...``: the rows' recall and F1 per hop
(MetaQA dumps apart from the others, pooled) when the kept readings change (a lower beta,
or runner-ups kept only when at least a share of the best's probability): what a dropped
reading alone reached leaves the retrieved set (the search is not rerun).

    PYTHONPATH=core:benchmarks python benchmarks/results/mq50/runner_ups.py dump \\
        /work/runs/evals/final13/music.questions.jsonl /work/idx/kgqa-music music.pkl \\
        benchmarks/kgqa/music
    PYTHONPATH=core:benchmarks python benchmarks/results/mq50/runner_ups.py simulate *.pkl
"""

from __future__ import annotations

import json
import pickle
import sys
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

from graphpaths.dotrag.index.graph_index import load_index
from graphpaths.dotrag.reading.hedging import Candidate, hedge
from graphpaths.dotrag.retriever import DotRAG
from graphpaths_bench.eval.gold import gold_sets
from graphpaths_bench.eval.kgqa import load_kgqa_questions
from graphpaths_bench.eval.metrics import retrieval_metrics

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "reader"))
from fit_reader import _metaqa_gold, say

Question = dict[str, Any]
Rule = Callable[[Question], list[int]]


def dump(rows_path: str, index_path: str, out: str, kgqa: str | None) -> None:
    index = load_index(index_path)
    policy = DotRAG.from_index(index).policy
    graph, walker = index.graph, policy.walker
    given = {q.id: q for q in load_kgqa_questions(Path(kgqa))} if kgqa else {}
    result = []
    for line in Path(rows_path).read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        if not row.get("answerable") or not row["answers"]:
            continue
        if kgqa:
            q = given[row["id"]]
            if not q.topics:
                continue
            anchor = graph.index_of(q.topics[0])
            gold = tuple((label, d == "->") for label, d in q.path) if q.path else None
        else:
            anchors = row["stats"].get("anchors") or []
            if not anchors:
                continue
            anchor = graph.index_of(anchors[0])
            gold = _metaqa_gold(row.get("qtype") or "")
        answers = {graph.index_of(a) for a in row["answers"]}
        sets = gold_sets(index.reachability, anchor, sorted(answers), int(row["hops"]))
        reading = policy.read(row["question"], anchor, graph.names[anchor])
        probability: dict[Any, float] = {}
        for p in reading.plans:
            probability.setdefault(p.steps, p.probability)
        kept = {p.steps for p in reading.kept}
        candidates = []
        for steps in list(probability)[:12]:
            frontiers = walker.walk(anchor, steps)
            passed = {int(e) for f in frontiers[:-1] for e in f}
            candidates.append(
                {
                    "steps": steps,
                    "p": probability[steps],
                    "ends": {int(e) for e in frontiers[-1]} if frontiers else set(),
                    "between": passed,
                    "kept": steps in kept,
                }
            )
        result.append(
            {
                "hops": int(row["hops"]),
                "anchor": anchor,
                "answers": answers,
                "inter": set(sets.intermediates),
                "retrieved": {graph.index_of(n) for n in row["retrieved"]},
                "gold": gold,
                "cands": candidates,
                "metrics": row["metrics"],
            }
        )
    Path(out).write_bytes(pickle.dumps(result))


def _visited(q: Question, c: dict[str, Any]) -> set[int]:
    return c["ends"] | c["between"] | {q["anchor"]}


def _score(qs: list[Question], rule: Rule) -> dict[int, tuple[float, float, float, float]]:
    acc: dict[int, list[float]] = defaultdict(lambda: [0.0] * 5)
    for q in qs:
        cs, retrieved = q["cands"], set(q["retrieved"])
        if cs:
            old = set().union(*(_visited(q, c) for c in cs if c["kept"]))
            new = set().union(*(_visited(q, cs[i]) for i in rule(q)))
            retrieved = (retrieved - (old - new)) | (new - old)
        m = retrieval_metrics(retrieved, q["answers"], q["inter"])
        a = acc[q["hops"]]
        a[0] += 1
        a[1] += m.recall
        a[2] += m.f1
        a[3] += q["metrics"]["recall"]
        a[4] += q["metrics"]["f1"]
    return {
        h: (100 * a[1] / a[0], 100 * a[2] / a[0], 100 * a[3] / a[0], 100 * a[4] / a[0])
        for h, a in sorted(acc.items())
    }


def _hedged(betas: tuple[float, float, float], share: float = 0.0) -> Rule:
    def rule(q: Question) -> list[int]:
        cs = q["cands"]
        beta = betas[min(len(cs[0]["steps"]), 3) - 1]
        if beta <= 0:
            return [0]
        candidates = [
            Candidate(
                probability=c["p"],
                visited=frozenset(_visited(q, c)),
                ends=frozenset(c["ends"]),
                between=frozenset(c["between"]),
            )
            for c in cs
        ]
        kept = hedge(candidates, beta=beta, limit=8)
        return [i for i in kept if i == 0 or cs[i]["p"] >= share * cs[0]["p"]]

    return rule


def simulate(paths: list[str]) -> None:
    groups: dict[str, list[Question]] = defaultdict(list)
    for path in paths:
        groups["metaqa" if "metaqa" in Path(path).name else "kgqa"] += pickle.loads(
            Path(path).read_bytes()
        )
    rules = {"beta (4, 6, 8) (the library's)": _hedged((4.0, 6.0, 8.0))}
    for betas in [
        (3.0, 6.0, 8.0),
        (4.0, 4.0, 8.0),
        (4.0, 6.0, 6.0),
        (3.0, 4.0, 6.0),
        (2.0, 4.0, 6.0),
    ]:
        rules[f"beta {betas}"] = _hedged(betas)
    for share in (0.05, 0.1, 0.2, 0.3):
        rules[f"runner-ups >= {share} x best"] = _hedged((4.0, 6.0, 8.0), share)
    for name, rule in rules.items():
        cells = []
        for group, qs in groups.items():
            by_hop = _score(qs, rule)
            cells.append(
                group
                + " "
                + " ".join(
                    f"{h}: R {v[0] - v[2]:+.2f} F1 {v[1] - v[3]:+.2f}" for h, v in by_hop.items()
                )
            )
        say(f"{name}: " + " | ".join(cells))


def main() -> int:
    if sys.argv[1] == "dump":
        dump(sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5] if len(sys.argv) > 5 else None)
    else:
        simulate(sys.argv[2:])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
