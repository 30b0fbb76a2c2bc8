"""`graphpaths bench startup`: fresh processes open an index and answer; JSON out."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from graphpaths.cli import main
from graphpaths.errors import ConfigError
from graphpaths_bench.bench.startup import run_startup_benchmark, summarise

REPO_ROOT = Path(__file__).resolve().parents[2]


def test_summarise_and_bad_input(tmp_path: Path) -> None:
    runs = [{"a": 1.0, "b": "x"}, {"a": 3.0, "b": "y"}, {"a": 2.0, "b": "z"}]
    assert summarise(runs) == {"a": {"median": 2.0, "min": 1.0, "max": 3.0}}
    with pytest.raises(ConfigError, match="not an index"):
        run_startup_benchmark(tmp_path)
    with pytest.raises(ConfigError, match="repeats"):
        run_startup_benchmark(tmp_path, repeats=0)


@pytest.mark.slow
def test_startup_benchmark_on_the_demo_index(
    movie_index_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The measuring processes import this checkout's graphpaths.
    paths = [str(REPO_ROOT / "core"), str(REPO_ROOT), os.environ.get("PYTHONPATH", "")]
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(p for p in paths if p))
    out = tmp_path / "startup.json"
    assert (
        main(["bench", "startup", str(movie_index_dir), "--repeats", "1", "--json", str(out)]) == 0
    )
    result = json.loads(out.read_text())
    figures = result["in_process"]
    for key in ("import_s", "open_s", "warmup_s", "first_retrieve_s", "second_retrieve_s"):
        assert figures[key]["min"] <= figures[key]["median"] <= figures[key]["max"]
    assert result["kind"] == "graph"
    assert result["cli_query_s"]["median"] > 0
    assert set(result["first_stages_ms"]) >= {"embed", "search", "total"}
    assert result["heavy_modules"] == []  # no torch, sentence-transformers, chromadb, ...
    assert result["machine"]["cpus"]
