"""Loaders that turn files and networkx graphs into a :class:`Graph`.

Every loader reports bad input with the file, the line and what was wrong.
With ``lenient=True`` bad lines are skipped and counted in
``graph.load_report`` instead.

Example:
    >>> import tempfile, pathlib
    >>> triples = pathlib.Path(tempfile.mkdtemp()) / "triples.csv"
    >>> _ = triples.write_text("head,relation,tail\\nKismet,directed_by,William Dieterle\\n")
    >>> g = load_triples(triples, types={"Kismet": "movie", "William Dieterle": "person"})
    >>> g.types_of("William Dieterle"), g.relation_text(0)
    (('person',), 'Kismet directed by William Dieterle')
"""

from __future__ import annotations

import csv
import io
import json
import logging
import os
import threading
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from graphpaths.errors import GraphFormatError, GraphPathsError, NodeNotFoundError
from graphpaths.graph.model import DEFAULT_TYPE, Graph, GraphBuilder, LoadReport
from graphpaths.graph.roles import TypeInference, assign_types

__all__ = [
    "LineProblems",
    "csv_dict_reader",
    "from_networkx",
    "json_lines",
    "load_triples",
    "read_text",
    "split_lines",
]

logger = logging.getLogger(__name__)

_MAX_PROBLEMS = 20
PathLike = str | os.PathLike[str]


@dataclass
class LineProblems:
    """Collects skipped lines in lenient mode, raises at once otherwise."""

    path: str
    lenient: bool
    skipped: int = 0

    def __post_init__(self) -> None:
        self.first: list[tuple[int, str]] = []

    def report(self, line: int, message: str) -> None:
        if not self.lenient:
            raise GraphFormatError(message, path=self.path, line=line)
        self.skipped += 1
        if len(self.first) < _MAX_PROBLEMS:
            self.first.append((line, message))

    def finish(self, *, lines: int, relations: int, duplicates: int) -> LoadReport:
        if self.skipped:
            logger.warning(
                "%s: skipped %d bad line(s); first: %s", self.path, self.skipped, self.first[:3]
            )
        return LoadReport(
            source=self.path,
            lines=lines,
            relations=relations,
            duplicates=duplicates,
            skipped=self.skipped,
            problems=tuple(self.first),
        )


def read_text(path: PathLike) -> str:
    """Read a whole UTF-8 file; empty files and bad bytes are errors that name the file."""
    p = Path(path)
    try:
        data = p.read_bytes()
    except FileNotFoundError:
        raise GraphFormatError("file not found", path=str(p)) from None
    except IsADirectoryError:
        raise GraphFormatError("is a directory, expected a file", path=str(p)) from None
    if not data.strip():
        raise GraphFormatError("file is empty", path=str(p))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise GraphFormatError(
            f"not valid UTF-8 (byte 0x{data[exc.start]:02x} at offset {exc.start})",
            path=str(p),
            line=line,
        ) from None
    return text.removeprefix("\ufeff")


#: The csv module's field size limit is process-wide: raised (never lowered) under a lock.
_CSV_LIMIT_LOCK = threading.Lock()
#: The largest limit the csv module takes on every platform (a C long).
_CSV_LIMIT_MAX = 2**31 - 1


def csv_dict_reader(text: str, delimiter: str = ",") -> csv.DictReader[str]:
    """A ``csv.DictReader`` over ``text`` that reads fields of any length within it.

    The csv module refuses fields over 128 KiB by default (a raw ``_csv.Error``); no field
    of ``text`` can be longer than ``text``, so the limit is raised to its length.
    """
    wanted = min(len(text) + 1, _CSV_LIMIT_MAX)
    with _CSV_LIMIT_LOCK:
        if csv.field_size_limit() < wanted:
            csv.field_size_limit(wanted)
    return csv.DictReader(io.StringIO(text), delimiter=delimiter)


def split_lines(text: str) -> list[str]:
    r"""Split on ``\n`` only (dropping a ``\r`` before it), so line numbers match the file.

    ``str.splitlines`` also breaks at form feeds, U+0085, U+2028 and the like,
    which may sit inside a name and would shift every later line number.
    """
    return [line.removesuffix("\r") for line in text.split("\n")]


def json_lines(
    text: str, source: object, *, error: type[GraphPathsError] = GraphFormatError
) -> Iterator[tuple[str, dict[str, Any]]]:
    """Each non-blank line of JSONL ``text`` read from ``source``, as ``("source:line",
    object)``; a line that is not a JSON object raises ``error`` naming the file and line.

    Example:
        >>> list(json_lines('{"id": 1}\\n\\n{"id": 2}', "ops.jsonl"))
        [('ops.jsonl:1', {'id': 1}), ('ops.jsonl:3', {'id': 2})]
        >>> list(json_lines("[1]", "ops.jsonl"))
        Traceback (most recent call last):
        graphpaths.errors.GraphFormatError: ops.jsonl:1: expected a JSON object, got list
    """
    for number, line in enumerate(split_lines(text), start=1):
        if not line.strip():
            continue
        where = f"{source}:{number}"
        try:
            record = json.loads(line)
        except json.JSONDecodeError as exc:
            raise error(f"{where}: not a JSON object: {exc.msg}") from None
        if not isinstance(record, dict):
            raise error(f"{where}: expected a JSON object, got {type(record).__name__}")
        yield where, record


# -- generic triples -----------------------------------------------------------

_HEAD_KEYS = ("head", "source", "subject")
_LABEL_KEYS = ("relation", "label", "predicate")
_TAIL_KEYS = ("tail", "target", "object")
#: A triple's own fields; any other field is an attribute of the relation.
_TRIPLE_KEYS = (*_HEAD_KEYS, *_LABEL_KEYS, *_TAIL_KEYS, "description")
#: An entity row's own fields; any other field is an attribute of the entity.
_ENTITY_KEYS = ("id", "name", "types", "type", "description")


def _format_of(path: PathLike, given: str | None, argument: str = "format") -> tuple[str, str]:
    """The file's format and how it was chosen (for errors): ``argument`` or the suffix."""
    fmt = (given or Path(path).suffix.lstrip(".")).lower()
    if fmt not in ("csv", "tsv", "jsonl"):
        raise GraphFormatError(
            f"cannot tell the format from the suffix; pass {argument}='csv', 'tsv' or 'jsonl' "
            f"(got {fmt!r})",
            path=str(path),
        )
    how = f" ({argument}={given!r})" if given else f" (from the suffix {Path(path).suffix!r})"
    return fmt, how


def _records(
    path: PathLike,
    fmt: str,
    problems: LineProblems,
    *,
    required: tuple[tuple[str, ...], ...] = (),
    how: str = "",
    argument: str = "format",
) -> Iterator[tuple[int, dict[str, Any]]]:
    """Yield (line number, record) from a CSV/TSV with a header row, or from JSONL.

    A CSV/TSV header must hold one of the names of each group in ``required``; ``how``
    says how ``fmt`` was chosen and ``argument`` which argument sets it, for the error.
    """
    text = read_text(path)
    if fmt == "jsonl":
        for number, raw in enumerate(split_lines(text), start=1):
            if not raw.strip():
                continue
            try:
                record = json.loads(raw)
            except json.JSONDecodeError as exc:
                problems.report(number, f"invalid JSON: {exc.msg} at column {exc.colno}")
                continue
            if not isinstance(record, dict):
                problems.report(number, f"expected a JSON object, got {type(record).__name__}")
                continue
            yield number, record
        return
    delimiter = "," if fmt == "csv" else "\t"
    reader = csv_dict_reader(text, delimiter)
    try:
        fieldnames = reader.fieldnames
    except csv.Error as exc:
        raise GraphFormatError(f"unreadable header: {exc}", path=str(path), line=1) from None
    if fieldnames is None:
        raise GraphFormatError("no header row", path=str(path), line=1)
    reader.fieldnames = [name.strip().lower() for name in fieldnames]
    _check_header(path, reader.fieldnames, fmt, delimiter, required, how, argument)
    while True:
        try:
            record = next(reader)
        except StopIteration:
            return
        except csv.Error as exc:  # e.g. a NUL byte: that line is bad, the next may be fine
            problems.report(reader.line_num, f"unreadable {fmt.upper()} line: {exc}")
            continue
        number = reader.line_num
        if None in record:
            problems.report(number, f"more fields than the header's {len(reader.fieldnames)}")
            continue
        yield number, {k: v for k, v in record.items() if v is not None}


def _check_header(
    path: PathLike,
    found: Sequence[str],
    fmt: str,
    delimiter: str,
    required: tuple[tuple[str, ...], ...],
    how: str,
    argument: str,
) -> None:
    """Raise a GraphFormatError (line 1) naming the columns missing from a CSV/TSV header,
    the columns found and the delimiter assumed."""
    missing = [names for names in required if not any(name in found for name in names)]
    if not missing:
        return
    wanted = ", ".join(
        names[0] + (f" (or {' / '.join(names[1:])})" if len(names) > 1 else "") for names in missing
    )
    other, other_fmt = ("\t", "tsv") if delimiter == "," else (",", "csv")
    hint = ""
    if len(found) == 1 and other in found[0]:
        hint = (
            f"; the header holds {other!r}: if the file is {other_fmt.upper()}, "
            f"pass {argument}={other_fmt!r}"
        )
    raise GraphFormatError(
        f"the header lacks the column(s) {wanted}; found {len(found)} column(s) {list(found)}, "
        f"read as {fmt.upper()} with delimiter {delimiter!r}{how}{hint}",
        path=str(path),
        line=1,
    )


def _pick(record: Mapping[str, Any], keys: tuple[str, ...]) -> tuple[str | None, Any]:
    for key in keys:
        if key in record:
            return key, record[key]
    return None, None


def _attributes(record: Mapping[str, Any], known: Iterable[str]) -> dict[str, Any]:
    """A record's attributes: its fields other than the ``known`` ones (empty CSV cells
    left out), with a JSONL record's ``attributes`` object merged in.

    Raises:
        ValueError: ``attributes`` is not an object.
    """
    known = set(known) | {"attributes"}
    found = {k: v for k, v in record.items() if k not in known and v != "" and v is not None}
    nested = record.get("attributes")
    if nested is not None:
        if not isinstance(nested, dict):
            raise ValueError(f"field 'attributes' must be an object, got {nested!r}")
        found.update(nested)
    return found


def _as_types(value: Any) -> list[str]:
    if value is None or value == "":
        return []
    if isinstance(value, str):
        return [part.strip() for part in value.split("|") if part.strip()]
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return [v.strip() for v in value if v.strip()]
    raise ValueError(f"types must be a string ('a|b') or a list of strings, got {value!r}")


def _load_entity_table(
    path: PathLike, fmt: str | None, builder: GraphBuilder, lenient: bool
) -> None:
    problems = LineProblems(str(path), lenient)
    fmt, how = _format_of(path, fmt, "entities_format")
    records = _records(
        path, fmt, problems, required=(("id",),), how=how, argument="entities_format"
    )
    for number, record in records:
        entity_id = record.get("id")
        if not isinstance(entity_id, str) or not entity_id.strip():
            problems.report(number, f"field 'id' is missing or empty in {record!r}")
            continue
        try:
            types = _as_types(record.get("types", record.get("type")))
        except ValueError as exc:
            problems.report(number, f"field 'types': {exc}")
            continue
        if builder.has_entity(entity_id.strip()):
            problems.report(number, f"duplicate entity id {entity_id!r}")
            continue
        try:
            builder.add_entity(
                entity_id.strip(),
                name=str(record.get("name") or "").strip() or None,
                types=types,
                description=str(record.get("description") or "").strip() or None,
                attributes=_attributes(record, _ENTITY_KEYS),
            )
        except (ValueError, GraphFormatError) as exc:
            problems.report(number, str(exc))
    problems.finish(lines=0, relations=0, duplicates=0)


def load_triples(
    path: PathLike,
    *,
    entities: PathLike | None = None,
    format: str | None = None,
    entities_format: str | None = None,
    lenient: bool = False,
    default_type: str = DEFAULT_TYPE,
    types: Mapping[str, str | Iterable[str]] | None = None,
    infer_types: bool = True,
    type_inference: TypeInference | None = None,
) -> Graph:
    """Load triples from CSV, TSV (header row) or JSONL, with an optional entity table.

    Triple fields: ``head``, ``relation`` (or ``label``), ``tail`` and an
    optional ``description`` (aliases: source/subject, predicate,
    target/object). Entity table fields: ``id``, optional ``name``, ``types``
    (``"a|b"`` in CSV/TSV, a list or string in JSONL) and ``description``.
    Any other field (a CSV/TSV column, a JSONL key, or the keys of a JSONL
    ``attributes`` object) is an attribute of the relation or entity, what
    ``retrieve(q, filter=...)`` reads (:mod:`graphpaths.filters`); CSV/TSV values
    are strings (empty cells are left out), JSONL values any JSON scalar.

    Without an entity table, entities are created from the triples with the
    id as name. With one, a triple naming an id that the table lacks is an error
    (file:line and the id).

    Types: an entity table's ``types`` column gives them. When the input names none (no
    table, or no ``types`` column), they are inferred from relation roles
    (:func:`~graphpaths.graph.roles.infer_types`, settings ``type_inference``), or with
    ``infer_types=False`` every entity gets ``default_type``. ``types`` (entity id -> type
    name or names) overrides the types of the entities it lists.
    """
    builder = GraphBuilder(default_type=default_type)
    if entities is not None:
        _load_entity_table(entities, entities_format, builder, lenient)
        if builder.num_entities == 0:
            raise GraphFormatError("entity table has no valid rows", path=str(entities))
    source = str(path)
    problems = LineProblems(source, lenient)
    lines = 0
    fmt, how = _format_of(path, format)
    required = (_HEAD_KEYS, _LABEL_KEYS, _TAIL_KEYS)
    for number, record in _records(path, fmt, problems, required=required, how=how):
        lines += 1
        fields = {}
        for role, keys in (("head", _HEAD_KEYS), ("relation", _LABEL_KEYS), ("tail", _TAIL_KEYS)):
            _, value = _pick(record, keys)
            fields[role] = value.strip() if isinstance(value, str) else value
        missing = [
            role for role, value in fields.items() if not isinstance(value, str) or not value
        ]
        if missing:
            problems.report(number, f"field(s) {', '.join(missing)} missing or empty")
            continue
        description = record.get("description")
        try:
            attributes = _attributes(record, _TRIPLE_KEYS)
            builder.add_relation(
                fields["head"],
                fields["tail"],
                fields["relation"],
                description=str(description).strip() if description else None,
                create_entities=entities is None,
                attributes=attributes,
            )
        except NodeNotFoundError as exc:
            problems.report(number, f"{exc} (not in the entity table {entities})")
        except (ValueError, GraphFormatError) as exc:
            problems.report(number, str(exc))
    if lines == 0 or builder.num_entities == 0:
        raise GraphFormatError("no valid triples", path=source)
    relations = lines - problems.skipped - builder.duplicates
    report = problems.finish(lines=lines, relations=relations, duplicates=builder.duplicates)
    return assign_types(
        builder.build(load_report=report),
        types=types,
        infer_types=infer_types,
        inference=type_inference,
    )


# -- networkx --------------------------------------------------------------------


def _scalar_attributes(data: Mapping[Any, Any], own: Iterable[str]) -> dict[str, Any]:
    """A networkx node's or edge's attributes that a filter can read (string names,
    finite scalar values), other than its ``own`` ones (name, types, label...)."""
    skip = set(own)
    return {
        k: v
        for k, v in data.items()
        if isinstance(k, str)
        and k.strip()
        and k not in skip
        and isinstance(v, str | int | float | bool)
        and not (isinstance(v, float) and v != v)
        and v not in (float("inf"), float("-inf"))
    }


def from_networkx(
    graph: Any,
    *,
    name_attr: str = "name",
    types_attr: str = "types",
    description_attr: str = "description",
    label_attr: str = "label",
    edge_description_attr: str = "description",
    default_label: str = "related_to",
    default_type: str = DEFAULT_TYPE,
    types: Mapping[str, str | Iterable[str]] | None = None,
    infer_types: bool = True,
    type_inference: TypeInference | None = None,
) -> Graph:
    """Convert a networkx (Multi)(Di)Graph; node ids become strings.

    Node attributes give name, types (a string ``"a|b"`` or a list; ``type``
    is accepted too) and description; edge attributes give the label and
    description. Their other attributes whose values are strings, numbers or booleans
    become the entity's or relation's attributes (what filters read); others (lists,
    objects, None) are not kept. Direction is kept as head -> tail; the reachability map
    treats the graph as undirected either way. When no node has types they are
    inferred from relation roles (or, with ``infer_types=False``, every node gets
    ``default_type``); ``types`` (node id -> type names) overrides, as in
    :func:`load_triples`.
    """
    builder = GraphBuilder(default_type=default_type)
    for node, data in graph.nodes(data=True):
        try:
            node_types = _as_types(data.get(types_attr, data.get("type")))
        except ValueError as exc:
            raise GraphFormatError(f"node {node!r}, attribute {types_attr!r}: {exc}") from None
        name = data.get(name_attr)
        description = data.get(description_attr)
        own = (name_attr, types_attr, "type", description_attr)
        builder.add_entity(
            str(node),
            name=str(name) if name is not None else None,
            types=node_types,
            description=str(description) if description else None,
            attributes=_scalar_attributes(data, own),
        )
    edges = graph.edges(data=True, keys=True) if graph.is_multigraph() else graph.edges(data=True)
    for edge in edges:
        head, tail, data = edge[0], edge[1], edge[-1]
        label = data.get(label_attr) or default_label
        description = data.get(edge_description_attr)
        builder.add_relation(
            str(head),
            str(tail),
            str(label),
            description=str(description) if description else None,
            attributes=_scalar_attributes(data, (label_attr, edge_description_attr)),
        )
    if builder.num_entities == 0:
        raise GraphFormatError("the networkx graph has no nodes")
    return assign_types(
        builder.build(), types=types, infer_types=infer_types, inference=type_inference
    )
