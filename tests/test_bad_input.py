"""Bad input everywhere (issue 14, point 6): a defined result or a clear graphpaths error.

For DotRAG and GraFine, in the library and through the CLI where it applies: unusable
queries, a 100,000-character query, unknown entity names, an index opened with another
embedder or dimension, non-UTF-8 files (errors name the file and line), duplicate
triples, self-loops, isolated entities and a graph (or corpus) of one node. The model-free
hashing embedder keeps it fast.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from graphpaths.cli import main
from graphpaths.dotrag.index.graph_index import MANIFEST, build_index
from graphpaths.dotrag.retriever import DotRAG
from graphpaths.embeddings_hashing import HashingEmbedder
from graphpaths.errors import ConfigError, GraphFormatError, IndexFormatError, QueryError
from graphpaths.grafine.corpus_index import build_corpus_index, read_documents, read_links
from graphpaths.grafine.retriever import GraFine
from graphpaths.graph import load_triples

EMBEDDER = HashingEmbedder(dimension=32)
LONG = 100_000

TRIPLES = (
    "head\trelation\ttail\n"
    "alice\tknows\tbob\n"
    "alice\tknows\tbob\n"  # a duplicate: kept once
    "bob\tlikes\tbob\n"  # a self-loop
    "bob\tworks_at\tacme\n"
)
ENTITIES = "id\tname\nalice\tAlice\nbob\tBob\nacme\tAcme\ncarol\tCarol\n"  # Carol: isolated
DOCUMENTS = [
    {"id": "a", "text": "graph kernels for proteins", "links": ["b", "b", "a"]},  # dup + self
    {"id": "b", "text": "protein folding with kernels", "links": []},
    {"id": "c", "text": "an isolated note on cooking", "links": []},
]


@pytest.fixture(scope="module")
def files(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("bad-input")
    (folder / "triples.tsv").write_text(TRIPLES, encoding="utf-8")
    (folder / "entities.tsv").write_text(ENTITIES, encoding="utf-8")
    (folder / "docs.jsonl").write_text(
        "".join(json.dumps(d) + "\n" for d in DOCUMENTS), encoding="utf-8"
    )
    return folder


@pytest.fixture(scope="module")
def graph_index(files: Path) -> Path:
    graph = load_triples(files / "triples.tsv", entities=files / "entities.tsv")
    assert graph.load_report is not None
    assert graph.load_report.duplicates == 1
    assert (graph.num_entities, graph.num_relations) == (4, 3)
    build_index(graph, files / "idx", embedder=EMBEDDER)
    return files / "idx"


@pytest.fixture(scope="module")
def corpus_index(files: Path) -> Path:
    docs = read_documents(files / "docs.jsonl")
    links = [(d.id, t) for d in docs for t in d.links]
    build_corpus_index(
        [d.text for d in docs],
        files / "corpus",
        embedder=EMBEDDER,
        ids=[d.id for d in docs],
        links=links,
    )
    return files / "corpus"


@pytest.fixture(scope="module")
def dotrag(graph_index: Path) -> DotRAG:
    return DotRAG.from_index(graph_index, embedder=EMBEDDER)


@pytest.fixture(scope="module")
def grafine(corpus_index: Path) -> GraFine:
    return GraFine.from_index(corpus_index, embedder=EMBEDDER)


def retrievers(request: pytest.FixtureRequest) -> dict[str, Callable[[Any], Any]]:
    return {
        "dotrag": request.getfixturevalue("dotrag").retrieve,
        "grafine": request.getfixturevalue("grafine").retrieve,
    }


def check_dotrag_result(dotrag: DotRAG, result: Any) -> None:
    """Every path of a DotRAG result is made of the graph's relations, chained."""
    graph = dotrag.graph
    for path in result.paths:
        at = path.anchor
        for hop in path.hops:
            head, tail = int(graph.heads[hop.relation]), int(graph.tails[hop.relation])
            assert (hop.source, hop.target) == ((head, tail) if hop.forward else (tail, head))
            assert hop.source == at
            at = hop.target


# -- queries -------------------------------------------------------------------------------


@pytest.mark.parametrize("retriever", ["dotrag", "grafine"])
@pytest.mark.parametrize(
    ("query", "fragment"),
    [
        ("", "expected a question with some text, got ''"),
        (" \n\t ", "expected a question with some text"),
        (None, "expected a str, got NoneType"),
        (b"who knows bob", "decode it first"),
        ("who knows \udcff", "not valid text: character 11 of 11"),
    ],
)
def test_unusable_queries_raise_query_error(
    request: pytest.FixtureRequest, retriever: str, query: Any, fragment: str
) -> None:
    with pytest.raises(QueryError, match=fragment.replace("(", r"\(")):
        retrievers(request)[retriever](query)


@pytest.mark.slow
@pytest.mark.parametrize(
    "query",
    ["x" * LONG, ("who does bob like " * LONG)[:LONG]],
    ids=["one-word", "repeated-question"],
)
def test_a_100k_character_query_gets_a_defined_result(
    dotrag: DotRAG, grafine: GraFine, query: str
) -> None:
    result = dotrag.retrieve(query)
    check_dotrag_result(dotrag, result)
    assert result.context.tokens <= result.context.budget
    nodes = grafine.retrieve(query, k=2).nodes
    assert 1 <= len(nodes) <= 2
    assert {n.id for n in nodes} <= {"a", "b", "c"}


def test_unknown_entity_names_are_not_found(dotrag: DotRAG, grafine: GraFine) -> None:
    result = dotrag.retrieve("who founded Zyxwvut Qorporation")
    assert result.paths == ()
    assert result.anchors == ()
    assert result.stats.not_found is not None
    assert "no entity of the graph is named in the question" in result.stats.not_found
    assert len(grafine.retrieve("Zyxwvut Qorporation", k=2).nodes) == 2  # a ranking, always


# -- graph shapes --------------------------------------------------------------------------


def test_self_loops_and_isolated_entities(dotrag: DotRAG) -> None:
    result = dotrag.retrieve("what does Bob like")
    check_dotrag_result(dotrag, result)
    assert [a.name for a in result.anchors][:1] == ["Bob"]
    isolated = dotrag.retrieve("who does Carol know")
    assert isolated.paths == ()
    assert isolated.stats.not_found == (
        "'Carol' is named in the question (confidence 1.00) but has no relations in the graph"
    )


def test_a_graph_and_a_corpus_of_one_node(tmp_path: Path) -> None:
    from graphpaths.graph import GraphBuilder

    builder = GraphBuilder()
    builder.add_entity("solo")
    build_index(builder.build(), tmp_path / "one", embedder=EMBEDDER)
    result = DotRAG.from_index(tmp_path / "one", embedder=EMBEDDER).retrieve("tell me about solo")
    assert result.paths == ()
    assert result.stats.not_found is not None
    assert "'solo' is named in the question" in result.stats.not_found
    build_corpus_index(["the only document"], tmp_path / "c1", embedder=EMBEDDER)
    nodes = GraFine.from_index(tmp_path / "c1", embedder=EMBEDDER).retrieve("only", k=5).nodes
    assert [n.id for n in nodes] == ["0"]


def test_an_empty_graph_and_an_empty_corpus(tmp_path: Path) -> None:
    from graphpaths.errors import InputError
    from graphpaths.graph import GraphBuilder

    build_index(GraphBuilder().build(), tmp_path / "none", embedder=EMBEDDER)
    result = DotRAG.from_index(tmp_path / "none", embedder=EMBEDDER).retrieve("anyone?")
    assert result.paths == ()
    assert result.stats.not_found == "the graph has no entities to search"
    with pytest.raises(InputError, match="texts: expected at least one document, got none"):
        build_corpus_index([], tmp_path / "empty", embedder=EMBEDDER)
    assert not (tmp_path / "empty").exists()


def test_duplicate_and_self_links_of_a_corpus(grafine: GraFine) -> None:
    g = grafine.graph
    edges = {
        (i, int(j)) for i in range(g.num_nodes) for j in g.indices[g.indptr[i] : g.indptr[i + 1]]
    }
    assert edges == {(0, 1), (1, 0)}  # the self-link dropped, the duplicate once, symmetric
    assert {n.id for n in grafine.retrieve("protein kernels", k=3).nodes} == {"a", "b", "c"}


# -- another embedder, another dimension ---------------------------------------------------


class SameNameOtherDimension(HashingEmbedder):
    """An embedder claiming the index's embedder name with vectors of another size."""

    @property
    def name(self) -> str:
        return EMBEDDER.name


@pytest.mark.parametrize("retriever", [DotRAG, GraFine])
@pytest.mark.parametrize(
    ("embedder", "fragment"),
    [
        (HashingEmbedder(dimension=16), "does not match the one .*index .* built with"),
        (
            SameNameOtherDimension(dimension=16),
            "makes vectors of dimension 16, .*holds dimension 32",
        ),
    ],
)
def test_an_index_opened_with_another_embedder_is_refused(
    graph_index: Path, corpus_index: Path, retriever: Any, embedder: Any, fragment: str
) -> None:
    where = graph_index if retriever is DotRAG else corpus_index
    with pytest.raises(ConfigError, match=fragment):
        retriever.from_index(where, embedder=embedder)


def test_vectors_of_another_dimension_than_the_manifest_are_refused(
    graph_index: Path, tmp_path: Path
) -> None:
    import shutil

    from graphpaths.dotrag.index.graph_index import load_index

    copy = tmp_path / "idx"
    shutil.copytree(graph_index, copy)
    manifest = json.loads((copy / MANIFEST).read_text())
    manifest["dimension"] = 64  # a manifest and matrices that disagree
    (copy / MANIFEST).write_text(json.dumps(manifest))
    with pytest.raises(IndexFormatError, match=r"entities\.npy has vectors of dimension 32, the"):
        load_index(copy)


# -- files that are not UTF-8: the file and the line ---------------------------------------

BAD = b"caf\xe9"  # Latin-1, not UTF-8


@pytest.mark.parametrize(
    ("name", "content", "line", "read"),
    [
        ("t.tsv", b"head\trelation\ttail\na\tr\tb\n" + BAD + b"\tr\tb\n", 3, load_triples),
        ("t.jsonl", b'{"head": "a", "relation": "r", "tail": "b"}\n' + BAD, 2, load_triples),
        (
            "e.tsv",
            b"id\tname\na\t" + BAD + b"\n",
            2,
            lambda p: load_triples(p.with_name("ok.tsv"), entities=p),
        ),
        (
            "docs.jsonl",
            b'{"id": "1", "text": "ok"}\n{"id": "2", "text": "' + BAD + b'"}\n',
            2,
            read_documents,
        ),
        ("links.tsv", b"1\t2\n2\t" + BAD + b"\n", 2, read_links),
    ],
    ids=["triples-tsv", "triples-jsonl", "entities", "documents", "links"],
)
def test_non_utf8_files_name_the_file_and_line(
    tmp_path: Path, name: str, content: bytes, line: int, read: Callable[[Path], Any]
) -> None:
    (tmp_path / "ok.tsv").write_text("head\trelation\ttail\na\tr\tb\n", encoding="utf-8")
    path = tmp_path / name
    path.write_bytes(content)
    with pytest.raises(GraphFormatError, match=rf"{path}:{line}: .*0xe9"):
        read(path)


# -- through the command line --------------------------------------------------------------


def test_cli_bad_files_exit_2_naming_file_and_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    triples = tmp_path / "t.tsv"
    triples.write_bytes(b"head\trelation\ttail\na\tr\t" + BAD + b"\n")
    docs = tmp_path / "d.jsonl"
    docs.write_bytes(b'{"id": "1", "text": "' + BAD + b'"}\n')
    out = tmp_path / "idx"
    for option, path, line in (("--triples", triples, 2), ("--docs", docs, 1)):
        assert main(["index", option, str(path), "--out", str(out), "--backend", "hash"]) == 2
        err = capsys.readouterr().err
        assert err.startswith(f"graphpaths: error: {path}:{line}: ")
        assert "0xe9" in err
        assert not out.exists()


def test_cli_query_edge_cases_on_a_hash_index(
    graph_index: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["query", str(graph_index), "who founded Zyxwvut Qorporation", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["paths"] == []
    assert "no entity of the graph is named" in result["stats"]["not_found"]
    assert main(["query", str(graph_index), "y" * LONG]) == 0
    assert "paths:    0" in capsys.readouterr().out
    assert main(["query", str(graph_index), "what does Bob like", "--backend", "onnx"]) == 2
    assert "does not match the one index" in capsys.readouterr().err


def test_vectors_are_finite_and_unit_norm_for_odd_texts() -> None:
    texts = ["", " ", "!!!", "x" * LONG, "\u2028", "é" * 10]
    vectors = EMBEDDER.embed_documents(texts)
    assert np.isfinite(vectors).all()
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)


# -- through the LangChain and LlamaIndex retrievers ---------------------------------------


@pytest.mark.parametrize("framework", ["langchain", "llama_index"])
def test_adapters_pass_bad_queries_on_as_query_errors(
    dotrag: DotRAG, grafine: GraFine, framework: str
) -> None:
    if framework == "langchain":
        from langchain_graphpaths import DotRAGRetriever, GraFineRetriever

        calls = [
            DotRAGRetriever(dotrag=dotrag, k=3).invoke,
            GraFineRetriever(grafine=grafine, k=3).invoke,
        ]
    else:
        from llama_index_graphpaths import DotRAGRetriever as LIDotRAG
        from llama_index_graphpaths import GraFineRetriever as LIGraFine

        calls = [LIDotRAG(dotrag, k=3).retrieve, LIGraFine(grafine, k=3).retrieve]
    for call in calls:
        with pytest.raises(QueryError, match="expected a question with some text"):
            call("  ")
        assert len(call("z" * LONG)) <= 3
