"""No question of an evaluation set appears in the library or its tests.

Every line of our Python (``core/``, the adapters, ``tests/``: code, strings, docstrings and
comments) is read as :func:`~graphpaths.dotrag.reading.text.tokens`; a run of
:data:`WORDS` tokens that also stands in a question of an evaluation set fails the test,
naming our file, line and the set (never the question: the frozen sets and ``biomed`` are
not to be read). The sets: every ``benchmarks/kgqa/*/questions.jsonl``, the templates of
``benchmarks/paraphrases`` and MetaQA's question files (``<data>/metaqa/*-hop/qa_*.txt``); a
MetaQA question or template is also read with its topic entity as "x", the way our
docstrings write an anchor. Tests make their own graphs and questions, in their own words.
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


def test_no_question_text_in_our_code(metaqa_dir: Path) -> None:
    grams = kgqa_and_paraphrase_grams()
    grams.update(metaqa_grams(metaqa_dir))
    wrong = hits(grams)
    assert not wrong, "question text of an evaluation set in our code:\n" + "\n".join(wrong)


def test_no_kgqa_question_or_paraphrase_in_the_library() -> None:
    found = [
        h
        for h in hits(kgqa_and_paraphrase_grams())
        if not h.startswith(("tests/", "benchmarks/tests/"))
    ]
    assert not found, "question text of an evaluation set in the library:\n" + "\n".join(found)
