"""Replay chain52's longer readings with each hop's words (issue 41, helper hop54).

``dump``: per answerable question of one eval run (fitted dev sets and MetaQA dev only; never
another set's rows), read from its gold topic (kgqa) or the run's first anchor (MetaQA) with
the code on PYTHONPATH and chain52's rule off: the best reading and every longer one chain52
would weigh (more word evidence by its margin, no label twice, not searched already), each
with its hops' words (:meth:`Reader.hop_words`), whether hop54's gate passes it
(:func:`~graphpaths.dotrag.reading.hop_words.says_more`) and whether it is the gold walk;
the run's recall and F1.

``grid``: chain52's rule and hop54's gated rule: per hop class the questions they touch and
the questions whose gold walk was not searched that they give it.

    python benchmarks/results/hop54/replay.py dump RUN_DIR OUT.jsonl SET [SET ...] [metaqa]
    python benchmarks/results/hop54/replay.py grid OUT.jsonl
"""

from __future__ import annotations

import argparse
import collections
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "kg46"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "chain52"))
from kgqa_miss_profile import FITTED_DEV, say, shown
from replay import _questions

#: chain52's constants, as on main (the dump reads the longer readings' evidence itself)
WORDED_BEST, WORDED_LONGER = 0.5, 2
READABLE = FITTED_DEV | {"community-radio", "food-banks"}


def _policy(index_root: str, name: str) -> tuple[Any, Any]:
    from graphpaths.dotrag.index.graph_index import load_index
    from graphpaths.dotrag.reading.heuristic import HeuristicPolicy

    if name not in READABLE | {"metaqa"}:
        raise SystemExit(f"{name}: not a readable set; its rows are never read")
    index = load_index(f"{index_root}/{'metaqa' if name == 'metaqa' else f'kgqa-{name}'}")
    return index.graph, HeuristicPolicy(index.graph, index.embedder(), lexicon=index.lexicon)


def dump(run: str, out: str, names: list[str], index_root: str) -> None:
    from graphpaths.dotrag.reading import heuristic
    from graphpaths.dotrag.reading.hop_words import says_more

    off = heuristic.HeuristicPolicy._worded_longer
    heuristic.HeuristicPolicy._worded_longer = lambda self, *a, **k: a[1]  # type: ignore[method-assign]
    with open(out, "w", encoding="utf-8") as sink:
        for name in names:
            graph, policy = _policy(index_root, name)
            reader = policy.reader
            for row, topic, gold in _questions(run, name, graph):
                anchor = graph.names[topic]
                query = row["question"]
                reading = policy.read(query, topic, anchor)
                plans = list({p.steps: p for p in reading.plans}.values())
                best = plans[0]
                searched = {p.steps for p in reading.kept}
                words = reader.words(query, anchor)
                longer = [
                    p
                    for p in plans
                    if len(p.steps) > len(best.steps)
                    and p.steps not in searched
                    and p.evidence > best.evidence + heuristic.WORDED_MARGIN
                    and len({label for label, _ in p.steps}) == len(p.steps)
                ]
                shown_plans = [best, *longer]
                said = reader.hop_words(query, anchor, shown_plans)
                asked = reader.asked_words(query, anchor)
                record = {
                    "set": name,
                    "id": row["id"],
                    "hops": row["hops"],
                    "recall": row["metrics"]["recall"],
                    "f1": row["metrics"].get("f1"),
                    "words": list(words),
                    "focus": sorted(reader.asked_words(query, anchor)),
                    "links": reader.chain_links(query, anchor),
                    "gold_searched": gold in searched,
                    "plans": [
                        {
                            "walk": shown(p.steps),
                            "len": len(p.steps),
                            "p": round(p.probability, 4),
                            "ev": round(p.evidence, 3),
                            "gold": p.steps == gold,
                            "at": [
                                [w, round(x, 3)] for w, x in zip(h.words, h.support, strict=True)
                            ],
                            "answer": round(h.answer, 3),
                            "says_more": says_more(said[0], h, asked=asked),
                        }
                        for p, h in zip(shown_plans, said, strict=True)
                    ],
                }
                sink.write(json.dumps(record) + "\n")
    heuristic.HeuristicPolicy._worded_longer = off  # type: ignore[method-assign]


def _touched(record: dict[str, Any], gated: bool) -> list[dict[str, Any]]:
    """The longer readings chain52's rule searches (``gated``: those hop54's gate passes)."""
    best, *longer = record["plans"]
    if len(record["words"]) <= best["len"] or best["ev"] >= WORDED_BEST:
        return []
    longer = [p for p in longer if p["says_more"] or not gated]
    return sorted(longer, key=lambda p: -p["ev"])[:WORDED_LONGER]


def grid(path: str) -> None:
    records = [json.loads(line) for line in Path(path).read_text(encoding="utf-8").splitlines()]
    for gated in (False, True):
        counts: dict[str, list[int]] = collections.defaultdict(lambda: [0, 0])
        for r in records:
            added = _touched(r, gated)
            key = f"{'mq' if r['set'] == 'metaqa' else 'kg'}{r['hops']}"
            counts[key][0] += bool(added)
            counts[key][1] += not r["gold_searched"] and any(p["gold"] for p in added)
        cells = " ".join(f"{k} {v[0]}/{v[1]}" for k, v in sorted(counts.items()))
        say(f"{'hop54' if gated else 'chain52'}: touched/gold walk given: {cells}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    modes = ap.add_subparsers(dest="mode", required=True)
    dumps = modes.add_parser("dump")
    dumps.add_argument("run")
    dumps.add_argument("out")
    dumps.add_argument("sets", nargs="+")
    dumps.add_argument("--index-root", default="/work/idx")
    modes.add_parser("grid").add_argument("dumped")
    args = ap.parse_args(argv)
    if args.mode == "dump":
        dump(args.run, args.out, args.sets, args.index_root)
    else:
        grid(args.dumped)
    return 0


if __name__ == "__main__":
    sys.exit(main())
