"""No function of the library is longer than :data:`MAX_LINES` lines (issue 38): a longer one
is split into named steps that say what they do. Read with ``ast``, nothing imported.

A function's lines run from its ``def`` to its last line, docstring and nested functions
included (a nested function is measured on its own too). A function that has to stay
longer is listed in :data:`EXCEPTIONS` with the reason, one line.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
#: The library: the core package and the two framework adapters.
LIBRARY = (
    ROOT / "core" / "graphpaths",
    ROOT / "langchain_graphpaths",
    ROOT / "llama_index_graphpaths",
)
MAX_LINES = 80
#: ``"path/from/root.py:QualifiedName"`` -> why it stays longer (none today).
EXCEPTIONS: dict[str, str] = {}


def long_functions(source: str, *, limit: int = MAX_LINES) -> Iterator[tuple[str, int]]:
    """``(qualified name, lines)`` of every function in ``source`` longer than ``limit``."""

    def visit(node: ast.AST, prefix: str) -> Iterator[tuple[str, int]]:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
                name = f"{prefix}{child.name}"
                lines = (child.end_lineno or child.lineno) - child.lineno + 1
                if lines > limit:
                    yield name, lines
                yield from visit(child, f"{name}.")
            elif isinstance(child, ast.ClassDef):
                yield from visit(child, f"{prefix}{child.name}.")
            else:
                yield from visit(child, prefix)

    yield from visit(ast.parse(source), "")


def test_the_measure_finds_a_long_method_and_a_long_nested_function() -> None:
    steps = "".join(f"        x{i} = {i}\n" for i in range(5))
    source = (
        "class A:\n"
        "    def short(self):\n"
        "        pass\n"
        "\n"
        f"    def long(self):\n{steps}"
        "\n"
        f"def outer():\n    def inner():\n{steps}    return inner\n"
    )
    assert dict(long_functions(source, limit=5)) == {"A.long": 6, "outer": 8, "outer.inner": 6}


def test_no_library_function_is_longer_than_the_limit() -> None:
    too_long = []
    seen = set()
    for package in LIBRARY:
        for path in sorted(package.rglob("*.py")):
            where = path.relative_to(ROOT).as_posix()
            for name, lines in long_functions(path.read_text(encoding="utf-8")):
                key = f"{where}:{name}"
                seen.add(key)
                if key not in EXCEPTIONS:
                    too_long.append(f"{key} has {lines} lines")
    assert not too_long, (
        f"functions over {MAX_LINES} lines (split them into named steps, or list one in "
        f"EXCEPTIONS with its reason): " + "; ".join(too_long)
    )
    stale = sorted(set(EXCEPTIONS) - seen)
    assert not stale, f"EXCEPTIONS lists functions that are no longer too long: {stale}"
