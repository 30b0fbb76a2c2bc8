"""Property (issue 26): what a user or an LLM sees through a filtered view equals what a
graph or corpus built without the excluded part gives.

Random graphs with random attributes and random filters, with types inferred from relation
roles (the default) and given ones, for DotRAG; random corpora, linked and kNN (BM25 and
embeddings), for GraFine. Compared: the results (paths, anchors and their types, context,
stats), LangChain Documents and LlamaIndex Nodes with their metadata, the CLI's text and
JSON, and every prompt sent to the LLM (a recording double).

Left out of the comparisons, and why:

- wall times (``seconds`` in stats, results and metadata, the CLI's last line): they time
  the run, not what it found;
- GraFine's ``RetrievedNode.index``: the document's row in the corpus the retriever holds
  (a view answers with the whole corpus's rows), an internal position no adapter shows;
- ``unknown_filter_keys``: the reference runs unfiltered, so it is set to the filter's keys
  no item of the kept part carries, which the view must name.

The reference graph lists its entities in the whole graph's order (ids before the triples,
as an entity table would): a loader numbers the entities of a triples file by their first
appearance, which the hidden lines also decide; that order only breaks ties.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import io
import json
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from graphpaths import DotRAG, Filter, GraFine, GraFineConfig
from graphpaths.cli import build_parser
from graphpaths.dotrag.index.graph_index import build_index
from graphpaths.embeddings_hashing import HashingEmbedder
from graphpaths.graph import Graph, GraphBuilder, assign_types
from graphpaths.graph.model import label_words
from graphpaths.llm import ScriptedLLM

pytest.importorskip("langchain_core")
pytest.importorskip("llama_index.core")
from langchain_graphpaths import DotRAGRetriever as LangChainDotRAG
from langchain_graphpaths import GraFineRetriever as LangChainGraFine
from llama_index_graphpaths import DotRAGRetriever as LlamaDotRAG
from llama_index_graphpaths import GraFineRetriever as LlamaGraFine

SETTINGS = settings(
    max_examples=16,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
WORDS = ["comet", "lynx", "orbit", "harbor", "maple", "quartz", "raven", "summit", "willow"]
LABELS = ["works_on", "leads", "funds", "located_in"]
TENANTS = ["T1", "T2", "T3"]
TYPES = ["person", "project", "city"]
OWN_FIELDS = ("id", "name", "types")
TRIPLE_FIELDS = ("head", "relation", "tail")


def embedder() -> HashingEmbedder:
    return HashingEmbedder(dimension=32)


def without_seconds(data: Any) -> Any:
    if isinstance(data, dict):
        return {k: without_seconds(v) for k, v in data.items() if k != "seconds"}
    if isinstance(data, list | tuple):
        return [without_seconds(v) for v in data]
    return data


# -- filters ---------------------------------------------------------------------------------
_leaf = st.one_of(
    st.sampled_from(TENANTS).map(lambda t: {"tenant": t}),
    st.lists(st.sampled_from(TENANTS), min_size=1, max_size=2, unique=True).map(
        lambda ts: {"tenant": {"$in": ts}}
    ),
    st.sampled_from(TENANTS).map(lambda t: {"tenant": {"$ne": t}}),
    st.integers(2019, 2025).map(lambda y: {"year": {"$gte": y}}),
    st.integers(1, 3).map(lambda level: {"level": {"$lte": level}}),
    st.just({"tenant": {"$exists": False}}),
    st.booleans().map(lambda b: {"public": b}),
)
FILTERS = st.one_of(
    _leaf,
    st.tuples(_leaf, _leaf).map(lambda p: {"$and": list(p)}),
    st.tuples(_leaf, _leaf).map(lambda p: {"$or": list(p)}),
)


@st.composite
def year_and_public(draw: st.DrawFn) -> dict[str, Any]:
    """A relation's or document's attributes besides its tenant: maybe a year, rarely
    ``public``."""
    out: dict[str, Any] = {}
    if draw(st.booleans()):
        out["year"] = draw(st.integers(2019, 2024))
    if draw(st.integers(0, 4)) == 0:
        out["public"] = draw(st.booleans())
    return out


def attributes(row: dict[str, Any], own: tuple[str, ...]) -> dict[str, Any]:
    return {k: v for k, v in row.items() if k not in own}


# -- DotRAG ------------------------------------------------------------------------------------
@st.composite
def graph_inputs(draw: st.DrawFn) -> dict[str, Any]:
    """An entity table (names, attributes, maybe types) or a bare triples file, and triples
    with attributes."""
    n = draw(st.integers(2, 7))
    form = draw(st.sampled_from(["triples", "entity table", "typed entity table"]))
    table, typed = form != "triples", form == "typed entity table"
    entities: list[dict[str, Any]] = []
    for i in range(n):
        name = f"{WORDS[i].title()} {i}"
        row: dict[str, Any] = {"id": f"e{i}" if table else name}
        if table:
            row["name"] = name
            if draw(st.booleans()):
                row["tenant"] = draw(st.sampled_from(TENANTS))
            if draw(st.booleans()):
                row["level"] = draw(st.integers(1, 3))
            if typed:
                row["types"] = [draw(st.sampled_from(TYPES))]
        entities.append(row)
    seen: set[tuple[int, str, int]] = set()
    triples: list[dict[str, Any]] = []
    for _ in range(draw(st.integers(1, 12))):
        h = draw(st.integers(0, n - 1))
        t = (h + draw(st.integers(1, n - 1))) % n
        label = draw(st.sampled_from(LABELS))
        if (h, label, t) in seen:  # a repeated triple keeps its first line: not generated
            continue
        seen.add((h, label, t))
        row = {"head": entities[h]["id"], "relation": label, "tail": entities[t]["id"]}
        if not table or draw(st.booleans()):
            row["tenant"] = draw(st.sampled_from(TENANTS))
        triples.append(row | draw(year_and_public()))
    return {"table": table, "typed": typed, "entities": entities, "triples": triples}


def load(entities: list[dict[str, Any]] | None, triples: list[dict[str, Any]]) -> Graph:
    """What ``load_triples`` makes of an entity table (``None``: none) and triples."""
    b = GraphBuilder()
    for row in entities or []:
        b.add_entity(
            row["id"],
            name=row.get("name"),
            types=row.get("types", ()),
            attributes=attributes(row, OWN_FIELDS),
        )
    for row in triples:
        b.add_relation(
            row["head"],
            row["tail"],
            row["relation"],
            create_entities=entities is None,
            attributes=attributes(row, TRIPLE_FIELDS),
        )
    return assign_types(b.build())


def kept_part(
    inputs: dict[str, Any], spec: dict[str, Any], full: Graph
) -> tuple[list[dict[str, Any]], list[dict[str, Any]], tuple[str, ...]]:
    """The entity rows and triples a graph built without the excluded part holds (in the
    order of the whole graph ``full``), and the filter's keys no item of that part carries."""

    def order(row: dict[str, Any]) -> int:
        return full.index_of(row["id"])

    entity_keys = {
        k for row in inputs["entities"] if inputs["table"] for k in attributes(row, OWN_FIELDS)
    }
    relation_keys = {k for row in inputs["triples"] for k in attributes(row, TRIPLE_FIELDS)}
    known = entity_keys | relation_keys
    flt = Filter.parse(spec)
    on_entities, on_relations = flt.for_kind(entity_keys, known), flt.for_kind(relation_keys, known)
    own = inputs["table"]  # table rows carry names of their own; bare ids exist by triples
    judged = {
        row["id"]: on_entities.matches(attributes(row, OWN_FIELDS) if own else {})
        for row in inputs["entities"]
    }
    triples = [
        row
        for row in inputs["triples"]
        if on_relations.matches(attributes(row, TRIPLE_FIELDS))
        and judged[row["head"]]
        and judged[row["tail"]]
    ]
    named = {row[end] for row in triples for end in ("head", "tail")}
    entities = [
        row for row in inputs["entities"] if judged[row["id"]] and (own or row["id"] in named)
    ]
    if not own:  # ids only, in the order the triples file gave them: no data
        entities = sorted(({"id": row["id"]} for row in entities), key=order)
    # Unknown keys are judged on the kept part alone (issue 39, F5): its own keys.
    kept_keys = {k for row in entities if own for k in attributes(row, OWN_FIELDS)}
    kept_keys |= {k for row in triples for k in attributes(row, TRIPLE_FIELDS)}
    return entities, triples, flt.unknown_keys(kept_keys)


def questions(inputs: dict[str, Any], picks: list[tuple[int, int]]) -> list[str]:
    out = []
    for entity, label in picks:
        row = inputs["entities"][entity % len(inputs["entities"])]
        words = label_words(LABELS[label % len(LABELS)])
        out.append(f"what {words} {row.get('name', row['id'])}")
    return out


@functools.cache
def parser() -> argparse.ArgumentParser:
    return build_parser()


def cli(directory: Path, question: str, *options: str) -> str:
    """What ``graphpaths query`` prints (its parser made once: the examples run faster)."""
    args = parser().parse_args(["query", str(directory), question, *options])
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert args.func(args) == 0
    return out.getvalue()


def prompts_of(llm: ScriptedLLM, start: int) -> list[list[str]]:
    return [[m.content for m in r.messages] for r in llm.requests[start:]]


def seen_of(result: Any, unknown: tuple[str, ...] | None = None) -> Any:
    data = without_seconds(result.as_dict())
    if unknown is not None:
        data["stats"]["unknown_filter_keys"] = list(unknown)
    return data


class Recorded:
    """A DotRAG over an index and the LLM double recording its prompts."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self.llm = ScriptedLLM(lambda messages: "1")
        self.dotrag = DotRAG.from_index(directory, embedder=embedder(), llm=self.llm)

    def run(self, call: Any) -> tuple[Any, list[list[str]]]:
        """``call()``'s value and the prompts it sent."""
        start = len(self.llm.requests)
        value = call()
        return value, prompts_of(self.llm, start)


@pytest.mark.slow
@SETTINGS
@given(
    inputs=graph_inputs(),
    spec=FILTERS,
    picks=st.lists(st.tuples(st.integers(0, 99), st.integers(0, 99)), min_size=1, max_size=2),
)
def test_dotrag_views_show_what_the_graph_without_the_hidden_part_shows(
    inputs: dict[str, Any], spec: dict[str, Any], picks: list[tuple[int, int]]
) -> None:
    full_graph = load(inputs["entities"] if inputs["table"] else None, inputs["triples"])
    assert full_graph.type_origin.source == ("given" if inputs["typed"] else "inferred")
    entities, triples, unknown = kept_part(inputs, spec, full_graph)
    with tempfile.TemporaryDirectory() as root:
        build_index(full_graph, Path(root) / "full", embedder=embedder())
        full = Recorded(Path(root) / "full")
        reference = None
        event(
            f"types {full_graph.type_origin.source}; hides something: {len(triples) < len(inputs['triples'])}"
        )
        if entities:
            build_index(load(entities, triples), Path(root) / "part", embedder=embedder())
            reference = Recorded(Path(root) / "part")
        for question in questions(inputs, picks):
            got, prompts = full.run(lambda q=question: full.dotrag.retrieve(q, filter=spec))
            assert got.stats.unknown_filter_keys == unknown
            if reference is None:  # the filter keeps nothing
                assert (got.paths, got.anchors) == ((), ())
                continue
            expected, reference_prompts = reference.run(
                lambda q=question: reference.dotrag.retrieve(q)
            )
            event(f"paths found: {bool(got.paths)}; prompts sent: {bool(prompts)}")
            assert seen_of(got) == seen_of(expected, unknown), (spec, question)
            assert prompts == reference_prompts, (spec, question)
            compare_adapters(full, reference, question, spec, unknown)
            options = ("--filter", json.dumps(spec))
            for form in ((), ("--json",)):
                text, reference_text = (
                    cli(full.directory, question, *options, *form),
                    cli(reference.directory, question, *form),
                )
                if form:
                    got_json, expected_json = json.loads(text), json.loads(reference_text)
                    expected_json["stats"]["unknown_filter_keys"] = list(unknown)
                    assert without_seconds(got_json) == without_seconds(expected_json)
                else:
                    assert text.splitlines()[:-1] == reference_text.splitlines()[:-1]


def compare_adapters(
    full: Recorded,
    reference: Recorded,
    question: str,
    spec: dict[str, Any],
    unknown: tuple[str, ...],
) -> None:
    def documents(items: list[tuple[str, dict[str, Any]]]) -> list[Any]:
        out = []
        for text, metadata in items:
            metadata = without_seconds(metadata)
            metadata["stats"]["unknown_filter_keys"] = list(unknown)
            out.append((text, metadata))
        return out

    lc = LangChainDotRAG(
        dotrag=full.dotrag, k=4, search_kwargs={"filter": spec, "include_stats": True}
    )
    docs, prompts = full.run(lambda: lc.invoke(question))
    reference_docs, reference_prompts = reference.run(
        lambda: LangChainDotRAG(dotrag=reference.dotrag, k=4).invoke(question, include_stats=True)
    )
    assert documents([(d.page_content, d.metadata) for d in docs]) == documents(
        [(d.page_content, d.metadata) for d in reference_docs]
    )
    assert prompts == reference_prompts
    nodes, prompts = full.run(
        lambda: LlamaDotRAG(full.dotrag, k=4, filters=spec, include_stats=True).retrieve(question)
    )
    reference_nodes, reference_prompts = reference.run(
        lambda: LlamaDotRAG(reference.dotrag, k=4, include_stats=True).retrieve(question)
    )
    assert [(n.node.node_id, n.score) for n in nodes] == [
        (n.node.node_id, n.score) for n in reference_nodes
    ]
    assert documents([(n.node.text, n.node.metadata) for n in nodes]) == documents(
        [(n.node.text, n.node.metadata) for n in reference_nodes]
    )
    assert prompts == reference_prompts


# -- GraFine -----------------------------------------------------------------------------------
@st.composite
def corpora(draw: st.DrawFn, kind: str) -> dict[str, Any]:
    n = draw(st.integers(1, 10))
    texts = [
        " ".join(draw(st.lists(st.sampled_from(WORDS), min_size=1, max_size=5))) for _ in range(n)
    ]
    metadatas: list[dict[str, Any]] = []
    for _ in range(n):
        meta: dict[str, Any] = {}
        if draw(st.integers(0, 4)):
            meta["tenant"] = draw(st.sampled_from(TENANTS))
        metadatas.append(meta | draw(year_and_public()))
    links = None
    if kind == "links":
        pairs = st.tuples(st.integers(0, n - 1), st.integers(0, n - 1))
        links = [(f"d{a}", f"d{b}") for a, b in draw(st.lists(pairs, max_size=3 * n))]
    config = GraFineConfig(
        batch=draw(st.integers(1, 3)), b_max=draw(st.integers(1, 8)), k=draw(st.integers(1, 6))
    )
    return {
        "texts": texts,
        "ids": [f"d{i}" for i in range(n)],
        "metadatas": metadatas,
        "links": links,
        "knn": "bm25" if kind == "links" else kind,
        "knn_k": draw(st.integers(1, 3)),
        "config": config,
    }


def corpus(c: dict[str, Any], rows: list[int]) -> GraFine:
    visible = {c["ids"][i] for i in rows}
    links = c["links"]
    return GraFine.from_texts(
        [c["texts"][i] for i in rows],
        ids=[c["ids"][i] for i in rows],
        metadatas=[c["metadatas"][i] for i in rows],
        links=None if links is None else [(a, b) for a, b in links if {a, b} <= visible],
        embedder=embedder(),
        config=c["config"],
        knn=c["knn"],
        knn_k=c["knn_k"],
    )


def nodes_seen(result: Any) -> list[tuple[Any, ...]]:
    return [
        (n.id, n.score, n.iteration, n.supported_by, n.neighbors, n.text, dict(n.metadata))
        for n in result.nodes
    ]


@pytest.mark.parametrize("kind", ["links", "bm25", "embeddings"])
@settings(SETTINGS, max_examples=25)
@given(data=st.data(), spec=FILTERS, query=st.lists(st.sampled_from(WORDS), min_size=1, max_size=3))
def test_grafine_views_show_what_the_corpus_without_the_hidden_documents_shows(
    kind: str, data: st.DataObject, spec: dict[str, Any], query: list[str]
) -> None:
    c = data.draw(corpora(kind))
    flt = Filter.parse(spec)
    rows = [i for i, meta in enumerate(c["metadatas"]) if flt.matches(meta)]
    unknown = flt.unknown_keys({k for i in rows for k in c["metadatas"][i]})
    full = corpus(c, list(range(len(c["texts"]))))
    q = " ".join(query)
    got = full.retrieve(q, filter=spec)
    assert got.unknown_filter_keys == unknown
    docs = LangChainGraFine(grafine=full, k=6, search_kwargs={"filter": spec}).invoke(
        q, include_stats=True
    )
    nodes = LlamaGraFine(full, k=6, filters=spec, include_stats=True).retrieve(q)
    if not rows:
        assert (got.nodes, docs, nodes) == ((), [], [])
        return
    reference = corpus(c, rows)
    expected = reference.retrieve(q)
    event(f"hides something: {len(rows) < len(c['texts'])}")
    assert nodes_seen(got) == nodes_seen(expected), spec
    assert (got.retrieved, got.iterations, got.encoded) == (
        expected.retrieved,
        expected.iterations,
        expected.encoded,
    )

    def shown(items: list[tuple[str, str, dict[str, Any]]]) -> list[Any]:
        out = []
        for item_id, text, metadata in items:
            metadata = without_seconds(metadata)
            metadata["retrieval"]["unknown_filter_keys"] = list(unknown)
            out.append((item_id, text, metadata))
        return out

    reference_docs = LangChainGraFine(grafine=reference, k=6).invoke(q, include_stats=True)
    assert shown([(d.id, d.page_content, d.metadata) for d in docs]) == shown(
        [(d.id, d.page_content, d.metadata) for d in reference_docs]
    )
    reference_nodes = LlamaGraFine(reference, k=6, include_stats=True).retrieve(q)
    assert [n.score for n in nodes] == [n.score for n in reference_nodes]
    assert shown([(n.node.node_id, n.node.text, n.node.metadata) for n in nodes]) == shown(
        [(n.node.node_id, n.node.text, n.node.metadata) for n in reference_nodes]
    )
