"""The hand-written KGQA sets in benchmarks/kgqa/: their gold answers follow from their paths.

Every answerable question's answers are recomputed from its topics and its ``path`` over the
set's triples and must equal the ``answers`` it gives (so the gold is provably right); the
sets load through the library's loaders, keep their promised shape, and their graphs are
exactly what their ``make_graph.py`` writes.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from collections import Counter
from pathlib import Path
from types import ModuleType

import pytest

from graphpaths_bench.eval.kgqa import load_kgqa_graph, load_kgqa_questions, match_kgqa_questions

REPO = Path(__file__).resolve().parents[2]
SETS_DIR = REPO / "benchmarks" / "kgqa"
SETS = sorted(p for p in SETS_DIR.iterdir() if (p / "questions.jsonl").exists())


def _module(path: Path, name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


PATHS = _module(SETS_DIR / "paths.py", "kgqa_paths")
#: Sets written LARGE on purpose (~3,000 entities, ~12,000 triples, ten times the others: the
#: size and name ambiguity of real users' graphs; their READMEs say why).
LARGE = {"dental-practices", "frozen-cinemas", "frozen-housing-estates", "street-markets"}


def test_there_are_at_least_three_sets_and_two_are_untyped() -> None:
    assert len(SETS) >= 3, SETS
    untyped = [s for s in SETS if "types" not in (s / "entities.tsv").open().readline().split()]
    assert len(untyped) >= 2, untyped


@pytest.mark.parametrize("folder", SETS, ids=lambda p: p.name)
def test_gold_answers_follow_from_the_paths(folder: Path) -> None:
    triples = PATHS.read_triples(folder)
    checked = 0
    for line in (folder / "questions.jsonl").read_text(encoding="utf-8").splitlines():
        q = json.loads(line)
        if not q["topics"]:
            assert q["answers"] == [], q["id"]
            assert "path" not in q, q["id"]
            continue
        if q["answers"] == [] and "path" not in q:
            # Named entity, relation the graph lacks: the topics are in the graph, there is no
            # answer, and "lacks" names what the graph does not hold.
            assert isinstance(q.get("lacks"), str), q["id"]
            assert q["lacks"].strip(), q["id"]
            assert set(q["topics"]) <= set(PATHS.read_names(folder)), q["id"]
            continue
        assert len(q["path"]) == q["hops"], q["id"]
        assert PATHS.follow(triples, q["topics"], q["path"]) == set(q["answers"]), q["id"]
        checked += 1
    assert checked >= 24


@pytest.mark.parametrize("folder", SETS, ids=lambda p: p.name)
def test_sets_load_and_keep_their_shape(folder: Path) -> None:
    graph = load_kgqa_graph(folder)
    questions = load_kgqa_questions(folder)
    matched = match_kgqa_questions(questions, graph)
    assert 300 <= graph.num_relations <= (20000 if folder.name in LARGE else 2000)
    assert len(questions) >= 30
    per_hop = Counter(q.hops for q in matched if not q.not_found)
    assert all(per_hop[h] >= 8 for h in (1, 2, 3)), per_hop
    assert sum(q.not_found for q in matched) >= 3
    assert sum(len(q.answer_indices) > 1 for q in matched) >= 5  # some set-valued answers
    # Ids are tokens, not the names people use in questions.
    named = sum(graph.entity(i).id != graph.entity(i).name for i in range(graph.num_entities))
    assert named == graph.num_entities
    assert len({q.text.casefold() for q in questions}) == len(questions)
    assert (folder / "README.md").exists()


@pytest.mark.parametrize("folder", SETS, ids=lambda p: p.name)
def test_make_graph_reproduces_the_files(folder: Path, tmp_path: Path) -> None:
    script = _module(folder / "make_graph.py", f"kgqa_make_{folder.name.replace('-', '_')}")
    script.write(*script.build(), folder=tmp_path)
    for name in ("triples.tsv", "entities.tsv"):
        assert (tmp_path / name).read_bytes() == (folder / name).read_bytes(), name
