"""Profile initials (acro66) on fitted dev sets only: which labels hold a word read as
initials, which misses it could reach, which questions it could disturb.

    PYTHONPATH=core:benchmarks .venv/bin/python benchmarks/results/acro66/profile.py \
        ROWS_DIR SET ...          # fitted dev sets only (benchmarks/kgqa/groups.tsv)
"""

import json
import sys
from collections import Counter

from graphpaths.dotrag.reading.english import content_words
from graphpaths.dotrag.reading.text import raw_words, tokens


def say(*parts: object) -> None:
    sys.stdout.write(" ".join(str(p) for p in parts) + "\n")


def initialisms(label: str) -> list[str]:
    """Words of a label written as initials: 2-4 letters, all capitals, no dictionary word
    in lower case either way (candidate rule; see README)."""
    out = []
    for w in raw_words(label):
        if 2 <= len(w) <= 4 and w.isalpha() and w.isupper():
            out.append(w.lower())
    return out


def spelled(short: str, toks: list[str]) -> list[tuple[int, int]]:
    words = content_words(toks)
    n = len(short)
    found = []
    for i in range(len(words) - n + 1):
        run = words[i : i + n]
        if "".join(w[0] for w in run) == short:
            found.append((i, i + n))
    return found


rows_dir, sets = sys.argv[1], sys.argv[2:]
tally: Counter[str] = Counter()
for s in sets:
    labels = set()
    with open(f"benchmarks/kgqa/{s}/triples.tsv", encoding="utf-8") as f:
        next(f)
        for line in f:
            parts = line.rstrip("\n").split("\t")
            if len(parts) == 3:
                labels.add(parts[1])
    acro = {lab: initialisms(lab) for lab in labels}
    acro = {k: v for k, v in acro.items() if v}
    if acro:
        say(f"## {s}: labels with initials:", sorted(acro.items()))
    qs = {}
    with open(f"benchmarks/kgqa/{s}/questions.jsonl", encoding="utf-8") as f:
        for line in f:
            q = json.loads(line)
            qs[q["id"]] = q
    with open(f"{rows_dir}/{s}.questions.jsonl", encoding="utf-8") as f:
        rows = [json.loads(x) for x in f]
    for r in rows:
        if r["method"] != "dotrag":
            continue
        q = qs[r["id"]]
        toks = tokens(q["question"])
        gold = {lab for lab, _ in q.get("path") or []}
        rec = (r["metrics"] or {}).get("recall")
        miss = r["question_class"] == "has_answers" and (rec or 0) < 1
        for lab, shorts in acro.items():
            for sh in shorts:
                if spelled(sh, toks):
                    kind = "gold" if lab in gold else "other"
                    state = (
                        "miss"
                        if miss
                        else "hit"
                        if r["question_class"] == "has_answers"
                        else r["question_class"]
                    )
                    tally[f"{kind} {state}"] += 1
                    say(
                        f"  {s} {r['id']} h{r['hops']} {state} {kind} label={lab!r} rec={rec}: {q['question']}"
                    )
        if miss:
            for lab in gold:
                if lab in acro and not any(spelled(sh, toks) for sh in acro[lab]):
                    tally["gold initials not spelled, miss"] += 1
                    say(
                        f"  {s} {r['id']} h{r['hops']} MISS gold {lab!r} not spelled: {q['question']}"
                    )
say(dict(tally))
