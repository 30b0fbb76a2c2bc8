"""A graph-dependent corpus benchmark from MetaQA: movie documents, shared-people links.

:func:`write_metaqa_docs` turns the MetaQA knowledge graph and its 2-hop
questions into a BEIR folder (``corpus.jsonl``, ``queries.jsonl``,
``qrels/<split>.tsv``) plus ``edges.tsv``:

- one document per movie (every head of ``kb.txt`` is a movie): its title and
  its facts in plain sentences (``Directed by ... Written by ... Starring ...
  Released in ... In English. Genres: ... Tags: ... IMDb rating: ...``);
- a corpus-graph link between every two movies that share a director, a
  writer or an actor (one line per unordered pair);
- the 2-hop questions of types ``movie_to_director_to_movie``,
  ``movie_to_writer_to_movie`` and ``movie_to_actor_to_movie`` (brackets
  around the topic removed, as elsewhere), their answer movies as the
  relevant documents.

The answers share a person with the topic movie, but the question names
neither the answers nor that person: relevance lives in the graph, one link
away from the document the question does name.

Example:
    >>> import pathlib, tempfile
    >>> root = pathlib.Path(tempfile.mkdtemp())
    >>> (root / "2-hop").mkdir()
    >>> _ = (root / "kb.txt").write_text(
    ...     "Kismet|directed_by|William Dieterle\\nKismet|release_year|1944\\n"
    ...     "Juarez|directed_by|William Dieterle\\nRope|directed_by|Alfred Hitchcock\\n")
    >>> _ = (root / "2-hop" / "qa_dev.txt").write_text(
    ...     "which movies share the director of [Kismet]\\tJuarez\\n")
    >>> _ = (root / "2-hop" / "qa_dev_qtype.txt").write_text("movie_to_director_to_movie\\n")
    >>> report = write_metaqa_docs(root, root / "out")
    >>> report.documents, report.queries, report.edges
    (3, 1, 1)
    >>> from graphpaths_bench.eval.beir import load_beir, document_text
    >>> data = load_beir(root / "out", split="dev")
    >>> [document_text(d) for d in data.corpus.values()][0]
    'Kismet. Directed by William Dieterle. Released in 1944.'
    >>> data.queries[0].text, data.qrels, data.edges
    ('which movies share the director of Kismet', {'2hop-dev-1': {'m00001': 1}}, [('m00000', 'm00001')])
"""

from __future__ import annotations

import json
import os
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from graphpaths.atomic import atomic_file
from graphpaths.errors import ConfigError, InputError
from graphpaths_bench.eval.metaqa import load_metaqa_questions
from graphpaths_bench.eval.metaqa_kb import load_metaqa_kb

__all__ = ["LINK_RELATIONS", "QUESTION_TYPES", "MetaQADocsReport", "write_metaqa_docs"]

PathLike = str | os.PathLike[str]

#: The 2-hop question types whose answers are movies linked to the topic movie.
QUESTION_TYPES: tuple[str, ...] = (
    "movie_to_director_to_movie",
    "movie_to_writer_to_movie",
    "movie_to_actor_to_movie",
)
#: Relations whose shared tails (people) link two movies.
LINK_RELATIONS: tuple[str, ...] = ("directed_by", "written_by", "starred_actors")

# How each relation reads in a document, in this order.
_SENTENCES: tuple[tuple[str, str], ...] = (
    ("directed_by", "Directed by {}."),
    ("written_by", "Written by {}."),
    ("starred_actors", "Starring {}."),
    ("release_year", "Released in {}."),
    ("in_language", "In {}."),
    ("has_genre", "Genres: {}."),
    ("has_tags", "Tags: {}."),
    ("has_imdb_rating", "IMDb rating: {}."),
    ("has_imdb_votes", "IMDb votes: {}."),
)


@dataclass(frozen=True, kw_only=True)
class MetaQADocsReport:
    """What :func:`write_metaqa_docs` wrote and left out."""

    out: str
    documents: int
    edges: int
    queries: int
    qrels: int
    #: Questions of the chosen types dropped because no answer is a movie document.
    skipped_queries: int
    #: Answers (over all kept questions) that are not a movie document.
    unknown_answers: int
    by_type: dict[str, int]


def _metaqa_root(data: Path) -> Path:
    for candidate in (data, data / "metaqa"):
        if (candidate / "kb.txt").exists():
            return candidate
    raise InputError(f"data: no kb.txt in {data} or {data / 'metaqa'}")


def _join(items: Sequence[str]) -> str:
    if len(items) <= 2:
        return " and ".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def _write_atomic(path: Path, text: str) -> None:
    with atomic_file(path, "w") as stream:
        stream.write(text)


def write_metaqa_docs(
    data: PathLike,
    out: PathLike,
    *,
    split: str = "dev",
    question_types: Sequence[str] = QUESTION_TYPES,
) -> MetaQADocsReport:
    """Write the movie-document benchmark for ``split`` into ``out`` (files replaced atomically).

    ``data`` is the MetaQA folder (with ``kb.txt`` and ``2-hop/``) or its
    parent. Document ids are ``m00000``, ``m00001``, ... in order of each
    movie's first line in ``kb.txt``; query ids ``2hop-<split>-<line>``.

    Raises:
        InputError: no ``kb.txt`` under ``data``.
        ConfigError: unknown question types.
        GraphFormatError: malformed ``kb.txt`` or question files (file and line named).
    """
    unknown = sorted(set(question_types) - set(QUESTION_TYPES))
    if unknown or not question_types:
        raise ConfigError(
            f"question_types: expected some of {', '.join(QUESTION_TYPES)}, got {list(question_types)!r}"
        )
    root = _metaqa_root(Path(data))
    graph = load_metaqa_kb(root / "kb.txt")
    labels = graph.label_names
    names = graph.names
    movies: dict[int, int] = {}  # entity index -> document number, in first-seen order
    facts: dict[int, dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
    people: dict[int, list[int]] = defaultdict(list)  # person -> document numbers
    for head, tail, label in zip(
        graph.heads.tolist(), graph.tails.tolist(), graph.relation_labels.tolist(), strict=True
    ):
        number = movies.setdefault(head, len(movies))
        relation = labels[label]
        facts[number][relation].append(names[tail])
        if relation in LINK_RELATIONS:
            people[tail].append(number)
    doc_ids = [f"m{n:05d}" for n in range(len(movies))]
    titles = [""] * len(movies)
    for entity, number in movies.items():
        titles[number] = names[entity]

    corpus_lines: list[str] = []
    for number, title in enumerate(titles):
        sentences = []
        for relation, template in _SENTENCES:
            values = sorted(dict.fromkeys(facts[number].get(relation, ())))
            if values:
                sentences.append(template.format(_join(values)))
        record = {"_id": doc_ids[number], "title": title, "text": " ".join(sentences)}
        corpus_lines.append(json.dumps(record, ensure_ascii=False))

    pairs: set[tuple[int, int]] = set()
    for members in people.values():
        unique = sorted(set(members))
        for i, a in enumerate(unique):
            for b in unique[i + 1 :]:
                pairs.add((a, b))
    edge_lines = [f"{doc_ids[a]}\t{doc_ids[b]}" for a, b in sorted(pairs)]

    by_title = {title: number for number, title in enumerate(titles)}
    wanted = set(question_types)
    query_lines: list[str] = []
    qrel_lines = ["query-id\tcorpus-id\tscore"]
    skipped = unknown_answers = 0
    by_type: dict[str, int] = dict.fromkeys(question_types, 0)
    for question in load_metaqa_questions(root, 2, split):
        if question.qtype not in wanted:
            continue
        relevant = [by_title[a] for a in question.answers if a in by_title]
        unknown_answers += len(question.answers) - len(relevant)
        if not relevant:
            skipped += 1
            continue
        query_id = f"2hop-{split}-{question.line}"
        query_lines.append(json.dumps({"_id": query_id, "text": question.text}, ensure_ascii=False))
        qrel_lines.extend(f"{query_id}\t{doc_ids[n]}\t1" for n in sorted(set(relevant)))
        by_type[question.qtype] += 1

    target = Path(out)
    _write_atomic(target / "corpus.jsonl", "\n".join(corpus_lines) + "\n")
    _write_atomic(target / "queries.jsonl", "\n".join(query_lines) + "\n" if query_lines else "")
    _write_atomic(target / "qrels" / f"{split}.tsv", "\n".join(qrel_lines) + "\n")
    _write_atomic(target / "edges.tsv", "\n".join(edge_lines) + "\n" if edge_lines else "")
    return MetaQADocsReport(
        out=str(target),
        documents=len(doc_ids),
        edges=len(edge_lines),
        queries=len(query_lines),
        qrels=len(qrel_lines) - 1,
        skipped_queries=skipped,
        unknown_answers=unknown_answers,
        by_type=by_type,
    )
