"""Every Python block of the README runs as written, on its own, in a fresh interpreter."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
BLOCK = re.compile(r"^```python\n(.*?)^```", re.MULTILINE | re.DOTALL)


def readme_blocks() -> list[str]:
    return BLOCK.findall((ROOT / "README.md").read_text(encoding="utf-8"))


def test_the_readme_has_python_blocks() -> None:
    assert len(readme_blocks()) >= 2


@pytest.fixture(scope="module")
def finished(tmp_path_factory: pytest.TempPathFactory) -> dict[int, dict[str, Any]]:
    """Every block run at once, each in a fresh interpreter forked after the heavy imports
    (``readme_runner.py``) and in its own folder."""
    env = {**os.environ, "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1"}
    jobs = []
    for number, block in enumerate(readme_blocks()):
        folder = tmp_path_factory.mktemp(f"readme-{number}")
        # A user runs the README from a clone: relative paths name the clone's files.
        (folder / "cookbook").symlink_to(ROOT / "cookbook")
        jobs.append({"code": block, "folder": str(folder), "out": str(folder / "result.json")})
    jobs_file = tmp_path_factory.mktemp("readme-jobs") / "jobs.json"
    jobs_file.write_text(json.dumps(jobs), encoding="utf-8")
    runner = Path(__file__).resolve().parents[1] / "readme_runner.py"
    done = subprocess.run(
        [sys.executable, str(runner), str(jobs_file)],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    results = {}
    for number, job in enumerate(jobs):
        out = Path(job["out"])
        assert out.is_file(), f"README block {number} left no result:\n{done.stderr}"
        results[number] = json.loads(out.read_text(encoding="utf-8"))
    return results


@pytest.mark.parametrize("number", range(len(readme_blocks())))
def test_readme_block_runs_on_its_own(number: int, finished: dict[int, dict[str, Any]]) -> None:
    result = finished[number]
    assert result["returncode"] == 0, f"README block {number}:\n{result['output']}"


def test_the_grafine_example_answers_through_its_link(finished: dict[int, dict[str, Any]]) -> None:
    """The GraFine block prints what its closing comments say: the team note, then the
    office note, which only the team note's link brought in (``supported_by``)."""
    number = next(i for i, block in enumerate(readme_blocks()) if "GraFine.from_texts(" in block)
    block = readme_blocks()[number]
    shown = [line[2:] for line in block.splitlines() if re.match(r"# (team|office) ", line)]
    printed = finished[number]["output"].splitlines()
    assert [line.split()[0] for line in printed] == ["team", "office"]
    assert printed[1].endswith("('team',)")
    assert printed[0].endswith("()")
    assert printed == shown
