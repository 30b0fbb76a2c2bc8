"""kinds63: the profile's rank measures (kinds_profile.py dump) with each type's similarity to the
answer words standardised against the graph's own vocabulary (the words of its labels):
(s - mean_t) / sd_t, where mean_t and sd_t are the prototype's similarities to those words.
Fitted dev only.

    PYTHONPATH=core:benchmarks python benchmarks/results/kinds63/calib.py DUMP.jsonl
"""

from __future__ import annotations

import collections
import json
import sys
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from kinds_profile import kind_vectors, rank_counts, table


def main(path: str) -> None:
    from graphpaths.dotrag.index.graph_index import load_index
    from graphpaths.dotrag.reading.heuristic import HeuristicPolicy

    recs = [json.loads(x) for x in Path(path).read_text(encoding="utf-8").splitlines()]
    stats: dict[str, Any] = {}
    for name in sorted({r["set"] for r in recs if r["inferred"]}):
        index = load_index(f"/work/idx/kgqa-{name}")
        emb = index.embedder()
        reader = HeuristicPolicy(index.graph, emb, lexicon=index.lexicon).reader
        reader.warmup()
        kv = kind_vectors(index.graph, emb, 40)
        words = [w for w in reader.vocabulary() if w.isalpha()]
        vv = reader._word_vectors(words)
        sims = vv @ kv["mean"].T  # words x types
        stats[name] = (sims.mean(0), sims.std(0) + 1e-6)
    c: collections.Counter[Any] = collections.Counter()
    for r in recs:
        if not r["inferred"] or not r["words"]:
            continue
        key = f"{r['hops']}h {'hit' if r['recall'] >= 1 else 'miss'}"
        mu, sd = stats[r["set"]]
        raw = np.array(r["v"]["mean"])
        c[(key, "n")] += 1
        for v, e in (("now", np.array(r["v"]["now"]).max(0)), ("mean", raw.max(0)),
                     ("z", ((raw - mu) / sd).max(0))):  # fmt: skip
            rank_counts(c, key, v, e, r)
    table(c, "untyped, focus words")


if __name__ == "__main__":
    main(sys.argv[1])
