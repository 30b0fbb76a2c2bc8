"""``graphpaths bench stores`` end to end on a tiny MetaQA-like KB written here: loaded into
Kùzu (embedded) and into FalkorDB (a server the test starts), indexed from the store, equal
to the kb.txt graph, the same retrieved sets as the kb.txt index; random changes, then a
sync that retrieves what a rebuild from the store retrieves; the JSON's shape."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from falkordb_server import FalkorDBServer

from graphpaths.cli import main
from graphpaths_bench.bench.stores import compare_retrievers

KB = """\
Kismet|directed_by|William Dieterle
Kismet|written_by|Edward Knoblock
Kismet|starred_actors|Ronald Colman
Kismet|release_year|1944
Kismet|has_tags|1944
Kismet|has_genre|Western
The Dark Tower|directed_by|William Dieterle
The Dark Tower|release_year|1944
The Dark Tower|starred_actors|Ronald Colman
Western|starred_actors|Ronald Colman
Western|in_language|English
Western|release_year|1950
Random Harvest|starred_actors|Ronald Colman
Random Harvest|directed_by|Mervyn LeRoy
Random Harvest|release_year|1942
"""
QUESTIONS = {
    1: ["who directed [Kismet]\tWilliam Dieterle", "when was [Random Harvest] released\t1942"],
    2: ["who directed the films starring [Ronald Colman]\tWilliam Dieterle|Mervyn LeRoy"],
    3: ["when were the films by the director of [Kismet] released\t1944"],
}


@pytest.fixture
def data(tmp_path: Path) -> Path:
    folder = tmp_path / "data" / "metaqa"
    folder.mkdir(parents=True)
    (folder / "kb.txt").write_text(KB, encoding="utf-8")
    for hop, lines in QUESTIONS.items():
        (folder / f"{hop}-hop").mkdir()
        (folder / f"{hop}-hop" / "qa_dev.txt").write_text("\n".join(lines) + "\n")
    return tmp_path / "data"


@pytest.fixture
def falkordb(tmp_path: Path) -> Iterator[FalkorDBServer]:
    pytest.importorskip("falkordb", reason="the falkordb client is not installed")
    server = FalkorDBServer(tmp_path / "falkordb")
    server.start()
    try:
        yield server
    finally:
        server.stop()


def run(data: Path, tmp_path: Path, store: str, *extra: str) -> dict[str, Any]:
    out = tmp_path / f"{store}.json"
    code = main(
        [
            "bench",
            "stores",
            "--data",
            str(data),
            "--store",
            store,
            "--index",
            str(tmp_path / "file-index"),
            "--work",
            str(tmp_path / f"work-{store}"),
            "--sync-changes",
            "12",
            "--sync-questions",
            "4",
            "--json",
            str(out),
            *extra,
        ]
    )
    assert code == 0
    result: dict[str, Any] = json.loads(out.read_text())
    return result


def check(result: dict[str, Any], store: str) -> None:
    assert result["store"] == store
    assert result["kb_size"] == {"entities": 12, "relations": 15}
    assert result["load"]["seconds"] >= 0
    assert {"read_graph_seconds", "build_seconds", "total_seconds", "embedded_texts"} <= set(
        result["index"]
    )
    equality = result["graph_equality"]
    assert equality["equal"]
    assert equality["multi_typed_entities"] == 2  # 1944, Western
    overall = result["retrieval"]["overall"]
    assert overall["questions"] == 4
    assert overall["identical_sets"] == 4
    assert {"p50_ms", "p95_ms"} <= set(overall["store"])
    assert "ratio_p50_ms" in overall
    assert set(result["retrieval"]["groups"]) == {"1-hop", "2-hop", "3-hop"}
    sync = result["sync"]
    assert sync["baseline_sync"]["counts"] == {}  # an unchanged store: nothing to do
    assert sync["changes"]["changes"] == 12
    assert sync["sync_version"]["mode"] == "version"
    assert sync["sync_content"]["mode"] == "content"
    assert sync["graph_equality_synced_vs_rebuilt"]["equal"]
    assert sync["graph_equality_content_synced_vs_rebuilt"]["equal"]
    assert sync["retrieval"]["overall"]["identical_sets"] == 4
    assert {"version", "content"} == set(sync["sync_over_rebuild"])
    assert {"machine", "command", "server", "embedder"} <= set(result)


def test_bench_stores_kuzu(data: Path, tmp_path: Path) -> None:
    pytest.importorskip("kuzu", reason="kuzu is not installed")
    check(run(data, tmp_path, "kuzu"), "kuzu")


def test_bench_stores_falkordb(data: Path, tmp_path: Path, falkordb: FalkorDBServer) -> None:
    result = run(data, tmp_path, "falkordb", "--falkordb", f"127.0.0.1:{falkordb.port}")
    check(result, "falkordb")
    assert result["server"] == f"given: 127.0.0.1:{falkordb.port}"


class _Said:
    """A retriever stand-in answering each question with its own words as entities."""

    def __init__(self, fail_after: int | None = None) -> None:
        self.asked: list[str] = []
        self.fail_after = fail_after
        self.graph = SimpleNamespace(entity_ids=[f"e{i}" for i in range(10)])

    def retrieve(self, question: str) -> Any:
        if self.fail_after is not None and len(self.asked) >= self.fail_after:
            raise KeyboardInterrupt  # the piece's time limit
        self.asked.append(question)
        return SimpleNamespace(
            entities=[len(question) % 10], context=SimpleNamespace(text=question)
        )


GROUPS = {"1-hop": ["a", "bb", "ccc"], "2-hop": ["dddd", "a"]}


def test_an_interrupted_comparison_resumes_with_the_questions_it_lacks(tmp_path: Path) -> None:
    rows = tmp_path / "rows.jsonl"
    first, second = _Said(fail_after=3), _Said()  # 1 warm-up, then 2 questions
    with pytest.raises(KeyboardInterrupt):
        compare_retrievers(first, second, GROUPS, warmup=1, rows=rows)  # type: ignore[arg-type]
    assert len(rows.read_text().splitlines()) == 2
    with open(rows, "a") as f:
        f.write('{"group": "1-hop", "posit')  # a line cut short by the kill
    first, second = _Said(), _Said()
    report = compare_retrievers(first, second, GROUPS, warmup=1, rows=rows)  # type: ignore[arg-type]
    assert first.asked == ["a", "ccc", "dddd", "a"]  # the warm-up, then the three lacking
    assert report["overall"]["questions"] == 5
    assert report["overall"]["identical_sets"] == 5
    assert report["groups"]["2-hop"]["questions"] == 2
    assert len(rows.read_text().splitlines()) == 5


def test_without_rows_every_question_is_asked(tmp_path: Path) -> None:
    first, second = _Said(), _Said()
    report = compare_retrievers(first, second, GROUPS, warmup=0)  # type: ignore[arg-type]
    assert first.asked == ["a", "bb", "ccc", "dddd", "a"]
    assert report["overall"]["identical_contexts"] == 5
