"""``benchmarks/reader/fit_abstain.py``: the threshold chosen leave one set out, rows read
out of sample recorded as such, and ``fit_reader.py folds`` never fits on the set it reads."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np
import pytest

from graphpaths.dotrag.reading.abstention import FEATURES
from graphpaths.dotrag.reading.reader import FEATURES as READER_FEATURES

SCRIPTS = Path(__file__).resolve().parents[2] / "benchmarks" / "reader"


def _load(name: str) -> ModuleType:
    """A script of ``benchmarks/reader`` (each puts the tree's packages on its path)."""
    if str(SCRIPTS) not in sys.path:
        sys.path.insert(0, str(SCRIPTS))
    return importlib.import_module(name)


@pytest.fixture(scope="module")
def fit_abstain() -> ModuleType:
    return _load("fit_abstain")


def _rows(seed: int = 0, sets: int = 6, reader: str = "left out (x)") -> list[dict[str, Any]]:
    """Per set 60 answerable questions (high evidence) and 12 lacking ones (low), overlapping."""
    rng = np.random.default_rng(seed)
    rows = []
    for s in range(sets):
        for k in range(72):
            lacking = k >= 60
            x = [0.0] * len(FEATURES)
            x[0] = float(rng.normal(0.4 if lacking else 1.2, 0.35))
            rows.append(
                {
                    "set": f"set{s}",
                    "id": f"{s}-{k}",
                    "lacking": lacking,
                    "reader": reader,
                    "anchors": [{"leads": True, "x": x}],
                }
            )
    return rows


def test_the_rate_chosen_leave_one_set_out_meets_its_target_there(
    fit_abstain: ModuleType,
) -> None:
    rows = _rows(sets=4)
    rate = fit_abstain.loso_rate(rows, 0.02)
    assert rate in fit_abstain.RATE_GRID
    per_set = fit_abstain.pooled_loso(rows, rate)
    assert per_set.shape == (4, 4)
    assert fit_abstain.set_mean(per_set) <= 0.02
    # every rate abstaining on more lacking questions misses the target left out
    for other in fit_abstain.RATE_GRID:
        counted = fit_abstain.pooled_loso(rows, other)
        if counted[:, 2].sum() > per_set[:, 2].sum():
            assert fit_abstain.set_mean(counted) > 0.02


def test_the_nested_estimate_chooses_the_rate_without_the_set_it_counts(
    fit_abstain: ModuleType,
) -> None:
    rows = _rows(seed=1, sets=4)
    nested = fit_abstain.leave_one_set_out(rows, 0.0, target=0.02)
    assert set(nested["per_set"]) == {f"set{s}" for s in range(4)}
    for s in range(4):
        name = f"set{s}"
        train = [r for r in rows if r["set"] != name]
        model = fit_abstain.fit(train, fit_abstain.loso_rate(train, 0.02))
        a, n, lacking, total = fit_abstain.counts([r for r in rows if r["set"] == name], model)
        assert nested["per_set"][name] == {
            "answerable_newly_abstained": fit_abstain._share(a, n),
            "lacking": fit_abstain._share(lacking, total),
        }


def test_the_weights_file_says_how_the_reader_read_the_rows(
    fit_abstain: ModuleType, tmp_path: Path
) -> None:
    rows = tmp_path / "rows.jsonl"
    rows.write_text("".join(json.dumps(r) + "\n" for r in _rows(sets=3)))
    out = tmp_path / "w.json"
    fit_abstain.run_fit(rows, 0.02, None, out, target=0.02)
    provenance = json.loads(out.read_text())["provenance"]
    assert "out of sample" in provenance["inputs"]
    assert "leave-one-set-out" in provenance["objective"]
    mixed = _rows(sets=3) + _rows(sets=3, reader="library")
    with pytest.raises(SystemExit, match="mix"):
        fit_abstain._inputs(mixed)


def test_a_dropped_feature_is_zero_and_an_unknown_width_is_refused(
    fit_abstain: ModuleType, tmp_path: Path
) -> None:
    rows = tmp_path / "rows.jsonl"
    rows.write_text("".join(json.dumps(r) + "\n" for r in _rows(sets=2)))
    read = fit_abstain.read_rows(rows, [FEATURES[0]])
    assert all(a["x"][0] == 0.0 for r in read for a in r["anchors"])
    narrow = tmp_path / "narrow.jsonl"
    row = {"set": "s", "id": "1", "lacking": False, "anchors": [{"leads": True, "x": [0.0]}]}
    narrow.write_text(json.dumps(row) + "\n")
    with pytest.raises(SystemExit, match="features"):
        fit_abstain.read_rows(narrow)


def test_folds_leave_out_the_set_each_file_reads(tmp_path: Path) -> None:
    fit_reader = _load("fit_reader")
    rng = np.random.default_rng(0)
    reads: dict[str, list[Any]] = {}
    for name in ("alpha", "beta", "metaqa:100"):
        reads[name] = []
        for k in range(8):
            x = rng.normal(size=(4, len(READER_FEATURES)))
            example = fit_reader.Example(name, f"q{k}", 1, "", 0, (("r", True),))
            reads[name].append(
                fit_reader.Read(example, x, np.array([k % 4], np.int64), [(("r", True),)] * 4)
            )

    class Args:
        l2 = 0.01
        out = str(tmp_path)
        objective = "gold"

    fit_reader.write_folds(reads, list(reads), Args(), "cmd", "0" * 40)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["alpha.json", "beta.json"]
    alpha = json.loads((tmp_path / "alpha.json").read_text())["provenance"]
    assert alpha["sets"] == ["beta", "metaqa:100"]
    assert list(alpha["left_out"]["sets"]) == ["alpha"]


def _fit_sure(
    fit_abstain: ModuleType, tmp_path: Path, seed: int, **sure: float
) -> tuple[list[dict[str, Any]], dict[str, Any], Any]:
    """Rows of four sets written and fitted with ``sure`` (``sure_target`` or
    ``sure_quantile``): the rows, the file written and the library's reading of it."""
    from graphpaths.dotrag.reading.abstention import load_abstention_weights

    rows = tmp_path / "rows.jsonl"
    data = _rows(seed=seed, sets=4)
    rows.write_text("".join(json.dumps(r) + "\n" for r in data))
    out = tmp_path / "w.json"
    fit_abstain.run_fit(rows, 0.02, None, out, target=0.02, **sure)
    written = json.loads(out.read_text())
    model = load_abstention_weights(out)
    assert model.sure_threshold == written["sure_threshold"] >= model.threshold
    return data, written, model


def test_the_sure_threshold_the_fit_writes_is_what_the_library_loads(
    fit_abstain: ModuleType, tmp_path: Path
) -> None:
    from graphpaths.dotrag.reading.abstention import load_abstention_weights

    data, written, model = _fit_sure(fit_abstain, tmp_path, 2, sure_target=0.0025)
    rows = tmp_path / "rows.jsonl"
    sure = written["provenance"]["sure"]
    assert sure["rate"] in fit_abstain.SURE_GRID
    assert "0.25%" in sure["objective"]
    # the threshold is the fit's at the chosen rate: no answerable question above it at rate 0
    weights, bias = np.array(model.weights), model.bias
    expected = max(fit_abstain.threshold(data, weights, bias, sure["rate"]), model.threshold)
    assert model.sure_threshold == pytest.approx(expected)
    # the chosen rate meets its target left out (not nested), or is the lowest one
    counted = fit_abstain.pooled_loso(data, sure["rate"], grid=fit_abstain.SURE_GRID)
    assert fit_abstain.set_mean(counted) <= 0.0025 or sure["rate"] == fit_abstain.SURE_GRID[0]
    # without --sure-target the file has none, and the library is never sure with it
    plain = tmp_path / "plain.json"
    fit_abstain.run_fit(rows, 0.02, None, plain)
    assert load_abstention_weights(plain).sure_threshold is None


def test_the_sure_quantile_is_what_the_library_loads_and_one_question_moves_it_little(
    fit_abstain: ModuleType, tmp_path: Path
) -> None:
    data, written, model = _fit_sure(fit_abstain, tmp_path, 3, sure_quantile=0.99)
    rows, out = tmp_path / "rows.jsonl", tmp_path / "w.json"
    sure = written["provenance"]["sure"]
    assert sure["quantile"] == 0.99
    assert "99th percentile" in sure["objective"]
    weights, bias = np.array(model.weights), model.bias
    answerable = sorted(
        fit_abstain.odds(r, weights, bias) for r in data if not r["lacking"] and r["anchors"]
    )
    # linear between the two answerable questions around the 99th percentile, just above it
    position = 0.99 * (len(answerable) - 1)
    low = answerable[int(np.floor(position))]
    high = answerable[int(np.ceil(position))]
    assert low <= model.sure_threshold <= np.nextafter(high, np.inf)
    assert model.sure_threshold == max(
        np.nextafter(np.quantile(answerable, 0.99), np.inf), model.threshold
    )
    # the highest answerable question left out moves it at most to the next gap, whereas the
    # threshold at rate 0 (the maximum) falls to the second highest
    top = max(
        (r for r in data if not r["lacking"]), key=lambda r: fit_abstain.odds(r, weights, bias)
    )
    rest = [r for r in data if r is not top]
    moved = fit_abstain.quantile_threshold(rest, weights, bias, 0.99)
    position = 0.99 * (len(answerable) - 2)
    low, high = answerable[int(np.floor(position))], answerable[int(np.ceil(position))]
    assert low <= moved <= np.nextafter(high, np.inf) <= answerable[-2]
    assert fit_abstain.threshold(rest, weights, bias, 0.0) == np.nextafter(answerable[-2], np.inf)
    # its leave-one-set-out figures: each set at the quantile of the other sets' questions
    per_set = fit_abstain.quantile_loso(data, 0.99, 0.02)
    name = "set1"
    train = [r for r in data if r["set"] != name]
    left = fit_abstain.fit(train, 0.02)
    lw = np.array(left.weights)
    t = max(fit_abstain.quantile_threshold(train, lw, left.bias, 0.99), left.threshold)
    expected = fit_abstain.counts(
        [r for r in data if r["set"] == name],
        type(left)(weights=left.weights, bias=left.bias, threshold=t),
    )
    assert tuple(per_set[1].tolist()) == expected
    assert sure["leave_one_set_out"]["per_set"][name] == {
        "answerable_newly_abstained": fit_abstain._share(expected[0], expected[1]),
        "lacking": fit_abstain._share(expected[2], expected[3]),
    }
    # one objective for the sure threshold, not two
    with pytest.raises(SystemExit, match="one objective"):
        fit_abstain.run_fit(rows, 0.02, None, out, sure_target=0.0025, sure_quantile=0.99)
    with pytest.raises(SystemExit, match="strictly between"):
        fit_abstain.run_fit(rows, 0.02, None, out, sure_quantile=1.0)
