"""Profile for nf52: how often candidate "the mention is part of a longer name" signals fire,
per question class, on the fitted dev sets (the only sets whose questions may be read).

Mentions are found against every entity name of the set's graph (the retriever sees only its
seeds, so this is an upper bound). Signals, each counted per question:

- ``mention``: the question mentions some entity name in full;
- ``longer``: :class:`~graphpaths.dotrag.search.longer_names.LongerNames` marks a mention
  as a fragment (the rule landed on branch nf52);
- ``modifier``: a determiner, then words that are no word of the graph (names, labels,
  types) and no function word, then the mention ("the X Y <name>");
- ``unknown_run``: two or more such words in a row anywhere outside the mentions.

Run: PYTHONPATH=core:benchmarks python benchmarks/results/nf52/profile_fragments.py
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

from graphpaths.dotrag.reading.english import DETERMINERS, STOPWORDS
from graphpaths.dotrag.reading.mentions import Mention, find_mentions
from graphpaths.dotrag.reading.text import query_forms, tokens
from graphpaths.dotrag.search.longer_names import LongerNames
from graphpaths.graph import Graph

#: the fitted dev sets (common rules of session 15), space-separated
FITTED_SETS = (
    "academia aviation bloodlines company cooking courts energy football games geo-family "
    "hiking hospitals music publishing rail shipping software telecom theatre zoo community-radio"
)
ARTICLES = DETERMINERS - {"which", "what", "whose"}


def question_class(row: dict) -> str:
    if not row["topics"]:
        return "not_found"
    return "lacking" if not row["answers"] else "answerable"


def unknown(forms: frozenset[str], vocabulary: set[str]) -> bool:
    return not forms & STOPWORDS and not forms & vocabulary


def modifier(forms: list[frozenset[str]], m: Mention, vocabulary: set[str]) -> bool:
    j = m.start - 1
    while j >= 0 and unknown(forms[j], vocabulary):
        j -= 1
    return j < m.start - 1 and j >= 0 and bool(forms[j] & ARTICLES)


def unknown_run(forms: list[frozenset[str]], covered: set[int], vocabulary: set[str]) -> bool:
    run = 0
    for i, f in enumerate(forms):
        run = run + 1 if i not in covered and unknown(f, vocabulary) else 0
        if run >= 2:
            return True
    return False


def profile(name: str, idx: Path, data: Path) -> Counter[tuple[str, str]]:
    graph = Graph.load(idx / f"kgqa-{name}" / "graph")
    names = list(graph.names)
    vocabulary = {t for n in [*names, *graph.label_names, *graph.type_names] for t in tokens(n)}
    longer = LongerNames(names, [*graph.label_names, *graph.type_names])
    counts: Counter[tuple[str, str]] = Counter()
    for line in (data / name / "questions.jsonl").read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        cls, query = question_class(row), row["question"]
        forms = query_forms(query)
        mentions = find_mentions(query, names)
        counts[(cls, "questions")] += 1
        if not mentions:
            continue
        spans = [(m.start, m.end) for m in mentions]
        covered = {i for s, e in spans for i in range(s, e)}
        fired = {
            "mention": True,
            "longer": any(
                longer.fragment(
                    query, m.candidate, m.start, m.end, [s for s in spans if s != (m.start, m.end)]
                )
                for m in mentions
            ),
            "modifier": any(modifier(forms, m, vocabulary) for m in mentions),
            "unknown_run": unknown_run(forms, covered, vocabulary),
        }
        counts.update((cls, k) for k, v in fired.items() if v)
    return counts


def main() -> None:
    idx, data = Path(sys.argv[1] if len(sys.argv) > 1 else "/work/idx"), Path("benchmarks/kgqa")
    total: Counter[tuple[str, str]] = Counter()
    for name in FITTED_SETS.split():
        total.update(profile(name, idx, data))
    signals = ("questions", "mention", "longer", "modifier", "unknown_run")
    lines = ["class       " + " ".join(f"{s:>11s}" for s in signals)]
    for cls in ("answerable", "lacking", "not_found"):
        lines.append(f"{cls:11s} " + " ".join(f"{total[(cls, s)]:11d}" for s in signals))
    sys.stdout.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
