"""The reader metric in the evaluation harness: a scripted OpenAI-compatible server reads the
contexts, the replies are scored by name, recorded, and replayed without the server."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from fakes import FakeEmbedder
from llm_server import Step, answer, bad_request, serve

from graphpaths.cli import main
from graphpaths.dotrag.index.graph_index import build_index, load_index
from graphpaths.errors import ConfigError, LLMCacheMissError
from graphpaths_bench.eval.kgqa import load_kgqa_graph
from graphpaths_bench.eval.reader import (
    EMPTY_CONTEXT,
    READER_MAX_TOKENS,
    READER_PROMPT_VERSION,
    ReaderOptions,
    reader_messages,
)
from graphpaths_bench.eval.report import render_report
from graphpaths_bench.eval.runner import run_kgqa

ENTITIES = """\
id\tname
m1\tKismet
m2\tJuarez
m3\tJezebel
p1\tWilliam Dieterle
p2\tBette Davis
p3\tMarlene Dietrich
y1\t1944
"""
TRIPLES = """\
head\trelation\ttail
m1\tdirected_by\tp1
m2\tdirected_by\tp1
m1\tstarred\tp3
m2\tstarred\tp2
m3\tstarred\tp2
m1\trelease_year\ty1
"""
QUESTIONS = [
    {"id": "q1", "question": "Who directed Kismet?", "topics": ["m1"], "answers": ["p1"]},
    {
        "id": "q2",
        "question": "Which movies did William Dieterle direct?",
        "topics": ["p1"],
        "answers": ["m1", "m2"],
    },
    {"id": "q3", "question": "Who starred in Jezebel?", "topics": ["m3"], "answers": ["p2"]},
    {
        "id": "q4",
        "question": "Which movies share a director with Kismet?",
        "topics": ["m1"],
        "answers": ["m1", "m2"],
        "hops": 2,
    },
    {"id": "q5", "question": "Who directed Casablanca?", "topics": [], "answers": []},
]

#: The scripted reader's replies when it is given a context: an exact answer, a list with a
#: wrong extra name, an "unknown" although the answer is there, a numbered half answer with a
#: partial name, and an "unknown" for the question whose topic is not in the graph.
REPLIES = {
    "Who directed Kismet?": "William Dieterle",
    "Which movies did William Dieterle direct?": "Kismet and Juarez, Jezebel",
    "Who starred in Jezebel?": "unknown",
    "Which movies share a director with Kismet?": "1. Juarez\n2. Dieterle",
    "Who directed Casablanca?": "Unknown.",
}
#: Without a context it guesses once and does not know the rest.
EMPTY_REPLIES = {"Who directed Kismet?": "Orson Welles"}

QUESTION = re.compile(r"\nQuestion: (.*)\nAnswer:$")


def reply(body: dict[str, Any]) -> Step:
    """The scripted reader: answers from :data:`REPLIES` by the question it is asked."""
    user = body["messages"][1]["content"]
    question = QUESTION.search(user)
    assert question is not None, user
    if user.startswith(f"Context:\n{EMPTY_CONTEXT}\n"):
        return answer(EMPTY_REPLIES.get(question.group(1), "unknown"))
    return answer(REPLIES[question.group(1)])


def write_set(root: Path) -> Path:
    folder = root / "toy"
    folder.mkdir()
    (folder / "entities.tsv").write_text(ENTITIES, encoding="utf-8")
    (folder / "triples.tsv").write_text(TRIPLES, encoding="utf-8")
    lines = [json.dumps({"hops": 1, **q}) for q in QUESTIONS]
    (folder / "questions.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return folder


@pytest.fixture
def toy(tmp_path: Path) -> tuple[Path, Any]:
    folder = write_set(tmp_path)
    build_index(load_kgqa_graph(folder), tmp_path / "idx", embedder=FakeEmbedder())
    return folder, load_index(tmp_path / "idx")


def run(toy: tuple[Path, Any], tmp_path: Path, reader: ReaderOptions, **kw: Any) -> dict[str, Any]:
    folder, index = toy
    return run_kgqa(
        index,
        FakeEmbedder(),
        data_dir=folder,
        methods=["bm25", "no-context"],
        jsonl=tmp_path / "rows.jsonl",
        reader=reader,
        **kw,
    )


def rows(tmp_path: Path) -> list[dict[str, Any]]:
    lines = (tmp_path / "rows.jsonl").read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines]


def test_reader_figures_recorded_then_replayed_without_a_server(
    toy: tuple[Path, Any], tmp_path: Path
) -> None:
    cache = tmp_path / "reader.jsonl"
    with serve([reply] * 10) as server:
        options = ReaderOptions(model="toy-reader", base_url=server.base_url, cache=cache)
        live = run(toy, tmp_path, options)
        sent = server.requests
    assert len(sent) == 10  # 5 questions x 2 methods, one call each
    # The request: the one versioned prompt over the method's context text, temperature 0.
    by_id = {(r["method"], r["id"]): r for r in rows(tmp_path)}
    first = sent[0]
    assert first["model"] == "toy-reader"
    assert first["temperature"] == 0.0
    assert first["max_tokens"] == READER_MAX_TOKENS
    assert first["messages"][1]["content"].endswith("\nQuestion: Who directed Kismet?\nAnswer:")
    assert all(
        m["content"].startswith(f"Context:\n{EMPTY_CONTEXT}\n")
        for body in sent[5:]
        for m in body["messages"][1:]
    )
    assert live["reader"]["prompt_version"] == READER_PROMPT_VERSION
    assert live["reader"]["model"] == "toy-reader"
    assert live["reader"]["cache_misses"] == 10

    bm25 = live["methods"]["bm25"]["1"]["reader"]
    assert bm25["n"] == 3
    assert bm25["errors"] == 0
    assert bm25["hit"] == 66.67  # q1, q2
    assert bm25["recall"] == 66.67  # (1 + 1 + 0) / 3
    assert bm25["precision"] == 83.33  # (1 + 2/3) / 2 replies naming something
    assert bm25["unknown"] == 33.33  # q3
    assert bm25["named"] == 1.33
    assert bm25["in_graph"] == 100.0
    q3 = by_id[("bm25", "q3")]
    gold_in = "p2" in q3["retrieved"]
    assert q3["reader"]["gold_in_context"] is gold_in
    assert bm25["unknown_gold_in_context" if gold_in else "unknown_gold_absent"] is not None
    assert bm25["seconds"] > 0
    assert bm25["replayed"] == 0.0
    two = live["methods"]["bm25"]["2"]["reader"]
    assert (two["hit"], two["recall"], two["precision"]) == (100.0, 50.0, 50.0)  # Dieterle: wrong
    assert by_id[("bm25", "q4")]["reader"]["items"] == ["Juarez", "Dieterle"]
    assert live["not_found"]["bm25"]["reader"]["unknown"] == 100.0

    empty = live["methods"]["no-context"]["1"]["reader"]
    assert (empty["hit"], empty["recall"], empty["unknown"]) == (0.0, 0.0, 66.67)
    assert empty["precision"] == 0.0  # "Orson Welles" is no name of the graph
    assert empty["in_graph"] == 0.0
    assert empty["n_gold_in_context"] == 0
    assert empty["unknown_gold_absent"] == 66.67
    assert live["methods"]["no-context"]["1"]["context_tokens"] == 0.0
    assert live["methods"]["bm25"]["1"]["context_tokens"] > 0
    assert live["reader_all_hops"]["bm25"]["reader"]["n"] == 4

    # The recording replays with no server: the same figures, the recorded times, marked.
    recorded = cache.read_bytes()
    options = ReaderOptions(model="toy-reader", cache=cache, cache_mode="replay")
    replayed = run(toy, tmp_path, options)
    assert cache.read_bytes() == recorded
    assert replayed["reader"]["cache_hits"] == 10
    assert replayed["reader"]["cache_misses"] == 0
    for method in ("bm25", "no-context"):
        for hop in ("1", "2"):
            was = live["methods"][method][hop]["reader"]
            now = replayed["methods"][method][hop]["reader"]
            assert now["replayed"] == 100.0
            assert {**now, "replayed": 0.0} == was
    report = render_report(replayed)
    assert "| bm25 | 1 | 3 | 66.67 | 66.67 | 83.33 | 33.33 |" in report
    assert "(recorded)" in report
    assert "| no-context | 1 | 3 | 0.00 | 0.00 | 0.00 | 66.67 | n/a | 66.67 | 0.0 |" in report

    # A prompt or model that differs from the recording is an error, not a silent fallback.
    other = ReaderOptions(model="another-model", cache=cache, cache_mode="replay")
    with pytest.raises(LLMCacheMissError):
        run(toy, tmp_path, other)


def test_a_failed_reader_call_is_counted_and_asked_again_on_resume(
    toy: tuple[Path, Any], tmp_path: Path
) -> None:
    cache = tmp_path / "reader.jsonl"
    with serve([bad_request(), *[reply] * 9]) as server:
        options = ReaderOptions(model="toy-reader", base_url=server.base_url, cache=cache)
        first = run(toy, tmp_path, options)
    bm25 = first["methods"]["bm25"]["1"]["reader"]
    assert (bm25["n"], bm25["errors"]) == (2, 1)
    assert bm25["hit"] == 50.0  # q2 of (q2, q3): the failed q1 is left out of the rates
    failed = next(r for r in rows(tmp_path) if r["id"] == "q1" and r["method"] == "bm25")
    assert failed["reader"]["reply"] is None
    assert "HTTP 400" in failed["reader"]["error"]

    # Resume: rows with a reply are reused; the failed one is asked again, from the server.
    with serve([reply]) as server:
        options = ReaderOptions(model="toy-reader", base_url=server.base_url, cache=cache)
        again = run(toy, tmp_path, options, resume=True)
        assert len(server.requests) == 1
    assert again["methods"]["bm25"]["1"]["reader"]["errors"] == 0
    assert again["methods"]["bm25"]["1"]["reader"]["hit"] == 66.67


def test_reader_options_are_checked() -> None:
    with pytest.raises(ConfigError, match=r"ReaderOptions\.base_url"):
        ReaderOptions(model="m")
    with pytest.raises(ConfigError, match=r"ReaderOptions\.base_url"):
        ReaderOptions(model="m", cache="c.jsonl", cache_mode="auto")
    with pytest.raises(ConfigError, match=r"ReaderOptions\.model"):
        ReaderOptions(model=" ", base_url="http://127.0.0.1:1/v1")
    with pytest.raises(ConfigError, match="cache_mode"):
        ReaderOptions(model="m", base_url="http://127.0.0.1:1/v1", cache_mode="sometimes")
    # A strict replay needs no endpoint.
    ReaderOptions(model="m", cache="c.jsonl", cache_mode="replay")


def test_reader_messages_show_an_empty_context() -> None:
    messages = reader_messages("Who directed Kismet?", "  ")
    assert messages[1]["content"] == (
        f"Context:\n{EMPTY_CONTEXT}\n\nQuestion: Who directed Kismet?\nAnswer:"
    )


def test_the_cli_flags(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = write_set(tmp_path)
    cache = tmp_path / "reader.jsonl"
    out = tmp_path / "out.json"
    argv = [
        "eval",
        "kgqa",
        "--data",
        str(folder),
        "--index",
        str(tmp_path / "idx"),
        "--methods",
        "bm25,no-context",
        "--json",
        str(out),
        "--reader-model",
        "toy-reader",
        "--reader-cache",
        str(cache),
    ]
    with serve([reply] * 10) as server:
        assert main([*argv, "--reader-base-url", server.base_url]) == 0
    printed = capsys.readouterr().out
    assert "bm25             1-hop reader n=3    hit=66.67%" in printed
    live = json.loads(out.read_text(encoding="utf-8"))
    assert live["reader"]["cache"] == str(cache)
    assert main([*argv, "--reader-cache-mode", "replay"]) == 0  # no server at all
    replayed = json.loads(out.read_text(encoding="utf-8"))
    assert replayed["methods"]["bm25"]["1"]["reader"]["replayed"] == 100.0
    assert replayed["methods"]["bm25"]["1"]["reader"]["hit"] == 66.67

    # Flags that cannot work fail in one line, naming the flag.
    capsys.readouterr()
    no_model = [a for a in argv if a not in ("--reader-model", "toy-reader")]
    assert main(no_model) == 2
    assert "--reader-model" in capsys.readouterr().err
    assert main(argv) == 2  # auto mode with no endpoint: a miss would need a model
    assert "--reader-base-url" in capsys.readouterr().err
    beir = ["eval", "beir", "--data", str(tmp_path), "--index", str(tmp_path / "b")]
    assert main([*beir, "--json", str(out), "--reader-model", "m"]) == 2
    assert "eval beir: no reader metric" in capsys.readouterr().err
