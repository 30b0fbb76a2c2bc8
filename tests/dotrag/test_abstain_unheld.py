"""With ``abstain=True``, DotRAG says "not found" when the question names an entity of the
graph but asks for a relation the graph does not hold, and says why; it still answers what
the graph holds.

The graph is written here (a small family with birthplaces, an employer and countries; no
benchmark set's wording), built typed (an entity table) and untyped (types inferred from
relation roles).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from small_graphs import SmallDotRAG, context_names, not_found_ceiling

from graphpaths import DotRAG, DotRAGConfig
from graphpaths.dotrag.protocol.types import NotFound
from graphpaths.dotrag.reading import abstention
from graphpaths.dotrag.reading.abstention import (
    FEATURES,
    WEIGHTS_FILE,
    AbstentionWeights,
    AnchorSignals,
    load_abstention_weights,
    not_held,
    reading_evidence,
)
from graphpaths.errors import ConfigError

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


@pytest.fixture(scope="module")
def family(small_dotrag: SmallDotRAG, typed: bool) -> DotRAG:
    return small_dotrag("family", FAMILY, TYPES, typed=typed, config=DotRAGConfig(abstain=True))


@pytest.mark.parametrize(
    ("question", "named"),
    [
        ("What is the height of Otto Quist?", "Otto Quist"),
        ("What is the population of Tallinn?", "Tallinn"),
        ("What is Lena Quist's favourite colour?", "Lena Quist"),
        ("How much revenue does Baltic Ferries make?", "Baltic Ferries"),
        # a reading's evidence alone (the single threshold before the model) answers this
        # one: the word asked for, unexplained by anything near the anchor, tells
        ("What is the phone number of Baltic Ferries?", "Baltic Ferries"),
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
    # the confidence that the graph holds it: at most the model's at its threshold
    assert 0.0 <= found.confidence <= not_found_ceiling()
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
    assert expected in context_names(family, result)


def test_abstaining_is_chosen_per_call_and_sure_by_default(family: DotRAG) -> None:
    question = "What is the height of Otto Quist?"
    assert family.retrieve(question, abstain=False).not_found is None
    assert family.retrieve(question, abstain=False).paths
    assert DotRAGConfig().abstain == "sure"


def test_a_question_naming_nothing_says_so_without_an_anchor(family: DotRAG) -> None:
    result = family.retrieve("Who founded the Northwind Lumber Guild?")
    assert result.not_found is not None
    assert result.not_found.anchor is None
    assert result.not_found.reason == result.stats.not_found
    assert "no entity of the graph is named" in result.not_found.reason


#: A model abstaining when the evidence is low and the word asked for is unexplained.
MODEL = AbstentionWeights(weights=(-2.0, -4.0, 3.0, 0.0, 0.0), bias=3.0, threshold=0.0)


def _signals(anchor: str, labels: tuple[str, ...], evidence: float, asked: float) -> AnchorSignals:
    return AnchorSignals(anchor, labels, evidence, asked, "colour" if asked < 0.5 else "")


def test_not_held_weighs_every_anchor_and_names_the_closest() -> None:
    assert not_held([], MODEL) is None
    held, lacking = _signals("A", ("knows",), 1.5, 0.9), _signals("B", ("likes",), 0.1, 0.0)
    assert not_held([held, lacking], MODEL) is None  # one anchor holding it is enough
    weaker = _signals("A", ("knows",), 0.1, 0.1)
    found = not_held([weaker, _signals("B", ("likes", "owns"), 0.4, 0.2)], MODEL)
    assert found is not None
    assert (found.anchor, found.labels) == ("B", ("likes", "owns"))
    # the confidence that the graph holds it: below one half at the threshold 0
    assert 0.0 < found.confidence < 0.5
    assert "'colour'" in found.reason
    assert "likes / owns" in found.reason
    nothing = not_held([_signals("A", (), 0.0, 0.0)], MODEL)
    assert nothing is not None
    assert nothing.labels == ()
    assert "leads anywhere" in nothing.reason


def test_the_library_loads_the_weights_file_the_fit_wrote() -> None:
    model = load_abstention_weights()
    data = json.loads((Path(abstention.__file__).with_name(WEIGHTS_FILE)).read_text())
    assert model.weights == tuple(data["weights"][name] for name in FEATURES)
    assert (model.bias, model.threshold) == (data["bias"], data["threshold"])
    # the default's stricter threshold, chosen by its own stated objective
    assert model.sure_threshold == data["sure_threshold"] >= model.threshold
    assert "leave-one-set-out" in data["provenance"]["sure"]["objective"]
    assert data["provenance"]["sure"]["rate"] <= 0.01
    provenance = data["provenance"]
    assert provenance["fitted_by"].startswith("benchmarks/reader/fit_abstain.py")
    # fitted on development sets only: never biomed, a frozen set or the newest blind sets
    held_out = {"biomed", "breweries", "chess", "logistics"}
    assert not held_out & set(provenance["sets"])
    assert not any(name.startswith("frozen-") for name in provenance["sets"])
    assert "leave_one_set_out" in provenance


def test_a_weights_file_of_another_layout_is_refused_naming_it(tmp_path: Path) -> None:
    bad = tmp_path / "w.json"
    bad.write_text(json.dumps({"format": "graphpaths-abstention-weights/1", "features": ["x"]}))
    with pytest.raises(ConfigError, match=r"w\.json"):
        load_abstention_weights(bad)
    bad.write_text("{")
    with pytest.raises(ConfigError, match="no JSON"):
        load_abstention_weights(bad)
    with pytest.raises(ConfigError, match="threshold"):
        AbstentionWeights(weights=(0.0, 0.0, 0.0, 0.0, 0.0), bias=0.0, threshold=float("nan"))


def test_similarity_counts_only_above_its_offset() -> None:
    assert reading_evidence(0.3, -1.0) == pytest.approx(0.3)
    assert reading_evidence(0.3, 1.0) > reading_evidence(0.3, 0.9) > 0.3
