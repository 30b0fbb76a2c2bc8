"""``benchmarks/reader/fit_reader.py`` writes the weights file the library loads, and refuses
the held-out sets (``biomed``, every ``frozen-*``)."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import numpy as np
import pytest

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
