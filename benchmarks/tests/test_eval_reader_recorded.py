"""A real reader run replayed without the model (issue 29).

``tests/data/reader-cache-qwen1.5b-software.jsonl`` holds every reader request and answer of
the local Qwen2.5-Coder-1.5B-Instruct (llama.cpp, 2 threads, temperature 0) reading the
contexts of ``bm25`` and ``no-context`` for nine questions of ``benchmarks/kgqa/software``
(three 1-hop, three 2-hop, two 3-hop and one whose topic is not in the graph; ids in
:data:`RECORDED_IDS`), recorded on 2026-12-02 with::

    graphpaths eval kgqa --data <the nine questions> --index IDX --methods bm25,no-context \\
        --reader-base-url http://127.0.0.1:8089/v1 --reader-model qwen2.5-coder-1.5b-instruct \\
        --reader-cache tests/data/reader-cache-qwen1.5b-software.jsonl --json out.json

Neither method's context depends on DotRAG, so changes to DotRAG's reading of questions leave
this recording valid. The test replays it strictly (``--reader-cache-mode replay``: no
endpoint, and a request the file lacks is an error), and asserts that every request is in
the recording, nothing failed, the times are marked as recorded, and the figures are the
recorded run's. A change to the reader's prompt (:data:`~graphpaths_bench.eval.reader.READER_USER`,
its version) or to what bm25 retrieves changes the requests: the replay then fails with
``LLMCacheMissError`` and the run must be recorded again with the command above.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from graphpaths.cli import main
from graphpaths_bench.eval.reader import READER_PROMPT_VERSION

REPO = Path(__file__).resolve().parents[2]
CACHE = REPO / "tests" / "data" / "reader-cache-qwen1.5b-software.jsonl"
SOFTWARE = REPO / "benchmarks" / "kgqa" / "software"
MODEL = "qwen2.5-coder-1.5b-instruct"
RECORDED_IDS = ("s01", "s03", "s04", "s12", "s13", "s14", "s23", "s24", "s32")

#: What the recorded run reported, per method and hop: (n, hit, recall, precision, unknown),
#: percent. bm25's 3-hop miss is a sentence ("Tokio-lite's maintainers are based in Tokyo,
#: Japan."), which names nothing; without a context the model mostly says "unknown" and its
#: two guesses ("rustls", "Tokyo") are wrong.
RECORDED: dict[str, dict[str, tuple[int, float, float, float | None, float]]] = {
    "bm25": {
        "1": (3, 100.0, 100.0, 100.0, 0.0),
        "2": (3, 33.33, 16.67, 50.0, 33.33),
        "3": (2, 0.0, 0.0, 0.0, 50.0),
    },
    "no-context": {
        "1": (3, 0.0, 0.0, None, 100.0),
        "2": (3, 0.0, 0.0, 0.0, 66.67),
        "3": (2, 0.0, 0.0, 0.0, 50.0),
    },
}


def _recorded_set(folder: Path) -> Path:
    """A copy of the software set with only the recorded questions."""
    folder.mkdir()
    for name in ("triples.tsv", "entities.tsv"):
        shutil.copyfile(SOFTWARE / name, folder / name)
    lines = (SOFTWARE / "questions.jsonl").read_text("utf-8").splitlines()
    kept = [line for line in lines if json.loads(line)["id"] in RECORDED_IDS]
    (folder / "questions.jsonl").write_text("\n".join(kept) + "\n", "utf-8")
    return folder


@pytest.fixture(scope="module")
def replayed(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    tmp = tmp_path_factory.mktemp("reader-replay")
    data = _recorded_set(tmp / "software")
    cache = tmp / CACHE.name
    shutil.copyfile(CACHE, cache)
    out = tmp / "out.json"
    argv = ["eval", "kgqa", "--data", str(data), "--index", str(tmp / "idx")]
    argv += ["--methods", "bm25,no-context", "--json", str(out)]
    argv += ["--reader-model", MODEL, "--reader-cache", str(cache)]
    assert main([*argv, "--reader-cache-mode", "replay"]) == 0
    assert cache.read_bytes() == CACHE.read_bytes()  # a replay writes nothing
    rows = [
        json.loads(line)
        for line in out.with_name("out.questions.jsonl").read_text("utf-8").splitlines()
    ]
    return {"summary": json.loads(out.read_text("utf-8")), "rows": rows}


def test_every_request_is_in_the_recording(replayed: dict[str, Any]) -> None:
    reader = replayed["summary"]["reader"]
    assert reader["prompt_version"] == READER_PROMPT_VERSION
    assert reader["model"] == MODEL
    assert reader["cache_misses"] == 0
    assert reader["cache_hits"] == len(RECORDED_IDS) * 2
    assert len(replayed["rows"]) == len(RECORDED_IDS) * 2
    # The "not found" question: bm25 retrieves nothing, so it asks what no-context asks
    # (17 requests recorded for 18 calls).
    assert sum(1 for _ in CACHE.open(encoding="utf-8")) == 17


def test_no_call_failed_and_every_time_is_the_recordings(replayed: dict[str, Any]) -> None:
    for row in replayed["rows"]:
        read = row["reader"]
        assert read["error"] is None, row["id"]
        assert isinstance(read["reply"], str), row["id"]
        assert read["replayed"], row["id"]
        assert read["seconds"] > 0, row["id"]  # the recorded call's wall time


def test_the_replay_reports_the_recorded_figures(replayed: dict[str, Any]) -> None:
    methods = replayed["summary"]["methods"]
    for method, by_hop in RECORDED.items():
        for hop, (n, hit, recall, precision, unknown) in by_hop.items():
            read = methods[method][hop]["reader"]
            assert (read["n"], read["hit"], read["recall"], read["precision"], read["unknown"]) == (
                n,
                hit,
                recall,
                precision,
                unknown,
            ), (method, hop)
            assert read["replayed"] == 100.0


def test_an_empty_context_holds_no_gold_answer(replayed: dict[str, Any]) -> None:
    for hop, row in replayed["summary"]["methods"]["no-context"].items():
        read = row["reader"]
        assert read["n_gold_in_context"] == 0, hop
        assert row["context_tokens"] == 0.0, hop
