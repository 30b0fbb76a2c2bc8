"""How much of the wording of a kgqa set's questions a graph lexicon covers (issue 25, part 2).

For every step of every answerable question's gold path (``[label, "->" | "<-"]``), is
there a phrase of that label in that direction (``->``: forward, ``<-``: backward) in the
question? Words are compared by their dictionary forms (simplemma) and singulars, a phrase
matching when its words appear in a row. Counted per source of the phrase that matched:

- ``label``: the label's own words (what a reader sees without a lexicon);
- ``label+llm``: those or the LLM's phrases of the right direction;
- ``llm wrong side``: steps where only an LLM phrase of the *other* direction of the same
  label matches (a misdirection a reader could be led by);
- ``llm other labels``: LLM phrases of labels *not* on the path that match the question,
  per question (noise a reader must outweigh).

This reads nothing but the questions, the gold paths and the lexicon: it measures the
lexicon, not any reader. Usage::

    python benchmarks/lexicon_coverage.py benchmarks/results/lexicon/football.json \\
        benchmarks/kgqa/football/questions.jsonl
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import simplemma

from graphpaths.dotrag.reading.text import tokens, word_forms


def _forms(word: str) -> frozenset[str]:
    lemma = simplemma.lemmatize(word, lang="en")
    return frozenset({*word_forms(word), *([str(lemma)] if lemma else [])})


def _matches(question: list[frozenset[str]], phrase: str) -> bool:
    words = phrase.split()
    n = len(words)
    return any(
        all(words_forms & question[i + k] for k, words_forms in enumerate(map(_forms, words)))
        for i in range(len(question) - n + 1)
    )


def coverage(lexicon: dict[str, Any], questions: list[dict[str, Any]]) -> dict[str, Any]:
    """The counts of the module docstring for one set."""
    relations = lexicon["relations"]
    counts: Counter[str] = Counter()
    others = 0
    for q in questions:
        if not q.get("path"):
            continue
        words = [_forms(w) for w in tokens(q["question"])]
        on_path = {label for label, _ in q["path"]}
        for label, arrow in q["path"]:
            direction = "forward" if arrow == "->" else "backward"
            other = "backward" if direction == "forward" else "forward"
            entries = relations.get(label, {})
            hit = {e["source"] for e in entries.get(direction, []) if _matches(words, e["phrase"])}
            counts["steps"] += 1
            counts["label"] += "label" in hit
            counts["label+llm"] += bool(hit & {"label", "llm"})
            counts["label+user"] += bool(hit & {"label", "user"})
            if not hit & {"label", "llm"} and any(
                e["source"] == "llm" and _matches(words, e["phrase"])
                for e in entries.get(other, [])
            ):
                counts["llm wrong side"] += 1
        counts["questions"] += 1
        for label, entries in relations.items():
            if label in on_path:
                continue
            for direction in ("forward", "backward"):
                others += sum(
                    e["source"] == "llm" and _matches(words, e["phrase"])
                    for e in entries.get(direction, [])
                )
    steps = max(counts["steps"], 1)
    return {
        "questions": counts["questions"],
        "steps": counts["steps"],
        "label %": round(100 * counts["label"] / steps, 1),
        "label+llm %": round(100 * counts["label+llm"] / steps, 1),
        "llm wrong side %": round(100 * counts["llm wrong side"] / steps, 1),
        "llm other labels per question": round(others / max(counts["questions"], 1), 2),
    }


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        sys.stderr.write(__doc__ or "")
        return 2
    payload = json.loads(Path(argv[0]).read_text(encoding="utf-8"))
    questions = [
        json.loads(line)
        for line in Path(argv[1]).read_text(encoding="utf-8").splitlines()
        if line.strip()
    ]
    sys.stdout.write(json.dumps(coverage(payload["lexicon"], questions)) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
