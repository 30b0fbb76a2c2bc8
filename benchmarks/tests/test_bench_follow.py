"""``graphpaths bench follow``: the paired A/B of following off and on writes its documented
shape, the modes answer alike, and the switches run on a copy (the index is not written)."""

from __future__ import annotations

import json
from pathlib import Path

from many_processes import build, embedder

from graphpaths.dotrag.index.graph_index import load_index
from graphpaths_bench.bench.follow import FOLLOW_MODES, run_follow_benchmark


def test_follow_benchmark_compares_the_modes_on_one_run(tmp_path: Path) -> None:
    path = build(tmp_path / "idx", 1)
    before = (path / "manifest.json").read_text(encoding="utf-8")
    result = run_follow_benchmark(
        path,
        ["who directed jaws", "what did spielberg direct"],
        repeats=2,
        switches=2,
        looks=50,
        work_dir=tmp_path,
        embedder=embedder(),
    )
    assert result["answers_equal"] is True
    assert sorted(result["modes"]) == sorted(FOLLOW_MODES)
    assert {row["queries"] for row in result["modes"].values()} == {4}
    assert result["modes"]["off"]["paired_median_diff_ms"] == 0.0
    assert set(result["look"]) == {"interval_0_us", "interval_1_us"}
    assert result["switches"]["revisions"] == [1, 2]
    assert len(result["switches"]["first_query_ms"]) == 2
    assert (path / "manifest.json").read_text(encoding="utf-8") == before
    assert load_index(path).revision == 0
    json.dumps(result)  # the shape write_json writes
    assert sorted(p.name for p in tmp_path.iterdir()) == ["idx"]  # the copy is gone
