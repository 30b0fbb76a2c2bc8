"""DotRAG on the hand-written company graph (benchmarks/kgqa/company), the bundled embedder.

The heuristic's rules were first tuned on this set, so nothing here pins the paths it finds
(behaviour on graphs made for each case: ``test_dotrag_small_graphs.py``; the set's figures
live in BENCHMARKS.md). What stays is a property of the set any retriever must keep: its
questions that name nothing in the graph abstain.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from graphpaths import DotRAG
from graphpaths.embeddings import SentenceTransformerEmbedder
from graphpaths_bench.eval.kgqa import load_kgqa_questions

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

COMPANY = Path(__file__).resolve().parents[1] / "kgqa" / "company"


@pytest.fixture(scope="module")
def dotrag(
    tmp_path_factory: pytest.TempPathFactory, st_embedder: SentenceTransformerEmbedder
) -> DotRAG:
    """DotRAG over the set, indexed into a temporary folder."""
    return DotRAG.from_triples(
        COMPANY / "triples.tsv",
        entities=COMPANY / "entities.tsv",
        index_dir=tmp_path_factory.mktemp("company") / "index",
        embedder=st_embedder,
    )


def test_every_not_found_question_of_the_set_abstains(dotrag: DotRAG) -> None:
    questions = [q for q in load_kgqa_questions(COMPANY) if not q.topics]
    assert len(questions) >= 4
    for q in questions:
        result = dotrag.retrieve(q.text)
        assert result.anchors == (), q.text
        assert result.stats.not_found is not None, q.text
