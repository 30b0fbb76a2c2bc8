"""Profile the relation-ablation probes (graphpaths_bench.eval.ablation --mode relation /
first-hop) one tree's code ran on (probes.sh), fitted dev ablations only.

    PYTHONPATH=TREE/core:TREE/benchmarks .venv/bin/python benchmarks/results/lackp59/profile.py \
        rows SETS ROWS           # abstained by method, class, hop and removed step

    PYTHONPATH=TREE/core:TREE/benchmarks .venv/bin/python benchmarks/results/lackp59/profile.py \
        collect SETS IDX OUT.jsonl   # fit_abstain.py collect's rows, on the ablated graphs

``collect`` writes one row a question with topics, as ``benchmarks/reader/fit_abstain.py
collect`` does (the library's reader weights), plus its class: ``probe`` (a lacking probe),
``own`` (the set's own "relation the graph lacks" question) or ``answerable`` (an answerable
question kept), and the removed step's hop for probes.
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any


def say(line: str) -> None:
    sys.stdout.write(line + "\n")


def pct(a: int, n: int) -> str:
    return f"{100 * a / n:.1f} % ({a}/{n})" if n else "-"


def rows(sets: Path, out: Path) -> None:
    # (method, class, key) -> [abstained, n]
    counts: dict[tuple[str, str, str], list[int]] = defaultdict(lambda: [0, 0])
    per_set: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
    per_set_answerable: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
    for f in sorted(out.glob("*.questions.jsonl")):
        name = f.name.split(".")[0]
        record = json.loads((sets / name / "ablation.json").read_text())
        probes = set(record["lacking_probes"])
        steps = record["lacking_step"]
        kept = set(record["answerable_probes"])
        for line in f.read_text().splitlines():
            r = json.loads(line)
            m, qid = r["method"], r["id"]
            empty = int(not r["retrieved"])
            if qid in probes:
                keys = [
                    ("probe", "all"),
                    ("probe", f"hops {r['hops']}"),
                    ("probe", f"step {steps[qid]}"),
                    ("probe", f"hops {r['hops']} step {steps[qid]}"),
                ]
                per_set[(m, name)][0] += empty
                per_set[(m, name)][1] += 1
            elif r["question_class"] == "lacking":
                keys = [("own lacking", "all")]
            elif r["question_class"] == "not_found":
                keys = [("own not found", "all")]
            elif qid in kept:
                keys = [("answerable", "all"), ("answerable", f"hops {r['hops']}")]
                per_set_answerable[(m, name)][0] += empty
                per_set_answerable[(m, name)][1] += 1
            else:
                continue
            for c, k in keys:
                counts[(m, c, k)][0] += empty
                counts[(m, c, k)][1] += 1
    for key in sorted(counts):
        a, n = counts[key]
        say(f"{key[0]:15} {key[1]:14} {key[2]:16} abstained {pct(a, n)}")
    for m in sorted({k[0] for k in per_set}):
        shares = [a / n for (mm, _), (a, n) in per_set.items() if mm == m and n]
        wrong = [a / n for (mm, _), (a, n) in per_set_answerable.items() if mm == m and n]
        say(
            f"{m}: sets with probes abstained >= 80 %: {sum(s >= 0.8 for s in shares)} of "
            f"{len(shares)}; per-set probe abstained min / median / max "
            f"{min(shares):.2f} / {sorted(shares)[len(shares) // 2]:.2f} / {max(shares):.2f}; "
            f"sets with answerable wrongly abstained <= 3 %: {sum(w <= 0.03 for w in wrong)} "
            f"of {len(wrong)}"
        )


def collect(sets: Path, idx: Path, out: Path) -> None:
    from graphpaths.dotrag.reading.heuristic import HeuristicPolicy
    from graphpaths.dotrag.retriever import DotRAG
    from graphpaths_bench.eval.kgqa import load_kgqa_questions

    with out.open("w", encoding="utf-8") as sink:
        for folder in sorted(p for p in sets.iterdir() if p.is_dir()):
            name = folder.name
            record = json.loads((folder / "ablation.json").read_text())
            probes = set(record["lacking_probes"])
            steps = record["lacking_step"]
            dotrag = DotRAG.from_index(idx / name)
            policy = dotrag.policy
            if not isinstance(policy, HeuristicPolicy):
                raise SystemExit(f"{name}: expected the heuristic policy")
            for q in load_kgqa_questions(folder):
                if not q.topics:
                    continue
                kind = "probe" if q.id in probes else "own" if q.lacking else "answerable"
                vector = dotrag._embed_query(q.text)
                found = dotrag.search.discover(q.text, vector, dotrag.config)
                anchors = []
                for a in found.anchors:
                    s = policy.signals(q.text, a)
                    anchors.append({"leads": bool(s.labels), "x": list(s.vector())})
                row: dict[str, Any] = {
                    "set": name,
                    "id": q.id,
                    "lacking": q.lacking,
                    "kind": kind,
                    "hops": q.hops,
                    "step": steps.get(q.id),
                    "anchors": anchors,
                }
                sink.write(json.dumps(row) + "\n")
            sys.stderr.write(f"{name}: done\n")


if __name__ == "__main__":
    if sys.argv[1] == "rows":
        rows(Path(sys.argv[2]), Path(sys.argv[3]))
    else:
        collect(Path(sys.argv[2]), Path(sys.argv[3]), Path(sys.argv[4]))
