"""Every Python block of the README runs as written, on its own, in a fresh interpreter."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BLOCK = re.compile(r"^```python\n(.*?)^```", re.MULTILINE | re.DOTALL)


def readme_blocks() -> list[str]:
    return BLOCK.findall((ROOT / "README.md").read_text(encoding="utf-8"))


def test_the_readme_has_python_blocks() -> None:
    assert len(readme_blocks()) >= 2


@pytest.mark.parametrize("number", range(len(readme_blocks())))
def test_readme_block_runs_on_its_own(number: int, tmp_path: Path) -> None:
    # A user runs the README from a clone: relative paths name the clone's files.
    (tmp_path / "cookbook").symlink_to(ROOT / "cookbook")
    env = {**os.environ, "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1"}
    done = subprocess.run(
        [sys.executable, "-c", readme_blocks()[number]],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, f"README block {number}:\n{done.stdout}\n{done.stderr}"
