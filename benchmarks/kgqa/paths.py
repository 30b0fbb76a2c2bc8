"""Follow a question's ``path`` over a KGQA folder's triples (the sets' gold answers).

``follow(triples, topics, path)`` starts from the topic ids and takes each step
``[relation, "->"]`` (head to tail) or ``[relation, "<-"]`` (tail to head) from every entity
reached so far; the answers are the entities reached after the last step. The gold test
(benchmarks/tests/test_kgqa_sets.py) recomputes every question's answers this way.

The questions, their topics and their paths were written by hand; ``fill`` only writes the
answer ids the hand-written path produces into questions.jsonl (and refuses an empty
answer set), for the author to review:

    python benchmarks/kgqa/paths.py fill benchmarks/kgqa/company
    python benchmarks/kgqa/paths.py show benchmarks/kgqa/company "Alice Chen"
"""

from __future__ import annotations

import csv
import json
import random
import sys
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

__all__ = [
    "EntityKeys",
    "follow",
    "name_facts",
    "read_names",
    "read_triples",
    "unique_names",
    "with_opaque_ids",
    "write_questions_by_name",
    "write_set",
    "write_triples",
]


def read_triples(folder: Path) -> list[tuple[str, str, str]]:
    with open(folder / "triples.tsv", encoding="utf-8", newline="") as f:
        rows = list(csv.reader(f, delimiter="\t"))
    return [(h, r, t) for h, r, t in rows[1:]]


def read_names(folder: Path) -> dict[str, str]:
    with open(folder / "entities.tsv", encoding="utf-8", newline="") as f:
        rows = list(csv.reader(f, delimiter="\t"))
    return {row[0]: row[1] for row in rows[1:]}


def write_triples(
    folder: Path, triples: Iterable[tuple[str, str, str]]
) -> set[tuple[str, str, str]]:
    """Write a set's ``triples.tsv``, each triple once, in order; the triples written."""
    seen: set[tuple[str, str, str]] = set()
    lines = ["head\trelation\ttail"]
    for t in triples:
        if t not in seen:
            seen.add(t)
            lines.append("\t".join(t))
    (folder / "triples.tsv").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return seen


def write_set(
    folder: Path,
    triples: Iterable[tuple[str, str, str]],
    names: dict[str, str],
    header: str = "id\tname",
) -> None:
    """Write a set's ``triples.tsv`` (:func:`write_triples`) and ``entities.tsv`` (the named
    entities some triple uses): what the sets' ``make_graph.py`` scripts write. A typed set
    passes ``header="id\tname\ttypes"`` and ``names`` values ``name<TAB>type``."""
    seen = write_triples(folder, triples)
    used = {x for h, _, t in seen for x in (h, t)}
    rows = [header] + [f"{eid}\t{name}" for eid, name in names.items() if eid in used]
    (folder / "entities.tsv").write_text("\n".join(rows) + "\n", encoding="utf-8")


class EntityKeys(dict[str, str]):
    """The names of a graph's entities by readable building key (``kind:name``), for the
    scripts that build a set's graph before :func:`with_opaque_ids` replaces the keys."""

    def key(self, kind: str, name: str) -> str:
        """The key of entity ``name`` of ``kind``, adding it on first use."""
        k = f"{kind}:{name}"
        self[k] = name
        return k

    def opaque(
        self, facts: Iterable[tuple[str, str, str]], rng: random.Random, template: str
    ) -> tuple[list[tuple[str, str, str]], dict[str, str]]:
        """:func:`with_opaque_ids` over four-digit numbers, once no two entities share a name
        (questions name entities, so a name must pick one)."""
        shown = list(self.values())
        if len(set(shown)) != len(shown):
            raise ValueError("two entities share a name")
        return with_opaque_ids(facts, self, rng, range(10000), template)


def unique_names(rng: random.Random, candidates: list[str], n: int, taken: set[str]) -> list[str]:
    """``n`` names drawn with ``rng`` from ``candidates`` not in ``taken`` (then added to it):
    the filler names of a set's ``make_graph.py``."""
    pool = sorted(set(candidates) - taken)
    names = rng.sample(pool, n)
    taken.update(names)
    return names


def full_names(
    rng: random.Random, first: Sequence[str], last: Sequence[str], n: int, taken: set[str]
) -> list[str]:
    """``n`` full names ("first last", a first name then a last name drawn with ``rng`` per
    try), none in ``taken`` (then added to it): the people of a set's ``make_graph.py``."""
    out: list[str] = []
    while len(out) < n:
        name = f"{rng.choice(first)} {rng.choice(last)}"
        if name not in taken:
            taken.add(name)
            out.append(name)
    return out


def with_opaque_ids(
    facts: Iterable[tuple[str, str, str]],
    names: dict[str, str],
    rng: random.Random,
    numbers: range,
    template: str,
) -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    """``facts`` and ``names`` with every building key replaced by an opaque id: a number
    drawn with ``rng`` from ``numbers`` (one per key, in sorted key order), formatted with
    ``template`` (``"x{:04d}"``)."""
    order = sorted(names)
    drawn = rng.sample(numbers, len(order))
    ids = {k: template.format(n) for k, n in zip(order, drawn, strict=True)}
    return [(ids[h], r, ids[t]) for h, r, t in facts], {ids[k]: names[k] for k in order}


def name_facts(
    facts: Sequence[tuple[str, str, str]],
    rng: random.Random,
    id_range: range,
    make_id: Callable[[int], str],
) -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    """Give every name in ``facts`` (``(head name, relation, tail name)``, written by name) an
    opaque id, ``make_id`` of a distinct number drawn from ``id_range`` in order of first use;
    the triples by id and the names by id, for :func:`write_set`."""
    ordered: dict[str, None] = {}
    for h, _, t in facts:
        ordered.setdefault(h)
        ordered.setdefault(t)
    numbers = rng.sample(id_range, len(ordered))
    ids = {name: make_id(n) for name, n in zip(ordered, numbers, strict=True)}
    return [(ids[h], r, ids[t]) for h, r, t in facts], {eid: name for name, eid in ids.items()}


def follow(
    triples: Iterable[tuple[str, str, str]], topics: Sequence[str], path: Sequence[Sequence[str]]
) -> set[str]:
    forward: dict[tuple[str, str], set[str]] = defaultdict(set)
    backward: dict[tuple[str, str], set[str]] = defaultdict(set)
    for h, r, t in triples:
        forward[(h, r)].add(t)
        backward[(t, r)].add(h)
    frontier = set(topics)
    for relation, direction in path:
        table = forward if direction == "->" else backward
        frontier = {x for e in frontier for x in table.get((e, relation), ())}
    return frontier


def write_questions_by_name(
    folder: Path,
    triples: Sequence[tuple[str, str, str]],
    names: dict[str, str],
    specs: Iterable[Sequence[Any]],
) -> None:
    """Write a set's ``questions.jsonl`` from questions written by entity name, checking each
    against the graph (a failed check stops the script, naming the question).

    ``specs`` holds ``(id, text, topic names, path, expected answer names)`` for an answerable
    question (its answers are :func:`follow` of the path, which must equal the expected ones
    and not be empty), ``(id, text, hops)`` for one whose topic is not in the graph (no name
    of the graph may appear in it) and ``(id, text, topic names, hops, lacks)`` for a relation
    the graph lacks (a ``"none for entity: <label>"`` one must have no triple of the label
    leaving its topics)."""
    ids = {name: eid for eid, name in names.items()}
    rows = []
    for spec in specs:
        row: dict[str, Any]
        if len(spec) == 3:
            qid, text, hops = spec
            if any(n.casefold() in text.casefold() for n in ids if len(n) > 6):
                raise SystemExit(f"{qid}: names an entity of the graph")
            row = {"id": qid, "question": text, "topics": [], "answers": [], "hops": hops}
        elif isinstance(spec[4], str):
            qid, text, topics, hops, lacks = spec
            topic_ids = [ids[t] for t in topics]
            label = lacks.removeprefix("none for entity: ")
            if label != lacks and any(h in topic_ids and r == label for h, r, _ in triples):
                raise SystemExit(f"{qid}: the graph holds {label} for {topics}")
            row = {"id": qid, "question": text, "topics": topic_ids, "answers": [], "hops": hops}
            row["lacks"] = lacks
        else:
            qid, text, topics, path, expected = spec
            topic_ids = [ids[t] for t in topics]
            answers = sorted(follow(triples, topic_ids, path))
            got = sorted(names[a] for a in answers)
            if not answers or got != sorted(expected):
                raise SystemExit(f"{qid}: the graph gives {got}, expected {sorted(expected)}")
            row = {"id": qid, "question": text, "topics": topic_ids, "answers": answers}
            row |= {"hops": len(path), "path": [list(step) for step in path]}
        rows.append(json.dumps(row, ensure_ascii=False))
    (folder / "questions.jsonl").write_text("\n".join(rows) + "\n", encoding="utf-8")


def _say(line: str) -> None:
    sys.stdout.write(line + "\n")


def _fill(folder: Path) -> None:
    triples = read_triples(folder)
    names = read_names(folder)
    out = []
    for line in (folder / "questions.jsonl").read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        q = json.loads(line)
        if q["topics"]:
            answers = sorted(follow(triples, q["topics"], q["path"]))
            if not answers:
                raise SystemExit(f"{q['id']}: the path gives no answer")
            q["answers"] = answers
            _say(f"{q['id']:<6} {q['question']}\n       -> {[names[a] for a in answers]}")
        out.append(json.dumps(q, ensure_ascii=False))
    (folder / "questions.jsonl").write_text("\n".join(out) + "\n", encoding="utf-8")


def _show(folder: Path, name: str) -> None:
    names = read_names(folder)
    ids = [i for i, n in names.items() if n.lower() == name.lower() or i == name]
    for eid in ids:
        _say(f"{eid} {names[eid]}")
        for h, r, t in read_triples(folder):
            if h == eid:
                _say(f"   -{r}-> {t} {names[t]}")
            if t == eid:
                _say(f"   <-{r}- {h} {names[h]}")


if __name__ == "__main__":
    command, folder = sys.argv[1], Path(sys.argv[2])
    if command == "fill":
        _fill(folder)
    else:
        _show(folder, sys.argv[3])
