"""How often the gold walk of a fitted dev question extends the best reading, and where it ranks
among the best reading's extensions (chain52).

Per answerable question of one eval run (fitted dev sets, community-radio included; never another
set's rows), read from the gold topic with the code on PYTHONPATH: the hops asked, the best
reading's and the gold walk's length, whether the gold walk was searched, whether the best reading
is a proper prefix of the gold walk and the gold walk's rank among the readings extending the best
one, the chain links, the content words, and the recall of the run. One tab-separated row each.

    python benchmarks/results/chain52/extend_profile.py RUN_DIR SET [SET ...] > rows.tsv
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "kg46"))
from kgqa_miss_profile import say, shown

sys.path.insert(0, str(Path(__file__).resolve().parent))
from replay import _policy, _questions


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("run")
    ap.add_argument("sets", nargs="+")
    ap.add_argument("--index-root", default="/work/idx")
    args = ap.parse_args(argv)
    say(
        "set\tid\thops\trecall\tgold_len\tbest_len\tkept\tgold_rank\text\text_rank\tn_ext\tlinks\twords\tp_best\tbest\tgold"
    )
    for name in args.sets:
        if name == "metaqa":
            raise SystemExit("metaqa: no gold walks")
        graph, policy = _policy(args.index_root, name)
        for row, topic, steps in _questions(args.run, name, graph):
            name_ = graph.names[topic]
            reading = policy.read(row["question"], topic, name_)
            ranked = list(dict.fromkeys(p.steps for p in reading.plans))
            if not ranked:
                continue
            best = ranked[0]
            kept = steps in {p.steps for p in reading.kept}
            gold_rank = ranked.index(steps) if steps in ranked else -1
            ext = len(best) < len(steps) and steps[: len(best)] == best
            extensions = [s for s in ranked if len(s) > len(best) and s[: len(best)] == best]
            ext_rank = extensions.index(steps) if steps in extensions else -1
            links = policy.reader.chain_links(row["question"], name_)
            words = len(policy.reader.words(row["question"], name_))
            say(
                f"{name}\t{row['id']}\t{row['hops']}\t{row['metrics']['recall']:.3f}\t{len(steps)}\t"
                f"{len(best)}\t{int(kept)}\t{gold_rank}\t{int(ext)}\t{ext_rank}\t{len(extensions)}\t"
                f"{links}\t{words}\t{reading.plans[0].probability:.3f}\t{shown(best)}\t{shown(steps)}"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
