"""The attacks of issue 26 on the access rules, each reproduced: every one must fail closed.

1. Excluded data leaking through inferred types (the default) and the LLM's overview.
2. GraFine's kNN corpus graph cut for a view instead of built from what the view keeps.
3. A per-call filter replacing (widening) a LangChain retriever's configured one.
4. LlamaIndex ``retriever.filters = ...`` after construction ignored.
5. A filter key no item carries dropped, so every tenant's data returned.
6. Inputs: a CSV field over 128 KiB, LangChain ``k=-1``/``k=0``, ``--max-paths=-3``, and the
   ``.NAME.building`` folder a killed update leaves.
"""

from __future__ import annotations

import json
import logging
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from graphpaths import DotRAG, GraFine, GraFineConfig
from graphpaths.cli import main
from graphpaths.dotrag.index.graph_index import build_index, load_index
from graphpaths.embeddings_hashing import HashingEmbedder
from graphpaths.errors import ConfigError, FilterError, IndexLockedError
from graphpaths.graph import load_triples
from graphpaths.graph.edit import read_changes
from graphpaths.llm import ScriptedLLM

ACME = {"tenant": "acme"}
#: The issue's graph: what only globex's triples hold must never show to acme.
TRIPLES = [
    {"head": "Ana", "relation": "works_on", "tail": "Project Comet", "tenant": "acme"},
    {"head": "Ana", "relation": "works_on", "tail": "Project Lynx", "tenant": "globex"},
    {"head": "Zed", "relation": "secretly_acquires", "tail": "Project Comet", "tenant": "globex"},
    {"head": "Ben", "relation": "covertly_manages", "tail": "Ana", "tenant": "globex"},
]
HIDDEN = ("secretly", "covertly", "Zed", "Lynx", "Ben")
QUESTIONS = (
    "what does Ana work on",
    "who works on Project Comet",
    "who secretly acquires Project Comet",
    "who does Ben covertly manage",
)


def embedder() -> HashingEmbedder:
    return HashingEmbedder(dimension=64)


def write_jsonl(path: Path, rows: list[dict[str, Any]]) -> Path:
    path.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def indexes(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """The whole graph's index, and the index of acme's triples alone (the reference)."""
    root = tmp_path_factory.mktemp("tenants")
    full, alone = root / "full", root / "acme"
    build_index(load_triples(write_jsonl(root / "all.jsonl", TRIPLES)), full, embedder=embedder())
    acme = [row for row in TRIPLES if row["tenant"] == "acme"]
    build_index(load_triples(write_jsonl(root / "acme.jsonl", acme)), alone, embedder=embedder())
    return full, alone


def recorded(llm: ScriptedLLM, start: int = 0) -> list[list[str]]:
    return [[m.content for m in r.messages] for r in llm.requests[start:]]


def without_seconds(data: Any) -> Any:
    """``data`` (a result's JSON form) without wall times, the one field that may differ."""
    if isinstance(data, dict):
        return {k: without_seconds(v) for k, v in data.items() if k != "seconds"}
    if isinstance(data, list):
        return [without_seconds(v) for v in data]
    return data


def shown(text: str, question: str) -> list[str]:
    """The hidden words ``text`` holds outside the question it repeats."""
    rest = text.replace(question, "").replace(json.dumps(question)[1:-1], "")
    return [word for word in HIDDEN if word in rest]


# -- 1. inferred types and the overview -------------------------------------------------------
def test_inferred_types_and_prompts_of_a_view_equal_the_graph_without_the_hidden_part(
    indexes: tuple[Path, Path],
) -> None:
    full_dir, alone_dir = indexes
    assert load_index(full_dir).graph.type_origin.source == "inferred"
    llm, reference_llm = ScriptedLLM(lambda m: "1"), ScriptedLLM(lambda m: "1")
    full = DotRAG.from_index(full_dir, embedder=embedder(), llm=llm)
    alone = DotRAG.from_index(alone_dir, embedder=embedder(), llm=reference_llm)
    for question in QUESTIONS:
        before, reference_before = len(llm.requests), len(reference_llm.requests)
        got = full.retrieve(question, filter=ACME)
        expected = alone.retrieve(question)
        text = json.dumps(got.as_dict())
        prompts = recorded(llm, before)
        assert not shown(text, question), (question, text)
        assert not shown(json.dumps(prompts), question), question
        assert without_seconds(got.as_dict()) == without_seconds(expected.as_dict())
        assert prompts == recorded(reference_llm, reference_before)
    assert llm.requests  # the LLM was asked, overview and all
    anchor = full.retrieve("what does Ana work on", filter=ACME).anchors[0]
    assert anchor.types == ("what works on",)  # not "works_on/covertly_manages ..." in words


def test_adapters_and_cli_show_no_hidden_type(
    indexes: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip("langchain_core")
    pytest.importorskip("llama_index.core")
    from langchain_graphpaths import DotRAGRetriever as LangChainDotRAG
    from llama_index_graphpaths import DotRAGRetriever as LlamaDotRAG

    full_dir, alone_dir = indexes
    full = DotRAG.from_index(full_dir, embedder=embedder())
    alone = DotRAG.from_index(alone_dir, embedder=embedder())
    for question in QUESTIONS:
        docs = LangChainDotRAG(dotrag=full, search_kwargs={"filter": ACME}).invoke(question)
        reference = LangChainDotRAG(dotrag=alone).invoke(question)
        assert not shown(json.dumps([d.metadata for d in docs]), question)
        assert [without_seconds(d.metadata) for d in docs] == [
            without_seconds(d.metadata) for d in reference
        ]
        nodes = LlamaDotRAG(full, filters=ACME).retrieve(question)
        reference_nodes = LlamaDotRAG(alone).retrieve(question)
        assert not shown(json.dumps([n.node.metadata for n in nodes]), question)
        assert [(n.node.node_id, n.score, without_seconds(n.node.metadata)) for n in nodes] == [
            (n.node.node_id, n.score, without_seconds(n.node.metadata)) for n in reference_nodes
        ]
        for form in ([], ["--json"]):
            assert (
                main(["query", str(full_dir), question, "--filter", '{"tenant": "acme"}', *form])
                == 0
            )
            out = capsys.readouterr().out
            assert main(["query", str(alone_dir), question, *form]) == 0
            reference_out = capsys.readouterr().out
            assert not shown(out, question), out
            if form:
                assert without_seconds(json.loads(out)) == without_seconds(
                    json.loads(reference_out)
                )
            else:  # the last line times the stages
                assert out.splitlines()[:-1] == reference_out.splitlines()[:-1]


def test_an_entity_only_hidden_relations_name_is_hidden(indexes: tuple[Path, Path]) -> None:
    full = DotRAG.from_index(indexes[0], embedder=embedder())
    result = full.retrieve("who is Zed", filter=ACME)
    assert "Zed" not in [a.name for a in result.anchors]
    view = full._engine_for_filter(ACME)
    assert list(view.graph.entity_ids) == ["Ana", "Project Comet"]


class CountingEmbedder(HashingEmbedder):
    """Records every text it embeds."""

    def __init__(self) -> None:
        super().__init__(dimension=64)
        self.texts: list[str] = []

    def embed_documents(self, texts: Any, **options: Any) -> Any:
        self.texts.extend(texts)
        return super().embed_documents(texts, **options)

    def embed_query(self, text: str) -> Any:
        self.texts.append(text)
        return super().embed_query(text)


def test_a_view_embeds_nothing_and_holds_the_vectors_of_the_graph_without_the_hidden_part(
    indexes: tuple[Path, Path],
) -> None:
    full_dir, alone_dir = indexes
    counting = CountingEmbedder()
    full = DotRAG.from_index(full_dir, embedder=counting)
    assert full.graph.type_origin.source == "inferred"
    counting.texts.clear()
    views = [full._engine_for_filter(ACME), full._engine_for_filter({"tenant": "globex"})]
    assert counting.texts == []  # building the views embedded nothing
    assert views[0].graph.types_of("Ana") == ("works_on source",)  # types inferred again
    alone = load_index(alone_dir)
    view = views[0]
    assert list(view.graph.entity_ids) == list(alone.graph.entity_ids)
    assert view.graph.entity_texts() == alone.graph.entity_texts() == ["Ana", "Project Comet"]
    rows = np.arange(view.graph.num_entities)
    assert np.array_equal(
        view.search.entity_vectors.vectors(rows), alone.entity_vectors.vectors(rows)
    )


# -- 2. GraFine on a kNN corpus graph -------------------------------------------------------
def corpus() -> tuple[list[str], list[dict[str, Any]]]:
    acme = [
        "the comet project ships a ranking model",
        "ana writes the ranking model for comet",
        "a model card for the comet ranking service",
    ]
    globex = [f"ranking model {i} for the lynx comet project of ana" for i in range(40)]
    return acme + globex, [{"tenant": "acme"}] * 3 + [{"tenant": "globex"}] * 40


def nodes_seen(result: Any) -> list[tuple[Any, ...]]:
    """What a user sees of each node (its row index is internal: the rows differ)."""
    return [
        (n.id, n.score, n.iteration, n.supported_by, n.neighbors, n.text, dict(n.metadata))
        for n in result.nodes
    ]


@pytest.mark.parametrize("knn", ["bm25", "embeddings"])
def test_hidden_documents_change_no_visible_neighbours_or_scores(knn: str) -> None:
    texts, metadatas = corpus()
    ids = [f"d{i}" for i in range(len(texts))]
    config = GraFineConfig(batch=2, b_max=6, k=3)
    common: dict[str, Any] = {"embedder": embedder(), "config": config, "knn": knn, "knn_k": 2}
    full = GraFine.from_texts(texts, ids=ids, metadatas=metadatas, **common)
    alone = GraFine.from_texts(texts[:3], ids=ids[:3], metadatas=metadatas[:3], **common)
    for query in ("comet ranking model", "ana", "model card"):
        got = full.retrieve(query, k=3, filter=ACME)
        expected = alone.retrieve(query, k=3)
        assert nodes_seen(got) == nodes_seen(expected)
        assert (got.retrieved, got.iterations, got.encoded) == (
            expected.retrieved,
            expected.iterations,
            expected.encoded,
        )


# -- 3. configured filters are access rules -------------------------------------------------
def tenants_graph(tmp_path: Path) -> Path:
    rows = [
        {"head": f"{who} {t}", "relation": "works_on", "tail": f"Project {p} {t}", "tenant": t}
        for t in ("T1", "T2", "T3")
        for who in ("Ana", "Ben")
        for p in ("Comet", "Lynx")
    ]
    rows += [{"head": "Ana T1", "relation": "knows", "tail": "Ben T2", "tenant": "T2"}]
    out = tmp_path / "tenants"
    build_index(
        load_triples(write_jsonl(tmp_path / "tenants.jsonl", rows)), out, embedder=embedder()
    )
    return out


PER_CALL: list[dict[str, Any] | None] = [
    None,
    {},
    {"tenant": "T2"},
    {"tenant": {"$in": ["T1", "T2"]}},
    {"tenant": {"$ne": "T1"}},
    {"$or": [{"tenant": "T2"}, {"tenant": {"$exists": False}}]},
]


def tenants_of(texts: list[str]) -> set[str]:
    return {word for text in texts for word in text.replace("→", " ").split() if word[:1] == "T"}


def test_no_per_call_filter_widens_the_configured_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip("langchain_core")
    pytest.importorskip("llama_index.core")
    from langchain_core.documents import Document

    from langchain_graphpaths import DotRAGRetriever as LangChainDotRAG
    from langchain_graphpaths import GraFineRetriever as LangChainGraFine
    from llama_index_graphpaths import DotRAGRetriever as LlamaDotRAG
    from llama_index_graphpaths import GraFineRetriever as LlamaGraFine

    index = tenants_graph(tmp_path)
    dotrag = DotRAG.from_index(index, embedder=embedder())
    rule = {"tenant": "T1"}
    texts = [f"project notes {i} of tenant {t}" for t in ("T1", "T2", "T3") for i in range(4)]
    docs = [
        Document(page_content=text, id=f"d{i}", metadata={"tenant": text.split()[-1]})
        for i, text in enumerate(texts)
    ]
    grafine = LangChainGraFine.from_documents(
        docs, embedder=embedder(), k=12, search_kwargs={"filter": rule}
    )
    question = "Ana T1"
    unfiltered = [p.render() for p in dotrag.retrieve(question).paths]
    assert tenants_of(unfiltered) == {"T1", "T2"}  # Ana T1 knows Ben T2 (a T2 relation)
    lc_dotrag = LangChainDotRAG(dotrag=dotrag, k=10, search_kwargs={"filter": rule})
    allowed = [d.page_content for d in lc_dotrag.invoke(question)]
    assert allowed
    assert tenants_of(allowed) == {"T1"}
    for extra in PER_CALL:
        paths = [d.page_content for d in lc_dotrag.invoke(question, filter=extra)]
        assert set(paths) <= set(allowed), extra
        found = grafine.invoke("project notes", filter=extra)
        assert {d.metadata["tenant"] for d in found} <= {"T1"}, extra
        assert asyncio_invoke(lc_dotrag, question, extra) <= set(allowed)
    assert {d.metadata["tenant"] for d in grafine.invoke("project notes", filter=None)} == {"T1"}
    assert grafine.invoke("project notes", filter={"tenant": "T2"}) == []
    assert lc_dotrag.invoke(question, filter={"tenant": "T2"}) == []
    # LlamaIndex: the configured filters hold for every retrieval.
    nodes = LlamaDotRAG(dotrag, filters=rule).retrieve(question)
    assert [n.node.text for n in nodes] == allowed
    gnodes = LlamaGraFine.from_defaults(
        texts, metadatas=[d.metadata for d in docs], embedder=embedder(), k=12, filters=rule
    ).retrieve("project notes")
    assert {n.node.metadata["tenant"] for n in gnodes} == {"T1"}
    # The CLI: its --filter is the rule; what it prints holds T1's data only.
    assert main(["query", str(index), question, "--json", "--filter", json.dumps(rule)]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert tenants_of([p["text"] for p in printed["paths"]]) == {"T1"}


def asyncio_invoke(retriever: Any, question: str, extra: Any) -> set[str]:
    import asyncio

    return {d.page_content for d in asyncio.run(retriever.ainvoke(question, filter=extra))}


# -- 4. LlamaIndex filters assigned later ---------------------------------------------------
def test_llama_index_filters_assigned_after_construction_hold(tmp_path: Path) -> None:
    pytest.importorskip("llama_index.core")
    from llama_index.core.vector_stores.types import MetadataFilter, MetadataFilters

    from llama_index_graphpaths import DotRAGRetriever as LlamaDotRAG
    from llama_index_graphpaths import GraFineRetriever as LlamaGraFine

    dotrag = DotRAG.from_index(tenants_graph(tmp_path), embedder=embedder())
    question = "Ana T1"
    retriever = LlamaDotRAG(dotrag, k=10)
    assert tenants_of([n.node.text for n in retriever.retrieve(question)]) == {"T1", "T2"}
    retriever.filters = MetadataFilters(filters=[MetadataFilter(key="tenant", value="T1")])
    assert tenants_of([n.node.text for n in retriever.retrieve(question)]) == {"T1"}
    retriever.filters = {"tenant": "T3"}
    assert retriever.retrieve(question) == []
    with pytest.raises(FilterError, match="filters"):
        retriever.filters = {"tenant": {"$gtt": 1}}
    assert retriever.retrieve(question) == []  # the bad assignment changed nothing

    texts = [f"notes {i} of {t}" for t in ("T1", "T2") for i in range(3)]
    gf = LlamaGraFine.from_defaults(
        texts, metadatas=[{"tenant": t.split()[-1]} for t in texts], embedder=embedder(), k=6
    )
    assert {n.node.metadata["tenant"] for n in gf.retrieve("notes")} == {"T1", "T2"}
    gf.filters = {"tenant": "T2"}
    assert {n.node.metadata["tenant"] for n in gf.retrieve("notes")} == {"T2"}


# -- 5. keys no item carries ----------------------------------------------------------------
@pytest.mark.parametrize("spec", [{"tennant": "acme"}, {"Tenant": "acme"}])
def test_a_key_no_item_carries_keeps_nothing_and_says_so(
    indexes: tuple[Path, Path], spec: dict[str, Any], caplog: pytest.LogCaptureFixture
) -> None:
    full = DotRAG.from_index(indexes[0], embedder=embedder())
    with caplog.at_level(logging.WARNING, logger="graphpaths"):
        result = full.retrieve("what does Ana work on", filter=spec)
    assert result.paths == ()
    assert result.anchors == ()
    key = next(iter(spec))
    assert result.stats.unknown_filter_keys == (key,)
    # Judged on the view (issue 39, F6): it keeps nothing, so it carries no key to suggest.
    assert any(key in r.getMessage() and "none" in r.getMessage() for r in caplog.records)
    texts, metadatas = corpus()
    gf = GraFine.from_texts(texts, metadatas=metadatas, embedder=embedder())
    found = gf.retrieve("comet", filter=spec)
    assert found.nodes == ()
    assert found.unknown_filter_keys == (key,)
    # The per-kind rule stays: a key only relations carry does not filter entities, and
    # a misspelt key next to a known one still keeps nothing.
    assert full.retrieve("what does Ana work on", filter=ACME).paths
    assert not full.retrieve("what does Ana work on", filter={**ACME, **spec}).paths


# -- 6. inputs -------------------------------------------------------------------------------
def test_a_csv_field_over_128_kib_loads(tmp_path: Path) -> None:
    big = "x" * (200 * 1024)
    triples = tmp_path / "big.csv"
    triples.write_text(f"head,relation,tail,note\na,knows,b,{big}\n{big},knows,c,\n")
    for lenient in (False, True):
        graph = load_triples(triples, lenient=lenient)
        assert graph.has_entity(big)
        assert graph.relation_attributes(0)["note"] == big
    ops = tmp_path / "ops.csv"
    ops.write_text(f"op,id,description\nadd,n1,{big}\n")
    assert read_changes(ops)[0].fields["description"] == big  # type: ignore[union-attr]


@pytest.mark.parametrize("k", [-1, 0])
def test_langchain_refuses_a_per_call_k_below_one(indexes: tuple[Path, Path], k: int) -> None:
    pytest.importorskip("langchain_core")
    from langchain_graphpaths import DotRAGRetriever as LangChainDotRAG
    from langchain_graphpaths import GraFineRetriever as LangChainGraFine

    engine = DotRAG.from_index(indexes[0], embedder=embedder())
    texts, _ = corpus()
    corpus_engine = GraFine.from_texts(texts[:5], embedder=embedder())
    for search_kwargs in ({}, {"k": k}):
        per_call = {} if search_kwargs else {"k": k}
        retrievers = (
            LangChainDotRAG(dotrag=engine, search_kwargs=search_kwargs),
            LangChainGraFine(grafine=corpus_engine, search_kwargs=search_kwargs),
        )
        for retriever in retrievers:
            with pytest.raises(ConfigError, match=rf"^k: expected an integer >= 1, got {k}$"):
                retriever.invoke("what does Ana work on", **per_call)


def test_cli_refuses_max_paths_below_one(
    indexes: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    for bad in ("-3", "0", "x"):
        with pytest.raises(SystemExit) as exit_info:
            main(["query", str(indexes[0]), "what does Ana work on", f"--max-paths={bad}"])
        assert exit_info.value.code == 2
        assert "--max-paths: expected an integer >= 1" in capsys.readouterr().err


@pytest.fixture
def update_in_flight(tmp_path: Path) -> Iterator[tuple[Path, subprocess.Popen[bytes]]]:
    """An index and a ``graphpaths index --update`` of it in another process, slowed so it
    is caught with its ``.idx.building`` folder written."""
    from test_index_update_cli import people, start_cli, write_ops

    out = tmp_path / "idx"
    build_index(people().build(), out, embedder=HashingEmbedder())
    write_ops(tmp_path / "ops.jsonl", 200)
    proc = start_cli(
        "index", "--update", str(tmp_path / "ops.jsonl"), "--out", str(out), "--backend", "hash"
    )
    writer = tmp_path / ".idx.building" / ".writer.json"
    deadline = time.monotonic() + 60
    while not writer.exists() and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.05)
    assert writer.exists(), "the update did not start in time"
    assert proc.poll() is None
    try:
        yield out, proc
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait()


def test_load_removes_the_folder_of_a_killed_update_never_a_live_one(
    update_in_flight: tuple[Path, subprocess.Popen[bytes]],
) -> None:
    out, proc = update_in_flight
    building = out.parent / ".idx.building"
    assert load_index(out).revision == 0
    assert building.is_dir()  # a live update's folder stays
    with pytest.raises(IndexLockedError, match=rf"process {proc.pid} on .* is writing it"):
        load_index(out, lock_timeout=0.2).add(entities=["someone"], embedder=HashingEmbedder())
    proc.kill()  # SIGKILL: it leaves its folder behind
    proc.wait()
    assert building.is_dir()
    assert load_index(out, verify="full").revision == 0
    assert not building.exists()
    index = load_index(out)
    index.add(entities=["someone"], embedder=HashingEmbedder())
    assert index.revision == 1


def test_an_interrupted_build_keeps_its_folder_to_resume(tmp_path: Path) -> None:
    out = tmp_path / "idx"
    from test_index_update_cli import people

    build_index(people().build(), out, embedder=HashingEmbedder())
    building = tmp_path / ".idx.building"
    (building / "embeddings").mkdir(parents=True)  # a killed rebuild's: no writer record
    load_index(out)
    assert (building / "embeddings").is_dir()
    dead = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"],
        capture_output=True,
        text=True,
        check=True,
    )
    (building / ".writer.json").write_text(
        json.dumps({"pid": int(dead.stdout), "host": "another-machine", "kind": "update"})
    )
    load_index(out)
    assert building.is_dir()  # another machine's process: cannot be told dead or alive
