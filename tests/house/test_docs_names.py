"""Every method the README and the guides name on our classes exists (the README is the
contract): ``DotRAG.from_index``, ``GraFineRetriever.from_vectorstore``, ...

A class two packages export (``GraFineRetriever``, ``DotRAGRetriever``) is looked up where
the text says: in a code block, the package it is imported from; in prose, the framework
the sentence names (LangChain or LlamaIndex), or both when it names neither or says "both".
"""

from __future__ import annotations

import dataclasses
import importlib
import inspect
import re
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
PACKAGES = ("graphpaths", "langchain_graphpaths", "llama_index_graphpaths")
#: Words that tie a sentence to one adapter package.
FRAMEWORKS = {
    "langchain_graphpaths": ("LangChain", "langchain_graphpaths"),
    "llama_index_graphpaths": ("LlamaIndex", "llama_index_graphpaths"),
}
REFERENCE = re.compile(r"\b([A-Z][A-Za-z0-9]*)\.([a-z_][A-Za-z0-9_]*)\b")
CODE = re.compile(r"^```(\w*)\n(.*?)^```", re.MULTILINE | re.DOTALL)
IMPORT = re.compile(r"^from (\w+) import (?:\(([^)]*)\)|([^\n(]*))", re.MULTILINE)
SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z`*(])")


def exporters() -> dict[str, list[ModuleType]]:
    """Class name -> the packages exporting a class of that name."""
    found: dict[str, list[ModuleType]] = {}
    for name in PACKAGES:
        package = importlib.import_module(name)
        for attr in package.__all__:
            if inspect.isclass(getattr(package, attr)):
                found.setdefault(attr, []).append(package)
    return found


def has(cls: type, attr: str) -> bool:
    if hasattr(cls, attr):
        return True
    if dataclasses.is_dataclass(cls) and attr in {f.name for f in dataclasses.fields(cls)}:
        return True
    return attr in getattr(cls, "model_fields", {})  # pydantic fields (LangChain retrievers)


def references(text: str) -> list[tuple[str, str, tuple[str, ...] | None]]:
    """``(class, attribute, packages)`` named in ``text``; ``packages`` None: any exporter
    the prose does not narrow down."""
    out: list[tuple[str, str, tuple[str, ...] | None]] = []
    for match in CODE.finditer(text):
        imported = {
            name.strip(): module
            for module, wrapped, names in IMPORT.findall(match.group(2))
            for name in (wrapped or names).split(",")
        }
        for cls, attr in REFERENCE.findall(match.group(2)):
            where = imported.get(cls)
            out.append((cls, attr, (where,) if where else None))
    prose = CODE.sub("", text)
    for paragraph in re.split(r"\n\s*\n", prose):
        for sentence in SENTENCE.split(" ".join(paragraph.split())):
            named = tuple(
                package
                for package, words in FRAMEWORKS.items()
                if any(word in sentence for word in words)
            )
            narrowed = None if not named or re.search(r"\b[Bb]oth\b", sentence) else named
            out.extend((cls, attr, narrowed) for cls, attr in REFERENCE.findall(sentence))
    return out


def test_the_sentence_rule_reads_the_packages() -> None:
    text = (
        "In LangChain: `GraFineRetriever.from_vectorstore`. "
        "In LlamaIndex: `GraFineRetriever.from_vector_store`.\n\n"
        "Both packages offer `DotRAGRetriever.from_index`.\n\n"
        "```python\nfrom llama_index_graphpaths import DotRAGRetriever\n"
        "DotRAGRetriever.from_defaults('x')\n```\n"
    )
    assert references(text) == [
        ("DotRAGRetriever", "from_defaults", ("llama_index_graphpaths",)),
        ("GraFineRetriever", "from_vectorstore", ("langchain_graphpaths",)),
        ("GraFineRetriever", "from_vector_store", ("llama_index_graphpaths",)),
        ("DotRAGRetriever", "from_index", None),
    ]


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda path: path.name)
def test_every_method_the_docs_name_exists(document: Path) -> None:
    classes = exporters()
    missing = []
    checked = 0
    for cls_name, attr, packages in references(document.read_text(encoding="utf-8")):
        owners = classes.get(cls_name)
        if not owners:
            continue  # not one of ours (VectorStoreIndex.from_vector_store, Path.home, ...)
        wanted = [p for p in owners if packages is None or p.__name__ in packages]
        for package in wanted or owners:
            checked += 1
            if not has(getattr(package, cls_name), attr):
                missing.append(f"{package.__name__}.{cls_name}.{attr}")
    assert not missing, f"{document.name} names methods that do not exist: {missing}"
    if document.name == "README.md":
        assert checked >= 10  # the README's constructors are found at all


LINK = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)")


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda path: path.name)
def test_every_relative_link_names_a_file_that_exists(document: Path) -> None:
    """The README sends readers to the guides, the guides to each other and BENCHMARKS.md:
    every relative link resolves (nothing promised points nowhere)."""
    targets = [t for t in LINK.findall(document.read_text(encoding="utf-8")) if "://" not in t]
    broken = [t for t in targets if not (document.parent / t).exists()]
    assert not broken, f"{document.name} links to missing files: {broken}"


def test_the_readme_links_every_guide() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    guides = sorted(path.relative_to(ROOT).as_posix() for path in (ROOT / "docs").glob("*.md"))
    assert len(guides) >= 7
    assert [guide for guide in guides if f"]({guide})" not in readme] == []


def test_the_layout_names_only_folders_that_exist() -> None:
    """A folder in the Layout's first column is the repository's; one in a description is
    there or inside that line's first-column folders (``graph/`` of ``core/graphpaths/``)."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    layout = readme.split("## Layout", 1)[1].split("```")[1]
    folder = re.compile(r"(?<![\w./-])([a-z_]+(?:/[a-z_]+)*/)")
    missing, checked = [], 0
    for line in layout.splitlines():
        width = len(line) - len(line[line.index("   ") :].lstrip()) if "   " in line else 0
        homes = [ROOT, *(ROOT / name for name in folder.findall(line[:width]))]
        for name in folder.findall(line):
            checked += 1
            if not any((home / name).is_dir() for home in homes):
                missing.append(name)
    assert checked >= 8
    assert not missing, f"the README's Layout names folders that do not exist: {missing}"


def test_the_front_pages_stay_short() -> None:
    """The README is a front door and BENCHMARKS.md holds current figures only (issue 27);
    the rest lives in docs/ and in git history."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
    benchmarks = (ROOT / "BENCHMARKS.md").read_text(encoding="utf-8").splitlines()
    assert len(readme) <= 150, f"README.md has {len(readme)} lines; move detail into docs/"
    # 425: the graph-stores section (issue 40) came on top of a full page.
    assert len(benchmarks) <= 400, f"BENCHMARKS.md has {len(benchmarks)} lines"
    assert "download.pytorch.org/whl/cpu" in "\n".join(readme)  # the CPU wheel anywhere
