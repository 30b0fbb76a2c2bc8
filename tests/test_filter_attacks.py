"""The attacks of issue 39 on filters, each reproduced: every one must fail closed.

F1. Tenant ids that float64 confuses (2**63 and 2**63 - 1, 2**64 + 1 and 2**64): each
    tenant's filter keeps its own data only, in DotRAG and in GraFine.
F7. ``graphpaths query --filter null`` (or any JSON that is not an object): exit 2.
F9. A filter nested 3,000 deep: FilterError naming the depth, in the library and the CLI.
F5. ``unknown_filter_keys``: equal whether or not a hidden item carries the key, in DotRAG
    and GraFine, the core and both adapters (judged on the view alone).
F6. The unknown-key warning names no key only hidden items carry.
F10. GraFine's LangChain Documents and LlamaIndex nodes: no metadata names a hidden document.
And ``graphpaths query ... | head -1``: no BrokenPipeError traceback.
"""

from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from checkout import checkout_env
from test_access_attacks import embedder, write_jsonl

from graphpaths import DotRAG, Filter, GraFine, GraFineConfig
from graphpaths.cli import main
from graphpaths.dotrag.index.graph_index import build_index
from graphpaths.errors import FilterError
from graphpaths.filters import MAX_DEPTH
from graphpaths.graph import load_triples

#: Pairs of tenant ids one float64 holds both of.
TENANT_PAIRS = [(2**63, 2**63 - 1), (2**64 + 1, 2**64), (2**53 + 1, 2**53)]
#: What each side's triples alone hold.
OWN = {"A": ("Comet", "Orion"), "B": ("Lynx", "Ben", "covertly")}
QUESTION = "what does Ana work on"


def triples(a: int, b: int) -> list[dict[str, Any]]:
    return [
        {"head": "Ana", "relation": "works_on", "tail": "Project Comet", "tenant": a},
        {"head": "Ana", "relation": "leads", "tail": "Team Orion", "tenant": a},
        {"head": "Ana", "relation": "works_on", "tail": "Project Lynx", "tenant": b},
        {"head": "Ben", "relation": "covertly_manages", "tail": "Ana", "tenant": b},
    ]


@pytest.fixture(scope="module")
def tenant_indexes(tmp_path_factory: pytest.TempPathFactory) -> dict[tuple[int, int], Path]:
    root = tmp_path_factory.mktemp("bigints")
    out = {}
    for n, (a, b) in enumerate(TENANT_PAIRS):
        rows = write_jsonl(root / f"triples{n}.jsonl", triples(a, b))
        build_index(load_triples(rows), root / f"index{n}", embedder=embedder())
        out[a, b] = root / f"index{n}"
    return out


def words(data: Any) -> set[str]:
    text = json.dumps(data).replace(QUESTION, "")
    return {word for side in OWN.values() for word in side if word in text}


@pytest.mark.parametrize(("a", "b"), TENANT_PAIRS)
def test_dotrag_tenants_float64_confuses_see_their_own_data_only(
    tenant_indexes: dict[tuple[int, int], Path], a: int, b: int
) -> None:
    dotrag = DotRAG.from_index(tenant_indexes[a, b], embedder=embedder())
    unfiltered = words(dotrag.retrieve(QUESTION).as_dict())
    assert unfiltered & set(OWN["A"])
    assert unfiltered & set(OWN["B"])
    for spec, side in (
        ({"tenant": a}, "A"),
        ({"tenant": b}, "B"),
        ({"tenant": {"$ne": b}}, "A"),
        ({"tenant": {"$nin": [a]}}, "B"),
        ({"tenant": {"$gt": b}}, "A"),
        ({"tenant": {"$lte": b}}, "B"),
        # float(2**63 - 1) is 2**63: the tenant it equals exactly, if one does.
        ({"tenant": {"$in": [float(b)]}}, "A" if float(b) == a else "B" if float(b) == b else ""),
    ):
        seen = words(dotrag.retrieve(QUESTION, filter=spec).as_dict())
        assert seen <= set(OWN.get(side, ())), spec
        assert bool(seen) is bool(side), spec


@pytest.mark.parametrize(("a", "b"), TENANT_PAIRS)
def test_grafine_tenants_float64_confuses_see_their_own_documents_only(a: int, b: int) -> None:
    texts = [f"project notes {i} of the comet team" for i in range(12)]
    tenants = [a, b] * 6
    grafine = GraFine.from_texts(
        texts,
        ids=[f"d{i}" for i in range(12)],
        metadatas=[{"tenant": t} for t in tenants],
        embedder=embedder(),
        config=GraFineConfig(batch=2, b_max=12, k=12),
    )
    for spec, wanted in (
        ({"tenant": a}, a),
        ({"tenant": b}, b),
        ({"tenant": {"$ne": a}}, b),
        ({"tenant": {"$gte": a}}, a),
        ({"tenant": {"$lt": a}}, b),
        ({"tenant": {"$nin": [b]}}, a),
    ):
        got = grafine.retrieve("project notes", filter=spec)
        assert [n.metadata["tenant"] for n in got.nodes] == [wanted] * 6, spec


# -- F7, F9: the CLI's --filter -------------------------------------------------------------


@pytest.mark.parametrize("given", ["null", "[]", '[{"tenant": 1}]', '"acme"', "3", "true"])
def test_cli_refuses_a_filter_that_is_not_a_json_object(
    tenant_indexes: dict[tuple[int, int], Path], given: str, capsys: pytest.CaptureFixture[str]
) -> None:
    index = str(tenant_indexes[TENANT_PAIRS[0]])
    assert main(["query", index, QUESTION, "--json", "--filter", given]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert f"--filter: expected a JSON object of conditions, got {given}" in captured.err


def nested_json(depth: int) -> str:
    return '{"$and": [' * (depth - 1) + '{"tenant": 1}' + "]}" * (depth - 1)


def test_a_filter_nested_3000_deep_is_refused(
    tenant_indexes: dict[tuple[int, int], Path], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(FilterError, match=f"nested more than {MAX_DEPTH} levels deep"):
        DotRAG.from_index(tenant_indexes[TENANT_PAIRS[0]], embedder=embedder()).retrieve(
            QUESTION, filter=json.loads(nested_json(300))
        )
    index = str(tenant_indexes[TENANT_PAIRS[0]])
    for depth in (MAX_DEPTH + 1, 3000):
        assert main(["query", index, QUESTION, "--filter", nested_json(depth)]) == 2
        assert f"nested more than {MAX_DEPTH} levels deep" in capsys.readouterr().err
    assert main(["query", index, QUESTION, "--json", "--filter", nested_json(MAX_DEPTH)]) == 0


def test_llama_index_filters_nested_3000_deep_are_refused() -> None:
    pytest.importorskip("llama_index.core")
    from llama_index.core.vector_stores.types import MetadataFilter, MetadataFilters

    from llama_index_graphpaths.filters import metadata_filters_to_filter

    def deep(depth: int) -> MetadataFilters:
        filters = MetadataFilters(filters=[MetadataFilter(key="tenant", value=1)])
        for _ in range(depth - 1):
            filters = MetadataFilters(filters=[filters, MetadataFilter(key="year", value=2)])
        return filters

    for depth in (MAX_DEPTH + 1, 3000):
        with pytest.raises(FilterError, match=f"nested more than {MAX_DEPTH} levels deep"):
            metadata_filters_to_filter(deep(depth))
    translated = metadata_filters_to_filter(deep(MAX_DEPTH))
    assert Filter.parse(translated).matches({"tenant": 1, "year": 2})


# -- F10: metadata naming hidden documents ----------------------------------------------------


def linked_corpus() -> tuple[list[str], list[str], list[dict[str, Any]]]:
    """Two tenants' notes, each linking to the next note of either tenant."""
    ids = [f"{tenant}note{i}x" for i in range(6) for tenant in ("acme", "globex")]
    texts = [f"project notes {i} of {doc_id[:-6]}" for i, doc_id in enumerate(ids)]
    metadatas = [
        {"tenant": doc_id[:-6], "links": [ids[(i + 1) % len(ids)], ids[(i + 2) % len(ids)]]}
        for i, doc_id in enumerate(ids)
    ]
    return ids, texts, metadatas


def hidden_named(metadata: Any, ids: list[str]) -> list[str]:
    text = json.dumps(metadata)
    return [doc_id for doc_id in ids if doc_id.startswith("globex") and doc_id in text]


def test_langchain_grafine_documents_name_no_hidden_document() -> None:
    pytest.importorskip("langchain_core")
    from langchain_core.documents import Document

    from langchain_graphpaths import GraFineRetriever

    ids, texts, metadatas = linked_corpus()
    docs = [
        Document(page_content=t, id=i, metadata=m)
        for i, t, m in zip(ids, texts, metadatas, strict=True)
    ]
    rule = {"tenant": "acme"}
    open_retriever = GraFineRetriever.from_documents(docs, embedder=embedder(), k=12)
    assert hidden_named([d.metadata for d in open_retriever.invoke("project notes")], ids)
    ruled = GraFineRetriever.from_documents(
        docs, embedder=embedder(), k=12, search_kwargs={"filter": rule}
    )
    for retriever, extra in ((ruled, None), (ruled, {"tenant": {"$ne": "globex"}})):
        found = retriever.invoke("project notes", filter=extra)
        assert {d.metadata["tenant"] for d in found} == {"acme"}
        assert not hidden_named([d.metadata for d in found], ids), extra
        assert all(d.metadata["links"] for d in found)  # the links to acme's notes stay
    found = open_retriever.invoke("project notes", filter=rule)  # per call
    assert found
    assert not hidden_named([d.metadata for d in found], ids)


def test_llama_index_grafine_nodes_name_no_hidden_document() -> None:
    pytest.importorskip("llama_index.core")
    from llama_index.core.schema import NodeRelationship, RelatedNodeInfo, TextNode

    from llama_index_graphpaths import GraFineRetriever

    ids, texts, metadatas = linked_corpus()
    nodes = [
        TextNode(
            id_=i,
            text=t,
            metadata={"tenant": m["tenant"]},
            relationships={NodeRelationship.NEXT: RelatedNodeInfo(node_id=m["links"][0])},
        )
        for i, t, m in zip(ids, texts, metadatas, strict=True)
    ]
    retrievers = [
        GraFineRetriever.from_nodes(nodes, embedder=embedder(), k=12, filters={"tenant": "acme"}),
        GraFineRetriever.from_defaults(
            texts,
            ids=ids,
            metadatas=[{"tenant": m["tenant"]} for m in metadatas],
            links=[(i, m["links"][0]) for i, m in zip(ids, metadatas, strict=True)],
            embedder=embedder(),
            k=12,
        ),
    ]
    retrievers[1].filters = {"tenant": "acme"}
    for retriever in retrievers:
        found = retriever.retrieve("project notes")
        assert {n.node.metadata["tenant"] for n in found} == {"acme"}
        seen = [(n.node.metadata, n.node.relationships, n.node.node_id) for n in found]
        assert not hidden_named(str(seen), ids)


# -- F5, F6: unknown keys judged on the view ---------------------------------------------------

#: The access rule, and the per-call filters a caller may try on a key only hidden items
#: may carry (``secret``) or a key no item carries (``colour``).
RULE = {"tenant": "acme"}
PROBES = (
    {"secret": {"$exists": False}},
    {"secret": "x"},
    {"colour": {"$exists": False}},
)


def secret_triples(secret: bool) -> list[dict[str, Any]]:
    """acme's and globex's triples; globex's carry a ``secret`` key when ``secret``."""
    hidden = {"secret": "x"} if secret else {}
    return [
        {"head": "Ana", "relation": "works_on", "tail": "Project Comet", "tenant": "acme"},
        {"head": "Ana", "relation": "leads", "tail": "Team Orion", "tenant": "acme"},
        {"head": "Ana", "relation": "works_on", "tail": "Project Lynx", "tenant": "globex"}
        | hidden,
        {"head": "Ben", "relation": "manages", "tail": "Ana", "tenant": "globex"} | hidden,
    ]


@pytest.fixture(scope="module")
def secret_indexes(tmp_path_factory: pytest.TempPathFactory) -> dict[bool, Path]:
    """Two indexes that differ only in whether globex's (hidden) triples carry ``secret``."""
    root = tmp_path_factory.mktemp("secret")
    out = {}
    for secret in (False, True):
        rows = write_jsonl(root / f"triples{secret}.jsonl", secret_triples(secret))
        build_index(load_triples(rows), root / f"index{secret}", embedder=embedder())
        out[secret] = root / f"index{secret}"
    return out


def secret_corpus(secret: bool) -> GraFine:
    hidden = {"secret": "x"} if secret else {}
    return notes_corpus(
        [{"tenant": "acme"} if i % 2 else {"tenant": "globex"} | hidden for i in range(8)]
    )


def notes_corpus(metadatas: list[dict[str, Any]]) -> GraFine:
    """A corpus of alike project notes, one per metadata."""
    return GraFine.from_texts(
        [f"project notes {i} of the comet team" for i in range(len(metadatas))],
        ids=[f"d{i}" for i in range(len(metadatas))],
        metadatas=metadatas,
        embedder=embedder(),
        config=GraFineConfig(batch=2, b_max=len(metadatas), k=len(metadatas)),
    )


def unknown_seen(secret_indexes: dict[bool, Path], secret: bool, probe: Any) -> list[Any]:
    """What a caller held to acme's part learns about ``probe``'s keys, every way it may ask."""
    from langchain_graphpaths import DotRAGRetriever as LangChainDotRAG
    from langchain_graphpaths import GraFineRetriever as LangChainGraFine
    from llama_index_graphpaths import DotRAGRetriever as LlamaDotRAG
    from llama_index_graphpaths import GraFineRetriever as LlamaGraFine

    both = {"$and": [RULE, probe]}
    dotrag = DotRAG.from_index(secret_indexes[secret], embedder=embedder())
    grafine = secret_corpus(secret)
    seen: list[Any] = [
        dotrag.retrieve(QUESTION, filter=both).stats.unknown_filter_keys,
        grafine.retrieve("project notes", filter=both).unknown_filter_keys,
    ]
    docs = LangChainDotRAG(
        dotrag=dotrag, search_kwargs={"filter": RULE, "include_stats": True}
    ).invoke(QUESTION, filter=probe)
    seen.append([d.metadata["stats"]["unknown_filter_keys"] for d in docs])
    docs = LangChainGraFine(
        grafine=grafine, search_kwargs={"filter": RULE, "include_stats": True}
    ).invoke("project notes", filter=probe)
    seen.append([d.metadata["retrieval"]["unknown_filter_keys"] for d in docs])
    nodes = LlamaDotRAG(dotrag, filters=both, include_stats=True).retrieve(QUESTION)
    seen.append([n.node.metadata["stats"]["unknown_filter_keys"] for n in nodes])
    nodes = LlamaGraFine(grafine, filters=both, include_stats=True).retrieve("project notes")
    seen.append([n.node.metadata["retrieval"]["unknown_filter_keys"] for n in nodes])
    return seen


@pytest.mark.parametrize("probe", PROBES)
def test_unknown_filter_keys_do_not_tell_whether_a_hidden_item_carries_a_key(
    secret_indexes: dict[bool, Path], probe: Any
) -> None:
    pytest.importorskip("langchain_core")
    pytest.importorskip("llama_index.core")
    hidden_carry = unknown_seen(secret_indexes, True, probe)
    assert hidden_carry == unknown_seen(secret_indexes, False, probe)
    if "colour" in probe:  # acme's part is kept, and it carries no colour: named
        assert hidden_carry[:2] == [("colour",), ("colour",)]


def test_the_unknown_key_warning_names_no_key_only_hidden_items_carry(
    secret_indexes: dict[bool, Path], caplog: pytest.LogCaptureFixture
) -> None:
    probe = {"$and": [RULE, PROBES[2]]}
    with caplog.at_level(logging.WARNING, logger="graphpaths"):
        result = DotRAG.from_index(secret_indexes[True], embedder=embedder()).retrieve(
            QUESTION, filter=probe
        )
        found = secret_corpus(True).retrieve("project notes", filter=probe)
    assert result.paths
    assert found.nodes
    messages = [r.getMessage() for r in caplog.records if "colour" in r.getMessage()]
    assert len(messages) == 2  # one per retriever
    assert all("'tenant'" in m and "secret" not in m for m in messages), messages


# -- the CLI in a pipe that closes ------------------------------------------------------------


@pytest.mark.slow
def test_cli_in_a_closed_pipe_exits_quietly(tenant_indexes: dict[tuple[int, int], Path]) -> None:
    """``graphpaths query ... | head -1``: the reader is gone before the output is written."""
    index = str(tenant_indexes[TENANT_PAIRS[0]])
    read, write = os.pipe()
    os.close(read)
    try:
        done = subprocess.run(
            [sys.executable, "-m", "graphpaths.cli", "query", index, QUESTION],
            stdout=write,
            stderr=subprocess.PIPE,
            text=True,
            check=False,
            env=checkout_env(),
        )
    finally:
        os.close(write)
    assert "Traceback" not in done.stderr
    assert "BrokenPipeError" not in done.stderr
    assert done.returncode == 141  # 128 + SIGPIPE, as a shell reports `yes | head -1`
