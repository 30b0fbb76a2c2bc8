"""The benchmarks package without the extras: in a fresh interpreter where LangChain,
LlamaIndex, matplotlib and networkx cannot be imported, every module of graphpaths_bench
imports, and the features that need them fail with the ``pip install 'graphpaths[eval]'``
line (the library's modules: ``tests/house/test_import_graph.py``, rule 4)."""

from __future__ import annotations

from pathlib import Path

from checkout import import_light, run_without_extras

BENCH_ROOT = Path(__file__).resolve().parents[1]

_MISSING = """
from graphpaths.errors import MissingDependencyError
from graphpaths_bench.eval.plotting import pyplot
from graphpaths_bench.eval.peers.graph_retriever import langchain_embeddings
for attempt in (pyplot, lambda: langchain_embeddings(None)):
    try:
        attempt()
    except MissingDependencyError as exc:
        assert "pip install 'graphpaths[eval]'" in str(exc), exc
        print("missing:", exc)
    else:
        raise SystemExit("expected MissingDependencyError")
print("ok")
"""


def bench_modules() -> list[str]:
    names = []
    for path in sorted((BENCH_ROOT / "graphpaths_bench").rglob("*.py")):
        parts = list(path.relative_to(BENCH_ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        names.append(".".join(parts))
    return names


def test_every_module_imports_without_the_frameworks_and_the_eval_extra() -> None:
    result = run_without_extras(f"import_all({bench_modules()!r})\n" + _MISSING)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.count("missing:") == 2
    assert result.stdout.rstrip().endswith("ok")


def test_the_lab_loads_no_framework_or_model_store_on_import() -> None:
    result = import_light(
        "import graphpaths_bench.bench.reachability, graphpaths_bench.bench.embeddings",
        "import graphpaths_bench.eval.base",
    )
    assert result.returncode == 0, result.stdout + result.stderr
