"""Every Python block of the README and of the guides in ``docs/`` runs as written, on its
own, in a fresh interpreter."""

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
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


def readme_blocks() -> list[str]:
    return BLOCK.findall((ROOT / "README.md").read_text(encoding="utf-8"))


def all_blocks() -> list[tuple[str, str]]:
    """``(name, code)`` of every Python block: ``README.md#0``, ``docs/filters.md#1``, ..."""
    found = []
    for document in DOCUMENTS:
        name = document.relative_to(ROOT).as_posix()
        blocks = BLOCK.findall(document.read_text(encoding="utf-8"))
        found.extend((f"{name}#{number}", block) for number, block in enumerate(blocks))
    return found


def test_the_readme_and_the_guides_have_python_blocks() -> None:
    assert len(readme_blocks()) >= 2
    guides = {name.split("#")[0] for name, _ in all_blocks()} - {"README.md"}
    assert len(guides) >= 4, guides  # the guides' examples are found, and so run


@pytest.fixture(scope="module")
def finished(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, Any]]:
    """Every block run at once, each in a fresh interpreter forked after the heavy imports
    (``readme_runner.py``) and in its own folder."""
    # The checkout's own code first, as pytest's pythonpath has it: a worktree beside an
    # editable install of another checkout runs its blocks against itself.
    paths = [str(ROOT / "core"), str(ROOT), os.environ.get("PYTHONPATH", "")]
    env = {
        **os.environ,
        "HF_HUB_OFFLINE": "1",
        "TRANSFORMERS_OFFLINE": "1",
        "PYTHONPATH": os.pathsep.join(p for p in paths if p),
    }
    jobs = []
    for number, (_, block) in enumerate(all_blocks()):
        folder = tmp_path_factory.mktemp(f"block-{number}")
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
    for (name, _), job in zip(all_blocks(), jobs, strict=True):
        out = Path(job["out"])
        assert out.is_file(), f"block {name} left no result:\n{done.stderr}"
        results[name] = json.loads(out.read_text(encoding="utf-8"))
    return results


@pytest.mark.parametrize("name", [name for name, _ in all_blocks()])
def test_block_runs_on_its_own(name: str, finished: dict[str, dict[str, Any]]) -> None:
    result = finished[name]
    assert result["returncode"] == 0, f"{name}:\n{result['output']}"


def test_the_grafine_example_answers_through_its_link(finished: dict[str, dict[str, Any]]) -> None:
    """The GraFine block prints what its closing comments say: the team note, then the
    office note, which only the team note's link brought in (``supported_by``)."""
    number = next(i for i, block in enumerate(readme_blocks()) if "GraFine.from_texts(" in block)
    block = readme_blocks()[number]
    shown = [line[2:] for line in block.splitlines() if re.match(r"# (team|office) ", line)]
    printed = finished[f"README.md#{number}"]["output"].splitlines()
    assert [line.split()[0] for line in printed] == ["team", "office"]
    assert printed[1].endswith("('team',)")
    assert printed[0].endswith("()")
    assert printed == shown
