"""Packaging: the core imports as `graphpaths`, alone, and every subpackage ships; the
benchmarks package (benchmarks/, graphpaths-bench) is a distribution of its own, and the
library's wheel holds none of it."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest
from checkout import import_light, run_python

ROOT = Path(__file__).resolve().parents[2]
BENCH_ROOT = ROOT / "benchmarks"


def test_core_imports_without_langchain_or_llama_index() -> None:
    result = import_light(
        "import graphpaths, graphpaths.graph, graphpaths.reachability",
        "import graphpaths.dotrag.index.graph_index",
        "import graphpaths.embeddings, graphpaths.vectors, graphpaths.cli",
        "import graphpaths.context",
    )
    assert result.returncode == 0, result.stdout + result.stderr


def _subpackages(source_root: Path, name: str) -> set[str]:
    return {
        ".".join(init.parent.relative_to(source_root).parts)
        for init in (source_root / name).rglob("__init__.py")
    }


@pytest.mark.parametrize(
    ("pyproject", "source_root", "name"),
    [(ROOT, ROOT / "core", "graphpaths"), (BENCH_ROOT, BENCH_ROOT, "graphpaths_bench")],
    ids=["graphpaths", "graphpaths-bench"],
)
def test_every_subpackage_is_listed_in_its_pyproject(
    pyproject: Path, source_root: Path, name: str
) -> None:
    config = tomllib.loads((pyproject / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(config["tool"]["setuptools"]["packages"])
    found = _subpackages(source_root, name)
    assert found <= listed, f"add to [tool.setuptools] packages: {sorted(found - listed)}"
    assert {package for package in listed if package.split(".")[0] == name} <= found


def test_the_benchmarks_package_depends_on_this_release_of_the_library() -> None:
    library = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    bench = tomllib.loads((BENCH_ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert bench["name"] == "graphpaths-bench"
    assert f"graphpaths[eval]=={library['version']}" in bench["dependencies"]
    assert bench["version"] == library["version"]
    assert not any("bench" in package for package in library.get("entry-points", {}))


@pytest.mark.slow
def test_the_wheel_holds_the_library_only_and_loads_nothing_of_the_lab(tmp_path: Path) -> None:
    """The root project's wheel (built from a copy of what it packages, so the checkout gets
    no build folders) holds no evaluation, benchmark or peer module; a fresh interpreter
    with that wheel's contents, importing graphpaths and running ``graphpaths --help``,
    loads nothing of the benchmarks package even where it is installed."""
    source = tmp_path / "source"
    for folder in ("core", "langchain_graphpaths", "llama_index_graphpaths"):
        shutil.copytree(
            ROOT / folder, source / folder, ignore=shutil.ignore_patterns("__pycache__")
        )
    for file in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / file, source / file)
    pip_wheel = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation"]
    built = subprocess.run(
        [*pip_wheel, "--quiet", "--wheel-dir", str(tmp_path / "dist"), str(source)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert built.returncode == 0, built.stdout + built.stderr
    (wheel,) = (tmp_path / "dist").glob("graphpaths-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        archive.extractall(tmp_path / "installed")
    modules = [name for name in names if name.endswith(".py")]
    assert "graphpaths/dotrag/retriever.py" in modules
    assert "graphpaths/cli/plugins.py" in modules
    lab = [
        name
        for name in modules
        if name.startswith("graphpaths_bench/")
        or any(part in ("eval", "bench", "peers") for part in name.split("/"))
    ]
    assert not lab, lab
    code = (
        "import sys\n"
        "import graphpaths\n"
        "from graphpaths import *\n"
        "from graphpaths.cli import main\n"
        "try:\n"
        "    main(['--help'])\n"
        "except SystemExit:\n"
        "    pass\n"
        "print(graphpaths.__file__)\n"
        "loaded = sorted(m for m in sys.modules if m.startswith('graphpaths_bench'))\n"
        "raise SystemExit(f'loaded {loaded}' if loaded else 0)\n"
    )
    ran = run_python("-c", code, paths=[tmp_path / "installed"])
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert ran.stdout.strip().endswith(str(Path("installed", "graphpaths", "__init__.py")))
    assert "eval" in ran.stdout  # --help lists the benchmarks package's commands


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
