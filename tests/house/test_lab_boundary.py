"""The line between the library and its lab (the benchmarks package, graphpaths_bench), read
with ``ast``, nothing imported:

- the library's tests (everything under ``tests/``) never import graphpaths_bench, not even
  in code they run in a fresh interpreter: the lab's tests live beside it, in
  ``benchmarks/tests/``;
- the lab uses the library's supported surface only: no module or name starting with ``_``
  (``graphpaths._x``, ``from graphpaths.x import _y``);
- test file names are unique across both test folders (pytest imports them by name).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LIBRARY_TESTS = ROOT / "tests"
LAB_TESTS = ROOT / "benchmarks" / "tests"
LAB = ROOT / "benchmarks" / "graphpaths_bench"
#: An import statement of the lab in a string (code a test runs in a fresh interpreter).
LAB_IMPORT_IN_TEXT = re.compile(
    r"^\s*(?:import\s+graphpaths_bench\b|from\s+graphpaths_bench\S*\s+import\b)", re.MULTILINE
)


def imported_modules(tree: ast.AST) -> Iterator[tuple[int, str, list[str]]]:
    """(line, module, names) of every absolute import in ``tree``, ``import_module("x")``
    with a literal name included (``names`` empty for ``import x``)."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name, []
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            yield node.lineno, node.module, [alias.name for alias in node.names]
        elif isinstance(node, ast.Call) and node.args:
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
            first = node.args[0]
            if (
                name in ("import_module", "__import__")
                and isinstance(first, ast.Constant)
                and isinstance(first.value, str)
            ):
                yield node.lineno, first.value, []


def lab_imports(path: Path, root: Path = ROOT) -> list[str]:
    text = path.read_text(encoding="utf-8")
    tree = ast.parse(text, filename=str(path))
    where = path.relative_to(root)
    found = [
        f"{where}:{line}: {module}"
        for line, module, _ in imported_modules(tree)
        if module.split(".")[0] == "graphpaths_bench"
    ]
    found += [
        f"{where}:{node.lineno}: a string runs {LAB_IMPORT_IN_TEXT.search(node.value)[0]!r}"  # type: ignore[index]
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and LAB_IMPORT_IN_TEXT.search(node.value)
    ]
    return found


def private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def private_uses(path: Path, root: Path = ROOT) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    where = path.relative_to(root)
    bad = []
    for line, module, names in imported_modules(tree):
        if module.split(".")[0] != "graphpaths":
            continue
        hidden = [part for part in module.split(".") if private(part)]
        hidden += [name for name in names if private(name)]
        if hidden:
            bad.append(f"{where}:{line}: {module} ({', '.join(hidden)})")
    return bad


def test_the_checks_see_what_they_look_for(tmp_path: Path) -> None:
    sample = tmp_path / "t.py"
    sample.write_text(
        "import graphpaths_bench.eval\n"
        "from graphpaths._files import atomic_file\n"
        "from graphpaths.x import _y, __version__, z\n"
        "import importlib\n"
        "importlib.import_module('graphpaths_bench')\n"
        "CODE = 'import sys\\nfrom graphpaths_bench.eval import base'\n"
        "NOTE = 'graphpaths_bench is the lab'\n",
        encoding="utf-8",
    )
    assert [s.split(": ", 1)[0] for s in lab_imports(sample, tmp_path)] == [
        "t.py:1",
        "t.py:5",
        "t.py:6",
    ]
    assert private_uses(sample, tmp_path) == [
        "t.py:2: graphpaths._files (_files)",
        "t.py:3: graphpaths.x (_y)",
    ]


def test_the_librarys_tests_never_import_the_benchmarks_package() -> None:
    paths = sorted(set(LIBRARY_TESTS.rglob("*.py")) - {Path(__file__).resolve()})  # not its samples
    found = [hit for path in paths for hit in lab_imports(path)]
    assert not found, (
        "the library's tests never import graphpaths_bench; a test of the lab goes to "
        "benchmarks/tests/:\n" + "\n".join(found)
    )


def test_the_lab_uses_public_names_of_the_library_only() -> None:
    found = [hit for path in sorted(LAB.rglob("*.py")) for hit in private_uses(path)]
    assert not found, (
        "graphpaths_bench imports only public names of graphpaths; make what it needs public "
        "(a module without the underscore, with a docstring) or stop using it:\n" + "\n".join(found)
    )


def test_test_file_names_are_unique_across_the_test_folders() -> None:
    seen: dict[str, Path] = {}
    clashes = []
    for folder in (LIBRARY_TESTS, LAB_TESTS):
        for path in sorted(folder.rglob("*.py")):
            if path.name in ("conftest.py", "__init__.py"):
                continue
            if path.name in seen:
                clashes.append(f"{path.relative_to(ROOT)} and {seen[path.name].relative_to(ROOT)}")
            seen.setdefault(path.name, path)
    assert not clashes, "test modules are imported by name:\n" + "\n".join(clashes)
