"""``benchmarks/reader/fit_reader.py`` writes the weights file the library loads, and refuses
the held-out sets (``biomed``, every ``frozen-*``)."""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np
import pytest

from graphpaths.dotrag.reading import hedging
from graphpaths.dotrag.reading import reader as reader_module
from graphpaths.dotrag.reading.heuristic import Hedge
from graphpaths.dotrag.reading.reader import FEATURES, ReaderWeights, load_reader_weights

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "reader" / "fit_reader.py"


@pytest.fixture(scope="module")
def fit_reader() -> ModuleType:
    spec = importlib.util.spec_from_file_location("fit_reader_under_test", SCRIPT)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def _read(fit_reader: ModuleType, x: np.ndarray, gold: int, name: str = "toy") -> object:
    example = fit_reader.Example(name, "q1", 1, "", 0, (("r", True),))
    return fit_reader.Read(example, x, np.array([gold], np.int64), [(("r", True),)] * len(x))


def test_a_written_weights_file_loads_in_the_library(
    fit_reader: ModuleType, tmp_path: Path
) -> None:
    rng = np.random.default_rng(0)
    w = rng.normal(size=len(FEATURES))
    payload = fit_reader.weights_file(
        w,
        0.75,
        sets=["company", "metaqa:100"],
        l2=0.01,
        left_out={"company": {1: {"n": 3, "top1": 66.7}}},
        commit="0" * 40,
    )
    path = tmp_path / "reader_weights.json"
    fit_reader.write_weights(path, payload)
    loaded = load_reader_weights(path)
    expected = ReaderWeights.from_vector(np.round(w, 4), 0.75)
    assert loaded == expected
    provenance = json.loads(path.read_text())["provenance"]
    assert provenance["sets"] == ["company", "metaqa:100"]
    assert provenance["commit"] == "0" * 40
    assert "0.01" in provenance["regularisation"]
    assert provenance["objective"] == fit_reader.OBJECTIVE
    assert provenance["left_out"]["sets"]["company"]["1"]["top1"] == 66.7


def test_a_tiny_fit_round_trips(fit_reader: ModuleType, tmp_path: Path) -> None:
    pytest.importorskip("scipy")
    rng = np.random.default_rng(1)
    reads = [_read(fit_reader, rng.normal(size=(4, len(FEATURES))), 0) for _ in range(6)]
    w = fit_reader.fit(reads, 0.01)
    t = fit_reader.temperature_of(reads, w)
    payload = fit_reader.weights_file(w, t, sets=["toy"], l2=0.01, left_out={})
    fit_reader.write_weights(tmp_path / "w.json", payload)
    assert load_reader_weights(tmp_path / "w.json").temperature == round(t, 4)


def test_the_penalty_is_the_one_the_left_out_sets_prefer(fit_reader: ModuleType) -> None:
    pytest.importorskip("scipy")
    rng = np.random.default_rng(3)
    truth = rng.normal(size=len(FEATURES))
    reads: dict[str, list[object]] = {}
    for name in ("a", "b", "c"):
        reads[name] = []
        for _ in range(30):
            x = rng.normal(size=(5, len(FEATURES)))
            reads[name].append(_read(fit_reader, x, int(np.argmax(x @ truth)), name))
    l2, figures, left_out = fit_reader.choose_l2(reads, ["a", "b", "c"], grid=(0.001, 10.0))
    # separable data: a heavy penalty flattens the softmax and loses on every left-out set
    assert l2 == 0.001
    assert figures["0.001"] < figures["10"]
    assert set(left_out) == {"a", "b", "c"}


def test_the_stacked_fit_matches_the_loss_per_question(fit_reader: ModuleType) -> None:
    pytest.importorskip("scipy")
    rng = np.random.default_rng(4)
    reads = [
        _read(fit_reader, rng.normal(size=(int(rng.integers(1, 6)), len(FEATURES))), 0, name)
        for name in ("a", "b", "b")
    ]
    w = fit_reader.fit(reads, 0.05)
    # at the optimum the per-question loss (sets alike) plus the penalty is stationary
    step = 1e-4

    def loss(v: np.ndarray) -> float:
        per_set = {"a": [], "b": []}
        for r in reads:
            s = r.x @ v
            p = np.exp(s - s.max())
            per_set[r.example.set].append(-np.log(p[0] / p.sum()))
        return float(np.mean([np.mean(x) for x in per_set.values()])) + 0.05 * float(v @ v)

    for i in range(len(FEATURES)):
        e = np.zeros(len(FEATURES))
        e[i] = step
        assert abs(loss(w + e) - loss(w - e)) / (2 * step) < 1e-3


def test_opposite_features_are_found_degenerate(fit_reader: ModuleType) -> None:
    rng = np.random.default_rng(2)
    reads = []
    for _ in range(5):
        x = rng.normal(size=(6, len(FEATURES)))
        a, b = FEATURES.index("support"), FEATURES.index("voice")
        x[:, b] = rng.normal() - x[:, a]  # their sum the same for every reading
        reads.append(_read(fit_reader, x, 0))
    found = fit_reader.degenerate_features(reads)
    assert [row["features"] for row in found] == [["support", "voice"]]


@pytest.mark.parametrize("spec", ["biomed", "frozen-wine", "benchmarks/kgqa/frozen-farms"])
def test_held_out_sets_are_refused(fit_reader: ModuleType, spec: str) -> None:
    with pytest.raises(SystemExit, match=r"held out|frozen"):
        fit_reader.refuse_held_out(spec)
    with pytest.raises(SystemExit):
        fit_reader.weights_file(
            np.zeros(len(FEATURES)), 1.0, sets=["company", spec], l2=0.01, left_out={}
        )


def _library_file(name: str) -> dict[str, Any]:
    folder = Path(reader_module.__file__).parent
    data: dict[str, Any] = json.loads((folder / name).read_text(encoding="utf-8"))
    return data


def _objective_named(fit_reader: ModuleType, statement: str) -> str:
    """The name of the objective of :data:`OBJECTIVES` whose statement a file records."""
    names = [name for name, text in fit_reader.OBJECTIVES.items() if text == statement]
    assert len(names) == 1, "the file's objective is one fit_reader states today"
    return names[0]


def test_the_library_loads_the_weights_the_fit_wrote(fit_reader: ModuleType) -> None:
    """The library's weights file is fit_reader's output: the layout and provenance
    fit_reader writes today from the file's own record, the digest of its numbers (a
    weight edited by hand fails), a committed tree, development sets only, no degenerate
    feature; and the library reads these weights."""
    data = _library_file(reader_module.WEIGHTS_FILE)
    prov = data["provenance"]
    l2 = float(re.search(r"L2 towards zero: ([0-9.e-]+) \*", prov["regularisation"]).group(1))
    again = fit_reader.weights_file(
        [data["weights"][name] for name in FEATURES],
        data["temperature"],
        sets=prov["sets"],
        l2=l2,
        left_out=prov["left_out"]["sets"],
        l2_figures=prov.get("l2_left_out_nll"),
        degenerate=prov["degenerate"],
        commit=prov["commit"],
        checks=prov["check_sets"]["sets"],
        command=prov["command"],
        objective=_objective_named(fit_reader, prov["objective"]),
    )
    assert json.loads(json.dumps(again)) == data
    assert data["digest"] == fit_reader.weights_digest(data)
    assert re.fullmatch(r"[0-9a-f]{40}", prov["commit"]), "fitted from a committed tree"
    assert prov["command"].startswith("python benchmarks/reader/fit_reader.py fit")
    assert prov["degenerate"] == []
    for spec in [*prov["sets"], *prov["check_sets"]["sets"]]:
        fit_reader.refuse_held_out(spec)  # raises on biomed and the frozen sets
    assert set(prov["left_out"]["sets"]) == set(prov["sets"])
    assert not set(prov["check_sets"]["sets"]) & set(prov["sets"])
    expected = ReaderWeights.from_vector(
        [data["weights"][name] for name in FEATURES], data["temperature"]
    )
    assert load_reader_weights() == expected


def test_the_library_hedge_is_fitted_for_the_library_weights(fit_reader: ModuleType) -> None:
    """The hedge file is fit_reader's output for the weights the library loads (their
    digest): a refit of the reader without the hedge's fails here."""
    data = _library_file(hedging.HEDGE_FILE)
    weights = _library_file(reader_module.WEIGHTS_FILE)
    prov = data["provenance"]
    kept = prov["f1_kept"]
    again = fit_reader.hedge_file(
        data["beta_by_hops"],
        prov["figures"]["by_hops"],
        sets=prov["sets"],
        weights_sha256=prov["reader_weights_digest"],
        commit=prov["commit"],
        grid=prov["grid"],
        f1_kept=kept,
        command=prov["command"],
        fitted=prov["fitted_beta_by_hops"],
        reason="" if prov["chosen"] == "the fitted betas" else prov["chosen"],
    )
    assert json.loads(json.dumps(again)) == data
    assert prov["reader_weights_digest"] == weights["digest"]
    assert prov["sets"] == weights["provenance"]["sets"]
    for beta in prov["fitted_beta_by_hops"]:
        assert beta in prov["grid"]
    if prov["chosen"] == "the fitted betas":
        assert data["beta_by_hops"] == prov["fitted_beta_by_hops"]
    assert Hedge().beta == tuple(data["beta_by_hops"])
    assert hedging.load_beta_by_hops() == tuple(data["beta_by_hops"])


def _toy_graph() -> Any:
    from graphpaths.graph import GraphBuilder

    b = GraphBuilder()
    rows = [
        ("Ann", "manages", "Bob"),
        ("Ann", "mentors", "Cyd"),
        ("Ann", "mentors", "Dee"),
        ("Bob", "manages", "Eve"),
        ("Cyd", "works_in", "Lab"),
        ("Ann", "works_in", "Office"),
        ("Eve", "mentors", "Fay"),
    ]
    for h, label, t in rows:
        _ = b.add_relation(h, t, label, create_entities=True)
    return b.build()


@pytest.mark.parametrize("beta", [(0.0, 0.0, 0.0), (3.0, 8.0, 8.0), (50.0, 50.0, 50.0)])
@pytest.mark.parametrize("question", ["who does Ann look after", "where do Ann's people work"])
def test_the_hedge_fit_keeps_the_readings_the_policy_keeps(
    fit_reader: ModuleType, beta: tuple[float, float, float], question: str
) -> None:
    """fit_reader's simulation of the hedge (what the betas are fitted on) keeps the
    readings HeuristicPolicy keeps with the same weights and betas."""
    from graphpaths.dotrag.reading.heuristic import HeuristicPolicy

    graph = _toy_graph()
    policy = HeuristicPolicy(graph, None, hedge=Hedge(beta=beta))
    anchor = graph.index_of("Ann")
    types = [graph.type_index(t) for t in graph.types_of(anchor)]
    walks, x = policy.reader.features(question, "Ann", types)
    schema = policy.reader.schema
    steps = [tuple((schema.label_names[s.label], s.forward) for s in w.steps) for w in walks]
    example = fit_reader.Example("toy", "q1", 1, question, anchor, steps[0])
    rarity = np.array([w.rarity for w in walks], np.int64)
    read = fit_reader.Read(example, x, np.array([0], np.int64), steps, None, rarity)
    weights = policy.weights
    _, kept = fit_reader.kept_readings(
        read, weights.vector(), weights.temperature, beta, policy.walker
    )
    expected = list(dict.fromkeys(p.steps for p in policy.read(question, anchor, "Ann").kept))
    assert sorted(kept) == sorted(expected)
    if beta[0] == 0.0:
        assert len(kept) == 1


def _reached(fit_reader: ModuleType, x: np.ndarray, gold: int, reach: list[float]) -> Any:
    read = _read(fit_reader, x, gold)
    read.reach = np.array(reach)
    return read


def test_the_answers_objective_credits_readings_that_end_at_the_answers(
    fit_reader: ModuleType,
) -> None:
    """``answers``: the gold reading weighs 1, another reading the share of the gold answers
    its walk ends at; ``gold`` credits the gold reading alone."""
    read = _reached(fit_reader, np.zeros((4, len(FEATURES))), 0, [0.5, 1.0, 0.25, 0.0])
    assert fit_reader.targets(read, "gold").tolist() == [1.0, 0.0, 0.0, 0.0]
    assert fit_reader.targets(read, "answers").tolist() == [1.0, 1.0, 0.25, 0.0]
    bare = _read(fit_reader, np.zeros((2, len(FEATURES))), 0)
    with pytest.raises(ValueError, match="add_reach"):
        fit_reader.targets(bare, "answers")
    with pytest.raises(ValueError, match="unknown objective"):
        fit_reader.targets(read, "top1")


def test_the_answers_fit_learns_what_marks_answer_reaching_readings(
    fit_reader: ModuleType,
) -> None:
    """Readings marked by one feature end at every gold answer without being the gold
    reading: the answers objective gives that feature a positive weight, the gold one a
    negative weight (it only ever sees them lose)."""
    pytest.importorskip("scipy")
    rng = np.random.default_rng(5)
    column = FEATURES.index("voice")
    reads = []
    for _ in range(40):
        x = rng.normal(scale=0.1, size=(5, len(FEATURES)))
        x[:, column] = [0.0, 1.0, 1.0, 0.0, 0.0]
        reads.append(_reached(fit_reader, x, 0, [1.0, 1.0, 1.0, 0.0, 0.0]))
    by_answers = fit_reader.fit(reads, 0.001, "answers")
    by_gold = fit_reader.fit(reads, 0.001, "gold")
    assert by_answers[column] > 0.5
    assert by_gold[column] < -0.5


def test_the_answers_fit_is_stationary_in_its_own_loss(fit_reader: ModuleType) -> None:
    """At the answers fit's optimum its loss (log expected answer share, sets alike, plus
    the penalty) is stationary: the stacked gradient is the loss's."""
    pytest.importorskip("scipy")
    rng = np.random.default_rng(6)
    reads = []
    for name in ("a", "b", "b"):
        k = int(rng.integers(2, 6))
        read = _reached(fit_reader, rng.normal(size=(k, len(FEATURES))), 0, [0.0] * k)
        read.example = fit_reader.Example(name, "q1", 1, "", 0, (("r", True),))
        read.reach = rng.uniform(size=k) * (rng.uniform(size=k) > 0.5)
        reads.append(read)
    w = fit_reader.fit(reads, 0.05, "answers")

    def loss(v: np.ndarray) -> float:
        per_set: dict[str, list[float]] = {"a": [], "b": []}
        for r in reads:
            s = r.x @ v
            p = np.exp(s - s.max())
            p /= p.sum()
            per_set[r.example.set].append(-np.log(p @ fit_reader.targets(r, "answers")))
        return float(np.mean([np.mean(x) for x in per_set.values()])) + 0.05 * float(v @ v)

    step = 1e-4
    for i in range(len(FEATURES)):
        e = np.zeros(len(FEATURES))
        e[i] = step
        assert abs(loss(w + e) - loss(w - e)) / (2 * step) < 1e-3


def test_the_weights_file_records_the_objective_fitted(
    fit_reader: ModuleType, tmp_path: Path
) -> None:
    for name in ("gold", "answers"):
        payload = fit_reader.weights_file(
            np.zeros(len(FEATURES)), 1.0, sets=["company"], l2=0.01, left_out={}, objective=name
        )
        assert payload["provenance"]["objective"] == fit_reader.OBJECTIVES[name]
        assert _objective_named(fit_reader, payload["provenance"]["objective"]) == name
    assert fit_reader.OBJECTIVES["gold"] != fit_reader.OBJECTIVES["answers"]
    with pytest.raises(ValueError, match="unknown objective"):
        fit_reader.weights_file(
            np.zeros(len(FEATURES)), 1.0, sets=["company"], l2=0.01, left_out={}, objective="x"
        )
