"""Packaging: the core imports as `graphpaths`, alone, and every subpackage ships."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_core_imports_without_langchain_or_llama_index() -> None:
    code = (
        "import sys\n"
        "import graphpaths, graphpaths.graph, graphpaths.reachability, graphpaths.index\n"
        "import graphpaths.embeddings, graphpaths.vectors, graphpaths.cli\n"
        "import graphpaths.bench.reachability, graphpaths.bench.embeddings\n"
        "import graphpaths.context, graphpaths.eval.base\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in "
        "('langchain', 'langchain_core', 'llama_index', 'langchain_graphpaths', 'llama_index_graphpaths'))\n"
        "heavy = sorted(m for m in ('torch', 'chromadb', 'sentence_transformers') if m in sys.modules)\n"
        "print(bad, heavy)\n"
        "raise SystemExit(1 if bad or heavy else 0)\n"
    )
    # This checkout's code (an editable install may point at another one).
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "core"), str(ROOT)])}
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=False, env=env
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_every_core_subpackage_is_listed_in_pyproject() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(config["tool"]["setuptools"]["packages"])
    found = {
        "graphpaths"
        + "".join(
            f".{part}" for part in init.parent.relative_to(ROOT / "core" / "graphpaths").parts
        )
        for init in (ROOT / "core" / "graphpaths").rglob("__init__.py")
    }
    assert found <= listed, f"add to [tool.setuptools] packages: {sorted(found - listed)}"


def test_nothing_imports_core_by_its_folder_name() -> None:
    offenders = []
    for path in ROOT.glob("*/**/*.py"):
        if ".venv" in path.parts or ".build" in path.parts:
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            stripped = line.strip()
            if stripped.startswith(("import core", "from core.", "from core ")):
                offenders.append(f"{path.relative_to(ROOT)}:{number}")
    assert not offenders


def test_graphpaths_resolves_to_the_core_folder() -> None:
    import graphpaths

    assert Path(graphpaths.__file__).resolve().parent == ROOT / "core" / "graphpaths"
