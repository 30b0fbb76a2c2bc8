"""The recorded LLM lexicons of the kgqa sets in one Markdown table (issue 25, part 2).

Per set: the requests in its cache and the model's time (the answers' recorded latency,
queueing on the shared server included), what the filters kept and dropped (the set's
``graphpaths lexicon --json`` output), and how many gold path steps of its questions have a
phrase of the right label and direction in the question (:mod:`lexicon_coverage`) with the
labels' own words only and with the LLM's too. Sets whose name starts with ``frozen-`` are
only ever scored as a whole by a retriever: their questions are not read here.

Usage (from the repository root)::

    python benchmarks/lexicon_report.py benchmarks/results/lexicon
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from lexicon_coverage import coverage

KGQA = Path(__file__).resolve().parent / "kgqa"


def _requests(cache: Path) -> tuple[int, float]:
    rows = [json.loads(line) for line in cache.read_text(encoding="utf-8").splitlines() if line]
    return len(rows), sum(float(r["answer"].get("latency_s") or 0.0) for r in rows)


def _row(folder: Path, name: str) -> dict[str, Any]:
    payload = json.loads((folder / f"{name}.json").read_text(encoding="utf-8"))
    requests, seconds = _requests(folder / f"{name}.llm.jsonl")
    row: dict[str, Any] = {
        "set": name,
        "requests": requests,
        "model seconds": round(seconds),
        "kept": payload.get("llm", {}).get("kept"),
        "dropped": sum(payload.get("llm", {}).get("dropped", {}).values()),
        "failures": payload.get("llm", {}).get("failures"),
    }
    if not name.startswith("frozen-"):
        questions = [
            json.loads(line)
            for line in (KGQA / name / "questions.jsonl").read_text(encoding="utf-8").splitlines()
            if line.strip()
        ]
        found = coverage(payload["lexicon"], questions)
        row["steps"] = found["steps"]
        row["label words %"] = found["label %"]
        row["label + LLM %"] = found["label+llm %"]
        row["LLM wrong side %"] = found["llm wrong side %"]
        row["LLM other labels / question"] = found["llm other labels per question"]
    return row


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        sys.stderr.write(__doc__ or "")
        return 2
    folder = Path(argv[0])
    names = sorted(p.name[: -len(".llm.jsonl")] for p in folder.glob("*.llm.jsonl"))
    rows = [_row(folder, n) for n in names if (folder / f"{n}.json").exists()]
    columns = list(dict.fromkeys(k for r in rows for k in r))
    lines = [
        "| " + " | ".join(columns) + " |",
        "|" + "---|" * len(columns),
        *("| " + " | ".join(str(r.get(c, "")) for c in columns) + " |" for r in rows),
    ]
    sys.stdout.write("\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
