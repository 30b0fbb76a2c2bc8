"""Questions worded differently: rewrite MetaQA questions from hand-written templates.

A policy tuned on the dev set's wordings could learn its templates rather than
the questions' meaning. A *paraphrase file* holds other wordings of each question
type, one ``question type<TAB>template`` a line (``#`` starts a comment), where
``{topic}`` stands for the question's topic entity::

    movie_to_director	Name the director behind {topic}
    movie_to_year	In what year did {topic} come out?

:func:`paraphrase_questions` gives each question one template of its type (chosen
by the seed and the question's id, so a run is reproducible) and keeps its topic
and answers. ``graphpaths eval metaqa --paraphrases FILE`` evaluates on them; the
project's file is ``benchmarks/paraphrases/metaqa.tsv``.

Example:
    >>> import tempfile, os
    >>> from graphpaths_bench.eval.metaqa import MetaQAQuestion
    >>> with tempfile.TemporaryDirectory() as d:
    ...     path = os.path.join(d, "p.tsv")
    ...     with open(path, "w") as f:
    ...         _ = f.write("# wordings\\nmovie_to_year\\tWhen did {topic} come out?\\n")
    ...     templates = load_paraphrases(path)
    >>> q = MetaQAQuestion(id="1-hop/dev/7", hops=1, text="when was Kismet released",
    ...                    topic="Kismet", answers=("1944",), qtype="movie_to_year", line=8)
    >>> paraphrase_question(q, templates, seed=0).text
    'When did Kismet come out?'
"""

from __future__ import annotations

import dataclasses
import hashlib
import os
from collections.abc import Mapping, Sequence
from pathlib import Path

from graphpaths.errors import GraphFormatError, InputError
from graphpaths_bench.eval.metaqa import MatchedQuestion, MetaQAQuestion

__all__ = ["PLACEHOLDER", "load_paraphrases", "paraphrase_question", "paraphrase_questions"]

#: Where a template puts the question's topic entity.
PLACEHOLDER = "{topic}"


def load_paraphrases(path: str | os.PathLike[str]) -> dict[str, tuple[str, ...]]:
    """Templates by question type, in file order; errors name the file and line."""
    file = Path(path)
    try:
        data = file.read_bytes()
    except FileNotFoundError:
        raise InputError(f"paraphrase file not found: {file}") from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise GraphFormatError(
            f"not UTF-8 (byte 0x{data[exc.start]:02x}: {exc.reason})",
            path=str(file),
            line=data.count(b"\n", 0, exc.start) + 1,
        ) from None
    templates: dict[str, list[str]] = {}
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        fields = raw.split("\t")
        if len(fields) != 2 or not fields[0].strip() or not fields[1].strip():
            raise GraphFormatError(
                f"expected 'question type<TAB>template', got {raw!r}", path=str(file), line=number
            )
        qtype, template = fields[0].strip(), fields[1].strip()
        if template.count(PLACEHOLDER) != 1:
            raise GraphFormatError(
                f"a template must hold {PLACEHOLDER} exactly once, got {template!r}",
                path=str(file),
                line=number,
            )
        templates.setdefault(qtype, []).append(template)
    if not templates:
        raise GraphFormatError("no templates", path=str(file))
    return {qtype: tuple(items) for qtype, items in templates.items()}


def paraphrase_question(
    question: MetaQAQuestion, templates: Mapping[str, Sequence[str]], seed: int
) -> MetaQAQuestion:
    """``question`` reworded by one template of its type (same id, topic and answers)."""
    options = templates.get(question.qtype or "")
    if not options:
        raise InputError(
            f"no paraphrase template for question type {question.qtype!r} (question {question.id})"
        )
    digest = hashlib.blake2b(f"{seed}:{question.id}".encode(), digest_size=8).digest()
    template = options[int.from_bytes(digest, "little") % len(options)]
    return dataclasses.replace(question, text=template.replace(PLACEHOLDER, question.topic))


def paraphrase_questions(
    questions: Sequence[MatchedQuestion], templates: Mapping[str, Sequence[str]], seed: int
) -> list[MatchedQuestion]:
    """Every matched question reworded (see :func:`paraphrase_question`)."""
    return [
        dataclasses.replace(q, question=paraphrase_question(q.question, templates, seed))
        for q in questions
    ]
