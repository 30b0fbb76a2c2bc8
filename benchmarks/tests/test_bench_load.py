"""The load runs of issue 14 on the full MetaQA index (marked `bench`: run by `make bench`).

One retriever answers MetaQA dev questions from 1, 2, 4 and 8 concurrent callers, with the
deterministic policy and with a simulated 300 ms LLM (threads and async tasks); every answer
must equal the one a single caller gets. Then one retriever answers 2,000 questions in a row:
its memory must level off once its bounded caches are full. The figures of a longer run are
in BENCHMARKS.md ("Reliability (issue 14)").
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from graphpaths.cli import main

REPO = Path(__file__).resolve().parents[2]

pytestmark = [pytest.mark.bench, pytest.mark.slow, pytest.mark.data]


@pytest.fixture(scope="module")
def metaqa_index_dir(metaqa_dir: Path) -> Path:
    index = Path(os.environ.get("GRAPHPATHS_TEST_INDEX", REPO / ".cache" / "metaqa-index"))
    if not (index / "manifest.json").is_file():
        assert main(["index", "--metaqa", str(metaqa_dir / "kb.txt"), "--out", str(index)]) == 0
    return index


def test_concurrent_callers_and_a_long_run(
    metaqa_dir: Path, metaqa_index_dir: Path, tmp_path: Path
) -> None:
    out = tmp_path / "load.json"
    argv = ["bench", "concurrency", str(metaqa_index_dir), "--data", str(metaqa_dir)]
    argv += ["--queries", "80", "--llm-queries", "16", "--memory-queries", "2000"]
    assert main([*argv, "--json", str(out)]) == 0
    result = json.loads(out.read_text())
    for mode, rows in result["modes"].items():
        assert [r["callers"] for r in rows] == [1, 2, 4, 8], mode
        for row in rows:
            assert row["identical"] == row["queries"], (mode, row)
    # Waiting on an LLM overlaps: 8 callers get well over twice the 1-caller throughput.
    for mode in ("llm_threads", "llm_async"):
        assert result["modes"][mode][-1]["speedup"] > 2.5, result["modes"][mode]
    memory = result["memory"]
    if memory["rss_before_bytes"] is not None:  # Linux
        # Flat once the caches are full: the second half adds under 64 MiB.
        assert memory["rss_growth_second_half_bytes"] < 64 * 2**20, memory
