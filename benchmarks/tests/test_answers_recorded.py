"""The recorded answers of issue 41 (item 6) replayed without the model.

``benchmarks/results/reader41/<set>.json`` is a finished run of the local
Qwen2.5-Coder-1.5B-Instruct (llama.cpp, 2 threads, temperature 0) reading the contexts of
``dotrag``, ``vss`` and ``graph-retriever`` (``--limit 30 --budget 1000 --seed 0``); every
request and answer is in ``reader-cache-<set>.jsonl`` beside it, and the run's command is in
the JSON. Each test replays one run strictly (``--reader-cache-mode replay``: no endpoint; a
request the file lacks is an error) with the code under test, and asserts that every request
is in the recording and that every method's figures are the recorded ones.

The MetaQA dev run (``reader41/metaqa/``) replays the same way on the full MetaQA index,
built once into ``$GRAPHPATHS_TEST_INDEX`` (as the smoke evaluation): marked ``bench``, so
``make bench`` replays it, not ``make test``.

A change to what a method retrieves changes its contexts, so its requests: the replay then
fails with a cache miss, and the changed requests must be recorded (the recorded command
with ``--resume`` dropped, against the server; the cache answers the rest).
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
from pathlib import Path
from typing import Any

import pytest

from graphpaths.cli import main

REPO = Path(__file__).resolve().parents[2]
RECORDED = REPO / "benchmarks" / "results" / "reader41"
RUNS = sorted(RECORDED.glob("*.json"))
METAQA_RUNS = sorted((RECORDED / "metaqa").glob("*.json"))
#: Per hop, the retrieval and reader figures a replay must give again (times are not).
RETRIEVAL_KEYS = ("n", "recall", "precision", "f1", "context_tokens")
READER_KEYS = ("n", "errors", "hit", "recall", "precision", "unknown", "n_gold_in_context")


def _option(argv: list[str], flag: str) -> str:
    return argv[argv.index(flag) + 1]


def _replay(
    run: Path, tmp: Path, data: Path | None = None, index: Path | None = None
) -> dict[str, Any]:
    """Replay ``run`` strictly; ``data`` and ``index`` stand in for a MetaQA run's own."""
    recorded = json.loads(run.read_text("utf-8"))
    argv = shlex.split(recorded["command"])[1:]
    cache = tmp / "cache.jsonl"
    shutil.copyfile(run.with_name(Path(_option(argv, "--reader-cache")).name), cache)
    out = tmp / "out.json"
    dataset = argv[1]
    replay = ["eval", dataset, "--data", str(data or REPO / _option(argv, "--data"))]
    replay += ["--index", str(index or tmp / "idx"), "--json", str(out)]
    flags = ["--limit", "--budget", "--seed", "--methods", "--reader-model"]
    if dataset == "metaqa":
        flags += ["--hops", "--split"]
    for flag in flags:
        replay += [flag, _option(argv, flag)]
    replay += ["--reader-cache", str(cache), "--reader-cache-mode", "replay"]
    assert main(replay) == 0
    return {"recorded": recorded, "replayed": json.loads(out.read_text("utf-8"))}


def test_some_run_is_recorded() -> None:
    assert RUNS, f"no recorded run in {RECORDED}"


@pytest.mark.parametrize("run", RUNS, ids=[run.stem for run in RUNS])
def test_a_replay_gives_the_recorded_figures(run: Path, tmp_path: Path) -> None:
    _assert_recorded_figures(_replay(run, tmp_path))


@pytest.mark.bench
@pytest.mark.slow
@pytest.mark.data
@pytest.mark.parametrize("run", METAQA_RUNS, ids=[run.stem for run in METAQA_RUNS])
def test_a_metaqa_replay_gives_the_recorded_figures(
    run: Path, metaqa_dir: Path, tmp_path: Path
) -> None:
    index = Path(os.environ.get("GRAPHPATHS_TEST_INDEX", REPO / ".cache" / "metaqa-index"))
    _assert_recorded_figures(_replay(run, tmp_path, data=metaqa_dir, index=index))


def _assert_recorded_figures(pair: dict[str, Any]) -> None:
    recorded, replayed = pair["recorded"], pair["replayed"]
    assert replayed["reader"]["cache_misses"] == 0
    assert replayed["reader"]["cache_hits"] > 0
    assert sorted(replayed["methods"]) == sorted(recorded["methods"])
    for method, by_hop in recorded["methods"].items():
        for hop, row in by_hop.items():
            again = replayed["methods"][method][hop]
            where = (recorded["command"], method, hop)
            kept = {k: again[k] for k in RETRIEVAL_KEYS}
            assert kept == {k: row[k] for k in RETRIEVAL_KEYS}, where
            got = {k: again["reader"][k] for k in READER_KEYS}
            assert got == {k: row["reader"][k] for k in READER_KEYS}, where
            assert again["reader"]["replayed"] == 100.0, where
