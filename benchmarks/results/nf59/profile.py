"""Profile the not-found probes one tree's code answers (fitted dev ablations only).

    PYTHONPATH=TREE/core:TREE/benchmarks .venv/bin/python benchmarks/results/nf59/profile.py \
        SETS ROWS [IDX]

SETS: the ablated sets (graphpaths_bench.eval.ablation), ROWS: probes.sh's output for them.
For each not-found probe with a non-empty context: the removed entity's name, the anchors
DotRAG took (name, confidence, similarity, mentioned in full) and a cause:

- full: the question names a present entity in full (confidence 1 through a mention);
- shares-word: the anchor's name shares a word with the removed entity's name;
- neighbour: the anchor was linked to the removed entity;
- other: similarity / partial name of something else.
"""

from __future__ import annotations

import csv
import json
import re
import sys
from collections import Counter
from pathlib import Path

from graphpaths.dotrag.search.discovery import similarity_confidence
from graphpaths_bench.cli.resources import open_or_build_index
from graphpaths_bench.eval.base import EvalResources
from graphpaths_bench.eval.dotrag_methods import create_dotrag
from graphpaths_bench.eval.kgqa import load_kgqa_graph

SRC = Path(__file__).resolve().parents[2] / "kgqa"
STOP = {"the", "of", "and", "a", "an", "in", "at", "on", "for", "&", "-", "to"}


def words(text: str) -> set[str]:
    return {w for w in re.findall(r"[\w']+", text.lower()) if w not in STOP}


def say(line: str) -> None:
    sys.stdout.write(line + "\n")


def main() -> None:
    sets, rows = Path(sys.argv[1]), Path(sys.argv[2])
    idx = Path(sys.argv[3]) if len(sys.argv) > 3 else Path("/tmp/nf59/idx")
    causes: Counter[str] = Counter()
    routes: Counter[str] = Counter()
    by_cause_route: Counter[tuple[str, str]] = Counter()
    total = answered = 0
    for f in sorted(rows.glob("*.questions.jsonl")):
        name = f.name.split(".")[0]
        record = json.loads((sets / name / "ablation.json").read_text())
        probes = set(record["not_found_probes"])
        with open(SRC / name / "entities.tsv", encoding="utf-8", newline="") as fh:
            names = {r[0]: r[1] for r in list(csv.reader(fh, delimiter="\t"))[1:]}
        with open(SRC / name / "triples.tsv", encoding="utf-8", newline="") as fh:
            triples = list(csv.reader(fh, delimiter="\t"))[1:]
        originals = {
            q["id"]: q
            for q in map(json.loads, (SRC / name / "questions.jsonl").read_text().splitlines())
        }
        misses = []
        for line in f.read_text().splitlines():
            r = json.loads(line)
            if r["id"] not in probes:
                continue
            total += 1
            if r["retrieved"]:
                misses.append(r)
        answered += len(misses)
        if not misses:
            continue
        graph_dir = sets / name
        index, embedder = open_or_build_index(
            str(idx / f"ab-{name}"),
            lambda d=graph_dir: load_kgqa_graph(d),
            backend=None,
            source=str(graph_dir),
        )
        method = create_dotrag(EvalResources(index=index, embedder=embedder))
        for r in misses:
            gone = [t for t in originals[r["id"]]["topics"] if t in set(record["removed"])]
            gone_names = [names[t] for t in gone]
            near = {h if t in gone else t for h, _, t in triples if h in gone or t in gone}
            near_names = {names.get(e, e) for e in near}
            result = method.dotrag.retrieve(r["question"])
            anchors = result.anchors
            a = anchors[0] if anchors else None
            if a is None:
                cause = "no-anchor"
            elif a.mentioned and a.confidence >= 1.0:
                cause = "full"
            elif any(words(a.name) & words(g) for g in gone_names):
                cause = "shares-word"
            elif a.name in near_names:
                cause = "neighbour"
            else:
                cause = "other"
            if (
                a is not None
                and cause == "full"
                and any(words(a.name) & words(g) for g in gone_names)
            ):
                cause = "full+shares-word"
            causes[cause] += 1
            route = "-"
            if a is not None:
                ps = method.dotrag.search
                spelled = {x.entity: x.score for x in ps.name_speller.spelled(r["question"])}
                partial = ps.name_matcher.partial(r["question"], a.name)
                distinct = ps.name_matcher.spells_distinct(r["question"], [a.name])[0]
                sim = similarity_confidence(a.similarity)
                parts = {
                    "mention": 1.0 if a.mentioned and a.confidence >= 1.0 else 0.0,
                    "loose": spelled.get(a.entity, 0.0),
                    "partial": partial,
                    "similarity": sim if distinct or a.similarity >= 0.8 else 0.0,
                }
                route = max(parts, key=lambda k: parts[k])
                routes[route] += 1
                by_cause_route[(cause, route)] += 1
            shown = "; ".join(
                f"{x.name} (conf {x.confidence:.2f}, sim {x.similarity:.2f}, "
                f"{'mentioned' if x.mentioned else 'not mentioned'})"
                for x in anchors[:3]
            )
            say(
                f"{name} {r['id']} [{cause}/{route}] removed: {' / '.join(gone_names)} -> {shown}"
                f" | {r['question']}"
            )
    say(f"not-found probes {total}, answered {answered}; causes: {dict(causes)}")
    say(f"routes of the first anchor's confidence: {dict(routes)}")
    say(f"cause/route: {dict(by_cause_route)}")


if __name__ == "__main__":
    main()
