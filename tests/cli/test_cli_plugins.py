"""The benchmarks package's commands seen from the library's CLI: listed by ``--help``
without importing anything of it, and a clear error naming the install when it is missing."""

from __future__ import annotations

from pathlib import Path

import pytest
from checkout import run_python

from graphpaths.cli import main, plugins

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def without_the_package(monkeypatch: pytest.MonkeyPatch) -> None:
    """The CLI as it is where graphpaths-bench is not installed: no entry points."""
    monkeypatch.setattr(plugins, "entry_points", lambda **_: [])


@pytest.mark.parametrize(
    ("argv", "what"),
    [
        (["eval", "metaqa", "--data", "d", "--index", "i", "--json", "o.json"], "graphpaths eval"),
        (["-v", "bench", "--help"], "graphpaths bench"),
        (["report", "o.json"], "graphpaths report"),
        (["data", "metaqa-docs"], "graphpaths data"),
    ],
)
def test_a_benchmarks_command_without_its_package_names_the_install(
    without_the_package: None, capsys: pytest.CaptureFixture[str], argv: list[str], what: str
) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"graphpaths: error: {what} comes with the benchmarks package")
    assert plugins.BENCH_INSTALL in err
    assert err.count("\n") == 1


def test_index_metaqa_without_the_package_names_the_install(
    without_the_package: None, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["index", "--metaqa", str(tmp_path), "--out", str(tmp_path / "idx"), "--no-embeddings"]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "graphpaths index --metaqa comes with the benchmarks package" in err
    assert plugins.BENCH_INSTALL in err
    assert not (tmp_path / "idx").exists()


def test_the_library_commands_run_without_the_package(
    without_the_package: None, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    for name, help_line in plugins.BENCH_COMMANDS.items():
        assert name in out
        assert help_line in out
    assert main(["info", "no-such-index"]) == 2  # a library command: its own error


@pytest.mark.slow
def test_help_and_query_import_nothing_of_the_benchmarks_package() -> None:
    code = (
        "import sys\n"
        "from graphpaths.cli import main\n"
        "for argv in (['--help'], ['index', '--help'], ['query', '--help']):\n"
        "    try:\n"
        "        main(argv)\n"
        "    except SystemExit:\n"
        "        pass\n"
        "assert main(['query', 'no-such-index', 'who directed Kismet']) == 2\n"
        "loaded = sorted(m for m in sys.modules if m.startswith('graphpaths_bench'))\n"
        "print('loaded', loaded)\n"
        "raise SystemExit(1 if loaded else 0)\n"
    )
    result = run_python("-c", code)
    assert result.returncode == 0, result.stdout + result.stderr
