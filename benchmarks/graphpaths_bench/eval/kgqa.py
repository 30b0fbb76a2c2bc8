"""A generic KGQA evaluation set: a graph as triples, its entities, and questions over them.

A KGQA folder holds three files:

- ``triples.tsv``: header ``head<TAB>relation<TAB>tail``, one fact a line, entity ids as
  tokens (``p017``, ``pkg:requests``);
- ``entities.tsv``: header ``id<TAB>name``, optionally a ``types`` column (``a|b``); without
  it the graph is untyped and gets whatever the library does for untyped graphs;
- ``questions.jsonl``: one JSON object a line, ``{"id", "question", "topics": [ids],
  "answers": [ids], "hops": n}``, optionally ``"path"``, the relation chain that produces the
  answers from the topics (``[["leads", "<-"], ["works_on", "->"]]``, directions relative to
  the triple); the evaluator ignores it, the sets' consistency test recomputes the answers
  from it.

A question with ``"topics": []`` and ``"answers": []`` names nothing in the graph: it
measures whether a method says "not found" and is never averaged into recall (see
:func:`graphpaths_bench.eval.runner.run_kgqa`). A question with topics but ``"answers": []``
names an entity of the graph and asks for a relation the graph lacks; it carries
``"lacks"``, a non-empty string naming that relation (``"h-index"``, ``"none for entity:
leads"``), and no ``"path"``. It measures whether a method says "not in this graph" and is
likewise never averaged into recall.

Example:
    >>> import pathlib, tempfile
    >>> root = pathlib.Path(tempfile.mkdtemp())
    >>> _ = (root / "triples.tsv").write_text(
    ...     "head\\trelation\\ttail\\np1\\tleads\\tt1\\np2\\tmember_of\\tt1\\n", encoding="utf-8")
    >>> _ = (root / "entities.tsv").write_text(
    ...     "id\\tname\\np1\\tAlice Chen\\np2\\tBo Li\\nt1\\tData Team\\n", encoding="utf-8")
    >>> _ = (root / "questions.jsonl").write_text(
    ...     '{"id": "q1", "question": "who is on the team Alice Chen leads?", '
    ...     '"topics": ["p1"], "answers": ["p2"], "hops": 2, '
    ...     '"path": [["leads", "->"], ["member_of", "<-"]]}\\n', encoding="utf-8")
    >>> graph = load_kgqa_graph(root)
    >>> graph.num_entities, graph.num_relations
    (3, 2)
    >>> [q] = load_kgqa_questions(root)
    >>> q.topics, q.answers, q.hops, q.path
    (('p1',), ('p2',), 2, (('leads', '->'), ('member_of', '<-')))
    >>> [m] = match_kgqa_questions([q], graph)
    >>> m.topic_indices.tolist(), m.answer_indices.tolist(), m.not_found
    ([0], [1], False)
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from graphpaths.errors import GraphFormatError
from graphpaths.graph import Graph, load_triples
from graphpaths.graph.loaders import read_text, split_lines

__all__ = [
    "DIRECTIONS",
    "ENTITIES_FILE",
    "QUESTIONS_FILE",
    "TRIPLES_FILE",
    "KGQAQuestion",
    "MatchedKGQAQuestion",
    "load_kgqa_graph",
    "load_kgqa_questions",
    "match_kgqa_questions",
]

IntArray = npt.NDArray[np.int32]
PathLike = str | os.PathLike[str]

TRIPLES_FILE = "triples.tsv"
ENTITIES_FILE = "entities.tsv"
QUESTIONS_FILE = "questions.jsonl"
#: Directions of a path step: ``"->"`` follows a triple head to tail, ``"<-"`` tail to head.
DIRECTIONS = ("->", "<-")

_FIELDS = ("id", "question", "topics", "answers", "hops")


@dataclass(frozen=True, kw_only=True)
class KGQAQuestion:
    """One question as read from ``questions.jsonl`` (``line`` is 1-based).

    ``topics`` and ``answers`` are entity ids; both are empty for a question whose topic is
    not in the graph. ``path`` is the optional relation chain behind the answers. ``lacks``
    names the relation the graph lacks for a question with topics and no answers (None for
    every other question).
    """

    id: str
    text: str
    topics: tuple[str, ...]
    answers: tuple[str, ...]
    hops: int
    line: int
    path: tuple[tuple[str, str], ...] | None = None
    lacks: str | None = None

    @property
    def lacking(self) -> bool:
        """True when the question names an entity of the graph and a relation the graph lacks."""
        return self.lacks is not None


@dataclass(frozen=True, kw_only=True, eq=False)
class MatchedKGQAQuestion:
    """A question with its topics and answers as entity indices (read-only arrays)."""

    question: KGQAQuestion
    topic_indices: IntArray
    answer_indices: IntArray

    @property
    def id(self) -> str:
        return self.question.id

    @property
    def hops(self) -> int:
        return self.question.hops

    @property
    def text(self) -> str:
        return self.question.text

    @property
    def qtype(self) -> str | None:
        """No question types in this format; kept for the runner's per-question rows."""
        return None

    @property
    def not_found(self) -> bool:
        """True when the question names nothing in the graph (no topics, no answers)."""
        return len(self.topic_indices) == 0

    @property
    def lacking(self) -> bool:
        """True when the topics are in the graph but the relation asked for is not (``lacks``)."""
        return self.question.lacking


def load_kgqa_graph(folder: PathLike) -> Graph:
    """The graph of a KGQA folder: ``triples.tsv`` with ``entities.tsv`` as entity table.

    Raises:
        GraphFormatError: a missing file, a header without the required columns, an empty
            field, or a triple naming an id that ``entities.tsv`` lacks (file and line named).
    """
    root = Path(folder)
    return load_triples(
        root / TRIPLES_FILE, entities=root / ENTITIES_FILE, format="tsv", entities_format="tsv"
    )


def load_kgqa_questions(folder: PathLike) -> list[KGQAQuestion]:
    """Every question of ``<folder>/questions.jsonl``, in file order (blank lines skipped).

    Raises:
        GraphFormatError: a line that is not a JSON object, a missing or mistyped field
            (``id`` and ``question`` non-empty strings, ``topics`` and ``answers`` lists of
            non-empty strings, ``hops`` an integer >= 1, ``path`` a list of
            ``[relation, "->"|"<-"]`` of length ``hops``), a duplicate id, answers without
            topics, topics without answers unless ``lacks`` is a non-empty string (and there
            is no ``path``), or ``lacks`` on any other question; the message names the file,
            the line, the question id and the field.
    """
    path = Path(folder) / QUESTIONS_FILE
    source = str(path)
    questions: list[KGQAQuestion] = []
    seen: dict[str, int] = {}
    for number, raw in enumerate(split_lines(read_text(path)), start=1):
        if not raw.strip():
            continue
        try:
            record = json.loads(raw)
        except json.JSONDecodeError as exc:
            raise GraphFormatError(
                f"invalid JSON: {exc.msg} at column {exc.colno}", path=source, line=number
            ) from None
        question = _parse_question(record, source, number)
        if question.id in seen:
            raise GraphFormatError(
                f"field 'id': duplicate question id {question.id!r} (first on line "
                f"{seen[question.id]})",
                path=source,
                line=number,
            )
        seen[question.id] = number
        questions.append(question)
    if not questions:
        raise GraphFormatError("no questions", path=source)
    return questions


def _parse_question(record: Any, source: str, line: int) -> KGQAQuestion:
    def fail(message: str) -> GraphFormatError:
        return GraphFormatError(message, path=source, line=line)

    if not isinstance(record, dict):
        raise fail(f"expected a JSON object, got {type(record).__name__}")
    missing = [name for name in _FIELDS if name not in record]
    if missing:
        raise fail(f"missing field(s) {', '.join(repr(m) for m in missing)}")
    qid = record["id"]
    if not isinstance(qid, str) or not qid.strip():
        raise fail(f"field 'id': expected a non-empty string, got {qid!r}")
    text = record["question"]
    if not isinstance(text, str) or not text.strip():
        raise fail(
            f"field 'question' of question {qid!r}: expected a non-empty string, got {text!r}"
        )
    ids: dict[str, tuple[str, ...]] = {}
    for name in ("topics", "answers"):
        value = record[name]
        if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
            raise fail(
                f"field {name!r} of question {qid!r}: expected a list of entity ids, got {value!r}"
            )
        ids[name] = tuple(dict.fromkeys(v.strip() for v in value))
    lacks = _parse_lacks(record, ids, qid, fail)
    hops = record["hops"]
    if isinstance(hops, bool) or not isinstance(hops, int) or hops < 1:
        raise fail(f"field 'hops' of question {qid!r}: expected an integer >= 1, got {hops!r}")
    chain = _parse_path(record.get("path"), hops, qid, fail)
    return KGQAQuestion(
        id=qid.strip(),
        text=" ".join(text.split()),
        topics=ids["topics"],
        answers=ids["answers"],
        hops=hops,
        line=line,
        path=chain,
        lacks=lacks,
    )


def _parse_lacks(
    record: dict[str, Any], ids: dict[str, tuple[str, ...]], qid: str, fail: Any
) -> str | None:
    """``lacks`` of a question naming an entity of the graph and a relation the graph lacks
    (topics given, answers empty); None for the others, which must not carry it."""
    lacking = bool(ids["topics"]) and not ids["answers"]
    if not lacking:
        if bool(ids["topics"]) != bool(ids["answers"]):
            raise fail(
                f"question {qid!r}: topics and answers must both be given, or both be empty for "
                f"a question whose topic is not in the graph (topics={list(ids['topics'])}, "
                f"answers={list(ids['answers'])})"
            )
        if "lacks" in record:
            raise fail(
                f"field 'lacks' of question {qid!r}: only a question with topics and no answers "
                "(a relation the graph lacks) carries it"
            )
        return None
    value = record.get("lacks")
    if not isinstance(value, str) or not value.strip():
        raise fail(
            f"question {qid!r}: topics without answers is a question whose relation the graph "
            f"lacks, and needs field 'lacks', a non-empty string naming that relation "
            f"(topics={list(ids['topics'])}, answers=[], lacks={value!r}); otherwise topics and "
            "answers must both be given, or both be empty for a question whose topic is not in "
            "the graph"
        )
    if "path" in record:
        raise fail(
            f"field 'path' of question {qid!r}: a question whose relation the graph lacks "
            "(answers [], 'lacks' given) has no path"
        )
    return " ".join(value.split())


def _parse_path(value: Any, hops: int, qid: str, fail: Any) -> tuple[tuple[str, str], ...] | None:
    if value is None:
        return None
    steps: list[tuple[str, str]] = []
    if isinstance(value, list):
        for step in value:
            if (
                isinstance(step, list)
                and len(step) == 2
                and isinstance(step[0], str)
                and step[0].strip()
                and step[1] in DIRECTIONS
            ):
                steps.append((step[0].strip(), step[1]))
            else:
                break
        else:
            if len(steps) == hops:
                return tuple(steps)
    raise fail(
        f"field 'path' of question {qid!r}: expected {hops} step(s) [relation, '->' or '<-'], "
        f"got {value!r}"
    )


def match_kgqa_questions(
    questions: Iterable[KGQAQuestion], graph: Graph, *, source: str | None = None
) -> list[MatchedKGQAQuestion]:
    """Resolve every topic and answer id to its entity index (ids match exactly).

    Raises:
        GraphFormatError: a topic or answer is not an entity id of ``graph``; the message
            names the question id, the field and the id (and the file and line when
            ``source`` names the questions file).
    """
    matched: list[MatchedKGQAQuestion] = []
    for q in questions:
        arrays: dict[str, IntArray] = {}
        for name, ids in (("topics", q.topics), ("answers", q.answers)):
            unknown = [i for i in ids if not graph.has_entity(i)]
            if unknown:
                raise GraphFormatError(
                    f"question {q.id!r}, field {name!r}: {', '.join(repr(u) for u in unknown)} "
                    "is not an entity id of the graph (ids, not names, are expected)",
                    path=source,
                    line=q.line if source is not None else None,
                )
            array = np.asarray([graph.index_of(i) for i in ids], np.int32)
            array.flags.writeable = False
            arrays[name] = array
        matched.append(
            MatchedKGQAQuestion(
                question=q, topic_indices=arrays["topics"], answer_indices=arrays["answers"]
            )
        )
    return matched
