"""The benchmarks package's commands (``graphpaths bench|eval|data|report``, ``index --metaqa``)
as the library's CLI finds them: through the entry points of benchmarks/pyproject.toml."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest
from checkout import run_python

from graphpaths.cli import build_parser, main, plugins

REPO = Path(__file__).resolve().parents[2]


def test_bench_reachability_synthetic_writes_the_documented_shape(tmp_path: Path) -> None:
    out = tmp_path / "bench.json"
    code = main(
        [
            "bench",
            "reachability",
            "--synthetic",
            "2000:8000",
            "--anchors",
            "20",
            "--reference-anchors",
            "5",
            "--json",
            str(out),
        ]
    )
    assert code == 0
    result = json.loads(out.read_text())
    assert (result["entities"], result["relations"]) == (2000, 8000)
    keys = {
        "ready_seconds",
        "resident_bytes",
        "lookup_cold_p50_ms",
        "lookup_cold_p99_ms",
        "lookup_warm_p99_ms",
    }
    assert keys <= result["ours"].keys()
    assert keys <= result["reference"].keys()
    assert result["reference"]["extrapolated_to_anchors"] == 2000


def test_bench_reachability_reference_stand_in_for_large_graphs(tmp_path: Path) -> None:
    from graphpaths_bench.bench.reachability import run_reachability_benchmark, synthetic_graph

    result = run_reachability_benchmark(
        synthetic_graph(4000, 20000), anchors=5, reference_anchors=3, reference_max_relations=5000
    )
    measured = result["reference"]["measured_on"]
    assert measured["relations"] == 5000
    assert measured["entities"] == 1000
    assert result["reference"]["extrapolated_to_anchors"] == 4000


def test_bench_requires_a_source(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main(["bench", "reachability", "--json", str(tmp_path / "x.json")]) == 2
    assert "--data PATH or --synthetic" in capsys.readouterr().err


# Every command and subcommand, with the smallest valid arguments: each parses to the
# function of its module in graphpaths_bench.cli.
COMMANDS = [
    ["bench", "reachability", "--synthetic", "10:20", "--json", "o.json"],
    ["bench", "embeddings", "--data", "kb.txt", "--json", "o.json"],
    ["bench", "grafine", "--data", "d", "--index", "i", "--json", "o.json"],
    ["bench", "index", "--synthetic", "100:200", "--embedder", "none", "--json", "o.json"],
    ["bench", "follow", "i", "--data", "d", "--json", "o.json"],
    ["bench", "latency", "--data", "d", "--index", "i", "--json", "o.json"],
    ["eval", "metaqa", "--data", "d", "--index", "i", "--json", "o.json", "--resume"],
    ["eval", "kgqa", "--data", "d", "--index", "i", "--json", "o.json", "--hops", "1,2"],
    ["eval", "beir", "--data", "d", "--index", "i", "--json", "o.json"],
    ["data", "metaqa-docs", "--data", "d", "--out", "o"],
    ["report", "o.json", "--png", "o.png"],
]


@pytest.mark.parametrize("argv", COMMANDS, ids=lambda argv: " ".join(argv[:2]))
def test_every_command_parses_to_its_function(argv: list[str]) -> None:
    args = build_parser(argv).parse_args(argv)
    module = args.func.__module__
    assert module == f"graphpaths_bench.cli.{argv[0]}", module
    assert args.func.__name__ == "run_" + "_".join(
        part.replace("-", "_") for part in argv[: 2 if argv[0] in {"bench", "eval", "data"} else 1]
    )


def test_the_entry_points_are_the_commands_the_library_names() -> None:
    """benchmarks/pyproject.toml declares what graphpaths.cli.plugins lists, and each
    command's own help line is the one ``graphpaths --help`` shows before importing it."""
    config = tomllib.loads((REPO / "benchmarks" / "pyproject.toml").read_text(encoding="utf-8"))
    points = config["project"]["entry-points"]
    assert set(points[plugins.COMMAND_GROUP]) == set(plugins.BENCH_COMMANDS)
    assert set(points[plugins.GRAPH_FORMAT_GROUP]) == set(plugins.BENCH_GRAPH_FORMATS)
    for name, help_line in plugins.BENCH_COMMANDS.items():
        parser = build_parser([name])
        (sub,) = [action for action in parser._actions if action.dest == "command"]
        helps = {choice.dest: choice.help for choice in sub._choices_actions}  # type: ignore[attr-defined]
        assert helps[name] == help_line
        assert points[plugins.COMMAND_GROUP][name] == f"graphpaths_bench.cli.{name}"


def test_python_dash_m_runs_a_benchmarks_command() -> None:
    result = run_python("-m", "graphpaths.cli", "bench", "--help")
    assert result.returncode == 0, result.stderr
    for name in ("reachability", "embeddings", "grafine"):
        assert name in result.stdout


def test_index_metaqa_reads_the_kb_through_the_benchmarks_package(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    kb = tmp_path / "metaqa" / "kb.txt"
    kb.parent.mkdir()
    kb.write_text("Kismet|directed_by|William Dieterle\nKismet|release_year|1944\n")
    out = tmp_path / "idx"
    assert main(["index", "--metaqa", str(kb.parent), "--out", str(out), "--no-embeddings"]) == 0
    assert f"from {kb} in" in capsys.readouterr().out  # a folder: its kb.txt
    assert main(["info", str(out), "--json"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert info["types"] == {"movie": 1, "person": 1, "year": 1}  # MetaQA's schema
