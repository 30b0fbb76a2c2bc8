"""The comparison of two runs of every set (graphpaths_bench.eval.sweep)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from graphpaths.errors import InputError
from graphpaths_bench.eval.bars import failing_sets, render_bars
from graphpaths_bench.eval.sweep import (
    compare_runs,
    differing_rows,
    main,
    read_groups,
    read_run,
)

GROUPS_TSV = "# a comment\nalpha\tdev\nbeta\tdev\ngamma\theld out\n"


def _hop(n: int, recall: float, f1: float) -> dict[str, Any]:
    return {"n": n, "recall": recall, "f1": f1, "wrongly_abstained": 0.0}


def _write_set(folder: Path, name: str, recall: float, rows: list[tuple[str, list[str]]]) -> None:
    result = {
        "methods": {
            "dotrag": {"1": _hop(10, recall, 40.0), "2": _hop(30, 50.0, 20.0)},
        },
        "not_found": {"dotrag": {"n": 4, "abstained": 75.0}},
        "lacking": {"dotrag": {"n": 2, "abstained": 0.0}},
    }
    (folder / f"{name}.json").write_text(json.dumps(result), encoding="utf-8")
    lines = [json.dumps({"method": "dotrag", "id": i, "retrieved": r}) + "\n" for i, r in rows]
    (folder / f"{name}.questions.jsonl").write_text("".join(lines), encoding="utf-8")


@pytest.fixture
def runs(tmp_path: Path) -> tuple[Path, Path, Path]:
    before, after = tmp_path / "before", tmp_path / "after"
    before.mkdir()
    after.mkdir()
    _write_set(before, "alpha", 100.0, [("q1", ["a"]), ("q2", ["b"])])
    _write_set(before, "beta", 50.0, [("q1", ["c"])])
    _write_set(after, "alpha", 100.0, [("q1", ["a"]), ("q2", ["b", "x"])])
    _write_set(after, "beta", 80.0, [("q1", ["c"])])
    groups = tmp_path / "groups.tsv"
    groups.write_text(GROUPS_TSV, encoding="utf-8")
    return before, after, groups


def test_groups_pool_their_sets_by_questions(runs: tuple[Path, Path, Path]) -> None:
    before, after, groups = runs
    text = compare_runs(read_run(before), read_run(after), read_groups(groups))
    # Two sets of ten 1-hop questions: (100 + 50) / 2 before, (100 + 80) / 2 after.
    assert "dev         ( 2) R [75.0, 50.0, nan]" in text
    assert "R [90.0, 50.0, nan]" in text
    assert "not found abstained 75.0 | lacking abstained 0.0" in text
    assert "| dev | beta | 50.0 / 40.0 → 80.0 / 40.0 |" in text
    assert "Not in both runs: gamma." in text


def test_differing_rows_names_the_questions(runs: tuple[Path, Path, Path]) -> None:
    before, after, _ = runs
    assert differing_rows(read_run(before), read_run(after)) == {"alpha": ["q2"]}
    assert differing_rows(read_run(before), read_run(before)) == {}


def test_main_same_exits_one_when_rows_differ(
    runs: tuple[Path, Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    before, after, groups = runs
    assert main([str(before), str(after), "--same", "--groups", str(groups), "--every-set"]) == 1
    assert "alpha: 1 differ (q2)" in capsys.readouterr().out
    assert main([str(before), str(before), "--same"]) == 0


def test_main_names_only_the_sets_of_read_groups(
    runs: tuple[Path, Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    before, after, groups = runs
    # alpha and beta are in "dev", not a group read set by set: counted, never shown
    assert main([str(before), str(after), "--same", "--groups", str(groups)]) == 1
    out = capsys.readouterr().out
    assert "alpha: 1 differ\n" in out
    assert "q2" not in out
    main([str(before), str(after), "--groups", str(groups)])
    out = capsys.readouterr().out
    assert "dev         ( 2)" in out
    assert "| beta |" not in out
    assert "2 sets of unread groups: pooled only" in out
    groups.write_text("alpha\tfitted dev\nbeta\tdev\n", encoding="utf-8")
    main([str(before), str(after), "--groups", str(groups)])
    out = capsys.readouterr().out
    assert "| fitted dev | alpha |" in out
    assert "| beta |" not in out


def test_a_bad_groups_line_names_file_and_line(tmp_path: Path) -> None:
    path = tmp_path / "groups.tsv"
    path.write_text("alpha\tdev\nbeta dev\n", encoding="utf-8")
    with pytest.raises(InputError, match=r"groups.tsv, line 2"):
        read_groups(path)
    path.write_text("alpha\tdev\nalpha\theld out\n", encoding="utf-8")
    with pytest.raises(InputError, match="listed twice"):
        read_groups(path)


def test_a_method_missing_from_a_run_is_named(runs: tuple[Path, Path, Path]) -> None:
    before, after, groups = runs
    with pytest.raises(InputError, match="no results of method 'vss'"):
        compare_runs(read_run(before), read_run(after), read_groups(groups), method="vss")


def test_groups_file_lists_every_kgqa_set() -> None:
    root = Path(__file__).resolve().parents[1] / "kgqa"
    sets = {p.parent.name for p in root.glob("*/questions.jsonl")}
    assert set(read_groups(root / "groups.tsv")) == sets


def _peer_hops(recall: float, f1: float) -> dict[str, Any]:
    return {str(h): {"n": 10, "recall": recall, "f1": f1} for h in (1, 2, 3)}


def test_bars_compare_each_set_with_its_best_peer() -> None:
    peers = {"s": {"methods": {"vss": _peer_hops(90.0, 10.0), "bm25": _peer_hops(60.0, 20.0)}}}
    own_hops = {
        "1": {"n": 10, "recall": 87.0, "f1": 29.0, "wrongly_abstained": 0.0},
        "2": {"n": 10, "recall": 100.0, "f1": 40.0, "wrongly_abstained": 0.0},
        "3": {"n": 10, "recall": 69.0, "f1": 40.0, "wrongly_abstained": 4.0},
    }
    own = {
        "s": {
            "methods": {"dotrag": own_hops},
            "not_found": {"dotrag": {"n": 5, "abstained": 100.0}},
            "lacking": {"dotrag": {"n": 5, "abstained": 0.0}},
        }
    }
    failing = failing_sets(own, peers, ["s", "unrun"])
    held = {name for name, (checked, failed) in failing.items() if checked == 1 and not failed}
    # recall 87 = best 90 - 3 holds; F1 29 < 1.5 x the best peer F1 (20, bm25's) fails.
    assert "1-hop R >= peer - 3" in held
    assert failing["1-hop F1 >= 1.5x peer"] == (1, ["s"])
    assert {"2-hop R >= peer + 10", "2-hop F1 >= 2x peer", "not found >= 90"} <= held
    for bar in ("3-hop R >= peer + 10", "3-hop R >= 70", "lacking >= 80", "wrongly abstained <= 3"):
        assert failing[bar] == (1, ["s"]), bar


def test_main_with_peers_adds_the_bars(
    runs: tuple[Path, Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    before, after, groups = runs
    peers = before.parent / "peers"
    peers.mkdir()
    result = {"methods": {"vss": _peer_hops(90.0, 10.0)}}
    (peers / "beta.json").write_text(json.dumps(result), encoding="utf-8")
    main([str(before), str(after), "--groups", str(groups), "--peers", str(peers), "--every-set"])
    out = capsys.readouterr().out
    # beta's 1-hop recall 50 -> 80 against vss's 90: still short of 87.
    assert "| 1-hop R >= peer - 3 | 1 -> 1 of 1 | - | - |" in out


def test_bars_count_the_sets_they_may_not_name() -> None:
    hops = {
        str(h): {"n": 10, "recall": 60.0, "f1": 10.0, "wrongly_abstained": 0.0} for h in (1, 2, 3)
    }
    after = {"s": {"methods": {"dotrag": hops}}}
    hidden = render_bars({}, after, {}, ["s"], named=lambda _name: False)
    assert "| 3-hop R >= 70 | 0 -> 1 of 1 | 1 unread | - |" in hidden
    assert "| 3-hop R >= 70 | 0 -> 1 of 1 | s | - |" in render_bars({}, after, {}, ["s"])
