"""Why each answered lacking question of dental-practices was not abstained: per anchor, the
abstention model's signals and log-odds against the "sure" threshold (main's rows; run with
the library of the tree on PYTHONPATH).

    PYTHONPATH=core:benchmarks .venv/bin/python benchmarks/results/scale66/lacking.py
"""

import json
import sys

from graphpaths import DotRAG

ROWS = "/work/runs/evals/s24-base/dental-practices.questions.jsonl"


def say(*parts: object) -> None:
    """One line on stdout."""
    sys.stdout.write(" ".join(str(p) for p in parts) + "\n")


with open(ROWS, encoding="utf-8") as f:
    rows = [json.loads(line) for line in f]
rows = [r for r in rows if r["method"] == "dotrag" and r["question_class"] == "lacking"]
rag = DotRAG.from_index("/work/idx/kgqa-dental-practices")
pol = rag.policy
model = pol.abstention
sure = model.threshold_for(sure=True)
for r in rows:
    if not r["retrieved"]:
        continue
    res = rag.retrieve(r["question"])
    say(r["id"], "entities", len(r["retrieved"]), "sure threshold", round(sure, 2))
    for a in res.anchors[:3]:
        s = pol.signals(r["question"], a)
        say(
            f"  {a.name!r} mentioned={a.mentioned} conf={a.confidence:.2f}",
            f"log-odds={model.log_odds(s):.2f} labels={s.labels} evidence={s.evidence:.2f}",
            f"asked={s.asked:.2f} word={s.word!r} value={s.value} asks={s.asks!r}",
            f"answer_word={s.answer_word:.2f} unheld={s.unheld:.2f} {s.unheld_label!r}",
        )
