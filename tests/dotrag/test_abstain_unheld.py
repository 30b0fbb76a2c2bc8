"""With ``abstain=True``, DotRAG says "not found" when the question names an entity of the
graph but asks for a relation the graph does not hold, and says why; it still answers what
the graph holds.

The graph is written here (a small family with birthplaces, an employer and countries; no
benchmark set's wording), built typed (an entity table) and untyped (types inferred from
relation roles).
"""

from __future__ import annotations

import os

import pytest
from small_graphs import build_dotrag

from graphpaths import DotRAG, DotRAGConfig
from graphpaths.dotrag.protocol.types import NotFound
from graphpaths.dotrag.reading.abstention import HELD, not_held, reading_evidence
from graphpaths.embeddings import SentenceTransformerEmbedder

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

FAMILY = [
    ("Mara Quist", "parent_of", "Ivo Quist"),
    ("Mara Quist", "parent_of", "Lena Quist"),
    ("Mara Quist", "married_to", "Otto Quist"),
    ("Ivo Quist", "born_in", "Tallinn"),
    ("Lena Quist", "born_in", "Riga"),
    ("Mara Quist", "born_in", "Riga"),
    ("Tallinn", "located_in", "Estonia"),
    ("Riga", "located_in", "Latvia"),
    ("Otto Quist", "works_for", "Baltic Ferries"),
    ("Lena Quist", "works_for", "Baltic Ferries"),
]
TYPES = {
    "Mara Quist": "person",
    "Ivo Quist": "person",
    "Lena Quist": "person",
    "Otto Quist": "person",
    "Tallinn": "city",
    "Riga": "city",
    "Estonia": "country",
    "Latvia": "country",
    "Baltic Ferries": "company",
}


@pytest.fixture(scope="module", params=["typed", "untyped"])
def family(
    request: pytest.FixtureRequest,
    tmp_path_factory: pytest.TempPathFactory,
    st_embedder: SentenceTransformerEmbedder,
) -> DotRAG:
    folder = tmp_path_factory.mktemp(f"family-{request.param}")
    typed = request.param == "typed"
    return build_dotrag(
        folder, FAMILY, TYPES, typed=typed, embedder=st_embedder, config=DotRAGConfig(abstain=True)
    )


@pytest.mark.parametrize(
    ("question", "named"),
    [
        ("What is the height of Otto Quist?", "Otto Quist"),
        ("What is the population of Tallinn?", "Tallinn"),
        ("What is Lena Quist's favourite colour?", "Lena Quist"),
        ("How much revenue does Baltic Ferries make?", "Baltic Ferries"),
    ],
)
def test_a_relation_the_graph_lacks_is_not_found_with_its_reason(
    family: DotRAG, question: str, named: str
) -> None:
    result = family.retrieve(question)
    assert result.paths == ()
    assert result.context.entities == frozenset()
    found = result.not_found
    assert isinstance(found, NotFound)
    assert found.anchor == named
    # the closest the graph holds: labels of the graph, and evidence short of the bar
    assert found.labels
    assert set(found.labels) <= {r for _, r, _ in FAMILY}
    assert 0.0 <= found.confidence < HELD
    assert result.stats.not_found == found.reason
    assert named in found.reason
    assert found.labels[0] in found.reason
    assert result.as_dict()["not_found"]["anchor"] == named


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Where was Ivo Quist born?", "Tallinn"),
        ("Who is Mara Quist married to?", "Otto Quist"),
        ("Riga lies in which country?", "Latvia"),
        ("Mara Quist's kids?", "Lena Quist"),
        ("Which company does Otto Quist work for?", "Baltic Ferries"),
    ],
)
def test_a_relation_the_graph_holds_is_answered(
    family: DotRAG, question: str, expected: str
) -> None:
    result = family.retrieve(question)
    assert result.not_found is None
    assert result.stats.not_found is None
    assert expected in {family.graph.names[e] for e in result.context.entities}


def test_abstaining_is_chosen_per_call_and_off_by_default(family: DotRAG) -> None:
    question = "What is the height of Otto Quist?"
    assert family.retrieve(question, abstain=False).not_found is None
    assert family.retrieve(question, abstain=False).paths
    assert not DotRAGConfig().abstain


def test_a_question_naming_nothing_says_so_without_an_anchor(family: DotRAG) -> None:
    result = family.retrieve("Who founded the Northwind Lumber Guild?")
    assert result.not_found is not None
    assert result.not_found.anchor is None
    assert result.not_found.reason == result.stats.not_found
    assert "no entity of the graph is named" in result.not_found.reason


def test_not_held_weighs_the_best_anchor() -> None:
    assert not_held([]) is None
    assert not_held([("A", ("knows",), HELD), ("B", ("likes",), 0.0)]) is None
    found = not_held([("A", ("knows",), HELD / 4), ("B", ("likes", "owns"), HELD / 2)])
    assert found is not None
    assert (found.anchor, found.labels) == ("B", ("likes", "owns"))
    assert found.confidence == pytest.approx(HELD / 2, abs=1e-4)
    nothing = not_held([("A", (), 0.0)])
    assert nothing is not None
    assert nothing.labels == ()
    assert "leads anywhere" in nothing.reason


def test_similarity_counts_only_above_its_offset() -> None:
    assert reading_evidence(0.3, -1.0) == pytest.approx(0.3)
    assert reading_evidence(0.3, 1.0) > reading_evidence(0.3, 0.9) > 0.3
