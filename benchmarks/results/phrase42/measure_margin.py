"""How far the word table's approximated two-word phrase vectors move DotRAG's decision.

Every answerable question of the fitted development sets (and MetaQA dev outside the
evaluated 500 per hop) is read from its gold anchor by the heuristic policy twice: with the
approximated phrase vectors and with the model's own. Per question it writes, as a JSON
line, the lead of the best reading over the next (``heuristic.reading_lead``, the figure
``close_call`` compares with ``APPROXIMATION_MARGIN``) both ways, the top reading both ways
and whether it is the gold one, and whether the two leading readings walk a step a
two-word phrase of the question gives evidence for.

    PYTHONPATH=core:benchmarks python benchmarks/results/phrase42/measure_margin.py \\
        --index-root DIR --metaqa-index DIR --out FILE [--sets a,b,...]

``--index-root``: a folder of ``idx-kgqa-<set>`` indexes (as ``fit_reader.py`` reads them).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(REPO / "benchmarks" / "reader"))

import fit_reader  # noqa: E402

from graphpaths.dotrag.reading.heuristic import (  # noqa: E402
    HeuristicPolicy,
    reading_lead,
    runner_up,
)

#: The fitted development sets (common rules of session 10) and MetaQA dev beyond the 500.
SETS = fit_reader.DEFAULT_SETS + ",bloodlines,metaqa:100"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sets", default=SETS)
    parser.add_argument("--index-root", required=True)
    parser.add_argument("--metaqa-index", required=True)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    from graphpaths.embeddings import SentenceTransformerEmbedder

    embedder = SentenceTransformerEmbedder()
    with open(args.out, "w", encoding="utf-8") as out:
        for spec in (s for s in args.sets.split(",") if s):
            fit_reader.refuse_held_out(spec)
            index, examples = fit_reader.load(spec, args)
            graph = index.graph
            policy = HeuristicPolicy(graph, embedder, lexicon=index.lexicon)
            t = policy.reader.weights.temperature
            for ex in examples:
                name = graph.names[ex.anchor]
                types = [graph.type_index(x) for x in graph.types_of(ex.anchor)]
                row = {"set": spec, "id": ex.qid, "hops": ex.hops}
                for kind, exact in (("approx", False), ("exact", True)):
                    plans = policy._plans(ex.question, ex.anchor, name, types, exact=exact)
                    row[f"{kind}_lead"] = reading_lead(plans, t)
                    row[f"{kind}_top"] = [list(s) for s in plans[0].steps] if plans else None
                    row[f"{kind}_gold"] = bool(plans) and plans[0].steps == ex.gold
                    if not exact:
                        # whether the two leading readings walk a step a two-word phrase
                        # gives evidence for (close_call's second condition)
                        rival = runner_up(plans)
                        phrased = policy.reader.phrase_steps(ex.question, name)
                        walked = (*plans[0].steps, *rival.steps) if rival is not None else ()
                        row["phrased"] = any(step in phrased for step in walked)
                out.write(json.dumps(row) + "\n")
            out.flush()
            sys.stdout.write(f"{spec} {len(examples)}\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
