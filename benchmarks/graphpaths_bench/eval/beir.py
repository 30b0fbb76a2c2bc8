"""Corpus benchmarks in the BEIR layout (SciFact and the like).

A BEIR folder holds ``corpus.jsonl`` (``{"_id", "title", "text"}`` per line),
``queries.jsonl`` (``{"_id", "text"}``) and ``qrels/<split>.tsv``
(``query-id<TAB>corpus-id<TAB>score`` under a header row). An optional
``edges.tsv`` (``source-id<TAB>target-id`` per line, ``#`` comments allowed)
gives explicit corpus-graph links. Only queries with qrels are kept.

Example:
    >>> import json, pathlib, tempfile
    >>> root = pathlib.Path(tempfile.mkdtemp())
    >>> _ = (root / "corpus.jsonl").write_text(
    ...     json.dumps({"_id": "d1", "title": "Aspirin", "text": "It thins blood."}) + "\\n")
    >>> _ = (root / "queries.jsonl").write_text(json.dumps({"_id": "q1", "text": "aspirin?"}) + "\\n")
    >>> (root / "qrels").mkdir()
    >>> _ = (root / "qrels" / "train.tsv").write_text("query-id\\tcorpus-id\\tscore\\nq1\\td1\\t1\\n")
    >>> data = load_beir(root)
    >>> data.qrels, document_text(data.corpus["d1"]), data.edges
    ({'q1': {'d1': 1}}, 'Aspirin. It thins blood.', None)
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from graphpaths.errors import GraphFormatError, InputError
from graphpaths.graph import Graph, GraphBuilder
from graphpaths.graph.loaders import read_text, split_lines

__all__ = [
    "BeirDataset",
    "BeirDocument",
    "BeirQuery",
    "corpus_graph",
    "document_text",
    "load_beir",
]

logger = logging.getLogger(__name__)

PathLike = str | os.PathLike[str]

QRELS_HEADER = ("query-id", "corpus-id", "score")
#: How many problems (unknown ids, skipped lines) are named in messages and reports.
MAX_PROBLEMS = 10


@dataclass(frozen=True, kw_only=True)
class BeirDocument:
    """One corpus document; ``title`` is ``""`` when the corpus gives none."""

    id: str
    title: str
    text: str


@dataclass(frozen=True, kw_only=True)
class BeirQuery:
    id: str
    text: str


@dataclass(frozen=True, kw_only=True)
class BeirDataset:
    """A loaded BEIR folder.

    ``corpus`` maps doc id to document in file order; ``queries`` are the
    queries with qrels, in file order; ``qrels[query_id][doc_id]`` is the
    relevance score; ``edges`` the explicit links, or None without
    ``edges.tsv``. In lenient mode ``skipped`` counts the lines left out and
    ``problems`` names the first few as ``(file, line, message)``.
    """

    corpus: Mapping[str, BeirDocument]
    queries: tuple[BeirQuery, ...]
    qrels: Mapping[str, Mapping[str, int]]
    edges: list[tuple[str, str]] | None
    split: str
    skipped: int = 0
    problems: tuple[tuple[str, int, str], ...] = field(default_factory=tuple)


def document_text(document: BeirDocument) -> str:
    """The text to index: ``title + ". " + text``, or the text alone without a title.

    A title already ending in ``.``, ``?`` or ``!`` is joined with a space
    only, so SciFact's full-stop titles do not become ``"...imaging.. Text"``.
    """
    title, text = document.title.strip(), document.text.strip()
    if not title:
        return text
    if not text:
        return title
    return f"{title} {text}" if title.endswith((".", "?", "!")) else f"{title}. {text}"


class _Problems:
    """Raises at the first bad line, or (lenient) counts and keeps the first few."""

    def __init__(self, lenient: bool) -> None:
        self.lenient = lenient
        self.skipped = 0
        self.first: list[tuple[str, int, str]] = []

    def report(self, path: str, line: int, message: str) -> None:
        if not self.lenient:
            raise GraphFormatError(message, path=path, line=line)
        self.skipped += 1
        if len(self.first) < MAX_PROBLEMS:
            self.first.append((path, line, message))


def load_beir(
    data_dir: PathLike,
    split: str = "train",
    *,
    lenient: bool = False,
) -> BeirDataset:
    """Read a BEIR folder: corpus, the queries that have qrels in ``split``, the qrels, any edges.

    Raises:
        InputError: ``split`` is not a plain name.
        GraphFormatError: a missing, empty or non-UTF-8 file; a line that is
            not a JSON object with string ``_id`` and ``text`` (and, for the
            corpus, an optional string ``title``); a duplicate id; a qrels
            file without its header, with a line that is not three fields
            or a non-integer score; qrels naming unknown queries or documents
            (the first few are listed); an ``edges.tsv`` line that is not two
            known document ids. Messages name the file and line. With
            ``lenient=True`` bad lines are skipped and counted instead (files
            that are missing or unreadable still raise).
    """
    if not isinstance(split, str) or not split or "/" in split or "\\" in split or ".." in split:
        raise InputError(f"split: expected a plain name such as 'train', got {split!r}")
    root = Path(data_dir)
    problems = _Problems(lenient)
    corpus = {
        doc_id: BeirDocument(id=doc_id, title=title, text=text)
        for doc_id, title, text in _read_jsonl(root / "corpus.jsonl", True, problems)
    }
    all_queries = {
        query_id: BeirQuery(id=query_id, text=text)
        for query_id, _, text in _read_jsonl(root / "queries.jsonl", False, problems)
    }
    qrels = _read_qrels(root / "qrels" / f"{split}.tsv", all_queries, corpus, problems)
    edges_path = root / "edges.tsv"
    edges = _read_edges(edges_path, corpus, problems) if edges_path.exists() else None
    queries = tuple(q for q in all_queries.values() if q.id in qrels)
    if problems.skipped:
        logger.warning(
            "%s: skipped %d bad line(s); first: %s", root, problems.skipped, problems.first[:3]
        )
    return BeirDataset(
        corpus=corpus,
        queries=queries,
        qrels={q.id: qrels[q.id] for q in queries},
        edges=edges,
        split=split,
        skipped=problems.skipped,
        problems=tuple(problems.first),
    )


def _read_jsonl(
    path: Path, with_title: bool, problems: _Problems
) -> Iterator[tuple[str, str, str]]:
    """Yield ``(id, title, text)`` per valid line; ids must be unique."""
    source = str(path)
    seen: dict[str, int] = {}
    for number, raw in enumerate(split_lines(read_text(path)), start=1):
        if not raw.strip():
            continue
        try:
            record = json.loads(raw)
        except json.JSONDecodeError as exc:
            problems.report(source, number, f"invalid JSON: {exc.msg} at column {exc.colno}")
            continue
        if not isinstance(record, dict):
            problems.report(source, number, f"expected a JSON object, got {type(record).__name__}")
            continue
        doc_id, text, title = record.get("_id"), record.get("text"), record.get("title", "")
        if isinstance(doc_id, int) and not isinstance(doc_id, bool):
            doc_id = str(doc_id)  # some BEIR exports write numeric ids unquoted
        if not isinstance(doc_id, str) or not doc_id.strip():
            problems.report(source, number, f"field '_id' is missing or not a string: {doc_id!r}")
            continue
        if not isinstance(text, str):
            problems.report(source, number, f"field 'text' is missing or not a string: {text!r}")
            continue
        if with_title and title is None:
            title = ""
        if not isinstance(title, str):
            problems.report(source, number, f"field 'title' is not a string: {title!r}")
            continue
        if doc_id in seen:
            problems.report(
                source, number, f"duplicate _id {doc_id!r} (first at line {seen[doc_id]})"
            )
            continue
        seen[doc_id] = number
        yield doc_id, title if with_title else "", text


def _tsv_rows(path: Path) -> Iterator[tuple[int, list[str]]]:
    """Non-blank, non-comment lines as ``(line number, tab-separated fields)``."""
    for number, raw in enumerate(split_lines(read_text(path)), start=1):
        if raw.strip() and not raw.lstrip().startswith("#"):
            yield number, [part.strip() for part in raw.split("\t")]


def _unknown(kind: str, names: list[tuple[int, str]], path: str) -> GraphFormatError:
    shown = ", ".join(f"{name!r} (line {line})" for line, name in names[:MAX_PROBLEMS])
    more = f" and {len(names) - MAX_PROBLEMS} more" if len(names) > MAX_PROBLEMS else ""
    return GraphFormatError(
        f"{len(names)} line(s) name unknown {kind}: {shown}{more}", path=path, line=names[0][0]
    )


def _read_qrels(
    path: Path,
    queries: Mapping[str, BeirQuery],
    corpus: Mapping[str, BeirDocument],
    problems: _Problems,
) -> dict[str, dict[str, int]]:
    source = str(path)
    qrels: dict[str, dict[str, int]] = {}
    first_line: dict[tuple[str, str], int] = {}
    unknown_docs: list[tuple[int, str]] = []
    unknown_queries: list[tuple[int, str]] = []
    rows = _tsv_rows(path)
    header = next(rows, None)
    if header is None or tuple(f.lower() for f in header[1]) != QRELS_HEADER:
        line, got = (header[0], "\t".join(header[1])) if header else (1, "")
        raise GraphFormatError(
            f"expected the header 'query-id<TAB>corpus-id<TAB>score', got {got!r}",
            path=source,
            line=line,
        )
    for number, fields in rows:
        if len(fields) != 3 or not fields[0] or not fields[1]:
            problems.report(
                source, number, f"expected 'query-id<TAB>corpus-id<TAB>score', got {fields!r}"
            )
            continue
        query_id, doc_id, raw_score = fields
        try:
            score = int(raw_score)
        except ValueError:
            problems.report(source, number, f"score {raw_score!r} is not an integer")
            continue
        if query_id not in queries:
            if _lenient_skip(problems, source, number, f"unknown query id {query_id!r}"):
                continue
            unknown_queries.append((number, query_id))
            continue
        if doc_id not in corpus:
            if _lenient_skip(problems, source, number, f"unknown corpus id {doc_id!r}"):
                continue
            unknown_docs.append((number, doc_id))
            continue
        key = (query_id, doc_id)
        if key in first_line:
            problems.report(
                source,
                number,
                f"duplicate pair ({query_id!r}, {doc_id!r}) (first at line {first_line[key]})",
            )
            continue
        first_line[key] = number
        qrels.setdefault(query_id, {})[doc_id] = score
    if unknown_queries:
        raise _unknown("query ids (not in queries.jsonl)", unknown_queries, source)
    if unknown_docs:
        raise _unknown("corpus ids (not in corpus.jsonl)", unknown_docs, source)
    return qrels


def _lenient_skip(problems: _Problems, path: str, line: int, message: str) -> bool:
    """In lenient mode record the problem and return True; otherwise return False."""
    if problems.lenient:
        problems.report(path, line, message)
        return True
    return False


def _read_edges(
    path: Path, corpus: Mapping[str, BeirDocument], problems: _Problems
) -> list[tuple[str, str]]:
    source = str(path)
    edges: list[tuple[str, str]] = []
    if not path.read_bytes().strip():
        return edges  # an empty edges file: no links
    for number, fields in _tsv_rows(path):
        if len(fields) != 2 or not all(fields):
            problems.report(source, number, f"expected 'source-id<TAB>target-id', got {fields!r}")
            continue
        missing = [f for f in fields if f not in corpus]
        if missing:
            problems.report(source, number, f"unknown corpus id(s) {', '.join(map(repr, missing))}")
            continue
        edges.append((fields[0], fields[1]))
    return edges


def corpus_graph(dataset: BeirDataset, *, link_label: str = "links_to") -> Graph:
    """The corpus as a graph: one untyped node per document, one relation per explicit link.

    A node's name is the title (the id when untitled) and its description
    the text, so its embedded text is ``"<title>: <text>"``.
    """
    builder = GraphBuilder(default_type=None)
    for doc in dataset.corpus.values():
        builder.add_entity(doc.id, name=doc.title or doc.id, description=doc.text or None)
    for source, target in dataset.edges or ():
        builder.add_relation(source, target, link_label)
    return builder.build()
