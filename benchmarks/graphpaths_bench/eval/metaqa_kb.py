"""MetaQA's knowledge base (``kb.txt``, ``head|relation|tail`` per line) as a :class:`Graph`.

MetaQA names no entity types: they follow from relation roles (every head is a movie, every
tail has its relation's type). ``graphpaths index --metaqa`` reads the file through this
loader (the ``graphpaths.graph_formats`` entry point of this package).

Example:
    >>> import tempfile, pathlib
    >>> kb = pathlib.Path(tempfile.mkdtemp()) / "kb.txt"
    >>> _ = kb.write_text("Kismet|directed_by|William Dieterle\\n")
    >>> g = load_metaqa_kb(kb)
    >>> g.types_of("William Dieterle"), g.relation_text(0)
    (('person',), 'Kismet directed by William Dieterle')
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from graphpaths.errors import GraphFormatError
from graphpaths.graph import Graph, GraphBuilder
from graphpaths.graph.loaders import LineProblems, PathLike, read_text, split_lines

__all__ = ["METAQA_HEAD_TYPE", "METAQA_TAIL_TYPES", "load_metaqa_kb", "read_metaqa_kb"]

#: MetaQA gives no entity types; they follow from relation roles.
METAQA_HEAD_TYPE = "movie"
METAQA_TAIL_TYPES: Mapping[str, str] = {
    "directed_by": "person",
    "written_by": "person",
    "starred_actors": "person",
    "release_year": "year",
    "in_language": "language",
    "has_tags": "tag",
    "has_genre": "genre",
    "has_imdb_votes": "imdb_votes",
    "has_imdb_rating": "imdb_rating",
}


def load_metaqa_kb(
    path: PathLike,
    *,
    lenient: bool = False,
    head_type: str = METAQA_HEAD_TYPE,
    tail_types: Mapping[str, str] = METAQA_TAIL_TYPES,
) -> Graph:
    """Load a MetaQA ``kb.txt`` (``head|relation|tail`` per line).

    Entity ids are the names. Types come from relation roles: every head is a
    ``head_type``, every tail gets ``tail_types[relation]``; an entity seen in
    several roles has several types.

    Raises:
        GraphFormatError: a line without exactly three non-empty fields, an
            unknown relation, an empty file or bytes that are not UTF-8.
    """
    source = str(path)
    text = read_text(path)
    problems = LineProblems(source, lenient)
    builder = GraphBuilder(default_type=None)
    lines = 0
    for number, raw in enumerate(split_lines(text), start=1):
        line = raw.strip()
        if not line:
            continue
        lines += 1
        parts = [part.strip() for part in line.split("|")]
        if len(parts) != 3 or not all(parts):
            problems.report(number, f"expected 'head|relation|tail', got {raw!r}")
            continue
        head, relation, tail = parts
        tail_type = tail_types.get(relation)
        if tail_type is None:
            known = ", ".join(sorted(tail_types))
            problems.report(
                number,
                f"unknown relation {relation!r} (known: {known}; pass tail_types= to add it)",
            )
            continue
        builder.add_entity(head, types=[head_type])
        builder.add_entity(tail, types=[tail_type])
        builder.add_relation(head, tail, relation)
    if builder.num_entities == 0:
        raise GraphFormatError("no valid triples", path=source)
    report = problems.finish(
        lines=lines,
        relations=lines - problems.skipped - builder.duplicates,
        duplicates=builder.duplicates,
    )
    return builder.build(load_report=report)


def read_metaqa_kb(path: PathLike, *, lenient: bool = False) -> tuple[Graph, str]:
    """``graphpaths index --metaqa PATH``: the graph of the ``kb.txt`` at ``PATH`` (or in
    the folder ``PATH``) and the file's path, the source the index records."""
    kb = Path(path)
    if kb.is_dir():
        kb = kb / "kb.txt"
    return load_metaqa_kb(kb, lenient=lenient), str(kb)
