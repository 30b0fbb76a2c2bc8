"""MetaQA questions: loading, matching to the graph's entities, and sampling.

A MetaQA question file ``<hops>-hop/qa_<split>.txt`` holds one question per
line, ``question with [topic entity]<TAB>answer1|answer2|...``; the optional
``qa_<split>_qtype.txt`` beside it names each line's question type. The
retriever sees the question with the square brackets removed (the words stay),
so it is never told which span is the topic entity.

Example:
    >>> import pathlib, tempfile
    >>> root = pathlib.Path(tempfile.mkdtemp())
    >>> (root / "1-hop").mkdir()
    >>> _ = (root / "1-hop" / "qa_dev.txt").write_text(
    ...     "who directed [Kismet]\\tWilliam Dieterle\\n", encoding="utf-8")
    >>> [q] = load_metaqa_questions(root, 1)
    >>> q.id, q.text, q.topic, q.answers
    ('1-hop/dev/1', 'who directed Kismet', 'Kismet', ('William Dieterle',))
    >>> from graphpaths.graph import GraphBuilder
    >>> b = GraphBuilder()
    >>> b.add_relation("Kismet", "William Dieterle", "directed_by", create_entities=True)
    0
    >>> matched, report = match_questions([q], b.build())
    >>> matched[0].topic_index, matched[0].answer_indices.tolist(), report.matched
    (0, [1], 1)
"""

from __future__ import annotations

import hashlib
import logging
import os
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol, TypeVar

import numpy as np
import numpy.typing as npt

from graphpaths.errors import GraphFormatError, InputError
from graphpaths.graph import Graph
from graphpaths.graph.loaders import read_text, split_lines
from graphpaths.validation import check_int

__all__ = [
    "MatchReport",
    "MatchedQuestion",
    "MetaQAQuestion",
    "load_metaqa_questions",
    "match_questions",
    "sample_questions",
]

logger = logging.getLogger(__name__)

IntArray = npt.NDArray[np.int32]
PathLike = str | os.PathLike[str]

#: How many examples of each kind of mismatch a :class:`MatchReport` keeps.
MAX_EXAMPLES = 10

_TOPIC = re.compile(r"\[([^\[\]]*)\]")
_SPLIT = re.compile(r"[A-Za-z0-9_.-]+")


@dataclass(frozen=True, kw_only=True)
class MetaQAQuestion:
    """One MetaQA question as read from its file.

    ``text`` is the question with the brackets around the topic removed;
    ``topic`` the bracketed name; ``answers`` the answer names in file order
    without duplicates; ``line`` the 1-based line number in the file.
    """

    id: str
    hops: int
    text: str
    topic: str
    answers: tuple[str, ...]
    qtype: str | None
    line: int


@dataclass(frozen=True, kw_only=True, eq=False)
class MatchedQuestion:
    """A question whose topic and at least one answer were found in the graph.

    ``answer_indices`` (read-only, in the order of ``question.answers``) holds
    the answers found; ``missing_answers`` names the ones that were not.
    """

    question: MetaQAQuestion
    topic_index: int
    answer_indices: IntArray
    missing_answers: tuple[str, ...] = ()

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
        return self.question.qtype

    @property
    def topic_indices(self) -> IntArray:
        """The topic as a one-entity array (the shape KGQA questions with several topics use)."""
        array = np.asarray([self.topic_index], np.int32)
        array.flags.writeable = False
        return array

    @property
    def not_found(self) -> bool:
        """Always false: MetaQA questions whose topic is not in the graph are dropped."""
        return False

    @property
    def lacking(self) -> bool:
        """Always false: every MetaQA question has answers in the graph."""
        return False


@dataclass(frozen=True, kw_only=True)
class MatchReport:
    """What :func:`match_questions` kept and dropped.

    Examples are ``(question id, name)`` pairs, at most :data:`MAX_EXAMPLES`
    of each kind. ``casefold_topics`` / ``casefold_answers`` count the names
    that matched only through the unique case-insensitive fallback.
    """

    questions: int
    matched: int
    unmatched_topics: int
    unmatched_answers: int
    questions_without_answers: int
    casefold_topics: int
    casefold_answers: int
    unmatched_topic_examples: tuple[tuple[str, str], ...]
    unmatched_answer_examples: tuple[tuple[str, str], ...]

    @property
    def dropped(self) -> int:
        """Questions dropped: unmatched topic, or no answer left."""
        return self.unmatched_topics + self.questions_without_answers


# -- loading ----------------------------------------------------------------------------------


def load_metaqa_questions(
    data_dir: PathLike, hops: int | Iterable[int], split: str = "dev"
) -> list[MetaQAQuestion]:
    """Read ``<data_dir>/<h>-hop/qa_<split>.txt`` for each hop count, in the order given.

    ``data_dir`` is the MetaQA folder (holding ``1-hop/`` ...) or its parent
    (holding ``metaqa/1-hop/`` ...). A ``qa_<split>_qtype.txt`` beside a file,
    when present, gives the question types line by line; blank lines are
    skipped in both files.

    Raises:
        InputError: ``hops`` is not a positive integer (or a sequence of
            them) or ``split`` is not a plain name.
        GraphFormatError: a missing or non-UTF-8 file, or a line without a
            tab, without exactly one ``[topic]``, or without answers (the
            message names the file and line); a qtype file whose length
            differs from the question file's.
    """
    given: list[object]
    if isinstance(hops, int):
        given = [hops]
    elif isinstance(hops, Iterable) and not isinstance(hops, str):
        given = list(hops)
    else:
        raise InputError(f"hops: expected a positive integer or a sequence of them, got {hops!r}")
    hop_list: list[int] = []
    for h in given:
        hop_list.append(check_int(None, "hops", h, error=InputError))
    if not isinstance(split, str) or not _SPLIT.fullmatch(split):
        raise InputError(f"split: expected a plain name such as 'dev', got {split!r}")
    questions: list[MetaQAQuestion] = []
    for h in hop_list:
        questions.extend(_load_hop(_hop_dir(Path(data_dir), h), h, split))
    return questions


def _hop_dir(root: Path, hops: int) -> Path:
    direct = root / f"{hops}-hop"
    if direct.is_dir():
        return direct
    nested = root / "metaqa" / f"{hops}-hop"
    return nested if nested.is_dir() else direct


def _load_hop(folder: Path, hops: int, split: str) -> list[MetaQAQuestion]:
    path = folder / f"qa_{split}.txt"
    source = str(path)
    parsed: list[tuple[int, str, str, tuple[str, ...]]] = []
    for number, raw in enumerate(split_lines(read_text(path)), start=1):
        if not raw.strip():
            continue
        parsed.append((number, *_parse_line(raw, source, number)))
    qtypes = _load_qtypes(folder / f"qa_{split}_qtype.txt", len(parsed), source)
    return [
        MetaQAQuestion(
            id=f"{hops}-hop/{split}/{number}",
            hops=hops,
            text=text,
            topic=topic,
            answers=answers,
            qtype=qtypes[k] if qtypes is not None else None,
            line=number,
        )
        for k, (number, text, topic, answers) in enumerate(parsed)
    ]


def _parse_line(raw: str, path: str, line: int) -> tuple[str, str, tuple[str, ...]]:
    question, tab, answer_field = raw.partition("\t")
    if not tab:
        raise GraphFormatError(
            f"expected 'question<TAB>answer1|answer2|...', found no tab in {raw!r}",
            path=path,
            line=line,
        )
    if "\t" in answer_field:
        raise GraphFormatError(f"more than one tab in {raw!r}", path=path, line=line)
    spans = _TOPIC.findall(question)
    if len(spans) != 1 or question.count("[") != 1 or question.count("]") != 1:
        raise GraphFormatError(
            f"expected exactly one [topic entity] in the question, got {question!r}",
            path=path,
            line=line,
        )
    topic = spans[0].strip()
    if not topic:
        raise GraphFormatError(f"empty [topic entity] in {question!r}", path=path, line=line)
    text = " ".join(_TOPIC.sub(lambda m: m.group(1), question).split())
    parts = [part.strip() for part in answer_field.split("|")]
    if not answer_field.strip() or not all(parts):
        raise GraphFormatError(
            f"empty answer in {answer_field!r} (expected 'answer1|answer2|...')",
            path=path,
            line=line,
        )
    return text, topic, tuple(dict.fromkeys(parts))


def _load_qtypes(path: Path, expected: int, questions_path: str) -> list[str] | None:
    if not path.exists():
        return None
    qtypes = [line.strip() for line in split_lines(read_text(path)) if line.strip()]
    if len(qtypes) != expected:
        raise GraphFormatError(
            f"has {len(qtypes)} question types but {questions_path} has {expected} questions",
            path=str(path),
        )
    return qtypes


# -- matching to the graph ----------------------------------------------------------------------


class _NameTable:
    """Exact entity-id lookup, with a case-insensitive fallback used only when unique."""

    def __init__(self, graph: Graph) -> None:
        self.graph = graph
        self._folded: dict[str, int] | None = None

    def find(self, name: str) -> tuple[int | None, bool]:
        """``(index, needed_fallback)``; ``index`` is None when absent or ambiguous."""
        if self.graph.has_entity(name):
            return self.graph.index_of(name), False
        if self._folded is None:
            folded: dict[str, int] = {}
            for i, entity_id in enumerate(self.graph.entity_ids):
                key = entity_id.casefold()
                folded[key] = -1 if key in folded else i
            self._folded = folded
        i = self._folded.get(name.casefold(), -1)
        return (i, True) if i >= 0 else (None, False)


def match_questions(
    questions: Iterable[MetaQAQuestion], graph: Graph
) -> tuple[list[MatchedQuestion], MatchReport]:
    """Resolve topics and answers to entity indices.

    A name matches the entity whose id equals it; failing that, the one entity
    whose id equals it case-insensitively (when several do, it is unmatched).
    A question whose topic is unmatched is dropped; an unmatched answer is
    dropped, and so is a question left with no answer. Kept questions keep
    their order.
    """
    names = _NameTable(graph)
    matched: list[MatchedQuestion] = []
    total = unmatched_topics = unmatched_answers = without_answers = 0
    casefold_topics = casefold_answers = 0
    topic_examples: list[tuple[str, str]] = []
    answer_examples: list[tuple[str, str]] = []
    for q in questions:
        total += 1
        topic, folded = names.find(q.topic)
        if topic is None:
            unmatched_topics += 1
            if len(topic_examples) < MAX_EXAMPLES:
                topic_examples.append((q.id, q.topic))
            continue
        casefold_topics += folded
        found: list[int] = []
        missing: list[str] = []
        for answer in q.answers:
            index, folded = names.find(answer)
            if index is None:
                missing.append(answer)
                if len(answer_examples) < MAX_EXAMPLES:
                    answer_examples.append((q.id, answer))
                continue
            casefold_answers += folded
            found.append(index)
        unmatched_answers += len(missing)
        if not found:
            without_answers += 1
            continue
        indices = np.asarray(found, np.int32)
        indices.flags.writeable = False
        matched.append(
            MatchedQuestion(
                question=q,
                topic_index=topic,
                answer_indices=indices,
                missing_answers=tuple(missing),
            )
        )
    report = MatchReport(
        questions=total,
        matched=len(matched),
        unmatched_topics=unmatched_topics,
        unmatched_answers=unmatched_answers,
        questions_without_answers=without_answers,
        casefold_topics=casefold_topics,
        casefold_answers=casefold_answers,
        unmatched_topic_examples=tuple(topic_examples),
        unmatched_answer_examples=tuple(answer_examples),
    )
    if report.dropped or unmatched_answers:
        logger.info(
            "matched %d of %d questions (%d unmatched topics, %d unmatched answers, "
            "%d left without answers)",
            report.matched,
            total,
            unmatched_topics,
            unmatched_answers,
            without_answers,
        )
    return matched, report


# -- sampling -----------------------------------------------------------------------------------


class _HasId(Protocol):
    @property
    def id(self) -> str: ...


Q = TypeVar("Q", bound=_HasId)


def sample_questions(questions: Sequence[Q], n: int, seed: int) -> list[Q]:
    """``n`` questions chosen by ``seed``, in their input order.

    Each question gets a pseudo-random key from ``(seed, id)`` (a stable hash,
    not Python's salted one) and the ``n`` smallest keys are kept. The choice
    therefore depends only on the seed and the ids: every method evaluated with
    the same seed sees the same questions, a larger ``n`` extends a smaller
    one's sample, and filtering out other questions never changes whether a
    question is picked among those left. ``n >= len(questions)`` returns them
    all.

    Raises:
        InputError: ``n`` is negative or not an integer.
    """
    check_int(None, "n", n, low=0, error=InputError)
    if n >= len(questions):
        return list(questions)
    keys = np.fromiter(
        (
            int.from_bytes(
                hashlib.blake2b(f"{seed}\x00{q.id}".encode(), digest_size=8).digest(), "big"
            )
            for q in questions
        ),
        dtype=np.uint64,
        count=len(questions),
    )
    chosen = np.sort(np.argsort(keys, kind="stable")[:n])
    return [questions[int(i)] for i in chosen]
