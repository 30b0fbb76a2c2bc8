"""The import graph of graphpaths: layers, optional frameworks, cycles.

Every module of ``core/graphpaths`` (and of the two adapter packages, and of the benchmarks
package ``benchmarks/graphpaths_bench``) is read with ``ast``;
every ``import`` / ``from ... import`` statement counts, wherever it is: at module level,
inside an ``if TYPE_CHECKING:`` block, inside a function. ``importlib.import_module("...")``
with a literal name counts as an import too. Each import is classified as

- ``runtime``: executed when the module is imported (module level, class bodies, ``try``);
- ``typing``: inside ``if TYPE_CHECKING:`` (never executed, but a dependency all the same:
  mypy follows it and it says which layer the module leans on);
- ``lazy``: inside a function, executed when the function runs.

The rules:

1. **Layers.** ``graphpaths_bench.cli`` -> ``graphpaths_bench.bench`` -> the rest of
   ``graphpaths_bench`` (``eval``, ``extras``) -> ``graphpaths.cli`` -> the library
   (everything else in ``graphpaths``, and the adapters). No module imports a layer above
   its own, at any level (runtime, typing or lazy): above all, nothing of the library
   imports the benchmarks package, nor do the adapters import it or the CLI.
2. **Frameworks.** ``langchain*`` / ``llama_index*`` / ``graph_retriever`` are imported by
   no module outside ``graphpaths_bench.eval``, at any level; inside it only lazily or for
   typing (the peers build themselves inside functions). The other packages of the ``eval``
   extra (matplotlib, networkx) are imported by the benchmarks package only, lazily: the
   library never imports them, but for :mod:`graphpaths.drawing` (the pictures of
   ``DotRAGResult.to_networkx()`` and ``draw()``, the ``notebooks`` extra), lazily too.
3. **No cycles** among our modules, counting runtime *and* typing imports: a
   type-only import back up is still an arrow pointing up, and ``TYPE_CHECKING`` must not
   become the way to hide one. The second cycle test counts lazy imports too, with the
   cycle printed edge by edge (file:line) when one appears.
4. **Without the extras.** In a fresh interpreter where LangChain, LlamaIndex, matplotlib
   and networkx cannot be imported, every module of the library imports
   (the benchmarks package's, and its features that need them failing with the
   ``pip install 'graphpaths[eval]'`` line: ``benchmarks/tests/test_bench_imports.py``).
5. **Our modules at the top.** No module of ours imports another of ours inside a function:
   they load numpy only, so a function-level import could only hide a cycle or a boundary
   in the wrong place. Inside functions go the optional dependencies (torch, chromadb,
   the frameworks).
"""

from __future__ import annotations

import ast
import textwrap
import tomllib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

import pytest
from checkout import run_without_extras

ROOT = Path(__file__).resolve().parents[2]
SOURCE_ROOT = ROOT / "core"
BENCH_ROOT = ROOT / "benchmarks"
ADAPTERS = ("langchain_graphpaths", "llama_index_graphpaths")
#: Our top-level packages whose imports of each other are checked: the library and the
#: benchmarks package.
OURS = ("graphpaths", "graphpaths_bench")
BENCH = "graphpaths_bench"

#: Layers above the library, lowest first (a module is in the last one it falls within): a
#: module may import its own layer and those below.
LAYERS = ("graphpaths.cli", BENCH, f"{BENCH}.bench", f"{BENCH}.cli")
#: Top-level packages only ``graphpaths_bench.eval`` may import, and only lazily or for typing.
FRAMEWORKS = ("langchain", "llama_index", "graph_retriever")
#: The other packages of the eval extra: imported by the benchmarks package only.
EVAL_ONLY = ("matplotlib", "networkx", "scipy")
#: The library's one module that draws (the notebooks extra), and what it may import lazily.
DRAWING = "graphpaths.drawing"
DRAWING_ONLY = ("matplotlib", "networkx")

Level = Literal["runtime", "typing", "lazy"]


@dataclass(frozen=True)
class Import:
    source: str  # the importing module
    target: str  # the imported module (absolute)
    path: Path
    line: int
    level: Level

    def where(self) -> str:
        return f"{self.path.relative_to(ROOT)}:{self.line}"


def module_name(path: Path, source_root: Path) -> str:
    parts = list(path.relative_to(source_root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def module_files() -> dict[str, Path]:
    files = {module_name(p, SOURCE_ROOT): p for p in (SOURCE_ROOT / "graphpaths").rglob("*.py")}
    files.update({module_name(p, BENCH_ROOT): p for p in (BENCH_ROOT / BENCH).rglob("*.py")})
    for package in ADAPTERS:
        files.update({module_name(p, ROOT): p for p in (ROOT / package).rglob("*.py")})
    return files


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _literal_import_module(node: ast.Call) -> str | None:
    """The literal name of ``importlib.import_module("x")`` / ``import_module("x")``."""
    func = node.func
    name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
    if name not in ("import_module", "__import__") or not node.args:
        return None
    first = node.args[0]
    if isinstance(first, ast.Constant) and isinstance(first.value, str):
        return first.value
    return None


def imports_of(name: str, path: Path, known: set[str]) -> list[Import]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: list[Import] = []

    def add(target: str, line: int, level: Level) -> None:
        found.append(Import(name, target, path, line, level))

    def visit(node: ast.AST, level: Level) -> None:
        if isinstance(node, ast.Import):
            for alias in node.names:
                add(alias.name, node.lineno, level)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                if node.level > 1:
                    base = base[: len(base) - (node.level - 1)]
                target = ".".join([*base, *([node.module] if node.module else [])])
            else:
                target = node.module or ""
            add(target, node.lineno, level)
            for (
                alias
            ) in node.names:  # `from graphpaths_bench.eval import baselines` imports a module
                if f"{target}.{alias.name}" in known:
                    add(f"{target}.{alias.name}", node.lineno, level)
        elif isinstance(node, ast.Call) and (literal := _literal_import_module(node)):
            add(literal, node.lineno, level)
        for child in ast.iter_child_nodes(node):
            if isinstance(node, ast.If) and _is_type_checking(node.test):
                child_level: Level = "typing" if child in node.body else level
            elif isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
                child_level = "lazy" if level == "runtime" else level
            else:
                child_level = level
            visit(child, child_level)

    visit(tree, "runtime")
    return found


@pytest.fixture(scope="module")
def all_imports() -> list[Import]:
    files = module_files()
    known = set(files)
    return [imp for name, path in sorted(files.items()) for imp in imports_of(name, path, known)]


def _within(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


def layer_of(module: str) -> int:
    """0 for the library and the adapters, 1 its CLI, then 2 the benchmarks package (eval,
    extras), 3 its benchmarks, 4 its commands."""
    ranks = [rank for rank, package in enumerate(LAYERS, start=1) if _within(module, package)]
    return max(ranks, default=0)


def _top(module: str) -> str:
    return module.split(".")[0]


# -- the walker itself ------------------------------------------------------------------------


def test_the_walker_sees_every_kind_of_import(tmp_path: Path) -> None:
    path = tmp_path / "graphpaths" / "pkg" / "mod.py"
    path.parent.mkdir(parents=True)
    path.write_text(
        textwrap.dedent(
            """
            import importlib
            from typing import TYPE_CHECKING
            from graphpaths import errors
            from . import sibling
            from ..other import thing

            if TYPE_CHECKING:
                from graphpaths.context import ContextBuilder
            else:
                import numpy

            class Holder:
                import json

            def later():
                import matplotlib.pyplot
                importlib.import_module("graphpaths.cli")
                if TYPE_CHECKING:
                    import langchain_core
            """
        ),
        encoding="utf-8",
    )
    known = {"graphpaths.errors", "graphpaths.pkg.sibling"}
    got = {(i.target, i.level) for i in imports_of("graphpaths.pkg.mod", path, known)}
    assert got == {
        ("importlib", "runtime"),
        ("typing", "runtime"),
        ("graphpaths", "runtime"),
        ("graphpaths.errors", "runtime"),
        ("graphpaths.pkg", "runtime"),
        ("graphpaths.pkg.sibling", "runtime"),
        ("graphpaths.other", "runtime"),
        ("graphpaths.context", "typing"),
        ("numpy", "runtime"),
        ("json", "runtime"),
        ("matplotlib.pyplot", "lazy"),
        ("graphpaths.cli", "lazy"),
        ("langchain_core", "typing"),
    }


def test_the_walk_covers_the_package(all_imports: list[Import]) -> None:
    sources = {imp.source for imp in all_imports}
    for expected in (
        "graphpaths",
        "graphpaths.dotrag.retriever",
        "graphpaths.grafine.retriever",
        "graphpaths.cli",
        "graphpaths_bench.eval.registry",
        "graphpaths_bench.cli.eval",
    ):
        assert expected in sources
    assert len(sources) >= 50
    assert [
        layer_of(m) for m in ("graphpaths.dotrag.index.graph_index", "graphpaths.cli.index")
    ] == [
        0,
        1,
    ]
    assert [layer_of(f"{BENCH}.{m}") for m in ("eval.runner", "extras", "bench.scale")] == [2, 2, 3]
    assert layer_of(f"{BENCH}.cli.eval") == 4


# -- rule 1: layers ----------------------------------------------------------------------------


def test_no_module_imports_a_layer_above_its_own(all_imports: list[Import]) -> None:
    bad = [
        f"{imp.where()}: {imp.source} imports {imp.target} ({imp.level})"
        for imp in all_imports
        if _top(imp.target) in OURS and layer_of(imp.target) > layer_of(imp.source)
    ]
    assert not bad, (
        "graphpaths_bench (cli -> bench -> eval) -> graphpaths.cli -> library: a lower layer "
        "must not import a higher one\n" + "\n".join(bad)
    )


def test_the_library_never_imports_the_benchmarks_package(all_imports: list[Import]) -> None:
    bad = [
        f"{imp.where()}: {imp.source} imports {imp.target} ({imp.level})"
        for imp in all_imports
        if _top(imp.source) != BENCH and _top(imp.target) == BENCH
    ]
    assert not bad, (
        "the library and its adapters never import graphpaths_bench: the CLI finds its "
        "commands through entry points (graphpaths.cli.plugins)\n" + "\n".join(bad)
    )


#: DotRAG's rooms, lowest first: a module of a room imports only its own room and those below.
DOTRAG_ROOMS = ("protocol", "reading", "search", "index", "llm", "retriever")


def dotrag_room(module: str) -> int | None:
    """The rank of ``module``'s room in ``graphpaths.dotrag`` (``None`` outside it)."""
    parts = module.split(".")
    if parts[:2] != ["graphpaths", "dotrag"] or len(parts) < 3:
        return None
    return DOTRAG_ROOMS.index(parts[2]) if parts[2] in DOTRAG_ROOMS else None


def test_dotrag_is_in_rooms_by_stage() -> None:
    folder = SOURCE_ROOT / "graphpaths" / "dotrag"
    entries = {p.stem for p in folder.iterdir() if p.name != "__pycache__"} - {"__init__"}
    assert entries == set(DOTRAG_ROOMS), entries
    for room in DOTRAG_ROOMS[:-1]:
        doc = ast.get_docstring(ast.parse((folder / room / "__init__.py").read_text()))
        assert doc, f"dotrag/{room}/__init__.py says its job"
        assert "import" in doc, f"dotrag/{room}/__init__.py says what it may import"


def test_dotrag_rooms_import_only_rooms_below(all_imports: list[Import]) -> None:
    bad = [
        f"{imp.where()}: {imp.source} imports {imp.target} ({imp.level})"
        for imp in all_imports
        if (source := dotrag_room(imp.source)) is not None
        and (target := dotrag_room(imp.target)) is not None
        and target > source
    ]
    assert not bad, f"dotrag's rooms, lowest first: {DOTRAG_ROOMS}\n" + "\n".join(bad)


# -- rule 2: frameworks and the eval extra -----------------------------------------------------


def _optional_imports_misplaced(
    imports: list[Import], packages: tuple[str, ...], allowed_in: tuple[str, ...]
) -> list[str]:
    """Imports of ``packages`` by graphpaths modules outside ``allowed_in``, or at import time."""
    bad = []
    for imp in imports:
        if _top(imp.source) not in OURS or not _top(imp.target).startswith(packages):
            continue
        if not any(_within(imp.source, package) for package in allowed_in):
            bad.append(f"{imp.where()}: {imp.source} imports {imp.target} (outside {allowed_in})")
        elif imp.level == "runtime":
            bad.append(f"{imp.where()}: {imp.source} imports {imp.target} at import time")
    return bad


def test_frameworks_only_in_eval_and_only_lazily(all_imports: list[Import]) -> None:
    bad = _optional_imports_misplaced(all_imports, FRAMEWORKS, (f"{BENCH}.eval",))
    assert not bad, (
        "the core never imports LangChain/LlamaIndex; eval's peers import them inside the "
        "functions that build them\n" + "\n".join(bad)
    )


def test_the_eval_extra_is_imported_lazily_and_never_by_the_library(
    all_imports: list[Import],
) -> None:
    others = [imp for imp in all_imports if imp.source != DRAWING]
    drawing = [imp for imp in all_imports if imp.source == DRAWING]
    bad = _optional_imports_misplaced(others, EVAL_ONLY + FRAMEWORKS, (BENCH,))
    bad += _optional_imports_misplaced(drawing, DRAWING_ONLY, (DRAWING,))
    bad += [
        line
        for line in _optional_imports_misplaced(drawing, EVAL_ONLY + FRAMEWORKS, (BENCH,))
        if not any(f"imports {name}" in line for name in DRAWING_ONLY)
    ]
    assert not bad, (
        "the eval extra is optional: import it inside functions, through "
        "graphpaths_bench.extras.require\n" + "\n".join(bad)
    )


def test_the_lists_above_cover_the_eval_extra() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    extra = config["project"]["optional-dependencies"]["eval"]
    names = [
        requirement.split(">")[0].split("=")[0].split("<")[0].strip().replace("-", "_")
        for requirement in extra
    ]
    assert names
    for name in names:
        assert name.startswith(EVAL_ONLY + FRAMEWORKS), name
    assert "matplotlib" not in str(config["project"]["dependencies"])


# -- rule 3: cycles ----------------------------------------------------------------------------


def _graph(imports: list[Import], levels: set[str]) -> dict[str, dict[str, Import]]:
    edges: dict[str, dict[str, Import]] = {}
    for imp in imports:
        both_ours = _top(imp.source) in OURS and _top(imp.target) in OURS
        if imp.level in levels and both_ours and imp.source != imp.target:
            edges.setdefault(imp.source, {}).setdefault(imp.target, imp)
    return edges


def _components(edges: dict[str, dict[str, Import]]) -> Iterator[list[str]]:
    """Strongly connected components with more than one module (Tarjan, iterative)."""
    nodes = sorted(set(edges) | {t for targets in edges.values() for t in targets})
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    for root in nodes:
        if root in index:
            continue
        work = [(root, iter(sorted(edges.get(root, {}))))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(edges.get(child, {})))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    yield sorted(component)


def _a_cycle(component: list[str], edges: dict[str, dict[str, Import]]) -> list[Import]:
    """One cycle through the component's first module, as its edges (breadth-first)."""
    members = set(component)
    start = component[0]
    previous: dict[str, Import] = {}
    frontier = [start]
    while frontier:
        following = []
        for node in frontier:
            for target, imp in sorted(edges.get(node, {}).items()):
                if target == start:
                    path = [imp]
                    while path[0].source != start:
                        path.insert(0, previous[path[0].source])
                    return path
                if target in members and target not in previous:
                    previous[target] = imp
                    following.append(target)
        frontier = following
    raise AssertionError(f"no cycle found in the component {component}")


def _cycle_report(edges: dict[str, dict[str, Import]]) -> str:
    lines = []
    for component in _components(edges):
        lines.append(f"cycle among {', '.join(component)}:")
        for imp in _a_cycle(component, edges):
            lines.append(f"  {imp.source} -> {imp.target}  ({imp.where()}, {imp.level})")
    return "\n".join(lines)


def test_the_cycle_finder_reports_a_cycle() -> None:
    path = ROOT / "x.py"
    fake = [
        Import("graphpaths.a", "graphpaths.b", path, 1, "runtime"),
        Import("graphpaths.b", "graphpaths.c", path, 2, "typing"),
        Import("graphpaths.c", "graphpaths.a", path, 3, "runtime"),
        Import("graphpaths.c", "graphpaths.d", path, 4, "runtime"),
    ]
    report = _cycle_report(_graph(fake, {"runtime", "typing"}))
    assert "graphpaths.b -> graphpaths.c  (x.py:2, typing)" in report
    assert "graphpaths.c -> graphpaths.a" in report
    assert "graphpaths.d" not in report
    assert _cycle_report(_graph(fake, {"runtime"})) == ""


def test_no_import_cycle(all_imports: list[Import]) -> None:
    report = _cycle_report(_graph(all_imports, {"runtime", "typing"}))
    assert not report, "module-level imports (TYPE_CHECKING included) form a cycle:\n" + report


def test_no_import_cycle_even_through_lazy_imports(all_imports: list[Import]) -> None:
    edges = _graph(all_imports, {"runtime", "typing", "lazy"})
    report = _cycle_report(edges)
    assert not report, (
        "imports inside functions close a cycle (a lazy import hides a boundary in the "
        "wrong place: move the shared part down):\n" + report
    )


def test_our_modules_are_imported_at_the_top(all_imports: list[Import]) -> None:
    bad = [
        f"{imp.where()}: {imp.source} imports {imp.target} inside a function"
        for imp in all_imports
        if imp.level == "lazy" and _top(imp.source) in OURS and _top(imp.target) in OURS
    ]
    assert not bad, (
        "our modules import each other at the top (they load numpy only); an import inside a "
        "function is for an optional dependency, never to hide a cycle:\n" + "\n".join(bad)
    )


# -- rule 4: without the extras ----------------------------------------------------------------

#: Imported, in a fresh interpreter without LangChain, LlamaIndex, matplotlib and networkx,
#: before every other module: the public API first (extend it with what users import).
PUBLIC_IMPORTS = [
    "from graphpaths import DotRAG, GraFine, build_index, load_index",
    "from graphpaths import *",
    "import graphpaths.dotrag.retriever",
    "import graphpaths.grafine.retriever",
    "import graphpaths.dotrag.index.graph_index",
]


def test_everything_imports_without_the_frameworks_and_the_eval_extra() -> None:
    """The library's modules (the benchmarks package's:
    ``benchmarks/tests/test_bench_imports.py``)."""
    modules = sorted(name for name in module_files() if _top(name) == "graphpaths")
    code = "\n".join([*PUBLIC_IMPORTS, f"import_all({modules!r})", "print('ok')"])
    result = run_without_extras(code)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.rstrip().endswith("ok")
