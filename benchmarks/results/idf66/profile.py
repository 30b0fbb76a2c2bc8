"""Profile (fitted dev sets only, read): per set, the question words idf66 weighs down (factor
< 1 over the graph's entity names), how many questions hold one, and the s24-era rows'
recall of those questions in a baseline run.

    PYTHONPATH=core:benchmarks .venv/bin/python benchmarks/results/idf66/profile.py \
        benchmarks/kgqa /work/runs/evals/scale66-x
"""

import csv
import json
import sys
from collections import Counter
from pathlib import Path

from graphpaths.dotrag.reading.name_words import NameWords
from graphpaths.dotrag.reading.reader import _content_word
from graphpaths.dotrag.reading.text import tokens

KGQA = Path(sys.argv[1])
GROUPS = dict(
    line.rstrip("\n").split("\t")[:2]
    for line in (KGQA / "groups.tsv").read_text().splitlines()
    if line and not line.startswith("#")
)
total_q = total_hit = 0
for s, g in sorted(GROUPS.items()):
    if g != "fitted dev":
        continue
    with open(KGQA / s / "entities.tsv", encoding="utf-8") as f:
        rows = list(csv.DictReader(f, delimiter="\t"))
    names = [r["name"] for r in rows]
    by_id = {r["id"]: r["name"] for r in rows}
    words = NameWords(names)
    seen: Counter[str] = Counter()
    factor: dict[str, float] = {}
    n_q = n_hit = 0
    with open(KGQA / s / "questions.jsonl", encoding="utf-8") as f:
        questions = [json.loads(line) for line in f]
    for q in questions:
        n_q += 1
        topic = {t for e in q.get("topics", []) for t in tokens(by_id.get(e, ""))}
        low = set()
        for w in tokens(q["question"]):
            if w in topic or not _content_word(w):
                continue
            f = words.factor(w)
            if f < 1.0:
                low.add(w)
                factor[w] = f
        seen.update(low)
        n_hit += bool(low)
    total_q += n_q
    total_hit += n_hit
    top = ", ".join(f"{w} {factor[w]:.2f} x{c}" for w, c in seen.most_common(8))
    sys.stdout.write(f"{s}: {n_hit}/{n_q} questions hold a weighed-down word; {top}\n")
sys.stdout.write(f"all fitted dev: {total_hit}/{total_q}\n")
