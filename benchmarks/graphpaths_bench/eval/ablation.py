"""Entity ablation: not-found probes made from a readable KGQA set's answerable questions.

A not-found question names an entity the graph lacks. The hand-written sets hold only five or
six of them each, too few to learn from. Removing an entity that answerable questions name as
their topic (with every triple it is in) turns those questions into not-found questions over
the rest of the graph: the removed entity's neighbours, and entities whose names share words
with it, stay, as they would around a truly absent name.

``ablate(source, target, fraction=..., seed=...)`` writes one ablated copy of a KGQA folder
(``triples.tsv``, ``entities.tsv``, ``questions.jsonl`` in the layout of
:mod:`graphpaths_bench.eval.kgqa`) plus ``ablation.json`` (what was removed, which probes are
which):

- a seeded sample of ``fraction`` of the answerable questions' distinct topic entities is
  removed, with their triples (every other entity stays in ``entities.tsv``, linked or not);
- a question one of whose topics was removed becomes a not-found probe (``"topics": []``,
  ``"answers": []``, no ``path``); ``ablation.json`` says which of them still name a present
  topic beside the removed one (``partial``);
- an answerable question whose topics all stay is kept only when its ``path`` still gives
  exactly its gold answers over the ablated triples (an answer or a step removed with an
  entity would change what the question asks);
- the set's own not-found questions stay; its "relation the graph lacks" questions stay when
  their topics do (and are not-found probes like the others when one goes).

``mode="relation"`` (``--mode relation``: "the graph lacks it at all") removes a seeded
``fraction`` of the relation labels the answerable questions' gold paths walk, every triple of
them: an answerable question whose gold path walks a removed label becomes a "relation the
graph lacks" probe (same words and topics, ``"answers": []``, no ``path``, ``"lacks":
"removed label: <label>"``); the others stay when their path still gives exactly their
answers. ``mode="first-hop"`` (``--mode first-hop``: "not for this entity") picks a seeded
``fraction`` of the answerable questions and removes, from each one's topic entities only, the
triples of its gold path's first label in the direction walked (other entities keep that
label): every answerable question whose walk starts with a removed (topic, label, direction)
from every topic it names becomes a lacking probe (``"lacks": "none for entity: <label>"``),
the others stay when their path still gives exactly their answers. In both, the set's own not-found and lacking
questions stay. ``ablation.json`` lists the removed labels or (topic, label, direction)
triples, and for each lacking probe the hop of its path the first removed step is at
(``lacking_step``, 1-based).

Only readable sets (the "fitted dev" group of ``benchmarks/kgqa/groups.tsv``) may be ablated:
:func:`main` refuses any other, and the source folder is read, never written.

    PYTHONPATH=benchmarks:core .venv/bin/python -m graphpaths_bench.eval.ablation \\
        benchmarks/kgqa /tmp/nf59/sets --fraction 0.22 --seed 59
    PYTHONPATH=benchmarks:core .venv/bin/python -m graphpaths_bench.eval.ablation \\
        benchmarks/kgqa /tmp/lackp59/relation --mode relation --fraction 0.22 --seed 59
"""

from __future__ import annotations

import argparse
import csv
import functools
import importlib.util
import json
import random
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

from graphpaths_bench.eval.sweep import read_groups

__all__ = ["MODES", "Ablation", "ablate", "follow", "main", "readable_sets"]

#: Share of a set's answerable topic entities removed: about 8-10 entities a set, enough
#: not-found probes (one or two questions name each) while most answerable questions stay.
DEFAULT_FRACTION = 0.22
DEFAULT_SEED = 59
READABLE_GROUP = "fitted dev"
#: What is removed: topic entities (not-found probes), relation labels entirely, or one
#: question's first-hop label from its topic entities only (lacking probes).
MODES = ("entity", "relation", "first-hop")
KGQA_PATHS = Path(__file__).resolve().parents[2] / "kgqa" / "paths.py"


@dataclass(frozen=True)
class Ablation:
    """What :func:`ablate` wrote: what was removed (entity ids; labels; ``topic|label|->``),
    probe ids, kept answerable ids; ``lacking``: the "relation the graph lacks" probes."""

    removed: tuple[str, ...]
    not_found: tuple[str, ...]
    partial: tuple[str, ...]
    answerable: tuple[str, ...]
    dropped: tuple[str, ...]
    lacking: tuple[str, ...] = ()


def _read_tsv(path: Path) -> list[list[str]]:
    with open(path, encoding="utf-8", newline="") as f:
        return list(csv.reader(f, delimiter="\t", quoting=csv.QUOTE_NONE))


@functools.cache
def _kgqa_paths() -> ModuleType:
    """``benchmarks/kgqa/paths.py``, the sets' own gold-path walker (not a package module)."""
    spec = importlib.util.spec_from_file_location("kgqa_paths", KGQA_PATHS)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot load {KGQA_PATHS}")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def follow(
    triples: Iterable[tuple[str, str, str]], topics: Sequence[str], path: Sequence[Sequence[str]]
) -> set[str]:
    """The entities reached from ``topics`` along ``path`` (steps ``[relation, "->" | "<-"]``):
    ``benchmarks/kgqa/paths.py``'s ``follow``, what the sets' gold test checks."""
    reached: set[str] = _kgqa_paths().follow(triples, topics, path)
    return reached


def ablate(
    source: Path,
    target: Path,
    *,
    fraction: float = DEFAULT_FRACTION,
    seed: int = DEFAULT_SEED,
    mode: str = "entity",
) -> Ablation:
    """Write ``source``'s ablated copy into ``target`` (created); see the module docstring."""
    if not 0.0 < fraction < 1.0:
        raise ValueError(f"fraction must be in (0, 1), got {fraction}")
    if mode not in MODES:
        raise ValueError(f"mode must be one of {MODES}, got {mode!r}")
    if source.resolve() == target.resolve():
        raise ValueError("the ablated copy must go to another folder than its source")
    triple_rows = _read_tsv(source / "triples.tsv")
    entity_rows = _read_tsv(source / "entities.tsv")
    questions = [
        json.loads(line)
        for line in (source / "questions.jsonl").read_text(encoding="utf-8").splitlines()
        if line.strip()
    ]
    if mode != "entity":
        return _ablate_relations(
            source,
            target,
            triple_rows,
            entity_rows,
            questions,
            fraction,
            seed,
            mode,
        )
    answerable = [q for q in questions if q["topics"] and q["answers"]]
    topics = sorted({t for q in answerable for t in q["topics"]})
    count = max(1, round(fraction * len(topics)))
    removed = set(random.Random(f"{seed}:{source.name}").sample(topics, count))

    triples = [(h, r, t) for h, r, t in triple_rows[1:] if h not in removed and t not in removed]
    kept_entities = [entity_rows[0], *(row for row in entity_rows[1:] if row[0] not in removed)]
    _write_graph(target, triple_rows[0], triples, kept_entities)

    out: list[dict[str, Any]] = []
    not_found: list[str] = []
    partial: list[str] = []
    kept: list[str] = []
    dropped: list[str] = []
    for q in questions:
        gone = [t for t in q["topics"] if t in removed]
        if gone:
            not_found.append(q["id"])
            if len(gone) < len(q["topics"]):
                partial.append(q["id"])
            out.append(
                {
                    "id": q["id"],
                    "question": q["question"],
                    "topics": [],
                    "answers": [],
                    "hops": q["hops"],
                }
            )
        else:
            _as_asked(q, triples, out, kept, dropped)
    _write_questions(target, out)
    result = Ablation(
        removed=tuple(sorted(removed)),
        not_found=tuple(not_found),
        partial=tuple(partial),
        answerable=tuple(kept),
        dropped=tuple(dropped),
    )
    record = {
        "source": source.name,
        "fraction": fraction,
        "seed": seed,
        "removed": list(result.removed),
        "not_found_probes": list(result.not_found),
        "partial": list(result.partial),
        "answerable_probes": list(result.answerable),
        "dropped": list(result.dropped),
    }
    (target / "ablation.json").write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")
    return result


def _write_graph(
    target: Path,
    triple_header: list[str],
    triples: Iterable[tuple[str, str, str]],
    entity_rows: Iterable[list[str]],
) -> None:
    """The ablated copy's ``triples.tsv`` (``triple_header``, then ``triples``) and
    ``entities.tsv`` (``entity_rows``, its header first), in ``target`` (created)."""
    target.mkdir(parents=True, exist_ok=True)
    with open(target / "triples.tsv", "w", encoding="utf-8", newline="") as f:
        f.write("\t".join(triple_header) + "\n")
        f.writelines("\t".join(row) + "\n" for row in triples)
    with open(target / "entities.tsv", "w", encoding="utf-8", newline="") as f:
        f.writelines("\t".join(row) + "\n" for row in entity_rows)


def _as_asked(
    q: dict[str, Any],
    triples: Iterable[tuple[str, str, str]],
    out: list[dict[str, Any]],
    kept: list[str],
    dropped: list[str],
) -> None:
    """A question the ablation made no probe of: kept as it is when it has no topics or no
    answers (not found, lacking), or when its gold path still gives exactly its answers over
    the ablated ``triples`` (an answerable probe); else dropped."""
    if not q["topics"] or not q["answers"]:
        out.append(q)
    elif follow(triples, q["topics"], q["path"]) == set(q["answers"]):
        kept.append(q["id"])
        out.append(q)
    else:
        dropped.append(q["id"])


def _write_questions(target: Path, questions: Sequence[dict[str, Any]]) -> None:
    """The ablated copy's ``questions.jsonl``."""
    (target / "questions.jsonl").write_text(
        "".join(json.dumps(q, ensure_ascii=False) + "\n" for q in questions), encoding="utf-8"
    )


def _first_steps(q: dict[str, Any]) -> set[str]:
    """``topic|label|direction`` of each topic's first step along ``q``'s gold path."""
    label, direction = q["path"][0]
    return {f"{t}|{label}|{direction}" for t in q["topics"]}


def _ablate_relations(
    source: Path,
    target: Path,
    triple_rows: list[list[str]],
    entity_rows: list[list[str]],
    questions: list[dict[str, Any]],
    fraction: float,
    seed: int,
    mode: str,
) -> Ablation:
    """``mode`` "relation" or "first-hop" of :func:`ablate` (lacking probes)."""
    answerable = [q for q in questions if q["topics"] and q["answers"] and q.get("path")]
    rng = random.Random(f"{mode}:{seed}:{source.name}")
    triples = [(h, r, t) for h, r, t in triple_rows[1:]]
    if mode == "relation":
        labels = sorted({step[0] for q in answerable for step in q["path"]})
        removed = set(rng.sample(labels, max(1, round(fraction * len(labels)))))
        triples = [(h, r, t) for h, r, t in triples if r not in removed]

        def lacking_step(q: dict[str, Any]) -> int | None:
            steps = [i for i, (label, _) in enumerate(q["path"], 1) if label in removed]
            return steps[0] if steps else None

    else:
        picked = rng.sample(answerable, max(1, round(fraction * len(answerable))))
        removed = set().union(*(_first_steps(q) for q in picked))
        triples = [
            (h, r, t)
            for h, r, t in triples
            if f"{h}|{r}|->" not in removed and f"{t}|{r}|<-" not in removed
        ]

        def lacking_step(q: dict[str, Any]) -> int | None:
            return 1 if _first_steps(q) <= removed else None

    _write_graph(target, triple_rows[0], triples, entity_rows)

    out: list[dict[str, Any]] = []
    lacking: list[str] = []
    steps: dict[str, int] = {}
    kept: list[str] = []
    dropped: list[str] = []
    for q in questions:
        step = lacking_step(q) if q in answerable else None
        if step is not None:
            lacking.append(q["id"])
            steps[q["id"]] = step
            label = q["path"][step - 1][0]
            why = "removed label" if mode == "relation" else "none for entity"
            out.append(
                {
                    "id": q["id"],
                    "question": q["question"],
                    "topics": q["topics"],
                    "answers": [],
                    "hops": q["hops"],
                    "lacks": f"{why}: {label}",
                }
            )
        else:
            _as_asked(q, triples, out, kept, dropped)
    _write_questions(target, out)
    result = Ablation(
        removed=tuple(sorted(removed)),
        not_found=(),
        partial=(),
        answerable=tuple(kept),
        dropped=tuple(dropped),
        lacking=tuple(lacking),
    )
    record = {
        "source": source.name,
        "mode": mode,
        "fraction": fraction,
        "seed": seed,
        "removed": list(result.removed),
        "lacking_probes": list(result.lacking),
        "lacking_step": steps,
        "answerable_probes": list(result.answerable),
        "dropped": list(result.dropped),
    }
    (target / "ablation.json").write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")
    return result


def readable_sets(kgqa: Path) -> list[str]:
    """The sets of ``kgqa/groups.tsv``'s readable group, in the file's order."""
    groups = read_groups(kgqa / "groups.tsv")
    return [name for name, group in groups.items() if group == READABLE_GROUP]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("kgqa", type=Path, help="the kgqa folder (with groups.tsv)")
    parser.add_argument("out", type=Path, help="where the ablated sets go, one folder each")
    parser.add_argument("--fraction", type=float, default=DEFAULT_FRACTION)
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED)
    parser.add_argument("--mode", choices=MODES, default="entity", help="what is removed")
    parser.add_argument("--only", nargs="*", help="these readable sets only")
    args = parser.parse_args(argv)
    readable = readable_sets(args.kgqa)
    names = args.only or readable
    refused = [n for n in names if n not in readable]
    if refused:
        parser.error(f"not in the readable group {READABLE_GROUP!r}: {' '.join(refused)}")
    for name in names:
        done = ablate(
            args.kgqa / name,
            args.out / name,
            fraction=args.fraction,
            seed=args.seed,
            mode=args.mode,
        )
        sys.stdout.write(
            f"{name}: removed {len(done.removed)}, not found {len(done.not_found)} "
            f"({len(done.partial)} partial), lacking {len(done.lacking)}, "
            f"answerable {len(done.answerable)}, dropped {len(done.dropped)}\n"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
