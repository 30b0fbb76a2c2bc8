"""Replay the readings of readable questions and the rule of chain52 on them (issue 41).

``dump``: per answerable question of one eval run (fitted dev sets with community-radio, and
MetaQA dev; never another set's rows), read from the gold topic (kgqa) or the run's first
anchor (MetaQA) with the code on PYTHONPATH, with ``_worded_longer`` switched off: every
reading (its walk, length, probability, word evidence, whether it is the gold walk, whether
it was searched, and for the best and the longer ones with more evidence the entities it
ends at), the content words, and the run's recall. One JSON line each.

``grid``: for each setting of the rule (margin, the best's evidence bound, readings added,
a label walked twice left out or not), per hop class: the questions it touches and the
misses (recall < 1, gold walk not searched) it gives their gold walk, on kgqa and MetaQA.

    python benchmarks/results/chain52/replay.py dump RUN_DIR OUT.jsonl SET [SET ...] [metaqa]
    python benchmarks/results/chain52/replay.py grid OUT.jsonl
"""

from __future__ import annotations

import argparse
import collections
import itertools
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "kg46"))
from kgqa_miss_profile import FITTED_DEV, REPO, say, shown

READABLE = FITTED_DEV | {"community-radio"}


def _questions(run: str, name: str, graph: Any) -> Iterator[tuple[dict[str, Any], int, Any]]:
    """(row, topic, gold steps or None) of each answerable question read from its anchor."""
    from graphpaths_bench.eval.kgqa import load_kgqa_questions

    if name == "metaqa":
        source = Path(run, "metaqa-dev.questions.jsonl")
        gold: dict[str, Any] = {}
    else:
        source = Path(run, f"{name}.questions.jsonl")
        gold = {q.id: q for q in load_kgqa_questions(REPO / "benchmarks" / "kgqa" / name)}
    for row in map(json.loads, source.read_text(encoding="utf-8").splitlines()):
        anchors = row["stats"].get("anchors") or []
        if not row["answerable"] or not anchors:
            continue
        if name == "metaqa":
            yield row, graph.index_of(anchors[0]), None
            continue
        q = gold[row["id"]]
        named = {graph.names[graph.index_of(t)]: graph.index_of(t) for t in q.topics}
        hit = [t for n, t in named.items() if n in anchors]  # the first topic found
        if q.path and hit:
            yield row, hit[0], tuple((label, d == "->") for label, d in q.path)


def _policy(index_root: str, name: str) -> tuple[Any, Any]:
    """The graph of a readable set's index and a policy reading it (its lexicon, its embedder)."""
    from graphpaths.dotrag.index.graph_index import load_index
    from graphpaths.dotrag.reading.heuristic import HeuristicPolicy

    if name not in READABLE | {"metaqa"}:
        raise SystemExit(f"{name}: not a readable set; its rows are never read")
    index = load_index(f"{index_root}/{'metaqa' if name == 'metaqa' else f'kgqa-{name}'}")
    return index.graph, HeuristicPolicy(index.graph, index.embedder(), lexicon=index.lexicon)


def _ends(policy: Any, topic: int, steps: Any, p: Any, best: Any) -> int:
    """Entities the walk ends at, for the best reading and longer ones with more evidence."""
    if steps == best.steps or (len(steps) > len(best.steps) and p.evidence > best.evidence):
        return int(policy.walker.walk(topic, steps)[-1].size)
    return -1


def dump(run: str, out: str, names: list[str], index_root: str) -> None:
    from graphpaths.dotrag.reading.heuristic import HeuristicPolicy

    # the readings as main searches them
    HeuristicPolicy._worded_longer = staticmethod(lambda plans, kept, words: kept)  # type: ignore[method-assign]
    with open(out, "w", encoding="utf-8") as sink:
        for name in names:
            graph, policy = _policy(index_root, name)
            for row, topic, gold in _questions(run, name, graph):
                anchor = graph.names[topic]
                reading = policy.read(row["question"], topic, anchor)
                plans = {}
                for p in reading.plans:
                    plans.setdefault(p.steps, p)
                best = reading.plans[0]
                searched = {p.steps for p in reading.kept}

                record = {
                    "set": name,
                    "id": row["id"],
                    "hops": row["hops"],
                    "recall": row["metrics"]["recall"],
                    "words": len(policy.reader.words(row["question"], anchor)),
                    "plans": [
                        [shown(s), len(s), round(p.probability, 4), round(p.evidence, 3),
                         s == gold, s in searched, _ends(policy, topic, s, p, best)]
                        for s, p in plans.items()
                    ],
                }  # fmt: skip
                sink.write(json.dumps(record) + "\n")


def _touched(
    record: dict[str, Any], margin: float, bound: float, most: int, twice: bool
) -> list[Any]:
    plans = record["plans"]
    best = plans[0]
    if record["words"] <= best[1] or best[3] >= bound:
        return []
    longer = [
        p
        for p in plans
        if p[1] > best[1]
        and not p[5]
        and p[3] > best[3] + margin
        and (twice or len({h.removesuffix("^-1") for h in p[0].split("/")}) == p[1])
    ]
    return sorted(longer, key=lambda p: (-p[3], -p[2]))[:most]


def grid(path: str) -> None:
    records = [json.loads(line) for line in Path(path).read_text(encoding="utf-8").splitlines()]
    for margin, bound, most, twice in itertools.product(
        (0.1, 0.15, 0.2, 0.25, 0.3), (0.5, 1.0, 99.0), (1, 2, 3), (False, True)
    ):
        shown_by: dict[tuple[str, int], list[int]] = collections.defaultdict(lambda: [0, 0])
        for r in records:
            added = _touched(r, margin, bound, most, twice)
            miss = r["recall"] < 1 and not any(p[4] and p[5] for p in r["plans"])
            key = ("mq" if r["set"] == "metaqa" else "kg", r["hops"])
            shown_by[key][0] += bool(added)
            shown_by[key][1] += miss and any(p[4] for p in added)
        cells = " ".join(f"{k[0]}{k[1]} {v[0]}/{v[1]}" for k, v in sorted(shown_by.items()))
        say(f"margin {margin} best< {bound} readings {most} twice {twice}: {cells}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("mode", choices=["dump", "grid"])
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--index-root", default="/work/idx")
    args = ap.parse_args(argv)
    if args.mode == "dump":
        dump(args.paths[0], args.paths[1], args.paths[2:], args.index_root)
    else:
        grid(args.paths[0])
    return 0


if __name__ == "__main__":
    sys.exit(main())
