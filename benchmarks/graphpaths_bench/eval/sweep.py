"""Every kgqa set and MetaQA in one run, compared with another run: what a change of the
reader is judged by (``benchmarks/sweep.sh`` writes the runs).

A run is a folder of ``graphpaths eval`` JSON files, ``<set>.json`` for each kgqa set and
``metaqa.json``, each beside its ``.questions.jsonl``. The sets fall into groups
(``benchmarks/kgqa/groups.tsv``: fitted dev, new dev, check, blind dev, held out); a
group's figures pool its sets' questions (question-weighted), so a set of 40 questions a
hop weighs twice one of 20.

>>> totals = _Totals()
>>> totals.add("recall 1", 2, 100.0)
>>> totals.add("recall 1", 6, 50.0)
>>> totals.mean("recall 1")
62.5
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from graphpaths.errors import InputError
from graphpaths_bench.eval.bars import render_bars
from graphpaths_bench.jsonl_rows import read_jsonl_rows

__all__ = ["Run", "compare_runs", "differing_rows", "main", "read_groups", "read_run"]

METAQA = "metaqa"
HOPS = (1, 2, 3)
#: The kgqa sets' groups (benchmarks/kgqa/groups.tsv).
GROUPS_FILE = Path(__file__).resolve().parents[2] / "kgqa" / "groups.tsv"
#: The groups whose sets may be read one by one (rows, per-set figures); the others are
#: shown pooled only unless ``--every-set`` (the lead's view), so a helper comparing runs
#: does not see a set nobody may read on its own.
READ_GROUPS = frozenset({"fitted dev"})
#: The abstention classes of a kgqa run (the JSON's keys) and how they read in a table.
CLASSES = (("not_found", "not found abstained"), ("lacking", "lacking abstained"))


def read_groups(path: str | Path) -> dict[str, str]:
    """Set name -> group, from a two-column TSV (``set<TAB>group``, ``#`` comments)."""
    groups: dict[str, str] = {}
    lines = Path(path).read_text(encoding="utf-8").splitlines()
    for number, line in enumerate(lines, 1):
        if not line.strip() or line.startswith("#"):
            continue
        cells = line.split("\t")
        if len(cells) != 2 or not all(cell.strip() for cell in cells):
            raise InputError(f"{path}, line {number}: expected 'set<TAB>group', got {line!r}")
        name, group = (cell.strip() for cell in cells)
        if name in groups:
            raise InputError(f"{path}, line {number}: set {name!r} listed twice")
        groups[name] = group
    return groups


@dataclass
class Run:
    """One run's JSON results, by set name (``metaqa`` for MetaQA)."""

    folder: Path
    results: dict[str, dict[str, Any]]

    def method(self, name: str, method: str) -> dict[str, Any]:
        try:
            return dict(self.results[name]["methods"][method])
        except KeyError:
            raise InputError(
                f"{self.folder / name}.json: no results of method {method!r}"
            ) from None

    def abstention(self, name: str, kind: str, method: str) -> dict[str, Any] | None:
        """The ``kind`` class's row (``not_found``, ``lacking``) of ``method`` on set
        ``name``, None when the run has none."""
        row = self.results[name].get(kind, {}).get(method)
        return None if row is None else dict(row)


def read_run(folder: str | Path) -> Run:
    """Every ``*.json`` result in ``folder``."""
    root = Path(folder)
    if not root.is_dir():
        raise InputError(f"{root}: not a folder of evaluation results")
    results: dict[str, dict[str, Any]] = {}
    for path in sorted(root.glob("*.json")):
        try:
            results[path.stem] = json.loads(path.read_text(encoding="utf-8"))
        except ValueError as error:
            raise InputError(f"{path}: not a JSON result ({error})") from None
    return Run(root, results)


@dataclass
class _Totals:
    """Question-weighted means of a group's figures: recall and F1 per hop, answerable
    wrongly abstained, each abstention class; each kept as [sum of n x value, n]."""

    sums: dict[str, list[float]] = field(default_factory=lambda: defaultdict(lambda: [0.0, 0]))

    def add(self, key: str, n: int, value: float) -> None:
        total = self.sums[key]
        total[0] += n * value
        total[1] += n

    def mean(self, key: str) -> float | None:
        total, n = self.sums.get(key, (0.0, 0))
        return total / n if n else None

    def line(self) -> str:
        def hops(figure: str) -> list[float]:
            return [round(self.mean(f"{figure} {h}") or float("nan"), 1) for h in HOPS]

        parts = [f"R {hops('recall')}", f"F1 {hops('f1')}"]
        for kind, label in CLASSES:
            mean = self.mean(kind)
            parts.append(f"{label} {mean:.1f}" if mean is not None else f"{label} -")
        wrongly = self.mean("wrongly_abstained")
        if wrongly is not None:
            parts.append(f"answerable wrongly abstained {wrongly:.1f}")
        return " | ".join(parts)


def _pool(run: Run, names: Iterable[str], method: str) -> _Totals:
    totals = _Totals()
    for name in names:
        for hop, row in run.method(name, method).items():
            n = int(row["n"])
            totals.add(f"recall {hop}", n, float(row["recall"]))
            totals.add(f"f1 {hop}", n, float(row["f1"]))
            if row.get("wrongly_abstained") is not None:
                totals.add("wrongly_abstained", n, float(row["wrongly_abstained"]))
        for kind, _ in CLASSES:
            abstention = run.abstention(name, kind, method)
            if abstention is not None:
                totals.add(kind, int(abstention["n"]), float(abstention["abstained"]))
    return totals


def _cell(row: dict[str, Any] | None) -> str:
    return "-" if row is None else f"{row['recall']:.1f} / {row['f1']:.1f}"


def compare_runs(
    before: Run,
    after: Run,
    groups: dict[str, str],
    method: str = "dotrag",
    *,
    every_set: bool = True,
) -> str:
    """A Markdown comparison: pooled figures per group, MetaQA, then a row per set (with
    ``every_set=False``, only the sets of :data:`READ_GROUPS`)."""
    names = [n for n in groups if n in before.results and n in after.results]
    missing = sorted(set(groups) - set(names))
    by_group: dict[str, list[str]] = defaultdict(list)
    for name in names:
        by_group[groups[name]].append(name)
    lines = ["Pooled (question-weighted), before -> after:", "", "```"]
    for group, members in by_group.items():
        lines.append(f"{group:<11} ({len(members):>2}) {_pool(before, members, method).line()}")
        lines.append(f"{'':<16} {_pool(after, members, method).line()}")
    if METAQA in before.results and METAQA in after.results:
        old, new = before.method(METAQA, method), after.method(METAQA, method)
        for hop in sorted(old, key=int):
            lines.append(
                f"MetaQA {hop}-hop R / F1 {old[hop]['recall']:.2f} / {old[hop]['f1']:.2f} -> "
                f"{new[hop]['recall']:.2f} / {new[hop]['f1']:.2f}"
            )
    lines += ["```", ""]
    if missing:
        lines += [f"Not in both runs: {', '.join(missing)}.", ""]
    lines += [
        "| group | set | 1 hop R / F1 | 2 hops R / F1 | 3 hops R / F1 | not found | lacking |",
        "|---|---|---|---|---|---|---|",
    ]
    shown = [n for n in names if every_set or groups[n] in READ_GROUPS]
    for name in shown:
        old, new = before.method(name, method), after.method(name, method)
        cells = [f"{_cell(old.get(str(h)))} → {_cell(new.get(str(h)))}" for h in HOPS]
        for kind, _ in CLASSES:
            a = before.abstention(name, kind, method)
            b = after.abstention(name, kind, method)
            cells.append(
                "-" if a is None or b is None else f"{a['abstained']:.1f} → {b['abstained']:.1f}"
            )
        lines.append(f"| {groups[name]} | {name} | " + " | ".join(cells) + " |")
    if len(shown) < len(names):
        lines += [
            "",
            f"{len(names) - len(shown)} sets of unread groups: pooled only (--every-set).",
        ]
    return "\n".join(lines) + "\n"


def _rows(path: Path, method: str) -> dict[str, list[str]]:
    rows = read_jsonl_rows(path, lambda value: value)
    return {str(row["id"]): list(row["retrieved"]) for row in rows if row.get("method") == method}


def differing_rows(before: Run, after: Run, method: str = "dotrag") -> dict[str, list[str]]:
    """Question ids whose retrieved entities differ between the runs, by set (both runs'
    ``.questions.jsonl``; a question in one run only counts as differing)."""
    differ: dict[str, list[str]] = {}
    for name in sorted(set(before.results) & set(after.results)):
        old = _rows(before.folder / f"{name}.questions.jsonl", method)
        new = _rows(after.folder / f"{name}.questions.jsonl", method)
        ids = sorted(i for i in set(old) | set(new) if old.get(i) != new.get(i))
        if ids:
            differ[name] = ids
    return differ


def main(argv: Sequence[str] | None = None) -> int:
    """The command line: the comparison (or, with ``--same``, the differing rows) on stdout."""
    parser = argparse.ArgumentParser(
        prog="python -m graphpaths_bench.eval.sweep",
        description="compare two runs of every set (benchmarks/sweep.sh)",
    )
    parser.add_argument("before", metavar="BEFORE_DIR")
    parser.add_argument("after", metavar="AFTER_DIR")
    parser.add_argument("--groups", default=str(GROUPS_FILE), metavar="TSV")
    parser.add_argument("--method", default="dotrag")
    parser.add_argument(
        "--same", action="store_true", help="count the questions whose entities differ"
    )
    parser.add_argument(
        "--every-set",
        action="store_true",
        help="show every set on its own, the unread groups' too (default: fitted dev and "
        "MetaQA only; the others pooled or counted)",
    )
    parser.add_argument(
        "--peers",
        default=None,
        metavar="PEERS_DIR",
        help="a run of the peers (vss, bm25, graph-retriever, li-property-graph): add issue "
        "41's bars, set by set, before and after",
    )
    args = parser.parse_args(argv)
    before, after = read_run(args.before), read_run(args.after)
    groups = read_groups(args.groups)

    def readable(name: str) -> bool:
        # MetaQA dev is read; a set the groups file lacks is not
        return args.every_set or name == METAQA or groups.get(name) in READ_GROUPS

    if args.same:
        differ = differing_rows(before, after, args.method)
        for name, ids in differ.items():
            more = " ..." if len(ids) > 8 else ""
            listed = f" ({', '.join(ids[:8])}{more})" if readable(name) else ""
            sys.stdout.write(f"{name}: {len(ids)} differ{listed}\n")
        total = sum(map(len, differ.values()))
        sys.stdout.write(f"{total} rows differ\n" if differ else "rows equal\n")
        return 1 if differ else 0
    sys.stdout.write(compare_runs(before, after, groups, args.method, every_set=args.every_set))
    if args.peers is not None:
        peers = read_run(args.peers).results
        bars = render_bars(before.results, after.results, peers, groups, named=readable)
        sys.stdout.write("\n" + bars)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
