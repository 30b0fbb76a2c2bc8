"""Profile of the MetaQA dev misses of one eval run, by cause (issue 41, helper mq46).

Per question short of full recall, each missed gold answer is either *unreachable* (not on
the question type's relation chain walked in kb.txt from the bracketed topic of
``qa_dev.txt``) or put down to one cause, read from the heuristic policy's readings of the
question (the code on PYTHONPATH): *anchor wrong* (the topic is not among the anchors),
*reading wrong, hedge dropped the gold reading* (the gold walk is a reading, not the best,
and not searched), *reading wrong, gold not among the readings*, *budget cut* (the gold walk
is searched, first or kept by the hedge, and the answer still not retrieved).

    python benchmarks/results/mq46/miss_profile.py ROWS.jsonl HOP [--data /work/shared/data/metaqa]
        [--index /work/idx/metaqa]

MetaQA dev rows only (a fitted dev set).
"""

from __future__ import annotations

import argparse
import collections
import itertools
import json
import re
import sys
from pathlib import Path
from typing import Any

#: the question types' words for the KB's labels
LABELS = {
    "actor": "starred_actors",
    "director": "directed_by",
    "writer": "written_by",
    "year": "release_year",
    "genre": "has_genre",
    "tags": "has_tags",
    "tag": "has_tags",
    "language": "in_language",
    "imdbrating": "has_imdb_rating",
    "imdbvotes": "has_imdb_votes",
}
Steps = tuple[tuple[str, bool], ...]


def gold_steps(qtype: str) -> Steps:
    """``movie_to_actor_to_movie`` -> starred_actors forward, then back."""
    parts = qtype.split("_to_")
    return tuple(
        (LABELS[b], True) if a == "movie" else (LABELS[a], False)
        for a, b in itertools.pairwise(parts)
    )


def read_kb(path: Path) -> dict[tuple[str, str, bool], set[str]]:
    out: dict[tuple[str, str, bool], set[str]] = collections.defaultdict(set)
    for line in path.read_text(encoding="utf-8").splitlines():
        parts = line.split("|")
        if len(parts) == 3:
            head, label, tail = parts
            out[(head, label, True)].add(tail)
            out[(tail, label, False)].add(head)
    return out


def reach(kb: dict[tuple[str, str, bool], set[str]], start: str, steps: Steps) -> set[str]:
    frontier = {start}
    for label, forward in steps:
        frontier = {o for e in frontier for o in kb.get((e, label, forward), ())}
    return frontier


def say(text: str) -> None:
    sys.stdout.write(text + "\n")


def shown(steps: Steps | None) -> str:
    return "/".join(label + ("" if f else "^-1") for label, f in steps or ())


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("rows")
    ap.add_argument("hop", type=int)
    ap.add_argument("--data", default="/work/shared/data/metaqa")
    ap.add_argument("--index", default="/work/idx/metaqa")
    args = ap.parse_args(argv)
    from graphpaths.dotrag.index.graph_index import load_index
    from graphpaths.dotrag.reading.heuristic import HeuristicPolicy

    data = Path(args.data)
    kb = read_kb(data / "kb.txt")
    topic = {}
    for line in (data / f"{args.hop}-hop" / "qa_dev.txt").read_text(encoding="utf-8").splitlines():
        question = line.split("\t")[0]
        found = re.search(r"\[(.*?)\]", question)
        if found:
            topic[question.replace("[", "").replace("]", "")] = found.group(1)
    index = load_index(args.index)
    policy = HeuristicPolicy(index.graph, index.embedder(), lexicon=index.lexicon)
    questions: collections.Counter[str] = collections.Counter()
    answers: collections.Counter[str] = collections.Counter()
    lines = []
    rows = [json.loads(x) for x in Path(args.rows).read_text(encoding="utf-8").splitlines()]
    for row in (r for r in rows if r["hops"] == args.hop):
        gold = {a.lower() for a in row["answers"]}
        missing = gold - {a.lower() for a in row["retrieved"]}
        if not missing:
            continue
        name, steps = topic[row["question"]], gold_steps(row["qtype"])
        reachable = missing & {e.lower() for e in reach(kb, name, steps)}
        causes = ["unreachable"] if missing - reachable else []
        answers["unreachable"] += len(missing - reachable)
        if reachable:
            cause, detail = cause_of(policy, index.graph, row, name, steps)
            answers[cause] += len(reachable)
            causes.append(cause)
            lines.append(
                f"  [{cause}] R={row['metrics']['recall']:.2f} {row['question']} | {detail}"
            )
        questions[" + ".join(causes)] += 1
    say(f"{args.hop}-hop: {sum(questions.values())} questions short of full recall")
    for cause, n in questions.most_common():
        say(f"  questions, {cause}: {n}")
    for cause, n in answers.most_common():
        say(f"  missed answers, {cause}: {n}")
    say("\n".join(lines))
    return 0


def cause_of(
    policy: Any, graph: Any, row: dict[str, Any], name: str, steps: Steps
) -> tuple[str, str]:
    anchors = row["stats"].get("anchors") or []
    if name not in anchors:
        return "anchor wrong", f"anchors {anchors}, topic {name!r}"
    reading = policy.read(row["question"], graph.index_of(name), name)
    ranked = list(dict.fromkeys(p.steps for p in reading.plans))
    kept = [p.steps for p in reading.kept]
    top = ranked[0] if ranked else None
    detail = f"won {shown(top)}, gold {shown(steps)}, kept {[shown(k) for k in kept]}"
    if top == steps:
        return "budget cut (gold reading first)", detail
    if steps in kept:
        return "budget cut (gold reading kept by the hedge)", detail
    if steps in ranked:
        return "reading wrong, hedge dropped the gold reading", detail
    return "reading wrong, gold not among the readings", detail


if __name__ == "__main__":
    sys.exit(main())
