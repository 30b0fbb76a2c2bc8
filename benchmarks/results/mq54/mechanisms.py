"""Which of DotRAG's mechanisms brings each retrieved entity, and what each costs or buys
(issue 41, mq54): every question is retrieved again with the library, and each path is
put with what made it:

- **best**: a walk of the policy's best reading (or a prefix of it) from the first anchor;
- **runner-up**: a walk of another reading the hedge kept;
- **neighbourhood**: the anchor's relations added after the paths when the best reading
  is unsure (one-hop runner-ups) or walks further than one-hop readings nearly as likely;
- **stray**: a path no reading gives a probability (confidence 0) that is no way to one
  it does (a hop's labels taken from another reading's frontier: a mixture of readings);
  **stray short** when it stops before the deepest path a reading asks for from its anchor,
  **stray sure** when a reading from its anchor is at least ``UNSURE`` likely;
- **other**: the rest (another anchor, a hop's own picks).

Per hop it prints the mean F1 and recall with the entities only one mechanism brings
taken out (their gain or loss), over MetaQA dev rows or a kgqa set's rows.

    PYTHONPATH=core:benchmarks python benchmarks/results/mq54/mechanisms.py ROWS INDEX [KGQA_FOLDER]
"""

from __future__ import annotations

import json
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from graphpaths.dotrag.index.graph_index import load_index
from graphpaths.dotrag.retriever import DotRAG
from graphpaths.dotrag.search.neighbourhood import UNSURE
from graphpaths_bench.eval.gold import gold_sets
from graphpaths_bench.eval.kgqa import load_kgqa_questions
from graphpaths_bench.eval.metaqa import load_metaqa_questions

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "reader"))
from fit_reader import say

DATA = Path("/work/shared/data")
KINDS = (
    "best",
    "runner-up",
    "neighbourhood",
    *(f"stray p{i / 10:.1f}" for i in range(10)),
    "stray sure",
    "stray short",
    "other",
)


def _f1(retrieved: set[int], answers: set[int], inter: set[int]) -> tuple[float, float]:
    kept = retrieved - (inter - answers)
    hits = len(kept & answers)
    if not hits:
        return 0.0, 0.0
    r, p = hits / len(answers), hits / len(kept)
    return r, 2 * p * r / (p + r)


def main() -> int:
    rows_path, index_path = Path(sys.argv[1]), sys.argv[2]
    kgqa = Path(sys.argv[3]) if len(sys.argv) > 3 else None
    index = load_index(index_path)
    dotrag = DotRAG.from_index(index)
    policy, graph = dotrag.policy, index.graph
    tagged: list[Any] = []
    original = DotRAG._neighbourhood

    def neighbourhood(self: DotRAG, *args: Any, **kwargs: Any) -> Any:
        out = original(self, *args, **kwargs)
        tagged.extend(out)
        return out

    DotRAG._neighbourhood = neighbourhood  # type: ignore[method-assign]
    if kgqa:
        topics = {q.id: q.topics[0] if q.topics else None for q in load_kgqa_questions(kgqa)}
    else:
        topics = {q.id: q.topic for h in (1, 2, 3) for q in load_metaqa_questions(DATA, h)}
    acc: dict[int, Counter[str]] = defaultdict(Counter)
    for line in rows_path.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        if not row["answers"] or not row.get("answerable", True):
            continue
        hops = int(row["hops"])
        tagged.clear()
        result = dotrag.retrieve(row["question"])
        neighbours = {id(p) for p in tagged}
        answers = {graph.index_of(a) for a in row["answers"]}
        topic = topics.get(row["id"])
        anchor = graph.index_of(topic) if topic else None
        inter = (
            set(gold_sets(index.reachability, anchor, sorted(answers), hops).intermediates)
            if anchor is not None
            else set()
        )
        first = result.paths[0].anchor if result.paths else None
        kept: list[tuple[tuple[str, bool], ...]] = []
        if first is not None:
            reading = policy.read(row["question"], first, graph.names[first])
            kept = list(dict.fromkeys(p.steps for p in reading.kept))
        by: dict[int, set[str]] = defaultdict(set)
        # ways to a reading's end: every prefix of a path some reading gives a probability
        ways = {
            (p.anchor, tuple((h.relation, h.source, h.target) for h in p.hops[:i]))
            for p in result.paths
            if p.confidence
            for i in range(1, p.depth + 1)
        }
        deepest: dict[int, int] = {}
        sure: dict[int, float] = {}
        for p in result.paths:
            if p.confidence:
                deepest[p.anchor] = max(deepest.get(p.anchor, 0), p.depth)
                sure[p.anchor] = max(sure.get(p.anchor, 0.0), p.confidence)
        for path in result.paths:
            steps = tuple((h.label_name, h.forward) for h in path.hops)
            key = (path.anchor, tuple((h.relation, h.source, h.target) for h in path.hops))
            if id(path) in neighbours:
                kind = "neighbourhood"
            elif path.confidence == 0.0 and key not in ways:
                if path.depth < deepest.get(path.anchor, 0):
                    kind = "stray short"
                elif sure.get(path.anchor, 0.0) >= UNSURE * path.anchor_confidence:
                    kind = "stray sure"
                else:
                    odds = sure.get(path.anchor, 0.0) / path.anchor_confidence
                    kind = f"stray p{min(int(odds * 10), 9) / 10:.1f}"
            elif path.anchor == first and kept and kept[0][: len(steps)] == steps:
                kind = "best"
            elif path.anchor == first and any(k[: len(steps)] == steps for k in kept[1:]):
                kind = "runner-up"
            else:
                kind = "other"
            for e in path.entities:
                by[e].add(kind)
        retrieved = set(by)
        old = {graph.index_of(n) for n in row["retrieved"]}
        acc[hops]["rows"] += 1
        acc[hops]["retrieved differs from the row"] += retrieved != old
        r0, f0 = _f1(old, answers, inter)
        acc[hops]["R"] += r0
        acc[hops]["F1"] += f0
        for kind in KINDS:
            only = {e for e, k in by.items() if k == {kind}}
            if not only:
                continue
            r, f = _f1(retrieved - only, answers, inter)
            r1, f1 = _f1(retrieved, answers, inter)
            acc[hops][f"{kind} rows"] += 1
            acc[hops][f"{kind} dF1 if out"] += f - f1
            acc[hops][f"{kind} dR if out"] += r - r1
            acc[hops][f"{kind} noise entities"] += len(only - answers - inter)
            acc[hops][f"{kind} answers"] += len(only & answers)
    for hops in sorted(acc):
        a = acc[hops]
        n = a["rows"]
        say(
            f"{rows_path.name} {hops}-hop rows={n} R {100 * a['R'] / n:.2f} F1 {100 * a['F1'] / n:.2f}"
            f" (retrieved differs on {a['retrieved differs from the row']})"
        )
        for kind in KINDS:
            if a[f"{kind} rows"]:
                say(
                    f"   {kind}-only out: rows {a[f'{kind} rows']}, dF1 {100 * a[f'{kind} dF1 if out'] / n:+.2f}"
                    f" dR {100 * a[f'{kind} dR if out'] / n:+.2f}; noise {a[f'{kind} noise entities']},"
                    f" answers {a[f'{kind} answers']}"
                )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
