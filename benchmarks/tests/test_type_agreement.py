"""Entity types inferred from relation roles, measured against MetaQA's own schema
(``graphpaths_bench.eval.type_agreement``), and ``graphpaths index --metaqa --infer-types``."""

from __future__ import annotations

from pathlib import Path

import pytest
from samples import write_metaqa_sample
from test_graph_roles import COMPANY, write_csv

from graphpaths.cli import main
from graphpaths.dotrag.index.graph_index import load_index
from graphpaths.graph import DEFAULT_TYPE, Graph, infer_types
from graphpaths_bench.eval.metaqa_kb import load_metaqa_kb
from graphpaths_bench.eval.type_agreement import type_agreement


# -- MetaQA: the schema recovered without it ---------------------------------------------------
def test_metaqa_types_inferred_without_the_schema_agree_with_it(metaqa_graph: Graph) -> None:
    inferred = infer_types(metaqa_graph)
    report = type_agreement(inferred, metaqa_graph)
    assert report["purity"] == 1.0
    assert report["coverage"] >= 0.9999
    assert set(report["mapping"].values()) == set(metaqa_graph.type_names)
    assert report["mapping"]["written_by/directed_by target"] == "person"


def test_metaqa_sample_agreement(metaqa_dir: Path, metaqa_graph: Graph, tmp_path: Path) -> None:
    sample = write_metaqa_sample(metaqa_dir, metaqa_graph, tmp_path / "metaqa", per_hop=20)
    schema = load_metaqa_kb(sample.folder / "kb.txt")
    inferred = infer_types(schema)
    report = type_agreement(inferred, schema)
    assert report["purity"] >= 0.99
    assert report["coverage"] >= 0.98
    movie = [name for name, ref in report["mapping"].items() if ref == "movie"]
    assert len(movie) == 1
    assert "source" in movie[0]


def test_cli_index_infers_types_for_metaqa_on_request(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    kb = tmp_path / "kb.txt"
    kb.write_text(
        "Kismet|directed_by|William Dieterle\nKismet|release_year|1944\n"
        "Jaws|directed_by|Steven Spielberg\nJaws|release_year|1975\n",
        encoding="utf-8",
    )
    out = tmp_path / "idx"
    assert main(["index", "--metaqa", str(kb), "--out", str(out), "--no-embeddings"]) == 0
    assert load_index(out).graph.type_origin.source == "given"
    args = ["index", "--metaqa", str(kb), "--out", str(out), "--no-embeddings", "--infer-types"]
    assert main(args) == 0
    assert "entity types inferred from relation roles" in capsys.readouterr().out
    graph = load_index(out).graph
    assert graph.types_of("Jaws") == ("directed_by/release_year source",)
    triples = write_csv(tmp_path / "t.csv", COMPANY)
    args = ["index", "--triples", str(triples), "--out", str(tmp_path / "t"), "--no-embeddings"]
    assert main([*args, "--no-types"]) == 0
    assert load_index(tmp_path / "t").graph.type_names == (DEFAULT_TYPE,)
