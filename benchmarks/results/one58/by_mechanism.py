"""Which mechanism brings each retrieved entity of a question, and which ever brings an
answer (issue 41 item 4, one58): every scored row of a kgqa set (or MetaQA dev) is retrieved
again with the tree's library, each path put with what made it:

- **anchor**: the anchor itself (every path starts there);
- **best**: a walk of the policy's best reading from the first anchor (or a prefix of it);
- **runner-up**: a walk of another reading the hedge kept;
- **N unsure read / N unsure whole**: the neighbourhood after an unsure one-hop best path
  (``neighbourhood.unsure``): a runner-up one-hop reading's relation (confidence > 0) or,
  the anchor being small, a relation no reading asks for (confidence 0);
- **N small read / N small whole**: the same after a doubted one-hop best path that is not
  unsure, its anchor small (``WHOLE_TOKENS``);
- **N shorter read / N shorter whole**: the one-hop readings beside a doubted longer path
  (``SHORTER_SHARE``), and with a small anchor the relations no reading asks for;
- **stray**: a path no reading gives a probability that is no way to one it does;
- **other**: the rest (another anchor, a hop's own picks).

Per hop it prints, for each mechanism: rows where it brings an entity no other does, those
entities that are no answer ("noise only"), the answers only it brings (the recall it
buys), and the mean F1 / recall change when its only-entities are taken out. ``--rows OUT``
writes one JSON line per question: its tags, each kept reading's probability, length and
entities (``sim.py`` reads it).

    PYTHONPATH=TREE/core:TREE/benchmarks python by_mechanism.py RUN_FOLDER SET [SET ...] [--metaqa] [--rows OUT]
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from graphpaths.dotrag.index.graph_index import load_index
from graphpaths.dotrag.retriever import DotRAG
from graphpaths_bench.eval.gold import question_gold_sets
from graphpaths_bench.eval.kgqa import load_kgqa_questions, match_kgqa_questions

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "reader"))
from fit_reader import say

KGQA = Path("/work/main/benchmarks/kgqa")
IDX = Path("/work/idx")
KINDS = (
    "anchor",
    "best",
    "runner-up",
    "N unsure read",
    "N unsure whole",
    "N small read",
    "N small whole",
    "N shorter read",
    "N shorter whole",
    "stray",
    "other",
    "untagged",
)


def _metrics(retrieved: set[int], answers: set[int], inter: set[int]) -> tuple[float, float]:
    kept = retrieved - (inter - answers)
    hits = len(kept & answers)
    if not hits:
        return 0.0, 0.0
    r, p = hits / len(answers), hits / len(kept)
    return r, 2 * p * r / (p + r)


class Tagger:
    def __init__(self) -> None:
        self.calls: list[tuple[str, list[Any]]] = []
        original = DotRAG._neighbourhood
        tagger = self

        def patched(
            self: DotRAG,
            query: str,
            cfg: Any,
            engine: Any,
            ranked: Any,
            odds: Any,
            *,
            whole: Any = None,
        ) -> Any:
            out = original(self, query, cfg, engine, ranked, odds, whole=whole)
            if whole is True:
                kind = "small"
            elif ranked[0].depth == 1:
                kind = "unsure"
            else:
                kind = "shorter"
            tagger.calls.append((kind, out))
            return out

        DotRAG._neighbourhood = patched  # type: ignore[method-assign]


def run_set(
    name: str,
    dotrag: DotRAG,
    index: Any,
    rows: list[dict[str, Any]],
    gold: dict[str, Any],
    tagger: Tagger,
    acc: dict[int, Counter[str]],
    sink: Any,
    dump: bool = True,
) -> None:
    graph = index.graph
    policy = dotrag.policy
    for row in rows:
        if row.get("metrics") is None or row["id"] not in gold:
            continue
        hops = int(row["hops"])
        sets = gold[row["id"]]
        answers, inter = set(sets.answers), set(sets.intermediates)
        tagger.calls.clear()
        result = dotrag.retrieve(row["question"])
        made: dict[int, str] = {}
        for kind, out in tagger.calls:
            for p in out:
                made[id(p)] = f"N {kind} {'read' if p.confidence else 'whole'}"
        retrieved = set(result.entities)
        old = {graph.index_of(i) for i in row["retrieved"]}
        first = result.paths[0].anchor if result.paths else None
        kept: list[Any] = []
        kept_p: list[float] = []
        source: list[str] = []
        best_p = None
        if first is not None:
            name0 = next((a.name for a in result.anchors if a.entity == first), graph.names[first])
            reading = policy.read(row["question"], first, name0)
            kept = list(dict.fromkeys(p.steps for p in reading.kept))
            prob = {}
            for p in reading.kept:
                prob.setdefault(p.steps, p.probability)
            kept_p = [prob[k] for k in kept]
            hedged = {p.steps for p in policy._hedged(reading.plans, first)}
            source = ["hedge" if k in hedged else "other" for k in kept]
            b = result.paths[0]
            best_p = (
                (b.confidence / b.anchor_confidence)
                if b.confidence and b.anchor_confidence
                else None
            )
        ways = {
            (p.anchor, tuple((h.relation, h.source, h.target) for h in p.hops[:i]))
            for p in result.paths
            if p.confidence
            for i in range(1, p.depth + 1)
        }
        by: dict[int, set[str]] = defaultdict(set)
        per: dict[int, set[int]] = defaultdict(set)
        for path in result.paths:
            steps = tuple((h.label_name, h.forward) for h in path.hops)
            key = (path.anchor, tuple((h.relation, h.source, h.target) for h in path.hops))
            if id(path) in made:
                kind = made[id(path)]
            elif path.confidence == 0.0 and key not in ways:
                kind = "stray"
            elif path.anchor == first and kept and kept[0][: len(steps)] == steps:
                kind = "best"
            elif path.anchor == first and any(k[: len(steps)] == steps for k in kept[1:]):
                kind = "runner-up"
            else:
                kind = "other"
            if kind in ("best", "runner-up") and path.anchor == first:
                for i, k in enumerate(kept):
                    if k[: len(steps)] == steps:
                        per[i].update(h.target for h in path.hops)
            by[path.anchor].add("anchor")
            for h in path.hops:
                by[h.target].add(kind)
        for e in retrieved:
            if e not in by:
                by[e].add("untagged")
        a = acc[hops]
        a["rows"] += 1
        a["differs"] += retrieved != old
        r1, f1 = _metrics(retrieved, answers, inter)
        a["R"] += r1
        a["F1"] += f1
        a["entities"] += len(retrieved - (inter - answers))
        a["hits"] += len(retrieved & answers)
        record: dict[str, Any] = {
            "set": name,
            "id": row["id"],
            "hops": hops,
            "R": r1,
            "F1": f1,
            "best_p": best_p,
            "best_depth": result.paths[0].depth if result.paths else None,
            "kinds": {},
            "n": len(retrieved - (inter - answers)),
        }
        for kind in KINDS:
            mine = {e for e, k in by.items() if kind in k and e in retrieved}
            only = {e for e, k in by.items() if k == {kind} and e in retrieved}
            if not mine:
                continue
            noise = mine - answers - inter
            a[f"{kind} rows"] += 1
            a[f"{kind} noise any"] += len(noise)
            a[f"{kind} answers any"] += len(mine & answers)
            if only:
                r, f = _metrics(retrieved - only, answers, inter)
                a[f"{kind} only rows"] += 1
                a[f"{kind} dF1"] += f - f1
                a[f"{kind} dR"] += r - r1
                a[f"{kind} noise only"] += len(only - answers - inter)
                a[f"{kind} answers only"] += len(only & answers)
                a[f"{kind} rows buying"] += bool(only & answers)
            record["kinds"][kind] = {
                "any": len(mine),
                "noise_any": len(noise),
                "answers_any": len(mine & answers),
                "only": len(only),
                "noise_only": len(only - answers - inter),
                "answers_only": len(only & answers),
            }
        readings = []
        for i, k in enumerate(kept):
            mine = per.get(i, set()) & retrieved
            others = set().union(*(v for j, v in per.items() if j != i)) | {
                e for e, kk in by.items() if kk - {"best", "runner-up"}
            }
            only = mine - others
            readings.append(
                {
                    "i": i,
                    "p": kept_p[i],
                    "depth": len(k),
                    "source": source[i],
                    "ends": len(mine),
                    "only": len(only),
                    "noise_only": len(only - answers - inter),
                    "answers_only": len(only & answers),
                    "answers_any": len(mine & answers),
                }
            )
        record["readings"] = readings
        if dump:
            record["sets"] = {
                "per": [sorted(per.get(i, set()) & retrieved) for i in range(len(kept))],
                "rest": sorted(
                    e for e, kk in by.items() if kk - {"best", "runner-up"} and e in retrieved
                ),
                "answers": sorted(answers),
                "inter": sorted(inter),
            }
        record["answers"] = len(answers)
        if sink is not None:
            sink.write(json.dumps(record) + "\n")


def report(label: str, acc: dict[int, Counter[str]]) -> None:
    for hops in sorted(acc):
        a = acc[hops]
        n = a["rows"]
        say(
            f"{label} {hops}-hop rows {n}: R {100 * a['R'] / n:.2f} F1 {100 * a['F1'] / n:.2f}"
            f" entities/row {a['entities'] / n:.2f} hits/row {a['hits'] / n:.2f}"
            f" (retrieved differs from the run's rows on {a['differs']})"
        )
        for kind in KINDS:
            if not a[f"{kind} rows"]:
                continue
            say(
                f"   {kind:<16} rows {a[f'{kind} rows']:>4} noise {a[f'{kind} noise any']:>5}"
                f" answers {a[f'{kind} answers any']:>4} | only: rows {a[f'{kind} only rows']:>4}"
                f" noise {a[f'{kind} noise only']:>5} answers {a[f'{kind} answers only']:>3}"
                f" (rows {a[f'{kind} rows buying']:>3}) out: dF1 {100 * a[f'{kind} dF1'] / n:+.2f}"
                f" dR {100 * a[f'{kind} dR'] / n:+.2f}"
            )


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("run")
    ap.add_argument("sets", nargs="*")
    ap.add_argument("--metaqa", action="store_true")
    ap.add_argument("--rows")
    args = ap.parse_args()
    tagger = Tagger()
    run = Path(args.run)
    sink = open(args.rows, "w", encoding="utf-8") if args.rows else None  # noqa: SIM115
    total: dict[int, Counter[str]] = defaultdict(Counter)
    for name in args.sets:
        index = load_index(IDX / f"kgqa-{name}")
        dotrag = DotRAG.from_index(index)
        questions = match_kgqa_questions(load_kgqa_questions(KGQA / name), index.graph)
        gold = {q.id: question_gold_sets(index.reachability, q) for q in questions}
        rows = [json.loads(x) for x in (run / f"{name}.questions.jsonl").read_text().splitlines()]
        run_set(name, dotrag, index, rows, gold, tagger, total, sink)
    if args.sets:
        report("kgqa", total)
    if args.metaqa:
        from graphpaths_bench.eval.metaqa import load_metaqa_questions, match_questions

        index = load_index(IDX / "metaqa")
        dotrag = DotRAG.from_index(index)
        rows = [json.loads(x) for x in (run / "metaqa.questions.jsonl").read_text().splitlines()]
        gold = {}
        for hop in (1, 2, 3):
            qs, _ = match_questions(
                load_metaqa_questions(Path("/work/shared/data"), hop, split="dev"), index.graph
            )
            gold.update({q.id: question_gold_sets(index.reachability, q) for q in qs})
        mq: dict[int, Counter[str]] = defaultdict(Counter)
        run_set("metaqa", dotrag, index, rows, gold, tagger, mq, sink)
        report("metaqa", mq)
    if sink is not None:
        sink.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
