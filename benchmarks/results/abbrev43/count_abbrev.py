"""Count fitted-dev 2/3-hop misses with a hop whose label words the question's words match
only as an abbreviation (the ceiling of the contraction matcher,
:func:`~graphpaths.dotrag.reading.english.contracts` of a question word or its singular).

    PYTHONPATH=core:benchmarks:. python benchmarks/results/abbrev43/count_abbrev.py RUN SET...

RUN: an eval_all run directory (its ``SET.questions.jsonl``). Fitted dev sets only.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from graphpaths.dotrag.reading.english import STOPWORDS, contracts, shares_stem
from graphpaths.dotrag.reading.text import inflections, is_dictionary_word, tokens, word_forms
from graphpaths.graph import label_words


def main() -> None:
    run, sets = Path(sys.argv[1]), sys.argv[2:]
    totals = {"misses": 0, "hop_unmatched": 0, "abbrev": 0}
    for name in sets:
        gold = {}
        for line in Path(f"benchmarks/kgqa/{name}/questions.jsonl").read_text("utf-8").splitlines():
            row = json.loads(line)
            gold[row["id"]] = row
        for line in (run / f"{name}.questions.jsonl").read_text("utf-8").splitlines():
            row = json.loads(line)
            if row["method"] != "dotrag" or row["hops"] not in (2, 3):
                continue
            if not row.get("answerable") or row["metrics"]["recall"] >= 1.0:
                continue
            q = gold[row["id"]]
            content = [w for w in tokens(q["question"]) if w not in STOPWORDS]
            words = {f for w in content for f in inflections(w)}
            nouns = {f for w in content for f in word_forms(w)}
            totals["misses"] += 1
            unmatched, gained = False, []
            for label, _ in q.get("path", []):
                toks = tokens(label_words(label))
                if any(shares_stem(w, t) for w in words for t in toks):
                    continue
                unmatched = True
                hits = [
                    (t, w)
                    for t in toks
                    if not is_dictionary_word(t)
                    for w in nouns
                    if contracts(t, w)
                ]
                if hits:
                    gained.append((label, hits))
            totals["hop_unmatched"] += unmatched
            totals["abbrev"] += bool(gained)
            if gained:
                sys.stdout.write(f"{name} {row['id']} {row['hops']} {gained}\n")
    sys.stdout.write(f"{totals}\n")


if __name__ == "__main__":
    main()
