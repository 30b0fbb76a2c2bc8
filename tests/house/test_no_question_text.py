"""No question of an evaluation set appears in the library or its tests.

Every line of our Python (``core/``, the adapters, ``tests/``: code, strings, docstrings and
comments) is read as :func:`~graphpaths.dotrag.reading.text.tokens`; a run of
:data:`WORDS` tokens that also stands in a question of an evaluation set fails the test,
naming our file, line and the set (never the question: the frozen sets and ``biomed`` are
not to be read). The sets: every ``benchmarks/kgqa/*/questions.jsonl``, the templates of
``benchmarks/paraphrases`` and MetaQA's question files (``<data>/metaqa/*-hop/qa_*.txt``); a
MetaQA question or template is also read with its topic entity as "x", the way our
docstrings write an anchor. Tests make their own graphs and questions.

:data:`NOT_YET_REWRITTEN` lists the test files still quoting questions when this test came
(issue 41), with how many lines: they are to be rewritten with questions of their own; a
file may only go down (the test fails when one has more lines than listed, or fewer: then
lower its count), and no other file may quote a question.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from pathlib import Path

from graphpaths.dotrag.reading.text import tokens

REPO = Path(__file__).resolve().parents[2]
#: Words in a row that make a question's text.
WORDS = 5
#: Our Python, read line by line.
SCANNED = ("core", "langchain_graphpaths", "llama_index_graphpaths", "tests", "benchmarks/tests")
#: A MetaQA topic entity ("[...]") or a paraphrase template's placeholder.
_TOPIC = re.compile(r"\[[^\]]*\]|\{topic\}")

Grams = dict[tuple[str, ...], str]

#: Test files quoting questions of an evaluation set, lines each (to rewrite: issue 41).
#: Most are MetaQA-style toy movie graphs and the company toy graph whose checks depend on
#: the wording; the LLM tests' recorded answers are keyed by the question.
NOT_YET_REWRITTEN = {
    "benchmarks/tests/test_eval_data.py": 2,
    "benchmarks/tests/test_eval_kgqa.py": 4,
    "benchmarks/tests/test_grafine_methods.py": 3,
    "tests/dotrag/test_dotrag_llm_e2e.py": 1,
    "tests/dotrag/test_dotrag_retriever.py": 4,
    "tests/dotrag/test_dotrag_small_graphs.py": 3,
    "tests/dotrag/test_llm_faults.py": 1,
    "tests/dotrag/test_llm_policy.py": 6,
    "tests/dotrag/test_llm_policy_steps.py": 1,
}


def _grams(words: list[str]) -> Iterator[tuple[str, ...]]:
    for i in range(len(words) - WORDS + 1):
        yield tuple(words[i : i + WORDS])


def _add(grams: Grams, text: str, source: str) -> None:
    for variant in {text, _TOPIC.sub(" x ", text)}:
        for gram in _grams(tokens(variant)):
            grams.setdefault(gram, source)


def kgqa_and_paraphrase_grams() -> Grams:
    grams: Grams = {}
    for path in sorted((REPO / "benchmarks" / "kgqa").glob("*/questions.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                _add(grams, str(json.loads(line)["question"]), path.parent.name)
    for path in sorted((REPO / "benchmarks" / "paraphrases").glob("*.tsv")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("#"):
                _add(grams, line.split("\t")[-1], f"paraphrases/{path.name}")
    return grams


def metaqa_grams(metaqa: Path) -> Grams:
    grams: Grams = {}
    for path in sorted(metaqa.glob("*-hop/qa_*.txt")):
        if "qtype" in path.name:
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            _add(grams, line.split("\t")[0], f"metaqa/{path.parent.name}/{path.name}")
    return grams


def _our_files() -> Iterable[Path]:
    for folder in SCANNED:
        yield from sorted((REPO / folder).rglob("*.py"))


def hits(grams: Grams) -> list[str]:
    """``file:line (set)`` of every line of ours that starts a run of words of a question."""
    out: list[str] = []
    for path in _our_files():
        lines = path.read_text(encoding="utf-8").splitlines()
        for number, line in enumerate(lines, 1):
            here = tokens(line)
            if not here:
                continue
            # the run may go on into the next line (a wrapped docstring)
            words = here + (tokens(lines[number]) if number < len(lines) else [])
            found = {grams[g] for g in list(_grams(words))[: len(here)] if g in grams}
            if found:
                where = path.relative_to(REPO)
                out.append(f"{where}:{number} ({', '.join(sorted(found))})")
    return out


def unexpected(found: list[str]) -> list[str]:
    """The hits beyond :data:`NOT_YET_REWRITTEN`, and its counts that went down."""
    by_file: dict[str, list[str]] = {}
    for hit in found:
        by_file.setdefault(hit.split(":")[0], []).append(hit)
    out = [
        h for f, rows in by_file.items() if len(rows) > NOT_YET_REWRITTEN.get(f, 0) for h in rows
    ]
    out += [
        f"{f}: {len(by_file.get(f, []))} lines now, {n} in NOT_YET_REWRITTEN (lower it)"
        for f, n in NOT_YET_REWRITTEN.items()
        if len(by_file.get(f, [])) < n
    ]
    return out


def test_no_question_text_in_our_code(metaqa_dir: Path) -> None:
    grams = kgqa_and_paraphrase_grams()
    grams.update(metaqa_grams(metaqa_dir))
    wrong = unexpected(hits(grams))
    assert not wrong, "question text of an evaluation set in our code:\n" + "\n".join(wrong)


def test_no_kgqa_question_or_paraphrase_in_the_library() -> None:
    found = [
        h
        for h in hits(kgqa_and_paraphrase_grams())
        if not h.startswith(("tests/", "benchmarks/tests/"))
    ]
    assert not found, "question text of an evaluation set in the library:\n" + "\n".join(found)
